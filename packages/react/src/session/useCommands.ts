"use client";
import { applyCommand, type GameEvent, type Session, type SessionCommand } from "@flying/engine";
import { type Dispatch, type SetStateAction, useCallback, useRef } from "react";
import { useCommitEffect } from "../useCommitEffect.js";
import type { GameError, LoadError, UseFlyingChessOptions } from "../useFlyingChess.js";
import { reseeded } from "./initial.js";

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
const NO_EVENTS: readonly GameEvent[] = [];

/**
 * The one way the hook changes a game: a session command, checked against the session as
 * it is at that moment, not as it was last drawn, so a burst of clicks in one task sees each
 * earlier click's result. In controlled mode the game's owner applies the action: it is sent
 * once, and nothing more is sent until the owner gives a new state or says no (`onAction`
 * returning false).
 */
export function useCommands(
  view: View,
  setOwn: Dispatch<SetStateAction<View>>,
  options: UseFlyingChessOptions,
  controlled: boolean,
): (command: SessionCommand) => boolean {
  // What the last committed render showed, and the session the next command starts from
  // (ahead of it after a command, until the render that shows that command commits).
  const latest = useRef({ view, options, controlled });
  const current = useRef(view.session);
  // A game given no seed (nor a saved game to resume) draws its seed at its first action.
  const unseeded = useRef(options.seed === undefined && options.record === undefined);
  useCommitEffect(() => {
    latest.current = { view, options, controlled };
    current.current = view.session;
  });

  return useCallback(
    (command: SessionCommand): boolean => {
      const { view: shown, options: now, controlled: isControlled } = latest.current;
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
        if (acted && now.onAction?.(entry.action) === false) {
          latest.current.view = { ...shown, sentAt: null };
          const error: GameError = {
            code: "ACTION_REFUSED",
            message: "the game's owner refused the action",
          };
          setOwn((own) => ({ ...own, error, sentAt: null }));
          return false;
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
