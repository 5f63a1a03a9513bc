"""The counts of one run: what `mtglinks tag` prints at the end and `--summary-json` writes."""

from __future__ import annotations

import resource
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from mtglinks.batch.records import Result


@dataclass
class Summary:
    """Counts of one run: what the command prints at the end and `--summary-json` writes."""

    read: int = 0
    tagged: int = 0
    failed: int = 0
    skipped: Counter[str] = field(default_factory=Counter)
    skipped_by_lang: Counter[str] = field(default_factory=Counter)
    reused: int = 0
    links: Counter[str] = field(default_factory=Counter)
    unparsed_paragraphs: int = 0
    paragraphs: int = 0
    unknown_word_paragraphs: int = 0
    words_checked: bool = False
    review_flags: int = 0
    cards_with_review: int = 0
    cards_unlike_oracle: int = 0
    by_lang: Counter[str] = field(default_factory=Counter)
    blank_lines: int = 0
    seconds: float = 0.0
    cpu_seconds: float = 0.0
    resumed_from: int = 0
    worker_restarts: int = 0
    first_errors: list[str] = field(default_factory=list)
    # Records counted from the journal of an earlier run (--resume): not part of this run's rates.
    read_before: int = 0
    # Whether error lines name their input file (a run of several inputs).
    name_files: bool = False

    def add(self, result: Result, before: bool = False) -> None:
        """Count one result (`before`: written by an earlier run, counted again on --resume)."""
        if result.skip_reason is not None:
            if result.skip_reason == "blank line":
                self.blank_lines += 1  # not a record: like every JSON Lines reader, nothing to count
                return
            self.skipped[result.skip_reason] += 1
            self.skipped_by_lang[result.lang or "unknown"] += 1
            self.read += 1
            self.read_before += before
            return
        self.read += 1
        self.read_before += before
        self.by_lang[result.lang or "unknown"] += 1
        if result.status == "ok":
            self.tagged += 1
        else:
            self.failed += 1
            if len(self.first_errors) < 5:
                named = self.name_files and result.file
                self.first_errors.extend(f"{result.file}: {error}" if named else error for error in result.errors[:1])
        self.reused += result.reused
        if result.rules:  # most records link nothing: Counter.update's checks skipped
            self.links.update(result.rules)
        self.unparsed_paragraphs += result.unparsed
        self.paragraphs += result.paragraphs
        if result.unknown_words >= 0:
            self.unknown_word_paragraphs += result.unknown_words
            self.words_checked = True
        self.review_flags += result.review
        self.cards_with_review += result.review > 0
        self.cards_unlike_oracle += result.unlike_oracle

    def merge(self, other: Summary) -> None:
        """Count the results `other` counted (a part's, counted where it was tagged: blocks.py), as
        if each had been added here after those counted so far."""
        for name in _SUMS:
            setattr(self, name, getattr(self, name) + getattr(other, name))
        for counter in ("skipped", "skipped_by_lang", "links", "by_lang"):
            getattr(self, counter).update(getattr(other, counter))
        self.words_checked = self.words_checked or other.words_checked
        if len(self.first_errors) < 5:
            self.first_errors.extend(other.first_errors[: 5 - len(self.first_errors)])

    def to_dict(self) -> dict[str, Any]:
        """The summary as `--summary` writes it (JSON)."""
        # The rates are this run's: records an earlier run wrote (--resume) took none of its time.
        read_now = self.read - self.read_before
        rate = read_now / self.seconds if self.seconds > 0 else 0.0
        cpu_rate = read_now / self.cpu_seconds if self.cpu_seconds > 0 else 0.0
        return {
            "records_read": self.read,
            "tagged": self.tagged,
            "failed": self.failed,
            "skipped": sum(self.skipped.values()),
            "skipped_by_reason": dict(sorted(self.skipped.items())),
            "skipped_by_lang": dict(sorted(self.skipped_by_lang.items())),
            "tagged_or_failed_by_lang": dict(sorted(self.by_lang.items())),
            "reused": self.reused,
            "links": sum(self.links.values()),
            "links_by_rule": dict(sorted(self.links.items())),
            "paragraphs": self.paragraphs,
            "unparsed_paragraphs": self.unparsed_paragraphs,
            "segmented_share": round(1 - self.unparsed_paragraphs / self.paragraphs, 4) if self.paragraphs else None,
            "unknown_word_paragraphs": self.unknown_word_paragraphs if self.words_checked else None,
            "known_words_share": (
                round(1 - self.unknown_word_paragraphs / self.paragraphs, 4)
                if self.paragraphs and self.words_checked
                else None
            ),
            "review_flags": self.review_flags,
            "cards_with_review": self.cards_with_review,
            "cards_unlike_oracle": self.cards_unlike_oracle,
            "blank_lines": self.blank_lines,
            "seconds": round(self.seconds, 3),
            "cpu_seconds": round(self.cpu_seconds, 3),
            "records_per_second": round(rate, 1),
            "records_per_cpu_second": round(cpu_rate, 1),
            "resumed_from": self.resumed_from,
            "worker_restarts": self.worker_restarts,
            "first_errors": self.first_errors,
        }

    def report(self) -> str:
        """The summary as a few lines for standard error."""
        d = self.to_dict()
        lines = [
            f"records={d['records_read']} tagged={d['tagged']} failed={d['failed']} skipped={d['skipped']} "
            f"reused={d['reused']} links={d['links']} unparsed_paragraphs={d['unparsed_paragraphs']} "
            f"seconds={self.seconds:.2f} cpu_seconds={self.cpu_seconds:.2f} records/s={d['records_per_second']:.0f}"
        ]
        if self.blank_lines:
            lines[0] += f" blank_lines_skipped={self.blank_lines}"
        if self.resumed_from:
            lines.append(f"  resumed after {self.resumed_from} records written before")
        if self.worker_restarts:
            lines.append(f"  worker processes restarted: {self.worker_restarts}")
        if self.skipped:
            reasons = ", ".join(f"{reason}: {n}" for reason, n in sorted(self.skipped.items()))
            langs = ", ".join(f"{lang}: {n}" for lang, n in sorted(self.skipped_by_lang.items()))
            lines.append(f"  skipped by reason: {reasons}; by language: {langs}")
        if self.paragraphs:
            known = f", all words known {d['known_words_share']:.2%}" if self.words_checked else ""
            lines.append(
                f"  paragraphs: {self.paragraphs}, segmented {d['segmented_share']:.2%}{known}; "
                f"review flags: {self.review_flags} on {self.cards_with_review} cards "
                f"({self.cards_unlike_oracle} linking unlike their Oracle text)"
            )
        if self.links:
            lines.append("  links by rule: " + ", ".join(f"{rule}: {n}" for rule, n in sorted(self.links.items())))
        for message in self.first_errors:
            lines.append(f"  error: {message}")
        if self.failed > len(self.first_errors):
            lines.append(f"  … and {self.failed - len(self.first_errors)} more errors")
        return "\n".join(lines)


# The plain counts of a Summary that `merge` adds up.
_SUMS = (
    "read",
    "tagged",
    "failed",
    "reused",
    "unparsed_paragraphs",
    "paragraphs",
    "unknown_word_paragraphs",
    "review_flags",
    "cards_with_review",
    "cards_unlike_oracle",
    "blank_lines",
    "read_before",
)


def cpu_seconds() -> float:
    """CPU seconds of this process and of its finished children (the workers, once joined)."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime
