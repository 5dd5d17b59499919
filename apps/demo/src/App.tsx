import {
  createGame,
  type GameRecord,
  getBoard,
  isHumanTurn,
  type Session,
  toRecord,
  winner,
} from "@flying/engine";
import { FlyingChessGame, FlyingLocaleProvider, format, themes } from "@flying/react";
// The demo speaks all five languages: it loads every pack.
import { locales } from "@flying/react/locales/all";
import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from "react";
import { createGlobalStyle, ThemeProvider } from "styled-components";
import { Help } from "./help/Help.js";
import { Menu } from "./Menu.js";
import { roomOfAddress } from "./online/links.js";
import type { OnlineRoom } from "./online/Online.js";
import { onlineStrings } from "./online/onlineStrings.js";
import { Replay } from "./Replay.js";
import {
  exportRecord,
  isRecordHash,
  MAX_RECORD_SIZE,
  parseRecordFile,
  type RecordResult,
  recordFromHash,
  recordToHash,
} from "./records.js";
import { StartScreen } from "./StartScreen.js";
import {
  configOf,
  defaultPreferences,
  defaultSetup,
  type GameSetup,
  levelOf,
  PACES,
  type Pace,
  type Preferences,
  playersOf,
  seatsOf,
  type ThemeName,
} from "./setup.js";
import { startStrings } from "./startStrings.js";
import { counted, load, type Stats, saveGame, savePreferences, saveStats } from "./storage.js";
import { demoStrings, keysHelp } from "./strings.js";

/**
 * The page is one screen on every device: a slim bar (title, sound, a Settings button) above
 * the game, which sizes its board from the room left below the bar. The menus open over
 * the game from the Settings button (on a wide screen they sit in a column beside it); on a phone held sideways the bar stands as a narrow column at the left, so the
 * board gets the whole height.
 */
