import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { runCli } from "../../src/cli/run-cli.ts";
import { filesIn } from "../baseline/git-repo.ts";
import { pythonFixed } from "../python-format.ts";
import { needsShared, readJson, SHARED_FIXTURES } from "../shared-fixtures.ts";

/** `../shared/fixtures/external`: the peers' own test suites, converted (read in place). */
export const EXTERNAL = join(SHARED_FIXTURES, "external");

/** One figure a peer's test expects (the README of the external fixtures names each `cmp`). */
export interface ExternalCheck {
  readonly path: string;
  readonly cmp: string;
  readonly want: unknown;
  readonly label: string;
}

/** A case's `expected.json`. */
export interface ExternalCase {
  readonly peer: string;
  readonly case: string;
  readonly args: readonly string[];
  readonly exit: number;
  readonly checks: readonly ExternalCheck[];
}

/** Every case folder, sorted, as `{ dir, expected }`; none when `../shared` is absent. */
export function externalCases(): { dir: string; expected: ExternalCase }[] {
  if (needsShared("the peers' converted test suites").skip !== false) return [];
  if (!existsSync(EXTERNAL))
    throw new Error(`missing ${EXTERNAL}: CI must run with ../shared beside the repo`);
  const out: { dir: string; expected: ExternalCase }[] = [];
  for (const peer of readdirSync(EXTERNAL).sort()) {
    const root = join(EXTERNAL, peer);
    if (!existsSync(join(root, "NOT_CONVERTED.md"))) continue;
    for (const name of readdirSync(root).sort()) {
      const file = join(root, name, "expected.json");
      if (existsSync(file)) out.push({ dir: join(root, name), expected: readJson(file) });
    }
  }
  return out;
}

/** What a run produced: exit code, the `--json` document, the `--details` rows and stderr. */
export interface ExternalRun {
  readonly code: number;
  readonly json: unknown;
  readonly details: unknown;
  readonly stderr: string;
}

const DETAILS_FILE = "details.json";

/** Runs the CLI in process with the case's args plus `--json` (and `--details` when read). */
export async function runExternalCase(dir: string, expected: ExternalCase): Promise<ExternalRun> {
  const wantsDetails = expected.checks.some((c) => c.path.startsWith("details."));
  const args = [...expected.args, "--json", ...(wantsDetails ? ["--details", DETAILS_FILE] : [])];
  let stdout = "";
  let stderr = "";
  const written = new Map<string, string>();
  const code = await runCli(args, {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    cwd: dir,
    env: { NO_COLOR: "1" },
    stdoutIsTty: false,
    stderrIsTty: false,
    files: filesIn(dir),
    writeFile: (path, content) => written.set(path, content),
  });
  const parse = (text: string | undefined): unknown =>
    text === undefined || text === "" ? null : JSON.parse(text);
  return { code, json: parse(stdout), details: parse(written.get(DETAILS_FILE)), stderr };
}

/** Walks `a.b.[id=X].c`: `[k=v]` picks the array element whose `k` is `v`. */
export function valueAt(root: unknown, path: string): unknown {
  let node = root;
  for (const segment of path.match(/\[[^\]]*\]|[^.]+/g) ?? []) {
    if (node === null || typeof node !== "object") return undefined;
    const select = /^\[([^=\]]+)=([^\]]*)\]$/.exec(segment);
    if (select !== null && Array.isArray(node)) {
      node = node.find((e: Record<string, unknown>) => String(e?.[select[1] ?? ""]) === select[2]);
    } else node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** The `[type, start, end)` spans of one side of one document in `--details` rows, in row order. */
function sideSpans(details: unknown, side: string, doc: string): unknown {
  if (!Array.isArray(details)) return undefined;
  return details
    .filter((r) => r.document === doc && r[side] !== undefined)
    .map((r) => [r[side].type, r[side].start, r[side].end]);
}

/** The value a check reads from a run. */
function actualOf(run: ExternalRun, check: ExternalCheck): unknown {
  const details = /^details\.(gold|system)\.(.+)$/.exec(check.path);
  if (details !== null) return sideSpans(run.details, details[1] ?? "", details[2] ?? "");
  if (check.path.startsWith("keys:")) {
    const at = valueAt(run.json, check.path.slice("keys:".length));
    return at !== null && typeof at === "object" ? Object.keys(at).sort() : undefined;
  }
  return valueAt(run.json, check.path);
}

/** Whether `actual` equals the check's `want` under its `cmp`; returns a reason when not. */
export function compareCheck(run: ExternalRun, check: ExternalCheck): string | null {
  const actual = actualOf(run, check);
  const [kind, arg] = check.cmp.split(":");
  const digits = Number(arg);
  let ok: boolean;
  let shown: unknown = actual;
  if (kind === "float") {
    ok =
      check.want === null
        ? actual === null
        : typeof actual === "number" && Math.abs(actual - (check.want as number)) <= 1e-9;
  } else if (kind === "round" || kind === "pct") {
    // `null` is what the peer printed as nan.
    shown =
      typeof actual === "number"
        ? pythonFixed(kind === "pct" ? 100 * actual : actual, digits)
        : actual === null
          ? "nan"
          : actual;
    ok = shown === check.want;
  } else if (kind === "eq") {
    ok = JSON.stringify(actual) === JSON.stringify(check.want);
  } else return `unknown cmp '${check.cmp}'`;
  return ok
    ? null
    : `${check.label}: ${check.path} (${check.cmp}) want ${JSON.stringify(check.want)}, got ${JSON.stringify(shown)}`;
}

/** Every difference of one case: its exit code, then each check in order. */
export async function externalDifferences(dir: string, expected: ExternalCase): Promise<string[]> {
  const run = await runExternalCase(dir, expected);
  const out: string[] = [];
  if (run.code !== expected.exit)
    out.push(`exit ${run.code}, want ${expected.exit}: ${run.stderr.trim()}`);
  if (run.code !== 0) return out;
  for (const check of expected.checks) {
    const reason = compareCheck(run, check);
    if (reason !== null) out.push(reason);
  }
  return out;
}
