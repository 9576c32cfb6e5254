import assert from "node:assert/strict";
import { test } from "node:test";
import { unreadFormatSettings } from "../../src/config/format-settings.ts";
import { DEFAULT_SCORE_SETTINGS, type ScoreSettings } from "../../src/config/settings.ts";

const settings = (over: Partial<ScoreSettings>): ScoreSettings => ({
  ...DEFAULT_SCORE_SETTINGS,
  ...over,
});

test("a reader's own setting beside a corpus of other formats is named, with the formats that read it", () => {
  assert.deepEqual(unreadFormatSettings(settings({ format: "conll", goldSet: "Ann1" })), [
    "--gold-set (inputs.goldSet): read by --format gate",
  ]);
  assert.deepEqual(
    unreadFormatSettings(settings({ format: "brat", tagging: "iobes", tokenType: "Tok" })),
    [
      "--tagging (inputs.tagging): read by --format conll, conllu, jsonl",
      "--token-type (inputs.tokenType): read by --format gate, mat-json, mat-inline",
    ],
  );
});

test("read by either side's format, at its default, or set by the profile: nothing to name", () => {
  assert.deepEqual(unreadFormatSettings(settings({ format: "conll", charOffsets: "utf16" })), [
    "--char-offsets (inputs.charOffsets) or --gold-char-offsets (inputs.gold.charOffsets): read by --format jsonl, doccano, label-studio, mat-json, gate, pubtator, bioc",
  ]);
  assert.deepEqual(unreadFormatSettings(settings({ format: "gate", goldSet: "Ann1" })), []);
  // A brat gold beside a JSONL system: --offsets is the JSONL side's.
  assert.deepEqual(
    unreadFormatSettings(settings({ format: "brat", systemFormat: "jsonl", offsets: "token" })),
    [],
  );
  assert.deepEqual(unreadFormatSettings(settings({ format: "brat", tagging: "iob2" })), []);
  // seqeval-strict sets strictTags itself.
  assert.deepEqual(
    unreadFormatSettings(settings({ format: "brat", compat: "seqeval-strict", strictTags: true })),
    [],
  );
});
