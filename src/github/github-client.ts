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

/** What a client needs from the run: token, REST base URL and how to retry. */
export interface GitHubClientOptions extends RetryRuntime {
  readonly token: string;
  readonly baseUrl: string;
}

/** Requests with an effect are repeated only when GitHub refused them before acting. */
function scopeOf(method: string): RetryScope {
  return method.toUpperCase() === "POST" ? "rejected-only" : "any";
}

/** Creates the client; every request goes through `retrying`. No request is made here. */
export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  const client = getOctokit(options.token, {
    baseUrl: options.baseUrl,
    log: { debug: () => {}, info: () => {}, warn: options.log, error: options.log },
  });
  client.hook.wrap("request", async (request, endpoint) => {
    const label = `${endpoint.method} ${String(endpoint.url)}`;
    for (let attempt = 1; ; attempt++) {
      try {
        return await request(endpoint);
      } catch (error) {
        const call = failedCallOf(error);
        const decision = decideRetry(
          call,
          attempt,
          options.policy,
          options.now(),
          scopeOf(endpoint.method),
        );
        if (decision.kind === "give-up") throw error;
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
