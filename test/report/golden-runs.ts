import { DEFAULT_CASE_LEVELS, DEFAULT_GATE_RULE } from "../../src/config/settings.ts";
import type { RunResult } from "../../src/report/run-result.ts";
import {
  type Doc,
  defaultPolicy,
  type ErrorRates,
  generateGold,
  perturb,
  runOf,
  score,
} from "./scenarios.ts";

const TYPES = ["DATE", "LOC", "ORG", "PER"];
const rates = (miss: number, confuse = 0.04, boundary = 0.04): ErrorRates => ({
  miss,
  confuse,
  boundary,
});

const gold = generateGold(40, 6, TYPES, 1);
const baseSystem = perturb(gold, () => rates(0.1), 11);
const baseline = score(gold, baseSystem);

/** Current system: LOC misses 40% instead of 10%. */
function regressed() {
  return score(
    gold,
    perturb(gold, (type) => rates(type === "LOC" ? 0.4 : 0.1), 11),
  );
}

function noisy(): RunResult {
  const small = generateGold(12, 5, TYPES, 3);
  const before = perturb(small, () => rates(0.05, 0, 0), 13);
  const after: Doc[] = before.map((d, i) => (i === 0 ? { ...d, spans: d.spans.slice(0, 1) } : d));
  return runOf(score(small, after), score(small, before), defaultPolicy());
}

function goldChanged(): RunResult {
  const newGold = gold.map((d, i) => (i % 5 === 0 ? { ...d, spans: d.spans.slice(1) } : d));
  const system = perturb(gold, () => rates(0.1), 11);
  return runOf(score(newGold, system), baseline, defaultPolicy());
}

/** The same gold, the baseline scored under other significant attributes and not re-scored. */
export function settingsChanged(): RunResult {
  const system = perturb(gold, () => rates(0.1), 11);
  const sha = baseline.scores.inputs.gold.sha256;
  return runOf(score(gold, system), baseline, defaultPolicy(), {
    gold: {
      baseline: sha,
      current: sha,
      changed: true,
      action: "warned",
      settings: 'attributes [] → ["<b>kind</b>"]',
    },
  });
}

function manyTypes(): RunResult {
  const types = Array.from(
    { length: 500 },
    (_, k) =>
      `ORGANIZATION.GOVERNMENT.REGIONAL_AUTHORITY.PUBLIC_WORKS_DEPARTMENT.UNIT_${String(k).padStart(3, "0")}`,
  );
  const g = generateGold(150, 8, types, 5);
  const before = score(
    g,
    perturb(g, () => rates(0.1, 0, 0.05), 21),
  );
  const after = score(
    g,
    perturb(g, (_, d) => rates(d % 2 === 0 ? 0.2 : 0.1, 0, 0.05), 21),
  );
  // 200 resamples: the bootstrap over 500 types is the slow part, and the budget is the point here.
  return runOf(after, before, defaultPolicy(), {}, 200);
}

function hostile(): RunResult {
  const types = ["A|B", "`code`", "<script>alert(1)</script>", "@someone", "#12 **bold**"];
  const ids = (d: number): string => `<b>doc ${d}</b> #${d} @team|x`;
  const g = generateGold(10, 5, [...types, "<img src=x onerror=alert(1)>"], 9, ids);
  const ignore = ["<img src=x onerror=alert(1)>"];
  const before = score(
    g,
    perturb(g, () => rates(0.05, 0, 0), 31),
    ignore,
  );
  const after = score(
    g,
    perturb(g, () => rates(0.3, 0, 0), 31),
    ignore,
  );
  const typeRule = {
    ...DEFAULT_GATE_RULE,
    source: "gate.rules[1]",
    metric: "types.*.strict.f1",
    maxDrop: null,
    min: 0.85,
    minSupport: 20,
  };
  const policy = { rules: [DEFAULT_GATE_RULE, typeRule], cases: DEFAULT_CASE_LEVELS, waived: null };
  return runOf(after, before, policy, {
    tag: "v1.0.0-`tick`|<i>",
    notes: ["@release-bot said: <b>hi</b> in #7"],
  });
}

/** A base-branch baseline (`ref`) recorded 40 days before the current commit, past the 14 allowed. */
function stale(): RunResult {
  const age = { date: "2026-01-21T09:15:00Z", ageDays: 40, stale: true };
  return runOf(
    score(
      gold,
      perturb(gold, () => rates(0.08), 11),
    ),
    baseline,
    defaultPolicy(),
    {
      requested: "ref",
      source: "ref",
      tag: null,
      path: "origin/main:goldgate-scores.json",
      ...age,
      notes: [],
    },
  );
}

/** Every golden scenario, by file name (without `.md`). */
export const GOLDEN_RUNS: Readonly<Record<string, () => RunResult>> = {
  pass: () =>
    runOf(
      score(
        gold,
        perturb(gold, () => rates(0.08), 11),
      ),
      baseline,
      defaultPolicy(),
    ),
  "significant-regression": () => runOf(regressed(), baseline, defaultPolicy()),
  "noisy-drop": noisy,
  "first-run": () =>
    runOf(baseline, null, defaultPolicy(), {
      requested: "auto",
      notes: [
        "release-asset: no published release",
        "tag-file: no tag matches v* (fetched tags from origin)",
        "path: baseline.path is not set",
      ],
    }),
  "gold-changed": goldChanged,
  "waived-failure": () =>
    runOf(regressed(), baseline, defaultPolicy("label goldgate:waive added by @maintainer")),
  "many-types": manyTypes,
  "hostile-labels": hostile,
  "stale-baseline": stale,
};
