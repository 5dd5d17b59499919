import { PIECES_PER_COLOR } from "./board.js";
import { fail, quote } from "./errors.js";
import { seatOf } from "./game.js";
import { lastRollIn } from "./history.js";
import type {
  Color,
  DieValue,
  GameEvent,
  GameState,
  Move,
  NodeId,
  Phase,
  PieceId,
  PieceView,
  Standing,
} from "./types.js";
import { knownLastRoll } from "./validate.js";
import { tableOf, variantOf } from "./variants/index.js";
import { colorOf, nodeOn, type Table } from "./variants/variant.js";

/**
 * What the game waits for: `"roll"`, `"move"` (a roll in hand with a legal move for it) or
 * `"over"`. A roll no piece can use passes the turn by itself, so `"move"` always has a move.
 *
 * @example
 * ```ts
 * import { apply, createGame, phase } from "@flying/engine";
 *
 * const state = createGame({ seed: 7 });
 * phase(state); // "roll"
 * const rolled = apply(state, { type: "roll", value: 6 });
 * if (rolled.ok) phase(rolled.state); // "move"
 * ```
 */
export function phase(state: GameState): Phase {
  if (state.over) return "over";
  return state.roll === null ? "roll" : "move";
}

/**
 * The colour to act (the last to act once the game is over).
 *
 * @example
 * ```ts
 * import { apply, createGame, currentPlayer } from "@flying/engine";
 *
 * const state = createGame({ seed: 7 });
 * currentPlayer(state); // "red"
 * const next = apply(state, { type: "roll", value: 3 }); // no piece can use a 3
 * if (next.ok) currentPlayer(next.state); // "yellow"
 * ```
 */
export function currentPlayer(state: GameState): Color {
  return state.turn;
}

/**
 * The value of the latest roll (used or not), or null before the first: what a die shows.
 * Unlike `state.roll` it stays after the turn has passed, so a die keeps its face.
 *
 * @example
 * ```ts
 * import { apply, createGame, lastRoll } from "@flying/engine";
 *
 * const state = createGame({ seed: 7 });
 * lastRoll(state); // null
 * const next = apply(state, { type: "roll", value: 3 }); // no move: the turn passes
 * if (next.ok) lastRoll(next.state); // 3, while next.state.roll is null
 * ```
 */
export function lastRoll(state: GameState): DieValue | null {
  // Reading a character of a history built by `+=` copies the whole string first, so a
  // state the engine knows answers without reading it (a UI asks after every action).
  const known = knownLastRoll(state);
  return known === undefined ? lastRollIn(state.history) : known;
}

/**
 * The first colour to finish, or null.
 *
 * @example
 * ```ts
 * import { createGame, winner } from "@flying/engine";
 *
 * winner(createGame({ seed: 7 })); // null
 * ```
 */
export function winner(state: GameState): Color | null {
  return state.placings[0] ?? null;
}

/**
 * The node a piece stands on: a home slot while it waits, then a node of its path.
 *
 * @throws {RuleError} UNKNOWN_PIECE when `piece` is not a piece of the state's variant.
 *
 * @example
 * ```ts
 * import { createGame, pieceNode } from "@flying/engine";
 *
 * const state = createGame({ variant: "chessboard", seed: 7 });
 * pieceNode(state, "white-1"); // "a1": one piece starts on its corner
 * pieceNode(state, "white-2"); // "Reserve_White_2"
 * ```
 */
export function pieceNode(state: GameState, piece: PieceId): NodeId {
  const t = tableOf(state.variant, state.rules);
  const index = t.g.pieceIds.indexOf(piece);
  if (index < 0) fail("UNKNOWN_PIECE", `there is no piece ${quote(piece)} in ${state.variant}`);
  return nodeOn(t.g, index, state.pieces[index] as number);
}

/**
 * Where every piece in play stands, with what a UI needs to draw and label it. Pieces of
 * colours not in play are left out.
 *
 * @example
 * ```ts
 * import { createGame, pieces } from "@flying/engine";
 *
 * const state = createGame({ variant: "aeroplane", colors: ["red", "green"], seed: 7 });
 * const views = pieces(state); // 8 pieces, red-1 … red-4 and green-1 … green-4
 * views[0]; // { id: "red-1", color: "red", node: "Hangar_Red_1", progress: -1, stepsToFinish: null }
 * ```
 */
export function pieces(state: GameState): PieceView[] {
  const t = tableOf(state.variant, state.rules);
  const views: PieceView[] = [];
  state.pieces.forEach((progress, piece) => {
    const color = colorOf(t.g, piece);
    if (!state.colors.includes(color)) return;
    const finish = t.g.finishAt[seatOf(t, color)] as number;
    views.push({
      id: t.g.pieceIds[piece] as PieceId,
      color,
      node: nodeOn(t.g, piece, progress),
      progress,
      stepsToFinish: progress < 0 ? null : finish - progress,
    });
  });
  return views;
}

