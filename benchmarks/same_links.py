#!/usr/bin/env python3
"""Check that a change which only adds to the tag record leaves everything else as a reference commit wrote it.

Tags each file with this checkout and with a reference checkout (a `git worktree` of the commit, run
from its own `src/` with this interpreter), drops from every record the keys the change adds
(`effects` of each ability, by default) and `schema_version`, and compares the rest record by record:
abilities, links, review flags, errors. Prints one line per file and the first differing record.

    git worktree add /tmp/ref e9e8913
    python benchmarks/same_links.py --ref-src /tmp/ref/src ../shared/eval/dev-oracle.jsonl tests/data/recent-dev.jsonl
    python benchmarks/same_links.py --ref-src /tmp/ref/src --limit 5000 ../shared/corpora/oracle-en.jsonl.gz

Exit status: 0 when every file is the same, 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def tag(src: Path, path: Path, limit: int | None, out: Path) -> None:
    """`mtglinks tag` of the file (its first `limit` records) by the package in `src`, into `out`."""
    source = path
    if limit:
        import gzip
        import itertools

        opener = gzip.open if path.suffix == ".gz" else open
        source = out.parent / f"first-{limit}-{path.name.removesuffix('.gz')}"  # the same input for both sides
        if not source.exists():
            with opener(path, "rt", encoding="utf-8") as f, source.open("w", encoding="utf-8") as g:
                g.writelines(itertools.islice(f, limit))
    env = {**os.environ, "PYTHONPATH": str(src)}
    command = [sys.executable, "-m", "mtglinks", "tag", str(source), "-q", "-o", str(out)]
    subprocess.run(command, env=env, check=True)


def stripped(line: str, added: tuple[str, ...]) -> Any:
    """A record without `schema_version` and without the added keys of its abilities."""
    record = json.loads(line)
    record.pop("schema_version", None)
    for ability in record.get("abilities", []):
        for key in added:
            ability.pop(key, None)
    return record


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--ref-src", type=Path, required=True, help="the reference checkout's src/ folder")
    parser.add_argument("--limit", type=int, default=None, help="only the first N records of each file")
    parser.add_argument("--added", nargs="*", default=["effects"], help="ability keys the change adds")
    args = parser.parse_args(argv)
    same = True
    with tempfile.TemporaryDirectory() as folder:
        for n, path in enumerate(args.files):
            ours, theirs = Path(folder) / f"{n}.new.jsonl", Path(folder) / f"{n}.ref.jsonl"
            tag(ROOT / "src", path, args.limit, ours)
            tag(args.ref_src, path, args.limit, theirs)
            new = ours.read_text(encoding="utf-8").splitlines()
            ref = theirs.read_text(encoding="utf-8").splitlines()
            added = tuple(args.added)
            differing = [
                i for i, (a, b) in enumerate(zip(new, ref, strict=False)) if stripped(a, added) != stripped(b, added)
            ]
            if len(new) != len(ref) or differing:
                same = False
                first = differing[0] if differing else min(len(new), len(ref))
                print(f"{path}: DIFFERENT ({len(new)} vs {len(ref)} records; first at record {first + 1})")
            else:
                print(f"{path}: same ({len(new)} records; only {', '.join(added)} and schema_version differ)")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
