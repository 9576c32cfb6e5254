/**
 * A FilePort that reads only below its roots, by real path: every path is resolved with
 * `realpath` (symbolic links and `..` followed) before the check, so a link to
 * `/proc/self/environ` or to a file outside the workspace is refused, not read. The Action
 * confines every read to the workspace; the CLI to the workspace and the paths typed on its
 * command line (docs/action.md, "Security").
 */
import { realpathSync } from "node:fs";
import { isAbsolute, relative, resolve, sep } from "node:path";
import { UserError } from "../errors.ts";
import { type DirectoryListing, type FilePort, filesWithin } from "./files.ts";

/** The real path of `path`, or null when it does not exist (the base port then says so). */
function realOrNull(path: string): string | null {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
}

function isInside(real: string, root: string): boolean {
  const rel = relative(root, real);
  return rel === "" || (rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/** Refusal of a path whose real path leaves the roots. */
function outside(path: string, real: string, roots: readonly string[]): UserError {
  const where =
    roots.length === 1
      ? `the workspace (${roots[0]})`
      : `the workspace and the paths given (${roots.join(", ")})`;
  return new UserError(
    `Refusing to read '${path}': it resolves to '${real}', outside ${where}. A symbolic link must stay inside the workspace; copy the file in instead.`,
  );
}

/** `base` restricted to files whose real paths lie below one of `roots`. */
export function confineFiles(base: FilePort, roots: readonly string[]): FilePort {
  const resolved = [...new Set(roots.map((r) => realOrNull(r) ?? resolve(r)))];
  // A root below another adds nothing (and would only lengthen the refusal).
  const realRoots = resolved.filter((r) => !resolved.some((o) => o !== r && isInside(r, o)));
  const allowed = (real: string): boolean => realRoots.some((root) => isInside(real, root));
  const check = (path: string): void => {
    const real = realOrNull(path);
    if (real !== null && !allowed(real)) throw outside(path, real, realRoots);
  };
  const listFiles = (dir: string): DirectoryListing => {
    check(dir);
    const listing = base.listFiles(dir);
    const escaping = listing.links.find((link) => !allowed(link.target));
    if (escaping !== undefined)
      throw outside(`${dir}/${escaping.path}`, escaping.target, realRoots);
    return listing;
  };
  return {
    ...(base.limits && { limits: base.limits }),
    within: (limits) => confineFiles(filesWithin(base, limits), roots),
    readText(path) {
      check(path);
      return base.readText(path);
    },
    readLines(path) {
      check(path);
      return base.readLines(path);
    },
    readChunks(path) {
      check(path);
      return base.readChunks(path);
    },
    ...(base.readBytes && {
      readBytes: (path: string) => {
        check(path);
        return base.readBytes?.(path) ?? [];
      },
    }),
    kind(path) {
      check(path);
      return base.kind(path);
    },
    listFiles,
  };
}
