// useFlyingChessRoom against a fake room and client of the structural interface: what the
// server sends is shown, what the client does is sent (a roll without a value), refusals
// are the hook's error, only the own seat acts, and a dropped connection comes back.
import { createGame, type GameState, legalMoves, reduce } from "@flying/engine";
import { act, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Dice } from "../Dice.js";
import { FlyingChessGame } from "../FlyingChessGame.js";
import type { UseFlyingChessOptions } from "../useFlyingChess.js";
import type {
  FlyingRoomClient,
  FlyingRoomConnection,
  FlyingRoomSeat,
  FlyingRoomState,
} from "./types.js";
import { type UseFlyingChessRoomOptions, useFlyingChessRoom } from "./useFlyingChessRoom.js";

type Listener = (message: unknown) => void;
type LeaveListener = (code: number, reason?: string) => void;

class FakeRoom implements FlyingRoomConnection {
  readonly sent: { type: string; message: unknown }[] = [];
  readonly listeners = new Map<string, Set<Listener>>();
  readonly leaveListeners = new Set<LeaveListener>();
  constructor(
    readonly roomId = "ROOM1",
    readonly sessionId = "me",
    readonly reconnectionToken = "ROOM1:token",
  ) {}
  send(type: string, message?: unknown) {
    this.sent.push(message === undefined ? { type, message: undefined } : { type, message });
  }
  onMessage<T = unknown>(type: string, callback: (message: T) => void) {
    // The test pushes each type's own messages, as the server does.
    const listener = callback as Listener;
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
    return () => {
      set.delete(listener);
    };
  }
  onLeave = Object.assign((callback: LeaveListener) => this.leaveListeners.add(callback), {
    remove: (callback: LeaveListener) => this.leaveListeners.delete(callback),
  });
  leave = vi.fn(async () => {
    this.drop(4000);
    return 4000;
  });
  /** A server message, as colyseus.js dispatches it. */
  push(type: string, message: unknown) {
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) listener(message);
    });
  }
  drop(code: number) {
    act(() => {
      for (const listener of [...this.leaveListeners]) listener(code);
    });
  }
}

function fakeClient(first: FakeRoom) {
  const reconnects: ((room: FakeRoom | Error) => void)[] = [];
  const client = {
    joinById: vi.fn(async (_code: string) => first),
    create: vi.fn(async (_name: string) => first),
    reconnect: vi.fn(
      (_token: string) =>
        new Promise<FlyingRoomConnection>((resolve, reject) => {
          reconnects.push((room) => (room instanceof Error ? reject(room) : resolve(room)));
        }),
    ),
  } satisfies FlyingRoomClient;
  return { client, reconnects };
}

const seat = (client: string | null, extra: Partial<FlyingRoomSeat> = {}): FlyingRoomSeat => ({
  name: client,
  kind: "human",
  robot: null,
  client,
  connected: client !== null,
  ready: true,
  ...extra,
});

// The public view of a room's game: seed and die state 0, every roll thrown outside.
const START = createGame({ variant: "chessboard", seed: 0 });

function message(game: GameState, extra: Partial<FlyingRoomState> = {}): FlyingRoomState {
  return {
    game,
    seats: { white: seat("me"), black: seat("other") },
    started: true,
    step: game.history.length,
    host: "me",
    clients: 2,
    events: [],
    ...extra,
  };
}

/** The whole game, given the room hook's controlled-mode options. */
function Whole({ gameProps }: { gameProps: UseFlyingChessOptions }) {
  return <FlyingChessGame {...gameProps} animation={false} showLog={false} />;
}

