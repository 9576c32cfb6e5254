import type { ScoreSettings } from "../config/settings.ts";
import { compareAnnotations, compareText, identity, isSorted } from "./fingerprint.ts";
import type { Annotation, Document, Issue } from "./model.ts";
import { createRelationNormalizer } from "./normalize-relations.ts";

export { fingerprintDocument } from "./fingerprint.ts";

/**
 * What normalization reads from the settings (a whole `ScoreSettings` will do); without
 * `symmetricRelations` no relation type is symmetric when duplicate relations are found.
 */
export type NormalizeOptions = Pick<ScoreSettings, "map" | "ignore" | "types"> &
  Partial<Pick<ScoreSettings, "symmetricRelations">>;

/** Which side a document is on, when the caller knows it: named in issues. */
export type Side = "gold" | "system";

/** Normalizes documents one at a time; `finish` reports the drops of all of them, one issue per type. */
export interface Normalizer {
  normalize(doc: Document): Document;
  finish(): void;
  /** What the documents so far held: for hints and for checking that nothing went missing. */
  readonly seen: NormalizeSeen;
}

/** Types and entries met while normalizing, and where every annotation read went. */
export interface NormalizeSeen {
  /** Types as read (before `map`). */
  readonly typesRead: Set<string>;
  /** Types kept (after `map`, `ignore`, `types`). */
  readonly typesKept: Set<string>;
  /** `map` sources, `ignore` and `types` entries that matched at least one annotation. */
  readonly mapUsed: Set<string>;
  readonly ignoreUsed: Set<string>;
  readonly typesUsed: Set<string>;
  /** Annotations read, kept, and dropped by reason (`ignored`, `not-in-types`, `duplicate`). */
  read: number;
  kept: number;
  readonly dropped: Record<DropReason | "duplicate", number>;
  /** Dropped annotations by `dropKey` (reason, type, mapped type): the `finish` issues (and a shard's). */
  readonly drops: Map<string, DropCount>;
}

export type DropReason = "ignored" | "not-in-types";

/** Annotations dropped for one reason and type, and the documents they were in. */
export interface DropCount {
  readonly reason: DropReason;
  /** The type as read, and as mapped by `map` (the same when not mapped). */
  readonly type: string;
  readonly mapped: string;
  annotations: number;
  readonly documents: Set<string>;
}

/**
 * The key of the drops of one (reason, type, mapped type): a JSON array, so no two triples share
 * a key whatever their names hold (a tab-joined key split a type holding a tab wrongly).
 */
export function dropKey(reason: DropReason, type: string, mapped: string): string {
  return JSON.stringify([reason, type, mapped]);
}

/** What a normalizer has seen before its first annotation (its drops counted into `drops`). */
export function emptySeen(drops = new Map<string, DropCount>()): NormalizeSeen {
  return {
    typesRead: new Set(),
    typesKept: new Set(),
    mapUsed: new Set(),
    ignoreUsed: new Set(),
    typesUsed: new Set(),
    read: 0,
    kept: 0,
    dropped: { ignored: 0, "not-in-types": 0, duplicate: 0 },
    drops,
  };
}

/**
 * Maps types (`map`), drops `ignore`d types (named before or after mapping) and, when `types` is
 * non-empty, every type it does not name after mapping, so normalizing twice changes nothing.
 * Exact duplicates (same type after mapping, fragments, hull and attributes) keep their first
 * copy; the others are dropped and reported per document. Overlaps within the document are
 * reported, never changed. Annotations come out sorted by (start, end, type).
 */
