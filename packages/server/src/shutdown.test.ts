// A server shutting down (RunningServer.close(), as SIGTERM does through Colyseus'
// gracefullyShutdown): rooms are not persisted, so every client of every room, seated,
// spectating or mid-reconnection, is told why and disconnected with CLOSE_SERVER_SHUTDOWN.
// Its own file: Colyseus' matchmaker is one per process and stays shut down afterwards.
// And the real thing: the server's entry (main.ts) as a child process, sent SIGTERM.
import { afterAll, describe, expect, it } from "vitest";
import { CLOSE_SERVER_SHUTDOWN, type ClosingMessage } from "./protocol.js";
import { bundleServer, type ServerProcess, startServerProcess } from "./test-redis.js";
import { create, join, type Player, startServer } from "./test-utils.js";

/** Waits for a client's `closing` message and its close code; checks nothing came after. */
async function closedForShutdown(player: Player): Promise<void> {
  const closing = await player.until(
    () => player.received.find((r) => r.type === "closing")?.message as ClosingMessage,
    "closing",
  );
  expect(closing).toEqual({ reason: "server-shutdown" });
  expect(await player.until(() => player.closeCode, "the close")).toBe(CLOSE_SERVER_SHUTDOWN);
  // Nothing after the closing message.
  expect(player.received.at(-1)?.type).toBe("closing");
}

describe("a server shutting down", () => {
  it("tells every client of every room, then closes each connection with 4503", async () => {
    const running = await startServer();
    const one = await create(running.url, { variant: "aeroplane", colors: ["red", "yellow"] });
    const two = await join(running.url, one.room.roomId);
    await one.sends("claim", { seat: "red", name: "Red" });
    await two.sends("claim", { seat: "yellow", name: "Yellow" });
    await one.sends("ready");
    await two.sends("ready");
    await one.sends("start");
    const other = await create(running.url, { variant: "chessboard", grace: 30 });
    const watcher = await join(running.url, other.room.roomId);
    // One more whose connection dropped: its seat is held; the room must still close.
    const dropped = await join(running.url, other.room.roomId);
    dropped.room.connection.close();
    await other.untilState((s) => s.clients === 2, "the drop seen");

    const everyone: Player[] = [one, two, other, watcher];
    await running.close();
    for (const player of everyone) await closedForShutdown(player);
  });
});

let child: ServerProcess | undefined;
let dispose: (() => void) | undefined;
afterAll(async () => {
  // Only if the test failed before the process exited: SIGTERM, then SIGKILL.
  await child?.stop(1_000);
  dispose?.();
});

/** How long the process may take from SIGTERM to its exit: the rooms close at once. */
const PROMPT_MS = 3_000;

describe("the server process on SIGTERM", () => {
  it("tells every client, closes each connection with 4503, and exits 0 promptly", async () => {
    const bundle = await bundleServer();
    dispose = bundle.dispose;
    // main.ts as `npm run server` runs it: in memory, its own signal handling.
    const server = await startServerProcess(bundle.entry, {});
    child = server;
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      server.process.once("exit", (code, signal) => resolve({ code, signal })),
    );
    const one = await create(server.url, { variant: "aeroplane", colors: ["red", "yellow"] });
    const two = await join(server.url, one.room.roomId);
    await one.sends("claim", { seat: "red", name: "Red" });
    await two.sends("claim", { seat: "yellow", name: "Yellow" });
    await one.sends("ready");
    await two.sends("ready");
    await one.sends("start");
    const other = await create(server.url, { variant: "chessboard", grace: 30 });
    const watcher = await join(server.url, other.room.roomId);
    const dropped = await join(server.url, other.room.roomId);
    await dropped.sends("claim", { seat: "white", name: "Away" });
    // Its seat held for the grace period: a pending reconnection must not hold the exit back.
    dropped.room.connection.close();
    await other.untilState((s) => s.seats.white?.connected === false, "the drop seen");

    const sent = performance.now();
    expect(server.process.kill("SIGTERM")).toBe(true);
    for (const player of [one, two, other, watcher]) await closedForShutdown(player);
    const { code, signal } = await exited;
    const took = performance.now() - sent;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(took).toBeLessThan(PROMPT_MS);
    expect(server.output()).not.toMatch(/error|failed/i);
  });
});
