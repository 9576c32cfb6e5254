/**
 * When a failed GitHub call is worth repeating, and after how long. Pure: the caller passes the
 * failure, the attempt number and the clock, and does the waiting.
 */

/** Attempts in all (first call included), first delay and cap, in milliseconds. */
export interface RetryPolicy {
  readonly attempts: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}

/** Four attempts, 1 s → 2 s → 4 s (jitter-free: runs must be reproducible), waits capped at 60 s. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = Object.freeze({
  attempts: 4,
  baseDelayMs: 1000,
  maxDelayMs: 60_000,
});

/** GitHub asks to wait at least a minute after a secondary rate limit without `retry-after`. */
const SECONDARY_LIMIT_WAIT_MS = 60_000;

/** A failed call as the retry decision sees it: HTTP status (null: no response), headers, text. */
export interface FailedCall {
  readonly status: number | null;
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly message: string;
}

/** Repeat after `delayMs` (with the reason for the log), or give up. */
export type RetryDecision =
  | { readonly kind: "retry"; readonly delayMs: number; readonly reason: string }
  | { readonly kind: "give-up" };

/** Which failures are safe to repeat for a request that may have had an effect (POST). */
export const RETRY_SCOPES = ["any", "rejected-only"] as const;
export type RetryScope = (typeof RETRY_SCOPES)[number];

function isSecondaryLimit(call: FailedCall): boolean {
  if (call.status !== 403 && call.status !== 429) return false;
  return call.headers["retry-after"] !== undefined || /secondary rate limit/i.test(call.message);
}

function isPrimaryLimit(call: FailedCall): boolean {
  return (
    (call.status === 403 || call.status === 429) && call.headers["x-ratelimit-remaining"] === "0"
  );
}

/** How long the server asked us to wait, in ms, or null when it did not say. */
function serverWait(call: FailedCall, nowMs: number): number | null {
  const after = Number(call.headers["retry-after"]);
  if (call.headers["retry-after"] !== undefined && Number.isFinite(after))
    return Math.max(0, after * 1000);
  const reset = Number(call.headers["x-ratelimit-reset"]);
  if (call.headers["x-ratelimit-reset"] !== undefined && Number.isFinite(reset))
    return Math.max(0, reset * 1000 - nowMs);
  return null;
}

/**
 * Decides whether attempt `attempt` (1-based) that failed with `call` is repeated. Rate limits
 * (secondary, and primary when the reset is near) are repeatable in every scope, since GitHub
 * refused them before doing anything; 5xx and lost connections only in scope `any`.
 */
export function decideRetry(
  call: FailedCall,
  attempt: number,
  policy: RetryPolicy,
  nowMs: number,
  scope: RetryScope = "any",
): RetryDecision {
  if (attempt >= policy.attempts) return { kind: "give-up" };
  const backoff = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  if (isPrimaryLimit(call) || isSecondaryLimit(call)) {
    const asked =
      serverWait(call, nowMs) ?? (isPrimaryLimit(call) ? null : SECONDARY_LIMIT_WAIT_MS);
    if (asked === null || asked > policy.maxDelayMs) return { kind: "give-up" };
    return { kind: "retry", delayMs: Math.max(asked, backoff), reason: "rate limited" };
  }
  if (scope !== "any") return { kind: "give-up" };
  if (call.status === null) return { kind: "retry", delayMs: backoff, reason: "no response" };
  if (call.status >= 500 && call.status <= 599)
    return { kind: "retry", delayMs: backoff, reason: `HTTP ${call.status}` };
  return { kind: "give-up" };
}
