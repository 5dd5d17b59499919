"use client";
import type { Board, GameEvent } from "@flying/engine";
import { memo } from "react";
import type { BoardStrings } from "../i18n/en-board.js";
import { narrate, sentences } from "../i18n/format.js";
import { VisuallyHidden } from "../VisuallyHidden.js";

export interface AnnouncerProps {
  /** The events of the last action, told as one message. */
  events: readonly GameEvent[];
  board: Board;
  pack: BoardStrings;
  /** false keeps the region (so it is in place before the first message) but silent. */
  enabled: boolean;
}

/**
 * The board's aria-live narration. Memoised so a batch of events is narrated once, not
 * again on every animation step and hover that re-renders the board around it.
 */
export const Announcer = memo(function Announcer({ events, board, pack, enabled }: AnnouncerProps) {
  const message = enabled
    ? sentences(
        pack,
        events.map((event) => narrate(pack, board, event)),
      )
    : "";
  return (
    <VisuallyHidden aria-live="polite" role="status">
      {message}
    </VisuallyHidden>
  );
});
