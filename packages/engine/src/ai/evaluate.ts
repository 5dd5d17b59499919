/**
 * The robots' evaluation: a win chance from a race-distance estimate. Each colour's
 * distance is the steps its pieces still have to walk (docs/RULES.md §1–§3 paths), plus what
 * pieces at home cost to bring in (on the chessboard: the turns its race alone needs,
 * solved exactly, race-table.ts), plus the progress it expects to lose to captures
 * with the exact dice the other colours may roll next. The chances are a softmax of
 * those distances whose temperature grows with the square root of the distance left,
 * as the spread of a sum of dice does: a probability, not a point score, so that an
 * expectimax over the dice averages like with like.
 */
import { PIECES_PER_COLOR } from "../board.js";
import type { GameEvent } from "../types.js";
import { nodeAt, seatMask, type Variant } from "../variants/variant.js";
import { classicPiece, classicPieceOf, type Models } from "./models.js";
import { raceTurns } from "./race-table.js";
import type { SimGame, SimNode } from "./sim.js";

/** What a variant's race costs beyond the steps themselves, in steps. */
export interface Weights {
  /** A piece at home, beyond its distance table's cost of the takeoff roll and its wait. */
  home: number;
  /** A roll one piece cannot use, which its colour's other pieces mostly can. */
  waste: number;
  /** A colour with no piece able to walk wastes whole turns waiting for a takeoff roll. */
  idle: number;
  /** Temperature of the softmax per square root of the mean distance. */
  temperature: number;
  /** Temperature per step of the mean distance: captures spread a long race further. */
  spread: number;
  /**
   * Steps a turn is worth where the variant's race is solved, in turns (the chessboard's,
   * race-table.ts); unused where it is costed piece by piece.
   */
  turn: number;
  /** How much of the expected loss to capture counts. */
  risk: number;
  /** Steps of the colour about to roll (its tempo). */
  tempo: number;
  /**
   * Capture hazard per step still to walk where pieces can be captured, per step at
   * stake: a piece long on the open track is likely hit once, and the further it has
   * come the more it loses. This is what makes one runner better than four strollers.
   */
  hazard: number;
}

export function weightsFor(game: SimGame): Weights {
  const { rules } = game.t;
  const base = { spread: 0, risk: 1, hazard: 0, waste: 1, turn: 0 };
  switch (game.t.g.board.variant) {
    case "aeroplane": {
      // Takeoff on 2/4/6 waits two turns on average, on 5/6 three, on 6 alone six. Against
      // three `classic` (seeds 1–4000, 86.7% as they are) no weight beats these beyond the
      // noise: temperature 2, 3, 5 win 86.5%, 87.1%, 86.7%; risk 0.6, 1.5, 2 win 85.9%,
      // 87.0%, 85.1%; idle 0 or 6, waste 0.5 or 2, tempo 2 or 6, spread 0.05 86.6–86.9%;
      // hazard 0.5 85.5%.
      const wait = rules.takeoff === "six" ? 6 : rules.takeoff === "five-six" ? 3 : 2;
      return { ...base, home: 0, idle: 3 * (wait - 1), temperature: 4, tempo: 4 };
    }
    case "chessboard":
      // Calibrated on medium-level games: the chessboard race is close to a coin toss
      // for longer (captures on the pass), hence its wider temperature. Its race is read
      // from the solved table, a turn worth 3.5 steps (a mean roll; 2.5 and 5 were weaker
      // in the arena), so `home` only prices a capture and the wait for a 6 is the table's.
      return { ...base, home: -8, idle: 0, temperature: 5, tempo: 3.5, turn: 3.5 };
    default:
      // Measured in the arena: a roll wasted on an exact finish costs about two steps, and
      // the hazard (pieces at home counted as at the start, so that a takeoff is not
      // penalised) favours bringing the leading piece to safety over strolling with all.
      return { ...base, home: 4, waste: 2, hazard: 1, idle: 14, temperature: 4, tempo: 3.5 };
  }
}

