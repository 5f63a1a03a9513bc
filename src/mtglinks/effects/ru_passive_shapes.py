"""Shapes of the Russian grammar (`grammar/effects-ru.lark`) for damage that would be dealt, said with "быть" and
to whom in the dative ("Если ~ должны быть нанесены повреждения"), and for an owner printed before its possessor
("владелец ~", read as one token: `lang/ru/effect_passives.py`), and for a keyword's cost set to the mana cost
("Стоимость Воспоминания равна ее мана-стоимости"). A mixin of the effect Transformer (through `language_shapes.py`),
whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import Detail, Subject, make_action, prevented_deal, set_actor, span_of, tokens_of, value_of
from mtglinks.kinds import EffectKind, ReferenceKind, Verb
from mtglinks.tree import Action, Effect, EffectCondition, PlayerPhrase, Reference


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

    def keyword_cost_equal_ru(self, children: list[Any]) -> list[Effect]:
        """ "Стоимость Воспоминания равна ее мана-стоимости": as English "The flashback cost is equal to its mana cost"
        (`keyword_cost_equal`: verb `modify_cost`, the object the pronoun, "ее", the first word of OWN_MANA_COST)."""
        keyword, own = children[1], children[3]
        pronoun = (own.start_pos, own.start_pos + len(own.text.split()[0]))
        whose = Reference(EffectKind.REFERENCE, "", pronoun, refers=ReferenceKind.ANAPHORA)
        detail = [f"keyword:{keyword.value}", f"set:{own.value}"]
        return [make_action(Verb.MODIFY_COST, [*children[:3], whose, own], amount=str(own.value), detail=detail)]

    def cond_self_state_ru(self, children: list[Any]) -> EffectCondition:
        """ "Пока ~ атакует": as English "as long as ~ is attacking" (test `is:attacking` about the card, "~" the
        token's first word)."""
        (state,) = children
        card = (state.start_pos, state.start_pos + len(state.text.split()[0]))
        about: list[Effect] = [Reference(EffectKind.REFERENCE, "", card, refers=ReferenceKind.SELF)]
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=f"is:{state.value}", about=about)

    def counters_bound_ru(self, children: list[Any]) -> Detail:
        """ "один или более жетонов +1/+1": the English "one or more +1/+1 counters" (`counter:+1/+1:1:or_more`), the
        bound after the number and the kind after the counters."""
        kind = value_of(children, "PT", "COUNTER_KIND") or ""
        bound = {"or_greater": "or_more", "or_less": "or_fewer"}[children[1].value]
        return Detail([f"counter:{kind}:{children[0].value}:{bound}"], span_of(children))

    def act_gain_abilities_ru(self, children: list[Any]) -> Action:
        """ "~ имеет все активируемые способности всех изгнанных им карт существ": the English "has all activated
        abilities of all creature cards exiled with it" (`act_gain_abilities`), whose abilities in the genitive with no
        "of" before them (the object stands in for the "of" of `of_reference`)."""
        whose = children[3]
        action: Action = self.act_gain_abilities([*children[:3], whose, whose])  # type: ignore[attr-defined]
        return action

    def act_prevent_dealt_to_ru(self, children: list[Any]) -> Action:
        """ "Предотвратите все повреждения, которые выбранный вами источник должен нанести вам в этом ходу": as the
        English "Prevent all damage a source of your choice would deal to you this turn" (`act_prevent_dealt_to`: its
        object the damage the source would deal, an action `deal_damage`); with the card itself the source ("которые ~
        нанесет снежным существам"), the flat reading of the English "Prevent all damage that ~ would deal to …"."""
        source, to = (c for c in children if isinstance(c, list))
        if isinstance(source[0], Reference) and source[0].refers == ReferenceKind.SELF:
            return self.act_prevent_from(children)  # type: ignore[attr-defined,no-any-return]
        return prevented_deal(children, source, [to], tokens_of(children, "DURATION"))
