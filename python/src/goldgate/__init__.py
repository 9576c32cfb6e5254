"""Goldgate from Python: score NLP system output against a gold standard, compare with a
baseline, gate. Runs the bundled Goldgate CLI with Node.js >= 20 (from PATH, GOLDGATE_NODE, or
``pip install "goldgate[node]"``); every function returns the CLI's JSON document as a dict."""

from ._version import __version__
from .api import agree, compare, options_to_args, run, score
from .errors import (
    GateFailed,
    GoldgateError,
    GoldgateInputError,
    GoldgateInternalError,
    NodeNotFoundError,
)
from .results import Result

__all__ = [
    "GateFailed",
    "GoldgateError",
    "GoldgateInputError",
    "GoldgateInternalError",
    "NodeNotFoundError",
    "Result",
    "__version__",
    "agree",
    "compare",
    "options_to_args",
    "run",
    "score",
]
