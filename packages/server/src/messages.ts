/**
 * Reading a client's message: its type, shape and size, before the room looks at what it
 * asks. Everything a client sends is hostile until read here: Colyseus hands over whatever
 * msgpack decoded (any type name, numbers, strings, arrays, binary, nested objects), and
 * only the exact shapes of `ClientMessage` get through.
 */
import type { RobotId } from "@flying/engine";
import { robots } from "@flying/engine/robots";
import {
  CLIENT_MESSAGE_TYPES,
  type ClientMessage,
  type ClientMessageType,
  MAX_MESSAGE_BYTES,
  MAX_NAME_LENGTH,
  type RoomErrorCode,
} from "./protocol.js";

// In protocol.ts, so that a client's name field can use it without the server's modules.
export { MAX_NAME_LENGTH };

/** Piece ids (`red-1`, `white-4`) and colours are short: anything longer is no id. */
const MAX_ID_LENGTH = 16;

export type ReadResult =
  | { ok: true; message: ClientMessage }
  | { ok: false; code: RoomErrorCode; message: string };

const TYPES: ReadonlySet<string> = new Set(CLIENT_MESSAGE_TYPES);

/** The fields each type's payload may have (all of them optional unless read as required). */
const FIELDS: Record<ClientMessageType, readonly string[]> = {
  roll: ["at"],
  move: ["piece", "at"],
  claim: ["seat", "name"],
  ready: ["ready"],
  start: [],
  leave: [],
  record: [],
  robot: ["seat", "robot"],
};

const ROBOT_IDS: readonly string[] = Object.keys(robots);

class Refusal {
  constructor(
    readonly code: RoomErrorCode,
    readonly message: string,
  ) {}
}

function refuse(code: RoomErrorCode, message: string): never {
  throw new Refusal(code, message);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A value cut short for a message: what a client sent is echoed, never at length. */
export function excerpt(value: unknown, length = 24): string {
  let text: string;
  try {
    text = typeof value === "string" ? value : (JSON.stringify(value) ?? String(value));
  } catch {
    text = typeof value;
  }
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/** The payload's size as JSON in bytes; binary or anything JSON cannot carry counts as too large. */
function sizeOf(payload: unknown): number {
  if (payload === undefined) return 0;
  if (payload instanceof Uint8Array) return Number.POSITIVE_INFINITY;
  try {
    const json = JSON.stringify(payload);
    return json === undefined ? 0 : Buffer.byteLength(json);
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** A step: a whole number the session's `step` could be. */
function readAt(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0)
    refuse("INVALID_MESSAGE", `"at" is ${excerpt(value)}; it must be a step, a whole number`);
  return value;
}

function readId(value: unknown, field: string): string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_ID_LENGTH)
    refuse("INVALID_MESSAGE", `"${field}" is ${excerpt(value)}; it must be a short id`);
  return value;
}

// Control, format (zero-width, bidirectional overrides), surrogate and unassigned
// characters: nothing a name needs, and each a way to forge or hide one.
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/u;

function readName(value: unknown): string {
  if (typeof value !== "string") refuse("INVALID_MESSAGE", '"name" must be a string');
  const name = value.normalize("NFC").trim();
  if (name.length === 0) refuse("INVALID_MESSAGE", '"name" is empty');
  if (name.length > MAX_NAME_LENGTH)
    refuse("INVALID_MESSAGE", `"name" has ${name.length} characters; at most ${MAX_NAME_LENGTH}`);
  if (UNPRINTABLE.test(name)) refuse("INVALID_MESSAGE", '"name" has unprintable characters');
  return name;
}

/** A robot's id, or null (a person's seat): required, so that a typo never means "a person". */
function readRobot(fields: Record<string, unknown>): RobotId | null {
  const robot = fields.robot;
  if (robot === null) return null;
  if (typeof robot !== "string" || !ROBOT_IDS.includes(robot))
    refuse(
      "INVALID_MESSAGE",
      `"robot" is ${excerpt(robot)}; it must be null (a person) or one of ${ROBOT_IDS.join(", ")}`,
    );
  return robot as RobotId;
}

function read(type: unknown, payload: unknown): ClientMessage {
  if (typeof type !== "string" || !TYPES.has(type))
    refuse(
      "UNKNOWN_MESSAGE",
      `there is no message ${excerpt(type)} (there are: ${CLIENT_MESSAGE_TYPES.join(", ")})`,
    );
  const kind = type as ClientMessageType;
  if (payload instanceof Uint8Array)
    refuse("INVALID_MESSAGE", `the ${kind} message's payload must be an object, not bytes`);
  const size = sizeOf(payload);
  if (size > MAX_MESSAGE_BYTES)
    refuse(
      "MESSAGE_TOO_LARGE",
      `the ${kind} message takes ${Number.isFinite(size) ? `${size} bytes` : "binary or non-JSON data"}; at most ${MAX_MESSAGE_BYTES} bytes of JSON`,
    );
  // Checked before the shape, so that every way of naming a die gets the same clear answer.
  if (
    kind === "roll" &&
    (typeof payload === "number" || (isPlainObject(payload) && "value" in payload))
  )
    refuse("DIE_FROM_CLIENT", "a roll carries no value: the server throws the die");
  if (payload !== undefined && payload !== null && !isPlainObject(payload))
    refuse(
      "INVALID_MESSAGE",
      `the ${kind} message's payload must be an object, not ${excerpt(payload)}`,
    );
  const fields: Record<string, unknown> = isPlainObject(payload) ? payload : {};
  const allowed = FIELDS[kind];
  for (const key of Object.keys(fields))
    if (!allowed.includes(key))
      refuse(
        "INVALID_MESSAGE",
        `the ${kind} message has no field ${excerpt(key)}${allowed.length > 0 ? ` (it has: ${allowed.join(", ")})` : ""}`,
      );
  switch (kind) {
    case "roll": {
      const at = readAt(fields.at);
      return at === undefined ? { type: "roll" } : { type: "roll", at };
    }
    case "move": {
      const piece = readId(fields.piece, "piece");
      const at = readAt(fields.at);
      return at === undefined ? { type: "move", piece } : { type: "move", piece, at };
    }
    case "claim":
      return { type: "claim", seat: readId(fields.seat, "seat"), name: readName(fields.name) };
    case "ready": {
      const ready = fields.ready ?? true;
      if (typeof ready !== "boolean") refuse("INVALID_MESSAGE", '"ready" must be true or false');
      return { type: "ready", ready };
    }
    case "robot":
      return { type: "robot", seat: readId(fields.seat, "seat"), robot: readRobot(fields) };
    case "start":
    case "leave":
    case "record":
      return { type: kind };
  }
}

/**
 * A client message read: its exact shape as a `ClientMessage`, or why it is refused
 * (UNKNOWN_MESSAGE, MESSAGE_TOO_LARGE, DIE_FROM_CLIENT, INVALID_MESSAGE). A payload of
 * `undefined`, `null` or `{}` is an empty one; a fresh object is returned, no field of the
 * client's kept.
 */
export function readMessage(type: unknown, payload: unknown): ReadResult {
  try {
    return { ok: true, message: read(type, payload) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, code: error.code, message: error.message };
    // Nothing above should throw otherwise (a Proxy cannot come out of msgpack); if it does,
    // the message is still refused, not the room broken.
    return { ok: false, code: "INVALID_MESSAGE", message: "the message cannot be read" };
  }
}