export function createNormalizer(
  options: NormalizeOptions,
  report: (issue: Issue) => void,
  side?: Side,
): Normalizer {
  const drops = new Map<string, DropCount>();
  let finished = false;
  const ignore = new Set(options.ignore);
  const keep = new Set(options.types);
  const seen = emptySeen(drops);
  const dropReason = (from: string, to: string): DropReason | undefined => {
    if (ignore.has(from) || ignore.has(to)) {
      seen.ignoreUsed.add(ignore.has(from) ? from : to);
      return "ignored";
    }
    if (keep.size > 0 && !keep.has(to)) return "not-in-types";
    if (keep.size > 0) seen.typesUsed.add(to);
    return undefined;
  };
  const mapTypes = (doc: Document): Annotation[] => {
    const kept: Annotation[] = [];
    for (const a of doc.annotations) {
      const mapped = Object.hasOwn(options.map, a.type);
      if (mapped) seen.mapUsed.add(a.type);
      const type = mapped ? (options.map[a.type] ?? a.type) : a.type;
      const reason = dropReason(a.type, type);
      if (reason === undefined) kept.push(type === a.type ? a : { ...a, type });
      else {
        seen.dropped[reason]++;
        const count = dropEntry(drops, reason, a.type, type);
        count.annotations++;
        count.documents.add(doc.id);
      }
    }
    return kept.sort(compareAnnotations);
  };
  // Without map, ignore or types every annotation stays as it is: a sorted input is kept as is.
  const changesNothing =
    Object.keys(options.map).length === 0 && ignore.size === 0 && keep.size === 0;
  const relations = createRelationNormalizer(options, report, side);
  return {
    seen,
    normalize(doc) {
      seen.read += doc.annotations.length;
      for (const a of doc.annotations) seen.typesRead.add(a.type);
      const sorted = changesNothing && isSorted(doc.annotations) ? doc.annotations : mapTypes(doc);
      const unique = dropDuplicates(doc, sorted, report, side);
      seen.dropped.duplicate += sorted.length - unique.length;
      seen.kept += unique.length;
      for (const a of unique) seen.typesKept.add(a.type);
      reportOverlaps(doc, unique, report, side);
      return { ...doc, annotations: unique, ...relations.normalize(doc) };
    },
    finish() {
      if (finished) return;
      finished = true;
      relations.finish();
      for (const issue of dropIssues(drops, side)) report(issue);
    },
  };
}

/** One document through a fresh normalizer; drops are reported for this document alone. */
export function normalizeDocument(
  doc: Document,
  options: NormalizeOptions,
  report: (issue: Issue) => void,
  side?: Side,
): Document {
  const normalizer = createNormalizer(options, report, side);
  const out = normalizer.normalize(doc);
  normalizer.finish();
  return out;
}

/** The drops of one (reason, type, mapped type), made empty when first met. */
export function dropEntry(
  drops: Map<string, DropCount>,
  reason: DropReason,
  type: string,
  mapped: string,
): DropCount {
  const key = dropKey(reason, type, mapped);
  let count = drops.get(key);
  if (count === undefined) {
    count = { reason, type, mapped, annotations: 0, documents: new Set() };
    drops.set(key, count);
  }
  return count;
}

/** One issue per (reason, type, mapped type) dropped, in the order of those three. */
export function dropIssues(drops: ReadonlyMap<string, DropCount>, side: Side | undefined): Issue[] {
  const order = (a: DropCount, b: DropCount): number =>
    compareText(a.reason, b.reason) ||
    compareText(a.type, b.type) ||
    compareText(a.mapped, b.mapped);
  return [...drops.values()].sort(order).map((count) => dropIssue(count, side));
}

/** The issue of the annotations dropped for one reason and type. */
function dropIssue(count: DropCount, side: Side | undefined): Issue {
  const { reason, type, mapped } = count;
  const docs = count.documents.size;
  const first = [...count.documents].sort(compareText)[0];
  const as = mapped === type ? "" : `, mapped to '${mapped}'`;
  const why = reason === "ignored" ? "listed in 'ignore'" : `not listed in 'types'${as}`;
  const where = docs === 1 && first !== undefined ? `document '${first}'` : `${docs} documents`;
  return {
    severity: "info",
    kind: reason === "ignored" ? "ignored-type" : "excluded-type",
    message: `${count.annotations} ${sideWord(side)}annotation${plural(count.annotations)} of type '${type}' dropped (${why}) in ${where}`,
    ...(docs === 1 && first !== undefined ? { document: first } : {}),
  };
}

