import { isAbsolute, relative, resolve } from "node:path";
import type { Problems } from "./number-settings.ts";

/** Where relative paths are resolved and which folder they must stay inside. */
export interface PathContext {
  readonly configDir: string;
  readonly cwd: string;
  readonly workspace: string;
}

/**
 * `inputs.system` as a list (repeated runs, docs/runs.md): each path resolved as a config path,
 * kept as one line each of the system setting (the runs' files, in the order given).
 */
export function systemListFrom(
  list: readonly unknown[],
  ctx: PathContext,
  problems: Problems,
): string | undefined {
  const paths = list.map((v, k) =>
    pathFrom(`inputs.system[${k}]`, v, ctx.configDir, ctx, problems, true),
  );
  return paths.every((x) => x !== undefined) && paths.length > 0 ? paths.join("\n") : undefined;
}

/** A path setting: flag paths as typed; config paths from the config file, kept inside the workspace. */
export function pathFrom(
  name: string,
  value: unknown,
  base: string,
  ctx: PathContext,
  problems: Problems,
  confined: boolean,
): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || value === "") {
    problems.push(`Invalid value for '${name}'. Expected a path.`);
    return undefined;
  }
  const absolute = resolve(base, value);
  const inside = relative(ctx.workspace, absolute);
  if (confined && (inside.startsWith("..") || isAbsolute(inside))) {
    problems.push(
      `'${name}' points outside the workspace (${value}). Paths must stay inside ${ctx.workspace}.`,
    );
    return undefined;
  }
  if (!confined) return value;
  // A config path is relative to the config file; shown relative to the cwd when inside it.
  const fromCwd = relative(ctx.cwd, absolute);
  return fromCwd === ""
    ? "."
    : fromCwd.startsWith("..") || isAbsolute(fromCwd)
      ? absolute
      : fromCwd;
}
