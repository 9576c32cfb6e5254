import { readFileSync, writeFileSync } from "node:fs";
import { seededRandom } from "./generate-corpus.ts";

/**
 * Another system's output on the same gold: in a `share` of the documents (chosen at random),
 * about one token in twenty gets another system tag (`O` or a `B-` of a type the corpus has).
 * The gold column is untouched, so the gold fingerprint matches a baseline of the original.
 */
export function changeDocuments(from: string, to: string, share: number, seed: number): void {
  const rnd = seededRandom(seed);
  const docs = readFileSync(from, "utf8").split("-DOCSTART-");
  const out = docs.map((doc, k) => {
    if (k === 0 || rnd() >= share) return doc;
    return doc
      .split("\n")
      .map((line) => {
        const cells = line.split(" ");
        if (cells.length !== 3 || rnd() >= 0.05) return line;
        const gold = cells[1] ?? "O";
        const tag = rnd() < 0.5 || gold === "O" ? "O" : `B-${gold.slice(2)}`;
        return `${cells[0]} ${gold} ${tag === cells[2] ? "O" : tag}`;
      })
      .join("\n");
  });
  writeFileSync(to, out.join("-DOCSTART-"));
}
