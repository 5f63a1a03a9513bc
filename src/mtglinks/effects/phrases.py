"""The rules of grammar/effects.lark below the predicate: object phrases and their parts, amounts,
conditions, what follows a predicate, trigger events. A mixin of the effect Transformer
(`transformer.py`), whose methods Lark finds by the rules' names."""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import (
    Detail,
    Part,
    Span,
    Subject,
    file_word,
    nodes_of,
    objects_of,
    set_actor,
    span_of,
    value_of,
)
from mtglinks.kinds import EffectKind, ReferenceKind
from mtglinks.tree import (
    Action,
    Duration,
    Effect,
    EffectCondition,
    ObjectPhrase,
    PlayerPhrase,
    Reference,
    TriggerEvent,
)


def _number(value: str, children: list[Any]) -> Token:
    """A computed amount as one NUM token (what the predicates read an amount from)."""
    span = span_of(children)
    return Token("NUM", value, "", span[0], span[1])


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
_DONE_TO |= {"create": ReferenceKind.CREATED_WITH}


class PhraseRules:
    """The methods of the effect grammar's phrase, condition and suffix rules (see the module docstring)."""

    def cond_as(self, children: list[Any]) -> EffectCondition:
        """The condition of rule `cond_as` (grammar/effects.lark)."""
        action = next(c for c in children if isinstance(c, Action))
        set_actor(action, next(c for c in children if isinstance(c, Subject)))
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="as", about=[action])

    def where_x(self, children: list[Any]) -> tuple[Any, ...]:
        """X defined after the clause: "…, where X is its power"."""
        quantity = next(c for c in children if isinstance(c, tuple))
        return quantity

    def delayed(self, children: list[Any]) -> Part:
        """ "… at the beginning of the next end step": when the action happens."""
        return ("detail", f"at:{children[1].value}", span_of(children))

    def unless(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "… unless you control two or more other lands"."""
        node: EffectCondition = children[1]
        node.test = f"unless:{node.test}"
        node.span = span_of(children)
        return ("condition", node, node.span)

    def as_long_as(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "… for as long as …"."""
        node: EffectCondition = children[1]
        node.test = f"as_long_as:{node.test}"
        node.span = span_of(children)
        return ("condition", node, node.span)

    def at_random(self, children: list[Any]) -> Part:
        """ "discards a card at random"."""
        return ("detail", "at_random", span_of(children))

    def instead(self, children: list[Any]) -> Part:
        """ "… instead": the action replaces another."""
        return ("detail", "instead", span_of(children))

    def quantity(self, children: list[Any]) -> tuple[Any, ...]:
        """A number the text computes: "its power", "the number of creatures you control", "X"."""
        objects = next((c for c in children if isinstance(c, list)), None)
        per = objects[0] if objects else None
        value = "number_of" if per is not None else children[0].value
        return ("amount", value, span_of(children), per)

    def cond_as_long_as(self, children: list[Any]) -> EffectCondition:
        """The condition of rule `cond_as_long_as` (grammar/effects.lark)."""
        node: EffectCondition = children[1]
        node.test = f"as_long_as:{node.test}"
        node.span = span_of(children)
        return node

    def cond_additional_cost(self, children: list[Any]) -> EffectCondition:
        """ "As an additional cost to cast ~, …": what follows is a cost of the spell."""
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="additional_cost")

    def cond_would(self, children: list[Any]) -> EffectCondition:
        """ "If ~ would die, …": a replacement effect's event."""
        action = next(c for c in children if isinstance(c, Action))
        set_actor(action, next(c for c in children if isinstance(c, Subject)))
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="would", about=[action])

    def cond_state(self, children: list[Any]) -> EffectCondition:
        """ "if ~ is tapped", "if it's in your graveyard"."""
        about = [c for c in children[0]] if isinstance(children[0], Subject) else []
        state = value_of(children, "TAPPED", "STATUS", "ZONE") or ""
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=f"is:{state}", about=about)

    def keyword(self, children: list[Any]) -> Detail:
        """One keyword granted, with its "from" ("protection from red"), or a quoted ability."""
        if children[0].type == "QUOTED":
            return Detail(["granted_ability"], span_of(children))
        quality = f":from:{children[-1].value}" if len(children) > 1 else ""
        return Detail([f"keyword:{children[0].value}{quality}"], span_of(children))

    def zone_object(self, children: list[Any]) -> ObjectPhrase:
        """A zone as what is acted on: "reveals their hand"."""
        return ObjectPhrase(EffectKind.OBJECT, "", span_of(children), types=["zone"], zone=children[0].value)

    def part_of(self, children: list[Any]) -> ObjectPhrase:
        """ "one of them"."""
        return ObjectPhrase(EffectKind.OBJECT, "", span_of(children), determiner="of", count=children[0].value)

    def from_among(self, children: list[Any]) -> Part:
        """ "from among them"."""
        return ("qualifier", "from_among", span_of(children))

    def copy_of(self, children: list[Any]) -> Part:
        """ "a token that's a copy of target creature"."""
        return ("qualifier", "copy_of", span_of(children))

    def of_choice(self, children: list[Any]) -> Part:
        """ "a creature of their choice"."""
        return ("qualifier", f"choice:{children[0].value}", span_of(children))

    def scale(self, children: list[Any]) -> tuple[str, Effect, Span]:
        """The value of rule `scale` (grammar/effects.lark)."""
        return ("per", children[1], span_of(children))

    def condition(self, children: list[Any]) -> EffectCondition:
        """The value of rule `condition` (grammar/effects.lark)."""
        inner = next((c for c in children if isinstance(c, EffectCondition)), None)
        if inner is not None:
            inner.span = span_of(children)
            return inner
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=str(children[0].value))

    def without_paying(self, children: list[Any]) -> Part:
        """ "… without paying its mana cost"."""
        return ("detail", "without_paying", span_of(children))

    def that_targets(self, children: list[Any]) -> Part:
        """ "a spell that targets ~"."""
        return ("qualifier", "targets", span_of(children))

    def with_counters(self, children: list[Any]) -> Part:
        """ "… with a +1/+1 counter on it"."""
        return ("detail", f"with_{children[1][0]}", span_of(children))

    def named(self, children: list[Any]) -> Part:
        """ "a creature named ~"."""
        return ("qualifier", "named:self" if children[1].type == "SELF" else "named", span_of(children))

    def cond_during(self, children: list[Any]) -> EffectCondition:
        """ "During your turn, …"."""
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=f"during:{children[0].value}")

    def cond_there_are(self, children: list[Any]) -> EffectCondition:
        """ "if there are seven or more cards in your graveyard"."""
        return EffectCondition(
            EffectKind.CONDITION, "", span_of(children), test="there_are", about=objects_of(children)
        )

    def fixed_qualifier(self, children: list[Any]) -> Part:
        """ "a creature that died this turn": a qualifier the lexicon reads whole."""
        return ("qualifier", children[0].value, span_of(children))

    def fixed_object(self, children: list[Any]) -> ObjectPhrase:
        """ "your second spell each turn": an object phrase the lexicon reads whole."""
        kind, quality = children[0].value.split(":", 1)
        return ObjectPhrase(EffectKind.OBJECT, "", span_of(children), types=[kind], qualifiers=[quality])

    def cond_it_is(self, children: list[Any]) -> EffectCondition:
        """ "if it's attacking", "if it's a creature card", "if it's your turn"."""
        words = next((c for c in children if isinstance(c, list)), None)
        if words is not None:
            phrase = self.object_phrase(children[1:])
            return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=children[0].value, about=[phrase])
        return EffectCondition(
            EffectKind.CONDITION, "", span_of(children), test=f"{children[0].value}:{children[1].value}"
        )

    def equal_to(self, children: list[Any]) -> tuple[Any, ...]:
        """ "… equal to its power": the amount of the action."""
        quantity: tuple[Any, ...] = children[1]
        return quantity

    def if_suffix(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "destroy that creature if it attacked this turn"."""
        node: EffectCondition = children[1]
        node.span = span_of(children)
        return ("condition", node, node.span)

    def cond_for_each(self, children: list[Any]) -> EffectCondition:
        """ "For each creature token you control, …": the action is done once per object."""
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="for_each", about=list(children[1]))

    def with_counter(self, children: list[Any]) -> Part:
        """ "each creature you control with a +1/+1 counter on it"."""
        return ("qualifier", f"with_{children[1][0]}", span_of(children))

    def of_reference(self, children: list[Any]) -> Part:
        """ "creatures of the chosen type"."""
        return ("qualifier", f"of:{children[1].value}", span_of(children))

    def state_suffix(self, children: list[Any]) -> Part:
        """ "cast that card face down": the state the action leaves its object in."""
        return ("detail", children[0].value, span_of(children))

    def counter_object(self, children: list[Any]) -> ObjectPhrase:
        """ "each charge counter on ~": counters as what is counted."""
        kind = value_of(children, "COUNTER_KIND", "KEYWORD") or ""
        return ObjectPhrase(
            EffectKind.OBJECT, "", span_of(children), types=["counter"], qualifiers=[kind] if kind else []
        )

    def if_able(self, children: list[Any]) -> Part:
        """ "attacks each combat if able"."""
        return ("detail", "if_able", span_of(children))

    def cond_otherwise(self, children: list[Any]) -> EffectCondition:
        """ "Otherwise, …": the other branch of the condition before."""
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="otherwise")

    def cond_did(self, children: list[Any]) -> EffectCondition:
        """ "if you cast it", "if a creature died this turn": an event that happened."""
        action = next(c for c in children if isinstance(c, Action))
        set_actor(action, next(c for c in children if isinstance(c, Subject)))
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="did", about=[action])

    def amount(self, children: list[Any]) -> Token:
        """The value of rule `amount` (grammar/effects.lark)."""
        token: Token = children[0]
        return token

    def mana(self, children: list[Any]) -> Detail:
        """The value of rule `mana` (grammar/effects.lark)."""
        return Detail([f"mana:{c.value}" for c in children if c.type != "OR"], span_of(children))

    def counters(self, children: list[Any]) -> Detail:
        """The value of rule `counters` (grammar/effects.lark)."""
        kind = value_of(children, "PT", "COUNTER_KIND", "KEYWORD") or ""
        count = value_of(children, "NUM", "DET_A") or ""
        return Detail([f"counter:{kind}" + (f":{count}" if count not in ("a", "1") else "")], span_of(children))

    def keywords(self, children: list[Any]) -> Detail:
        """The value of rule `keywords` (grammar/effects.lark)."""
        return Detail([v for c in children if isinstance(c, Detail) for v in c], span_of(children))

    def objects(self, children: list[Any]) -> list[Effect]:
        """The value of rule `objects` (grammar/effects.lark)."""
        return nodes_of(children)

    def object_phrase(self, children: list[Any]) -> ObjectPhrase | Reference:
        """An object phrase: its determiner, words and post-modifiers; or the reference it is, when its
        determiner points back ("that creature", "those cards", "this Vehicle", "the exiled card")."""
        node = ObjectPhrase(EffectKind.OBJECT, "", span_of(children))
        participle: str | None = None
        for child in children:
            if isinstance(child, tuple):  # a determiner or a post-modifier: (field, value)
                name, value = child[0], child[1]
                if name == "qualifier":
                    node.qualifiers.append(value)
                elif name == "determiner" and ":" in value:
                    node.determiner, node.count = value.split(":", 1)
                elif name == "relative":  # "that shares a creature type with it"
                    node.relative.append(value)
                elif name == "whose":  # "your commander", "its activated abilities"
                    node.determiner, node.controller = "possessive", value
                else:
                    setattr(node, name, value)
            elif isinstance(child, list):  # the words
                for token in child:
                    if token.type != "PARTICIPLE":
                        file_word(node, token)
                        continue
                    node.qualifiers.append(f"past:{token.value}")  # "each exiled card": what was done to it
                    participle = participle or token.value
        refers = _POINTS_BACK.get(node.determiner or "")
        if refers is None and participle is not None and node.determiner in ("the", "the_other"):
            refers = _DONE_TO.get(participle, ReferenceKind.ANAPHORA)
        if refers is not None:
            return Reference(EffectKind.REFERENCE, "", node.span, refers=refers)
        return node

    def possessor(self, children: list[Any]) -> ObjectPhrase | Reference:
        """Whose something is: "that land" of "that land's controller"."""
        if isinstance(children[0], Token):  # a determiner word of `stat_owner`
            children = [self.determiner(children[:1]), *children[1:]]
        return self.object_phrase(children)

    def owner_of(self, children: list[Any]) -> PlayerPhrase:
        """ "that land's controller", "target creature's owner": the player an object belongs to."""
        return PlayerPhrase(EffectKind.PLAYER, "", span_of(children), who=children[-1].value, whose=children[0])

    def stat_of(self, children: list[Any]) -> tuple[Any, ...]:
        """ "that creature's power", "its mana value", "the power of the exiled card": a number of an object."""
        return ("amount", value_of(children, "STAT"), span_of(children), None)

    def mana_of(self, children: list[Any]) -> Detail:
        """ "X mana of any one color", "an amount of {B}": mana by its amount and its kind."""
        kind = value_of(children, "MANA_OF", "SYMBOLS") or ""
        amount = next((c.value for c in children if isinstance(c, Token) and c.type != "MANA_OF"), "")
        return Detail([f"mana:{kind}:{amount}"], span_of(children))

    def keyword_cost(self, children: list[Any]) -> Detail:
        """ "unearth {2}{B}", "ripple 4": a keyword with its cost or number."""
        return Detail([f"keyword:{children[0].value}:{children[1].value}"], span_of(children))

    def each_of(self, children: list[Any]) -> ObjectPhrase:
        """ "each of them": each of the objects referred to."""
        node = ObjectPhrase(EffectKind.OBJECT, "", span_of(children), determiner="each", types=["reference"])
        node.qualifiers.append(f"of:{children[-1].value}")
        return node

    def cond_have(self, children: list[Any]) -> EffectCondition:
        """ "if you have a card in hand", "as long as that player has two or fewer cards in hand"."""
        about = [*children[0], *objects_of(children[2:])]
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="have", about=about)

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

    def with_ability(self, children: list[Any]) -> Part:
        """ "a token with "When this token dies, …"": an ability the object has (granted_ability)."""
        return ("qualifier", "granted_ability", span_of(children))

    def with_reference(self, children: list[Any]) -> Part:
        """ "spells with the chosen name"."""
        return ("qualifier", f"with:{children[1].value}", span_of(children))

    def with_stat_compared(self, children: list[Any]) -> Part:
        """ "with power less than ~'s power", "with mana value equal to that card's mana value"."""
        bound = children[1].value
        return ("qualifier", f"{children[0].value}:{children[2][1]}:{bound}", span_of(children))

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
        words = next((c for c in children if isinstance(c, list)), None)
        if words is not None:
            return ("state", "_".join(t.value for t in words), span_of(children))
        return ("state", str(children[-1].value), span_of(children))

    bare_state = state

    def this_way(self, children: list[Any]) -> Part:
        """ "exiled this way", "this way": what was done by this ability (a `this_way` reference)."""
        done = f"{children[0].value}_" if len(children) > 1 else ""
        return ("qualifier", f"{done}this_way", span_of(children))

    def done_with(self, children: list[Any]) -> Part:
        """ "exiled with ~", "created with it": what another ability of the card did to it."""
        whom = "self" if children[-1].type == "SELF" else children[-1].value
        return ("qualifier", f"{children[0].value}_with:{whom}", span_of(children))

    def same_as(self, children: list[Any]) -> Part:
        """ "with the same name as that card", "with the same mana value"."""
        return ("qualifier", f"same:{children[1].value}", span_of(children))

    def other_than(self, children: list[Any]) -> Part:
        """ "a creature other than ~"."""
        return ("qualifier", "other_than", span_of(children))

    def attached_to(self, children: list[Any]) -> Part:
        """ "an Aura attached to a creature you control"."""
        return ("qualifier", str(children[0].value), span_of(children))

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
        return _number(f"{children[0].value}{children[1].value}:{children[2].value}", children)

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

    def among(self, children: list[Any]) -> Part:
        """ "card types among cards in your graveyard"."""
        return ("qualifier", "among", span_of(children))

    def determiner(self, children: list[Any]) -> Part:
        """The value of rule `determiner` (grammar/effects.lark)."""
        kinds = [c.type for c in children]
        count = value_of(children, "NUM")
        if "UP_TO" in kinds:
            return ("determiner", "up_to" + (f":{count}" if count else ""), span_of(children))
        if "ANY_NUMBER" in kinds:
            return ("determiner", "any_number", span_of(children))
        if "TARGET" in kinds:
            return ("determiner", "target" + (f":{count}" if count else ""), span_of(children))
        if "POSS_PRONOUN" in kinds:
            return ("whose", children[0].value, span_of(children))
        if "AT_LEAST" in kinds:
            return ("determiner", f"{children[0].value}:{count}", span_of(children))
        if kinds[0] in ("THE", "THAT") and "OTHER" in kinds:
            return ("determiner", f"{children[0].value}_other", span_of(children))
        if count is not None:
            return ("determiner", f"number:{count}", span_of(children))
        return ("determiner", children[0].value, span_of(children))

    counted = determiner

    def words(self, children: list[Any]) -> list[Token]:
        """The value of rule `words` (grammar/effects.lark)."""
        return list(children)

    def controlled(self, children: list[Any]) -> Part:
        """The value of rule `controlled` (grammar/effects.lark)."""
        return ("controller", children[0].value, span_of(children))

    def in_zone(self, children: list[Any]) -> Part:
        """The value of rule `in_zone` (grammar/effects.lark)."""
        return ("zone", children[-1].value, span_of(children))

    def with_keyword(self, children: list[Any]) -> Part:
        """ "with flying", "with menace and reach": the keywords, one qualifier value."""
        names = ",".join(c.value for c in children if c.type == "KEYWORD")
        return ("qualifier", f"with:{names}", span_of(children))

    def this_way_suffix(self, children: list[Any]) -> Part:
        """ "If you search your library this way": the action was done by this ability."""
        return ("detail", "this_way", span_of(children))

    def with_stat(self, children: list[Any]) -> Part:
        """The value of rule `with_stat` (grammar/effects.lark)."""
        bound = value_of(children, "OR_LESS") or "exactly"
        return ("qualifier", f"{children[0].value}:{children[1].value}:{bound}", span_of(children))

    def without_keyword(self, children: list[Any]) -> Part:
        """The value of rule `without_keyword` (grammar/effects.lark)."""
        return ("qualifier", f"without:{children[1].value}", span_of(children))

    def top_cards(self, children: list[Any]) -> ObjectPhrase:
        """The value of rule `top_cards` (grammar/effects.lark)."""
        count = value_of(children, "NUM")
        node = ObjectPhrase(EffectKind.OBJECT, "", span_of(children), determiner=children[0].value, count=count)
        node.types.append("card")
        node.zone = value_of(children, "ZONE")
        return node

    def any_target(self, children: list[Any]) -> ObjectPhrase:
        """The value of rule `any_target` (grammar/effects.lark)."""
        return ObjectPhrase(EffectKind.OBJECT, "", span_of(children), determiner="target", types=["any"])

    def player(self, children: list[Any]) -> PlayerPhrase:
        """The value of rule `player` (grammar/effects.lark)."""
        return PlayerPhrase(EffectKind.PLAYER, "", span_of(children), who=children[0].value)

    def reference(self, children: list[Any]) -> Reference:
        """The value of rule `reference` (grammar/effects.lark)."""
        return Reference(EffectKind.REFERENCE, "", span_of(children), refers=children[0].value)

    def self_reference(self, children: list[Any]) -> Reference:
        """The value of rule `self_reference` (grammar/effects.lark)."""
        return Reference(EffectKind.REFERENCE, "", span_of(children), refers="self")

    def cond_paid(self, children: list[Any]) -> EffectCondition:
        """The condition of rule `cond_paid` (grammar/effects.lark)."""
        about: list[Effect] = [
            self.self_reference([children[0]]) if children[0].type == "SELF" else self.reference([children[0]])
        ]
        return EffectCondition(
            EffectKind.CONDITION, "", span_of(children), test=f"paid:{children[1].value}", about=about
        )

    def cond_control(self, children: list[Any]) -> EffectCondition:
        """The condition of rule `cond_control` (grammar/effects.lark)."""
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="control", about=objects_of(children))

    def if_condition(self, children: list[Any]) -> EffectCondition:
        """The value of rule `if_condition` (grammar/effects.lark)."""
        node: EffectCondition = children[-1]
        node.span = span_of(children)
        return node

    def event(self, children: list[Any]) -> TriggerEvent:
        """What a trigger waits for: its subject's action(s) ("~ enters or attacks")."""
        actions = [c for c in children if isinstance(c, Action)]
        subject = next(c for c in children if isinstance(c, Subject))
        for action in actions:
            set_actor(action, subject)
        return TriggerEvent(EffectKind.EVENT, "", span_of(children), event=actions[0].verb, actions=actions)

    def event_phase(self, children: list[Any]) -> TriggerEvent:
        """The value of rule `event_phase` (grammar/effects.lark)."""
        return TriggerEvent(EffectKind.EVENT, "", span_of(children), event=children[0].value)
