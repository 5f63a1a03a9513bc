"""Check that this checkout's output is byte-identical to a reference commit's.

For every corpus of ../shared/corpora it compares the `mtglinks tag` output (JSON Lines) and the
`mtglinks coverage --json` report; for every labelled file of ../shared/eval, the `mtglinks eval`
report. The reference commit is checked out with `git worktree` into a temporary folder and run
from its own `src/` with this interpreter, so both sides use the same installed dependencies.
The reference outputs are kept in a cache folder (one per commit), so a second check re-runs only
this checkout.

    python benchmarks/identical.py --ref 94e441c            # the commit before the restructure
    python benchmarks/identical.py --ref HEAD~3 --limit 2000  # quicker: the first 2,000 records of each file
    python benchmarks/identical.py --ref 94e441c --except-oracle-review   # after the card index changed

With --except-oracle-review, a tag output that differs only in review entries of the comparison with
the card's Oracle text (which change with the index's Oracle texts) counts as the same, and how many
records gained or lost such entries is printed.

Exit status: 0 all identical, 1 a difference (each one named, with the first differing line).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
CACHE = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "mtglinks-identical"


def _resolve(ref: str) -> str:
    return subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", ref], check=True, capture_output=True, text=True
    ).stdout.strip()


def _jobs(limit: int | None, jobs: int) -> list[tuple[str, list[str], str | None]]:
    """(output name, mtglinks arguments, stdin file) for every comparison."""
    work: list[tuple[str, list[str], str | None]] = []
    for corpus in sorted((SHARED / "corpora").glob("*.jsonl.gz")):
        stem = corpus.name.removesuffix(".jsonl.gz")
        source = str(corpus)
        if limit is not None:
            source = "-"
        tag = ["tag", source, "-o", "{out}/" + f"{stem}.tag.jsonl", "-j", str(jobs), "--quiet"]
        work.append((f"{stem}.tag.jsonl", tag, str(corpus) if limit is not None else None))
        coverage = ["coverage", str(corpus), "--json"] + (["--limit", str(limit)] if limit else [])
        work.append((f"{stem}.coverage.json", coverage, None))
    for gold in sorted((SHARED / "eval").glob("*.jsonl")):
        work.append((f"{gold.stem}.eval.txt", ["eval", str(gold)], None))
        work.append((f"{gold.stem}.eval-rules.txt", ["eval", str(gold), "--rules-only"], None))
    return work


def _coverage_figures(report: bytes) -> bytes:
    """The coverage report without its timing and its failure-reason wording.

    The figures (cards, paragraphs, segmented and known shares, unknown words) must not change;
    how failure reasons are worded and grouped may.
    """
    import json

    try:
        figures = json.loads(report)
    except ValueError:
        return report
    for key in ("seconds", "reasons"):
        figures.pop(key, None)
    return (json.dumps(figures, ensure_ascii=False, sort_keys=True, indent=1) + "\n").encode()


def _run(src: Path, out: Path, limit: int | None, jobs: int) -> None:
    out.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, PYTHONPATH=str(src), NO_COLOR="1", PYTHONHASHSEED="0")
    for name, args, stdin_file in _jobs(limit, jobs):
        argv = [sys.executable, "-m", "mtglinks", *(a.replace("{out}", str(out)) for a in args)]
        stdin = subprocess.DEVNULL
        if stdin_file is not None:
            # The first `limit` records, decompressed, on standard input.
            import gzip
            import itertools

            with gzip.open(stdin_file, "rt", encoding="utf-8") as handle:
                head = "".join(itertools.islice(handle, limit))
            result = subprocess.run(argv, input=head.encode(), env=env, capture_output=True, cwd=src.parent)
        else:
            result = subprocess.run(argv, stdin=stdin, env=env, capture_output=True, cwd=src.parent)
        if name.endswith(".coverage.json"):
            (out / name).write_bytes(_coverage_figures(result.stdout))
        elif not name.endswith(".tag.jsonl"):
            (out / name).write_bytes(result.stdout)
        if result.returncode not in (0, 1):
            (out / (name + ".stderr")).write_bytes(result.stderr)
        print(f"  {name}: exit {result.returncode}", file=sys.stderr)


def _reference(sha: str, limit: int | None, jobs: int) -> Path:
    out = CACHE / f"{sha}-{limit or 'all'}"
    if (out / "done").exists():
        return out
    shutil.rmtree(out, ignore_errors=True)
    with tempfile.TemporaryDirectory(prefix="mtglinks-ref-") as tmp:
        tree = Path(tmp) / "tree"
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "add", "--detach", str(tree), sha], check=True, capture_output=True
        )
        try:
            print(f"reference {sha[:10]}:", file=sys.stderr)
            _run(tree / "src", out, limit, jobs)
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(tree)], check=False)
    (out / "done").write_text("")
    return out


def _digest(path: Path) -> str:
    return hashlib.blake2b(path.read_bytes(), digest_size=16).hexdigest()


def _first_difference(a: Path, b: Path) -> str:
    with a.open("rb") as left, b.open("rb") as right:
        for number, (x, y) in enumerate(zip(left, right, strict=False), 1):
            if x != y:
                return f"line {number}:\n    reference: {x[:300]!r}\n    this tree: {y[:300]!r}"
    return "one file is a prefix of the other"


ORACLE_REVIEW = "links differ from the card's Oracle text"


def _without_oracle_review(line: bytes) -> object:
    import json

    record = json.loads(line)
    if isinstance(record, dict) and isinstance(record.get("review"), list):
        record["review"] = [r for r in record["review"] if not str(r.get("reason", "")).startswith(ORACLE_REVIEW)]
    return record


def _same_but_oracle_review(a: Path, b: Path) -> tuple[bool, int]:
    """(whether two tag outputs differ only in Oracle-comparison review entries, records where they do)."""
    changed = 0
    left, right = a.read_bytes().splitlines(), b.read_bytes().splitlines()
    if len(left) != len(right):
        return False, 0
    for x, y in zip(left, right, strict=True):
        if x != y:
            if _without_oracle_review(x) != _without_oracle_review(y):
                return False, changed
            changed += 1
    return True, changed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ref", required=True, help="the reference commit (any git revision)")
    parser.add_argument("--limit", type=int, default=None, help="only the first N records of each corpus")
    parser.add_argument(
        "-j", "--jobs", type=int, default=2, help="workers for `tag` (the output does not depend on it)"
    )
    parser.add_argument(
        "--except-oracle-review",
        action="store_true",
        help="tag outputs that differ only in the review entries of the Oracle comparison count as the same",
    )
    args = parser.parse_args()
    if not SHARED.is_dir():
        print(f"needs {SHARED} (the shared corpora and labels)", file=sys.stderr)
        return 2
    sha = _resolve(args.ref)
    reference = _reference(sha, args.limit, args.jobs)
    with tempfile.TemporaryDirectory(prefix="mtglinks-now-") as tmp:
        current = Path(tmp)
        print("this tree:", file=sys.stderr)
        _run(ROOT / "src", current, args.limit, args.jobs)
        names = sorted(name for name, _, _ in _jobs(args.limit, args.jobs))
        different = 0
        for name in names:
            ref_file, now_file = reference / name, current / name
            if not ref_file.exists() or not now_file.exists():
                print(f"MISSING {name}: reference {ref_file.exists()}, this tree {now_file.exists()}")
                different += 1
            elif _digest(ref_file) != _digest(now_file):
                same, changed = (
                    _same_but_oracle_review(ref_file, now_file)
                    if args.except_oracle_review and name.endswith(".tag.jsonl")
                    else (False, 0)
                )
                if same:
                    print(f"same but Oracle review {name}: {changed:,} records gained or lost such entries")
                else:
                    print(f"DIFFERENT {name}: {_first_difference(ref_file, now_file)}")
                    different += 1
            else:
                print(f"identical {name} ({ref_file.stat().st_size:,} bytes)")
    print(f"{len(names) - different} of {len(names)} outputs identical to {sha[:10]}")
    return 1 if different else 0


if __name__ == "__main__":
    raise SystemExit(main())
