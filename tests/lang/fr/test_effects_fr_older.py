"""The French effect tree on phrases of older printed text read whole as the English phrase of the same rule: a
Leyline in the opening hand, a spell with a single target, the mana a land could produce, a haunted creature, a type
changed ("Le type de ~ devient …"), several zones searched at once. Each case quotes a real printed card."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, EffectCondition, ObjectPhrase, Reference, TriggerEvent


def parse(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def test_a_leyline_in_the_opening_hand_begins_the_game_on_the_battlefield() -> None:
    # "Ligne ley de vertu" (GPT), "Ligne ley du vide" (M11): both older wordings of the zone
    for where in ("sur le champ de bataille", "en jeu"):
        text = (
            "Si la Ligne ley de vertu est dans votre main de départ, "
            f"vous pouvez l'avoir {where} au début de la partie."
        )
        (begin,) = effects(parse("Ligne ley de vertu", text))
        assert isinstance(begin, Action) and begin.verb == Verb.BEGIN_GAME_WITH
        assert isinstance(begin.condition, EffectCondition) and begin.condition.test == "in_opening_hand"


def test_the_target_of_a_spell_with_a_single_target_is_changed() -> None:
    # Ricochet Trap ("Piège à ricochet"), Deflection's older kin "Détour" (an activated ability)
    (change,) = effects(parse("Piège à ricochet", "Remplacez la cible du sort ciblé qui a une cible unique."))
    assert isinstance(change, Action) and change.verb == Verb.CHANGE_TARGET
    (spell,) = change.objects
    assert isinstance(spell, ObjectPhrase) and spell.types == ["spell"] and spell.qualifiers == ["single_target"]
    (change,) = effects(parse("Détour", "Changez la cible de la capacité activée ciblée qui a une cible unique."))
    assert isinstance(change, Action) and change.verb == Verb.CHANGE_TARGET


def test_the_mana_a_land_could_produce_and_the_pool_before_the_mana() -> None:
    # Exotic Orchard ("Verger exotique"), Reflecting Pool ("Bassin réfléchissant"), Command Tower
    cases = {
        "Verger exotique": (
            "un mana de n'importe quelle couleur qu'un terrain contrôlé par un adversaire pourrait produire",
            "mana:any_color:lands_opponent_controls",
        ),
        "Bassin réfléchissant": (
            "un mana de n'importe quel type qu'un terrain que vous contrôlez pourrait produire",
            "mana:any_type:lands_you_control",
        ),
        "Tour de commandement": (
            "un mana de n'importe quelle couleur de l'identité couleur de votre commandant",
            "mana:commander_identity",
        ),
    }
    for name, (mana, detail) in cases.items():
        (add,) = effects(parse(name, f"{{T}} : Ajoutez à votre réserve {mana}."))
        assert isinstance(add, Action) and add.verb == Verb.ADD_MANA and add.detail == [detail]


def test_a_haunted_creature_in_a_trigger() -> None:
    # Orzhov Euthanist ("Euthanasiste orzhov"): "or when", the trigger word repeated, and "the creature it haunts"
    text = (
        "Quand l'Euthanasiste orzhov arrive en jeu ou quand la créature qu'il hante est mise dans un cimetière, "
        "détruisez la créature ciblée qui a été blessée ce tour-ci."
    )
    event = effects(parse("Euthanasiste orzhov", text))[0]
    assert isinstance(event, TriggerEvent) and [a.verb for a in event.actions] == [Verb.ENTER, Verb.DIE]
    haunted = event.actions[1].actor
    assert isinstance(haunted, ObjectPhrase) and haunted.qualifiers == ["haunted_by_it"]
    # Cry of Contrition ("Cri de contrition"): "la créature hantée par ~"
    text = "Quand la créature hantée par le Cri de contrition meurt, le joueur ciblé se défausse d'une carte."
    event = effects(parse("Cri de contrition", text))[0]
    assert isinstance(event, TriggerEvent)
    assert isinstance(event.actions[0].actor, ObjectPhrase)
    assert event.actions[0].actor.qualifiers == ["haunted_by_self"]


def test_a_type_changed_is_said_of_the_object_whose_type_it_is() -> None:
    # Mistform Dreamer ("Rêveur changebrume"), Shimmering Mirage ("Mirage chatoyant")
    text = "{1} : Le type du Rêveur changebrume devient le type de créature de votre choix jusqu'à la fin du tour."
    (become,) = effects(parse("Rêveur changebrume", text))
    assert isinstance(become, Action) and become.verb == Verb.BECOME
    assert isinstance(become.actor, Reference) and become.actor.refers == "self"
    assert [o.refers for o in become.objects if isinstance(o, Reference)] == ["of_choice"]
    text = "Le type du terrain ciblé devient le type de terrain de base de votre choix jusqu'à la fin du tour."
    (become,) = effects(parse("Mirage chatoyant", text))
    assert isinstance(become, Action) and isinstance(become.actor, ObjectPhrase)
    assert (become.actor.determiner, become.actor.types) == ("target", ["land"])
    # Tribal Unity ("Unité tribale"): creatures of the type of your choice
    text = "Les créatures du type de votre choix gagnent +X/+X jusqu'à la fin du tour."
    (pump,) = effects(parse("Unité tribale", text))
    assert isinstance(pump, Action) and isinstance(pump.actor, ObjectPhrase)
    assert pump.actor.qualifiers == ["of:of_choice"]


def test_several_zones_searched_at_once() -> None:
    # Extirpate ("Extirpation"): the graveyard, hand and library of one player, the object after them
    text = (
        "Cherchez dans le cimetière, la main et la bibliothèque de son propriétaire toutes les cartes ayant le même "
        "nom que cette carte et retirez-les de la partie."
    )
    search, exile = effects(parse("Extirpation", text))
    assert isinstance(search, Action) and search.verb == Verb.SEARCH
    assert search.detail == ["zones:graveyard,hand,library"] and search.zone_from == "graveyard"
    assert isinstance(exile, Action) and exile.verb == Verb.EXILE


def test_older_wordings_of_conditions_choices_and_costs() -> None:
    cases = [
        # Pit Scorpion's kin "Lige de la fosse": "If you can't"
        (
            "Lige de la fosse",
            "Si vous ne le pouvez pas, la Lige de la fosse vous inflige 7 blessures.",
            Verb.DEAL_DAMAGE,
        ),
        # Mystic Confluence: the same mode more than once
        ("Confluence mystique", "Vous pouvez choisir le même mode plus d'une fois.", None),
        # Insidious Dreams: an additional cost after "ces ~"
        (
            "Rêves insidieux",
            "En tant que coût supplémentaire pour jouer ces Rêves insidieux, défaussez-vous de X cartes de votre main.",
            Verb.DISCARD,
        ),
        # Wall of Vines' kin "Gardien de la clairière": "as though it didn't have defender", "si" elided
        (
            "Gardien de la clairière",
            "Le Gardien de la clairière peut attaquer ce tour-ci comme s'il n'avait pas le défenseur.",
            Verb.ATTACK,
        ),
        # Burrenton Forge-Tender: all damage a source of your choice would deal
        (
            "Veilleuse de la forge de Burrenton",
            "Prévenez toutes les blessures qu'une source rouge de votre choix devrait infliger ce tour-ci.",
            Verb.PREVENT,
        ),
    ]
    for name, text, verb in cases:
        (node,) = effects(parse(name, text))
        assert is_typed([node]), text
        if verb is not None:
            assert isinstance(node, Action) and node.verb == verb, text


def test_soulbond_pairs_both_creatures() -> None:
    # Wingcrafter ("Greffeur d'ailes"), Wolfir Silverheart ("Cœur d'argent wolfir"): the English "As long as ~ is paired
    # with another creature, both creatures have flying", "each of those creatures gets +4/+4"
    text = "Tant que le Greffeur d'ailes est associé à une autre créature, les deux créatures ont le vol."
    (gain,) = effects(parse("Greffeur d'ailes", text))
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_ABILITY and gain.detail == ["keyword:flying"]
    assert isinstance(gain.actor, ObjectPhrase) and (gain.actor.determiner, gain.actor.types) == ("both", ["creature"])
    assert isinstance(gain.condition, EffectCondition) and gain.condition.test == "as_long_as:paired"
    text = "Tant que le Cœur d'argent wolfir est associé à une autre créature, chacune de ces créatures gagne +4/+4."
    (pump,) = effects(parse("Cœur d'argent wolfir", text))
    assert isinstance(pump, Action) and isinstance(pump.actor, ObjectPhrase)
    assert (pump.actor.determiner, pump.actor.qualifiers) == ("each", ["of:anaphora"])


def test_who_controls_or_owns_after_the_noun() -> None:
    # Witch Hunter ("Chasseur de sorcières"), Ulamog's Reclaimer's kin "Recouvreur d'Ulamog"
    text = "Renvoyez la créature ciblée contrôlée par un adversaire dans la main de son propriétaire."
    (bounce,) = effects(parse("Chasseur de sorcières", text))
    assert isinstance(bounce, Action) and bounce.verb == Verb.RETURN
    (creature,) = bounce.objects
    assert isinstance(creature, ObjectPhrase) and creature.controller == "opponent"
    text = (
        "Quand le Recouvreur d'Ulamog arrive sur le champ de bataille, vous pouvez mettre une carte qu'un adversaire "
        "possède dans le cimetière de ce joueur depuis l'exil."
    )
    put = effects(parse("Recouvreur d'Ulamog", text))[-1]
    assert isinstance(put, Action) and (put.verb, put.zone_from, put.zone_to) == (Verb.PUT, "exile", "graveyard")
    assert isinstance(put.objects[0], ObjectPhrase) and put.objects[0].controller == "owner_opponent"


def test_steps_and_first_times_of_older_text() -> None:
    # Unwinding Clock ("Horloge débridée"): each other player's untap step
    text = "Dégagez tous les artefacts que vous contrôlez pendant l'étape de dégagement de chaque autre joueur."
    (untap,) = effects(parse("Horloge débridée", text))
    assert isinstance(untap, Action) and isinstance(untap.condition, EffectCondition)
    assert untap.condition.test == "during:each_other:untap_step"
    # Sulfurous Blast ("Salve sulfureuse"): cast during your main phase
    text = (
        "Si vous avez lancé ce sort pendant votre phase principale, la Salve sulfureuse inflige 3 blessures à chaque "
        "créature et à chaque joueur à la place."
    )
    (damage,) = effects(parse("Salve sulfureuse", text))
    assert isinstance(damage, Action) and isinstance(damage.condition, EffectCondition)
    assert damage.condition.test == "did_during:your:main"
    # Shimmering Glasskite ("Escoufleverre chatoyant"): "for the first time each turn"
    text = (
        "À chaque fois que l'Escoufleverre chatoyant devient la cible d'un sort ou d'une capacité pour la première "
        "fois pendant un tour, contrecarrez ce sort ou cette capacité."
    )
    event = effects(parse("Escoufleverre chatoyant", text))[0]
    assert isinstance(event, TriggerEvent) and event.actions[0].detail == ["first_each_turn"]


def test_objects_joined_after_a_keyword_and_a_characteristic_compared() -> None:
    # Cloudthresher ("Batteuse de nuages"): a second object after a keyword
    text = (
        "Quand la Batteuse de nuages arrive sur le champ de bataille, elle inflige 2 blessures à chaque créature avec "
        "le vol et à chaque joueur."
    )
    damage = effects(parse("Batteuse de nuages", text))[-1]
    assert isinstance(damage, Action) and len(damage.objects) == 2
    flyers, players = damage.objects
    assert isinstance(flyers, ObjectPhrase) and flyers.qualifiers == ["with:flying"]
    assert not isinstance(players, ObjectPhrase) or "keyword" not in players.types
    # Aura Gnarlid ("Gnarlide d'aura"): "Creatures with power less than ~'s power can't block it."
    text = "Les créatures dont la force est inférieure à celle du Gnarlide d'aura ne peuvent pas le bloquer."
    (block,) = effects(parse("Gnarlide d'aura", text))
    assert isinstance(block, Action) and block.verb == Verb.BLOCK and isinstance(block.actor, ObjectPhrase)
    assert block.actor.qualifiers == ["power:power:less"]
    # Spectral Possession's kin "Possession fantomale": damage dealt "à et par"
    text = "Prévenez toutes les blessures de combat qui devraient être infligées à et par la créature enchantée."
    (prevent,) = effects(parse("Possession fantomale", text))
    assert isinstance(prevent, Action) and prevent.detail == ["dealt_to_and_by"]
    # Jarad's Orders ("Ordres de Jarad"): "the other"
    put_one, put_other = effects(
        parse("Ordres de Jarad", "Mettez l'une d'elles dans votre main et l'autre dans votre cimetière.")
    )
    assert isinstance(put_other, Action) and put_other.zone_to == "graveyard"
    assert isinstance(put_other.objects[0], Reference) and put_other.objects[0].refers == "anaphora"


def test_unless_before_an_infinitive_and_a_card_at_random() -> None:
    # Coral Atoll ("Atoll de corail"): "unless you return an untapped Island you control to its owner's hand"
    text = (
        "Quand l'Atoll de corail arrive sur le champ de bataille, sacrifiez-le à moins de renvoyer une île dégagée que "
        "vous contrôlez dans la main de son propriétaire."
    )
    sacrifice = effects(parse("Atoll de corail", text))[-1]
    assert isinstance(sacrifice, Action) and sacrifice.verb == Verb.SACRIFICE
    assert isinstance(sacrifice.condition, EffectCondition) and sacrifice.condition.test == "unless:did"
    (returned,) = sacrifice.condition.about
    assert isinstance(returned, Action) and (returned.verb, returned.zone_to) == (Verb.RETURN, "hand")
    # Charmbreaker Devils ("Diables brisecharme"): "an instant or sorcery card at random"
    text = (
        "Au début de votre entretien, renvoyez une carte d'éphémère ou de rituel choisie au hasard depuis votre "
        "cimetière dans votre main."
    )
    back = effects(parse("Diables brisecharme", text))[-1]
    assert isinstance(back, Action) and back.verb == Verb.RETURN
    assert isinstance(back.objects[0], ObjectPhrase) and "random" in back.objects[0].qualifiers


def test_the_zubera_put_into_a_graveyard_this_turn_and_an_opponents_turn() -> None:
    # Ashen-Skin Zubera ("Zubera à la peau cendreuse")
    text = (
        "Quand le Zubera à la peau cendreuse est mis dans un cimetière depuis le jeu, l'adversaire ciblé se défausse "
        "d'une carte pour chaque zubera mis dans un cimetière depuis le jeu ce tour-ci."
    )
    discard = effects(parse("Zubera à la peau cendreuse", text))[-1]
    assert isinstance(discard, Action) and isinstance(discard.per, ObjectPhrase)
    assert discard.per.qualifiers == ["put:graveyard:from:battlefield:this_turn"]
    # Dreamspoiler Witches ("Envoûteuses déflorêves"): "during an opponent's turn"
    text = (
        "À chaque fois que vous jouez un sort pendant le tour d'un adversaire, vous pouvez faire que la créature "
        "ciblée gagne -1/-1 jusqu'à la fin du tour."
    )
    event = effects(parse("Envoûteuses déflorêves", text))[0]
    assert isinstance(event, TriggerEvent) and isinstance(event.actions[0].condition, EffectCondition)
    assert event.actions[0].condition.test == "during:opponent:turn"


def test_costs_copies_energy_and_additional_counters() -> None:
    # Katilda and Lier ("Katilda et Lir"): the flashback cost set to the card's mana cost
    (cost,) = effects(parse("Katilda et Lir", "Le coût de flashback est égal à son coût de mana."))
    assert isinstance(cost, Action) and cost.verb == Verb.MODIFY_COST
    assert (cost.amount, cost.detail) == ("mana_cost", ["keyword:flashback", "set:mana_cost"])
    # Mizzium Transreliquat ("Transrelique en mizzium"): "becomes a copy of target artifact"
    text = "{3} : La Transrelique en mizzium devient une copie de l'artefact ciblé jusqu'à la fin du tour."
    (become,) = effects(parse("Transrelique en mizzium", text))
    assert isinstance(become, Action) and (become.verb, become.detail) == (Verb.BECOME, ["copy"])
    # Confiscation Coup ("Coup de confiscation"): energy got; only energy symbols are "got" so
    (energy,) = effects(parse("Coup de confiscation", "Vous gagnez {E}{E}{E}{E}."))
    assert isinstance(energy, Action) and (energy.verb, energy.amount) == (Verb.GET_ENERGY, "{E}{E}{E}{E}")
    assert not is_typed(effects(parse("Zzz", "Vous gagnez {W}.")))
    # Boreal Outrider ("Cavalière boréale"): "an additional +1/+1 counter"
    text = "Cette créature arrive sur le champ de bataille avec un marqueur +1/+1 supplémentaire sur elle."
    (enter,) = effects(parse("Cavalière boréale", text))
    assert isinstance(enter, Action) and enter.detail == ["counter:+1/+1:additional"]


def test_the_card_played_during_the_main_phase_is_cast() -> None:
    # Careful Consideration ("Attention minutieuse"): "ce sort" played is the spell cast, as its Oracle text says
    text = (
        "Si vous avez joué ce sort pendant votre phase principale, ce joueur pioche quatre cartes, puis se défausse de "
        "deux cartes à la place."
    )
    draw = effects(parse("Attention minutieuse", text))[0]
    assert isinstance(draw, Action) and isinstance(draw.condition, EffectCondition)
    assert draw.condition.test == "did_during:your:main"
    (cast,) = draw.condition.about
    assert isinstance(cast, Action) and cast.verb == Verb.CAST


def test_resolutions_damage_dealt_to_you_emblems_must_and_exactly() -> None:
    # Clarion Spirit's kin "Sangpyre clairâme": the third time the ability resolved this turn
    text = (
        "Si c'est la troisième fois que cette capacité s'est résolue ce tour-ci, vous pouvez ajouter "
        "{R}{R}{R}{R}{R}{R}{R}{R} à votre réserve."
    )
    add = effects(parse("Sangpyre clairâme", text))[0]
    assert isinstance(add, Action) and isinstance(add.condition, EffectCondition)
    assert (add.verb, add.condition.test) == (Verb.ADD_MANA, "resolved:3")
    # Reciprocate ("Rendre la pareille"): the creature that dealt damage to you this turn
    text = "Retirez de la partie la créature ciblée qui vous a infligé des blessures ce tour-ci."
    (exile,) = effects(parse("Rendre la pareille", text))
    assert isinstance(exile, Action) and isinstance(exile.objects[0], ObjectPhrase)
    assert exile.objects[0].qualifiers == ["dealt_damage_to_you_this_turn"]
    # Ajani Steadfast ("Ajani l'inébranlable"): an emblem got
    text = (
        "−7 : Vous gagnez un emblème avec « Si une source devait infliger des blessures à vous ou à un "
        "planeswalker que vous contrôlez, prévenez toutes ces blessures sauf 1. »"
    )
    emblem = effects(parse("Ajani l'inébranlable", text))[0]
    assert isinstance(emblem, Action) and emblem.verb == Verb.GET_EMBLEM
    # Deadly Allure ("Attirance mortelle"): "must be blocked this turn if able"
    text = "La créature ciblée doit être bloquée ce tour-ci si possible."
    (block,) = effects(parse("Attirance mortelle", text))
    assert isinstance(block, Action) and block.verb == Verb.BLOCK and "must" in block.detail
    # Hidetsugu's Second Rite ("Deuxième rite selon Hidetsugu"): exactly ten life
    text = (
        "Si le joueur ciblé a exactement 10 points de vie, le Deuxième rite selon Hidetsugu inflige 10 blessures à ce "
        "joueur."
    )
    (damage,) = effects(parse("Deuxième rite selon Hidetsugu", text))
    assert isinstance(damage, Action) and isinstance(damage.condition, EffectCondition)
    assert damage.condition.test == "life:10:exactly"


def test_a_token_created_under_another_players_control() -> None:
    # Hunted Dragon ("Dragon au rabais", RAV): under target opponent's control
    text = (
        "Quand le Dragon au rabais arrive en jeu, mettez en jeu, sous le contrôle de l'adversaire ciblé, trois jetons "
        "de créature 2/2 blanche Chevalier avec l'initiative."
    )
    create = effects(parse("Dragon au rabais", text))[-1]
    assert isinstance(create, Action) and create.verb == Verb.CREATE
    assert "under:target_opponent" in create.detail


def test_life_gained_as_much_as_the_damage_prevented_this_way() -> None:
    # Awe Strike ("Frappé par le respect"): the English "You gain life equal to the damage prevented this way"
    text = "Vous gagnez autant de points de vie que de blessures prévenues de cette manière."
    (gain,) = effects(parse("Frappé par le respect", text))
    assert isinstance(gain, Action) and (gain.verb, gain.amount) == (Verb.GAIN_LIFE, "damage_prevented_this_way")


def test_your_choice_of_keywords_set_off_by_commas() -> None:
    # Lunar Avenger ("Vengeur lunaire", 5DN): "selon votre choix" after the keywords, the English "gains your choice of
    # flying, first strike, or haste"
    text = "Le Vengeur lunaire acquiert le vol, l'initiative ou la célérité, selon votre choix, jusqu'à la fin du tour."
    (gain,) = effects(parse("Vengeur lunaire", text))
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_ABILITY and gain.duration is not None
    assert gain.detail == ["choice_of:you", "keyword:flying", "keyword:first strike", "keyword:haste"]
    # Risky Move ("Action à risque", ONS): the comma after an intransitive "perdez" is not read ahead as a choice
    (control,) = effects(
        parse("Action à risque", "Si vous perdez, cet adversaire acquiert le contrôle de l'Action à risque.")
    )
    assert isinstance(control, Action) and control.verb == Verb.GAIN_CONTROL


def test_their_power_of_a_card_with_a_plural_name() -> None:
    # Aerie Ouphes ("Orphes de l'aérain", EVE), Mortis Dogs ("Chiens mortis", NPH): "leur force" of the card itself, the
    # English "its power"
    text = "Les Orphes de l'aérain infligent à la créature avec le vol ciblée un nombre de blessures égal à leur force."
    (damage,) = effects(parse("Orphes de l'aérain", text))
    assert isinstance(damage, Action) and (damage.verb, damage.amount) == (Verb.DEAL_DAMAGE, "power")
    text = (
        "Quand les Chiens mortis sont mis dans un cimetière depuis le champ de bataille, le joueur ciblé perd un "
        "nombre de points de vie égal à leur force."
    )
    lose = effects(parse("Chiens mortis", text))[-1]
    assert isinstance(lose, Action) and (lose.verb, lose.amount) == (Verb.LOSE_LIFE, "power")


def test_the_next_spell_cast_this_turn() -> None:
    # Hardened Berserker ("Berserker endurci", DTK), Insist ("Insistance", TOR): "le prochain", the English "the next"
    text = (
        "À chaque fois que le Berserker endurci attaque, le prochain sort que vous lancez ce tour-ci coûte {1} de "
        "moins à lancer."
    )
    cost = effects(parse("Berserker endurci", text))[-1]
    assert isinstance(cost, Action) and cost.verb == Verb.MODIFY_COST
    assert isinstance(cost.actor, ObjectPhrase) and cost.actor.determiner == "next"
    text = (
        "Le prochain sort de créature que vous jouez ce tour-ci ne peut pas être contrecarré par des sorts ou des "
        "capacités."
    )
    (counter,) = effects(parse("Insistance", text))
    assert isinstance(counter, Action) and counter.verb == Verb.COUNTER and counter.negated
    assert isinstance(counter.actor, ObjectPhrase) and counter.actor.determiner == "next"
    assert sorted(counter.actor.types) == ["creature", "spell"]


def test_for_as_long_as_a_card_remains_exiled_or_tapped() -> None:
    # Kheru Spellsnatcher ("Fauchesort de Kheru", KTK): the English "for as long as it remains exiled"; Rust Tick
    # ("Tique de rouille", SOM): "for as long as ~ remains tapped"
    text = "Vous pouvez lancer cette carte sans payer son coût de mana tant qu'elle reste exilée."
    (cast,) = effects(parse("Fauchesort de Kheru", text))
    assert isinstance(cast, Action) and cast.verb == Verb.CAST
    assert cast.duration is not None and cast.duration.until == "remains_exiled"
    text = (
        "Il ne se dégage pas pendant l'étape de dégagement de son contrôleur tant que la Tique de rouille reste "
        "engagée."
    )
    (untap,) = effects(parse("Tique de rouille", text))
    assert isinstance(untap, Action) and untap.verb == Verb.UNTAP and untap.negated
    assert untap.duration is not None and untap.duration.until == "remains_tapped"


def test_cards_cast_without_paying_their_mana_costs() -> None:
    # Hellcarver Demon ("Démon sculptenfer", ROE): the English "without paying their mana costs"
    text = (
        "Vous pouvez lancer n'importe quel nombre de cartes non-terrain exilées de cette manière sans payer leurs "
        "coûts de mana."
    )
    (cast,) = effects(parse("Démon sculptenfer", text))
    assert isinstance(cast, Action) and cast.verb == Verb.CAST and "without_paying" in cast.detail


def test_cards_from_a_single_graveyard() -> None:
    # Decompose ("Putrescence", ODY): the English "from a single graveyard"
    text = "Retirez de la partie jusqu'à trois cartes ciblées d'un cimetière unique."
    (exile,) = effects(parse("Putrescence", text))
    assert isinstance(exile, Action) and exile.verb == Verb.EXILE and exile.zone_from == "graveyard"
