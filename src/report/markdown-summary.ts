import { describeAge } from "../baseline/baseline-age.ts";
import type { BaselineProvenance } from "../baseline/comparison.ts";
import { listsBaselineSearch } from "../gate/evaluate-cases.ts";
import type { Finding, Verdict } from "../gate/verdict.ts";
import { inputsOf } from "../measure/families/inputs.ts";
import { headlineFamily, unitOf } from "../measure/families/registry.ts";
import { cellText } from "../number-format.ts";
import { goldName, goldSet, sharedScope } from "./gold-name.ts";
import { namedText, partsText } from "./headline-model.ts";
import { blocks, bullets, link, plural } from "./markdown-blocks.ts";
import { join, type Md, md, raw, strong } from "./markdown-escape.ts";
import type { ReportModel } from "./report-model.ts";
import { baselineName, type RunResult } from "./run-result.ts";

/** A caller-passed footer link (workflow run, docs, artifact). */
export interface FooterLink {
  readonly label: string;
  readonly url: string;
}

const ICONS = { passed: "✅", failed: "❌", waived: "⚠️", unchecked: "❔" } as const;

function counts(verdict: Verdict): string {
  const waived = verdict.warnings.filter((w) => w.waived).length;
  const parts = [
    verdict.status === "waived"
      ? plural(waived, "failure waived", "failures waived")
      : plural(verdict.failures.length, "failure"),
    plural(verdict.warnings.length - waived, "warning"),
  ];
  return parts.join(", ");
}

/** The first line (verdict and counts) and one sentence: the headline metric and its change. */
export function renderHeadline(run: RunResult, model: ReportModel): Md {
  const { verdict } = run;
  const word = verdict.status === "waived" ? "passed with a waiver" : verdict.status;
  const title =
    verdict.unchecked !== null
      ? join([
          raw(`### ${ICONS.unchecked} Goldgate: nothing was checked: `),
          md(verdict.unchecked),
          raw(verdict.passed ? "" : " (failed)"),
        ])
      : raw(`### ${ICONS[verdict.status]} Goldgate ${word}: ${counts(verdict)}`);
  const h = model.families[0]?.headline;
  const beside =
    h === undefined || h.beside.length === 0
      ? ""
      : ` Beside it: ${h.beside.map((f) => namedText(f, "brief")).join(" · ")}.`;
  const sentence =
    h === undefined
      ? md("No metric family in these scores.")
      : join([
          md(h.main.label),
          raw(" "),
          strong(md(cellText(h.main.value, "brief"))),
          raw(" "),
          md(`${partsText(h.rest, "brief")}${beside}`, 600),
        ]);
  const waiver =
    verdict.status === "waived" && verdict.waiver !== null
      ? join([strong(md("Waived by:")), raw(" "), md(verdict.waiver, 300)])
      : md("");
  return blocks([title, sentence, waiver]);
}

/**
 * How much an input holds: the family's own words (annotation sets), else documents and
 * annotations, or the items of an item family.
 */
export function sizeText(run: RunResult, which: "gold" | "system"): string {
  const family = headlineFamily(run.scores);
  const own = family?.inputSizes?.(run.scores);
  if (own !== undefined && own !== null) return own[which];
  const side = inputsOf(run.scores)[which];
  if (family !== undefined && unitOf(family, run.scores) === "item")
    return plural(side.documents, "item");
  return `${plural(side.documents, "document")}, ${plural(side.annotations, "annotation")}`;
}

function goldLine(run: RunResult): Md {
  const gold = inputsOf(run.scores).gold;
  const size = sizeText(run, "gold");
  const name = goldName(run);
  const Name = `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  const sets = `${goldSet(name)}s`;
  const check = run.comparison.baseline.gold;
  const short = (sha: string): string => sha.slice(0, 12);
  if (check === null || !check.changed) {
    const same = check === null ? "" : ", unchanged since the baseline";
    return md(`${Name}: ${short(gold.sha256)}${same} · ${size}`);
  }
  if (check.baseline === check.current) {
    // The same gold, scored under other settings (`--compat`, `--attributes`, …).
    const other = `the baseline was scored under other settings (${check.settings ?? "?"})`;
    return check.action === "rescored"
      ? md(
          `${Name}: ${short(gold.sha256)}, unchanged; ${other}: its system output was re-scored as this run scores · ${size}`,
          400,
        )
      : md(
          `${Name}: ${short(gold.sha256)}, unchanged; ⚠️ ${other} and not re-scored: the deltas compare different definitions of the figures · ${size}`,
          400,
        );
  }
  const moved = `${short(check.baseline)} → ${short(check.current)}`;
  const shared = sharedScope(run.comparison, run.scores);
  if (shared !== null)
    return md(`${Name}: changed since the baseline (${moved}); compared on ${shared} · ${size}`);
  return check.action === "rescored"
    ? md(
        `${Name}: changed since the baseline (${moved}); the baseline's system output was re-scored on the current ${name} · ${size}`,
      )
    : md(
        `${Name}: ⚠️ changed since the baseline (${moved}) and not re-scored: the deltas compare different ${sets} · ${size}`,
      );
}

