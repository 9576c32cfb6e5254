import type { CodingTable } from "./coding-table.ts";
import {
  chanceCorrected,
  type Measured,
  type MeasureNote,
  meanOf,
  measured,
  noteTaker,
  undefinedBecause,
} from "./measured.ts";

/** nltk 3.8 `AnnotationTask` figures for one coder pair, as nltk computes them on the whole task. */
export interface NltkPairFigures {
  readonly coders: readonly [string, string];
  /** `Ao(a, b)`: agreeing items / all items of the task. */
  readonly ao: number | null;
  /** `Ae_kappa(a, b)`: Σ_k (n_ak / I)·(n_bk / I), I = all items of the task. */
  readonly aeKappa: number | null;
  readonly kappaPairwise: number | null;
}

/** What nltk 3.8's `AnnotationTask` (binary distance) returns on the same data; null where it raises. */
export interface NltkAgreement {
  readonly avgAo: number | null;
  /** `S()`: q = number of labels that occur, not the declared inventory. */
  readonly s: number | null;
  readonly pi: number | null;
  /** `kappa()`: mean pairwise Cohen's κ. */
  readonly kappa: number | null;
  readonly multiKappa: number | null;
  /** `alpha()`: 1 without computing when only one label occurs. */
  readonly alpha: number | null;
  readonly pairs: readonly NltkPairFigures[];
}

/** Why nltk 3.8 gives no figure, in the user's terms (its own error text is no help to them). */
const STOP = "nltk 3.8 gives no figure when one coder of a pair judged an item the other did not";
const ZERO = "nltk 3.8 gives no figure: it would divide by zero";

/**
 * Reproduces nltk 3.8's AnnotationTask figures, including its missing-data behaviour
 * (docs/agreement.md); `alpha` is the table's nominal Krippendorff's α, which nltk's equals, and
 * `counts[g][k]` the items coder g put in category k.
 */
export function nltkAgreement(
  table: CodingTable,
  counts: readonly (readonly number[])[],
  notes: MeasureNote[],
  alpha: Measured,
): NltkAgreement {
  const take = noteTaker(notes, "nltk.");
  const pairs = nltkPairs(table, counts);
  const labels = pairs.map((p) => p.coders.join("–"));
  const overPairs = (pick: (p: PairMeasures) => Measured): Measured =>
    meanOf(pairs.map(pick), labels, "coder pair");
  const avgAo = overPairs((p) => p.ao);
  const certain = `one label occurs; ${ZERO}`;
  const q = table.used.length;
  const s = chanceCorrected(avgAo, q === 0 ? avgAo : measured(1 / q), certain);
  const pi = chanceCorrected(avgAo, pooledExpected(table, counts), certain);
  const kappa = overPairs((p) => p.kappaPairwise);
  const multiKappa = chanceCorrected(
    avgAo,
    overPairs((p) => p.aeKappa),
    certain,
  );
  const nltkAlpha = alphaOf(table, alpha);
  return {
    avgAo: take("avgAo", avgAo),
    s: take("s", s),
    pi: take("pi", pi),
    kappa: take("kappa", kappa),
    multiKappa: take("multiKappa", multiKappa),
    alpha: take("alpha", nltkAlpha),
    pairs: pairs.map((p, i) => {
      const pairTake = noteTaker(notes, `nltk.pairs[${i}].`);
      return {
        coders: p.coders,
        ao: pairTake("ao", p.ao),
        aeKappa: pairTake("aeKappa", p.aeKappa),
        kappaPairwise: pairTake("kappaPairwise", p.kappaPairwise),
      };
    }),
  };
}

interface PairMeasures {
  readonly coders: readonly [string, string];
  readonly ao: Measured;
  readonly aeKappa: Measured;
  readonly kappaPairwise: Measured;
}

function nltkPairs(table: CodingTable, counts: readonly (readonly number[])[]): PairMeasures[] {
  const items = table.items.length;
  const out: PairMeasures[] = [];
  table.coders.forEach((a, i) => {
    table.coders.forEach((b, j) => {
      if (j <= i) return;
      const ao = nltkObserved(table, i, j);
      const aeKappa = measured(
        table.categories.reduce(
          (t, _, k) => t + ((counts[i]?.[k] ?? 0) / items) * ((counts[j]?.[k] ?? 0) / items),
          0,
        ),
      );
      out.push({
        coders: [a, b],
        ao,
        aeKappa,
        kappaPairwise: chanceCorrected(ao, aeKappa, `both coders used one label; ${ZERO}`),
      });
    });
  });
  return out;
}

/** Agreeing items over all items of the task; nltk raises as soon as only one coder of the pair judged an item. */
function nltkObserved(table: CodingTable, a: number, b: number): Measured {
  let agreeing = 0;
  for (const [i, row] of table.codes.entries()) {
    const x = row[a] ?? -1;
    const y = row[b] ?? -1;
    if ((x === -1) !== (y === -1)) {
      const [judge, other] =
        x === -1 ? [table.coders[b], table.coders[a]] : [table.coders[a], table.coders[b]];
      return undefinedBecause(
        `${STOP} ('${judge}' judged item '${table.items[i]}', '${other}' did not)`,
        STOP,
      );
    }
    if (x !== -1 && x === y) agreeing++;
  }
  return measured(agreeing / table.items.length);
}

/** Σ_k (n_k / (I·C))²: the pooled shares over every cell of the complete items × coders grid. */
function pooledExpected(table: CodingTable, counts: readonly (readonly number[])[]): Measured {
  const cells = table.items.length * table.coders.length;
  if (cells === 0) return undefinedBecause(`there is no judgement; ${ZERO}`);
  const shares = table.categories.map(
    (_, k) => counts.reduce((t, of) => t + (of[k] ?? 0), 0) / cells,
  );
  return measured(shares.reduce((t, p) => t + p * p, 0));
}

function alphaOf(table: CodingTable, alpha: Measured): Measured {
  if (table.used.length === 1) return measured(1);
  return alpha.value === null ? undefinedBecause(`${ZERO} (${alpha.reason})`) : alpha;
}