/** Pieces on the largest board: four colours of four. */
const MAX_PIECES = 4 * PIECES_PER_COLOR;

/**
 * The first progress at which a piece is safe from capture: past Flying Chess's outer
 * path (§1), Aeroplane's track (§2), the chessboard's perimeter and corner (§3).
 */
const EXPOSED: Record<string, number> = { "flying-chess": 55, aeroplane: 51, chessboard: 29 };

/** Steps (and their equivalent) a seat still needs, without capture risk. */
export function raceCost(
  game: SimGame,
  w: Weights,
  pieces: readonly number[],
  seat: number,
): number {
  // The chessboard's race is solved whole (race-table.ts), a turn worth `w.turn` steps.
  // Looked up here, by the robots, not carried by the variant: a chessboard game played
  // without robots does not bundle the solver.
  if (game.t.g.board.variant === "chessboard") return w.turn * raceTurns(pieces, seat);
  const first = seat * PIECES_PER_COLOR;
  const table = distances(game, w, seat);
  const finish = game.t.g.finishAt[seat] as number;
  const exposed = EXPOSED[game.t.g.board.variant] as number;
  let cost = 0;
  let walking = false;
  let waiting = false;
  for (let n = 0; n < PIECES_PER_COLOR; n++) {
    const at = pieces[first + n] as number;
    cost += table[at + 1] as number;
    if (w.hazard > 0 && at < exposed) {
      // A piece at home has the whole open track still ahead of it.
      const from = Math.max(at, 0);
      const left = exposed - from;
      const loss = (table[0] as number) + w.home - (table[from + 1] as number) + left / 2;
      cost += (w.hazard / 100) * left * loss;
    }
    if (at < 0) {
      cost += w.home;
      waiting = true;
    } else if (at < finish) walking = true;
  }
  return waiting && !walking ? cost + w.idle : cost;
}

/** What a capture at progress `at` costs a piece: the way back from home. */
function captureLoss(game: SimGame, w: Weights, seat: number, at: number): number {
  const table = distances(game, w, seat);
  return (table[0] as number) + w.home - (table[at + 1] as number);
}

/**
 * For each progress of a lone piece of `seat` (index progress + 1, home first), the dice
 * steps it still needs on average: a jump or a flight saves steps, and a roll it cannot
 * use (a takeoff roll missed, an overshoot on an exact finish) costs `w.waste`, as its
 * colour's other pieces usually have a use for it. Solved by value iteration on an
 * otherwise empty board with the variant's own `perform`.
 */
function distances(game: SimGame, w: Weights, seat: number): Float64Array {
  let bySeat = game.distances.get(w.waste);
  if (!bySeat) {
    bySeat = [];
    game.distances.set(w.waste, bySeat);
  }
  const cached = bySeat[seat];
  if (cached) return cached;
  const finish = game.t.g.finishAt[seat] as number;
  const next = moveTable(game, seat);
  const d = new Float64Array(finish + 2);
  for (let round = 0; round < 200; round++) {
    let change = 0;
    for (let at = finish - 1; at >= -1; at--) {
      let sum = 0;
      let unusable = 0;
      const row = next[at + 1] as Int8Array;
      for (let value = 1; value <= 6; value++) {
        const to = row[value - 1] as number;
        if (to === -2) unusable++;
        else sum += value + (d[to + 1] as number);
      }
      const value = unusable === 6 ? 1e3 : (sum + unusable * w.waste) / (6 - unusable);
      change = Math.max(change, Math.abs(value - (d[at + 1] as number)));
      d[at + 1] = value;
    }
    if (change < 1e-6) break;
  }
  bySeat[seat] = d;
  return d;
}

/**
 * captureRisk's working arrays, one set for every call: a leaf's risk is read at once and
 * never kept, and allocating four typed arrays per leaf cost a tenth of a search.
 */
