import type { Link } from "../../align/align-spans.ts";
import { compareText } from "../../corpus/fingerprint.ts";
import type { Annotation, Issue } from "../../corpus/model.ts";
import { ChunkedList } from "../chunked-list.ts";
import type { SpanScheme } from "../schemes.ts";
import { UnitList } from "../unit-list.ts";
import {
  type AttributeUnit,
  bareCounts,
  bareUnit,
  hasAttributes,
  tallyAttributes,
} from "./attribute-tally.ts";

/**
 * Each gold document's attribute tally, in the order added; a document where no span carries an
 * attribute is kept as its id and two counts, and its unit made only when every unit is read.
 */
export class AttributeUnits {
  /** `scoredAttributes`: the attributes scored, or null for every one a gold span carries. */
  readonly #only: ReadonlySet<string> | null;
  /** Attributes gold spans carry that `#only` leaves out, and those of `#only` some gold span carries. */
  readonly #left = new Set<string>();
  readonly #found = new Set<string>();
  readonly #pairs = new ChunkedList<number>();
  readonly #typeRight = new ChunkedList<number>();
  readonly #list = new UnitList<AttributeUnit>((id, k) =>
    bareUnit(id, this.#pairs.at(k), this.#typeRight.at(k)),
  );

  constructor(only: readonly string[] = []) {
    this.#only = only.length === 0 ? null : new Set(only);
  }

  /** Adds a document's tally (`tallyAttributes`), of the scored attributes alone. */
  add(id: string, goldSpans: readonly Annotation[], links: readonly Link[], scheme: SpanScheme) {
    const only = this.#only;
    if (only !== null)
      for (const a of goldSpans)
        for (const name of Object.keys(a.attributes ?? {}))
          (only.has(name) ? this.#found : this.#left).add(name);
    const carries = (a: Annotation | undefined) => hasAttributes(a, only);
    const bare = !links.some((l) => carries(l.gold) || carries(l.system));
    const [pairs, typeRight] = bare ? bareCounts(links, scheme) : [0, 0];
    if (bare) this.#list.addEmpty(id);
    else this.#list.add(tallyAttributes(id, goldSpans, links, scheme, only));
    this.#pairs.push(pairs);
    this.#typeRight.push(typeRight);
  }

  /** Adds a document where no span carries an attribute, by its two counts (`bareCounts`). */
  addBare(id: string, pairs: number, typeRight: number): void {
    this.#list.addEmpty(id);
    this.#pairs.push(pairs);
    this.#typeRight.push(typeRight);
  }

  /**
   * With `scoredAttributes`: one note naming the attributes gold spans carry that it leaves out,
   * and one naming those of its names no gold span carries (a misspelt name scores nothing).
   */
  finish(report: (issue: Issue) => void): void {
    const only = this.#only;
    if (only === null) return;
    const listed = (names: Iterable<string>) => [...names].sort(compareText).join(", ");
    if (this.#left.size > 0)
      report({
        severity: "info",
        kind: "not-scored",
        message: `span attributes not scored (scoredAttributes names those scored): ${listed(this.#left)}`,
      });
    const carried = listed(new Set([...this.#found, ...this.#left])) || "none";
    for (const name of [...only].sort(compareText))
      if (!this.#found.has(name))
        report({
          severity: "warning",
          kind: "unmatched-setting",
          message: `scoredAttributes entry '${name}' matched no gold span's attribute (attributes gold spans carry: ${carried})`,
        });
  }

  /** Whether some gold span carries an attribute (a scores document then has the section). */
  named(): boolean {
    return this.#list.some((u) => u.goldNames.length > 0);
  }

  /** Every document's unit, in the order added. */
  units(): AttributeUnit[] {
    return this.#list.units();
  }
}
