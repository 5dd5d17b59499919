import { PIECES_PER_COLOR } from "../board.js";
import { aeroplaneBoard, FLIGHT_LANDING, FLYING_SQUARE, TURN_IN } from "../boards/aeroplane.js";
import { passTurn } from "../play.js";
import type { GameEvent, PieceId, RuleChoicesOf } from "../types.js";
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

/*
 * Progress along a plane's path: -1 hangar, 0 launch pad, 1 … 50 the track
 * (local 0 … 49), 51 … 55 the home column, 56 the finish (docs/RULES.md §2).
 */
const PAD = 0;
const FIRST_TRACK = 1;
const LAST_TRACK = TURN_IN + 1;
const FINISH = 56;
const JUMP = 4;

const onTrack = (progress: number) => progress >= FIRST_TRACK && progress <= LAST_TRACK;
const stacks = (t: Table, progress: number) =>
  t.rules.stacking === true && progress > PAD && progress < FINISH;
/** Own-coloured squares are local 1, 5, 9, …; the turn-in square (local 49) does not jump. */
const jumpsFrom = (progress: number) => {
  const local = progress - FIRST_TRACK;
  return local % JUMP === 1 && local !== TURN_IN;
};
const localToProgress = (local: number) => local + FIRST_TRACK;

export const aeroplane: Variant = {
  id: "aeroplane",
  board: aeroplaneBoard,
  // The first choice of each is the default.
  options: {
    takeoff: ["even", "six", "five-six"],
    tripleSix: ["return-moved", "lose-turn", "off"],
    jumpAfterShortcut: [false, true],
    stacking: [true, false],
    finish: ["bounce", "exact"],
    playForPlaces: [true, false],
  } satisfies RuleChoicesOf<"aeroplane">,

  initialProgress: () => -1,

  canMove(t, pieces, piece, roll) {
    const progress = pieces[piece] as number;
    if (progress < 0) return takesOff(t, roll);
    if (progress === FINISH) return false;
    return t.rules.finish === "bounce" || progress + roll <= FINISH;
  },

  perform(t, pieces, piece, roll, events) {
    const from = pieces[piece] as number;
    if (from < 0) {
      pieces[piece] = PAD;
      events?.push({
        type: "tookOff",
        piece: pieceId(t.g, piece),
        from: nodeOn(t.g, piece, from),
        to: nodeOn(t.g, piece, PAD),
      });
      return [piece];
    }
    const group = stacks(t, from) ? stackAt(pieces, piece, from) : [piece];
    const ids = events ? group.map((p) => pieceId(t.g, p)) : [];
    let at = landing(FINISH, from, roll);
    if (events) {
      events.push({
        type: "moved",
        piece: pieceId(t.g, piece),
        pieces: ids,
        from: nodeOn(t.g, piece, from),
        to: nodeOn(t.g, piece, at),
        path: walk(t.g, piece, from, roll),
      });
      if (from + roll > FINISH) {
        events.push({
          type: "bounced",
          piece: ids[0] as PieceId,
          at: nodeOn(t.g, piece, FINISH),
        });
      }
    }
    if (onTrack(at)) {
      captureAt(t, pieces, piece, nodeAt(t.g, piece, at), events);
      const flyingSquare = localToProgress(FLYING_SQUARE);
      if (at === flyingSquare) {
        at = fly(t, pieces, piece, ids, events);
        if (t.rules.jumpAfterShortcut === true) at = jump(t, pieces, piece, ids, at, events);
      } else if (jumpsFrom(at)) {
        at = jump(t, pieces, piece, ids, at, events);
        if (at === flyingSquare) at = fly(t, pieces, piece, ids, events);
      }
    }
    // The stack moves as one: its own pieces never capture each other, so it is moved to
    // where the jumps and flight end only once they are done.
    for (const p of group) pieces[p] = at;
    if (events) {
      if (stacks(t, at)) {
        const together = stackAt(pieces, piece, at);
        if (together.length > group.length) {
          events.push({
            type: "stacked",
            pieces: together.map((p) => pieceId(t.g, p)),
            at: nodeOn(t.g, piece, at),
          });
        }
      }
      if (at === FINISH) {
        const color = colorOf(t.g, piece);
        for (const id of ids) events.push({ type: "finished", piece: id, color });
      }
    }
    return group;
  },

  bonusRoll: (_rules, roll) => roll === 6,
  limitsSixes: (rules) => rules.tripleSix !== "off",
  sixes: {
    moved: (t, movedOnSix, moved) => [
      ...movedOnSix,
      ...moved.map((m) => pieceId(t.g, m)).filter((m) => !movedOnSix.includes(m)),
    ],
    // A third 6: under "return-moved" what the 6s moved goes home, bar a plane already
    // finished; either way the turn passes (docs/RULES.md §2).
    third(t, state, events) {
      const pieces = state.pieces.slice();
      const sentHome: PieceId[] = [];
      if (state.rules.tripleSix === "return-moved") {
        for (const id of state.movedOnSix) {
          const piece = t.g.pieceIds.indexOf(id);
          if (pieces[piece] !== FINISH) {
            pieces[piece] = -1;
            sentHome.push(id);
          }
        }
      }
      events?.push({ type: "tripleSix", color: state.turn, sentHome });
      state.pieces = pieces;
      return passTurn(state, "triple-six", events);
    },
  },

  hasFinished(_t, pieces, seat) {
    for (let n = 0; n < PIECES_PER_COLOR; n++) {
      if (pieces[seat * PIECES_PER_COLOR + n] !== FINISH) return false;
    }
    return true;
  },

  endsAtFirstFinish: (rules) => rules.playForPlaces !== true,

  representative(t, pieces, piece) {
    const progress = pieces[piece] as number;
    return stacks(t, progress) ? (stackAt(pieces, piece, progress)[0] as number) : piece;
  },

  mayShare: (t, node, a, b) =>
    seatOfPiece(a) === seatOfPiece(b) || t.g.board.nodes[node]?.kind !== "track",
};

