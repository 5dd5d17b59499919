/**
 * The online screen: a room of @flying/server created (the game, who is a robot) or joined
 * by its code or link, the seats with who sits there, ready and connected, then the game,
 * played through `useFlyingChessRoom`. A page opened on a room link (`#room=CODE`) joins it
 * at once. In play the room shrinks to one row above the game (a phone keeps its screen for
 * the board), its link, seats and way out in a menu; whatever the server refuses, and why a
 * connection closed, is said in the player's language over the foot of the page. The name
 * and the server are remembered for the next visit (storage.ts).
 */
import {
  type Color,
  type GameRecord,
  type RobotId,
  VARIANTS,
  type VariantId,
} from "@flying/engine";
import {
  FlyingChessGame,
  type FlyingRoomSeat,
  format,
  type LocaleCode,
  useFlyingChessRoom,
  useFlyingTheme,
} from "@flying/react";
import { locales } from "@flying/react/locales/all";
import {
  isRoomCode,
  MAX_NAME_LENGTH,
  ROOM_LINK_PARAM,
  readRoomLink,
  roomLink,
} from "@flying/server/protocol";
import { Client } from "colyseus.js";
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import { styled } from "styled-components";
import { Menu } from "../Menu.js";
import { SeatMenus } from "../SeatMenus.js";
import {
  defaultSetup,
  type GameSetup,
  PACES,
  type Pace,
  SEATS,
  type Seat,
  withColorCount,
} from "../setup.js";
import { startStrings } from "../startStrings.js";
import { loadOnline, saveOnline } from "../storage.js";
import { demoStrings } from "../strings.js";
import { defaultServer } from "./links.js";
import {
  closedText,
  GONE_KEYS,
  type OnlineStrings,
  onlineStrings,
  refusalText,
} from "./onlineStrings.js";

