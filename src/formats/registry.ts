import type { FormatName } from "../config/settings.ts";
import { conllReader } from "./conll.ts";
import { jsonlReader } from "./jsonl.ts";
import type { FormatReader } from "./reader.ts";

/** Every input format, by the name `--format` takes. */
export const READERS = {
  conll: conllReader,
  jsonl: jsonlReader,
} as const satisfies Record<FormatName, FormatReader>;
