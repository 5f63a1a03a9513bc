"""How a table of English effect words joins the lexicon's tables (`effects.py`): a phrase already known keeps its
reading; a terminal the later table (`MORE_WORDS`, read last) holds is added there, any other to `WORDS`. One home
for the blocks of words kept in modules of their own (`effect_word_blocks.py`) and for `effects.py` itself.
"""

from __future__ import annotations

from collections.abc import Mapping, MutableMapping

Tables = MutableMapping[str, dict[str, str]]


def add_words(words: Tables, more_words: Tables, added: Mapping[str, Mapping[str, str]]) -> None:
    """Each terminal's phrases into the table that reads it, where it lacks them."""
    for terminal, table in added.items():
        known = more_words[terminal] if terminal in more_words else words.setdefault(terminal, {})
        known.update({phrase: value for phrase, value in table.items() if phrase not in known})


def add_after(
    after: MutableMapping[str, dict[str, dict[str, str]]], added: Mapping[str, Mapping[str, Mapping[str, str]]]
) -> None:
    """The phrases read after a category (`AFTER`: previous category → terminal → phrases), where it lacks them."""
    for previous, tables in added.items():
        for terminal, table in tables.items():
            known = after.setdefault(previous, {}).setdefault(terminal, {})
            known.update({phrase: value for phrase, value in table.items() if phrase not in known})
