import { DataError } from "../errors.ts";
import { parseJsonText } from "../ports/json-text.ts";
import { COMPARISON_SCHEMA, type Comparison } from "./comparison.ts";

/**
 * Reads a comparison document written by any Goldgate version into the current contract
 * (docs/comparison.md, "Older comparisons"). `goldgate/comparison@1` put the span family's keys
 * at the top level; `@2` keeps them in `families.spans`, the figures under `metrics`:
 *
 * - compared: `overall`, `types`, `macro` → `families.spans.metrics`; `documents`, `annotations`,
 *   `confidence` → `families.spans`; `unit: "document"`, `undefinedOnASide: []` and `plans`
 *   (from `settings`, the span engine's own counts in `@1`) are added;
 * - no baseline: `confidence` and `errors` → `families.spans`.
 *
 * Every other key is kept as it was. An `@2` document is returned as it is.
 */

type Dict = Record<string, unknown>;

const SPAN_METRICS = ["overall", "types", "macro"] as const;
const SPAN_BESIDE = ["documents", "annotations", "confidence", "errors"] as const;

function isDict(v: unknown): v is Dict {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

/** The `plans` of a family section, from an `@1` document's `settings` counts. */
function plansOf(settings: Dict, compared: boolean): Dict {
  const boot = isDict(settings.bootstrap) ? settings.bootstrap : {};
  const rand = isDict(settings.randomization) ? settings.randomization : {};
  return {
    bootstrap: { exact: boot.exact === true, count: boot.resamples ?? 0 },
    randomization: compared
      ? { exact: rand.exact === true, count: rand.permutations ?? 0 }
      : { exact: false, count: 0 },
  };
}

/** `@1`'s span types with `status` new or gone, as `@2`'s `classes` (null when none). */
function classesOf(types: unknown): Dict | null {
  const rows = Object.entries(isDict(types) ? types : {}).flatMap(([name, t]) => {
    if (!isDict(t) || (t.status !== "new" && t.status !== "gone")) return [];
    const side = t.status === "gone" ? "baseline" : "current";
    const f1 = isDict(t.strict) && isDict(t.strict.f1) ? t.strict.f1[side] : null;
    const support = isDict(t.support) ? t.support[side] : null;
    const change = { name, metric: `types.${name}.strict.f1`, label: "strict F1" };
    return [
      { status: t.status, change: { ...change, value: f1 ?? null, support: support ?? null } },
    ];
  });
  if (rows.length === 0) return null;
  const side = (s: string) => rows.filter((r) => r.status === s).map((r) => r.change);
  return { noun: "type", gone: side("gone"), new: side("new") };
}

function upgradeV1(doc: Dict): Dict {
  const compared = doc.kind === "compared";
  const out: Dict = {};
  const spans: Dict = {};
  const metrics: Dict = {};
  for (const [key, value] of Object.entries(doc)) {
    if (compared && (SPAN_METRICS as readonly string[]).includes(key)) metrics[key] = value;
    else if ((SPAN_BESIDE as readonly string[]).includes(key)) spans[key] = value;
    else out[key] = value;
  }
  const families = isDict(doc.families) ? { ...doc.families } : {};
  if (Object.keys(spans).length + Object.keys(metrics).length > 0) {
    const settings = isDict(doc.settings) ? doc.settings : {};
    const classes = compared ? classesOf(metrics.types) : null;
    families.spans = {
      unit: "document",
      plans: plansOf(settings, compared),
      ...(compared ? { metrics, undefinedOnASide: [] } : {}),
      ...spans,
      ...(classes === null ? {} : { classes }),
    };
  }
  return { ...out, schema: COMPARISON_SCHEMA, families };
}

/**
 * A parsed comparison document in the current contract; an unknown schema is a DataError naming
 * `origin`. The shape beyond the span keys is not re-validated (it was written by Goldgate).
 */
export function upgradeComparison(doc: unknown, origin: string): Comparison {
  const schema = isDict(doc) ? doc.schema : undefined;
  if (!isDict(doc) || (schema !== "goldgate/comparison@1" && schema !== COMPARISON_SCHEMA))
    throw new DataError(
      { file: origin },
      `schema: expected one of: goldgate/comparison@1, ${COMPARISON_SCHEMA}, got ${JSON.stringify(schema) ?? "none"}`,
    );
  const kind = doc.kind;
  if (kind !== "compared" && kind !== "no-baseline")
    throw new DataError(
      { file: origin },
      `kind: expected one of: compared, no-baseline, got ${JSON.stringify(kind) ?? "none"}`,
    );
  const current = schema === COMPARISON_SCHEMA ? doc : upgradeV1(doc);
  if (!isComparison(current))
    throw new DataError({ file: origin }, "expected settings, baseline, current and families");
  return current;
}

/** The keys every comparison has (the rest was written by Goldgate and is taken as it is). */
function isComparison(v: Dict): v is Dict & Comparison {
  return (
    v.schema === COMPARISON_SCHEMA &&
    (v.kind === "compared" || v.kind === "no-baseline") &&
    isDict(v.settings) &&
    isDict(v.baseline) &&
    isDict(v.current) &&
    isDict(v.families)
  );
}

/** Reads comparison JSON text (`goldgate compare --json` output of any version). */
export function readComparison(text: string, origin: string): Comparison {
  const doc = parseJsonText(text, { file: origin }, "a goldgate/comparison JSON document");
  return upgradeComparison(doc, origin);
}
