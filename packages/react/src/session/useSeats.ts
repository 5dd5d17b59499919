"use client";
import type { Color, Session } from "@flying/engine";
import { useMemo } from "react";
import { FlyingPropError } from "../errors.js";
import { seatsFor } from "./initial.js";

/**
 * Who may act here, as the hook's options say on this render. `local` null: every colour is
 * played here (the hook's plain modes). In controlled mode with `local`, only those colours
 * are, the seats shown follow `players` and no robot plays here; `paused` keeps everyone
 * from acting for now.
 */
export interface Seating {
  local: readonly Color[] | null;
  paused: boolean;
  /** The seats shown, and checked before a roll or a move is sent. */
  players: Session["players"];
}

/**
 * The session as it is shown: in controlled mode with `local`, the session with the seats
 * `players` gives on this render (every colour a person's by default), a new object only
 * when the session or the seats change; otherwise the session itself.
 */
export function useSeats(
  session: Session,
  options: { local?: unknown; paused?: unknown; players?: unknown },
  controlled: boolean,
): { shown: Session; seating: Seating } {
  const local = controlled ? localOf(options.local) : null;
  const game = session.game;
  // The seats are worked out again only when what they depend on changes: `players` is
  // usually a new object on every render of the owner.
  const key = local === null ? null : JSON.stringify([game.variant, game.colors, options.players]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the values `key` spells out
  const seats = useMemo(() => (key === null ? null : seatsFor(game, options.players)), [key]);
  const shown = useMemo(
    () => (seats === null ? session : { ...session, players: seats }),
    [session, seats],
  );
  return {
    shown,
    seating: { local, paused: controlled && options.paused === true, players: shown.players },
  };
}

/** The `local` option checked: null when not given, else a list of colours. */
function localOf(option: unknown): readonly Color[] | null {
  if (option === undefined) return null;
  if (!Array.isArray(option) || option.some((color) => typeof color !== "string")) {
    throw new FlyingPropError(
      "useFlyingChess",
      "local",
      `must be a list of colours (["red"], or [] for none), not ${String(option)}`,
    );
  }
  return option;
}
