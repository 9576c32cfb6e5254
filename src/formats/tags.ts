import type { Tagging } from "../config/settings.ts";
import { InternalError } from "../errors.ts";

/**
 * BIO-family tag decoding: one table per scheme, one chunker per mode.
 *
 * A tag splits at its first `-` into prefix and type (`B-ORG-X` → `B`, `ORG-X`). The scheme's
 * table gives the prefix a role. A bare prefix (`B`, or `B-`) is an untyped chunk tag, type `_`.
 * A prefix the scheme does not define (`E-PER` in iob2, `PER`, `.`) is reported and read as O.
 */

/** The part a prefix plays in a chunk. BILOU's L is `end`, its U is `single`. */
export type TagRole = "outside" | "begin" | "inside" | "end" | "single";

/** Each scheme's prefixes and their roles; a prefix missing from a table is unknown to it. */
export const SCHEME_PREFIXES = {
  iob1: { B: "begin", I: "inside", O: "outside" },
  iob2: { B: "begin", I: "inside", O: "outside" },
  ioe1: { I: "inside", E: "end", O: "outside" },
  ioe2: { I: "inside", E: "end", O: "outside" },
  iobes: { B: "begin", I: "inside", E: "end", S: "single", O: "outside" },
  bilou: { B: "begin", I: "inside", L: "end", U: "single", O: "outside" },
} as const satisfies Record<Tagging, Readonly<Record<string, TagRole>>>;

/** The type given to a chunk whose tags carry none (`B`, `I`), as seqeval names it. */
export const UNTYPED = "_";

/**
 * Default mode (conlleval.pl 2004-01-26): an O or a type change always ends a chunk; between two
 * non-O tags of the same type, a new chunk starts when the pair matches one of these patterns
 * (written as the strict patterns below are). conlleval has no rule for E→B nor for singles; we read
 * E→B as a new chunk and a single as a one-token chunk, as conlleval reads `[` and `]`.
 */
const DEFAULT_BREAKS = "B B any, I B any, E B any, E I any, E E any, * S any, S * any";

/**
 * Strict mode (seqeval 1.2.2 `mode='strict'`): a chunk opens on a `start` pattern, extends while
 * `inside` patterns hold, and is kept only when its last tag and the tag after it form an `end`
 * pattern; everything else is dropped. Patterns are `previous current type`, comma-separated, in
 * role letters (B begin, I inside, E end, S single, O outside, * any); type is `same`, `diff`
 * or `any`.
 */
interface StrictPatterns {
  readonly start: string;
  readonly inside: string;
  readonly end: string;
}

const BIES_STRICT: StrictPatterns = {
  start: "* B any, * S any",
  inside: "B I same, B E same, I I same, I E same",
  end: "S * any, E * any",
};

const STRICT_PATTERNS: Readonly<Record<Tagging, StrictPatterns>> = {
  iob1: {
    start: "O I any, I I diff, B I any, I B same, B B same",
    inside: "B I same, I I same",
    end: "I I diff, I O any, I B any, B O any, B I diff, B B same",
  },
  iob2: {
    start: "* B any",
    inside: "B I same, I I same",
    end: "I O any, I I diff, I B any, B O any, B I diff, B B any",
  },
  ioe1: {
    start: "O I any, I I diff, E I any, E E same",
    inside: "I I same, I E same",
    end: "I I diff, I O any, I E diff, E I same, E E same",
  },
  ioe2: {
    start: "O I any, O E any, E I any, E E any, I I diff, I E diff",
    inside: "I E same, I I same",
    end: "E * any",
  },
  iobes: BIES_STRICT,
  bilou: BIES_STRICT,
};

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
}

/** Receives tag issues as decoding meets them. */
export type TagIssueSink = (issue: TagIssue) => void;

