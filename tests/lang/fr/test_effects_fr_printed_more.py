"""More printed French wordings (`lang/fr/effect_printed_more.py`, `grammar/effects-fr/1-more.lark`), each read as its
card's English Oracle text reads. Each case quotes a real printed card."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.tree import Action, Card, EffectCondition, ObjectPhrase, PlayerPhrase, Reference, TriggerEvent


def parse(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def test_only_if_attacking_is_a_state_gerrard_capashen() -> None:
    # Gerrard Capashen: "Activate this ability only if Gerrard Capashen is attacking." (not "attacks")
    text = "{3}{W}: : Engagez la créature ciblée. Ne jouez cette capacité que si Gerrard Capashen attaque."
    tap, activate = effects(parse("Gerrard Capashen", text))
    assert isinstance(activate, Action) and activate.verb == "activate"
    condition = activate.condition
    assert isinstance(condition, EffectCondition) and condition.test == "is:attacking"
    assert [type(about) for about in condition.about] == [Reference]


def test_as_long_as_it_is_attacking_kor_scythemaster() -> None:
    # Maître-faux kor (Kor Scythemaster): "… has first strike as long as it's attacking."
    (ability,) = effects(parse("Maître-faux kor", "Le Maître-faux kor a l'initiative tant qu'il attaque."))
    assert isinstance(ability, Action) and ability.condition is not None
    assert ability.condition.test == "as_long_as:is:attacking"


def test_the_trigger_attacks_stays_an_event_infectious_horror() -> None:
    # Horreur infectieuse (Infectious Horror): "Whenever Infectious Horror attacks, each opponent loses 2 life."
    text = "À chaque fois que l'Horreur infectieuse attaque, chaque adversaire perd 2 points de vie."
    event, lose = effects(parse("Horreur infectieuse", text))
    assert isinstance(event, TriggerEvent) and event.event == "attack"


def test_attack_you_or_a_planeswalker_is_one_attack_archangel_of_tithes() -> None:
    # Archange des dîmes (Archangel of Tithes): "… creatures can't attack you or a planeswalker you control unless …"
    text = (
        "Tant que l'Archange des dîmes est dégagé, les créatures ne peuvent pas vous attaquer ou attaquer un "
        "planeswalker que vous contrôlez à moins que leur contrôleur ne paie {1} pour chacune de ces créatures."
    )
    (attack,) = effects(parse("Archange des dîmes", text))
    assert isinstance(attack, Action) and attack.verb == "attack" and attack.negated and not attack.alternatives
    you, planeswalker = attack.objects
    assert isinstance(you, PlayerPhrase) and isinstance(planeswalker, ObjectPhrase)
    assert planeswalker.types == ["planeswalker"]


def test_attacking_doesnt_cause_them_to_tap_is_vigilance_akromas_devoted() -> None:
    # Dévot d'Akroma (Akroma's Devoted): the Oracle's "Cleric creatures have vigilance."
    (vigilance,) = effects(parse("Dévot d'Akroma", "Attaquer avec des clercs ne les fait pas s'engager."))
    assert isinstance(vigilance, Action) and vigilance.verb == "gain_ability"
    assert vigilance.detail == ["keyword:vigilance"]
    assert isinstance(vigilance.actor, ObjectPhrase)


def test_entering_doesnt_cause_abilities_to_trigger_torpor_orb() -> None:
    # Orbe de torpeur (Torpor Orb): "Creatures entering the battlefield don't cause abilities to trigger."
    text = "Les créatures qui arrivent sur le champ de bataille ne provoquent pas le déclenchement des capacités."
    (trigger,) = effects(parse("Orbe de torpeur", text))
    assert isinstance(trigger, Action) and trigger.verb == "trigger" and trigger.negated
    assert isinstance(trigger.actor, ObjectPhrase) and trigger.actor.types == ["ability"]
    assert trigger.condition is not None and trigger.condition.test == "caused_by"
    (creatures,) = trigger.condition.about
    assert isinstance(creatures, ObjectPhrase) and creatures.qualifiers == ["entering"]


def test_put_the_rest_on_the_bottom_commune_with_nature() -> None:
    # Communion avec la nature (Commune with Nature): "Put the rest on the bottom of your library in any order."
    text = "Mettez les autres au-dessous de votre bibliothèque, dans n'importe quel ordre."
    (put,) = effects(parse("Communion avec la nature", text))
    assert isinstance(put, Action) and put.verb == "put" and put.zone_to == "library"
    (rest,) = put.objects
    assert isinstance(rest, Reference) and rest.refers == "anaphora"


def test_the_other_cards_stay_an_object() -> None:
    # Vapeurs revivifiantes (Reviving Vapors): "Put the other revealed cards into your graveyard."
    text = "Mettez les autres cartes révélées de cette manière dans votre cimetière."
    (put,) = effects(parse("x", text))
    assert isinstance(put, Action) and isinstance(put.objects[0], ObjectPhrase)


def test_gets_a_poison_counter_hand_of_the_praetors() -> None:
    # Main des praetors (Hand of the Praetors): "… target player gets a poison counter."
    text = (
        "À chaque fois que vous lancez un sort de créature avec l'infection, le joueur ciblé gagne un marqueur "
        "« poison »."
    )
    event, counter = effects(parse("Main des praetors", text))
    assert isinstance(counter, Action) and counter.verb == "get_counter" and counter.detail == ["counter:poison"]


def test_has_a_counter_stays_a_condition() -> None:
    (draw,) = effects(parse("x", 'Si ~ a un marqueur " poison ", piochez une carte.'))
    assert isinstance(draw, Action) and draw.condition is not None
    assert draw.condition.test == "have:counter:poison"


def test_if_you_didnt_cast_it_from_your_hand_epochrasite() -> None:
    # Épokrasite (Epochrasite): "… enters with three +1/+1 counters on it if you didn't cast it from your hand."
    text = (
        "L'Épokrasite arrive sur le champ de bataille avec, sur lui, trois marqueurs +1/+1 si vous ne l'avez pas "
        "lancé depuis votre main."
    )
    (enter,) = effects(parse("Épokrasite", text))
    assert isinstance(enter, Action) and enter.condition is not None
    (cast,) = enter.condition.about
    assert isinstance(cast, Action) and cast.verb == "cast" and cast.negated and "did_not" in cast.detail
    assert cast.zone_from == "hand"


def test_fights_foe_razer_regent_and_hunt_the_weak() -> None:
    # Régente rase-rival (Foe-Razer Regent): "you may have it fight target creature you don't control"
    text = (
        "Quand la Régente rase-rival arrive sur le champ de bataille, vous pouvez faire qu'elle se batte contre une "
        "créature ciblée que vous ne contrôlez pas."
    )
    event, fight = effects(parse("Régente rase-rival", text))
    assert isinstance(fight, Action) and fight.verb == "fight"
    # Chasse aux plus faibles (Hunt the Weak): "That creature fights target creature you don't control."
    text = "Cette créature se bat ensuite contre une créature ciblée que vous ne contrôlez pas."
    (fight,) = effects(parse("Chasse aux plus faibles", text))
    assert isinstance(fight, Action) and fight.verb == "fight"


def test_prevent_damage_it_could_deal_chain_of_silence() -> None:
    # Chaîne de silence (Chain of Silence): "Prevent all damage target creature would deal this turn."
    text = "Prévenez toutes les blessures que la créature ciblée pourrait infliger ce tour-ci."
    (prevent,) = effects(parse("Chaîne de silence", text))
    assert isinstance(prevent, Action) and prevent.verb == "prevent" and "dealt_by" in prevent.detail


def test_control_during_that_players_next_turn_mindslaver() -> None:
    # Esclavagiste d'âmes (Mindslaver): "You control target player during that player's next turn."
    text = "Vous contrôlez le joueur ciblé pendant son prochain tour."
    (control,) = effects(parse("Esclavagiste d'âmes", text))
    assert isinstance(control, Action) and control.verb == "gain_control"
    assert control.condition is not None and control.condition.test == "during:that_player_next:turn"


def test_deck_limit_relentless_rats() -> None:
    # Rats implacables (Relentless Rats): "A deck can have any number of cards named Relentless Rats."
    text = "Un deck peut contenir n'importe quel nombre de cartes appelées Rats implacables."
    (limit,) = effects(parse("Rats implacables", text))
    assert isinstance(limit, Action) and limit.verb == "deck_limit" and limit.detail == ["any_number"]


def test_if_they_were_kicked_kor_sanctifiers() -> None:
    # Sanctificateurs kor (Kor Sanctifiers): "When Kor Sanctifiers enters, if it was kicked, destroy …"
    text = (
        "Quand les Sanctificateurs kor arrivent sur le champ de bataille, s'ils ont été kickés, détruisez l'artefact "
        "ou l'enchantement ciblé."
    )
    event, kicked, destroy = effects(parse("Sanctificateurs kor", text))
    assert isinstance(kicked, EffectCondition) and kicked.test == "paid:kicked"
    assert isinstance(destroy, Action) and destroy.verb == "destroy"


def test_that_much_damage_to_the_chosen_player_saskia() -> None:
    # Saskia l'inflexible (Saskia the Unyielding): "it deals that much damage to the chosen player."
    text = (
        "À chaque fois qu'une créature que vous contrôlez inflige des blessures de combat à un joueur, elle inflige "
        "autant de blessures au joueur choisi."
    )
    event, damage = effects(parse("Saskia l'inflexible", text))
    assert isinstance(damage, Action) and damage.verb == "deal_damage"
    (chosen,) = damage.objects
    assert isinstance(chosen, Reference) and chosen.refers == "chosen"


def test_a_quoted_verb_crank_inflation_station() -> None:
    # Inflation Station: "Whenever you crank this Contraption, target creature gets +3/+3 until end of turn."
    text = (
        'À chaque fois que vous "démarrez" Inflation Station, la créature ciblée gagne +3/+3 jusqu\'à la fin du tour.'
    )
    event, gets = effects(parse("Inflation Station", text))
    assert isinstance(event, TriggerEvent) and event.event == "crank"
    assert isinstance(gets, Action) and gets.verb == "modify_pt"


def test_a_quoted_ability_stays_quoted() -> None:
    gains = effects(parse("x", 'Les créatures que vous contrôlez acquièrent " {T}: Piochez une carte. "'))[0]
    assert isinstance(gains, Action) and gains.detail == ["granted_ability"]


def test_end_the_turn_and_up_to_three_targets() -> None:
    # Arrêt du temps (Time Stop): "End the turn."
    (end,) = effects(parse("Arrêt du temps", "Terminez le tour."))
    assert isinstance(end, Action) and end.verb == "end_turn"
    # Attaque paniquante (Panic Attack): "Up to three target creatures can't block this turn."
    text = "Un maximum de trois créatures ciblées ne peuvent pas bloquer ce tour-ci."
    (block,) = effects(parse("Attaque paniquante", text))
    assert isinstance(block, Action) and block.verb == "block" and block.negated


def test_damage_to_defending_player() -> None:
    # "~ deals 1 damage to defending player." (as printed on older French cards)
    (damage,) = effects(parse("x", "~ inflige 1 blessure au joueur défenseur."))
    assert isinstance(damage, Action) and damage.verb == "deal_damage"
    (player,) = damage.objects
    assert isinstance(player, PlayerPhrase) and player.who == "defending_player"


def test_each_creature_card_exiled_with_it() -> None:
    # "… return to the battlefield under its owner's control each creature card exiled with ~."
    text = (
        "Renvoyez sur le champ de bataille, sous le contrôle de son propriétaire, chaque carte de créature exilée "
        "par ~."
    )
    (ret,) = effects(parse("x", text))
    assert isinstance(ret, Action) and ret.verb == "return"
    (cards,) = ret.objects
    assert isinstance(cards, ObjectPhrase) and cards.qualifiers == ["exiled_with_self"]


def test_if_that_mana_is_spent_on_a_creature_spell_generator_servant() -> None:
    # Servant du générateur (Generator Servant): "If that mana is spent on a creature spell, it gains haste …"
    text = "Si ce mana est dépensé pour un sort de créature, cette créature acquiert la célérité."
    (haste,) = effects(parse("Servant du générateur", text))
    assert isinstance(haste, Action) and haste.condition is not None
    (spend,) = haste.condition.about
    assert isinstance(spend, Action) and spend.verb == "spend"
    assert isinstance(spend.actor, ObjectPhrase) and spend.actor.determiner == "that"


def test_all_cards_it_exiled_admonition_angel() -> None:
    # Ange de l'admonition (Admonition Angel): "… return all cards exiled with Admonition Angel to the battlefield …"
    text = (
        "Quand l'Ange de l'admonition quitte le champ de bataille, renvoyez sur le champ de bataille, sous le contrôle "
        "de leurs propriétaires, toutes les cartes qu'il a exilées."
    )
    event, ret = effects(parse("Ange de l'admonition", text))
    assert isinstance(ret, Action) and ret.verb == "return"
    (cards,) = ret.objects
    assert isinstance(cards, ObjectPhrase) and cards.qualifiers == ["exiled_with_self"]


def test_roll_a_die_treasure_chest_and_feywild_trickster() -> None:
    # Coffre au trésor (Treasure Chest): "{4}, Sacrifice this artifact: Roll a d20."
    (roll,) = effects(parse("Coffre au trésor", "{4}, sacrifiez le Coffre au trésor : Lancez un d20."))
    assert isinstance(roll, Action) and roll.verb == "roll"
    # Escroc de la Féerie sauvage (Feywild Trickster): "Whenever you roll one or more dice, …"
    text = "À chaque fois que vous lancez au moins un dé, piochez une carte."
    event, draw = effects(parse("Escroc de la Féerie sauvage", text))
    assert isinstance(event, TriggerEvent) and event.event == "roll"
    # "lancez" before a spell stays "cast"
    (cast,) = effects(parse("x", "Lancez un sort."))
    assert isinstance(cast, Action) and cast.verb == "cast"


def test_the_first_spell_each_turn_costs_less() -> None:
    # "The first creature spell you cast each turn costs {2} less to cast." (as printed in French)
    text = "Le premier sort de créature que vous lancez à chaque tour coûte {2} de moins à lancer."
    (cost,) = effects(parse("x", text))
    assert isinstance(cost, Action) and cost.verb == "modify_cost"
    assert isinstance(cost.actor, ObjectPhrase) and cost.actor.qualifiers == ["first", "each_turn"]


def test_a_spell_that_targets_only_it_zada() -> None:
    # Zada, broyeuse d'hèdron (Zada, Hedron Grinder): "Whenever you cast an instant or sorcery spell that targets only
    # Zada, Hedron Grinder, …"
    text = (
        "À chaque fois que vous lancez un sort d'éphémère ou de rituel qui ne cible que Zada, broyeuse d'hèdron, "
        "piochez une carte."
    )
    event, draw = effects(parse("Zada, broyeuse d'hèdron", text))
    assert isinstance(event, TriggerEvent)
    (cast,) = event.actions
    (spell,) = cast.objects
    assert isinstance(spell, ObjectPhrase) and spell.qualifiers == ["targets_only"]


def test_a_card_removed_from_the_game_with_it_muse_vessel() -> None:
    # Vase des muses (Muse Vessel): "Choose a card exiled with Muse Vessel."
    (choice,) = effects(parse("x", "Choisissez une carte retirée de la partie par ~."))
    (card,) = getattr(choice, "objects", [])
    assert isinstance(card, ObjectPhrase) and card.qualifiers == ["exiled_with_self"]
