import {
  type BaselineFlags,
  type BaselineSettings,
  resolveBaselineSettings,
} from "../baseline/baseline-settings.ts";
import type { ConfigFile } from "../config/load-config.ts";
import type { Flags, PathContext, Problems } from "../config/resolve-settings.ts";
import type { GatePolicy } from "../config/settings.ts";
import { UserError } from "../errors.ts";
import { SPAN_SCHEMES, type SpanScheme } from "../measure/schemes.ts";
import type { FooterLink } from "../report/markdown-summary.ts";
import { numberIn, oneOf, resolveGatePolicy, section } from "./resolve-gate-policy.ts";
import { resolveTaskSettings, type TaskFlags, type TaskSettings } from "./task.ts";

/**
 * The settings of `goldgate run` beyond scoring: the baseline, the gate and the reports, from
 * goldgate.yml (validated by goldgate.schema.json) and flags. Resolved here rather than in
 * config/ because the closed sets live in their stages (baseline sources, span schemes).
 */

/** How the reports look. */
export interface ReportSettings {
  readonly scheme: SpanScheme;
  readonly worstTypes: number;
  readonly links: readonly FooterLink[];
}

/** Everything `goldgate run` needs, resolved and frozen. */
export interface RunSettings {
  /** What is scored: a corpus, label tables or an agreement table. */
  readonly task: TaskSettings;
  readonly baseline: BaselineSettings;
  readonly gate: GatePolicy;
  readonly report: ReportSettings;
}

/** Defaults of the report section. */
export const DEFAULT_REPORT_SETTINGS: ReportSettings = Object.freeze({
  scheme: "strict",
  worstTypes: 25,
  links: Object.freeze([]),
});

/** Run flags: the score flags plus the run's own, as strings. */
export interface RunFlags {
  readonly score: Flags & TaskFlags;
  /** `--baseline FILE` is `path: FILE` and, unless `source` is given, `source: path`. */
  readonly baseline: BaselineFlags;
  readonly waive?: string;
  readonly scheme?: string;
  /** `LABEL=URL`, repeatable. */
  readonly links?: readonly string[];
}

function linkFrom(text: string, p: Problems): FooterLink[] {
  const at = text.indexOf("=");
  const label = text.slice(0, at).trim();
  const url = text.slice(at + 1).trim();
  if (at > 0 && label !== "" && /^https?:\/\//.test(url)) return [{ label, url }];
  p.push(`Invalid --link '${text}'. Expected LABEL=URL with an http(s) URL.`);
  return [];
}

function configLinks(value: unknown, p: Problems): FooterLink[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    p.push("report.links: expected a list of { label, url }");
    return [];
  }
  return value.flatMap((raw, k) => {
    const l = section(`report.links[${k}]`, raw, p);
    if (
      typeof l.label === "string" &&
      l.label !== "" &&
      typeof l.url === "string" &&
      /^https?:\/\//.test(l.url)
    )
      return [{ label: l.label, url: l.url }];
    p.push(`report.links[${k}]: expected { label: text, url: an http(s) URL }`);
    return [];
  });
}

function reportFrom(config: ConfigFile, flags: RunFlags, p: Problems): ReportSettings {
  const r = section("report", config.report, p);
  const d = DEFAULT_REPORT_SETTINGS;
  const flagScheme = oneOf("scheme", flags.scheme, SPAN_SCHEMES, p);
  const configScheme = oneOf("report.scheme", r.scheme, SPAN_SCHEMES, p);
  const atLeastOne = (n: number): boolean => Number.isInteger(n) && n >= 1;
  return Object.freeze({
    scheme: flagScheme ?? configScheme ?? d.scheme,
    worstTypes:
      numberIn("report.worstTypes", r.worstTypes, atLeastOne, "an integer ≥ 1", p) ?? d.worstTypes,
    links: Object.freeze([
      ...configLinks(r.links, p),
      ...(flags.links ?? []).flatMap((l) => linkFrom(l, p)),
    ]),
  });
}

/** The problems a resolver's UserError listed (one, or `Invalid settings:` and a list). */
function problemsOf(error: UserError): string[] {
  const m = error.message;
  return m.startsWith("Invalid settings:\n") ? m.split("\n  - ").slice(1) : [m];
}

/** Runs a resolver that throws one UserError, collecting its problems instead. */
function collect<T>(resolve: () => T, p: Problems): T | undefined {
  try {
    return resolve();
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    p.push(...problemsOf(error));
    return undefined;
  }
}

/** Resolves every run setting at once: scoring, baseline, gate and report; one UserError lists all problems. */
export function resolveRunSettings(
  config: ConfigFile,
  flags: RunFlags,
  ctx: PathContext,
): RunSettings {
  const p: Problems = [];
  const task = collect(() => resolveTaskSettings(config, flags.score, ctx), p);
  const baseline = collect(() => resolveBaselineSettings(config.baseline, flags.baseline, ctx), p);
  const gate = resolveGatePolicy(config.gate, flags.waive, p);
  const report = reportFrom(config, flags, p);
  if (task === undefined || baseline === undefined || p.length > 0)
    throw new UserError(
      p.length === 1 ? (p[0] as string) : `Invalid settings:\n  - ${p.join("\n  - ")}`,
    );
  return Object.freeze({ task, baseline, gate, report });
}
