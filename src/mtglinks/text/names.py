"""The card's own name in its text: full and short names, inflected forms, the article before them.

A language supplies the data (`Language.epithet_separators`, `name_articles`, `name_contractions`,
`inflect`, `name_ignore_case`); the matching here is the same for every language.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, cached_property, lru_cache

from mtglinks.lang.base import NameRules as NameRules  # a language's data; matched here
from mtglinks.text.characters import clean_string
from mtglinks.text.short_names import card_word_test as card_word_test
from mtglinks.text.short_names import is_legendary as is_legendary
from mtglinks.text.short_names import short_names as short_names

_NAME_TOKEN = re.compile(r"[^\W_]+")
# the word after a name, past a possessive: "Nissa's Chosen", "Marit Lage"
_NEXT_WORD = re.compile(r"(?:['’]s)? ([^\W\d_])")
# the prefix of a digital card's rebalanced version: "A-Dragon's Rage Channeler"
_REBALANCED = re.compile(r"A-(?=[^\W\d_a-z])")
# the mark of one of an un-set card's variants, which its text does not print: "Ineffable Blessing (a)"
_VARIANT_MARK = re.compile(r" \([a-z]\)$")
# the ligature "Æ" spelled as two capitals before the lower-case rest of its word ("AEther Searcher", as a list of
# names spells it), which text prints "Æther" (clean: "Aether", `clean_string`) or "Aether"
_LIGATURE_CAPITALS = re.compile(r"(?<![^\W\d_])AE(?=[^\W\d_A-Z])")
# what a variant of a name needs before it: nothing, an article, and for the whole name lowered (its words then as the
# name prints them, none capitalised) an article or an article right after the opening of the clause
_NOTHING, _ARTICLE, _LOWERED, _OPENER = 0, 1, 2, 3


@lru_cache(maxsize=4096)
def name_variants(name: str, epithet_separators: tuple[str, ...]) -> list[tuple[str, bool]]:
    """The full name and the short name a legendary card uses ("Narset" of "Narset, Enlightened Master"),
    each with whether it is an epithet's head ("Crovax" of "Crovax the Cursed")."""
    name = clean_string(name).strip()
    variants = {name: False}
    if "AE" in name and _LIGATURE_CAPITALS.search(name):
        # "AEther Searcher" is "Aether Searcher" in its text; the short names and epithets then of that spelling
        name = _ligature_spelled(name)
        variants = {name: False, **variants}
    if name.startswith("A-") and _REBALANCED.match(name):
        # a digital card rebalanced ("A-Canaliseuse de la rage du dragon") is called by its name without the "A-"
        name = name[2:]
        variants.setdefault(name, False)
    if name.endswith(")") and _VARIANT_MARK.search(name):
        # "As Ineffable Blessing enters the battlefield, …" on each of the variants "Ineffable Blessing (a)" … "(f)"
        name = _VARIANT_MARK.sub("", name)
        variants.setdefault(name, False)
    if ", " in name:
        variants.setdefault(name.split(", ")[0], False)
    for sep in epithet_separators:
        head = name.split(",")[0]
        if sep in head and head.split(sep)[0].strip() and " " not in head.split(sep)[0].strip():
            variants.setdefault(head.split(sep)[0].strip(), True)
    return [(v, epithet) for v, epithet in variants.items() if v]


def _ligature_spelled(name: str) -> str:
    """The name with the ligature "Æ" spelled as in clean text: "AEther Searcher" -> "Aether Searcher"."""
    return _LIGATURE_CAPITALS.sub("Ae", name)


