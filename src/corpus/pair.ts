import { DataError } from "../errors.ts";
import type { Document, DocumentPair, Issue } from "./model.ts";

/**
 * Pairs gold with system documents by id, streaming: when both sides list documents in the same
 * order nothing is buffered; out-of-order documents wait in a map until their partner arrives.
 * A gold document without system output is paired with `undefined` (all its annotations count
 * as missed); a system document without gold is paired with `undefined` gold (reported and
 * excluded from scores). Both become issues. Pairs come out in gold order, then unpaired system.
 */
export function* pairDocuments(
  gold: Iterable<Document>,
  system: Iterable<Document>,
  report: (issue: Issue) => void,
): Generator<DocumentPair> {
  const g = peek(gold);
  const s = peek(system);
  const unnamed =
    numbered(s.first) && !numbered(g.first) && g.first !== undefined
      ? "system"
      : numbered(g.first) && !numbered(s.first) && s.first !== undefined
        ? "gold"
        : undefined;
  if (unnamed === undefined) yield* pairById(g.all, s.all, report);
  else yield* pairByOrder(g.all, s.all, unnamed, report);
}

/** The record-number id a reader gives a record that carries none (`#1`, `#2`…). */
const RECORD_NUMBER = /^#\d+$/;

function numbered(doc: Document | undefined): boolean {
  return doc !== undefined && RECORD_NUMBER.test(doc.id);
}

/** The first document of a stream, and the whole stream again (the first included). */
function peek(docs: Iterable<Document>): { first?: Document; all: Iterable<Document> } {
  const it = docs[Symbol.iterator]();
  const head = it.next();
  if (head.done === true) return { all: [] };
  function* all(): Generator<Document> {
    yield head.value;
    for (let next = it.next(); next.done !== true; next = it.next()) yield next.value;
  }
  return { first: head.value, all: all() };
}

/**
 * One side's records carry no id (a Hugging Face pipeline's bare lists, read as `#1`, `#2`…)
 * while the other side's documents have ids: the i-th record is the i-th document, renamed to its
 * id, when both sides hold the same number. Said loudly (a warning naming the first pairs); a
 * different count, or a side mixing records with and without ids, is an error.
 */
function* pairByOrder(
  gold: Iterable<Document>,
  system: Iterable<Document>,
  unnamed: "gold" | "system",
  report: (issue: Issue) => void,
): Generator<DocumentPair> {
  const named = unnamed === "system" ? gold : system;
  const bare = (unnamed === "system" ? system : gold)[Symbol.iterator]();
  const shown: string[] = [];
  let count = 0;
  const namedDocs = named[Symbol.iterator]();
  for (let step = namedDocs.next(); step.done !== true; step = namedDocs.next()) {
    const doc = step.value;
    const next = bare.next();
    if (next.done === true) throw orderError(unnamed, count, { doc, rest: namedDocs, named: true });
    if (!RECORD_NUMBER.test(next.value.id))
      throw new DataError(
        where(next.value),
        `${unnamed} record '${next.value.id}' has an id while the records before it have none; expected every ${unnamed} record with an \`id\` (pairs by id) or none (pairs by order)`,
      );
    count += 1;
    if (shown.length < 3) shown.push(`${next.value.id} ↔ '${doc.id}'`);
    const renamed = { ...next.value, id: doc.id };
    yield unnamed === "system"
      ? { id: doc.id, gold: doc, system: renamed }
      : { id: doc.id, gold: renamed, system: doc };
  }
  const extra = bare.next();
  if (extra.done !== true)
    throw orderError(unnamed, count, { doc: extra.value, rest: bare, named: false });
  const other = unnamed === "system" ? "gold" : "system";
  report({
    severity: "warning",
    kind: "paired-by-order",
    message: `the ${unnamed} records carry no \`id\` (a bare list, as a Hugging Face pipeline writes): paired by order with the ${count} ${other} documents (${shown.join(", ")}${count > 3 ? ", …" : ""}). Give each record its ${other} document's id to pair by id`,
  });
}

