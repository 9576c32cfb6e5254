import { existsSync } from "node:fs";
import { dirname, join, posix, resolve } from "node:path";
import { type SimpleGit, simpleGit } from "simple-git";
import { DataError, UserError } from "../errors.ts";

/** A tag on the remote and the commit it points to (annotated tags peeled). */
export interface RemoteTag {
  readonly name: string;
  readonly commit: string;
}

/**
 * The git operations baselines need. Paths are relative to the working directory, as settings
 * paths are. Lookups that find nothing return null or empty; network operations throw.
 */
export interface GitPort {
  /** Whether the working directory is inside a git work tree. */
  isRepository(): Promise<boolean>;
  /** Whether the clone is shallow (the actions/checkout default: no tags, one commit). */
  isShallow(): Promise<boolean>;
  /** The commit a ref points to (tags peeled), or null when there is no such ref. */
  commitOf(ref: string): Promise<string | null>;
  /** Local tags matching a glob that are merged into `ref`. */
  mergedTags(glob: string, ref: string): Promise<readonly string[]>;
  /** Local tags matching a glob that point at `ref`. */
  tagsAt(glob: string, ref: string): Promise<readonly string[]>;
  /** Tags matching a glob on the `origin` remote (`git ls-remote --tags`). */
  remoteTags(glob: string): Promise<readonly RemoteTag[]>;
  /** Fetches one tag from `origin`, at depth 1. */
  fetchTag(name: string): Promise<void>;
  /** Files at `ref` at or below `path` (a file or a folder); empty when absent. */
  listFiles(ref: string, path: string): Promise<readonly string[]>;
  /** A file's text at `ref` (UTF-8, BOM removed), or null when absent. */
  readFile(ref: string, path: string): Promise<string | null>;
  /** The committer date of the commit `ref` names, ISO 8601 in UTC, or null when unknown. */
  commitDate(ref: string): Promise<string | null>;
  /** The best common ancestor of two commits (`git merge-base`), or null when git knows none. */
  mergeBase(a: string, b: string): Promise<string | null>;
  /** Commits reachable from `ref`, newest first, at most `limit` (`git rev-list`); empty if unknown. */
  ancestors(ref: string, limit: number): Promise<readonly string[]>;
}

/** `git show --format=%cI` output (any offset) in UTC, whole seconds; null when not a date. */
export function utcDate(text: string): string | null {
  const ms = Date.parse(text.trim());
  return Number.isNaN(ms) ? null : new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
}

const lines = (text: string): string[] =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "");

/** Refs come from tags, config and recorded files: one that starts with `-` would be an option. */
function safeRef(ref: string): string {
  if (ref === "" || ref.startsWith("-")) throw new UserError(`Invalid git ref '${ref}'.`);
  return ref;
}

/** `./path` in git's revision syntax means relative to the working directory. */
const relativeSpec = (ref: string, path: string): string =>
  `${safeRef(ref)}:./${posix.normalize(path).replace(/^(\.\/)+/, "")}`;

function decode(bytes: Uint8Array, where: string): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new DataError({ file: where }, "invalid UTF-8; expected UTF-8 text");
  }
}

/** Parses `git ls-remote --tags` output; a peeled `^{}` line wins for annotated tags. */
export function parseRemoteTags(output: string): RemoteTag[] {
  const commits = new Map<string, string>();
  for (const line of lines(output)) {
    const [commit, ref] = line.split("\t");
    if (commit === undefined || ref === undefined || !ref.startsWith("refs/tags/")) continue;
    const name = ref.slice("refs/tags/".length);
    if (name.endsWith("^{}")) commits.set(name.slice(0, -3), commit);
    else if (!commits.has(name)) commits.set(name, commit);
  }
  return [...commits].map(([name, commit]) => ({ name, commit }));
}

/** Credentials in URLs (`https://user:token@host`) never reach a message. */
export function redactUrls(text: string): string {
  return text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/@\s]+@/gi, "$1***@");
}

/** Runs a network operation; its failure becomes one line without credentials. */
async function remote<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const text = redactUrls(error instanceof Error ? error.message : String(error));
    const line = text.split("\n").find((l) => l.trim() !== "") ?? "git failed";
    throw new Error(line.trim());
  }
}

async function orNull<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch {
    return null;
  }
}

/**
 * Whether git would find no work tree from `dir` without being asked: no `.git` in it or in any
 * folder above it. git finds a work tree only through one, since no `GIT_…` variable that names a
 * repository reaches it (simple-git's environment guard drops every `GIT_…` variable but those of
 * GIT_TRANSPORT_ENVIRONMENT from the child's environment). Spares a child
 * process per command run outside a repository (a test suite runs thousands); anything else asks
 * git.
 */
