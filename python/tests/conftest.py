"""Shared fixtures: the repository (for its bundled example) and a scratch workspace."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

REPO = Path(os.environ.get("GOLDGATE_REPO", Path(__file__).resolve().parents[2]))
EXAMPLE = REPO / "examples" / "ner"


@pytest.fixture()
def workspace(tmp_path: Path) -> Path:
    """A folder holding a copy of the bundled NER example (gold, system, baseline)."""
    target = tmp_path / "ws"
    shutil.copytree(EXAMPLE, target / "examples" / "ner")
    return target


@pytest.fixture()
def no_node(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """PATH without any node, GOLDGATE_NODE unset."""
    empty = tmp_path / "empty-bin"
    empty.mkdir()
    monkeypatch.setenv("PATH", str(empty))
    monkeypatch.delenv("GOLDGATE_NODE", raising=False)
