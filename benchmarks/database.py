#!/usr/bin/env python3
"""Tagging whole card databases: an AllPrintings-shaped MTGJSON file and a Scryfall all_cards-shaped
array, built from ../shared/corpora, and the six corpora themselves into SQLite.

For each input, `mtglinks tag` runs as a fresh process with -j 1 and -j 2 (alternating, --rounds
times) and the script prints: records read, tagged, skipped, reused (the share of records whose
text was analysed before), wall seconds, records per wall second and per CPU second (workers
included), the main process's share of that CPU time and its CPU microseconds per record read,
and the peak memory of the whole process tree (the parent and its workers), read every two
seconds (`--memory-every`) from /proc, two ways:

- `pss`: the proportional set sizes summed (`Pss` of /proc/PID/smaps_rollup): a page that k
  processes share counts 1/k in each, so the sum is the memory the tree really takes;
- `rss`: the resident sets summed: a page shared after the fork (the grammars and tables the
  parent loaded before forking its workers) counts once per process, so this overstates it.

Then how the processes that tag (the workers; with -j 1 the main process) spent their lives, from
/proc/PID/schedstat read every 0.2 s: `idle`, the share spent asleep (waiting for the main
process to hand out work, or for input), and `queued`, the share spent ready to run while another
process held the core. `queued` is the machine's load as the run met it: on two quiet cores it is
a few percent; a -j 2 speed-up measured with more than that is not a quiet machine's figure.

After each -j 2 run comes its speed-up over the -j 1 run just before it, and after the last round
of an input the median of those speed-ups and the ratio of the summed wall times (one run of the
same code moves by a tenth on a shared host: one round is not a figure). `sampler` is this
script's own CPU as a share of one core: reading a process's PSS costs the kernel a walk of its
page tables (about 5 ms for a 300 MB worker), so it is read every two seconds, not with the
schedstat; read every 50 ms it took a fifth of a core from the very workers it measured.

How the files are built: every English printing of printed-en (one card entry per set it was
printed in) carries the card's Oracle text from oracle-en, the Spanish, French and Russian printed
texts of printed-{es,fr,ru} of that set as `foreignData`, plus German and Japanese entries (which the
tagger skips: unsupported languages), and the bulky fields real entries have (identifiers,
legalities, purchase URLs, rulings), until the file reaches --mb megabytes (default 500). The
Scryfall file holds the same printings, one card object per printing and language.

    python benchmarks/database.py                   # both 500 MB files and the corpora, -j 1 and -j 2
    python benchmarks/database.py --mb 50 --jobs 2  # a quicker look
    python benchmarks/database.py --mb 100 --keep DIR --no-corpora --rounds 2   # -j 1 against -j 2 on the dumps

Targets: peak memory <= 500 MB (<= 400 MB with -j 2; both figures printed); all six corpora (about 83,000 texts) into
SQLite with -j 2 in <= 60 s; on both dumps -j 2 at least 1.8 times as fast as -j 1.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid as uuidlib
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))

from mtglinks.sources.jsonl import json_objects  # noqa: E402

DEFAULT_SHARED = REPO.parent / "shared"
LANGUAGE_NAMES = {"es": "Spanish", "fr": "French", "ru": "Russian"}
CORPORA = ("oracle-en", "oracle-recent", "printed-en", "printed-es", "printed-fr", "printed-ru")


def read(shared: Path, name: str) -> Iterator[dict[str, Any]]:
    yield from json_objects(shared / "corpora" / f"{name}.jsonl.gz")


def stable_uuid(*parts: str) -> str:
    return str(uuidlib.uuid5(uuidlib.NAMESPACE_URL, "|".join(parts)))


def padding(name: str) -> dict[str, Any]:
    """The bulky fields of a real AllPrintings card entry, which a reader must pass over."""
    formats = ("commander", "duel", "legacy", "modern", "pauper", "pioneer", "vintage", "oathbreaker")
    return {
        "availability": ["mtgo", "paper"],
        "borderColor": "black",
        "colorIdentity": ["G"],
        "finishes": ["nonfoil", "foil"],
        "frameVersion": "2003",
        "identifiers": {
            "cardKingdomId": "12345",
            "mcmId": "6789",
            "mtgjsonV4Id": stable_uuid(name, "v4"),
            "scryfallIllustrationId": stable_uuid(name, "ill"),
            "tcgplayerProductId": "4242",
        },
        "legalities": dict.fromkeys(formats, "Legal"),
        "purchaseUrls": {
            shop: f"https://example.invalid/{shop}/{stable_uuid(name, shop)}"
            for shop in ("cardKingdom", "cardmarket", "tcgplayer")
        },
        "rulings": [
            {"date": "2004-10-04", "text": f"The ruling text of {name} explains an interaction in some detail."}
        ]
        * 3,
        "printings": ["LEA", "LEB", "2ED", "3ED"],
    }


Printing = tuple[str, dict[str, Any], dict[str, Any]]  # (set code, oracle-en card, printed-en record)
Foreign = dict[tuple[str, str], list[dict[str, Any]]]  # (English name, set) -> printed-{es,fr,ru} records


def _printings(shared: Path) -> tuple[list[Printing], Foreign]:
    """Every English printing with its Oracle card, and the foreign printed records by (name, set)."""
    oracle = {}
    for card in read(shared, "oracle-en"):
        oracle[card["name"]] = card
    foreign: Foreign = defaultdict(list)
    for lang in LANGUAGE_NAMES:
        for record in read(shared, f"printed-{lang}"):
            foreign[(record["en_name"], record["set"])].append(record)
    printings = []
    for record in read(shared, "printed-en"):
        card = oracle.get(record.get("en_card"))
        if card is None:
            continue
        for set_code in record.get("sets") or [record["set"]]:
            printings.append((set_code, card, record))
    return printings, foreign


def _printed(foreign: Foreign, set_code: str, record: dict[str, Any]) -> list[dict[str, Any]]:
    """The foreign printed records of a printing (a set code of a later round ends in its number)."""
    return foreign.get((record["en_name"], set_code.rstrip("0123456789")), [])


def _foreign_data(
    set_code: str, card: dict[str, Any], printed: list[dict[str, Any]], face: dict[str, Any], type_line: str
) -> list[dict[str, Any]]:
    """A face entry's `foreignData`: the printed texts, then German and Japanese entries the tagger skips."""
    data = [
        {
            "language": LANGUAGE_NAMES[p["lang"]],
            "name": p.get("printed_name"),
            "text": p.get("printed_text"),
            "type": p.get("printed_type"),
            "identifiers": {"scryfallId": stable_uuid(set_code, card["name"], p["lang"])},
        }
        for p in printed
    ]
    for language in ("German", "Japanese"):
        data.append(
            {
                "language": language,
                "name": f"{card['name']} ({language})",
                "text": face.get("oracle_text") or "",
                "type": type_line,
                "identifiers": {"scryfallId": stable_uuid(set_code, card["name"], language)},
            }
        )
    return data


