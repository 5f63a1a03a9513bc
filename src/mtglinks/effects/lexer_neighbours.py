"""The categories a token takes by its neighbours, set on the effect lexer's tokens (`lexer.Lexicon.tokens`).

Some categories depend on a neighbour, which an LALR(1) grammar cannot see: "and", "then" or a comma
before a new clause (a verb, or a subject and its verb) become one JOIN token, "counter" after a
count or a counter's kind is the noun COUNTER_N rather than the verb, a GAIN right before a power and
toughness ("gagne +1/+1") is GET, a change of power and toughness, not "has" an object, and "+1/+1"
right before "counter" is the counter's kind COUNTER_KIND rather than a power and toughness.
"""

from __future__ import annotations

from collections.abc import Mapping

from mtglinks.effects.lexer_conditions import followed_main, or_after_zone, relative_ends
from mtglinks.effects.lexer_subject_after import OWN_SUBJECTS, subject_opens
from mtglinks.effects.lexer_tokens import Token

# Terminals that open a predicate, and those that can be a subject before one.
VERBS = frozenset(
    [
        "V_OBJ",
        "V_NUM",
        "DRAW",
        "CREATE",
        "DEAL",
        "GAIN",
        "LOSE",
        "ADD",
        "GET",
        "PUT",
        "RETURN",
        "SEARCH",
        "LOOK_AT",
        "PAY",
        "CHOOSE",
        "COUNTER",
        "ENTER",
        "DIE",
        "ATTACK",
        "BLOCK",
        "BE_BLOCKED",
        "LEAVE",
        "CANT",
        "MAY",
        "BECOME",
        "EVENT_VERB",
        "NO_UNTAP",
        "REMOVE",
        "COSTS",
        "PREVENT",
        "EMBLEM",
        "CAN",
        "CHOOSE_NOT",
        "SPEND_ONLY",
        "PERPETUALLY",
        "ALSO",
        "DEALT",
        "NOTE",
        "STAT_IS",
        "MUST",
        "SPEND_AS",
        "UNBLOCKABLE",
        "ASSIGN_DAMAGE",
        "IT_VERB_ES",
        "REMOVE_ONE_FROM",  # "… or remove one from it"
        "SHOW_THAT",
        "SACRIFICE_APART",  # Russian "…, приносит его в жертву"
        "TRANSFORM_NAMED_RU",  # Russian "…, трансформируйте Одного из Стаи"
        "BURY",  # older printed English "… or bury ~", "If ~ gains flying, bury it." (effects/old_verb_shapes.py)
        "BURIED",  # "…, target creature is buried."
    ]
)
# A player and "cast" right after a noun: who casts the spells ("creature spells you cast").
_CASTERS = {"you": "cast_by_you", "your_opponents": "cast_by_opponent", "an_opponent": "cast_by_opponent"}
_NOUNS = frozenset({"TYPE", "NOUN", "SUBTYPE"})
SUBJECTS = frozenset({"PLAYER", "SELF", "REF"})
_COUNTS = frozenset({"PT", "NUM", "DET_A", "COUNTER_KIND", "KEYWORD"})
# Set-off phrases read, once their comma is dropped, as the terminal they are elsewhere: Russian "…, пока вы
# контролируете ~" is the DURATION the grammar reads with no comma before it (a comma there would be a list's).
_SET_OFF_AS = {
    "DURATION_SET_OFF": "DURATION",
    "KICKED_SET_OFF": "KICKED_BY",
    "OTHER_THAN_SET_OFF": "OTHER_THAN",
    "WHOSE_STEP_SET_OFF": "WHOSE_STEP",
    "ONLY_IF_SET_OFF": "ACTIVATE_ONLY_IF",  # Russian "Разыгрывайте ~, только если …": cast only if
    "TYPE_SET_OFF": "TYPE",  # French "une carte d'artefact, de créature ou de terrain": a list of types, not of objects
    "DIVIDED_SET_OFF": "DIVIDED",  # French "…, réparties de la manière que vous choisissez.": divided as you choose
}
# Phrases a comma before belongs to: ", where X is", ", unless …", ", as long as …", ", if able", and a
# language's SET_OFF phrases (Russian ", не являющийся землей"): an LALR(1) grammar cannot tell that comma
# from a list's.
_SET_OFF = frozenset(
    {"WHERE_X", "SET_OFF", "UNLESS", "UNLESS_NOT", "AS_LONG_AS", "IF_ABLE", "COPY_OF", "EXCEPT", "BEFORE"}
    # Russian: "карту, находящуюся в вашей руке", "…, если …", "столько …, сколько …", "как будто", "равные его силе"
    | {"RELATIVE", "IF_SET_OFF", "AS_MANY_AS", "AS_THOUGH", "AS_THOUGH_HAD", "EQUAL_TO"}
    | {"NOR", "THAT_TARGETS", "THAT_IS"}  # "ни …, ни …", "…, целью которого является …", "…, которое остается …"
    | frozenset(_SET_OFF_AS)
    | {"OR_WHEN"}  # Russian "Когда вы совершаете цикл ~, или когда …": a second trigger word, not a list's "or"
    | {"ROUNDED"}  # "half the number of Zombies you control, rounded down": the rounding of the number before it
    | {"INCLUDING"}  # "note how many cards you've drafted this draft round, including this card"
    | {"WHICHEVER"}  # "… or the number of Zombie cards in your graveyard, whichever is greater": which amount counts
)


