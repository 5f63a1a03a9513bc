"""Shapes of the printed French text that only the French grammar reads (`grammar/effects-fr/3-printed-more.lark`). A
mixin of the effect Transformer (`transformer.py`, through `language_shapes.py`), whose methods Lark finds by the
rules' names."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import Detail
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Choice, Effect, ObjectPhrase


class FrenchPrintedShapeRules:
    """The methods of the rules of `grammar/effects-fr/3-printed-more.lark` (see the module docstring)."""

    if TYPE_CHECKING:

        def act_object(self, children: list[Any]) -> Action:
            """The Transformer's own (`transformer.py`)."""

        def keyword_enchant(self, children: list[Any]) -> Detail:
            """The target rules' own (`targets_shapes.py`)."""

        def act_put_counter(self, children: list[Any]) -> Action:
            """The Transformer's own (`transformer.py`)."""

        def act_choose(self, children: list[Any]) -> Choice:
            """The Transformer's own (`transformer.py`)."""

        def act_secretly(self, children: list[Any]) -> Effect:
            """The node rules' own (`en_nodes_shapes.py`)."""

    def act_play_any_time_fr(self, children: list[Any]) -> Action:
        """ "Vous pouvez jouer ~ à tout moment où vous pourriez jouer un éphémère si vous payez {2} de plus pour cela."
        (the English "You may cast ~ as though it had flash if you pay {2} more to cast it"): a card played any time
        one could cast an instant is a spell (a land is played only in one's main phase, rule 305.1), so the older
        "jouer" is cast (rule 601), the timing the English detail `as_though:flash`."""
        timing = next(c for c in children if isinstance(c, Token) and c.type == "ANY_TIME")
        action = self.act_object([c for c in children if c is not timing])
        abilities = any(isinstance(o, ObjectPhrase) and "ability" in o.types for o in action.objects)
        if timing.value == "instant" and action.verb == Verb.PLAY and not abilities:
            action.verb = Verb.CAST
            action.detail.append("as_though:flash")
        else:  # "Vous pouvez jouer les capacités d'équipement à tout moment …": abilities, read as before (`any_time`)
            action.detail.append("any_time")
        return action

    def keyword_enchant_colon_fr(self, children: list[Any]) -> Detail:
        """ "avec enchanter : créature" (the English "with enchant creature"): `keyword_enchant`, the colon left out."""
        return self.keyword_enchant([c for c in children if not (isinstance(c, Token) and c.type == "COLON")])

    def act_put_counter_on_first_fr(self, children: list[Any]) -> Action:
        """ "mettez sur lui un marqueur +1/+1 pour chaque carte dans votre main" (the English "put a +1/+1 counter on it
        for each card in your hand"): `act_put_counter`, the permanent named before the counters."""
        put, on, where, counters = children[:4]
        return self.act_put_counter([put, counters, on, where, *children[4:]])

    def act_choose_secretly_fr(self, children: list[Any]) -> Effect:
        """ "choisissez secrètement un adversaire" (the English "secretly choose an opponent"): the choice, marked
        `secretly` (`act_secretly`), the adverb after the verb."""
        secretly = children[1]
        return self.act_secretly([secretly, self.act_choose([children[0], *children[2:]])])
