"""The Russian effect tree on printed Russian card text beside its card's English Oracle text: damage that would be
dealt, said with "быть" ("Если вам должны быть нанесены повреждения"), a duration set off by its comma ("…, пока вы
контролируете ~"), "владелец ~", the keyword shadow after "с" and "без", "не могуть" (a printed misspelling)."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import ReferenceKind, Verb
from mtglinks.tree import Action, Card, EffectCondition, ObjectPhrase, PlayerPhrase, Reference


def parsed(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="ru", name=name)


def actions(card: Card) -> list[Action]:
    return [node for node in card_effects(card) if isinstance(node, Action)]


def _would_be_dealt(card: Card) -> Action:
    (prevent,) = [a for a in actions(card) if a.verb == Verb.PREVENT]
    assert isinstance(prevent.condition, EffectCondition) and prevent.condition.test == "would"
    (dealt,) = prevent.condition.about
    assert isinstance(dealt, Action) and dealt.verb == Verb.DEAL_DAMAGE and dealt.detail == ["passive"]
    assert isinstance(dealt.actor, ObjectPhrase) and dealt.actor.types == ["damage"]
    return dealt


def test_damage_would_be_dealt_to_you_the_dative_first() -> None:
    # Immortal Coil: "If damage would be dealt to you, prevent that damage."
    card = parsed("Петля Бессмертия", "Если вам должны быть нанесены повреждения, предотвратите эти повреждения.")
    assert is_typed(card_effects(card))
    dealt = _would_be_dealt(card)
    assert [o.who for o in dealt.objects if isinstance(o, PlayerPhrase)] == ["you"]
    assert dealt.actor is not None and card.text[slice(*dealt.actor.span)] == "повреждения"


def test_damage_would_be_dealt_to_self_the_damage_first() -> None:
    # Phantom Wurm: "If damage would be dealt to Phantom Wurm, prevent that damage. Remove a +1/+1 counter from it."
    text = "Если повреждения должны быть нанесены Фантомному Червю, предотвратите эти повреждения."
    dealt = _would_be_dealt(parsed("Фантомный Червь", text))
    assert [o.refers for o in dealt.objects if isinstance(o, Reference)] == ["self"]


def test_duration_after_its_comma() -> None:
    # Icefall Regent: "That creature doesn't untap during its controller's untap step for as long as you control
    # Icefall Regent."
    text = (
        "То существо не разворачивается во время шага разворота контролирующего его игрока, пока вы контролируете "
        "Регента Губительного Льда."
    )
    card = parsed("Регент Губительного Льда", text)
    assert is_typed(card_effects(card))
    (untap,) = actions(card)
    assert untap.verb == Verb.UNTAP and untap.negated
    assert untap.duration is not None and untap.duration.until == "you_control"


def test_for_all_the_time_after_its_comma() -> None:
    # Olivia Voldaren: "{3}{B}{B}: Gain control of target Vampire for as long as you control Olivia Voldaren."
    card = parsed(
        "Оливия Волдарен",
        "{3}{B}{B}: получите контроль над целевым Вампиром на все время, пока вы контролируете Оливию Волдарен.",
    )
    (gain,) = actions(card)
    assert gain.verb == Verb.GAIN_CONTROL
    assert gain.duration is not None and gain.duration.until == "you_control"


def test_owner_before_self() -> None:
    # Blitz Hellion: "At the beginning of the end step, Blitz Hellion's owner shuffles it into their library."
    card = parsed(
        "Стремительный Геллион", "В конце хода владелец Стремительного Геллиона втасовывает его в свою библиотеку."
    )
    assert is_typed(card_effects(card))
    (shuffle,) = actions(card)
    assert shuffle.verb == Verb.SHUFFLE
    owner = shuffle.actor
    assert isinstance(owner, PlayerPhrase) and owner.who == "owner"
    assert isinstance(owner.whose, Reference) and owner.whose.refers == "self"
    assert card.text[slice(*owner.whose.span)] == "Стремительного Геллиона"
    assert card.text[slice(*owner.span)] == "владелец Стремительного Геллиона"


def test_shadow_after_with_and_without() -> None:
    # Stronghold Overseer: "{B}{B}: Creatures with shadow get +1/+0 until end of turn and creatures without shadow get
    # -1/-0 until end of turn."
    text = "{B}{B}: Существа с тенью получают +1/+0 до конца хода и существа без тени получают -1/-0 до конца хода."
    card = parsed("Надсмотрщик из Стронгхолда", text)
    assert is_typed(card_effects(card))
    qualifiers = [a.actor.qualifiers for a in actions(card) if isinstance(a.actor, ObjectPhrase)]
    assert qualifiers == [["with:shadow"], ["without:shadow"]]


def test_cant_misspelt() -> None:
    # Unstable Footing: "Damage can't be prevented this turn."
    card = parsed("Неустойчивое Положение", "Повреждения не могуть быть предотвращены в этом ходу.")
    (prevent,) = actions(card)
    assert prevent.verb == Verb.PREVENT and prevent.negated


def test_english_reads_none_of_it() -> None:
    card = mtglinks.parse("If damage would be dealt to you, prevent that damage.", lang="ru", name="Immortal Coil")
    assert not is_typed(card_effects(card))


def test_the_named_card_cant_be_cast() -> None:
    # Meddling Mage: "The named card can't be cast." (the printed English); "Названная карта" is old printed "the named
    # card", a reference of its own (rule 607.2d)
    card = parsed("Вмешивающаяся Волшебница", "Названная карта не может быть разыграна.")
    (cast,) = actions(card)
    assert cast.verb == Verb.CAST and cast.negated and cast.detail == ["passive"]
    assert isinstance(cast.actor, Reference) and cast.actor.refers == ReferenceKind.NAMED_CARD