/** Role indices; pattern letters are their initials: O outside, B begin, I inside, E end, S single. */
const ROLE_INDEX: Readonly<Record<TagRole, number>> = {
  outside: 0,
  begin: 1,
  inside: 2,
  end: 3,
  single: 4,
};
const ROLE_LETTERS = "OBIES";
const OUTSIDE = 0;
const N = ROLE_LETTERS.length;
const SAME = 1;
const DIFF = 2;
const CACHE_LIMIT = 4096;

interface ParsedTag {
  readonly role: number;
  readonly type: string;
  readonly prefix: string;
}

const OUTSIDE_TAG: ParsedTag = { role: OUTSIDE, type: UNTYPED, prefix: "O" };

interface CompiledScheme {
  readonly tagging: Tagging;
  readonly prefixes: Readonly<Record<string, TagRole>>;
  readonly breaks: Uint8Array;
  readonly start: Uint8Array;
  readonly inside: Uint8Array;
  readonly end: Uint8Array;
  readonly cache: Map<string, ParsedTag>;
}

function patternRoles(letter: string | undefined, pattern: string): number[] {
  if (letter === "*") return [0, 1, 2, 3, 4];
  const index = ROLE_LETTERS.indexOf(letter ?? "?");
  if (index < 0) throw new InternalError(`tags: bad role letter in pattern '${pattern}'`);
  return [index];
}

/** An N×N table of type-condition bits (SAME, DIFF) per (previous role, current role). */
function compilePatterns(patterns: string): Uint8Array {
  const table = new Uint8Array(N * N);
  for (const pattern of patterns.split(", ")) {
    const [prev, current, cond] = pattern.split(" ");
    const bits = cond === "same" ? SAME : cond === "diff" ? DIFF : cond === "any" ? SAME | DIFF : 0;
    if (bits === 0) throw new InternalError(`tags: bad type condition in pattern '${pattern}'`);
    for (const p of patternRoles(prev, pattern)) {
      for (const c of patternRoles(current, pattern))
        table[p * N + c] = (table[p * N + c] ?? 0) | bits;
    }
  }
  return table;
}

const compiled = new Map<Tagging, CompiledScheme>();

function schemeFor(tagging: Tagging): CompiledScheme {
  const known = compiled.get(tagging);
  if (known !== undefined) return known;
  const strict = STRICT_PATTERNS[tagging];
  const scheme: CompiledScheme = {
    tagging,
    prefixes: SCHEME_PREFIXES[tagging],
    breaks: compilePatterns(DEFAULT_BREAKS),
    start: compilePatterns(strict.start),
    inside: compilePatterns(strict.inside),
    end: compilePatterns(strict.end),
    cache: new Map(),
  };
  compiled.set(tagging, scheme);
  return scheme;
}

function parseTag(scheme: CompiledScheme, tag: string): ParsedTag {
  const cached = scheme.cache.get(tag);
  if (cached !== undefined) return cached;
  const dash = tag.indexOf("-");
  const prefix = dash === -1 ? tag : tag.slice(0, dash);
  const role = Object.hasOwn(scheme.prefixes, prefix) ? scheme.prefixes[prefix] : undefined;
  const index = role === undefined ? -1 : ROLE_INDEX[role];
  const rawType = dash === -1 ? "" : tag.slice(dash + 1);
  const type = index <= OUTSIDE || rawType === "" ? UNTYPED : rawType;
  const parsed: ParsedTag = { role: index, type, prefix };
  if (scheme.cache.size < CACHE_LIMIT) scheme.cache.set(tag, parsed);
  return parsed;
}

function unknownPrefix(
  scheme: CompiledScheme,
  tag: string,
  prefix: string,
  index: number,
): TagIssue {
  const defined = Object.keys(scheme.prefixes).join(", ");
  const message = `tag '${tag}' has prefix '${prefix}', which ${scheme.tagging} does not define (it defines ${defined}); read as O. Check the 'tagging' setting.`;
  return { kind: "unknown-tag-prefix", index, tag, message };
}

