import type { ScoreSettings } from "../config/settings.ts";
import { UserError } from "../errors.ts";
import { type FilePort, limitsOf } from "../ports/files.ts";
import { readTokenPairs } from "./conll.ts";
import { ConlluCursor } from "./conllu-cursor.ts";
import type { FormatReader, IssueSink } from "./reader.ts";

/**
 * CoNLL-U with a NER column (docs/formats.md, "CoNLL-U"): each side's tags come from the column
 * `goldColumnName` / `systemColumnName` names (default `MISC:NER`, the `NER=` attribute of MISC).
 * Two files pair word by word like CoNLL (same words, same sentence breaks); documents and their
 * ids come from the gold file's `# newdoc id` lines, else one document per sentence named by its
 * `# sent_id`. A single file (`input`) holds both sides in two named columns.
 */
function openCursors(
  settings: ScoreSettings,
  files: FilePort,
  report: IssueSink,
): { gold: ConlluCursor; system: ConlluCursor | null } {
  const gold = { side: "gold", name: settings.goldColumnName } as const;
  const system = { side: "system", name: settings.systemColumnName } as const;
  if (settings.input !== null) {
    if (gold.name === system.name)
      throw new UserError(
        `--input ${settings.input} holds both sides: name the gold and the system tag columns (--gold-column and --system-column; both are ${gold.name}).`,
      );
    const lines = files.readLines(settings.input);
    return {
      gold: new ConlluCursor(settings.input, lines, [gold, system], true, report),
      system: null,
    };
  }
  if (settings.gold === null || settings.system === null)
    throw new UserError(
      "CoNLL-U input needs --gold and --system files (or --input, one file with a gold and a system column).",
    );
  return {
    gold: new ConlluCursor(settings.gold, files.readLines(settings.gold), [gold], true, report),
    system: new ConlluCursor(
      settings.system,
      files.readLines(settings.system),
      [system],
      false,
      report,
    ),
  };
}

/** CoNLL-U reader: word-offset documents paired by position, as CoNLL's. */
export const conlluReader: FormatReader = {
  name: "conllu",
  read(settings, files, report, selection) {
    const { gold, system } = openCursors(settings, files, report);
    // A `# newdoc` line is no token of the file: nothing for conlleval's DOCSTART count to count.
    const own = { ...settings, docstartIsToken: false };
    return {
      kind: "paired",
      pairs: readTokenPairs(gold, system, own, report, true, limitsOf(files), selection),
    };
  },
};
