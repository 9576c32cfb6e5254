import type { ScoreSettings } from "../config/settings.ts";
import { coveringText } from "../corpus/gold-text.ts";
import type { Document, DocumentPair, Issue } from "../corpus/model.ts";
import { codePointToUtf16Map, isBmpOnly } from "../corpus/offsets.ts";

type Side = "gold" | "system";
type Unit = "codepoint" | "utf16";

/** The unit each character-offset format counts in unless `charOffsets` says otherwise. */
const FORMAT_UNITS: Readonly<Partial<Record<string, Unit>>> = {
  jsonl: "codepoint",
  doccano: "utf16",
  "label-studio": "codepoint",
};

const UNIT_NAMES: Readonly<Record<Unit, string>> = {
  codepoint: "code points",
  utf16: "UTF-16 units",
};

/** The unit a side's offsets were read in, when it is one of the two this check can swap. */
function unitRead(settings: ScoreSettings, side: Side): Unit | null {
  const format = side === "gold" ? settings.format : (settings.systemFormat ?? settings.format);
  const mode =
    side === "gold" ? settings.charOffsets : (settings.systemCharOffsets ?? settings.charOffsets);
  const fallback = FORMAT_UNITS[format];
  if (fallback === undefined) return null;
  const unit = mode === "auto" ? fallback : mode;
  return unit === "grapheme" || unit === "utf8" ? null : unit;
}

/**
 * A code-point offset read in `unit` mapped to the code point the same number means in the other
 * unit (undefined when that falls inside a character or past the text).
 */
function reread(text: string, unit: Unit): (offset: number) => number | undefined {
  const starts = codePointToUtf16Map(text);
  const length = starts.length - 1;
  if (unit === "utf16") return (o) => ((starts[o] ?? -1) <= length ? starts[o] : undefined);
  const back = new Int32Array(text.length + 1).fill(-1);
  starts.forEach((u, k) => {
    back[u] = k;
  });
  return (o) => (o <= text.length && (back[o] ?? -1) >= 0 ? back[o] : undefined);
}

interface Tally {
  /** Spans whose offsets mean something else in the other unit. */
  moved: number;
  /** Of those, how many line up with a span of the other side as read, and as re-read. */
  asRead: number;
  reread: number;
}

/**
 * Offsets counted in another unit than the one they were read in (a JavaScript tool's UTF-16
 * units read as code points, or the reverse) shift every span after a character outside the BMP,
 * and without span texts nothing else notices: the score is just low. For each side read in code
 * points or UTF-16 units, the spans after such a character are re-read in the other unit; when
 * more of them then line up with the other side's spans, the side is named with the flag that
 * reads it right.
 */
export class CharUnitCheck {
  private readonly units: Readonly<Record<Side, Unit | null>>;
  private readonly tallies: Record<Side, Tally> = {
    gold: { moved: 0, asRead: 0, reread: 0 },
    system: { moved: 0, asRead: 0, reread: 0 },
  };

  constructor(settings: ScoreSettings) {
    this.units = { gold: unitRead(settings, "gold"), system: unitRead(settings, "system") };
  }

  /** One pair as read (offsets before normalization). */
  add(pair: DocumentPair): void {
    const { gold, system } = pair;
    if (gold === undefined || system === undefined) return;
    if (gold.unit !== "char" || system.unit !== "char") return;
    this.addSide("gold", gold, system, gold.text);
    // A system record without text was read against the gold's (`coveringText`).
    this.addSide("system", system, gold, coveringText(system, gold)?.text);
  }

  private addSide(side: Side, doc: Document, other: Document, text: string | undefined): void {
    const unit = this.units[side];
    if (unit === null || text === undefined || isBmpOnly(text)) return;
    const targets = new Set(other.annotations.map((a) => `${a.start} ${a.end}`));
    const map = reread(text, unit);
    const t = this.tallies[side];
    for (const a of doc.annotations) {
      const start = map(a.start);
      const end = map(a.end);
      if (start === a.start && end === a.end) continue;
      t.moved++;
      if (targets.has(`${a.start} ${a.end}`)) t.asRead++;
      if (start !== undefined && end !== undefined && targets.has(`${start} ${end}`)) t.reread++;
    }
  }

  /** A warning per side whose spans line up better in the other unit (at least half of those moved). */
  finish(report: (issue: Issue) => void): void {
    for (const side of ["gold", "system"] as const) {
      const unit = this.units[side];
      const t = this.tallies[side];
      if (unit === null || t.reread <= t.asRead || 2 * t.reread < t.moved) continue;
      const other = unit === "codepoint" ? "utf16" : "codepoint";
      const partner = side === "gold" ? "system" : "gold";
      report({
        severity: "warning",
        kind: "char-unit",
        message: `${side} offsets look like ${UNIT_NAMES[other]}, not ${UNIT_NAMES[unit]}: ${t.moved} ${side} spans come after a character outside the BMP (an emoji, say); read as ${UNIT_NAMES[unit]} ${t.asRead} of them line up with a ${partner} span, read as ${UNIT_NAMES[other]} ${t.reread}. If the ${side} file counts ${UNIT_NAMES[other]}, set --${side}-char-offsets ${other} (${side}CharOffsets: ${other}).`,
      });
    }
  }
}