const scratch = {
  survive: new Float64Array(MAX_PIECES),
  survivePassive: new Float64Array(MAX_PIECES),
  hits: new Int32Array(MAX_PIECES),
  order: new Int32Array(MAX_PIECES),
  ends: new Int8Array(MAX_PIECES * 6),
  captured: new Int32Array(MAX_PIECES * 6),
};

/**
 * For each piece, the chance that it is captured before its colour rolls again: each
 * colour that rolls before it (in turn order from the colour to act) gets one roll at
 * it. For each such colour and die face every move it could make is considered, and a
 * face that lets it capture the piece is counted as taken (robots and people mostly do);
 * a colour known to play as the seeds' robot (`models`) only for the move that robot
 * makes. The colour about to act is threatened by all the others, but moves first and
 * may yet take one piece away: its pieces count half (`w.risk` scales the whole). The
 * array returned is reused by the next call.
 */
export function captureRisk(
  game: SimGame,
  w: Weights,
  node: SimNode,
  racing: readonly number[],
  models: Models | null = null,
): Float64Array {
  const pieces = node.pieces;
  const count = pieces.length;
  const { survive, survivePassive, hits, order } = scratch;
  survive.fill(1);
  survivePassive.fill(1);
  // Where the variant gives every move's end and capture at once (the chessboard's), they
  // are read from one table, the seeds' robot's moves too: the same answers, and the
  // chessboard expert's leaf fell from some 4.9 µs to 3.3 (to 2.4 with search.ts byEnds).
  const endsOf = game.endsOf;
  const table = endsOf ? scratch : null;
  if (endsOf)
    for (const seat of racing) endsOf(game.t, pieces, seat, scratch.ends, scratch.captured);
  const captures = table ? null : capturesOf(game, pieces);
  // Racing index of each piece's seat, -1 for seats out of the race.
  order.fill(-1);
  for (let k = 0; k < racing.length; k++) {
    const first = (racing[k] as number) * PIECES_PER_COLOR;
    for (let p = first; p < first + PIECES_PER_COLOR; p++) order[p] = k;
  }
  for (let k = 0; k < racing.length; k++) {
    hits.fill(0);
    const seat = racing[k] as number;
    let any = false;
    const classic = models?.[seat] === "classic";
    for (let value = 1; value <= 6; value++) {
      let mask = 0;
      if (table) {
        const { ends, captured } = table;
        if (classic) {
          const only = classicPieceOf(game.t, ends, pieces, seat, value);
          if (only >= 0) mask = captured[only * 6 + value - 1] as number;
        } else {
          for (let p = seat * PIECES_PER_COLOR; p < (seat + 1) * PIECES_PER_COLOR; p++) {
            mask |= captured[p * 6 + value - 1] as number;
          }
        }
      } else if (captures) {
        const only = classic ? classicPiece(game, pieces, seat, value) : undefined;
        mask = only === -1 ? 0 : captures(seat, value, only);
      }
      if (mask !== 0) any = true;
      for (let m = mask; m !== 0; m &= m - 1) {
        const v = 31 - Math.clz32(m & -m);
        hits[v] = (hits[v] as number) + 1;
      }
    }
    if (!any) continue;
    for (let v = 0; v < count; v++) {
      const h = hits[v] as number;
      if (h === 0) continue;
      const victim = order[v] as number;
      if (victim === 0) survivePassive[v] = (survivePassive[v] as number) * (1 - h / 6);
      else if (k < victim) survive[v] = (survive[v] as number) * (1 - h / 6);
    }
  }
  for (let v = 0; v < count; v++) {
    const passive = order[v] === 0 ? 0.5 * (1 - (survivePassive[v] as number)) : 0;
    survive[v] = w.risk * (1 - (survive[v] as number) + passive);
  }
  return survive;
}

/**
 * The pieces (a bit mask) some move of `seat` with `value` captures in `pieces`, or the
 * move of its piece `only` alone.
 */
