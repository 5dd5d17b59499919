/** A record replayed as steps, for scrubbing through a game (and for resuming a session). */
import { apply } from "./game.js";
import { fromRecord, type GameRecord, type RecordedAction } from "./record.js";
import { type LogEntry, refuse } from "./session-types.js";
import type { Action, GameState } from "./types.js";

export interface ReplayStep extends LogEntry {
  /** The game after this action. */
  state: GameState;
}

export interface Replay {
  start: GameState;
  steps: ReplayStep[];
}

/**
 * A record replayed as steps, for scrubbing through a game. A malformed or
 * tampered record is refused with fromRecord's INVALID_RECORD error.
 */
export function replay(record: unknown): Replay {
  const end = fromRecord(record);
  const start = fromRecord(record, { actions: 0 });
  const steps: ReplayStep[] = [];
  let state = start;
  for (const recorded of (record as GameRecord).actions) {
    const action = actionOf(recorded);
    const result = apply(state, action);
    if (!result.ok) refuse("INTERNAL", `a record that replays failed: ${result.error.message}`);
    steps.push({ actor: state.turn, action, events: result.events, state: result.state });
    state = result.state;
  }
  if (state.history !== end.history) refuse("INTERNAL", "a record replayed two ways disagrees");
  return { start, steps };
}

export function actionOf(recorded: RecordedAction): Action {
  if (recorded.type === "move") return { type: "move", piece: recorded.piece };
  return recorded.given ? { type: "roll", value: recorded.value } : { type: "roll" };
}
