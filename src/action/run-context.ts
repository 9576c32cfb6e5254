/**
 * The run as the action sees it, read once from the environment and the event payload in the
 * entry and passed down: no module reads `process.env` or `github.context` afterwards.
 */
import { UserError } from "../errors.ts";

/** The event that started the run, reduced to what the action uses. */
export type RunEvent =
  | {
      readonly kind: "pull-request";
      readonly number: number;
      /** The PR's head commit (GITHUB_SHA is the merge commit). */
      readonly headSha: string;
      /** True when the head branch lives in another repository (read-only token). */
      readonly fork: boolean;
      readonly labels: readonly string[];
      /** The base branch and its commit (empty strings when the payload lacks them). */
      readonly base: { readonly ref: string; readonly sha: string };
    }
  | { readonly kind: "push" }
  | {
      readonly kind: "release";
      readonly action: string;
      readonly id: number;
      readonly tag: string;
      readonly prerelease: boolean;
    }
  | {
      readonly kind: "workflow-run";
      /** The run that triggered this one, and its head commit. */
      readonly runId: number;
      readonly headSha: string;
      readonly event: string;
    }
  | { readonly kind: "other" };

/** Everything the action reads from the runner, frozen. */
export interface RunContext {
  readonly eventName: string;
  readonly owner: string;
  readonly repo: string;
  /** The commit the run is about: the PR head for pull requests, else GITHUB_SHA. */
  readonly sha: string;
  /** GITHUB_REF: `refs/heads/main`, `refs/tags/v1.2.0`, `refs/pull/7/merge`. */
  readonly ref: string;
  readonly apiUrl: string;
  readonly workspace: string;
  readonly runnerTemp: string;
  /** The repository's page: GITHUB_SERVER_URL/owner/repo. */
  readonly repoUrl: string;
  /** This workflow run's page (`repoUrl`/actions/runs/GITHUB_RUN_ID), or null. */
  readonly runUrl: string | null;
  readonly event: RunEvent;
}

type Json = Readonly<Record<string, unknown>>;

function record(value: unknown): Json {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Json)
    : {};
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function count(value: unknown): number {
  return typeof value === "number" && Number.isSafeInteger(value) ? value : 0;
}

/** Git's commit ids: 40 hexadecimal digits (SHA-1), or 64 in a SHA-256 repository. */
const COMMIT_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/**
 * `value` when it is a commit id or empty; a commit id names artifacts and folders, so anything
 * else (`/../x`) is refused rather than joined into a path.
 */
function commitSha(value: unknown, where: string): string {
  const sha = text(value);
  if (sha === "" || COMMIT_SHA.test(sha)) return sha;
  throw new UserError(
    `${where}: expected a commit id (40 or 64 lowercase hexadecimal digits), got ${JSON.stringify(sha.slice(0, 80))}.`,
  );
}

function pullRequestEvent(payload: Json): RunEvent {
  const pr = record(payload.pull_request);
  const head = record(pr.head);
  const headRepo = text(record(head.repo).full_name);
  const baseRepo = text(record(record(pr.base).repo).full_name);
  const labels = Array.isArray(pr.labels) ? pr.labels.map((l) => text(record(l).name)) : [];
  return {
    kind: "pull-request",
    number: count(pr.number),
    headSha: commitSha(head.sha, "GITHUB_EVENT_PATH: pull_request.head.sha"),
    fork: headRepo !== baseRepo,
    labels: labels.filter((l) => l !== ""),
    base: {
      ref: text(record(pr.base).ref),
      sha: commitSha(record(pr.base).sha, "GITHUB_EVENT_PATH: pull_request.base.sha"),
    },
  };
}

/** Narrows the payload of the events the action knows; anything else is `other`. */
export function describeEvent(eventName: string, payload: Json): RunEvent {
  if (eventName === "pull_request" || eventName === "pull_request_target")
    return pullRequestEvent(payload);
  if (eventName === "push") return { kind: "push" };
  if (eventName === "release") {
    const release = record(payload.release);
    return {
      kind: "release",
      action: text(payload.action),
      id: count(release.id),
      tag: text(release.tag_name),
      prerelease: release.prerelease === true,
    };
  }
  if (eventName === "workflow_run") {
    const run = record(payload.workflow_run);
    return {
      kind: "workflow-run",
      runId: count(run.id),
      headSha: commitSha(run.head_sha, "GITHUB_EVENT_PATH: workflow_run.head_sha"),
      event: text(run.event),
    };
  }
  return { kind: "other" };
}

function required(env: Readonly<Record<string, string | undefined>>, name: string): string {
  const value = env[name];
  if (value === undefined || value === "")
    throw new UserError(
      `${name} is not set: the action runs only inside GitHub Actions. Elsewhere, run 'npx goldgate run'.`,
    );
  return value;
}

/** The repository's page on the runner's server. */
function repoUrlOf(
  env: Readonly<Record<string, string | undefined>>,
  owner: string,
  repo: string,
): string {
  const server = (env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, "");
  return `${server}/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`;
}

/** A run's page, when its id is a positive integer. */
export function runUrlOf(repoUrl: string, id: string | number): string | null {
  return /^[1-9]\d{0,18}$/.test(String(id)) ? `${repoUrl}/actions/runs/${id}` : null;
}

/** Reads the run from the runner's variables and the event file (`readText` reads a path). */
export function readRunContext(
  env: Readonly<Record<string, string | undefined>>,
  readText: (path: string) => string,
): RunContext {
  const [owner = "", repo = ""] = required(env, "GITHUB_REPOSITORY").split("/");
  const eventName = env.GITHUB_EVENT_NAME ?? "";
  const eventPath = env.GITHUB_EVENT_PATH;
  const payload =
    eventPath === undefined || eventPath === "" ? {} : parsePayload(readText(eventPath));
  const event = describeEvent(eventName, payload);
  const sha =
    event.kind === "pull-request" && event.headSha !== ""
      ? event.headSha
      : commitSha(required(env, "GITHUB_SHA"), "GITHUB_SHA");
  const repoUrl = repoUrlOf(env, owner, repo);
  return Object.freeze({
    eventName,
    owner,
    repo,
    sha,
    ref: env.GITHUB_REF ?? "",
    apiUrl: env.GITHUB_API_URL || "https://api.github.com",
    workspace: env.GITHUB_WORKSPACE || ".",
    runnerTemp: required(env, "RUNNER_TEMP"),
    repoUrl,
    runUrl: runUrlOf(repoUrl, env.GITHUB_RUN_ID ?? ""),
    event,
  });
}

function parsePayload(content: string): Json {
  try {
    return record(JSON.parse(content));
  } catch {
    throw new UserError("GITHUB_EVENT_PATH does not hold a JSON event payload.");
  }
}
