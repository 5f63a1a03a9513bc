"""Generate the bundled card index, src/mtglinks/data/cards.sqlite, from ../shared/corpora.

    python tools/build_index.py                 # the whole job, 2 worker processes
    python tools/build_index.py -j 1 -o /tmp/cards.sqlite --limit 500

Every card of oracle-2026.jsonl.gz in its current Oracle wording. Where that file lacks the second
half of a split, adventure or Room card (`faces_incomplete`), the half is taken from
oracle-recent.jsonl.gz, else oracle-en.jsonl.gz; a half no corpus holds stays a face with no text.
A card of oracle-en or oracle-recent that oracle-2026 does not list (Un-cards, meld halves, renamed
cards) keeps its text there, so no card the index held before is lost. Then the printed Spanish,
French and Russian names and texts of printed-{es,fr,ru}.jsonl.gz, filed under their English card
by `en_card` (a card's printed texts newest printing first).

Each text is tagged with the batch tagger; links are stored, so a lookup never parses. A text that
cannot be tagged stops the build before anything is written (the index in place stays). The index's
meta `newest_card` holds the first-release date of its newest card, which `mtglinks card` tells a
user who asks for a card it does not know. The same corpora give the same bytes.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

CHECKOUT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(CHECKOUT / "src"))

from mtglinks import __version__  # noqa: E402
from mtglinks.cli.index import tag_inputs  # noqa: E402
from mtglinks.index.build import IndexBuilder  # noqa: E402
from mtglinks.index.inputs import Input  # noqa: E402
from mtglinks.sources.jsonl import json_lines  # noqa: E402

CURRENT = "oracle-2026.jsonl.gz"
OLDER = ("oracle-recent.jsonl.gz", "oracle-en.jsonl.gz")  # where a missing half is looked for, in this order
PRINTED = ("printed-es.jsonl.gz", "printed-fr.jsonl.gz", "printed-ru.jsonl.gz")
DEFAULT_OUT = CHECKOUT / "src" / "mtglinks" / "data" / "cards.sqlite"


def _lines(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    for line in json_lines(path):
        if line.error is not None or not isinstance(line.value, dict):
            raise SystemExit(f"{path}: line {line.number}: {line.error or 'not a JSON object'}")
        yield line.number, line.value


def _face(face: dict[str, Any]) -> dict[str, Any]:
    return {"name": face.get("name"), "type_line": face.get("type_line"), "text": face.get("oracle_text") or ""}


def _complete(raw: dict[str, Any], older: list[dict[str, dict[str, Any]]]) -> list[dict[str, Any]]:
    """The faces of an oracle-2026 card, each half it lacks (`faces_incomplete`) from the first older
    corpus that has the card with a text for that face."""
    faces = [_face(f) for f in raw["faces"]]
    if not raw.get("faces_incomplete"):
        return faces
    for by_name in older:
        other = by_name.get(raw["name"])
        if other is None or len(other["faces"]) != len(faces):
            continue
        for face, old in zip(faces, other["faces"], strict=True):
            if not face["text"] and old.get("oracle_text"):
                face["text"] = old["oracle_text"]
                face["type_line"] = face["type_line"] or old.get("type_line")
    return faces


def _oracle_input(raw: dict[str, Any], faces: list[dict[str, Any]], file: str, line_no: int) -> Input:
    ids: dict[str, Any] = {"english_name": raw["name"], "layout": raw.get("layout", "normal")}
    for key in ("set", "first_set"):
        if isinstance(raw.get(key), str):
            ids["set"] = raw[key]
    record = {"id": raw["name"], "name": raw["name"], "lang": "en", "faces": faces, "ids": ids}
    return Input(record, file, f"line {line_no}", line_no)


def oracle_inputs(corpora: Path) -> tuple[list[Input], dict[str, Any]]:
    """The English card inputs, and meta `newest_card`: the newest first-release date and its cards."""
    older_lines = [{raw["name"]: (line_no, raw) for line_no, raw in _lines(corpora / name)} for name in OLDER]
    older = [{name: raw for name, (_, raw) in by_name.items()} for by_name in older_lines]
    inputs: list[Input] = []
    known: set[str] = set()
    newest = ""
    newest_cards: list[str] = []
    for line_no, raw in _lines(corpora / CURRENT):
        inputs.append(_oracle_input(raw, _complete(raw, older), CURRENT, line_no))
        known.add(raw["name"])
        known.update(str(f.get("name")) for f in raw["faces"])
        released = raw.get("first_released") or ""
        if released > newest:
            newest, newest_cards = released, []
        if released == newest:
            newest_cards.append(raw["name"])
    for name, by_name_and_line in zip(OLDER, older_lines, strict=True):
        for card_name, (line_no, raw) in by_name_and_line.items():
            front = raw["faces"][0].get("name")
            # Digital rebalanced cards ("A-…") are left out, as oracle-2026 leaves them out.
            if card_name in known or front in known or card_name.startswith("A-"):
                continue
            known.add(card_name)
            inputs.append(_oracle_input(raw, [_face(f) for f in raw["faces"]], name, line_no))
    newest_card = {"date": newest, "cards": sorted(newest_cards)[:5], "source": CURRENT}
    return inputs, newest_card


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
    parser.add_argument(
        "--allow-errors", action="store_true", help="write the index even when some records could not be tagged"
    )
    args = parser.parse_args()
    corpora = args.shared / "corpora"
    files = [corpora / name for name in (CURRENT, *OLDER, *PRINTED)]
    missing = [str(f) for f in files if not f.is_file()]
    if missing:
        sys.exit(f"error: missing corpora: {', '.join(missing)}")
    started = time.perf_counter()
    english, newest_card = oracle_inputs(corpora)
    inputs: list[Input] = english[: args.limit] if args.limit else english
    for path in files[1 + len(OLDER) :]:
        items = printed_inputs(path)
        inputs.extend(items[: args.limit] if args.limit else items)
    builder = IndexBuilder()
    builder.add_all(tag_inputs(inputs, jobs=args.jobs))
    tagged = time.perf_counter()
    if builder.summary.errors and not args.allow_errors:
        # A record that failed is a card missing from the index: the index in place is kept.
        sys.exit(f"error: {builder.summary.report()}\nno index written (--allow-errors writes it anyway)")
    sources = [{"file": f.name, "bytes": f.stat().st_size} for f in files]
    summary = builder.write(args.output, sources, __version__, extra_meta={"newest_card": json.dumps(newest_card)})
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
