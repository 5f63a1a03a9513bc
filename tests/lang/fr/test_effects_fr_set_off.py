"""The French effect tree on phrases set off by commas and a copy's source on the battlefield (the shapes of
`lang/fr/effect_set_off.py` and its block of `grammar/effects-fr.lark`), each read as the English Oracle reads the
same rule. Each case quotes a real printed card."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, ObjectPhrase, Reference


def parse(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def test_a_clone_copies_any_creature_on_the_battlefield() -> None:
    # Clone (printed-fr): "You may have Clone enter as a copy of any creature on the battlefield."
    text = (
        "Vous pouvez faire que le Clone arrive sur le champ de bataille comme une copie de n'importe quelle créature "
        "sur le champ de bataille."
    )
    (enter,) = effects(parse("Clone", text))
    assert isinstance(enter, Action) and enter.verb == Verb.ENTER and "as_copy" in enter.detail
    (copied,) = enter.objects
    assert isinstance(copied, ObjectPhrase) and copied.qualifiers == ["on_battlefield"]
    # where the copied creature is, not a zone the clone comes from
    assert enter.zone_from is None and enter.zone_to == "battlefield"


def test_creatures_enter_as_a_copy_en_tant_que() -> None:
    # Reflets infinis: "Nontoken creatures you control enter as a copy of enchanted creature."
    text = (
        "Les créatures non-jeton que vous contrôlez arrivent sur le champ de bataille en tant que copie de la "
        "créature enchantée."
    )
    (enter,) = effects(parse("Reflets infinis", text))
    assert isinstance(enter, Action) and enter.verb == Verb.ENTER and "as_copy" in enter.detail


def test_it_returns_tapped_under_its_owners_control_set_off_by_commas() -> None:
    # Supplanteur eldrazi: "Exile another target creature, then return it to the battlefield tapped under its
    # owner's control."
    text = (
        "Exilez une autre créature ciblée, puis renvoyez-la sur le champ de bataille, engagée, sous le contrôle de "
        "son propriétaire."
    )
    exile, back = effects(parse("Supplanteur eldrazi", text))
    assert isinstance(exile, Action) and exile.verb == Verb.EXILE
    assert isinstance(back, Action) and back.verb == Verb.RETURN and back.zone_to == "battlefield"
    assert "tapped" in back.detail and "under:owner" in back.detail


def test_it_returns_transformed_and_under_your_control() -> None:
    # Main des moissons: "When this creature dies, return it to the battlefield transformed under your control."
    text = "Quand la Main des moissons meurt, renvoyez-la sur le champ de bataille, transformée et sous votre contrôle."
    back = effects(parse("Main des moissons", text))[-1]
    assert isinstance(back, Action) and back.verb == Verb.RETURN
    assert back.detail == ["transformed", "under_your_control"]


def test_the_cards_put_onto_the_battlefield_tapped_set_off_by_commas() -> None:
    # Traversée des Terres Extérieures (printed-fr-modern): "Put those cards onto the battlefield tapped, then shuffle."
    text = "Mettez ces cartes sur le champ de bataille, engagées, puis mélangez."
    put, shuffle = effects(parse("Traversée des Terres Extérieures", text))
    assert isinstance(put, Action) and put.verb == Verb.PUT and put.detail == ["tapped"]
    assert isinstance(shuffle, Action) and shuffle.verb == Verb.SHUFFLE


def test_damage_divided_among_one_two_or_three_targets_creatures_and_or_players() -> None:
    # Arc électrique (printed-fr): "deals 3 damage divided as you choose among one, two, or three targets"
    text = (
        "L'Arc électrique inflige 3 blessures réparties de la manière que vous choisissez entre une, deux ou trois "
        "cibles, créatures et/ou joueurs."
    )
    (damage,) = effects(parse("Arc électrique", text))
    assert isinstance(damage, Action) and damage.verb == Verb.DEAL_DAMAGE and damage.amount == "3"
    (targets,) = damage.objects
    assert isinstance(targets, ObjectPhrase) and targets.count == "1_or_2_or_3" and targets.types == ["any"]


def test_the_next_damage_prevented_on_a_target_older_wording() -> None:
    # Ténacité (printed-fr): "Prevent the next 3 damage that would be dealt to any target this turn."
    text = "Prévenez, ce tour-ci, les prochaines 3 blessures sur une cible, créature ou joueur."
    (prevent,) = effects(parse("Ténacité", text))
    assert isinstance(prevent, Action) and prevent.verb == Verb.PREVENT and prevent.amount == "3"
    assert prevent.duration is not None and prevent.duration.until == "this_turn"
    (target,) = prevent.objects
    assert isinstance(target, ObjectPhrase) and target.determiner == "target"


def test_life_equal_to_the_toughness_of_an_object_named_after_the_statistic() -> None:
    # Sanctuaire sous les étoiles: "{W}, {T}, Sacrifice a Cleric: You gain life equal to the sacrificed creature's
    # toughness." ("ce clerc" is not among the owners the lexicon reads whole with "l'endurance de")
    card = parse(
        "Sanctuaire sous les étoiles",
        "{W}, {T}, sacrifiez un clerc : Vous gagnez un nombre de points de vie égal à l'endurance de ce clerc.",
    )
    (gain,) = effects(card)
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_LIFE and gain.amount == "toughness"


def test_damage_that_would_be_dealt_to_creatures_aux() -> None:
    # Préservation (printed-fr): "Prevent all damage that would be dealt to creatures this turn."
    text = "Prévenez toutes les blessures qui devraient être infligées aux créatures ce tour-ci."
    (prevent,) = effects(parse("Préservation", text))
    assert isinstance(prevent, Action) and prevent.verb == Verb.PREVENT and prevent.amount == "all"
    (creatures,) = prevent.objects
    assert isinstance(creatures, ObjectPhrase) and creatures.types == ["creature"]


def test_a_card_returned_from_where_it_is_named_after_it() -> None:
    # Ravivement des déchus: "Return target creature card in a graveyard to its owner's hand."
    text = "Renvoyez la carte de créature ciblée dans un cimetière dans la main de son propriétaire."
    (back,) = effects(parse("Ravivement des déchus", text))
    assert isinstance(back, Action) and back.verb == Verb.RETURN
    assert (back.zone_from, back.zone_to) == ("graveyard", "hand")
    (card,) = back.objects
    assert isinstance(card, ObjectPhrase) and card.zone == "graveyard" and card.determiner == "target"


def test_a_card_put_under_your_control_from_where_it_is() -> None:
    # Scion des ténèbres: "you may put target creature card from that player's graveyard onto the battlefield under
    # your control"
    text = "vous pouvez mettre en jeu, sous votre contrôle, la carte de créature ciblée dans le cimetière de ce joueur."
    (put,) = effects(parse("Scion des ténèbres", text))
    assert isinstance(put, Action) and put.verb == Verb.PUT and put.optional
    assert (put.zone_from, put.zone_to) == ("graveyard", "battlefield") and put.detail == ["under_your_control"]


def test_the_others_put_into_the_graveyard() -> None:
    # Chasse à la bête: "Put all creature cards revealed this way into your hand and the rest into your graveyard."
    text = (
        "Mettez toutes les cartes de créature révélées de cette manière dans votre main et les autres dans votre "
        "cimetière."
    )
    to_hand, rest = effects(parse("Chasse à la bête", text))
    assert isinstance(to_hand, Action) and to_hand.verb == Verb.PUT and to_hand.zone_to == "hand"
    assert isinstance(rest, Action) and rest.verb == Verb.PUT and rest.zone_to == "graveyard"
    (others,) = rest.objects
    assert isinstance(others, Reference) and others.refers == "anaphora"


def test_returned_from_the_graveyard_set_off_by_commas_before_the_object() -> None:
    # Frappe post mortem: "Return target creature card with mana value X from your graveyard to the battlefield." (its
    # printed sentence, cut before "dont le coût converti de mana est de X", which is not read)
    text = "Renvoyez sur le champ de bataille, depuis votre cimetière, la carte de créature ciblée."
    (back,) = effects(parse("Frappe post mortem", text))
    assert isinstance(back, Action) and back.verb == Verb.RETURN
    assert (back.zone_from, back.zone_to) == ("graveyard", "battlefield")
    (card,) = back.objects
    assert isinstance(card, ObjectPhrase) and card.determiner == "target"


def test_put_from_the_hand_set_off_by_commas_before_the_object() -> None:
    # Fiole d'Æther: "you may put a creature card with mana value equal to the number of charge counters on this
    # artifact from your hand onto the battlefield"
    (put,) = effects(parse("Fiole d'Æther", "Vous pouvez mettre en jeu, depuis votre main, une carte de créature."))
    assert isinstance(put, Action) and put.verb == Verb.PUT and put.optional
    assert (put.zone_from, put.zone_to) == ("hand", "battlefield")


def test_a_target_of_either_type_set_off_by_commas_then_its_controller() -> None:
    # Aberrant (printed-fr-modern): "destroy target artifact or enchantment that player controls"
    text = "Détruisez une cible, artefact ou enchantement, que ce joueur contrôle."
    (destroy,) = effects(parse("Aberrant", text))
    assert isinstance(destroy, Action) and destroy.verb == Verb.DESTROY
    (target,) = destroy.objects
    assert isinstance(target, ObjectPhrase) and target.determiner == "target"
    assert target.types == ["artifact_or_enchantment"] and target.controller == "that_player"


def test_another_creature_entered_this_turn_in_the_past() -> None:
    # Éowyn, vierge guerrière (printed-fr-modern): "if another Human entered the battlefield under your control this
    # turn"
    text = "Si un autre humain est arrivé sur le champ de bataille sous votre contrôle ce tour-ci, piochez une carte."
    (draw,) = effects(parse("Éowyn, vierge guerrière", text))
    assert isinstance(draw, Action) and draw.condition is not None and draw.condition.test == "did"
    (entered,) = draw.condition.about
    assert isinstance(entered, Action) and entered.verb == Verb.ENTER and entered.detail == ["under_your_control"]
    assert entered.duration is not None and entered.duration.until == "this_turn"
