import { DataError } from "../errors.ts";
import { unescapeTsv } from "./webanno-cells.ts";

/** A token as its line gives it: UTF-16 offsets, its text unescaped, the line, its sentence. */
export interface Token {
  readonly begin: number;
  readonly end: number;
  readonly text: string;
  readonly line: number;
  /** Its sentence's `#Text=` (an index into the body's sentences); undefined without one. */
  readonly sentence: number | undefined;
}

/** A sentence's `#Text=` lines as written (escaped or not), and the first's line. */
export interface SentenceText {
  readonly lines: string[];
  readonly line: number;
}

/**
 * The document text at its UTF-16 offsets: each sentence's `#Text=` from its first token to its
 * last (so what lies between its tokens is the text's own: an emoji no token covers keeps its
 * two units, and the code points after it are counted right), else each token's text; spaces
 * between sentences (TSV does not keep what lies there).
 */
export function textOf(
  tokens: readonly Token[],
  sentences: readonly SentenceText[],
  file: string,
): string {
  let text = "";
  for (let k = 0; k < tokens.length; ) {
    const first = tokens[k] as Token;
    let next = k + 1;
    while (next < tokens.length && tokens[next]?.sentence === first.sentence) next++;
    const group = tokens.slice(k, next);
    const said = first.sentence === undefined ? undefined : sentences[first.sentence];
    const pieces = said === undefined ? group : [sentencePiece(said, group, file)];
    for (const t of pieces) {
      if (t.begin < text.length)
        throw new DataError(
          { file, line: t.line },
          `token '${t.text}' at ${t.begin}-${t.end} overlaps the token before it; expected tokens in text order`,
        );
      text += " ".repeat(t.begin - text.length) + t.text;
    }
    k = next;
  }
  return text;
}

/**
 * A sentence's text from its first token's offset to its last's end, as its `#Text=` gives it
 * (escaped as TSV 3 escapes, or not: whichever reading puts every token at its offsets). A token
 * that its offsets do not find in the sentence's text stops the run: the offsets scored would
 * cover other words than the ones the file shows.
 */
function sentencePiece(said: SentenceText, group: readonly Token[], file: string): Token {
  const first = group[0] as Token;
  const last = group[group.length - 1] as Token;
  let miss: { token: Token; found: string } | undefined;
  // The line breaks the file's lines were split at: LF, or CRLF where the text had them.
  const joined = [said.lines.join("\n"), said.lines.join("\r\n")];
  for (const sentence of new Set([...joined, ...joined.map(unescapeTsv)])) {
    const anchor = first.begin - Math.max(sentence.indexOf(first.text), 0);
    const at = (t: Token) => sentence.slice(t.begin - anchor, t.end - anchor);
    const wrong = group.find((t) => t.begin < anchor || at(t) !== t.text);
    if (wrong === undefined)
      return {
        ...first,
        end: last.end,
        text: sentence.slice(first.begin - anchor, last.end - anchor),
      };
    miss ??= { token: wrong, found: at(wrong) };
  }
  const { token, found } = miss as { token: Token; found: string };
  throw new DataError(
    { file, line: token.line },
    `token '${token.text}' at ${token.begin}-${token.end}: its sentence's #Text= (line ${said.line}) has '${found}' there, counting the sentence from its first token '${first.text}' at ${first.begin}; expected every token at its offsets in #Text= (UTF-16 units), so the text scored is the one shown`,
  );
}
