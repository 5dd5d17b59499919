import type { ErrorCode } from "./types.js";

/** The one error the engine throws; `code` is stable, `message` names what was wrong. */
export class RuleError extends Error {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = "RuleError";
    this.code = code;
  }
}

export function fail(code: ErrorCode, message: string): never {
  throw new RuleError(code, message);
}
