import type { SettingSpec } from "./setting-spec.ts";
import { camelName, SCORE_SETTING_TABLE } from "./setting-table.ts";
import { DEFAULT_SCORE_SETTINGS, PROFILE_OVERRIDES, type ScoreSettings } from "./settings.ts";

/**
 * The settings a corpus's readers do not read, given all the same: a row with `formats` none of
 * which is the gold's or the system's format, whose value is not what it would be unset (the
 * default, or the profile's: `--compat seqeval-strict` sets `strictTags` itself). `--gold-set`
 * beside a CoNLL corpus would change nothing while the user believes it chose a set; so each is
 * named (`--gold-set (inputs.goldSet): read by --format gate`), to be refused. The value decides
 * "given": a flag given at its default is as if unset, and changes nothing either.
 */
export function unreadFormatSettings(settings: ScoreSettings): string[] {
  const formats = new Set([settings.format, settings.systemFormat ?? settings.format]);
  const unset: Readonly<Record<string, unknown>> = {
    ...DEFAULT_SCORE_SETTINGS,
    ...PROFILE_OVERRIDES[settings.compat],
  };
  const rows = Object.entries(SCORE_SETTING_TABLE as Readonly<Record<string, SettingSpec>>);
  return rows.flatMap(([flag, spec]) => {
    const readers = spec.formats;
    if (readers === undefined || readers.some((f) => formats.has(f))) return [];
    const key = camelName(flag);
    const value = (settings as unknown as Readonly<Record<string, unknown>>)[key];
    if (JSON.stringify(value) === JSON.stringify(unset[key])) return [];
    const config = spec.config === null ? "" : ` (${spec.config})`;
    // `--gold-char-offsets` sets the gold side's `charOffsets` too.
    const also = key === "charOffsets" ? " or --gold-char-offsets (inputs.gold.charOffsets)" : "";
    return [`--${flag}${config}${also}: read by --format ${readers.join(", ")}`];
  });
}
