import assert from "node:assert/strict";
import { test } from "node:test";
import {
  type BaselineSettings,
  DEFAULT_BASELINE_SETTINGS,
} from "../../src/baseline/baseline-settings.ts";
import type { Comparison, SpanDeltas } from "../../src/baseline/comparison.ts";
import { overlayFiles } from "../../src/baseline/overlay-files.ts";
import { UserError } from "../../src/errors.ts";
import { compareWithBaseline } from "../../src/pipeline/compare.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { inMemoryReleases, type ReleasePort } from "../../src/ports/releases.ts";
import { defined } from "../defined-rate.ts";
import { conllDoc, git, Repo, settingsFor, tempDir } from "./git-repo.ts";
import { spans } from "./span-deltas.ts";

const GOLD = [
  conllDoc("Ann/B-PER Lee/I-PER visited/O Paris/B-LOC ./O"),
  conllDoc("Acme/B-ORG hired/O Bob/B-PER in/O Rome/B-LOC ./O"),
  conllDoc("Zed/B-PER left/O Globex/B-ORG on/O Monday/O ./O"),
].join("");
/** Systems of increasing quality: each release finds more. */
const SYSTEMS = {
  v1: [
    conllDoc("Ann/B-PER Lee/O visited/O Paris/O ./O"),
    conllDoc("Acme/O hired/O Bob/B-PER in/O Rome/O ./O"),
    conllDoc("Zed/O left/O Globex/B-ORG on/O Monday/B-LOC ./O"),
  ].join(""),
  v11: [
    conllDoc("Ann/B-PER Lee/I-PER visited/O Paris/B-LOC ./O"),
    conllDoc("Acme/O hired/O Bob/B-PER in/O Rome/O ./O"),
    conllDoc("Zed/B-PER left/O Globex/B-ORG on/O Monday/O ./O"),
  ].join(""),
  rc: GOLD,
  main: [
    conllDoc("Ann/B-PER Lee/I-PER visited/O Paris/B-LOC ./O"),
    conllDoc("Acme/B-ORG hired/O Bob/B-PER in/O Rome/B-LOC ./O"),
    conllDoc("Zed/B-ORG left/O Globex/B-ORG on/O Monday/O ./O"),
  ].join(""),
};

const NO_RELEASES = inMemoryReleases([], { unavailable: "no GitHub API in tests" });

/** A release history: v1.0.0, v1.1.0 and v2.0.0-rc.1, each with its recorded scores committed. */
async function releasedRepo(options: { scoresAt11?: boolean } = {}): Promise<Repo> {
  const repo = Repo.init();
  const release = async (system: string, tag: string, withScores = true) => {
    repo.write({ "gold.conll": GOLD, "system.conll": system });
    repo.commit(`system for ${tag}`);
    if (withScores) await repo.record();
    else git(repo.dir, "rm", "-q", "--ignore-unmatch", "goldgate-scores.json");
    repo.commit(`release ${tag}`);
    git(repo.dir, "tag", tag);
  };
  await release(SYSTEMS.v1, "v1.0.0");
  await release(SYSTEMS.v11, "v1.1.0", options.scoresAt11 ?? true);
  await release(SYSTEMS.rc, "v2.0.0-rc.1");
  repo.write({ "system.conll": SYSTEMS.main });
  repo.commit("work in progress");
  return repo;
}

async function compareIn(
  repo: Repo,
  baseline: Partial<BaselineSettings> = {},
  releases: ReleasePort = NO_RELEASES,
  settings = settingsFor(),
): Promise<Comparison & SpanDeltas> {
  const c = await compareWithBaseline(
    {
      current: { kind: "score", settings: { kind: "corpus", settings } },
      baseline: { ...DEFAULT_BASELINE_SETTINGS, ...baseline },
    },
    { files: repo.files, git: repo.port, releases },
  );
  return spans(c);
}

/** The notes of a comparison other than the one that 3 paired documents are too few to judge. */
function sourceNotes(c: Comparison): readonly string[] {
  return c.baseline.notes.filter((n) => !n.startsWith("Too few documents to judge"));
}

/** Strict F1 of a system text against the gold on disk of `repo`. */
function f1Of(repo: Repo, system: string): number {
  const files = overlayFiles(repo.files, new Map([["system.conll", system]]));
  return defined(scoreCorpus(settingsFor(), files, { details: false }).scores.overall.strict.f1);
}

