import type { ErrorCode } from "./types.js";

/**
 * A mark for an error class whose `instanceof` holds across copies of the package (its ESM
 * and its CommonJS build loaded side by side, or two bundles): each copy marks its errors
 * with the same registered symbol, and `instanceof` asks for the mark, not the prototype.
 */
export function errorBrand(name: string) {
  const key = Symbol.for(`@flying/engine ${name}`);
  return {
    mark: (error: Error): void => {
      Object.defineProperty(error, key, { value: true });
    },
    is: (value: unknown): boolean =>
      typeof value === "object" &&
      value !== null &&
      (value as Record<symbol, unknown>)[key] === true,
  };
}

const ruleErrors = errorBrand("RuleError");

/**
 * The one error the engine throws; `code` is stable, `message` names what was wrong.
 * `createGame`, `reduce`, `fromRecord`, `replay` and the board and rule lookups throw it;
 * `apply` and `validateState` return its code and message instead. `instanceof` holds across
 * copies of the package (its ESM and CommonJS builds loaded side by side).
 *
 * @example
 * ```ts
 * import { createGame, RuleError } from "@flying/engine";
 *
 * try {
 *   createGame({ seed: 1.5 });
 * } catch (error) {
 *   if (error instanceof RuleError) console.log(error.code); // "INVALID_SEED"
 * }
 * ```
 */
export class RuleError extends Error {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = "RuleError";
    this.code = code;
    ruleErrors.mark(this);
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return ruleErrors.is(value);
  }
}

export function fail(code: ErrorCode, message: string): never {
  throw new RuleError(code, message);
}

/** The most characters of a bad value a message quotes, so that no error grows with its input. */
export const QUOTE_LENGTH = 40;
/** The most items or keys of an array or object an excerpt shows. */
const QUOTE_ITEMS = 4;
/** BigInts beyond this are not spelt out: printing a huge one takes time, not just room. */
const BIG = 10n ** 40n;

/**
 * A short excerpt of any value for an error message: JSON-like for plain data, cut to
 * QUOTE_LENGTH characters with "…". It never throws and calls none of the value's own
 * code (getters, toString, toJSON); a Proxy's traps may run, and if they throw the value
 * is described instead of shown.
 */
export function quote(value: unknown): string {
  let text: string;
  try {
    text = excerpt(value, true);
  } catch {
    text = "(a value that cannot be read)";
  }
  return cut(text, QUOTE_LENGTH);
}

/** `text`, cut to `length` characters with "…" when longer. */
export function cut(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

function excerpt(value: unknown, top: boolean): string {
  switch (typeof value) {
    case "string":
      // Cut before quoting, so a huge string costs no more than a short one.
      return JSON.stringify(value.length > QUOTE_LENGTH ? value.slice(0, QUOTE_LENGTH) : value);
    case "bigint":
      return value > -BIG && value < BIG ? `${value}n` : "(a huge BigInt)";
    case "number":
    case "boolean":
    case "undefined":
      // String(-0) is "0": a minus zero keeps its sign.
      return Object.is(value, -0) ? "-0" : String(value);
    case "symbol":
      return `Symbol(${cut(value.description ?? "", QUOTE_LENGTH)})`;
    case "function":
      return "(a function)";
    default:
      if (value === null) return "null";
      if (Array.isArray(value)) return top ? arrayExcerpt(value) : "[…]";
      return top ? objectExcerpt(value as object) : "{…}";
  }
}

/** An own data property's value, shown one level deep; a getter is not called. */
function entry(object: object, key: string): string {
  const descriptor = Object.getOwnPropertyDescriptor(object, key);
  if (!descriptor) return "";
  return "value" in descriptor ? excerpt(descriptor.value, false) : "(a getter)";
}

function arrayExcerpt(array: readonly unknown[]): string {
  const length: unknown = Object.getOwnPropertyDescriptor(array, "length")?.value;
  const count = typeof length === "number" ? length : 0;
  const items: string[] = [];
  for (let i = 0; i < Math.min(count, QUOTE_ITEMS); i++) items.push(entry(array, String(i)));
  if (count > QUOTE_ITEMS) items.push("…");
  return `[${items.join(",")}]`;
}

function objectExcerpt(object: object): string {
  const keys = Object.keys(object);
  const shown = keys
    .slice(0, QUOTE_ITEMS)
    .map((key) => `${JSON.stringify(cut(key, QUOTE_LENGTH))}:${entry(object, key)}`);
  if (keys.length > QUOTE_ITEMS) shown.push("…");
  return `{${shown.join(",")}}`;
}

/** The message of an INTERNAL error: what was thrown, briefly, whatever it was. */
function internalMessage(error: unknown): string {
  let detail: string;
  try {
    detail =
      error instanceof Error
        ? `${cut(String(error.name), QUOTE_LENGTH)}: ${cut(String(error.message), 100)}`
        : quote(error);
  } catch {
    detail = "(an error that cannot be read)";
  }
  return `the engine failed unexpectedly, a bug to report (${detail})`;
}

/**
 * A RuleError for anything thrown inside the engine: a RuleError is the input's fault and
 * stays as it is; anything else is a bug in the engine, reported as INTERNAL rather than
 * blamed on the state or the action.
 */
export function asRuleError(error: unknown): RuleError {
  try {
    if (error instanceof RuleError) return error;
  } catch {
    // A thrown Proxy whose traps throw: not one of ours.
  }
  return new RuleError("INTERNAL", internalMessage(error));
}