/**
 * The counts of the two sides differ: an error at the first document without a partner (`first`,
 * on the side `rest` continues), with both counts (the rest of that side is read to count it).
 */
function orderError(
  unnamed: "gold" | "system",
  paired: number,
  unpaired: {
    readonly doc: Document;
    readonly rest: Iterator<Document>;
    /** Whether `doc` is on the side with ids (its records outnumber the other's). */
    readonly named: boolean;
  },
): DataError {
  const other = unnamed === "system" ? "gold" : "system";
  const { doc: first, rest, named: fewer } = unpaired;
  let total = paired + 1;
  while (rest.next().done !== true) total += 1;
  const of = (n: number, what: string) => `${n} ${what}${n === 1 ? "" : "s"}`;
  const counts = fewer
    ? `${of(total, `${other} document`)}, ${of(paired, `${unnamed} record`)}`
    : `${of(total, `${unnamed} record`)}, ${of(paired, `${other} document`)}`;
  const what = fewer
    ? `${other} document '${first.id}' has no ${unnamed} record to pair with`
    : `${unnamed} record ${paired + 1} has no ${other} document to pair with`;
  return new DataError(
    where(first),
    `${what}: the ${unnamed} records carry no \`id\`, so they are paired with the ${other} documents by order, and the counts differ (${counts}). Give each ${unnamed} record the id of its ${other} document ({"id": …, "entities": […]}), or one record per ${other} document in the same order.`,
  );
}

function where(doc: Document): { file: string; line?: number } {
  return doc.source === undefined
    ? { file: "(input)" }
    : { file: doc.source.file, line: doc.source.line };
}

/** Pairs by id (see pairDocuments). */
function* pairById(
  gold: Iterable<Document>,
  system: Iterable<Document>,
  report: (issue: Issue) => void,
): Generator<DocumentPair> {
  const waitingSystem = new Map<string, Document>();
  const sys = system[Symbol.iterator]();
  let systemDone = false;
  const seenGold = new Set<string>();
  for (const g of gold) {
    seenGold.add(g.id);
    let partner = waitingSystem.get(g.id);
    if (partner !== undefined) waitingSystem.delete(g.id);
    while (partner === undefined && !systemDone) {
      const next = sys.next();
      if (next.done === true) {
        systemDone = true;
        break;
      }
      if (next.value.id === g.id) partner = next.value;
      else waitingSystem.set(next.value.id, next.value);
    }
    if (partner === undefined) report(unpairedIssue(g, "gold"));
    yield { id: g.id, gold: g, system: partner };
  }
  for (let next = sys.next(); next.done !== true; next = sys.next()) {
    waitingSystem.set(next.value.id, next.value);
  }
  const leftovers = [...waitingSystem.values()].sort((a, b) =>
    a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
  for (const s of leftovers) {
    report(unpairedIssue(s, seenGold.has(s.id) ? "duplicate" : "system"));
    yield { id: s.id, gold: undefined, system: s };
  }
}

function unpairedIssue(doc: Document, side: "gold" | "system" | "duplicate"): Issue {
  const where = doc.source === undefined ? {} : { file: doc.source.file, line: doc.source.line };
  const n = doc.annotations.length;
  const annotations = `${n} annotation${n === 1 ? "" : "s"}`;
  const message =
    side === "gold"
      ? `gold document '${doc.id}' has no system output: its ${annotations} count as missed`
      : side === "system"
        ? `system document '${doc.id}' has no gold document: its ${annotations} are excluded from the scores`
        : `system document '${doc.id}' appears more than once: the extra copy (${annotations}) is excluded`;
  return {
    severity: "warning",
    kind:
      side === "gold"
        ? "unpaired-gold"
        : side === "system"
          ? "unpaired-system"
          : "duplicate-document",
    message,
    document: doc.id,
    ...where,
  };
}
