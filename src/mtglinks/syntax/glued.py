"""Where a paragraph of printed text may hold abilities whose line breaks were lost: the places the parser tries to
cut it at (`syntax/assemble.py` keeps a cut only where every piece then reads as an ability of its own)."""

from __future__ import annotations

import re

# Printed text that lost a line break between two abilities: a cost's last symbol, perhaps its
# period, and the next ability's first word, capitalized, with no space ("Kicker {W} and/or
# {2}{B}When ~ enters", "… pays {3}.Spell mastery — …"). The same shape is also a space lost
# inside one ability ("… Cumulative Upkeep: {G}.If this token leaves play, …"): a cut is made only
# where one side is an ability that cannot go on into the other (see `assemble._stands_apart`), and never
# inside quotes or parentheses (a granted ability, reminder text).
# A sentence's period glued to the next ability's cost ("… de tu mano.{X}, {T}: Copia …") is such a
# place too: what follows is cut off only if it is an activated ability.
# (Each branch opens with its literal character, so the regex engine scans for "}" or "." alone.)
_GLUE = re.compile(r"\}\.?(?=\w)|\.(?<=[^\W\d_]\.)(?=\{)")
# A sentence's period glued to a capital ("… elige un tipo de criatura.Te cuesta {2} menos …") is most
# often a space lost inside one ability: it is cut only after a whole "as ~ enters, choose …" ability,
# and only where a static ability follows that does not open as a sentence that goes on from it
# (see `assemble._follows_entry_choice`). An abbreviation's capital before the period ("B.O.B.") is no end.
_SENTENCE_GLUE = re.compile(r"\.(?<=[^\W\d_]\.)(?=[^\W\d_])")


# A paragraph the grammar cannot read whole (a cost's colon after a sentence, a bullet inside a sentence) may be
# abilities printed without their line breaks. After a sentence's period: a loyalty cost and its colon (printed
# planeswalkers: "… target creature.-3: Target creature …", "… du tour.−8 : …", "… a card.0: …"), a cost of
# symbols and its colon ("… mana source. {1}, {T}: Add {U} …", "… unless you pay {1}.{T}: Add …"), or an ability
# word of one to three words and its dash ("… target creature. Spell mastery — If …", "… ciblé. Seuil – À …",
# "… tu biblioteca.Dominio de hechizos — Si …", also after reminder text), or, with no space, a cost in words and
# its colon ("… hasta el final del turno.Girar un Portal enderezado que controlas: …").
# A cost of symbols right after a word or a closing quote ("Enchanter : créature{W} : …", "… réserve. »{B}{G},
# sacrifiez …"). A mode's bullet after a period, a dash or a colon ("… pays {3}.• Return …", "Choose one —• Counter …",
# "…, elige uno:• Pon …").
# The cut is kept only where every piece then reads (see `assemble._opens_an_ability`).
_COST_COLON = r"\{[^.:\"{]*\}[^.:\"]*?\s?:"
_REPAIR = re.compile(
    rf"[.—:](?=\s*•)|\.(?=\s*(?:[+\-−–]?(?:\d+|X)\s?:|{_COST_COLON}))|(?:[^\W\d_]|[»\"])(?={_COST_COLON})"
    r"|[.)](?=\s*[^\W\d_][^\W\d]*(?: [^\W\d]+){0,2} ?[—–] )"
    r"|\.(?=[^\W\d_][^.:\"]*?\s?:\s)"
)


def repair_points(raw: str) -> list[int]:
    """Where a paragraph the grammar cannot read whole may hold abilities whose line breaks were lost (see
    `_REPAIR`), outside quotes and parentheses: right after the period or the dash."""
    return [m.start() + 1 for m in _REPAIR.finditer(raw) if outside_quotes(raw, m.start() + 1)]


def glue_points(raw: str) -> list[int]:
    """Where two abilities may have been printed without a line break: after a cost's symbol (and
    its period) that a capital follows with no space, or after a sentence's period that a cost's symbol
    follows, outside quotes and parentheses."""
    cuts = []
    for m in _GLUE.finditer(raw):
        opens = raw[m.end()].isupper() or raw[m.end()] == "{"
        if opens and outside_quotes(raw, m.end()):
            cuts.append(m.end())
    return cuts


def sentence_glue_points(raw: str) -> list[int]:
    """After a sentence's period that a capital follows with no space ("criatura.Te"), the period after a
    lower-case letter, outside quotes and parentheses."""
    return [
        m.end()
        for m in _SENTENCE_GLUE.finditer(raw)
        if raw[m.start() - 1].islower() and raw[m.end()].isupper() and outside_quotes(raw, m.end())
    ]


# A word's lower-case letter and the next word's capital with nothing between ("PiétinementLe", "VolPrévenez"): the
# capital is matched, the letters around it looked at; a pattern that opens with a character class is searched for
# that class, where one that opens with a lookbehind was tried at every position (a fourth of the time; every
# paragraph is searched).
_CASE_GLUE = re.compile(r"[A-ZÀ-ÞА-ЯЁ](?<=[^\W\d_A-ZÀ-ÞА-ЯЁ].)(?=[^\W\d_A-ZÀ-ÞА-ЯЁ])")


def case_glue_points(raw: str) -> list[int]:
    """Where a word's lower-case letter runs into the next word's capital, outside quotes and parentheses."""
    return [m.start() for m in _CASE_GLUE.finditer(raw) if outside_quotes(raw, m.start())]


def outside_quotes(raw: str, end: int) -> bool:
    """Whether `raw[end]` is outside quotes (a granted ability) and parentheses (reminder text)."""
    before = raw[:end]
    return before.count('"') % 2 == 0 and before.count("(") == before.count(")")
