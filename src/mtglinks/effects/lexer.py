"""Words into the categories the effect grammar reads, by a language's lexicon.

A `Lexicon` is built from a language's tables (`lang/<code>/effects.py`: terminal -> phrase -> value,
its keyword names, its subtypes). `Lexicon.tokens(text)` cuts a normalized sentence into words and
symbols, then reads at each word the longest phrase the lexicon knows. A word it does not know stops
the reading: the sentence is untyped, and the reason names the word.

A possessive ending (the language's `POSS` table: "'s", "'") is cut off its word into a POSS token of
its own, in the sentence and in the phrases of the tables alike, so "that land's controller" reads as
"that", "land", POSS, "controller"; the words of `NOT_POSS` ("it's", "that's") are not possessives.
A hyphenated word whose first part the language's `HYPHEN_HEADS` table holds is two words (Russian
"существа-Щепки", "Sliver creatures": "существа", "Щепки").

The categories a token takes by its neighbours (JOIN, COUNTER_N, GET…) are set afterwards
(`lexer_neighbours`); the tokens and the error are in `lexer_tokens`.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Mapping
from operator import itemgetter

from mtglinks.effects.lexer_names import capitalised_kinds, named_token, token_name
from mtglinks.effects.lexer_neighbours import VERBS, contextual
from mtglinks.effects.lexer_options import listed_options
from mtglinks.effects.lexer_series import clause_series, series
from mtglinks.effects.lexer_tokens import Token, UnknownWord

__all__ = ["Lexicon", "Token", "UnknownWord"]


# Symbols and punctuation: a run of mana symbols, a power/toughness, a number, a quoted text, a word.
# Two shortcuts, each giving the same pieces: no piece starts at white space, so `(?=\S)` rejects such a
# place with one test instead of ten branches; and a word that opens with a letter (not "X", nor the Cyrillic "Х"
# of Russian printings' "+Х/+Х", which may open a power/toughness "X/X") can be nothing else, so it is tried first
# (LETTER_WORD), the other words ("+1/+1's", "'til") last as before (WORD). Together they halve the scan. A word's
# dotted tail ("a.m.") is possessive (`*+`): nothing follows it in its branch, so no state is kept to backtrack into.
# A colon before a space (no cost is left in an effect sentence) is the COLON that opens modes in Spanish ("Elige
# uno:"), read by the language's grammar. A power/toughness glued to the next word by a misprint ("+1/+1sur lui") is
# still one.
_PIECE = re.compile(
    r"""(?=\S)(?:
       (?P<LETTER_WORD>[^\W\dXХ_][^\s,.;:"{}()—•]*(?:\.(?=\w)[^\s,.;:"{}()—•]+)*+)
      |(?P<SYMBOLS>(?:\{[^{}\s]{1,8}\})+)
      |(?P<PT>[+\-]?[0-9XХ*]+/[+\-]?[0-9XYХ*]+(?:(?![\w/])|(?=[^\W\d_]{2})))
      |(?P<NUM>[+\-]?\d+(?![\w/]))
      |(?P<QUOTED>"[^"]*")
      |(?P<_COMMA>,)
      |(?P<_SEMICOLON>;)
      |(?P<_PERIOD>\.+$|\.(?=\s))
      |(?P<DASH>—)
      |(?P<COLON>:(?=\s|$))
      |(?P<WORD>[^\s,.;:"{}()—•]+(?:\.(?=\w)[^\s,.;:"{}()—•]+)*+)
      |(?P<OTHER>\S))""",
    re.VERBOSE,
)
_WORDS = frozenset({"WORD", "LETTER_WORD"})
# tables of a lexicon that hold no phrases but words the lexer reads otherwise (endings, a name's words)
_NOT_PHRASES = frozenset(
    {"POSS", "NOT_POSS", "HYPHEN_HEADS", "NAME_LINK", "NAME_STOP", "NAME_AFTER", "FINITE_ENDINGS", "QUOTED_COUNTER"}
    | {"TOKEN_NAME_AFTER", "TOKEN_NAME_ARTICLE", "TOKEN_NAME_NOUN", "CAPITALISED_KINDS", "OPTIONS_AFTER"}
)


class Lexicon:
    """A language's phrases by category, read longest first (see the module docstring)."""

    def __init__(
        self,
        words: Mapping[str, Mapping[str, str]],
        keywords: Mapping[str, str] = {},
        subtypes: frozenset[str] = frozenset(),
        after: Mapping[str, Mapping[str, Mapping[str, str]]] = {},
        code: str = "en",
    ) -> None:
        self.code = code  # the language, whose effect grammar reads these tokens
        # possessive endings, longest first, and the words that end like one but are not ("it's")
        self._possessive = tuple(sorted(words.get("POSS", {}), key=len, reverse=True))
        self._not_possessive = frozenset(w.lower() for w in words.get("NOT_POSS", {}))
        # heads of hyphenated compounds read as two words (Russian "существа-Щепки": creature, Sliver)
        self._hyphen_heads = frozenset(w.lower() for w in words.get("HYPHEN_HEADS", {}))
        # endings of a verb that agrees with its subject (English "discards"), not the form after "can't"; "" for none
        self._finite = tuple(e for e, v in words.get("FINITE_ENDINGS", {}).items() if v)
        self._not_finite = tuple(e for e, v in words.get("FINITE_ENDINGS", {}).items() if not v)
        # A phrase of one word is keyed by the word itself, one of several words by the tuple of them: the
        # lookup of a word (most of them) builds no tuple, and the table holds no tuple of one (Russian:
        # about 100,000 of them).
        self._phrases: dict[str | tuple[str, ...], tuple[str, str]] = {}
        # A language of many inflected forms has many phrases (Russian: about 150,000): each word and
        # each (terminal, value) is kept once, not once per phrase that holds it.
        self._kept: dict[tuple[str, str], tuple[str, str]] = {}
        for terminal, table in words.items():
            if terminal in _NOT_PHRASES:
                continue
            for text, value in table.items():
                self._phrases.setdefault(_entry(self._key(text)), self._once(terminal, value))
        for name, canonical in keywords.items():  # a word of the tables wins over a keyword's name
            self._phrases.setdefault(_entry(self._key(name)), ("KEYWORD", canonical))
        self._subtypes = subtypes
        # phrases read first right after a terminal: after CHOOSE, "one" is a mode, not a number
        self._after = {
            prev: {_entry(self._key(p)): (t, v) for t, table in tables.items() for p, v in table.items()}
            for prev, tables in after.items()
        }
        # another card's name after "named" (`_card_name`): the small words a name may hold between capitalised ones
        self._name_links = frozenset(w.lower() for w in words.get("NAME_LINK", {}))
        # where names hold lowercase words ("una carta llamada Arcángel empíreo"): the words that end one instead
        self._name_stops = frozenset(w.lower() for w in words.get("NAME_STOP", {}))
        self._reads_names = bool(self._name_links or self._name_stops)
        # the terminals a name may follow: "named", "a copy of", and a language's own ("transforma al …")
        self._name_before = frozenset(("NAMED", "COPY_OF", *words.get("NAME_AFTER", {})))
        # counter names printed in quotes after the noun (French « marqueur « divinité » »): the English kind
        self._quoted_counters = dict(words.get("QUOTED_COUNTER", {}))
        # a token's name said before what it is, right after these terminals ("create Marit Lage, a … token";
        # `lexer_names.token_name`): the article after its comma and the noun that follows
        self._token_name_after = frozenset(words.get("TOKEN_NAME_AFTER", {}))
        self._token_articles = frozenset(words.get("TOKEN_NAME_ARTICLE", {}))
        self._token_nouns = frozenset(words.get("TOKEN_NAME_NOUN", {}))
        # a counter's kind capitalised inside the sentence is a subtype (`lexer_names.capitalised_kinds`; English)
        self._capitalised_kinds = bool(words.get("CAPITALISED_KINDS"))
        # the terminals after which plain words listed are a choice's options (`lexer_options`), and the words "or"
        # (the table's value "one": a single option before a comma, as "For each player who chose fame, …" names one)
        self._options_after = dict(words.get("OPTIONS_AFTER", {}))
        self._or_words = frozenset(w.lower() for w in words.get("OR", {}) if " " not in w)
        names = (self._name_before if self._reads_names else frozenset()) | self._token_name_after
        for before in names:  # and after "a copy of"
            self._after.setdefault(before, {})
        self._after_first = _first_words_after(self._after, names)
        # per first two words, the numbers of words (two or more) the phrases starting with them have, longest
        # first: the only sizes worth looking up past one word (each distinct tuple kept once)
        sizes: dict[tuple[str, str], set[int]] = {}
        for phrases in [self._phrases, *self._after.values()]:
            for key in phrases:
                if isinstance(key, tuple) and len(key) > 1:
                    sizes.setdefault((key[0], key[1]), set()).add(len(key))
        self._first_words = frozenset(first for first, _ in sizes)  # those that start a phrase of several words
        shared: dict[tuple[int, ...], tuple[int, ...]] = {}
        self._longer: dict[tuple[str, str], tuple[int, ...]] = {}
        for first, found in sizes.items():
            ordered = tuple(sorted(found, reverse=True))
            self._longer[first] = shared.setdefault(ordered, ordered)

    def _split(self, word: str) -> tuple[str, str] | None:
        """The word and its possessive ending ("land's" -> "land", "'s"), or None when it has none."""
        lowered = word.lower()
        if not lowered.endswith(self._possessive) or lowered in self._not_possessive:  # one C call for most words
            return None
        for ending in self._possessive:
            if len(lowered) > len(ending) and lowered.endswith(ending):
                return word[: -len(ending)], word[-len(ending) :]
        return None

    def _key(self, phrase: str) -> tuple[str, ...]:
        """A phrase of the tables as the words the sentence is cut into (its possessive endings apart)."""
        out: list[str] = []
        for word in phrase.lower().split():
            cut = self._split(word)
            out.extend(cut if cut is not None else (word,))
        return tuple(sys.intern(word) for word in out)

    def _once(self, terminal: str, value: str) -> tuple[str, str]:
        """The one (terminal, value) pair every phrase of that category and value shares."""
        return self._kept.setdefault((terminal, value), (terminal, value))

    def tokens(self, text: str) -> list[Token]:
        """The categories of a normalized sentence, in order; UnknownWord at the first word none holds."""
        pieces = self._pieces(text)
        out: list[Token] = []
        append = out.append
        first_words, after_first = self._first_words, self._after_first  # read once, not per word
        phrases, longer = self._phrases, self._longer
        none: frozenset[str] = frozenset()
        previous = ""  # the terminal of the token before
        # Whether no token so far was read by looking past the words it took (a card's or a token's name, options
        # listed: `_card_name`, `token_name`, `_listed`): then the tokens before an unknown word are those of the text
        # up to it alone, and its error carries them (`UnknownWord.read`) for the object phrases (`effects/partial.py`)
        plain = True
        i = 0
        count = len(pieces)
        new = object.__new__
        while i < count:
            kind, word, lowered, start, end = pieces[i]
            size = 1
            if kind != "WORD" and kind != "NUM":
                # a quoted word the lexicon holds as a phrase of its own (French « vous "démarrez" ~ », crank)
                hit = phrases.get(lowered) if kind == "QUOTED" else None
                previous, value = hit if hit is not None else (kind, word)
            else:
                firsts = after_first.get(previous, none)
                if (
                    firsts is not None
                    and lowered not in firsts
                    and (lowered not in first_words or i + 1 == count or (lowered, pieces[i + 1][2]) not in longer)
                ):
                    # most words: no phrase of several words starts with it and the word after, none read after the
                    # category before starts with it (what `_phrase` finds then: the word alone, its text the piece's)
                    hit = phrases.get(lowered)
                    found = None if hit is not None else self._subtype(word)
                else:
                    hit = None
                    plain = plain and firsts is not None  # None after "named" and the like: a name may be read here
                    found = self._phrase(pieces, i, previous)
                if hit is not None:
                    previous, value = hit
                else:
                    if (
                        found is None
                        and word[:1] == "-"
                        and (hit := phrases.get(lowered[1:])) is not None
                        and hit[0] == "SUBTYPE"
                    ):
                        found = (1, "SUBTYPE", hit[1])  # Russian "существа-Волки и -Вервольфы": the second subtype
                    if found is None and kind == "NUM":
                        found = (1, "NUM", word)
                    elif found is None:
                        try:
                            found = self._listed(pieces, i, previous)
                        except UnknownWord as err:
                            err.read = out if plain else None
                            raise
                        plain = False
                    size, previous, value = found
                    if size > 1:
                        end = pieces[i + size - 1][4]
                    word = text[start:end]
            # the token made here, as `Token(previous, value, word, start, end)` makes it: the class call runs the
            # dataclass's `__init__` in a frame of its own, about 60% more instructions (the lexer's commonest step)
            token = new(Token)
            token.type = previous
            token.value = value
            token.text = word
            token.start_pos = start
            token.end_pos = end
            append(token)
            i += size
        return self.finished(out)

    def finished(self, read: list[Token]) -> list[Token]:
        """The tokens read word by word (`tokens`), after the passes that set a category by the tokens around it."""
        if self._finite:
            series(read, self._finite, self._not_finite, VERBS)
        return self._last_passes(contextual(read, self._quoted_counters))

    def _last_passes(self, out: list[Token]) -> list[Token]:
        """The passes after the neighbours' (`tokens`): the commas of a series of verbs (English: "sacrifice a
        creature, discard a card, or pay 4 life"), the kinds a capital letter tells. Each runs only where the sentence
        holds the category it starts from (OR_CLAUSE, COUNTER_KIND; one set of them for both), most having neither."""
        if not (self._finite or self._capitalised_kinds):
            return out
        kinds = {token.type for token in out}
        if self._finite and "OR_CLAUSE" in kinds:  # its series end at an OR_CLAUSE; it makes no COUNTER_KIND
            clause_series(out, VERBS)
        return capitalised_kinds(out, self._subtypes) if self._capitalised_kinds and "COUNTER_KIND" in kinds else out

    def _pieces(self, text: str) -> list[tuple[str, str, str, int, int]]:
        """The words and symbols of the sentence: each one's kind, its words as written and in lower case, its
        offsets; a possessive ending is a piece of its own. UnknownWord at a character no piece holds."""
        pieces: list[tuple[str, str, str, int, int]] = []
        append = pieces.append
        possessive = self._possessive
        heads = self._hyphen_heads
        for m in _PIECE.finditer(text):
            kind = m.lastgroup or "OTHER"
            start, end = m.span()
            word = text[start:end]  # the match's text: a slice, not a second call on the match
            if kind in _WORDS:
                lowered = word.lower()
                if possessive and lowered.endswith(possessive):  # one C call rules out most words
                    cut = self._split(word)
                    if cut is not None:
                        middle = end - len(cut[1])
                        append(("WORD", cut[0], cut[0].lower(), start, middle))
                        append(("POSS", cut[1], cut[1].lower(), middle, end))
                        continue
                if heads and "-" in lowered:
                    head, _, rest = lowered.partition("-")
                    if rest and head in heads:  # "существа-Щепки": two words
                        middle = start + len(head)
                        append(("WORD", word[: len(head)], head, start, middle))
                        append(("WORD", word[len(head) + 1 :], rest, middle + 1, end))
                        continue
                append(("WORD", word, lowered, start, end))
            elif kind == "OTHER":
                raise UnknownWord(word, start, end)
            else:
                append((kind, word, word.lower(), start, end))
        return pieces

    def _phrase(
        self, pieces: list[tuple[str, str, str, int, int]], i: int, previous: str
    ) -> tuple[int, str, str] | None:
        """The longest phrase of the lexicon at piece i (its number of pieces, terminal, value), or None."""
        if previous in self._name_before and self._reads_names:
            name = self._card_name(pieces, i)
            if name is not None:
                return name
        if previous in self._token_name_after:
            name = token_name(pieces, i, self._name_links, self._token_articles, self._token_nouns)
            if name is not None:
                return name
        first = pieces[i][2]
        longer, run = self._longer_sizes(pieces, i)
        after = self._after.get(previous)
        # the words in lower case, once for the longest phrase that may start here: each size looked up is a slice of it
        words = tuple(map(_LOWERED, pieces[i : i + run])) if longer else ()
        for table in (after, self._phrases) if after is not None else (self._phrases,):
            for size in longer:
                if size <= run:
                    hit = table.get(words[:size])
                    if hit is not None:
                        return size, hit[0], hit[1]
            hit = table.get(first)
            if hit is not None:
                return 1, hit[0], hit[1]
        return self._subtype(pieces[i][1])

    def _listed(self, pieces: list[tuple[str, str, str, int, int]], i: int, previous: str) -> tuple[int, str, str]:
        """At a word the lexicon does not know: the options listed from it after a choice's verb (`lexer_options`: its
        number of pieces, CHOICE, their value), else UnknownWord."""
        mode = self._options_after.get(previous)
        listed = listed_options(pieces, i, self._or_words, single=mode == "one") if mode is not None else None
        if listed is None and i > 1 and pieces[i - 1][2] in self._token_articles:  # "create a Gingerbrute token"
            verb = self._phrases.get(pieces[i - 2][2])
            if verb is not None and verb[0] in self._token_name_after:
                named = named_token(pieces, i, self._name_links, self._token_nouns)
                if named is not None:
                    return named
        if listed is None:
            _, word, _, start, end = pieces[i]
            raise UnknownWord(word, start, end)
        return listed[0], "CHOICE", listed[1]

    def _card_name(self, pieces: list[tuple[str, str, str, int, int]], i: int) -> tuple[int, str, str] | None:
        """Another card's name after "named", as the card prints it (CARD_NAME, its words), or None: capitalised words
        and possessive endings, with the language's small words (NAME_LINK: "of", "the") and commas between them ("a
        card named Vraska, Regal Gorgon", "Cantor of the Refrain", "Ozox, the Clattering King")."""
        # the card's own name opening another's, a possessive or a capitalised word right after: "named ~'s Coil"
        own = pieces[i][1] == "~" and i + 1 < len(pieces) and _opens_name_on(pieces[i + 1])
        if pieces[i][0] != "WORD" or not (own or (pieces[i][1][:1].isupper() and len(pieces[i][1]) > 1)):  # not "X"
            return None
        end = self._name_end(pieces, i + 1)
        if own and end == i + 1:  # "named ~" alone: the card itself, read by the tables
            return None
        if self._lists_on(pieces, end):  # "named Urza's Mine, Urza's Power Plant, and Urza's Tower": names in a list,
            return self._name_pair(pieces, i, end)  # not read (where one ends is not known), but for two
        return end - i, "CARD_NAME", _piece_words(pieces, i, end)

    def _name_end(self, pieces: list[tuple[str, str, str, int, int]], j: int) -> int:
        """Past the last word of a name whose first word ends at piece j (see `_card_name`)."""
        end = j
        while j < len(pieces):
            kind, word = pieces[j][0], pieces[j][1]
            if kind == "POSS" or (kind == "WORD" and (word[:1].isupper() or _own_then_possessive(pieces, j))):
                end = j = j + 1  # "named Silver Surfer, ~'s Herald": the card's own name, possessive, inside another
            elif kind == "_COMMA" or (kind == "WORD" and word.lower() in self._name_links):
                j += 1  # kept only when a capitalised word follows
            elif kind == "WORD" and j == end and self._name_stops and word.lower() not in self._name_stops:
                end = j = j + 1  # a lowercase word of the name, up to a word that ends it
            else:
                break
        return end

    def _name_pair(self, pieces: list[tuple[str, str, str, int, int]], i: int, end: int) -> tuple[int, str, str] | None:
        """Two names joined by the language's "or" with no comma ("a card named Festering Newt or Bubbling Cauldron"),
        or by its "and" after a plural noun ("artifacts named Crown of Empires and Scepter of Empires"), and no more:
        CARD_NAMES, its value `or:<name>|<name>` (`and:…`); None otherwise (a name may hold "and" after a singular
        noun: "an artifact named The Mightstone and Weakstone")."""
        hit = self._phrases.get(pieces[end][2]) if pieces[end][0] in _WORDS else None
        if hit is None or not (hit[0] == "OR" or (hit[0] == "AND" and i > 1 and pieces[i - 2][2].endswith("s"))):
            return None
        second = self._name_end(pieces, end + 2)
        if self._lists_on(pieces, second) or pieces[second - 1][0] == "_COMMA":
            return None
        names = f"{_piece_words(pieces, i, end)}|{_piece_words(pieces, end + 1, second)}"
        return second - i, "CARD_NAMES", f"{hit[0].lower()}:{names}"

    def _lists_on(self, pieces: list[tuple[str, str, str, int, int]], end: int) -> bool:
        """Whether a list of names goes on at piece `end`: a comma or not, the language's "and" or "or", a capitalised
        word."""
        j = end + 1 if end < len(pieces) and pieces[end][0] == "_COMMA" else end
        if j + 1 >= len(pieces) or not pieces[j + 1][1][:1].isupper():
            return False
        hit = self._phrases.get(pieces[j][2])
        return hit is not None and hit[0] in ("AND", "OR")

    def _subtype(self, word: str) -> tuple[int, str, str] | None:
        """A capitalised subtype the tables do not hold as a phrase ("Goblins" is "Goblin", "Allies" "Ally", "Wolves"
        "Wolf"), or None."""
        if not word[:1].isupper():
            return None
        if word in self._subtypes or word.rstrip("s") in self._subtypes:
            return 1, "SUBTYPE", word.rstrip("s") if word not in self._subtypes else word
        for plural, single in _PLURALS:
            if word.endswith(plural) and word[: -len(plural)] + single in self._subtypes:
                return 1, "SUBTYPE", word[: -len(plural)] + single
        return None

    def _longer_sizes(self, pieces: list[tuple[str, str, str, int, int]], i: int) -> tuple[tuple[int, ...], int]:
        """The sizes past one word worth looking up at piece i (by its first two words), and how many pieces
        from i a phrase may hold (words, numbers, powers and possessives in a row)."""
        if i + 1 >= len(pieces) or pieces[i + 1][0] not in _PHRASE_PIECES:
            return (), 1
        longer = self._longer.get((pieces[i][2], pieces[i + 1][2]), ())
        run = 2
        for piece in pieces[i + 2 : i + longer[0]] if longer else ():
            if piece[0] not in _PHRASE_PIECES:
                break
            run += 1
        return longer, run


