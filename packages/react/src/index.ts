export { FlyingChessBoard, type FlyingChessBoardProps } from "./board/FlyingChessBoard.js";
export { PieceDrawing, type PieceDrawingProps } from "./board/Piece.js";
export {
  type MergedPieceProps,
  type PieceControls,
  type PieceControlsOptions,
  type PieceProps,
  type PieceUserProps,
  usePieceControls,
} from "./board/pieceControls.js";
export { shortcutKeys } from "./board/shortcutKeys.js";
export { Dice, type DiceProps, DieFace, type DieStatus } from "./Dice.js";
export { FlyingPropError, type FlyingPropName } from "./errors.js";
export {
  FlyingChessGame,
  type FlyingChessGameOwnProps,
  type FlyingChessGameProps,
} from "./FlyingChessGame.js";
export { GameLog, type GameLogProps, type LogLine } from "./GameLog.js";
export { GameOver, type GameOverProps } from "./GameOver.js";
export { FlyingLocaleProvider } from "./i18n/context.js";
// English is built in; the other packs are entries of their own (`@flying/react/locales/zh`,
// `…/locales/all`), so an app pays for the languages it imports.
export { en } from "./i18n/en.js";
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
export { type LocaleInput, registerLocale, resolveLocale } from "./i18n/registry.js";
export {
  LOCALE_CODES,
  type LocaleCode,
  type LocalePack,
  type Plural,
  type RobotWords,
} from "./i18n/types.js";
export {
  DEFAULT_RECONNECT,
  type FlyingRoomError,
  type FlyingRoomStatus,
  type ReconnectOptions,
} from "./online/connection.js";
export type {
  FlyingRoomClient,
  FlyingRoomConnection,
  FlyingRoomRefusal,
  FlyingRoomRefusalCode,
  FlyingRoomSeat,
  FlyingRoomState,
} from "./online/types.js";
export {
  type FlyingRoomGameError,
  type FlyingRoomOnline,
  type FlyingRoomTarget,
  type UseFlyingChessRoomOptions,
  type UseFlyingChessRoomResult,
  useFlyingChessRoom,
} from "./online/useFlyingChessRoom.js";
export { PlayerIndicators, type PlayerIndicatorsProps } from "./PlayerIndicators.js";
export { Standings, type StandingsProps } from "./Standings.js";
export { DEFAULT_AUTO_MOVE_DELAY, DEFAULT_ROBOT_PACE } from "./session/timing.js";
export {
  type AudioContextLike,
  createSoundPlayer,
  type SoundName,
  type SoundPlayer,
  soundFor,
} from "./sound/synth.js";
export { TurnIndicator, type TurnIndicatorProps } from "./TurnIndicator.js";
export { useFlyingTheme } from "./theme.js";
export {
  classicTheme,
  darkTheme,
  defaultTheme,
  type FlyingTheme,
  type Mark,
  type PlayerStyle,
  themes,
} from "./themes.js";
export {
  type GameError,
  type LoadError,
  type MoveAnalysis,
  type Player,
  type UseFlyingChessHookOptions,
  type UseFlyingChessOptions,
  type UseFlyingChessResult,
  type UseFlyingChessSetup,
  type UseFlyingChessSetupOf,
  useFlyingChess,
} from "./useFlyingChess.js";
