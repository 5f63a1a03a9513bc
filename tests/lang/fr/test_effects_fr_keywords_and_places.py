"""Older French wordings read as the English Oracle text reads them now (`lang/fr/effect_printed_places.py`,
`grammar/effects-fr/1-more.lark`): "ne peut pas être bloquée excepté par deux créatures ou plus" is menace and
"… excepté par des créatures-artefacts ou des créatures noires" fear (the keyword gained), a place in a library counted
from its top is that library, "à la fois rouge et blanc" both colours, "les cartes révélées" the cards revealed. Each
case quotes a real printed card."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.tree import Action, Card, Choice, ObjectPhrase, TriggerEvent


def parse(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def test_cant_be_blocked_except_by_two_is_menace_gruul_nodorog() -> None:
    # Nodorog gruul (Gruul Nodorog, GPT): "{R}: Gruul Nodorog gains menace until end of turn."
    text = "{R} : Le Nodorog gruul ne peut pas être bloqué ce tour-ci excepté par deux créatures ou plus."
    (menace,) = effects(parse("Nodorog gruul", text))
    assert isinstance(menace, Action) and menace.verb == "gain_ability" and not menace.negated
    assert menace.detail == ["keyword:menace"] and menace.duration is not None


def test_except_by_artifact_and_black_creatures_is_fear_cursed_flesh() -> None:
    # Chair maudite (Cursed Flesh, INV): "Enchanted creature gets -1/-1 and has fear."
    text = (
        "La créature enchantée gagne -1/-1 et ne peut pas être bloquée excepté par des créatures-artefacts ou des "
        "créatures noires."
    )
    pump, fear = effects(parse("Chair maudite", text))
    assert isinstance(pump, Action) and pump.verb == "modify_pt"
    assert isinstance(fear, Action) and fear.verb == "gain_ability" and fear.detail == ["keyword:fear"]


def test_second_from_the_top_chronostutter() -> None:
    # Chronobalbutiement (Chronostutter, M15): "Put target creature into its owner's library second from the top."
    text = "Mettez la créature ciblée dans la bibliothèque de son propriétaire en deuxième position à partir du dessus."
    (put,) = effects(parse("Chronobalbutiement", text))
    assert isinstance(put, Action) and put.verb == "put" and put.zone_to == "library"


def test_a_spell_thats_both_red_and_white_battlegate_mimic() -> None:
    # Mimique de la porte de guerre (Battlegate Mimic, EVE): "Whenever you cast a spell that's both red and white, …"
    text = (
        "À chaque fois que vous jouez un sort qui est à la fois rouge et blanc, le Mimique de la porte de guerre "
        "devient 4/2 et acquiert l'initiative jusqu'à la fin du tour."
    )
    event, *_ = effects(parse("Mimique de la porte de guerre", text))
    assert isinstance(event, TriggerEvent)
    (spell,) = event.actions[0].objects
    assert isinstance(spell, ObjectPhrase) and "is:red+white" in spell.qualifiers


def test_the_revealed_cards_trepanation_blade_and_the_rest_fathom_trawl() -> None:
    # Lame de trépanation (Trepanation Blade, ISD): "That player puts the revealed cards into his or her graveyard.";
    # Chalut des grands fonds (Fathom Trawl, LRW): "…, then put the rest of the revealed cards on the bottom of your
    # library in any order."
    (put,) = effects(parse("Lame de trépanation", "Ce joueur met toutes les cartes révélées dans son cimetière."))
    assert isinstance(put, Action) and put.zone_to == "graveyard"
    assert isinstance(put.objects[0], ObjectPhrase) and "revealed" in put.objects[0].qualifiers
    text = (
        "Mettez les cartes non-terrain révélées de cette manière dans votre main, puis mettez le reste des cartes "
        "révélées au-dessous de votre bibliothèque, dans l'ordre de votre choix."
    )
    first, rest = effects(parse("Chalut des grands fonds", text))
    assert isinstance(rest, Action) and rest.verb == "put" and rest.zone_to == "library"


def test_next_damage_that_would_be_dealt_this_turn_carom() -> None:
    # Carambolage (Carom, DIS): "The next 1 damage that would be dealt to target creature this turn is dealt to another
    # target creature instead."
    text = (
        "La prochaine 1 blessure qui devait être infligée ce tour-ci à une créature ciblée est infligée à une autre "
        "créature ciblée à la place."
    )
    (redirect,) = effects(parse("Carambolage", text))
    assert isinstance(redirect, Action) and redirect.verb == "deal_damage" and redirect.duration is not None


def test_prevent_divided_as_you_choose_angel_of_salvation() -> None:
    # Ange du salut (Angel of Salvation, FUT): "… prevent the next 5 damage that would be dealt this turn to any number
    # of target creatures and/or players, divided as you choose."
    text = (
        "Prévenez les prochaines 5 blessures qui devraient être infligées ce tour-ci à n'importe quel nombre de "
        "créatures ciblées et/ou de joueurs ciblés, réparties de la manière que vous choisissez."
    )
    (prevent,) = effects(parse("Ange du salut", text))
    assert isinstance(prevent, Action) and prevent.verb == "prevent" and prevent.amount == "5"
    assert "divided:as_you_choose" in prevent.detail


def test_an_additional_combat_phase_aggravated_assault_and_hellkite_charger() -> None:
    # Escalade de violence (Aggravated Assault, ONS): "After this main phase, there is an additional combat phase
    # followed by an additional main phase."; Batailleur escouflenfer (Hellkite Charger, ZEN): "If you do, untap all
    # attacking creatures and after this phase, there is an additional combat phase."
    text = "Cette phase est suivie d'une phase de combat supplémentaire, puis d'une phase principale supplémentaire."
    (phase,) = effects(parse("Escalade de violence", text))
    assert isinstance(phase, Action) and phase.verb == "add_phase" and phase.detail == ["combat_then_main"]
    text = (
        "Si vous faites ainsi, dégagez toutes les créatures attaquantes et cette phase est suivie d'une phase de "
        "combat supplémentaire."
    )
    untap, phase = effects(parse("Batailleur escouflenfer", text))
    assert isinstance(untap, Action) and untap.verb == "untap"
    assert isinstance(phase, Action) and phase.verb == "add_phase" and phase.detail == ["combat"]


def test_a_new_target_for_that_copy_chain_of_smog() -> None:
    # Chaîne de brouillard (Chain of Smog, ONS): "That player may copy this spell and may choose a new target for that
    # copy."
    text = "Ce joueur peut copier ce sort et peut choisir une nouvelle cible pour cette copie."
    copy, choice = effects(parse("Chaîne de brouillard", text))
    assert isinstance(copy, Action) and copy.verb == "copy"
    assert getattr(choice, "what", None) == "targets"


def test_an_artifact_creature_or_land_card_arbiter_of_the_ideal() -> None:
    # Arbitre de l'Idéal (Arbiter of the Ideal, BNG): "If it's an artifact, creature, or land card, you may put it onto
    # the battlefield with a manifestation counter on it."
    text = (
        "Si c'est une carte d'artefact, de créature ou de terrain, vous pouvez la mettre sur le champ de bataille avec "
        "un marqueur « manifestation » sur elle."
    )
    (put,) = effects(parse("Arbitre de l'Idéal", text))
    assert isinstance(put, Action) and put.verb == "put" and put.condition is not None
    (card,) = put.condition.about
    assert isinstance(card, ObjectPhrase) and {"artifact", "creature", "land"} <= set(card.types)


def test_for_each_card_named_in_each_graveyard_rite_of_flame() -> None:
    # Rite de flammes (Rite of Flame, CSP): "…, then add {R} to your mana pool for each card named Rite of Flame in
    # each graveyard."
    text = (
        "Ajoutez {R}{R} à votre réserve, puis ajoutez {R} à votre réserve pour chaque carte appelée Rite de flammes "
        "dans chaque cimetière."
    )
    _, more = effects(parse("Rite de flammes", text))
    assert isinstance(more, Action) and more.verb == "add_mana"
    assert isinstance(more.per, ObjectPhrase) and more.per.zone == "graveyard"


def test_target_up_to_two_creatures_travel_preparations() -> None:
    # Préparatifs de voyage (Travel Preparations, ISD): "Put a +1/+1 counter on each of up to two target creatures."
    text = "Ciblez jusqu'à deux créatures. Mettez un marqueur +1/+1 sur chacune d'elles."
    choice, put = effects(parse("Préparatifs de voyage", text))
    assert isinstance(choice, Choice) and choice.what == "targets"
    assert isinstance(choice.objects[0], ObjectPhrase) and choice.objects[0].count == "2"
    assert isinstance(put, Action) and put.verb == "put_counter"


def test_separated_into_two_piles_fact_or_fiction() -> None:
    # Fait ou fiction (Fact or Fiction, INV): "An opponent separates those cards into two piles. Put one pile into your
    # hand and the other into your graveyard."
    text = (
        "Révélez les cinq cartes du dessus de votre bibliothèque. Un adversaire sépare ces cartes en deux tas faces "
        "visibles. Mettez un de ces tas dans votre main et l'autre dans votre cimetière."
    )
    reveal, separate, hand, graveyard = effects(parse("Fait ou fiction", text))
    assert isinstance(separate, Action) and separate.verb == "separate" and separate.detail == ["piles:two"]
    assert isinstance(hand, Action) and hand.verb == "put" and hand.zone_to == "hand"
    assert isinstance(graveyard, Action) and graveyard.zone_to == "graveyard"


def test_reveal_it_and_put_it_into_your_hand_imperial_hellkite() -> None:
    # Escouflenfer impérial (Imperial Hellkite, LGN): "… you may search your library for a Dragon card, reveal it, and
    # put it into your hand."
    text = (
        "Quand l'Escouflenfer impérial est retourné face visible, vous pouvez chercher dans votre bibliothèque une "
        "carte de dragon, la révéler et l'ajouter à votre main."
    )
    *_, put = effects(parse("Escouflenfer impérial", text))
    assert isinstance(put, Action) and put.verb == "put" and put.zone_to == "hand"


def test_one_mana_of_any_type_that_land_produced_zhur_taa_ancient() -> None:
    # Ancien de Zhur-Taa (Zhur-Taa Ancient, DGM): "Whenever a player taps a land for mana, that player adds one mana
    # … of any type that land produced."
    text = (
        "À chaque fois qu'un joueur engage un terrain pour du mana, ce joueur ajoute à sa réserve un mana de n'importe "
        "quel type que ce terrain produisait."
    )
    _, add = effects(parse("Ancien de Zhur-Taa", text))
    assert isinstance(add, Action) and add.verb == "add_mana"
    assert add.detail == ["mana:any_type:that_land_produced"]
