/**
 * Metric paths: dotted paths into the scores document (`overall.strict.f1`, `types.*.strict.f1`).
 * `*` matches every key at its level. A key may itself contain dots (`types.ORG.GOV.strict.f1`):
 * at each level the shortest run of segments that names an existing key wins.
 */
import { metricRoots, ratesUnder } from "../measure/families/registry.ts";

/** Top-level keys a rule may start with: every metric family's roots (measure/families). */
export const METRIC_ROOTS: readonly string[] = metricRoots();

/**
 * One concrete metric: its full path, its value (a fraction), the keys `*` stood for, and the gold
 * support beside it (`possible` of a scheme object, `gold` of an event row; null when none).
 */
export interface MetricValue {
  readonly path: string;
  readonly value: number;
  readonly wildcards: readonly string[];
  readonly support: number | null;
}

/** Why a pattern matched nothing: the deepest prefix that existed and what it offered. */
export interface MetricMiss {
  readonly prefix: string;
  readonly missing: string;
  readonly available: readonly string[];
}

type Dict = Readonly<Record<string, unknown>>;

function isRecord(node: unknown): node is Dict {
  return node !== null && typeof node === "object" && !Array.isArray(node);
}

/** The root a pattern starts with, if it is a known one. */
export function metricRoot(pattern: string): string | undefined {
  const root = pattern.split(".")[0] ?? "";
  return METRIC_ROOTS.includes(root) ? root : undefined;
}

interface Walk {
  readonly found: MetricValue[];
  /** Paths whose figure is null: undefined for the data (0/0), so no rule can check it. */
  readonly undefinedPaths: string[];
  miss: MetricMiss | undefined;
}

interface Step {
  readonly parent: unknown;
  readonly at: readonly string[];
  readonly wildcards: readonly string[];
}

function supportOf(parent: unknown): number | null {
  if (!isRecord(parent)) return null;
  const count = parent.possible ?? parent.gold;
  return typeof count === "number" ? count : null;
}

function walk(node: unknown, rest: readonly string[], step: Step, out: Walk): void {
  if (rest.length === 0) {
    if (node === null) out.undefinedPaths.push(step.at.join("."));
    if (typeof node === "number" && Number.isFinite(node))
      out.found.push({
        path: step.at.join("."),
        value: node,
        wildcards: step.wildcards,
        support: supportOf(step.parent),
      });
    return;
  }
  const dict: Dict = isRecord(node) ? node : {};
  const into = (key: string, n: number, wild: boolean): void =>
    walk(
      Object.hasOwn(dict, key) ? dict[key] : undefined,
      rest.slice(n),
      {
        parent: node,
        at: [...step.at, key],
        wildcards: wild ? [...step.wildcards, key] : step.wildcards,
      },
      out,
    );
  if (rest[0] === "*") {
    const keys = Object.keys(dict);
    for (const key of keys) into(key, 1, true);
    if (keys.length === 0) recordMiss(out, step.at, "*", keys);
    return;
  }
  let matched = false;
  for (let n = 1; n <= rest.length; n++) {
    const key = rest.slice(0, n).join(".");
    if (Object.hasOwn(dict, key)) {
      matched = true;
      into(key, n, false);
    }
  }
  if (!matched) recordMiss(out, step.at, rest[0] ?? "", choices(dict, step.at));
}

/** The keys a miss offers: a number that is not a rate (a count) is no choice for a rule. */
function choices(dict: Dict, at: readonly string[]): string[] {
  const root = at[0];
  if (root === undefined) return Object.keys(dict);
  const rates = ratesUnder(root);
  return Object.keys(dict).filter((k) => typeof dict[k] !== "number" || rates.includes(k));
}

function recordMiss(
  out: Walk,
  at: readonly string[],
  missing: string,
  keys: readonly string[],
): void {
  if (out.miss === undefined || at.length > out.miss.prefix.split(".").length)
    out.miss = { prefix: at.join("."), missing, available: [...keys].sort() };
}

const byPath = (a: MetricValue, b: MetricValue): number =>
  a.path < b.path ? -1 : a.path > b.path ? 1 : 0;

/**
 * Every finite number the pattern reaches in `doc`, sorted by path, and the paths it reaches
 * whose figure is null (undefined: 0/0). `miss` explains an empty result: the deepest prefix that
 * existed, the segment it lacked and the keys it had.
 */
export function resolveMetric(
  doc: unknown,
  pattern: string,
): {
  readonly values: readonly MetricValue[];
  readonly undefinedPaths: readonly string[];
  readonly miss: MetricMiss | undefined;
} {
  const out: Walk = { found: [], undefinedPaths: [], miss: undefined };
  walk(doc, pattern.split("."), { parent: undefined, at: [], wildcards: [] }, out);
  return {
    values: out.found.sort(byPath),
    undefinedPaths: out.undefinedPaths.sort(),
    miss: out.miss,
  };
}

/** The value at exact keys (no wildcards, keys may contain dots), or undefined. */
export function valueAt(doc: unknown, keys: readonly string[]): unknown {
  let node = doc;
  for (const key of keys) {
    if (!isRecord(node) || !Object.hasOwn(node, key)) return undefined;
    node = node[key];
  }
  return node;
}