function sameAnnotation(a: Annotation, b: Annotation): boolean {
  return a.start === b.start && a.end === b.end && a.type === b.type && identity(a) === identity(b);
}

/** Keeps the first of each set of exact duplicates (input sorted); reports the others, with their lines. */
function dropDuplicates(
  doc: Document,
  sorted: readonly Annotation[],
  report: (issue: Issue) => void,
  side: Side | undefined,
): readonly Annotation[] {
  let k = 1;
  while (k < sorted.length && !sameAnnotation(sorted[k - 1] as Annotation, sorted[k] as Annotation))
    k++;
  if (k >= sorted.length) return sorted;
  const out: Annotation[] = [];
  const dropped: Annotation[] = [];
  let previous: Annotation | undefined;
  for (const a of sorted) {
    // Sorted by (start, end, type, identity): equal annotations are neighbours.
    if (previous !== undefined && sameAnnotation(previous, a)) dropped.push(a);
    else out.push(a);
    previous = a;
  }
  if (dropped.length > 0) {
    const lines = dropped.flatMap((a) => (a.line === undefined ? [] : [a.line]));
    const at =
      lines.length === 0
        ? ""
        : ` (line${plural(lines.length)} ${lines.slice(0, 10).join(", ")}${lines.length > 10 ? ", …" : ""})`;
    report({
      severity: "warning",
      kind: "duplicate-annotation",
      message: `${dropped.length} exact duplicate ${sideWord(side)}annotation${plural(dropped.length)} dropped in document '${doc.id}'${at}: the first copy is kept`,
      document: doc.id,
      ...location(doc, dropped[0]),
    });
  }
  return out;
}

/** Counts pairs of annotations whose hulls intersect (input sorted by start); reports the count and the first pair. */
function reportOverlaps(
  doc: Document,
  sorted: readonly Annotation[],
  report: (issue: Issue) => void,
  side: Side | undefined,
): void {
  let pairs = 0;
  let first: readonly [Annotation, Annotation] | undefined;
  // The first `open` entries of `active` are the annotations still open at `a.start`, in input
  // order: compacted in place, so the scan allocates nothing per annotation.
  const active: Annotation[] = [];
  let open = 0;
  for (const a of sorted) {
    let still = 0;
    for (let k = 0; k < open; k++) {
      const b = active[k] as Annotation;
      if (b.end > a.start) active[still++] = b;
    }
    open = still;
    if (first === undefined && open > 0) first = [active[0] as Annotation, a];
    pairs += open;
    active[open++] = a;
  }
  if (first === undefined) return;
  const [x, y] = first;
  report({
    severity: "info",
    kind: "overlapping-annotations",
    message: `${pairs} overlapping pair${plural(pairs)} of ${sideWord(side)}annotations in document '${doc.id}', first: ${describe(x)} and ${describe(y)}`,
    document: doc.id,
    ...location(doc, y),
  });
}

function describe(a: Annotation): string {
  const name = a.id === undefined ? "" : `${a.id} `;
  const line = a.line === undefined ? "" : ` (line ${a.line})`;
  return `${name}${a.type} [${a.start}, ${a.end})${line}`;
}

function location(doc: Document, a: Annotation | undefined): { file?: string; line?: number } {
  if (doc.source === undefined) return {};
  const line = a?.line ?? doc.source.line;
  return line === undefined ? { file: doc.source.file } : { file: doc.source.file, line };
}

function sideWord(side: Side | undefined): string {
  return side === undefined ? "" : `${side} `;
}

function plural(n: number): string {
  return n === 1 ? "" : "s";
}