const Screen = styled.section`
  display: grid;
  /* No wider than the page, whatever a row's unbroken text would ask for. */
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  max-inline-size: 60rem;
  margin: 0 auto;
  h2,
  h3 {
    margin: 0;
  }
  form,
  fieldset {
    display: grid;
    gap: 0.6rem;
    margin: 0;
  }
  fieldset {
    padding: 0.75rem 1rem 1rem;
    border: 1px solid currentColor;
    border-radius: 0.5rem;
    min-inline-size: 0;
  }
  legend {
    padding: 0 0.3rem;
    font-weight: 700;
  }
  .online-row {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
    gap: 0.6rem 1rem;
  }
  .online-columns {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
    gap: 1rem;
    align-items: start;
  }
  /* The screen's own controls: the game inside it (.online-game) keeps the package's look. */
  label:not(.online-game *) {
    display: grid;
    gap: 0.2rem;
  }
  .online-games {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.25rem;
  }
  .online-games label {
    display: flex;
    align-items: center;
    gap: 0.4rem;
  }
  input:not(.online-game *),
  select:not(.online-game *),
  button:not(.online-game *) {
    font: inherit;
    min-block-size: 2.5rem;
    box-sizing: border-box;
    max-inline-size: 100%;
  }
  input[type="text"],
  input[type="url"] {
    padding: 0.3rem 0.5rem;
    min-inline-size: 0;
  }
  input[type="radio"] {
    inline-size: 1.25rem;
    min-block-size: 1.25rem;
  }
  button:not(.online-game *) {
    font-weight: 700;
    padding: 0.45rem 1.1rem;
    border-radius: 0.5rem;
    border: 2px solid currentColor;
    cursor: pointer;
  }
  button:not(.online-game *):disabled {
    cursor: default;
    opacity: 0.6;
  }
  .online-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.6rem;
    align-items: center;
  }
  .online-status {
    display: flex;
    flex-wrap: wrap;
    gap: 0.6rem;
    align-items: center;
    margin: 0;
  }
  .online-dot {
    inline-size: 0.75rem;
    block-size: 0.75rem;
    border-radius: 50%;
    background: #888;
    flex: none;
  }
  [data-status="open"] .online-dot {
    background: #2e8b3a;
  }
  [data-status="closed"] .online-dot {
    background: #c0392b;
  }
  .online-field {
    display: grid;
    gap: 0.3rem;
  }
  .online-room {
    display: grid;
    gap: 0.5rem;
  }
  button[aria-pressed="true"] {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
  .online-share {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: end;
  }
  .online-share label {
    flex: 1 1 14rem;
  }
  table {
    border-collapse: collapse;
    inline-size: 100%;
  }
  th,
  td {
    padding: 0.35rem 0.5rem 0.35rem 0;
    text-align: start;
    vertical-align: middle;
    overflow-wrap: anywhere;
  }
  tbody tr {
    border-block-start: 1px solid currentColor;
  }
  /* The headings, a colour's name and a seat's state break between words only: the
     player's column (a name, the host's buttons) gives way, not they. */
  th[scope="row"] {
    white-space: nowrap;
  }
  th,
  .online-seat-state {
    overflow-wrap: normal;
  }
  .online-error {
    margin: 0;
    font-weight: 700;
  }
  /* A free seat's ways to fill it (the host's robot, a seat for oneself), side by side while
     they fit, one under the other on a phone. */
  .online-seat-fill {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
  }
  /* The page's menus take the width of their column; this one sits beside its button. */
  .online-seat-fill select {
    inline-size: auto;
  }
  .online-why {
    margin: 0;
    flex-basis: 100%;
  }
  /* In play the game takes the page's width, as offline, and the room sits in one row. */
  &:has(.online-head) {
    max-inline-size: none;
    gap: 0.5rem;
  }
  .online-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .online-head {
    position: relative;
  }
  .online-bar {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    min-inline-size: 0;
  }
  .online-bar .online-status {
    flex-wrap: nowrap;
    min-inline-size: 0;
    gap: 0.4rem;
    overflow: hidden;
    white-space: nowrap;
  }
  .online-bar .online-status > span:not(.online-dot) {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  /* A phone upright: whether it is connected fits beside the room's button, the count of
     people does not (who sits where is in the room's menu). */
  @media (max-width: 30rem) {
    .online-bar .online-people {
      display: none;
    }
  }
  button.online-menu-toggle {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    flex: none;
    min-block-size: 2.75rem;
    padding: 0 0.75rem;
    white-space: nowrap;
    border-color: var(--online-line);
    background: var(--online-surface);
    color: inherit;
  }
  .online-chevron {
    font-size: 0.8em;
    transition: transform 150ms;
  }
  .online-menu-toggle[aria-expanded="true"] .online-chevron {
    transform: rotate(180deg);
  }
  /* The room's menu, over the game (as the page's Settings are): the board keeps its size. */
  .online-menu {
    position: absolute;
    z-index: 10;
    inset-block-start: calc(100% + 0.25rem);
    inset-inline-end: 0;
    inline-size: min(28rem, calc(100vw - 1rem));
    max-block-size: calc(100dvh - 8rem);
    overflow-y: auto;
    box-sizing: border-box;
    padding: 0.75rem 1rem;
    display: grid;
    gap: 0.75rem;
    background: var(--online-surface);
    border: 2px solid var(--online-line);
    border-radius: 0.75rem;
    box-shadow: 0 0.75rem 2rem rgb(0 0 0 / 0.35);
  }
  /* The attribute alone loses to display: grid. */
  .online-menu[hidden] {
    display: none;
  }
  /* A refusal or a closed connection, over the foot of the page: it never moves the board. */
  .online-toast {
    position: fixed;
    z-index: 20;
    inset-inline: 0.5rem;
    inset-block-end: 0.5rem;
    margin-inline: auto;
    max-inline-size: 32rem;
    box-sizing: border-box;
    display: flex;
    align-items: center;
    gap: 0.75rem;
    padding: 0.5rem 0.75rem;
    background: var(--online-surface);
    border: 2px solid var(--online-line);
    border-inline-start-width: 0.4rem;
    border-radius: 0.5rem;
    box-shadow: 0 0.5rem 1.5rem rgb(0 0 0 / 0.35);
    font-weight: 600;
  }
  .online-toast p {
    flex: 1;
    margin: 0;
  }
  .online-toast button {
    flex: none;
  }
`;

