"""The Russian effect tree on object phrases of printed Russian card text, each beside its card's English Oracle
text: the genitive after a noun ("выбранного цвета": of the chosen color), where the counted objects are ("за каждое
существо на поле битвы"), the same name as another object, a participle set off by commas or before its noun, and
"При выходе ~ на поле битвы" (as it enters)."""

from __future__ import annotations

from helpers import card_effects, only_action, original

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, Choice, ObjectPhrase, Reference


def parsed(card: tuple[str, str]) -> Card:
    return mtglinks.parse(card[1], lang="ru", name=card[0])


def test_of_the_chosen_color_or_type_after_the_noun() -> None:
    # Pentarch Paladin: "{W}{W}, {T}: Destroy target permanent of the chosen color."
    card = parsed(("Пентархический Паладин", "{W}{W}, {T}: Уничтожьте целевой перманент выбранного цвета."))
    destroy = only_action(card)
    (target,) = destroy.objects
    assert destroy.verb == Verb.DESTROY and isinstance(target, ObjectPhrase)
    assert (target.determiner, target.types, target.qualifiers) == ("target", ["permanent"], ["of:chosen_color"])
    # Hall of Triumph: "Creatures you control of the chosen color get +1/+1."
    text = "Находящиеся под вашим контролем существа выбранного цвета получают +1/+1."
    bonus = only_action(parsed(("Триумфальный Зал", text)))
    assert isinstance(bonus.actor, ObjectPhrase) and bonus.actor.qualifiers == ["of:chosen_color"]
    assert (bonus.actor.controller, bonus.amount) == ("you", "+1/+1")
    # Voice of All: after "от" (protection from) the chosen color stays the reference English reads there
    text = "Всеобщий Глас имеет Защиту от выбранного цвета."
    gain = only_action(parsed(("Всеобщий Глас", text)))
    assert gain.verb == Verb.GAIN_ABILITY and gain.detail == ["keyword:protection:from:chosen"]


def test_what_is_counted_on_the_battlefield() -> None:
    # Congregate: "Target player gains 2 life for each creature on the battlefield."
    text = "Целевой игрок получает 2 жизни за каждое существо на поле битвы."
    gain = only_action(parsed(("Конгрегация", text)))
    assert (gain.verb, gain.amount) == (Verb.GAIN_LIFE, "2")
    assert isinstance(gain.per, ObjectPhrase) and (gain.per.types, gain.per.zone) == (["creature"], "battlefield")
    # where the object goes after a verb is still where to: "Верните целевое существо на поле битвы"
    back = only_action(parsed(("Тест", "Верните целевую карту существа из вашего кладбища на поле битвы.")))
    assert (back.verb, back.zone_to) == (Verb.RETURN, "battlefield")


def test_the_same_name_as_another_object() -> None:
    # Bile Blight: "Target creature and all other creatures with the same name as that creature get -3/-3 until end
    # of turn."
    text = "Целевое существо и все другие существа с тем же именем, что у него, получают -3/-3 до конца хода."
    card = parsed(("Гибельная Желчь", text))
    shrink = only_action(card)
    assert (shrink.verb, shrink.amount) == (Verb.MODIFY_PT, "-3/-3")
    assert isinstance(shrink.actor, ObjectPhrase) and shrink.actor.determiner == "target"
    (others,) = shrink.other_actors
    assert isinstance(others, ObjectPhrase) and (others.determiner, others.qualifiers) == ("all", ["same:name"])
    (same_as,) = others.related
    assert isinstance(same_as, Reference) and same_as.refers == "anaphora"
    assert original(card, same_as) == "него"


def test_a_participle_set_off_by_its_comma_or_before_its_noun() -> None:
    # Sacellum Godspeaker: "Add {G} for each card revealed this way."
    text = (
        "{T}: покажите любое количество карт существ с силой 5 или больше из вашей руки. "
        "Добавьте {G} в ваше хранилище маны за каждую карту, показанную таким образом."
    )
    card = parsed(("Жрица Богов из Сацеллума", text))
    add = [node for node in card_effects(card) if isinstance(node, Action) and node.verb == Verb.ADD_MANA]
    assert len(add) == 1 and isinstance(add[0].per, ObjectPhrase)
    assert add[0].per.qualifiers == ["revealed_this_way"]
    # "Положите все показанные таким образом карты Островов в вашу руку": the participle before the noun
    text = "Положите все показанные таким образом карты Островов в вашу руку."
    put = only_action(parsed(("Тест", text)))
    (cards,) = put.objects
    assert isinstance(cards, ObjectPhrase) and (cards.subtypes, cards.qualifiers) == (["Остров"], ["revealed_this_way"])
    assert put.zone_to == "hand"


