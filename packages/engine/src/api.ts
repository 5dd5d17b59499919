export { VARIANTS } from "./board.js";
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
  RECORD_FORMAT,
  RECORD_VERSION,
  type RecordedAction,
  type ReplayOptions,
  toRecord,
} from "./record.js";
export { type Replay, type ReplayStep, replay } from "./replay.js";
export { robots } from "./robots/basic.js";
export { getRobot, type Level, type Robot, type RobotId } from "./robots/registry.js";
export { defaultRules, ruleChoices } from "./rules.js";
export { applyCommand, createSession, reduceSession } from "./session.js";
export {
  canRedo,
  canSelectColor,
  canUndo,
  humans,
  isHumanTurn,
  nextRobotAction,
  onlyMove,
  playerOf,
  robotToAct,
} from "./session-queries.js";
export {
  type CommandResult,
  type LogEntry,
  type Player,
  type Session,
  type SessionCommand,
  type SessionConfig,
  type SessionConfigOf,
  SessionError,
  type SessionErrorCode,
  type SessionFailure,
  type SessionFields,
} from "./session-types.js";
export type * from "./types.js";
export { validateState } from "./validate.js";
