import { describeError, UserError } from "../errors.ts";
import type { GitPort } from "../ports/git.ts";

/** A tag read as a semantic version; a prefix of letters, `-`, `_` or `/` (`v`, `release-`) is allowed. */
export interface VersionTag {
  readonly name: string;
  readonly version: readonly [number, number, number];
  readonly prerelease: string | null;
}

/**
 * `v1.2.3`, `v1.0`, `v2`, `release-2.0.0-rc.1`, `release/1.0.0+build`: missing minor and patch
 * parts count as 0, as semver's coerce reads them. The prefix must be letters (then letters, `-`,
 * `_`, `/`): a tag such as `x;touch${IFS}…;v9.9.10` that a broad `--tag-pattern` lets through
 * is not a version, so it is never chosen.
 */
const VERSION_TAG =
  /^(?:[A-Za-z][A-Za-z_/-]*)?(\d{1,9})(?:\.(\d{1,9}))?(?:\.(\d{1,9}))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

/** The tag as a version; null when it is not one. */
export function parseVersionTag(name: string): VersionTag | null {
  const m = VERSION_TAG.exec(name);
  if (m === null) return null;
  return {
    name,
    version: [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)],
    prerelease: m[4] ?? null,
  };
}

/** The chosen release tag among candidate names, and why each other name was passed over. */
export interface TagChoice {
  readonly tag: string | null;
  readonly skipped: readonly { readonly name: string; readonly why: string }[];
}

/** The highest release (non-prerelease) version among tag names (ties by name), with the skips. */
export function chooseReleaseTag(names: readonly string[]): TagChoice {
  const skipped: { name: string; why: string }[] = [];
  const releases: VersionTag[] = [];
  for (const name of [...names].sort()) {
    const tag = parseVersionTag(name);
    if (tag === null) skipped.push({ name, why: "not a version" });
    else if (tag.prerelease !== null) skipped.push({ name, why: "prerelease" });
    else releases.push(tag);
  }
  releases.sort((a, b) => {
    for (let k = 0; k < 3; k++) {
      const d = (b.version[k] ?? 0) - (a.version[k] ?? 0);
      if (d !== 0) return d;
    }
    return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  });
  for (const older of releases.slice(1)) skipped.push({ name: older.name, why: "older" });
  return { tag: releases[0]?.name ?? null, skipped };
}

/** The highest release (non-prerelease) version among tag names; ties by name. */
export function latestReleaseTag(names: readonly string[]): string | null {
  return chooseReleaseTag(names).tag;
}

/** One note: the tag chosen and why the others were not (older ones counted, not listed). */
export function describeTagChoice(choice: TagChoice, pattern: string, where: string): string {
  const older = choice.skipped.filter((s) => s.why === "older").length;
  const others = choice.skipped.filter((s) => s.why !== "older");
  const shown = others.slice(0, 5).map((s) => `${s.name} (${s.why})`);
  if (others.length > 5) shown.push(`${others.length - 5} more`);
  const parts = [
    older > 0 ? `${older} older release${older === 1 ? "" : "s"}` : "",
    ...shown,
  ].filter((x) => x !== "");
  const skipped = parts.length === 0 ? "" : `; skipped: ${parts.join(", ")}`;
  return `Release tag ${choice.tag ?? "none"}: the highest release version among the tags matching '${pattern}' ${where}${skipped}.`;
}

/** The release tag a baseline comes from, and what was done to find it. */
export type ReleaseTagLookup =
  | {
      readonly kind: "found";
      readonly tag: string;
      readonly commit: string | null;
      readonly notes: readonly string[];
    }
  | { readonly kind: "missed"; readonly reason: string };

/** Where to look: the tag glob and the ref release tags must be merged into. */
export interface TagQuery {
  readonly tagPattern: string;
  readonly baseRef: string;
}

const FETCH_DEPTH_FIX =
  "Set `fetch-depth: 0` on actions/checkout (with: fetch-depth: 0) so the release tags are present, or run `git fetch --tags`.";

async function fromRemote(git: GitPort, q: TagQuery): Promise<ReleaseTagLookup> {
  let names: readonly string[];
  try {
    names = (await git.remoteTags(q.tagPattern)).map((t) => t.name);
  } catch (error) {
    return {
      kind: "missed",
      reason: `this is a shallow clone without tags, and listing the tags of 'origin' failed (${describeError(error)}). ${FETCH_DEPTH_FIX}`,
    };
  }
  const choice = chooseReleaseTag(names);
  const tag = choice.tag;
  if (tag === null)
    return {
      kind: "missed",
      reason: `no release tag matching '${q.tagPattern}' on 'origin' (shallow clone; prereleases ignored)`,
    };
  try {
    await git.fetchTag(tag);
  } catch (error) {
    return {
      kind: "missed",
      reason: `this is a shallow clone; fetching tag ${tag} from 'origin' failed (${describeError(error)}). ${FETCH_DEPTH_FIX}`,
    };
  }
  const note = `Shallow clone: found ${tag} with 'git ls-remote --tags origin' and fetched just that tag; whether it is merged into ${q.baseRef} could not be checked.`;
  const chosen = describeTagChoice(choice, q.tagPattern, "on 'origin'");
  const notes = choice.skipped.length === 0 ? [note] : [note, chosen];
  return { kind: "found", tag, commit: await git.commitOf(tag), notes };
}

/**
 * The latest release tag: semver tags matching the pattern and merged into the base ref, with
 * prereleases excluded. A shallow clone has no tags: they are listed on `origin` and the one
 * needed is fetched; when that fails the reason says to set `fetch-depth: 0`.
 */
export async function findReleaseTag(git: GitPort, q: TagQuery): Promise<ReleaseTagLookup> {
  if (!(await git.isRepository())) return { kind: "missed", reason: "not inside a git repository" };
  // A repository right after `git init` has no HEAD commit yet (the first run after
  // `goldgate init`); a mistyped baseRef names none either. Neither has a release to compare with.
  if ((await git.commitOf(q.baseRef)) === null) {
    const why = q.baseRef === "HEAD" ? "the repository has no commits yet" : "no such commit";
    return { kind: "missed", reason: `${q.baseRef} names no commit (${why})` };
  }
  const merged = await git.mergedTags(q.tagPattern, q.baseRef);
  const choice = chooseReleaseTag(merged);
  const tag = choice.tag;
  if (tag !== null) {
    // Said once, where the tag was chosen, and only when there was a choice to explain.
    const notes =
      choice.skipped.length === 0
        ? []
        : [describeTagChoice(choice, q.tagPattern, `merged into ${q.baseRef}`)];
    return { kind: "found", tag, commit: await git.commitOf(tag), notes };
  }
  if (await git.isShallow()) return fromRemote(git, q);
  const prereleases = merged.filter((t) => parseVersionTag(t)?.prerelease != null);
  const ignored =
    prereleases.length === 0 ? "" : ` (prereleases ignored: ${prereleases.join(", ")})`;
  return {
    kind: "missed",
    reason: `no release tag matching '${q.tagPattern}' is merged into ${q.baseRef}${ignored}`,
  };
}

/** A tag a recorded file may name: it is passed to git, so it must not look like an option. */
const TAG_NAME = /^[A-Za-z0-9][A-Za-z0-9._/+-]*$/;

/** Whether a baseline file may name `tag` (what `record` stamps, its reader accepts). */
export function isRecordableTag(tag: string): boolean {
  return TAG_NAME.test(tag);
}

/**
 * The commit and tag a baseline is recorded at: given values win; otherwise HEAD and the highest
 * version tag matching the pattern that points at HEAD (prereleases only when no release does).
 * With both given git is not asked (it could only confirm them).
 */
export async function identifyRecording(
  git: GitPort,
  given: {
    readonly commit: string | null;
    readonly tag: string | null;
    readonly tagPattern: string;
  },
): Promise<{ readonly commit: string | null; readonly tag: string | null }> {
  if (given.tag !== null && !isRecordableTag(given.tag))
    throw new UserError(
      `Invalid value '${given.tag}' for '--tag'. Expected a tag name: a letter or digit, then letters, digits and . _ / + -`,
    );
  if (given.commit !== null && given.tag !== null) return { commit: given.commit, tag: given.tag };
  if (!(await git.isRepository())) return { commit: given.commit, tag: given.tag };
  const head = await git.commitOf("HEAD");
  // Right after `git init` there is no HEAD commit: recorded as outside a repository.
  if (head === null) return { commit: given.commit, tag: given.tag };
  const commit = given.commit ?? head;
  if (given.tag !== null) return { commit, tag: given.tag };
  const here = (await git.tagsAt(given.tagPattern, "HEAD")).filter(isRecordableTag);
  const versioned = [...here].sort().find((t) => parseVersionTag(t) !== null) ?? null;
  return { commit, tag: latestReleaseTag(here) ?? versioned };
}