test("tags v1.0.0, v1.1.0, v2.0.0-rc.1: auto takes the scores file at v1.1.0 (the rc is ignored)", async () => {
  const repo = await releasedRepo();
  const c = await compareIn(repo);
  assert.equal(c.kind, "compared");
  if (c.kind !== "compared") return;
  assert.equal(c.baseline.source, "tag-file");
  assert.equal(c.baseline.tag, "v1.1.0");
  assert.equal(c.baseline.commit, git(repo.dir, "rev-parse", "v1.1.0^{commit}"));
  assert.equal(c.baseline.path, "v1.1.0:goldgate-scores.json");
  assert.deepEqual(c.baseline.gold?.action, "none");
  assert.deepEqual(sourceNotes(c), [
    "release-asset: no GitHub API in tests.",
    "Release tag v1.1.0: the highest release version among the tags matching 'v*' merged into HEAD; skipped: 1 older release, v2.0.0-rc.1 (prerelease).",
  ]);
  assert.ok(
    c.baseline.notes.includes(
      "Too few documents to judge: 3 paired, and at least 6 are needed before a change can be significant. Every interval includes 0; maxDrop rules with significant: true cannot fail.",
    ),
  );
  assert.equal(c.overall.strict.f1.baseline, f1Of(repo, SYSTEMS.v11));
  assert.equal(c.overall.strict.f1.current, f1Of(repo, SYSTEMS.main));
  assert.equal(c.annotations.available, true);
  assert.ok(c.annotations.newlyFixed.some((a) => a.kind === "gold" && a.gold.text === "Acme"));
  assert.ok(c.annotations.newlyBroken.some((a) => a.kind === "gold" && a.gold.text === "Zed"));
});

test("a two-part tag v1.0 is a release; a tag that is not a version is passed over, said once", async () => {
  const repo = Repo.init();
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell injection attempt, verbatim
  const hostile = "x;touch${IFS}pwned;v9.9.10";
  for (const [system, tag] of [
    [SYSTEMS.v1, "v1.0"],
    [SYSTEMS.v11, hostile],
  ] as const) {
    repo.write({ "gold.conll": GOLD, "system.conll": system });
    repo.commit(`system for ${tag}`);
    await repo.record();
    repo.commit(`release ${tag}`);
    git(repo.dir, "tag", tag);
  }
  const c = await compareIn(repo, { tagPattern: "*" });
  assert.equal(c.kind, "compared");
  assert.equal(c.baseline.tag, "v1.0");
  const chosen = c.baseline.notes.filter((n) => n.startsWith("Release tag"));
  assert.deepEqual(chosen, [
    `Release tag v1.0: the highest release version among the tags matching '*' merged into HEAD; skipped: ${hostile} (not a version).`,
  ]);
});

test("no tags: every source says why it was passed over, and there is no baseline", async () => {
  const repo = Repo.init();
  repo.write({ "gold.conll": GOLD, "system.conll": SYSTEMS.main });
  repo.commit("first");
  git(repo.dir, "tag", "v2.0.0-rc.1");
  const c = await compareIn(repo);
  assert.equal(c.kind, "no-baseline");
  assert.equal(c.baseline.source, "none");
  assert.deepEqual(c.baseline.notes, [
    "release-asset: no GitHub API in tests.",
    "tag-file: no release tag matching 'v*' is merged into HEAD (prereleases ignored: v2.0.0-rc.1).",
    "tag-rescore: no release tag matching 'v*' is merged into HEAD (prereleases ignored: v2.0.0-rc.1).",
    "path: no baseline file given (--baseline FILE or baseline.path).",
  ]);
  assert.ok(c.confidence.overall.strict.f1.mean > 0);
  await assert.rejects(
    compareIn(repo, { source: "tag-file" }),
    (e: unknown) =>
      e instanceof UserError && /No baseline from 'tag-file': no release tag/.test(e.message),
  );
});

