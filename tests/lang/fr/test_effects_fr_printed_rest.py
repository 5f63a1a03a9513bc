"""Printed French wordings of `lang/fr/effect_printed_rest.py` and the end of `grammar/effects-fr/1-more.lark`, each
read as its card's English Oracle text reads. Each case quotes a real printed card."""

from __future__ import annotations

from helpers import card_effects as effects
from helpers import card_verbs

import mtglinks
from mtglinks.tree import Action, Card, Choice, ObjectPhrase


def parse(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def test_modes_chosen_without_a_dash_rain_of_rust() -> None:
    # Pluie de rouille (Rain of Rust): "Choose one — • Destroy target artifact. • Destroy target land."
    text = "Choisissez l'un Détruisez l'artefact ciblé ; ou détruisez le terrain ciblé."
    choice, artifact, land = effects(parse("Pluie de rouille", text))
    assert isinstance(choice, Choice) and choice.what == "mode"
    assert isinstance(artifact, Action) and artifact.verb == "destroy"
    assert isinstance(land, Action) and land.verb == "destroy"
    assert isinstance(land.objects[0], ObjectPhrase) and land.objects[0].types == ["land"]


def test_modes_chosen_inside_a_trigger_inquisitor_exarch() -> None:
    # Exarque inquisiteur (Inquisitor Exarch): "When … enters the battlefield, choose one — • You gain 2 life.
    # • Target opponent loses 2 life."
    text = (
        "Quand l'Exarque inquisiteur arrive sur le champ de bataille, choisissez l'un — Vous gagnez 2 points de vie ; "
        "ou l'adversaire ciblé perd 2 points de vie."
    )
    event, choice, gain, lose = effects(parse("Exarque inquisiteur", text))
    assert isinstance(choice, Choice) and choice.what == "mode"
    assert isinstance(gain, Action) and gain.verb == "gain_life"
    assert isinstance(lose, Action) and lose.verb == "lose_life"


def test_modes_joined_by_ou_bien_misery_charm() -> None:
    # Fétiche de misère (Misery Charm): "Destroy target Cleric. • Return target Cleric card … • Target player loses 2
    # life."
    text = (
        "Choisissez l'un Détruisez le clerc ciblé ; ou bien renvoyez le clerc ciblé depuis votre cimetière dans votre "
        "main ; ou bien le joueur ciblé perd 2 points de vie."
    )
    assert card_verbs(parse("Fétiche de misère", text)) == {"destroy": 1, "return": 1, "lose_life": 1}


def test_entwine_cost_in_words_without_its_dash_betrayal_of_flesh() -> None:
    # Trahison de la chair (Betrayal of Flesh): "Entwine—Sacrifice three lands." (the cost read as the English reads it)
    text = (
        "Choisissez l'un Détruisez la créature ciblée ; ou renvoyez la carte de créature ciblée en jeu depuis votre "
        "cimetière.\nUnion Sacrifiez trois terrains. (Choisissez les deux si vous payez le coût d'union.)"
    )
    card = parse("Trahison de la chair", text)
    assert card_verbs(card) == {"destroy": 1, "return": 1, "sacrifice": 1}
    entwine = card.abilities[-1]
    assert [k.canonical for k in entwine.keywords] == ["entwine"]
    # a keyword that takes no cost keeps no sentence: "Vigilance" before a glued line
    vigilance = parse("Konda, seigneur d'Eiganjo", "Vigilance Bushido 5 ~ est indestructible.").abilities[0]
    assert not vigilance.effects


def test_creatures_that_attacked_this_turn_fury_of_the_horde() -> None:
    # Fureur de la horde (Fury of the Horde): "Untap all creatures that attacked this turn."
    (untap,) = effects(parse("Fureur de la horde", "Dégagez toutes les créatures qui ont attaqué ce tour-ci."))
    assert isinstance(untap, Action) and untap.verb == "untap"
    assert isinstance(untap.objects[0], ObjectPhrase) and untap.objects[0].qualifiers == ["attacked_this_turn"]


def test_cards_named_self_elided_life_burst() -> None:
    # Explosion vitale (Life Burst): "… then gains 4 life for each card named Life Burst in each graveyard."
    text = (
        "Le joueur ciblé gagne 4 points de vie, puis gagne 4 points de vie pour chaque carte d'Explosion vitale dans "
        "chaque cimetière."
    )
    first, then = effects(parse("Explosion vitale", text))
    assert isinstance(then, Action) and then.verb == "gain_life"
    assert isinstance(then.per, ObjectPhrase) and then.per.qualifiers == ["named:self"]


def test_destroyed_and_exiled_this_way_fracturing_gust_and_midnight_ritual() -> None:
    # Rafale fracturante (Fracturing Gust): "You gain 2 life for each permanent destroyed this way."
    text = "Vous gagnez 2 points de vie pour chaque permanent détruit de cette manière."
    (gain,) = effects(parse("Rafale fracturante", text))
    assert isinstance(gain, Action) and isinstance(gain.per, ObjectPhrase)
    assert gain.per.qualifiers == ["destroyed_this_way"]
    # Rituel de minuit (Midnight Ritual): "For each creature card exiled this way, create a 2/2 black Zombie …"
    text = (
        "Pour chaque carte de créature retirée de cette manière, mettez en jeu un jeton de créature 2/2 noire Zombie."
    )
    (create,) = effects(parse("Rituel de minuit", text))
    assert isinstance(create, Action) and create.verb == "create"
    assert create.condition is not None and create.condition.about[0].qualifiers == ["exiled_this_way"]


def test_kicked_and_forests_put_onto_the_battlefield_this_way_hunting_wilds() -> None:
    # Étendues de chasse (Hunting Wilds): "If Hunting Wilds was kicked, untap all Forests put onto the battlefield this
    # way."
    text = "Si le coût de kick a été payé, dégagez toutes les forêts mises en jeu de cette manière."
    (untap,) = effects(parse("Étendues de chasse", text))
    assert isinstance(untap, Action) and untap.verb == "untap"
    assert untap.condition is not None and untap.condition.test == "paid:kicked"
    assert isinstance(untap.objects[0], ObjectPhrase)
    assert untap.objects[0].qualifiers == ["put_onto_battlefield_this_way"]


def test_instead_of_that_players_graveyard_lapse_of_certainty() -> None:
    # Absence de certitude (Lapse of Certainty): "If that spell is countered this way, put it on top of its owner's
    # library instead of into that player's graveyard."
    text = (
        "Contrecarrez le sort ciblé. Si ce sort est contrecarré de cette manière, mettez-le au-dessus de la "
        "bibliothèque de son propriétaire à la place du cimetière de ce joueur."
    )
    counter, put = effects(parse("Absence de certitude", text))
    assert isinstance(put, Action) and put.verb == "put" and put.zone_to == "library"
    assert "instead_of:graveyard" in put.detail


def test_put_back_in_any_order_sensei_divining_top() -> None:
    # Toupie de divination du sensei (Sensei's Divining Top): "Look at the top three cards of your library, then put
    # them back in any order."
    text = "Regardez les trois cartes du dessus de votre bibliothèque, puis remettez-les dans n'importe quel ordre."
    look, put = effects(parse("Toupie de divination du sensei", text))
    assert isinstance(put, Action) and put.verb == "put" and put.detail == ["back", "any_order"]


def test_would_wound_you_haazda_shield_mate() -> None:
    # Compagnon de bouclier d'Haazda (Haazda Shield Mate): "The next time a source of your choice would deal damage to
    # you this turn, prevent that damage."
    text = (
        "{W} : La prochaine fois qu'une source de votre choix devrait vous blesser ce tour-ci, prévenez ces blessures."
    )
    (prevent,) = effects(parse("Compagnon de bouclier d'Haazda", text))
    assert isinstance(prevent, Action) and prevent.verb == "prevent"
    assert prevent.condition is not None and prevent.condition.test == "next_time"
    (dealt,) = prevent.condition.about
    assert isinstance(dealt, Action) and dealt.verb == "deal_damage" and dealt.objects[0].who == "you"


def test_is_black_among_predicates_possessed_centaur() -> None:
    # Centaure possédé (Possessed Centaur): "… gets +1/+1, is black, and has "{2}{B}, {T}: Destroy target green
    # creature.""
    text = (
        "Seuil – Le Centaure possédé gagne +1/+1, est noir et a « {2}{B}, {T}: Détruisez la créature verte ciblée. » "
        "(Vous avez le seuil tant qu'il y a sept cartes ou plus dans votre cimetière.)"
    )
    card = parse("Centaure possédé", text)
    black = [e for e in effects(card) if isinstance(e, Action) and e.verb == "become"]
    assert len(black) == 1 and black[0].detail == ["is"] and black[0].objects[0].colors == ["black"]
    # the card's own colour alone stays unread (the Oracle text prints a colour indicator)
    assert not isinstance(effects(parse("Pacte de tuerie", "Le Pacte de tuerie est noir."))[0], Action)


def test_three_additional_time_counters_ravaging_riftwurm() -> None:
    # Guivre des failles dévastatrice (Ravaging Riftwurm): "If Ravaging Riftwurm was kicked, it enters the battlefield
    # with three additional time counters on it."
    text = (
        "Si le coût de kick a été payé, la Guivre des failles dévastatrice arrive en jeu avec, sur elle, trois "
        "marqueurs « temps » supplémentaires."
    )
    (enter,) = effects(parse("Guivre des failles dévastatrice", text))
    assert isinstance(enter, Action) and enter.verb == "enter"
    assert enter.detail == ["counter:time:3:additional"]


def test_the_imprinted_card_copied_and_cast_spellbinder() -> None:
    # Entrave-sort (Spellbinder): "… you may copy the exiled card. If you do, you may cast the copy without paying its
    # mana cost."
    text = (
        "À chaque fois que la créature équipée inflige des blessures de combat à un joueur, vous pouvez copier la "
        "carte d'éphémère dont cette carte a l'empreinte et jouer la copie sans payer son coût de mana."
    )
    event, copy, cast = effects(parse("Entrave-sort", text))
    assert isinstance(copy, Action) and copy.verb == "copy"
    assert isinstance(copy.objects[0], ObjectPhrase) and copy.objects[0].qualifiers == ["exiled_with_self"]
    assert isinstance(cast, Action) and cast.verb == "cast"


def test_the_older_ce_tour_demonfire() -> None:
    # Feu démoniaque (Demonfire): "If a creature dealt damage this way would die this turn, exile it instead."
    text = (
        "Si une créature ayant subi des blessures de cette manière devait être mise dans un cimetière ce tour, "
        "retirez-la de la partie à la place."
    )
    (exile,) = effects(parse("Feu démoniaque", text))
    assert isinstance(exile, Action) and exile.verb == "exile"
    assert exile.condition is not None and exile.condition.test == "would"


def test_under_their_control_baloth_cage_trap() -> None:
    # Piège à cage de baloth (Baloth Cage Trap): "If an opponent had an artifact enter the battlefield under his or her
    # control this turn, you may pay {1}{G} rather than pay Baloth Cage Trap's mana cost."
    text = (
        "Si un adversaire a fait arriver un artefact sur le champ de bataille sous son contrôle ce tour-ci, vous "
        "pouvez payer {1}{G} à la place du coût de mana du Piège à cage de baloth."
    )
    (pay,) = effects(parse("Piège à cage de baloth", text))
    assert isinstance(pay, Action) and pay.verb == "pay"
    assert pay.condition is not None and pay.condition.test == "had_event"
    opponent, entered = pay.condition.about
    assert isinstance(entered, Action) and entered.verb == "enter" and entered.detail == ["under:their"]


def test_spells_cant_be_cast_in_the_older_jouer_and_the_named_card() -> None:
    # Gaddock Teeg: "Noncreature spells with {X} in their mana costs can't be cast." (printed "ne peuvent pas être
    # joués"); Meddling Mage: "The named card can't be played." (printed English; French "La carte nommée ne peut pas
    # être jouée.")
    (cast,) = effects(parse("Gaddock Teeg", "Les sorts non-créature ne peuvent pas être joués."))
    assert isinstance(cast, Action) and cast.verb == "cast" and cast.negated
    (named,) = effects(parse("Ingérence du mage", "La carte nommée ne peut pas être jouée."))
    assert isinstance(named, Action) and named.verb == "play" and named.negated


def test_if_the_player_does_chain_of_vapor() -> None:
    # Chaîne de vapeur (Chain of Vapor): "If the player does, he or she may copy this spell and may choose a new target
    # for that copy."
    text = "S'il fait ainsi, il peut copier ce sort et peut choisir une nouvelle cible pour cette copie."
    copy, choose = effects(parse("Chaîne de vapeur", text))
    assert isinstance(copy, Action) and copy.verb == "copy"
    assert copy.condition is not None and copy.condition.test == "does"


def test_more_wizards_than_each_other_player_thoughtbound_primoc() -> None:
    # Primoc esclave (Thoughtbound Primoc): "if a player controls more Wizards than each other player, the player who
    # controls the most Wizards gains control of Thoughtbound Primoc." (who controls a state, not an action)
    text = (
        "Au début de votre entretien, si un joueur contrôle plus de sorciers que chacun des autres joueurs, il "
        "acquiert le contrôle du Primoc esclave."
    )
    card = parse("Primoc esclave", text)
    assert card_verbs(card) == {"gain_control": 1}
    event, control, gain = effects(card)
    assert control.test == "control"  # type: ignore[attr-defined]
    player, wizards = control.about  # type: ignore[attr-defined]
    assert player.who == "a_player" and wizards.determiner == "more"


def test_each_other_player_syphon_soul() -> None:
    # Siphonner l'âme (Syphon Soul): "Syphon Soul deals 2 damage to each other player."
    text = "Siphonner l'âme inflige 2 blessures à chacun des autres joueurs."
    (damage,) = effects(parse("Siphonner l'âme", text))
    assert isinstance(damage, Action) and damage.verb == "deal_damage"
    assert isinstance(damage.objects[0], ObjectPhrase) and damage.objects[0].determiner == "each"
    assert damage.objects[0].types == ["player"]


def test_sentences_read_whole_tattoo_ward_and_lichs_tomb() -> None:
    # Rune de garde tatouée (Tattoo Ward): "This effect doesn't remove Tattoo Ward."
    (ward,) = effects(parse("Rune de garde tatouée", "Cet effet ne retire pas la Rune de garde tatouée."))
    assert isinstance(ward, Action) and ward.verb == "unattach" and ward.negated
    # Tombe de la liche (Lich's Tomb): "You don't lose the game for having 0 or less life."
    text = "Vous ne perdez pas la partie parce que vous avez 0 point de vie ou moins."
    (lose,) = effects(parse("Tombe de la liche", text))
    assert isinstance(lose, Action) and lose.verb == "lose" and lose.negated
    assert lose.detail == ["not_for_zero_or_less_life"]


def test_an_additional_bonus_heavy_mattock() -> None:
    # Lourde pioche (Heavy Mattock): "As long as equipped creature is a Human, it gets an additional +1/+1."
    text = "Tant que la créature équipée est un humain, elle gagne +1/+1 supplémentaire."
    (bonus,) = effects(parse("Lourde pioche", text))
    assert isinstance(bonus, Action) and bonus.verb == "modify_pt" and bonus.amount == "+1/+1"


def test_cast_the_copies_chandra_pyromaster() -> None:
    # Chandra, pyromaîtresse (Chandra, Pyromaster): "You may cast the copies without paying their mana costs."
    text = "−7 : Vous pouvez lancer les copies sans payer leur coût de mana."
    (cast,) = effects(parse("Chandra, pyromaîtresse", text))
    assert isinstance(cast, Action) and cast.verb == "cast" and cast.detail == ["without_paying"]
    assert cast.objects[0].refers == "anaphora"  # type: ignore[union-attr]


def test_spend_only_black_mana_on_x_consume_spirit() -> None:
    # Absorption de l'esprit (Consume Spirit): "Spend only black mana on X."
    (spend,) = effects(parse("Absorption de l'esprit", "Ne dépensez que du mana noir pour X."))
    assert isinstance(spend, Action) and spend.verb == "spend" and spend.detail == ["only_black_on_x"]
