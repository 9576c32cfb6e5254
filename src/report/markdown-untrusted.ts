/**
 * Markdown that someone else wrote, made safe to post with a write token: the report a fork's
 * check run stored (`mode: comment`). That run executed code the pull request controls, so its
 * `report.md` may hold anything. What Goldgate's own reports use is kept — headings, tables,
 * emphasis, code spans, `<details>`, `<summary>`, `<sub>`, the entities `md` and `html` write —
 * and what could act on readers is neutralised: every other HTML tag and entity, @mentions,
 * #references, images, link definitions, bare autolinks, bidi controls, and every link except
 * those `allowLink` accepts (the check run's own page), which become their text.
 */
import { type Md, raw } from "./markdown-escape.ts";

const ZWSP = "\u200b";
/** Controls other than tab and line feed, and the bidi marks, embeddings, overrides, isolates. */
const CONTROL = /(?![\t\n])[\p{Cc}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
/** The tags Goldgate's own markdown writes, without attributes. */
const OWN_TAG = /^<\/?(?:details|summary|sub)>/;
/** The entities Goldgate's own escaping writes. */
const OWN_ENTITY = /^&(?:amp|lt|gt|quot|#39);/;
/** `[text](url)` or `![alt](url)` on one line; the text may hold escaped brackets. */
const LINK = /(!?)\[((?:\\.|[^\\\]\n])*)\]\(([^()\s]*)\)/g;
/** Where GitHub would start an autolink: `scheme://` or `www.` not already broken. */
const AUTOLINK = /\b(www)(\.)(?!\u200b)|([a-z][a-z0-9+.-]*)(:\/\/)/gi;
/** A link reference or footnote definition at the start of a line: `[x]: url`, `[^1]: …`. */
const DEFINITION = /^( {0,3})\[(?=[^\]\n]*\]:)/gm;

/** The tag or entity of Goldgate's own markup that starts at `at`, or "". */
function ownMarkup(text: string, at: number): string {
  const rest = text.slice(at, at + 12);
  return (OWN_TAG.exec(rest) ?? OWN_ENTITY.exec(rest))?.[0] ?? "";
}

/** Whether the character at `at` is escaped: an odd number of backslashes before it. */
function escaped(text: string, at: number): boolean {
  let n = 0;
  while (at - n - 1 >= 0 && text[at - n - 1] === "\\") n++;
  return n % 2 === 1;
}

/** Text outside the kept links: no tag, entity, mention, reference, math, link or autolink. */
function neutraliseText(text: string): string {
  let out = "";
  for (let at = 0; at < text.length; at++) {
    const c = text[at] as string;
    const own = c === "<" || c === "&" ? ownMarkup(text, at) : "";
    if (own !== "") {
      out += own;
      at += own.length - 1;
    } else if (c === "<") out += "&lt;";
    else if (c === "&") out += "&amp;";
    else if ((c === "@" || c === "#") && /[\p{L}\p{N}_]/u.test(text[at + 1] ?? "")) out += c + ZWSP;
    else if (c === "$" && !escaped(text, at)) out += "\\$";
    else if (c === "(" && text[at - 1] === "]" && !escaped(text, at - 1)) out += "\\(";
    else out += c;
  }
  return out.replace(AUTOLINK, (_, www, dot, scheme, sep) =>
    scheme === undefined ? `${www}${ZWSP}${dot}` : `${scheme}${ZWSP}${sep}`,
  );
}

/** One line: allowed links kept, other links and images replaced by their text. */
function neutraliseLine(line: string, allowLink: (url: string) => boolean): string {
  let out = "";
  let from = 0;
  for (const m of line.matchAll(LINK)) {
    const [whole, bang = "", label = "", url = ""] = m;
    out += neutraliseText(line.slice(from, m.index));
    const text = neutraliseText(label);
    out += bang === "" && allowLink(url) ? `[${text}](${url})` : text;
    from = m.index + whole.length;
  }
  return out + neutraliseText(line.slice(from));
}

/**
 * `markdown` with only Goldgate's own markup left active (see the module's comment), clipped at
 * a line end to `max` UTF-16 units. Idempotent: neutralised text passes through unchanged.
 */
export function neutraliseMarkdown(
  markdown: string,
  allowLink: (url: string) => boolean,
  max: number,
): Md {
  const lines = markdown
    .replace(/\r\n?/g, "\n")
    .replace(CONTROL, " ")
    .replace(DEFINITION, "$1\\[")
    .split("\n")
    .map((line) => neutraliseLine(line, allowLink));
  let body = lines.join("\n");
  if (body.length > max) body = body.slice(0, Math.max(0, body.lastIndexOf("\n", max)));
  return raw(body);
}
