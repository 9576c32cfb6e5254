import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { after } from "node:test";
import { DEFAULT_SCORE_SETTINGS, type ScoreSettings } from "../../src/config/settings.ts";
import { recordBaseline } from "../../src/pipeline/record.ts";
import type { FilePort } from "../../src/ports/files.ts";
import { createGitPort, type GitPort } from "../../src/ports/git.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { renderJson } from "../../src/report/json.ts";

/** The git environment of test repositories: never the user's global or system config. */
const GIT_ENV = { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" };

/** Runs git in `cwd`; throws with stderr on failure. */
export function git(cwd: string, ...args: string[]): string {
  const r = spawnSync("git", args, { cwd, env: GIT_ENV, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`git ${args.join(" ")} failed: ${r.stderr}`);
  return r.stdout.trim();
}

const created: string[] = [];
after(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

/** A fresh temporary directory, removed when the test file ends. */
export function tempDir(prefix = "goldgate-git-"): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  created.push(dir);
  return dir;
}

/** A FilePort that resolves relative paths against `dir` (the CLI's io.cwd). */
export function filesIn(dir: string): FilePort {
  const at = (p: string): string => resolve(dir, p);
  return {
    readText: (p) => nodeFiles.readText(at(p)),
    readLines: (p) => nodeFiles.readLines(at(p)),
    readChunks: (p) => nodeFiles.readChunks(at(p)),
    kind: (p) => nodeFiles.kind(at(p)),
    listFiles: (p) => nodeFiles.listFiles(at(p)),
  };
}

/** One CoNLL document from `token/TAG` words. */
export function conllDoc(words: string): string {
  const lines = words.split(" ").map((w) => {
    const [token, tag] = w.split("/");
    return `${token} ${tag ?? "O"}`;
  });
  return `-DOCSTART- O\n\n${lines.join("\n")}\n\n`;
}

/** Scoring settings for `gold.conll` against a system file, relative to the repository. */
export function settingsFor(system = "system.conll", gold = "gold.conll"): ScoreSettings {
  return { ...DEFAULT_SCORE_SETTINGS, format: "conll", gold, system };
}

/** A real temporary git repository with a local identity and no signing. */
export class Repo {
  readonly dir: string;
  constructor(dir = tempDir()) {
    this.dir = dir;
  }

  static init(): Repo {
    const repo = new Repo();
    git(repo.dir, "init", "-q", "-b", "main");
    git(repo.dir, "config", "user.name", "Goldgate Test");
    git(repo.dir, "config", "user.email", "test@goldgate.invalid");
    git(repo.dir, "config", "commit.gpgsign", "false");
    git(repo.dir, "config", "tag.gpgsign", "false");
    return repo;
  }

  get files(): FilePort {
    return filesIn(this.dir);
  }

  get port(): GitPort {
    return createGitPort(this.dir);
  }

  write(files: Readonly<Record<string, string>>): void {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(this.dir, path)), { recursive: true });
      writeFileSync(join(this.dir, path), text);
    }
  }

  /** Commits everything; returns the commit id. */
  commit(message: string): string {
    git(this.dir, "add", "-A");
    git(this.dir, "commit", "-q", "--allow-empty", "-m", message);
    return git(this.dir, "rev-parse", "HEAD");
  }

  /** `goldgate record` into goldgate-scores.json (not committed). */
  async record(settings = settingsFor(), details = true): Promise<string> {
    const file = await recordBaseline(
      {
        settings: { kind: "corpus", settings },
        commit: null,
        tag: null,
        tagPattern: "v*",
        details,
      },
      { files: this.files, git: this.port },
    );
    const text = renderJson(file);
    this.write({ "goldgate-scores.json": text });
    return text;
  }
}
