import { readFileSync } from "node:fs";
import { seededRandom } from "./generate-corpus.ts";
import { writeLines } from "./label-corpora.ts";

// Corpora for the shape rows: the same content laid out two ways (many labels or few; one long
// document or many short ones), so that a figure's cost can be compared with its layout's.

/**
 * Label tables over `labels` labels, log-uniform (a few frequent labels, a long tail), the system
 * right about 80% of the time: the gold, a first release and a release with a `fraction` of the
 * items answered anew (the current side of a `run`).
 */
export function generateManyLabels(
  paths: { readonly gold: string; readonly base: string; readonly changed: string },
  items: number,
  labels: number,
  fraction: number,
  seed: number,
): void {
  const rnd = seededRandom(seed);
  const pick = (): string => `L${Math.floor(labels ** rnd()) - 1}`;
  const rows = Array.from({ length: items }, (_, i) => {
    const gold = pick();
    const base = rnd() < 0.8 ? gold : pick();
    const changed = rnd() < fraction ? (rnd() < 0.5 ? gold : pick()) : base;
    return { id: `i${String(i).padStart(7, "0")}`, gold, base, changed };
  });
  for (const side of ["gold", "base", "changed"] as const)
    writeLines(paths[side], (emit) => {
      emit("item\tlabel");
      for (const r of rows) emit(`${r.id}\t${r[side]}`);
    });
}

const WORDS = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"];
const TYPES = ["PER", "ORG", "LOC"];

/**
 * `count` spans over one text laid out as `docs` documents (one: a single long document), each
 * span a distinct word: JSONL gold with offsets, the system's spans (90% right, the rest
 * retyped) and relations between neighbouring spans (`relations`), or the system's spans as
 * mentions without offsets (`mentions`: text and type, located in the gold text when scored).
 */
export function generateSpanDocs(
  paths: { readonly gold: string; readonly system: string },
  count: number,
  docs: number,
  kind: "relations" | "mentions",
  seed: number,
): void {
  const rnd = seededRandom(seed);
  const perDoc = Math.ceil(count / docs);
  const gold: string[] = [];
  const system: string[] = [];
  for (let d = 0; d < docs; d++) {
    const words: string[] = [];
    const spans: { start: number; end: number; type: string }[] = [];
    let at = 0;
    for (let k = 0; k < perDoc && d * perDoc + k < count; k++) {
      const word = `${WORDS[Math.floor(rnd() * WORDS.length)]}${d * perDoc + k}`;
      const filler = "and the";
      words.push(word, filler);
      spans.push({ start: at, end: at + word.length, type: TYPES[k % 3] as string });
      at += word.length + filler.length + 2;
    }
    const text = words.join(" ");
    const id = `d${String(d).padStart(6, "0")}`;
    const answer = spans.map((s) => (rnd() < 0.9 ? s : { ...s, type: "MISC" }));
    const links = (side: readonly unknown[]) =>
      Array.from({ length: Math.floor(side.length / 2) }, (_, k) => ({
        head: 2 * k,
        tail: 2 * k + 1,
        type: rnd() < 0.9 ? "Rel" : "Other",
      }));
    if (kind === "relations") {
      gold.push(JSON.stringify({ id, text, spans, relations: links(spans) }));
      system.push(JSON.stringify({ id, spans: answer, relations: links(answer) }));
    } else {
      gold.push(JSON.stringify({ id, text, spans }));
      const mentions = answer.map((s) => ({ text: text.slice(s.start, s.end), type: s.type }));
      system.push(JSON.stringify({ id, entities: mentions }));
    }
  }
  writeLines(paths.gold, (emit) => gold.forEach(emit));
  writeLines(paths.system, (emit) => system.forEach(emit));
}

/**
 * A release of a `generateSpanDocs` relations system with a `fraction` of its documents answered
 * anew: in each, one span retyped and one relation's type flipped (the current side of a `run`).
 */
export function changeRelationDocs(
  system: string,
  out: string,
  fraction: number,
  seed: number,
): void {
  const rnd = seededRandom(seed);
  const lines = readFileSync(system, "utf8").trimEnd().split("\n");
  writeLines(out, (emit) => {
    for (const line of lines) {
      if (rnd() >= fraction) {
        emit(line);
        continue;
      }
      const doc = JSON.parse(line) as {
        spans: { type: string }[];
        relations: { type: string }[];
      };
      const span = doc.spans[Math.floor(rnd() * doc.spans.length)];
      if (span !== undefined) span.type = TYPES[(TYPES.indexOf(span.type) + 1) % 3] as string;
      const relation = doc.relations[Math.floor(rnd() * doc.relations.length)];
      if (relation !== undefined) relation.type = relation.type === "Rel" ? "Other" : "Rel";
      emit(JSON.stringify(doc));
    }
  });
}

