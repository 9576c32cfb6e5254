import type { ClashCategory } from "../align/clash.ts";
import type { DetailTable } from "../align/detail-table.ts";
import type { DetailSpan } from "../align/details.ts";

/** Alignment rows kept per type and category: enough for the comment's list, bounded for the JSON. */
export const TYPE_ERROR_ROWS = 25;

/** One alignment row that is not a match, in the document's order (gold or system may be absent). */
export interface TypeErrorRow {
  readonly document: string;
  readonly category: ClashCategory;
  readonly gold: DetailSpan | null;
  readonly system: DetailSpan | null;
}

/**
 * One type's alignment rows other than matches, without a baseline (GATE Corpus Benchmark's verbose
 * mode): how many of each category, and the first `TYPE_ERROR_ROWS` of each category. A row counts
 * for its gold type and, when it differs, its system type. Which categories are errors depends on
 * the scheme of the rule that failed; the report judges that.
 */
export interface TypeErrors {
  readonly counts: Readonly<Partial<Record<ClashCategory, number>>>;
  readonly rows: readonly TypeErrorRow[];
}

/** Every type's non-match rows from the current side's details (sorted by type), or null without details. */
export function typeErrors(table: DetailTable | null): Readonly<Record<string, TypeErrors>> | null {
  if (table === null) return null;
  const byType = new Map<
    string,
    { counts: Partial<Record<ClashCategory, number>>; rows: TypeErrorRow[] }
  >();
  for (const i of table.sortedOrder()) {
    const category = table.category(i);
    if (category === "match") continue;
    const gold = table.span(i, 0) ?? null;
    const system = table.span(i, 1) ?? null;
    const types = new Set([gold?.type, system?.type].filter((t): t is string => t !== undefined));
    for (const type of types) {
      let entry = byType.get(type);
      if (entry === undefined) {
        entry = { counts: {}, rows: [] };
        byType.set(type, entry);
      }
      const n = entry.counts[category] ?? 0;
      entry.counts[category] = n + 1;
      if (n < TYPE_ERROR_ROWS)
        entry.rows.push({
          document: table.text(table.field(i, "document")),
          category,
          gold,
          system,
        });
    }
  }
  const sorted = [...byType.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(sorted.map((t) => [t, byType.get(t) as TypeErrors]));
}
