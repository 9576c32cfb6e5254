import { UserError } from "../errors.ts";

/**
 * Nesting depth beyond which JSON and YAML are refused. Fixed, not a limit a user raises: the
 * structures Goldgate reads nest a handful of levels (a tag tree a few dozen), and deeper input
 * would overflow the stack of the code that walks it.
 */
export const NESTING_LIMIT = 1000;

/** One resource limit: its flag name (`--limit NAME=N`), goldgate.yml key, default and meaning. */
export interface LimitSpec {
  readonly flag: string;
  readonly default: number;
  /** The largest value accepted (a hard limit of the runtime), when there is one. */
  readonly max?: number;
  readonly unit: "bytes" | "characters" | "names";
  readonly what: string;
}

const MIB = 1024 * 1024;

/**
 * The limits that keep memory bounded on hostile input, each raisable with `--limit NAME=N` or
 * `limits.<key>` in goldgate.yml. Defaults are set so that real corpora pass untouched
 * (docs/limits.md gives the reasoning).
 */
export const LIMITS = {
  fileSize: {
    flag: "file-size",
    default: 4096 * MIB,
    unit: "bytes",
    what: "size of an input file read line by line (CoNLL, JSONL, tables)",
  },
  documentSize: {
    flag: "document-size",
    default: 256 * MIB,
    // V8 strings hold at most 2^29 - 24 UTF-16 code units.
    max: 512 * MIB,
    unit: "bytes",
    what: "size of a file read whole (JSON, YAML, brat, Label Studio, baselines)",
  },
  lineLength: {
    flag: "line-length",
    default: 64 * MIB,
    max: 512 * MIB,
    unit: "characters",
    what: "length of one line",
  },
  yamlSize: {
    flag: "yaml-size",
    default: 16 * MIB,
    max: 512 * MIB,
    unit: "characters",
    what: "size of a YAML file (goldgate.yml, hierarchy files): the YAML library needs about 35 bytes of memory per byte",
  },
  types: {
    flag: "types",
    default: 20_000,
    unit: "names",
    what: "distinct span or event types in a run (gold and system together)",
  },
  labels: {
    flag: "labels",
    default: 1_000,
    unit: "names",
    what: "distinct labels or categories in a labels or agreement run (tables are labels × labels)",
  },
  treeSize: {
    flag: "tree-size",
    default: 50_000,
    unit: "names",
    what: "tags in a hierarchy file",
  },
} as const satisfies Record<string, LimitSpec>;

export type LimitName = keyof typeof LIMITS;
export type Limits = Readonly<Record<LimitName, number>>;

const NAMES = Object.keys(LIMITS) as LimitName[];

/** Every limit at its default. */
export const DEFAULT_LIMITS: Limits = Object.freeze(
  Object.fromEntries(NAMES.map((n) => [n, LIMITS[n].default])) as Record<LimitName, number>,
);

/** How to raise a limit, for messages: `--limit file-size=N or limits.fileSize in goldgate.yml`. */
export function raiseHint(name: LimitName): string {
  return `raise it with --limit ${LIMITS[name].flag}=N (or limits.${name} in goldgate.yml)`;
}

/**
 * The error for input beyond a limit, naming the limit, its value and how to raise it:
 * `this line exceeds the line-length limit (67108864 characters); raise it with …`.
 */
export function limitExceeded(name: LimitName, limits: Limits, subject: string): string {
  return `${subject} exceeds the ${LIMITS[name].flag} limit (${limits[name]} ${LIMITS[name].unit}); ${raiseHint(name)}`;
}

const SUFFIX: Readonly<Record<string, number>> = { "": 1, k: 1024, m: MIB, g: 1024 * MIB };

/** `1048576`, `64M`, `2G`, `500k` (binary multiples) → a count; null when not one. */
export function parseLimitValue(value: unknown): number | null {
  if (typeof value === "number") return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value !== "string") return null;
  const m = /^(\d{1,15})\s*([kKmMgG]?)(?:i?[bB])?$/.exec(value.trim());
  const scale = SUFFIX[(m?.[2] ?? "").toLowerCase()];
  if (m === null || scale === undefined) return null;
  const n = Number(m[1]) * scale;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

function findLimit(key: string): LimitName | undefined {
  return NAMES.find((n) => n === key || LIMITS[n].flag === key);
}

/**
 * Limits from goldgate.yml's `limits` mapping and `--limit NAME=N` flags (flags win), over the
 * defaults. Throws one UserError listing every unknown name or bad value.
 */
export function resolveLimits(config: unknown, flags: readonly string[]): Limits {
  const out: Record<LimitName, number> = { ...DEFAULT_LIMITS };
  const problems: string[] = [];
  const set = (key: string, value: unknown, source: string): void => {
    const name = findLimit(key);
    const n = parseLimitValue(value);
    if (name === undefined)
      problems.push(
        `${source}: unknown limit '${key}'. Expected one of: ${NAMES.map((k) => LIMITS[k].flag).join(", ")}.`,
      );
    else if (n === null)
      problems.push(
        `${source}: expected a positive whole number (optionally with k, M or G), got ${JSON.stringify(value)}.`,
      );
    else {
      const spec: LimitSpec = LIMITS[name];
      const max = spec.max;
      if (max !== undefined && n > max)
        problems.push(
          `${source}: ${n} is above the most this runtime can hold, ${max} ${LIMITS[name].unit}.`,
        );
      else out[name] = n;
    }
  };
  if (typeof config === "object" && config !== null)
    for (const [key, value] of Object.entries(config)) set(key, value, `limits.${key}`);
  for (const flag of flags) {
    const eq = flag.indexOf("=");
    set(
      eq === -1 ? flag : flag.slice(0, eq),
      eq === -1 ? undefined : flag.slice(eq + 1),
      `--limit ${flag}`,
    );
  }
  if (problems.length > 0) throw new UserError(problems.join("\n"));
  return Object.freeze(out);
}
