import { existsSync, lstatSync, readlinkSync, realpathSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { UserError } from "../errors.ts";

/** A path `goldgate init` writes, as it stands before writing. */
export interface InitTarget {
  readonly path: string;
  /** Something is there already: a file, a folder or a link (a dangling link counts). */
  readonly exists: boolean;
  /** The first symbolic link on the way (`.github`, `.github/workflows` or the file), if any. */
  readonly link: string | null;
}

const inside = (root: string, path: string): boolean => {
  const rel = relative(root, path);
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
};

/** Where a link leads: its real path, or (dangling or looping) its text read against its folder's real path. */
function linkTarget(full: string): string {
  try {
    return realpathSync(full);
  } catch {
    return resolve(realpathSync(dirname(full)), readlinkSync(full));
  }
}

/**
 * Looks at `path` (relative, `/`-separated) below the repository `root`, one component at a time,
 * without following the last: a link that leads outside the repository is refused outright
 * (`--force` or not), since writing through it would write elsewhere.
 */
export function inspectInitTarget(root: string, path: string): InitTarget {
  const realRoot = realpathSync(root);
  const parts = path.split("/");
  let link: string | null = null;
  for (let k = 1; k <= parts.length; k++) {
    const rel = parts.slice(0, k).join("/");
    const full = join(root, rel);
    let isLink: boolean;
    try {
      isLink = lstatSync(full).isSymbolicLink();
    } catch {
      return { path, exists: false, link };
    }
    if (!isLink) continue;
    const target = linkTarget(full);
    if (!inside(realRoot, target))
      throw new UserError(
        `${rel} is a symbolic link to ${target}, outside the repository (${realRoot}); goldgate init writes only inside the repository, so nothing was written. Remove the link or point it inside the repository.`,
      );
    link ??= rel;
  }
  return { path, exists: true, link };
}

/** Refuses, unless `force`, when a target exists or would be written through a link. */
export function refuseUnforced(targets: readonly InitTarget[], force: boolean): void {
  if (force) return;
  const existing = targets.filter((t) => t.exists);
  const links = existing.some((t) => t.link === t.path)
    ? " (a symbolic link counts, dangling or not)"
    : "";
  if (existing.length > 0)
    throw new UserError(
      `${existing.map((t) => t.path).join(", ")} already exist(s)${links}; nothing was written. Run 'goldgate init --force' to overwrite.`,
    );
  const linked = targets.filter((t) => t.link !== null);
  if (linked.length > 0)
    throw new UserError(
      `${linked.map((t) => `${t.path} (through the symbolic link ${t.link})`).join(", ")} would be written through a symbolic link; nothing was written. Run 'goldgate init --force' to write through it (it leads inside the repository).`,
    );
}

/**
 * The nearest folder at or above `cwd` holding `.git` (a folder, or a worktree's file); null when
 * none. Read with node:fs: the workspace's file port refuses anything above the current folder.
 */
function repositoryRoot(cwd: string): string | null {
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    if (existsSync(join(dir, ".git"))) return dir;
    if (dirname(dir) === dir) return null;
  }
}

/**
 * Refuses to run below a git repository's root: GitHub runs workflows only from the root's
 * `.github/workflows`, and the Action reads `goldgate.yml` from the root by default, so files
 * written in a subfolder would never run. A folder that is no repository yet is taken as the root.
 */
export function refuseBelowRoot(cwd: string): void {
  const root = repositoryRoot(cwd);
  if (root === null || root === resolve(cwd)) return;
  const back = relative(resolve(cwd), root);
  throw new UserError(
    `goldgate init runs at the root of the git repository (${root}), not in its subfolder ${relative(root, resolve(cwd))}: GitHub runs workflows only from the root's .github/workflows, and the Action reads goldgate.yml there. Nothing was written. Run it at the root (cd ${back}); it searches the subfolders for the data, or name it with --gold PATH --system PATH. If that repository is not this project's, run git init here first.`,
  );
}

/** Whether `path` exists, or lies inside a `.zip` that does (`export.zip/curation`). */
function existsOrZipped(path: string): boolean {
  for (let p = path; dirname(p) !== p; p = dirname(p)) {
    if (existsSync(p)) return p === path || /\.zip$/i.test(p);
  }
  return false;
}

/**
 * A `--gold`/`--system` path as goldgate.yml will hold it: relative to the repository's root,
 * `/`-separated, inside it (the config's paths must stay in the workspace), and for the gold,
 * existing: a config naming a missing gold would only fail on its first run.
 */
export function repositoryPath(
  flag: string,
  value: string,
  root: string,
  mustExist: boolean,
): string {
  const full = resolve(root, value);
  const rel = relative(resolve(root), full);
  // The root itself is a corpus too: brat's `.ann` files at the top (`.`).
  if (rel === "") return ".";
  if (rel.startsWith("..") || isAbsolute(rel))
    throw new UserError(
      `--${flag} ${value}: outside the repository (${resolve(root)}); goldgate.yml's paths must stay inside it, so nothing was written. Copy the file into the repository, or run goldgate init at the root of the one that holds it.`,
    );
  if (mustExist && !existsOrZipped(full))
    throw new UserError(
      `--${flag} ${value}: no such file or folder in ${resolve(root)}; nothing was written. Expected the path of the gold standard, relative to the repository's root.`,
    );
  return rel.split(sep).join("/");
}
