"use client";
import {
  applyCommand,
  type GameEvent,
  type GameState,
  type Session,
  type SessionFailure,
} from "@flying/engine";
import { useRef } from "react";

export interface ControlledView {
  session: Session;
  /** The events that brought the game to this state (none for the state the hook mounted with). */
  events: readonly GameEvent[];
  /** Why the latest state was refused; the last valid one is shown meanwhile. */
  error: SessionFailure | null;
}

/**
 * Follows a game state owned elsewhere (controlled mode), growing the session's
 * log by each new state's actions. Worked out while rendering, keyed by the
 * state object, so the very render that shows a new state has its events and
 * StrictMode's second render finds the work done.
 */
export function useControlledSession(
  state: GameState | undefined,
  base: Session,
): ControlledView | null {
  const seen = useRef<{ state: GameState; view: ControlledView } | null>(null);
  if (state === undefined) return null;
  if (seen.current?.state !== state) {
    const previous = seen.current?.view.session;
    const result = applyCommand(previous ?? base, { type: "sync", game: state });
    let view: ControlledView;
    if (!result.ok) view = { session: previous ?? base, events: NO_EVENTS, error: result.error };
    else {
      // The state the hook mounted with is where the game stands, not a move to animate.
      const events = previous === undefined ? NO_EVENTS : result.events;
      view = { session: result.session, events, error: null };
    }
    seen.current = { state, view };
  }
  return seen.current.view;
}

const NO_EVENTS: readonly GameEvent[] = [];
