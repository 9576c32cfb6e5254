import { scoringDifference } from "../config/scoring-settings.ts";
import { describeError, UserError } from "../errors.ts";
import { goldNameOf, headlineFamily, unitsNounOf } from "../measure/families/registry.ts";
import type { BaseBranchPort } from "../ports/base-branch.ts";
import type { FilePort } from "../ports/files.ts";
import type { GitPort } from "../ports/git.ts";
import type { ReleasePort } from "../ports/releases.ts";
import { datedProvenance, NO_AGE } from "./baseline-age.ts";
import {
  type Attempt,
  type Found,
  missedBy,
  type Rescorer,
  rescoreAtTag,
} from "./baseline-attempt.ts";
import type { BaselineSettings } from "./baseline-settings.ts";
import {
  AUTO_SOURCES,
  type BaselineProvenance,
  type BaselineSource,
  type GoldCheck,
} from "./comparison.ts";
import { readScoresFile, scoresFileAt } from "./read-scores.ts";
import { findReleaseTag, type ReleaseTagLookup } from "./release-tag.ts";
import type { ScoresSnapshot } from "./scores-snapshot.ts";
import { freshUnits, sharedUnits, unitIds } from "./shared-units.ts";

/** What the baseline is checked against: this run's gold fingerprint and the settings it scored under. */
export interface CurrentSide {
  readonly gold: string;
  readonly settings: Readonly<Record<string, unknown>>;
  /** The current scores document (for the units both sides hold, `sharedUnits`). */
  readonly document: unknown;
  /** Its per-document rows (their ids are units, `unitIds`). */
  readonly documents: readonly { readonly id: string }[];
}

/** Re-exported for the orchestrators that build one. */
export type { Rescorer } from "./baseline-attempt.ts";

/** The edges finding a baseline needs. */
export interface BaselineDeps {
  readonly git: GitPort;
  readonly releases: ReleasePort;
  readonly files: FilePort;
  readonly rescore: Rescorer;
  /** The base branch's archived scores (the Action only; absent in the CLI). */
  readonly baseBranch?: BaseBranchPort;
}

/** A baseline (with where it came from), or none and why. */
export type FoundBaseline =
  | {
      readonly kind: "found";
      readonly snapshot: ScoresSnapshot;
      readonly provenance: BaselineProvenance;
    }
  | { readonly kind: "none"; readonly provenance: BaselineProvenance };
type Settled = Extract<FoundBaseline, { readonly kind: "found" }>;

const short = (sha: string): string => sha.slice(0, 12);

/** Tries the sources; the release tag is looked up once and shared. */
class Finder {
  private tagLookup: Promise<ReleaseTagLookup> | undefined;
  constructor(
    private readonly s: BaselineSettings,
    private readonly deps: BaselineDeps,
  ) {}

  private releaseTag(): Promise<ReleaseTagLookup> {
    this.tagLookup ??= findReleaseTag(this.deps.git, this.s);
    return this.tagLookup;
  }

  async releaseAsset(): Promise<Attempt> {
    const asset = await this.deps.releases.latestScoresAsset(this.s.assetName);
    if (asset.kind === "missing") return { kind: "missed", reason: asset.reason };
    const origin = `release ${asset.tag} asset ${asset.name}`;
    try {
      const snapshot = readScoresFile(asset.text, origin);
      const commit = snapshot.recorded?.commit ?? null;
      return {
        kind: "found",
        source: "release-asset",
        snapshot,
        tag: asset.tag,
        commit,
        path: asset.name,
        notes: [],
      };
    } catch (error) {
      return missedBy(error, origin);
    }
  }

  async tagFile(): Promise<Attempt> {
    const tag = await this.releaseTag();
    if (tag.kind === "missed") return tag;
    const where = `${tag.tag}:${this.s.scoresFile}`;
    const text = await this.deps.git.readFile(tag.tag, this.s.scoresFile);
    if (text === null)
      return {
        kind: "missed",
        reason: `${tag.tag} has no ${this.s.scoresFile} (git show ${where} found nothing)`,
      };
    try {
      const snapshot = readScoresFile(text, where);
      return {
        kind: "found",
        source: "tag-file",
        snapshot,
        tag: tag.tag,
        commit: tag.commit,
        path: where,
        notes: tag.notes,
      };
    } catch (error) {
      return missedBy(error, where);
    }
  }

