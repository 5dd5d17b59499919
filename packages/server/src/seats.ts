/**
 * Who sits where in a room: the seats the options set up, the clients who claimed them by
 * name, who is ready, and the robots standing in for players who left. Pure bookkeeping
 * with no clock and no network, so the room's rules of seating are tested on their own.
 */
import type { Color, RobotId } from "@flying/engine";
import type { SeatChoice } from "./options.js";
import type { RoomErrorCode, SeatView } from "./protocol.js";

/** The robot that takes over the seat of a player who leaves a started game. */
export const STAND_IN: RobotId = "medium";

/** Who acts for a seat now: a robot, the client holding it, or nobody yet (its turn waits). */
export type Actor = { robot: RobotId } | { client: string } | null;

export interface SeatRefusal {
  code: RoomErrorCode | "INVALID_COLORS";
  message: string;
}

interface Seat {
  /** What the options made it, or the host since (`setRobot`, before the start). */
  setUp: SeatChoice;
  client: string | null;
  name: string | null;
  ready: boolean;
  /** The robot playing it since its player left a started game. */
  standIn: RobotId | null;
  /** Its client's connection dropped: the seat is kept for the grace period. */
  dropped: boolean;
}

export class SeatTable {
  private readonly seats = new Map<Color, Seat>();

  constructor(setUp: Partial<Record<Color, SeatChoice>>) {
    for (const [color, choice] of Object.entries(setUp) as [Color, SeatChoice][])
      this.seats.set(color, {
        setUp: choice,
        client: null,
        name: null,
        ready: false,
        standIn: null,
        dropped: false,
      });
  }

  /** The colour `client` holds, or null (a spectator). */
  seatOf(client: string): Color | null {
    for (const [color, seat] of this.seats) if (seat.client === client) return color;
    return null;
  }

  /**
   * `client` takes `color`'s seat under `name`. Before the start it must then say it is
   * ready. (A game starts with every person's seat held (`free`), and a seat given up after
   * that goes to a robot, so a claim after the start finds none free; were one free, its
   * claimant would play at once.)
   */
  claim(client: string, color: string, name: string, started: boolean): SeatRefusal | null {
    const seat = this.seats.get(color as Color);
    if (!seat)
      return {
        code: "INVALID_COLORS",
        message: `${color} is not a colour in play (${[...this.seats.keys()].join(", ")})`,
      };
    const held = this.seatOf(client);
    if (held === color) return null;
    if (held !== null)
      return { code: "ALREADY_SEATED", message: `you hold ${held}'s seat: leave it first` };
    if (seat.setUp !== "human" || seat.standIn !== null)
      return { code: "SEAT_IS_ROBOT", message: `a robot plays ${color}` };
    if (seat.client !== null)
      return { code: "SEAT_TAKEN", message: `${seat.name ?? "someone"} holds ${color}'s seat` };
    seat.client = client;
    seat.name = name;
    seat.ready = started;
    return null;
  }

  /** Marks the seat `client` holds ready (or not) for the start. */
  setReady(client: string, ready: boolean): SeatRefusal | null {
    const color = this.seatOf(client);
    if (color === null) return { code: "NOT_SEATED", message: "claim a seat first" };
    (this.seats.get(color) as Seat).ready = ready;
    return null;
  }

  /**
   * `client` gives up its seat (it left the room, or said "leave"). Before the start the
   * seat is free again; after it, a robot plays it out (STAND_IN). Returns the colour, or
   * null if it held none.
   */
  release(client: string, started: boolean): Color | null {
    const color = this.seatOf(client);
    if (color === null) return null;
    const seat = this.seats.get(color) as Seat;
    seat.client = null;
    seat.ready = false;
    seat.dropped = false;
    if (started) seat.standIn = STAND_IN;
    else seat.name = null;
    return color;
  }

  /**
   * `client`'s connection dropped: it keeps its seat (its turns wait) until it comes back
   * (`rejoin`) or the grace period ends (`release`). Returns the colour, or null.
   */
  drop(client: string): Color | null {
    const color = this.seatOf(client);
    if (color !== null) (this.seats.get(color) as Seat).dropped = true;
    return color;
  }

  /** `client` reconnected within the grace period: its seat is its own again. */
  rejoin(client: string): Color | null {
    const color = this.seatOf(client);
    if (color !== null) (this.seats.get(color) as Seat).dropped = false;
    return color;
  }

  /**
   * The host makes `color` a robot's seat (`robot`), or a person's again (null): before the
   * start, and only while no client holds it (a dropped one's seat is still held).
   */
  setRobot(color: string, robot: RobotId | null): SeatRefusal | null {
    const seat = this.seats.get(color as Color);
    if (!seat)
      return {
        code: "INVALID_COLORS",
        message: `${color} is not a colour in play (${[...this.seats.keys()].join(", ")})`,
      };
    if (seat.client !== null)
      return {
        code: "SEAT_TAKEN",
        message: `${seat.name ?? "someone"} holds ${color}'s seat: only they can give it up`,
      };
    seat.setUp = robot === null ? "human" : { robot };
    return null;
  }

  /**
   * The people's seats nobody holds, which hold the start back: a game started so would
   * wait for ever on their turns.
   */
  free(): Color[] {
    const colors: Color[] = [];
    for (const [color, seat] of this.seats)
      if (seat.setUp === "human" && seat.standIn === null && seat.client === null)
        colors.push(color);
    return colors;
  }

  /** The claimed seats not ready yet (or whose player dropped), which hold the start back. */
  notReady(): Color[] {
    const colors: Color[] = [];
    for (const [color, seat] of this.seats)
      if (seat.client !== null && (!seat.ready || seat.dropped)) colors.push(color);
    return colors;
  }

  /** Who acts for `color` now. */
  actorOf(color: Color): Actor {
    const seat = this.seats.get(color);
    if (!seat) return null;
    if (seat.setUp !== "human") return { robot: seat.setUp.robot };
    if (seat.standIn !== null) return { robot: seat.standIn };
    return seat.client === null ? null : { client: seat.client };
  }

  /** Every seat as the clients see it. */
  view(): Partial<Record<Color, SeatView>> {
    const view: Partial<Record<Color, SeatView>> = {};
    for (const [color, seat] of this.seats) {
      const robot = seat.setUp !== "human" ? seat.setUp.robot : seat.standIn;
      view[color] = {
        name: seat.name,
        kind: robot === null ? "human" : "robot",
        robot,
        client: seat.client,
        connected: robot !== null ? seat.setUp !== "human" : seat.client !== null && !seat.dropped,
        ready: robot !== null || seat.ready,
      };
    }
    return view;
  }
}
