import { resolve } from "node:path";
import { resolveLimits } from "../config/limits.ts";
import type { ConfigFile } from "../config/load-config.ts";
import { filesWithin } from "../ports/files.ts";
import type { CliIo } from "./io.ts";

/**
 * goldgate.yml (nothing without a path), and the io whose files enforce its `limits` (under the
 * `--limit` flags, which win). The YAML parser and the schema validator are loaded only when
 * there is a file to read: a command given its inputs as flags starts without them.
 */
export async function readConfig(
  path: string | undefined,
  io: CliIo,
): Promise<{ config: ConfigFile; configDir: string; io: CliIo }> {
  if (path === undefined) return { config: {}, configDir: io.cwd, io };
  const { loadConfig } = await import("../config/load-config.ts");
  const slash = path.lastIndexOf("/");
  const config = loadConfig(path, io.files);
  const limits = resolveLimits(config.limits ?? {}, io.limitFlags ?? []);
  return {
    config,
    // An absolute --config keeps its own folder; a relative one is below the cwd.
    configDir: slash === -1 ? io.cwd : resolve(io.cwd, path.slice(0, slash) || "/"),
    io: config.limits === undefined ? io : { ...io, files: filesWithin(io.files, limits) },
  };
}
