"""Keeping the run's long-lived objects out of the cyclic garbage collector's way.

Every FREEZE_EVERY records, the objects that survived so far (grammar tables, lemma tables, the
parser's caches) are moved out of the cyclic collector's reach: they live for the whole run, and
re-scanning them in every full collection cost 10-15% of the tagging time. Young garbage is
collected first, so nothing unreachable is frozen; later garbage is collected as usual.
"""

from __future__ import annotations

import gc
from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtglinks.batch.limits import Limits

FREEZE_EVERY = 1000


class LongLivedObjects:
    """Counts analysed records and freezes the survivors every FREEZE_EVERY of them."""

    def __init__(self) -> None:
        self.count = 0

    def tick(self, records: int = 1) -> None:
        """`records` more records were analysed."""
        self.count += records
        if self.count >= FREEZE_EVERY:
            self.count = 0
            gc.collect(1)
            gc.freeze()


long_lived = LongLivedObjects()


def compile_patterns(lang: str) -> None:
    """Compile every link pattern of `lang` now (each is compiled on first use otherwise).

    Before a fork, so that the workers share them: compiled in a worker, a pattern was compiled again
    by every worker that met a text needing it (87 compilations by the two workers of a 5 MB
    AllPrintings-shaped dump, #24), where compiling all 169 of the four languages takes the parent
    about 12 ms once."""
    from mtglinks.features.patterns import language_data

    for pattern in language_data(lang).patterns:
        pattern.regex  # noqa: B018 - compiled and kept (patterns._compiled)


def warm_up(languages: Iterable[str] | None = None, limits: Limits | None = None) -> None:
    """Load the grammars and tables of the languages (all when None) once, so that forked workers
    share them; a language met later is loaded by each worker that meets it. Given the run's
    `limits`, the one-time loads its records' analyses need are done too (`analysis.prepare`):
    done before the fork, no worker does them again (each did, about 0.07 CPU-s for four languages,
    and some 80 regexes compiled)."""
    from mtglinks.lang import codes
    from mtglinks.pipeline import analyze

    known = codes()
    for lang in known if languages is None else sorted(set(languages) & set(known)):
        analyze("Flying", lang=lang)
        if limits is not None:
            from mtglinks.batch.analysis import prepare

            prepare(lang, limits)
        compile_patterns(lang)
    gc.collect()
    gc.freeze()  # long-lived: kept out of later collections, and their pages stay shared after fork
