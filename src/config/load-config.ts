import type { ErrorObject, ValidateFunction } from "ajv";
import schema from "../../goldgate.schema.json" with { type: "json" };

/** The JSON Schema of goldgate.yml, as bundled (goldgate init writes a copy for editors). */
export const CONFIG_SCHEMA: unknown = schema;

import { UserError } from "../errors.ts";
import type { FilePort } from "../ports/files.ts";
import { parseYamlDocument, readYamlText } from "../ports/yaml-text.ts";
import { compileConfigValidator } from "./config-validator.ts";
import { didYouMean } from "./did-you-mean.ts";

/** goldgate.yml as validated against goldgate.schema.json (paths still as written). */
export interface ConfigFile {
  readonly inputs?: Readonly<Record<string, unknown>>;
  readonly scoring?: Readonly<Record<string, unknown>>;
  readonly baseline?: Readonly<Record<string, unknown>>;
  readonly gate?: Readonly<Record<string, unknown>>;
  readonly report?: Readonly<Record<string, unknown>>;
  readonly limits?: Readonly<Record<string, unknown>>;
  readonly usage?: Readonly<Record<string, unknown>>;
}

let validate: ValidateFunction | undefined;

/** `/gate/rules/2/maxDrop` → `gate.rules[2].maxDrop` (JSON Pointer unescaped). */
export function configPath(pointer: string): string {
  const segments = pointer
    .split("/")
    .slice(1)
    .map((s) => s.replaceAll("~1", "/").replaceAll("~0", "~"));
  return segments.reduce(
    (out, s) => (/^\d+$/.test(s) ? `${out}[${s}]` : out === "" ? s : `${out}.${s}`),
    "",
  );
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  number: "a number",
  integer: "an integer",
  string: "a string",
  boolean: "true or false",
  object: "a mapping",
  array: "a list",
};

const BOUNDS: Readonly<Record<string, string>> = {
  minimum: "≥",
  maximum: "≤",
  exclusiveMinimum: ">",
  exclusiveMaximum: "<",
};

/** What a failed keyword expected, without the path. */
function expected(e: ErrorObject): string {
  const params = e.params as Record<string, unknown>;
  if (e.keyword === "enum")
    return `expected one of: ${(params.allowedValues as unknown[]).join(", ")}`;
  // YAML reads 1e400 as Infinity and .nan as NaN: a number the user wrote, but not a usable one.
  if (e.keyword === "type" && typeof e.data === "number" && !Number.isFinite(e.data))
    return `expected a finite number, got ${String(e.data)} (beyond ±1.8e308, or .inf/.nan)`;
  if (e.keyword === "type")
    return `expected ${TYPE_NAMES[String(params.type)] ?? String(params.type)}`;
  const bound = BOUNDS[e.keyword];
  if (bound !== undefined) return `expected a number ${bound} ${String(params.limit)}`;
  // A description says what a key does, not what an empty value lacks: name the thing (`title`).
  if (e.keyword === "minLength") {
    const title = (e.parentSchema as { title?: unknown } | undefined)?.title;
    return `expected a non-empty ${typeof title === "string" ? title : "string"}, got ""`;
  }
  if (e.keyword === "pattern") {
    const description = (e.parentSchema as { description?: unknown } | undefined)?.description;
    return typeof description === "string"
      ? `expected ${description.charAt(0).toLowerCase()}${description.slice(1)}${rootHint(e)}`
      : `${e.message ?? "invalid"}`;
  }
  return e.message ?? "invalid";
}

/**
 * For a metric path whose root is misspelt (`overal.strict.f1`), the path with the closest root
 * the pattern allows (`^(overall|types|…)`): " Did you mean 'overall.strict.f1'?".
 */
