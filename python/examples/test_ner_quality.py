"""A pytest check a team keeps beside its model: the system output must stay above a floor.
Run with: pytest python/examples (after pip install goldgate)."""

from pathlib import Path

import goldgate

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "ner"


def test_ner_quality() -> None:
    scores = goldgate.score(gold=EXAMPLE / "gold.conll", system=EXAMPLE / "system.conll", format="conll")
    assert scores["overall"]["strict"]["f1"] >= 0.60, scores.type_rows()