@dataclass(frozen=True, init=False)
class NameMatcher:
    """Finds the card's own name in text: every variant (full, short), every inflected form
    (Russian), with the article or contraction before it (Spanish, French).

    It compares word tokens and the punctuation between them instead of compiling a regex per
    card name: compiling cost more than parsing the card.
    """

    # per variant (longest first): its words and the punctuation between them
    variants: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]
    before: re.Pattern[str] | None  # an article or contraction right before the name
    contractions: tuple[tuple[str, str], ...]
    inflect: Callable[[str], set[str]] | None = None  # every form of a name word (Russian)
    has_epithet: bool = False  # one of the variants is an epithet's head
    # the first word of a name may be written in lower case after its article ("Le mage du Disque" of
    # Mage du Disque) when a later word keeps its capital: languages that capitalize only the first word.
    # (A name of common words alone, "Ouvrier spécialisé", is then also a creature type: "L'ouvrier
    # spécialisé ciblé" is another creature.)
    lower_first: bool = False
    # the words of the full name, when it may be written all in lower case after its article ("le gantelet de
    # pouvoir" of Gantelet de pouvoir: `mtglinks.text.lowered_names`), and when that name is words of card text
    # besides, what must open the clause it is the subject of ("Au moment où la conspiration arrive en jeu")
    lowered_whole: tuple[str, ...] = ()
    lowered_opener: re.Pattern[str] | None = None
    # what opens a clause the name is the subject of ("Quand ", "À chaque fois que "): a comma closing an epithet set
    # off by commas there is the name's (`_closing_comma`)
    subject_opener: re.Pattern[str] | None = None

    # per variant: a legendary's short name ("Nissa"), which is part of another name when a capitalised
    # word follows it ("Nissa's Chosen", "Marit Lage"), or a type before `type_after` ("a Lukka planeswalker")
    short: tuple[bool, ...] = ()
    type_after: re.Pattern[str] | None = None

    def __init__(  # noqa: PLR0913 - the fields, as the generated one takes them
        self,
        variants: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...],
        before: re.Pattern[str] | None,
        contractions: tuple[tuple[str, str], ...],
        inflect: Callable[[str], set[str]] | None = None,
        has_epithet: bool = False,
        lower_first: bool = False,
        lowered_whole: tuple[str, ...] = (),
        lowered_opener: re.Pattern[str] | None = None,
        subject_opener: re.Pattern[str] | None = None,
        short: tuple[bool, ...] = (),
        type_after: re.Pattern[str] | None = None,
    ) -> None:
        # One is made for every card named in its text: the fields filled at once, where a frozen dataclass's own
        # __init__ sets each through object.__setattr__ (three times as long). Frozen still: no attribute is set later.
        self.__dict__.update(
            variants=variants,
            before=before,
            contractions=contractions,
            inflect=inflect,
            has_epithet=has_epithet,
            lower_first=lower_first,
            lowered_whole=lowered_whole,
            lowered_opener=lowered_opener,
            subject_opener=subject_opener,
            short=short,
            type_after=type_after,
        )

    @cached_property
    def _shapes(self) -> list[tuple[tuple[str, ...], tuple[str, ...], int, int]]:
        """Each variant's words and gaps, what it needs before it (`_NOTHING`, `_ARTICLE`, `_LOWERED`,
        `_OPENER`: an article after the clause's opening), and which variant it is: the variants themselves,
        then (`lower_first`) those with a later capital and the first word's capital lowered, then the full name
        all in lower case (`lowered_whole`)."""
        shapes = [(words, gaps, _NOTHING, index) for index, (words, gaps) in enumerate(self.variants)]
        if self.lower_first and self.before is not None:
            for index, (words, gaps) in enumerate(self.variants):
                if words[0][:1].isupper() and any(w[:1].isupper() for w in words[1:]):
                    shapes.append(((words[0][:1].lower() + words[0][1:], *words[1:]), gaps, _ARTICLE, index))
        if self.before is not None:
            needs = _LOWERED if self.lowered_opener is None else _OPENER
            for index, (words, gaps) in enumerate(self.variants):
                if words == self.lowered_whole:
                    shapes.append(((words[0][:1].lower() + words[0][1:], *words[1:]), gaps, needs, index))
        return shapes

    @cached_property
    def _spelled(self) -> list[str | None]:
        """For each of `_shapes`, its words as text, one space between them, where every gap is a space: a text that
        says them so at a place needs no token read there (`_variant_end`); None for a shape with punctuation."""
        return [None if any(gaps) else " ".join(words) for words, gaps, _, _ in self._shapes]

    def _article_before(self, text: str, at: int, needs: int = _ARTICLE) -> bool:
        article = self.before.search(text, max(0, at - 12), at) if self.before is not None else None
        if article is None or needs != _OPENER:
            return article is not None
        start = article.start()
        return (
            self.lowered_opener is not None and self.lowered_opener.search(text, max(0, start - 24), start) is not None
        )

    def _part_of_another_name(self, index: int, text: str, end: int) -> bool:
        if index >= len(self.short) or not self.short[index]:
            return False
        if self.type_after is not None and self.type_after.match(text, end):
            return True
        follows = _NEXT_WORD.match(text, end)
        return follows is not None and follows.group(1).isupper()

    def _is(self, token: str, word: str, later: bool = False) -> bool:
        if token == word:
            return True
        if later and self.lower_first and token[:1].isupper() and token.lower() == word.lower():
            # a later word of the name capitalised in the text ("le Troll de Linciel" of Troll de linciel): languages
            # that capitalize only a name's first word print a proper noun's capital in either; a capital the text
            # lowers ("des régisseurs" of Ghildmage des Régisseurs) is left as it is, maybe common words
            return True
        if self.inflect is None:
            return False
        # Forms share their first letters; only then is the (costly, cached) inflection needed.
        if _folded(token[: _shared(word)]) != _folded(word[: _shared(word)]):
            return False
        return token in self.inflect(word)

    def spans(self, text: str) -> list[tuple[int, int, str]]:
        """(start, end, replacement) of each occurrence, in text order, never overlapping.

        Each variant's first word is searched for (itself, or with inflection the first two
        letters every form of it shares), and the tokens are read only from there: the same
        occurrences as comparing every token of the text, without tokenizing most paragraphs."""
        haystack = text if self.inflect is None else _folded(text)
        if len(haystack) != len(text) or (self.inflect is not None and "Σ" in text):
            # a letter whose lower case is longer (offsets would shift), or a capital sigma, whose
            # lower case depends on where it stands (folded alone, a name's two letters differ)
            return self._token_spans(text)
        taken: list[tuple[int, int]] = []
        found: list[tuple[int, int, str]] = []
        for (words, gaps, needs, index), spelled in zip(self._shapes, self._spelled, strict=True):
            needle = words[0] if self.inflect is None else _folded(words[0][: _shared(words[0])])
            at = haystack.find(needle)
            while at >= 0:
                end = self._variant_end(text, at, words, gaps, needs >= _LOWERED, spelled)
                if needs and end > 0 and not self._article_before(text, at, needs):
                    end = -1
                if end > 0 and self._part_of_another_name(index, text, end):
                    end = -1
                if end > 0 and not any(a < end and at < b for a, b in taken):
                    taken.append((at, end))
                    found.append(_closing_comma(text, *self._with_article(text, at, end), self.subject_opener))
                at = haystack.find(needle, at + 1)
        return sorted(found)

    def _variant_end(  # noqa: PLR0913 - the shape's parts, as `spans` unpacks them
        self, text: str, at: int, words: tuple[str, ...], gaps: tuple[str, ...], exact: bool, spelled: str | None = None
    ) -> int:
        """Where the variant ends when its words, as whole tokens with its punctuation between
        them, start at `at`; -1 when they do not (`exact`: its later words as the name prints them).
        `spelled` (`_spelled`): where the text says exactly that, a whole token at each end, it is found
        without reading its tokens (the same end: each word is the token there, the spaces their gaps)."""
        if at > 0 and _NAME_TOKEN.match(text, at - 1, at):
            return -1  # inside a token, not at its start
        if spelled is not None and text.startswith(spelled, at) and not _NAME_TOKEN.match(text, at + len(spelled)):
            return at + len(spelled)
        token = _NAME_TOKEN.match(text, at)
        if token is None or not self._is(token.group(), words[0]):
            return -1
        for word, gap in zip(words[1:], gaps, strict=True):
            previous = token.end()
            token = _NAME_TOKEN.search(text, previous)
            if (
                token is None
                or not self._is(token.group(), word, not exact)
                or _gap(text, previous, token.start()) != gap
            ):
                return -1
        return token.end()

    def _token_spans(self, text: str) -> list[tuple[int, int, str]]:
        """`spans` by comparing every token of the text with every variant's words."""
        if not self._may_occur(text):
            return []
        tokens = [(m.start(), m.end(), m.group()) for m in _NAME_TOKEN.finditer(text)]
        taken: list[tuple[int, int, str]] = []
        used: set[int] = set()
        for words, gaps, needs, index in self._shapes:
            n = len(words)
            for i in range(len(tokens) - n + 1):
                if i in used or not self._matches_at(text, tokens, i, words, gaps, needs >= _LOWERED):
                    continue
                if needs and not self._article_before(text, tokens[i][0], needs):
                    continue
                if self._part_of_another_name(index, text, tokens[i + n - 1][1]):
                    continue
                if any(i + k in used for k in range(n)):
                    continue
                used.update(range(i, i + n))
                taken.append(
                    _closing_comma(
                        text, *self._with_article(text, tokens[i][0], tokens[i + n - 1][1]), self.subject_opener
                    )
                )
        return sorted(taken)

    def _may_occur(self, text: str) -> bool:
        """False when no variant's first word can start anywhere in `text` (exact: `_is` needs the
        word itself, or with inflection a form sharing its first letters, `_shared`)."""
        if self.inflect is None:
            return any(words[0] in text for words, _, _, _ in self._shapes)
        folded = _folded(text)
        return any(_folded(words[0][: _shared(words[0])]) in folded for words, _ in self.variants)

    def _matches_at(
        self,
        text: str,
        tokens: list[tuple[int, int, str]],
        i: int,
        words: tuple[str, ...],
        gaps: tuple[str, ...],
        exact: bool = False,
    ) -> bool:
        """Whether the variant's words, with its punctuation between them, start at token `i` (`exact`: its later
        words as the name prints them, for the whole name lowered)."""
        if not self._is(tokens[i][2], words[0]):
            return False
        return all(
            self._is(tokens[i + k][2], words[k], not exact)
            and _gap(text, tokens[i + k - 1][1], tokens[i + k][0]) == gaps[k - 1]
            for k in range(1, len(words))
        )

    def _with_article(self, text: str, start: int, end: int) -> tuple[int, int, str]:
        if self.before is None:
            return (start, end, "~")
        m = self.before.search(text, max(0, start - 12), start)
        if m is None:
            return (start, end, "~")
        found = m.group("contraction")
        if found:
            prep = dict(self.contractions)[found.lower()]
            prep = prep[:1].upper() + prep[1:] if found[:1].isupper() else prep
            return (m.start(), end, f"{prep} ~")
        return (m.start(), end, "~")


