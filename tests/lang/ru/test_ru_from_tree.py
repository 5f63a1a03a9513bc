"""Russian halves of 607.2 read from the effect tree (lang/ru/patterns.py `FROM_TREE`), on printed Russian cards."""

from __future__ import annotations

import mtglinks
from mtglinks.features import cost_queries
from mtglinks.features.tree import tree_kinds
from mtglinks.kinds import FeatureKind
from mtglinks.tree import Action, ObjectPhrase


def test_cards_exiled_while_casting_come_from_the_tree() -> None:
    # Corpse Lunge: "As an additional cost to cast Corpse Lunge, exile a creature card from your graveyard." (607.2q)
    assert "cast_exile" in tree_kinds("ru")
    text = (
        "В качестве дополнительной стоимости разыгрывания Выпада Трупа изгоните карту существа из вашего кладбища.\n"
        "Выпад Трупа наносит целевому существу повреждения, равные силе изгнанной карты."
    )
    card = mtglinks.analyze(text, lang="ru", name="Выпад Трупа")
    halves = [h for h in cost_queries.halves(card.abilities[0]) if h.kind == FeatureKind.CAST_EXILE]
    assert [h.value for h in halves] == ["additional_cost"]
    features = [f for f in card.abilities[0].features if f.kind == FeatureKind.CAST_EXILE]
    assert [f.value for f in features] == ["additional_cost"]


def test_the_first_card_revealed_comes_from_the_tree() -> None:
    # Keranos, God of Storms: "Reveal the first card you draw on each of your turns. Whenever you reveal a land card
    # this way, draw a card. …" (607.2h): the static ability's half is the tree's reveal of the first card drawn
    assert "reveal_static" in tree_kinds("ru")
    text = (
        "Неразрушимость\nПока ваша Преданность синему и красному меньше семи, Керан не является существом.\n"
        "Покажите первую карту, которую вы берете в каждом вашем ходу. Каждый раз, когда вы таким образом показываете "
        "карту земли, возьмите карту. Каждый раз, когда вы таким образом показываете карту, не являющуюся землей, "
        "Керан наносит 3 повреждения целевому существу или игроку."
    )
    card = mtglinks.analyze(text, lang="ru", name="Керан, Бог Бурь")
    reveal = card.abilities[2]
    action = reveal.effects[0]
    assert isinstance(action, Action) and isinstance(action.objects[0], ObjectPhrase)
    assert action.objects[0].qualifiers == ["first", "first_drawn_your_turn"]
    features = [f for f in reveal.features if f.kind == FeatureKind.REVEAL_STATIC]
    assert [f.text for f in features] == ["Покажите первую карту, которую вы берете в каждом вашем ходу"]
    assert {(str(link.rule), link.source, link.target) for link in card.links} == {("607.2h", 2, 2)}


def test_the_creatures_devoured_come_from_the_tree() -> None:
    # Prowling Dragon: "Devour 1 / When Prowling Dragon enters the battlefield, it deals damage to target creature or
    # player equal to twice the number of Goblins it devoured." (607.2g): the amount is the English "2*number_of"
    assert "paid_as_entered_ref" in tree_kinds("ru")
    text = (
        "Полет\nПожирание 1 (При входе этого существа в игру вы можете пожертвовать любое количество существ. Это "
        "существо входит в игру с таким же количеством жетонов +1/+1 на нем.)\nКогда Прожорливый Дракон входит в "
        "игру, он наносит целевому существу или игроку повреждения, в два раза превышающие количество пожранных им "
        "Гоблинов."
    )
    card = mtglinks.analyze(text, lang="ru", name="Прожорливый Дракон")
    damage = card.abilities[2].effects[1]
    assert isinstance(damage, Action) and damage.amount == "2*number_of"
    assert isinstance(damage.per, ObjectPhrase) and damage.per.qualifiers == ["devoured_by_it"]
    features = [f for f in card.abilities[2].features if f.kind == FeatureKind.PAID_AS_ENTERED_REF]
    assert [(f.value, f.text) for f in features] == [("devour", "пожранных им Гоблинов")]
    assert {(str(link.rule), link.source, link.target) for link in card.links} == {("607.2g", 1, 2)}


def test_if_it_devoured_a_creature_comes_from_the_tree() -> None:
    # Hellkite Hatchling: "Devour 1 / Hellkite Hatchling has flying and trample if it devoured a creature." (607.2g)
    text = (
        "Пожирание 1 (При входе этого существа в игру вы можете пожертвовать любое количество существ. Это существо "
        "входит в игру с таким же количеством жетонов +1/+1 на нем.)\nЗмиев Детеныш имеет Полет и Пробивной удар, "
        "если он пожрал существо."
    )
    card = mtglinks.analyze(text, lang="ru", name="Змиев Детеныш")
    features = [f for f in card.abilities[1].features if f.kind == FeatureKind.PAID_AS_ENTERED_REF]
    assert [f.value for f in features] == ["devour"]
    assert {(str(link.rule), link.source, link.target) for link in card.links} == {("607.2g", 0, 1)}
