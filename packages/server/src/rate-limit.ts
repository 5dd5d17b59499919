/**
 * Per-client flood control: a token bucket. Every message costs a token; tokens come back
 * at a steady rate up to the bucket's size, so a person (or a fair bot) never notices it,
 * while a flood runs dry at once. Messages over the limit are refused, and a client that
 * keeps on sending over it is disconnected: refusing alone would still cost the server a
 * reply per message.
 */

export interface RateLimits {
  /** How many messages a client may send at once (the bucket's size). */
  burst: number;
  /** How many tokens come back each second. */
  perSecond: number;
  /** How many messages over the limit in a row are refused before the client is disconnected. */
  strikes: number;
}

/**
 * Generous for a person clicking (a turn is a roll and a move), tight for a script: a
 * flood gets 20 messages through, 10 refusals, then the close.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = Object.freeze({
  burst: 20,
  perSecond: 10,
  strikes: 10,
});

/** What a message may do: go through, be refused, or end its client's connection. */
export type Verdict = "pass" | "refuse" | "disconnect";

export class TokenBucket {
  private tokens: number;
  private last: number;
  private overLimit = 0;

  /** `now` is a clock in milliseconds (injected so tests and the room share one). */
  constructor(
    private readonly limits: RateLimits,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = limits.burst;
    this.last = now();
  }

  /** Takes a token for one message and says what becomes of it. */
  take(): Verdict {
    const now = this.now();
    const elapsed = Math.max(0, now - this.last);
    this.last = now;
    this.tokens = Math.min(
      this.limits.burst,
      this.tokens + (elapsed * this.limits.perSecond) / 1000,
    );
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.overLimit = 0;
      return "pass";
    }
    this.overLimit += 1;
    return this.overLimit > this.limits.strikes ? "disconnect" : "refuse";
  }
}
