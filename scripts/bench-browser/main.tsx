// The page scripts/bench-browser.mjs drives: robot-only games in Chromium, timed from mount to
// game over. ?mode=game plays <FlyingChessGame> (the hook and the whole game UI); ?mode=board
// draws <FlyingChessBoard> alone and drives the engine itself at the hook's cadence, so the two
// differ by the hook and the rest of the UI only. ?mode=animate draws <FlyingChessBoard> with
// its move animation on and counts the frames (requestAnimationFrame callbacks) while each move
// plays. The figures land in window.__result.
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
import { useCallback, useEffect, useRef, useState } from "react";
import { createRoot } from "react-dom/client";

export type Mode = "game" | "board" | "animate";

/** One game: its seed, the actions it took and the ms from mount to the game-over commit. */
export interface Run {
  seed: number;
  actions: number;
  ms: number;
}

/** One animated move: its length in ms and the intervals between the frames drawn meanwhile. */
export interface AnimatedMove {
  ms: number;
  frames: number[];
}

export type BenchResult =
  | {
      ok: true;
      mode: Mode;
      variant: VariantId;
      showLog: boolean;
      warmup: Run[];
      runs: Run[];
      moves?: AnimatedMove[];
    }
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

/**
 * The board with its move animation on, one robot action at a time: a roll or a move without
 * steps goes on after a macrotask; a move that animates goes on once its animation has ended.
 * Between the board's onAnimationStart and onAnimationEnd a requestAnimationFrame loop takes
 * the time of every frame. Stops after `moves` animated moves (or at game over).
 */
function AnimateRun({
  variant,
  seed,
  moves,
  onMoves,
  onError,
}: {
  variant: VariantId;
  seed: number;
  moves: number;
  onMoves: (moves: AnimatedMove[]) => void;
  onError: (message: string) => void;
}) {
  const [timeline, setTimeline] = useState<Timeline>(() => ({
    state: createGame({ variant, seed }),
    events: [],
    eventKey: 0,
  }));
  const [done, setDone] = useState(false);
  const measure = useRef({ animating: false, start: 0, last: 0, frames: [] as number[], frame: 0 });
  const measured = useRef<AnimatedMove[]>([]);
  const next = useCallback(() => {
    setTimeline((t) => {
      if (t.state.over) return t;
      const result = apply(t.state, robots.classic.act(t.state));
      if (!result.ok) {
        onError(`${result.error.code}: ${result.error.message}`);
        return t;
      }
      return { state: result.state, events: result.events, eventKey: t.eventKey + 1 };
    });
  }, [onError]);
  // After each commit: on at once unless a move animation started in it (its end goes on).
  useEffect(() => {
    if (done) return;
    if (timeline.state.over || measured.current.length >= moves) {
      setDone(true);
      onMoves(measured.current);
      return;
    }
    if (measure.current.animating) return;
    const timer = setTimeout(next, 0);
    return () => clearTimeout(timer);
  }, [timeline, done, moves, next, onMoves]);
  const onAnimationStart = useCallback(() => {
    const m = measure.current;
    m.animating = true;
    m.frames = [];
    m.start = performance.now();
    m.last = m.start;
    const tick = (now: number) => {
      m.frames.push(now - m.last);
      m.last = now;
      m.frame = requestAnimationFrame(tick);
    };
    m.frame = requestAnimationFrame(tick);
  }, []);
  const onAnimationEnd = useCallback(() => {
    const m = measure.current;
    if (!m.animating) return;
    cancelAnimationFrame(m.frame);
    m.animating = false;
    // The first interval runs from the start to the first frame, not from one frame to the next.
    measured.current.push({ ms: performance.now() - m.start, frames: m.frames.slice(1) });
    setTimeout(next, 0);
  }, [next]);
  return (
    <FlyingChessBoard
      state={timeline.state}
      events={timeline.events}
      eventKey={timeline.eventKey}
      onAnimationStart={onAnimationStart}
      onAnimationEnd={onAnimationEnd}
    />
  );
}

/** Mounts an animated game, collects its animated moves, and unmounts it. */
async function animate(variant: VariantId, seed: number, moves: number, host: Element) {
  const container = document.createElement("div");
  host.append(container);
  let fail: (error: Error) => void = () => {};
  const root = createRoot(container, { onUncaughtError: (error) => fail(asError(error)) });
  try {
    return await new Promise<AnimatedMove[]>((resolve, reject) => {
      fail = reject;
      const stall = setTimeout(
        () => reject(new Error(`animate ${variant} seed ${seed}: stalled`)),
        GAME_TIMEOUT_MS * 3,
      );
      root.render(
        <AnimateRun
          variant={variant}
          seed={seed}
          moves={moves}
          onMoves={(measured) => {
            clearTimeout(stall);
            resolve(measured);
          }}
          onError={(message) => {
            clearTimeout(stall);
            reject(new Error(message));
          }}
        />,
      );
    });
  } finally {
    root.unmount();
    container.remove();
  }
}

/**
 * What a page measures, from its URL: ?mode=game|board&variant=…&seeds=1,2,3&warmup=1&showLog=0,
 * or ?mode=animate&variant=…&seeds=1&moves=20 (the first seed's game, its first 20 animated moves).
 */
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
  if (mode !== "game" && mode !== "board" && mode !== "animate")
    throw new Error(`mode must be game, board or animate: ${mode}`);
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
  if (mode === "animate") {
    const moves = await animate(
      setup.variant,
      seeds[0] ?? 1,
      Number(query.get("moves") ?? 20),
      host,
    );
    return { ok: true, ...setup, warmup: [], runs: [], moves };
  }
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
