"""More rules of grammar/effects.lark for the noun side (see `nouns.py`): what objects have told by a word and a
noun, a symbol in their costs, counters more than those before, targets counted with no noun, and a condition on
a value two objects share. A mixin of the effect Transformer, whose methods Lark finds by the rules' names."""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token, UnknownWord
from mtglinks.effects.parts import Detail, Part, Subject, make_action, objects_of, span_of, value_of
from mtglinks.kinds import EffectKind, ReferenceKind, Verb
from mtglinks.tree import Action, Duration, EffectCondition, ObjectPhrase, PlayerPhrase, Reference

_VERBS = frozenset(Verb)


class Refused(UnknownWord):
    """A shape the grammar parses but cannot say right ("that spell or ability's controller"): the reader takes it
    as it takes a word the lexicon lacks, so the sentence stays untyped with this reason (it is no unknown word)."""

    def __init__(self, why: str) -> None:
        super().__init__("", 0, 0)
        self.args = (f"the grammar cannot read {why} here",)


def refuse(why: str) -> None:
    """Stops the reading of the sentence (see `Refused`)."""
    raise Refused(why)


# How targets counted with no noun are picked, by the first word: "up to three targets", "each of two targets".
_TARGETS_PICKED = {"UP_TO": "up_to", "ANY_NUMBER": "any_number", "EACH": "each"}


# The post-modifiers that may name objects after their value (kept in `related`): a qualifier's ("from among cards
# exiled with ~"), a controller's whose owner it is ("controlled by the owner of the exiled card", `controlled_by`).
_NAMING = frozenset({"qualifier", "controller"})


def file_part(node: ObjectPhrase, child: tuple[Any, ...]) -> None:
    """Files one determiner or post-modifier, (field, value, span[, related]), on the object phrase."""
    name, value = child[0], child[1]
    if name in _NAMING:  # "from among cards exiled with ~", "controlled by the owner of the exiled card"
        node.related.extend(child[3:])  # the objects the post-modifier names, if any
    if name == "qualifier":
        node.qualifiers.append(value)
    elif name == "determiner" and ":" in value:
        node.determiner, node.count = value.split(":", 1)
    elif name in ("mana_from", "from_words"):
        _file_from(node, name, value)
    elif name == "qualifier_in_zone":  # "cards with cycling from your graveyard": a qualifier, then the zone after it
        node.qualifiers.append(value)
        node.zone = child[3]
    elif name == "relative":  # "that shares a creature type with it"
        node.relative.append(value)
    elif name == "whose":  # "your commander", "its activated abilities"
        node.determiner, node.controller = "possessive", value
    elif name == "detail":  # said of the action, not of the objects: the action takes it
        node.action_detail.append(value)
    elif name in node.__dataclass_fields__:
        setattr(node, name, value)
    else:
        refuse(f"an object phrase has no {name}")


def owner_of_object(whom: Any) -> bool:
    """Whether a player is named as an object's owner or controller ("the owner of the exiled card", "that land's
    controller"): the object is kept with the phrase that names the player (`controlled_by`)."""
    return isinstance(whom, PlayerPhrase) and isinstance(whom.whose, ObjectPhrase | Reference)


def _file_from(node: ObjectPhrase, name: str, value: str) -> None:
    """Files what an object phrase is "from" ("mana_from", "from_words")."""
    if name == "from_words" and node.types and all(kind.endswith("ability") for kind in node.types):
        # the French "les capacités activées des artefacts" (no article after "des"): the abilities "of" what has them,
        # as the English "activated abilities of artifacts" reads
        node.qualifiers.append("of:" + value.removeprefix("from:"))
    elif node.types == ["name"]:
        # the Spanish "el nombre de una carta (que no sea tierra)": the name "of" a card (`of:card`), as the English
        # "the name of a nonland card" reads
        node.qualifiers.append("of:" + value.removeprefix("from:").split(",")[0])
    else:  # "mana from a Treasure": only mana is from the permanent it names
        if node.types != ["mana"]:
            refuse('"from" and an object that is not a source after an object')
        node.qualifiers.append(value)


