"""Russian sentences typed so that more kinds are read from the effect tree (issue #23): "вместо этого" is
"instead", never the demonstrative of a self template ("вместо этого существа под вашим контролем получают …" is
"instead, creatures you control get …", not "instead of this creature"); the rest of the cards revealed "таким
образом" and the cards "которые не были положены на поле битвы"."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.features import patterns, tree
from mtglinks.features.queries import halves
from mtglinks.kinds import FeatureKind as K
from mtglinks.tree import Action, ObjectPhrase, Reference

# Bold Defense (ZEN), as printed in Russian.
BOLD_DEFENSE = (
    "Усилитель {3}{W} (Вы можете заплатить дополнительно {3}{W} при разыгрывании этого заклинания.)\n"
    "Существа под вашим контролем получают +1/+1 до конца хода. Если Храбрая Оборона получила Усилитель, вместо этого"
    " существа под вашим контролем получают +2/+2 и Первый удар до конца хода."
)


def test_instead_is_not_a_self_template() -> None:
    card = mtglinks.analyze(BOLD_DEFENSE, lang="ru", name="Храбрая Оборона")
    assert is_typed(card_effects(card))
    gains = [node for node in card_effects(card) if isinstance(node, Action)]
    assert [gain.amount for gain in gains] == ["+1/+1", "+2/+2", None]
    for gain in gains:  # every clause: the creatures you control, never the card itself
        assert isinstance(gain.actor, ObjectPhrase) and gain.actor.types == ["creature"]
        assert gain.actor.controller == "you"
    kicked = gains[1].condition
    assert kicked is not None and kicked.test == "paid:kicked"  # read by the tree as kicked_ref


def test_instead_link_kept() -> None:
    card = mtglinks.analyze(BOLD_DEFENSE, lang="ru", name="Храбрая Оборона")
    assert [(link.rule.value, link.source, link.target) for link in card.links] == [("607.2i", 0, 1)]


def test_this_creature_still_self() -> None:
    # Without "вместо" before it, "это существо" is still the card itself.
    card = mtglinks.analyze("Положите жетон +1/+1 на это существо.", lang="ru")
    (put,) = [node for node in card_effects(card) if isinstance(node, Action)]
    (thing,) = put.objects
    assert isinstance(thing, Reference) and thing.refers == "self"


def _tree_kinds(card: mtglinks.Card) -> set[K]:
    return {half.kind for ability in card.iter_abilities() for half in halves(ability)}


def test_rest_of_the_cards_revealed_this_way() -> None:
    # Прикосновение эфиромага, its last sentence as printed in Russian.
    card = mtglinks.analyze(
        "Затем положите остальные карты, показанные таким образом, в низ своей библиотеки в любом порядке.", lang="ru"
    )
    assert is_typed(card_effects(card))
    (put,) = [node for node in card_effects(card) if isinstance(node, Action)]
    (rest,) = put.objects
    assert isinstance(rest, ObjectPhrase) and rest.determiner == "anaphora" and "revealed_this_way" in rest.qualifiers
    assert put.zone_to == "library"
    assert {K.THIS_WAY_REF, K.THIS_WAY} <= _tree_kinds(card)


def test_rest_of_the_revealed_cards_and_not_put() -> None:
    # Глубинный Трал and Волна Зарождения, as printed in Russian.
    trawl = mtglinks.analyze(
        "Положите не являющиеся землями карты, показанные таким образом, в вашу руку, затем положите остальные"
        " показанные карты в низ вашей библиотеки в любом порядке.",
        lang="ru",
    )
    genesis = mtglinks.analyze(
        "Затем положите все показанные таким образом карты, которые не были положены на поле битвы, на ваше кладбище.",
        lang="ru",
    )
    for card in (trawl, genesis):
        assert is_typed(card_effects(card))
        assert {K.THIS_WAY_REF, K.THIS_WAY} <= _tree_kinds(card)
    (put,) = [node for node in card_effects(genesis) if isinstance(node, Action)]
    (cards,) = put.objects
    assert isinstance(cards, ObjectPhrase)
    assert cards.qualifiers == ["revealed_this_way", "not_put_onto_battlefield"]
    assert put.zone_to == "graveyard"


def test_reveal_this_way_before_the_verb() -> None:
    # Керан, Бог Бурь (Keranos, God of Storms), as printed in Russian: "таким образом" before the event's verb.
    card = mtglinks.analyze(
        "Покажите первую карту, которую вы берете в каждом вашем ходу. Каждый раз, когда вы таким образом показываете"
        " карту земли, возьмите карту. Каждый раз, когда вы таким образом показываете карту, не являющуюся землей,"
        " Керан, Бог Бурь наносит 3 повреждения целевому существу или игроку.",
        lang="ru",
        name="Керан, Бог Бурь",
    )
    assert is_typed(card_effects(card))
    assert {K.THIS_WAY_REF, K.THIS_WAY, K.REVEAL_STATIC} <= _tree_kinds(card)


def test_damage_prevented_this_way_as_in_english() -> None:
    # Чистота (Purity), as printed in Russian: the amount is the English "the damage prevented this way"
    card = mtglinks.analyze(
        "Если заклинание или способность должны нанести вам повреждения, предотвратите эти повреждения. Вы получаете"
        " столько жизни, сколько повреждений было предотвращено таким образом.",
        lang="ru",
    )
    assert is_typed(card_effects(card))
    gain = [node for node in card_effects(card) if isinstance(node, Action)][-1]
    assert gain.amount == "damage_prevented_this_way"
    assert K.THIS_WAY in _tree_kinds(card)


def test_cards_at_random_and_the_revealed_card() -> None:
    # Fall (the Russian printing keeps the English name) and Выступление Телеминов, as printed in Russian.
    fall = mtglinks.analyze(
        "Целевой игрок показывает из своей руки 2 карты, выбранные случайным образом, а затем сбрасывает каждую карту"
        " не земли, показанную таким образом.",
        lang="ru",
    )
    performance = mtglinks.analyze(
        "Тот игрок кладет на свое кладбище все показанные таким образом карты, не являющиеся существами, затем вы"
        " кладете открытую карту существа в игру под вашим контролем.",
        lang="ru",
    )
    for card in (fall, performance):
        assert is_typed(card_effects(card))
        assert {K.THIS_WAY_REF, K.THIS_WAY} <= _tree_kinds(card)
    reveal = [node for node in card_effects(fall) if isinstance(node, Action)][0]
    (cards,) = reveal.objects
    assert isinstance(cards, ObjectPhrase) and "at_random" in cards.qualifiers


def test_russian_this_way_ref_is_read_from_the_tree() -> None:
    # Russian this_way_ref has no pattern left: Keranos's link keeps its abilities, its referring evidence is now the
    # tree's reveal ("вы таким образом показываете карту земли"), as in English and French
    assert "this_way_ref" in tree.tree_kinds("ru")
    assert not [p for p in patterns.language_data("ru").patterns if p.kind == "this_way_ref"]
    card = mtglinks.analyze(
        "Покажите первую карту, которую вы берете в каждом вашем ходу. Каждый раз, когда вы таким образом показываете"
        " карту земли, возьмите карту. Каждый раз, когда вы таким образом показываете карту, не являющуюся землей,"
        " Керан, Бог Бурь наносит 3 повреждения целевому существу или игроку.",
        lang="ru",
        name="Керан, Бог Бурь",
    )
    (link,) = card.links
    assert (link.rule.value, link.source, link.target) == ("607.2h", 0, 0)
    assert link.evidence[1].phrase == "вы таким образом показываете карту земли"


# Hunting Wilds (PLS), as printed in Russian: the last paragraph lost its full stop before "Они".
HUNTING_WILDS = (
    "Усилитель {3}{G} (Вы можете заплатить дополнительно {3}{G} во время игры этого заклинания.)\n"
    "Поищите в своей библиотеке до двух карт Лесов и положите их повернутыми в игру. Затем перетасуйте свою"
    " библиотеку.\n"
    "Если была заплачена стоимость усилителя, разверните все Леса, положенные в игру этим путем Они становятся зелеными"
    " существами 3/3 с Ускорением и остаются землями."
)


def test_a_lost_full_stop_before_a_capitalized_pronoun() -> None:
    card = mtglinks.analyze(HUNTING_WILDS, lang="ru", name="Охотящиеся Просторы")
    last = card.abilities[-1]
    first, then = (sentence.text for sentence in last.effect)  # the full stop put back: two sentences
    assert first.endswith("этим путем.") and then.startswith("Они становятся")
    untap = [node for node in last.effects if isinstance(node, Action)][0]
    assert untap.condition is not None and untap.condition.test == "paid:kicked"
    (forests,) = untap.objects
    assert isinstance(forests, ObjectPhrase) and forests.qualifiers == ["put_onto_battlefield_this_way"]
    assert [(link.rule.value, link.source, link.target) for link in card.links] == [("607.2i", 0, 2)]


def test_a_name_is_no_pronoun() -> None:
    # Печать рока (Seal of Doom): "… существо Оно не может быть регенерировано." is two sentences; a capitalized
    # word that is no pronoun ("все Леса") stays inside its sentence
    card = mtglinks.analyze(
        "Пожертвуйте Печать рока: Уничтожьте целевое нечерное существо Оно не может быть регенерировано.",
        lang="ru",
        name="Печать рока",
    )
    assert is_typed(card_effects(card))
    assert len(card.abilities[0].effect) == 2


def test_russian_kicked_ref_is_read_from_the_tree() -> None:
    # Russian kicked_ref has no pattern left: Bold Defense's and Hunting Wilds's links keep their abilities, the
    # referring evidence is the tree's condition
    assert "kicked_ref" in tree.tree_kinds("ru")
    assert not [p for p in patterns.language_data("ru").patterns if p.kind == "kicked_ref"]
    for name, text, paragraphs in (
        ("Храбрая Оборона", BOLD_DEFENSE, (0, 1)),
        ("Охотящиеся Просторы", HUNTING_WILDS, (0, 2)),
    ):
        (link,) = mtglinks.analyze(text, lang="ru", name=name).links
        assert (link.rule.value, link.source, link.target) == ("607.2i", *paragraphs)
        assert link.evidence[1].phrase.startswith(("Храбрая Оборона получила", "Если была заплачена"))
