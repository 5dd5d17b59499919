"use client";
import type { GameEvent } from "@flying/engine";
import { type RefObject, useEffect, useRef } from "react";
import { eventTimes } from "../board/useMoveAnimation.js";
import { createSoundPlayer, type SoundPlayer, soundCues, soundFor } from "./synth.js";

/** The gestures a browser lets a page start audio from. */
const GESTURES = ["pointerdown", "keydown", "touchend", "click"] as const;

/**
 * The game's sounds while `enabled`: each new batch of events (`eventKey`) plays the sounds
 * its news calls for. On a board animating the batch (`animationStep`: its step length, set
 * by the board as the animation starts, 0 for none) each sound is heard as its event is
 * seen, the capture as the piece lands; without one, the batch's most striking sound alone.
 * The audio starts on the person's first gesture on the page after the sound is turned on
 * (browsers keep audio made without one silent), so nothing is made, or heard, until then;
 * off, no AudioContext is ever made.
 */
export function useGameSound(
  enabled: boolean,
  events: readonly GameEvent[],
  eventKey: number,
  animationStep: RefObject<number>,
): void {
  const player = useRef<SoundPlayer | null>(null);
  useEffect(() => {
    if (!enabled || typeof window === "undefined") return;
    const own = player.current ?? createSoundPlayer();
    player.current = own;
    // Until the audio runs: a context made on one gesture may start suspended (iOS) and
    // need the next.
    const unlock = () => {
      own.unlock();
      if (own.unlocked) for (const type of GESTURES) window.removeEventListener(type, unlock, true);
    };
    // Capture phase: the gesture unlocks the audio before the click it starts rolls the die.
    for (const type of GESTURES) window.addEventListener(type, unlock, true);
    return () => {
      for (const type of GESTURES) window.removeEventListener(type, unlock, true);
      own.close();
      player.current = null;
    };
  }, [enabled]);

  // Played once per batch: the key, not the render, says there is news.
  const played = useRef(eventKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new batch comes with a new key
  useEffect(() => {
    if (played.current === eventKey) return;
    played.current = eventKey;
    const stepMs = animationStep.current;
    animationStep.current = 0;
    const own = player.current;
    if (!enabled || !own) return;
    if (stepMs > 0) {
      const times = eventTimes(events, stepMs);
      for (const { name, index } of soundCues(events)) own.play(name, (times[index] ?? 0) / 1000);
      return;
    }
    const name = soundFor(events);
    if (name !== null) own.play(name);
  }, [eventKey]);
}
