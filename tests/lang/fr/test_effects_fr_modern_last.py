"""French of the modern sample printed-fr-modern (issue #23), `lang/fr/effect_modern_last.py` and
`grammar/effects-fr/5-modern-last.lark`: players by a relative clause, combat damage assigned otherwise, totals, the
player with the most life, past events ("est morte", "a quitté le champ de bataille", "s'est défaussé"), either place,
copies "qui en est une copie", and the French verbs that had read otherwise ("doublez", "cinq de ces jetons"). Each
case quotes a real card of printed-fr-modern or printed-fr, with the English Oracle wording it stands for."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.tree import Action, Card, EffectCondition, ObjectPhrase, PlayerPhrase, Reference, TriggerEvent, Untyped


def parsed(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def actions(card: Card) -> list[Action]:
    return [node for node in card_effects(card) if isinstance(node, Action)]


def test_combat_damage_assigned_as_though_unblocked_garruk_savage_herald() -> None:
    # Garruk, héraut sauvage (Garruk, Savage Herald): "You may have that creature assign its combat damage as though it
    # weren't blocked."
    text = "Vous pouvez faire que cette créature attribue ses blessures de combat comme si elle n'était pas bloquée."
    (assign,) = actions(parsed("Garruk, héraut sauvage", text))
    assert assign.verb == "assign_combat_damage" and "as_though:not_blocked" in assign.detail and assign.optional


def test_combat_damage_by_toughness_dorans_bark() -> None:
    # Écorce de Doran: "… it assigns combat damage equal to its toughness rather than its power."
    text = (
        "Tant que l'endurance de la créature équipée est supérieure à sa force, elle attribue un nombre de blessures "
        "de combat égal à son endurance à la place de sa force."
    )
    card = parsed("Écorce de Doran", text)
    (assign,) = actions(card)
    assert assign.verb == "assign_combat_damage" and "equal_to:toughness" in assign.detail and is_typed([assign])


def test_the_player_with_the_most_life_seraphic_greatsword() -> None:
    # Espadon séraphique (Seraphic Greatsword): "Whenever equipped creature attacks the player with the most life or
    # tied for most life, …"
    text = (
        "À chaque fois que la créature équipée attaque le joueur qui a le total de points de vie le plus élevé ou qui "
        "partage le total de points de vie le plus élevé, créez un jeton de créature 4/4 blanche Ange avec le vol, "
        "engagé et attaquant ce joueur."
    )
    card = parsed("Espadon séraphique", text)
    event = next(e for e in card_effects(card) if isinstance(e, TriggerEvent))
    (attacked,) = event.actions[0].objects
    assert isinstance(attacked, ObjectPhrase) and attacked.qualifiers == ["most:life:or_tied"]
    assert is_typed(card_effects(card))


def test_a_total_mana_value_a_premonition_of_your_demise() -> None:
    # Une prémonition de votre trépas: "… this scheme deals damage equal to their total mana value to any target."
    text = (
        "Quand vous révélez au moins une carte non-terrain de cette manière, cette machination inflige un nombre de "
        "blessures égal à sa valeur de mana totale à n'importe quelle cible."
    )
    card = parsed("Une prémonition de votre trépas", text)
    damage = next(a for a in actions(card) if a.verb == "deal_damage")
    assert damage.amount == "total_mana_value" and is_typed(card_effects(card))


def test_a_player_who_controls_the_most_no_witnesses() -> None:
    # Pas de témoin (No Witnesses): "Each player who controls the most creatures investigates."
    (investigate,) = actions(parsed("Pas de témoin", "Chaque joueur qui contrôle le plus de créatures enquête."))
    assert investigate.verb == "investigate" and isinstance(investigate.actor, PlayerPhrase)
    (controls,) = investigate.actor.relative
    assert isinstance(controls, EffectCondition) and controls.test == "control"
    assert isinstance(controls.about[0], ObjectPhrase) and controls.about[0].determiner == "most"


def test_a_player_who_did_this_way_noble_benefactor_and_borderland_explorer() -> None:
    # Noble bienfaiteur: "Then each player who searched their library this way shuffles."
    text = "Chaque joueur qui a cherché dans sa bibliothèque de cette manière la mélange ensuite."
    (shuffle,) = actions(parsed("Noble bienfaiteur", text))
    assert shuffle.verb == "shuffle" and isinstance(shuffle.actor, PlayerPhrase) and shuffle.actor.relative
    # Explorateur des frontières: "Each player who discarded a card this way may search their library for a basic
    # land card, …"
    text = (
        "Chaque joueur qui s'est défaussé d'une carte de cette manière peut chercher dans sa bibliothèque une carte "
        "de terrain de base, la révéler, la mettre dans sa main, puis mélanger sa bibliothèque."
    )
    search = actions(parsed("Explorateur des frontières", text))[0]
    assert search.verb == "search" and isinstance(search.actor, PlayerPhrase)
    (discarded,) = search.actor.relative
    assert isinstance(discarded, Action) and discarded.verb == "discard"


def test_each_opponent_who_didnt_zoyowa_lava_tongue() -> None:
    # Zoyowa Langue-de-lave: "Zoyowa deals 3 damage to each opponent who didn't."
    (damage,) = actions(
        parsed("Zoyowa Langue-de-lave", "~ inflige 3 blessures à chaque adversaire qui n'a pas fait ainsi.")
    )
    (opponents,) = damage.objects
    assert isinstance(opponents, PlayerPhrase) and opponents.who == "each_opponent"
    assert [r.test for r in opponents.relative if isinstance(r, EffectCondition)] == ["does_not"]


def test_cant_phase_in_while_tapped_the_pandorica() -> None:
    # La Pandorica: "It can't phase in for as long as The Pandorica remains tapped."
    (phase,) = actions(parsed("La Pandorica", "Il ne peut pas passer en phase tant que la Pandorica reste engagée."))
    assert phase.verb == "phase_in" and phase.negated and phase.duration is not None


def test_goaded_expend_and_mutate() -> None:
    # Impetus parasitaire: "Enchanted creature gets +2/+2 and is goaded."
    card = parsed("Impetus parasitaire", "La créature enchantée gagne +2/+2 et est incitée.")
    assert [a.verb for a in actions(card)] == ["modify_pt", "goad"]
    # Boxeuse aux poings-d'écorce: "Whenever you expend 4, this creature gains indestructible until end of turn."
    text = (
        "À chaque fois que vous déboursez 4, la Boxeuse aux poings-d'écorce acquiert l'indestructible jusqu'à la fin "
        "du tour."
    )
    event = next(e for e in card_effects(parsed("Boxeuse aux poings-d'écorce", text)) if isinstance(e, TriggerEvent))
    assert event.event == "expend"
    # Guetteur de l'ossuaire: "Whenever this creature mutates, return target permanent card from your graveyard to
    # your hand."
    text = (
        "À chaque fois que le Guetteur de l'ossuaire subit une mutation, renvoyez une carte de permanent ciblée "
        "depuis votre cimetière dans votre main."
    )
    event = next(e for e in card_effects(parsed("Guetteur de l'ossuaire", text)) if isinstance(e, TriggerEvent))
    assert event.event == "mutate"


def test_either_place_arahbo() -> None:
    # Arahbo, Rugissement du monde: "… if Arahbo is in the command zone or on the battlefield, …"
    text = (
        "Au début du combat pendant votre tour, si Arahbo est dans la zone de commandement ou sur le champ de "
        "bataille, un autre chat ciblé que vous contrôlez gagne +3/+3 jusqu'à la fin du tour."
    )
    card = parsed("Arahbo, Rugissement du monde", text)
    conditions = [e for e in card_effects(card) if isinstance(e, EffectCondition)]
    assert [c.test for c in conditions] == ["is:command_or_on_battlefield"]


def test_three_counters_listed_abigale() -> None:
    # Abrise, première année éloquente: "Put a flying counter, a first strike counter, and a lifelink counter on that
    # creature."
    text = 'Mettez un marqueur " vol ", un marqueur " initiative " et un marqueur " lien de vie " sur ~.'
    (put,) = actions(parsed("Abrise, première année éloquente", text))
    assert put.verb == "put_counter" and len(put.detail) == 3


def test_different_powers_and_a_copy_of_it() -> None:
    # Éclaireuse vaillante: "if you control three or more creatures with different powers"
    text = (
        "Au début du combat pendant votre tour, si vous contrôlez au moins trois créatures avec des forces "
        "différentes, les créatures que vous contrôlez acquièrent l'indestructible jusqu'à la fin du tour."
    )
    card = parsed("Éclaireuse vaillante", text)
    assert is_typed(card_effects(card))
    # Marche du progrès: "For each creature chosen this way, create a token that's a copy of it."
    text = "Pour chaque créature choisie de cette manière, créez un jeton qui en est une copie."
    (create,) = actions(parsed("Marche du progrès", text))
    (token,) = create.objects
    assert isinstance(token, ObjectPhrase) and token.qualifiers == ["copy_of"]
    (it,) = token.related
    assert isinstance(it, Reference) and it.refers == "anaphora"


def test_past_events_revolt_and_a_creature_that_died() -> None:
    # Harponneuse d'élite: "if a permanent left the battlefield under your control this turn"
    text = (
        "Quand la Harponneuse d'élite arrive sur le champ de bataille, si un permanent que vous contrôliez a quitté le "
        "champ de bataille ce tour-ci, détruisez une créature engagée ciblée qu'un adversaire contrôle."
    )
    assert is_typed(card_effects(parsed("Harponneuse d'élite", text)))
    # Bontu la Glorifiée: "Bontu can't attack or block unless a creature died under your control this turn."
    text = (
        "Bontu la Glorifiée ne peut ni attaquer ni bloquer à moins qu'une créature ne soit morte sous votre contrôle "
        "ce tour-ci."
    )
    attack = actions(parsed("Bontu la Glorifiée", text))[0]
    assert isinstance(attack.condition, EffectCondition) and attack.condition.test == "unless:did"
    (died,) = attack.condition.about
    assert isinstance(died, Action) and died.verb == "die"


def test_had_no_counters_deadly_grub() -> None:
    # Larve mortelle (Deadly Grub): "When this creature dies, if it had no time counters on it, …"
    text = "Si elle n'avait pas de marqueur « temps » sur elle, piochez une carte."
    card = parsed("Larve mortelle", text)
    (draw,) = actions(card)
    assert isinstance(draw.condition, EffectCondition) and draw.condition.test.startswith("had:")


def test_double_is_not_a_switch_zopandrel() -> None:
    # Zopandrel, Dominus de la faim: "At the beginning of each combat, double the power and toughness of each creature
    # you control until end of turn."
    text = (
        "Au début de chaque combat, doublez la force et l'endurance de chaque créature que vous contrôlez jusqu'à "
        "la fin du tour."
    )
    (double,) = actions(parsed("Zopandrel, Dominus de la faim", text))
    assert double.verb == "double" and double.amount == "power_toughness"
    # "échangez" before the same words still switches them
    text = "Échangez la force et l'endurance de la créature ciblée jusqu'à la fin du tour."
    assert [a.verb for a in actions(parsed("x", text))] == ["switch_pt"]


def test_five_of_those_tokens_are_created_gather_the_townsfolk() -> None:
    # Rassemblement des citadins: "Fateful hour — If you have 5 or less life, create five of those tokens instead."
    text = "Si vous avez 5 points de vie ou moins, mettez sur le champ de bataille cinq de ces jetons à la place."
    (create,) = actions(parsed("Rassemblement des citadins", text))
    assert create.verb == "create" and create.objects[0].types == ["token"]  # type: ignore[union-attr]


def test_the_siege_sides_and_a_sentence_not_understood() -> None:
    # Siège de la steppe érodée: "As this enchantment enters, choose Abzan or Mardu."
    card = parsed("Siège de la steppe érodée", "Au moment où cet enchantement arrive, choisissez Abzan ou Mardu.")
    assert is_typed(card_effects(card))
    # a relative clause on a player the lexicon does not know stays untyped, with its words
    card = parsed("x", "Chaque joueur qui mange une pomme enquête.")
    assert any(isinstance(e, Untyped) for e in card_effects(card))
