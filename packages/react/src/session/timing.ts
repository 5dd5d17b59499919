// The hook's default timings, plain numbers: no "use client", so a server component can
// read them (useFlyingChess.ts, the hook, is a client module).

/**
 * How long a robot waits before each action, in milliseconds, unless `robotPace` (or the
 * seat's own `pace`) says otherwise.
 *
 * @example
 * ```tsx
 * import { DEFAULT_ROBOT_PACE, useFlyingChess } from "@flying/react";
 *
 * // Robots twice as slow as by default.
 * export const useSlowGame = () => useFlyingChess({ robotPace: 2 * DEFAULT_ROBOT_PACE });
 * ```
 */
export const DEFAULT_ROBOT_PACE = 700;
/**
 * How long auto-move waits before making a person's only move, in milliseconds
 * (`autoMove: true`, or `{ delay }` left out).
 *
 * @example
 * ```tsx
 * import { DEFAULT_AUTO_MOVE_DELAY, useFlyingChess } from "@flying/react";
 *
 * export const useQuickGame = () =>
 *   useFlyingChess({ autoMove: { delay: DEFAULT_AUTO_MOVE_DELAY / 2 } });
 * ```
 */
export const DEFAULT_AUTO_MOVE_DELAY = 700;