def _mtgjson_entries(
    set_code: str, number: int, card: dict[str, Any], printed: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """The MTGJSON face entries of one printing."""
    faces = card.get("faces") or []
    face_ids = [stable_uuid(set_code, card["name"], str(i)) for i in range(len(faces))]
    entries = []
    for i, face in enumerate(faces):
        entry: dict[str, Any] = {
            "name": card["name"],
            "setCode": set_code,
            "number": f"{number}{'abcdefgh'[i] if len(faces) > 1 else ''}",
            "uuid": face_ids[i],
            "layout": card.get("layout", "normal"),
            "type": face.get("type_line") or "",
            "language": "English",
            **padding(card["name"]),
        }
        if face.get("oracle_text"):
            entry["text"] = face["oracle_text"]
        if len(faces) > 1:
            entry.update(
                faceName=face.get("name"),
                side="abcdefgh"[i],
                otherFaceIds=[u for u in face_ids if u != face_ids[i]],
            )
        entry["identifiers"]["scryfallId"] = stable_uuid(set_code, card["name"], "en")
        entry["identifiers"]["scryfallOracleId"] = stable_uuid(card["name"], "oracle")
        own_printed = printed if i == 0 and len(faces) == 1 else []
        entry["foreignData"] = _foreign_data(set_code, card, own_printed, face, entry["type"])
        entries.append(entry)
    return entries


def _scryfall_objects(
    set_code: str, number: int, card: dict[str, Any], printed: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """The same printing, Scryfall-shaped: one object per language."""
    faces = card.get("faces") or []
    sf_card = {
        "object": "card",
        "id": stable_uuid(set_code, card["name"], "en"),
        "oracle_id": stable_uuid(card["name"], "oracle"),
        "lang": "en",
        "name": card["name"],
        "set": set_code.lower(),
        "collector_number": str(number),
        "layout": card.get("layout", "normal"),
        "legalities": padding(card["name"])["legalities"],
        "prices": {"usd": "0.25", "eur": "0.20"},
    }
    if len(faces) > 1:
        sf_card["card_faces"] = [
            {
                "object": "card_face",
                "name": f.get("name"),
                "type_line": f.get("type_line"),
                "oracle_text": f.get("oracle_text") or "",
            }
            for f in faces
        ]
        return [sf_card]
    sf_card.update(type_line=faces[0].get("type_line"), oracle_text=faces[0].get("oracle_text") or "")
    objects = [sf_card]
    for p in printed:
        objects.append(
            dict(
                sf_card,
                id=stable_uuid(set_code, card["name"], p["lang"]),
                lang=p["lang"],
                printed_name=p.get("printed_name"),
                printed_text=p.get("printed_text"),
                printed_type_line=p.get("printed_type"),
            )
        )
    objects.append(
        dict(
            sf_card,
            id=stable_uuid(set_code, card["name"], "de"),
            lang="de",
            printed_name=card["name"],
            printed_text=sf_card.get("oracle_text"),
        )
    )
    return objects


def _sets(printings: list[Printing], round_no: int) -> list[tuple[str, list[Printing]]]:
    """The printings of one round by set, in set order (the sets of later rounds renamed CODE1, CODE2, …)."""
    by_set: dict[str, list[Printing]] = defaultdict(list)
    for set_code, card, record in printings:
        code = f"{set_code}{round_no or ''}"
        by_set[code].append((code, card, record))
    return sorted(by_set.items())


def _set_object(set_code: str, cards: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "code": set_code,
        "name": f"Set {set_code}",
        "type": "expansion",
        "booster": {"default": {"boosters": [{"contents": {"common": 10}, "weight": 1}] * 50}},
        "cards": cards,
        "tokens": [],
    }


def build(shared: Path, mb: int, folder: Path) -> tuple[Path, Path]:
    printings, foreign = _printings(shared)
    target = mb * 1024 * 1024
    mtgjson_path, scryfall_path = folder / "AllPrintings.json", folder / "all_cards.json"
    with open(mtgjson_path, "w", encoding="utf-8") as mj, open(scryfall_path, "w", encoding="utf-8") as sf:
        mj.write('{"meta": {"date": "2026-12-01", "version": "5.2.2+benchmark"}, "data": {')
        sf.write("[")
        written, round_no, set_separator, card_separator = 0, 0, "", ""
        while written < target:
            for set_code, entries in _sets(printings, round_no):
                if written >= target:
                    break
                cards = []
                for number, (_, card, record) in enumerate(entries, 1):
                    printed = _printed(foreign, set_code, record)
                    cards.extend(_mtgjson_entries(set_code, number, card, printed))
                    for obj in _scryfall_objects(set_code, number, card, printed):
                        sf.write(card_separator + json.dumps(obj, ensure_ascii=False))
                        card_separator = ",\n"
                text = json.dumps(_set_object(set_code, cards), ensure_ascii=False)
                mj.write(set_separator + json.dumps(set_code) + ": " + text)
                set_separator = ", "
                written += len(text)
            round_no += 1
        mj.write("}}")
        sf.write("]")
    return mtgjson_path, scryfall_path


def tree(pid: int) -> list[int]:
    """A process and all its descendants, read from /proc/PID/task/TID/children (a few small reads, where
    listing all of /proc costs milliseconds a sample)."""
    found, stack = [], [pid]
    while stack:
        current = stack.pop()
        found.append(current)
        try:
            tasks = os.listdir(f"/proc/{current}/task")
        except OSError:
            continue
        for task in tasks:
            try:
                with open(f"/proc/{current}/task/{task}/children") as f:
                    stack.extend(int(child) for child in f.read().split())
            except (OSError, ValueError):
                continue
    return found


def _rollup(pid: int) -> tuple[int, int]:
    """(Rss, Pss) bytes of one process from /proc/PID/smaps_rollup; (0, 0) once it is gone."""
    values = {"Rss:": 0, "Pss:": 0}
    try:
        with open(f"/proc/{pid}/smaps_rollup") as f:
            for line in f:
                key, _, rest = line.partition(" ")
                if key in values:
                    values[key] = int(rest.split()[0]) * 1024
    except (OSError, ValueError):
        pass
    return values["Rss:"], values["Pss:"]


def _schedstat(pid: int) -> tuple[float, float] | None:
    """(seconds on a CPU, seconds ready to run but queued) of a process, None once it is gone."""
    try:
        with open(f"/proc/{pid}/schedstat") as f:
            on_cpu, queued = f.read().split()[:2]
    except (OSError, ValueError):
        return None
    return int(on_cpu) / 1e9, int(queued) / 1e9


class Lives:
    """How the tagging processes of one run spent their lives: the last schedstat seen of each, and
    when each was first and last seen."""

    def __init__(self, main_pid: int) -> None:
        self.main_pid = main_pid
        self.seen: dict[int, tuple[float, float, float, float]] = {}  # pid -> first, last, cpu, queued

    def sample(self, members: list[int], now: float) -> None:
        for pid in members:
            found = _schedstat(pid)
            if found is not None:
                first = self.seen[pid][0] if pid in self.seen else now
                self.seen[pid] = (first, now, *found)

    def shares(self) -> tuple[float, float]:
        """(idle, queued) shares of the workers' lives (the main process's when it had none)."""
        workers = [pid for pid in self.seen if pid != self.main_pid] or [self.main_pid]
        alive = cpu = queued = 0.0
        for pid in workers:
            first, last, on_cpu, waited = self.seen.get(pid, (0.0, 0.0, 0.0, 0.0))
            alive, cpu, queued = alive + last - first, cpu + on_cpu, queued + waited
        if alive <= 0:
            return 0.0, 0.0
        return max(0.0, alive - cpu - queued) / alive, queued / alive


# `mtglinks tag` that writes its own CPU seconds (its workers not counted) to the file $MAIN_CPU_FILE.
MAIN_CPU_WRAPPER = """
import atexit, os, resource
def _write():
    usage = resource.getrusage(resource.RUSAGE_SELF)
    with open(os.environ["MAIN_CPU_FILE"], "w") as f:
        f.write(str(usage.ru_utime + usage.ru_stime))
atexit.register(_write)
from mtglinks.cli import main
main()
"""


def run(
    args: list[str], memory_every: float
) -> tuple[float, float, float, tuple[int, int], Lives, float, dict[str, Any]]:
    """Wall seconds, CPU seconds (workers included), the main process's CPU seconds, peak tree
    memory (summed RSS, summed PSS, read every `memory_every` seconds), how its processes spent
    their lives, the sampler's own share of a core and the summary of one `mtglinks tag` process."""
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as f:
        summary_path = f.name
    with tempfile.NamedTemporaryFile(suffix=".cpu", delete=False) as f:
        main_cpu_path = f.name
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu_before = usage.ru_utime + usage.ru_stime
    started = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, "-c", MAIN_CPU_WRAPPER, "tag", *args, "-q", "--summary-json", summary_path],
        stderr=subprocess.PIPE,
        env={**os.environ, "MAIN_CPU_FILE": main_cpu_path},
    )
    peak_rss = peak_pss = 0
    stop = threading.Event()
    lives = Lives(process.pid)
    sampler_cpu = 0.0

    def sample() -> None:
        # smaps_rollup walks a process's page tables under its memory lock: about 5 ms of CPU for a
        # 300 MB worker, so read every 50 ms it took a fifth of a core from the workers it measured.
        nonlocal peak_rss, peak_pss, sampler_cpu
        next_memory = 0.0
        while not stop.is_set():
            now = time.perf_counter()
            members = tree(process.pid)
            if now >= next_memory:
                rss, pss = 0, 0
                for member in members:
                    member_rss, member_pss = _rollup(member)
                    rss, pss = rss + member_rss, pss + member_pss
                peak_rss, peak_pss = max(peak_rss, rss), max(peak_pss, pss)
                next_memory = now + memory_every
            lives.sample(members, now)
            sampler_cpu = time.thread_time()
            time.sleep(0.2)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    _, stderr = process.communicate()
    stop.set()
    sampler.join()
    wall = time.perf_counter() - started
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = usage.ru_utime + usage.ru_stime - cpu_before
    if process.returncode not in (0, 1):
        raise SystemExit(f"mtglinks tag {' '.join(args)} failed ({process.returncode}):\n{stderr.decode()}")
    summary = json.loads(Path(summary_path).read_text(encoding="utf-8"))
    main_cpu = float(Path(main_cpu_path).read_text(encoding="utf-8") or 0)
    os.unlink(summary_path)
    os.unlink(main_cpu_path)
    return wall, cpu, main_cpu, (peak_rss, peak_pss), lives, sampler_cpu / wall, summary


