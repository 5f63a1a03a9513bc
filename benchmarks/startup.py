"""Start-up time: the first analysis of a card in a fresh Python process, per language.

    python benchmarks/startup.py              # 5 fresh processes per language, prints min/median
    python benchmarks/startup.py --runs 10

Each run is `python -c "import mtglinks; mtglinks.analyze(...)"` in a new subprocess, timed from
outside (wall time including the interpreter's own start), on a real printed card of that
language. Target: <= 1.0 s for es, fr and ru (spaCy is never imported at run time; lemma tables
are small gzip files; Russian loads pymorphy3's dictionaries for name inflection).

It then times `mtglinks links --lang L --name NAME TEXT` the same way (wall and CPU of the child
process; target: median <= 0.12 s en, <= 0.2 s es, fr, ru; the CPU figure counts when the machine
is shared, since wall time then includes waiting for a core).

Each child runs with Python's bytecode cache, as an installed package does (PYTHONDONTWRITEBYTECODE
is removed from its environment, and one warm-up run per language writes the cache).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

# One real printed card per language (Paradise Plume and Karn Liberated as printed).
CARDS: dict[str, tuple[str, str]] = {
    "en": (
        "Paradise Plume",
        "As Paradise Plume comes into play, choose a color.\n"
        "Whenever a player plays a spell of the chosen color, you may gain 1 life.\n"
        "{T}: Add one mana of the chosen color to your mana pool.",
    ),
    "es": (
        "Pluma del paraíso",
        "En cuanto la Pluma del paraíso entre en juego, elige un color.\n"
        "Siempre que un jugador juegue un hechizo del color elegido, puedes ganar 1 vida.\n"
        "{T}: Agrega un maná del color elegido a tu reserva de maná.",
    ),
    "fr": (
        "Panache de paradis",
        "Au moment où le Panache de paradis arrive en jeu, choisissez une couleur.\n"
        "À chaque fois qu'un joueur joue un sort de la couleur choisie, vous pouvez gagner 1 point de vie.\n"
        "{T} : Ajoutez un mana de la couleur choisie à votre réserve.",
    ),
    "ru": (
        "Карн Освобожденный",
        "+4: целевой игрок изгоняет карту из своей руки.\n-3: изгоните целевой перманент.\n"
        "-14: начните партию заново, оставляя в изгнании все не являющиеся Аурами карты перманентов, "
        "изгнанные Карном Освобожденным. Затем положите те карты на поле битвы под вашим контролем.",
    ),
}
TARGET_SECONDS = 1.0
# Children run as an installed package does: with Python's bytecode cache (pip compiles it at
# install time). A shell with PYTHONDONTWRITEBYTECODE=1 would make every run compile every module.
CHILD_ENV = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
# `mtglinks links` on one card from a fresh process (issue 11): medians, wall and CPU.
LINKS_TARGETS = {"en": 0.12, "es": 0.2, "fr": 0.2, "ru": 0.2}


def one_run(lang: str) -> float:
    name, text = CARDS[lang]
    code = f"import mtglinks\ncard = mtglinks.analyze({text!r}, lang={lang!r}, name={name!r})\nassert card.abilities\n"
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True, env=CHILD_ENV)
    return time.perf_counter() - start


def links_run(lang: str) -> tuple[float, float]:
    """One `mtglinks links` of the language's card in a fresh process: (wall, CPU) seconds."""
    name, text = CARDS[lang]
    argv = [sys.executable, "-m", "mtglinks", "links", "--lang", lang, "--name", name, text]
    start = time.perf_counter()
    process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, env=CHILD_ENV)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"mtglinks links --lang {lang} failed")
    return wall, usage.ru_utime + usage.ru_stime


def report_links(langs: list[str], runs: int) -> None:
    """The medians of `mtglinks links` from a fresh process, per language, against their targets."""
    print("\n`mtglinks links` on one card, from a fresh process:")
    print("| lang | median wall s | median CPU s | target |")
    print("|---|---|---|---|")
    for lang in langs:
        walls, cpus = zip(*(links_run(lang) for _ in range(runs)), strict=True)
        wall, cpu = statistics.median(walls), statistics.median(cpus)
        ok = "ok" if min(wall, cpu) <= LINKS_TARGETS[lang] else "OVER"
        print(f"| {lang} | {wall:.3f} | {cpu:.3f} | <= {LINKS_TARGETS[lang]:.2f} {ok} |", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--lang", action="append", choices=sorted(CARDS))
    args = parser.parse_args()
    for lang in args.lang or ["en", "es", "fr", "ru"]:
        links_run(lang)  # a warm-up: writes the bytecode cache and the compiled grammar once
    baseline = min(_time_bare() for _ in range(3))
    print(f"bare interpreter start: {baseline:.3f} s")
    print("| lang | min s | median s | max s | target |")
    print("|---|---|---|---|---|")
    for lang in args.lang or ["en", "es", "fr", "ru"]:
        times = [one_run(lang) for _ in range(args.runs)]
        ok = "ok" if statistics.median(times) <= TARGET_SECONDS else "OVER"
        print(
            f"| {lang} | {min(times):.3f} | {statistics.median(times):.3f} | {max(times):.3f} |"
            f" <= {TARGET_SECONDS:.1f} {ok} |",
            flush=True,
        )
    report_links(args.lang or ["en", "es", "fr", "ru"], args.runs)


def _time_bare() -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", "pass"], check=True, env=CHILD_ENV)
    return time.perf_counter() - start


if __name__ == "__main__":
    main()
