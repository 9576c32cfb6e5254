import { CLASH_CATEGORIES, type ClashCategory, emptyTally } from "../../align/clash.ts";
import { type DetailSpan, offsetsText } from "../../align/details.ts";
import { SPAN_SCHEMES, type SpanScheme, schemeCounts } from "../schemes.ts";
import { type ClassErrors, recordOf } from "./family.ts";

/**
 * A span type's errors without a baseline (GATE Corpus Benchmark's verbose mode): the alignment
 * rows the span section keeps per type (`errors`, the first 25 of each category,
 * baseline/type-errors.ts) that the failed rule's scheme does not count as correct.
 */

/** Rows the section keeps per type and category (baseline/type-errors.ts `TYPE_ERROR_ROWS`). */
const KEPT_PER_KIND = 25;

/** The scheme of a type's figure (`types.ORG.lenient.f1` → lenient), else null. */
function schemeOf(metric: string, type: string): SpanScheme | null {
  const prefix = `${["types", type].join(".")}.`;
  if (!metric.startsWith(prefix)) return null;
  const scheme = metric.slice(prefix.length).split(".")[0];
  return SPAN_SCHEMES.find((s) => s === scheme) ?? null;
}

/** Categories whose gold annotation counts as correct under a scheme (from `schemeCounts`). */
function correctUnder(scheme: SpanScheme): ReadonlySet<string> {
  return new Set(
    CLASH_CATEGORIES.filter((c) => {
      const t = emptyTally();
      t[c] = 1;
      return schemeCounts(t, scheme).correct === 1;
    }),
  );
}

/** A row the section keeps (baseline/type-errors.ts `TypeErrorRow`). */
interface KeptRow {
  readonly document: string;
  readonly category: ClashCategory;
  readonly gold: DetailSpan | null;
  readonly system: DetailSpan | null;
}

/** A type's kept errors (baseline/type-errors.ts `TypeErrors`). */
interface Kept {
  readonly counts: Readonly<Partial<Record<ClashCategory, number>>>;
  readonly rows: readonly KeptRow[];
}

/** A span of a kept row: `ORG 4–9 "Acme"`, or `—` when the row has none on that side. */
function spanText(s: DetailSpan | null): string {
  if (s === null) return "—";
  return `${s.type} ${offsetsText(s)}${s.text === undefined ? "" : ` "${s.text}"`}`;
}

/** The errors of `type` under the scheme of `metric`, from the span section's `errors`. */
export function spanClassErrors(
  section: unknown,
  metric: string,
  type: string,
): ClassErrors | null {
  const scheme = schemeOf(metric, type);
  // The section is the span engine's own (verified when read): its `errors` are `Kept` per type.
  const own = recordOf(recordOf(section)?.errors)?.[type] as Kept | undefined;
  if (scheme === null || own === undefined) return null;
  const right = correctUnder(scheme);
  const count = (c: ClashCategory): number => own.counts[c] ?? 0;
  const wrong = CLASH_CATEGORIES.filter((c) => !right.has(c) && count(c) > 0);
  return {
    className: type,
    title: `${type} errors (${scheme})`,
    total: wrong.reduce((n, c) => n + count(c), 0),
    kinds: wrong.map((c) => `${c} ${count(c)}`).join(", "),
    heads: ["Document", "Gold", "System", "Outcome"],
    rows: own.rows
      .filter((r) => !right.has(r.category))
      .map((r) => [r.document, spanText(r.gold), spanText(r.system), r.category]),
    kept: `the JSON report has up to ${KEPT_PER_KIND} of each kind`,
  };
}
