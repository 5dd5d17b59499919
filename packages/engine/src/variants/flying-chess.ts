import { PIECES_PER_COLOR } from "../board.js";
import { flyingChessBoard } from "../boards/flying-chess.js";
import type { GameEvent, RuleChoicesOf } from "../types.js";
import {
  captureAt,
  colorOf,
  landing,
  nodeAt,
  nodeOn,
  pieceId,
  seatOfPiece,
  type Table,
  type Variant,
  walk,
} from "./variant.js";

/** The last progress on the outer path: Waypoint_start … the safety entrance (docs/RULES.md §1). */
const LAST_OUTER = 54;

export const flyingChess: Variant = {
  id: "flying-chess",
  board: flyingChessBoard,
  // The first choice of each is the default.
  options: {
    finish: ["exact", "bounce"],
    bonusRollOnSix: [false, true],
    playForPlaces: [false, true],
  } satisfies RuleChoicesOf<"flying-chess">,

  initialProgress: () => -1,

  canMove(t, pieces, piece, roll) {
    const progress = pieces[piece] as number;
    const finish = t.g.finishAt[seatOfPiece(piece)] as number;
    if (progress < 0) return roll === 6;
    if (progress === finish) return false;
    return t.rules.finish === "bounce" || progress + roll <= finish;
  },

  perform(t, pieces, piece, roll, events) {
    const from = pieces[piece] as number;
    const finish = t.g.finishAt[seatOfPiece(piece)] as number;
    const to = from < 0 ? 0 : landing(finish, from, roll);
    pieces[piece] = to;
    if (events) report(t, piece, from, to, roll, finish, events);
    if (to <= LAST_OUTER) captureAt(t, pieces, piece, nodeAt(t.g, piece, to), events);
    if (to === finish)
      events?.push({ type: "finished", piece: pieceId(t.g, piece), color: colorOf(t.g, piece) });
    return [piece];
  },

  bonusRoll: (rules, roll) => rules.bonusRollOnSix === true && roll === 6,
  limitsSixes: () => false,

  hasFinished(t, pieces, seat) {
    const finish = t.g.finishAt[seat] as number;
    for (let n = 0; n < PIECES_PER_COLOR; n++) {
      if (pieces[seat * PIECES_PER_COLOR + n] !== finish) return false;
    }
    return true;
  },

  endsAtFirstFinish: (rules) => rules.playForPlaces !== true,
  representative: (_t, _pieces, piece) => piece,
  mayShare: (t, node, a, b) =>
    seatOfPiece(a) === seatOfPiece(b) || t.g.board.nodes[node]?.kind !== "waypoint",
};

function report(
  t: Table,
  piece: number,
  from: number,
  to: number,
  roll: number,
  finish: number,
  events: GameEvent[],
): void {
  const id = pieceId(t.g, piece);
  const fromNode = nodeOn(t.g, piece, from);
  const toNode = nodeOn(t.g, piece, to);
  if (from < 0) {
    events.push({ type: "tookOff", piece: id, from: fromNode, to: toNode });
    return;
  }
  events.push({
    type: "moved",
    piece: id,
    pieces: [id],
    from: fromNode,
    to: toNode,
    path: walk(t.g, piece, from, roll),
  });
  if (from + roll > finish)
    events.push({ type: "bounced", piece: id, at: nodeOn(t.g, piece, finish) });
}
