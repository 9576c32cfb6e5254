/**
 * Runs the built action (dist/index.js) as GitHub's runner would: a child process under this
 * Node (24 under `npm test`), with INPUT_* from action.yml's defaults and the test's inputs,
 * GITHUB_* pointing at temp files, and the REST API and artifact service at the fake server.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { parse } from "yaml";
import { type FakeGitHub, OWNER, REPO } from "./fake-github.ts";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const ACTION_ENTRY = join(ROOT, "dist/index.js");
/** The token the tests hand the action; it must never appear in a log. */
export const TOKEN = "ghs_e2eSecretToken0123456789abcdefABCDEF";

const run = promisify(execFile);

const TEMP_DIRS: string[] = [];

/** A new temporary directory, removed by `removeTempDirs`. */
export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  TEMP_DIRS.push(dir);
  return dir;
}

/** Removes every directory `makeTempDir` made (call it in `after`). */
export function removeTempDirs(): void {
  for (const dir of TEMP_DIRS.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** One event: its name and payload (written to GITHUB_EVENT_PATH). */
export interface ActionEvent {
  readonly name: string;
  readonly payload: unknown;
  /** GITHUB_SHA (for pull requests the merge commit; the action uses the head). */
  readonly sha: string;
  readonly ref?: string;
}

/** What a run left behind: exit code, logs, outputs, job summary. */
export interface ActionRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  readonly outputs: Readonly<Record<string, string>>;
  readonly summary: string;
  readonly runnerTemp: string;
}

/** Parses GITHUB_OUTPUT (`name<<DELIMITER`, value lines, `DELIMITER`); the last value wins. */
export function parseOutputFile(content: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = content.split("\n");
  for (let k = 0; k < lines.length; k++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[k] ?? "");
    if (m === null) continue;
    const end = lines.indexOf(m[2] ?? "", k + 1);
    outputs[m[1] ?? ""] = lines.slice(k + 1, end).join("\n");
    k = end;
  }
  return outputs;
}

/** An unsigned JWT whose scope names run `run-<runId>`, as @actions/artifact reads it. */
export function runtimeToken(runId: number): string {
  const part = (o: unknown): string => Buffer.from(JSON.stringify(o)).toString("base64url");
  const scp = `Actions.Results:run-${runId}:job-${runId}`;
  return `${part({ alg: "none", typ: "JWT" })}.${part({ scp })}.signature`;
}

/** action.yml's inputs with their defaults, `${{ github.token }}` resolved. */
function defaultInputs(): Record<string, string> {
  const action = parse(readFileSync(join(ROOT, "action.yml"), "utf8")) as {
    inputs: Record<string, { default?: string }>;
  };
  return Object.fromEntries(
    Object.entries(action.inputs).map(([name, spec]) => [
      name,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the expression action.yml holds
      (spec.default ?? "").replace("${{ github.token }}", TOKEN),
    ]),
  );
}

function inputEnv(inputs: Readonly<Record<string, string>>): Record<string, string> {
  const all = { ...defaultInputs(), ...inputs };
  return Object.fromEntries(
    Object.entries(all).map(([name, value]) => [
      `INPUT_${name.replaceAll(" ", "_").toUpperCase()}`,
      value,
    ]),
  );
}

/** Where a run's runner files are: the event payload, the outputs, the job summary, temp. */
interface RunnerFiles {
  readonly event: string;
  readonly output: string;
  readonly summary: string;
  readonly temp: string;
}

function runnerFiles(payload: unknown): RunnerFiles {
  const dir = makeTempDir("goldgate-runner-");
  const files = {
    event: join(dir, "event.json"),
    output: join(dir, "output"),
    summary: join(dir, "summary.md"),
    temp: join(dir, "runner"),
  };
  writeFileSync(files.event, JSON.stringify(payload));
  writeFileSync(files.output, "");
  writeFileSync(files.summary, "");
  return files;
}

/** The variables GitHub's runner sets for a JavaScript action, pointed at the fake server. */
function runnerEnv(
  server: FakeGitHub,
  workspace: string,
  event: ActionEvent,
  files: RunnerFiles,
  runId: number,
): Record<string, string> {
  return {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? files.temp,
    NO_PROXY: "127.0.0.1,localhost",
    GITHUB_ACTIONS: "true",
    CI: "true",
    GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
    GITHUB_REPOSITORY_OWNER: OWNER,
    GITHUB_EVENT_NAME: event.name,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_SHA: event.sha,
    GITHUB_REF: event.ref ?? "refs/heads/main",
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_RUN_ID: String(runId),
    // github.com: @actions/artifact refuses GHES hosts; links only.
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_API_URL: server.url,
    RUNNER_TEMP: files.temp,
    ACTIONS_RESULTS_URL: `${server.url}/`,
    ACTIONS_RUNTIME_TOKEN: runtimeToken(runId),
  };
}

/** Runs dist/index.js once in `workspace` for `event`, with `inputs` over action.yml's defaults. */
export async function runAction(options: {
  readonly server: FakeGitHub;
  readonly workspace: string;
  readonly event: ActionEvent;
  readonly inputs?: Readonly<Record<string, string>>;
  readonly runId?: number;
  /** The action's entry script (default: this repository's dist/index.js). */
  readonly entry?: string;
}): Promise<ActionRun> {
  const files = runnerFiles(options.event.payload);
  const env = {
    ...runnerEnv(options.server, options.workspace, options.event, files, options.runId ?? 100),
    ...inputEnv(options.inputs ?? {}),
  };
  const entry = options.entry ?? ACTION_ENTRY;
  const result = await run(process.execPath, [entry], { cwd: options.workspace, env }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code?: number; stdout?: string; stderr?: string }) => ({
      code: typeof e.code === "number" ? e.code : -1,
      stdout: e.stdout ?? "",
      stderr: e.stderr ?? "",
    }),
  );
  return {
    ...result,
    outputs: parseOutputFile(readFileSync(files.output, "utf8")),
    summary: readFileSync(files.summary, "utf8"),
    runnerTemp: files.temp,
  };
}
