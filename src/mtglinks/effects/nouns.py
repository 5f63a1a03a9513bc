"""The rules of grammar/effects.lark for the noun side: object phrases and their determiners, words and
post-modifiers (relative clauses among them), references, possessives and quantities. A mixin of the
effect Transformer (through `phrases.PhraseRules`), whose methods Lark finds by the rules' names."""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import NounShapes, file_part, owner_of_object, refuse
from mtglinks.effects.parts import Detail, Part, Related, Span, any_counters, file_word, objects_of, span_of, value_of
from mtglinks.effects.series_shapes import bare_last, said_before
from mtglinks.kinds import EffectKind, ReferenceKind
from mtglinks.tree import Action, Duration, Effect, EffectCondition, ObjectPhrase, PlayerPhrase, Reference


def _number(value: str, children: list[Any]) -> Token:
    """A computed amount as one NUM token (what the predicates read an amount from)."""
    return Token("NUM", value, "", *span_of(children))


def _file_words(node: ObjectPhrase, words: list[Token]) -> str | None:
    """Files the words of an object phrase under its fields; the first participle's verb, if any."""
    participle: str | None = None
    for token in words:
        if token.type != "PARTICIPLE":
            file_word(node, token)
            continue
        node.qualifiers.append(f"past:{token.value}")  # "each exiled card": what was done to it
        participle = participle or token.value
    return participle


def _shares(children: list[Any]) -> str:
    """ "shares:creature_type" (what is shared), "not_share:color", and with whom when said ("…:with:anaphora")."""
    verb = next(c for c in children if isinstance(c, Token) and c.type == "SHARE")
    shared = next(c for c in children if isinstance(c, tuple))
    value = f"{verb.value}:{shared[1]}"
    with_word = len(children) > 2 and isinstance(children[-2], Token) and children[-2].type == "WITH"
    whom = children[-1] if with_word else None
    if isinstance(whom, Reference):
        value += f":with:{whom.refers}"
    elif isinstance(whom, ObjectPhrase):
        value += ":with:" + ",".join(whom.types or ["object"])
    elif whom is not None:
        value += ":with:object"
    return value


# Determiners that make an object phrase a reference: "that creature", "those cards", "this Vehicle".
_POINTS_BACK = {
    "that": ReferenceKind.ANAPHORA,
    "those": ReferenceKind.ANAPHORA,
    "that_other": ReferenceKind.ANAPHORA,
    "those_other": ReferenceKind.ANAPHORA,
    "this": ReferenceKind.SELF,
}
# "the <participle> card": what the participle's verb makes the reference point to (anaphora otherwise).
_DONE_TO = {"exile": ReferenceKind.EXILED_WITH, "choose": ReferenceKind.CHOSEN, "note": ReferenceKind.NOTED}
_DONE_TO |= {"create": ReferenceKind.CREATED_WITH, "imprint": ReferenceKind.EXILED_WITH}
# Nouns that name a value, not an object: "cards of that color", "becomes that type", old printed "cards of this
# color" stay object phrases (a reference would drop which value it names).
_VALUE_NOUNS = frozenset({"color", "type", "name"})


def _as_reference(node: ObjectPhrase, participle: str | None) -> ObjectPhrase | Reference:
    """The reference an object phrase is when its determiner points back ("that creature", "the exiled card"),
    else the phrase. "those opponents who didn't discard a card" says more than what it points back to, and a
    reference would drop it: the object phrase keeps it (its determiner says it points back)."""
    refers = _POINTS_BACK.get(node.determiner or "")
    if refers is not None and (node.relative or node.qualifiers):
        return node
    if refers in (ReferenceKind.ANAPHORA, ReferenceKind.SELF) and node.types and set(node.types) <= _VALUE_NOUNS:
        return node
    if refers is None and participle is not None and node.determiner in ("the", "the_other"):
        if any(not q.startswith("past:") for q in node.qualifiers) or node.relative:
            return node  # "the card returned this way": more than what the participle points back to
        refers = _DONE_TO.get(participle, ReferenceKind.ANAPHORA)
    if refers is not None:
        return Reference(EffectKind.REFERENCE, "", node.span, refers=refers)
    return node


