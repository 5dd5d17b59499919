import type { GameEvent } from "@flying/engine";

/**
 * The game's sounds, one per kind of news.
 *
 * @example
 * ```tsx
 * import { createSoundPlayer, type SoundName } from "@flying/react";
 *
 * const player = createSoundPlayer();
 * const cheer: SoundName = "win";
 * player.play(cheer); // silent until player.unlock() from a click
 * ```
 */
export type SoundName = "roll" | "move" | "capture" | "jump" | "flight" | "win";

/** One tone of a sound: an oscillator gliding from one pitch to another under a short envelope. */
interface Tone {
  /** Seconds after the sound starts. */
  at: number;
  duration: number;
  from: number;
  to?: number;
  wave: OscillatorType;
  /** Peak loudness, 0-1: kept low, a game's sounds sit under the player's own music. */
  gain: number;
}

/*
 * Synthesised, not recorded: a few numbers each instead of audio files, nothing to download,
 * and nothing in the bundle a page that leaves the sound off pays much for.
 */
const SOUNDS: Readonly<Record<SoundName, readonly Tone[]>> = {
  // A die rattling: four short clicks of falling pitch.
  roll: [0, 0.06, 0.11, 0.15].map((at, i) => ({
    at,
    duration: 0.035,
    from: 900 - i * 120,
    wave: "square" as const,
    gain: 0.05,
  })),
  move: [{ at: 0, duration: 0.09, from: 520, to: 700, wave: "triangle", gain: 0.18 }],
  jump: [
    { at: 0, duration: 0.08, from: 500, to: 760, wave: "triangle", gain: 0.16 },
    { at: 0.09, duration: 0.12, from: 760, to: 1040, wave: "triangle", gain: 0.16 },
  ],
  // A long rising swoosh across the board.
  flight: [{ at: 0, duration: 0.5, from: 260, to: 1300, wave: "sine", gain: 0.16 }],
  // A plane knocked home: a falling buzz.
  capture: [{ at: 0, duration: 0.22, from: 420, to: 110, wave: "sawtooth", gain: 0.08 }],
  // C, E, G and the octave.
  win: [523.25, 659.25, 783.99, 1046.5].map((from, i) => ({
    at: i * 0.13,
    duration: i === 3 ? 0.5 : 0.14,
    from,
    wave: "triangle" as const,
    gain: 0.16,
  })),
};

/** The news of each sound, most striking first: an action's events play the first they have. */
const BY_NEWS: readonly [SoundName, readonly GameEvent["type"][]][] = [
  ["win", ["won"]],
  ["capture", ["captured"]],
  ["flight", ["flew"]],
  ["jump", ["jumped"]],
  ["move", ["tookOff", "entered", "moved", "bounced", "finished", "stacked"]],
  ["roll", ["rolled"]],
];

/**
 * The one sound an action's events call for: the most striking news in them (a capture
 * over the move that made it), or null for none (an undo, a reset).
 * A plain module (no "use client").
 *
 * @example
 * ```tsx
 * import { soundFor } from "@flying/react";
 *
 * soundFor([{ type: "rolled", color: "red", value: 6 }]); // → "roll"
 * soundFor([]); // → null
 * ```
 */
export function soundFor(events: readonly GameEvent[]): SoundName | null {
  for (const [name, types] of BY_NEWS)
    if (events.some((event) => types.includes(event.type))) return name;
  return null;
}

/**
 * The sounds an action's events call for when each is heard as the board shows it, with the
 * index of the event it goes with: the move's own sound once, then each jump, flight,
 * capture and the win as it comes.
 */
export function soundCues(events: readonly GameEvent[]): { name: SoundName; index: number }[] {
  const cues: { name: SoundName; index: number }[] = [];
  events.forEach((event, index) => {
    const name = BY_NEWS.find(([, types]) => types.includes(event.type))?.[0];
    if (name === undefined || (name === "move" && cues.some((cue) => cue.name === "move"))) return;
    cues.push({ name, index });
  });
  return cues;
}

/**
 * The parts of an AudioContext the sounds use, so a test can hand in its own.
 *
 * @example
 * ```tsx
 * import { type AudioContextLike, createSoundPlayer } from "@flying/react";
 *
 * // A real context behind a maker of one's own (one made after a gesture, say).
 * const make = (): AudioContextLike => new AudioContext();
 * const player = createSoundPlayer(make);
 * ```
 */