test("a shallow clone of a file:// remote: the tag is found with ls-remote and fetched alone", async () => {
  const origin = await releasedRepo();
  const work = new Repo(tempDir());
  git(work.dir, "clone", "-q", "--depth", "1", "--no-tags", `file://${origin.dir}`, ".");
  assert.equal(git(work.dir, "tag", "--list"), "");
  assert.equal(git(work.dir, "rev-parse", "--is-shallow-repository"), "true");
  const c = await compareIn(work);
  assert.equal(c.baseline.source, "tag-file");
  assert.equal(c.baseline.tag, "v1.1.0");
  assert.equal(c.baseline.commit, git(origin.dir, "rev-parse", "v1.1.0^{commit}"));
  assert.match(
    c.baseline.notes.join("\n"),
    /Shallow clone: found v1\.1\.0 with 'git ls-remote --tags origin' and fetched just that tag/,
  );
  assert.equal(git(work.dir, "tag", "--list"), "v1.1.0");
});

test("a shallow clone whose remote is gone: the notes say to set fetch-depth: 0", async () => {
  const origin = await releasedRepo();
  const work = new Repo(tempDir());
  git(work.dir, "clone", "-q", "--depth", "1", "--no-tags", `file://${origin.dir}`, ".");
  git(work.dir, "remote", "set-url", "origin", `file://${origin.dir}-moved`);
  const c = await compareIn(work);
  assert.equal(c.kind, "no-baseline");
  assert.match(
    c.baseline.notes[1] ?? "",
    /^tag-file: this is a shallow clone without tags, and listing the tags of 'origin' failed \(fatal: .+\)\. Set `fetch-depth: 0` on actions\/checkout .+`git fetch --tags`\.$/,
  );
  await assert.rejects(
    compareIn(work, { source: "tag-file" }),
    /Set `fetch-depth: 0` on actions\/checkout \(with: fetch-depth: 0\)/,
  );
});

test("the gold changed after the release: detected by fingerprint and re-scored from the output at the tag", async () => {
  const repo = await releasedRepo();
  const newGold = GOLD.replace("Monday O", "Monday B-DATE");
  repo.write({ "gold.conll": newGold });
  repo.commit("gold: Monday is a date");
  const c = await compareIn(repo);
  assert.equal(c.baseline.source, "tag-rescore");
  assert.equal(c.baseline.tag, "v1.1.0");
  assert.equal(c.baseline.path, "v1.1.0:system.conll");
  assert.equal(c.baseline.gold?.changed, true);
  assert.equal(c.baseline.gold?.action, "rescored");
  assert.notEqual(c.baseline.gold?.baseline, c.baseline.gold?.current);
  assert.match(
    sourceNotes(c).at(-1) ?? "",
    /the gold changed since the baseline \(gold sha256 \w{12} → \w{12}\); re-scored the system output stored at v1\.1\.0 as this run scores \(the current gold and settings\)/,
  );
  assert.equal(c.kind === "compared" && c.overall.strict.f1.baseline, f1Of(repo, SYSTEMS.v11));
  // Re-scored against the current gold, the baseline has the new DATE annotation too (missed).
  assert.ok(c.kind === "compared" && c.types.DATE?.status === "both");
  assert.deepEqual(c.kind === "compared" && c.types.DATE?.support, { baseline: 1, current: 1 });
});

test("the same gold scored under another profile: the output at the tag is re-scored as this run scores", async () => {
  const repo = await releasedRepo();
  const nervaluate = { ...settingsFor(), compat: "nervaluate" as const };
  const c = await compareIn(repo, {}, NO_RELEASES, nervaluate);
  assert.equal(c.baseline.source, "tag-rescore");
  assert.equal(c.baseline.gold?.changed, true);
  assert.equal(c.baseline.gold?.action, "rescored");
  assert.equal(c.baseline.gold?.baseline, c.baseline.gold?.current);
  assert.equal(c.baseline.gold?.settings, 'compat "default" → "nervaluate"');
  assert.match(
    sourceNotes(c).at(-1) ?? "",
    /the baseline was scored under other settings \(compat "default" → "nervaluate"\); re-scored the system output stored at v1\.1\.0 as this run scores/,
  );
  // Re-scored, the baseline side is the v1.1.0 output under nervaluate: no settings note is left.
  assert.ok(!sourceNotes(c).some((n) => n.startsWith("Setting 'compat' differs")));
  // The same settings: nothing to re-score.
  const same = await compareIn(repo);
  assert.equal(same.baseline.gold?.action, "none");
  assert.equal(same.baseline.gold?.settings, undefined);
});

