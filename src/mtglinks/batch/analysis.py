"""The analysis of one checked card under its budget, as the small value a worker sends back."""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass
from json.encoder import c_make_encoder, encode_basestring  # type: ignore[attr-defined]
from typing import Any

from mtglinks.batch.budget import BudgetExceeded, budget_handler
from mtglinks.batch.limits import DEFAULT_LIMITS, Limits
from mtglinks.index.analysis import analyze_with_index
from mtglinks.index.reader import shared_index
from mtglinks.kinds import ReviewKind
from mtglinks.schema.input_record import CardInput
from mtglinks.schema.tag_record import card_record, review_entries
from mtglinks.sinks.common import strict_json
from mtglinks.text.known_words import paragraph_words

# (The index and the known words are imported with this module, not in the functions that use them:
# an import statement run for every record costs a few µs, and a record went through eight.)


@dataclass(slots=True)
class Analysis:
    """What the analysis of one card text gives, small enough to send back from a worker.

    `body` is the JSON text of the record's `"abilities": […], "links": […], "review": […]` members,
    serialised where the work was done so that the parent only joins strings. Nothing changes one once
    made; it is not a frozen dataclass because that one's `__init__` sets each field through
    `object.__setattr__` (4 µs against 0.8 µs, and two are made per record).
    """

    status: str
    errors: tuple[str, ...]
    body: str
    rules: tuple[str, ...] = ()
    unparsed: int = 0
    paragraphs: int = 0
    unknown_words: int = -1  # paragraphs with a word the language's lexicon does not know; -1 not counted
    review: int = 0
    unlike_oracle: bool = False  # a review entry says the links differ from the card's Oracle text


EMPTY_BODY = '"abilities": [], "links": [], "review": []'


def failure(message: str) -> Analysis:
    """The analysis of a record that could not be analysed: an error with `message`."""
    return Analysis("error", (message,), EMPTY_BODY)


# The records the runner writes are built afresh for each card (dictionaries and lists, never a cycle), so
# their encoder leaves out the check for circular references (a tenth of the encoding's time); the text is
# `strict_json`'s, which any value its UTF-8 form rules out (a lone surrogate) still goes through.
_RECORD_JSON = json.JSONEncoder(ensure_ascii=False, allow_nan=False, check_circular=False)
# The C encoder `_RECORD_JSON.encode` makes for each value, made once (three values a record; making it, with
# `encode`'s and `iterencode`'s own steps, was a third of encoding a record's head): the same text.
_C_RECORD_JSON = (
    None
    if c_make_encoder is None
    else c_make_encoder(
        None,  # no check for circular references
        _RECORD_JSON.default,
        encode_basestring,
        None,
        _RECORD_JSON.key_separator,
        _RECORD_JSON.item_separator,
        _RECORD_JSON.sort_keys,
        _RECORD_JSON.skipkeys,
        _RECORD_JSON.allow_nan,
    )
)


def dumps(value: Any) -> str:
    """A value as the runner writes it (strict JSON, `strict_json`)."""
    text = "".join(_C_RECORD_JSON(value, 0)) if _C_RECORD_JSON is not None else _RECORD_JSON.encode(value)
    if text.isascii():  # most records: no UTF-8 form to check
        return text
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return strict_json(value)
    return text


# The (language, options) whose one-time loads (grammar, tables, the card index, the lexicon) this
# process has done: they are done before a record's budget starts, never charged to one record
# (an interrupted load would start again, and fail again, on every later record).
_prepared: set[tuple[str, bool, bool, str | None]] = set()
# Cards of the bundled corpus analysed to do those loads.
_SAMPLES = 4


def prepare(lang: str, limits: Limits) -> None:
    """Do the one-time loads an analysis of `lang` under `limits` needs, outside any budget: a few
    cards of the language's bundled corpus are analysed (their texts reach the lazily loaded tables)."""
    key = (lang, limits.compare_oracle, limits.known_words, limits.index)
    if key in _prepared:  # every record asks: the answer first, before any import (each costs a few µs)
        return
    from mtglinks.corpus import load_corpus
    from mtglinks.lang import codes
    from mtglinks.syntax.grammar import load_grammars

    if lang not in codes():
        return
    _prepared.add(key)
    # every scanner of the paragraph grammars built now, which the first few thousand paragraphs of a run would build
    # one by one (a batch's loading; a one-card run builds only those its card meets)
    load_grammars(lang)
    samples = [{"name": None, "faces": [{"text": "Flying"}]}, *load_corpus(lang)[:_SAMPLES]]
    for sample in samples:
        english_name = (sample.get("english_name") or sample["name"] or "Flying") if limits.compare_oracle else None
        try:
            index = shared_index(limits.index) if limits.index else None
            result = analyze_with_index(index, None, lang, sample["name"], sample["faces"], english_name)
            if limits.known_words:
                paragraph_words(result)
        except Exception:  # noqa: BLE001, S110 - a load that fails fails again in the record, which reports it
            pass


def analyze_input(card: CardInput, limits: Limits = DEFAULT_LIMITS) -> Analysis:
    """Analyse one checked card under the CPU budget; never raises on bad card text."""
    timed = limits.cpu_seconds > 0 and threading.current_thread() is threading.main_thread()
    if timed:
        prepare(card.lang, limits)
    own_handler = timed and not budget_handler.installed
    if own_handler:
        budget_handler.enter()
    try:
        try:
            if timed:
                budget_handler.start_record(limits.cpu_seconds)
            english_name = card.english_name if limits.compare_oracle else None
            index = shared_index(limits.index) if limits.index else None
            result = analyze_with_index(index, card.text, card.lang, card.name, card.faces, english_name)
            abilities, links = card_record(result)
            review = review_entries(result)
            body = dumps({"abilities": abilities, "links": links, "review": review})[1:-1]
            words = paragraph_words(result) if limits.known_words else None
        finally:
            # A tick may still land here, before the record is marked done: the `except` below takes it.
            if timed:
                budget_handler.end_record()
    except BudgetExceeded:
        return failure(f"over the CPU budget of {limits.cpu_seconds:g} s for one record (--max-seconds)")
    except RecursionError:
        return failure("text nested too deeply to analyse")
    except Exception as err:  # noqa: BLE001 - one card's failure must not stop a corpus run
        return failure(f"{type(err).__name__}: {err}")
    finally:
        if own_handler:
            budget_handler.exit()
    unparsed = sum(1 for ability in abilities if ability["kind"] == "unparsed")
    return Analysis(
        "ok",
        (),
        body,
        tuple(link["rule"] for link in links),
        unparsed,
        paragraphs=len({ability["paragraph"] for ability in abilities}),
        unknown_words=sum(not w.known for w in words) if words is not None else -1,
        review=len(review),
        unlike_oracle=any(entry.kind == ReviewKind.UNLIKE_ORACLE for entry in result.review),
    )