  async tagRescore(): Promise<Attempt> {
    const tag = await this.releaseTag();
    if (tag.kind === "missed") return tag;
    const at = { tag: tag.tag, commit: tag.commit, notes: tag.notes };
    return rescoreAtTag(this.deps.git, this.deps.rescore, at, true);
  }

  /** Scores the system output stored at a tag against the current gold. */
  rescoreAt(tag: string, commit: string | null, notes: readonly string[] = []): Promise<Attempt> {
    return rescoreAtTag(this.deps.git, this.deps.rescore, { tag, commit, notes });
  }

  /** The scores file committed at a git ref (the base branch, say): `git show REF:scoresFile`. */
  async ref(): Promise<Attempt> {
    const ref = this.s.ref;
    if (ref === null)
      return { kind: "missed", reason: "no git ref given (--baseline-ref REF or baseline.ref)" };
    const commit = await this.deps.git.commitOf(ref);
    if (commit === null)
      return { kind: "missed", reason: `${ref} names no commit in this repository` };
    const where = `${ref}:${this.s.scoresFile}`;
    const text = await this.deps.git.readFile(commit, this.s.scoresFile);
    if (text === null)
      return {
        kind: "missed",
        reason: `${ref} (commit ${short(commit)}) has no ${this.s.scoresFile} (git show ${where} found nothing)`,
      };
    try {
      const snapshot = readScoresFile(text, where);
      const tag = snapshot.recorded?.tag ?? null;
      return { kind: "found", source: "ref", snapshot, tag, commit, path: where, notes: [] };
    } catch (error) {
      return missedBy(error, where);
    }
  }

  /** The scores the base branch's latest successful run archived (the Action's artifact). */
  async baseBranch(): Promise<Attempt> {
    const port = this.deps.baseBranch;
    if (port === undefined)
      return {
        kind: "missed",
        reason:
          "base-branch reads the base branch's workflow artifacts and works in the Action only; on the command line, --baseline-ref <base branch> reads a scores file committed there",
      };
    const archived = await port.archivedScores();
    if (archived.kind === "missing") return { kind: "missed", reason: archived.reason };
    try {
      const snapshot = readScoresFile(archived.text, archived.where);
      return {
        kind: "found",
        source: "base-branch",
        snapshot,
        tag: snapshot.recorded?.tag ?? null,
        commit: archived.commit,
        path: archived.where,
        notes: archived.notes,
      };
    } catch (error) {
      return missedBy(error, archived.where);
    }
  }

  async path(): Promise<Attempt> {
    const path = this.s.path;
    if (path === null)
      return {
        kind: "missed",
        reason: "no baseline file given (--baseline FILE or baseline.path)",
      };
    const kind = this.deps.files.kind(path);
    if (kind === "directory")
      return {
        kind: "missed",
        reason: `${path} is a folder${/\.zip$/i.test(path) ? " (a .zip file is read as the folder it unpacks to)" : ""}; expected a scores file (goldgate record --out FILE)`,
      };
    if (kind !== "file") return { kind: "missed", reason: `${path} not found` };
    try {
      const snapshot = readScoresFile(scoresFileAt(this.deps.files, path), path);
      const tag = snapshot.recorded?.tag ?? null;
      return {
        kind: "found",
        source: "path",
        snapshot,
        tag,
        commit: snapshot.recorded?.commit ?? null,
        path,
        notes: [],
      };
    } catch (error) {
      return missedBy(error, path);
    }
  }

  /**
   * One source. A source that fails (the releases API answers 5xx or times out, git cannot read
   * the repository) is a miss flagged `failed`: under `auto` the next source is tried and the
   * report says which failed; a source asked for by name rethrows the error.
   */
  async attempt(source: BaselineSource): Promise<Attempt> {
    try {
      if (source === "release-asset") return await this.releaseAsset();
      if (source === "tag-file") return await this.tagFile();
      if (source === "tag-rescore") return await this.tagRescore();
      if (source === "ref") return await this.ref();
      if (source === "base-branch") return await this.baseBranch();
      return await this.path();
    } catch (error) {
      return {
        kind: "missed",
        reason: `${source} failed: ${describeError(error)}`,
        error,
        failed: true,
      };
    }
  }
}

function provenance(
  s: BaselineSettings,
  found: Found | null,
  gold: GoldCheck | null,
  notes: readonly string[],
): BaselineProvenance {
  return {
    requested: s.source,
    source: found?.source ?? "none",
    tag: found?.tag ?? null,
    commit: found?.commit ?? null,
    path: found?.path ?? null,
    toolVersion: found?.snapshot.toolVersion ?? null,
    inputs: found?.snapshot.inputs ?? null,
    gold,
    ...NO_AGE,
    notes,
  };
}

/** A found baseline with its provenance: the gold check and every note, in order. */
function settled(
  s: BaselineSettings,
  found: Found,
  gold: GoldCheck,
  notes: readonly string[],
): Settled {
  return { kind: "found", snapshot: found.snapshot, provenance: provenance(s, found, gold, notes) };
}

/** `items`, `document`: what the current scores resample, for `n` of them. */
function nounOf(doc: unknown, n: number): string {
  const plural = unitsNounOf(headlineFamily(doc), doc);
  return n === 1 ? plural.slice(0, -1) : plural;
}

/** The first few of `ids`, quoted, and how many more. */
function listed(ids: readonly string[]): string {
  const shown = ids.slice(0, 3).map((id) => `'${id}'`);
  return ids.length > 3 ? `${shown.join(", ")} and ${ids.length - 3} more` : shown.join(", ");
}

/**
 * Why a baseline re-scored at `tag` is still not on the current gold and settings, or null when
 * it is. Re-scoring reads the current gold, so for most families it is by construction; where a
 * side's "gold" comes from the output file itself (the item ids of per-item metrics are the test
 * set), re-scoring old output leaves it on the old one, and does not make the comparison fair.
 */
function offCurrentGold(
  rescored: ScoresSnapshot,
  current: CurrentSide,
  at: { readonly tag: string; readonly gold: string },
): string | null {
  const { tag } = at;
  const sha = rescored.inputs.gold.sha256;
  if (sha !== current.gold)
    return `re-scoring it at ${tag} leaves it on ${at.gold} sha256 ${short(sha)}, not this run's ${short(current.gold)}: the output file itself defines that side`;
  const settings = scoringDifference(rescored.settings, current.settings);
  return settings === null
    ? null
    : `re-scoring it at ${tag} leaves it scored under other settings (${settings})`;
}

/**
 * Equal gold, scored alike: done. Changed gold, or other defining settings (`scoringDifference`):
 * re-score at the baseline's tag if possible (the stored system output, scored now as this run
 * scores), else warn.
 */
async function settleGold(
  found: Found,
  current: CurrentSide,
  finder: Finder,
  notes: readonly string[],
  s: BaselineSettings,
): Promise<Settled> {
  const baseGold = found.snapshot.inputs.gold.sha256;
  const currentGold = current.gold;
  const settings = scoringDifference(found.snapshot.settings, current.settings);
  const check = (action: GoldCheck["action"]): GoldCheck => ({
    baseline: baseGold,
    current: currentGold,
    changed: action !== "none",
    action,
    ...(settings === null ? {} : { settings }),
  });
  if (baseGold === currentGold && settings === null)
    return settled(s, found, check("none"), [...notes, ...found.notes]);
  const gold = goldNameOf(current.document);
  const changes = [
    ...(baseGold === currentGold
      ? []
      : [
          `the ${gold} changed since the baseline (${gold} sha256 ${short(baseGold)} → ${short(currentGold)})`,
        ]),
    ...(settings === null ? [] : [`the baseline was scored under other settings (${settings})`]),
  ];
  const change = changes.join(" and ");
  const what = baseGold === currentGold ? "settings" : gold;
  const shared = settings === null ? sharedUnits(found.snapshot.document, current.document) : null;
  if (shared !== null) {
    const one = (n: number, where: string) => (n === 0 ? [] : [`${n} only in ${where}`]);
    const left = [
      ...one(shared.onlyCurrent, "this run"),
      ...one(shared.onlyBaseline, "the baseline"),
    ];
    const note = `Baseline ${found.source} ${found.path ?? ""}: ${change}; compared on the ${shared.both} ${shared.noun} both sides hold${left.length === 0 ? "" : ` (${left.join(", ")}: in each side's own figures, not in the comparison)`}.`;
    return settled(s, found, { ...check("shared"), shared: shared.both }, [
      ...notes,
      ...found.notes,
      note,
    ]);
  }
  let reason = "the baseline names no release tag to re-score at";
  if (found.tag !== null) {
    const again = await finder.rescoreAt(found.tag, found.commit, found.notes);
    const off =
      again.kind === "found"
        ? offCurrentGold(again.snapshot, current, { tag: found.tag, gold })
        : null;
    const fresh =
      again.kind === "found" && off === null && baseGold !== currentGold
        ? freshUnits(
            unitIds(found.snapshot.document, found.snapshot.documents),
            unitIds(current.document, current.documents),
          )
        : [];
    if (again.kind === "found" && off === null && fresh.length === 0) {
      const note = `Baseline ${found.source} ${found.path ?? ""}: ${change}; re-scored the system output stored at ${found.tag} as this run scores (the current gold and settings).`;
      return settled(s, again, check("rescored"), [...notes, ...again.notes, note]);
    }
    reason =
      again.kind !== "found"
        ? again.reason
        : (off ??
          `the ${gold} gained ${fresh.length} ${nounOf(current.document, fresh.length)} since ${found.tag} (${listed(fresh)}), which the output stored there was not made for: re-scored, whatever it lacks for them would count as wrong`);
  }
  const warning = `WARNING: ${change} and the old system output could not be re-scored (${reason}). Every delta mixes the ${what} change with the system change.`;
  return settled(s, found, check("warned"), [...notes, ...found.notes, warning]);
}

/**
 * Where the sources led, before the gold is checked: a baseline found (and the notes on the
 * sources passed over), none, or a named source's failure, thrown by `findBaseline`.
 */
export type LocatedBaseline =
  | { readonly kind: "found"; readonly found: Found; readonly notes: readonly string[] }
  | { readonly kind: "none"; readonly provenance: BaselineProvenance }
  | { readonly kind: "failed"; readonly error: unknown };

/**
 * Tries the sources: `auto` tries release-asset, tag-file, tag-rescore, path in order (never
 * `ref`, which is asked for by name) and notes why each one it passes over failed; a named
 * source that fails is `failed` (its error thrown by `findBaseline`).
 */
export async function locateBaseline(
  s: BaselineSettings,
  deps: BaselineDeps,
): Promise<LocatedBaseline> {
  if (s.source === "none")
    return {
      kind: "none",
      provenance: provenance(s, null, null, [
        "baseline.source is 'none': no comparison; gate on absolute thresholds only.",
      ]),
    };
  const finder = new Finder(s, deps);
  const notes: string[] = [];
  for (const source of s.source === "auto" ? AUTO_SOURCES : [s.source]) {
    const attempt = await finder.attempt(source);
    if (attempt.kind === "found") return { kind: "found", found: attempt, notes };
    // The base branch may have no archived run yet (a first pull request): no baseline, said.
    const firstRun = source === "base-branch" && deps.baseBranch !== undefined && !attempt.failed;
    if (s.source !== "auto" && !firstRun)
      return {
        kind: "failed",
        error: attempt.error ?? new UserError(`No baseline from '${source}': ${attempt.reason}.`),
      };
    const reason = `${attempt.reason}${attempt.reason.endsWith(".") ? "" : "."}`;
    notes.push(
      attempt.failed === true
        ? `WARNING: ${reason} The baseline was sought in the next source instead.`
        : `${source}: ${reason}`,
    );
  }
  // Where it was sought is all the notes say: the gate's noBaseline case says what follows.
  return { kind: "none", provenance: provenance(s, null, null, notes) };
}

/**
 * Finds the baseline (`locateBaseline`, unless `located` already did) and checks the gold
 * fingerprint (see `settleGold`).
 */
export async function findBaseline(
  s: BaselineSettings,
  current: CurrentSide,
  deps: BaselineDeps,
  located?: LocatedBaseline,
): Promise<FoundBaseline> {
  const at = located ?? (await locateBaseline(s, deps));
  if (at.kind === "none") return at;
  if (at.kind === "failed") throw at.error;
  const found = await settleGold(at.found, current, new Finder(s, deps), at.notes, s);
  // A file given by path is the user's own choice, from any repository: not dated.
  if (found.provenance.source === "path") return found;
  const recorded = found.snapshot.recorded?.commit ?? null;
  const dated = await datedProvenance(found.provenance, recorded, deps.git, s.maxAgeDays);
  return { ...found, provenance: dated };
}
