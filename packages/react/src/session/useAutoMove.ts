"use client";
import { onlyMove, type Session, type SessionCommand } from "@flying/engine";
import { useEffect } from "react";

/**
 * Auto-move: when a person's roll leaves exactly one legal move (the engine's `onlyMove`),
 * it is made for them after `delay` ms, long enough to see the die and the piece. The timer
 * is cleared by any new session (a click got there first, an undo, a reset) and waits for
 * a move animation; the command is pinned to the session's step, so it never acts twice.
 */
export function useAutoMove(
  session: Session,
  delay: number | null,
  animating: boolean,
  run: (command: SessionCommand) => boolean,
): void {
  const command = delay === null ? null : onlyMove(session);
  const piece = command?.piece;
  const at = command?.at;
  useEffect(() => {
    if (piece === undefined || at === undefined || delay === null || animating) return;
    const timer = setTimeout(() => run({ type: "move", piece, at }), delay);
    return () => clearTimeout(timer);
  }, [piece, at, delay, animating, run]);
}