test("other settings and the old output cannot be found: a warning that names them", async () => {
  const repo = await releasedRepo();
  repo.write({ "out/system.conll": SYSTEMS.main });
  repo.commit("output moved");
  const settings = { ...settingsFor("out/system.conll"), attributes: ["kind"] };
  const c = await compareIn(repo, {}, NO_RELEASES, settings);
  assert.equal(c.baseline.gold?.action, "warned");
  assert.match(
    sourceNotes(c).find((n) => n.startsWith("WARNING")) ?? "",
    /^WARNING: the baseline was scored under other settings \(attributes \[\] → \["kind"\]\) and the old system output could not be re-scored .* Every delta mixes the settings change with the system change\./,
  );
});

test("the gold changed and the old output cannot be found: a prominent warning", async () => {
  const repo = await releasedRepo();
  repo.write({
    "gold.conll": GOLD.replace("Monday O", "Monday B-DATE"),
    "out/system.conll": SYSTEMS.main,
  });
  repo.commit("gold changed, output moved");
  const c = await compareIn(repo, {}, NO_RELEASES, settingsFor("out/system.conll"));
  assert.equal(c.baseline.source, "tag-file");
  assert.equal(c.baseline.gold?.action, "warned");
  assert.match(
    sourceNotes(c).at(-1) ?? "",
    /^WARNING: the gold changed since the baseline .* could not be re-scored \(v1\.1\.0 has no system output at out\/system\.conll\)/,
  );
});

test("a tag without a scores file: falls back to re-scoring its output, and says so", async () => {
  const repo = await releasedRepo({ scoresAt11: false });
  const c = await compareIn(repo);
  assert.equal(c.baseline.source, "tag-rescore");
  assert.equal(c.baseline.tag, "v1.1.0");
  assert.deepEqual(sourceNotes(c), [
    "release-asset: no GitHub API in tests.",
    "tag-file: v1.1.0 has no goldgate-scores.json (git show v1.1.0:goldgate-scores.json found nothing).",
    "Release tag v1.1.0: the highest release version among the tags matching 'v*' merged into HEAD; skipped: 1 older release, v2.0.0-rc.1 (prerelease).",
  ]);
  assert.equal(c.kind === "compared" && c.overall.strict.f1.baseline, f1Of(repo, SYSTEMS.v11));
});

