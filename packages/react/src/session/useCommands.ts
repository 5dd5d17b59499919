import { applyCommand, type GameEvent, type Session, type SessionCommand } from "@flying/engine";
import { type Dispatch, type SetStateAction, useCallback, useRef } from "react";
import type { GameError, LoadError, UseFlyingChessOptions } from "../useFlyingChess.js";

/** What one render of the hook shows: the session, the events to animate, and the last refusals. */
export interface View {
  session: Session;
  events: readonly GameEvent[];
  error: GameError | null;
  loadError: LoadError | null;
}

const GAME_ACTIONS = new Set(["roll", "move", "robot", "play"]);
const NO_EVENTS: readonly GameEvent[] = [];

/**
 * The one way the hook changes a game: a session command, checked against the session as
 * it is at that moment, not as it was last drawn, so a burst of clicks in one task sees each
 * earlier click's result. In controlled mode the game's owner applies the action: it is sent
 * once, and nothing more is sent until the owner gives a new state.
 */
export function useCommands(
  view: View,
  setOwn: Dispatch<SetStateAction<View>>,
  options: UseFlyingChessOptions,
  controlled: boolean,
): (command: SessionCommand) => boolean {
  const latest = useRef({ view, options, controlled });
  latest.current = { view, options, controlled };
  /** The session the next command starts from: ahead of the last render after a command. */
  const current = useRef(view.session);
  current.current = view.session;
  const sentFor = useRef<unknown>(null);

  return useCallback(
    (command: SessionCommand): boolean => {
      const { options: now, controlled: isControlled } = latest.current;
      if (isControlled && (!GAME_ACTIONS.has(command.type) || sentFor.current === now.state))
        return false;
      const result = applyCommand(current.current, command);
      if (!result.ok) {
        setOwn((own) => ({ ...own, error: result.error }));
        return false;
      }
      const entry = result.session.log.at(-1);
      const acted = GAME_ACTIONS.has(command.type) && entry !== undefined;
      if (isControlled) {
        sentFor.current = now.state;
        setOwn((own) => (own.error ? { ...own, error: null } : own));
        if (acted) now.onAction?.(entry.action);
        return true;
      }
      current.current = result.session;
      // Undo, redo and reset jump: only a played action animates.
      setOwn((own) => ({
        session: result.session,
        events: acted ? result.events : NO_EVENTS,
        error: null,
        loadError: command.type === "reset" ? null : own.loadError,
      }));
      if (acted) {
        now.onAction?.(entry.action);
        now.onEvents?.(result.events, result.session.game);
      }
      return true;
    },
    [setOwn],
  );
}
