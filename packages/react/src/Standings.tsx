"use client";
import { type GameState, standings } from "@flying/engine";
import { type LocaleInput, useLocalePack } from "./i18n/context.js";
import { format } from "./i18n/format.js";

export interface StandingsProps {
  state: GameState;
  locale?: LocaleInput;
  className?: string;
}

/** Every colour ranked as the engine ranks it: places first, then pieces home and steps walked. */
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