const Page = createGlobalStyle<{
  $background: string;
  $surface: string;
  $line: string;
  $text: string;
  $focus: string;
  $font: string;
  $scheme: "light" | "dark";
}>`
  html {
    color-scheme: ${({ $scheme }) => $scheme};
  }
  body {
    margin: 0;
    background: ${({ $background }) => $background};
    color: ${({ $text }) => $text};
    font-family: ${({ $font }) => $font};
  }
  .demo {
    position: relative;
    box-sizing: border-box;
    /* As wide as the menus' column, a board the height of the screen and the game's panel. */
    max-inline-size: calc(100dvh + 40rem);
    margin: 0 auto;
    padding: 0.5rem;
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: "bar" "main";
    gap: 0.5rem;
  }
  .demo-bar {
    grid-area: bar;
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-inline-size: 0;
  }
  .demo-title {
    flex: 1;
    min-inline-size: 0;
    display: flex;
    align-items: baseline;
    gap: 1rem;
  }
  .demo h1 {
    margin: 0;
    font-size: 1.3rem;
    white-space: nowrap;
  }
  .demo-tagline {
    margin: 0;
    min-inline-size: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .demo-bar button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.4rem;
    min-block-size: 2.75rem;
    min-inline-size: 2.75rem;
    padding: 0 0.75rem;
    box-sizing: border-box;
    border: 2px solid ${({ $line }) => $line};
    border-radius: 0.5rem;
    background: ${({ $surface }) => $surface};
    color: inherit;
    font: inherit;
    white-space: nowrap;
    cursor: pointer;
  }
  .demo-icon {
    inline-size: 1.4rem;
    block-size: 1.4rem;
    flex: none;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .demo-settings-toggle .demo-chevron {
    font-size: 0.8em;
    transition: transform 150ms;
  }
  .demo-settings-toggle[aria-expanded="true"] .demo-chevron {
    transform: rotate(180deg);
  }
  .demo button:focus-visible,
  .demo select:focus-visible {
    outline: 3px solid ${({ $focus }) => $focus};
    outline-offset: 2px;
  }
  /* The menus: a panel over the game, shown from the Settings button. */
  .demo-settings {
    grid-area: settings;
    display: none;
    position: absolute;
    z-index: 10;
    inset-block-start: 3.75rem;
    inset-inline-end: 0.5rem;
    inline-size: min(22rem, calc(100vw - 1rem));
    max-block-size: calc(100dvh - 4.5rem);
    overflow-y: auto;
    box-sizing: border-box;
    padding: 0.75rem 1rem;
    background: ${({ $surface }) => $surface};
    border: 2px solid ${({ $line }) => $line};
    border-radius: 0.75rem;
    box-shadow: 0 0.75rem 2rem rgb(0 0 0 / 0.35);
  }
  .demo-settings[data-open] {
    display: block;
  }
  .demo form {
    display: grid;
    gap: 0.6rem;
  }
  .demo label {
    display: grid;
    gap: 0.2rem;
    font-size: 0.9rem;
  }
  .demo select {
    font: inherit;
    min-block-size: 2.5rem;
    padding: 0.25rem;
    inline-size: 100%;
  }
  .demo-keys {
    margin: 0.9rem 0 0;
    font-size: 0.85rem;
  }
  .demo main {
    grid-area: main;
    min-inline-size: 0;
  }
  /* A phone upright: no room for the tagline, nor for the buttons' words beside their icons
     (they stay their names); the title keeps its width. */
  @media (max-width: 40rem) {
    .demo-tagline,
    .demo h1 .demo-dot,
    .demo h1 .demo-zh {
      display: none;
    }
    .demo-title {
      flex: 1 0 auto;
    }
    .demo-sound,
    .demo-help,
    .demo-new {
      padding: 0;
    }
    .demo-sound .demo-word,
    .demo-help .demo-word,
    .demo-new .demo-word,
    .demo-settings-toggle .demo-word {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
  /* A phone held sideways: the bar as a narrow column at the left, the board the full height. */
  @media (orientation: landscape) and (max-height: 32rem) {
    .demo {
      grid-template-columns: 6rem minmax(0, 1fr);
      grid-template-areas: "bar main";
      align-items: start;
    }
    .demo-bar {
      flex-direction: column;
      align-items: stretch;
    }
    .demo-title {
      flex-direction: column;
      align-items: center;
    }
    .demo h1 {
      font-size: 1rem;
      text-align: center;
    }
    .demo h1 .demo-dot {
      display: none;
    }
    .demo h1 .demo-zh {
      display: block;
    }
    .demo-tagline {
      display: none;
    }
    .demo-bar button {
      flex-direction: column;
      gap: 0.1rem;
      padding: 0.3rem 0.2rem;
      font-size: 0.75rem;
      white-space: normal;
    }
    .demo-settings-toggle .demo-chevron {
      display: none;
    }
    /* Beside the bar, in two columns of menus, so it all fits in the screen's low height. */
    .demo-settings {
      inset-block-start: 0.5rem;
      inset-inline-start: 7rem;
      inset-inline-end: auto;
      inline-size: min(36rem, calc(100vw - 7.5rem));
      max-block-size: calc(100dvh - 1rem);
    }
    .demo-settings form {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      column-gap: 1rem;
    }
  }
  /* A wide screen: the menus always shown, in a column beside the game. (On a narrower or
     squarer one the column would squeeze the game's own panel beside its board.) */
  @media (min-width: 88rem) and (min-height: 40rem) and (min-aspect-ratio: 8/5) {
    .demo {
      grid-template-columns: 15rem minmax(0, 1fr);
      grid-template-areas: "bar bar" "settings main";
      column-gap: 1.25rem;
      padding: 0.5rem 1rem;
    }
    .demo-bar .demo-settings-toggle {
      display: none;
    }
    .demo-settings {
      display: block;
      position: static;
      inline-size: auto;
      max-block-size: calc(100dvh - 5rem);
      align-self: start;
      box-shadow: none;
    }
  }
  .demo-tools {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 0 0 0.9rem;
  }
  .demo-tools button,
  .demo-notice button,
  .demo-dialog button {
    min-block-size: 2.5rem;
    padding: 0 0.75rem;
    border: 2px solid ${({ $line }) => $line};
    border-radius: 0.5rem;
    background: ${({ $surface }) => $surface};
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  .demo-tools button:focus-visible,
  .demo-notice button:focus-visible,
  .demo-dialog button:focus-visible,
  .demo input:focus-visible {
    outline: 3px solid ${({ $focus }) => $focus};
    outline-offset: 2px;
  }
  .demo-notice {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    margin: 0 0 0.5rem;
    padding: 0.5rem 0.75rem;
    border-inline-start: 0.3rem solid currentColor;
    background: ${({ $surface }) => $surface};
    font-weight: 600;
  }
  .demo-notice p {
    flex: 1;
    margin: 0;
  }
  .demo-share {
    inline-size: 100%;
    font: inherit;
  }
  .demo-dialog {
    inline-size: min(44rem, calc(100vw - 1rem));
    max-block-size: calc(100dvh - 1rem);
    box-sizing: border-box;
    padding: 1rem 1.25rem;
    border: 2px solid ${({ $line }) => $line};
    border-radius: 0.75rem;
    background: ${({ $background }) => $background};
    color: inherit;
  }
  .demo-dialog::backdrop {
    background: rgb(0 0 0 / 0.5);
  }
  .demo-dialog-head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
  }
  .demo-dialog h2 {
    margin: 0;
  }
  .demo-screen {
    grid-area: main;
    min-inline-size: 0;
  }
`;

