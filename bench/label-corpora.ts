import { closeSync, openSync, readFileSync, writeSync } from "node:fs";
import { seededRandom } from "./generate-corpus.ts";

/** Writes `lines()` in 1 MiB chunks. */
export function writeLines(path: string, lines: (emit: (line: string) => void) => void): void {
  const fd = openSync(path, "w");
  let buffer = "";
  lines((line) => {
    buffer += `${line}\n`;
    if (buffer.length > 1 << 20) {
      writeSync(fd, buffer);
      buffer = "";
    }
  });
  writeSync(fd, buffer);
  closeSync(fd);
}

const LABELS = Array.from({ length: 20 }, (_, k) => `L${k}`);

/**
 * Gold and system label tables (`item⇥label`) of `items` items over 20 labels, skewed as real
 * label sets are (label k about twice as frequent as k + 1 at the head); the system is right
 * about 85% of the time.
 */
export function generateLabels(gold: string, system: string, items: number, seed: number): void {
  const rnd = seededRandom(seed);
  const pick = (): string => LABELS[Math.min(19, Math.floor(-Math.log2(1 - rnd())))] as string;
  const pairs: [string, string][] = [];
  for (let i = 0; i < items; i++) {
    const g = pick();
    pairs.push([g, rnd() < 0.85 ? g : pick()]);
  }
  const id = (i: number): string => `i${String(i).padStart(7, "0")}`;
  writeLines(gold, (emit) => {
    emit("item\tlabel");
    for (const [i, [g]] of pairs.entries()) emit(`${id(i)}\t${g}`);
  });
  writeLines(system, (emit) => {
    emit("item\tlabel");
    for (const [i, [, s]] of pairs.entries()) emit(`${id(i)}\t${s}`);
  });
}

/**
 * A release of a system table with a `fraction` of its items answered anew (half of them now
 * right, half a fresh skewed draw): the current side of a labels `run` against a baseline.
 */
export function changeLabels(
  gold: string,
  system: string,
  out: string,
  fraction: number,
  seed: number,
): void {
  const rnd = seededRandom(seed);
  const pick = (): string => LABELS[Math.min(19, Math.floor(-Math.log2(1 - rnd())))] as string;
  const golds = readFileSync(gold, "utf8").split("\n");
  const rows = readFileSync(system, "utf8").trimEnd().split("\n");
  writeLines(out, (emit) => {
    rows.forEach((row, k) => {
      const [item, label] = row.split("\t");
      if (k === 0 || rnd() >= fraction) emit(row);
      else emit(`${item}\t${rnd() < 0.5 ? (golds[k]?.split("\t")[1] ?? label) : pick()}`);
    });
  });
}

/** An agreement table (`item⇥coder⇥label`): `coders` coders label `items` items, 5 labels. */
export function generateAgreement(path: string, items: number, coders: number, seed: number): void {
  const rnd = seededRandom(seed);
  writeLines(path, (emit) => {
    emit("item\tcoder\tlabel");
    for (let i = 0; i < items; i++) {
      const truth = Math.floor(rnd() * 5);
      for (let c = 0; c < coders; c++) {
        const label = rnd() < 0.7 ? truth : Math.floor(rnd() * 5);
        emit(`i${i}\tc${c}\tA${label}`);
      }
    }
  });
}

const GENRES = ["news", "forum", "legal", "science", "chat"];

/**
 * Per-item metric files (`--format items`, JSONL) of `items` items, as an LLM judge writes them:
 * a judge score in hundredths around the item's difficulty, a 0/1 tests-pass, a genre; and a
 * release with a `fraction` of the items judged anew (the current side of an items `run`).
 */
export function generateItems(
  base: string,
  changed: string,
  items: number,
  fraction: number,
  seed: number,
): void {
  const rnd = seededRandom(seed);
  const draw = (q: number) => ({
    judge: Math.round(100 * Math.min(1, Math.max(0, q + (rnd() - 0.5) / 5))) / 100,
    tests_pass: rnd() < q ? 1 : 0,
  });
  const rows = Array.from({ length: items }, (_, i) => {
    const q = rnd();
    const genre = GENRES[Math.floor(rnd() * GENRES.length)] as string;
    const before = draw(q);
    const after = rnd() < fraction ? draw(q) : before;
    const id = `ex-${String(i).padStart(7, "0")}`;
    return { id, genre, before, after };
  });
  for (const [path, side] of [
    [base, "before"],
    [changed, "after"],
  ] as const)
    writeLines(path, (emit) => {
      for (const r of rows)
        emit(JSON.stringify({ id: r.id, metrics: r[side], attributes: { genre: r.genre } }));
    });
}

/**
 * An LLM extractor's JSONL output with usage (tokens, cost, latency) per call, `docs` documents
 * of one sentence and three entities: the gold file, a first release (each entity found 90% of
 * the time) and a release with a `fraction` of the calls made anew (the current side of a `run`).
 */
export function generateUsage(
  gold: string,
  base: string,
  changed: string,
  docs: number,
  fraction: number,
  seed: number,
): void {
  const rnd = seededRandom(seed);
  const text = "Alice met Bob in Paris";
  const spans = [
    { start: 0, end: 5, type: "PER" },
    { start: 10, end: 13, type: "PER" },
    { start: 17, end: 22, type: "LOC" },
  ];
  const call = () => {
    const tokens = 200 + Math.floor(rnd() * 400);
    return {
      spans: spans.filter(() => rnd() < 0.9),
      usage: { total_tokens: tokens, cost: Math.round(tokens * 15) / 1e7 },
      latency_ms: 300 + Math.floor(rnd() * 1700),
    };
  };
  const rows = Array.from({ length: docs }, (_, i) => {
    const id = `d${String(i).padStart(7, "0")}`;
    const before = call();
    return { id, before, after: rnd() < fraction ? call() : before };
  });
  writeLines(gold, (emit) => {
    for (const r of rows) emit(JSON.stringify({ id: r.id, text, spans }));
  });
  for (const [path, side] of [
    [base, "before"],
    [changed, "after"],
  ] as const)
    writeLines(path, (emit) => {
      for (const r of rows) emit(JSON.stringify({ id: r.id, text, ...r[side] }));
    });
}
