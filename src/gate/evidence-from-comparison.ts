import { notComparableReason } from "../baseline/comparable.ts";
import type { Comparison, DefinedDelta } from "../baseline/comparison.ts";
import type { JointNull } from "../baseline/joint-null.ts";
import type { BaselineEvidence, ClassCase, GateEvidence, GoldRelation } from "./evidence.ts";

/**
 * Reads a `goldgate/comparison@2` document into the gate's evidence: the baseline values as a
 * document that mirrors the scores paths (`types.PER.strict.f1` → the baseline's F1), and the
 * delta intervals keyed by the same paths. Types new in this run have no baseline values.
 */

type Dict = Readonly<Record<string, unknown>>;

function isRecord(node: unknown): node is Dict {
  return node !== null && typeof node === "object" && !Array.isArray(node);
}

function isMetricDelta(node: unknown): node is DefinedDelta {
  return (
    isRecord(node) &&
    typeof node.baseline === "number" &&
    typeof node.current === "number" &&
    isRecord(node.ci)
  );
}

/** A figure undefined (0/0) on a side: no interval, nothing compared (docs/comparison.md). */
function isUndefinedDelta(node: unknown): node is Dict {
  return isRecord(node) && "delta" in node && node.delta === null;
}

/** The baseline's `possible` beside a scheme's rates (from `counts.baseline`), if any. */
function baselineSupport(node: Dict): Dict {
  const counts = node.counts;
  if (!isRecord(counts) || !isRecord(counts.baseline)) return {};
  const possible = counts.baseline.possible;
  return typeof possible === "number" ? { possible } : {};
}

/** Walks a comparison subtree: MetricDelta leaves become baseline numbers, intervals collected. */
interface Collected {
  readonly intervals: Record<string, readonly [number, number]>;
  readonly p: Record<string, number>;
}

/** `at`: the node's path, its keys joined by "." (a string, not an array per node and level). */
function baselineView(node: unknown, at: string, into: Collected): unknown {
  if (isMetricDelta(node)) {
    into.intervals[at] = [node.ci.lower, node.ci.upper];
    if (typeof node.p === "number") into.p[at] = node.p;
    return node.baseline;
  }
  // A type gone from the current run keeps its baseline figure (the typeGone check reads it).
  if (isUndefinedDelta(node)) return typeof node.baseline === "number" ? node.baseline : undefined;
  if (!isRecord(node)) return undefined;
  if (node.status === "new") return undefined;
  // Null prototype: keys are type names, `__proto__` too.
  const support = baselineSupport(node);
  const out = Object.assign(Object.create(null) as Record<string, unknown>, support);
  let members = Object.keys(support).length;
  for (const key of Object.keys(node)) {
    if (key === "counts") continue;
    const view = baselineView(node[key], `${at}.${key}`, into);
    if (view === undefined) continue;
    out[key] = view;
    members++;
  }
  return members === 0 ? undefined : out;
}

function goldRelation(comparison: Comparison): GoldRelation {
  const gold = comparison.baseline.gold;
  if (gold === null || !gold.changed) return "same";
  return gold.action === "rescored" ? "rescored" : "changed";
}

/** Every family's classes on one side only (`classes` of its section), in section order. */
function classesWith(comparison: Comparison, side: "new" | "gone"): ClassCase[] {
  if (comparison.kind !== "compared") return [];
  return Object.values(comparison.families).flatMap((f) => {
    const c = f.classes;
    return c === undefined ? [] : c[side].map((x) => ({ ...x, noun: c.noun }));
  });
}

/**
 * The gate's evidence from the current scores and a comparison (found or not), with the joint
 * randomizations the comparison kept in memory (none for a comparison read from a file).
 */
export function evidenceFromComparison(
  current: unknown,
  comparison: Comparison,
  joint: readonly JointNull[] = [],
): GateEvidence {
  if (comparison.kind === "no-baseline") {
    const notes = comparison.baseline.notes;
    const disabled = comparison.baseline.requested === "none";
    const reason = notes.length > 0 ? notes.join("; ") : "no baseline source produced one";
    const n = comparison.notComparable;
    if (n !== undefined)
      return {
        current,
        baseline: {
          kind: "incomparable",
          reason: notComparableReason(n),
        },
      };
    return { current, baseline: { kind: disabled ? "disabled" : "missing", reason } };
  }
  const into: Collected = { intervals: {}, p: {} };
  const doc: Record<string, unknown> = {};
  for (const family of Object.values(comparison.families ?? {}))
    for (const [root, tree] of Object.entries(family.metrics))
      doc[root] = baselineView(tree, root, into);
  const gold = comparison.baseline.gold;
  const baseline: BaselineEvidence = {
    kind: "found",
    doc,
    intervals: into.intervals,
    p: into.p,
    joint,
    gold: goldRelation(comparison),
    goldSha256: {
      baseline: gold?.baseline ?? comparison.baseline.inputs?.gold.sha256 ?? "",
      current: gold?.current ?? comparison.current.inputs.gold.sha256,
    },
    goneClasses: classesWith(comparison, "gone"),
    newClasses: classesWith(comparison, "new"),
    ...(comparison.baseline.stale
      ? { stale: { date: comparison.baseline.date, ageDays: comparison.baseline.ageDays } }
      : {}),
  };
  return { current, baseline };
}
