"""Shapes that only the Spanish grammar (`grammar/effects-es.lark`) reads, where Spanish words leave to a neighbour
what English says with a word of its own. A mixin of the effect Transformer (`transformer.py`), whose methods Lark
finds by the rules' names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtglinks.effects.es_more_shapes import SpanishMoreShapeRules
from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Detail, Part, make_action, span_of, value_of
from mtglinks.kinds import EffectKind, ReferenceKind, Verb
from mtglinks.tree import Action, Duration, Effect, EffectCondition, ObjectPhrase, PlayerPhrase, Reference, TriggerEvent


class SpanishShapeRules(SpanishMoreShapeRules):
    """The methods of the rules only effects-es.lark adds (see the module docstring)."""

    if TYPE_CHECKING:

        def event_state(self, children: list[Any]) -> TriggerEvent:
            """The Transformer's own (`clauses.py`)."""

        def cond_it_is_either(self, children: list[Any]) -> EffectCondition:
            """The Transformer's own (`sentence_shapes.py`)."""

        def act_object(self, children: list[Any]) -> Action:
            """The Transformer's own (`transformer.py`)."""

    def counted_one_or_more(self, children: list[Any]) -> Part:
        """ "una o más criaturas", "una o más criaturas objetivo": "una" (an article elsewhere) is the number one
        before "o más", the determiner the English "one or more creatures" reads (`number:1:or_more`, with "target"
        `target:1:or_more`)."""
        kind = "target" if value_of(children, "TARGET") else "number"
        return ("determiner", f"{kind}:1:or_more", span_of(children))

    def act_attach_to_it(self, children: list[Any]) -> Action:
        """ "puedes anexarle ~", "puedes anexarle ~ a esa criatura": the English "attach ~ to it" (to that creature),
        what is attached first; with no object after "a", what it is attached to is the pronoun "le" ("it")."""
        action = make_action(Verb.ATTACH, children)
        if len([c for c in children if isinstance(c, list)]) == 1:
            it = Reference(EffectKind.REFERENCE, "", span_of(children[:1]), refers=ReferenceKind.ANAPHORA)
            action.objects.append(it)
        return action

    def event_not_control(self, children: list[Any]) -> TriggerEvent:
        """ "Cuando no controles ningún pantano", "Cuando no controles un pantano": the English "When you control no
        Swamps" (the state `control` of objects whose determiner is `no`)."""
        event = self.event_state(children)
        for action in event.actions:
            for obj in action.objects if isinstance(action, Action) else []:
                if isinstance(obj, ObjectPhrase):
                    obj.determiner = "no"
        return event

    def cond_it_is_either_es(self, children: list[Any]) -> EffectCondition:
        """ "Si es una carta de artefacto, criatura o tierra, …": the English "If it's an artifact, creature, or land
        card" (`cond_it_is_either`), the noun and the first type read as the words before the other types."""
        flat = [t for c in children for t in (c if isinstance(c, list) else [c])]
        if any(isinstance(t, Token) and t.type not in ("IT_IS", "NOUN", "TYPE", "_COMMA", "OR") for t in flat):
            refuse('"es" and words other than a noun and types before the list of types')
        return self.cond_it_is_either(flat)

    def act_have_it(self, children: list[Any]) -> Action:
        """ "puedes elegir que haga 4 puntos de daño al oponente objetivo": the English "you may have it deal 4 damage
        to target opponent" (`act_have`), the one had do it ("it") only in the verb's person."""
        action = next(c for c in children if isinstance(c, Action))
        if action.actor is None:
            action.actor = Reference(EffectKind.REFERENCE, "", span_of(children[:1]), refers=ReferenceKind.ANAPHORA)
        action.detail.append("have")
        action.span = span_of(children)
        return action

    def act_damage_clitic(self, children: list[Any]) -> Action:
        """ "~ te hace 1 punto de daño": the pronoun before the verb is who is dealt the damage."""
        action: Action = self.act_damage([self.player(children[:1]), *children[1:]])  # type: ignore[attr-defined]
        return action

    def counters_additional_es(self, children: list[Any]) -> Detail:
        """ "un contador +1/+1 adicional", "X contadores +1/+1 adicionales": the English "an additional +1/+1 counter"
        (`counter:+1/+1:additional`), "X additional +1/+1 counters" (`counter:+1/+1:X`)."""
        kind = value_of(children, "PT", "COUNTER_KIND", "KEYWORD") or ""
        count = value_of(children, "NUM") or "additional"
        return Detail([f"counter:{kind}:{count}"], span_of(children))

    def act_object_clitic(self, children: list[Any]) -> Action:
        """ "Su propietario lo baraja en su biblioteca": the English "shuffles it into their library" (`act_object`),
        the pronoun object "lo" before the verb."""
        verb = next(c for c in children if isinstance(c, Token))
        return self.act_object([verb, *(c for c in children if c is not verb)])

    def clitic_her(self, children: list[Any]) -> Reference:
        """ "la" right before a verb ("ese jugador la pone en su mano"): the pronoun "it", not the article."""
        return Reference(EffectKind.REFERENCE, "", span_of(children), refers=ReferenceKind.ANAPHORA)

    def more_counters_pt_es(self, children: list[Any]) -> Detail:
        """ "tres o más contadores +1/+1": the English "three or more +1/+1 counters" (`counter:+1/+1:3:or_more`), the
        kind (PT) after the counters."""
        kind = value_of(children, "PT") or ""
        return Detail([f"counter:{kind}:{children[0].value}:or_more"], span_of(children))

    def redirect_damage_es(self, children: list[Any]) -> Action:
        """ "Todo el daño que se te fuera a hacer, en vez de eso, se le hace a ~.": the English "All damage that would
        be dealt to you is dealt to ~ instead" (`redirect_damage`); "se te" (to you) is the pronoun of whom the damage
        would be dealt to where no object follows, "El siguiente punto de daño" the next 1 damage."""
        groups = [c if isinstance(c, list) else [c] for c in children if isinstance(c, (list, Effect))]
        would_be = next(c for c in children if isinstance(c, Token) and c.type == "WOULD_BE_DEALT")
        if len(groups) == 1:  # "que se te fuera a hacer": to you
            if " te " not in f" {would_be.text} ":
                refuse("damage that would be dealt with no one it would be dealt to")
            groups.insert(0, [PlayerPhrase(EffectKind.PLAYER, "", span_of([would_be]), who="you")])
        amount = value_of(children, "NUM", "ALL") or "1"
        instead = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "INSTEAD")
        before = children[:instead]
        if isinstance(before[-1], Token) and before[-1].type == "JOIN":
            before = before[:-1]
        would_span = span_of(before)  # the damage as it would be dealt, before ", en vez de eso,"
        would = Action(EffectKind.ACTION, "", would_span, verb=Verb.DEAL_DAMAGE, objects=groups[0])
        would.amount = amount
        condition = EffectCondition(EffectKind.CONDITION, "", would.span, test="would", about=[would])
        action = Action(EffectKind.ACTION, "", span_of(children), verb=Verb.DEAL_DAMAGE, objects=groups[-1])
        action.amount, action.condition, action.detail = amount, condition, ["instead"]
        duration = value_of(children, "DURATION")
        if duration is not None:
            lasting = next(c for c in children if isinstance(c, Token) and c.type == "DURATION")
            action.duration = Duration(EffectKind.DURATION, "", span_of([lasting]), until=duration)
        return action

    def objects_and_to_es(self, children: list[Any]) -> list[Effect]:
        """ "a cada criatura con la habilidad de volar y a cada jugador": the objects before "y a", the one after."""
        return [*children[0], children[-1]]

    def act_remove_its_counter_es(self, children: list[Any]) -> Action:
        """ "remueve uno de sus contadores +1/+1": the English "remove a +1/+1 counter from it" (`counter:+1/+1`), the
        possessive "sus" the object ("it") the counter leaves."""
        kind = value_of(children, "PT", "COUNTER_KIND") or "any"
        its = next(c for c in children if isinstance(c, Token) and c.type == "POSS_PRONOUN")
        action = make_action(
            Verb.REMOVE_COUNTER, children, amount=value_of(children, "NUM"), detail=[f"counter:{kind}"]
        )
        action.objects.append(Reference(EffectKind.REFERENCE, "", span_of([its]), refers=ReferenceKind.ANAPHORA))
        return action

    def act_can_only_es(self, children: list[Any]) -> Action:
        """ "~ sólo puede bloquear criaturas con la habilidad de volar": what alone is allowed (`can_only`)."""
        action: Action = self.act_can(children)  # type: ignore[attr-defined]
        action.detail[-1] = "can_only"
        return action

    def with_stat_than_self_es(self, children: list[Any]) -> Part:
        """ "con fuerza menor que ~": the English "with power less than ~'s power" (`power:power:less`), the card's
        own stat named by the card alone."""
        stat, bound = children[0].value, children[1].value
        return ("qualifier", f"{stat}:{stat}:{bound}", span_of(children))

    def act_block_it_es(self, children: list[Any]) -> Action:
        """ "bloquearlo": block "it", the pronoun joined to the verb."""
        action = make_action(Verb.BLOCK, children)
        action.objects.append(Reference(EffectKind.REFERENCE, "", span_of(children), refers=ReferenceKind.ANAPHORA))
        return action

    def cond_have_none_es(self, children: list[Any]) -> EffectCondition:
        """ "si ese jugador no tiene cartas en su mano": the English "if that player has no cards in hand" (`have`, the
        objects' determiner `no`), "no" before the verb."""
        condition: EffectCondition = self.cond_have([children[0], *children[2:]])  # type: ignore[attr-defined]
        for obj in condition.about:
            if isinstance(obj, ObjectPhrase):
                if obj.determiner is not None:
                    refuse('"no tiene" and a determiner of its own')
                obj.determiner = "no"
        condition.span = span_of(children)
        return condition

    def act_deal_no_damage_es(self, children: list[Any]) -> Action:
        """ "~ no hace daño de combate este turno": the Oracle text's "assigns no combat damage" (rule 510.1a: combat
        damage is assigned, then dealt; the older "deals no combat damage" means the same); other damage: amount
        `no`."""
        if value_of(children, "DAMAGE") == "combat_damage":
            return make_action(Verb.ASSIGN_COMBAT_DAMAGE, children, amount="0")
        return make_action(Verb.DEAL_DAMAGE, children, amount="no")

    def cond_mana_spent_es(self, children: list[Any]) -> EffectCondition:
        """ "Si ese maná se usa en un hechizo de criatura": the English "If that mana is spent on …"
        (`cond_mana_spent`), the mana's determiner ("ese", "este") in English."""
        condition: EffectCondition = self.cond_mana_spent(children)  # type: ignore[attr-defined]
        for spent in condition.about:
            if isinstance(spent, Action) and isinstance(spent.actor, ObjectPhrase):
                spent.actor.determiner = {"ese": "that", "este": "this"}.get(str(spent.actor.determiner))
        return condition

    def counted_either_es(self, children: list[Any]) -> Part:
        """ "una o dos criaturas objetivo", "una, dos o tres criaturas y/o jugadores objetivo": "una" is the number
        one before the other numbers, the count the English "one or two target creatures" reads (`target:1_or_2`)."""
        kind = "target" if value_of(children, "TARGET") else "number"
        numbers = ["1", *(str(c.value) for c in children if isinstance(c, Token) and c.type == "NUM")]
        return ("determiner", f"{kind}:{'_or_'.join(numbers)}", span_of(children))

    def part_of_points_es(self, children: list[Any]) -> ObjectPhrase:
        """ "1 punto de ese daño": some of the damage referred to, as the English "1 of that damage" reads
        (`part_of`, the whole "of:anaphora")."""
        whole = Reference(EffectKind.REFERENCE, "", span_of(children[1:]), refers=str(children[1].value))
        node: ObjectPhrase = self.part_of([children[0], whole])
        node.span = span_of(children)
        return node

    def status_after_es(self, children: list[Any]) -> Part:
        """ "que no sea ficha" after "que controlas": a status of the object (as "nontoken" before its noun reads)."""
        return ("qualifier", str(children[0].value), span_of(children))