def _closing_comma(
    text: str, start: int, end: int, replacement: str, opener: re.Pattern[str] | None = None
) -> tuple[int, int, str]:
    """A name whose epithet is set off by a comma ("Kamahl, sangrahbaire") that opens a sentence is closed by a second
    comma before its verb ("Kamahl, sangrahbaire, inflige 3 blessures …", "Kamahl, Pit Fighter, deals …"): that comma
    is the name's, so it goes with it ("~ inflige …"). So it is where the name is the subject of a clause the language's
    `opener` opens ("Quand Kanji, gardien des Aérains, arrive en jeu, …"). Elsewhere a comma after the name may end a
    clause ("Tant que vous contrôlez Kamahl, sangrahbaire, …") and is kept."""
    if "," not in text[start:end] or not text.startswith(", ", end):
        return (start, end, replacement)
    before = text[:start].rstrip()
    opens = not before or before[-1] in ".:!?"
    if opens or (opener is not None and opener.search(text, max(0, start - 24), start) is not None):
        return (start, end + 1, replacement)
    return (start, end, replacement)


def _shared(word: str) -> int:
    """How many first letters every inflected form of a name word shares: two, but one for a word of three letters or
    fewer, whose vowel may drop ("Ров Тефери", "При входе Рва Тефери в игру"; "Лед", "Льда")."""
    return 2 if len(word) > 3 else 1


