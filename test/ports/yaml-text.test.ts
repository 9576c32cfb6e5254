import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { NESTING_LIMIT } from "../../src/config/limits.ts";
import { parseYamlText } from "../../src/ports/yaml-text.ts";
import { dataErrorMessage } from "./data-error-message.ts";

const message = dataErrorMessage;

describe("parseYamlText", () => {
  it("regression: flow nesting 1,000,000 deep is refused before the YAML library recurses", () => {
    const text = `inputs:\n  gold: ${"[".repeat(1_000_000)}`;
    assert.equal(
      message(() => parseYamlText(text, "goldgate.yml", "a config")).split(";")[0],
      `goldgate.yml:2: nested deeper than ${NESTING_LIMIT} at line 2`,
    );
  });

  it("regression: block nesting (`- - - …`) and JSON nesting are bounded too", () => {
    assert.match(
      message(() => parseYamlText(`a: 1\n${"- ".repeat(5000)}x`, "t.yml", "x")),
      /^t\.yml:2: nested deeper/,
    );
    const json = `{"A": ${'{"B": '.repeat(3000)}{}${"}".repeat(3000)}}`;
    assert.match(
      message(() => parseYamlText(json, "tree.json", "x")),
      /^tree\.json:1: nested deeper/,
    );
  });

  it("brackets inside quotes, comments and block scalars are text, not nesting", () => {
    const many = "[".repeat(5000);
    const text = `a: "${many}"\nb: '${many}'\n# ${many}\nc: |\n  ${many}\n`;
    assert.deepEqual(Object.keys(parseYamlText(text, "t.yml", "x") as object), ["a", "b", "c"]);
  });

  it("regression: an alias inside its own anchor (a cycle) is refused at its line, not a TypeError", () => {
    assert.equal(
      message(() => parseYamlText("PER:\n  X: &a\n    Y: *a\n", "tree.yml", "a tag tree")),
      "tree.yml:3: an alias refers to a node that contains it (a cycle); the file should hold a tag tree, a tree",
    );
    assert.deepEqual(parseYamlText("a: &a [1]\nb: *a\n", "ok.yml", "a config"), { a: [1], b: [1] });
  });

  it("regression: an alias bomb is refused at the line of its first alias", () => {
    const rows = ["a: &a [x, x, x, x, x, x, x, x, x]"];
    for (const [name, prev] of [
      ["b", "a"],
      ["c", "b"],
      ["d", "c"],
      ["e", "d"],
    ])
      rows.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(", ")}]`);
    assert.match(
      message(() => parseYamlText(rows.join("\n"), "bomb.yml", "a config")),
      /^bomb\.yml:2: invalid YAML: aliases expand to too many nodes/,
    );
  });

  it("syntax errors carry the line", () => {
    assert.match(
      message(() => parseYamlText("a: 1\nb: [1,\n", "t.yml", "x")),
      /^t\.yml:\d+: invalid YAML: /,
    );
    assert.match(
      message(() => parseYamlText("a: 1\na: 2\n", "t.yml", "x")),
      /^t\.yml:2: invalid YAML: .*unique/i,
    );
  });

  it("__proto__ is an own key", () => {
    const value = parseYamlText("__proto__:\n  x: {}\n", "t.yml", "x") as object;
    assert.deepEqual(Object.keys(value), ["__proto__"]);
    assert.equal(Object.getPrototypeOf(value), Object.prototype);
  });
});
