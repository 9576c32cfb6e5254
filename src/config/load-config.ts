import { Ajv, type ErrorObject } from "ajv";
import { parse } from "yaml";
import schema from "../../goldgate.schema.json" with { type: "json" };
import { UserError } from "../errors.ts";
import type { FilePort } from "../ports/files.ts";

/** goldgate.yml as validated against goldgate.schema.json (paths still as written). */
export interface ConfigFile {
  readonly inputs?: Readonly<Record<string, unknown>>;
  readonly scoring?: Readonly<Record<string, unknown>>;
}

const ajv = new Ajv({ allErrors: true, strict: true });
let validate: ReturnType<typeof ajv.compile> | undefined;

function describeProblem(e: ErrorObject): string {
  const path = e.instancePath.replace(/^\//, "").replaceAll("/", ".") || "(top level)";
  if (e.keyword === "additionalProperties") {
    const extra = String((e.params as { additionalProperty?: unknown }).additionalProperty);
    return `${path === "(top level)" ? "" : `${path}.`}${extra}: unknown key`;
  }
  if (e.keyword === "enum") {
    const allowed = ((e.params as { allowedValues?: unknown[] }).allowedValues ?? []).join(", ");
    return `${path}: expected one of: ${allowed}`;
  }
  return `${path}: ${e.message ?? "invalid"}`;
}

/** Checks a parsed config against the JSON Schema; throws one UserError listing every problem. */
export function validateConfig(value: unknown, file: string): ConfigFile {
  validate ??= ajv.compile(schema);
  if (value === null || value === undefined) return {};
  if (validate(value)) return value as ConfigFile;
  const problems = (validate.errors ?? []).map(describeProblem);
  throw new UserError(
    `${file} is not a valid Goldgate config:\n  - ${[...new Set(problems)].join("\n  - ")}`,
  );
}

/** Reads and validates goldgate.yml. YAML syntax errors name the line. */
export function loadConfig(path: string, files: FilePort): ConfigFile {
  if (files.kind(path) !== "file")
    throw new UserError(
      `Config file '${path}' not found. Pass --config FILE or create ./goldgate.yml.`,
    );
  const text = files.readText(path);
  let value: unknown;
  try {
    value = parse(text, { prettyErrors: true });
  } catch (error) {
    const line = (error as { linePos?: { line: number }[] }).linePos?.[0]?.line;
    const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new UserError(`${path}${line === undefined ? "" : `:${line}`}: invalid YAML: ${message}`);
  }
  return validateConfig(value, path);
}
