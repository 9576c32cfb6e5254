import { closeSync, openSync, readdirSync, readSync } from "node:fs";
import { join } from "node:path";
import type { FormatName } from "../config/settings.ts";

/** What `goldgate init` can configure: every span/event format and label tables. */
export type InitFormat = FormatName | "labels";

/** A gold or system candidate: one file, or for brat a directory of `.ann` files. Repo-relative. */
export interface Candidate {
  readonly format: InitFormat;
  readonly path: string;
  readonly role: "gold" | "system" | undefined;
}

// Directories never searched: dependencies, build output, caches; hidden ones too.
const SKIP_DIRS = new Set(["node_modules", "dist", "build", "venv", "__pycache__", "target"]);
const MAX_DEPTH = 6;
const MAX_FILES = 20_000;

const BY_EXTENSION: Readonly<Record<string, InitFormat | "sniff">> = {
  ".conll": "conll",
  ".conll03": "conll",
  ".conll2003": "conll",
  ".bio": "conll",
  ".iob": "conll",
  ".iob2": "conll",
  ".bioes": "conll",
  ".tbf": "tbf",
  ".ann": "brat",
  ".jsonl": "sniff",
  ".ndjson": "sniff",
  ".json": "sniff",
  ".tsv": "sniff",
  ".csv": "sniff",
};

/** Words in a path that name its role; the word nearest the end of the path decides. */
const ROLE_WORDS: Readonly<Record<string, "gold" | "system">> = Object.fromEntries([
  ...["gold", "reference", "ref", "key", "truth", "annotated", "expected"].map((w) => [w, "gold"]),
  ...["system", "sys", "pred", "preds", "prediction", "predictions", "predicted", "output"]
    .concat(["outputs", "hyp", "hypothesis", "response", "responses"])
    .map((w) => [w, "system"]),
]);

/** Repo-relative paths of the files under `root` (sorted, `/`-separated, bounded). */
export function listRepositoryFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string, rel: string, depth: number): void => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    );
    for (const e of entries) {
      if (out.length >= MAX_FILES || e.name.startsWith(".")) continue;
      const path = rel === "" ? e.name : `${rel}/${e.name}`;
      if (e.isFile()) out.push(path);
      else if (e.isDirectory() && depth < MAX_DEPTH && !SKIP_DIRS.has(e.name))
        walk(join(dir, e.name), path, depth + 1);
    }
  };
  walk(root, "", 0);
  return out;
}

/** The role a path's words give it: the last role word wins (`gold/preds.tsv` is system). */
export function roleOf(path: string): "gold" | "system" | undefined {
  const words = path.toLowerCase().split(/[^a-z0-9]+/);
  for (let k = words.length - 1; k >= 0; k--) {
    const role = ROLE_WORDS[words[k] ?? ""];
    if (role !== undefined) return role;
  }
  return undefined;
}

/** The first 8 KiB of a file as text: enough to sniff a header or a first JSON line. */
function head(path: string): string {
  const fd = openSync(path, "r");
  try {
    const buffer = Buffer.alloc(8192);
    const n = readSync(fd, buffer, 0, buffer.length, 0);
    return buffer
      .subarray(0, n)
      .toString("utf8")
      .replace(/^\uFEFF/, "");
  } finally {
    closeSync(fd);
  }
}

/** The format of a JSON, JSONL or table file from its first line; undefined when none fits. */
export function sniffFormat(extension: string, text: string): InitFormat | undefined {
  const first = text.split(/\r?\n/).find((line) => line.trim() !== "") ?? "";
  if (extension === ".tsv" || extension === ".csv") {
    const cells = first.split(extension === ".tsv" ? "\t" : ",").map((c) => c.trim().toLowerCase());
    return cells.includes("item") && cells.includes("label") && !cells.includes("coder")
      ? "labels"
      : undefined;
  }
  if (extension === ".json")
    return /^\s*\[/.test(text) && /"data"/.test(text) && /"(annotations|predictions)"/.test(text)
      ? "label-studio"
      : undefined;
  return sniffJsonLine(first);
}

function sniffJsonLine(line: string): InitFormat | undefined {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const has = (key: string): boolean => key in value;
  if (has("item") && has("label") && !has("coder")) return "labels";
  if (has("text") && has("spans")) return "jsonl";
  if (has("text") && (has("label") || has("labels") || has("entities"))) return "doccano";
  return undefined;
}

/** Every gold or system candidate in the repository at `root`, in path order. */
export function findCandidates(root: string, files: readonly string[]): Candidate[] {
  const out: Candidate[] = [];
  const bratDirs = new Set<string>();
  for (const path of files) {
    const dot = path.lastIndexOf(".");
    const extension = dot <= path.lastIndexOf("/") ? "" : path.slice(dot).toLowerCase();
    const byName = BY_EXTENSION[extension];
    if (byName === undefined) continue;
    if (byName === "brat") {
      const slash = path.lastIndexOf("/");
      bratDirs.add(slash === -1 ? "." : path.slice(0, slash));
      continue;
    }
    const format = byName === "sniff" ? sniffFormat(extension, head(join(root, path))) : byName;
    if (format !== undefined) out.push({ format, path, role: roleOf(path) });
  }
  for (const dir of bratDirs) out.push({ format: "brat", path: dir, role: roleOf(dir) });
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