def _folded(text: str) -> str:
    """Lower case, "ё" read as "е": how inflected forms are compared by their first letters."""
    return text.lower().replace("ё", "е")


def _gap(text: str, a: int, b: int) -> str:
    return " ".join(text[a:b].split()) if a < b else ""


def _name_shape(variant: str) -> tuple[list[str], tuple[str, ...]]:
    words = variant.split(" ")
    if all(word.isalnum() for word in words):
        # most names: letters and digits (a token, `[^\W_]+`, is such a run) between single spaces, each gap none
        return words, ("",) * (len(words) - 1)
    # the text between two tokens is what `split` gives between its first and last pieces, each one as
    # `_gap` reads it (its words joined by one space: none for the one space between most words)
    between = _NAME_TOKEN.split(variant)[1:-1]
    gaps = tuple("" if gap == " " else " ".join(gap.split()) for gap in between)
    return _NAME_TOKEN.findall(variant), gaps


def may_be_named(rules: NameRules, name: str, paragraphs: list[str]) -> bool:
    """Whether a face's paragraphs may hold its name `name`: false only when the first word of its clean name, which
    opens every variant a name matcher finds (the full name, the short names, an epithet's head), is in none of them
    (in any case where the language lowers a name's first letter; always true for a language that inflects names,
    whose matcher compares the first letters of a word's forms)."""
    if rules.inflect is not None:
        return True
    first = _NAME_TOKEN.search(clean_string(name))
    if first is None:
        return True  # no word: the matcher says so itself
    word = first.group()
    words = {word, _ligature_spelled(word)} if "AE" in word else {word}  # "AEther" is "Aether" in text
    if rules.ignore_case:
        words = {word.lower() for word in words}
        return any(word in text.lower() for text in paragraphs for word in words)
    return any(word in text for text in paragraphs for word in words)


