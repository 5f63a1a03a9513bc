"""Languages: each one a small package of data plugged into the shared engine.

Like spaCy's `spacy/lang/<code>/`, every language folder holds only tables: the words of its
grammar terminals live in `grammar/<code>.lark`, and `lang/<code>/__init__.py` holds keyword
names, self-reference templates, articles and the word patterns that classify abilities and
cost parts. The engine (grammar.py, features.py, links/) never names a word of any language.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache, lru_cache

LANGUAGES = ("en", "es", "fr", "ru")

# Keywords (canonical English names of rule 702) that only permanents have: a card with one of
# these is not an instant or sorcery, whatever its other paragraphs look like.
PERMANENT_KEYWORDS = frozenset(
    """flying|first strike|double strike|deathtouch|defender|haste|hexproof|indestructible|lifelink|
    menace|reach|trample|vigilance|enchant|equip|protection|shroud|fear|intimidate|landwalk|islandwalk|
    swampwalk|forestwalk|mountainwalk|plainswalk|flanking|banding|rampage|champion|echo|fading|vanishing|
    level up|morph|megamorph|crew|devour|tribute|bushido|ninjutsu|evolve|exalted|persist|undying|prowess|
    ward|partner|unearth|outlast|dash|bestow|mutate|shadow|horsemanship|cumulative upkeep|phasing|
    modular|graft|soulshift|wither|infect|skulk|afflict|afterlife|riot|training|decayed|reconfigure|
    fortify|living weapon|totem armor|umbra armor|soulbond|myriad|melee|mentor|renown|fabricate|
    backup|toxic|enlist|ravenous|prototype|disguise|saddle|offspring|impending|station|daybound|
    nightbound|boast|encore|embalm|eternalize|hideaway|changeling""".replace("\n", "").split("|")
)


@dataclass(frozen=True)
class Language:
    code: str
    # keyword as printed (lower case) -> canonical English keyword of rule 702
    keywords: dict[str, str]
    # "this creature", "esta criatura", … : phrases that name the object itself
    self_templates: tuple[str, ...]
    # articles that may stand before the card's name and go with it: "el", "la", "l'"
    name_articles: tuple[str, ...] = ()
    # contractions of preposition + article: "del" -> "de"
    name_contractions: dict[str, str] = field(default_factory=dict)
    # what joins a name to its epithet ("Crovax the Cursed", "Gideon of the Trials"): the head alone
    # is the card's short name
    epithet_separators: tuple[str, ...] = ()
    # cost part kind -> regex on the cost part's text (searched, case-insensitive)
    cost_parts: dict[str, str] = field(default_factory=dict)
    # ability kind -> regex on the normalized ability text; first match wins
    kind_patterns: tuple[tuple[str, str], ...] = ()
    # label (text before "—") that opens a modal ability: "Choose one"
    modal_label: str = r"(?!)"
    # activation restriction sentence: "Activate only as a sorcery."
    restriction: str = r"(?!)"
    # "LEVEL 1-3" / "NIVEL 1-3": level band paragraphs of level-up cards
    level_band: str = r"(?!)"
    # a Class's level-up ability: "{1}{G}: Level 2" (group 1 is the level)
    class_level: str = r"(?!)"
    # verbs that open a spell's imperative sentence ("Destroy", "Exile", …): evidence that a
    # card with no type line is an instant or sorcery
    imperative: str = r"(?!)"
    # a chunk that goes on a list ("or enchantment enters"): "or", "and", "y", "o", "ou", "или"
    list_conjunction: str = r"(?!)"
    # a paragraph that only a permanent has ("~ gets", "Enchanted creature", "Equip")
    permanent_marker: str = r"(?!)"
    # a static ability an instant or sorcery may have ("As an additional cost to cast ~")
    spell_static: str = r"(?!)"
    # a trigger event that works while the card is a spell ("When you cast ~")
    cast_trigger: str = r"(?!)"
    # type-line words that make a card an instant or sorcery ("Instant", "Conjuro", "Волшебство")
    spell_type: str = r"(?!)"
    # keyword lines end with a period in this language's printed text (Spanish "Vuela.")
    keyword_line_period: bool = False
    # word forms of one inflected name word -> all of its forms (Russian); None elsewhere
    inflect: Callable[[str], set[str]] | None = None
    # how letters of a name compare: Russian and the Romance languages capitalize only the
    # first word, and the article may be capitalized at a sentence start
    name_ignore_case: bool = False

    @property
    def keyword_pattern(self) -> re.Pattern[str]:
        return _keyword_regex(self.code)

    def name_matcher(self, name: str | None, epithets: bool = True) -> NameMatcher | None:
        """Finds the card's name (full and short, inflected, with its article); None without a name.

        `epithets=False` leaves out an epithet's head ("Crovax" of "Crovax the Cursed"): it names the
        card only in a text that also says the full name ("Destroy" of Destroy the Evidence is a verb).
        """
        return _name_matcher(self.code, name or "", epithets)

    @property
    def template_pattern(self) -> re.Pattern[str] | None:
        """The templates by which current text names the object itself ("this creature")."""
        return _template_regex(self.code)


@cache
def spell_type_pattern() -> re.Pattern[str]:
    """Type-line words of an instant or sorcery in every language: a record's type line need not be
    in the language of its text (Scryfall gives printed text with the English `type_line`)."""
    words = "|".join(f"(?:{_load(code).spell_type})" for code in LANGUAGES)
    return re.compile(rf"(?i)\b(?:{words})\b")


def get_language(code: str) -> Language:
    """The language for a code; a ValueError names the code and the known ones."""
    if not isinstance(code, str) or code.lower() not in LANGUAGES:
        raise ValueError(f"unknown language code {code!r}: expected one of {', '.join(LANGUAGES)}")
    return _load(code.lower())


@cache
def _load(code: str) -> Language:
    module = importlib.import_module(f"mtglinks.lang.{code}")
    language: Language = module.LANGUAGE
    return language


@cache
def _keyword_regex(code: str) -> re.Pattern[str]:
    lang = _load(code)
    names = sorted(lang.keywords, key=len, reverse=True)
    alternation = "|".join(re.escape(n) for n in names)
    return re.compile(rf"(?i)^(?:{alternation})(?![\w'-])")


@lru_cache(maxsize=4096)
def _name_variants(name: str, epithet_separators: tuple[str, ...]) -> list[tuple[str, bool]]:
    """The full name and the short name a legendary card uses ("Narset" of "Narset, Enlightened Master"),
    each with whether it is an epithet's head ("Crovax" of "Crovax the Cursed")."""
    from mtglinks.text.normalize import clean_characters
    from mtglinks.text.tracked import TrackedText

    name = clean_characters(TrackedText.of(name)).text.strip()
    variants = {name: False}
    if ", " in name:
        variants.setdefault(name.split(", ")[0], False)
    for sep in epithet_separators:
        head = name.split(",")[0]
        if sep in head and head.split(sep)[0].strip() and " " not in head.split(sep)[0].strip():
            variants.setdefault(head.split(sep)[0].strip(), True)
    return [(v, epithet) for v, epithet in variants.items() if v]


