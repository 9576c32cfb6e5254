import { closeSync, openSync, writeSync } from "node:fs";
import { createRandom } from "../src/baseline/seeded-random.ts";

/** Uniform fractions in [0, 1) from the seeded generator of src/: the same corpus everywhere. */
export function seededRandom(seed: number): () => number {
  const random = createRandom(seed);
  return () => random.nextUint32() / 2 ** 32;
}

const TYPES = ["PER", "ORG", "LOC", "MISC", "DATE"];
const WORDS = [
  "the",
  "of",
  "said",
  "in",
  "a",
  "on",
  "market",
  "shares",
  "rose",
  "percent",
  "government",
  "talks",
  "week",
  "officials",
  ",",
  ".",
];
const NAMES = [
  "Berlin",
  "Acme",
  "Smith",
  "Nile",
  "Monday",
  "Corp",
  "Union",
  "River",
  "Jones",
  "Bank",
];

/** The corpus's entity types: the five above, or `T0` … `T{n-1}` (issue 27's many-types case). */
export function typeNames(count: number): readonly string[] {
  return count === TYPES.length ? TYPES : Array.from({ length: count }, (_, k) => `T${k}`);
}

function systemTags(gold: string[], rnd: () => number, types: readonly string[]): string[] {
  const out = [...gold];
  for (let i = 0; i < out.length; i++) {
    const r = rnd();
    const tag = out[i] as string;
    if (tag.startsWith("B-") && r < 0.04) out[i] = `B-${types[Math.floor(rnd() * types.length)]}`;
    else if (tag.startsWith("I-") && r < 0.05) out[i] = "O";
    else if (tag === "O" && r < 0.01) out[i] = `B-${types[Math.floor(rnd() * types.length)]}`;
    else if (tag !== "O" && r < 0.06) out[i] = "O";
  }
  return out;
}

/**
 * Writes a conlleval-layout corpus (`token gold system`) of about `tokens` tokens over `typeCount`
 * entity types. The random draws do not depend on the count, so the corpora of 5 and of 1,000
 * types have the same documents, tokens and entity boundaries: only the type names differ.
 * `sentencesPerDocument` fixes the document length (1: 56,518 documents per 1M tokens, seed 8).
 */
export function generateCorpus(
  path: string,
  tokens: number,
  seed: number,
  typeCount = 5,
  sentencesPerDocument?: number,
): void {
  const rnd = seededRandom(seed);
  const types = typeNames(typeCount);
  const fd = openSync(path, "w");
  let written = 0;
  let buffer = "";
  while (written < tokens) {
    buffer += "-DOCSTART- O O\n\n";
    const sentences = sentencesPerDocument ?? 8 + Math.floor(rnd() * 10);
    for (let s = 0; s < sentences; s++) {
      const words: string[] = [];
      const gold: string[] = [];
      const length = 8 + Math.floor(rnd() * 20);
      while (words.length < length) {
        if (rnd() < 0.15) {
          const type = types[Math.floor(rnd() * types.length)] as string;
          const n = 1 + Math.floor(rnd() * 3);
          for (let k = 0; k < n; k++) {
            words.push(NAMES[Math.floor(rnd() * NAMES.length)] as string);
            gold.push(`${k === 0 ? "B" : "I"}-${type}`);
          }
        } else {
          words.push(WORDS[Math.floor(rnd() * WORDS.length)] as string);
          gold.push("O");
        }
      }
      const system = systemTags(gold, rnd, types);
      for (let i = 0; i < words.length; i++) buffer += `${words[i]} ${gold[i]} ${system[i]}\n`;
      buffer += "\n";
      written += words.length;
    }
    if (buffer.length > 1 << 20) {
      writeSync(fd, buffer);
      buffer = "";
    }
  }
  writeSync(fd, buffer);
  closeSync(fd);
}
