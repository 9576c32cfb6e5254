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

/** Walks a comparison subtree: MetricDelta leaves become baseline numbers. */
function baselineView(node: unknown): unknown {
  if (isMetricDelta(node)) return node.baseline;
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
    const view = baselineView(node[key]);
    if (view === undefined) continue;
    out[key] = view;
    members++;
  }
  return members === 0 ? undefined : out;
}

/**
 * The deltas `baselineView` passes whose keys joined by "." spell `segments` (from `from` on), in
 * its walk order. Keys may hold dots, so every run of segments naming a key is followed.
 */
function deltasAt(node: unknown, segments: readonly string[], from: number, into: DefinedDelta[]) {
  if (isMetricDelta(node)) {
    if (from === segments.length) into.push(node);
    return;
  }
  if (from === segments.length || isUndefinedDelta(node) || !isRecord(node)) return;
  if (node.status === "new") return;
  const keys: { readonly key: string; readonly next: number }[] = [];
  for (let next = from + 1; next <= segments.length; next++) {
    const key = segments.slice(from, next).join(".");
    if (key !== "counts" && Object.hasOwn(node, key)) keys.push({ key, next });
  }
  if (keys.length > 1) {
    const order = Object.keys(node);
    keys.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
  }
  for (const { key, next } of keys) deltasAt(node[key], segments, next, into);
}

/** Every delta keyed by `path` in walk order (the last one stands, as in a record filled in order). */
function deltasOf(roots: readonly (readonly [string, unknown])[], path: string): DefinedDelta[] {
  const segments = path.split(".");
  const into: DefinedDelta[] = [];
  for (const [root, tree] of roots)
    for (let next = 1; next <= segments.length; next++)
      if (segments.slice(0, next).join(".") === root) deltasAt(tree, segments, next, into);
  return into;
}

/** The interval and p-value lookups over the comparison's deltas, walked per path asked. */
function lookups(roots: readonly (readonly [string, unknown])[]) {
  const interval = (path: string): readonly [number, number] | undefined => {
    const last = deltasOf(roots, path).at(-1);
    return last === undefined ? undefined : [last.ci.lower, last.ci.upper];
  };
  const p = (path: string): number | undefined =>
    deltasOf(roots, path).findLast((d) => typeof d.p === "number")?.p;
  return { interval, p };
}

function goldRelation(comparison: Comparison): GoldRelation {
  const gold = comparison.baseline.gold;
  if (gold === null || !gold.changed) return "same";
  // Re-scored on the current gold, or compared on the units both sides hold: a fair comparison.
  return gold.action === "rescored" || gold.action === "shared" ? gold.action : "changed";
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
  const roots = Object.values(comparison.families ?? {}).flatMap((f) => Object.entries(f.metrics));
  const doc: Record<string, unknown> = {};
  for (const [root, tree] of roots) doc[root] = baselineView(tree);
  const gold = comparison.baseline.gold;
  const baseline: BaselineEvidence = {
    kind: "found",
    doc,
    ...lookups(roots),
    joint,
    gold: goldRelation(comparison),
    ...(gold?.action === "shared"
      ? { sharedCurrent: (path: string) => deltasOf(roots, path).at(-1)?.current }
      : {}),
    goldSha256: {
      baseline: gold?.baseline ?? comparison.baseline.inputs?.gold.sha256 ?? "",
      current: gold?.current ?? comparison.current.inputs.gold.sha256,
    },
    ...(gold?.settings === undefined ? {} : { settings: gold.settings }),
    goneClasses: classesWith(comparison, "gone"),
    newClasses: classesWith(comparison, "new"),
    ...(comparison.baseline.stale
      ? { stale: { date: comparison.baseline.date, ageDays: comparison.baseline.ageDays } }
      : {}),
  };
  return { current, baseline };
}