test("a tag without a scores file, the gold grown since: its output is scored on the tag's gold, and the change warned of", async () => {
  // The output at v1.1.0 is scored on the gold of v1.1.0, as a scores file recorded there would
  // be; the CoNLL pair of files cannot score it on the grown gold (labels: rescore-fresh.test.ts).
  const repo = await releasedRepo({ scoresAt11: false });
  const added = conllDoc("Ivy/B-PER met/O Kim/B-PER ./O");
  repo.write({ "gold.conll": GOLD + added, "system.conll": SYSTEMS.main + added });
  repo.commit("gold: a fourth document");
  const c = await compareIn(repo);
  assert.equal(c.baseline.source, "tag-rescore");
  assert.equal(c.baseline.tag, "v1.1.0");
  assert.equal(c.baseline.gold?.action, "warned");
  assert.match(
    sourceNotes(c).find((n) => n.startsWith("WARNING")) ?? "",
    /^WARNING: the gold changed since the baseline \(gold sha256 \w{12} → \w{12}\) and the old system output could not be re-scored \(v1\.1\.0:system\.conll: gold\.conll:27: gold and system files differ/,
  );
  // The baseline is the output at v1.1.0 on the gold of v1.1.0 (7 mentions in 3 documents), as a
  // scores file recorded there would hold.
  assert.notEqual(c.baseline.gold?.baseline, c.baseline.gold?.current);
  assert.deepEqual(
    [c.baseline.inputs?.gold.documents, c.baseline.inputs?.gold.annotations],
    [3, 7],
  );
});

test("a tag without a scores file, the gold edited in place since: re-scored on the current gold, and said", async () => {
  const repo = await releasedRepo({ scoresAt11: false });
  repo.write({ "gold.conll": GOLD.replace("Monday O", "Monday B-DATE") });
  repo.commit("gold: Monday is a date");
  const c = await compareIn(repo);
  assert.equal(c.baseline.source, "tag-rescore");
  assert.equal(c.baseline.gold?.action, "rescored");
  assert.match(
    sourceNotes(c).at(-1) ?? "",
    /the gold changed since the baseline \(gold sha256 \w{12} → \w{12}\); re-scored the system output stored at v1\.1\.0 as this run scores/,
  );
  assert.equal(c.kind === "compared" && c.overall.strict.f1.baseline, f1Of(repo, SYSTEMS.v11));
});

test("a tag without a scores file and without the gold at the current gold's path: scored on the current gold, with a note of what that leaves unchecked", async () => {
  const repo = await releasedRepo({ scoresAt11: false });
  repo.write({ "data/gold.conll": GOLD });
  repo.commit("gold moved");
  const c = await compareIn(repo, {}, NO_RELEASES, settingsFor("system.conll", "data/gold.conll"));
  assert.equal(c.baseline.source, "tag-rescore");
  assert.equal(c.baseline.gold?.action, "none");
  assert.ok(
    sourceNotes(c).includes(
      "v1.1.0:system.conll: v1.1.0 holds no gold at data/gold.conll, so the output stored there is scored on the current gold as it is; if the gold has gained documents or items since, they count as wrong on the baseline side (record a scores file at each release: goldgate record --tag).",
    ),
    sourceNotes(c).join("\n"),
  );
  assert.equal(c.kind === "compared" && c.overall.strict.f1.baseline, f1Of(repo, SYSTEMS.v11));
});

test("the release asset comes first; drafts and prereleases are skipped; a path baseline re-scores at its recorded tag", async () => {
  const repo = await releasedRepo();
  const asset = git(repo.dir, "show", "v1.0.0:goldgate-scores.json");
  const releases = inMemoryReleases([
    {
      tag: "v1.0.0",
      draft: false,
      prerelease: false,
      publishedAt: "2024-01-01T00:00:00Z",
      assets: { "goldgate-scores.json": asset },
    },
    {
      tag: "v2.0.0-rc.1",
      draft: false,
      prerelease: true,
      publishedAt: "2024-03-01T00:00:00Z",
      assets: {},
    },
    { tag: "v3.0.0", draft: true, prerelease: false, publishedAt: null, assets: {} },
  ]);
  const c = await compareIn(repo, {}, releases);
  assert.equal(c.baseline.source, "release-asset");
  assert.equal(c.baseline.tag, "v1.0.0");
  assert.equal(c.baseline.path, "goldgate-scores.json");
  assert.equal(c.kind === "compared" && c.overall.strict.f1.baseline, f1Of(repo, SYSTEMS.v1));
  // A recorded file given by path carries its tag: after a gold change it is re-scored there.
  const base = git(repo.dir, "show", "v1.1.0:goldgate-scores.json").replace(
    '"tag": null',
    '"tag": "v1.1.0"',
  );
  repo.write({ "base.json": base, "gold.conll": GOLD.replace("Monday O", "Monday B-DATE") });
  const p = await compareIn(repo, { source: "path", path: "base.json" });
  assert.equal(p.baseline.source, "tag-rescore");
  assert.equal(p.baseline.gold?.action, "rescored");
});

test("auto: a corrupt release asset (counts of 1e308) and a releases API that fails are reported failures, the next source is used", async () => {
  const repo = await releasedRepo();
  const asset = git(repo.dir, "show", "v1.0.0:goldgate-scores.json").replace(
    /"annotations": \d+,/,
    '"annotations": 1e308,',
  );
  const corrupt = inMemoryReleases([
    {
      tag: "v1.0.0",
      draft: false,
      prerelease: false,
      publishedAt: "2024-01-01T00:00:00Z",
      assets: { "goldgate-scores.json": asset },
    },
  ]);
  const c = await compareIn(repo, {}, corrupt);
  assert.equal(c.baseline.source, "tag-file");
  assert.match(
    c.baseline.notes[0] ?? "",
    /^WARNING: release v1\.0\.0 asset goldgate-scores\.json: .*annotations: expected a count \(a whole number from 0 to 2\^53 − 1\), got 1e\+308/,
  );
  const failing: ReleasePort = {
    latestScoresAsset: () => Promise.reject(new Error("HTTP 500: Server Error")),
  };
  const f = await compareIn(repo, {}, failing);
  assert.equal(f.baseline.source, "tag-file");
  assert.deepEqual(f.baseline.notes.slice(0, 1), [
    "WARNING: release-asset failed: HTTP 500: Server Error. The baseline was sought in the next source instead.",
  ]);
  await assert.rejects(compareIn(repo, { source: "release-asset" }, failing), /HTTP 500/);
});