export type AudioContextLike = Pick<
  AudioContext,
  "currentTime" | "destination" | "state" | "createOscillator" | "createGain" | "resume" | "close"
>;

/**
 * What `createSoundPlayer` returns: a player that makes no sound until it is unlocked, and
 * never throws.
 *
 * @example
 * ```tsx
 * import { createSoundPlayer, type SoundPlayer } from "@flying/react";
 *
 * const sounds: SoundPlayer = createSoundPlayer();
 * document.addEventListener("pointerdown", () => sounds.unlock(), { once: true });
 * ```
 */
export interface SoundPlayer {
  /**
   * Starts the audio, from a user gesture (browsers keep an AudioContext made without one
   * silent): the context is made the first time, resumed after that.
   */
  unlock(): void;
  /**
   * Plays a sound `delay` seconds from now (Web Audio times it to the sample), if the audio
   * was unlocked; silent otherwise, never throwing.
   */
  play(name: SoundName, delay?: number): void;
  /** Whether the audio runs: unlocked, and not suspended by the browser. */
  readonly unlocked: boolean;
  /** Closes the AudioContext; the player is silent after it until unlocked again. */
  close(): void;
}

type AudioContextMaker = () => AudioContextLike;

/** The browser's AudioContext, or null where there is none (a server, jsdom, an old browser). */
function browserAudio(): AudioContextMaker | null {
  const scope = globalThis as typeof globalThis & { webkitAudioContext?: typeof AudioContext };
  const Context = scope.AudioContext ?? scope.webkitAudioContext;
  return typeof Context === "function" ? () => new Context() : null;
}

/**
 * A player of the game's sounds on the Web Audio API. It makes no AudioContext until
 * `unlock()`, and where Web Audio is missing or refuses it stays silent rather than throw:
 * sound is a nicety, never a reason for a game to break. `make` makes the context (by
 * default the browser's `AudioContext`; null for none). The hook's `sound` option uses one;
 * this is for sounds of one's own. A plain module (no "use client").
 *
 * @example
 * ```tsx
 * import { createSoundPlayer, soundFor, useFlyingChess } from "@flying/react";
 *
 * const player = createSoundPlayer();
 * export function Game() {
 *   const play = (name: ReturnType<typeof soundFor>) => name && player.play(name);
 *   const game = useFlyingChess({ onEvents: (events) => play(soundFor(events)) });
 *   const roll = () => { player.unlock(); game.roll(); }; // a gesture starts the audio
 *   return <button type="button" onClick={roll}>Roll</button>;
 * }
 * ```
 */
export function createSoundPlayer(make: AudioContextMaker | null = browserAudio()): SoundPlayer {
  let context: AudioContextLike | null = null;
  let broken = make === null;
  return {
    get unlocked() {
      return context !== null && context.state === "running";
    },
    unlock() {
      if (broken) return;
      try {
        if (context === null) context = (make as AudioContextMaker)();
        if (context.state === "suspended") void context.resume().catch(() => {});
      } catch {
        broken = true;
      }
    },
    play(name, delay = 0) {
      if (context === null || context.state === "closed") return;
      try {
        const start = context.currentTime + Math.max(delay, 0);
        for (const tone of SOUNDS[name]) playTone(context, tone, start);
      } catch {
        // A context that fails once (a device gone) is left alone: the game plays on unheard.
        broken = true;
        context = null;
      }
    },
    close() {
      const closing = context;
      context = null;
      if (closing && closing.state !== "closed") void closing.close().catch(() => {});
    },
  };
}

function playTone(context: AudioContextLike, tone: Tone, start: number): void {
  const begin = start + tone.at;
  const end = begin + tone.duration;
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = tone.wave;
  oscillator.frequency.setValueAtTime(tone.from, begin);
  if (tone.to !== undefined) oscillator.frequency.exponentialRampToValueAtTime(tone.to, end);
  // A quick attack and an exponential fall, so no tone clicks on or off.
  gain.gain.setValueAtTime(0.0001, begin);
  gain.gain.exponentialRampToValueAtTime(tone.gain, begin + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, end);
  oscillator.connect(gain);
  gain.connect(context.destination);
  oscillator.start(begin);
  oscillator.stop(end + 0.02);
}