# The categories `_retype` may change, and those the loop of `contextual` looks at.
_RETYPED = frozenset({"TIMES", "GAIN", "PT", "COUNTER", "AND", "_COMMA", "DOES", "OR"})
_NOTICED = _RETYPED | {"_COMMA", "PLAYER", "THEN"}


def _damage_plus_after(following: list[Token]) -> bool:
    """Whether an amount of damage more or less than a number follows "and": "and 5 minus X damage to …"."""
    return [t.type for t in following] == ["NUM", "PLUS", "NUM", "DAMAGE"]


def _retype(token: Token, following: list[Token], previous: Token | None) -> None:
    """The category a token takes by its neighbours (the module docstring), set on the token."""
    after = following[0].type if following else ""
    if token.type == "TIMES" and after in ("THAT_MANY", "NUM", "DET_A"):
        token.type = "TWICE"  # "twice that much", "twice X": an amount multiplied, not an action repeated
    elif token.type == "GAIN" and after == "PT":
        token.type = "GET"  # "gagne +1/+1": a change of power and toughness, as "gets +1/+1"
    elif token.type == "PT" and after == "COUNTER":
        token.type = "COUNTER_KIND"  # "+1/+1 counter": the counter's kind, not a power and toughness
    elif token.type == "COUNTER" and previous is not None and previous.type in _COUNTS:
        token.type = "COUNTER_N"
    elif token.type == "AND" and after in ("NUM", "DET_A") and len(following) > 1 and following[1].type == "DAMAGE":
        token.type = "AND_DAMAGE"  # "deals 2 damage to any target and 3 damage to you"
    elif previous is not None and previous.type in _KEYWORD_ENDS and _object_after(token, following, previous):
        token.type = "OR_OBJECT" if "OR" in (token.type, after) else "AND_OBJECT"  # "with flying, or a 1/6 …"
    elif token.type == "AND" and after == "CONTROLLER" and previous is not None and previous.type in _NOUNS:
        token.type = "AND_COND"  # "If an opponent controls an Island and you control a Mountain": a second condition
    elif token.type == "AND" and after == "ONLY":
        token.type = "AND_ONLY"  # "only during combat and only if …": a second bound on when, not a list's "and"
    elif token.type == "DOES" and after in _AMOUNTS and len(following) > 1 and following[1].type == "DAMAGE":
        token.type, token.value = "DEAL", "deal_damage"  # older printed "~ does 2 damage to you": deals it


_KEYWORD_ENDS = frozenset({"KEYWORD", "SYMBOLS"})
_AMOUNTS = frozenset(
    {"NUM", "DET_A", "THAT_MANY"}
)  # "does 2 damage", "does X damage", "does that much damage"  # "with trample and", "with ward {2} and"


def _object_after(token: Token, following: list[Token], previous: Token) -> bool:
    """Whether the "and" or comma after a keyword opens another object, not another keyword: a player ("with flying
    and each player", not its subject), or an object with its power and toughness ("a 3/3 … token with deathtouch and a
    3/3 … token with lifelink", "… with flying, a 3/3 …", "… with vigilance, and a 3/3 …")."""
    kinds = [t.type for t in following]
    if token.type == "AND" and kinds[:1] == ["PLAYER"]:
        return previous.type == "KEYWORD" and (len(kinds) < 2 or kinds[1] not in VERBS)
    opens = kinds[:2] == ["DET_A", "PT"] or kinds in (["AND", "DET_A", "PT"], ["OR", "DET_A", "PT"])
    return token.type in ("AND", "_COMMA", "OR") and opens


