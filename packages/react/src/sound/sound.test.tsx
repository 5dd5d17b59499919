// Sound: the sound each action's news calls for, a player that makes no AudioContext until
// a gesture and never throws, and the hook's sound option, off by default.
import { createGame, type GameEvent } from "@flying/engine";
import { act, fireEvent, render, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FlyingChessBoard } from "../board/FlyingChessBoard.js";
import { eventTimes } from "../board/useMoveAnimation.js";
import { FlyingChessGame } from "../FlyingChessGame.js";
import { type UseFlyingChessResult, useFlyingChess } from "../useFlyingChess.js";
import {
  type AudioContextLike,
  createSoundPlayer,
  type SoundName,
  soundCues,
  soundFor,
} from "./synth.js";

// A stand-in for the Web Audio API, which jsdom lacks: it records what is played.

const param = () => ({
  setValueAtTime: vi.fn(),
  exponentialRampToValueAtTime: vi.fn(),
});

export interface FakeOscillator {
  type: OscillatorType;
  frequency: ReturnType<typeof param>;
  connect: ReturnType<typeof vi.fn>;
  start: ReturnType<typeof vi.fn>;
  stop: ReturnType<typeof vi.fn>;
}

export class FakeAudioContext {
  /** Every context made since the last `reset`. */
  static made: FakeAudioContext[] = [];
  static reset() {
    FakeAudioContext.made = [];
  }
  state: AudioContextState;
  currentTime = 0;
  destination = {};
  oscillators: FakeOscillator[] = [];
  constructor(state: AudioContextState = "running") {
    this.state = state;
    FakeAudioContext.made.push(this);
  }
  createOscillator(): FakeOscillator {
    const oscillator = {
      type: "sine" as OscillatorType,
      frequency: param(),
      connect: vi.fn(),
      start: vi.fn(),
      stop: vi.fn(),
    };
    this.oscillators.push(oscillator);
    return oscillator;
  }
  createGain() {
    return { gain: param(), connect: vi.fn() };
  }
  resume() {
    this.state = "running";
    return Promise.resolve();
  }
  close() {
    this.state = "closed";
    return Promise.resolve();
  }
}

const asContext = (fake: FakeAudioContext) => fake as unknown as AudioContextLike;
/** Robots that never get to act during a test. */
const FROZEN = 600_000;

beforeEach(() => {
  FakeAudioContext.reset();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the sound of each action", () => {
  const from = "Waypoint_5";
  const to = "Waypoint_9";
  const piece = "red-1";
  const rolled: GameEvent = { type: "rolled", color: "red", value: 4 };
  const moved: GameEvent = { type: "moved", piece, pieces: [piece], from, to, path: [to] };
  const passed: GameEvent = { type: "turnPassed", from: "red", to: "yellow", reason: "moved" };
  const noMove: GameEvent = { ...passed, reason: "no-move" };
  const jumped: GameEvent = { type: "jumped", piece, pieces: [piece], from, to };
  const flew: GameEvent = { type: "flew", piece, pieces: [piece], from, to, crosses: to };
  const captured: GameEvent = {
    type: "captured",
    by: piece,
    piece: "blue-1",
    at: to,
    home: "Home_Blue_1",
  };
  const finished: GameEvent = { type: "finished", piece, color: "red" };
  const won: GameEvent = { type: "won", color: "red" };
  it.each<{ news: string; events: GameEvent[]; sound: SoundName | null }>([
    { news: "a roll", events: [rolled], sound: "roll" },
    { news: "a roll with no move", events: [rolled, noMove], sound: "roll" },
    { news: "a move", events: [moved, passed], sound: "move" },
    { news: "a takeoff", events: [{ type: "tookOff", piece, from, to }], sound: "move" },
    { news: "a jump", events: [moved, jumped], sound: "jump" },
    { news: "a flight", events: [moved, jumped, flew], sound: "flight" },
    { news: "a capture", events: [moved, captured, passed], sound: "capture" },
    { news: "the win", events: [moved, finished, won], sound: "win" },
    { news: "nothing (an undo)", events: [], sound: null },
  ])("$news: $sound", ({ events, sound }) => {
    expect(soundFor(events)).toBe(sound);
  });

  it.each<{ news: string; events: GameEvent[]; cues: [SoundName, number][] }>([
    { news: "a roll", events: [rolled, noMove], cues: [["roll", 0]] },
    { news: "a move", events: [moved, passed], cues: [["move", 0]] },
    {
      news: "a capture",
      events: [moved, captured, passed],
      cues: [
        ["move", 0],
        ["capture", 1],
      ],
    },
    {
      news: "a jump into a flight",
      events: [moved, jumped, flew],
      cues: [
        ["move", 0],
        ["jump", 1],
        ["flight", 2],
      ],
    },
    {
      news: "the win",
      events: [moved, finished, won],
      cues: [
        ["move", 0],
        ["win", 2],
      ],
    },
  ])("$news, heard as it is seen: each sound with its event", ({ events, cues }) => {
    expect(soundCues(events).map(({ name, index }) => [name, index])).toEqual(cues);
  });

  it("times each event by the animation: a capture when the capturing piece lands", () => {
    const walk: GameEvent = { ...moved, path: ["Waypoint_6", "Waypoint_7", "Waypoint_8", to] };
    const [move, capture, pass] = eventTimes([walk, captured, passed], 100);
    expect(move).toBe(30);
    expect(capture).toBe(30 + 4 * 100);
    // The piece captured flies home (an arc of two 150 ms halves) before the turn passes.
    expect(pass).toBe(30 + 4 * 100 + 300);
  });
});