function takesOff(t: Table, roll: number): boolean {
  switch (t.rules.takeoff) {
    case "six":
      return roll === 6;
    case "five-six":
      return roll >= 5;
    default:
      return roll % 2 === 0;
  }
}

/** The pieces of `piece`'s colour standing at `progress`, in piece order. */
function stackAt(pieces: readonly number[], piece: number, progress: number): number[] {
  const first = seatOfPiece(piece) * PIECES_PER_COLOR;
  const group: number[] = [];
  for (let p = first; p < first + PIECES_PER_COLOR; p++) if (pieces[p] === progress) group.push(p);
  return group;
}

function jump(
  t: Table,
  pieces: number[],
  piece: number,
  ids: PieceId[],
  from: number,
  events: GameEvent[] | null,
): number {
  const to = from + JUMP;
  events?.push({
    type: "jumped",
    piece: pieceId(t.g, piece),
    pieces: ids,
    from: nodeOn(t.g, piece, from),
    to: nodeOn(t.g, piece, to),
  });
  captureAt(t, pieces, piece, nodeAt(t.g, piece, to), events);
  return to;
}

function fly(
  t: Table,
  pieces: number[],
  piece: number,
  ids: PieceId[],
  events: GameEvent[] | null,
): number {
  const seat = seatOfPiece(piece);
  const shortcut = t.g.board.shortcuts[seat] as (typeof t.g.board.shortcuts)[number];
  const to = localToProgress(FLIGHT_LANDING);
  events?.push({
    type: "flew",
    piece: pieceId(t.g, piece),
    pieces: ids,
    from: shortcut.from,
    to: shortcut.to,
    crosses: shortcut.crosses,
  });
  captureAt(t, pieces, piece, t.g.nodeIndex.get(shortcut.crosses) as number, events);
  captureAt(t, pieces, piece, nodeAt(t.g, piece, to), events);
  return to;
}