def contextual(tokens: list[Token], quoted_counters: Mapping[str, str] = {}) -> list[Token]:
    """JOIN for "and"/"then"/"," before a new clause; COUNTER_N for counter the noun (module docstring);
    `quoted_counters`: the language's counter names printed in quotes (`_quoted_counter_kinds`)."""
    out: list[Token] = []
    n = len(tokens)
    i = 0
    while i < n:
        token = tokens[i]
        if token.type not in _NOTICED:  # most tokens: none of the tests below is about them
            out.append(token)
            i += 1
            continue
        if token.type in _RETYPED:
            _retype(token, tokens[i + 1 : i + 4], out[-1] if out else None)
            if token.type == "AND" and _damage_plus_after(tokens[i + 1 : i + 5]):
                token.type = "AND_DAMAGE"  # "deals X damage to target creature and 5 minus X damage to …"
        if token.type == "_COMMA" and i + 1 < n and tokens[i + 1].type in _SET_OFF:
            following = tokens[i + 1]
            following.type = _SET_OFF_AS.get(following.type, following.type)
            i += 1  # ", where X is", ", except …": the comma belongs to it
            continue
        if (
            token.type == "PLAYER"
            and token.value in _CASTERS
            and out
            and out[-1].type in _NOUNS
            and i + 1 < n
            and tokens[i + 1].type == "V_OBJ"
            and tokens[i + 1].value == "cast"
        ):
            cast = tokens[i + 1]
            words = f"{token.text} {cast.text}"
            out.append(Token("CONTROLLER", _CASTERS[token.value], words, token.start_pos, cast.end_pos))
            i += 2
            continue
        if token.type in ("_COMMA", "AND", "THEN"):
            j = i
            while j < n and tokens[j].type in ("_COMMA", "AND", "THEN"):
                j += 1
            if j < n and (_opens_clause(tokens, j) or _then_after(tokens, i, j)):
                words = " ".join(t.text for t in tokens[i:j])
                out.append(Token("JOIN", words, words, tokens[i].start_pos, tokens[j - 1].end_pos))
                i = j
                continue
        out.append(token)
        i += 1
    return _passes(out, tokens, quoted_counters)


def _passes(out: list[Token], tokens: list[Token], quoted_counters: Mapping[str, str]) -> list[Token]:
    """The passes after the loop of `contextual` (`out`, from its `tokens`). Each looks for a category or two: it
    runs only where the sentence has them (`kinds`, with those a pass may make for the passes after it), most
    sentences having none."""
    kinds = {token.type for token in out}
    if "CHOICE_OF" in kinds:
        out = _choice_set_off(out)
    if "JOIN" in kinds and "PLAYER" in kinds:
        out = _compound_subjects(out, tokens)
        kinds.add("AND")
    if quoted_counters and "QUOTED" in kinds and "COUNTER_N" in kinds:
        out = _quoted_counter_kinds(out, quoted_counters)
    if "AND" in kinds and ("COLOR" in kinds or "ZONE" in kinds):
        out = _color_pairs(out)
    if "OR" in kinds and "COLOR" in kinds:
        out = _color_either(out)
    if ("OR" in kinds or "OR_CLAUSE" in kinds) and "ZONE" in kinds and "FROM" in kinds:
        out = _zone_either(out)
    return or_clauses(out, kinds)


def _then_after(tokens: list[Token], i: int, j: int) -> bool:
    """Whether the run of joining words from i to j is a "then" after a part of the sentence: what follows it is a
    clause even when the lexer cannot see its verb open ("…, then each other player draws four cards", "…, then any
    number of target players each mill …"); "then" never continues a list. At the sentence's start only "Then," set off
    ("Then, if you have 1,000 or more life, you lose the game."), as a bare "Then" at the start is JOIN."""
    return (i > 0 or tokens[j - 1].type == "_COMMA") and any(t.type == "THEN" for t in tokens[i:j])


