import { closeSync, openSync, readFileSync, writeSync } from "node:fs";

// The spans of a conlleval-layout bench corpus (`generate-corpus.ts`) as two tbf files, gold and
// system: each document's tokens joined by single spaces, each IOB2 chunk one event mention of
// its type (realis Actual) over those characters. The tbf row of the bench scores the same spans
// as the CoNLL path, so the two costs compare format for format.

interface Chunk {
  readonly type: string;
  readonly start: number;
  readonly end: number;
}

/** The chunks of one tag column, as character spans over the tokens joined by spaces. */
function chunks(tokens: readonly string[], tags: readonly string[]): Chunk[] {
  const out: Chunk[] = [];
  let offset = 0;
  let open: { type: string; start: number; end: number } | null = null;
  tokens.forEach((token, k) => {
    const tag = tags[k] ?? "O";
    const type = tag.slice(2);
    const continues = tag.startsWith("I-") && open !== null && open.type === type;
    if (open !== null && !continues) {
      out.push(open);
      open = null;
    }
    if (continues && open !== null) open.end = offset + token.length;
    else if (tag !== "O") open = { type, start: offset, end: offset + token.length };
    offset += token.length + 1;
  });
  if (open !== null) out.push(open);
  return out;
}

function block(side: string, id: string, tokens: readonly string[], tags: readonly string[]) {
  const text = tokens.join(" ");
  const lines = chunks(tokens, tags).map(
    (c, k) =>
      `${side}\t${id}\tE${k + 1}\t${c.start},${c.end}\t${text.slice(c.start, c.end)}\t${c.type}\tActual`,
  );
  return [`#BeginOfDocument ${id}`, ...lines, "#EndOfDocument", ""].join("\n");
}

/** Writes `gold` and `system` tbf files from the conlleval-layout file `conll`. */
export function tbfFromConll(conll: string, gold: string, system: string): void {
  const files = [openSync(gold, "w"), openSync(system, "w")] as const;
  let n = 0;
  const flush = (doc: string[][]) => {
    if (doc.length === 0) return;
    n++;
    const tokens = doc.map((f) => f[0] ?? "");
    writeSync(
      files[0],
      block(
        "gold",
        `doc-${n}`,
        tokens,
        doc.map((f) => f[1] ?? "O"),
      ),
    );
    writeSync(
      files[1],
      block(
        "sys",
        `doc-${n}`,
        tokens,
        doc.map((f) => f[2] ?? "O"),
      ),
    );
  };
  let doc: string[][] = [];
  for (const line of readFileSync(conll, "utf8").split("\n")) {
    if (line.startsWith("-DOCSTART-")) {
      flush(doc);
      doc = [];
    } else if (line.trim() !== "") doc.push(line.split(" "));
  }
  flush(doc);
  for (const fd of files) closeSync(fd);
}
