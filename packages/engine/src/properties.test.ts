// Property tests over thousands of seeded robot games of all three variants (docs/RULES.md §1–§3),
// each variant with fast-check picking its rule options (ruleChoices) and its colours.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type AnySetup, setUpGame } from "./game.js";
import {
  type Action,
  apply,
  type Board,
  type Color,
  createGame,
  currentPlayer,
  type DieValue,
  type ErrorCode,
  fromRecord,
  type GameEvent,
  type GameState,
  getBoard,
  legalMoves,
  type Move,
  type NodeId,
  type PieceId,
  phase,
  pieceNode,
  type Rules,
  reduce,
  robots,
  ruleChoices,
  standings,
  toRecord,
  type VariantId,
  winner,
} from "./index.js";
import { ACTION_CODES, rulesArb } from "./test-utils.js";

/** Far more actions than any real game needs (robot games take about a thousand). */
const MAX_ACTIONS = 50_000;
/** Room for the heavier properties on a slow machine (they take a few seconds). */
const SLOW = { timeout: 60_000 };

const capital = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

// ---------------------------------------------------------------------------------------------
// What docs/RULES.md says of each variant

interface Spec {
  id: VariantId;
  board: Board;
  /** The variant's colours in turn order. */
  order: readonly Color[];
  /** Every piece id, in piece order (`red-1` … `red-4`, `yellow-1` …). */
  pieces: readonly PieceId[];
  /** Whether pieces of colours `a` and `b` may not stand together on `node`. */
  clash(node: NodeId, a: Color, b: Color): boolean;
  /** The node a finished piece of `color` stands on (chessboard: the last diagonal square). */
  finishNode(color: Color): NodeId;
  /** Path index from which a piece counts as finished (chessboard: its diagonal). */
  doneFrom: number;
  /** Whether a roll lets a piece leave its home slot. */
  entersOn(rules: Rules, roll: number): boolean;
  /** What a move past the finish does. */
  finish(rules: Rules): "exact" | "bounce" | "chessboard";
  bonusOnSix(rules: Rules): boolean;
  playsForPlaces(rules: Rules): boolean;
  /** Aeroplane's third 6 in a row; 'off' where there is no such rule. */
  tripleSix(rules: Rules): "return-moved" | "lose-turn" | "off";
  stacking(rules: Rules): boolean;
  captureOnPass(rules: Rules): boolean;
  /** How many games of a property this variant gets, relative to the base count. */
  weight: number;
}

const FOUR: readonly Color[] = ["red", "yellow", "green", "blue"];

function makeSpec(id: VariantId): Spec {
  const board = getBoard(id);
  const order: readonly Color[] = id === "chessboard" ? ["white", "black"] : FOUR;
  const kinds = new Map(board.nodes.map((n) => [n.id, n.kind]));
  const base = {
    id,
    board,
    order,
    pieces: order.flatMap((c) => ([1, 2, 3, 4] as const).map((n): PieceId => `${c}-${n}`)),
    captureOnPass: () => false,
    stacking: () => false,
    tripleSix: () => "off" as const,
  };
  switch (id) {
    case "flying-chess":
      return {
        ...base,
        // docs/RULES.md §1: a collision sends other colours home from an outer point only.
        clash: (node, a, b) => a !== b && kinds.get(node) === "waypoint",
        finishNode: () => "Finish",
        doneFrom: 60,
        entersOn: (_, roll) => roll === 6,
        finish: (rules) => rules.finish ?? "exact",
        bonusOnSix: (rules) => rules.bonusRollOnSix === true,
        playsForPlaces: (rules) => rules.playForPlaces === true,
        weight: 1,
      };
    case "aeroplane":
      return {
        ...base,
        // docs/RULES.md §2: capture on every track square a move stops on.
        clash: (node, a, b) => a !== b && kinds.get(node) === "track",
        finishNode: (color) => `Finish_${capital(color)}`,
        doneFrom: 56,
        entersOn: (rules, roll) => {
          const takeoff = rules.takeoff ?? "even";
          if (takeoff === "six") return roll === 6;
          if (takeoff === "five-six") return roll >= 5;
          return roll % 2 === 0;
        },
        finish: (rules) => rules.finish ?? "bounce",
        bonusOnSix: () => true,
        playsForPlaces: (rules) => rules.playForPlaces !== false,
        tripleSix: (rules) => rules.tripleSix ?? "return-moved",
        stacking: (rules) => rules.stacking !== false,
        weight: 1,
      };
    default:
      return {
        ...base,
        // docs/RULES.md §3: an enemy met is captured, an own piece blocks: never two on a square.
        clash: () => true,
        finishNode: (color) => (color === "white" ? "d4" : "e5"),
        doneFrom: 28,
        entersOn: (_, roll) => roll === 6,
        finish: () => "chessboard",
        bonusOnSix: () => false,
        playsForPlaces: () => false,
        captureOnPass: (rules) => rules.captureOnPass !== false,
        weight: 1.5,
      };
  }
}

const SPECS: readonly Spec[] = (["flying-chess", "aeroplane", "chessboard"] as const).map(makeSpec);
const ALL_PIECES: readonly PieceId[] = [...new Set(SPECS.flatMap((s) => s.pieces))];

const colorOf = (piece: PieceId): Color => piece.split("-")[0] as Color;

function homeOf(spec: Spec, piece: PieceId): NodeId {
  const [color, n] = piece.split("-") as [Color, string];
  return spec.board.homes[color]?.[Number(n) - 1] as NodeId;
}