function surelyNoRepository(dir: string): boolean {
  for (let at = resolve(dir); ; ) {
    if (existsSync(join(at, ".git"))) return false;
    const up = dirname(at);
    if (up === at) return true;
    at = up;
  }
}

/**
 * The `GIT_…` variables that reach git. simple-git drops every `GIT_…` variable from its
 * children's environment unless it is listed here. Listed are those that only say how git reaches
 * a remote over HTTPS (a private CA, a client certificate, a proxy's, TLS settings, timeouts), which
 * transports it may use, and whether it may prompt. None of them names a program, a repository or
 * a config file: `GIT_SSH_COMMAND`, `GIT_ASKPASS`, `GIT_CONFIG_*`, `GIT_DIR`, `GIT_WORK_TREE`
 * stay dropped (set `core.sshCommand` in the repository's config instead; `SSH_AUTH_SOCK` is not
 * a `GIT_…` variable and reaches ssh). docs/comparison.md lists them for users.
 */
export const GIT_TRANSPORT_ENVIRONMENT: readonly string[] = [
  "GIT_SSL_CAINFO",
  "GIT_SSL_CAPATH",
  "GIT_SSL_CERT",
  "GIT_SSL_KEY",
  "GIT_SSL_CERT_PASSWORD_PROTECTED",
  "GIT_SSL_VERSION",
  "GIT_SSL_CIPHER_LIST",
  "GIT_SSL_NO_VERIFY",
  "GIT_PROXY_SSL_CAINFO",
  "GIT_PROXY_SSL_CERT",
  "GIT_PROXY_SSL_KEY",
  "GIT_PROXY_SSL_CERT_PASSWORD_PROTECTED",
  "GIT_HTTP_PROXY_AUTHMETHOD",
  "GIT_HTTP_USER_AGENT",
  "GIT_HTTP_LOW_SPEED_LIMIT",
  "GIT_HTTP_LOW_SPEED_TIME",
  "GIT_HTTP_MAX_REQUESTS",
  "GIT_ALLOW_PROTOCOL",
  "GIT_PROTOCOL_FROM_USER",
  "GIT_TERMINAL_PROMPT",
];

/** The GitPort over the `git` executable, through simple-git, in `baseDir`. */
export function createGitPort(baseDir: string, origin = "origin"): GitPort {
  const git: SimpleGit = simpleGit({
    baseDir,
    trimmed: true,
    allowEnvironment: GIT_TRANSPORT_ENVIRONMENT,
  });
  const raw = (args: string[]): Promise<string> => git.raw(args);
  return {
    isRepository: async () =>
      !surelyNoRepository(baseDir) &&
      (await orNull(() => raw(["rev-parse", "--is-inside-work-tree"]))) === "true",
    isShallow: async () => (await raw(["rev-parse", "--is-shallow-repository"])) === "true",
    commitOf: async (ref) =>
      (await orNull(() => raw(["rev-parse", "--verify", "--quiet", `${safeRef(ref)}^{commit}`]))) ||
      null,
    mergedTags: async (glob, ref) =>
      lines(await raw(["tag", "--list", glob, "--merged", safeRef(ref)])),
    tagsAt: async (glob, ref) =>
      lines(await raw(["tag", "--list", glob, "--points-at", safeRef(ref)])),
    remoteTags: (glob) =>
      remote(async () =>
        parseRemoteTags(await raw(["ls-remote", "--tags", origin, `refs/tags/${glob}`])),
      ),
    fetchTag: (name) =>
      remote(async () => {
        await raw([
          "fetch",
          "--no-tags",
          "--depth=1",
          origin,
          `refs/tags/${safeRef(name)}:refs/tags/${name}`,
        ]);
      }),
    listFiles: async (ref, path) =>
      lines(
        (await orNull(() => raw(["ls-tree", "-r", "--name-only", safeRef(ref), "--", path]))) ?? "",
      ),
    readFile: async (ref, path) => {
      const spec = relativeSpec(ref, path);
      if ((await orNull(() => raw(["cat-file", "-e", spec]))) === null) return null;
      return decode(await git.showBuffer(spec), `${ref}:${path}`);
    },
    commitDate: async (ref) => {
      const out = await orNull(() =>
        raw(["show", "-s", "--format=%cI", `${safeRef(ref)}^{commit}`]),
      );
      return out === null ? null : utcDate(out);
    },
    mergeBase: async (a, b) =>
      (await orNull(() => raw(["merge-base", safeRef(a), safeRef(b)]))) || null,
    ancestors: async (ref, limit) =>
      lines((await orNull(() => raw(["rev-list", `--max-count=${limit}`, safeRef(ref)]))) ?? ""),
  };
}