# A card's finder serves all of its paragraphs and faces; a few thousand cover the cards in flight.
@lru_cache(maxsize=1024)
def name_matcher(rules: NameRules, name: str, epithets: bool = True, legendary: bool = False) -> NameMatcher | None:
    """The finder of a card name in a text written by `rules`; None for an empty name.

    A legendary card's name is found by its short names too (`short_names`): current Oracle text says
    "exiled with Karn" on Karn Liberated."""
    variants: list[tuple[tuple[str, ...], tuple[str, ...], bool]] = []
    has_epithet = False
    shorts = short_names(name, card_word_test(rules.code)) if legendary and name else []
    for variant, epithet in _with_article_dropped(rules, name_variants(name, rules.epithet_separators) if name else []):
        words, gaps = _name_shape(variant)
        if words and (epithets or not epithet):
            # an epithet's head is a short name of a legendary card ("Gideon" of Gideon of the Trials)
            variants.append((tuple(words), gaps, epithet and variant in shorts))
            has_epithet = has_epithet or epithet
    known = {v[0] for v in variants}
    for variant in shorts:
        words, gaps = _name_shape(variant)
        if words and tuple(words) not in known:
            variants.append((tuple(words), gaps, True))
            known.add(tuple(words))
    if not variants:
        return None
    variants.sort(key=lambda v: len(v[0]), reverse=True)  # "Narset, Enlightened Master" before "Narset"
    lowered, opener = _lowered_whole(rules, name)
    return NameMatcher(
        tuple((words, gaps) for words, gaps, _ in variants),
        _article_regex(rules),
        _contractions(rules),
        rules.inflect,
        has_epithet,
        lower_first=rules.ignore_case,
        short=tuple(short for _, _, short in variants),
        type_after=rules.type_after,
        lowered_whole=lowered,
        lowered_opener=opener,
        subject_opener=rules.lowered_opener,
    )


def _lowered_whole(rules: NameRules, name: str) -> tuple[tuple[str, ...], re.Pattern[str] | None]:
    """The words of the full name when the language may write it all in lower case after its article, and what must
    open the clause before that article when the name is words of card text too (None: any article)."""
    if not rules.lowered_whole or not name:
        return (), None
    from mtglinks.text.lowered_names import LOWERED, OPENED, lowered_whole_name  # the language's card words

    full = name_variants(name, rules.epithet_separators)[0][0]
    how = lowered_whole_name(rules.code, full)
    if how == LOWERED or (how == OPENED and rules.lowered_opener is not None):
        return tuple(_name_shape(full)[0]), rules.lowered_opener if how == OPENED else None
    return (), None


def _with_article_dropped(rules: NameRules, variants: list[tuple[str, bool]]) -> list[tuple[str, bool]]:
    """The variants, and after each that opens with one of the language's articles before a capital the rest of it:
    "du Mycotyran" of Le Mycotyran, the article joined to the preposition before it (`rules.contractions`)."""
    found = list(variants)
    for variant, epithet in variants:
        for article in _capital_articles(rules):
            rest = variant[len(article) :].lstrip() if variant.startswith(article) else ""
            if rest[:1].isupper() and (article.endswith("'") or variant[len(article) : len(article) + 1] == " "):
                found.append((rest, epithet))
    return found


@cache
def _contractions(rules: NameRules) -> tuple[tuple[str, str], ...]:
    """The language's contractions, lower-cased, as a name matcher reads them (one tuple a language)."""
    return tuple((k.lower(), v) for k, v in rules.contractions)


@cache
def _capital_articles(rules: NameRules) -> tuple[str, ...]:
    """The language's articles that open a name (capitalised: "Le", "L'"), in order."""
    return tuple(article for article in rules.articles if article[:1].isupper())


@cache
def _article_regex(rules: NameRules) -> re.Pattern[str] | None:
    """An article or contraction right before the name; None where the language has none."""
    parts = []
    if rules.contractions:
        preps = "|".join(re.escape(c) for c, _ in rules.contractions)
        parts.append(rf"(?<![\w'])(?P<contraction>{preps})\s+$")
    if rules.articles:
        arts = "|".join(re.escape(a) + (r"\s*" if a.endswith("'") else r"\s+") for a in rules.articles)
        parts.append(rf"(?<![\w'])(?:{arts})$")
    if not parts:
        return None
    return re.compile("(?:" + "|".join(parts) + ")", re.I if rules.ignore_case else 0)
