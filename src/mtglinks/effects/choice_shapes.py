"""Shapes of grammar/effects-en/6-choices.lark: English choices the grammar stopped in (issue #22, the `choose` half of
rule 607.2d read from the effect tree): two choices the second of which leaves out a kind of its values, abilities
chosen from among the keywords listed, numbers listed as the options, old printed "name a card other than …" and "when
casting ~". A mixin of the effect Transformer (`transformer.py`,
through `NodeShapeRules`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Detail, objects_of, span_of, tokens_of
from mtglinks.kinds import EffectKind, ReferenceKind, Verb
from mtglinks.tree import Action, Choice, Effect, EffectCondition, Reference


class ChoiceShapeRules:
    """The methods of the rules of grammar/effects-en/6-choices.lark (see the module docstring)."""

    if TYPE_CHECKING:  # the Transformer's own methods, which these call

        def choose_two(self, children: list[Any]) -> list[Effect]:
            """The Transformer's own (`effects/sentence_shapes.py`)."""

        def act_choose_other_than_kind(self, children: list[Any]) -> Choice:
            """The Transformer's own (`effects/grammar_stop_shapes.py`)."""

    def choose_two_other_than(self, children: list[Any]) -> list[Effect]:
        """ "As ~ enters, choose an opponent and a card name other than a basic land card name.": the two choices (as
        `choose_two` reads them), the second with the values it leaves out (`other_than:basic_land`, as
        `act_choose_other_than_kind` reads them)."""
        at = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "OTHER_THAN")
        nodes = self.choose_two(children[:at])
        second = nodes[-1]
        assert isinstance(second, Choice)
        verb = next(c for c in children if isinstance(c, Token) and c.type == "CHOOSE")
        left = self.act_choose_other_than_kind([verb, children[at - 1], *children[at:]])
        second.options = left.options
        second.span = (second.span[0], span_of(children[at:])[1])
        return nodes

    def act_choose_abilities_among(self, children: list[Any]) -> Choice:
        """ "choose two abilities from among first strike, vigilance, and lifelink": a choice of abilities (`ability`),
        how many its count and the keywords named its options."""
        count, noun = children[1], children[2]
        if noun.value != "ability" or count.value != "mode":
            refuse(f'"{count.text} {noun.text} among" is no choice of abilities')
        keywords = next(c for c in children if isinstance(c, Detail))
        return Choice(EffectKind.CHOICE, "", span_of(children), what="ability", options=[str(count.text), *keywords])

    def choose_number_listed(self, children: list[Any]) -> list[Effect]:
        """ "choose 1, 2, or 3", "choose 2, 3, or 4 at random": a choice among the numbers listed (`1_or_2_or_3`, as
        "choose Khans or Dragons" names its options), "at_random" its option when it is made at random."""
        condition = next((c for c in children if isinstance(c, EffectCondition)), None)
        words = [c for c in children if not isinstance(c, EffectCondition) and not _period(c)]
        numbers = [str(t.value) for t in tokens_of(words, "NUM")]
        options = [str(t.value) for t in tokens_of(words, "AT_RANDOM")]
        what = "_or_".join(numbers)
        return [Choice(EffectKind.CHOICE, "", span_of(words), what=what, options=options, condition=condition)]

    def act_name_card_other_than(self, children: list[Any]) -> Choice:
        """ "name a card other than a creature or land card", "name a card other than a basic land": a card name chosen
        (as "Name a card." reads), the kinds left out its option (`other_than:creature_or_land`,
        `other_than:basic_land`)."""
        last = children[-1]
        if last.type == "NOUN" and last.value != "card":
            refuse(f'"name a card other than" a {last.text}')
        kinds = "_or_".join(str(t.value) for t in tokens_of(children, "TYPE"))
        left_out = "_".join([*(str(t.value) for t in tokens_of(children, "SUPERTYPE")), kinds])
        what = str(children[0].value)
        return Choice(EffectKind.CHOICE, "", span_of(children), what=what, options=[f"other_than:{left_out}"])

    def act_choose_letter_other_than(self, children: list[Any]) -> Choice:
        """ "choose a consonant other than N, R, S, or T": a letter chosen (`consonant`, `letter`), the letters left out
        its option (`other_than:n_or_r_or_s_or_t`, as "choose a color other than white or blue" reads)."""
        what = str(children[1].value)
        if what not in _LETTER_CHOICES:
            refuse(f"letters left out of a choice of a {children[1].text}")
        left_out = "_or_".join(str(t.value) for t in tokens_of(children, "LETTER"))
        return Choice(EffectKind.CHOICE, "", span_of(children), what=what, options=[f"other_than:{left_out}"])

    def act_choose_when_casting(self, children: list[Any]) -> Choice:
        """ "Choose a color when casting ~.": the choice, made as the object itself is cast (the condition "as" of its
        casting, as "As ~ enters, choose a color" holds its entering)."""
        cast, itself = children[2], children[3]
        whole = span_of(children[2:])
        cast_object = Reference(EffectKind.REFERENCE, "", span_of([itself]), refers=ReferenceKind.SELF)
        event = Action(EffectKind.ACTION, "", whole, verb=Verb.CAST, objects=[cast_object])
        condition = EffectCondition(EffectKind.CONDITION, "", span_of([cast]), test="as", about=[event])
        return Choice(EffectKind.CHOICE, "", span_of(children), what=str(children[1].value), condition=condition)

    def act_choose_name_of(self, children: list[Any]) -> Choice:
        """ "Вы выбираете имя не являющейся землей карты, показанной таким образом." (Russian: the English "You choose
        the name of a nonland card revealed this way"): a card name chosen (`card_name`, the lexicon's NAME_OF), the
        card it is the name of its object."""
        what = str(children[1].value)
        if what != "card_name":
            refuse(f'"{children[1].text}" of an object is no card name')
        return Choice(EffectKind.CHOICE, "", span_of(children), what=what, objects=objects_of(children))

    def act_have_chosen(self, children: list[Any]) -> Action:
        """ "Карты существ, …, и существа под вашим контролем имеют выбранный тип." (Russian: the English "… are the
        chosen type"): to have the chosen value is to be of it, beside the others when a qualifier says so ("обладает
        выбранным типом в дополнение к своим другим типам", as `act_be_also` reads it)."""
        ref = children[1]
        chosen = Reference(EffectKind.REFERENCE, "", span_of([ref]), refers=str(ref.value))
        beside = [str(t.value) for t in tokens_of(children, "QUALIFIER")]  # "в дополнение к своим другим типам"
        detail = ["is", *beside]
        return Action(EffectKind.ACTION, "", span_of(children), verb=Verb.BECOME, objects=[chosen], detail=detail)


# What a choice of a letter chooses (the lexicon's CHOICE after "choose": "a letter", "a consonant").
_LETTER_CHOICES = frozenset({"letter", "consonant"})


def _period(child: Any) -> bool:
    return isinstance(child, Token) and child.type == "_PERIOD"
