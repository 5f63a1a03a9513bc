"""Shapes of grammar/effects-en/3-stops-last.lark: more English constructions where the reading of a card stopped with
one sentence left: the greatest or least life total among players ("the lowest life total among all players"), what
an object referred to did said in the passive ("creatures that were blocked by that creature this turn"), the creatures
a player attacked with, counters put on objects this way, a third target. A mixin of the effect Transformer
(`transformer.py`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Detail, Part, Span, span_of
from mtglinks.effects.stop_shapes import _DID, _referred
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Choice, Duration, Effect, PlayerPhrase, Reference

# the values a player is picked by, greatest or least, among the nouns of the lexicon (not a stat: "life total")
_PICKED_BY = {"life_total"}
# the passive phrases "blocked by it", "blocked by ~", the one referred to
_BLOCKED_BY = {"blocked_by_it": "anaphora", "blocked_by_self": "self"}
# who may be chosen by a value greatest or least among players
_CHOSEN = {"player", "opponent"}


def _duration(children: list[Any]) -> Duration | None:
    """The duration token ending the children ("this turn"), as a node, or None."""
    last = children[-1]
    if isinstance(last, Token) and last.type == "DURATION":
        return Duration(EffectKind.DURATION, "", span_of([last]), until=str(last.value))
    return None


class StopLastShapeRules:
    """The methods of the rules of grammar/effects-en/3-stops-last.lark (see the module docstring)."""

    def quantity_most_among(self, children: list[Any]) -> tuple[Any, ...]:
        """ "the lowest life total among all players": the greatest or least value among the objects counted (the
        amount `least:life_total:among`, the objects its `per`)."""
        most, noun, _, objects = children
        if noun.value not in _PICKED_BY:
            refuse(f'"{most.text} {noun.text}" among objects')
        per = objects[0] if objects else None
        return ("amount", f"{most.value}:{noun.value}:among", span_of(children), per)

    def with_most_noun(self, children: list[Any]) -> Part:
        """ "the player with the lowest life total", "an opponent with the highest life total among your opponents":
        the qualifier `least:life_total` (`…:among` when among some), as "with the greatest power" reads a stat."""
        most, noun = children[1], children[2]
        if noun.value not in _PICKED_BY:
            refuse(f'"with {most.text} {noun.text}"')
        among = ":among" if len(children) > 3 else ""
        return ("qualifier", f"{most.value}:{noun.value}{among}", span_of(children))

    def with_most_life_among(self, children: list[Any]) -> Part:
        """ "an opponent with the most life among your opponents": the qualifier `most:life:among` (as "a player with
        the most life" reads `most:life`)."""
        return ("qualifier", "most:life:among", span_of(children))

    def relative_passive_by(self, children: list[Any]) -> tuple[str, Action, Span]:
        """ "creatures that were blocked by that creature this turn": what the one referred to did to the object (the
        verb block, its actor that one), as "each creature it blocked this combat" reads."""
        be, verb_word, ref = children[1], children[2], children[4]
        if verb_word.value not in _DID or be.value not in ("was", "were"):
            refuse(f'"that {be.text} {verb_word.text} by" after a noun')
        action = Action(EffectKind.ACTION, "", span_of(children), verb=Verb(verb_word.value), actor=_referred(ref))
        action.duration = _duration(children)
        return ("relative", action, span_of(children))

    def relative_player_did_with(self, children: list[Any]) -> tuple[str, Action, Span]:
        """ "each creature you attacked with this turn": the object attacked, its player the one named (the verb
        attack, detail `with:you`), as "creatures that attacked this turn" reads."""
        player, verb_word = children[0], children[1]
        if verb_word.value != Verb.ATTACK.value:
            refuse(f'"{player.text} {verb_word.text} with" after a noun')
        who = player.who if isinstance(player, PlayerPhrase) else str(player.value)
        action = Action(EffectKind.ACTION, "", span_of(children), verb=Verb.ATTACK, detail=[f"with:{who}"])
        action.duration = _duration(children)
        return ("relative", action, span_of(children))

    def relative_player_did(self, children: list[Any]) -> tuple[str, Action, Span]:
        """ "the number of opponents you attacked this turn": what the player did to the object, when (the verb attack,
        its actor the player), as "each player ~ attacked this turn" reads."""
        player, verb_word = children[0], children[1]
        if verb_word.value != Verb.ATTACK.value:
            refuse(f'"{player.text} {verb_word.text}" after a noun')
        actor = PlayerPhrase(EffectKind.PLAYER, "", span_of([player]), who=str(player.value))
        action = Action(EffectKind.ACTION, "", span_of(children), verb=Verb.ATTACK, actor=actor)
        action.duration = _duration(children)
        return ("relative", action, span_of(children))

    def relative_had_counters_put(self, children: list[Any]) -> tuple[str, Action, Span]:
        """ "each creature that had a +1/+1 counter put on it this way": counters put on the object by what came
        before (the verb put_counter, the counters' kind and `this_way` in the detail)."""
        counters = next((c for c in children if isinstance(c, Detail)), ["counter:"])
        action = Action(EffectKind.ACTION, "", span_of(children), verb=Verb.PUT_COUNTER)
        action.detail.extend([*counters, "this_way"])
        return ("relative", action, span_of(children))

    def act_quantity_becomes_most(self, children: list[Any]) -> Action:
        """ "Each player's life total becomes the lowest life total among all players.": the number set, its new value
        the least (or greatest) among the players (`least:life_total:among`), as "becomes equal to …" reads."""
        amount = self.quantity_most_among(children[-4:])
        action: Action = self.act_quantity_becomes_amount([*children[:-4], amount])  # type: ignore[attr-defined]
        return action

    def act_choose_player_with(self, children: list[Any]) -> Choice:
        """ "choose an opponent with the highest life total among your opponents", "Choose a player with the most life
        or tied for most life.": the choice of a player (as "choose an opponent" reads), the value they are chosen by
        in its options (`greatest:life_total:among`, `most:life:or_tied`)."""
        what, most, value = children[1], children[3], children[4]
        tied = [t for t in children[5:] if isinstance(t, Token) and t.type == "QUALIFIER"]
        if what.value not in _CHOSEN or (tied and tied[0].value != "or_tied"):
            refuse(f'"choose {what.text}" with what follows')
        if most.type == "MOST":
            name = "most:life"
        elif value.value in _PICKED_BY:
            name = f"{most.value}:{value.value}"
        else:
            refuse(f'"choose {what.text} with {most.text} {value.text}"')
        name += (":or_tied" if tied else "") + (":among" if isinstance(children[-1], Effect) else "")
        return Choice(EffectKind.CHOICE, "", span_of(children), what=str(what.value), options=[name])

    def relative_did_or_done_by(self, children: list[Any]) -> tuple[str, Action, Span]:
        """ "target creature that blocked or was blocked by a Zombie this turn": the object did it to the other or the
        other did it to the object (one relative clause: the verb block, the other its object, detail `or_by`)."""
        verbs = [c for c in children if isinstance(c, Token) and c.type == "EVENT_VERB"]
        other = next((c for c in children if isinstance(c, Effect)), None)
        passive = next((c for c in children if isinstance(c, Token) and c.type == "QUALIFIER"), None)
        if passive is not None:  # "blocked by it" as one phrase: the one referred to
            if verbs[0].value != Verb.BLOCK.value or passive.value not in _BLOCKED_BY:
                refuse(f'"that {verbs[0].text} or {passive.text}" after a noun')
            other = Reference(EffectKind.REFERENCE, "", span_of([passive]), refers=_BLOCKED_BY[str(passive.value)])
        elif verbs[0].value != verbs[1].value or verbs[0].value not in _DID:
            refuse(f'"that {verbs[0].text} or {verbs[1].text} by" after a noun')
        assert other is not None
        action = Action(EffectKind.ACTION, "", span_of(children), verb=Verb(verbs[0].value), objects=[other])
        action.detail.append("or_by")
        action.duration = _duration(children)
        return ("relative", action, span_of(children))

    def act_be_attacked(self, children: list[Any]) -> Action:
        """ "You can't be attacked.": the verb attack in the passive (detail `passive`; "can't" negates it, as "~ can't
        be blocked" reads). Only after "be" and only attack: another verb or form is not read here."""
        be, verb_word = children
        if be.value != "be" or verb_word.value != Verb.ATTACK.value or verb_word.text.lower() != "attacked":
            refuse(f'"{be.text} {verb_word.text}"')
        return Action(EffectKind.ACTION, "", span_of(children), verb=Verb.ATTACK, detail=["passive"])