/** The online screen, and colyseus.js with it, loaded only when opened. */
const Online = lazy(() => import("./online/Online.js").then(({ Online }) => ({ default: Online })));

/** Where storage lives: none on a server, or where the browser refuses it. */
function browserStorage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** A Storage that keeps nothing, for where the browser gives none. */
const NO_STORAGE: Storage = {
  length: 0,
  clear: () => {},
  getItem: () => null,
  key: () => null,
  removeItem: () => {},
  setItem: () => {},
};

/** `?seed=4` in the address starts a new game with those dice: for a bug report, or a test. */
function seedFromAddress(): number | undefined {
  if (typeof location === "undefined") return undefined;
  const seed = Number(new URLSearchParams(location.search).get("seed") ?? Number.NaN);
  return Number.isSafeInteger(seed) ? seed : undefined;
}

/** A game record's setup: its game, colours and rules, seated as `seats` say where they fit. */
function setupOfRecord(record: GameRecord, seats: GameSetup["seats"]): GameSetup {
  const seeded = defaultSetup(record.variant);
  const fits = record.colors.every((color) => seats[color] !== undefined);
  return {
    variant: record.variant,
    colors: [...record.colors],
    rules: { ...record.rules },
    seats: fits
      ? Object.fromEntries(record.colors.map((color) => [color, seats[color]]))
      : Object.fromEntries(
          record.colors.map((color, i) => [
            color,
            i === 0 ? "human" : (seeded.seats[color] ?? "classic"),
          ]),
        ),
  };
}

/** The game on the board: its setup, and the record it starts from (a saved or opened game). */
interface Current {
  setup: GameSetup;
  record: GameRecord | undefined;
  /** Changes with every new game, so the game element starts afresh. */
  key: number;
}

interface Notice {
  id: number;
  text: string;
}

/** What the page finds when it opens: the preferences, a shared or saved game, the notices. */
function opening(storage: Storage) {
  const browser = defaultPreferences(
    typeof navigator === "undefined" ? [] : navigator.languages,
    typeof window !== "undefined" && window.matchMedia?.("(prefers-color-scheme: dark)").matches,
  );
  const loaded = load(storage, browser);
  const preferences = loaded.preferences ?? browser;
  const words = startStrings[preferences.locale];
  const notices: string[] = [];
  if (loaded.dropped.includes("game")) notices.push(words.droppedGame);
  if (loaded.dropped.some((name) => name !== "game")) notices.push(words.droppedOther);
  let current: Current = { setup: defaultSetup("flying-chess"), record: undefined, key: 0 };
  const hash = typeof location === "undefined" ? "" : location.hash;
  if (isRecordHash(hash)) {
    const shared = recordFromHash(hash);
    if (shared.ok) {
      current = { setup: setupOfRecord(shared.record, {}), record: shared.record, key: 0 };
      notices.push(words.sharedOpened);
    } else {
      notices.push(format(words.sharedRefused, { reason: words.problems[shared.reason] }));
    }
  } else if (loaded.game && seedFromAddress() === undefined) {
    current = { setup: loaded.game.setup, record: loaded.game.record, key: 0 };
  }
  return { preferences, stats: loaded.stats, current, notices, shared: isRecordHash(hash) };
}