function pathOf(spec: Spec, color: Color): readonly NodeId[] {
  return spec.board.paths[color] ?? [];
}

const KINDS = new Map(SPECS.map((s) => [s.id, new Map(s.board.nodes.map((n) => [n.id, n.kind]))]));
const kindOf = (spec: Spec, node: NodeId): string => KINDS.get(spec.id)?.get(node) ?? "none";

/** A piece's progress along its own path, -1 at home (GameState.pieces, in piece order). */
function progressOf(spec: Spec, state: GameState, piece: PieceId): number {
  return state.pieces[spec.pieces.indexOf(piece)] as number;
}

const runs = (spec: Spec, base: number): number => Math.max(2, Math.round(base * spec.weight));

// ---------------------------------------------------------------------------------------------
// Games

type RobotName = "classic" | "random";

interface Setup {
  variant: VariantId;
  seed: number;
  colors: Color[];
  rules: Rules;
  robots: Partial<Record<Color, RobotName>>;
  /** Some rolls are thrown outside the game ({ type: 'roll', value }). */
  given: boolean;
}

const robotArb = fc.constantFrom<RobotName>("classic", "random");

function setupArb(spec: Spec): fc.Arbitrary<Setup> {
  return fc.record({
    variant: fc.constant(spec.id),
    seed: fc.oneof(fc.integer({ min: -(2 ** 31), max: 2 ** 32 }), fc.maxSafeInteger()),
    // Two to four of the four colours; the chessboard always has both (in either order).
    colors: fc.shuffledSubarray([...spec.order], { minLength: 2 }),
    rules: rulesArb(spec.id),
    robots: fc
      .array(robotArb, { minLength: spec.order.length, maxLength: spec.order.length })
      .map((list) => Object.fromEntries(spec.order.map((c, i) => [c, list[i]]))),
    given: fc.boolean(),
  });
}

function configOf(setup: Setup): AnySetup {
  return { variant: setup.variant, seed: setup.seed, colors: setup.colors, rules: setup.rules };
}

/** A 32-bit hash, to pick given die values reproducibly. */
function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x27d4eb2f, 0xc2b2ae35);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 13;
  return h >>> 0;
}

/** The next action of a setup's game: its robot's, with some rolls given from outside. */
function nextAction(setup: Setup, state: GameState): Action {
  const action = robots[setup.robots[state.turn] ?? "classic"].act(state);
  if (action.type !== "roll" || !setup.given) return action;
  const h = mix(setup.seed, state.history.length);
  // Plenty of 6s, so that Aeroplane's triple six comes up.
  const value = (h % 5 === 0 ? 6 : 1 + ((h >>> 1) % 6)) as DieValue;
  return h % 2 === 0 ? { type: "roll", value } : action;
}

interface Step {
  before: GameState;
  action: Action;
  after: GameState;
  events: GameEvent[];
}

/** Plays a setup's game to its end, calling `visit` after every action. */
function playGame(setup: Setup, visit?: (step: Step) => void): GameState {
  let state = setUpGame(configOf(setup));
  for (let i = 0; !state.over; i++) {
    if (i >= MAX_ACTIONS) throw new Error(`no end after ${MAX_ACTIONS} actions`);
    const action = nextAction(setup, state);
    const result = apply(state, action);
    if (!result.ok) {
      throw new Error(`robot action ${JSON.stringify(action)} refused: ${result.error.message}`);
    }
    visit?.({ before: state, action, after: result.state, events: result.events });
    state = result.state;
  }
  return state;
}

/** Every state of a setup's game, the first being the new game. */
function allStates(setup: Setup): GameState[] {
  const states = [setUpGame(configOf(setup))];
  playGame(setup, ({ after }) => states.push(after));
  return states;
}

// ---------------------------------------------------------------------------------------------
// Helpers

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Strict structural equality: same prototypes, same own keys, Object.is on primitives. */
function sameData(a: unknown, b: unknown): boolean {
  if (typeof a !== "object" || a === null || typeof b !== "object" || b === null) {
    return Object.is(a, b);
  }
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.every((key) => Object.hasOwn(rb, key) && sameData(ra[key], rb[key]));
}

