// A server shutting down (RunningServer.close(), as SIGTERM does through Colyseus'
// gracefullyShutdown): rooms are not persisted, so every client of every room, seated,
// spectating or mid-reconnection, is told why and disconnected with CLOSE_SERVER_SHUTDOWN.
// Its own file: Colyseus' matchmaker is one per process and stays shut down afterwards.
import { describe, expect, it } from "vitest";
import { CLOSE_SERVER_SHUTDOWN, type ClosingMessage } from "./protocol.js";
import { create, join, type Player, startServer } from "./test-utils.js";

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
    for (const player of everyone) {
      const closing = await player.until(
        () => player.received.find((r) => r.type === "closing")?.message as ClosingMessage,
        "closing",
      );
      expect(closing).toEqual({ reason: "server-shutdown" });
      expect(await player.until(() => player.closeCode, "the close")).toBe(CLOSE_SERVER_SHUTDOWN);
      // Nothing after the closing message.
      expect(player.received.at(-1)?.type).toBe("closing");
    }
  });
});
