import type { FormatName } from "../config/settings.ts";
import { biocReader } from "./bioc.ts";
import { bratReader } from "./brat.ts";
import { conllReader } from "./conll.ts";
import { conlluReader } from "./conllu.ts";
import { doccanoReader } from "./doccano.ts";
import { gateReader } from "./gate.ts";
import { jsonlReader } from "./jsonl.ts";
import { labelStudioReader } from "./label-studio.ts";
import { matInlineReader } from "./mat-inline.ts";
import { matJsonReader } from "./mat-json.ts";
import { pubtatorReader } from "./pubtator.ts";
import type { FormatReader } from "./reader.ts";
import { spacyReader } from "./spacy.ts";
import { tbfReader } from "./tbf.ts";
import { webannoTsvReader } from "./webanno-tsv.ts";
import { xmiReader } from "./xmi.ts";

/** Every span and event input format, by the name `--format` takes. */
export const READERS = {
  conll: conllReader,
  conllu: conlluReader,
  jsonl: jsonlReader,
  brat: bratReader,
  doccano: doccanoReader,
  "label-studio": labelStudioReader,
  tbf: tbfReader,
  gate: gateReader,
  "mat-json": matJsonReader,
  "mat-inline": matInlineReader,
  spacy: spacyReader,
  pubtator: pubtatorReader,
  "webanno-tsv": webannoTsvReader,
  bioc: biocReader,
  xmi: xmiReader,
} as const satisfies Record<FormatName, FormatReader>;