describe("the sound player", () => {
  it("makes no AudioContext until unlocked, and plays nothing before", () => {
    const make = vi.fn(() => asContext(new FakeAudioContext()));
    const player = createSoundPlayer(make);
    player.play("roll");
    expect(make).not.toHaveBeenCalled();
    player.unlock();
    player.unlock();
    expect(make).toHaveBeenCalledTimes(1);
    expect(player.unlocked).toBe(true);
  });

  it.each<SoundName>(["roll", "move", "capture", "jump", "flight", "win"])(
    "plays %s as short tones to the speakers",
    (name) => {
      const fake = new FakeAudioContext();
      const player = createSoundPlayer(() => asContext(fake));
      player.unlock();
      player.play(name);
      expect(fake.oscillators.length).toBeGreaterThan(0);
      for (const oscillator of fake.oscillators) {
        expect(oscillator.start).toHaveBeenCalledTimes(1);
        expect(oscillator.stop).toHaveBeenCalledTimes(1);
        const [stopAt] = oscillator.stop.mock.calls[0] as [number];
        expect(stopAt).toBeLessThan(1.5); // a nicety, not a tune
      }
    },
  );

  it("resumes a context the browser started suspended", () => {
    const fake = new FakeAudioContext("suspended");
    const player = createSoundPlayer(() => asContext(fake));
    player.unlock();
    expect(fake.state).toBe("running");
  });

  it.each([
    { where: "no Web Audio at all", make: null },
    {
      where: "an AudioContext that throws",
      make: () => {
        throw new Error("NotAllowedError");
      },
    },
    {
      where: "a context whose nodes throw",
      make: () =>
        asContext(
          Object.assign(new FakeAudioContext(), {
            createOscillator: () => {
              throw new Error("device gone");
            },
          }),
        ),
    },
  ])("stays silent, never throwing, with $where", ({ make }) => {
    const player = createSoundPlayer(make);
    expect(() => {
      player.unlock();
      player.play("win");
      player.play("move");
      player.close();
    }).not.toThrow();
  });

  it("finds no Web Audio in jsdom, and copes", () => {
    expect(typeof globalThis.AudioContext).toBe("undefined");
    const player = createSoundPlayer();
    player.unlock();
    expect(player.unlocked).toBe(false);
    expect(() => player.play("roll")).not.toThrow();
  });
});

/** A game on an animated board (100 ms a step), red one roll of 4 from capturing blue. */
const captureGame: { current: UseFlyingChessResult | null } = { current: null };
function CaptureGame() {
  const hook = useFlyingChess({
    seed: 1,
    robotPace: FROZEN,
    sound: true,
    position: { turn: "red", pieces: { "red-1": "Waypoint_5", "blue-1": "Waypoint_9" } },
  });
  captureGame.current = hook;
  return <FlyingChessBoard {...hook.getBoardProps({ animation: { stepMs: 100 } })} />;
}