function isPlain(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const isDie = (v: unknown): boolean =>
  typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= 6;

/** Fails the property; used in hot loops instead of `expect`, which is slow per call. */
function violated(message: string): never {
  throw new Error(message);
}

const sameList = (a: readonly unknown[], b: readonly unknown[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);
const sameSet = (a: readonly unknown[], b: readonly unknown[]): boolean =>
  a.length === b.length && new Set(a).size === a.length && b.every((x) => a.includes(x));

/** The legal move that moves `piece` (a stack is listed once, under its first plane). */
const moveOf = (state: GameState, piece: PieceId): Move | undefined =>
  legalMoves(state).find((m) => m.pieces.includes(piece));

/**
 * Why `action` is not legal in `state`, worked out from docs/RULES.md and the action contract
 * alone: every reason that applies (the engine may report any one). Empty when legal.
 */
function reasons(spec: Spec, state: GameState, action: unknown): Set<ErrorCode> {
  const why = new Set<ErrorCode>();
  if (!isPlain(action) || (action.type !== "roll" && action.type !== "move")) {
    why.add("INVALID_ACTION");
    return why;
  }
  if (state.over) why.add("GAME_OVER");
  if (action.type === "roll") {
    if (phase(state) === "move") why.add("MOVE_PENDING");
    if (action.value !== undefined && !isDie(action.value)) why.add("INVALID_DIE");
    return why;
  }
  if (phase(state) === "roll") why.add("ROLL_FIRST");
  const piece = action.piece;
  if (typeof piece !== "string" || !(spec.pieces as readonly string[]).includes(piece)) {
    why.add("UNKNOWN_PIECE");
  } else if (colorOf(piece as PieceId) !== state.turn) {
    why.add("NOT_YOUR_PIECE");
  } else if (!moveOf(state, piece as PieceId)) {
    why.add("ILLEGAL_MOVE");
  }
  return why;
}

/** The same action with nothing but its own fields. */
function canonical(action: Record<string, unknown>): Action {
  if (action.type === "move") return { type: "move", piece: action.piece as PieceId };
  return action.value === undefined
    ? { type: "roll" }
    : { type: "roll", value: action.value as DieValue };
}

/** docs/RULES.md "Robots in every game": the move the classic robot must pick. */
function classicChoice(spec: Spec, state: GameState): PieceId | undefined {
  const legal = legalMoves(state)
    .map((m) => m.piece)
    .sort((a, b) => spec.pieces.indexOf(a) - spec.pieces.indexOf(b));
  const home = (p: PieceId) => pieceNode(state, p) === homeOf(spec, p);
  return legal.find((p) => !home(p)) ?? legal.find(home);
}

// ---------------------------------------------------------------------------------------------
// A model of the legal moves, from docs/RULES.md alone

/**
 * The legal moves of `color` with `roll`, each under the piece that stands for it (a stack
 * under its first plane), mapped to the node its count of steps ends on (before any jump or
 * flight); a piece leaving home maps to its colour's start node.
 */
function modelMoves(
  spec: Spec,
  state: GameState,
  color: Color,
  roll: number,
): Map<PieceId, NodeId> {
  const moves = new Map<PieceId, NodeId>();
  const path = pathOf(spec, color);
  const last = path.length - 1;
  const own = spec.pieces.filter((p) => colorOf(p) === color);
  const on = (pieces: readonly PieceId[]) =>
    new Set(pieces.filter((p) => progressOf(spec, state, p) >= 0).map((p) => pieceNode(state, p)));
  for (const piece of own) {
    const at = progressOf(spec, state, piece);
    if (at < 0) {
      const blocked = spec.id === "chessboard" && on(own).has(path[0] as NodeId);
      if (spec.entersOn(state.rules, roll) && !blocked) moves.set(piece, path[0] as NodeId);
      continue;
    }
    if (at === last) continue;
    const rule = spec.finish(state.rules);
    if (rule !== "chessboard") {
      // A stack (own planes on one track or home-column node) moves as one, listed once.
      const stackedBehind = own.some(
        (p) => own.indexOf(p) < own.indexOf(piece) && progressOf(spec, state, p) === at,
      );
      if (spec.stacking(state.rules) && at > 0 && stackedBehind) continue;
      let end = at + roll;
      if (end > last) {
        if (rule === "exact") continue;
        end = 2 * last - end;
      }
      moves.set(piece, path[end] as NodeId);
      continue;
    }
    // docs/RULES.md §3: squares, not path positions, block and capture.
    const ownNodes = on(own.filter((p) => p !== piece));
    const enemyNodes = on(spec.pieces.filter((p) => colorOf(p) !== color));
    const full = at + roll;
    let end = full;
    if (full >= 28) {
      if (full > last) continue;
      if (path.slice(at + 1, full + 1).some((n) => ownNodes.has(n))) continue;
    } else {
      const stop = path.slice(at + 1, full + 1).findIndex((n) => ownNodes.has(n));
      if (stop >= 0) end = at + stop;
      if (end === at) continue;
    }
    if (spec.captureOnPass(state.rules)) {
      const met = path.slice(at + 1, end).findIndex((n) => enemyNodes.has(n));
      if (met >= 0) end = at + 1 + met;
    }
    moves.set(piece, path[end] as NodeId);
  }
  return moves;
}

interface Extras {
  jump?: { from: NodeId; to: NodeId };
  flight?: { from: NodeId; to: NodeId };
  /** Where the move ends. */
  to: NodeId;
}

/** docs/RULES.md §2: the jump and flight a plane's move makes after its count ends on `end`. */
function aeroplaneExtras(spec: Spec, color: Color, rules: Rules, end: NodeId): Extras {
  const path = pathOf(spec, color);
  const local = (k: number) => path[k + 1] as NodeId;
  const node = spec.board.nodes.find((n) => n.id === end);
  const jumpFrom = (from: NodeId) => ({ from, to: path[path.indexOf(from) + 4] as NodeId });
  const flight = { from: local(17), to: local(29) };
  if (end === local(17)) {
    if (rules.jumpAfterShortcut !== true) return { flight, to: flight.to };
    const jump = jumpFrom(local(29));
    return { flight, jump, to: jump.to };
  }
  if (node?.kind === "track" && node.color === color && end !== local(49)) {
    const jump = jumpFrom(end);
    return jump.to === flight.from ? { jump, flight, to: flight.to } : { jump, to: jump.to };
  }
  return { to: end };
}

// ---------------------------------------------------------------------------------------------
// Invariants

/** The invariants every state of a game keeps. */
function checkState(spec: Spec, setup: Setup, state: GameState): void {
  const count = spec.order.length * 4;
  if (state.variant !== spec.id) violated(`variant ${state.variant}`);
  if (state.pieces.length !== count) violated(`${state.pieces.length} entries in state.pieces`);
  const inPlay = spec.order.filter((c) => setup.colors.includes(c));
  if (!sameList(state.colors, inPlay)) violated(`colors ${state.colors} instead of ${inPlay}`);
  const choices = ruleChoices(spec.id) as Record<string, readonly unknown[]>;
  for (const [name, values] of Object.entries(choices)) {
    const given = (setup.rules as Record<string, unknown>)[name];
    const value = (state.rules as Record<string, unknown>)[name];
    if (value !== (given === undefined ? values[0] : given)) violated(`rules.${name} ${value}`);
  }
  if (Object.keys(state.rules).length !== Object.keys(choices).length) violated("extra rules");
  const standing = new Map<NodeId, PieceId>();
  const done = new Map<Color, number>();
  for (const piece of spec.pieces) {
    const color = colorOf(piece);
    const at = pieceNode(state, piece);
    const progress = progressOf(spec, state, piece);
    const home = homeOf(spec, piece);
    if (!inPlay.includes(color)) {
      if (at !== home) violated(`${piece} is not in play but stands on ${at}`);
      continue;
    }
    if (progress < 0 ? at !== home : pathOf(spec, color)[progress] !== at) {
      violated(`${piece} stands on ${at}, neither its home nor its path (progress ${progress})`);
    }
    if (progress >= spec.doneFrom) done.set(color, (done.get(color) ?? 0) + 1);
    const other = standing.get(at);
    if (other !== undefined && spec.clash(at, colorOf(other), color)) {
      violated(`${other} and ${piece} share ${at}`);
    }
    standing.set(at, piece);
  }
  if (!inPlay.includes(currentPlayer(state))) violated(`turn ${state.turn}`);
  for (const [color, n] of done) {
    if (n === 4 && !state.placings.includes(color)) violated(`${color} finished, not placed`);
  }
  if (!state.over) {
    // A finished colour gets no further roll.
    if (state.placings.includes(state.turn)) violated(`${state.turn} has finished but plays on`);
    // A roll is left waiting only when some move is legal (otherwise the turn passes).
    if (phase(state) === "move" && legalMoves(state).length === 0) {
      violated(`a ${state.roll} waits for a move but no move is legal`);
    }
  }
}

/** What the current turn has seen so far: 6s in a row and the pieces they moved. */
interface Turn {
  sixes: number;
  moved: Set<PieceId>;
}

/** The turn passes as docs/RULES.md says once a roll is used up (or found unusable). */
function checkRollUsed(
  spec: Spec,
  { before, after, events }: Step,
  value: number,
  reason: "moved" | "no-move",
  turn: Turn,
): void {
  const color = before.turn;
  const finished = after.placings.includes(color) && !before.placings.includes(color);
  const passes = events.filter((e) => e.type === "turnPassed");
  const bonus = events.some((e) => e.type === "bonusRoll");
  if (after.over) {
    if (!finished) violated(`the game ended though ${color} did not finish`);
    return;
  }
  if (phase(after) !== "roll") violated(`phase ${phase(after)} after the roll was used`);
  if (!finished && value === 6 && spec.bonusOnSix(after.rules)) {
    if (!bonus || passes.length || after.turn !== color) violated(`no bonus roll after a 6`);
    return;
  }
  if (bonus) violated(`a bonus roll after a ${value}`);
  const pass = passes[0];
  if (passes.length !== 1 || pass?.type !== "turnPassed") violated("the turn did not pass");
  if (pass.from !== color) violated(`turn passed from ${pass.from}, not ${color}`);
  const expectedReason = finished ? "finished" : reason;
  if (pass.reason !== expectedReason) violated(`reason ${pass.reason}, not ${expectedReason}`);
  // Turns pass in the variant's order, skipping colours out of play or finished.
  const left = after.colors.filter((c) => !after.placings.includes(c));
  const from = spec.order.indexOf(color);
  const next = spec.order
    .map((_, k) => spec.order[(from + k + 1) % spec.order.length] as Color)
    .find((c) => left.includes(c));
  if (pass.to !== next || after.turn !== next) violated(`turn passed to ${pass.to}, not ${next}`);
  turn.sixes = 0;
  turn.moved.clear();
}

function checkRoll(spec: Spec, step: Step, turn: Turn): void {
  const { before, action, after, events } = step;
  const color = before.turn;
  const rolled = events.find((e) => e.type === "rolled");
  if (rolled?.type !== "rolled" || rolled.color !== color) violated("no rolled event");
  const value = rolled.value;
  if (!isDie(value)) violated(`rolled ${value}`);
  if (action.type === "roll" && action.value !== undefined && action.value !== value) {
    violated(`given ${action.value}, rolled ${value}`);
  }
  turn.sixes = value === 6 ? turn.sixes + 1 : 0;
  const triple = events.find((e) => e.type === "tripleSix");
  const limit = spec.tripleSix(after.rules);
  if (turn.sixes === 3 && limit !== "off") {
    // docs/RULES.md §2: the third 6 is not played; with return-moved, planes moved by the first
    // two 6s that have not finished go home; the turn passes.
    if (triple?.type !== "tripleSix" || triple.color !== color) violated("no triple six");
    const home =
      limit === "return-moved"
        ? [...turn.moved].filter((p) => pieceNode(before, p) !== spec.finishNode(colorOf(p)))
        : [];
    if (!sameSet(triple.sentHome, home)) violated(`sent home ${triple.sentHome}, not ${home}`);
    for (const piece of spec.pieces) {
      const expected = home.includes(piece) ? homeOf(spec, piece) : pieceNode(before, piece);
      if (pieceNode(after, piece) !== expected) violated(`${piece} on ${pieceNode(after, piece)}`);
    }
    const pass = events.find((e) => e.type === "turnPassed");
    if (pass?.type !== "turnPassed" || pass.reason !== "triple-six" || after.turn === color) {
      violated("the turn did not pass after a triple six");
    }
    if (after.roll !== null) violated("the third 6 waits to be played");
    turn.sixes = 0;
    turn.moved.clear();
    return;
  }
  if (triple) violated(`a triple six after ${turn.sixes} sixes`);
  for (const piece of spec.pieces) {
    if (pieceNode(after, piece) !== pieceNode(before, piece)) violated(`a roll moved ${piece}`);
  }
  const expected = modelMoves(spec, before, color, value);
  if (expected.size === 0) {
    checkRollUsed(spec, step, value, "no-move", turn);
    return;
  }
  if (phase(after) !== "move" || after.roll !== value || after.turn !== color) {
    violated(`a ${value} with legal moves ${[...expected.keys()]} was not left to be played`);
  }
  const legal = legalMoves(after).map((m) => m.piece);
  if (!sameSet(legal, [...expected.keys()])) {
    violated(`a ${value}: legal moves ${legal}, docs/RULES.md gives ${[...expected.keys()]}`);
  }
}

function checkMove(spec: Spec, step: Step, turn: Turn): void {
  const { before, action, after } = step;
  if (action.type !== "move") return;
  const color = before.turn;
  const roll = before.roll as number;
  const m = moveOf(before, action.piece);
  if (!m) violated(`${action.piece} is not a legal move`);
  const expected = modelMoves(spec, before, color, roll).get(m.piece);
  if (expected === undefined) violated(`docs/RULES.md gives ${m.piece} no move with a ${roll}`);
  const at = progressOf(spec, before, m.piece);
  if (m.from !== pieceNode(before, m.piece)) violated(`move from ${m.from}`);
  if (m.path.at(-1) !== m.to) violated(`path ${m.path} does not end on ${m.to}`);
  // Who moves: the piece, or with stacking its whole stack (not on a pad or in the hangar).
  const stack =
    spec.stacking(before.rules) && at > 0
      ? spec.pieces.filter((p) => colorOf(p) === color && progressOf(spec, before, p) === at)
      : [m.piece];
  if (!sameSet(m.pieces, stack)) violated(`${m.pieces} move, not ${stack}`);
  const entering = at < 0;
  const kind = entering ? (spec.id === "chessboard" ? "enter" : "takeoff") : "advance";
  if (m.kind !== kind) violated(`${m.kind} instead of ${kind}`);
  if (entering && (m.to !== expected || m.path.length !== 1)) violated(`entered ${m.to}`);
  // The stops that capture: where the count ends, a jump's landing, a flight's landing and
  // the home-column node it crosses (docs/RULES.md §2); elsewhere only where the move ends.
  const stops: NodeId[] = [m.to];
  if (spec.id === "aeroplane" && !entering) {
    const extras = aeroplaneExtras(spec, color, before.rules, expected);
    if (m.path.length !== roll + (extras.jump ? 1 : 0) + (extras.flight ? 1 : 0)) {
      violated(`path ${m.path} for a ${roll}`);
    }
    if (m.path[roll - 1] !== expected) violated(`the count ends on ${m.path[roll - 1]}`);
    if (m.jump?.from !== extras.jump?.from || m.jump?.to !== extras.jump?.to) {
      violated(`jump ${JSON.stringify(m.jump)}, not ${JSON.stringify(extras.jump)}`);
    }
    if (m.flight?.from !== extras.flight?.from || m.flight?.to !== extras.flight?.to) {
      violated(`flight ${JSON.stringify(m.flight)}, not ${JSON.stringify(extras.flight)}`);
    }
    if (m.flight) {
      const crossed = spec.board.shortcuts.find((s) => s.color === color)?.crosses;
      if (m.flight.crosses !== crossed) violated(`the flight crosses ${m.flight.crosses}`);
      stops.push(m.flight.crosses, m.flight.to);
    }
    if (m.jump) stops.push(m.jump.from, m.jump.to);
    if (m.to !== extras.to) violated(`${m.piece} ends on ${m.to}, not ${extras.to}`);
    // The count's end is a stop too, if only for a moment before a jump or a flight.
    stops.push(expected);
  } else if (m.to !== expected) {
    violated(`${m.piece} goes to ${m.to}, docs/RULES.md says ${expected}`);
  } else if (spec.id === "flying-chess" && !entering && m.path.length !== roll) {
    violated(`path ${m.path} for a ${roll}`);
  }
  const overshoots = at + roll > pathOf(spec, color).length - 1;
  if (spec.id !== "chessboard" && !entering && (m.bounce === true) !== overshoots) {
    violated(`bounce ${m.bounce} from ${m.from} with a ${roll}`);
  }
  if (spec.id !== "chessboard" && m.finishes !== (m.to === spec.finishNode(color))) {
    violated(`finishes ${m.finishes} on ${m.to}`);
  }
  // Flying Chess captures on outer points only (nothing happens on Finish), Aeroplane on
  // track squares and the crossed home-column node (never on a pad), the chessboard anywhere.
  const capturing = new Set(["waypoint", "track", "lane", "square"]);
  const captured = spec.pieces.filter(
    (p) =>
      colorOf(p) !== color &&
      progressOf(spec, before, p) >= 0 &&
      stops.includes(pieceNode(before, p)) &&
      capturing.has(kindOf(spec, pieceNode(before, p))),
  );
  const reported = m.captures.map((c) => c.piece);
  if (!sameSet(reported, captured)) violated(`${m.piece} captures ${reported}, not ${captured}`);
  for (const c of m.captures) {
    if (c.at !== pieceNode(before, c.piece) || c.home !== homeOf(spec, c.piece)) {
      violated(`capture ${JSON.stringify(c)}`);
    }
  }
  // Movers end on m.to, captured pieces at home, every other piece stays where it was.
  for (const piece of spec.pieces) {
    const where = m.pieces.includes(piece)
      ? m.to
      : reported.includes(piece)
        ? homeOf(spec, piece)
        : pieceNode(before, piece);
    if (pieceNode(after, piece) !== where) violated(`${piece} on ${pieceNode(after, piece)}`);
  }
  if (spec.id === "chessboard" && spec.captureOnPass(before.rules)) {
    // An enemy met on the way is captured and the move ends on its square.
    const enemies = new Set(captured.map((p) => pieceNode(before, p)));
    if (m.path.slice(0, -1).some((n) => enemies.has(n))) violated(`${m.piece} passed an enemy`);
  }
  if (roll === 6) for (const piece of m.pieces) turn.moved.add(piece);
  checkRollUsed(spec, step, roll, "moved", turn);
}

/** Every check of one action of a robot game. */
function stepChecker(spec: Spec, setup: Setup): (step: Step) => void {
  const turn: Turn = { sixes: 0, moved: new Set() };
  return (step) => {
    const { before, action, after } = step;
    checkState(spec, setup, after);
    if (after.history.length !== before.history.length + 1) violated("history length");
    if (action.type === "move") {
      // The robots keep to docs/RULES.md: classic's habit (random's pick is checked legal below).
      const robot = setup.robots[before.turn] ?? "classic";
      const choice = classicChoice(spec, before);
      if (robot === "classic" && action.piece !== choice) {
        violated(`classic moved ${action.piece}, docs/RULES.md says ${choice}`);
      }
      checkMove(spec, step, turn);
    } else {
      checkRoll(spec, step, turn);
    }
  };
}

/** The end of a game: the winner's pieces all finished; placings by playForPlaces. */
function checkEnd(spec: Spec, state: GameState, setup: Setup): void {
  expect(state.over).toBe(true);
  expect(phase(state)).toBe("over");
  const first = winner(state);
  expect(first).not.toBeNull();
  const done = (color: Color) =>
    spec.pieces.filter((p) => colorOf(p) === color && progressOf(spec, state, p) >= spec.doneFrom);
  const nodes = (color: Color) => done(color).map((p) => pieceNode(state, p));
  const winnerColor = first as Color;
  expect(done(winnerColor)).toHaveLength(4);
  if (spec.id === "chessboard") {
    // All four on its diagonal squares.
    expect(new Set(nodes(winnerColor))).toEqual(new Set(pathOf(spec, winnerColor).slice(28)));
  } else {
    expect(nodes(winnerColor)).toEqual(Array(4).fill(spec.finishNode(winnerColor)));
  }
  if (spec.playsForPlaces(state.rules)) {
    // Everyone is ranked; all but the last colour left have brought their four pieces home.
    expect([...state.placings].sort()).toEqual([...setup.colors].sort());
    for (const color of state.placings.slice(0, -1)) expect(done(color)).toHaveLength(4);
    expect(done(state.placings.at(-1) as Color).length).toBeLessThan(4);
  } else {
    expect(state.placings).toEqual([first]);
    for (const color of setup.colors) {
      if (color !== first) expect(done(color).length).toBeLessThan(4);
    }
  }
  expect(standings(state)[0]?.color).toBe(first);
  expect(
    standings(state)
      .map((s) => s.color)
      .sort(),
  ).toEqual([...setup.colors].sort());
}

// ---------------------------------------------------------------------------------------------
// Junk

const pieceLikeArb = fc.oneof(
  fc.constantFrom(...ALL_PIECES),
  fc.constantFrom("red-9", "red-0", "red-5", "white-5", "black-0", "Red-1", "red-1 ", "red1", ""),
  fc.string({ maxLength: 8 }),
  fc.anything({ maxDepth: 1 }),
);
const dieLikeArb = fc.oneof(
  fc.integer({ min: -2, max: 9 }),
  fc.constantFrom(2.5, 6.0000001, -0, Number.NaN, Number.POSITIVE_INFINITY, "3", null, true),
  fc.double(),
  fc.anything({ maxDepth: 1 }),
);
const junkActionArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.record({ type: fc.constant("move"), piece: pieceLikeArb }),
  fc.record({ type: fc.constant("roll"), value: dieLikeArb }),
  fc.record(
    {
      type: fc.constantFrom("roll", "move", "Roll", "MOVE", "jump", "", "pass"),
      value: dieLikeArb,
      piece: pieceLikeArb,
    },
    { requiredKeys: [] },
  ),
);

// ---------------------------------------------------------------------------------------------

describe.each(SPECS)("$id robot games", (spec) => {
  const setups = setupArb(spec);

  /** The full step-by-step check of a game, for any arbitrary of setups. */
  const invariantProperty = (arb: fc.Arbitrary<Setup>) =>
    fc.property(arb, (setup) => {
      checkEnd(spec, playGame(setup, stepChecker(spec, setup)), setup);
    });

  describe("invariants after every action", () => {
    it(
      "pieces home or on their own path, no forbidden sharing, moves, captures and turns " +
        "as docs/RULES.md says",
      SLOW,
      () => {
        fc.assert(invariantProperty(setups), { numRuns: runs(spec, 200) });
      },
    );

    const options = Object.entries(ruleChoices(spec.id)).flatMap(([name, values]) =>
      ((values ?? []) as readonly unknown[]).map((value): [string, unknown] => [name, value]),
    );
    it.each(options)("with %s = %j set: the same invariants hold", SLOW, (name, value) => {
      const arb = setups.map((s) => ({ ...s, rules: { ...s.rules, [name]: value } }));
      fc.assert(invariantProperty(arb), { numRuns: 5 });
    });

    it("every game ends, and the winner has all its pieces finished", SLOW, () => {
      fc.assert(
        fc.property(setups, (setup) => {
          checkEnd(spec, playGame(setup), setup);
        }),
        { numRuns: runs(spec, 400) },
      );
    });

    it("the same seed and config give the same game", () => {
      fc.assert(
        fc.property(setups, (setup) => {
          const a = playGame(setup);
          const b = playGame(structuredClone(setup));
          expect(b.history).toBe(a.history);
          expect(sameData(a, b)).toBe(true);
        }),
        { numRuns: runs(spec, 60) },
      );
    });

    it("the robots decide by the state alone: a JSON copy gets the same action", () => {
      fc.assert(
        fc.property(setups, fc.nat(), (setup, pick) => {
          const states = allStates(setup);
          const state = states[pick % states.length] as GameState;
          const copy = JSON.parse(JSON.stringify(state)) as GameState;
          for (const robot of [robots.classic, robots.random]) {
            expect(robot.act(copy)).toEqual(robot.act(state));
          }
        }),
        { numRuns: runs(spec, 40) },
      );
    });
  });

  describe("records and plain data", () => {
    it(
      "fromRecord(JSON of toRecord(s)) equals s, at the end and at any earlier point",
      SLOW,
      () => {
        fc.assert(
          fc.property(setups, fc.nat(), (setup, pick) => {
            const states = allStates(setup);
            const n = pick % states.length;
            const end = states[states.length - 1] as GameState;
            for (const state of [end, states[n] as GameState]) {
              const record = JSON.parse(JSON.stringify(toRecord(state)));
              expect(fromRecord(record)).toStrictEqual(state);
            }
            expect(fromRecord(toRecord(end), { actions: n })).toStrictEqual(states[n]);
          }),
          { numRuns: runs(spec, 80) },
        );
      },
    );

    it("every state survives JSON.stringify/parse and structuredClone unchanged", SLOW, () => {
      fc.assert(
        fc.property(setups, (setup) => {
          playGame(setup, ({ after }) => {
            if (!sameData(JSON.parse(JSON.stringify(after)), after)) {
              expect(JSON.parse(JSON.stringify(after))).toStrictEqual(after);
              expect.fail("a state changed through JSON");
            }
            if (!sameData(structuredClone(after), after)) {
              expect(structuredClone(after)).toStrictEqual(after);
              expect.fail("a state changed through structuredClone");
            }
          });
        }),
        { numRuns: runs(spec, 50) },
      );
    });

    it(
      "no function mutates the state it is given (deep-frozen states, JSON before and after)",
      SLOW,
      () => {
        fc.assert(
          fc.property(setups, (setup) => {
            const config = deepFreeze(structuredClone(configOf(setup)));
            let state = deepFreeze(setUpGame(config));
            while (!state.over) {
              const before = JSON.stringify(state);
              const action = deepFreeze(nextAction(setup, state));
              legalMoves(state);
              standings(state);
              winner(state);
              for (const piece of spec.pieces) pieceNode(state, piece);
              robots.classic.act(state);
              robots.random.act(state);
              toRecord(state);
              const reduced = reduce(state, action);
              const result = apply(state, action);
              if (!result.ok) expect.fail(`${result.error.code}: ${result.error.message}`);
              if (JSON.stringify(state) !== before) expect.fail("a call changed the state");
              if (!sameData(reduced, result.state)) expect.fail("reduce and apply differ");
              state = deepFreeze(result.state);
            }
            const record = deepFreeze(toRecord(state));
            expect(fromRecord(record)).toStrictEqual(state);
            expect(JSON.stringify(state)).toBe(JSON.stringify(fromRecord(record)));
          }),
          { numRuns: runs(spec, 40) },
        );
      },
    );
  });

  describe("junk never breaks apply", () => {
    it("junk actions are refused with a fitting code and leave the state alone", SLOW, () => {
      fc.assert(
        fc.property(
          setups,
          fc.array(junkActionArb, { minLength: 8, maxLength: 24 }),
          (setup, junk) => {
            let i = 0;
            const check = (state: GameState) => {
              const action = junk[i++ % junk.length];
              const shown = String(JSON.stringify(action));
              const before = JSON.stringify(state);
              const result = apply(deepFreeze(state), action as Action);
              if (JSON.stringify(state) !== before) violated(`${shown} changed the state`);
              const why = reasons(spec, state, action);
              if (result.ok) {
                if (why.size) violated(`accepted ${shown}, though ${[...why].join("/")}`);
                const expected = apply(state, canonical(action as Record<string, unknown>));
                if (!expected.ok || !sameData(expected.state, result.state)) {
                  violated(`${shown} did not do what its plain form does`);
                }
              } else {
                const { code, message } = result.error;
                if (!ACTION_CODES.has(code)) violated(`${shown} refused with ${code}`);
                if (!why.has(code)) violated(`${shown} refused with ${code}, not ${[...why]}`);
                if (message.length === 0) violated(`${shown} refused without a message`);
              }
            };
            const end = playGame(setup, ({ before }) => check(before));
            check(end);
          },
        ),
        { numRuns: runs(spec, 80) },
      );
    });

    it("near-miss actions get the code docs/RULES.md implies", () => {
      fc.assert(
        fc.property(setups, fc.nat(), (setup, pick) => {
          const states = allStates(setup);
          const state = states[pick % states.length] as GameState;
          const other = spec.order.find((c) => c !== state.turn) as Color;
          const stranger = spec.id === "chessboard" ? "red" : "white";
          const nearMisses: unknown[] = [
            { type: "move", piece: `${state.turn}-9` },
            { type: "move", piece: `${state.turn}-0` },
            { type: "move", piece: `${other}-1` },
            { type: "move", piece: `${stranger}-1` },
            { type: "roll", value: 7 },
            { type: "roll", value: 2.5 },
            { type: "roll", value: 0 },
            { type: "roll", value: "6" },
            { type: "move", piece: `${state.turn}-1`, extra: true },
            { type: "roll ", value: 3 },
          ];
          for (const action of nearMisses) {
            const before = JSON.stringify(state);
            const result = apply(state, action as Action);
            expect(JSON.stringify(state)).toBe(before);
            const why = reasons(spec, state, action);
            if (result.ok) expect(why).toEqual(new Set());
            else expect([...why]).toContain(result.error.code);
          }
        }),
        { numRuns: runs(spec, 40) },
      );
    });

    /** A state from a random point of a random game, cut short by `cut`. */
    const truncatedStates = (cut: (state: GameState, keep: number) => unknown) =>
      fc.property(setups, fc.nat(), fc.nat({ max: 15 }), (setup, pick, keep) => {
        const states = allStates(setup);
        const state = states[pick % states.length] as GameState;
        const junk = cut(state, keep);
        for (const action of [nextAction(setup, state), { type: "roll" }]) {
          const result = apply(junk as GameState, action as Action);
          expect(result.ok ? "accepted" : result.error.code, JSON.stringify(junk)).toBe(
            "INVALID_STATE",
          );
        }
      });

    it("states with a truncated pieces array give INVALID_STATE", () => {
      const cut = (state: GameState, keep: number) => ({
        ...state,
        pieces: state.pieces.slice(0, keep % state.pieces.length),
      });
      fc.assert(truncatedStates(cut), { numRuns: runs(spec, 15) });
    });

    it("states whose colours list is cut to the one colour to play give INVALID_STATE", () => {
      // At least two colours play (createGame refuses fewer), so such a state is corrupt.
      const cut = (state: GameState) => ({ ...state, colors: [state.turn] });
      fc.assert(truncatedStates(cut), { numRuns: runs(spec, 15) });
    });

    it("states relabelled as another variant with another board give INVALID_STATE", () => {
      const others = SPECS.filter((s) => s.pieces.length !== spec.pieces.length);
      const cut = (state: GameState, keep: number) => ({
        ...state,
        variant: others[keep % others.length]?.id,
      });
      fc.assert(truncatedStates(cut), { numRuns: runs(spec, 15) });
    });

    const FIELDS = Object.keys(createGame({ variant: spec.id, seed: 1 })) as (keyof GameState)[];

    it.each(FIELDS)("a state without its %s field gives INVALID_STATE", (field) => {
      const setup: Setup = {
        variant: spec.id,
        seed: 5,
        colors: [spec.order[0] as Color, spec.order.at(-1) as Color],
        rules: {},
        robots: { [spec.order[0] as Color]: "classic", [spec.order.at(-1) as Color]: "random" },
        given: false,
      };
      const states = allStates(setup);
      const samples = [
        states[0] as GameState,
        states.find((s) => phase(s) === "move") as GameState,
        states[Math.floor(states.length / 2)] as GameState,
      ];
      for (const state of samples) {
        const truncated: Record<string, unknown> = { ...state };
        delete truncated[field];
        const action = nextAction(setup, state);
        const result = apply(truncated as unknown as GameState, action);
        expect(result.ok ? "accepted" : result.error.code, `${phase(state)}: ${action.type}`).toBe(
          "INVALID_STATE",
        );
      }
    });
  });
});

describe("plain data and junk states, whatever the variant", () => {
  it("a seed of -0 gives a state that survives JSON (the seed is stored as 0)", () => {
    for (const spec of SPECS) {
      const state = createGame({ variant: spec.id, seed: -0 });
      expect(Object.is(JSON.parse(JSON.stringify(state)).seed, state.seed)).toBe(true);
      expect(sameData(fromRecord(JSON.parse(JSON.stringify(toRecord(state)))), state)).toBe(true);
    }
  });

  it("junk states (anything at all) give INVALID_STATE, never a throw", () => {
    fc.assert(
      fc.property(fc.anything(), junkActionArb, (state, action) => {
        for (const a of [action, { type: "roll" }, { type: "move", piece: "red-1" }]) {
          const result = apply(state as GameState, a as Action);
          expect(result.ok).toBe(false);
          if (!result.ok) expect(result.error.code).toBe("INVALID_STATE");
        }
      }),
      { numRuns: 500 },
    );
  });
});
