"""Shapes of grammar/effects-en/9-gramb.lark: English constructions of the 2026 Oracle text whose reading stopped in
the grammar at a token named from O on, or at the end of the sentence (issue #22, round 22, after `round21_shapes.py`).
A mixin of the effect Transformer (`transformer.py`, through `NodeShapeRules`), whose methods Lark finds by the rules'
names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Part, Span, make_action, set_actor, span_of, tokens_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, EffectCondition, ObjectPhrase, PlayerPhrase, Reference


def _word(quoted: Token) -> str:
    """The word said, out of its quotes, its comma or period (as `act_say` keeps it)."""
    return str(quoted.value).strip('"').strip(".,").lower()


class GrambShapeRules:
    """The methods of the rules of grammar/effects-en/9-gramb.lark (see the module docstring)."""

    if TYPE_CHECKING:  # the Transformer's own methods, which these call

        def determiner(self, children: list[Any]) -> Part:
            """The Transformer's own (`effects/nouns.py`)."""

        def amount_plus_number(self, children: list[Any]) -> Token:
            """The Transformer's own (`effects/noun_shapes.py`)."""

        def top_cards(self, children: list[Any]) -> ObjectPhrase:
            """The Transformer's own (`effects/phrases.py`)."""

        def zone_object(self, children: list[Any]) -> ObjectPhrase:
            """The Transformer's own (`effects/phrases.py`)."""

        def quantity(self, children: list[Any]) -> tuple[Any, ...]:
            """The Transformer's own (`effects/phrases.py`)."""

        def act_quantity_becomes_amount(self, children: list[Any]) -> Action:
            """The Transformer's own (`effects/tally_shapes.py`)."""

        def until_event(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
            """The Transformer's own (`effects/clauses.py`)."""

        def reference(self, children: list[Any]) -> Reference:
            """The Transformer's own (`effects/phrases.py`)."""

    def gramb_emblem_two(self, children: list[Any]) -> Action:
        """ "You get an emblem with "…" and "…"": both quoted abilities the emblem's (detail `granted_ability` once
        per ability, as "gain "…" and "…"" reads)."""
        verb = Verb.GET_BOON if children[0].value == "boon" else Verb.GET_EMBLEM
        return make_action(verb, children, detail=["granted_ability"] * len(tokens_of(children, "QUOTED")))

    def gramb_if_said(self, children: list[Any]) -> EffectCondition:
        """ "If an opponent says "spell" or "counter," …": the condition `did` about the saying, its comma inside the
        last quotes (refused where the quotes hold no comma: the condition would not end there)."""
        _, subject, verb, *said = children
        if not said[-1].value.rstrip('"').endswith(","):
            refuse(f"{said[-1].text} ending a condition")
        quoted = [c for c in said if isinstance(c, Token) and c.type == "QUOTED"]
        action = make_action(Verb.SAY, [verb, *said], detail=[f"said:{_word(t)}" for t in quoted])
        set_actor(action, subject)
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="did", about=[action])

    def gramb_counted_plus(self, children: list[Any]) -> Part:
        """ "X minus one 2/2 … tokens", "X plus one Contraptions": the count one number (`number:X:minus:1`)."""
        return self.determiner([self.amount_plus_number(children[:3]), *children[3:]])

    def gramb_top_cards_plus(self, children: list[Any]) -> ObjectPhrase:
        """ "the top X plus one cards of your library": the top cards, counted `X:plus:1` (as "the top X cards …")."""
        return self.top_cards([children[0], self.amount_plus_number(children[1:4]), *children[4:]])

    def gramb_get_energy_plus(self, children: list[Any]) -> Action:
        """ "you get that many plus one {E} instead": energy got, the amount counted before and one more
        (`that_many:plus:1`, as "you get that many {E}" reads `that_many`)."""
        get, many, plus, number, symbols = children
        action = make_action(Verb.GET_ENERGY, children, detail=[f"amount_of:{symbols.value}"])
        action.amount = f"{many.value}:{plus.value}:{number.value}"
        return action

    def gramb_shared_stat(self, children: list[Any]) -> Part:
        """ "a mana value" shared: the stat (`shared` `mana_value`, as "a creature type" is `creature_type`)."""
        return ("shared", str(children[1].value), span_of(children))

    def gramb_it_is_still_zone(self, children: list[Any]) -> Action:
        """ "It's still a library.": what "it" is (`act_it_is`, detail `is`, `still`), the zone the object."""
        about = Reference(EffectKind.REFERENCE, "", span_of(children[:1]), refers="anaphora")
        thing = self.zone_object(children[2:])
        return Action(
            EffectKind.ACTION,
            "",
            span_of(children),
            verb=Verb.BECOME,
            actor=about,
            objects=[thing],
            detail=["is", "still"],
        )

    def gramb_when_event(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "… when that token leaves the battlefield": the event the action waits for (the condition `when` about its
        action, as `until_event` reads "until …"); refused for another trigger word ("whenever" repeats)."""
        if children[0].value != "when":
            refuse(f'"{children[0].text}" after an action')
        part, condition, span = self.until_event(children)
        condition.test = "when"
        return (part, condition, span)

    def gramb_prevent_half(self, children: list[Any]) -> Action:
        """ "prevent half that damage, rounded up": the damage referred to (the object), half of it (amount
        `half:up`)."""
        prevent, _, ref, rounded = children
        action = make_action(Verb.PREVENT, [prevent, self.reference([ref]), rounded], amount=f"half:{rounded.value}")
        action.span = span_of(children)
        return action

    def gramb_chosen_at_random(self, children: list[Any]) -> Part:
        """ "… chosen at random": the action's object picked at random (detail `at_random`, as "at random" reads)."""
        if children[0].value != "choose":
            refuse(f'"{children[0].text} at random"')
        return ("detail", "at_random", span_of(children))

    def gramb_quantity_becomes_quantity(self, children: list[Any]) -> Action:
        """ "Your life total becomes that number.": the number set to the other (`act_quantity_becomes_amount`, as
        "becomes equal to that number" reads)."""
        *first, value = children
        return self.act_quantity_becomes_amount([*first, self.quantity([value])])

    def gramb_player_qualified(self, children: list[Any]) -> PlayerPhrase:
        """ "Target player dealt damage by ~ this turn", "each player whose coin comes up tails": the player, what is so
        of them its relative (a condition `is:<what>`)."""
        player, what = children
        node = PlayerPhrase(EffectKind.PLAYER, "", span_of(children), who=str(player.value))
        node.relative.append(EffectCondition(EffectKind.CONDITION, "", span_of([what]), test=f"is:{what.value}"))
        return node

    def gramb_is_not_state(self, children: list[Any]) -> Action:
        """ "isn't on the battlefield", "aren't attacking you": what the subject is not (`act_is_not`, as "isn't
        tapped" reads, the state the object's qualifier)."""
        _, what = children
        state = ObjectPhrase(EffectKind.OBJECT, "", span_of([what]), qualifiers=[str(what.value)])
        return make_action(Verb.BECOME, [children[0], [state]], negated=True, detail=["is"])