export type Captures = (seat: number, value: number, only?: number) => number;

/** The captures of `pieces`, by the quickest way the variant allows. */
export function capturesOf(game: SimGame, pieces: readonly number[]): Captures {
  if (game.t.g.board.variant === "flying-chess") return landingCaptures(game, pieces);
  if (game.t.g.board.variant === "aeroplane") return touchCaptures(game, pieces);
  return game.variant.endOf ? endCaptures(game, pieces) : trialCaptures(game, pieces);
}

/** The copy each trial move is played on, reused: one per leaf would be garbage. */
const trialPieces: number[] = [];

/** Captures found by playing each move out on a copy: every variant's rules, as they are. */
export function trialCaptures(game: SimGame, pieces: readonly number[]): Captures {
  const { t, variant } = game;
  const count = pieces.length;
  const played = trialPieces;
  return (seat, value, only) => {
    let mask = 0;
    const from = only ?? seat * PIECES_PER_COLOR;
    const to = only === undefined ? from + PIECES_PER_COLOR : from + 1;
    for (let piece = from; piece < to; piece++) {
      if (variant.representative(t, pieces, piece) !== piece) continue;
      if (!variant.canMove(t, pieces, piece, value)) continue;
      // The rules read the whole array: as long as this game's, whatever game used it last.
      played.length = count;
      for (let v = 0; v < count; v++) played[v] = pieces[v] as number;
      variant.perform(t, played, piece, value, null);
      for (let v = 0; v < count; v++) {
        if ((played[v] as number) < 0 && (pieces[v] as number) >= 0) mask |= 1 << v;
      }
    }
    return mask;
  };
}

/**
 * Flying Chess captures only where a move ends, on an outer point, and a move's end does
 * not depend on the other pieces (docs/RULES.md §1.2–§1.3): its captures are the other
 * colours' pieces on the point each piece would land on, read from the lone piece's move
 * table and a map of who stands where. The evaluation's hot path: some ten times quicker
 * than playing each move out, and the same answer (evaluate.test.ts).
 */
export function landingCaptures(game: SimGame, pieces: readonly number[]): Captures {
  const { g } = game.t;
  const exposed = EXPOSED["flying-chess"] as number;
  const standing = standingOn(game, pieces, exposed);
  return (seat, value, only) => {
    if (!standing) return 0;
    const own = seatMask(seat);
    const table = moveTable(game, seat);
    const from = only ?? seat * PIECES_PER_COLOR;
    const end = only === undefined ? from + PIECES_PER_COLOR : from + 1;
    let mask = 0;
    for (let piece = from; piece < end; piece++) {
      const to = (table[(pieces[piece] as number) + 1] as Int8Array)[value - 1] as number;
      if (to < 0 || to >= exposed) continue;
      mask |= (standing[nodeAt(g, piece, to)] as number) & ~own;
    }
    return mask;
  };
}

/** Most nodes one Aeroplane move can capture on: its stop, a jump, a flight's crossing and landing. */
const TOUCHES = 4;

/**
 * Aeroplane captures on every square a move stops on, jumps to or flies over or to
 * (docs/RULES.md §2.3–§2.5), and those squares do not depend on the other pieces: its
 * captures are the other colours' pieces standing on them, read from the lone piece's
 * table of touched nodes and a map of who stands where. The same answer as playing each
 * move out (evaluate.test.ts); playing them out was some half of the expert's time.
 */
export function touchCaptures(game: SimGame, pieces: readonly number[]): Captures {
  const standing = standingOn(game, pieces, Number.POSITIVE_INFINITY);
  return (seat, value, only) => {
    if (!standing) return 0;
    // A stack moves as its first piece (as the seeds' robot moves it): the others alone none.
    if (only !== undefined && game.variant.representative(game.t, pieces, only) !== only) return 0;
    const own = seatMask(seat);
    const table = touchTable(game, seat);
    const from = only ?? seat * PIECES_PER_COLOR;
    const end = only === undefined ? from + PIECES_PER_COLOR : from + 1;
    let mask = 0;
    for (let piece = from; piece < end; piece++) {
      let k = (((pieces[piece] as number) + 1) * 6 + value - 1) * TOUCHES;
      for (const stop = k + TOUCHES; k < stop; k++) {
        const node = table[k] as number;
        if (node < 0) break;
        mask |= standing[node] as number;
      }
    }
    return mask & ~own;
  };
}