/** How the room is reached: created with options, or joined by its code. */
type Target =
  | { kind: "create"; roomOptions: object; variant: string }
  | { kind: "join"; code: string };

interface Session {
  client: Client;
  target: Target;
  /** A new one remounts the room: a fresh join (the retry). */
  key: number;
}

/**
 * The room in play, for the page's own menus (Share, Export, the keys line) to act on it
 * instead of the offline game: its link, its game, and its record once it has started.
 */
export interface OnlineRoom {
  code: string;
  link: string;
  variant: VariantId | null;
  /** The room's game so far as a record (the public view's: no seed); null before the start. */
  record: (() => GameRecord) | null;
}

export interface OnlineProps {
  locale: LocaleCode;
  pace: Pace;
  sound: boolean;
  /** A room to join at once: the code of the page's `#room=` link. */
  code?: string | null;
  /** Where the name and server are remembered between visits. */
  storage: Storage;
  /** Told of the room joined (and null once it is left), for the page's menus. */
  onRoom?: (room: OnlineRoom | null) => void;
  onBack: () => void;
}

export function Online(props: OnlineProps) {
  const words = onlineStrings[props.locale];
  const theme = useFlyingTheme();
  const titleId = useId();
  const [remembered] = useState(() => loadOnline(props.storage));
  const [server, setServer] = useState(() => remembered.server ?? defaultServer());
  const [name, setName] = useState(remembered.name ?? "");
  const [session, setSession] = useState<Session | null>(() =>
    props.code
      ? {
          client: clientOf(server) ?? new Client(defaultServer()),
          target: joinOf(props.code),
          key: 0,
        }
      : null,
  );

  const [badServer, setBadServer] = useState(false);
  // Kept once used (a room created or joined, a seat claimed): a typo never tried is not.
  // The default server is not stored, so a later build's default still reaches this player.
  const remember = (used: { name: string; server: string }) => {
    const typed = used.server.trim();
    saveOnline(props.storage, {
      name: used.name,
      ...(typed !== defaultServer() && { server: typed }),
    });
  };
  const open = (target: Target) => {
    const client = clientOf(server);
    setBadServer(client === null);
    if (!client) return;
    remember({ name, server });
    setSession((now) => ({ client, target, key: (now?.key ?? 0) + 1 }));
  };
  const back = () => {
    clearRoomHash();
    props.onBack();
  };
  const title = (
    <div className="online-actions">
      <h2 id={titleId}>{words.playOnline}</h2>
      <button type="button" onClick={back}>
        {words.back}
      </button>
    </div>
  );

  return (
    <Screen
      aria-labelledby={titleId}
      style={{
        color: theme.board.text,
        ["--online-surface" as string]: theme.board.surface,
        ["--online-line" as string]: theme.board.line,
      }}
    >
      {session === null ? (
        <>
          {title}
          <Lobby
            words={words}
            locale={props.locale}
            pace={props.pace}
            server={server}
            onServer={(next) => {
              setServer(next);
              setBadServer(false);
            }}
            badServer={badServer}
            name={name}
            onName={setName}
            onOpen={open}
          />
        </>
      ) : (
        <Room
          key={session.key}
          client={session.client}
          target={session.target}
          locale={props.locale}
          sound={props.sound}
          name={name}
          onName={setName}
          onClaim={() => remember({ name, server })}
          title={title}
          titleId={titleId}
          onBack={back}
          {...(props.onRoom && { onRoom: props.onRoom })}
          onRetry={(code) =>
            setSession(
              (now) =>
                now && {
                  client: clientOf(server) ?? now.client,
                  target: code ? joinOf(code) : now.target,
                  key: now.key + 1,
                },
            )
          }
          onLeave={() => {
            clearRoomHash();
            setSession(null);
          }}
        />
      )}
    </Screen>
  );
}

const joinOf = (code: string): Target => ({ kind: "join", code });

/**
 * The robots the host may seat, in the engine's order as the lobby's menus list them; the
 * server's stand-in level is chosen until the host picks another.
 */
