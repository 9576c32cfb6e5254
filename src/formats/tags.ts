import type { Tagging } from "../config/settings.ts";
import {
  type CompiledScheme,
  holds,
  N,
  OUTSIDE,
  OUTSIDE_TAG,
  parseTag,
  SCHEME_PREFIXES,
  schemeFor,
  UNTYPED,
} from "./tag-schemes.ts";

/**
 * BIO-family tag decoding: one chunker per mode over the tables of `tag-schemes.ts` (which also
 * says how a tag is read: prefix, role, type, unknown prefixes read as O).
 */

export { SCHEME_PREFIXES, type TagRole, UNTYPED } from "./tag-schemes.ts";

/** A decoded chunk: token offsets into the decoded sequence, half-open. */
export interface TagChunk {
  readonly type: string;
  readonly start: number;
  readonly end: number;
}

/** A non-fatal tag problem; `index` is the token's position in the decoded sequence. */
export interface TagIssue {
  readonly kind: "unknown-tag-prefix" | "ill-formed-chunk";
  readonly index: number;
  readonly tag: string;
  readonly message: string;
  /** Tags it concerns: the run an ill-formed chunk drops, 1 for an unknown prefix (read as O). */
  readonly tags: number;
  /**
   * An unknown prefix's scheme: the wider `--tagging` that defines it (`S-PER` under iob2:
   * iobes), `none` when no scheme does (`PER`, `.`); null for an ill-formed chunk.
   */
  readonly scheme: Tagging | "none" | null;
  /** What was found, without what was done about it (`tag 'S-PER' has prefix 'S', which …`). */
  readonly found: string;
}

/** Receives tag issues as decoding meets them. */
export type TagIssueSink = (issue: TagIssue) => void;

/** Schemes that read every prefix of the narrower ones (IOB2's B/I, IOE's E), tried in order. */
const WIDE_SCHEMES = ["iobes", "bilou"] as const;

/**
 * The fix for another scheme's prefix (`S-PER`, `E-PER` read as IOB2, `U-PER` as IOBES): the
 * `--tagging` whose prefixes include it; IOBES and BILOU also read IOB2's, so one side in IOB2
 * and the other in IOBES are both read right.
 */
function schemeOf(scheme: CompiledScheme, prefix: string): Tagging | undefined {
  return WIDE_SCHEMES.find(
    (t) => t !== scheme.tagging && Object.hasOwn(SCHEME_PREFIXES[t], prefix),
  );
}

/** `--tagging fix` as a setting to change, with the prefixes it reads. */
export function taggingFixText(fix: Tagging): string {
  const reads = Object.keys(SCHEME_PREFIXES[fix]).join(", ");
  return `--tagging ${fix} (tagging: ${fix} in goldgate.yml), which reads ${reads}`;
}

function unknownPrefix(
  scheme: CompiledScheme,
  tag: string,
  prefix: string,
  index: number,
): TagIssue {
  const defined = Object.keys(scheme.prefixes).join(", ");
  const fix = schemeOf(scheme, prefix);
  const advice =
    fix === undefined
      ? "Check the 'tagging' setting."
      : `Tags of another scheme: likely fix ${taggingFixText(fix)}.`;
  const found = `tag '${tag}' has prefix '${prefix}', which ${scheme.tagging} does not define (it defines ${defined})`;
  const message = `${found}; read as O. ${advice}`;
  return { kind: "unknown-tag-prefix", index, tag, message, tags: 1, scheme: fix ?? "none", found };
}

/**
 * Fills `roles` (0 = outside) and `types` for the `n` tags from `tags[from]`; unknown prefixes
 * are reported and read as O.
 */
function parseAll(
  scheme: CompiledScheme,
  tags: readonly string[],
  from: number,
  n: number,
  roles: Uint8Array,
  types: string[],
  sink: TagSink,
): void {
  // Runs of one tag (O O O, I-PER I-PER) are common: parse a tag only when it changes.
  let previous = "O";
  let parsed = OUTSIDE_TAG;
  for (let i = 0; i < n; i++) {
    const tag = tags[from + i] ?? "O";
    if (tag !== previous) {
      previous = tag;
      parsed = tag === "O" ? OUTSIDE_TAG : parseTag(scheme, tag);
    }
    if (parsed.role < 0) sink.issue(unknownPrefix(scheme, tag, parsed.prefix, i));
    roles[i] = parsed.role < 0 ? OUTSIDE : parsed.role;
    types[i] = parsed.role <= OUTSIDE ? UNTYPED : parsed.type;
  }
}

/**
 * Types as seqeval 1.2.2's strict mode reads them: with the `-` at either end stripped, `_` when
 * nothing is left (`B-X-` and `B--X` are X, `B---` is untyped). Its default mode, like
 * conlleval, keeps them (`X-`).
 */
function seqevalTypes(types: string[], n: number): void {
  for (let i = 0; i < n; i++) {
    const t = types[i] as string;
    if (t.charCodeAt(0) === 45 || t.charCodeAt(t.length - 1) === 45)
      types[i] = t.replace(/^-+|-+$/g, "") || UNTYPED;
  }
}

function chunkDefault(
  scheme: CompiledScheme,
  roles: Uint8Array,
  types: readonly string[],
  n: number,
  sink: TagSink,
): void {
  let open = -1;
  for (let i = 0; i < n; i++) {
    const role = roles[i] ?? OUTSIDE;
    if (open >= 0) {
      // A chunk is open only after a non-O tag, so `prev` is a chunk tag.
      const prev = roles[i - 1] ?? OUTSIDE;
      const breaks =
        role === OUTSIDE || types[i] !== types[i - 1] || scheme.breaks[prev * N + role] !== 0;
      if (breaks) {
        sink.chunk(types[open] ?? UNTYPED, open, i);
        open = -1;
      }
    }
    if (open < 0 && role !== OUTSIDE) open = i;
  }
  if (open >= 0) sink.chunk(types[open] ?? UNTYPED, open, n);
}