def refuse_shared_owner(nodes: list[Any]) -> None:
    """Stops the reading (NotRead) of a list whose last words name the owner or controller of the whole list:
    "that spell or ability's controller", "target artifact or creature's owner" (a bare noun before the
    possessive), "the owner of target spell or nonland permanent" (a bare noun after "the owner of …"). The
    grammar reads these as two objects, the second one's owner; a player phrase has one object it belongs to."""
    for i, node in enumerate(nodes[1:], 1):
        whose = node.whose if isinstance(node, PlayerPhrase) else None
        bare_possessor = isinstance(whose, ObjectPhrase) and whose.determiner is None and whose.span[0] == node.span[0]
        if bare_possessor and not any(isinstance(n, PlayerPhrase) for n in nodes[:i]):
            refuse("a possessive after a list of objects: the owner of the whole list")
        before = nodes[i - 1]
        of_whom = before.whose if isinstance(before, PlayerPhrase) else None
        after_of = of_whom is not None and of_whom.span[0] > before.span[0]
        if after_of and isinstance(node, ObjectPhrase) and node.determiner is None:
            refuse('a list of objects after "the owner of": the owner of the whole list')


# Card types two object phrases joined by "or" may share a noun over: "an artifact or creature card".
_CARD_TYPES = frozenset({"artifact", "creature", "enchantment", "instant", "sorcery", "land", "planeswalker", "battle"})
_SHARED_NOUNS = frozenset({"card", "spell", "permanent"})


def either_type(children: list[Any]) -> ObjectPhrase | None:
    """ "an artifact or creature card", "target artifact, creature, or enchantment", "an Aura or Equipment card":
    one object whose type (subtype) is any of them (`artifact_or_creature`), its noun and post-modifiers the whole
    phrase's; None when a side says more than a type ("an enchantment or green creature", "an artifact creature
    card or Vehicle card")."""
    joins = [c for c in children if isinstance(c, Token)]
    *firsts, last = [c for c in children if not isinstance(c, Token)]
    if [t.value for t in joins] != ["or"] or children[-2] is not joins[0] or not firsts:
        return None
    if not isinstance(last, ObjectPhrase) or not all(isinstance(node, ObjectPhrase) for node in firsts):
        return None
    if not bare_last(last, firsts[0]):
        return None
    for name, known in (("types", _CARD_TYPES), ("subtypes", None)):
        alone = [_alone(node, name, known, i == 0) for i, node in enumerate(firsts)]
        words = [word for word in alone if word is not None]
        own, rest = (last.types[:1], last.types[1:]) if name == "types" else (last.subtypes, last.types)
        # "a white instant or sorcery spell": the first side's colour (supertype, "non-") is the shared noun's too
        said = said_before(firsts[0], name, known) if rest and len(firsts) == 1 and not words else None
        if said is not None:
            words = [said]
        if len(words) != len(firsts) or len(own) != 1 or (known and own[0] not in known):
            continue
        if not set(rest) <= _SHARED_NOUNS or (name == "types" and last.subtypes):
            continue
        if name == "subtypes" and not rest:  # subtypes only where a noun is shared ("an Aura or Equipment card")
            continue
        setattr(last, name, ["_or_".join([*words, own[0]]), *(rest if name == "types" else [])])
        if said is not None:
            last.colors, last.supertypes, last.not_types = firsts[0].colors, firsts[0].supertypes, firsts[0].not_types
        last.determiner, last.count = firsts[0].determiner, firsts[0].count
        last.span = (firsts[0].span[0], last.span[1])
        return last
    return None


def _alone(node: ObjectPhrase, name: str, known: frozenset[str] | None, first: bool) -> str | None:
    """The one type (subtype) word a side of "… or …" says, when it says nothing else (the first side may have its
    determiner)."""
    values: list[str] = getattr(node, name)
    bare = ObjectPhrase(EffectKind.OBJECT, "", node.span, determiner=node.determiner if first else None)
    bare.count = node.count if first else None  # "up to one target artifact or enchantment"
    setattr(bare, name, values)
    if node != bare or len(values) != 1 or (known is not None and values[0] not in known):
        return None
    return values[0]


