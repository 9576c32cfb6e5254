"""The ``goldgate`` console command: the bundled CLI, with this process's arguments and stdio."""

from __future__ import annotations

import sys

from ._node import find_runner
from .errors import NodeNotFoundError


def main() -> None:
    """Runs the bundled CLI and exits with its exit code."""
    try:
        runner = find_runner()
    except NodeNotFoundError as error:
        print(f"goldgate: error: {error.message}", file=sys.stderr)
        sys.exit(2)
    sys.exit(runner(sys.argv[1:], False, None).returncode)
