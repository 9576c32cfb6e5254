import { closeSync, openSync, writeSync } from "node:fs";
import { seededRandom } from "./generate-corpus.ts";

/**
 * A conlleval-layout corpus over `types` entity types (`T0` … ): `documents` documents of about
 * `tokens` tokens each; about one token in four starts an entity of a random type, and the
 * system gets one entity in five wrong (another type, or a missed token). With one document and
 * 40,000 types, or 10,000 documents and 1,000 types, it is issue 18's "many types" case.
 */
export function generateManyTypes(
  path: string,
  o: { readonly documents: number; readonly tokens: number; readonly types: number },
  seed: number,
): void {
  const rnd = seededRandom(seed);
  const type = (): string => `T${Math.floor(rnd() * o.types)}`;
  const fd = openSync(path, "w");
  let buffer = "";
  for (let d = 0; d < o.documents; d++) {
    buffer += "-DOCSTART- O O\n\n";
    for (let t = 0; t < o.tokens; t++) {
      const entity = rnd() < 0.25;
      const gold = entity ? `B-${type()}` : "O";
      const wrong = rnd() < 0.2;
      const system = !wrong ? gold : entity && rnd() < 0.5 ? "O" : `B-${type()}`;
      buffer += `w${t % 97} ${gold} ${system}\n`;
      if (t % 20 === 19) buffer += "\n";
    }
    buffer += "\n";
    if (buffer.length > 1 << 20) {
      writeSync(fd, buffer);
      buffer = "";
    }
  }
  writeSync(fd, buffer);
  closeSync(fd);
}
