"""French words of `lang/fr/effect_modern_sample.py`: an older limit on what an effect does, the top card "du sommet",
protection from everything, objects milled this way, states and events read whole as English reads them. Quotes real
cards of printed-fr-modern."""

from __future__ import annotations

from collections import Counter

from helpers import card_effects, card_verbs

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.tree import Action, Card, EffectCondition


def parsed(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def actions(card: Card) -> list[Action]:
    return [node for node in card_effects(card) if isinstance(node, Action)]


def test_do_this_only_once_each_turn_leonardo() -> None:
    # Leonardo, the Balance: "… Do this only once each turn."
    (limit,) = actions(parsed("Leonardo, l'équilibre", "Ne faites ceci qu'une seule fois par tour."))
    assert limit.verb == "activate" and limit.detail == ["only:once_each_turn"]


def test_the_top_card_and_protection_from_everything() -> None:
    # Prophecy: "Reveal the top card of target opponent's library. …"
    text = "Révélez la carte du sommet de la bibliothèque de l'adversaire ciblé."
    card = parsed("Prophétie", text)
    (reveal,) = actions(card)
    assert reveal.verb == "reveal" and is_typed(card_effects(card))
    # The One Ring: "… you gain protection from everything until your next turn."
    card = parsed("L'Anneau Unique", "Vous acquérez la protection contre tout jusqu'à votre prochain tour.")
    (gain,) = actions(card)
    assert gain.verb == "gain_ability" and gain.detail == ["keyword:protection:from:everything"]


def test_a_creature_card_milled_this_way_zoological_study() -> None:
    # Zoological Study: "Mill five cards, then return a creature card milled this way to your hand."
    text = "Meulez cinq cartes, puis renvoyez dans votre main une carte de créature meulée de cette manière."
    card = parsed("Étude zoologique", text)
    assert card_verbs(card) == Counter({"mill": 1, "return": 1})
    returned = actions(card)[-1]
    assert "milled_this_way" in returned.objects[0].qualifiers


def test_states_read_whole() -> None:
    # Stalactite Stalker: "At the beginning of your end step, if you descended this turn, put a +1/+1 counter on …"
    text = (
        "Au début de votre étape de fin, si vous êtes descendu ce tour-ci, mettez un marqueur +1/+1 sur le Pisteur de "
        "stalactites."
    )
    card = parsed("Pisteur de stalactites", text)
    # the trigger's condition (an intervening "if"), a node of its own beside the action
    (condition,) = [node for node in card_effects(card) if isinstance(node, EffectCondition)]
    assert condition.test == "descended_this_turn" and is_typed(card_effects(card))
    # Septic Rats: "Whenever Septic Rats attacks, if defending player is poisoned, it gets +1/+1 until end of turn."
    text = (
        "À chaque fois que les Rats septiques attaquent, si le joueur défenseur est empoisonné, ils gagnent +1/+1 "
        "jusqu'à la fin du tour."
    )
    card = parsed("Rats septiques", text)
    (condition,) = [node for node in card_effects(card) if isinstance(node, EffectCondition)]
    assert condition.test == "is:poisoned" and is_typed(card_effects(card))


def test_events_read_whole() -> None:
    # Grafted Wargear: "Whenever Grafted Wargear becomes unattached from a permanent, sacrifice that permanent."
    text = "À chaque fois que le Harnais de guerre greffé devient détaché d'un permanent, sacrifiez ce permanent."
    card = parsed("Harnais de guerre greffé", text)
    assert card_verbs(card) == Counter({"unattach": 1, "sacrifice": 1})
    # Marauding Sphinx: "Whenever you commit a crime, surveil 2. …"
    card = parsed("Sphinx en maraude", "À chaque fois que vous commettez un crime, surveillez 2.")
    assert card_verbs(card) == Counter({"commit_a_crime": 1, "surveil": 1}) and is_typed(card_effects(card))


def test_one_characteristic_defined_after_its_owner_traproot_kami() -> None:
    # Traproot Kami: "Traproot Kami's toughness is equal to the number of Forests on the battlefield."
    text = "Le Kami de racine-piège a une endurance égale au nombre de forêts en jeu."
    card = parsed("Kami de racine-piège", text)
    (stat,) = actions(card)
    assert stat.verb == "modify_pt" and stat.detail == ["set:toughness"] and is_typed(card_effects(card))


def test_play_with_your_hand_revealed_enduring_renewal() -> None:
    # Enduring Renewal: "Play with your hand revealed." (the top card so is "reveal:top_of_library:yours")
    (reveal,) = actions(parsed("Renouvellement perpétuel", "Jouez avec votre main révélée."))
    assert reveal.verb == "reveal" and reveal.detail == ["hand:yours"]


def test_one_or_two_target_creatures_appeal_to_eirdu() -> None:
    # Appeal to Eirdu: "One or two target creatures each get +2/+1 until end of turn."
    text = "Une ou deux créatures ciblées gagnent chacune +2/+1 jusqu'à la fin du tour."
    (boost,) = actions(parsed("Implorer Eirdu", text))
    assert boost.verb == "modify_pt" and boost.amount == "+2/+1"
    assert boost.actor is not None and (boost.actor.determiner, boost.actor.count) == ("target", "1_or_2")


def test_one_two_or_three_target_cards_aberrant_return() -> None:
    # Aberrant Return: "Put one, two, or three target creature cards from graveyards onto the battlefield under your
    # control."
    text = (
        "Mettez sur le champ de bataille, sous votre contrôle, une, deux ou trois cartes de créature ciblées depuis "
        "les cimetières."
    )
    (put,) = actions(parsed("Retour aberrant", text))
    (cards,) = put.objects
    assert put.verb == "put" and put.zone_to == "battlefield"
    assert (cards.determiner, cards.count, cards.types) == ("target", "1_or_2_or_3", ["card", "creature"])


def test_noncreature_nonland_card_with_a_comma_serpent_of_the_pass() -> None:
    # Serpent of the Pass: "This spell costs {1} less to cast for each noncreature, nonland card in your graveyard."
    text = "~ coûte {1} de moins à lancer pour chaque carte non-créature, non-terrain dans votre cimetière."
    (cost,) = actions(parsed("Serpent du col", text))
    assert cost.verb == "modify_cost" and cost.per is not None
    assert (cost.per.types, cost.per.not_types, cost.per.zone) == (["card"], ["creature", "land"], "graveyard")


def test_that_many_counters_and_twice_that_much_life() -> None:
    # Gluttonous Slime's devour reminder: "This creature enters the battlefield with that many +1/+1 counters on it.";
    # Boon Reflection: "If you would
    # gain life, you gain twice that much life instead." ("ce nombre de", the number said before)
    (enters,) = actions(
        parsed("Boue gloutonne", "Cette créature arrive en jeu avec ce nombre de marqueurs +1/+1 sur elle.")
    )
    assert enters.verb == "enter" and enters.detail == ["counter:+1/+1:that_many"]
    text = "Si vous deviez gagner des points de vie, vous gagnez deux fois ce nombre de points de vie à la place."
    (gain,) = actions(parsed("Réverbération de faveur", text))
    assert gain.verb == "gain_life" and gain.amount == "2*that_many"


def test_enters_with_your_choice_of_counters_boot_nipper() -> None:
    # Boot Nipper: "This creature enters with your choice of a deathtouch counter or a lifelink counter on it."
    text = (
        "~ arrive sur le champ de bataille avec, selon votre choix, un marqueur « contact mortel » ou un marqueur "
        "« lien de vie » sur lui."
    )
    (enters,) = actions(parsed("Pince-bottes", text))
    assert enters.verb == "enter" and enters.zone_to == "battlefield"
    assert enters.detail[0] == "choice_of:you" and len(enters.detail) == 3
