"""Generate the bundled card index, src/mtglinks/data/cards.sqlite, from ../shared/corpora.

    python tools/build_index.py                 # the whole job, 2 worker processes
    python tools/build_index.py -j 1 -o /tmp/cards.sqlite --limit 500

Every English Oracle card of oracle-en.jsonl.gz and oracle-recent.jsonl.gz (a card in both keeps
both texts, the newer one first), and the printed Spanish, French and Russian names and texts of
printed-{es,fr,ru}.jsonl.gz, filed under their English card by `en_card` (a card's printed texts
newest printing first). Each text is tagged with the batch tagger; links are stored, so a lookup
never parses. The same corpora give the same bytes.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

CHECKOUT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(CHECKOUT / "src"))

from mtglinks import __version__  # noqa: E402
from mtglinks.index.build import IndexBuilder  # noqa: E402
from mtglinks.index.inputs import Input, tag_inputs  # noqa: E402
from mtglinks.sources.jsonl import json_lines  # noqa: E402

ORACLE = ("oracle-recent.jsonl.gz", "oracle-en.jsonl.gz")  # newest text first
PRINTED = ("printed-es.jsonl.gz", "printed-fr.jsonl.gz", "printed-ru.jsonl.gz")
DEFAULT_OUT = CHECKOUT / "src" / "mtglinks" / "data" / "cards.sqlite"


def _lines(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    for line in json_lines(path):
        if line.error is not None or not isinstance(line.value, dict):
            raise SystemExit(f"{path}: line {line.number}: {line.error or 'not a JSON object'}")
        yield line.number, line.value


def oracle_inputs(path: Path) -> Iterator[Input]:
    for line_no, raw in _lines(path):
        ids: dict[str, Any] = {"english_name": raw["name"], "layout": raw.get("layout", "normal")}
        if isinstance(raw.get("set"), str):
            ids["set"] = raw["set"]
        faces = [
            {"name": f.get("name"), "type_line": f.get("type_line"), "text": f.get("oracle_text") or ""}
            for f in raw["faces"]
        ]
        record = {"id": raw["name"], "name": raw["name"], "lang": "en", "faces": faces, "ids": ids}
        yield Input(record, path.name, f"line {line_no}", line_no)


def printed_inputs(path: Path) -> list[Input]:
    inputs = []
    for line_no, raw in _lines(path):
        newest = max((p.get("release_date") or "" for p in raw.get("printings") or []), default="")
        ids = {"english_name": raw["en_card"], "set": raw["set"], "number": raw["number"]}
        if isinstance(raw.get("multiverseid"), int):
            ids["multiverse_id"] = raw["multiverseid"]
        face = {"name": raw["printed_name"], "type_line": raw.get("printed_type"), "text": raw["printed_text"] or ""}
        record = {
            "id": f"{raw['set']}:{raw['number']}:{raw['lang']}",
            "name": raw["printed_name"],
            "lang": raw["lang"],
            "faces": [face],
            "ids": ids,
        }
        item = Input(record, path.name, f"line {line_no}", line_no)
        inputs.append((raw["en_card"], _descending(newest), raw["set"], raw["number"], line_no, item))
    inputs.sort(key=lambda t: t[:5])
    return [t[-1] for t in inputs]


def _descending(date: str) -> str:
    """A key that sorts dates newest first."""
    return "".join(chr(0x10FFFF - ord(c)) for c in date)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shared", type=Path, default=CHECKOUT.parent / "shared", help="the shared folder")
    parser.add_argument("-o", "--output", type=Path, default=DEFAULT_OUT)
    parser.add_argument("-j", "--jobs", type=int, default=2)
    parser.add_argument("--limit", type=int, default=None, help="only the first N records of each file (testing)")
    args = parser.parse_args()
    corpora = args.shared / "corpora"
    files = [corpora / name for name in (*ORACLE, *PRINTED)]
    missing = [str(f) for f in files if not f.is_file()]
    if missing:
        sys.exit(f"error: missing corpora: {', '.join(missing)}")
    started = time.perf_counter()
    inputs: list[Input] = []
    for path in files:
        items = list(oracle_inputs(path)) if path.name in ORACLE else printed_inputs(path)
        inputs.extend(items[: args.limit] if args.limit else items)
    builder = IndexBuilder()
    builder.add_all(tag_inputs(inputs, jobs=args.jobs))
    tagged = time.perf_counter()
    sources = [{"file": f.name, "bytes": f.stat().st_size} for f in files]
    summary = builder.write(args.output, sources, __version__)
    done = time.perf_counter()
    size = args.output.stat().st_size
    print(summary.report(), file=sys.stderr)
    print(
        f"wrote {args.output} ({size / 1e6:.2f} MB) in {done - started:.1f} s "
        f"(tagging {tagged - started:.1f} s, writing {done - tagged:.1f} s)",
        file=sys.stderr,
    )


if __name__ == "__main__":
    main()
