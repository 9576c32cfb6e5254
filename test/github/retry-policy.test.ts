import assert from "node:assert/strict";
import { test } from "node:test";
import { decideRetry, type FailedCall, type RetryPolicy } from "../../src/github/retry-policy.ts";

const POLICY: RetryPolicy = { attempts: 4, baseDelayMs: 1000, maxDelayMs: 60_000 };
const NOW = 1_700_000_000_000;

function call(
  status: number | null,
  headers: Record<string, string> = {},
  message = "",
): FailedCall {
  return { status, headers, message };
}

test("5xx and lost connections: 1 s, 2 s, 4 s, then give up after the fourth attempt", () => {
  const delays = [1, 2, 3].map((attempt) => decideRetry(call(502), attempt, POLICY, NOW));
  assert.deepEqual(delays, [
    { kind: "retry", delayMs: 1000, reason: "HTTP 502" },
    { kind: "retry", delayMs: 2000, reason: "HTTP 502" },
    { kind: "retry", delayMs: 4000, reason: "HTTP 502" },
  ]);
  assert.deepEqual(decideRetry(call(502), 4, POLICY, NOW), { kind: "give-up" });
  assert.deepEqual(decideRetry(call(null), 1, POLICY, NOW), {
    kind: "retry",
    delayMs: 1000,
    reason: "no response",
  });
});

test("client errors are final: 400, 401, 403 without a limit, 404, 422", () => {
  for (const status of [400, 401, 403, 404, 422])
    assert.deepEqual(
      decideRetry(call(status), 1, POLICY, NOW),
      { kind: "give-up" },
      String(status),
    );
});

test("secondary rate limits wait as asked (retry-after), or a minute when not told", () => {
  assert.deepEqual(decideRetry(call(403, { "retry-after": "7" }), 1, POLICY, NOW), {
    kind: "retry",
    delayMs: 7000,
    reason: "rate limited",
  });
  const told = call(403, {}, "You have exceeded a secondary rate limit");
  assert.deepEqual(decideRetry(told, 1, POLICY, NOW), {
    kind: "retry",
    delayMs: 60_000,
    reason: "rate limited",
  });
  assert.deepEqual(decideRetry(call(429, { "retry-after": "120" }), 1, POLICY, NOW), {
    kind: "give-up",
  });
});

test("the primary limit waits for the reset when it is near, else gives up", () => {
  const soon = call(403, {
    "x-ratelimit-remaining": "0",
    "x-ratelimit-reset": String(NOW / 1000 + 5),
  });
  assert.deepEqual(decideRetry(soon, 1, POLICY, NOW), {
    kind: "retry",
    delayMs: 5000,
    reason: "rate limited",
  });
  const late = call(403, {
    "x-ratelimit-remaining": "0",
    "x-ratelimit-reset": String(NOW / 1000 + 3600),
  });
  assert.deepEqual(decideRetry(late, 1, POLICY, NOW), { kind: "give-up" });
});

test("a POST is repeated only when GitHub refused it before acting (rate limits), not on 5xx", () => {
  assert.deepEqual(decideRetry(call(502), 1, POLICY, NOW, "rejected-only"), { kind: "give-up" });
  assert.equal(
    decideRetry(call(429, { "retry-after": "1" }), 1, POLICY, NOW, "rejected-only").kind,
    "retry",
  );
});
