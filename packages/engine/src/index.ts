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
export type * from "./types.js";
