"""The budget of one record in a batch, and the runner's defaults (light: the CLI's help reads them)."""

from __future__ import annotations

from dataclasses import dataclass, field

from mtglinks.index.locate import bundled_index

# How many records one worker task carries: large enough that pickling and queueing cost little
# per record, small enough that output keeps flowing and memory stays flat.
DEFAULT_CHUNK_SIZE = 64
# A card's whole text (every face), in UTF-8 bytes: the longest real card is under 2 KB.
DEFAULT_MAX_TEXT_BYTES = 64 * 1024
# CPU seconds one record may take: real cards take milliseconds.
DEFAULT_CPU_SECONDS = 10.0
# Analysed texts kept for reuse by later printings (compressed, in a temporary file: batch/reuse.py).
DEFAULT_CACHE_ENTRIES = 200_000


@dataclass(frozen=True)
class Limits:
    """The budget of one record."""

    max_text_bytes: int = DEFAULT_MAX_TEXT_BYTES
    cpu_seconds: float = DEFAULT_CPU_SECONDS
    # Wall seconds, on top of twice the CPU budget of its records, after which a worker task is taken
    # for stuck where the CPU timer cannot reach (inside C code, or asleep) and its worker is killed.
    stuck_seconds: float = 30.0
    # Also count the paragraphs whose words are all known to the language (the second coverage
    # figure of the summary): about a fifth more CPU, so only when asked (`tag --known-words`).
    known_words: bool = False
    # Compare each text's links with its card's Oracle text in the card index (links/oracle.py).
    # Off while an index is being built: the texts are compared with each other there.
    compare_oracle: bool = True
    # The card index (its path) the Oracle texts and the names of nameless texts are found in: the
    # bundled one unless named (`tag --index`); None: no index.
    index: str | None = field(default_factory=lambda: str(bundled_index()))


# The default budget (one shared value: Limits is frozen).
DEFAULT_LIMITS = Limits()
