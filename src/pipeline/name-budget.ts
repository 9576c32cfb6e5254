import { type LimitName, type Limits, limitExceeded } from "../config/limits.ts";
import type { Document } from "../corpus/model.ts";
import { DataError, type Location } from "../errors.ts";
import { FAMILIES } from "../measure/families/registry.ts";

/**
 * Counts distinct names (types, labels) as input streams by and refuses the one that passes
 * its limit, where it appears: per-type tables and label × label matrices grow with them.
 */
export class NameBudget {
  private readonly seen = new Set<string>();
  constructor(
    private readonly limit: LimitName,
    private readonly limits: Limits,
    private readonly what: string,
  ) {}

  /** Counts `name`; throws a DataError at `at` when it is one distinct name too many. */
  add(name: string, at: Location): void {
    if (this.seen.has(name)) return;
    this.seen.add(name);
    if (this.seen.size <= this.limits[this.limit]) return;
    const subject = `${this.what} ${JSON.stringify(name).slice(0, 80)} (distinct ${this.what} number ${this.seen.size})`;
    throw new DataError(at, limitExceeded(this.limit, this.limits, subject));
  }

  /** Counts the types of a document's annotations (located at its source line, or `file`). */
  addDocument(doc: Document | undefined, file: string): void {
    for (const a of doc?.annotations ?? []) {
      if (this.seen.has(a.type)) continue;
      const source = doc?.source?.file ?? file;
      const line = a.line ?? doc?.source?.line;
      this.add(a.type, line === undefined ? { file: source } : { file: source, line });
    }
  }
}

/**
 * The classes (types, labels) of scores documents, counted file by file in order against their
 * limits (`--limit types=N`, `labels=N`), as scoring them in one run would count them: the per-class
 * tables built from the files grow with them. The error names the file that brought the one too many.
 */
export function checkClassLimits(
  files: readonly { readonly origin: string; readonly doc: unknown }[],
  limits: Limits,
): void {
  const budgets = new Map<LimitName, NameBudget>();
  for (const file of files)
    for (const family of FAMILIES) {
      const classes = family.present(file.doc) ? family.classes?.(file.doc) : undefined;
      const limit = classes?.limit;
      if (classes === undefined || limit === undefined) continue;
      const budget = budgets.get(limit) ?? new NameBudget(limit, limits, classes.noun);
      budgets.set(limit, budget);
      for (const row of classes.rows) budget.add(row.name, { file: file.origin });
    }
}