describe("the sound option", () => {
  const start = { seed: 1, robotPace: FROZEN, position: { pieces: { "red-1": "Waypoint_5" } } };
  const gesture = () => fireEvent.pointerDown(window);

  it("is off by default: a whole game played by hand makes no AudioContext", () => {
    vi.stubGlobal("AudioContext", FakeAudioContext);
    const { container } = render(<FlyingChessGame {...start} animation={false} />);
    const die = container.querySelector<HTMLButtonElement>("button[data-value]");
    act(() => {
      gesture();
      die?.click();
    });
    expect(container.querySelector("[role=log] li")).not.toBeNull(); // the roll was made
    expect(FakeAudioContext.made).toHaveLength(0);
  });

  it("plays each action's sound once the person has touched the page", () => {
    vi.stubGlobal("AudioContext", FakeAudioContext);
    const { result } = renderHook(() => useFlyingChess({ ...start, sound: true }));
    expect(FakeAudioContext.made).toHaveLength(0); // nothing made without a gesture
    act(() => {
      gesture();
    });
    expect(FakeAudioContext.made).toHaveLength(1);
    const context = FakeAudioContext.made[0] as FakeAudioContext;
    act(() => {
      result.current.roll(4);
    });
    const afterRoll = context.oscillators.length;
    expect(afterRoll).toBe(4); // the rattle's four clicks
    act(() => {
      result.current.move("red-1");
    });
    expect(context.oscillators.length).toBe(afterRoll + 1); // one move tone
    act(() => {
      gesture(); // later gestures make no second context
    });
    expect(FakeAudioContext.made).toHaveLength(1);
  });

  it("on an animated board, sounds the capture as the capturing piece lands", () => {
    vi.stubGlobal("AudioContext", FakeAudioContext);
    render(<CaptureGame />);
    act(() => {
      gesture();
    });
    const context = FakeAudioContext.made[0] as FakeAudioContext;
    act(() => {
      captureGame.current?.roll(4);
    });
    const before = context.oscillators.length;
    act(() => {
      captureGame.current?.move("red-1");
    });
    const tones = context.oscillators.slice(before);
    const startOf = (wave: OscillatorType) =>
      tones.find((tone) => tone.type === wave)?.start.mock.calls[0]?.[0] as number | undefined;
    expect(startOf("triangle")).toBeCloseTo(0.03); // the move as the piece sets off
    expect(startOf("sawtooth")).toBeCloseTo(0.43); // four 100 ms steps later
  });

  it("plays nothing for actions before the first gesture, then plays", () => {
    vi.stubGlobal("AudioContext", FakeAudioContext);
    const { result } = renderHook(() => useFlyingChess({ ...start, sound: true }));
    act(() => {
      result.current.roll(4);
    });
    expect(FakeAudioContext.made).toHaveLength(0);
  });

  it("closes its context when the game goes, or the sound is turned off", () => {
    vi.stubGlobal("AudioContext", FakeAudioContext);
    const { rerender, unmount } = renderHook(
      ({ sound }: { sound: boolean }) => useFlyingChess({ ...start, sound }),
      { initialProps: { sound: true } },
    );
    act(() => {
      gesture();
    });
    const first = FakeAudioContext.made[0] as FakeAudioContext;
    rerender({ sound: false });
    expect(first.state).toBe("closed");
    rerender({ sound: true });
    act(() => {
      gesture();
    });
    const second = FakeAudioContext.made[1] as FakeAudioContext;
    unmount();
    expect(second.state).toBe("closed");
  });

  it("plays a whole game without Web Audio (jsdom) and without throwing", () => {
    const { result } = renderHook(() => useFlyingChess({ ...start, sound: true }));
    expect(() =>
      act(() => {
        gesture();
        result.current.roll(4);
      }),
    ).not.toThrow();
    expect(result.current.log).toHaveLength(1);
  });

  it("renders on a server with sound on", async () => {
    const { renderToString } = await import("react-dom/server");
    expect(() =>
      renderToString(<FlyingChessGame state={createGame({ seed: 1 })} sound />),
    ).not.toThrow();
  });
});
