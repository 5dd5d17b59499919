// Whole games in a room over real WebSockets on 127.0.0.1: colyseus.js clients play one of
// each variant to the end, each acting only on its own turn, and everything every client
// received is checked for the server's die secrets.
import {
  type Color,
  type GameState,
  type RobotId,
  toRecord,
  type VariantId,
  validateState,
} from "@flying/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "./server.js";
import {
  autoplay,
  create,
  join,
  type Player,
  serverRoom,
  startServer,
  UNLIMITED_ROOM,
} from "./test-utils.js";
import { NEUTRAL_DICE, NEUTRAL_SEED, publicView } from "./view.js";

let running: RunningServer;
beforeAll(async () => {
  running = await startServer();
});
afterAll(async () => {
  await running?.close();
});

/** Every place a seed or die state could hide in what a client received. */
function secretsIn(player: Player, seed: number): string[] {
  const found: string[] = [];
  const text = JSON.stringify(player.received);
  if (text.includes(String(seed))) found.push(`the seed ${seed} in a decoded message`);
  // msgpack writes an int32 as 0xd2 and four bytes, big-endian (a uint32 as 0xce).
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setInt32(0, seed);
  for (const frame of player.frames) {
    for (let i = 0; i + 4 < frame.length; i++) {
      if (
        frame[i + 1] === bytes[0] &&
        frame[i + 2] === bytes[1] &&
        frame[i + 3] === bytes[2] &&
        frame[i + 4] === bytes[3]
      )
        found.push(`the seed's bytes in a frame at ${i}`);
    }
  }
  for (const state of player.states) {
    if (state.game.seed !== NEUTRAL_SEED) found.push(`a view's seed ${state.game.seed}`);
    if (state.game.dice !== NEUTRAL_DICE) found.push(`a view's dice ${state.game.dice}`);
  }
  return found;
}

/**
 * Every variant, each to its end: who sits where. Seats not in `people` are robots on the
 * server (pace 0), whose turns come between the clients' own.
 */
const GAMES: { variant: VariantId; people: Color[]; robots?: Partial<Record<Color, RobotId>> }[] = [
  { variant: "aeroplane", people: ["red", "yellow", "green", "blue"] },
  { variant: "flying-chess", people: ["red", "yellow", "green"], robots: { blue: "easy" } },
  { variant: "chessboard", people: ["white", "black"] },
];

describe("a whole game", () => {
  it.each(GAMES)(
    "of $variant is played to the end by $people.length clients, each on its own turn, all seeing every update",
    async ({ variant, people: colors, robots = {} }) => {
      const seats = Object.fromEntries(
        Object.entries(robots).map(([color, robot]) => [color, { robot }]),
      );
      const host = await create(running.url, { variant, seats, pace: 0 }, UNLIMITED_ROOM);
      const roomId = host.room.roomId;
      const others = await Promise.all(colors.slice(1).map(() => join(running.url, roomId)));
      const players = [host, ...others];
      for (const [i, player] of players.entries()) {
        await player.sends("claim", { seat: colors[i], name: `player ${i + 1}` });
        await player.sends("ready");
      }
      for (const [i, player] of players.entries()) autoplay(player, colors[i] as Color);
      await host.sends("start");
      await Promise.all(
        players.map((player) =>
          player.untilState((state) => state.game.over, "the game's end", 25_000),
        ),
      );

      const room = serverRoom(roomId);
      const { session } = room;
      expect(session.game.over).toBe(true);
      expect(session.game.variant).toBe(variant);
      expect(session.game.placings.length).toBeGreaterThan(0);
      // The robots played their seats too, on the server, between the clients' turns.
      for (const color of Object.keys(robots))
        expect(session.log.some((entry) => entry.actor === color)).toBe(true);
      // Every action was a seated client's own, on its turn: the log's actors took turns as
      // the engine passed them, and every roll was the server's (a die thrown outside).
      expect(session.log.length).toBeGreaterThan(40);
      for (const entry of session.log)
        if (entry.action.type === "roll") expect(entry.action.value).toBeGreaterThanOrEqual(1);
      expect(session.game.history).not.toMatch(/[1-6]/);

      for (const player of players) {
        // Nobody was refused anything: every client acted only when it was to act.
        expect(player.refusals).toEqual([]);
        // Every update reached every client, in order: one state per game step, none missed.
        const steps = player.states.filter((state) => state.started).map((state) => state.step);
        const gameSteps = [...new Set(steps)];
        expect(gameSteps).toEqual(Array.from({ length: session.step + 1 }, (_, i) => i));
        // Each step's events are the ones the server logged for that action.
        const byStep = new Map(player.states.map((state) => [state.step, state.events]));
        for (const [i, entry] of session.log.entries())
          expect(byStep.get(i + 1)).toEqual(entry.events);
        // The last view is the server's game, its secrets replaced, and a state the engine accepts.
        expect(player.game).toEqual(publicView(session.game));
        expect(validateState(player.game)).toBeNull();
        // And nothing the client ever received carries the server's seed or die state.
        expect(player.frames.length).toBeGreaterThan(session.step);
        expect(secretsIn(player, session.game.seed)).toEqual([]);
      }
      // The server keeps the full record, real seed and all; it replays to the same game.
      expect(room.record).toEqual(toRecord(session.game));
      expect(room.record.seed).toBe(session.game.seed);
      await Promise.all(players.map((player) => player.leave()));
    },
  );

  it("gives every client a view that the engine replays to the server's game", async () => {
    const host = await create(running.url, { variant: "chessboard", pace: 0 }, UNLIMITED_ROOM);
    const guest = await join(running.url, host.room.roomId);
    await host.sends("claim", { seat: "white", name: "Ada" });
    await guest.sends("claim", { seat: "black", name: "Grace" });
    await host.sends("ready");
    await guest.sends("ready");
    autoplay(host, "white");
    autoplay(guest, "black");
    await host.sends("start");
    await guest.untilState((state) => state.game.over, "the game's end", 20_000);
    const { game } = serverRoom(host.room.roomId);
    for (const state of guest.states) {
      const view: GameState = state.game;
      expect(validateState(view)).toBeNull();
    }
    expect(guest.game.history).toBe(game.history);
    expect(guest.game.pieces).toEqual(game.pieces);
    expect(secretsIn(guest, game.seed)).toEqual([]);
    expect(secretsIn(host, game.seed)).toEqual([]);
    await Promise.all([host.leave(), guest.leave()]);
  });
});
