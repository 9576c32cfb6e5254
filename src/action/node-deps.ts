import { readFileSync } from "node:fs";
import {
  downloadOwnArtifact,
  downloadRunArtifact,
  listRunArtifacts,
  uploadArtifact,
} from "../github/artifacts.ts";
import { createGitHubClient, type RetryRuntime } from "../github/github-client.ts";
import { DEFAULT_RETRY_POLICY } from "../github/retry-policy.ts";
import { nodeFiles } from "../ports/node-files.ts";
import type { ActionDeps } from "./action-deps.ts";
import { coreActionIo } from "./action-io.ts";
import { actionPipeline } from "./action-pipeline.ts";
import { redactingIo, redactingPipeline, redactorOf, secretsOf } from "./redact.ts";

/** The real runner: process environment, @actions/core, GitHub's API and artifact service. */
export function nodeActionDeps(env: Readonly<Record<string, string | undefined>>): ActionDeps {
  const redact = redactorOf(secretsOf(env));
  const io = redactingIo(coreActionIo(), redact);
  const retry: RetryRuntime = {
    policy: DEFAULT_RETRY_POLICY,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now: () => Date.now(),
    log: (line) => io.info(line),
  };
  return {
    env,
    io,
    readText: (path) => redact(readFileSync(path, "utf8")),
    retry,
    github: (token, baseUrl, api) =>
      createGitHubClient({
        token,
        baseUrl,
        ...retry,
        policy: { ...retry.policy, attempts: api.attempts },
        limits: { requestTimeoutMs: api.requestTimeoutMs, totalMs: api.totalMs },
      }),
    artifacts: {
      upload: uploadArtifact,
      download: downloadRunArtifact,
      listOwn: listRunArtifacts,
      downloadOwn: downloadOwnArtifact,
    },
    pipeline: redactingPipeline(actionPipeline(nodeFiles, redact), redact),
  };
}
