"""More French printed wordings the effect tree reads as the English Oracle text of the same cards: a flip or a
clash won or lost told by its verb alone ("Si vous gagnez, …"), what a player has in a zone ("si vous avez au
moins sept cartes dans votre main"), the object of damage as a pronoun before its verb ("~ lui inflige 3
blessures"), a power and toughness switched ("Échangez la force et l'endurance de …"), a leveler's "NIVEAU 4+", a
search with the object before the zone ("Cherchez une carte … dans votre bibliothèque"), "Choisissez-y une carte", a
trigger inside a sentence ("à chaque fois qu'une créature meurt ce tour-ci"), a controller before its object ("le
contrôleur de la créature ciblée")."""

from __future__ import annotations

import pytest
from helpers import card_effects as effects
from helpers import card_verbs as verbs

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, EffectCondition, ObjectPhrase, PlayerPhrase, Reference


def parse(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def typed(card: Card) -> bool:
    return all(is_typed(a.effects) for a in card.iter_abilities())


def test_the_flip_won_or_lost_by_its_verb_alone() -> None:
    # TSB Frenetic Sliver: "Si vous gagnez, …" / "Si vous perdez, …" are "If you win the flip" / "If you lose the flip"
    text = (
        "{0} : Jouez à pile ou face. Si vous gagnez, retirez le Slivoïde frénétique de la partie. "
        "Si vous perdez, sacrifiez le Slivoïde frénétique."
    )
    flip, exile, sacrifice = effects(parse("Slivoïde frénétique", text))
    assert isinstance(flip, Action) and flip.verb == Verb.FLIP
    outcomes = []
    for action in (exile, sacrifice):
        assert isinstance(action, Action) and isinstance(action.condition, EffectCondition)
        (did,) = action.condition.about
        assert isinstance(did, Action) and action.condition.test == "did"
        outcomes.append(did.verb)
    assert outcomes == [Verb.WIN_FLIP, Verb.LOSE_FLIP]
    # with an object "gagnez" stays "gain": "vous gagnez 4 points de vie"
    (gain,) = effects(parse("Zzz", "Vous gagnez 4 points de vie."))
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_LIFE


@pytest.mark.parametrize(
    ("name", "text", "english_name", "oracle"),
    [
        (  # MMQ Boompile
            "Tas-boum",
            "{T} : Jouez à pile ou face. Si vous gagnez, détruisez tous les permanents non-terrain.",
            "Boompile",
            "{T}: Flip a coin. If you win the flip, destroy all nonland permanents.",
        ),
        (  # LRW Adder-Staff Boggart: a clash won, as the English "If you win"
            "Boggart au bâton vipérin",
            "Quand le Boggart au bâton vipérin arrive en jeu, confrontez un adversaire. Si vous gagnez, mettez un "
            "marqueur +1/+1 sur le Boggart au bâton vipérin.",
            "Adder-Staff Boggart",
            "When Adder-Staff Boggart enters the battlefield, clash with an opponent. If you win, put a +1/+1 counter "
            "on Adder-Staff Boggart.",
        ),
        (  # CHK Ivory Crane Netsuke
            "Netsuke de grue en ivoire",
            "Au début de votre entretien, si vous avez au moins sept cartes dans votre main, vous gagnez 4 points de "
            "vie.",
            "Ivory Crane Netsuke",
            "At the beginning of your upkeep, if you have seven or more cards in hand, you gain 4 life.",
        ),
        (  # 5DN Collapsing Borders
            "Effondrement des frontières",
            "Au début de l'entretien de chaque joueur, ce joueur gagne 1 point de vie pour chaque type de terrain de "
            "base parmi les terrains qu'il contrôle. Ensuite, l'Effondrement des frontières lui inflige 3 blessures.",
            "Collapsing Borders",
            "At the beginning of each player's upkeep, that player gains 1 life for each basic land type among lands "
            "they control. Then Collapsing Borders deals 3 damage to that player.",
        ),
        (  # GPT Inside Out
            "Retournement",
            "Échangez la force et l'endurance de la créature ciblée jusqu'à la fin du tour.\nPiochez une carte.",
            "Inside Out",
            "Switch target creature's power and toughness until end of turn.\nDraw a card.",
        ),
        (  # KTK Ainok Guide's second mode
            "Guide aïnok",
            "Cherchez une carte de terrain de base dans votre bibliothèque, révélez-la, puis mélangez votre "
            "bibliothèque et mettez cette carte au-dessus d'elle.",
            "Ainok Guide",
            "Search your library for a basic land card, reveal it, then shuffle and put that card on top.",
        ),
        (  # 9ED Castigate's older French text: "Choisissez-y" is "You choose … from it"
            "Expiation",
            "L'adversaire ciblé révèle sa main. Choisissez-y une carte non-terrain. Retirez cette carte de la partie.",
            "Castigate",
            "Target opponent reveals their hand. You choose a nonland card from it. Exile that card.",
        ),
        (  # LRW Eyeblight's Ending: a subtype negated
            "Fin du dysmèle",
            "Détruisez la créature non-elfe ciblée.",
            "Eyeblight's Ending",
            "Destroy target non-Elf creature.",
        ),
        (  # M13 Arachnus Web: "ses capacités activées ne peuvent pas être activées"
            "Toile d'arachnus",
            "La créature enchantée ne peut ni attaquer ni bloquer et ses capacités activées ne peuvent pas être "
            "activées.",
            "Arachnus Web",
            "Enchanted creature can't attack or block, and its activated abilities can't be activated.",
        ),
        (  # M11 Fling: the target set off by commas before the damage
            "Jet",
            "En tant que coût supplémentaire pour lancer le Jet, sacrifiez une créature.\nLe Jet inflige à une cible, "
            "créature ou joueur, un nombre de blessures égal à la force de la créature sacrifiée.",
            "Fling",
            "As an additional cost to cast Fling, sacrifice a creature.\nFling deals damage equal to the sacrificed "
            "creature's power to any target.",
        ),
        (  # TSP Clockwork Hydra: "retirez-lui": the counter removed from it
            "Hydre mécanique",
            "L'Hydre mécanique arrive en jeu avec quatre marqueurs +1/+1 sur elle.\nÀ chaque fois que l'Hydre "
            "mécanique attaque ou bloque, retirez-lui un marqueur +1/+1. Si vous faites ainsi, l'Hydre mécanique "
            "inflige 1 blessure à une cible, créature ou joueur.\n{T} : Mettez un marqueur +1/+1 sur l'Hydre "
            "mécanique.",
            "Clockwork Hydra",
            "Clockwork Hydra enters the battlefield with four +1/+1 counters on it.\nWhenever Clockwork Hydra attacks "
            "or blocks, remove a +1/+1 counter from it. If you do, Clockwork Hydra deals 1 damage to any target.\n{T}: "
            "Put a +1/+1 counter on Clockwork Hydra.",
        ),
        (  # GPT Dark Revenant: the place put on right after the verb
            "Obscur revenant",
            "Vol\nQuand l'Obscur revenant meurt, mettez-le au-dessus de la bibliothèque de son propriétaire.",
            "Dark Revenant",
            "Flying\nWhen Dark Revenant dies, put it on top of its owner's library.",
        ),
        (  # ODY Divine Sacrament: "gagnent un +1/+1 supplémentaire"
            "Sacrement divin",
            "Les créatures blanches gagnent +1/+1.\nLes créatures blanches gagnent un +1/+1 supplémentaire.",
            "Divine Sacrament",
            "White creatures get +1/+1.\nWhite creatures get an additional +1/+1.",
        ),
        (  # WWK Ruin Ghost: returned, the object in the verb
            "Fantôme des ruines",
            "{W}, {T} : Exilez un terrain ciblé que vous contrôlez, puis renvoyez-le sur le champ de bataille sous "
            "votre contrôle.",
            "Ruin Ghost",
            "{W}, {T}: Exile target land you control, then return it to the battlefield under your control.",
        ),
        (  # KTK Death Frenzy: a trigger inside a sentence, "que" elided into its subject
            "Frénésie meurtrière",
            "Toutes les créatures gagnent -2/-2 jusqu'à la fin du tour. À chaque fois qu'une créature meurt ce "
            "tour-ci, vous gagnez 1 point de vie.",
            "Death Frenzy",
            "All creatures get -2/-2 until end of turn. Whenever a creature dies this turn, you gain 1 life.",
        ),
        (  # BNG Searing Blood: "au contrôleur de la créature", whose after the noun
            "Sang calcinant",
            "Le Sang calcinant inflige 2 blessures à la créature ciblée. Quand cette créature meurt ce tour-ci, le "
            "Sang calcinant inflige 3 blessures au contrôleur de la créature.",
            "Searing Blood",
            "Searing Blood deals 2 damage to target creature. When that creature dies this turn, Searing Blood deals 3 "
            "damage to the creature's controller.",
        ),
        (  # DTK Atarka Beastbreaker: "une force totale supérieure ou égale à 8", the bound before the number
            "Dresseur de bêtes d'Atarka",
            "{4}{G} : Le Dresseur de bêtes d'Atarka gagne +4/+4 jusqu'à la fin du tour. N'activez cette capacité que "
            "si les créatures que vous contrôlez ont une force totale supérieure ou égale à 8.",
            "Atarka Beastbreaker",
            "{4}{G}: Atarka Beastbreaker gets +4/+4 until end of turn. Activate only if creatures you control have "
            "total power 8 or greater.",
        ),
        (  # ODY Engulfing Flames: the card's plural name after "Ces"
            "Flammes enveloppantes",
            "Ces Flammes enveloppantes infligent 1 blessure à la créature ciblée.",
            "Engulfing Flames",
            "Engulfing Flames deals 1 damage to target creature.",
        ),
        (  # DIS Demon's Jester: "n'avez pas de carte" is "have no cards"
            "Bouffon du démon",
            "Vol\nAcharnement — Le Bouffon du démon gagne +2/+1 tant que vous n'avez pas de carte dans votre main.",
            "Demon's Jester",
            "Flying\nHellbent — Demon's Jester gets +2/+1 as long as you have no cards in hand.",
        ),
        (  # PC2 Akoum: "vous obtenez chaos" is the English "chaos ensues"
            "Akoum",
            "À chaque fois que vous obtenez chaos, détruisez une créature ciblée qui n'est pas enchantée.",
            "Akoum",
            "Whenever chaos ensues, destroy target creature that isn't enchanted.",
        ),
        (  # M11 Combust: damage as the subject of a passive
            "Combustion",
            "La Combustion inflige 5 blessures à une créature blanche ou bleue ciblée. Ces blessures ne peuvent pas "
            "être prévenues.",
            "Combust",
            "Combust deals 5 damage to target white or blue creature. The damage can't be prevented.",
        ),
        (  # DSK Patched Plaything: "si vous l'avez lancé depuis votre main", the object before the verb
            "Jouet rafistolé",
            "Double initiative\nLe Jouet rafistolé arrive avec, sur lui, deux marqueurs -1/-1 si vous l'avez lancé "
            "depuis votre main.",
            "Patched Plaything",
            "Double strike\nThis creature enters with two -1/-1 counters on it if you cast it from your hand.",
        ),
        (  # EMN Stallion of Ashmouth: "que s'il y a", as "Activate only if there are"
            "Étalon de Cendregueule",
            "{1}{B} : L'Étalon de Cendregueule gagne +1/+1 jusqu'à la fin du tour. N'activez cette capacité que s'il y "
            "a au moins quatre types de carte parmi les cartes de votre cimetière.",
            "Stallion of Ashmouth",
            "{1}{B}: This creature gets +1/+1 until end of turn. Activate only if there are four or more card types "
            "among cards in your graveyard.",
        ),
        (  # ORI Deep-Sea Terror: "à moins qu'il n'y ait", "unless there are"
            "Terreur des abysses",
            "La Terreur des abysses ne peut pas attaquer à moins qu'il n'y ait au moins sept cartes dans votre "
            "cimetière.",
            "Deep-Sea Terror",
            "Deep-Sea Terror can't attack unless there are seven or more cards in your graveyard.",
        ),
        (  # CON Reliquary Tower
            "Tour reliquaire",
            "Il n'y a pas de limite au nombre de cartes dans votre main.\n{T} : Ajoutez {C}.",
            "Reliquary Tower",
            "You have no maximum hand size.\n{T}: Add {C}.",
        ),
        (  # FIN Synchronized Strike: "Chacune d'elles", each of them
            "Frappe synchronisée",
            "Dégagez jusqu'à deux créatures ciblées. Chacune d'elles gagne +2/+2 jusqu'à la fin du tour.",
            "Synchronized Strike",
            "Untap up to two target creatures. They each get +2/+2 until end of turn.",
        ),
        (  # ODY Battle of Wits: the bound after the noun, "200 cartes ou plus"
            "Jeu d'esprits",
            "Au début de votre entretien, si vous avez 200 cartes ou plus dans votre bibliothèque, vous gagnez la "
            "partie.",
            "Battle of Wits",
            "At the beginning of your upkeep, if you have 200 or more cards in your library, you win the game.",
        ),
        (  # ARB Architects of Will: "remettez-les dessus", put back
            "Architectes de la Volonté",
            "Quand les Architectes de la Volonté arrivent en jeu, regardez les trois cartes du dessus de la "
            "bibliothèque du joueur ciblé et remettez-les dessus dans l'ordre de votre choix.",
            "Architects of Will",
            "When Architects of Will enters the battlefield, look at the top three cards of target player's library, "
            "then put them back in any order.",
        ),
        (  # RAV Blazing Archon: "vous" before the verb after "ne peuvent pas"
            "Archonte brûlant",
            "Vol\nLes créatures ne peuvent pas vous attaquer.",
            "Blazing Archon",
            "Flying\nCreatures can't attack you.",
        ),
        (  # M10 Lure
            "Leurre",
            "Toutes les créatures capables de bloquer la créature enchantée le font.",
            "Lure",
            "All creatures able to block enchanted creature do so.",
        ),
    ],
)
def test_as_the_english_oracle_text(name: str, text: str, english_name: str, oracle: str) -> None:
    french = parse(name, text)
    english = mtglinks.parse(oracle, name=english_name)
    assert typed(french)
    assert verbs(french) == verbs(english) and verbs(french)


def test_what_a_player_has_in_a_zone() -> None:
    # CHK Ivory Crane Netsuke: the cards had, counted, and the zone they are in
    text = "Au début de votre entretien, si vous avez au moins sept cartes dans votre main, piochez une carte."
    nodes = effects(parse("Netsuke de grue en ivoire", text))
    (have,) = [n for n in nodes if isinstance(n, EffectCondition)]
    assert have.test == "have"
    (cards,) = [n for n in have.about if isinstance(n, ObjectPhrase)]
    assert (cards.count, cards.zone, cards.types) == ("7:or_more", "hand", ["card"])


def test_the_object_of_damage_before_its_verb() -> None:
    # 5DN Collapsing Borders: "lui" before "inflige" is whom the damage is dealt to
    text = "Ensuite, l'Effondrement des frontières lui inflige 3 blessures."
    (damage,) = effects(parse("Effondrement des frontières", text))
    assert isinstance(damage, Action) and (damage.verb, damage.amount) == (Verb.DEAL_DAMAGE, "3")
    (whom,) = damage.objects
    assert isinstance(whom, Reference) and whom.refers == "anaphora"
    assert isinstance(damage.actor, Reference) and damage.actor.refers == "self"


def test_the_switched_power_and_toughness_are_the_objects() -> None:
    # GPT Inside Out: whose power and toughness, after them
    text = "Échangez la force et l'endurance de la créature ciblée jusqu'à la fin du tour."
    (switch,) = effects(parse("Retournement", text))
    assert isinstance(switch, Action) and (switch.verb, switch.detail) == (Verb.SWITCH_PT, ["power_toughness"])
    (creature,) = switch.objects
    assert isinstance(creature, ObjectPhrase) and (creature.determiner, creature.types) == ("target", ["creature"])


def test_a_levelers_open_level() -> None:
    # ROE Beastbreaker of Bala Ged: "NIVEAU 4+" is "LEVEL 4+"
    text = "NIVEAU 1-3\n4/4\nNIVEAU 4+\n6/6\nPiétinement"
    tests = [n.test for n in effects(parse("Dresseur de bêtes de Bala Ged", text)) if isinstance(n, EffectCondition)]
    assert tests == ["level:1-3", "level:4+"]


def test_the_object_searched_for_before_the_zone() -> None:
    # KTK Ainok Guide: "Cherchez une carte … dans votre bibliothèque" searches the library for the card
    text = "Cherchez une carte de terrain de base dans votre bibliothèque, révélez-la, puis mélangez-la."
    search = effects(parse("Guide aïnok", text))[0]
    assert isinstance(search, Action) and (search.verb, search.zone_from) == (Verb.SEARCH, "library")
    (land,) = search.objects
    assert isinstance(land, ObjectPhrase) and land.supertypes == ["basic"] and "land" in land.types


def test_a_subtype_negated_and_an_objects_own_abilities() -> None:
    # LRW Eyeblight's Ending: "non-elfe" is the English "non-Elf"
    (destroy,) = effects(parse("Fin du dysmèle", "Détruisez la créature non-elfe ciblée."))
    assert isinstance(destroy, Action) and destroy.verb == Verb.DESTROY
    (creature,) = destroy.objects
    assert isinstance(creature, ObjectPhrase) and creature.not_types == ["Elfe"] and creature.types == ["creature"]
    # M13 Arachnus Web: whose activated abilities, as the English "its activated abilities"
    text = "La créature enchantée ne peut pas bloquer et ses capacités activées ne peuvent pas être activées."
    _, activate = effects(parse("Toile d'arachnus", text))
    assert isinstance(activate, Action) and (activate.verb, activate.negated) == (Verb.ACTIVATE, True)
    assert isinstance(activate.actor, ObjectPhrase)
    assert (activate.actor.types, activate.actor.controller) == (["activated_ability"], "it")


def test_a_lure_and_a_target_set_off_by_commas() -> None:
    # M10 Lure: every creature able to block the enchanted creature blocks it
    (block,) = effects(parse("Leurre", "Toutes les créatures capables de bloquer la créature enchantée le font."))
    assert isinstance(block, Action) and (block.verb, block.detail) == (Verb.BLOCK, ["all_able"])
    (enchanted,) = block.objects
    assert isinstance(enchanted, Reference) and enchanted.refers == "attached"
    # M11 Fling: the damage, its amount and its target
    text = "Le Jet inflige à une cible, créature ou joueur, un nombre de blessures égal à sa force."
    (damage,) = effects(parse("Jet", text))
    assert isinstance(damage, Action) and (damage.verb, damage.amount) == (Verb.DEAL_DAMAGE, "power")
    (target,) = damage.objects
    assert isinstance(target, ObjectPhrase) and (target.determiner, target.types) == ("target", ["any"])


def test_the_place_put_on_right_after_the_verb() -> None:
    # GPT Dark Revenant: the owner's library, the object in the verb
    (put,) = effects(parse("Obscur revenant", "mettez-le au-dessus de la bibliothèque de son propriétaire."))
    assert isinstance(put, Action) and (put.verb, put.zone_to, put.objects) == (Verb.PUT, "library", [])
    # 5DN Conjurer's Bauble: the place first, then the object
    text = "Mettez au-dessous de votre bibliothèque jusqu'à une carte ciblée de votre cimetière."
    (put,) = effects(parse("Babiole du conjurateur", text))
    assert isinstance(put, Action) and (put.verb, put.zone_from, put.zone_to) == (Verb.PUT, "graveyard", "library")


def test_the_controller_named_before_its_object() -> None:
    # CSP Arcum Dagsson: "Le contrôleur de la créature-artefact ciblée" is "target artifact creature's controller"
    (sacrifice,) = effects(parse("Arcum Dagsson", "Le contrôleur de la créature-artefact ciblée la sacrifie."))
    assert isinstance(sacrifice, Action) and sacrifice.verb == Verb.SACRIFICE
    controller = sacrifice.actor
    assert isinstance(controller, PlayerPhrase) and controller.who == "controller"
    assert isinstance(controller.whose, ObjectPhrase) and controller.whose.types == ["artifact", "creature"]


def test_total_power_with_the_bound_first() -> None:
    # DTK Atarka Beastbreaker: the same condition as the English "have total power 8 or greater"
    text = (
        "{4}{G} : Le Dresseur de bêtes d'Atarka gagne +4/+4 jusqu'à la fin du tour. N'activez cette capacité que si "
        "les créatures que vous contrôlez ont une force totale supérieure ou égale à 8."
    )
    _, activate = effects(parse("Dresseur de bêtes d'Atarka", text))
    assert isinstance(activate, Action) and isinstance(activate.condition, EffectCondition)
    assert activate.condition.test == "have:total_power:8:or_greater"


def test_no_cards_had() -> None:
    # EVE Idle Thoughts: "si vous n'avez aucune carte en main", the English "if you have no cards in hand"
    (draw,) = effects(parse("Pensées désœuvrées", "{2} : Piochez une carte si vous n'avez aucune carte en main."))
    assert isinstance(draw, Action) and isinstance(draw.condition, EffectCondition)
    assert draw.condition.test == "have"
    (cards,) = [n for n in draw.condition.about if isinstance(n, ObjectPhrase)]
    assert (cards.determiner, cards.types, cards.zone) == ("no", ["card"], "hand")


def test_there_are_none() -> None:
    # ODY Gorilla Titan: "tant qu'il n'y a pas de cartes dans votre cimetière", "as long as there are no cards in …"
    text = "Le Titan gorille gagne +4/+4 tant qu'il n'y a pas de cartes dans votre cimetière."
    (pump,) = effects(parse("Titan gorille", text))
    assert isinstance(pump, Action) and isinstance(pump.condition, EffectCondition)
    assert pump.condition.test == "as_long_as:there_are"
    (cards,) = pump.condition.about
    assert isinstance(cards, ObjectPhrase) and (cards.determiner, cards.zone) == ("no", "graveyard")


def test_each_of_them_and_each_after_the_verb() -> None:
    # "Chacune d'elles" is the English "each of them"; "gagnent chacune" is "each get"
    (pump,) = effects(parse("Frappe synchronisée", "Chacune d'elles gagne +2/+2 jusqu'à la fin du tour."))
    assert isinstance(pump, Action) and (pump.verb, pump.amount) == (Verb.MODIFY_PT, "+2/+2")
    assert isinstance(pump.actor, ObjectPhrase) and (pump.actor.determiner, pump.actor.qualifiers) == (
        "each",
        ["of:anaphora"],
    )
    (pump,) = effects(parse("Zzz", "Jusqu'à deux créatures gagnent chacune +2/+0 jusqu'à la fin du tour."))
    assert isinstance(pump, Action) and (pump.verb, pump.amount) == (Verb.MODIFY_PT, "+2/+0")


def test_a_count_bounded_after_its_noun() -> None:
    # ROE Pathrazer of Ulamog: "trois créatures ou plus" is the English "three or more creatures"
    text = "Le Terrasseur d'Ulamog ne peut pas être bloqué excepté par trois créatures ou plus."
    (blocked,) = effects(parse("Terrasseur d'Ulamog", text))
    assert isinstance(blocked, Action) and (blocked.verb, blocked.negated) == (Verb.BLOCK, True)
    (creatures,) = blocked.objects
    assert isinstance(creatures, ObjectPhrase) and (creatures.determiner, creatures.count) == ("number", "3:or_more")


def test_mana_as_an_amount() -> None:
    # MRD Gilded Lotus: "trois manas de la couleur de votre choix", the English "three mana of any one color"
    (add,) = effects(parse("Lotus doré", "{T} : Ajoutez trois manas de la couleur de votre choix à votre réserve."))
    assert isinstance(add, Action) and (add.verb, add.detail) == (Verb.ADD_MANA, ["mana:any_color:3"])
    # EVE Bloom Tender: "un mana de cette couleur", "one mana of that color"
    text = "Pour chaque couleur parmi les permanents que vous contrôlez, ajoutez un mana de cette couleur."
    (add,) = effects(parse("Soigneuse des floraisons", text))
    assert isinstance(add, Action) and add.verb == Verb.ADD_MANA and add.detail[0].startswith("mana:that_color")


def _conditions(card: Card) -> list[str]:
    """The tests of the card's conditions: an intervening "if" and each action's condition, in order."""
    return [
        node.test if isinstance(node, EffectCondition) else node.condition.test
        for node in effects(card)
        if isinstance(node, EffectCondition) or (isinstance(node, Action) and node.condition is not None)
    ]


@pytest.mark.parametrize(
    ("name", "text", "english", "oracle", "test"),
    [
        (  # DKA: "a été lancée depuis un cimetière" is the English "was cast from a graveyard"
            "Vengeance grandissante",
            "Copiez un sort d'éphémère ou de rituel ciblé que vous contrôlez. Si la Vengeance grandissante a été "
            "lancée depuis un cimetière, copiez ce sort deux fois à la place.",
            "Increasing Vengeance",
            "Copy target instant or sorcery spell you control. If Increasing Vengeance was cast from a graveyard, "
            "copy that spell twice instead.",
            "paid:cast:from:graveyard",
        ),
        (  # OGW: "si son coût de déferlement a été payé", the English "if its surge cost was paid"
            "Guérillero téméraire",
            "Quand le Guérillero téméraire arrive sur le champ de bataille, si son coût de déferlement a été payé, "
            "les autres créatures que vous contrôlez gagnent +1/+0 et acquièrent la célérité jusqu'à la fin du tour.",
            "Reckless Bushwhacker",
            "When Reckless Bushwhacker enters the battlefield, if its surge cost was paid, other creatures you "
            "control get +1/+0 and gain haste until end of turn.",
            "paid:surge",
        ),
    ],
)
def test_a_spell_cast_from_a_graveyard_or_its_cost_paid(
    name: str, text: str, english: str, oracle: str, test: str
) -> None:
    french = parse(name, text)
    assert typed(french)
    oracle_card = mtglinks.parse(oracle, name=english)
    assert verbs(french) == verbs(oracle_card)
    assert _conditions(french) == _conditions(oracle_card) == [test]


def test_the_prowl_cost_of_the_card_named() -> None:
    # MOR Morsel Theft: "Si le coût d'incursion du Vol de bouffe a été payé" ("If Morsel Theft's prowl cost was
    # paid"), the prowl cost as Earwig Squad's "if its prowl cost was paid"
    text = (
        "Le joueur ciblé perd 3 points de vie et vous gagnez 3 points de vie. Si le coût d'incursion du Vol de "
        "bouffe a été payé, piochez une carte."
    )
    card = parse("Vol de bouffe", text)
    assert typed(card)
    assert _conditions(card) == ["paid:prowl"]
    assert [str(a.verb) for a in effects(card) if isinstance(a, Action)] == ["lose_life", "gain_life", "draw"]


@pytest.mark.parametrize(
    ("name", "text"),
    [
        (  # DIS Wakestone Gargoyle: "as though they didn't have defender"
            "Gargouille de pierréveille",
            "{1}{W} : Les créatures avec défenseur que vous contrôlez peuvent attaquer ce tour-ci comme si elles "
            "n'avaient pas défenseur.",
        ),
        (  # ROE Warmonger's Chariot: "it can attack as though it didn't have defender"
            "Chariot du belliciste",
            "Tant que la créature équipée a le défenseur, elle peut attaquer comme si elle n'avait pas le défenseur.",
        ),
        (  # DIS Slithering Shade: "as though it didn't have defender as long as you have no cards in hand"
            "Ombre rampante",
            "Acharnement — L'Ombre rampante peut attaquer comme si elle n'avait pas défenseur tant que vous n'avez "
            "pas de carte en main.",
        ),
    ],
)
def test_attack_as_though_it_had_no_defender(name: str, text: str) -> None:
    card = parse(name, text)
    assert typed(card)
    (attack,) = effects(card)
    assert isinstance(attack, Action) and attack.verb == Verb.ATTACK
    assert "as_though:no_defender" in attack.detail


def test_as_though_it_had_a_keyword_still_reads_the_keyword() -> None:
    # the "comme si … n'avait pas" above must not take "comme si elle avait" (a keyword had), nor a blocked state
    # it does not read: "comme si elle n'était pas bloquée" stays with what it is said of
    card = parse("Zzz", "Vous pouvez lancer ~ comme s'il avait le flash.")
    assert typed(card)
    (cast,) = effects(card)
    assert isinstance(cast, Action) and "as_though:no_defender" not in cast.detail


def _what_was_done(card: Card) -> list[tuple[str, list[str]]]:
    """Each condition's test with the verbs of the actions it asks about."""
    conditions = [node for node in effects(card) if isinstance(node, EffectCondition)]
    conditions += [node.condition for node in effects(card) if isinstance(node, Action) and node.condition is not None]
    return [(c.test, [str(a.verb) for a in c.about if isinstance(a, Action)]) for c in conditions]


@pytest.mark.parametrize(
    ("name", "text", "english", "oracle", "done"),
    [
        (  # EVE: "si vous avez joué un autre sort noir", a spell played is cast (rule 601)
            "Fenaison de l'âme",
            "Détruisez la créature non-verte ciblée. Son contrôleur perd 3 points de vie si vous avez joué un autre "
            "sort noir ce tour-ci.",
            "Soul Reap",
            "Destroy target nongreen creature. Its controller loses 3 life if you've cast another black spell this "
            "turn.",
            [("did", ["cast"])],
        ),
        (  # TOR: "si vous l'avez joué depuis votre main", the English "if you cast it from your hand"
            "Hypnox",
            "Quand l'Hypnox arrive en jeu, si vous l'avez joué depuis votre main, retirez de la partie toutes les "
            "cartes dans la main de l'adversaire ciblé.",
            "Hypnox",
            "When Hypnox enters the battlefield, if you cast it from your hand, exile all cards from target "
            "opponent's hand.",
            [("did", ["cast"])],
        ),
    ],
)
def test_a_spell_played_or_cast_this_turn(
    name: str, text: str, english: str, oracle: str, done: list[tuple[str, list[str]]]
) -> None:
    french = parse(name, text)
    oracle_card = mtglinks.parse(oracle, name=english)
    assert _what_was_done(french) == _what_was_done(oracle_card) == done
    assert verbs(french) == verbs(oracle_card)


def test_a_land_played_stays_played() -> None:
    # FUT River of Tears: "Si vous avez joué un terrain ce tour-ci" ("If you played a land this turn"): only a spell
    # played is cast
    text = "Si vous avez joué un terrain ce tour-ci, ajoutez {B} à votre réserve à la place."
    card = parse("Rivière de larmes", text)
    assert typed(card)
    assert _what_was_done(card) == [("did", ["play"])]


@pytest.mark.parametrize(
    ("name", "text", "english", "oracle", "qualifier"),
    [
        (  # AVR: "une créature ayant subi des blessures de cette manière", "a creature dealt damage this way"
            "Pilier de flammes",
            "Le Pilier de flammes inflige 2 blessures à une cible, créature ou joueur. Si une créature ayant subi des "
            "blessures de cette manière devait mourir ce tour-ci, exilez-la à la place.",
            "Pillar of Flame",
            "Pillar of Flame deals 2 damage to target creature or player. If a creature dealt damage this way would "
            "die this turn, exile it instead.",
            "dealt_damage_this_way",
        ),
        (  # CHK: the older "ce tour" without "-ci", "dealt damage by Kumano's Pupils this turn"
            "Élèves de Kumano",
            "Si une créature ayant subi ce tour des blessures des Élèves de Kumano devait être mise dans un "
            "cimetière, retirez-la de la partie à la place.",
            "Kumano's Pupils",
            "If a creature dealt damage by Kumano's Pupils this turn would die, exile it instead.",
            "dealt_damage_by_self_this_turn",
        ),
    ],
)
def test_a_creature_dealt_damage_would_die(name: str, text: str, english: str, oracle: str, qualifier: str) -> None:
    french = parse(name, text)
    assert typed(french)
    *_, exile = effects(french)
    assert isinstance(exile, Action) and exile.verb == Verb.EXILE and exile.condition is not None
    assert exile.condition.test == "would"
    (dies,) = exile.condition.about
    assert isinstance(dies, Action) and dies.verb == Verb.DIE
    assert isinstance(dies.actor, ObjectPhrase) and dies.actor.qualifiers == [qualifier]
    assert verbs(french) == verbs(mtglinks.parse(oracle, name=english))


def test_si_vous_deviez_is_if_you_would() -> None:
    # SHM Thought Reflection: "Si vous deviez piocher une carte, piochez deux cartes à la place."
    french = parse("Réverbération de pensée", "Si vous deviez piocher une carte, piochez deux cartes à la place.")
    english = mtglinks.parse("If you would draw a card, draw two cards instead.", name="Thought Reflection")
    assert typed(french)
    assert _what_was_done(french) == _what_was_done(english) == [("would", ["draw"])]
    assert verbs(french) == verbs(english)


def test_half_their_life_rounded_up() -> None:
    # ONS Ebonblade Reaper: "vous perdez la moitié de vos points de vie, arrondie à l'unité supérieure" is "you lose
    # half your life, rounded up"
    text = (
        "À chaque fois que le Faucheur à lame d'ébène attaque, vous perdez la moitié de vos points de vie, arrondie "
        "à l'unité supérieure.\nÀ chaque fois que le Faucheur à lame d'ébène inflige des blessures de combat à un "
        "joueur, ce joueur perd la moitié de ses points de vie, arrondie à l'unité supérieure."
    )
    oracle = (
        "Whenever Ebonblade Reaper attacks, you lose half your life, rounded up.\nWhenever Ebonblade Reaper deals "
        "combat damage to a player, that player loses half his or her life, rounded up."
    )
    french = parse("Faucheur à lame d'ébène", text)
    assert typed(french)
    lost = [a for a in effects(french) if isinstance(a, Action) and a.verb == Verb.LOSE_LIFE]
    assert [a.amount for a in lost] == ["half:up", "half:up"]
    assert verbs(french) == verbs(mtglinks.parse(oracle, name="Ebonblade Reaper"))
    # rounded down is told apart
    (down,) = effects(parse("Zzz", "Vous perdez la moitié de vos points de vie, arrondie à l'unité inférieure."))
    assert isinstance(down, Action) and down.amount == "half:down"
