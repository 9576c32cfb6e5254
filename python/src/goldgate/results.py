"""The documents the API returns: plain dicts (as the CLI's JSON), with table helpers."""

from __future__ import annotations

from html import escape
from typing import Any, Optional

_SCHEMES = ("strict", "exact", "partial", "type", "lenient", "average")


class Result(dict):
    """A Goldgate JSON document (``goldgate/scores@1``, ``run@1``, ``comparison@1``) as a dict,
    with ``passed``, ``to_pandas()`` and a notebook display. Figures are fractions 0..1, as in the
    JSON; an undefined figure is None."""

    @property
    def kind(self) -> str:
        """``scores``, ``run`` or ``comparison``, from the document's schema."""
        schema = str(self.get("schema", ""))
        return schema.split("/")[-1].split("@")[0] if schema else ("run" if "verdict" in self else "")

    @property
    def passed(self) -> Optional[bool]:
        """The gate's verdict of a run (None for a document without one)."""
        verdict = self.get("verdict")
        return bool(verdict.get("passed")) if isinstance(verdict, dict) else None

    def scores(self) -> dict:
        """The scores document: this one, or the ``scores`` of a run."""
        inner = self.get("scores")
        return inner if isinstance(inner, dict) else self

    def type_rows(self, scheme: str = "strict") -> list[dict]:
        """One row per span type under ``scheme``: type, counts, precision, recall, f1 (and, in a
        run or comparison, the baseline F1 and its delta)."""
        if scheme not in _SCHEMES:
            raise ValueError(f"Unknown scheme '{scheme}'. Expected one of: {', '.join(_SCHEMES)}.")
        types = self.scores().get("types")
        if not isinstance(types, dict):
            raise ValueError(
                "This document has no per-type span rows (types): "
                f"its top-level keys are {', '.join(sorted(self.scores().keys()))}."
            )
        compared = _compared_types(self.get("comparison") or self) if self.kind != "scores" else None
        rows = []
        for name in sorted(types):
            row: dict[str, Any] = {"type": name, **types[name].get(scheme, {})}
            f1 = ((compared or {}).get(name, {}).get(scheme, {}) or {}).get("f1")
            if isinstance(f1, dict):
                row["baseline_f1"] = f1.get("baseline")
                row["delta_f1"] = f1.get("delta")
            rows.append(row)
        return rows

    def document_rows(self) -> list[dict]:
        """One row per document: id, gold and system annotation counts, and the MAT clash tallies
        the scores file keeps per document (``clash.match``, ``clash.missing``, …)."""
        rows = []
        for doc in self.scores().get("documents", []):
            row = {key: value for key, value in doc.items() if not isinstance(value, dict)}
            for tally, count in (doc.get("clash") or {}).items():
                row[f"clash.{tally}"] = count
            rows.append(row)
        return rows

    def to_pandas(self, table: str = "types", scheme: str = "strict") -> Any:
        """A pandas DataFrame of ``table``: ``types`` (per type under ``scheme``) or ``documents``.
        Needs pandas (``pip install "goldgate[pandas]"``)."""
        try:
            import pandas  # type: ignore[import-not-found]
        except ImportError as error:
            raise ImportError('to_pandas() needs pandas: pip install "goldgate[pandas]"') from error
        if table == "types":
            return pandas.DataFrame(self.type_rows(scheme)).set_index("type")
        if table == "documents":
            return pandas.DataFrame(self.document_rows()).set_index("id")
        raise ValueError(f"Unknown table '{table}'. Expected one of: types, documents.")

    def _repr_html_(self) -> str:
        """The verdict and the per-type table, for notebooks; every value HTML-escaped."""
        parts = []
        verdict = self.get("verdict")
        if isinstance(verdict, dict):
            status = escape(str(verdict.get("status", "passed" if verdict.get("passed") else "failed")))
            parts.append(f"<p><strong>Goldgate gate: {status}</strong></p>")
        try:
            rows = self.type_rows()
        except ValueError as error:
            return "".join(parts) + f"<p>{escape(str(error))}</p>"
        heads = ["type", "possible", "actual", "precision", "recall", "f1"]
        if any("delta_f1" in row for row in rows):
            heads += ["baseline_f1", "delta_f1"]
        head = "".join(f"<th>{escape(h)}</th>" for h in heads)
        body = "".join(
            "<tr>" + "".join(f"<td>{escape(_cell(row.get(h)))}</td>" for h in heads) + "</tr>"
            for row in rows
        )
        return "".join(parts) + f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _cell(value: Any) -> str:
    """Rates as percentages with two decimals (the CLI's spelling), undefined as '–'."""
    if value is None:
        return "–"
    if isinstance(value, float):
        return f"{100 * value:.2f}"
    return str(value)


def _compared_types(comparison: dict) -> Any:
    """The per-type deltas of a comparison: ``families.spans.metrics.types`` (comparison@2), or
    the top-level ``types`` of a comparison@1."""
    spans = (comparison.get("families") or {}).get("spans") or {}
    metrics = spans.get("metrics") if isinstance(spans, dict) else None
    if isinstance(metrics, dict):
        return metrics.get("types")
    return comparison.get("types")
