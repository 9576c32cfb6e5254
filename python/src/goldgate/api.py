"""The typed Python API: each function runs one CLI command with ``--json`` and returns its
document as a dict, exactly as the CLI prints it (``goldgate/scores@1``, ``goldgate/run@1``,
``goldgate/comparison@1``)."""

from __future__ import annotations

import json
import os
from typing import Any, Mapping, Optional, Sequence, Union

from ._node import find_runner
from .errors import GateFailed, GoldgateError, GoldgateInputError, GoldgateInternalError
from .results import Result

PathLike = Union[str, "os.PathLike[str]"]
OptionValue = Union[str, int, float, bool, None, Sequence[Any], Mapping[str, Any]]

# Flags that may be given more than once: a list becomes one flag per element.
_REPEATED = frozenset({"link", "limit"})


def _flag_value(value: Any) -> str:
    if isinstance(value, Mapping):
        return ",".join(f"{key}={item}" for key, item in value.items())
    if isinstance(value, (list, tuple)):
        return ",".join(str(item) for item in value)
    return str(value)


def _flag_args(flag: str, text: str) -> list[str]:
    # A value that starts with a dash (a file named -gold.conll) would be read as a flag.
    return [f"{flag}={text}"] if text.startswith("-") else [flag, text]


def options_to_args(options: Mapping[str, OptionValue]) -> list[str]:
    """Keyword options as CLI flags: ``char_offsets="utf16"`` → ``--char-offsets utf16``;
    ``True`` → a bare flag; ``False``/``None`` → left out; a list → comma-joined (one flag per
    element for ``link`` and ``limit``); a mapping → ``K=V`` pairs (``map={"PERSON": "PER"}``);
    a value starting with ``-`` → ``--flag=-value``, so it stays a value."""
    args: list[str] = []
    for name, value in options.items():
        if value is None or value is False:
            continue
        flag = "--" + name.replace("_", "-")
        if value is True:
            args.append(flag)
        elif name in _REPEATED and isinstance(value, (list, tuple)):
            for item in value:
                args += _flag_args(flag, _flag_value(item))
        else:
            args += _flag_args(flag, _flag_value(value))
    return args


def _positional(path: PathLike) -> str:
    # A relative path starting with a dash would be read as a flag; ./ keeps it the same file.
    text = str(path)
    return f"./{text}" if text.startswith("-") else text


def _message(stderr: str) -> str:
    lines = [line for line in stderr.strip().splitlines() if line.strip()]
    text = "\n".join(lines) or "(no message)"
    return text.replace("goldgate: error: ", "", 1) if text.startswith("goldgate: error: ") else text


def invoke(
    command: str,
    options: Mapping[str, OptionValue],
    cwd: Optional[PathLike] = None,
    positionals: Sequence[PathLike] = (),
) -> tuple[int, str, str, list[str]]:
    """Runs ``goldgate COMMAND --json`` with the options; returns (exit code, stdout, stderr, args).
    Exit 2 raises GoldgateInputError, 3 GoldgateInternalError; 0 and 1 are returned."""
    args = [command, *[_positional(p) for p in positionals], *options_to_args(options), "--json"]
    if cwd is not None and not os.path.isdir(cwd):
        raise GoldgateInputError(
            f"cwd {str(cwd)!r}: no such folder; expected the folder to run Goldgate in.", 2, args
        )
    done = find_runner()(args, True, None if cwd is None else str(cwd))
    code = done.returncode
    if code == 2:
        raise GoldgateInputError(_message(done.stderr), 2, args)
    if code == 3:
        raise GoldgateInternalError(_message(done.stderr), 3, args)
    if code not in (0, 1):
        raise GoldgateError(_message(done.stderr) or f"exit {code}", code, args)
    return code, done.stdout, done.stderr, args


def _document(stdout: str, args: list[str]) -> dict:
    try:
        return json.loads(stdout)
    except json.JSONDecodeError as error:
        raise GoldgateInternalError(f"the CLI printed no JSON document ({error})", 3, args) from error


def score(
    gold: Optional[PathLike] = None,
    system: Optional[PathLike] = None,
    format: Optional[str] = None,
    *,
    cwd: Optional[PathLike] = None,
    **options: OptionValue,
) -> Result:
    """Scores system output against gold (``goldgate score --json``): the ``goldgate/scores@1``
    document. Any other ``score`` flag is a keyword (``tagging="iobes"``, ``types=["PER"]``)."""
    _, out, _, args = invoke("score", {"gold": gold, "system": system, "format": format, **options}, cwd)
    return Result(_document(out, args))


def run(
    config: Optional[PathLike] = None,
    *,
    check: bool = False,
    cwd: Optional[PathLike] = None,
    **options: OptionValue,
) -> Result:
    """Score, compare, gate (``goldgate run --json``): the ``goldgate/run@1`` document. A failed gate
    is in ``result["verdict"]`` (``result.passed`` is False); with ``check=True`` it raises
    GateFailed instead."""
    code, out, _, args = invoke("run", {"config": config, **options}, cwd)
    result = Result(_document(out, args))
    if code == 1 and check:
        raise GateFailed(_gate_message(result), dict(result), args)
    return result


def compare(
    current: Optional[PathLike] = None,
    baseline: Optional[PathLike] = None,
    *,
    cwd: Optional[PathLike] = None,
    **options: OptionValue,
) -> Result:
    """Compares current scores with a baseline (``goldgate compare --json``): the
    ``goldgate/comparison@1`` document. Without ``current`` it scores now, from the options."""
    _, out, _, args = invoke("compare", {"current": current, "baseline": baseline, **options}, cwd)
    return Result(_document(out, args))


def agree(*files: PathLike, cwd: Optional[PathLike] = None, **options: OptionValue) -> Result:
    """Agreement among annotators (``goldgate agree --json``); ``files`` are the positional inputs
    (a judgements table, or one annotation set per coder)."""
    _, out, _, args = invoke("agree", options, cwd, files)
    return Result(_document(out, args))


def _gate_message(result: Mapping[str, Any]) -> str:
    verdict = result.get("verdict") or {}
    failures = verdict.get("failures") or []
    lines = [str(item.get("message", item)) if isinstance(item, Mapping) else str(item) for item in failures]
    return "gate failed" + (": " + "; ".join(lines) if lines else "")
