"use client";
import { type GameState, standings } from "@flying/engine";
import { type LocaleInput, useLocalePack } from "./i18n/context.js";
import { format } from "./i18n/format.js";

/**
 * The props of `<Standings>`.
 *
 * @example
 * ```tsx
 * import { createGame } from "@flying/engine";
 * import type { StandingsProps } from "@flying/react";
 *
 * const props: StandingsProps = { state: createGame({ variant: "aeroplane" }), locale: "en" };
 * ```
 */
export interface StandingsProps {
  /** The game to rank (any phase; usually one that is over). */
  state: GameState;
  /**
   * The language of the list: a loaded pack's code or a pack.
   *
   * @default the `<FlyingLocaleProvider>`'s, else English
   */
  locale?: LocaleInput;
  className?: string;
}

/**
 * Every colour ranked as the engine ranks it (`standings`): places first, then pieces home and
 * steps walked. A client component (its module is "use client").
 *
 * @example
 * ```tsx
 * import { Standings, useFlyingChess } from "@flying/react";
 *
 * export function Results() {
 *   const game = useFlyingChess({ variant: "aeroplane", rules: { playForPlaces: true } });
 *   return game.phase === "over" ? <Standings state={game.state} /> : null;
 * }
 * ```
 */
export function Standings({ state, className, ...props }: StandingsProps) {
  const pack = useLocalePack(props.locale, "Standings");
  return (
    <section className={className} aria-label={pack.ui.standings}>
      <h2 style={{ fontSize: "1rem", margin: "0 0 0.25rem" }}>{pack.ui.standings}</h2>
      <ol style={{ margin: 0, padding: 0, listStyle: "none" }}>
        {standings(state).map((row, i) => (
          // Every row numbered as the engine ranks it; a colour without a place says how
          // far it got, which is what ranks it.
          <li key={row.color}>
            {format(pack.ui.place, { place: row.place ?? i + 1, color: pack.colors[row.color] })}
            {row.place === null && ` (${format(pack.ui.piecesFinished, { count: row.finished })})`}
          </li>
        ))}
      </ol>
    </section>
  );
}
