import { getOctokit } from "@actions/github";
import { describeFailure, failedCallOf } from "./request-failure.ts";
import { decideRetry, type RetryPolicy, type RetryScope } from "./retry-policy.ts";

/** The Octokit the action uses: @actions/github's, with retries on 5xx and rate limits. */
export type GitHubClient = ReturnType<typeof getOctokit>;

/** How to wait between attempts: the policy, a clock (ms), a sleep and a log line per retry. */
export interface RetryRuntime {
  readonly policy: RetryPolicy;
  readonly sleep: (ms: number) => Promise<void>;
  readonly now: () => number;
  /** Never receives headers or the token. */
  readonly log: (line: string) => void;
}

/** Time limits of the API calls, in ms: one request, and all of a client's calls together. */
export interface ApiLimits {
  readonly requestTimeoutMs: number;
  readonly totalMs: number;
}

/** 30 s a request (a retry starts a new one), 300 s for every call of a step. */
export const DEFAULT_API_LIMITS: ApiLimits = Object.freeze({
  requestTimeoutMs: 30_000,
  totalMs: 300_000,
});

/** What a client needs from the run: token, REST base URL, how to retry, time limits. */
export interface GitHubClientOptions extends RetryRuntime {
  readonly token: string;
  readonly baseUrl: string;
  readonly limits?: ApiLimits;
}

/** Requests with an effect are repeated only when GitHub refused them before acting. */
function scopeOf(method: string): RetryScope {
  return method.toUpperCase() === "POST" ? "rejected-only" : "any";
}

/** A request that got no answer in time, shaped as Octokit's lost connection (status 500, no response). */
function timedOut(seconds: number, why: string): Error {
  return Object.assign(new Error(`no answer within ${seconds} s (${why})`), { status: 500 });
}

const secondsOf = (ms: number): number => Math.round(ms / 100) / 10;

/**
 * One attempt, abandoned after the request timeout or when the client's time is spent. The
 * attempt is raced against a timer as well as given the abort signal: the runner's proxy-aware
 * fetch does not always honour the signal, and the step must not wait on a hung socket.
 */
async function sendOnce<E extends { readonly request?: object }, R>(
  send: (endpoint: E) => R | Promise<R>,
  endpoint: E,
  limits: ApiLimits,
  deadline: number,
  now: number,
): Promise<R> {
  const left = deadline - now;
  if (left <= 0) throw timedOut(secondsOf(limits.totalMs), "api-time-limit spent");
  const ms = Math.min(limits.requestTimeoutMs, left);
  const why = ms < limits.requestTimeoutMs ? "api-time-limit spent" : "api-timeout";
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(timedOut(secondsOf(ms), why));
    }, ms);
  });
  const request = { ...endpoint.request, signal: controller.signal };
  try {
    return await Promise.race([Promise.resolve(send({ ...endpoint, request })), expired]);
  } catch (error) {
    throw controller.signal.aborted ? timedOut(secondsOf(ms), why) : error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Creates the client; every request goes through `retrying`, each attempt limited to
 * `requestTimeoutMs` and all of them to `totalMs` from now (a wait that would pass it is not
 * taken). No request is made here.
 */
export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  const limits = options.limits ?? DEFAULT_API_LIMITS;
  const deadline = options.now() + limits.totalMs;
  const client = getOctokit(options.token, {
    baseUrl: options.baseUrl,
    log: { debug: () => {}, info: () => {}, warn: options.log, error: options.log },
  });
  client.hook.wrap("request", async (request, endpoint) => {
    const label = `${endpoint.method} ${String(endpoint.url)}`;
    for (let attempt = 1; ; attempt++) {
      try {
        return await sendOnce(request, endpoint, limits, deadline, options.now());
      } catch (error) {
        const call = failedCallOf(error);
        const decision = decideRetry(
          call,
          attempt,
          options.policy,
          options.now(),
          scopeOf(endpoint.method),
        );
        if (decision.kind === "give-up" || options.now() + decision.delayMs >= deadline)
          throw error;
        const seconds = (decision.delayMs / 1000).toFixed(1);
        options.log(
          `GitHub API ${label}: ${describeFailure(error)}; retrying in ${seconds} s (attempt ${attempt + 1} of ${options.policy.attempts}).`,
        );
        await options.sleep(decision.delayMs);
      }
    }
  });
  return client;
}

/**
 * Repeats an operation that is safe to repeat as a whole (delete-then-upload, for example)
 * when it fails in a way `decideRetry` calls transient, even if it began with a POST.
 */
export async function withRetries<T>(
  retry: RetryRuntime,
  label: string,
  operation: () => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await operation();
    } catch (error) {
      const decision = decideRetry(failedCallOf(error), attempt, retry.policy, retry.now());
      if (decision.kind === "give-up") throw error;
      const seconds = (decision.delayMs / 1000).toFixed(1);
      retry.log(`${label}: ${describeFailure(error)}; retrying in ${seconds} s.`);
      await retry.sleep(decision.delayMs);
    }
  }
}