/**
 * For a lone piece of `seat` at each progress (home first) and each roll: the nodes (up
 * to TOUCHES, -1 after the last) where its move would capture. Found with the variant's
 * own `perform`: the nodes its events name, each kept where a lone opponent standing on
 * it is sent home.
 */
function touchTable(game: SimGame, seat: number): Int16Array {
  const cached = game.touches[seat];
  if (cached) return cached;
  const { t, variant } = game;
  const { g } = t;
  const finish = g.finishAt[seat] as number;
  const piece = seat * PIECES_PER_COLOR;
  // One opponent piece and progress standing on each node, to probe it with.
  const probe = new Map<number, { piece: number; at: number }>();
  for (let other = 0; other < g.pathNodes.length; other++) {
    if (other === seat) continue;
    const path = g.pathNodes[other] as Int32Array;
    for (let at = 0; at < path.length; at++) {
      const node = path[at] as number;
      if (!probe.has(node)) probe.set(node, { piece: other * PIECES_PER_COLOR, at });
    }
  }
  const empty = new Array<number>(g.pieceIds.length).fill(-1);
  const table = new Int16Array((finish + 2) * 6 * TOUCHES).fill(-1);
  for (let at = -1; at <= finish; at++) {
    for (let value = 1; value <= 6; value++) {
      const pieces = empty.slice();
      pieces[piece] = at;
      if (at === finish || !variant.canMove(t, pieces, piece, value)) continue;
      const events: GameEvent[] = [];
      variant.perform(t, pieces, piece, value, events);
      const named = new Set<number>();
      for (const e of events) {
        if (e.type === "moved" || e.type === "jumped") named.add(g.nodeIndex.get(e.to) as number);
        else if (e.type === "flew") {
          named.add(g.nodeIndex.get(e.crosses) as number);
          named.add(g.nodeIndex.get(e.to) as number);
        }
      }
      let k = ((at + 1) * 6 + value - 1) * TOUCHES;
      for (const node of named) {
        const victim = probe.get(node);
        if (!victim) continue;
        const probed = empty.slice();
        probed[piece] = at;
        probed[victim.piece] = victim.at;
        variant.perform(t, probed, piece, value, null);
        if ((probed[victim.piece] as number) >= 0) continue;
        if (k === ((at + 1) * 6 + value) * TOUCHES)
          throw new Error("a move touches too many nodes");
        table[k++] = node;
      }
    }
  }
  game.touches[seat] = table;
  return table;
}

/**
 * Captures where the variant says where each move ends (`endOf`, the chessboard's): the
 * other colours' pieces on that square. The same answer as playing each move out
 * (evaluate.test.ts), without the copy and the second walk: it halved the time of the
 * chessboard expert's three-roll search.
 */
export function endCaptures(game: SimGame, pieces: readonly number[]): Captures {
  const { t, variant } = game;
  const endOf = variant.endOf as NonNullable<Variant["endOf"]>;
  const standing = standingOn(game, pieces, Number.POSITIVE_INFINITY);
  return (seat, value, only) => {
    if (!standing) return 0;
    const own = seatMask(seat);
    const from = only ?? seat * PIECES_PER_COLOR;
    const end = only === undefined ? from + PIECES_PER_COLOR : from + 1;
    let mask = 0;
    for (let piece = from; piece < end; piece++) {
      const to = endOf(t, pieces, piece, value);
      if (to >= 0) mask |= (standing[nodeAt(t.g, piece, to)] as number) & ~own;
    }
    return mask;
  };
}

