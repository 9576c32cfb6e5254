import assert from "node:assert/strict";
import { test } from "node:test";
import { baselineAge, datedProvenance } from "../../src/baseline/baseline-age.ts";
import { DEFAULT_BASELINE_SETTINGS } from "../../src/baseline/baseline-settings.ts";
import { compareWithBaseline } from "../../src/pipeline/compare.ts";
import type { GitPort } from "../../src/ports/git.ts";
import { utcDate } from "../../src/ports/git.ts";
import { inMemoryReleases } from "../../src/ports/releases.ts";
import { conllDoc, git, Repo, settingsFor } from "./git-repo.ts";
import { PROVENANCE } from "./snapshot-fixture.ts";

/** A GitPort that knows only the committer dates given (ref → date). */
function datesOnly(dates: Readonly<Record<string, string>>): GitPort {
  const none = async () => [];
  return {
    isRepository: async () => true,
    isShallow: async () => false,
    commitOf: async (ref) => (ref in dates ? ref : null),
    mergedTags: none,
    tagsAt: none,
    remoteTags: none,
    fetchTag: async () => undefined,
    listFiles: none,
    readFile: async () => null,
    commitDate: async (ref) => dates[ref] ?? null,
    mergeBase: async () => null,
    ancestors: async () => [],
  };
}

test("utcDate reads git's %cI in any offset as UTC; anything else is null", () => {
  assert.equal(utcDate("2026-01-01T13:00:00+01:00\n"), "2026-01-01T12:00:00Z");
  assert.equal(utcDate("2025-12-31T23:30:00-01:00"), "2026-01-01T00:30:00Z");
  assert.equal(utcDate("fatal: bad revision"), null);
});

test("the recorded commit is dated first, the read commit when git does not know it", async () => {
  const git = datesOnly({
    rec: "2026-01-01T12:00:00Z",
    read: "2026-01-05T12:00:00Z",
    HEAD: "2026-01-16T11:59:59Z",
  });
  // 14 days and 23:59:59 is 14 whole days: not past 14.
  assert.deepEqual(await baselineAge(git, ["rec", "read"], 14), {
    date: "2026-01-01T12:00:00Z",
    ageDays: 14,
    stale: false,
  });
  assert.deepEqual(await baselineAge(git, ["gone", "read"], 14), {
    date: "2026-01-05T12:00:00Z",
    ageDays: 10,
    stale: false,
  });
  assert.equal((await baselineAge(git, ["rec"], 13)).stale, true);
  assert.equal((await baselineAge(git, ["rec"], 0)).stale, false, "0 turns the check off");
  assert.deepEqual(await baselineAge(git, [null, "gone"], 14), {
    date: null,
    ageDays: null,
    stale: false,
  });
});

test("a baseline newer than HEAD is 0 days old; no HEAD date, no age and no warning", async () => {
  const ahead = datesOnly({ rec: "2026-02-01T00:00:00Z", HEAD: "2026-01-01T00:00:00Z" });
  assert.equal((await baselineAge(ahead, ["rec"], 14)).ageDays, 0);
  const headless = datesOnly({ rec: "2020-01-01T00:00:00Z" });
  const p = await datedProvenance({ ...PROVENANCE, commit: "rec" }, null, headless, 14);
  assert.deepEqual(
    [p.date, p.ageDays, p.stale, p.notes],
    ["2020-01-01T00:00:00Z", null, false, []],
  );
});

test("a stale provenance is marked stale and keeps its notes: the staleness is said once, by the gate", async () => {
  const git = datesOnly({ rec: "2026-01-01T00:00:00Z", HEAD: "2026-03-01T00:00:00Z" });
  const p = await datedProvenance({ ...PROVENANCE, notes: ["first"] }, "rec", git, 14);
  assert.equal(p.ageDays, 59);
  assert.equal(p.stale, true);
  assert.deepEqual(p.notes, ["first"]);
});

test("a tag-file baseline in a real repository carries its recorded commit's date", async () => {
  const repo = Repo.init();
  const gold = conllDoc("Ann/B-PER visited/O Paris/B-LOC ./O");
  repo.write({ "gold.conll": gold, "system.conll": conllDoc("Ann/B-PER visited/O Paris/O ./O") });
  const recorded = repo.commit("system");
  await repo.record();
  repo.commit("release");
  git(repo.dir, "tag", "v1.0.0");
  const c = await compareWithBaseline(
    {
      current: { kind: "score", settings: { kind: "corpus", settings: settingsFor() } },
      baseline: { ...DEFAULT_BASELINE_SETTINGS, source: "tag-file" },
    },
    { files: repo.files, git: repo.port, releases: inMemoryReleases([]) },
  );
  assert.equal(c.baseline.source, "tag-file");
  assert.equal(c.baseline.date, utcDate(git(repo.dir, "show", "-s", "--format=%cI", recorded)));
  assert.equal(c.baseline.ageDays, 0);
  assert.equal(c.baseline.stale, false);
});
