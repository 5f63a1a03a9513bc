"""English words of votes between two named options (Will of the council, Council's dilemma and their kin, rule
701.38): "Starting with you, each player votes for grace or condemnation.", "If grace gets more votes, …", "For each
time vote, take an extra turn after this one.", "the number of profit votes". Each option is a word only these cards
name, so the phrases hold the whole pair, the whole condition or the option and "vote": no word alone becomes an
option. As data, merged into the lexicon by `effects.py` (`merge_votes`) where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_words

_Tables = MutableMapping[str, dict[str, str]]

# the pairs of options the cards print, in their order
_PAIRS = (
    ("grace", "condemnation"),
    ("profit", "security"),
    ("strength", "numbers"),
    ("time", "money"),
    ("feather", "quill"),
    ("death", "taxes"),
    ("sprout", "harvest"),
    ("wild", "free"),
    ("time", "knowledge"),
    ("denial", "duplication"),
    ("sickness", "psychosis"),
    ("death", "torture"),
    ("carnage", "homage"),
    ("dominion", "guidance"),
    ("redhorn pass", "mines of moria"),
    ("fellowship", "aid"),
    ("return", "embark"),
    ("planeswalk", "chaos"),
    ("evidence", "bribery"),
    ("yeah", "nah"),
    ("innocent", "guilty"),
    ("truth", "consequences"),
)


def _value(option: str) -> str:
    return option.replace(" ", "_")


def _options() -> set[str]:
    return {option for pair in _PAIRS for option in pair}


VOTE_WORDS: dict[str, dict[str, str]] = {
    # the two options voted for: "each player votes for grace or condemnation" (`grace:condemnation`)
    "VOTE_OPTIONS": {f"{a} or {b}": f"{_value(a)}:{_value(b)}" for a, b in _PAIRS},
    # the option that won, or won or tied: "If grace gets more votes, …", "If condemnation gets more votes or the vote
    # is tied, …", "If yeah gets the most votes or is tied for the most votes, …"
    "FIXED_COND": {
        f"{option} gets {more} votes{tied}": f"vote_wins{'_or_tied' if tied else ''}:{_value(option)}"
        for option in _options()
        for more in ("more", "the most")
        for tied in ("", " or the vote is tied", " or is tied for the most votes")
    },
    # the votes for one option, counted: "for each time vote", "the number of profit votes"
    "NOUN": {f"{option} {vote}": f"vote:{_value(option)}" for option in _options() for vote in ("vote", "votes")},
}


def merge_votes(words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]) -> None:
    """Add the tables above to the lexicon's where they lack them (`effects.py`)."""
    add_words(words, more_words, VOTE_WORDS)
