"""Shapes that only another language's grammar (`grammar/effects-<code>.lark`) reads, where its words leave to the
order of the sentence what English says with a word of its own. A mixin of the effect Transformer (`transformer.py`),
whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.es_passive_shapes import SpanishPassiveShapeRules
from mtglinks.effects.exiled_face_down_shapes import ExiledFaceDownShapeRules
from mtglinks.effects.fr_printed_shapes import FrenchPrintedShapeRules
from mtglinks.effects.french_shapes import FrenchShapeRules
from mtglinks.effects.frexile_shapes import FrenchExileShapeRules
from mtglinks.effects.frexiled4_shapes import FrenchExiled4ShapeRules
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Detail, Subject, make_action, set_actor, span_of, value_of
from mtglinks.effects.ru_event_shapes import RussianEventShapeRules
from mtglinks.effects.ru_passive_shapes import RussianPassiveShapeRules
from mtglinks.effects.ru_shapes import RussianShapeRules
from mtglinks.effects.ruexiled4_shapes import RuExiled4ShapeRules
from mtglinks.effects.set_off_shapes import SetOffShapeRules
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, EffectCondition, ObjectPhrase, PlayerPhrase, Reference, TriggerEvent

# the verb alone of a coin flip's outcome: French "Si vous gagnez, …" is "If you win, …" (the flip), where "gagnez"
# with an object is "gain"
_FLIP_OUTCOME = {"GAIN": Verb.WIN_FLIP, "LOSE": Verb.LOSE_FLIP}
# a count's bound after its noun ("deux créatures ou plus"), as the English bound before it ("two or more")
_BOUND = {"or_greater": "or_more", "or_less": "or_fewer"}
# a bound before "celle de", as the English comparison names it ("less than or equal to": "at_most")
_BOUND_THAN = {"or_less": "at_most", "or_greater": "at_least"}
# whose turn an event is: "À la fin de votre tour" (TURN "yours"), "de son tour" (TURN "theirs")
_WHOSE_TURN = {"yours": "your", "theirs": "their"}


class LanguageShapeRules(
    RussianShapeRules,
    RussianPassiveShapeRules,
    RussianEventShapeRules,
    FrenchShapeRules,
    FrenchPrintedShapeRules,
    SetOffShapeRules,
    SpanishPassiveShapeRules,
    ExiledFaceDownShapeRules,
    FrenchExileShapeRules,
    RuExiled4ShapeRules,
    FrenchExiled4ShapeRules,
):
    """The methods of the rules only a language's own grammar adds (see the module docstring)."""

    def cond_flip_outcome(self, children: list[Any]) -> EffectCondition:
        """ "Si vous gagnez, …", "Si vous perdez, …": the flip won or lost, as the English "if you win" (the
        condition `did` about the action `win_flip` or `lose_flip` of its subject)."""
        verb = children[-1]
        action = make_action(_FLIP_OUTCOME[verb.type], [verb])
        set_actor(action, next(c for c in children if isinstance(c, Subject)))
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="did", about=[action])

    def act_put_place(self, children: list[Any]) -> Action:
        """ "mettez-le au-dessus de la bibliothèque de son propriétaire": put, the place right after the verb (a
        `PLACE` token, the zone it is in as its value) and the object in the verb or after the place."""
        place = next(c for c in children if getattr(c, "type", "") == "PLACE")
        return make_action(Verb.PUT, children, zone_to=place.value)

    def owner_after(self, children: list[Any]) -> PlayerPhrase:
        """ "le contrôleur de la créature ciblée", "au propriétaire de cette carte": the player an object belongs to,
        named after the noun (as the English "the owner of that card", `owner_of`)."""
        who = value_of(children, "OWNER_N") or ""
        return PlayerPhrase(EffectKind.PLAYER, "", span_of(children), who=who, whose=children[-1])

    def cond_have_stat_bound_first(self, children: list[Any]) -> EffectCondition:
        """ "ont une force totale supérieure ou égale à 8": `cond_have_stat` ("have total power 8 or greater") with the
        bound before the number."""
        subject, have, stat, bound, number = children
        return self.cond_have_stat([subject, have, stat, number, bound])  # type: ignore[attr-defined,no-any-return]

    def act_clitic_object(self, children: list[Any]) -> Action:
        """ "vous l'avez lancé depuis votre main": a verb whose object, a pronoun, stands before it (`act_object` of
        "you cast it from your hand")."""
        verb = next(c for c in children if getattr(c, "type", "") == "V_OBJ")
        return make_action(verb.value, children)

    def cond_have_life_bound_after(self, children: list[Any]) -> EffectCondition:
        """ "si vous avez 5 points de vie ou moins": `cond_have_life` ("if you have 5 or less life") with the bound
        after the life."""
        subject, have, number, life, bound = children
        if bound.value == "or_greater":  # "ou plus": the English "30 or more life"
            bound.value = "or_more"
        return self.cond_have_life([subject, have, number, bound, life])  # type: ignore[attr-defined,no-any-return]

    def event_turn(self, children: list[Any]) -> TriggerEvent:
        """ "À la fin de votre tour": the event the trigger word ("à la fin de", "au début de") is about, the turn
        itself ("<whose>:turn"; the word before it says whether its end or its beginning)."""
        (turn,) = children
        return TriggerEvent(
            EffectKind.EVENT, "", span_of(children), event=f"{_WHOSE_TURN.get(turn.value, turn.value)}:turn"
        )

    def cond_compare_number_bound_first(self, children: list[Any]) -> EffectCondition:
        """ "si sa force est supérieure ou égale à 10": `cond_compare_number` ("if its power is 10 or greater") with the
        bound before the number."""
        quantity, be, bound, number = children
        return self.cond_compare_number([quantity, be, number, bound])  # type: ignore[attr-defined,no-any-return]

    def act_object_ref_first(self, children: list[Any]) -> Action:
        """ "vous pouvez lui attacher ~": the pronoun before the verb is whom it acts toward, the object after it what
        it acts on (`act_object` of "attach ~ to it": the object first, then the pronoun)."""
        pronoun, verb, *objects = children
        return make_action(verb.value, [verb, *objects, pronoun])

    def object_count_after(self, children: list[Any]) -> ObjectPhrase | Reference:
        """ "deux créatures ou plus", "200 cartes ou plus dans votre bibliothèque": the count's bound after the noun,
        the object the English "two or more creatures" is."""
        (field, count, span), words, bound, *posts = children
        determiner = (field, f"{count}:{_BOUND.get(bound.value, bound.value)}", span)
        node: ObjectPhrase | Reference = self.object_phrase([determiner, words, *posts])  # type: ignore[attr-defined]
        node.span = span_of(children)  # the bound after the noun is part of the phrase
        return node

    def type_of_subject(self, children: list[Any]) -> Subject:
        """ "Le type de ~ devient le type de créature de votre choix": the object whose type the clause changes, the
        subject of the English "~ becomes the creature type of your choice"."""
        return Subject(children[1])

    def with_stat_that_of(self, children: list[Any]) -> tuple[str, str, Any]:
        """ "dont la force est inférieure à celle de ~": the characteristic compared with the same one of another
        object, the qualifier of the English "with power less than ~'s power" ("power:power:less")."""
        stat, bound = children[0].value, children[1].value
        return ("qualifier", f"{stat}:{stat}:{_BOUND_THAN.get(bound, bound)}", span_of(children))

    def unless_infinitive(self, children: list[Any]) -> tuple[str, EffectCondition, Any]:
        """ "à moins de renvoyer une île …": the action not done, the condition of the English "unless you return an
        Island …" (`unless:did`), its doer the action's own."""
        action = next(c for c in children if isinstance(c, Action))
        span = span_of(children)
        return ("condition", EffectCondition(EffectKind.CONDITION, "", span, test="unless:did", about=[action]), span)

    def keyword_cost_whole(self, children: list[Any]) -> list[Any]:
        """ "Le coût de flashback est égal à son coût de mana.": `keyword_cost_equal` of the English "The flashback cost
        is equal to its mana cost." (verb `modify_cost`, `keyword:<name>`, `set:mana_cost`, the card the pronoun)."""
        phrase = children[0]
        whose = Reference(EffectKind.REFERENCE, "", span_of([phrase]), refers="anaphora")
        detail = [f"keyword:{phrase.value}", "set:mana_cost"]
        return [make_action(Verb.MODIFY_COST, [phrase, whose], amount="mana_cost", detail=detail)]

    def act_gain_energy(self, children: list[Any]) -> Action:
        """ "Vous gagnez {E}{E}": energy got, as the English "you get {E}{E}" (`act_get_energy`); only energy symbols
        are got so."""
        symbols = str(children[1].value)
        if symbols.replace("{E}", ""):
            refuse(f'"{children[1].text}" gained')
        return make_action(Verb.GET_ENERGY, children, amount=symbols)

    def counters_additional(self, children: list[Any]) -> Detail:
        """ "un marqueur +1/+1 supplémentaire": one counter more than those put before, as the English "an additional
        +1/+1 counter" ("counter:+1/+1:additional"); no other adjective is read there."""
        article, _counter, kind, adjective = children
        if article.value != "a" or adjective.value != "additional":
            refuse(f'"{adjective.text}" after a counter')
        return Detail([f"counter:{kind.value}:additional"], span_of(children))

    def cond_did_during_self(self, children: list[Any]) -> EffectCondition:
        """ "Si vous avez joué ~ pendant votre phase principale", "… joué ce sort …": the card itself played during a
        step or phase, read as `cond_did_during`; the card or "ce sort" played is cast (a spell played, rule 601)."""
        subject, verb, card, during, step = children
        spell = card.type == "SELF" or str(card.text).lower() == "ce sort"
        if verb.value == Verb.PLAY and spell:
            verb.value = str(Verb.CAST)
        refers = "self" if card.type == "SELF" else str(card.value)
        whom = Reference(EffectKind.REFERENCE, "", span_of([card]), refers=refers)
        action = make_action(verb.value, [verb, whom])
        set_actor(action, subject)
        test = f"did_during:{step.value}"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=[action])