def or_clauses(tokens: list[Token], kinds: set[str]) -> list[Token]:
    """OR_CLAUSE for "or" after an object and before a verb: "reveal a card or pay {3}" joins two verbs; and before
    "there is": "if you control a Desert or there is a Desert card in your graveyard" joins two conditions. OR_OBJECT
    for "or the" after a relative clause "you chose" (`lexer_conditions.relative_ends`). `kinds`:
    the categories the tokens may hold (at least those they hold), for the passes after it to run only where theirs
    are."""
    tokens = followed_main(tokens) if "FOLLOWED_MAIN" in kinds else tokens
    if "OR" in kinds:
        for i in range(1, len(tokens) - 1):
            following = tokens[i + 1].type
            if tokens[i].type != "OR":
                continue
            if tokens[i - 1].type not in VERBS and (following in VERBS or following == "THERE_ARE"):
                tokens[i].type = "OR_CLAUSE"
            elif following == "THE" and relative_ends(tokens, i):
                tokens[i].type = "OR_OBJECT"
        tokens = _or_subject(or_after_zone(tokens, VERBS) if "ZONE" in kinds else tokens)
    if "IF" in kinds and "BE" in kinds and "REF" in kinds:
        tokens = _elided_is(tokens)
    tokens = _then_after_subject(tokens)
    return _a_target(tokens) if "DET_A" in kinds and "TARGET" in kinds else tokens


def _or_subject(tokens: list[Token]) -> list[Token]:
    """ ", or" before a subject and its verb, one OR_JOIN: "They lose 4 life, or you create a token …" (a villainous
    choice's two clauses, the grammar cannot see past the comma of an object list to the subject)."""
    found = [
        i
        for i in range(1, len(tokens) - 2)
        if tokens[i].type == "OR" and tokens[i - 1].type == "_COMMA"
        if tokens[i + 1].type in SUBJECTS and _opens_clause(tokens, i + 1)
    ]
    if not found:
        return tokens
    out = list(tokens)
    for i in reversed(found):
        comma, either = out[i - 1], out[i]
        words = f"{comma.text} {either.text}"
        out[i - 1 : i + 1] = [Token("OR_JOIN", either.value, words, comma.start_pos, either.end_pos)]
    return out


def _elided_is(tokens: list[Token]) -> list[Token]:
    """ "If it is, …" ("If it was, …"): "it" and "is" with only the comma after them, one IT_IS, the test of the
    sentence before said again (as "If it does, …"): the grammar cannot see past "is" to the comma."""
    out: list[Token] = []
    i = 0
    while i < len(tokens):
        it = tokens[i]
        if (
            it.type == "REF"
            and it.text.lower() == "it"
            and out
            and out[-1].type == "IF"
            and i + 2 < len(tokens)
            and tokens[i + 1].type == "BE"
            and tokens[i + 2].type in ("JOIN", "_COMMA")
        ):
            be = tokens[i + 1]
            out.append(Token("IT_IS", be.value, f"{it.text} {be.text}", it.start_pos, be.end_pos))
            i += 2
            continue
        out.append(it)
        i += 1
    return out


def _then_after_subject(tokens: list[Token]) -> list[Token]:
    """ "Opponent then discards …" (old printed): "then" between the sentence's one-word subject and its verb is an
    adverb, as after a player ("That player then shuffles …"), not a join of two clauses."""
    if len(tokens) > 2 and tokens[0].type == "NOUN" and tokens[1].type == "JOIN" and tokens[1].text.lower() == "then":
        tokens[1] = Token("ALSO", "then", tokens[1].text, tokens[1].start_pos, tokens[1].end_pos)
    return tokens


def _a_target(tokens: list[Token]) -> list[Token]:
    """Old printed "Destroy a target artifact", "to a target creature or player": "a" before "target" and its noun is
    no determiner of its own ("change a target of target spell", a target and no noun after it, keeps it)."""
    return [
        token
        for i, token in enumerate(tokens)
        if not (
            token.type == "DET_A"
            and token.text.lower() == "a"
            and i + 2 < len(tokens)
            and tokens[i + 1].type == "TARGET"
            and tokens[i + 2].type in ("TYPE", "NOUN")
        )
    ]


# Terminals that open a clause only after "and" or "then": ", and if it would die, …", ", and is a Zombie",
# "~ enters and whenever it attacks" (a second trigger event).
# (EXTRA_PHASE: French "… et cette phase est suivie d'une phase de combat supplémentaire", a clause of its own)
_AFTER_CONJUNCTION = frozenset({"IF", "IF_YOU_DO", "BE", "TRIGGER_WORD", "EXTRA_PHASE", "AFTER_PHASE", "LURE", "ISNT"})