const ROBOT_LEVELS = SEATS.filter((seat): seat is RobotId => seat !== "human");
const DEFAULT_LEVEL: RobotId = "medium";

/** Colour names as a list in the player's language ("Red, Green and Blue"). */
function listOf(locale: LocaleCode, items: string[]): string {
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(items);
}

/** A colyseus.js client for the address typed, or null when it is not a URL. */
function clientOf(server: string): Client | null {
  try {
    return new Client(server.trim());
  } catch {
    return null;
  }
}

/** The page's `#room=` link has done its work once its room is left. */
function clearRoomHash() {
  if (new URLSearchParams(location.hash.slice(1)).has(ROOM_LINK_PARAM))
    history.replaceState(null, "", location.pathname + location.search);
}

function Lobby(props: {
  words: OnlineStrings;
  locale: LocaleCode;
  pace: Pace;
  server: string;
  onServer: (server: string) => void;
  badServer: boolean;
  name: string;
  onName: (name: string) => void;
  onOpen: (target: Target) => void;
}) {
  const { words } = props;
  const pack = locales[props.locale];
  const start = startStrings[props.locale];
  const demo = demoStrings[props.locale];
  const [setup, setSetup] = useState<GameSetup>(() => ({
    ...defaultSetup("flying-chess"),
    seats: {},
  }));
  const [pace, setPace] = useState<Pace>(props.pace);
  const [typed, setTyped] = useState("");
  const [bad, setBad] = useState(false);
  const errorId = useId();
  const serverErrorId = useId();
  const seatName = (seat: Seat) => (seat === "human" ? start.person : pack.robots[seat].name);
  const robotSeats = Object.fromEntries(
    setup.colors
      .filter((color) => (setup.seats[color] ?? "human") !== "human")
      .map((color) => [color, { robot: setup.seats[color] }]),
  );

  return (
    <>
      <div className="online-row">
        <div className="online-field">
          <label>
            {words.server}
            <input
              type="url"
              name="server"
              value={props.server}
              onChange={(event) => props.onServer(event.target.value)}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={props.badServer || undefined}
              aria-describedby={props.badServer ? serverErrorId : undefined}
            />
          </label>
          {props.badServer && (
            <span id={serverErrorId} className="online-error" role="alert">
              {words.badServer}
            </span>
          )}
        </div>
        <NameField words={words} name={props.name} onName={props.onName} />
      </div>
      <div className="online-columns">
        <form
          aria-label={words.createRoom}
          onSubmit={(event) => {
            event.preventDefault();
            props.onOpen({
              kind: "create",
              variant: setup.variant,
              roomOptions: {
                variant: setup.variant,
                colors: setup.colors,
                seats: robotSeats,
                pace: PACES[pace],
              },
            });
          }}
        >
          <fieldset>
            <legend>{words.createRoom}</legend>
            <div className="online-games" role="radiogroup" aria-label={demo.game}>
              {VARIANTS.map((variant) => (
                <label key={variant}>
                  <input
                    type="radio"
                    name="variant"
                    value={variant}
                    checked={setup.variant === variant}
                    onChange={() => setSetup({ ...defaultSetup(variant), seats: {} })}
                  />
                  {pack.variants[variant]}
                </label>
              ))}
            </div>
            <div className="online-row">
              <SeatMenus
                setup={setup}
                onChange={setSetup}
                countLabel={start.colorsInPlay}
                colorName={(color) => pack.colors[color]}
                seatName={seatName}
                withCount={(current, count) => {
                  const next = withColorCount(current, count);
                  // New colours are people's seats until chosen otherwise.
                  const seats = next.colors.map((color) => [
                    color,
                    current.seats[color] ?? "human",
                  ]);
                  return { ...next, seats: Object.fromEntries(seats) };
                }}
              />
              <Menu<Pace>
                label={words.robotPace}
                name="pace"
                value={pace}
                onChange={setPace}
                options={(Object.keys(PACES) as Pace[]).map((name) => [name, demo.paces[name]])}
              />
            </div>
            <div className="online-actions">
              <button type="submit">{words.create}</button>
            </div>
          </fieldset>
        </form>
        <form
          aria-label={words.joinRoom}
          onSubmit={(event) => {
            event.preventDefault();
            const code = readRoomLink(typed);
            setBad(code === null);
            if (code !== null) props.onOpen(joinOf(code));
          }}
        >
          <fieldset>
            <legend>{words.joinRoom}</legend>
            <label>
              {words.codeOrLink}
              <input
                type="text"
                name="code"
                value={typed}
                onChange={(event) => {
                  setTyped(event.target.value);
                  setBad(false);
                }}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                aria-invalid={bad || undefined}
                aria-describedby={bad ? errorId : undefined}
              />
            </label>
            {bad && (
              <p id={errorId} className="online-error" role="alert">
                {words.badCode}
              </p>
            )}
            <div className="online-actions">
              <button type="submit">{words.join}</button>
            </div>
          </fieldset>
        </form>
      </div>
    </>
  );
}

