/**
 * One person at a room, as its own Node process: what network.test.ts runs on a player's
 * host (`ip netns exec <host> node <this, bundled> <json>`), so that its WebSocket crosses
 * the test's LAN to the server's host. A real colyseus.js client that creates the room (or
 * joins it by its code), claims its seat, gets ready, starts the game if it is the host
 * once every person's seat is ready, and plays its own seat's turns (roll, then the first
 * legal move) to the end, then asks for the signed record.
 *
 * It tells the test what happens as JSON lines on stdout: `{"event":"room","code"}` once in
 * the room, then `{"event":"done", ...}` with the state that ended the game, the record, and what it saw on
 * the way. Anything wrong (a refusal, a close, a timeout) ends it with `{"event":"failed"}`
 * and exit code 1: a stuck game is then a failure that says why, not a test's timeout.
 */
import { type Color, legalMoves } from "@flying/engine";
import { Client, type Room } from "colyseus.js";
import type { RecordMessage, RefusedMessage, StateMessage } from "./protocol.js";
import { DEFAULT_RATE_LIMITS } from "./rate-limit.js";

export interface NetPlayerConfig {
  /** The server's WebSocket endpoint, as the player's host reaches it. */
  url: string;
  /** Create a room with these options (the host), or join `join` by its code. */
  create?: { room: string; options: Record<string, unknown> };
  join?: string;
  seat: Color;
  name: string;
  /** How long the whole game may take, in ms, before the player gives up. */
  timeout: number;
}

export interface NetPlayerDone {
  event: "done";
  sessionId: string;
  /**
   * The state that ended the game, as this player received it (later ones may follow: the
   * other player leaving).
   */
  end: StateMessage;
  record: RecordMessage;
  /** The steps of every started state received, in order of arrival. */
  steps: number[];
  /** How many actions this player sent. */
  actions: number;
  /** The bytes of every WebSocket message received, as they came off the wire. */
  bytes: number;
  /** The address the WebSocket was opened to. */
  socketUrl: string;
}

export type NetPlayerEvent =
  | { event: "room"; code: string; sessionId: string }
  | NetPlayerDone
  | { event: "failed"; reason: string };

function say(event: NetPlayerEvent): void {
  process.stdout.write(`${JSON.stringify(event)}\n`);
}

function fail(reason: string): never {
  say({ event: "failed", reason });
  process.exit(1);
}

/**
 * The server's flood control allows DEFAULT_RATE_LIMITS a client, and main.ts is started
 * with those: this keeps under them (a person clicking does), with a margin for messages
 * that bunch up on the way, so a refusal here is the server's fault, not the pace's.
 */
function pacer(): () => Promise<void> {
  const burst = DEFAULT_RATE_LIMITS.burst - 5;
  const perMs = (DEFAULT_RATE_LIMITS.perSecond * 0.9) / 1000;
  let tokens = burst;
  let last = performance.now();
  return async () => {
    const now = performance.now();
    tokens = Math.min(burst, tokens + (now - last) * perMs);
    last = now;
    if (tokens < 1) {
      await new Promise((resolve) => setTimeout(resolve, (1 - tokens) / perMs));
      tokens = 1;
      last = performance.now();
    }
    tokens -= 1;
  };
}

async function main(config: NetPlayerConfig): Promise<void> {
  const timer = setTimeout(
    () => fail(`no end of the game within ${config.timeout} ms`),
    config.timeout,
  );
  const client = new Client(config.url);
  let room: Room;
  try {
    room = config.create
      ? await client.create(config.create.room, config.create.options)
      : await client.joinById(config.join ?? "");
  } catch (error) {
    fail(`could not reach the room at ${config.url}: ${(error as Error).message}`);
  }
  const transport = room.connection.transport as unknown as {
    ws?: {
      url?: string;
      addEventListener?(type: "message", listener: (event: { data: unknown }) => void): void;
    };
  };
  let bytes = 0;
  transport.ws?.addEventListener?.("message", ({ data }) => {
    if (data instanceof ArrayBuffer || data instanceof Uint8Array) bytes += data.byteLength;
  });
  const pace = pacer();
  const send = async (type: string, payload?: Record<string, unknown>) => {
    await pace();
    room.send(type, payload);
  };
  const steps: number[] = [];
  let end: StateMessage | undefined;
  let record: RecordMessage | undefined;
  let actions = 0;
  let acted = -1;
  let claimed = false;
  let ready = false;
  let starting = false;
  let asked = false;
  const mine = (state: StateMessage) => state.seats[config.seat];

  const finish = () => {
    if (!end || !record) return;
    clearTimeout(timer);
    say({
      event: "done",
      sessionId: room.sessionId,
      end,
      record,
      steps,
      actions,
      bytes,
      socketUrl: transport.ws?.url ?? "",
    });
    // Leaving is part of the game too: the exit waits for the server to let go.
    void room.leave(true).finally(() => process.exit(0));
  };

  const onState = async (state: StateMessage) => {
    if (state.game.over) end ??= state;
    if (state.started) steps.push(state.step);
    if (!claimed) {
      claimed = true;
      return send("claim", { seat: config.seat, name: config.name });
    }
    if (!ready && mine(state)?.client === room.sessionId) {
      ready = true;
      return send("ready", { ready: true });
    }
    if (!state.started) {
      // The host starts once every seat is someone's (a person or a robot) and ready.
      const seats = Object.values(state.seats);
      const all = seats.every(
        (seat) => seat && (seat.kind === "robot" || seat.client) && seat.ready,
      );
      if (state.host === room.sessionId && all && !starting) {
        starting = true;
        return send("start");
      }
      return;
    }
    if (state.game.over) {
      if (!asked) {
        asked = true;
        return send("record");
      }
      return;
    }
    // Its own turn only, once a step: every state of the step is the same game.
    if (state.game.turn !== config.seat || state.step === acted) return;
    acted = state.step;
    actions++;
    if (state.game.roll === null) return send("roll", { at: state.step });
    const [move] = legalMoves(state.game);
    if (!move) fail(`a roll at step ${state.step} and no legal move`);
    return send("move", { piece: move.piece, at: state.step });
  };

  room.onMessage("state", (state: StateMessage) => {
    onState(state).catch((error: Error) => fail(error.message));
  });
  room.onMessage("refused", (refused: RefusedMessage) =>
    fail(`refused ${refused.type}: ${refused.code}: ${refused.message}`),
  );
  room.onMessage("record", (message: RecordMessage) => {
    record = message;
    finish();
  });
  room.onMessage("closing", (message: unknown) => fail(`closing: ${JSON.stringify(message)}`));
  room.onLeave((code: number) => {
    if (!record) fail(`the connection closed with ${code} before the game's end`);
  });
  say({ event: "room", code: room.roomId, sessionId: room.sessionId });
}

const [json] = process.argv.slice(2);
if (!json) fail("usage: node test-net-player.mjs '<config JSON>'");
main(JSON.parse(json) as NetPlayerConfig).catch((error: Error) =>
  fail(error.stack ?? error.message),
);
