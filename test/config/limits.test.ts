import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { DEFAULT_LIMITS, LIMITS, parseLimitValue, resolveLimits } from "../../src/config/limits.ts";
import { UserError } from "../../src/errors.ts";

describe("limits", () => {
  it("parses whole numbers with binary suffixes", () => {
    assert.equal(parseLimitValue("64M"), 64 * 1024 * 1024);
    assert.equal(parseLimitValue("2GiB"), 2 * 1024 ** 3);
    assert.equal(parseLimitValue("500k"), 500 * 1024);
    assert.equal(parseLimitValue(12), 12);
    for (const bad of ["0", "-1", "1.5", "x", "", 0, 1.5, 2 ** 60, "9".repeat(16)])
      assert.equal(parseLimitValue(bad), null, String(bad));
  });

  it("config keys, then flags (by flag or key name), over the defaults", () => {
    const limits = resolveLimits({ types: 5, lineLength: "1k" }, ["types=7", "tree-size=9"]);
    assert.deepEqual(limits, { ...DEFAULT_LIMITS, types: 7, lineLength: 1024, treeSize: 9 });
  });

  it("lists every bad name or value at once, and refuses values past the runtime's ceiling", () => {
    assert.throws(
      () => resolveLimits({ nope: 1 }, ["types=x", "document-size=1G", "line-length"]),
      (e: unknown) => {
        assert.ok(e instanceof UserError);
        const lines = e.message.split("\n");
        assert.equal(lines.length, 4);
        assert.match(
          lines[0] ?? "",
          /^limits\.nope: unknown limit 'nope'\. Expected one of: file-size, /,
        );
        assert.match(lines[1] ?? "", /^--limit types=x: expected a positive whole number/);
        assert.match(lines[2] ?? "", /^--limit document-size=1G: .* 536870912 bytes/);
        assert.match(lines[3] ?? "", /^--limit line-length: expected a positive whole number/);
        return true;
      },
    );
  });

  it("every default is within its ceiling", () => {
    for (const spec of Object.values(LIMITS))
      assert.ok(!("max" in spec) || spec.default <= spec.max, spec.flag);
  });
});
