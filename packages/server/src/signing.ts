/**
 * Signed records (issue 12: "records cannot be authenticated"). The server signs a record
 * with HMAC-SHA256 over its canonical JSON; whoever holds the key checks it with
 * `verifyRecord`. Canonical JSON is one text per value: object keys sorted (by UTF-16 code
 * units, as `Array.prototype.sort` does), no whitespace, and only plain JSON values (plain
 * objects, dense arrays, strings, finite numbers, booleans, null) — anything else is
 * refused, so no two different values share a text and no value has two.
 *
 * A signature says "this server played this game up to here": a record fetched while the
 * game runs is signed too, and it is a prefix of the final one; whether the game was over
 * is in the record itself (`fromRecord(record).over`). It does not say who played which
 * seat, nor which room (the record carries neither).
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** What a value is refused for, as canonical JSON. */
export class CanonicalJsonError extends TypeError {
  constructor(message: string) {
    super(message);
    this.name = "CanonicalJsonError";
  }
}

/** The deepest nesting accepted: a record nests four levels; this is far beyond it. */
const MAX_DEPTH = 64;

/**
 * The canonical JSON text of a plain JSON value.
 *
 * @throws {CanonicalJsonError} on what JSON cannot carry exactly: `undefined`, functions,
 *   symbols, bigints, non-finite numbers, class instances (Date, Map, Buffer…), sparse
 *   arrays, symbol keys, accessors, cycles and nesting deeper than 64.
 */
export function canonicalJson(value: unknown): string {
  return write(value, 0, "value");
}

function write(value: unknown, depth: number, where: string): string {
  if (value === null) return "null";
  switch (typeof value) {
    case "boolean":
      return value ? "true" : "false";
    case "string":
      return JSON.stringify(value);
    case "number":
      if (!Number.isFinite(value)) throw new CanonicalJsonError(`${where} is ${value}`);
      // -0 and 0 are one JSON number.
      return JSON.stringify(value);
    case "object":
      break;
    default:
      throw new CanonicalJsonError(`${where} is a ${typeof value}, not JSON`);
  }
  if (depth >= MAX_DEPTH) throw new CanonicalJsonError(`${where} nests too deep`);
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype)
      throw new CanonicalJsonError(`${where} is not a plain array`);
    const items: string[] = [];
    for (let i = 0; i < value.length; i++) {
      if (!Object.hasOwn(value, i)) throw new CanonicalJsonError(`${where}[${i}] is a hole`);
      items.push(write(value[i], depth + 1, `${where}[${i}]`));
    }
    if (Reflect.ownKeys(value).length !== value.length + 1)
      throw new CanonicalJsonError(`${where} has properties besides its items`);
    return `[${items.join(",")}]`;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null)
    throw new CanonicalJsonError(`${where} is not a plain object`);
  const keys = Reflect.ownKeys(value);
  const fields: string[] = [];
  for (const key of keys) {
    if (typeof key === "symbol") throw new CanonicalJsonError(`${where} has a symbol key`);
  }
  for (const key of (keys as string[]).sort()) {
    const descriptor = Object.getOwnPropertyDescriptor(value, key) as PropertyDescriptor;
    if (!("value" in descriptor) || !descriptor.enumerable)
      throw new CanonicalJsonError(`${where}.${key} is not a plain data property`);
    fields.push(`${JSON.stringify(key)}:${write(descriptor.value, depth + 1, `${where}.${key}`)}`);
  }
  return `{${fields.join(",")}}`;
}

/** A signing key: a string (taken as UTF-8) or bytes, at least MIN_KEY_BYTES long. */
export type RecordKey = string | Uint8Array;

/** The shortest key accepted: 128 bits. */
export const MIN_KEY_BYTES = 16;

function keyBytes(key: RecordKey): Buffer {
  const bytes = typeof key === "string" ? Buffer.from(key, "utf8") : Buffer.from(key);
  if (bytes.length < MIN_KEY_BYTES)
    throw new RangeError(
      `a record key takes at least ${MIN_KEY_BYTES} bytes; this has ${bytes.length}`,
    );
  return bytes;
}

function mac(text: string, key: RecordKey): Buffer {
  return createHmac("sha256", keyBytes(key)).update(text, "utf8").digest();
}

/**
 * The signature of a record: HMAC-SHA256 of `canonicalJson(record)` with `key`, in
 * base64url (43 characters).
 *
 * @throws {CanonicalJsonError} when the record is not plain JSON; RangeError on a short key.
 */
export function signRecord(record: unknown, key: RecordKey): string {
  return mac(canonicalJson(record), key).toString("base64url");
}

const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Whether `signature` is the server's for `record`. `record` is the value (as parsed), or
 * the JSON text itself: a text must then be the canonical one exactly, so that a text a
 * parser could read two ways (duplicate keys: JSON.parse keeps the last, others the first)
 * or padded out never verifies. Never throws: anything wrong is false. The comparison takes
 * the same time wherever the signatures differ (`timingSafeEqual`).
 */
export function verifyRecord(record: unknown, signature: unknown, key: RecordKey): boolean {
  if (typeof signature !== "string" || !SIGNATURE.test(signature)) return false;
  let text: string;
  try {
    if (typeof record === "string") {
      text = record;
      if (canonicalJson(JSON.parse(record)) !== text) return false;
    } else text = canonicalJson(record);
  } catch {
    return false;
  }
  const given = Buffer.from(signature, "base64url");
  // base64url decoding is lenient (the last character's low bits): re-encoding must match.
  if (given.toString("base64url") !== signature) return false;
  let expected: Buffer;
  try {
    expected = mac(text, key);
  } catch {
    return false;
  }
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The environment variable the server reads its record key from. */
export const RECORD_KEY_ENV = "FLYING_RECORD_KEY";

let processKey: Buffer | null = null;

/**
 * The key a server signs with when none is given: `FLYING_RECORD_KEY` if set (UTF-8, at
 * least MIN_KEY_BYTES), else 32 random bytes made once per process, so that signatures
 * then verify only against this process and only until it exits.
 *
 * @throws {RangeError} when FLYING_RECORD_KEY is set but too short.
 */
export function defaultRecordKey(): RecordKey {
  const fromEnv = process.env[RECORD_KEY_ENV];
  if (fromEnv !== undefined && fromEnv !== "") {
    keyBytes(fromEnv);
    return fromEnv;
  }
  processKey ??= randomBytes(32);
  return processKey;
}

/** Checks a key as `signRecord` would, so that a bad one fails at start-up. */
export function checkRecordKey(key: RecordKey): RecordKey {
  keyBytes(key);
  return key;
}
