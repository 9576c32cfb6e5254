import { CLASH_CATEGORIES } from "../align/clash.ts";
import { offsetsText } from "../align/details.ts";
import { correctCategories } from "../baseline/annotation-changes.ts";
import { spanNoBaseline } from "../baseline/span-comparison.ts";
import type { TypeErrorRow, TypeErrors } from "../baseline/type-errors.ts";
import type { Finding } from "../gate/verdict.ts";
import { SPAN_SCHEMES, type SpanScheme } from "../measure/schemes.ts";
import { blocks, details, table } from "./markdown-blocks.ts";
import { DETAIL_LIMITS } from "./markdown-details.ts";
import { type Md, md } from "./markdown-escape.ts";
import type { RunResult } from "./run-result.ts";

/** The scheme of a failed `min` rule on a span type (`types.ORG.lenient.f1` → lenient), else null. */
function failedTypeScheme(f: Finding): SpanScheme | null {
  if (f.check !== "min" || f.type === null || f.metric === null) return null;
  const prefix = `types.${f.type}.`;
  if (!f.metric.startsWith(prefix)) return null;
  const scheme = f.metric.slice(prefix.length).split(".")[0];
  return SPAN_SCHEMES.find((s) => s === scheme) ?? null;
}

function spanCell(s: TypeErrorRow["gold"]): Md {
  if (s === null) return md("—");
  const text = s.text === undefined ? "" : ` "${s.text}"`;
  return md(`${s.type} ${offsetsText(s)}${text}`, 120);
}

/** One type's errors under one scheme: counts per category and the first rows. */
function typeSection(type: string, scheme: SpanScheme, errors: TypeErrors): Md {
  const right = correctCategories(scheme);
  const wrong = CLASH_CATEGORIES.filter((c) => !right.has(c) && (errors.counts[c] ?? 0) > 0);
  const total = wrong.reduce((n, c) => n + (errors.counts[c] ?? 0), 0);
  if (total === 0) return md("");
  const byCategory = wrong.map((c) => `${c} ${errors.counts[c] ?? 0}`).join(", ");
  const rows = errors.rows.filter((r) => !right.has(r.category));
  const shown = rows.slice(0, DETAIL_LIMITS.annotations);
  const header = ["Document", "Gold", "System", "Outcome"].map((h) => md(h));
  const body = shown.map((r) => [
    md(r.document, 60),
    spanCell(r.gold),
    spanCell(r.system),
    md(r.category),
  ]);
  const more =
    shown.length < total
      ? md(`Showing ${shown.length} of ${total}; the JSON report has up to 25 of each kind.`)
      : md("");
  return details(
    `${type} errors (${scheme}): ${total} — ${byCategory}`,
    blocks([table(header, body, ["l", "l", "l", "l"]), more]),
  );
}

/**
 * Without a baseline, each failed `min` rule on a span type lists that type's errors (GATE's
 * verbose Corpus Benchmark mode): the rows its rule's scheme does not count as correct.
 */
export function renderTypeErrors(run: RunResult): Md {
  const errors = spanNoBaseline(run.comparison)?.errors;
  if (errors === undefined) return md("");
  const seen = new Set<string>();
  const sections = run.verdict.failures.flatMap((f) => {
    const scheme = failedTypeScheme(f);
    const type = f.type;
    const own = type === null ? undefined : errors[type];
    if (scheme === null || type === null || own === undefined || seen.has(`${type} ${scheme}`))
      return [];
    seen.add(`${type} ${scheme}`);
    return [typeSection(type, scheme, own)];
  });
  return blocks(sections);
}
