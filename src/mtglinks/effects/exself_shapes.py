"""Shapes of lane "exself" (issue #22: the English kind `exiled_with_self` read from the effect tree): what a part of
objects keeps of the whole it is taken from (a helper of `part_of`), and the rules of grammar/effects-en/9-exself.lark,
a mixin of the effect Transformer (through `NodeShapeRules`) whose methods Lark finds by the rules' names."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Part, Related, Span, make_action, span_of, tokens_of
from mtglinks.kinds import EffectKind
from mtglinks.tree import Action, Choice, EffectCondition, ObjectPhrase, PlayerPhrase


def keep_whole_qualifiers(node: ObjectPhrase, whole: ObjectPhrase) -> None:
    """A part ("one of the cards exiled with ~", Spellweaver Helix) is of objects the whole's qualifiers tell: they are
    kept after "of:<whole>", so that the part still names the cards exiled with the card (`exiled_with_self`)."""
    node.qualifiers.extend(q for q in whole.qualifiers if q not in node.qualifiers)


class ExselfShapeRules:
    """The methods of the rules of grammar/effects-en/9-exself.lark (see the module docstring)."""

    if TYPE_CHECKING:  # the Transformer's own methods, which these call

        def gramd_with_counted(self, children: list[Any]) -> tuple[str, str, Span]:
            """The Transformer's own (`effects/gramd_shapes.py`)."""

    def exself_shared_by(self, children: list[Any]) -> Part | Related:
        """ "card type they share with cards exiled with ~" (Cemetery Prowler): what is shared, by whom, with what
        (`share:by:they:with:card`); the objects shared with are kept in `related`, with their qualifiers."""
        whom = children[-1]
        with_what = ",".join(whom.types or ["object"]) if isinstance(whom, ObjectPhrase) else "object"
        return ("qualifier", f"share:by:{children[0].value}:with:{with_what}", span_of(children), whom)

    def exself_turn_face(self, children: list[Any]) -> Action:
        """ "turns face up all cards they own exiled with ~" (Pyxis of Pandemonium): the objects turned take the
        qualifier "face up" as they do when it is said after them ("turn target face-down creature face up")."""
        if children[0].value != "turn":
            refuse(f'"{children[0].value}" before "face up"')
        action = make_action(children[0].value, children)
        for obj in action.objects:
            if isinstance(obj, ObjectPhrase):
                obj.qualifiers.append(children[1].value)
        return action

    def exself_with_different(self, children: list[Any]) -> tuple[str, str, Span]:
        """ "cards with five or more different mana values" (Azor's Gateway): a count of different values
        (`with:5:or_more:different:mana_value`), read as "with two or more card types" is; only "different"."""
        if children[3].value != "different":
            refuse(f'"{children[3].text}" in a count of a quality')
        return self.gramd_with_counted(children)

    def exself_cond_exiled_with_self(self, children: list[Any]) -> EffectCondition:
        """ "if a creature card with flying was exiled with ~'s delve ability" (Soulflayer), "as long as a creature card
        is imprinted on ~" (Duplicant, Mirrodin): the cards exiled with the object (`is:exiled_with_self`, as "if cards
        … are exiled with ~" reads), about the subject."""
        test = f"is:{children[-1].value}"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=[*children[0]])

    def exself_secretly_choose_number_listed(self, children: list[Any]) -> list[Choice]:
        """ "You and target opponent each secretly choose 1, 2, or 3." (Expert-Level Safe): a choice among the numbers
        listed (`1_or_2_or_3`, as the imperative "choose 1, 2, or 3" reads), made secretly, by the players named."""
        words = [c for c in children if not (isinstance(c, Token) and c.type == "_PERIOD")]
        what = "_or_".join(str(t.value) for t in tokens_of(words, "NUM"))
        choosers = [c for c in children[0] if isinstance(c, PlayerPhrase)]
        choice = Choice(EffectKind.CHOICE, "", span_of(words), what=what, options=["secretly"])
        choice.chooser = choosers[0] if choosers else None
        return [choice]

    def exself_cond_match(self, children: list[Any]) -> EffectCondition:
        """ "If they match," (Expert-Level Safe): whether the choices named before are the same (`same:choice`)."""
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="same:choice", about=[*children[0]])
