"""The Russian effect tree on printed Russian card text beside its card's English Oracle text: a life total set
("количество жизней целевого игрока становится равным 10"), cards exiled with ~, a single graveyard, the damage a source
would deal prevented ("которые целевое существо нанесет в этот ход"), a creature that dealt damage this turn, and
"Остальные существа Эльфы" (other Elf creatures)."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, ObjectPhrase, Reference


def parsed(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="ru", name=name)


def actions(card: Card) -> list[Action]:
    return [node for node in card_effects(card) if isinstance(node, Action)]


def test_life_total_set() -> None:
    # Magister Sphinx: "When Magister Sphinx enters the battlefield, target player's life total becomes 10."
    text = "Когда Сфинкс-Магистр входит в игру, количество жизней целевого игрока становится равным 10."
    card = parsed("Сфинкс-Магистр", text)
    assert is_typed(card_effects(card))
    (become,) = [a for a in actions(card) if a.verb == Verb.BECOME]
    assert become.amount == "10" and become.detail == ["set:life_total:target_player"]


def test_cards_exiled_with_self_and_a_single_graveyard() -> None:
    # Hedonist's Trove: "You may play land cards exiled with Hedonist's Trove."
    card = parsed("Сокровищница Гедониста", "Вы можете разыгрывать карты земель, изгнанные Сокровищницей Гедониста.")
    (play,) = actions(card)
    assert play.verb == Verb.PLAY and play.optional
    (cards,) = play.objects
    assert isinstance(cards, ObjectPhrase) and cards.qualifiers == ["exiled_with_self"]
    # Safe Haven (older printing): "If you do, return each card exiled with Safe Haven to the battlefield under its
    # owner's control."
    text = (
        "Если вы это сделаете, то верните все карты, удаленные из игры Надежным Убежищем, в игру под контролем их "
        "владельца."
    )
    (ret,) = actions(parsed("Надежное Убежище", text))
    assert ret.verb == Verb.RETURN and [o.qualifiers for o in ret.objects] == [["exiled_with_self"]]
    # Shred Memory: "Exile up to four target cards from a single graveyard."
    (exile,) = actions(parsed("Изрезанная память", "Выведите из игры до четырех целевых карт с одного кладбища."))
    assert exile.verb == Verb.EXILE
    (cards,) = exile.objects
    assert isinstance(cards, ObjectPhrase) and cards.zone == "graveyard" and cards.count == "4"


def test_damage_a_source_would_deal_prevented() -> None:
    # Azorius Ploy: "Prevent all combat damage target creature would deal this turn."
    text = "Предотвратите все боевые повреждения, которые целевое существо нанесет в этот ход."
    (prevent,) = actions(parsed("Уловка Азориусов", text))
    assert (prevent.verb, prevent.amount, prevent.detail) == (Verb.PREVENT, "all", ["dealt_by", "combat"])
    (source,) = prevent.objects
    assert isinstance(source, ObjectPhrase) and source.determiner == "target" and source.types == ["creature"]
    assert prevent.duration is not None and prevent.duration.until == "this_turn"
    # Inquisitor's Snare: "Prevent all damage target attacking or blocking creature would deal this turn." (the source
    # after its verb)
    text = "Предотвратите все повреждения, которые нанесет в этом ходу целевое атакующее или блокирующее существо."
    (prevent,) = actions(parsed("Сети Инквизитора", text))
    assert prevent.detail == ["dealt_by"] and [o.qualifiers for o in prevent.objects] == [["attacking or blocking"]]


def test_creature_that_dealt_damage_this_turn() -> None:
    # Avenging Arrow: "Destroy target creature that dealt damage this turn."
    text = "Уничтожьте целевое существо, которое нанесло повреждения в этом ходу."
    (destroy,) = actions(parsed("Карающая Стрела", text))
    (creature,) = destroy.objects
    assert isinstance(creature, ObjectPhrase) and creature.qualifiers == ["source_dealt_damage_this_turn"]


def test_other_creatures_of_a_subtype() -> None:
    # Elvish Champion: "Other Elf creatures get +1/+1 and have forestwalk."
    card = parsed("Эльфийский Чемпион", "Остальные существа Эльфы получают +1/+1 и имеют Знание Лесов.")
    bonus, gain = actions(card)
    assert (bonus.verb, gain.verb) == (Verb.MODIFY_PT, Verb.GAIN_ABILITY)
    assert isinstance(bonus.actor, ObjectPhrase) and bonus.actor.determiner == "other"
    assert bonus.actor.subtypes == ["Эльф"] and not isinstance(bonus.actor, Reference)
