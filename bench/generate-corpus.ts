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

function systemTags(gold: string[], rnd: () => number): string[] {
  const out = [...gold];
  for (let i = 0; i < out.length; i++) {
    const r = rnd();
    const tag = out[i] as string;
    if (tag.startsWith("B-") && r < 0.04) out[i] = `B-${TYPES[Math.floor(rnd() * TYPES.length)]}`;
    else if (tag.startsWith("I-") && r < 0.05) out[i] = "O";
    else if (tag === "O" && r < 0.01) out[i] = `B-${TYPES[Math.floor(rnd() * TYPES.length)]}`;
    else if (tag !== "O" && r < 0.06) out[i] = "O";
  }
  return out;
}

/** Writes a conlleval-layout corpus (`token gold system`) of about `tokens` tokens. */
export function generateCorpus(path: string, tokens: number, seed: number): void {
  const rnd = seededRandom(seed);
  const fd = openSync(path, "w");
  let written = 0;
  let buffer = "";
  while (written < tokens) {
    buffer += "-DOCSTART- O O\n\n";
    const sentences = 8 + Math.floor(rnd() * 10);
    for (let s = 0; s < sentences; s++) {
      const words: string[] = [];
      const gold: string[] = [];
      const length = 8 + Math.floor(rnd() * 20);
      while (words.length < length) {
        if (rnd() < 0.15) {
          const type = TYPES[Math.floor(rnd() * TYPES.length)] as string;
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
      const system = systemTags(gold, rnd);
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
