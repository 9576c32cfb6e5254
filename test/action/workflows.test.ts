/**
 * The shipped workflows (docs/workflows/, .github/workflows/) use only real inputs and grant
 * each mode the permissions it needs (docs/action.md).
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { parse } from "yaml";
import { ACTION_INPUTS } from "../../src/action/inputs.ts";
import { ROOT } from "../e2e/action-harness.ts";

interface Step {
  readonly uses?: string;
  readonly with?: Readonly<Record<string, unknown>>;
}
interface Workflow {
  readonly on: unknown;
  readonly permissions?: Readonly<Record<string, string>>;
  readonly jobs: Readonly<Record<string, { readonly steps: readonly Step[] }>>;
}

function workflows(dir: string): [string, Workflow][] {
  return readdirSync(join(ROOT, dir))
    .filter((f) => f.endsWith(".yml"))
    .map((f) => [`${dir}/${f}`, parse(readFileSync(join(ROOT, dir, f), "utf8")) as Workflow]);
}

const ALL = [...workflows("docs/workflows"), ...workflows(".github/workflows")];
const isGoldgate = (s: Step): boolean =>
  s.uses === "./" || /^goldgate\/goldgate@/.test(s.uses ?? "");

/** What each mode needs from the token (docs/action.md, "Copy-paste workflows"). */
function needed(step: Step): Record<string, string> {
  const mode = String(step.with?.mode ?? "check");
  if (mode === "record") return { contents: "write" };
  if (mode === "comment") return { actions: "read", "pull-requests": "write" };
  // A shard job uploads its artifact to its own run: no token scope.
  if (mode === "shard") return { contents: "read" };
  return step.with?.comment === "never"
    ? { contents: "read" }
    : { contents: "read", "pull-requests": "write" };
}

test("every Goldgate step uses real inputs and has the permissions its mode needs", () => {
  let steps = 0;
  for (const [file, workflow] of ALL) {
    for (const job of Object.values(workflow.jobs)) {
      for (const step of job.steps.filter(isGoldgate)) {
        steps++;
        for (const name of Object.keys(step.with ?? {}))
          assert.ok(name in ACTION_INPUTS, `${file}: unknown input '${name}'`);
        for (const [scope, level] of Object.entries(needed(step)))
          assert.equal(workflow.permissions?.[scope], level, `${file}: permissions.${scope}`);
      }
    }
  }
  assert.ok(steps >= 5, `found ${steps} Goldgate steps`);
});

test("the fork-safe pair: phase 2 runs on phase 1's workflow and checks out nothing", () => {
  const check = ALL.find(([f]) => f.endsWith("goldgate-fork-check.yml"))?.[1];
  const comment = ALL.find(([f]) => f.endsWith("goldgate-fork-comment.yml"))?.[1];
  assert.ok(check !== undefined && comment !== undefined);
  const name = (
    parse(readFileSync(join(ROOT, "docs/workflows/goldgate-fork-check.yml"), "utf8")) as {
      name: string;
    }
  ).name;
  const on = comment.on as { workflow_run: { workflows: string[] } };
  assert.deepEqual(on.workflow_run.workflows, [name]);
  const steps = Object.values(comment.jobs).flatMap((j) => j.steps);
  assert.ok(steps.every((s) => !(s.uses ?? "").startsWith("actions/checkout")));
  assert.equal(check.permissions?.["pull-requests"], undefined);
});

test("CI runs .ci/run in Debian as root without ../shared; the self-test runs `uses: ./` on pull requests", () => {
  const ci = readFileSync(join(ROOT, ".github/workflows/ci.yml"), "utf8");
  assert.match(ci, /run: bash \.ci\/run/);
  // .ci/run installs Debian's chromium and Python packages with apt as root; there is no ../shared.
  const job = (
    parse(ci) as { jobs: Record<string, { container?: string; env?: Record<string, string> }> }
  ).jobs.ci;
  assert.match(job?.container ?? "", /^node:24-bookworm$/);
  assert.equal(job?.env?.GOLDGATE_SHARED, "optional");
  const self = ALL.find(([f]) => f.endsWith("self-test.yml"))?.[1];
  assert.ok(self !== undefined && "pull_request" in (self.on as object));
  assert.ok(Object.values(self.jobs).some((j) => j.steps.some((s) => s.uses === "./")));
});

test("docs/action.md's quick start is a 12-line workflow with real inputs and permissions", () => {
  const docs = readFileSync(join(ROOT, "docs/action.md"), "utf8");
  const block = /```yaml\n([\s\S]*?)```/.exec(docs)?.[1] ?? "";
  assert.equal(block.trimEnd().split("\n").length, 12);
  const workflow = parse(block) as Workflow;
  const steps = Object.values(workflow.jobs).flatMap((j) => j.steps);
  const step = steps.find(isGoldgate);
  assert.ok(step !== undefined);
  assert.deepEqual(Object.keys(step.with ?? {}), ["gold", "system", "format"]);
  for (const [scope, level] of Object.entries(needed(step)))
    assert.equal(workflow.permissions?.[scope], level, scope);
});