/**
 * The groups of pieces that move as one (Aeroplane stacks, docs/RULES.md §2.6), each in
 * piece order; empty when there is none (always, in the other games).
 *
 * @example
 * ```ts
 * import { createGame, stacks } from "@flying/engine";
 *
 * const position = { pieces: { "red-1": "Track_5", "red-2": "Track_5" } } as const;
 * const state = createGame({ variant: "aeroplane", seed: 7, position });
 * stacks(state); // [["red-1", "red-2"]]
 * ```
 */
export function stacks(state: GameState): PieceId[][] {
  const t = tableOf(state.variant, state.rules);
  const variant = variantOf(state.variant);
  const groups = new Map<number, PieceId[]>();
  state.pieces.forEach((_, piece) => {
    const head = variant.representative(t, state.pieces, piece);
    groups.set(head, [...(groups.get(head) ?? []), t.g.pieceIds[piece] as PieceId]);
  });
  return [...groups.values()].filter((group) => group.length > 1);
}

/** Indices of the current colour's pieces that can move with the current roll, a stack once. */
export function movablePieces(state: GameState): number[] {
  if (state.roll === null || state.over) return [];
  const t = tableOf(state.variant, state.rules);
  const variant = variantOf(state.variant);
  const first = seatOf(t, state.turn) * PIECES_PER_COLOR;
  const movable: number[] = [];
  for (let piece = first; piece < first + PIECES_PER_COLOR; piece++) {
    if (variant.representative(t, state.pieces, piece) !== piece) continue;
    if (variant.canMove(t, state.pieces, piece, state.roll)) movable.push(piece);
  }
  return movable;
}

/**
 * Every legal move with the current roll, with what it would do: path, captures, jump,
 * flight. Empty unless a move is to be made; a stack is listed once, by its first piece.
 *
 * @example
 * ```ts
 * import { apply, createGame, legalMoves } from "@flying/engine";
 *
 * const rolled = apply(createGame({ seed: 7 }), { type: "roll", value: 6 });
 * const moves = rolled.ok ? legalMoves(rolled.state) : [];
 * moves.map((move) => `${move.piece} → ${move.to}`); // ["red-1 → Waypoint_0", … "red-4 → Waypoint_0"]
 * ```
 */
export function legalMoves(state: GameState): Move[] {
  const t = tableOf(state.variant, state.rules);
  return movablePieces(state).map((piece) => describeMove(t, state, piece));
}

function describeMove(t: Table, state: GameState, piece: number): Move {
  const events: GameEvent[] = [];
  variantOf(state.variant).perform(t, state.pieces.slice(), piece, state.roll as number, events);
  const id = t.g.pieceIds[piece] as PieceId;
  const from = nodeOn(t.g, piece, state.pieces[piece] as number);
  const move: Move = {
    piece: id,
    pieces: [id],
    kind: "advance",
    from,
    to: from,
    path: [],
    captures: [],
    finishes: false,
  };
  for (const event of events) {
    switch (event.type) {
      case "tookOff":
      case "entered":
        move.kind = event.type === "tookOff" ? "takeoff" : "enter";
        move.path.push(event.to);
        move.to = event.to;
        break;
      case "moved":
        move.pieces = event.pieces;
        move.path.push(...event.path);
        move.to = event.to;
        break;
      case "jumped":
        move.jump = { from: event.from, to: event.to };
        move.path.push(event.to);
        move.to = event.to;
        break;
      case "flew":
        move.flight = { from: event.from, to: event.to, crosses: event.crosses };
        move.path.push(event.to);
        move.to = event.to;
        break;
      case "bounced":
        move.bounce = true;
        break;
      case "captured":
        move.captures.push({ piece: event.piece, at: event.at, home: event.home });
        break;
      case "finished":
        move.finishes = true;
        break;
    }
  }
  return move;
}

/**
 * Every colour in play, ranked: finishers by place, then the rest by pieces finished and
 * steps walked.
 *
 * @example
 * ```ts
 * import { createGame, standings } from "@flying/engine";
 *
 * const position = { pieces: { "black-1": "d8" } } as const;
 * const state = createGame({ variant: "chessboard", seed: 7, position });
 * standings(state).map((row) => row.color); // ["black", "white"]: black has walked further
 * ```
 */
export function standings(state: GameState): Standing[] {
  const t = tableOf(state.variant, state.rules);
  const rows = state.colors.map((color): Standing => {
    const seat = seatOf(t, color);
    const finish = t.g.finishAt[seat] as number;
    let finished = 0;
    let progress = 0;
    for (let n = 0; n < PIECES_PER_COLOR; n++) {
      const at = state.pieces[seat * PIECES_PER_COLOR + n] as number;
      if (at === finish) finished++;
      if (at >= 0) progress += at;
    }
    const place = state.placings.indexOf(color);
    return { color, place: place < 0 ? null : place + 1, finished, progress };
  });
  const rank = (row: Standing) => row.place ?? Number.POSITIVE_INFINITY;
  return rows.sort(
    (a, b) => rank(a) - rank(b) || b.finished - a.finished || b.progress - a.progress,
  );
}
