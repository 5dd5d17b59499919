/**
 * Reading what callers hand the engine (configs, states, actions, records). Any of it may
 * be a Proxy, carry getters that throw or change their answer, be frozen or sparse: every
 * read here is guarded, so that whatever is thrown becomes a RuleError blaming the input,
 * and callers read each field once and work on what they read.
 */
import { fail, quote } from "./errors.js";
import type { ErrorCode } from "./types.js";

/** `object[key]`, read once; a getter or trap that throws makes `what` unreadable. */
export function readField(object: object, key: string, code: ErrorCode, what: string): unknown {
  try {
    return (object as Record<string, unknown>)[key];
  } catch {
    return fail(code, `${what} cannot be read`);
  }
}

/**
 * The fields of an object from outside (a config, a position, a game state), each read once
 * and in `fields` order, so that what is checked is what is used. A key not in `fields` is
 * refused as `${unknown} "key"`; with `required`, so is a missing field (`${what} has no
 * <field> field`); a field that cannot be read is named `${prefix}<field>`.
 */
export function readFields<F extends string>(
  object: object,
  fields: readonly F[],
  code: ErrorCode,
  what: string,
  unknown: string,
  prefix: string,
  required = false,
): Record<F, unknown> {
  const keys = keysOf(object, code, what);
  for (const key of keys) {
    if (!(fields as readonly string[]).includes(key)) fail(code, `${unknown} ${quote(key)}`);
  }
  if (required && keys.length < fields.length)
    fail(code, `${what} has no ${fields.find((field) => !keys.includes(field))} field`);
  const read = {} as Record<F, unknown>;
  for (const field of fields) read[field] = readField(object, field, code, prefix + field);
  return read;
}

/** The own enumerable string keys of `object`. */
export function keysOf(object: object, code: ErrorCode, what: string): string[] {
  try {
    return Object.keys(object);
  } catch {
    return fail(code, `${what} cannot be read`);
  }
}

export function hasOwnField(object: object, key: string, code: ErrorCode, what: string): boolean {
  try {
    return Object.hasOwn(object, key);
  } catch {
    return fail(code, `${what} cannot be read`);
  }
}

/** Array.isArray, which throws on a revoked Proxy. */
export function isArrayValue(value: unknown, code: ErrorCode, what: string): value is unknown[] {
  try {
    return Array.isArray(value);
  } catch {
    return fail(code, `${what} cannot be read`);
  }
}

/** An object literal or a null-prototype object; never throws (a Proxy that throws is not one). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  try {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
    const proto = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
  } catch {
    return false;
  }
}

/**
 * A copy of an array from outside, read index by index, at most `max` entries long (so a
 * Proxy claiming four billion entries is refused, not walked). With `exact`, holes and
 * fields other than the entries are refused too, as in a state that must be plain JSON.
 */
export function readList(
  value: unknown,
  max: number,
  code: ErrorCode,
  what: string,
  exact: boolean,
): unknown[] {
  if (!isArrayValue(value, code, what))
    fail(code, `${what} is ${quote(value)}; it must be an array`);
  const length = readField(value, "length", code, what);
  // A Proxy may answer anything for `length`; comparing an object would run its valueOf.
  if (typeof length !== "number" || !(length <= max)) {
    fail(code, `${what} has ${quote(length)} entries; it can have at most ${max}`);
  }
  const items: unknown[] = [];
  for (let i = 0; i < length; i++) {
    if (exact && !hasOwnField(value, String(i), code, what)) {
      fail(code, `${what} has a hole at index ${i}`);
    }
    items.push(readField(value, String(i), code, `${what}[${i}]`));
  }
  if (exact && keysOf(value, code, what).length !== length) {
    fail(code, `${what} has fields besides its entries`);
  }
  return items;
}
