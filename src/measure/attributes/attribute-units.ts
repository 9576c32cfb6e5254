import type { Link } from "../../align/align-spans.ts";
import type { Annotation } from "../../corpus/model.ts";
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
  readonly #pairs = new ChunkedList<number>();
  readonly #typeRight = new ChunkedList<number>();
  readonly #list = new UnitList<AttributeUnit>((id, k) =>
    bareUnit(id, this.#pairs.at(k), this.#typeRight.at(k)),
  );

  /** Adds a document's tally (`tallyAttributes`). */
  add(id: string, goldSpans: readonly Annotation[], links: readonly Link[], scheme: SpanScheme) {
    const bare = !links.some((l) => hasAttributes(l.gold) || hasAttributes(l.system));
    const [pairs, typeRight] = bare ? bareCounts(links, scheme) : [0, 0];
    if (bare) this.#list.addEmpty(id);
    else this.#list.add(tallyAttributes(id, goldSpans, links, scheme));
    this.#pairs.push(pairs);
    this.#typeRight.push(typeRight);
  }

  /** Adds a document where no span carries an attribute, by its two counts (`bareCounts`). */
  addBare(id: string, pairs: number, typeRight: number): void {
    this.#list.addEmpty(id);
    this.#pairs.push(pairs);
    this.#typeRight.push(typeRight);
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