def test_the_permanent_you_dont_control() -> None:
    # Aether Tradewinds: "Return target permanent you control and target permanent you don't control to their
    # owners' hands."
    text = (
        "Верните целевой перманент, который вы контролируете, и целевой перманент, который вы не контролируете, "
        "в руки владельцев."
    )
    back = only_action(parsed(("Эфирный Пассат", text)))
    controllers = [o.controller for o in back.objects if isinstance(o, ObjectPhrase)]
    assert back.verb == Verb.RETURN and controllers == ["you", "not_you"]


def test_as_it_enters_is_the_cards_entering() -> None:
    # Iona, Shield of Emeria: "As Iona, Shield of Emeria enters, choose a color. Your opponents can't cast spells of
    # the chosen color."
    text = (
        "При выходе Ионы, Защитницы Эмерии на поле битвы выберите цвет.\n"
        "Ваши оппоненты не могут разыгрывать заклинания выбранного цвета."
    )
    card = parsed(("Иона, Защитница Эмерии", text))
    assert is_typed(card_effects(card))
    choice = next(node for node in card_effects(card) if isinstance(node, Choice))
    assert choice.condition is not None and choice.condition.test == "as"
    (entering,) = choice.condition.about
    assert isinstance(entering, Action) and (entering.verb, entering.zone_to) == (Verb.ENTER, "battlefield")
    assert original(card, entering) == "Ионы, Защитницы Эмерии на поле битвы"


def test_one_two_or_three_targets() -> None:
    # Aerial Volley: "Aerial Volley deals 3 damage divided as you choose among one, two, or three target creatures with
    # flying."
    text = (
        "Залп в Небо наносит 3 повреждения, разделенные по вашему выбору между одним, двумя или тремя целевыми "
        "существами с Полетом."
    )
    (damage,) = [n for n in card_effects(parsed(("Залп в Небо", text))) if isinstance(n, Action)]
    assert (damage.verb, damage.amount, damage.detail) == (Verb.DEAL_DAMAGE, "3", ["divided:as_you_choose"])
    (targets,) = damage.objects
    assert isinstance(targets, ObjectPhrase) and (targets.determiner, targets.count) == ("target", "1_or_2_or_3")
    assert targets.qualifiers == ["with:flying"]


def test_tapped_and_attacking_and_as_a_copy() -> None:
    # Alesha, Who Smiles at Death: "return target creature card with power 2 or less from your graveyard to the
    # battlefield tapped and attacking."
    text = (
        "Если вы это делаете, верните целевую карту существа с силой 2 или меньше из вашего кладбища на поле битвы "
        "повернутой и атакующей."
    )
    back = only_action(parsed(("Алиша, Улыбнувшаяся Смерти", text)))
    assert (back.verb, back.zone_from, back.zone_to) == (Verb.RETURN, "graveyard", "battlefield")
    assert "tapped_attacking" in back.detail
    # Clone (printed): "Если вы это делаете, Клон входит в игру как копия того существа."
    text = "Если вы это делаете, Клон входит в игру как копия того существа."
    enter = only_action(parsed(("Клон", text)))
    assert enter.verb == Verb.ENTER and isinstance(enter.actor, Reference) and enter.actor.refers == "self"


def test_the_stat_the_text_defines_and_cards_in_a_players_hand() -> None:
    # Kolaghan Forerunners: "Kolaghan Forerunners's power is equal to the number of creatures you control."
    text = "Сила Колаганского Авангарда равна количеству существ под вашим контролем."
    power = only_action(parsed(("Колаганский Авангард", text)))
    assert (power.verb, power.detail, power.amount) == (Verb.MODIFY_PT, ["set:power"], "number_of")
    assert isinstance(power.per, ObjectPhrase) and (power.per.types, power.per.controller) == (["creature"], "you")
    # Recurring Insight: "Draw cards equal to the number of cards in target opponent's hand."
    text = "Возьмите столько карт, сколько карт находится в руке целевого оппонента."
    draw = only_action(parsed(("Повторяющееся Прозрение", text)))
    assert draw.verb == Verb.DRAW and isinstance(draw.per, ObjectPhrase) and draw.per.zone == "hand"
