/** A record replayed as steps, for scrubbing through a game (and for resuming a session). */
import { apply } from "./game.js";
import { fromRecord, type RecordedAction, toRecord } from "./record.js";
import { type LogEntry, refuse } from "./session-types.js";
import type { Action, GameState } from "./types.js";

/**
 * One action of a replay: who took it, the action, its events and the game after it.
 *
 * @example
 * ```ts
 * import { createGame, reduce, replay, toRecord } from "@flying/engine";
 *
 * const record = toRecord(reduce(createGame({ seed: 7 }), { type: "roll", value: 3 }));
 * const [step] = replay(record).steps;
 * // { actor: "red", action: { type: "roll", value: 3 }, events: [rolled, turnPassed], state: … }
 * ```
 */
export interface ReplayStep extends LogEntry {
  /** The game after this action. */
  state: GameState;
}

/**
 * A record as a game to scrub through: the game before its first action, then one step
 * per action. The game at step `i` is `steps[i].state`; the last is the record's end.
 *
 * @example
 * ```ts
 * import { createGame, reduce, replay, toRecord, type Replay } from "@flying/engine";
 *
 * const record = toRecord(reduce(createGame({ seed: 7 }), { type: "roll", value: 3 }));
 * const { start, steps }: Replay = replay(record);
 * const end = steps.at(-1)?.state ?? start;
 * ```
 */
export interface Replay {
  start: GameState;
  steps: ReplayStep[];
}

/**
 * A record replayed as steps, for scrubbing through a game. A malformed or
 * tampered record is refused with fromRecord's INVALID_RECORD error.
 *
 * @throws {RuleError} INVALID_RECORD, as `fromRecord` does (INTERNAL on a bug). A step that
 *   fails to play again, also a bug, throws a SessionError INTERNAL.
 *
 * @example
 * ```ts
 * import { createGame, reduce, replay, toRecord } from "@flying/engine";
 *
 * let state = reduce(createGame({ seed: 7 }), { type: "roll", value: 6 });
 * state = reduce(state, { type: "move", piece: "red-1" });
 * const { start, steps } = replay(toRecord(state));
 * steps.map((step) => step.action.type); // ["roll", "move"]
 * ```
 */
export function replay(record: unknown): Replay {
  // The record is read once, by fromRecord; the steps replay the engine's own copy of it.
  const end = fromRecord(record);
  const own = toRecord(end);
  const start = fromRecord(own, { actions: 0 });
  const steps: ReplayStep[] = [];
  let state = start;
  for (const recorded of own.actions) {
    const action = actionOf(recorded);
    const result = apply(state, action);
    if (!result.ok) refuse("INTERNAL", `a record that replays failed: ${result.error.message}`);
    steps.push({ actor: state.turn, action, events: result.events, state: result.state });
    state = result.state;
  }
  return { start, steps };
}

/** A replay's steps as log entries, without their states. */
export const logOf = (steps: readonly ReplayStep[]): LogEntry[] =>
  steps.map(({ actor, action, events }) => ({ actor, action, events }));

export function actionOf(recorded: RecordedAction): Action {
  if (recorded.type === "move") return { type: "move", piece: recorded.piece };
  return recorded.given ? { type: "roll", value: recorded.value } : { type: "roll" };
}
