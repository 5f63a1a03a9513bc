"""Shapes of the Russian grammar (`grammar/effects-ru.lark`) for damage that would be dealt, said with "быть" and
to whom in the dative ("Если ~ должны быть нанесены повреждения"), and for an owner printed before its possessor
("владелец ~", read as one token: `lang/ru/effect_passives.py`). A mixin of the effect Transformer (through
`language_shapes.py`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import Subject, make_action, set_actor, span_of
from mtglinks.kinds import EffectKind, ReferenceKind, Verb
from mtglinks.tree import EffectCondition, PlayerPhrase, Reference


class RussianPassiveShapeRules:
    """The methods of those rules (see the module docstring)."""

    if TYPE_CHECKING:

        def damage_subject(self, children: list[Any]) -> Subject:
            """The sentence rules' own (`sentences.py`)."""

    def cond_would_dealt_ru(self, children: list[Any]) -> EffectCondition:
        """ "Если ~ должны быть нанесены повреждения": the English "If damage would be dealt to ~" (the condition
        `would` about the passive deal_damage, its actor the damage, its object to whom); the subject is to whom
        when the damage comes after the verb, the damage when the one it is dealt to does."""
        subject = next(c for c in children if isinstance(c, Subject))
        at = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "BE_DEALT")
        after = children[at + 1]
        if isinstance(after, Token) and after.type == "DAMAGE":  # "~ должны быть нанесены повреждения"
            action = make_action(Verb.DEAL_DAMAGE, [children[at], *subject], detail=["passive"])
            set_actor(action, self.damage_subject([after]))
            action.span = span_of([subject, after])
        else:  # "повреждения должны быть нанесены ~"
            action = make_action(Verb.DEAL_DAMAGE, [children[at], after], detail=["passive"])
            set_actor(action, subject)
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="would", about=[action])

    def owner_before_ru(self, children: list[Any]) -> PlayerPhrase:
        """ "владелец ~": the English "~'s owner" (who `owner`, whose the card, "~", the token's last word)."""
        (owner,) = children
        card = (owner.end_pos - len(owner.text.split()[-1]), owner.end_pos)
        whose = Reference(EffectKind.REFERENCE, "", card, refers=ReferenceKind.SELF)
        return PlayerPhrase(EffectKind.PLAYER, "", span_of(children), who="owner", whose=whose)
