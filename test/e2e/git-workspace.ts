/**
 * A real temporary git repository holding the example corpus, as a checkout would: the gold,
 * the system output, a worse system output (every LOC dropped), goldgate.yml, and release tags.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { makeTempDir, ROOT } from "./action-harness.ts";

/** goldgate.yml of the test repository: the example corpus; the tests add gate rules. */
export const BASE_CONFIG = `inputs:
  format: conll
  gold: corpus/gold.conll
  system: corpus/system.conll
  tagging: iob2
`;

export interface Workspace {
  readonly dir: string;
  /** Runs git in the workspace; returns stdout trimmed. */
  readonly git: (...args: string[]) => string;
  /** Writes a file (creating directories) relative to the workspace. */
  readonly write: (path: string, content: string) => void;
  /** Commits everything; returns the new HEAD. */
  readonly commit: (message: string) => string;
}

/** Every LOC tag turned to O: a clear, significant regression on the example corpus. */
export function dropLocations(conll: string): string {
  return conll.replace(/ [BI]-LOC$/gm, " O");
}

/** A fresh repository with the corpus committed; `config` replaces goldgate.yml. */
export function createWorkspace(config: string = BASE_CONFIG): Workspace {
  const dir = makeTempDir("goldgate-ws-");
  const git = (...args: string[]): string =>
    execFileSync("git", args, {
      cwd: dir,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    }).trim();
  const write = (path: string, content: string): void => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  };
  const commit = (message: string): string => {
    git("add", "-A");
    git("commit", "-q", "--allow-empty", "-m", message);
    return git("rev-parse", "HEAD");
  };
  git("init", "-q", "-b", "main");
  git("config", "user.email", "e2e@example.com");
  git("config", "user.name", "e2e");
  git("config", "commit.gpgsign", "false");
  const system = readFileSync(join(ROOT, "examples/ner/system.conll"), "utf8");
  write("corpus/gold.conll", readFileSync(join(ROOT, "examples/ner/gold.conll"), "utf8"));
  write("corpus/system.conll", system);
  write("corpus/system-worse.conll", dropLocations(system));
  write("goldgate.yml", config);
  return { dir, git, write, commit };
}