/**
 * Who stands on each node, as a bit mask of pieces, counting the pieces on the board below
 * progress `below`; null when there are none. One array per game, refilled by each call.
 */
function standingOn(game: SimGame, pieces: readonly number[], below: number): Int32Array | null {
  const { g } = game.t;
  const standing = game.standing ?? new Int32Array(g.board.nodes.length);
  game.standing = standing;
  let anyone = false;
  standing.fill(0);
  for (let piece = 0; piece < pieces.length; piece++) {
    const at = pieces[piece] as number;
    if (at < 0 || at >= below) continue;
    const point = nodeAt(g, piece, at);
    standing[point] = (standing[point] as number) | (1 << piece);
    anyone = true;
  }
  return anyone ? standing : null;
}

/**
 * Where a lone piece of `seat` goes from each progress (index progress + 1, home first)
 * with each roll (index roll − 1): its progress after, or -2 where it cannot use the roll.
 * Played by the variant's own `perform` on an otherwise empty board.
 */
function moveTable(game: SimGame, seat: number): Int8Array[] {
  const cached = game.moves[seat];
  if (cached) return cached;
  const { t, variant } = game;
  const finish = t.g.finishAt[seat] as number;
  const piece = seat * PIECES_PER_COLOR;
  const empty = new Array<number>(t.g.pieceIds.length).fill(-1);
  const table: Int8Array[] = [];
  for (let at = -1; at <= finish; at++) {
    const row = new Int8Array(6);
    for (let value = 1; value <= 6; value++) {
      const pieces = empty.slice();
      pieces[piece] = at;
      if (at === finish || !variant.canMove(t, pieces, piece, value)) row[value - 1] = -2;
      else {
        variant.perform(t, pieces, piece, value, null);
        row[value - 1] = pieces[piece] as number;
      }
    }
    table.push(row);
  }
  game.moves[seat] = table;
  return table;
}

/** The seats still racing for the next place, in turn order from the seat to act. */
export function racingSeats(game: SimGame, node: SimNode): number[] {
  const at = game.seats.indexOf(node.seat);
  const list: number[] = [];
  for (let k = 0; k < game.seats.length; k++) {
    const seat = game.seats[(at + k) % game.seats.length] as number;
    if (!node.placings.includes(seat)) list.push(seat);
  }
  return list;
}

/**
 * The chance that `root` takes the next place (the win, at the start) from `node`.
 * `withRisk` adds the capture risk of the next round (costly: it plays every reply).
 */
export function winChance(
  game: SimGame,
  w: Weights,
  node: SimNode,
  root: number,
  withRisk: boolean,
  models: Models | null = null,
): number {
  const racing = racingSeats(game, node);
  if (!racing.includes(root)) return 0;
  if (racing.length === 1) return 1;
  const risk = withRisk && w.risk > 0 ? captureRisk(game, w, node, racing, models) : null;
  const costs: number[] = [];
  let total = 0;
  for (let k = 0; k < racing.length; k++) {
    const seat = racing[k] as number;
    let cost = raceCost(game, w, node.pieces, seat);
    if (risk) {
      const first = seat * PIECES_PER_COLOR;
      for (let p = first; p < first + PIECES_PER_COLOR; p++) {
        const r = risk[p] as number;
        if (r > 0) cost += r * captureLoss(game, w, seat, node.pieces[p] as number);
      }
    }
    // Earlier in the round is worth part of a turn's walk.
    cost -= (w.tempo * (racing.length - k)) / racing.length;
    costs.push(cost);
    total += Math.max(cost, 0);
  }
  const mean = total / racing.length;
  const temperature = 1 + w.temperature * Math.sqrt(mean) + w.spread * mean;
  const mine = costs[racing.indexOf(root)] as number;
  let sum = 0;
  for (const cost of costs) sum += Math.exp((mine - cost) / temperature);
  return 1 / sum;
}
