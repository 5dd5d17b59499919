import type { GameState } from "@flying/engine";

/**
 * The props (and options) a component or the hook checks: what `FlyingPropError.prop` names.
 *
 * @example
 * ```tsx
 * import { FlyingPropError, type FlyingPropName } from "@flying/react";
 *
 * const isLocaleMistake = (error: unknown) =>
 *   error instanceof FlyingPropError && error.prop === ("locale" satisfies FlyingPropName);
 * ```
 */
export type FlyingPropName =
  | "autoMove"
  | "local"
  | "locale"
  | "orientation"
  | "piece"
  | "players"
  | "robotPace"
  | "state"
  | "value"
  | "variant";

/** The mark of a FlyingPropError, the same symbol in every copy of the package. */
const PROP_ERROR = Symbol.for("@flying/react FlyingPropError");

/**
 * Thrown when a component is given a prop it cannot use; names the component and the prop.
 * `component` is any name (`resolveLocale` takes an app's own); `prop` is the stable code.
 * A `TypeError`, thrown while rendering, so an error boundary catches it. A plain module (no
 * "use client"): a server component may check for it too.
 *
 * @example
 * ```tsx
 * import { FlyingPropError, resolveLocale } from "@flying/react";
 *
 * try {
 *   resolveLocale("zh", undefined, "MyMenu"); // zh's entry not imported
 * } catch (error) {
 *   if (error instanceof FlyingPropError) console.log(error.component, error.prop); // → MyMenu locale
 * }
 * ```
 */
export class FlyingPropError extends TypeError {
  readonly component: string;
  readonly prop: FlyingPropName;

  constructor(component: string, prop: FlyingPropName, problem: string) {
    super(`<${component}> prop "${prop}" ${problem}`);
    this.name = "FlyingPropError";
    this.component = component;
    this.prop = prop;
  }

  // One class across copies of the package (its ES module and CommonJS builds side by side,
  // a bundle and a server): `instanceof` reads a mark that every copy's errors carry.
  get [PROP_ERROR](): true {
    return true;
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return (
      typeof value === "object" &&
      value !== null &&
      (value as Record<symbol, unknown>)[PROP_ERROR] === true
    );
  }
}

export function checkGameState(state: unknown, component: string): asserts state is GameState {
  const candidate = state as Partial<GameState> | null;
  if (
    typeof candidate !== "object" ||
    candidate === null ||
    typeof candidate.variant !== "string" ||
    !Array.isArray(candidate.pieces) ||
    !Array.isArray(candidate.colors)
  ) {
    throw new FlyingPropError(
      component,
      "state",
      "must be a game state made by createGame or useFlyingChess",
    );
  }
}