/** A speaker, with its sound waves when on and a cross when muted: drawn, not an emoji. */
function SoundIcon({ on }: { on: boolean }) {
  return (
    <svg className="demo-icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor" />
      {on ? (
        <path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" />
      ) : (
        <path d="M16 9l5 6M21 9l-5 6" />
      )}
    </svg>
  );
}

/** A cog wheel, for the settings. */
function GearIcon() {
  return (
    <svg className="demo-icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M12 2.5l1.6 2.6 3-.8.8 3 2.6 1.6-1.4 2.7 1.4 2.7-2.6 1.6-.8 3-3-.8-1.6 2.6-1.6-2.6-3 .8-.8-3-2.6-1.6 1.4-2.7-1.4-2.7 2.6-1.6.8-3 3 .8z" />
      <circle cx="12" cy="12" r="3.2" />
    </svg>
  );
}

/** A plus in a ring, for a new game. */
function PlusIcon() {
  return (
    <svg className="demo-icon" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 8v8M8 12h8" />
    </svg>
  );
}

/** A question mark in a ring, for the rules. */
function HelpIcon() {
  return (
    <svg className="demo-icon" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01" />
    </svg>
  );
}

/** A modal dialog (the browser's own: focus kept inside, Escape closes it) with a title. */
function Dialog(props: {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className="demo-dialog"
      aria-labelledby={titleId}
      onClose={props.onClose}
      onCancel={props.onClose}
    >
      <div className="demo-dialog-head">
        <h2 id={titleId}>{props.title}</h2>
        <button type="button" onClick={props.onClose}>
          {props.closeLabel}
        </button>
      </div>
      {props.children}
    </dialog>
  );
}

type Screen = "game" | "start" | "replay" | "online";

