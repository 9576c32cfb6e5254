import type { ClassErrors } from "../measure/families/family.ts";
import { blocks, details, table } from "./markdown-blocks.ts";
import { DETAIL_LIMITS } from "./markdown-details.ts";
import { type Md, md } from "./markdown-escape.ts";

/** Widest a cell of each column may be: the document, the gold and system spans, the outcome. */
const WIDTHS = [60, 120, 120, 200] as const;

/** One class's errors, collapsed: counts per kind in the summary, the first rows in the table. */
function errorSection(e: ClassErrors): Md {
  const shown = e.rows.slice(0, DETAIL_LIMITS.annotations);
  const body = shown.map((row) => row.map((text, i) => md(text, WIDTHS[i] ?? 200)));
  const more =
    shown.length < e.total ? md(`Showing ${shown.length} of ${e.total}; ${e.kept}.`) : md("");
  return details(
    `${e.title}: ${e.total} — ${e.kinds}`,
    blocks([
      table(
        e.heads.map((h) => md(h)),
        body,
        e.heads.map(() => "l" as const),
      ),
      more,
    ]),
  );
}

/**
 * Without a baseline, each failed `min` rule on a class lists that class's errors (the report
 * model's `classErrors`, GATE's verbose Corpus Benchmark mode).
 */
export function renderClassErrors(errors: readonly ClassErrors[]): Md {
  return blocks(errors.map(errorSection));
}
