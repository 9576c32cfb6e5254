import { existsSync, realpathSync } from "node:fs";
import { delimiter, join } from "node:path";

/** This test's Node and every other distinct `node` executable on PATH, in PATH order. */
export function nodesOnPath(): string[] {
  const found = (process.env.PATH ?? "")
    .split(delimiter)
    .map((dir) => join(dir, "node"))
    .filter((path) => existsSync(path))
    .map((path) => realpathSync(path));
  return [...new Set([realpathSync(process.execPath), ...found])];
}
