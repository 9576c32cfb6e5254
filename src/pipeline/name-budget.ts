import { type LimitName, type Limits, limitExceeded } from "../config/limits.ts";
import type { Document } from "../corpus/model.ts";
import { DataError, type Location } from "../errors.ts";

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