# Terminals that open a clause when the next token is the one named: "… and your life total becomes 1" (a number of
# the game set), "…, and mana of any type can be spent to cast that spell" (mana the subject), "If you control a
# Forest, rather than pay ~'s mana cost, you may …" (the cost replaced, set off).
_OPENS_BEFORE = {"QUANTITY": "BECOME", "MANA_OF": "CAN", "RATHER_THAN": "_COMMA"}


def _opens_clause(tokens: list[Token], j: int) -> bool:
    """Whether the tokens from j open a clause: a verb, or a subject and then a verb."""
    kind = tokens[j].type
    if kind in VERBS:
        return True
    if kind == "INSTEAD":  # "If …, instead destroy all creatures"
        if j + 2 < len(tokens) and tokens[j + 1].type == "_COMMA":  # set off: "Si …, en vez de eso, destruye …"
            return _opens_clause(tokens, j + 2)
        return j + 1 < len(tokens) and _opens_clause(tokens, j + 1)  # a verb, or its subject first (Russian)
    if kind == "BE" and j > 0 and tokens[j - 1].type == "_COMMA" and j + 1 < len(tokens):
        return tokens[j + 1].type in ("COLOR", "DET_A")  # "~ gets +1/+1, is black, and has …": a predicate of its own
    if kind in _AFTER_CONJUNCTION:
        return j > 0 and tokens[j - 1].type in ("AND", "THEN")
    if kind in ("THE", "ART") and j + 2 < len(tokens) and tokens[j + 1].type == "DAMAGE":
        return tokens[j + 2].type in VERBS  # "… and the damage can't be prevented"
    if kind in _OPENS_BEFORE:
        return j + 1 < len(tokens) and tokens[j + 1].type == _OPENS_BEFORE[kind]
    if kind in SUBJECTS and j + 2 < len(tokens) and tokens[j + 1].type == "INSTEAD":
        return tokens[j + 2].type in VERBS  # Russian "…, ~ вместо этого наносит …" (the subject, instead, its verb)
    if kind in SUBJECTS:
        return j + 1 < len(tokens) and tokens[j + 1].type in VERBS
    return kind in OWN_SUBJECTS and subject_opens(tokens, j, VERBS)  # "that artifact enters" (lexer_subject_after)


# Verbs whose object may open with a choice set off by commas: French "acquiert, selon votre choix, la vigilance, …"
# (the English "gains your choice of vigilance, …"); the grammar reads CHOICE_OF before the keywords with no comma.
_CHOICE_SET_OFF_AFTER = frozenset({"GAIN"})


def _choice_set_off(tokens: list[Token]) -> list[Token]:
    """The commas around CHOICE_OF right after a verb of `_CHOICE_SET_OFF_AFTER` dropped: they set the choice off,
    they join no list."""
    out: list[Token] = []
    for i, token in enumerate(tokens):
        if (
            token.type == "_COMMA"
            and 0 < i < len(tokens) - 1
            and tokens[i + 1].type == "CHOICE_OF"
            and tokens[i - 1].type in _CHOICE_SET_OFF_AFTER
        ):
            continue  # the comma before the choice
        if (
            token.type == "_COMMA"
            and i >= 3
            and tokens[i - 1].type == "CHOICE_OF"
            and tokens[i - 2].type == "_COMMA"
            and tokens[i - 3].type in _CHOICE_SET_OFF_AFTER
        ):
            continue  # the comma after it
        out.append(token)
    return out


# What may come before a clause's subject: nothing, or the joining words and commas of the clause before.
_BEFORE_SUBJECT = frozenset({"JOIN", "_COMMA", "THEN"})


def _compound_subjects(out: list[Token], tokens: list[Token]) -> list[Token]:
    """A lone "and" between two players at a clause's start, the verb after the second, is the players' "and" (French
    "Ce joueur et vous piochez chacun trois cartes", the English "You and that player each draw three cards"), not a
    join of two clauses; `contextual` took it for a join because a subject and a verb follow it."""
    ands = {(t.start_pos, t.end_pos) for t in tokens if t.type == "AND"}
    for k in range(1, len(out) - 2):
        token = out[k]
        if (
            token.type == "JOIN"
            and (token.start_pos, token.end_pos) in ands
            and out[k - 1].type == "PLAYER"
            and (k == 1 or out[k - 2].type in _BEFORE_SUBJECT)
            and out[k + 1].type == "PLAYER"
            and out[k + 2].type in VERBS
        ):
            token.type = "AND"
    return out