def _first_words_after(
    after: Mapping[str, Mapping[str | tuple[str, ...], tuple[str, str]]], names: frozenset[str]
) -> dict[str, frozenset[str] | None]:
    """Per terminal of a lexicon's `_after`, the words its phrases start with: a word none starts with is read as
    after any other terminal. None after "named", "a copy of" and the language's NAME_AFTER where it reads card names
    (`names`): any capitalised word may open one."""
    found: dict[str, frozenset[str] | None] = {
        prev: frozenset(key if isinstance(key, str) else key[0] for key in table) for prev, table in after.items()
    }
    for before in names:
        found[before] = None
    return found


def _opens_name_on(piece: tuple[str, str, str, int, int]) -> bool:
    """Whether a name that opens with the card's own "~" goes on at this piece: a possessive ending or a capitalised
    word ("~'s Coil", "~ Twin"; not "~ de tu cementerio")."""
    return piece[0] == "POSS" or (piece[0] == "WORD" and piece[1][:1].isupper())


def _own_then_possessive(pieces: list[tuple[str, str, str, int, int]], j: int) -> bool:
    """Whether piece j is the card's own "~" with a possessive ending right after, inside another card's name ("a
    creature named Silver Surfer, ~'s Herald")."""
    return pieces[j][1] == "~" and j + 1 < len(pieces) and pieces[j + 1][0] == "POSS"


def _entry(key: tuple[str, ...]) -> str | tuple[str, ...]:
    """How a phrase is keyed in the lexicon's tables: a word alone by itself, more words by their tuple."""
    return key[0] if len(key) == 1 else key


# English plurals of a subtype beside the "-s" every language's lexicon strips: "Allies", "Wolves", "Dwarves".
_PLURALS = (("ies", "y"), ("ves", "f"), ("oes", "o"))  # "Allies", "Wolves", "Heroes"

# A piece's words in lower case (`_pieces`).
_LOWERED = itemgetter(2)

# The pieces a phrase of the lexicon may hold.
_PHRASE_PIECES = frozenset({"WORD", "NUM", "PT", "POSS"})


def _piece_words(pieces: list[tuple[str, str, str, int, int]], start: int, end: int) -> str:
    """The words of pieces start to end as the card prints them (a space where the text has one)."""
    words = pieces[start][1]
    for before, piece in zip(pieces[start : end - 1], pieces[start + 1 : end], strict=True):
        words += " " * (piece[3] > before[4]) + piece[1]
    return words
