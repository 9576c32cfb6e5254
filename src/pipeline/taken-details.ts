import type { DetailTable } from "../align/detail-table.ts";
import type { SpanScheme } from "../config/settings.ts";
import type { NormalizeSeen } from "../corpus/normalize.ts";
import { schemeMatches } from "../measure/attributes/attribute-tally.ts";
import { type ConfusionAccumulator, MISSING, SPURIOUS } from "../measure/confusability.ts";
import type { NameBudget } from "./name-budget.ts";

/**
 * The alignment rows of documents taken from a baseline: copied into the current side's details
 * and counted toward what scoring a document adds from its links (the confusion counts, the
 * types each side holds, the attribute family's pair counts), by string id, with no object
 * per row. The counts that do not depend on order are added once, after the last document.
 */
export class TakenDetails {
  private readonly ids: Int32Array;
  private readonly goldTypes: Uint8Array;
  private readonly systemTypes: Uint8Array;
  private goldCount = 0;
  private systemCount = 0;
  /** Confusion counts by (gold type id + 1) × width + (system type id + 1); 0 is absent. */
  private readonly confusion = new Map<number, number>();
  private readonly width: number;

  constructor(
    private readonly source: DetailTable,
    private readonly into: DetailTable,
    private readonly scheme: SpanScheme,
  ) {
    const strings = source.strings.length;
    this.ids = new Int32Array(strings).fill(-1);
    this.goldTypes = new Uint8Array(strings);
    this.systemTypes = new Uint8Array(strings);
    this.width = strings + 1;
  }

  /** Copies rows `[from, to)` of the baseline's details; the attribute pair counts of the rows. */
  copy(from: number, to: number): readonly [pairs: number, typeRight: number] {
    const { source } = this;
    this.into.copyRows(source, from, to, this.ids);
    let pairs = 0;
    let typeRight = 0;
    for (let i = from; i < to; i++) {
      const gold = source.field(i, "goldType");
      const system = source.field(i, "systemType");
      if (gold >= 0) {
        this.goldTypes[gold] = 1;
        this.goldCount++;
      }
      if (system >= 0) {
        this.systemTypes[system] = 1;
        this.systemCount++;
      }
      const key = (gold + 1) * this.width + system + 1;
      this.confusion.set(key, (this.confusion.get(key) ?? 0) + 1);
      if (gold < 0 || system < 0 || !schemeMatches(this.scheme, source.category(i))) continue;
      pairs++;
      if (gold === system) typeRight++;
    }
    return [pairs, typeRight];
  }

  /**
   * Adds the counted rows to the run: confusion cells, each side's annotations and types as
   * normalizing saw them (taken documents had nothing dropped), and their types to the budget
   * (a type beyond the limit throws here, and the run is scored again whole).
   */
  finish(
    confusion: ConfusionAccumulator,
    seen: { readonly gold: NormalizeSeen; readonly system: NormalizeSeen },
    budget: NameBudget,
    file: string,
  ): void {
    const { source, width } = this;
    const cells = [...this.confusion].map(([key, count]) => {
      const gold = Math.floor(key / width) - 1;
      const system = (key % width) - 1;
      return {
        gold: gold < 0 ? SPURIOUS : source.text(gold),
        system: system < 0 ? MISSING : source.text(system),
        count,
      };
    });
    confusion.addCells(cells);
    const sides = [
      [seen.gold, this.goldTypes, this.goldCount],
      [seen.system, this.systemTypes, this.systemCount],
    ] as const;
    for (const [side, flags, count] of sides) {
      side.read += count;
      side.kept += count;
      flags.forEach((flag, id) => {
        if (flag === 0) return;
        const type = source.text(id);
        side.typesRead.add(type);
        side.typesKept.add(type);
        budget.add(type, { file });
      });
    }
  }
}
