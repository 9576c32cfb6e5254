import type { Document, OffsetUnit } from "../corpus/model.ts";
import type { Link } from "./align-spans.ts";
import type { ClashCategory } from "./clash.ts";
import { type DetailRow, describeLinks, rangesText } from "./details.ts";

/**
 * A document as the HTML report's annotation diff shows it: its text cut into units (code points
 * for `char` documents, tokens for `token` documents), at most `maxUnits` of them, and every
 * alignment row of the document (rows beyond the cut are kept; their spans are not highlighted).
 */
export interface DiffDocument {
  readonly id: string;
  readonly unit: OffsetUnit;
  /** Code points or tokens, from the gold document (the system's when gold has none). */
  readonly units: readonly string[] | null;
  /** Units in the whole document; `units.length` < `length` when the text was cut. */
  readonly length: number;
  readonly rows: readonly DetailRow[];
  /** Rows that are not a match. */
  readonly disagreements: number;
  /** Disagreements beyond the span rows (wrong relations), counted when ranking documents. */
  readonly others: number;
  /** Tables shown beside the alignment rows (tbf: the event mentions' Dice mapping). */
  readonly tables: readonly DiffTable[];
}

/**
 * A table of the annotation diff beyond the span alignment: heads, and rows of text cells, each
 * row coloured as a clash category (`match` right, `missing`, `spurious`, …).
 */
export interface DiffTable {
  readonly title: string;
  /** The `class` of the table element (`mapping`). */
  readonly kind: string;
  readonly heads: readonly string[];
  /** Columns holding numbers (right-aligned). */
  readonly numeric: readonly number[];
  readonly rows: readonly { readonly tone: ClashCategory; readonly cells: readonly string[] }[];
}

/**
 * One side of an event link: the mention's type, realis and hull, its fragments when it is
 * discontinuous (as a detail span's), with its text when known (fragments joined by ` … `).
 */
export interface MentionView {
  readonly type: string;
  readonly realis: string;
  readonly start: number;
  readonly end: number;
  readonly fragments?: readonly (readonly [number, number])[];
  readonly text?: string;
}

/** A gold and a system mention linked with their Dice overlap, or a mention left unlinked. */
export interface EventLinkView {
  readonly gold: MentionView | null;
  readonly system: MentionView | null;
  readonly dice: number;
}

/** Describes one document's event mapping (given by the scorer for tbf input). */
export type EventDescriber = (
  gold: Document | undefined,
  system: Document | undefined,
) => readonly EventLinkView[];

/** How much of a corpus the diff keeps: documents (most disagreements first) and units each. */
export interface DiffLimits {
  readonly documents: number;
  readonly units: number;
}

/** Defaults measured on the 1M-token bench corpus (docs/report.md): a page a browser opens quickly. */
export const DEFAULT_DIFF_LIMITS: DiffLimits = Object.freeze({ documents: 100, units: 20_000 });

function unitsOf(doc: Document | undefined): readonly string[] | null {
  if (doc === undefined) return null;
  if (doc.unit === "token") return doc.tokens ?? null;
  return doc.text === undefined ? null : Array.from(doc.text);
}

const weight = (d: DiffDocument): number => d.disagreements + d.others;

/** Most disagreements first (spans and others), then id: the order documents are kept and shown in. */
export function compareDiffDocuments(a: DiffDocument, b: DiffDocument): number {
  if (weight(a) !== weight(b)) return weight(b) - weight(a);
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

const mentionCells = (m: MentionView | null): string[] =>
  m === null
    ? ["", "", ""]
    : [`${m.type} ${m.realis}`, rangesText(m.start, m.end, m.fragments), m.text ?? ""];

const same = (a: string | undefined, b: string | undefined): string =>
  a === undefined || b === undefined ? "" : a === b ? "✓" : "✗";

/** The event mentions' Dice mapping as a table: linked pairs with their overlap, then the rest. */
export function eventMappingTable(links: readonly EventLinkView[]): DiffTable {
  const rows = links.map((l) => {
    const tone: ClashCategory =
      l.gold === null
        ? "spurious"
        : l.system === null
          ? "missing"
          : l.dice === 1
            ? "match"
            : "overlap";
    const dice = l.gold && l.system ? l.dice.toFixed(3) : "–";
    return {
      tone,
      cells: [
        ...mentionCells(l.gold),
        ...mentionCells(l.system),
        dice,
        same(l.gold?.type, l.system?.type),
        same(l.gold?.realis, l.system?.realis),
      ],
    };
  });
  return {
    title: "Event mentions: Dice mapping",
    kind: "mapping",
    heads: [
      "gold mention",
      "gold span",
      "gold text",
      "system mention",
      "system span",
      "system text",
      "Dice",
      "type",
      "realis",
    ],
    numeric: [1, 4, 6],
    rows,
  };
}

/**
 * Keeps the `limits.documents` documents with the most disagreements while a corpus streams by,
 * so memory stays bounded by the limits, not by the corpus. `seen` counts every document offered.
 */
export class DiffCollector {
  readonly #limits: DiffLimits;
  readonly #events: EventDescriber | null;
  #kept: DiffDocument[] = [];
  #seen = 0;

  constructor(limits: DiffLimits, events: EventDescriber | null = null) {
    this.#limits = limits;
    this.#events = events;
  }

  /** Offers one aligned document; it is kept when it is among the worst so far. */
  /** `others`: the document's disagreements beyond its span rows (wrong relations). */
  add(
    id: string,
    gold: Document | undefined,
    system: Document | undefined,
    links: readonly Link[],
    others = 0,
  ) {
    this.#seen += 1;
    const disagreements = links.filter((l) => l.category !== "match").length;
    const worst = this.#kept.at(-1);
    const full = this.#kept.length >= this.#limits.documents;
    const total = disagreements + others;
    const beaten =
      worst === undefined || total < weight(worst) || (total === weight(worst) && id > worst.id);
    if (full && beaten) return;
    const all = unitsOf(gold) ?? unitsOf(system);
    const doc: DiffDocument = {
      id,
      unit: (gold ?? system)?.unit ?? "char",
      units: all === null ? null : all.slice(0, this.#limits.units),
      length: all?.length ?? 0,
      rows: describeLinks(id, gold, system, links),
      disagreements,
      others,
      tables: this.#events === null ? [] : [eventMappingTable(this.#events(gold, system))],
    };
    this.#kept.push(doc);
    this.#kept.sort(compareDiffDocuments);
    if (this.#kept.length > this.#limits.documents) this.#kept.pop();
  }

  /** The kept documents, most disagreements first, and how many documents were offered. */
  result(): DiffSelection {
    return { documents: [...this.#kept], seen: this.#seen, limits: this.#limits };
  }
}

/** The documents the annotation diff shows, out of `seen`, under `limits`. */
export interface DiffSelection {
  readonly documents: readonly DiffDocument[];
  readonly seen: number;
  readonly limits: DiffLimits;
}
