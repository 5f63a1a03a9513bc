"""The Russian effect tree on printed Russian card text beside its card's English Oracle text: a creature removed from
combat ("удалите из боя …"), a permanent that doesn't untap ("на этапе разворота", older printings), a colored creature,
the card on the battlefield with "is" unsaid ("Если ~ в игре") and none of an object on the battlefield ("если только
на поле битвы нет Горы")."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, EffectCondition, ObjectPhrase, Reference


def parsed(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="ru", name=name)


def actions(card: Card) -> list[Action]:
    return [node for node in card_effects(card) if isinstance(node, Action)]


def test_removed_from_combat() -> None:
    # Hollowhenge Spirit: "When Hollowhenge Spirit enters the battlefield, remove target attacking or blocking creature
    # from combat."
    text = "Когда Дух из Холлоухенджа выходит на поле битвы, удалите из боя целевое атакующее или блокирующее существо."
    card = parsed("Дух из Холлоухенджа", text)
    assert is_typed(card_effects(card))
    (remove,) = [a for a in actions(card) if a.verb == Verb.REMOVE_FROM_COMBAT]
    (creature,) = remove.objects
    assert isinstance(creature, ObjectPhrase) and creature.determiner == "target"


def test_doesnt_untap_during_the_untap_step_older_wording() -> None:
    # Plumes of Peace: "Enchanted creature doesn't untap during its controller's untap step."
    text = "Зачарованное существо не разворачивается на этапе разворота контролирующего его игрока."
    (untap,) = actions(parsed("Перья мира", text))
    assert untap.verb == Verb.UNTAP and untap.negated
    assert isinstance(untap.actor, Reference) and untap.actor.refers == "attached"


def test_colored_creature() -> None:
    # Reach of Shadows: "Destroy target creature that's one or more colors."
    (destroy,) = actions(parsed("Хватка Теней", "Уничтожьте целевое цветное существо."))
    (creature,) = destroy.objects
    assert isinstance(creature, ObjectPhrase) and creature.qualifiers == ["colored"]


def test_on_the_battlefield_is_unsaid() -> None:
    # Durkwood Tracker: "If Durkwood Tracker is on the battlefield, it deals damage equal to its power to target
    # attacking creature."
    text = (
        "{1}{G}, {T}: Если Дарквудский Охотник в игре, он наносит повреждения, равные его силе, целевому атакующему "
        "существу."
    )
    (deal,) = actions(parsed("Дарквудский Охотник", text))
    assert deal.verb == Verb.DEAL_DAMAGE and isinstance(deal.condition, EffectCondition)
    assert deal.condition.test == "is:battlefield"
    assert [r.refers for r in deal.condition.about if isinstance(r, Reference)] == ["self"]


def test_none_on_the_battlefield() -> None:
    # Glacial Crasher: "Glacial Crasher can't attack unless there is a Mountain on the battlefield."
    text = "Ледниковый Крушитель не может атаковать, если только на поле битвы нет Горы."
    (attack,) = actions(parsed("Ледниковый Крушитель", text))
    assert attack.verb == Verb.ATTACK and attack.negated
    assert isinstance(attack.condition, EffectCondition) and attack.condition.test == "unless:there_are"
