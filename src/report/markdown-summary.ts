import { describeAge } from "../baseline/baseline-age.ts";
import type { BaselineProvenance, Comparison } from "../baseline/comparison.ts";
import { listsBaselineSearch } from "../gate/evaluate-cases.ts";
import type { Finding, Verdict } from "../gate/verdict.ts";
import { type MetricKeys, type MetricRow, pathOf } from "../measure/families/family.ts";
import { inputsOf } from "../measure/families/inputs.ts";
import { headlineFamily, unitOf } from "../measure/families/registry.ts";
import type { SpanScheme } from "../measure/schemes.ts";
import type { InputSummary } from "../measure/scores.ts";
import { deltaText, intervalText, unitOfPath } from "../number-format.ts";
import { deltaAt, rowValueText, spreadAt } from "./family-markdown.ts";
import { blocks, bullets, link, plural } from "./markdown-blocks.ts";
import { join, type Md, md, raw, strong } from "./markdown-escape.ts";
import { baselineName, type RunResult, spanRun } from "./run-result.ts";

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

function headlineDelta(comparison: Comparison, keys: MetricKeys, value: number | null): string {
  if (comparison.kind === "no-baseline") {
    // An undefined figure (0/0) has no interval either.
    const spread = value === null ? undefined : spreadAt(comparison, keys);
    return spread === undefined
      ? "; no baseline to compare with."
      : `(95% CI ${intervalText(unitOfPath(pathOf(keys)), spread.lower, spread.upper, "brief", false)}); no baseline to compare with.`;
  }
  if (value === null) return "; undefined (nothing to score), so no change to compare.";
  const d = deltaAt(comparison, keys);
  if (d === undefined) return "; the baseline has no such figure to compare with.";
  const against = baselineName(comparison.baseline);
  const unit = unitOfPath(pathOf(keys));
  const size = `${deltaText(unit, d.delta, "brief")}${unit === "rate" ? " pt" : ""}`;
  return `(${size} against ${against}, 95% CI ${intervalText(unit, d.ci.lower, d.ci.upper, "brief")}).`;
}

function besideText(rows: readonly MetricRow[]): string {
  const shown = rows.filter((r) => r.value !== null);
  if (shown.length === 0) return "";
  return ` Beside it: ${shown.map((r) => `${r.label} ${rowValueText(r)}`).join(" · ")}.`;
}

/** The first line (verdict and counts) and one sentence: the headline metric and its change. */
export function renderHeadline(run: RunResult, scheme: SpanScheme): Md {
  const { verdict, scores, comparison } = run;
  const word = verdict.status === "waived" ? "passed with a waiver" : verdict.status;
  const title =
    verdict.unchecked !== null
      ? join([
          raw(`### ${ICONS.unchecked} Goldgate: nothing was checked: `),
          md(verdict.unchecked),
          raw(verdict.passed ? "" : " (failed)"),
        ])
      : raw(`### ${ICONS[verdict.status]} Goldgate ${word}: ${counts(verdict)}`);
  const family = headlineFamily(scores);
  const h = family?.headline(scores, scheme);
  const sentence =
    h === undefined
      ? md("No metric family in these scores.")
      : join([
          md(h.main.label),
          raw(" "),
          strong(md(rowValueText(h.main))),
          raw(" "),
          md(
            `${h.scope} ${headlineDelta(comparison, h.main.keys, h.main.value)}${besideText(h.beside)}`,
            600,
          ),
        ]);
  const waiver =
    verdict.status === "waived" && verdict.waiver !== null
      ? join([strong(md("Waived by:")), raw(" "), md(verdict.waiver, 300)])
      : md("");
  return blocks([title, sentence, waiver]);
}

/** How much an input holds: documents and annotations, or the items of an item family. */
export function sizeText(run: RunResult, side: InputSummary): string {
  const family = headlineFamily(run.scores);
  if (family !== undefined && unitOf(family, run.scores) === "item")
    return plural(side.documents, "item");
  return `${plural(side.documents, "document")}, ${plural(side.annotations, "annotation")}`;
}

function goldLine(run: RunResult): Md {
  const gold = inputsOf(run.scores).gold;
  const size = sizeText(run, gold);
  const check = run.comparison.baseline.gold;
  const short = (sha: string): string => sha.slice(0, 12);
  if (check === null || !check.changed) {
    const same = check === null ? "" : ", unchanged since the baseline";
    return md(`Gold: ${short(gold.sha256)}${same} · ${size}`);
  }
  const moved = `${short(check.baseline)} → ${short(check.current)}`;
  return check.action === "rescored"
    ? md(
        `Gold: changed since the baseline (${moved}); the baseline's system output was re-scored on the current gold · ${size}`,
      )
    : md(
        `Gold: ⚠️ changed since the baseline (${moved}) and not re-scored: the deltas compare different gold sets · ${size}`,
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
export function renderCompared(run: RunResult, scheme: SpanScheme): Md {
  const { comparison, scores } = run;
  const system = inputsOf(scores).system;
  const family = headlineFamily(scores);
  const unit = `${family === undefined ? "document" : unitOf(family, scores)}s`;
  const s = comparison.settings;
  const resampling =
    comparison.kind === "compared"
      ? `${Math.round(s.level * 100)}% intervals from ${s.bootstrap.resamples} paired bootstrap resamples over ${unit} (seed ${s.seed})`
      : `${Math.round(s.level * 100)}% intervals from ${s.bootstrap.resamples} bootstrap resamples (seed ${s.seed})`;
  const items = [
    baselineLine(comparison.baseline),
    goldLine(run),
    md(`System: ${system.path ?? "(stdin)"} · ${sizeText(run, system)}`, 300),
    md(spanRun(run) === null ? resampling : `Scheme: ${scheme} · ${resampling}`),
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