function chunkStrict(
  scheme: CompiledScheme,
  roles: Uint8Array,
  types: readonly string[],
  n: number,
): TagChunk[] {
  const out: TagChunk[] = [];
  let prevRole = OUTSIDE;
  let prevType = UNTYPED;
  let i = 0;
  while (i < n) {
    const role = roles[i] ?? OUTSIDE;
    const type = types[i] ?? UNTYPED;
    if (!holds(scheme.start, prevRole, role, prevType === type)) {
      prevRole = role;
      prevType = type;
      i++;
      continue;
    }
    let j = i + 1;
    let lastRole = role;
    let lastType = type;
    while (j < n && holds(scheme.inside, lastRole, roles[j] ?? OUTSIDE, lastType === types[j])) {
      lastRole = roles[j] ?? OUTSIDE;
      lastType = types[j] ?? UNTYPED;
      j++;
    }
    // Past the end stands the O that seqeval appends to every sequence.
    const nextRole = j < n ? (roles[j] ?? OUTSIDE) : OUTSIDE;
    const nextType = j < n ? (types[j] ?? UNTYPED) : UNTYPED;
    if (holds(scheme.end, lastRole, nextRole, lastType === nextType))
      out.push({ type, start: i, end: j });
    i = j;
    prevRole = lastRole;
    prevType = lastType;
  }
  return out;
}

/** How many of the first `n` tags no chunk covers although they are not O. */
function uncovered(roles: Uint8Array, n: number, chunks: readonly TagChunk[]): number {
  let count = 0;
  for (let k = 0; k < n; k++) if (roles[k] !== OUTSIDE) count++;
  for (const c of chunks) count -= c.end - c.start;
  return count;
}

/** Reports each run of non-O tags that strict decoding left outside every chunk. */
function reportDropped(
  scheme: CompiledScheme,
  sequence: readonly string[],
  roles: Uint8Array,
  chunks: readonly TagChunk[],
  sink: TagSink,
): void {
  const n = sequence.length;
  const kept = new Uint8Array(n);
  for (const chunk of chunks) kept.fill(1, chunk.start, chunk.end);
  for (let k = 0; k < n; k++) {
    if (roles[k] === OUTSIDE || kept[k] === 1) continue;
    let run = k;
    while (run < n && roles[run] !== OUTSIDE && kept[run] === 0) run++;
    const shown = sequence.slice(k, Math.min(run, k + 5)).join(" ") + (run - k > 5 ? " …" : "");
    const count = `${run - k} tag${run - k === 1 ? "" : "s"}`;
    const message = `${count} '${shown}' form no well-formed ${scheme.tagging} chunk: strict decoding (seqeval mode='strict') drops them.`;
    const tags = run - k;
    sink.issue({
      kind: "ill-formed-chunk",
      index: k,
      tag: sequence[k] ?? "",
      message,
      tags,
      scheme: null,
      found: message,
    });
    k = run - 1;
  }
}

/** Receives what decoding finds: chunks in order (token offsets, half-open) and tag issues. */
export interface TagSink {
  chunk(type: string, start: number, end: number): void;
  issue(issue: TagIssue): void;
}

/**
 * Decodes tag sequences of one scheme and mode (as `decodeTags`), reusing its buffers from one
 * sequence to the next: readers decode sentence after sentence without allocating per sentence.
 */
export class TagDecoder {
  private readonly scheme: CompiledScheme;
  private roles = new Uint8Array(64);
  private readonly types: string[] = [];

  constructor(
    tagging: Tagging,
    private readonly strict: boolean,
  ) {
    this.scheme = schemeFor(tagging);
  }

  /**
   * Decodes the sequence `tags[from..to)`; chunks and issues go to `sink` as they are found, with
   * positions counted from `from`.
   */
  decode(tags: readonly string[], sink: TagSink, from = 0, to = tags.length): void {
    const n = to - from;
    if (this.roles.length < n) this.roles = new Uint8Array(Math.max(n, 2 * this.roles.length));
    const { scheme, roles, types } = this;
    parseAll(scheme, tags, from, n, roles, types, sink);
    if (!this.strict) {
      chunkDefault(scheme, roles, types, n, sink);
      return;
    }
    seqevalTypes(types, n);
    const chunks = chunkStrict(scheme, roles, types, n);
    for (const c of chunks) sink.chunk(c.type, c.start, c.end);
    if (uncovered(roles, n, chunks) > 0)
      reportDropped(scheme, tags.slice(from, to), roles, chunks, sink);
  }
}

/**
 * Decodes one tag sequence into chunks (token offsets, half-open, in order). `strict` false reads
 * as conlleval.pl 2004-01-26 does (repairing ill-formed chunks); true as seqeval 1.2.2
 * `mode='strict'` does (dropping them). Unknown prefixes and dropped tags go to `onIssue`.
 */
export function decodeTags(
  tags: readonly string[],
  tagging: Tagging,
  strict: boolean,
  onIssue?: TagIssueSink,
): TagChunk[] {
  const out: TagChunk[] = [];
  new TagDecoder(tagging, strict).decode(tags, {
    chunk: (type, start, end) => {
      out.push({ type, start, end });
    },
    issue: (issue) => onIssue?.(issue),
  });
  return out;
}