/** Roles (0 = outside) and types of each tag; unknown prefixes are reported and read as O. */
function parseAll(
  scheme: CompiledScheme,
  tags: readonly string[],
  onIssue: TagIssueSink | undefined,
): { roles: Uint8Array; types: string[] } {
  const roles = new Uint8Array(tags.length);
  const types = new Array<string>(tags.length);
  for (let i = 0; i < tags.length; i++) {
    const tag = tags[i] ?? "O";
    const parsed = tag === "O" ? OUTSIDE_TAG : parseTag(scheme, tag);
    if (parsed.role < 0) onIssue?.(unknownPrefix(scheme, tag, parsed.prefix, i));
    roles[i] = parsed.role < 0 ? OUTSIDE : parsed.role;
    types[i] = parsed.role <= OUTSIDE ? UNTYPED : parsed.type;
  }
  return { roles, types };
}

function chunkDefault(scheme: CompiledScheme, roles: Uint8Array, types: string[]): TagChunk[] {
  const out: TagChunk[] = [];
  let open = -1;
  for (let i = 0; i < roles.length; i++) {
    const role = roles[i] ?? OUTSIDE;
    if (open >= 0) {
      // A chunk is open only after a non-O tag, so `prev` is a chunk tag.
      const prev = roles[i - 1] ?? OUTSIDE;
      const breaks =
        role === OUTSIDE || types[i] !== types[i - 1] || scheme.breaks[prev * N + role] !== 0;
      if (breaks) {
        out.push({ type: types[open] ?? UNTYPED, start: open, end: i });
        open = -1;
      }
    }
    if (open < 0 && role !== OUTSIDE) open = i;
  }
  if (open >= 0) out.push({ type: types[open] ?? UNTYPED, start: open, end: roles.length });
  return out;
}

function holds(table: Uint8Array, prev: number, current: number, same: boolean): boolean {
  return ((table[prev * N + current] ?? 0) & (same ? SAME : DIFF)) !== 0;
}

function chunkStrict(scheme: CompiledScheme, roles: Uint8Array, types: string[]): TagChunk[] {
  const out: TagChunk[] = [];
  const n = roles.length;
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

function covered(chunks: readonly TagChunk[]): number {
  let sum = 0;
  for (const c of chunks) sum += c.end - c.start;
  return sum;
}

function countOutside(roles: Uint8Array): number {
  let n = 0;
  for (const role of roles) if (role === OUTSIDE) n++;
  return n;
}

/** Reports each run of non-O tags that strict decoding left outside every chunk. */
function reportDropped(
  scheme: CompiledScheme,
  tags: readonly string[],
  roles: Uint8Array,
  chunks: readonly TagChunk[],
  onIssue: TagIssueSink,
): void {
  const kept = new Uint8Array(roles.length);
  for (const chunk of chunks) kept.fill(1, chunk.start, chunk.end);
  for (let k = 0; k < roles.length; k++) {
    if (roles[k] === OUTSIDE || kept[k] === 1) continue;
    let run = k;
    while (run < roles.length && roles[run] !== OUTSIDE && kept[run] === 0) run++;
    const shown = tags.slice(k, Math.min(run, k + 5)).join(" ") + (run - k > 5 ? " …" : "");
    const message = `tags '${shown}' form no well-formed ${scheme.tagging} chunk: strict decoding (seqeval mode='strict') drops them.`;
    onIssue({ kind: "ill-formed-chunk", index: k, tag: tags[k] ?? "", message });
    k = run - 1;
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
  const scheme = schemeFor(tagging);
  const { roles, types } = parseAll(scheme, tags, onIssue);
  if (!strict) return chunkDefault(scheme, roles, types);
  const chunks = chunkStrict(scheme, roles, types);
  if (onIssue !== undefined && covered(chunks) < roles.length - countOutside(roles)) {
    reportDropped(scheme, tags, roles, chunks, onIssue);
  }
  return chunks;
}
