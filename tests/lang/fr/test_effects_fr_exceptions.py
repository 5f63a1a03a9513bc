"""The French effect tree on a copy's exceptions, the initiative, damage a source would deal prevented, counters
distributed and the other shapes of `lang/fr/effect_exceptions.py`, each read as the English Oracle reads the same
rule. Each case quotes a real printed card."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, EffectCondition, ObjectPhrase, Reference


def parse(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def test_a_token_copy_except_it_is_another_type() -> None:
    # Géométrie appliquée (printed-fr-modern): "except it's a 0/0 Fractal creature in addition to its other types"
    text = (
        "Créez un jeton qui est une copie d'un permanent non-aura ciblé que vous contrôlez, "
        "excepté que c'est une créature 0/0 Fractale en plus de ses autres types."
    )
    (create,) = effects(parse("Géométrie appliquée", text))
    assert isinstance(create, Action) and create.verb == Verb.CREATE
    assert isinstance(create.condition, EffectCondition) and create.condition.test == "except:is"


def test_a_copy_except_it_gains_an_ability_with_que_elided_into_the_pronoun() -> None:
    # Prétendant mercuriel: "except it has '{2}{U}: Return this creature to its owner's hand.'"
    text = (
        "Vous pouvez faire que le Prétendant mercuriel arrive sur le champ de bataille comme une copie d'une créature "
        "que vous contrôlez, excepté qu'il acquiert « {2}{U}: Renvoyez cette créature dans la main de son "
        "propriétaire. »"
    )
    enter = effects(parse("Prétendant mercuriel", text))[0]
    assert isinstance(enter, Action) and enter.verb == Verb.ENTER
    assert isinstance(enter.condition, EffectCondition) and enter.condition.test.startswith("except:")
    (gains,) = enter.condition.about
    assert isinstance(gains, Action) and gains.verb == Verb.GAIN_ABILITY


def test_the_creatures_it_devoured_are_counted() -> None:
    # Fielleux de goudron: "target player discards a card for each creature it devoured"
    text = (
        "Quand le Fielleux de goudron arrive en jeu, le joueur ciblé se défausse d'une carte pour chaque créature "
        "qu'il a dévorée."
    )
    discard = effects(parse("Fielleux de goudron", text))[-1]
    assert isinstance(discard, Action) and discard.verb == Verb.DISCARD
    assert isinstance(discard.per, ObjectPhrase) and discard.per.qualifiers == ["devoured_by_it"]


def test_damage_a_creature_would_deal_is_prevented() -> None:
    # Collet de l'inquisiteur: "Prevent all damage target attacking or blocking creature would deal this turn."
    text = "Prévenez toutes les blessures que la créature attaquante ou bloqueuse ciblée devrait infliger ce tour-ci."
    (prevent,) = effects(parse("Collet de l'inquisiteur", text))
    assert isinstance(prevent, Action) and prevent.verb == Verb.PREVENT and "dealt_by" in prevent.detail
    assert prevent.duration is not None and prevent.duration.until == "this_turn"


def test_the_initiative_taken_and_held_is_not_first_strike() -> None:
    # Voyante de passages (printed-fr-modern)
    take = effects(parse("Voyante de passages", "Quand ~ arrive sur le champ de bataille, vous prenez l'initiative."))
    assert isinstance(take[-1], Action) and take[-1].verb == Verb.TAKE_INITIATIVE
    text = (
        "Au début de votre étape de fin, si vous détenez l'initiative, mettez un marqueur +1/+1 sur la Voyante de "
        "passages."
    )
    nodes = effects(parse("Voyante de passages", text))
    held = [n for n in nodes if isinstance(n, EffectCondition)]
    assert [c.test for c in held] == ["initiative"]
    # the keyword keeps its reading: "~ acquiert l'initiative jusqu'à la fin du tour" (first strike)
    (gain,) = effects(parse("Chef de guerre", "~ acquiert l'initiative jusqu'à la fin du tour."))
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_ABILITY


def test_an_ability_activated_four_times_this_turn() -> None:
    # Dragonnet: "if this ability has been activated four or more times this turn, sacrifice ~"
    text = "À la fin du tour, si cette capacité a été jouée au moins quatre fois ce tour-ci, sacrifiez le Dragonnet."
    nodes = effects(parse("Dragonnet", text))
    assert any(isinstance(n, EffectCondition) and n.test == "activated:4:or_more_this_turn" for n in nodes)


def test_the_cards_that_were_not_cast() -> None:
    # Expérience épique: "Then put all cards exiled this way that weren't cast into your graveyard."
    text = "Mettez ensuite toutes les cartes exilées de cette manière qui n'ont pas été lancées dans votre cimetière."
    (put,) = effects(parse("Expérience épique", text))
    assert isinstance(put, Action) and put.verb == Verb.PUT
    (cards,) = put.objects
    assert isinstance(cards, ObjectPhrase) and "not_cast" in cards.qualifiers


def test_counters_distributed_among_targets() -> None:
    # Charme d'Abzan, Ajani, mentor de héros: "Distribute … counters among one, two, or three target creatures"
    text = "Répartissez deux marqueurs +1/+1 entre une ou deux créatures ciblées."
    (put,) = effects(parse("Charme d'Abzan", text))
    assert isinstance(put, Action) and put.verb == Verb.PUT_COUNTER and "divided" in put.detail
    text = "Répartissez trois marqueurs +1/+1 entre une, deux ou trois créatures ciblées que vous contrôlez."
    (put,) = effects(parse("Ajani, mentor de héros", text))
    assert isinstance(put, Action) and "among:1,2,3" in put.detail


def test_the_rest_discarded_and_the_owner_control_set_off_by_commas() -> None:
    # Monomanie: "Target player chooses a card in their hand and discards the rest."
    card = parse("Monomanie", "Le joueur ciblé choisit une carte dans sa main et se défausse du reste.")
    assert is_typed(effects(card))
    discard = effects(card)[-1]
    assert isinstance(discard, Action) and discard.verb == Verb.DISCARD
    assert isinstance(discard.objects[0], Reference)
    # Chasseur de fielleux: "return the exiled card to the battlefield under its owner's control"
    text = (
        "Quand le Chasseur de fielleux quitte le champ de bataille, renvoyez, sous le contrôle de son propriétaire, "
        "la carte exilée sur le champ de bataille."
    )
    back = effects(parse("Chasseur de fielleux", text))[-1]
    assert isinstance(back, Action) and back.verb == Verb.RETURN and back.zone_to == "battlefield"
    assert "under:owner" in back.detail


def test_phyrexians_are_a_subtype() -> None:
    # Bouchère greffée (printed-fr-modern): "Other Phyrexians you control get +1/+1."
    (pump,) = effects(parse("Bouchère greffée", "Les autres phyrexians que vous contrôlez gagnent +1/+1."))
    assert isinstance(pump, Action) and is_typed([pump])
    (them,) = pump.objects or [pump.actor]
    assert isinstance(them, ObjectPhrase) and them.subtypes == ["Phyrexian"]


def test_unless_a_player_has_the_card_deal_damage_to_them() -> None:
    # Soulèvement de lave: "Destroy target nonbasic land unless its controller has ~ deal 6 damage to them."
    text = (
        "Détruisez le terrain non-base ciblé à moins que son contrôleur ne choisisse que ~ lui inflige 6 blessures "
        "à la place."
    )
    (destroy,) = effects(parse("Soulèvement de lave", text))
    assert isinstance(destroy, Action) and destroy.verb == Verb.DESTROY
    assert isinstance(destroy.condition, EffectCondition) and destroy.condition.test == "unless:did"
    (deal,) = destroy.condition.about
    assert isinstance(deal, Action) and deal.verb == Verb.DEAL_DAMAGE and "have" in deal.detail


def test_each_of_two_target_creatures() -> None:
    # Frappe jumelée: "~ deals 2 damage to each of two target creatures"
    text = "~ inflige 2 blessures à chacune des deux créatures ciblées."
    (deal,) = effects(parse("Frappe jumelée", text))
    assert isinstance(deal, Action) and deal.verb == Verb.DEAL_DAMAGE
    (them,) = deal.objects
    assert isinstance(them, ObjectPhrase) and them.determiner == "target" and them.count == "2"


def test_a_land_had_enter_and_an_opponent_lost_life_this_turn() -> None:
    # Mystères des profondeurs: "If you had a land enter the battlefield under your control this turn, draw three cards
    # instead."
    text = (
        "Si vous avez fait arriver un terrain sur le champ de bataille sous votre contrôle ce tour-ci, piochez trois "
        "cartes à la place."
    )
    (draw,) = effects(parse("Mystères des profondeurs", text))
    assert isinstance(draw, Action) and isinstance(draw.condition, EffectCondition)
    assert draw.condition.test == "had_event"
    entered = draw.condition.about[-1]
    assert isinstance(entered, Action) and entered.verb == Verb.ENTER and entered.zone_to == "battlefield"
    # Sygg's kin: "if an opponent lost life this turn"
    text = "Au début de chaque étape de fin, si un adversaire a perdu des points de vie ce tour-ci, piochez une carte."
    nodes = effects(parse("Ludevic", text))
    (lost,) = [n for n in nodes if isinstance(n, EffectCondition)]
    assert isinstance(lost.about[0], Action) and lost.about[0].verb == Verb.LOSE_LIFE