/** `2026-03-02, 3 days old` (⚠️ and "stale" past baseline.maxAgeDays); null when undated. */
function ageText(p: BaselineProvenance): string | null {
  if (p.date === null) return null;
  const day = p.date.slice(0, 10);
  if (p.ageDays === null) return day;
  return `${day}, ${p.stale ? "⚠️ stale: " : ""}${describeAge(p.ageDays)}`;
}

function baselineLine(p: BaselineProvenance): Md {
  if (p.source === "none") return md(`Baseline: none (baseline.source: ${p.requested})`);
  const where = [
    p.source,
    p.path,
    p.commit === null ? null : `commit ${p.commit.slice(0, 12)}`,
    ageText(p),
  ];
  const tool = p.toolVersion === null ? [] : [`recorded by Goldgate ${p.toolVersion}`];
  const parts = [...where, ...tool].filter((x): x is string => x !== null);
  return md(`Baseline: ${baselineName(p)} (${parts.join(", ")})`, 400);
}

/** The gate's "no baseline found" warning (or failure), which already lists where it was sought. */
function noBaselineFinding(run: RunResult): boolean {
  return [...run.verdict.failures, ...run.verdict.warnings].some(listsBaselineSearch);
}

/**
 * What was compared: baseline and its source, gold fingerprint, system, scheme, resampling; the
 * baseline notes unless the no-baseline finding below says them (each thing once).
 */
export function renderCompared(run: RunResult, model: ReportModel): Md {
  const { comparison, scores } = run;
  const system = inputsOf(scores).system;
  const family = headlineFamily(scores);
  const unit = `${family === undefined ? "document" : unitOf(family, scores)}s`;
  const s = comparison.settings;
  const resampling =
    comparison.kind === "compared"
      ? `${Math.round(s.level * 100)}% intervals from ${s.bootstrap.resamples} paired bootstrap resamples over ${unit} (seed ${s.seed})`
      : `${Math.round(s.level * 100)}% intervals from ${s.bootstrap.resamples} bootstrap resamples (seed ${s.seed})`;
  // The view the tables follow, when a family has views (spans: `Scheme: strict`).
  const noun = model.families.find((f) => f.family.viewNoun !== undefined)?.family.viewNoun;
  const viewed =
    noun === undefined ? undefined : `${noun.slice(0, 1).toUpperCase()}${noun.slice(1)}`;
  const items = [
    baselineLine(comparison.baseline),
    goldLine(run),
    md(`System: ${system.path ?? "(stdin)"} · ${sizeText(run, "system")}`, 300),
    md(viewed === undefined ? resampling : `${viewed}: ${model.view} · ${resampling}`),
    ...(noBaselineFinding(run) ? [] : comparison.baseline.notes.map((n) => md(`Note: ${n}`, 300))),
  ];
  return bullets(items);
}

function findingItem(f: Finding): Md {
  const icon = f.level === "fail" ? "❌" : "⚠️";
  const waived = f.waived ? strong(md("waived:")) : md("");
  // The no-baseline finding carries every place the baseline was sought (not repeated as notes).
  const limit = listsBaselineSearch(f) ? 1600 : 400;
  return join([raw(`${icon} `), waived, raw(f.waived ? " " : ""), md(f.message, limit)]);
}

/** Failures, then warnings; at most `limit` each, saying how many more there are. */
export function renderFindings(verdict: Verdict, limit: number): Md {
  const section = (title: string, list: readonly Finding[]): Md => {
    if (list.length === 0) return md("");
    const shown = list.slice(0, limit).map(findingItem);
    const more =
      list.length > limit ? [md(`… and ${list.length - limit} more (see the JSON report)`)] : [];
    return blocks([raw(`**${title}**`), bullets([...shown, ...more])]);
  };
  const skipped =
    verdict.skipped.length === 0 ? md("") : md(`ℹ️ ${verdict.skipped.join("; ")}`, 1200);
  return blocks([
    section("Failures", verdict.failures),
    section("Warnings", verdict.warnings),
    skipped,
  ]);
}

/** The footer: tool version and the caller's links. */
export function renderFooter(version: string, links: readonly FooterLink[]): Md {
  const pieces = [md(`Goldgate ${version}`), ...links.map((l) => link(l.label, l.url))];
  return join([raw("<sub>"), join(pieces, raw(" · ")), raw("</sub>")]);
}
