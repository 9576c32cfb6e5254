"""Writes src/formats/spacy-symbols.ts: spaCy's symbol table (the names its StringStore gives
small fixed ids instead of hashes: attribute names, parts of speech, dependency and entity labels
such as PERSON or ORG), and the attribute ids a DocBin's columns are named by. Run with a Python
that has spaCy 3:

    python scripts/spacy-symbols.py > src/formats/spacy-symbols.ts

The ids have only been appended to since spaCy 2, so one table reads DocBins of every spaCy 3.
"""

import json

import spacy
from spacy import attrs, symbols

names = [""] * (max(symbols.IDS.values()) + 1)
for name, i in symbols.IDS.items():
    names[i] = name
print("// Written by scripts/spacy-symbols.py from spaCy %s; do not edit." % spacy.__version__)
print("")
print("/** spaCy's symbols by id: a string whose id is below this table's length is its name here. */")
print("export const SPACY_SYMBOLS: readonly string[] = %s;" % json.dumps(names))
print("")
print("/** The attribute ids that name a DocBin's token columns (`attrs`). */")
print("export const SPACY_ATTRS = {")
for name in ["ORTH", "ENT_IOB", "ENT_TYPE"]:
    print("  %s: %d," % (name, attrs.IDS[name]))
print("} as const;")