_NAME_TOKEN = re.compile(r"[^\W_]+")


@dataclass(frozen=True)
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

    def _is(self, token: str, word: str) -> bool:
        if token == word:
            return True
        if self.inflect is None:
            return False
        # Forms share their first letters; only then is the (costly, cached) inflection needed.
        if token[:2].lower().replace("ё", "е") != word[:2].lower().replace("ё", "е"):
            return False
        return token in self.inflect(word)

    def spans(self, text: str) -> list[tuple[int, int, str]]:
        """(start, end, replacement) of each occurrence, in text order, never overlapping."""
        tokens = [(m.start(), m.end(), m.group()) for m in _NAME_TOKEN.finditer(text)]
        taken: list[tuple[int, int, str]] = []
        used: set[int] = set()
        for words, gaps in self.variants:
            n = len(words)
            for i in range(len(tokens) - n + 1):
                if i in used or not self._is(tokens[i][2], words[0]):
                    continue
                ok = all(
                    self._is(tokens[i + k][2], words[k])
                    and _gap(text, tokens[i + k - 1][1], tokens[i + k][0]) == gaps[k - 1]
                    for k in range(1, n)
                )
                if not ok or any(i + k in used for k in range(n)):
                    continue
                used.update(range(i, i + n))
                taken.append(self._with_article(text, tokens[i][0], tokens[i + n - 1][1]))
        return sorted(taken)

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


def _gap(text: str, a: int, b: int) -> str:
    return " ".join(text[a:b].split()) if a < b else ""


def _name_shape(variant: str) -> tuple[list[str], tuple[str, ...]]:
    found = list(_NAME_TOKEN.finditer(variant))
    words = [m.group() for m in found]
    gaps = tuple(_gap(variant, found[k - 1].end(), found[k].start()) for k in range(1, len(found)))
    return words, gaps


@lru_cache(maxsize=8192)
def _name_matcher(code: str, name: str, epithets: bool = True) -> NameMatcher | None:
    lang = _load(code)
    variants = []
    has_epithet = False
    for variant, epithet in _name_variants(name, lang.epithet_separators) if name else []:
        words, gaps = _name_shape(variant)
        if words and (epithets or not epithet):
            variants.append((tuple(words), gaps))
            has_epithet = has_epithet or epithet
    if not variants:
        return None
    variants.sort(key=lambda v: len(v[0]), reverse=True)  # "Narset, Enlightened Master" before "Narset"
    contractions = tuple((k.lower(), v) for k, v in lang.name_contractions.items())
    return NameMatcher(tuple(variants), _article_regex(code), contractions, lang.inflect, has_epithet)


@cache
def _article_regex(code: str) -> re.Pattern[str] | None:
    lang = _load(code)
    parts = []
    if lang.name_contractions:
        preps = "|".join(re.escape(c) for c in lang.name_contractions)
        parts.append(rf"(?<![\w'])(?P<contraction>{preps})\s+$")
    if lang.name_articles:
        arts = "|".join(re.escape(a) + (r"\s*" if a.endswith("'") else r"\s+") for a in lang.name_articles)
        parts.append(rf"(?<![\w'])(?:{arts})$")
    if not parts:
        return None
    return re.compile("(?:" + "|".join(parts) + ")", re.I if lang.name_ignore_case else 0)


@cache
def _template_regex(code: str) -> re.Pattern[str] | None:
    """ "this creature", "esta criatura", …: compiled once per language."""
    lang = _load(code)
    if not lang.self_templates:
        return None
    templates = []
    for template in sorted(lang.self_templates, key=len, reverse=True):
        first = template[0]
        head = f"[{first.upper()}{first.lower()}]" if first.isalpha() else re.escape(first)
        templates.append(head + r"\s+".join(re.escape(w) for w in template[1:].split(" ")))
    return re.compile(rf"(?<![\w])(?:{'|'.join(templates)})(?![\w])")