function rootHint(e: ErrorObject): string {
  const roots = /^\^\(([a-z|]+)\)/.exec(
    String((e.params as Record<string, unknown>).pattern ?? ""),
  );
  if (e.keyword !== "pattern" || roots?.[1] === undefined || typeof e.data !== "string") return "";
  const [root = "", ...rest] = e.data.split(".");
  const hint = didYouMean(root, roots[1].split("|"));
  const match = /'([^']+)'/.exec(hint);
  return match?.[1] === undefined ? "" : ` Did you mean '${[match[1], ...rest].join(".")}'?`;
}

/** The JSON Pointer of a problem as keys, down to the unknown or missing key it names. */
function problemKeys(e: ErrorObject): string[] {
  const keys = e.instancePath
    .split("/")
    .slice(1)
    .map((s) => s.replaceAll("~1", "/").replaceAll("~0", "~"));
  const params = e.params as Record<string, unknown>;
  if (e.keyword === "additionalProperties") keys.push(String(params.additionalProperty));
  return keys;
}

/** `<<: *defaults` is YAML 1.1's merge key: YAML 1.2 (and GitHub's workflows) read it as a plain key. */
const MERGE_KEY =
  "a YAML merge key, which Goldgate does not expand (it reads YAML 1.2, as GitHub's workflows do); expected the keys written out. An alias (*name) may repeat a whole value.";

function describeProblem(e: ErrorObject, all: readonly ErrorObject[]): string | null {
  const path = configPath(e.instancePath) || "(top level)";
  const params = e.params as Record<string, unknown>;
  if (e.keyword === "additionalProperties") {
    const key = String(params.additionalProperty);
    if (key === "<<") return `${path === "(top level)" ? "" : `${path}.`}<<: ${MERGE_KEY}`;
    const known = Object.keys(
      (e.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {},
    );
    return `${path === "(top level)" ? "" : `${path}.`}${key}: unknown key.${didYouMean(key, known)}`;
  }
  if (e.keyword === "required" && !e.schemaPath.includes("/anyOf/"))
    return `${path === "(top level)" ? "" : `${path}.`}${String(params.missingProperty)}: required`;
  if (e.schemaPath.includes("/anyOf/")) return null;
  if (e.keyword === "anyOf") {
    const branches = all.filter(
      (c) => c.instancePath === e.instancePath && c.schemaPath.startsWith(`${e.schemaPath}/`),
    );
    const missing = branches
      .filter((c) => c.keyword === "required")
      .map((c) => String((c.params as Record<string, unknown>).missingProperty));
    if (missing.length === branches.length && missing.length > 0)
      return `${path}: expected at least one of: ${missing.join(", ")}`;
    return `${path}: ${branches.map(expected).join("; or ")}`;
  }
  return `${path}: ${expected(e)}`;
}

/**
 * Checks a parsed config against the JSON Schema; throws one UserError listing every problem,
 * each at `file:line` when `lineOf` knows where its key is written.
 */
export function validateConfig(
  value: unknown,
  file: string,
  lineOf: (keys: readonly string[]) => number | undefined = () => undefined,
): ConfigFile {
  validate ??= compileConfigValidator();
  if (value === null || value === undefined) return {};
  if (validate(value)) return value as ConfigFile;
  const errors = validate.errors ?? [];
  const problems = errors.flatMap((e) => {
    const problem = describeProblem(e, errors);
    const line = problem === null ? undefined : lineOf(problemKeys(e));
    return problem === null ? [] : line === undefined ? problem : `${file}:${line}: ${problem}`;
  });
  throw new UserError(
    `${file} is not a valid Goldgate config:\n  - ${[...new Set(problems)].join("\n  - ")}`,
  );
}

/** Reads and validates goldgate.yml. YAML syntax errors (and nesting too deep) name the line. */
export function loadConfig(path: string, files: FilePort): ConfigFile {
  if (files.kind(path) !== "file")
    throw new UserError(
      `Config file '${path}' not found. Pass --config FILE or create ./goldgate.yml.`,
    );
  const doc = parseYamlDocument(readYamlText(files, path), path, "a Goldgate config (YAML)");
  return validateConfig(doc.value, path, doc.lineOf);
}
