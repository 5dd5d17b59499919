"use client";
import { playerOf, robotToAct, type Session, type SessionCommand } from "@flying/engine";
import { useEffect } from "react";

/**
 * Robots act by themselves at a pace a person can follow, one action per timer, and wait
 * while a move animates: a cleared timer (unmount, a new session, StrictMode's second effect
 * run) never acts. `here` false: no robot plays here (the game's owner runs them).
 */
export function useRobotTimer(
  session: Session,
  robotPace: number,
  animating: boolean,
  run: (command: SessionCommand) => boolean,
  here = true,
): void {
  const robot = here ? robotToAct(session) : null;
  const seat = playerOf(session, session.game.turn);
  const pace = seat === "human" ? robotPace : (seat.pace ?? robotPace);
  // biome-ignore lint/correctness/useExhaustiveDependencies: every new session is a new turn to take
  useEffect(() => {
    if (robot === null || animating) return;
    const timer = setTimeout(() => run({ type: "robot" }), pace);
    return () => clearTimeout(timer);
  }, [session, robot, animating, pace, run]);
}
