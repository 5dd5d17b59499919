export { FlyingChessBoard, type FlyingChessBoardProps } from "./board/FlyingChessBoard.js";
export { shortcutKeys } from "./board/keyboardShortcuts.js";
export { PieceDrawing, type PieceDrawingProps } from "./board/Piece.js";
export {
  type MergedPieceProps,
  type PieceControls,
  type PieceControlsOptions,
  type PieceProps,
  type PieceUserProps,
  usePieceControls,
} from "./board/pieceControls.js";
export { Dice, type DiceProps, DieFace, type DieStatus } from "./Dice.js";
export { FlyingPropError } from "./errors.js";
export { FlyingChessGame, type FlyingChessGameProps } from "./FlyingChessGame.js";
export { GameLog, type GameLogProps, type LogLine } from "./GameLog.js";
export { GameOver, type GameOverProps } from "./GameOver.js";
export { FlyingLocaleProvider, type LocaleInput, resolveLocale } from "./i18n/context.js";
export {
  format,
  hintMessage,
  list,
  narrate,
  narrateAll,
  nodeName,
  percent,
  pieceName,
  robotName,
  seatName,
  sentences,
} from "./i18n/format.js";
export { en, id, it, type LocaleCode, locales, ru, zh } from "./i18n/index.js";
export type { LocalePack, Plural, RobotWords } from "./i18n/types.js";
export { PlayerIndicators, type PlayerIndicatorsProps } from "./PlayerIndicators.js";
export { Standings, type StandingsProps } from "./Standings.js";
export {
  type AudioContextLike,
  createSoundPlayer,
  type SoundName,
  type SoundPlayer,
  soundFor,
} from "./sound/synth.js";
export { TurnIndicator, type TurnIndicatorProps } from "./TurnIndicator.js";
export {
  classicTheme,
  darkTheme,
  defaultTheme,
  type FlyingTheme,
  type Mark,
  type PlayerStyle,
  themes,
  useFlyingTheme,
} from "./theme.js";
export {
  DEFAULT_AUTO_MOVE_DELAY,
  DEFAULT_ROBOT_PACE,
  type GameError,
  type MoveAnalysis,
  type Player,
  type UseFlyingChessOptions,
  type UseFlyingChessResult,
  useFlyingChess,
} from "./useFlyingChess.js";
