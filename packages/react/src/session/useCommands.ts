"use client";
import { applyCommand, type GameEvent, type Session, type SessionCommand } from "@flying/engine";
import { type Dispatch, type SetStateAction, useCallback, useRef } from "react";
import { useCommitEffect } from "../useCommitEffect.js";
import type { GameError, LoadError, UseFlyingChessOptions } from "../useFlyingChess.js";
import { reseeded } from "./initial.js";
import type { Seating } from "./useSeats.js";

/** What one render of the hook shows: the session, the events to animate, and the last refusals. */
export interface View {
  session: Session;
  events: readonly GameEvent[];
  error: GameError | null;
  loadError: LoadError | null;
  /** Controlled mode: the session step an action was sent at, until the owner answers. */
  sentAt: number | null;
}

const GAME_ACTIONS = new Set(["roll", "move", "robot", "play"]);
const REFUSED: GameError = {
  code: "ACTION_REFUSED",
  message: "the game's owner refused the action",
};

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === "object" && value !== null && typeof Reflect.get(value, "then") === "function";

/**
 * Why a game action may not be sent from here (controlled mode): the game is paused here,
 * or the colour to play is not a local one, or a robot plays it (the owner runs it). Null
 * when it may, or when the game's own checks say better (a game over).
 */
function notHere(session: Session, command: SessionCommand, seating: Seating): GameError | null {
  const { game } = session;
  if (seating.paused)
    return { code: "PAUSED", message: "the game is paused here: nobody can act for now" };
  const { local, players } = seating;
  if (local === null || game.over) return null;
  if (!local.includes(game.turn))
    return {
      code: "NOT_LOCAL_TURN",
      message: `it is ${game.turn}'s turn, and ${game.turn} is played elsewhere`,
    };
  const player = players[game.turn] ?? "human";
  if ((command.type === "roll" || command.type === "move") && player !== "human")
    return {
      code: "NOT_HUMAN_TURN",
      message: `it is ${game.turn}'s turn, and a robot plays ${game.turn}`,
    };
  return null;
}
const NO_EVENTS: readonly GameEvent[] = [];

/**
 * The one way the hook changes a game: a session command, checked against the session as
 * it is at that moment, not as it was last drawn, so a burst of clicks in one task sees each
 * earlier click's result. In controlled mode the game's owner applies the action: it is sent
 * once, and nothing more is sent until the owner gives a new state or says no (`onAction`
 * returning false, or a promise of it that settles so, or rejects). With `local`, only the
 * local colours' turns are sent, and `paused` sends nothing.
 */
export function useCommands(
  view: View,
  setOwn: Dispatch<SetStateAction<View>>,
  options: UseFlyingChessOptions,
  controlled: boolean,
  seating: Seating,
): (command: SessionCommand) => boolean {
  // What the last committed render showed, and the session the next command starts from
  // (ahead of it after a command, until the render that shows that command commits).
  const latest = useRef({ view, options, controlled, seating });
  const current = useRef(view.session);
  // A game given no seed (nor a saved game to resume) draws its seed at its first action.
  const unseeded = useRef(options.seed === undefined && options.record === undefined);
  // Counts the actions sent: a late answer is only for the last one.
  const sends = useRef(0);
  useCommitEffect(() => {
    latest.current = { view, options, controlled, seating };
    current.current = view.session;
  });

  return useCallback(
    (command: SessionCommand): boolean => {
      const {
        view: shown,
        options: now,
        controlled: isControlled,
        seating: seats,
      } = latest.current;
      const refuse = (error: GameError) => {
        setOwn((own) => ({ ...own, error }));
        return false;
      };
      if (isControlled) {
        if (!GAME_ACTIONS.has(command.type))
          return refuse({
            code: "CONTROLLED_GAME",
            message: `${command.type} is the game owner's to do in controlled mode`,
          });
        if (shown.loadError)
          return refuse({ code: shown.loadError.code, message: shown.loadError.message });
        const elsewhere = notHere(current.current, command, seats);
        if (elsewhere) return refuse(elsewhere);
        if (shown.sentAt === current.current.step)
          return refuse({
            code: "ACTION_PENDING",
            message: "an action was sent for this state; waiting for the game's owner",
          });
      }
      if (command.type === "reset") unseeded.current = false;
      else if (unseeded.current && GAME_ACTIONS.has(command.type) && !isControlled) {
        unseeded.current = false;
        if (current.current.log.length === 0) current.current = reseeded(current.current);
      }
      const result = applyCommand(current.current, command);
      if (!result.ok) return refuse(result.error);
      const entry = result.session.log.at(-1);
      const acted = GAME_ACTIONS.has(command.type) && entry !== undefined;
      if (isControlled) {
        const step = current.current.step;
        latest.current.view = { ...shown, sentAt: step };
        setOwn((own) => ({ ...own, error: null, sentAt: step }));
        const answer = acted ? now.onAction?.(entry.action) : undefined;
        if (answer === false) {
          latest.current.view = { ...shown, sentAt: null };
          setOwn((own) => ({ ...own, error: REFUSED, sentAt: null }));
          return false;
        }
        if (isThenable(answer)) {
          // The owner answers later: a no (or a failure) lets the next action through, if
          // it is about this action still (the game has not moved on, nothing else was sent).
          const sent = ++sends.current;
          const refused = () => {
            if (sends.current !== sent || current.current.step !== step) return;
            if (latest.current.view.sentAt !== step) return;
            latest.current.view = { ...latest.current.view, sentAt: null };
            setOwn((own) => (own.sentAt === step ? { ...own, error: REFUSED, sentAt: null } : own));
          };
          answer.then((ok) => {
            if (ok === false) refused();
          }, refused);
        }
        return true;
      }
      current.current = result.session;
      // Undo, redo and reset jump: only a played action animates.
      setOwn((own) => ({
        session: result.session,
        events: acted ? result.events : NO_EVENTS,
        error: null,
        loadError: command.type === "reset" ? null : own.loadError,
        sentAt: null,
      }));
      if (acted) {
        now.onAction?.(entry.action);
        now.onEvents?.(result.events, result.session.game);
      }
      now.onSessionChange?.(result.session);
      return true;
    },
    [setOwn],
  );
}