function Room(props: {
  client: Client;
  target: Target;
  locale: LocaleCode;
  sound: boolean;
  name: string;
  onName: (name: string) => void;
  onClaim: () => void;
  /** The screen's title row, shown above the room until its game starts. */
  title: ReactNode;
  titleId: string;
  onBack: () => void;
  onRoom?: (room: OnlineRoom | null) => void;
  onRetry: (code: string | null) => void;
  onLeave: () => void;
}) {
  const { target, locale, onRoom } = props;
  const words = onlineStrings[locale];
  const pack = locales[locale];
  const game = useFlyingChessRoom(
    target.kind === "join"
      ? { client: props.client, code: target.code, locale, sound: props.sound }
      : {
          client: props.client,
          create: "flying",
          roomOptions: target.roomOptions,
          locale,
          sound: props.sound,
        },
  );
  const { online } = game;
  const [copied, setCopied] = useState(false);
  const code = online.code;
  // roomLink throws on what is no room code: a server of another make is not the page's end.
  const link = code && isRoomCode(code) ? roomLink(location.href, code) : null;
  const mine = online.mySeat ? online.seats[online.mySeat] : undefined;
  const colors = (Object.keys(online.seats) as Color[]).filter((color) =>
    online.room ? online.room.game.colors.includes(color) : true,
  );
  const playing = online.started;
  // Before the start the host fills the seats nobody came for with robots (or gives a robot's
  // back): the server starts no game with a free person's seat (SEATS_OPEN).
  const arranging = online.isHost && !online.started;
  const freeSeats = colors.filter((color) => {
    const seat = online.seats[color];
    return seat?.kind === "human" && seat.client === null;
  });
  const [levels, setLevels] = useState<Partial<Record<Color, RobotId>>>({});
  const whyNotId = useId();

  // The page's menus read the room's game when asked (an export), not on every change.
  const latest = useRef(game);
  useEffect(() => {
    latest.current = game;
  });
  const variant = online.room?.game.variant ?? null;
  useEffect(() => {
    if (!onRoom) return;
    onRoom(
      code && link
        ? { code, link, variant, record: playing ? () => latest.current.record : null }
        : null,
    );
    return () => onRoom(null);
  }, [onRoom, code, link, variant, playing]);

  // A refusal stays until dismissed, replaced by a newer one, or cleared by the hook when
  // the player's next message goes through.
  const [dismissed, setDismissed] = useState<object | null>(null);
  const refusal = game.error !== null && game.error !== dismissed ? game.error : null;
  const closed = online.status === "closed" && online.error !== null ? online.error : null;

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refusal): the link is there to copy by hand.
    }
  };

  const who = (color: Color, seat: FlyingRoomSeat) => {
    if (seat.kind === "robot" && seat.robot)
      return seat.name
        ? `${seat.name} (${pack.robots[seat.robot].name})`
        : `${pack.robots[seat.robot].name} (${words.robot})`;
    if (seat.client === null) return words.free;
    const tags = [
      seat.client === online.sessionId && words.you,
      seat.client === online.host && words.host,
    ].filter(Boolean);
    return `${seat.name ?? pack.colors[color]}${tags.length ? ` (${tags.join(", ")})` : ""}`;
  };
  const stateOf = (seat: FlyingRoomSeat) => {
    if (seat.client === null && seat.kind === "human") return "";
    if (!seat.connected) return words.away;
    return seat.ready ? words.ready : words.notReady;
  };
  const leave = () => {
    void online.leave();
    props.onLeave();
  };

  const status = (
    <div className="online-status" data-status={online.status} role="status">
      <span className="online-dot" aria-hidden="true" />
      <span className="online-status-word">{words.status[online.status]}</span>
      {online.status === "open" && online.clients > 0 && (
        <span className="online-people">· {format(words.people, { count: online.clients })}</span>
      )}
    </div>
  );

  const details = (
    <>
      {code && link && (
        <section className="online-room" aria-label={format(words.room, { code })}>
          <h3 data-room-code={code}>{format(words.room, { code })}</h3>
          <div className="online-share">
            <label>
              {words.shareLink}
              <input
                type="text"
                name="link"
                readOnly
                value={link}
                onFocus={(event) => event.target.select()}
              />
            </label>
            <button type="button" onClick={() => void copy()}>
              {copied ? words.copied : words.copy}
            </button>
          </div>
        </section>
      )}
      {online.synced && (
        <section aria-label={words.seats}>
          <table>
            <caption hidden>{words.seats}</caption>
            <thead>
              <tr>
                <th scope="col">{words.seat}</th>
                <th scope="col">{words.player}</th>
                <th scope="col">{words.state}</th>
              </tr>
            </thead>
            <tbody>
              {colors.map((color) => {
                const seat = online.seats[color];
                if (!seat) return null;
                const free = seat.kind === "human" && seat.client === null;
                const colorName = pack.colors[color];
                const sit = free && online.mySeat === null && !online.started && (
                  <button
                    type="button"
                    onClick={() => {
                      props.onClaim();
                      online.claim(color, props.name.trim() || words.defaultName);
                    }}
                  >
                    {format(words.sit, { color: colorName })}
                  </button>
                );
                // A robot the host seated (before the start, no client holds it).
                const setUpRobot = seat.kind === "robot" && seat.client === null;
                return (
                  <tr key={color} data-seat={color}>
                    <th scope="row">{colorName}</th>
                    <td>
                      {arranging && free ? (
                        <div className="online-seat-fill">
                          {sit || <span>{words.free}</span>}
                          <select
                            name={`robot-${color}`}
                            aria-label={format(words.robotLevel, { color: colorName })}
                            value={levels[color] ?? DEFAULT_LEVEL}
                            onChange={(event) =>
                              setLevels({ ...levels, [color]: event.target.value as RobotId })
                            }
                          >
                            {ROBOT_LEVELS.map((level) => (
                              <option key={level} value={level}>
                                {pack.robots[level].name}
                              </option>
                            ))}
                          </select>
                          <button
                            type="button"
                            onClick={() => online.setRobot(color, levels[color] ?? DEFAULT_LEVEL)}
                          >
                            {format(words.robotSeat, { color: colorName })}
                          </button>
                        </div>
                      ) : arranging && setUpRobot ? (
                        <div className="online-seat-fill">
                          <span>{who(color, seat)}</span>
                          <button type="button" onClick={() => online.setRobot(color, null)}>
                            {format(words.peopleSeat, { color: colorName })}
                          </button>
                        </div>
                      ) : (
                        sit || who(color, seat)
                      )}
                    </td>
                    <td className="online-seat-state">{stateOf(seat)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
    </>
  );

  // A room the server closed is gone: trying it again could only fail, another one may not.
  const gone = closed !== null && (GONE_KEYS as readonly string[]).includes(closed.code);
  const notice = closed ? (
    <div className="online-toast" role="alert" data-closed={closed.code}>
      <p>{closedText(words, closed.code)}</p>
      {gone ? (
        <button type="button" onClick={leave}>
          {words.otherRoom}
        </button>
      ) : (
        <button type="button" onClick={() => props.onRetry(online.code)}>
          {words.retry}
        </button>
      )}
    </div>
  ) : (
    refusal && (
      <div className="online-toast" role="alert" data-refused={refusal.code}>
        <p>{refusalText(words, refusal.code)}</p>
        <button type="button" onClick={() => setDismissed(refusal)}>
          {words.dismiss}
        </button>
      </div>
    )
  );

  if (playing)
    return (
      <>
        {/* The title stays for screen readers; on screen the game gets the room. */}
        <h2 id={props.titleId} className="online-hidden">
          {words.playOnline}
        </h2>
        <RoomBar words={words} code={code} status={status}>
          {details}
          <div className="online-actions">
            <button type="button" onClick={leave}>
              {words.leave}
            </button>
            <button type="button" onClick={props.onBack}>
              {words.back}
            </button>
          </div>
        </RoomBar>
        <FlyingChessGame {...game.gameProps} hints className="online-game" />
        {notice}
      </>
    );

  return (
    <>
      {props.title}
      <div className="online-actions">
        {status}
        <button type="button" onClick={leave}>
          {words.leave}
        </button>
      </div>
      {details}
      {online.synced && (
        <div className="online-actions">
          {online.mySeat === null ? (
            <>
              <NameField words={words} name={props.name} onName={props.onName} />
              <span>{words.watching}</span>
            </>
          ) : (
            <button
              type="button"
              aria-pressed={mine?.ready ?? false}
              onClick={() => online.ready(!(mine?.ready ?? false))}
            >
              {mine?.ready && <span aria-hidden="true">✓ </span>}
              {words.imReady}
            </button>
          )}
          {online.isHost ? (
            <>
              <button
                type="button"
                disabled={freeSeats.length > 0}
                aria-describedby={freeSeats.length > 0 ? whyNotId : undefined}
                onClick={() => online.start()}
              >
                {words.start}
              </button>
              {freeSeats.length > 0 && (
                <p id={whyNotId} className="online-why" data-seats-open>
                  {format(words.seatsOpen, {
                    colors: listOf(
                      locale,
                      freeSeats.map((color) => pack.colors[color]),
                    ),
                  })}
                </p>
              )}
            </>
          ) : (
            <span>{words.waitingHost}</span>
          )}
        </div>
      )}
      {notice}
    </>
  );
}

/**
 * The room in one row above its game: the connection and a button that opens the room's
 * menu (its link, its seats, the way out) over the game, as the page's Settings open over
 * the offline one. A press outside it or Escape closes it, the focus back on its button.
 */
function RoomBar(props: {
  words: OnlineStrings;
  code: string | null;
  status: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  useDismiss(open, [toggle, menu], (escaped) => {
    setOpen(false);
    if (escaped) toggle.current?.focus();
  });
  return (
    <div className="online-head">
      <div className="online-bar">
        {props.status}
        <button
          ref={toggle}
          type="button"
          className="online-menu-toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
        >
          {props.code ? format(props.words.room, { code: props.code }) : props.words.seats}
          <span aria-hidden="true" className="online-chevron">
            ▾
          </span>
        </button>
      </div>
      <div ref={menu} id={menuId} className="online-menu" hidden={!open}>
        {props.children}
      </div>
    </div>
  );
}

/**
 * Calls `close` while `open` on a press outside every one of `inside`, or on Escape
 * (`escaped` true: the focus goes back to the button), as a pop-up menu closes.
 */
function useDismiss(
  open: boolean,
  inside: RefObject<HTMLElement | null>[],
  close: (escaped: boolean) => void,
) {
  const latest = useRef({ inside, close });
  useEffect(() => {
    latest.current = { inside, close };
  });
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (latest.current.inside.some((ref) => ref.current?.contains(target))) return;
      latest.current.close(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") latest.current.close(true);
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);
}

/** The player's name, as the lobby and a watcher's seat row both ask for it (the server takes 24 characters). */
function NameField(props: { words: OnlineStrings; name: string; onName: (name: string) => void }) {
  return (
    <label>
      {props.words.yourName}
      <input
        type="text"
        name="name"
        value={props.name}
        maxLength={MAX_NAME_LENGTH}
        placeholder={props.words.defaultName}
        onChange={(event) => props.onName(event.target.value)}
        autoComplete="nickname"
      />
    </label>
  );
}