class NounShapes:
    """The methods of the noun-side rules added after `NounRules` (see the module docstring)."""

    def with_quality(self, children: list[Any]) -> Part:
        """ "cards with different names", "all cards with that name", "with a mana ability", "with a cycling
        ability": "with:different:name", "with:that:name", "with:a:mana_ability", "with:a:cycling:ability"."""
        return ("qualifier", "with:" + ":".join(str(c.value) for c in children[1:]), span_of(children))

    def from_source(self, children: list[Any]) -> Part:
        """ "an activated ability from an artifact source": what the object comes from ("from:artifact,source").
        Only a source: "unattach an Equipment from a creature you control" is where from, not what it is; but mana
        comes from the permanent that made it (its source, rule 106): "mana from a Treasure" ("from:treasure"), which
        `object_phrase` keeps only after the noun "mana"."""
        words = ",".join(str(t.value) for t in children[2])
        if children[2][-1].value != "source":
            return ("mana_from", f"from:{words}", span_of(children))
        return ("qualifier", f"from:{words}", span_of(children))

    def counters_had(self, children: list[Any]) -> ObjectPhrase:
        """ "the experience counters you have": counters as what is counted, whose they are as the controller."""
        kind = value_of(children, "COUNTER_KIND", "KEYWORD")
        node = ObjectPhrase(EffectKind.OBJECT, "", span_of(children), types=["counter"], controller=children[-1].value)
        node.qualifiers.extend([kind] if kind else [])
        return node

    def with_cost_symbol(self, children: list[Any]) -> Part:
        """ "activated abilities with {T} in their costs": a symbol their costs hold."""
        return ("qualifier", f"cost_with:{children[1].value}", span_of(children))

    def counters_more(self, children: list[Any]) -> Detail:
        """ "two additional +1/+1 counters": counted, more than those put before ("counter:+1/+1:2:additional")."""
        return Detail([f"counter:{children[1].value}:{children[0].value}:additional"], span_of(children))

    def counted_either(self, children: list[Any]) -> Part:
        """ "one or two target creatures", "one, two, or three target creatures": a count of any of the numbers."""
        kind = "target" if value_of(children, "TARGET") else "number"
        numbers = "_or_".join(str(c.value) for c in children if isinstance(c, Token) and c.type == "NUM")
        return ("determiner", f"{kind}:{numbers}", span_of(children))

    def any_targets(self, children: list[Any]) -> ObjectPhrase:
        """ "one, two, or three targets", "up to three targets", "each of two targets": targets of any kind (as
        "any target"), counted; "target" among the qualifiers where the determiner does not say it."""
        node = ObjectPhrase(EffectKind.OBJECT, "", span_of(children), types=["any"])
        counted = next((c for c in children if isinstance(c, tuple)), None)
        if counted is not None:  # ("determiner", "target:1_or_2_or_3") or ("determiner", "number:2")
            node.count = str(counted[1]).split(":", 1)[-1]
        else:  # "each of up to three targets": up to three, as "each of up to three target creatures" reads
            picked = "UP_TO" if value_of(children, "UP_TO") else children[0].type
            node.determiner = _TARGETS_PICKED[picked]
            node.count = value_of(children, "NUM")
        if node.determiner is None:
            node.determiner = "target"
        else:
            node.qualifiers.append("target")
        return node

    def cond_have_same(self, children: list[Any]) -> EffectCondition:
        """ "if it has the same mana value as the discarded card": a value of the subject and of another object."""
        about = [*children[0], *objects_of(children[4:])]
        return EffectCondition(
            EffectKind.CONDITION, "", span_of(children), test=f"same:{children[2].value}", about=about
        )

    def done_by(self, children: list[Any]) -> tuple[str, Action, tuple[int, int]]:
        """ "cards you've drawn this turn", "cards you've cycled or discarded this turn": what a player did to the
        objects, an action of the relative clause (the other verbs offered as its alternatives)."""
        player = PlayerPhrase(EffectKind.PLAYER, "", span_of(children[:1]), who=children[0].value)
        verbs = [c for c in children if isinstance(c, Token) and c.type in ("V_OBJ", "PARTICIPLE")]
        if any(v.value not in _VERBS for v in verbs):  # "declared", "plotted": no verb of the vocabulary yet
            refuse(f'"{verbs[0].text}" with no verb of the vocabulary after a player')
        action = Action(EffectKind.ACTION, "", span_of(children), verb=Verb(verbs[0].value), actor=player)
        for other in verbs[1:]:
            action.alternatives.append(Action(EffectKind.ACTION, "", span_of([other]), verb=Verb(other.value)))
        last = children[-1]
        if isinstance(last, Token) and last.type == "DURATION":
            action.duration = Duration(EffectKind.DURATION, "", span_of([last]), until=last.value)
        elif isinstance(last, Token) and last.type == "THIS_WAY":
            action.detail.append("this_way")
        return ("relative", action, span_of(children))

    def done_by_this_way(self, children: list[Any]) -> Part:
        """ "the number of cards they discarded this way": what the player did, a qualifier read whole."""
        return ("qualifier", f"{children[1].value}:by:{children[0].value}", span_of(children))

    def subject_during(self, children: list[Any]) -> Subject:
        """ "The next spell you cast this turn": the subject's last object done (cast) within the duration, its
        qualifier "during:<duration>"."""
        objects = list(children[0])
        last = objects[-1] if objects else None
        if isinstance(last, ObjectPhrase):
            last.qualifiers.append(f"during:{children[1].value}")
            last.span = (last.span[0], children[1].end_pos)
        return Subject(objects)

    def amount_plus_number(self, children: list[Any]) -> Token:
        """ "X plus 2": a number more than another ("X:plus:2"), as one NUM token (what predicates read)."""
        value = f"{children[0].value}:{children[1].value}:{children[2].value}"
        span = span_of(children)
        return Token("NUM", value, "", span[0], span[1])

    def act_damage_plus(self, children: list[Any]) -> Action:
        """ "deals that much damage plus 2 to that permanent": `act_damage`, its amount more by a number."""
        return _plus(self.act_damage(_without_plus(children)), children)  # type: ignore[attr-defined]

    def act_gain_life_plus(self, children: list[Any]) -> Action:
        """ "you gain that much life plus 1": the life of `act_gain_life`, its amount more by a number."""
        return _plus(self.act_gain_life(_without_plus(children)), children)  # type: ignore[attr-defined]

    def cond_spent_objects(self, children: list[Any]) -> EffectCondition:
        """ "if at least three white mana was spent to cast ~": the mana paid for the spell, told as objects (test
        "spent:mana"), the spell it was spent on last among `about`."""
        token = children[-1]
        refers = ReferenceKind.SELF if token.type == "SELF" else str(token.value)
        spell = Reference(EffectKind.REFERENCE, "", span_of([token]), refers=refers)
        about = [*children[0], spell]
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="spent:mana", about=about)

    def act_search_zones(self, children: list[Any]) -> Action:
        """ "Search its owner's graveyard, hand, and library for …": a search of each zone listed, the first as
        `zone_from`, all of them in `detail` ("zones:graveyard,hand,library")."""
        zones = [str(c.value) for c in children if isinstance(c, Token) and c.type == "ZONE"]
        action = make_action(Verb.SEARCH, children, zone_from=zones[0], zone_to=None)
        action.detail.append("zones:" + ",".join(zones))
        return action


def _without_plus(children: list[Any]) -> list[Any]:
    """The predicate's children without "plus <number>"."""
    at = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "PLUS")
    return children[:at] + children[at + 2 :]


def _plus(action: Action, children: list[Any]) -> Action:
    """The action with "plus <number>" added to its amount ("that_much:plus:2") and its span over all the words."""
    at = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "PLUS")
    action.amount = f"{action.amount}:{children[at].value}:{children[at + 1].value}"
    action.span = span_of(children)
    return action
