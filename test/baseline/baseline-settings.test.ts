import assert from "node:assert/strict";
import { test } from "node:test";
import {
  DEFAULT_BASELINE_SETTINGS,
  resolveBaselineSettings,
} from "../../src/baseline/baseline-settings.ts";
import { UserError } from "../../src/errors.ts";

const ctx = { configDir: "/ws/conf", cwd: "/ws", workspace: "/ws" };

test("defaults, then goldgate.yml, then flags", () => {
  assert.deepEqual(resolveBaselineSettings(undefined, {}, ctx), DEFAULT_BASELINE_SETTINGS);
  const s = resolveBaselineSettings(
    { source: "tag-file", resamples: 2000, path: "base.json", tagPattern: "release-*" },
    { resamples: "5000", seed: "9" },
    ctx,
  );
  assert.equal(s.source, "tag-file");
  assert.equal(s.resamples, 5000);
  assert.equal(s.seed, 9);
  assert.equal(s.path, "conf/base.json");
  assert.equal(s.tagPattern, "release-*");
  assert.ok(Object.isFrozen(s));
});

test("every problem at once: config paths stay in the workspace, values are checked", () => {
  assert.throws(
    () =>
      resolveBaselineSettings(
        { path: "../../etc/passwd", source: "latest", extra: 1 },
        { resamples: "0", scheme: "loose", scoresFile: "../x.json" },
        ctx,
      ),
    (e: unknown) =>
      e instanceof UserError &&
      e.message.startsWith("Invalid settings:") &&
      e.message.includes("'baseline.path' points outside the workspace (../../etc/passwd)") &&
      e.message.includes(
        "Invalid value 'latest' for 'baseline.source'. Expected one of: auto, release-asset, tag-file, tag-rescore, path, ref, base-branch, none.",
      ) &&
      e.message.includes("baseline.extra: unknown key") &&
      e.message.includes(
        "Invalid value '0' for 'resamples'. Expected an integer in 200..1000000.",
      ) &&
      e.message.includes("Invalid value 'loose' for 'scheme'") &&
      e.message.includes("Invalid value '../x.json' for 'scores-file'"),
  );
  // A flag path is the user's own: it may point anywhere.
  assert.equal(
    resolveBaselineSettings(undefined, { path: "../elsewhere.json" }, ctx).path,
    "../elsewhere.json",
  );
  assert.throws(
    () => resolveBaselineSettings(undefined, { source: "path" }, ctx),
    /needs a file: pass --baseline FILE/,
  );
});

test("baseline.ref (or --baseline-ref) with no source named means source ref; a named source wins", () => {
  assert.equal(resolveBaselineSettings({ ref: "origin/main" }, {}, ctx).source, "ref");
  assert.equal(resolveBaselineSettings({ ref: "origin/main" }, {}, ctx).ref, "origin/main");
  assert.equal(resolveBaselineSettings(undefined, { ref: "main~1" }, ctx).source, "ref");
  assert.equal(resolveBaselineSettings({ source: "auto", ref: "main" }, {}, ctx).source, "auto");
  assert.equal(resolveBaselineSettings({ ref: "main" }, { source: "none" }, ctx).source, "none");
  assert.throws(
    () => resolveBaselineSettings({ source: "ref" }, {}, ctx),
    /baseline source 'ref' needs a git ref: pass --baseline-ref REF or set baseline\.ref\./,
  );
  assert.throws(
    () => resolveBaselineSettings({ ref: "-x" }, {}, ctx),
    /Invalid value '-x' for 'baseline\.ref'/,
  );
});