def report(label: str, args: list[str], jobs: list[int], rounds: int = 1, memory_every: float = 2.0) -> None:
    totals: dict[int, float] = defaultdict(float)
    speedups: dict[int, list[float]] = defaultdict(list)
    for _ in range(rounds):
        walls: dict[int, float] = {}
        for j in jobs:
            wall, cpu, main_cpu, (peak_rss, peak_pss), lives, sampler, s = run([*args, "-j", str(j)], memory_every)
            idle, queued = lives.shares()
            walls[j] = wall
            totals[j] += wall
            if j != jobs[0]:
                speedups[j].append(walls[jobs[0]] / wall)
            read = s["records_read"]
            reuse = s["reused"] / max(1, s["tagged"] + s["failed"])
            speedup = f"  {walls[jobs[0]] / wall:4.2f}x -j {jobs[0]}" if j != jobs[0] else ""
            print(
                f"{label:22} -j {j}  read {read:8,}  tagged {s['tagged']:8,}  skipped {s['skipped']:8,}  "
                f"reused {reuse:6.1%}  {wall:7.1f} s  {read / wall:7,.0f} rec/s  {read / cpu:7,.0f} rec/CPU-s  "
                f"{cpu / read * 1e6:4.0f} CPU-us/rec  "
                f"main {main_cpu / cpu:4.0%} of CPU ({main_cpu / read * 1e6:4.0f} us/rec)  "
                f"peak pss {peak_pss / 2**20:5.0f} MB  rss {peak_rss / 2**20:5.0f} MB  "
                f"idle {idle:4.0%} queued {queued:4.0%}  sampler {sampler:4.1%}{speedup}",
                flush=True,
            )
    for j, found in speedups.items():
        if len(found) > 1:
            each = ", ".join(f"{x:.2f}" for x in found)
            print(
                f"{label:22} -j {j}  over {len(found)} rounds: median speed-up {statistics.median(found):4.2f}x "
                f"(rounds {each}), summed wall times {totals[jobs[0]] / totals[j]:4.2f}x",
                flush=True,
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shared", type=Path, default=DEFAULT_SHARED)
    parser.add_argument("--mb", type=int, default=500, help="size of each built file (default 500)")
    parser.add_argument("--jobs", type=int, nargs="*", default=[1, 2])
    parser.add_argument("--keep", type=Path, default=None, help="build the files in this folder and keep them")
    parser.add_argument("--skip-build", action="store_true", help="with --keep: reuse the files built before")
    parser.add_argument("--no-corpora", action="store_true", help="only the two dumps, not the six corpora")
    parser.add_argument("--rounds", type=int, default=1, help="alternate the --jobs runs this many times")
    parser.add_argument(
        "--memory-every",
        type=float,
        default=2.0,
        help="seconds between two reads of the tree's memory (default 2; each read costs the workers CPU)",
    )
    args = parser.parse_args()
    if not (args.shared / "corpora").is_dir():
        raise SystemExit(f"no corpora under {args.shared}: pass --shared")
    with tempfile.TemporaryDirectory() as tmp:
        folder = args.keep or Path(tmp)
        folder.mkdir(parents=True, exist_ok=True)
        out = Path(tmp) / "out.sqlite"
        corpora = [str(args.shared / "corpora" / f"{name}.jsonl.gz") for name in CORPORA]
        if not args.no_corpora:
            report("six corpora -> SQLite", [*corpora, "-o", str(out)], args.jobs, args.rounds, args.memory_every)
        if args.skip_build:
            mtgjson, scryfall = folder / "AllPrintings.json", folder / "all_cards.json"
        else:
            started = time.perf_counter()
            mtgjson, scryfall = build(args.shared, args.mb, folder)
            print(
                f"built {mtgjson.stat().st_size / 2**20:.0f} MB and {scryfall.stat().st_size / 2**20:.0f} MB "
                f"in {time.perf_counter() - started:.0f} s",
                flush=True,
            )
        report("AllPrintings -> SQLite", [str(mtgjson), "-o", str(out)], args.jobs, args.rounds, args.memory_every)
        report("Scryfall -> SQLite", [str(scryfall), "-o", str(out)], args.jobs, args.rounds, args.memory_every)


if __name__ == "__main__":
    main()