def _quoted_counter_kinds(tokens: list[Token], kinds: Mapping[str, str]) -> list[Token]:
    """A quoted counter name right after the noun "counter" is the counter's kind, not quoted words: French "un
    marqueur « divinité »" is the English "a divinity counter". `kinds` is the language's table of such names (by
    the quoted words in lower case: the English kind); a name it lacks stays QUOTED."""
    if not kinds:
        return tokens
    for before, token in zip(tokens, tokens[1:], strict=False):
        if token.type == "QUOTED" and before.type == "COUNTER_N":
            kind = kinds.get(" ".join(token.text.strip('"').lower().split()))
            if kind is not None:
                token.type, token.value = "COUNTER_KIND", kind
    return tokens


# What may follow two colors joined by "and" for them to be one object's colors: its noun.
_COLORED_NOUNS = frozenset({"SUBTYPE", "TYPE", "NOUN"})


def _color_pairs(tokens: list[Token]) -> list[Token]:
    """The "and" between two colors before a noun dropped: "two 1/1 black and green Pest creature tokens" is one object
    of both colors (rule 105.2: a multicolored object), not "two 1/1 black" and "green Pest creature tokens". And the
    "and" between two zones of one object, AND_ZONE: "cards you own in exile and in your graveyard" (no list of
    objects: a list's "and" opens an object, not "in")."""
    for i in range(1, len(tokens) - 2):
        if tokens[i].type == "AND" and tokens[i - 1].type == "ZONE" and tokens[i + 1].type == "IN":
            tokens[i].type = "AND_ZONE" if tokens[i + 2].type == "ZONE" else "AND"
    return [
        token
        for i, token in enumerate(tokens)
        if not (
            token.type == "AND"
            and 0 < i < len(tokens) - 2
            and tokens[i - 1].type == "COLOR"
            and tokens[i + 1].type == "COLOR"
            and tokens[i + 2].type in _COLORED_NOUNS
        )
    ]


def _color_either(tokens: list[Token]) -> list[Token]:
    """The "or" between the last two colors before a noun, one object of either color: "a blue or black spell",
    "target white, blue, or black creature" (one object whose color is any of those, not "a blue" and "black spell").
    The colors, with the list's commas and the "or", become one COLOR whose value joins them (`blue_or_black`), as
    every "X or Y" of one object is told (`instant_or_sorcery`, "black and/or red": `black_or_red`)."""
    out: list[Token] = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        j = i + 1 if token.type == "_COMMA" else i
        if (
            j + 2 < len(tokens)
            and tokens[j].type == "OR"
            and out
            and out[-1].type == "COLOR"
            and tokens[j + 1].type == "COLOR"
            and tokens[j + 2].type in _COLORED_NOUNS
        ):
            colors = [out.pop()]
            while len(out) > 1 and out[-1].type == "_COMMA" and out[-2].type == "COLOR":
                out.pop()  # the list's commas: "white, blue, or black"
                colors.insert(0, out.pop())
            colors.append(tokens[j + 1])
            words = " ".join(c.text for c in colors[:-1]) + f" {tokens[j].text} {colors[-1].text}"
            value = "_or_".join(str(c.value) for c in colors)
            out.append(Token("COLOR", value, words, colors[0].start_pos, colors[-1].end_pos))
            i = j + 2
            continue
        out.append(token)
        i += 1
    return out


def _zone_either(tokens: list[Token]) -> list[Token]:
    """OR_ZONE for the "or" between two zones an object comes from: "from your hand or graveyard", "from your graveyard
    or from exile" (not a second object "graveyard", nor a second verb "exile"). Not after "in": "if ~ is in your
    graveyard or in play" is two conditions, read as such."""
    for i in range(2, len(tokens) - 1):
        following = tokens[i + 2] if tokens[i + 1].type == "FROM" and i + 2 < len(tokens) else tokens[i + 1]
        if (
            tokens[i].type in ("OR", "OR_CLAUSE")
            and tokens[i - 1].type == "ZONE"
            and tokens[i - 2].type == "FROM"
            and following.type == "ZONE"
        ):
            tokens[i].type = "OR_ZONE"
    return tokens
