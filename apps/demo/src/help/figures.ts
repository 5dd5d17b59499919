/**
 * The help's pictures: positions the engine loads, each with the roll and the move that
 * shows a rule (docs/RULES.md). The picture is the position before the move, the move
 * drawn as the board's hint (its path, jump and flight included).
 */
import {
  apply,
  type Color,
  createGame,
  type DieValue,
  type GameEvent,
  type GameState,
  legalMoves,
  type Move,
  type NodeId,
  type PieceId,
  type VariantId,
} from "@flying/engine";
import { configOf } from "../setup.js";

export const FIGURE_IDS = [
  "capture",
  "jump",
  "flight",
  "stack",
  "passCapture",
  "diagonal",
] as const;
export type FigureId = (typeof FIGURE_IDS)[number];

/** A part of the board to show, in board units (the whole board when left out). */
export interface View {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FigureSpec {
  variant: VariantId;
  turn: Color;
  pieces: Partial<Record<PieceId, NodeId>>;
  roll: DieValue;
  /** The piece whose move the picture shows. */
  piece: PieceId;
  /** An event the move must bring about: what the picture claims to show. */
  shows: GameEvent["type"];
  view?: View;
}

export const FIGURES: Record<FigureId, FigureSpec> = {
  // Flying Chess: a move that ends on an opponent sends it home (docs/RULES.md §1.3).
  capture: {
    variant: "flying-chess",
    turn: "red",
    pieces: { "red-1": "Waypoint_2", "yellow-1": "Waypoint_6" },
    roll: 4,
    piece: "red-1",
    shows: "captured",
    view: { x: -0.25, y: -0.25, width: 8.5, height: 8.5 },
  },
  // Aeroplane: Track_5 is red, so a red plane landing there jumps to Track_9 (§2.4).
  jump: {
    variant: "aeroplane",
    turn: "red",
    pieces: { "red-1": "Track_3" },
    roll: 2,
    piece: "red-1",
    shows: "jumped",
    view: { x: -0.25, y: -0.25, width: 8.5, height: 8.5 },
  },
  // Aeroplane: red's flying square Track_17 flies to Track_29 over Lane_Green_3 (§2.5),
  // sending home the green plane on the crossed square.
  flight: {
    variant: "aeroplane",
    turn: "red",
    pieces: { "red-1": "Track_15", "green-1": "Lane_Green_3" },
    roll: 2,
    piece: "red-1",
    shows: "flew",
    view: { x: 5.75, y: 1.75, width: 9.5, height: 9.5 },
  },
  // Aeroplane: two red planes on one square move on together (§2.6).
  stack: {
    variant: "aeroplane",
    turn: "red",
    pieces: { "red-1": "Track_2", "red-2": "Track_2" },
    roll: 4,
    piece: "red-1",
    shows: "moved",
    view: { x: -0.25, y: -0.25, width: 8.5, height: 8.5 },
  },
  // Chessboard: an enemy on the way is captured and the move stops there (§3.2).
  passCapture: {
    variant: "chessboard",
    turn: "white",
    pieces: { "white-1": "c1", "black-1": "e1", "black-2": "h8" },
    roll: 5,
    piece: "white-1",
    shows: "captured",
  },
  // Chessboard: onto the diagonal only on a count walked in full, past no own piece (§3.2).
  diagonal: {
    variant: "chessboard",
    turn: "white",
    pieces: { "white-1": "d4", "white-2": "c3", "white-3": "a3", "black-1": "h8" },
    roll: 3,
    piece: "white-3",
    shows: "moved",
  },
};

export interface Scene {
  /** The position before the move, waiting for a roll: nothing on it can be moved. */
  state: GameState;
  /** The move the picture shows, with the roll already thrown. */
  move: Move;
  /** The events of that move. */
  events: GameEvent[];
}

const scenes = new Map<FigureId, Scene>();

/** The engine's view of a figure: throws if its position does not load or its move is not legal. */
export function sceneOf(id: FigureId): Scene {
  const known = scenes.get(id);
  if (known) return known;
  const spec = FIGURES[id];
  const state = createGame({
    ...configOf({ variant: spec.variant, position: { turn: spec.turn, pieces: spec.pieces } }),
    seed: 1,
  });
  const rolled = apply(state, { type: "roll", value: spec.roll });
  if (!rolled.ok) throw new Error(`figure ${id}: ${rolled.error.message}`);
  const move = legalMoves(rolled.state).find((m) => m.pieces.includes(spec.piece));
  if (!move) throw new Error(`figure ${id}: ${spec.piece} cannot move with a ${spec.roll}`);
  const moved = apply(rolled.state, { type: "move", piece: move.piece });
  if (!moved.ok) throw new Error(`figure ${id}: ${moved.error.message}`);
  const scene = { state, move, events: moved.events };
  scenes.set(id, scene);
  return scene;
}
