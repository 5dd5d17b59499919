// The page scripts/bench-browser.mjs drives: robot-only games in Chromium, timed from mount to
// game over. ?mode=game plays <FlyingChessGame> (the hook and the whole game UI); ?mode=board
// draws <FlyingChessBoard> alone and drives the engine itself at the hook's cadence, so the two
// differ by the hook and the rest of the UI only. The figures land in window.__result.
import {
  apply,
  createGame,
  type GameEvent,
  type GameState,
  robots,
  VARIANTS,
  type VariantId,
} from "@flying/engine";
import { FlyingChessBoard, FlyingChessGame, type FlyingChessGameProps } from "@flying/react";
import { useEffect, useState } from "react";
import { createRoot } from "react-dom/client";

export type Mode = "game" | "board";

/** One game: its seed, the actions it took and the ms from mount to the game-over commit. */
export interface Run {
  seed: number;
  actions: number;
  ms: number;
}

export type BenchResult =
  | { ok: true; mode: Mode; variant: VariantId; showLog: boolean; warmup: Run[]; runs: Run[] }
  | { ok: false; error: string };

declare global {
  interface Window {
    __result?: BenchResult;
  }
}

/** No game takes this long even on a slow machine; past it the page reports a stall. */
const GAME_TIMEOUT_MS = 60_000;
/** How long to wait for the game-over commit to touch the DOM before taking the game-over time. */
const SETTLE_MS = 500;
const WARMUP_SEED = 10_000;

type Players = NonNullable<FlyingChessGameProps["players"]>;

/** Calls the game or the board component makes once an action has been applied. */
type OnAction = (state: GameState) => void;

/**
 * The end of a game: the first DOM change after the last action (its commit), or the game-over
 * time itself if none comes (a hook that commits before it reports the action).
 */
function settle(container: Element, overAt: number): Promise<number> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(performance.now());
    });
    observer.observe(container, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      resolve(overAt);
    }, SETTLE_MS);
  });
}

function GameRun({
  variant,
  seed,
  players,
  showLog,
  onAction,
}: {
  variant: VariantId;
  seed: number;
  players: Players;
  showLog: boolean;
  onAction: OnAction;
}) {
  return (
    <FlyingChessGame
      variant={variant}
      seed={seed}
      players={players}
      robotPace={0}
      animation={false}
      showLog={showLog}
      onEvents={(_events, state) => onAction(state)}
    />
  );
}

interface Timeline {
  state: GameState;
  events: GameEvent[];
  eventKey: number;
}

/** The board alone, one robot action a macrotask: a timer set after each commit, as the hook does. */
function BoardRun({
  variant,
  seed,
  onAction,
  onError,
}: {
  variant: VariantId;
  seed: number;
  onAction: OnAction;
  onError: (message: string) => void;
}) {
  const [timeline, setTimeline] = useState<Timeline>(() => ({
    state: createGame({ variant, seed }),
    events: [],
    eventKey: 0,
  }));
  useEffect(() => {
    const { state } = timeline;
    if (state.over) return;
    const timer = setTimeout(() => {
      const result = apply(state, robots.classic.act(state));
      if (!result.ok) {
        onError(`${result.error.code}: ${result.error.message}`);
        return;
      }
      setTimeline((t) => ({
        state: result.state,
        events: result.events,
        eventKey: t.eventKey + 1,
      }));
      onAction(result.state);
    }, 0);
    return () => clearTimeout(timer);
  }, [timeline, onAction, onError]);
  return (
    <FlyingChessBoard
      state={timeline.state}
      events={timeline.events}
      eventKey={timeline.eventKey}
      animation={false}
    />
  );
}

/** What a page measures, from its URL: ?mode=game|board&variant=…&seeds=1,2,3&warmup=1&showLog=0 */
interface Setup {
  mode: Mode;
  variant: VariantId;
  /** The game's log (game mode): on by default, as in the component. */
  showLog: boolean;
}

/** Mounts one game in a fresh root and container, waits for its game over, and unmounts it. */
async function play({ mode, variant, showLog }: Setup, seed: number, host: Element): Promise<Run> {
  const container = document.createElement("div");
  host.append(container);
  let fail: (error: Error) => void = () => {};
  const root = createRoot(container, { onUncaughtError: (error) => fail(asError(error)) });
  let actions = 0;
  let started = 0;
  try {
    const ended = await new Promise<number>((resolve, reject) => {
      fail = reject;
      const stall = setTimeout(
        () =>
          reject(
            new Error(`${mode} ${variant} seed ${seed}: no game over after ${actions} actions`),
          ),
        GAME_TIMEOUT_MS,
      );
      const onAction: OnAction = (state) => {
        actions++;
        if (!state.over) return;
        clearTimeout(stall);
        resolve(settle(container, performance.now()));
      };
      const onError = (message: string) => {
        clearTimeout(stall);
        reject(new Error(message));
      };
      // Every colour in play a robot (a colour not in play would be refused).
      const players: Players = {};
      for (const color of createGame({ variant, seed }).colors)
        players[color] = { robot: "classic" };
      started = performance.now();
      root.render(
        mode === "game" ? (
          <GameRun
            variant={variant}
            seed={seed}
            players={players}
            showLog={showLog}
            onAction={onAction}
          />
        ) : (
          <BoardRun variant={variant} seed={seed} onAction={onAction} onError={onError} />
        ),
      );
    });
    return { seed, actions, ms: ended - started };
  } finally {
    root.unmount();
    container.remove();
  }
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<BenchResult> {
  const query = new URLSearchParams(location.search);
  const mode = query.get("mode");
  const variant = query.get("variant") ?? "flying-chess";
  if (mode !== "game" && mode !== "board") throw new Error(`mode must be game or board: ${mode}`);
  if (!(VARIANTS as readonly string[]).includes(variant)) throw new Error(`no variant ${variant}`);
  const seeds = (query.get("seeds") ?? "1").split(",").map(Number);
  const warmups = Number(query.get("warmup") ?? 1);
  const host = document.getElementById("root");
  if (!host) throw new Error("index.html has no #root element");
  const setup: Setup = {
    mode,
    variant: variant as VariantId,
    showLog: query.get("showLog") !== "0",
  };
  const warmup: Run[] = [];
  const runs: Run[] = [];
  for (let i = 0; i < warmups; i++) {
    warmup.push(await play(setup, WARMUP_SEED + i, host));
    await pause(20);
  }
  for (const seed of seeds) {
    runs.push(await play(setup, seed, host));
    await pause(20);
  }
  return { ok: true, ...setup, warmup, runs };
}

main().then(
  (result) => {
    window.__result = result;
  },
  (error: unknown) => {
    window.__result = { ok: false, error: asError(error).stack ?? String(error) };
  },
);
