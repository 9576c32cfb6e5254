import type { Tagging } from "../config/settings.ts";
import { InternalError } from "../errors.ts";

/**
 * BIO-family tag schemes as data: each scheme's prefixes and roles, the chunk-boundary patterns of
 * both modes, compiled once into role tables, and tags parsed against them (see `tags.ts`).
 *
 * A tag splits at its first `-` into prefix and type (`B-ORG-X` → `B`, `ORG-X`). The scheme's
 * table gives the prefix a role. A bare prefix (`B`, or `B-`) is an untyped chunk tag, type `_`.
 * A prefix the scheme does not define (`E-PER` in iob2, `PER`, `.`) is reported and read as O;
 * the CoNLL reader stops at another scheme's tag and at a gold tag no scheme defines (`TagIssues`).
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

/** Role indices; pattern letters are their initials: O outside, B begin, I inside, E end, S single. */
const ROLE_INDEX: Readonly<Record<TagRole, number>> = {
  outside: 0,
  begin: 1,
  inside: 2,
  end: 3,
  single: 4,
};
const ROLE_LETTERS = "OBIES";
/** The role index of O (and of any tag read as O). */
export const OUTSIDE = 0;
/** How many roles there are: role tables are N×N, indexed `previous * N + current`. */
export const N = ROLE_LETTERS.length;
const SAME = 1;
const DIFF = 2;
const CACHE_LIMIT = 4096;

/** A tag as a scheme reads it: role index (-1 for an unknown prefix), type and prefix. */
export interface ParsedTag {
  readonly role: number;
  readonly type: string;
  readonly prefix: string;
}

/** How every scheme reads `O`. */
export const OUTSIDE_TAG: ParsedTag = { role: OUTSIDE, type: UNTYPED, prefix: "O" };

/** A scheme ready for decoding: its prefixes, pattern tables and parsed-tag cache. */
export interface CompiledScheme {
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

/** The compiled scheme of a tagging, compiled on first use. */
export function schemeFor(tagging: Tagging): CompiledScheme {
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

/** How `scheme` reads `tag` (cached for the first few thousand distinct tags). */
export function parseTag(scheme: CompiledScheme, tag: string): ParsedTag {
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

/** Whether a pattern table holds for (previous role, current role) with equal or different types. */
export function holds(table: Uint8Array, prev: number, current: number, same: boolean): boolean {
  return ((table[prev * N + current] ?? 0) & (same ? SAME : DIFF)) !== 0;
}