async function open(options: Partial<UseFlyingChessRoomOptions> = {}) {
  const room = new FakeRoom();
  const { client, reconnects } = fakeClient(room);
  const hook = renderHook(() =>
    useFlyingChessRoom({ client, code: "ROOM1", ...options } as UseFlyingChessRoomOptions),
  );
  expect(hook.result.current.online.status).toBe("connecting");
  // The join waits a task (StrictMode), then resolves.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1);
  });
  return { room, client, reconnects, ...hook };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("useFlyingChessRoom", () => {
  it("joins by code and shows the server's state", async () => {
    const { result, client, room } = await open();
    expect(client.joinById).toHaveBeenCalledWith("ROOM1", undefined);
    expect(result.current.online.status).toBe("open");
    expect(result.current.online.synced).toBe(false);
    const rolled = reduce(START, { type: "roll", value: 6 });
    room.push("state", message(rolled));
    const game = result.current;
    expect(game.state).toEqual(rolled);
    expect(game.state.variant).toBe("chessboard");
    expect(game.online).toMatchObject({
      synced: true,
      mySeat: "white",
      isHost: true,
      started: true,
      code: "ROOM1",
      clients: 2,
    });
    expect(game.humans).toEqual(["white"]);
    expect(game.phase).toBe("move");
  });

  it("sends a click on the die as a roll with no value, pinned to the server's step", async () => {
    const { result, room } = await open();
    room.push("state", message(START, { step: 7 }));
    const { rerender } = render(<Dice {...result.current.getDiceProps({ animation: false })} />);
    fireEvent.click(screen.getByRole("button"));
    expect(room.sent).toEqual([{ type: "roll", message: { at: 7 } }]);
    expect(result.current.pending).toBe(true);
    // A second click before the server answers sends nothing.
    rerender(<Dice {...result.current.getDiceProps({ animation: false })} />);
    fireEvent.click(screen.getByRole("button"));
    expect(room.sent).toHaveLength(1);
    // The server's answer: the die it threw.
    room.push("state", message(reduce(START, { type: "roll", value: 6 }), { step: 8 }));
    expect(result.current.pending).toBe(false);
    expect(result.current.state.dice).toBe(START.dice);
  });

  it("never sends a die value", async () => {
    const { result, room } = await open();
    room.push("state", message(START));
    act(() => {
      expect(result.current.roll(6)).toBe(false);
    });
    expect(room.sent).toEqual([]);
    expect(result.current.error?.code).toBe("DIE_FROM_CLIENT");
  });

  it("sends a move with the piece", async () => {
    const { result, room } = await open();
    const rolled = reduce(START, { type: "roll", value: 6 });
    room.push("state", message(rolled, { step: 3 }));
    const piece = legalMoves(rolled)[0]?.piece;
    expect(piece).toBeDefined();
    act(() => {
      expect(result.current.move(piece as never)).toBe(true);
    });
    expect(room.sent).toEqual([{ type: "move", message: { piece, at: 3 } }]);
  });

  it("surfaces a refused message as the hook's error, cleared by the next command sent", async () => {
    const { result, room } = await open();
    room.push("state", message(START));
    room.push("refused", { type: "roll", code: "RATE_LIMITED", message: "too many messages" });
    expect(result.current.error).toEqual({ code: "RATE_LIMITED", message: "too many messages" });
    expect(result.current.online.refused?.code).toBe("RATE_LIMITED");
    act(() => {
      result.current.roll();
    });
    expect(result.current.error).toBeNull();
  });

  it("lets only its own seat act: another's turn is shown, not playable", async () => {
    const { result, room } = await open();
    // This client holds black; white is to play.
    room.push("state", message(START, { seats: { white: seat("other"), black: seat("me") } }));
    const game = result.current;
    expect(game.online.mySeat).toBe("black");
    expect(game.currentPlayer).toBe("white");
    expect(game.isHumanTurn).toBe(false);
    expect(game.humans).toEqual(["black"]);
    const dice = game.getDiceProps();
    expect(dice.disabled).toBe(true);
    expect(dice.status).toBe("waiting");
    act(() => {
      dice.onRoll?.();
      game.getBoardProps().onRoll?.();
    });
    act(() => {
      expect(result.current.roll()).toBe(false);
    });
    expect(room.sent).toEqual([]);
    expect(result.current.error?.code).toBe("NOT_YOUR_TURN");
    // A robot's seat shows as that robot, a remote person's as a person.
    room.push(
      "state",
      message(START, {
        seats: { white: seat(null, { kind: "robot", robot: "hard" }), black: seat("me") },
      }),
    );
    expect(result.current.players).toEqual({ white: { robot: "hard" }, black: "human" });
    expect(result.current.getDiceProps().waitingFor).toBe("White (Hard robot) is playing");
  });

  it("refuses before the start and for a spectator", async () => {
    const { result, room } = await open();
    room.push("state", message(START, { started: false }));
    act(() => {
      expect(result.current.roll()).toBe(false);
    });
    expect(result.current.error?.code).toBe("NOT_STARTED");
    room.push("state", message(START, { seats: { white: seat("a"), black: seat("b") } }));
    expect(result.current.online.mySeat).toBeNull();
    act(() => {
      expect(result.current.roll()).toBe(false);
    });
    expect(result.current.error?.code).toBe("NOT_SEATED");
    expect(room.sent).toEqual([]);
  });

  it("claims the seat asked for once the room is open, and sends the lobby's commands", async () => {
    const { result, room } = await open({ seat: "black", name: "Ada" });
    room.push(
      "state",
      message(START, { started: false, seats: { white: seat("x"), black: seat(null) } }),
    );
    expect(room.sent).toEqual([{ type: "claim", message: { seat: "black", name: "Ada" } }]);
    room.push(
      "state",
      message(START, { started: false, seats: { white: seat("x"), black: seat(null) } }),
    );
    expect(room.sent).toHaveLength(1);
    act(() => {
      result.current.online.ready();
      result.current.online.start();
      result.current.online.leaveSeat();
    });
    expect(room.sent.slice(1)).toEqual([
      { type: "ready", message: { ready: true } },
      { type: "start", message: undefined },
      { type: "leave", message: undefined },
    ]);
  });

  it("sends the host's robot for a free seat, and null to give it back to people", async () => {
    const { result, room } = await open();
    room.push(
      "state",
      message(START, { started: false, seats: { white: seat("me"), black: seat(null) } }),
    );
    let sent: boolean[] = [];
    act(() => {
      sent = [
        result.current.online.setRobot("black", "hard"),
        result.current.online.setRobot("black", null),
      ];
    });
    expect(sent).toEqual([true, true]);
    expect(room.sent).toEqual([
      { type: "robot", message: { seat: "black", robot: "hard" } },
      { type: "robot", message: { seat: "black", robot: null } },
    ]);
    // The server's refusal of it is the hook's error, as for the other commands.
    room.push("refused", { type: "robot", code: "SEAT_TAKEN", message: "Bo holds black" });
    expect(result.current.error?.code).toBe("SEAT_TAKEN");
    // Not sent while the room is not open.
    room.drop(1006);
    act(() => {
      expect(result.current.online.setRobot("black", "easy")).toBe(false);
    });
    expect(room.sent).toHaveLength(2);
    expect(result.current.error?.code).toBe("NOT_CONNECTED");
  });

  it("goes connecting → open → reconnecting → open on a drop and a reconnection", async () => {
    const { result, room, client, reconnects } = await open();
    room.push("state", message(START));
    room.drop(1006);
    expect(result.current.online.status).toBe("reconnecting");
    expect(result.current.state).toEqual(START); // the last state stays shown
    expect(result.current.getDiceProps().disabled).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(250);
    });
    expect(client.reconnect).toHaveBeenCalledWith("ROOM1:token");
    const back = new FakeRoom("ROOM1", "me", "ROOM1:token2");
    await act(async () => {
      reconnects[0]?.(back);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.online.status).toBe("open");
    expect(result.current.online.error).toBeNull();
    back.push("state", message(START, { step: 2 }));
    act(() => {
      result.current.roll();
    });
    expect(back.sent).toEqual([{ type: "roll", message: { at: 2 } }]);
    expect(room.sent).toEqual([]);
  });

  it("closes with an error once the reconnection budget is spent", async () => {
    const { result, room, client, reconnects } = await open({
      reconnect: { timeout: 1000, delays: [100, 200] },
    });
    room.push("state", message(START));
    room.drop(1006);
    for (let i = 0; i < 20 && result.current.online.status === "reconnecting"; i++) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(200);
        for (const fail of reconnects.splice(0)) fail(new Error("no such room"));
        await vi.advanceTimersByTimeAsync(0);
      });
    }
    expect(result.current.online.status).toBe("closed");
    expect(result.current.online.error?.code).toBe("RECONNECT_FAILED");
    expect(client.reconnect.mock.calls.length).toBeGreaterThan(1);
    expect(client.reconnect.mock.calls.length).toBeLessThanOrEqual(10);
  });

  it("does not reconnect after leaving, nor when the server closes the room", async () => {
    const first = await open();
    await act(async () => {
      await first.result.current.online.leave();
    });
    expect(first.room.leave).toHaveBeenCalledWith(true);
    expect(first.result.current.online).toMatchObject({ status: "closed", error: null });
    const second = await open();
    second.room.drop(4000);
    expect(second.result.current.online.status).toBe("closed");
    expect(second.result.current.online.error?.code).toBe("ROOM_CLOSED");
    expect(second.client.reconnect).not.toHaveBeenCalled();
  });

  it.each([
    [4503, "server-shutdown", "SERVER_SHUTDOWN"],
    [4410, "game-over", "ROOM_FINISHED"],
  ] as const)(
    "closes for good on %i (after `closing` %s): %s, no reconnection tried",
    async (closeCode, reason, code) => {
      const { result, room, client } = await open();
      room.push("state", message(START));
      room.push("closing", { reason });
      // Still open until the close itself: the last state and the record stay reachable.
      expect(result.current.online.status).toBe("open");
      room.drop(closeCode);
      expect(result.current.online.status).toBe("closed");
      expect(result.current.online.error).toEqual({
        code,
        message: expect.stringMatching(/^the server closed the room: /),
        closeCode,
      });
      // The whole reconnection budget goes by: nothing is tried, nothing changes.
      await act(async () => {
        await vi.advanceTimersByTimeAsync(30_000);
      });
      expect(client.reconnect).not.toHaveBeenCalled();
      expect(result.current.online.status).toBe("closed");
      expect(result.current.online.error?.code).toBe(code);
      expect(result.current.state).toEqual(START);
    },
  );

  it("knows the room gone by the close code alone, or by `closing` when the code is lost", async () => {
    // No `closing` seen (it was lost, or the server sent none): the code says it.
    const bare = await open();
    bare.room.drop(4503);
    expect(bare.result.current.online.error?.code).toBe("SERVER_SHUTDOWN");
    // A proxy that closed with 1006 instead: the `closing` before it says the room is gone.
    const proxied = await open();
    proxied.room.push("closing", { reason: "game-over" });
    proxied.room.drop(1006);
    expect(proxied.result.current.online.status).toBe("closed");
    expect(proxied.result.current.online.error).toMatchObject({
      code: "ROOM_FINISHED",
      closeCode: 1006,
    });
    // A reason this hook does not know still means the room is closing.
    const other = await open();
    other.room.push("closing", { reason: "maintenance" });
    other.room.drop(1006);
    expect(other.result.current.online.error?.code).toBe("ROOM_CLOSED");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    for (const { client } of [bare, proxied, other])
      expect(client.reconnect).not.toHaveBeenCalled();
  });

  it("reports a failed join, and leaves the room it joined when unmounted", async () => {
    const room = new FakeRoom();
    const { client } = fakeClient(room);
    client.joinById.mockRejectedValueOnce(new Error("room not found"));
    const failed = renderHook(() => useFlyingChessRoom({ client, code: "NOPE" }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(failed.result.current.online.status).toBe("closed");
    expect(failed.result.current.online.error).toEqual({
      code: "JOIN_FAILED",
      message: "room not found",
    });
    const joined = await open();
    joined.unmount();
    expect(joined.room.leave).toHaveBeenCalledWith(true);
  });

  it("takes a room already joined, and never leaves it on unmount", async () => {
    const room = new FakeRoom();
    const { result, unmount } = renderHook(() => useFlyingChessRoom({ room }));
    expect(result.current.online.status).toBe("open");
    room.push("state", message(START));
    expect(result.current.online.mySeat).toBe("white");
    room.drop(1006);
    expect(result.current.online.status).toBe("closed");
    expect(result.current.online.error?.code).toBe("CONNECTION_LOST");
    unmount();
    expect(room.leave).not.toHaveBeenCalled();
  });

  it("lets the next action through once the server refuses the one sent", async () => {
    const { result, room } = await open();
    room.push("state", message(START, { step: 4 }));
    act(() => {
      expect(result.current.roll()).toBe(true);
    });
    expect(result.current.pending).toBe(true);
    room.push("refused", { type: "roll", code: "RATE_LIMITED", message: "too many messages" });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.pending).toBe(false);
    expect(result.current.error?.code).toBe("RATE_LIMITED");
    act(() => {
      expect(result.current.roll()).toBe(true);
    });
    expect(room.sent).toEqual([
      { type: "roll", message: { at: 4 } },
      { type: "roll", message: { at: 4 } },
    ]);
    // A refusal of another message (a claim) leaves the roll sent waiting.
    room.push("refused", { type: "claim", code: "SEAT_TAKEN", message: "taken" });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.pending).toBe(true);
  });

  it("plays <FlyingChessGame> over the room with gameProps: only the own seat's turn acts", async () => {
    const { result, room } = await open();
    const online = () => <Whole gameProps={result.current.gameProps} />;
    room.push("state", message(START, { step: 5 }));
    const view = render(online());
    const die = () => view.container.querySelector("button[data-cube]") as HTMLButtonElement;
    const movable = () => view.container.querySelectorAll('[aria-disabled="false"]').length;
    expect(screen.getByText("You play White")).toBeTruthy();
    expect(die().disabled).toBe(false);
    fireEvent.click(die());
    expect(room.sent).toEqual([{ type: "roll", message: { at: 5 } }]);
    // The server's die: white moves now.
    const rolled = reduce(START, { type: "roll", value: 6 });
    room.push("state", message(rolled, { step: 6 }));
    view.rerender(online());
    expect(movable()).toBeGreaterThan(0);
    // Black, elsewhere, is to play: shown as remote.
    const piece = legalMoves(rolled)[0]?.piece as never;
    const moved = reduce(rolled, { type: "move", piece });
    room.push("state", message(moved, { step: 7 }));
    view.rerender(online());
    expect(moved.turn).toBe("black");
    expect(die().disabled).toBe(true);
    expect(movable()).toBe(0);
    fireEvent.click(die());
    expect(room.sent).toHaveLength(1);
    // A robot in black's seat is shown as that robot, and none plays here.
    room.push(
      "state",
      message(moved, {
        step: 7,
        seats: { white: seat("me"), black: seat(null, { kind: "robot", robot: "hard" }) },
      }),
    );
    view.rerender(online());
    expect(screen.getAllByText(/Hard robot/).length).toBeGreaterThan(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(room.sent).toHaveLength(1);
    // Before the start (and while reconnecting) nobody acts, not even on the own turn.
    room.push("state", message(START, { step: 8, started: false }));
    view.rerender(online());
    expect(die().disabled).toBe(true);
    expect(screen.getByText("You play White")).toBeTruthy();
  });
});
