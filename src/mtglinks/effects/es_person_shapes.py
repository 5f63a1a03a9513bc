"""Shapes of the Spanish grammar's blocks where the person of a verb or a pronoun is the player ("the next time you
would …", "causes you to discard …"; `grammar/effects-es.lark`).
A mixin of the effect Transformer (as a base of `es_more_shapes.SpanishMoreShapeRules`), whose methods Lark finds by
the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import make_action, span_of, value_of
from mtglinks.kinds import EffectKind, ReferenceKind, Verb
from mtglinks.tree import Action, EffectCondition, ObjectPhrase, PlayerPhrase, Reference, TriggerEvent


class PersonShapeRules:
    """The methods of the rules of that block (see the module docstring)."""

    def cond_next_time_person_es(self, children: list[Any]) -> EffectCondition:
        """ "La próxima vez que fueras a robar una carta este turno, …" (the English "The next time you would draw a
        card this turn, …"): a one-shot replacement whose subject is only in the person of its verb (the WOULD_PERSON
        token's value), as `cond_next_time` reads the English."""
        action = next(c for c in children if isinstance(c, Action))
        person = next(c for c in children if isinstance(c, Token) and c.type == "WOULD_PERSON")
        action.actor = PlayerPhrase(EffectKind.PLAYER, "", span_of([person]), who=person.value)
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="next_time", about=[action])

    def cond_searched_this_way_es(self, children: list[Any]) -> EffectCondition:
        """ "Si buscas en tu biblioteca de esta manera, barájala." (the English "If you search your library this way"):
        the ability's own search was made (`did_this_way`, as `cond_this_way` reads the English), its player only in the
        person of the verb ("buscas": you; "busca": the player the sentence named before, left unnamed here)."""
        search = make_action(Verb.SEARCH, children, zone_from=value_of(children, "ZONE"), zone_to=None)
        verb = children[0]
        if isinstance(verb, Token) and verb.text.lower().split()[0].endswith("s"):
            search.actor = PlayerPhrase(EffectKind.PLAYER, "", span_of([verb]), who="you")
        search.detail.append("this_way")
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="did_this_way", about=[search])

    def event_caused_you_es(self, children: list[Any]) -> TriggerEvent:
        """ "un hechizo o habilidad que controle un oponente te haga descartar ~" (the English "a spell or ability an
        opponent controls causes you to discard ~"): the action of the player named by the pronoun, its cause the
        condition `caused_by`, as `event_caused` reads the English."""
        action = _caused_you(children)
        return TriggerEvent(EffectKind.EVENT, "", span_of(children), event=action.verb, actions=[action])

    def cond_caused_you_es(self, children: list[Any]) -> EffectCondition:
        """ "Si un hechizo o habilidad que controla un oponente te hace descartar ~, …": the caused action happened."""
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="did", about=[_caused_you(children)])

    def event_dealt_to_es(self, children: list[Any]) -> TriggerEvent:
        """ "te hagan daño de combate a ti o a un planeswalker que controles" (the English "combat damage is dealt to
        you or a planeswalker you control"): damage dealt to the objects after "a", which the pronoun only doubles."""
        dealt = make_action(Verb.DEAL_DAMAGE, children)
        return TriggerEvent(EffectKind.EVENT, "", span_of(children), event=Verb.DEAL_DAMAGE, actions=[dealt])

    def act_become_color_es(self, children: list[Any]) -> Action:
        """ "La criatura objetivo es azul hasta el final del turno." (the English "becomes blue until end of turn"): the
        colour the subject is for a while, as `act_become` reads "se convierte en azul"."""
        colors = [c for c in children if isinstance(c, Token) and c.type in ("COLOR", "SELF_COLOR_ES")]
        start, end = span_of(colors)
        if colors[0].type == "SELF_COLOR_ES":  # "es azul" after "~": the colour word only
            start += colors[0].text.index(" ") + 1
        color = ObjectPhrase(EffectKind.OBJECT, "", (start, end), colors=[c.value for c in colors])
        return make_action(Verb.BECOME, [*children, [color]])

    def act_hand_size_es(self, children: list[Any]) -> Action:
        """ "El tamaño máximo de tu mano se reduce en tres.", "Tu tamaño máximo de mano es dos." (the English "Your
        maximum hand size is reduced by three", "is two"): as `act_hand_size` reads the English, the player whose size
        it is named by the whole phrase (HAND_SIZE_ES's value)."""
        owner = next(c for c in children if isinstance(c, Token) and c.type == "HAND_SIZE_ES")
        change = next((c.value for c in children if isinstance(c, Token) and c.type == "SIZE_CHANGE"), "set")
        number = next(c for c in children if isinstance(c, Token) and c.type == "NUM")
        action = make_action(Verb.BECOME, children, detail=[f"{change}:max_hand_size"])
        action.amount = number.value
        action.actor = PlayerPhrase(EffectKind.PLAYER, "", span_of([owner]), who=owner.value)
        action.condition = next((c for c in children if isinstance(c, EffectCondition)), None)
        return action

    def act_it_verb_es(self, children: list[Any]) -> Action:
        """ "… y la exilias", "… y la pone en juego girada" (the English "and exile that card", "puts it onto the
        battlefield tapped"): the pronoun "la" and its verb read as one word after "y" (IT_VERB_ES, the verb its value),
        the pronoun the object."""
        word = next(c for c in children if isinstance(c, Token) and c.type == "IT_VERB_ES")
        start = word.start_pos
        it = Reference(EffectKind.REFERENCE, "", (start, start + word.text.index(" ")), refers=ReferenceKind.ANAPHORA)
        tapped = [str(c.value) for c in children if isinstance(c, Token) and c.type == "TAPPED"]
        action = make_action(word.value, [word, [it], *children[1:]], detail=tapped)
        action.span = span_of(children)
        return action


def _caused_you(children: list[Any]) -> Action:
    """The discard a cause makes the player of the pronoun ("te hace descartar", the token's value) do: what is
    discarded its objects, the cause (the objects before) the condition `caused_by` about them."""
    causes, discarded = [c for c in children if isinstance(c, list)][:2]
    person = next(c for c in children if isinstance(c, Token) and c.type == "CAUSES_DISCARD_ES")
    action = make_action(Verb.DISCARD, [person, discarded])
    action.actor = PlayerPhrase(EffectKind.PLAYER, "", span_of([person]), who=person.value)
    action.condition = EffectCondition(EffectKind.CONDITION, "", span_of(causes), test="caused_by", about=list(causes))
    action.span = span_of(children)
    return action
