"""The `meta` table of an SQLite output: what it says of the run, less what depends on the run rather
than the input (so that the same input gives the same bytes)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import mtglinks
from mtglinks.sinks.common import clean_text, to_json

# What differs between two runs over the same input with the same options: the clock, and how the
# run went (its speed, a resume, a worker restarted, how many records found their text analysed
# before, which depends on the cache and, when workers share their analyses, on their timing). Not
# written: the same input gives the same bytes.
RUN_KEYS = frozenset({"created"})
RUN_SUMMARY_KEYS = frozenset(
    {
        "seconds",
        "cpu_seconds",
        "records_per_second",
        "records_per_cpu_second",
        "resumed_from",
        "worker_restarts",
        "reused",
    }
)


def deterministic_meta(meta: Mapping[str, Any]) -> dict[str, Any]:
    """`meta` without what depends on the run rather than the input: the time it was made (`created`)
    and the summary's timings, resume point and worker restarts."""
    kept = {key: value for key, value in meta.items() if key not in RUN_KEYS}
    summary = kept.get("summary")
    if isinstance(summary, Mapping):
        kept["summary"] = {key: value for key, value in summary.items() if key not in RUN_SUMMARY_KEYS}
    return kept


def meta_rows(meta: Mapping[str, Any], counts: Mapping[str, Any]) -> list[tuple[str, Any]]:
    """The `meta` table: mtglinks_version, schema_version, sources, summary (and any other key of
    `meta`, less what depends on the run: `deterministic_meta`), plus the counts of what was written;
    lists and objects as JSON."""
    values: dict[str, Any] = {"mtglinks_version": mtglinks.__version__}
    versions = counts.get("schema_versions") or []
    if len(versions) == 1:
        values["schema_version"] = versions[0]
    values.update(deterministic_meta(meta))
    values["written"] = {key: value for key, value in counts.items() if key != "schema_versions"}
    rows = []
    for key, value in values.items():
        text = value if isinstance(value, str) or value is None else to_json(value, what=f"meta {key!r}")
        rows.append((clean_text(str(key)), clean_text(text) if isinstance(text, str) else text))
    return rows


__all__ = ["RUN_KEYS", "RUN_SUMMARY_KEYS", "deterministic_meta", "meta_rows"]
