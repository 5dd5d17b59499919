/**
 * How the search expects each other colour to play, read from the game's own history, as a
 * player watching the table would: a colour that has not yet made a move the seeds' robot
 * (robots.ts `classic`, the first piece in play) would not have made is expected to play
 * as it, which lets the search play its replies exactly; any other colour is taken to
 * play greedily, as strong robots and people mostly do. Classic until shown otherwise,
 * not after some agreements: the seeds' own game seats three classic robots, a colour
 * with one piece out rarely has a choice to show (waiting for two agreements wins 42.6%
 * in the arena where this wins 45.8%), and any other player shows itself at its first
 * real choice. Nothing here reads the die ahead.
 */
import { PIECES_PER_COLOR } from "../board.js";
import { readMark } from "../history.js";
import { newGame } from "../play.js";
import type { GameState, Position } from "../types.js";
import type { Table, Variant } from "../variants/variant.js";
import { afterMove, afterRoll, type SimGame, type SimNode, simNode } from "./sim.js";

export type Model = "greedy" | "classic";
/** A model by seat. */
export type Models = readonly Model[];

/**
 * The piece index `classic` moves with `value` (docs/RULES.md §4): the first in play that
 * can, else the first waiting that can; -1 when none can.
 */
export function classicPiece(
  { t, variant }: { t: Table; variant: Variant },
  pieces: readonly number[],
  seat: number,
  value: number,
): number {
  return firstUsable(t, pieces, seat, (piece) => variant.canMove(t, pieces, piece, value));
}

/**
 * `classicPiece` read from a table of the seat's move ends (`SimGame.endsOf`, -1 where a
 * piece cannot use the roll): the same rule without asking the variant again.
 */
export function classicPieceOf(
  t: Table,
  ends: Int8Array,
  pieces: readonly number[],
  seat: number,
  value: number,
): number {
  return firstUsable(t, pieces, seat, (piece) => (ends[piece * 6 + value - 1] as number) >= 0);
}

/** The seeds' robot's order: the first usable piece in play, else the first waiting. */
function firstUsable(
  t: Table,
  pieces: readonly number[],
  seat: number,
  usable: (piece: number) => boolean,
): number {
  const first = seat * PIECES_PER_COLOR;
  const finish = t.g.finishAt[seat] as number;
  let waiting = -1;
  for (let piece = first; piece < first + PIECES_PER_COLOR; piece++) {
    if (!usable(piece)) continue;
    const at = pieces[piece] as number;
    if (at >= 0 && at < finish) return piece;
    if (at < 0 && waiting < 0) waiting = piece;
  }
  return waiting;
}

/** What the history has shown so far of one game, replayed on the search's own cycle. */
export interface Evidence {
  start: Position | null;
  history: string;
  node: SimNode;
  /** The roll waiting for a move, and its value (0: none). */
  rolled: SimNode | null;
  value: number;
  /** By seat: whether it has made a move `classic` would not. */
  shown: boolean[];
}

/**
 * The replay so far of the game whose states share a rules object, so that each decision
 * replays only the actions since the last one. A cache, not state: a history that does not
 * continue it is replayed from the start, and the answer is the same either way.
 */
const replays = new WeakMap<object, Evidence>();

/** The model of every seat in `state`, by seat (the seat to act is "greedy": it is us). */
export function inferModels(game: SimGame, state: GameState): Models {
  const e = replayed(game, state);
  const seatToAct = game.t.g.seatOf.get(state.turn) as number;
  // A replay that lost step with the game (it would be a bug) knows nothing.
  const known = inStep(e, state);
  return e.shown.map((shown, seat) =>
    !known || shown || seat === seatToAct ? "greedy" : "classic",
  );
}

/** The history of `state` replayed: from the cache where it continues it. */
export function replayed(game: SimGame, state: GameState): Evidence {
  let evidence = replays.get(state.rules);
  if (!evidence || evidence.start !== state.start || !state.history.startsWith(evidence.history)) {
    const opening = newGame(state.variant, state.rules, state.colors, 0, state.start);
    evidence = {
      start: state.start,
      history: "",
      node: simNode(game, opening),
      rolled: null,
      value: 0,
      shown: [false, false, false, false],
    };
    replays.set(state.rules, evidence);
  }
  for (let i = evidence.history.length; i < state.history.length; i++) {
    record(game, evidence, state.history.charAt(i));
  }
  evidence.history = state.history;
  return evidence;
}

/** Whether a replay stands where the game does. */
export function inStep(e: Evidence, state: GameState): boolean {
  const node = e.rolled ?? e.node;
  return (
    node.pieces.every((at, piece) => at === state.pieces[piece]) &&
    (e.rolled !== null) === (state.roll !== null) &&
    node.sixes === state.sixes
  );
}

function record(game: SimGame, e: Evidence, mark: string): void {
  const entry = readMark(mark);
  if (entry.kind === "roll") {
    const { node, moves } = afterRoll(game, e.node, entry.value);
    if (moves.length > 0) {
      e.rolled = node;
      e.value = entry.value;
    } else e.node = node;
    return;
  }
  const rolled = e.rolled;
  if (!rolled) return; // out of step: inStep tells
  const seat = rolled.seat;
  const played = afterMove(game, rolled, entry.piece, e.value);
  if (!e.shown[seat]) {
    const classic = classicPiece(game, rolled.pieces, seat, e.value);
    // Pieces of a colour that stand alike are alike: two planes in one hangar take off
    // alike, whichever of them is moved.
    e.shown[seat] = !sameOutcome(game, played, afterMove(game, rolled, classic, e.value));
  }
  e.node = played;
  e.rolled = null;
  e.value = 0;
}

/** The same position up to which of a colour's pieces stands where. */
function sameOutcome(game: SimGame, a: SimNode, b: SimNode): boolean {
  if (a.seat !== b.seat || a.placings.length !== b.placings.length) return false;
  for (const seat of game.seats) {
    const first = seat * PIECES_PER_COLOR;
    const left = a.pieces.slice(first, first + PIECES_PER_COLOR).sort((x, y) => x - y);
    const right = b.pieces.slice(first, first + PIECES_PER_COLOR).sort((x, y) => x - y);
    for (let n = 0; n < PIECES_PER_COLOR; n++) if (left[n] !== right[n]) return false;
  }
  return true;
}