/**
 * `count` tbf event mentions laid out as `docs` documents: gold character spans, one or two
 * ranges, and the system's (80% the same span, the rest shifted by a character; a tenth
 * retyped), so that mentions overlap their neighbours' as often in one long document as in many.
 */
export function generateEventDocs(
  paths: { readonly gold: string; readonly system: string },
  count: number,
  docs: number,
  seed: number,
): void {
  const rnd = seededRandom(seed);
  const perDoc = Math.ceil(count / docs);
  const sides: Record<"gold" | "system", string[]> = { gold: [], system: [] };
  for (let d = 0; d < docs; d++) {
    const id = `doc-${d}`;
    for (const side of ["gold", "system"] as const) sides[side].push(`#BeginOfDocument ${id}`);
    let at = 0;
    for (let k = 0; k < perDoc && d * perDoc + k < count; k++) {
      at += 2 + Math.floor(rnd() * 12);
      const n = 1 + Math.floor(rnd() * 6);
      const second = rnd() < 0.1 ? `;${at + n + 2},${at + n + 5}` : "";
      const type = TYPES[Math.floor(rnd() * TYPES.length)] as string;
      const shift = rnd() < 0.8 ? 0 : 1;
      const spans = { gold: `${at},${at + n}${second}`, system: `${at + shift},${at + n + shift}` };
      const types = { gold: type, system: rnd() < 0.9 ? type : "MISC" };
      for (const side of ["gold", "system"] as const)
        sides[side].push([side, id, `E${k}`, spans[side], "w", types[side], "Actual"].join("\t"));
    }
    for (const side of ["gold", "system"] as const) sides[side].push("#EndOfDocument");
  }
  writeLines(paths.gold, (emit) => sides.gold.forEach(emit));
  writeLines(paths.system, (emit) => sides.system.forEach(emit));
}

/**
 * Label tables of `items` items whose cells are sets of 1–3 of `labels` labels (`sets`) or one
 * label each (`single`), the system right about 80% of the time per label: gold, a first release
 * and a release with a `fraction` of the items answered anew.
 */
export function generateLabelSets(
  paths: { readonly gold: string; readonly base: string; readonly changed: string },
  items: number,
  labels: number,
  kind: "sets" | "single",
  seed: number,
): void {
  const rnd = seededRandom(seed);
  const pick = (): string => `L${Math.floor(labels ** rnd()) - 1}`;
  const cell = (): string[] => {
    const size = kind === "single" ? 1 : 1 + Math.floor(rnd() * 3);
    return [...new Set(Array.from({ length: size }, pick))].sort();
  };
  const answer = (gold: string[]): string[] =>
    kind === "single"
      ? [rnd() < 0.8 ? (gold[0] as string) : pick()]
      : [...new Set([...gold.filter(() => rnd() < 0.8), ...(rnd() < 0.3 ? [pick()] : [])])].sort();
  // A cell is never empty (the reader refuses an empty label): an empty answer keeps a label.
  const rows = Array.from({ length: items }, (_, i) => {
    const gold = cell();
    const first = answer(gold);
    const base = first.length > 0 ? first : [pick()];
    const changed = rnd() < 0.1 ? answer(gold) : base;
    return {
      id: `i${String(i).padStart(7, "0")}`,
      gold: gold.join(","),
      base: base.join(","),
      changed: (changed.length > 0 ? changed : base).join(","),
    };
  });
  for (const side of ["gold", "base", "changed"] as const)
    writeLines(paths[side], (emit) => {
      emit("item\tlabel");
      for (const r of rows) emit(`${r.id}\t${r[side]}`);
    });
}

/**
 * An `item, coder, label` table: `items` items, each judged by `coders` coders over `categories`
 * categories (log-uniform), each coder agreeing with the item's first label 70% of the time.
 */
export function generateJudgements(
  path: string,
  items: number,
  coders: number,
  categories: number,
  seed: number,
): void {
  const rnd = seededRandom(seed);
  const pick = (): string => `C${Math.floor(categories ** rnd()) - 1}`;
  writeLines(path, (emit) => {
    emit("item\tcoder\tlabel");
    for (let i = 0; i < items; i++) {
      const truth = pick();
      for (let c = 0; c < coders; c++)
        emit(`i${String(i).padStart(6, "0")}\tc${c}\t${rnd() < 0.7 ? truth : pick()}`);
    }
  });
}
