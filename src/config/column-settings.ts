import { numberFrom, type Problems } from "./number-settings.ts";
import { pick } from "./setting-values.ts";
import { DEFAULT_SCORE_SETTINGS, type ScoreSettings } from "./settings.ts";

type ColumnSettings = Partial<
  Pick<ScoreSettings, "goldColumn" | "systemColumn" | "goldColumnName" | "systemColumnName">
>;

const COLUMN_NAME = /^[A-Za-z_][A-Za-z0-9_:.-]*$/;
const INTEGER = /^\s*[-+]?\d+\s*$/;

/**
 * `--gold-column` / `--system-column` (`inputs.goldColumn` …): an integer is a CoNLL field index,
 * a name is a CoNLL-U column (`NER`, or `MISC:NER` for an attribute of MISC). Which format takes
 * which is checked with the layout (`checkColumnKinds`).
 */
export function columnSettings(
  flags: Readonly<Record<string, unknown>>,
  inputs: Readonly<Record<string, unknown>>,
  p: Problems,
): ColumnSettings {
  const out: Record<string, number | string> = {};
  for (const side of ["gold", "system"] as const) {
    const name = `${side}-column`;
    const value = pick(flags[`${side}Column`], inputs[`${side}Column`]);
    if (value === undefined) continue;
    if (typeof value === "string" && !INTEGER.test(value)) {
      if (COLUMN_NAME.test(value)) out[`${side}ColumnName`] = value;
      else
        p.push(
          `${name}: expected an integer (a CoNLL column) or a column name (CoNLL-U: NER, MISC:NER), got ${JSON.stringify(value)}`,
        );
      continue;
    }
    const n = numberFrom(name, value, Number.isInteger, "an integer", p);
    if (n !== undefined) out[`${side}Column`] = n;
  }
  return out as ColumnSettings;
}

/** A column name only for CoNLL-U, a column number only for CoNLL. */
export function checkColumnKinds(s: ScoreSettings, p: Problems): void {
  const d = DEFAULT_SCORE_SETTINGS;
  const named = s.goldColumnName !== d.goldColumnName || s.systemColumnName !== d.systemColumnName;
  const numbered = s.goldColumn !== d.goldColumn || s.systemColumn !== d.systemColumn;
  if (s.format !== "conllu" && named)
    p.push(
      `--gold-column / --system-column name a column (${s.goldColumnName}, ${s.systemColumnName}): only --format conllu reads columns by name; CoNLL columns are numbers (1 is the field after the token, -1 the last).`,
    );
  if (s.format === "conllu" && numbered)
    p.push(
      "--format conllu takes --gold-column / --system-column by name: a '# global.columns' name (NER) or COLUMN:ATTRIBUTE (MISC:NER, the default), not a number.",
    );
}
