/** Event payloads as GitHub sends them, cut to the fields the action reads (and a few more). */
import type { ActionEvent } from "./action-harness.ts";
import { OWNER, REPO } from "./fake-github.ts";

const BASE = `${OWNER}/${REPO}`;
/** A merge commit sha for pull_request runs: GITHUB_SHA is never the head there. */
const MERGE_SHA = "f".repeat(40);

export function pullRequestEvent(options: {
  readonly number: number;
  readonly headSha: string;
  readonly fork?: boolean;
  readonly labels?: readonly string[];
  /** The base branch's commit (default: all zeros, a commit no repository has). */
  readonly baseSha?: string;
}): ActionEvent {
  const headRepo = options.fork === true ? `contributor/${REPO}` : BASE;
  return {
    name: "pull_request",
    sha: MERGE_SHA,
    ref: `refs/pull/${options.number}/merge`,
    payload: {
      action: "synchronize",
      number: options.number,
      pull_request: {
        number: options.number,
        head: { sha: options.headSha, ref: "feature", repo: { full_name: headRepo } },
        base: { sha: options.baseSha ?? "0".repeat(40), ref: "main", repo: { full_name: BASE } },
        labels: (options.labels ?? []).map((name) => ({ name })),
      },
      repository: { full_name: BASE },
    },
  };
}

export function pushEvent(sha: string): ActionEvent {
  return {
    name: "push",
    sha,
    ref: "refs/heads/main",
    payload: { ref: "refs/heads/main", after: sha },
  };
}

export function releaseEvent(options: {
  readonly id: number;
  readonly tag: string;
  readonly sha: string;
}): ActionEvent {
  return {
    name: "release",
    sha: options.sha,
    ref: `refs/tags/${options.tag}`,
    payload: {
      action: "published",
      release: { id: options.id, tag_name: options.tag, prerelease: false, draft: false },
    },
  };
}

export function workflowRunEvent(options: {
  readonly runId: number;
  readonly headSha: string;
  readonly event?: string;
}): ActionEvent {
  return {
    name: "workflow_run",
    sha: "e".repeat(40),
    payload: {
      action: "completed",
      workflow_run: {
        id: options.runId,
        head_sha: options.headSha,
        event: options.event ?? "pull_request",
        conclusion: "failure",
        pull_requests: [],
      },
    },
  };
}
