/**
 * The real file system's directory walk. Symbolic links are followed (a link to a file is a
 * document like any other; a link to a directory is walked) and each is recorded with its real
 * target, so the caller can report it and a confined port can refuse one that leaves the
 * workspace. Nothing is passed over silently: dangling links, loops and special files are listed
 * as skipped. An unreadable directory is a UserError naming it.
 */
import { type Dirent, readdirSync, realpathSync, statSync } from "node:fs";
import { join, sep } from "node:path";
import { UserError } from "../errors.ts";
import type { DirectoryListing } from "./files.ts";

interface Walk {
  readonly files: string[];
  readonly links: { path: string; target: string }[];
  readonly skipped: { path: string; reason: string }[];
  /** Real paths of the directories being walked (the current chain): a link to one of them or above is a loop. */
  readonly open: Set<string>;
}

/** Why a directory cannot be listed, as a UserError naming it. */
export function unreadableDirectory(path: string, error: unknown): UserError {
  const code = (error as NodeJS.ErrnoException).code;
  const why =
    code === "EACCES" || code === "EPERM"
      ? "permission denied"
      : code === "ENOENT"
        ? "no such directory"
        : (code ?? "unknown error");
  return new UserError(`Cannot read the directory '${path}': ${why}. Check its permissions.`);
}

function entriesOf(path: string): Dirent[] {
  try {
    return readdirSync(path, { withFileTypes: true });
  } catch (error) {
    throw unreadableDirectory(path, error);
  }
}

function specialKind(entry: { isFIFO(): boolean; isSocket(): boolean }): string {
  if (entry.isFIFO()) return "a FIFO (named pipe), not a regular file";
  if (entry.isSocket()) return "a socket, not a regular file";
  return "a device or other special file, not a regular file";
}

function followLink(walk: Walk, root: string, rel: string): void {
  const absolute = join(root, rel);
  let target: string;
  try {
    target = realpathSync(absolute);
  } catch {
    walk.skipped.push({ path: rel, reason: "a symbolic link to nothing (dangling)" });
    return;
  }
  const stat = statSync(target);
  const encloses = (open: string): boolean => open === target || open.startsWith(`${target}${sep}`);
  if (stat.isDirectory() && [...walk.open].some(encloses)) {
    walk.skipped.push({ path: rel, reason: `a symbolic link loop (back to '${target}')` });
    return;
  }
  walk.links.push({ path: rel, target });
  if (stat.isDirectory()) walkDirectory(walk, root, rel, target);
  else if (stat.isFile()) walk.files.push(rel);
  else walk.skipped.push({ path: rel, reason: specialKind(stat) });
}

function walkDirectory(walk: Walk, root: string, rel: string, real: string): void {
  walk.open.add(real);
  for (const entry of entriesOf(join(root, rel))) {
    const path = rel === "" ? entry.name : `${rel}/${entry.name}`;
    if (entry.isSymbolicLink()) followLink(walk, root, path);
    else if (entry.isDirectory()) walkDirectory(walk, root, path, join(real, entry.name));
    else if (entry.isFile()) walk.files.push(path);
    else walk.skipped.push({ path, reason: specialKind(entry) });
  }
  walk.open.delete(real);
}

/** Walks `dir` (see the module comment); paths sorted. */
export function listDirectory(dir: string): DirectoryListing {
  let real: string;
  try {
    real = realpathSync(dir);
  } catch (error) {
    throw unreadableDirectory(dir, error);
  }
  const walk: Walk = { files: [], links: [], skipped: [], open: new Set() };
  walkDirectory(walk, dir, "", real);
  const byPath = (a: { path: string }, b: { path: string }) =>
    a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
  return {
    files: walk.files.sort(),
    links: walk.links.sort(byPath),
    skipped: walk.skipped.sort(byPath),
  };
}
