import { CLASH_CATEGORIES } from "../align/clash.ts";
import type { DetailField, DetailTable } from "../align/detail-table.ts";
import type { SpanScheme } from "../config/settings.ts";
import type { NormalizeSeen } from "../corpus/normalize.ts";
import { schemeMatches } from "../measure/attributes/attribute-tally.ts";
import { type ConfusionAccumulator, MISSING, SPURIOUS } from "../measure/confusability.ts";
import type { NameBudget } from "./name-budget.ts";

/** The fields a taken row is counted by, in `gather`'s order. */
const COUNTED: readonly DetailField[] = ["category", "goldType", "systemType"];

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
  /** Per string id: its type's place in `counts` (from 1; 0 is "absent", −1 not yet placed). */
  private readonly places: Int32Array;
  private placed = 1;
  /**
   * Confusion counts by gold and system place, and each cell's string ids in the order it was
   * first met, as the cells are handed on.
   */
  private readonly counts: number[][] = [[]];
  private readonly cells: number[] = [];
  /** Per category index: whether the scheme counts its links as matched (attribute pairs). */
  private readonly matched: Uint8Array;
  /** A document's rows (reused) and their category, gold and system type ids. */
  private rows = new Int32Array(64);
  private fields = new Int32Array(3 * 64);

  constructor(
    private readonly source: DetailTable,
    private readonly into: DetailTable,
    scheme: SpanScheme,
  ) {
    const strings = source.strings.length;
    this.ids = new Int32Array(strings).fill(-1);
    this.goldTypes = new Uint8Array(strings);
    this.systemTypes = new Uint8Array(strings);
    this.places = new Int32Array(strings).fill(-1);
    this.matched = Uint8Array.from(CLASH_CATEGORIES, (c) => (schemeMatches(scheme, c) ? 1 : 0));
  }

  /** Copies rows `[from, to)` of the baseline's details; the attribute pair counts of the rows. */
  copy(from: number, to: number): readonly [pairs: number, typeRight: number] {
    const { source } = this;
    this.into.copyRows(source, from, to, this.ids);
    const n = to - from;
    if (this.rows.length < n) {
      this.rows = new Int32Array(2 * n);
      this.fields = new Int32Array(6 * n);
    }
    const rows = this.rows.subarray(0, n);
    for (let k = 0; k < n; k++) rows[k] = from + k;
    const f = source.gather(rows, COUNTED, this.fields);
    let pairs = 0;
    let typeRight = 0;
    for (let k = 0; k < 3 * n; k += 3) {
      const gold = f[k + 1] as number;
      const system = f[k + 2] as number;
      if (gold >= 0) {
        this.goldTypes[gold] = 1;
        this.goldCount++;
      }
      if (system >= 0) {
        this.systemTypes[system] = 1;
        this.systemCount++;
      }
      const row = this.counts[this.place(gold)] as number[];
      const at = this.place(system);
      const count = row[at];
      if (count === undefined) this.cells.push(gold, system);
      row[at] = (count ?? 0) + 1;
      if (gold < 0 || system < 0 || this.matched[f[k] as number] !== 1) continue;
      pairs++;
      if (gold === system) typeRight++;
    }
    return [pairs, typeRight];
  }

  /** The place of a type's string id in `counts` (0 for none), given on first sight. */
  private place(id: number): number {
    if (id < 0) return 0;
    let at = this.places[id] as number;
    if (at < 0) {
      at = this.placed++;
      this.places[id] = at;
      this.counts.push([]);
    }
    return at;
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
    const { source } = this;
    const cells = [];
    for (let k = 0; k < this.cells.length; k += 2) {
      const gold = this.cells[k] as number;
      const system = this.cells[k + 1] as number;
      cells.push({
        gold: gold < 0 ? SPURIOUS : source.text(gold),
        system: system < 0 ? MISSING : source.text(system),
        count: this.counts[this.place(gold)]?.[this.place(system)] ?? 0,
      });
    }
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
