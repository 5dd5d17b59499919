export { getBoard, VARIANTS } from "./board.js";
export { RuleError } from "./errors.js";
export { apply, createGame, reduce } from "./game.js";
export {
  currentPlayer,
  lastRoll,
  legalMoves,
  phase,
  pieceNode,
  pieces,
  stacks,
  standings,
  winner,
} from "./queries.js";
export {
  fromRecord,
  type GameRecord,
  type RecordedAction,
  type ReplayOptions,
  toRecord,
} from "./record.js";
export { type Robot, type RobotId, robots } from "./robots.js";
export { defaultRules, ruleChoices } from "./rules.js";
export {
  applyCommand,
  type CommandResult,
  canRedo,
  canSelectColor,
  canUndo,
  createSession,
  humans,
  isHumanTurn,
  type LogEntry,
  nextRobotAction,
  type Player,
  playerOf,
  type Replay,
  type ReplayStep,
  reduceSession,
  replay,
  robotToAct,
  type Session,
  type SessionCommand,
  type SessionConfig,
  SessionError,
  type SessionErrorCode,
  type SessionFailure,
} from "./session.js";
export type * from "./types.js";
export { validateState } from "./validate.js";