class NounRules(NounShapes):
    """The methods of the effect grammar's noun-side rules (see the module docstring)."""

    def object_phrase(self, children: list[Any]) -> ObjectPhrase | Reference:
        """An object phrase: its determiner, words and post-modifiers; or the reference it is, when its
        determiner points back ("that creature", "those cards", "this Vehicle", "the exiled card")."""
        node = ObjectPhrase(EffectKind.OBJECT, "", span_of(children))
        participle: str | None = None
        for child in children:
            if isinstance(child, tuple):  # a determiner or a post-modifier: (field, value)
                file_part(node, child)
            elif isinstance(child, list):  # the words
                participle = _file_words(node, child) or participle
        return _as_reference(node, participle)

    def possessor(self, children: list[Any]) -> ObjectPhrase | Reference:
        """Whose something is: "that land" of "that land's controller"."""
        if isinstance(children[0], Token):  # a determiner word of `stat_owner`
            children = [self.determiner(children[:1]), *children[1:]]
        return self.object_phrase(children)

    def owner_of(self, children: list[Any]) -> PlayerPhrase:
        """ "that land's controller", "target creature's owner": the player an object belongs to."""
        whose = children[-1] if len(children) == 4 else children[0]  # "the owner of that card"
        who = value_of(children, "OWNER_N")
        if isinstance(whose, Token):  # "their controller": the object the pronoun points back to
            whose = Reference(EffectKind.REFERENCE, "", span_of([whose]), refers=ReferenceKind.ANAPHORA)
        return PlayerPhrase(EffectKind.PLAYER, "", span_of(children), who=who or "", whose=whose)

    def owned_object(self, children: list[Any]) -> ObjectPhrase | Reference:
        """ "target opponent's creatures", "~'s abilities": objects of a possessor (its kind in `qualifiers`)."""
        owner = children[0]
        node = self.object_phrase(children[2:])
        node.span = span_of(children)
        whose = owner.who if isinstance(owner, PlayerPhrase) else getattr(owner, "refers", None) or "object"
        if isinstance(node, ObjectPhrase):
            node.determiner = "possessive"
            node.qualifiers.append(f"of:{whose}")
        return node

    def stat_of(self, children: list[Any]) -> tuple[Any, ...]:
        """ "that creature's power", "its mana value", "the power of the exiled card": a number of an object."""
        # the owner before ("that creature's power") or after ("the power of the exiled card")
        whose = next((c for c in children if isinstance(c, ObjectPhrase | Reference | PlayerPhrase)), None)
        return ("amount", value_of(children, "STAT"), span_of(children), whose)

    def mana_of(self, children: list[Any]) -> Detail:
        """ "X mana of any one color", "an amount of {B}": mana by its amount and its kind."""
        kind = value_of(children, "MANA_OF", "SYMBOLS") or ""
        amount = next((c.value for c in children if isinstance(c, Token) and c.type != "MANA_OF"), "")
        return Detail([f"mana:{kind}:{amount}"], span_of(children))

    def each_of(self, children: list[Any]) -> ObjectPhrase:
        """ "each of them": each of the objects referred to."""
        node = ObjectPhrase(EffectKind.OBJECT, "", span_of(children), determiner="each", types=["reference"])
        node.qualifiers.append(f"of:{children[-1].value}")
        return node

    def cond_have(self, children: list[Any]) -> EffectCondition:
        """ "if you have a card in hand", "as long as that player has two or fewer cards in hand"."""
        about = [*children[0], *objects_of(children[2:])]
        counters = next((c for c in children if isinstance(c, Detail)), None)  # "has three or more … counters on it"
        test = f"have:{counters[0]}" if counters else any_counters("have", about) or "have"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=about)

    def cond_have_life(self, children: list[Any]) -> EffectCondition:
        """ "if you have 10 or less life"."""
        test = f"life:{children[2].value}:{children[3].value}"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=list(children[0]))

    def cond_compare(self, children: list[Any]) -> EffectCondition:
        """ "if the result is 0 or less", "if that card's mana value is less than X": a number compared."""
        quantity, compared = children[0], children[2]
        test = f"compare:{quantity[1]}:{compared}"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test)

    def comparison(self, children: list[Any]) -> str:
        """ "0 or less", "less than that card's mana value": the bound, as "<how>:<value>"."""
        if isinstance(children[-1], tuple):
            return f"{children[0].value}:{children[-1][1]}"
        bound = children[1].value if len(children) > 1 else "exactly"
        return f"{bound}:{children[0].value}"

    def with_reference(self, children: list[Any]) -> Part:
        """ "spells with the chosen name"."""
        return ("qualifier", f"with:{children[1].value}", span_of(children))

    def with_stat_compared(self, children: list[Any]) -> tuple[Any, ...]:
        """ "with power less than ~'s power"; "with mana value … equal to the number of Elves you control from among
        cards exiled with ~" keeps the objects counted (in `related`)."""
        value = f"{children[0].value}:{children[2][1]}:{children[1].value}"
        return ("qualifier", value, span_of(children), *(c for c in children[2][3:] if isinstance(c, Effect)))

    def player_who(self, children: list[Any]) -> PlayerPhrase:
        """ "each opponent who has less life than you": a player and what its relative clause says."""
        node = self.player(children[:1])
        node.relative.append(self.relative(children[1:])[1])
        node.span = span_of(children)
        return node

    def relative(self, children: list[Any]) -> tuple[str, Action, Span]:
        """ "that shares a creature type with it", "that entered this turn": the clause, as an action."""
        action = next(c for c in children if isinstance(c, Action))
        duration = value_of(children, "DURATION")
        if duration is not None and action.duration is None:
            action.duration = Duration(EffectKind.DURATION, "", span_of(children[-1:]), until=duration)
        return ("relative", action, span_of(children))

    def relative_state(self, children: list[Any]) -> Part:
        """ "that's attacking", "that are still tapped", "that's a creature": what the object is."""
        state: Part = children[-1]
        negated = "not:" if children[0].value in ("is_not", "are_not") else ""
        return ("qualifier", f"is:{negated}{state[1]}", span_of(children))

    def state(self, children: list[Any]) -> Part:
        """The value of rule `state` (grammar/effects.lark): a status, a colour, a zone or "a <words>"."""
        if isinstance(children[0], tuple):  # a `bare_state`, read already
            inner: Part = children[0]
            return inner
        words = next((c for c in children if isinstance(c, list)), None)
        if words is not None:
            return ("state", "_".join(t.value for t in words), span_of(children))
        return ("state", str(children[-1].value), span_of(children))

    def with_stat_word(self, children: list[Any]) -> Part:
        """ "with total mana value 6 or less": a number of the object, bounded."""
        bound = value_of(children, "OR_LESS", "OR_MORE") or "exactly"
        return ("qualifier", f"{children[1].value}:{children[2].value}:{bound}", span_of(children))

    def with_any_counter(self, children: list[Any]) -> Part:
        """ "creatures you control with counters on them", "with a charge counter on it" read without a count."""
        kind = value_of(children, "COUNTER_KIND", "PT") or "any"
        return ("qualifier", f"with_counter:{kind}", span_of(children))

    def at_random_object(self, children: list[Any]) -> Part:
        """ "choose a creature card at random from …": the object is picked at random."""
        return ("qualifier", str(children[0].value), span_of(children))

    def with_number_of(self, children: list[Any]) -> Part:
        """ "a creature with the greatest power among creatures they control"."""
        return ("qualifier", f"with:{children[1].value}", span_of(children))

    def cond_have_stat(self, children: list[Any]) -> EffectCondition:
        """ "if it has mana value 2 or less", "if target creature has toughness 5 or greater"."""
        bound = value_of(children, "OR_LESS", "OR_MORE") or "exactly"
        test = f"have:{children[2].value}:{children[3].value}:{bound}"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=list(children[0]))

    def this_way(self, children: list[Any]) -> Part:
        """ "exiled this way", "this way": what was done by this ability (a `this_way` reference)."""
        done = f"{children[0].value}_" if len(children) > 1 else ""
        return ("qualifier", f"{done}this_way", span_of(children))

    def done_with(self, children: list[Any]) -> Part:
        """ "exiled with ~", "created with it": what another ability of the card did to it."""
        whom = "self" if children[-1].type == "SELF" else children[-1].value
        return ("qualifier", f"{children[0].value}_with:{whom}", span_of(children))

    def same_as(self, children: list[Any]) -> Part | Related:
        """ "with the same name as that card", "with the same mana value"."""
        if len(children) > 2:  # the object it has the same value as
            return ("qualifier", f"same:{children[1].value}", span_of(children), children[-1])
        return ("qualifier", f"same:{children[1].value}", span_of(children))

    def other_than(self, children: list[Any]) -> Part | Related:
        """ "a creature other than ~", "other than the creature tapped this way" (what it is not, in `related`)."""
        return ("qualifier", "other_than", span_of(children), children[-1])

    def attached_to(self, children: list[Any]) -> Part | Related:
        """ "an Aura attached to a creature you control" (what it is attached to, in `related`)."""
        return ("qualifier", str(children[0].value), span_of(children), children[-1])

    def base_pt(self, children: list[Any]) -> Detail:
        """ "has base power and toughness 1/1": the base power and toughness it has."""
        return Detail([f"{children[0].value}:{children[1].value}"], span_of(children))

    def amount_times(self, children: list[Any]) -> Token:
        """ "twice that much", "three times X": an amount multiplied."""
        return _number(f"{children[0].value}*{children[1].value}", children)

    def amount_half(self, children: list[Any]) -> Token:
        """ "half X, rounded up"."""
        rounded = f":{children[2].value}" if len(children) > 2 else ""
        return _number(f"half:{children[1].value}{rounded}", children)

    def amount_plus(self, children: list[Any]) -> Token:
        """ "that many plus one"."""
        return _number(f"{children[0].value}:{children[1].value}:{children[2].value}", children)

    def quantity_plus(self, children: list[Any]) -> tuple[Any, ...]:
        """ "two plus the number of Zombies you control": its objects are the second's."""
        left, right = children[0], children[2]
        value = f"{left[1]}:{children[1].value}:{right[1]}"
        return ("amount", value, span_of(children), right[3] if right[3] is not None else left[3])

    def quantity_times(self, children: list[Any]) -> tuple[Any, ...]:
        """ "twice the damage dealt this way"."""
        inner = children[1]
        return ("amount", f"{children[0].value}*{inner[1]}", span_of(children), inner[3])

    def quantity_half(self, children: list[Any]) -> tuple[Any, ...]:
        """ "half the number of cards in your hand, rounded down"."""
        inner = children[1]
        rounded = f":{children[2].value}" if len(children) > 2 else ""
        return ("amount", f"half:{inner[1]}{rounded}", span_of(children), inner[3])

    def among(self, children: list[Any]) -> Part | Related:
        """ "card types among cards in your graveyard"."""
        return ("qualifier", "among", span_of(children), children[-1])

    def determiner(self, children: list[Any]) -> Part:
        """The value of rule `determiner` (grammar/effects.lark)."""
        kinds = [c.type for c in children]
        count = value_of(children, "NUM")
        if "UP_TO" in kinds:
            return ("determiner", "up_to" + (f":{count}" if count else ""), span_of(children))
        if "ANY_NUMBER" in kinds:
            return ("determiner", "any_number", span_of(children))
        if "TARGET" in kinds:
            bound = ":or_more" if "OR_MORE" in kinds else ""  # "one or more target creatures"
            return ("determiner", "target" + (f":{count}{bound}" if count else ""), span_of(children))
        if "POSS_PRONOUN" in kinds:
            return ("whose", children[0].value, span_of(children))
        if "AT_LEAST" in kinds:
            return ("determiner", f"{children[0].value}:{count}", span_of(children))
        if kinds[0] == "COMPARE":  # "more than five cards": the bound kept (`more_than`, count 5)
            return ("determiner", f"{children[0].value}_than:{count}", span_of(children))
        if kinds[0] in ("THE", "THAT") and "OTHER" in kinds:
            return ("determiner", f"{children[0].value}_other", span_of(children))
        if count is not None:  # "three or more artifacts", "two or fewer cards": the bound kept with the count
            limit = value_of(children, "OR_MORE")
            return ("determiner", f"number:{count}" + (f":{limit}" if limit else ""), span_of(children))
        return ("determiner", children[0].value, span_of(children))

    def player(self, children: list[Any]) -> PlayerPhrase:
        """The value of rule `player` (grammar/effects.lark)."""
        return PlayerPhrase(EffectKind.PLAYER, "", span_of(children), who=children[0].value)

    def controlled_by(self, children: list[Any]) -> Part:
        """ "spells controlled by target player", "cards owned by an opponent": who controls (owns) the object."""
        whom = children[1]
        if isinstance(whom, PlayerPhrase):
            who = whom.who
        elif isinstance(whom, ObjectPhrase):  # "different players": the words of the phrase
            who = ":".join([*whom.types, *whom.qualifiers]) or "object"
        else:
            who = str(getattr(whom, "refers", "object"))
        prefix = "owner_" if children[0].value == "owned_by" else ""  # whose owner, a related object (`file_part`)
        return ("controller", f"{prefix}{who}", span_of(children), *([whom.whose] if owner_of_object(whom) else []))

    def shared(self, children: list[Any]) -> Part:
        """ "a creature type", "at least one color": what two objects have in common."""
        words = next(c for c in children if isinstance(c, list))
        return ("shared", "_".join(t.value for t in words), span_of(children))

    def shares(self, children: list[Any]) -> Part | Related:
        """ "that shares a creature type with it": the object has something in common with another, an object named so
        kept in `related` ("qui partage une couleur avec la carte dont ~ a l'empreinte": the card imprinted)."""
        if isinstance(children[-1], ObjectPhrase):
            return ("qualifier", _shares(children), span_of(children), children[-1])
        return ("qualifier", _shares(children), span_of(children))

    def cond_shares(self, children: list[Any]) -> EffectCondition:
        """ "if it shares a card type with the exiled card"."""
        about = [*children[0], *objects_of(children[3:])]
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=_shares(children), about=about)

    def counters_equal(self, children: list[Any]) -> Detail:
        """ "a number of +1/+1 counters equal to ~'s power": the counters, their number the quantity's."""
        kind = value_of(children, "COUNTER_KIND", "KEYWORD") or ""
        return Detail([f"counter:{kind}:{children[-1][1]}"], span_of(children))

    def quantity_difference(self, children: list[Any]) -> tuple[Any, ...]:
        """ "the difference between that spell's mana value and that card's mana value"."""
        left, right = children[1], children[3]
        return ("amount", f"difference:{left[1]}:{right[1]}", span_of(children), left[3] or right[3])

    def plus_count(self, children: list[Any]) -> Part:
        """ "that many cards plus one": the count, more by a number."""
        return ("qualifier", f"{children[0].value}:{children[1].value}", span_of(children))

    def cond_compare_quantity(self, children: list[Any]) -> EffectCondition:
        """ "if its mana value is less than or equal to the number of cards in your hand"."""
        test = f"compare:{children[0].value}:{children[2].value}:{children[3][1]}"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test)

    def more_than(self, children: list[Any]) -> ObjectPhrase | Reference:
        """ "more lands than you", "at least four more creatures than you": objects counted against another's."""
        start = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "MORE")
        node = self.object_phrase(children[start + 1 : -2])
        than = children[-1]
        whom = than.who if isinstance(than, PlayerPhrase) else getattr(than, "refers", None) or "object"
        least = value_of(children[:start], "NUM")
        node.span = span_of(children)
        if isinstance(node, ObjectPhrase):
            node.determiner = children[start].value
            node.count = least
            node.qualifiers.append(f"than:{whom}")
        return node

    def cond_more_life(self, children: list[Any]) -> EffectCondition:
        """ "if an opponent has more life than you"."""
        than = children[-1]
        whom = than.who if isinstance(than, PlayerPhrase) else "object"
        test = f"life:{children[2].value}:than:{whom}"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=[*children[0], than])

    def player_who_controls(self, children: list[Any]) -> PlayerPhrase:
        """ "each player who controls a multicolored creature": a player and what they control, a `control`
        action with the objects in `relative`."""
        node = self.player(children[:1])
        objects = list(children[-1])
        test = "not_control" if children[1].value == "not_control" else "control"
        node.relative.append(EffectCondition(EffectKind.CONDITION, "", span_of(children[1:]), test=test, about=objects))
        node.span = span_of(children)
        return node

    def without_counter(self, children: list[Any]) -> Part:
        """ "each nonland permanent without a fate counter on it"."""
        return ("qualifier", f"without_{children[1][0]}", span_of(children))

    def with_either_stat(self, children: list[Any]) -> Part:
        """ "with power or toughness 2 or less": either number within the bound."""
        bound = value_of(children, "OR_LESS", "OR_MORE") or "exactly"
        stats = f"{children[0].value}_or_{children[2].value}"
        return ("qualifier", f"{stats}:{children[3].value}:{bound}", span_of(children))

    def with_most(self, children: list[Any]) -> Part:
        """ "with the greatest power", "with the least toughness among creatures they control"."""
        among = ":among" if len(children) > 3 else ""
        return ("qualifier", f"{children[1].value}:{children[2].value}{among}", span_of(children))

    def with_lesser(self, children: list[Any]) -> Part:
        """ "with lesser mana value", "with equal or lesser power": less (or as much) than the one the sentence names
        before."""
        return ("qualifier", f"{children[1].value}:{children[2].value}", span_of(children))

    def player_other_than(self, children: list[Any]) -> PlayerPhrase:
        """ "each player other than target player"."""
        node = self.player(children[:1])
        whom = children[-1]
        node.relative.append(whom)
        node.span = span_of(children)
        return node

    bare_state = state
    counted = determiner
