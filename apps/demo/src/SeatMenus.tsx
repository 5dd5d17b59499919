/**
 * How many colours play and who sits at each: the menus the start screen and the online
 * room's setup share.
 */
import type { Color } from "@flying/engine";
import { Menu } from "./Menu.js";
import { colorCounts, type GameSetup, SEATS, type Seat, withColorCount } from "./setup.js";

export function SeatMenus(props: {
  setup: GameSetup;
  onChange: (setup: GameSetup) => void;
  countLabel: string;
  colorName: (color: Color) => string;
  seatName: (seat: Seat) => string;
  /** The setup with `count` colours: by default the one withColorCount gives. */
  withCount?: (setup: GameSetup, count: number) => GameSetup;
}) {
  const { setup, onChange, withCount = withColorCount } = props;
  const counts = colorCounts(setup.variant);
  return (
    <>
      {counts.length > 1 && (
        <Menu
          label={props.countLabel}
          name="colors"
          value={String(setup.colors.length)}
          onChange={(count) => onChange(withCount(setup, Number(count)))}
          options={counts.map((n) => [String(n), String(n)])}
        />
      )}
      {setup.colors.map((color: Color) => (
        <Menu<Seat>
          key={color}
          name={`seat-${color}`}
          label={props.colorName(color)}
          value={setup.seats[color] ?? "human"}
          onChange={(seat) => onChange({ ...setup, seats: { ...setup.seats, [color]: seat } })}
          options={SEATS.map((seat) => [seat, props.seatName(seat)])}
        />
      ))}
    </>
  );
}