export function App() {
  const [storage] = useState<Storage>(() => browserStorage() ?? NO_STORAGE);
  const [first] = useState(() => opening(storage));
  const [preferences, setPreferencesState] = useState(first.preferences);
  const [stats, setStats] = useState<Stats>(first.stats);
  const [current, setCurrent] = useState<Current>(first.current);
  const [notices, setNotices] = useState<Notice[]>(() =>
    first.notices.map((text, id) => ({ id, text })),
  );
  // A room link (`#room=CODE`) opens the online screen, joining that room.
  const [roomCode, setRoomCode] = useState(roomOfAddress);
  const [screen, setScreen] = useState<Screen>(roomCode ? "online" : "game");
  // The game the replay steps through, fixed as it opens (a new object would restart it).
  const [replayed, setReplayed] = useState<GameRecord | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [shareLink, setShareLink] = useState<{
    link: string;
    label: string;
    /** The room's code, for a room's link: shown only while in that room. */
    room?: string;
  } | null>(null);
  // The online screen's room, once joined: the menus' Share and Export act on it there.
  const [onlineRoom, setOnlineRoom] = useState<OnlineRoom | null>(null);
  // The robots' turns played at once, until a person is to play (or the game ends).
  const [skipping, setSkipping] = useState(false);
  const [seed] = useState(seedFromAddress);
  // The game as it stands, for saving, replaying, exporting and sharing.
  const latest = useRef<Session | null>(null);
  // The games already counted in the statistics (by their seed: an undo and a redo of the
  // last move must not count a game twice).
  const countedGames = useRef(new Set<number>());
  const fileInput = useRef<HTMLInputElement>(null);

  const theme = themes[preferences.theme];
  const pack = locales[preferences.locale];
  const words = demoStrings[preferences.locale];
  const start = startStrings[preferences.locale];
  // The menus' panel on a small screen: closed at first, so the board has the screen.
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);

  const setPreferences = (next: Preferences) => {
    savePreferences(storage, next);
    setPreferencesState(next);
  };
  const notify = (text: string) =>
    setNotices((list) => [...list, { id: (list.at(-1)?.id ?? 0) + 1, text }]);

  useEffect(() => {
    document.documentElement.lang = pack.code;
  }, [pack.code]);

  // A shared link has done its work once read: a reload resumes the game where it then
  // stands. (In an effect, not as the page is first drawn, which StrictMode does twice.)
  useEffect(() => {
    if (first.shared) history.replaceState(null, "", location.pathname + location.search);
  }, [first.shared]);

  // A room link pasted into this tab's address changes only the fragment: no reload.
  useEffect(() => {
    const opened = () => {
      const code = roomOfAddress();
      if (code === null) return;
      setRoomCode(code);
      setScreen("online");
    };
    window.addEventListener("hashchange", opened);
    return () => window.removeEventListener("hashchange", opened);
  }, []);

  // A press outside the open panel (on the board, say) closes it, as a pop-up menu does.
  useEffect(() => {
    if (!settingsOpen) return;
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panel.current?.contains(target) || toggle.current?.contains(target)) return;
      setSettingsOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [settingsOpen]);

  const play = (setup: GameSetup, record?: GameRecord) => {
    latest.current = null;
    setSkipping(false);
    setCurrent((now) => ({ setup, record, key: now.key + 1 }));
    setScreen("game");
  };

  /** Every change of the game: saved where it stands, and counted once when it ends. */
  const onSessionChange = (session: Session) => {
    latest.current = session;
    const record = toRecord(session.game);
    saveGame(storage, current.setup, record, session.players);
    const over = session.game.over;
    if (over && !countedGames.current.has(session.game.seed)) {
      countedGames.current.add(session.game.seed);
      const humans = Object.entries(session.players).filter(([, p]) => p === "human");
      if (humans.length > 0) {
        const won = humans.some(([color]) => color === winner(session.game));
        const setup = { ...current.setup, seats: seatsOf(session.players) };
        setStats((before) => {
          const after = counted(before, `${setup.variant}/${levelOf(setup)}`, won);
          saveStats(storage, after);
          return after;
        });
      }
    }
    if (skipping && (over || isHumanTurn(session))) setSkipping(false);
  };

  /**
   * To another screen: the game's element goes, so the game as it stands becomes the one it
   * resumes from when it comes back (the same record, so the same dice to come).
   */
  const leaveGame = (to: Screen) => {
    const session = latest.current;
    if (screen === "game" && session) {
      setCurrent((now) => ({
        ...now,
        setup: { ...now.setup, seats: seatsOf(session.players) },
        record: toRecord(session.game),
      }));
    }
    setScreen(to);
  };

  /** A tool of the panel: it does its work and the panel over the game closes. */
  const tool = (work: () => unknown) => () => {
    if (settingsOpen) {
      setSettingsOpen(false);
      toggle.current?.focus();
    }
    void work();
  };

  /** The game as it stands: played, opened, or not begun (its setup on the first seed). */
  const recordNow = (): GameRecord => {
    if (latest.current) return toRecord(latest.current.game);
    if (current.record) return current.record;
    const { variant, colors, rules } = current.setup;
    return toRecord(createGame({ ...configOf({ variant, colors, rules }), seed: 0 }));
  };

  const exportGame = () => {
    const record = screen === "online" ? onlineRoom?.record?.() : recordNow();
    if (!record) return;
    const { fileName, text } = exportRecord(record);
    const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  const opened = (result: RecordResult, refused: string) => {
    if (!result.ok) {
      notify(format(refused, { reason: start.problems[result.reason] }));
      return;
    }
    const seats = latest.current ? seatsOf(latest.current.players) : current.setup.seats;
    play(setupOfRecord(result.record, seats), result.record);
  };

  const importFile = async (file: File) => {
    // A file too large to be a game is refused by its size, unread.
    if (file.size > MAX_RECORD_SIZE * 4) {
      notify(format(start.importRefused, { reason: start.problems["too-large"] }));
      return;
    }
    opened(parseRecordFile(await file.text()), start.importRefused);
  };

  const share = async () => {
    // Online, the link to share is the room's: whoever opens it joins the game being played.
    const room = screen === "online" ? onlineRoom : null;
    if (screen === "online" && !room) return;
    const link = room
      ? room.link
      : `${location.origin}${location.pathname}${recordToHash(recordNow())}`;
    const roomWords = onlineStrings[preferences.locale];
    setShareLink(
      room
        ? { link, label: roomWords.shareLink, room: room.code }
        : { link, label: start.shareShown },
    );
    try {
      await navigator.clipboard.writeText(link);
      notify(room ? roomWords.copied : start.shareCopied);
    } catch {
      // No clipboard (an insecure origin, a refusal): the link is shown to copy by hand.
    }
  };

  const pace = skipping ? 0 : PACES[preferences.pace];
  const online = screen === "online";
  // The keys line and the rules speak of the game on screen: online, the room's.
  const shownVariant = (online ? onlineRoom?.variant : null) ?? current.setup.variant;

  let main: ReactNode;
  if (screen === "start") {
    main = (
      <StartScreen
        setup={
          latest.current
            ? { ...current.setup, seats: seatsOf(latest.current.players) }
            : current.setup
        }
        preferences={preferences}
        stats={stats}
        onStart={(setup) => play(setup)}
        onPreferences={setPreferences}
        onCancel={() => setScreen("game")}
        onOnline={() => setScreen("online")}
      />
    );
  } else if (screen === "online") {
    main = (
      <Suspense fallback={null}>
        <Online
          key={roomCode ?? ""}
          locale={preferences.locale}
          pace={preferences.pace}
          sound={preferences.sound}
          code={roomCode}
          storage={storage}
          onRoom={setOnlineRoom}
          onBack={() => {
            setRoomCode(null);
            setScreen("start");
          }}
        />
      </Suspense>
    );
  } else if (screen === "replay" && replayed) {
    main = (
      <Replay
        record={replayed}
        locale={preferences.locale}
        theme={theme}
        onContinue={(record) => play(current.setup, record)}
        orientation={current.setup.colors.find((color) => current.setup.seats[color] === "human")}
        onClose={() => setScreen("game")}
      />
    );
  } else {
    main = (
      // Hints and auto-move always on: the demo is where a newcomer learns the game.
      <FlyingChessGame
        key={current.key}
        {...configOf(current.setup)}
        players={playersOf(current.setup)}
        {...(current.record && { record: current.record })}
        {...(seed !== undefined && current.key === 0 && { seed })}
        robotPace={pace}
        animation={skipping ? false : undefined}
        hints
        sound={preferences.sound}
        autoMove
        onSessionChange={onSessionChange}
      />
    );
  }

  return (
    <ThemeProvider theme={{ flying: theme }}>
      <FlyingLocaleProvider locale={preferences.locale}>
        <Page
          $background={theme.board.background}
          $surface={theme.board.surface}
          $line={theme.board.line}
          $text={theme.board.text}
          $focus={theme.board.focus}
          $font={theme.font}
          $scheme={preferences.theme === "dark" ? "dark" : "light"}
        />
        <div className="demo">
          <header className="demo-bar">
            <div className="demo-title">
              <h1>
                Flying<span className="demo-dot"> · </span>
                <span className="demo-zh" lang="zh">
                  飞行棋
                </span>
              </h1>
              <p className="demo-tagline">{words.tagline}</p>
            </div>
            <button type="button" className="demo-new" onClick={() => leaveGame("start")}>
              <PlusIcon />
              <span className="demo-word">{start.newGame}</span>
            </button>
            <button type="button" className="demo-help" onClick={() => setHelpOpen(true)}>
              <HelpIcon />
              <span className="demo-word">{start.help}</span>
            </button>
            {/* A toggle button: its name stays "Sound", aria-pressed says whether it is on. */}
            <button
              type="button"
              className="demo-sound"
              aria-pressed={preferences.sound}
              onClick={() => setPreferences({ ...preferences, sound: !preferences.sound })}
            >
              <SoundIcon on={preferences.sound} />
              <span className="demo-word">{words.sound}</span>
            </button>
            {/* Hidden on a wide screen, where the menus are always in view beside the game. */}
            <button
              ref={toggle}
              type="button"
              className="demo-settings-toggle"
              aria-expanded={settingsOpen}
              aria-controls={settingsId}
              onClick={() => setSettingsOpen(!settingsOpen)}
            >
              <GearIcon />
              <span className="demo-word">{words.settings}</span>
              <span aria-hidden="true" className="demo-chevron">
                ▾
              </span>
            </button>
          </header>
          <section
            ref={panel}
            id={settingsId}
            className="demo-settings"
            aria-label={words.settings}
            data-open={settingsOpen || undefined}
            onKeyDown={(event) => {
              // Escape closes the panel over the game and gives the focus back to its button.
              if (event.key !== "Escape" || !settingsOpen) return;
              setSettingsOpen(false);
              toggle.current?.focus();
            }}
          >
            {/* Online, the game is the room's: Share gives its link, Export its record once
                started; replaying, importing and skipping robots would leave the room or act
                on the offline game, so they are not offered there. */}
            <div className="demo-tools">
              {!online && (
                <button
                  type="button"
                  onClick={tool(() => {
                    setReplayed(recordNow());
                    leaveGame("replay");
                  })}
                  disabled={screen !== "game"}
                >
                  {start.replay}
                </button>
              )}
              <button
                type="button"
                onClick={tool(exportGame)}
                disabled={online && !onlineRoom?.record}
              >
                {start.exportGame}
              </button>
              {!online && (
                <button type="button" onClick={tool(() => fileInput.current?.click())}>
                  {start.importGame}
                </button>
              )}
              <button type="button" onClick={tool(share)} disabled={online && !onlineRoom}>
                {start.share}
              </button>
              {!online && (
                <button
                  type="button"
                  onClick={tool(() => setSkipping(true))}
                  disabled={skipping || screen !== "game"}
                >
                  {start.skipRobots}
                </button>
              )}
              <input
                ref={fileInput}
                type="file"
                accept=".json,application/json"
                hidden
                aria-label={start.importGame}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = "";
                  if (file) void importFile(file);
                }}
              />
            </div>
            <form onSubmit={(event) => event.preventDefault()}>
              <Menu<Pace>
                label={words.pace}
                value={preferences.pace}
                onChange={(pace) => setPreferences({ ...preferences, pace })}
                options={(Object.keys(PACES) as Pace[]).map((name) => [name, words.paces[name]])}
              />
              <Menu
                label={words.language}
                value={preferences.locale}
                onChange={(locale) => setPreferences({ ...preferences, locale })}
                options={(Object.keys(locales) as (keyof typeof locales)[]).map((code) => [
                  code,
                  locales[code].name,
                  code,
                ])}
              />
              <Menu<ThemeName>
                label={words.theme}
                value={preferences.theme}
                onChange={(theme) => setPreferences({ ...preferences, theme })}
                options={(Object.keys(themes) as ThemeName[]).map((name) => [
                  name,
                  words.themes[name],
                ])}
              />
            </form>
            <p className="demo-keys">{keysHelp(words, getBoard(shownVariant).colors)}</p>
          </section>
          <main>
            {notices.map((notice) => (
              <div key={notice.id} className="demo-notice" role="status">
                <p>{notice.text}</p>
                <button
                  type="button"
                  onClick={() => setNotices((list) => list.filter((n) => n.id !== notice.id))}
                >
                  {start.dismiss}
                </button>
              </div>
            ))}
            {shareLink && (shareLink.room === undefined || shareLink.room === onlineRoom?.code) && (
              <div className="demo-notice">
                <label>
                  {shareLink.label}
                  <input
                    className="demo-share"
                    readOnly
                    value={shareLink.link}
                    onFocus={(e) => e.target.select()}
                  />
                </label>
                <button type="button" onClick={() => setShareLink(null)}>
                  {start.dismiss}
                </button>
              </div>
            )}
            {main}
          </main>
          {helpOpen && (
            <Dialog title={start.help} closeLabel={start.close} onClose={() => setHelpOpen(false)}>
              <Help variant={shownVariant} locale={preferences.locale} />
            </Dialog>
          )}
        </div>
      </FlyingLocaleProvider>
    </ThemeProvider>
  );
}
