"""CSV: one row per link, with the card's ids, both abilities and the evidence phrases; one row per
failed record. RFC 4180 (CRLF line ends, fields quoted when needed), UTF-8, a header row."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Mapping
from typing import Any

from mtglinks.sinks.common import (
    BinaryStream,
    Source,
    clean_text,
    flat_ids,
    is_ok,
    mapping,
    review_count,
    scalar,
    sequence,
)

CSV_COLUMNS: tuple[str, ...] = (
    "id",
    "uuid",
    "scryfall_id",
    "set",
    "number",
    "name",
    "english_name",
    "lang",
    "status",
    "rule",
    "from_ability",
    "to_ability",
    "from_paragraph",
    "to_paragraph",
    "from_text",
    "to_text",
    "from_evidence",
    "to_evidence",
    "explanation",
    "review_count",
    "error",
)

# Rows are written to the file this many at a time.
BATCH = 512


def _cell(value: Any) -> Any:
    value = scalar(value)
    if value is None:
        return ""
    return clean_text(value) if isinstance(value, str) else value


def csv_rows(record: Mapping[str, Any]) -> list[list[Any]]:
    """The CSV rows of one tag record, in CSV_COLUMNS order: one per link of an ok record (none when
    it has no link), one for a failed record (its rule empty, its errors in `error`)."""
    ids = flat_ids(record)
    head = [
        record.get("id"),
        ids["uuid"],
        ids["scryfall_id"],
        ids["set_code"],
        ids["number"],
        record.get("name"),
        ids["english_name"],
        record.get("lang"),
        record.get("status"),
    ]
    reviews = review_count(record)
    if not is_ok(record):
        # Each error names its position ("line 3: …"); the file is named too, for a run over several inputs.
        file = mapping(record.get("source")).get("file")
        named = [f"{file}: {e}" if isinstance(file, str) and file else str(e) for e in sequence(record.get("errors"))]
        errors = "; ".join(named) or "status is not ok"
        row = [*head, "", "", "", "", "", "", "", "", "", "", reviews, errors]
        return [[_cell(v) for v in row]]
    texts = {mapping(a).get("id"): mapping(a).get("text") for a in sequence(record.get("abilities"))}
    rows = []
    for raw in sequence(record.get("links")):
        link = mapping(raw)
        evidence = mapping(link.get("evidence"))
        source, target = link.get("from"), link.get("to")
        row = [
            *head,
            link.get("rule"),
            source,
            target,
            link.get("from_paragraph"),
            link.get("to_paragraph"),
            texts.get(source),
            texts.get(target),
            mapping(evidence.get("from")).get("phrase"),
            mapping(evidence.get("to")).get("phrase"),
            link.get("explanation"),
            reviews,
            "",
        ]
        rows.append([_cell(v) for v in row])
    return rows


def write_csv(stream: BinaryStream, records: Iterable[Mapping[str, Any]]) -> int:
    """Write the header and every record's rows onto a binary stream; return how many records."""
    source = records if isinstance(records, Source) else Source(records)
    buffer = io.StringIO()
    writer = csv.writer(buffer, dialect="excel", lineterminator="\r\n")

    def flush() -> None:
        data = buffer.getvalue()
        buffer.seek(0)
        buffer.truncate()
        if data:
            stream.write(data.encode("utf-8"))

    try:
        writer.writerow(CSV_COLUMNS)
        pending = 1
        for record in source:
            rows = csv_rows(record)
            writer.writerows(rows)
            pending += 1
            if pending >= BATCH:
                pending = 0
                flush()
    finally:
        flush()
    return source.count
