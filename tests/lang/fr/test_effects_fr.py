"""The French effect tree on real printed card text: French verbs map to the English `Verb`, with their
objects, zones, durations and spans; French word order and elision ("la créature non-noire ciblée",
"l'artefact ciblé", "mettez-la sur le champ de bataille", "~ vous inflige 1 blessure", "une cible,
créature ou joueur") read into the same nodes as English; garbage, English and Spanish text read as
French type nothing."""

from __future__ import annotations

import pytest
from helpers import card_effects as effects
from helpers import card_verbs as verbs
from helpers import original, typed_read_as

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, ObjectPhrase, PlayerPhrase, Reference, TriggerEvent, Untyped

# Printed French text (set in the comment).
DOOM_BLADE = ("Lame du destin", "Détruisez la créature non-noire ciblée.")  # M10
GIANT_GROWTH = ("Croissance gigantesque", "La créature ciblée gagne +3/+3 jusqu'à la fin du tour.")  # 10E
LIGHTNING_BOLT = ("Foudre", "La Foudre inflige 3 blessures à une cible, créature ou joueur.")  # M10
NATURALIZE = ("Naturalisation", "Détruisez l'artefact ciblé ou l'enchantement ciblé.")  # ONS
BANISHING_LIGHT = (  # JOU
    "Lumière de bannissement",
    "Quand la Lumière de bannissement arrive sur le champ de bataille, exilez un permanent non-terrain ciblé "
    "qu'un adversaire contrôle jusqu'à ce que la Lumière de bannissement quitte le champ de bataille.",
)
AMROU_SCOUT = (  # TSP
    "Éclaireuse amroue",
    "{4}, {T} : Cherchez dans votre bibliothèque une carte de rebelle avec un coût converti de mana de 3 ou moins "
    "et mettez-la en jeu. Mélangez ensuite votre bibliothèque.",
)
GRAVEDIGGER = (  # ODY
    "Fossoyeur",
    "Quand le Fossoyeur arrive en jeu, vous pouvez renvoyer une carte de créature ciblée depuis votre cimetière "
    "dans votre main.",
)
ADARKAR_WASTES = (  # 10E
    "Landes d'Adarkar",
    "{T} : Ajoutez {1} à votre réserve.\n"
    "{T} : Ajoutez {W} ou {U} à votre réserve. Les Landes d'Adarkar vous infligent 1 blessure.",
)
MIND_ROT = ("Pourrissement cérébral", "Le joueur ciblé se défausse de deux cartes.")  # 10E
ACT_OF_TREASON = (  # M10
    "Acte de trahison",
    "Acquérez le contrôle de la créature ciblée jusqu'à la fin du tour. Dégagez cette créature. "
    "Elle acquiert la célérité jusqu'à la fin du tour.",
)
AGENT_OF_THE_FATES = (  # THS
    "Agent des Moires",
    "Héroïque — À chaque fois que vous lancez un sort qui cible l'Agent des Moires, chaque adversaire sacrifie "
    "une créature.",
)


def parse(card: tuple[str, str]) -> Card:
    name, text = card
    return mtglinks.parse(text, lang="fr", name=name)


def test_destroy_a_target_creature_with_its_adjective_after_the_noun() -> None:
    card = parse(DOOM_BLADE)
    (destroy,) = effects(card)
    assert isinstance(destroy, Action) and destroy.verb == Verb.DESTROY
    (target,) = destroy.objects
    assert isinstance(target, ObjectPhrase)
    assert (target.determiner, target.types, target.not_types) == ("target", ["creature"], ["black"])
    assert original(card, target) == "la créature non-noire ciblée"


def test_gagne_with_a_power_toughness_is_gets_until_end_of_turn() -> None:
    card = parse(GIANT_GROWTH)
    (pump,) = effects(card)
    assert isinstance(pump, Action) and (pump.verb, pump.amount) == (Verb.MODIFY_PT, "+3/+3")
    assert isinstance(pump.actor, ObjectPhrase) and pump.actor.determiner == "target"
    assert pump.duration is not None and pump.duration.until == "end_of_turn"
    assert original(card, pump.duration) == "jusqu'à la fin du tour"


def test_une_cible_creature_ou_joueur_is_any_target() -> None:
    card = parse(LIGHTNING_BOLT)
    (bolt,) = effects(card)
    assert isinstance(bolt, Action) and (bolt.verb, bolt.amount) == (Verb.DEAL_DAMAGE, "3")
    assert isinstance(bolt.actor, Reference) and original(card, bolt.actor) == "La Foudre"
    assert bolt.objects[0].to_dict()["types"] == ["any"]
    assert original(card, bolt.objects[0]) == "une cible, créature ou joueur"


def test_an_elided_article_is_part_of_its_noun() -> None:
    card = parse(NATURALIZE)
    (destroy,) = effects(card)
    assert isinstance(destroy, Action) and destroy.verb == Verb.DESTROY
    artifact, enchantment = destroy.objects
    assert isinstance(artifact, ObjectPhrase) and (artifact.determiner, artifact.types) == ("target", ["artifact"])
    assert isinstance(enchantment, ObjectPhrase) and enchantment.types == ["enchantment"]
    assert original(card, enchantment) == "l'enchantement ciblé"


def test_exile_until_it_leaves_the_battlefield() -> None:
    card = parse(BANISHING_LIGHT)
    event, exile = effects(card)
    assert isinstance(event, TriggerEvent) and event.event == Verb.ENTER
    assert isinstance(exile, Action) and exile.verb == Verb.EXILE
    (target,) = exile.objects
    assert isinstance(target, ObjectPhrase)
    assert (target.determiner, target.types, target.not_types, target.controller) == (
        "target",
        ["permanent"],
        ["land"],
        "opponent",
    )
    assert exile.duration is not None and exile.duration.until == "leaves_battlefield"


def test_search_then_a_verb_with_its_pronoun_then_shuffle() -> None:
    card = parse(AMROU_SCOUT)
    search, put, shuffle = effects(card)
    assert isinstance(search, Action) and (search.verb, search.zone_from) == (Verb.SEARCH, "library")
    rebel = search.objects[0]
    assert isinstance(rebel, ObjectPhrase) and rebel.subtypes == ["Rebelle"]
    assert "mana_value:3:or_less" in rebel.qualifiers
    assert isinstance(put, Action) and (put.verb, put.zone_to) == (Verb.PUT, "battlefield")
    assert original(card, put) == "mettez-la en jeu"
    assert isinstance(shuffle, Action) and shuffle.verb == Verb.SHUFFLE


def test_an_optional_return_from_graveyard_to_hand() -> None:
    card = parse(GRAVEDIGGER)
    event, back = effects(card)
    assert isinstance(event, TriggerEvent) and event.event == Verb.ENTER
    assert isinstance(back, Action) and back.verb == Verb.RETURN and back.optional
    assert (back.zone_from, back.zone_to) == ("graveyard", "hand")
    assert isinstance(back.actor, PlayerPhrase) and back.actor.who == "you"


def test_the_player_dealt_damage_stands_before_the_verb() -> None:
    card = parse(ADARKAR_WASTES)
    damage = effects(card)[-1]
    assert isinstance(damage, Action) and (damage.verb, damage.amount) == (Verb.DEAL_DAMAGE, "1")
    (you,) = damage.objects
    assert isinstance(you, PlayerPhrase) and you.who == "you" and original(card, you) == "vous"


def test_a_reflexive_discard() -> None:
    (discard,) = effects(parse(MIND_ROT))
    assert isinstance(discard, Action) and discard.verb == Verb.DISCARD
    assert isinstance(discard.actor, PlayerPhrase) and discard.actor.who == "target_player"


def test_a_spell_that_targets_the_card() -> None:
    card = parse(AGENT_OF_THE_FATES)
    event, sacrifice = effects(card)
    assert isinstance(event, TriggerEvent) and event.event == Verb.CAST
    spell = event.actions[0].objects[0]
    assert isinstance(spell, ObjectPhrase) and "targets" in spell.qualifiers
    assert isinstance(sacrifice, Action) and sacrifice.verb == Verb.SACRIFICE
    assert isinstance(sacrifice.actor, PlayerPhrase) and sacrifice.actor.who == "each_opponent"


# The English Oracle text of 2018 (the corpus's `oracle_text_en`) of cards above.
ORACLE = [
    (DOOM_BLADE, "Doom Blade", "Destroy target nonblack creature."),
    (NATURALIZE, "Naturalize", "Destroy target artifact or enchantment."),
    (LIGHTNING_BOLT, "Lightning Bolt", "Lightning Bolt deals 3 damage to any target."),
    (
        BANISHING_LIGHT,
        "Banishing Light",
        "When Banishing Light enters the battlefield, exile target nonland permanent an opponent controls until "
        "Banishing Light leaves the battlefield.",
    ),
    (
        ACT_OF_TREASON,
        "Act of Treason",
        "Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.",
    ),
    (ADARKAR_WASTES, "Adarkar Wastes", "{T}: Add {C}.\n{T}: Add {W} or {U}. Adarkar Wastes deals 1 damage to you."),
]


@pytest.mark.parametrize(("card", "name", "oracle"), ORACLE)
def test_the_same_verbs_as_the_english_oracle_text(card: tuple[str, str], name: str, oracle: str) -> None:
    french = parse(card)
    english = mtglinks.parse(oracle, name=name)
    assert all(is_typed(a.effects) for a in french.iter_abilities())
    assert verbs(french) == verbs(english) and verbs(french)


@pytest.mark.parametrize(
    "text",
    [
        "Lorem ipsum dolor sit amet.",
        "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.",
        # flavour text
        "Il n'y a pas de fumée sans feu, ni de feu sans dragon.",
        "Destroy target creature.",
        "Destruye la criatura objetivo.",
    ],
)
def test_garbage_flavour_english_and_spanish_type_nothing(text: str) -> None:
    found = effects(mtglinks.parse(text, lang="fr"))
    assert found and all(isinstance(n, Untyped) and n.reason for n in found)


@pytest.mark.parametrize("lang", ["en", "es", "ru"])
def test_another_language_read_as_french_types_almost_nothing(lang: str) -> None:
    typed, total = typed_read_as(lang, "fr")
    assert total > 20 and typed / total < 0.02, (typed, total)


def test_life_lost_equal_to_the_power_of_the_exiled_card() -> None:
    # OGW: "égal à la" takes the article of "la force de la carte exilée", the card another ability exiled named in the
    # amount (`power:of:exiled_with`)
    card = parse(
        (
            "Contaminateur effroyable",
            "{3}{C}, exilez une carte de créature depuis votre cimetière : L'adversaire ciblé perd un nombre de "
            "points de vie égal à la force de la carte exilée.",
        )
    )
    lose = effects(card)[-1]
    assert isinstance(lose, Action) and (lose.verb, lose.amount) == (Verb.LOSE_LIFE, "power:of:exiled_with")
    assert isinstance(lose.actor, PlayerPhrase) and lose.actor.who == "target_opponent"


def test_a_zone_after_a_counted_object_is_where_it_is() -> None:
    # ONS, C14: "en jeu", "dans tous les cimetières" after what is counted
    card = parse(("Aide aérienne", "Piochez une carte pour chaque oiseau en jeu."))
    (draw,) = effects(card)
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW
    assert draw.to_dict()["per"]["zone"] == "battlefield"
    text = "La créature équipée gagne +X/+X, X étant le nombre de cartes de créature dans tous les cimetières."
    card = parse(("Récoltos", text))
    assert is_typed(effects(card))


def test_return_sur_le_champ_de_bataille_depuis_a_graveyard() -> None:
    # ORI: the zone returned to comes before the zone returned from
    text = "Renvoyez le Spoliateur des âmes sur le champ de bataille depuis votre cimetière."
    card = parse(("Spoliateur des âmes", text))
    (back,) = effects(card)
    assert isinstance(back, Action) and back.verb == Verb.RETURN
    assert (back.zone_to, back.zone_from) == ("battlefield", "graveyard")


def test_the_ne_after_a_moins_que_denies_nothing() -> None:
    # "à moins que vous ne sacrifiiez": the subjunctive with its expletive "ne" is the English "unless you sacrifice"
    card = parse(("Zzz", "Sacrifiez cette créature à moins que vous ne sacrifiiez deux terrains."))
    (sacrifice,) = effects(card)
    assert isinstance(sacrifice, Action) and sacrifice.verb == Verb.SACRIFICE and not sacrifice.negated
    assert sacrifice.condition is not None and sacrifice.condition.test.startswith("unless")
    assert [str(a.verb) for a in sacrifice.condition.about if isinstance(a, Action)] == ["sacrifice"]


def test_a_bound_before_its_number_and_attacking_or_blocking() -> None:
    # "ayant un coût converti de mana inférieur ou égal à 3" is the English "with mana value 3 or less"
    text = "Détruisez chaque permanent non-terrain ayant un coût converti de mana inférieur ou égal à 3."
    card = parse(("Zzz", text))
    (destroy,) = effects(card)
    assert isinstance(destroy, Action) and destroy.verb == Verb.DESTROY
    (each,) = destroy.objects
    assert isinstance(each, ObjectPhrase) and each.qualifiers == ["mana_value:3:or_less"]
    card = parse(("Zzz", "Détruisez la créature attaquante ou bloqueuse ciblée."))
    (destroy,) = effects(card)
    assert isinstance(destroy, Action)
    (target,) = destroy.objects
    assert isinstance(target, ObjectPhrase) and target.qualifiers == ["attacking or blocking"]


def test_damage_with_whom_it_is_dealt_to_before_the_amount() -> None:
    # "~ inflige à la créature ciblée un nombre de blessures égal à la force de ~": the same node as the English
    # "deals damage equal to its power to target creature"
    card = parse(("Zzz", "Zzz inflige à la créature ciblée un nombre de blessures égal à la force de Zzz."))
    (damage,) = effects(card)
    assert isinstance(damage, Action) and (damage.verb, damage.amount) == (Verb.DEAL_DAMAGE, "power")
    (target,) = damage.objects
    assert isinstance(target, ObjectPhrase) and (target.determiner, target.types) == ("target", ["creature"])


def test_a_subject_in_a_zone() -> None:
    # "dans votre cimetière" after a subject is where it is, as "en tu cementerio" in Spanish
    card = parse(("Zzz", "Chaque carte de créature dans votre cimetière a le vol."))
    (gain,) = effects(card)
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_ABILITY
    assert isinstance(gain.actor, ObjectPhrase) and gain.actor.to_dict()["zone"] == "graveyard"


def test_spells_you_cast_cost_less() -> None:
    card = parse(("Zzz", "Les sorts de dragon que vous lancez coûtent {1} de moins à lancer."))
    (cost,) = effects(card)
    assert isinstance(cost, Action) and (cost.verb, cost.amount, cost.detail) == (Verb.MODIFY_COST, "{1}", ["less"])
    assert isinstance(cost.actor, ObjectPhrase) and (cost.actor.types, cost.actor.controller) == (
        ["spell"],
        "cast_by_you",
    )


def test_a_hyphenated_type_pair_is_both_types() -> None:
    # NPH, ORI: "créature-artefact" is one word for the English "artifact creature"
    text = (
        "Quand l'Épisseuse de lames arrive sur le champ de bataille, mettez sur le champ de bataille un jeton de "
        "créature-artefact 3/3 incolore Golem."
    )
    card = parse(("Épisseuse de lames", text))
    event, create = effects(card)
    assert isinstance(event, TriggerEvent) and event.event == Verb.ENTER
    assert isinstance(create, Action) and (create.verb, create.zone_to) == (Verb.CREATE, "battlefield")
    (golem,) = create.objects
    assert isinstance(golem, ObjectPhrase) and (golem.types, golem.subtypes) == (
        ["token", "artifact", "creature"],
        ["Golem"],
    )
    assert (golem.colors, golem.qualifiers) == (["colorless"], ["3/3"])
    card = parse(("Chef de la fonderie", "Les autres créatures-artefacts que vous contrôlez gagnent +1/+1."))
    (pump,) = effects(card)
    assert isinstance(pump, Action) and (pump.verb, pump.amount) == (Verb.MODIFY_PT, "+1/+1")
    assert isinstance(pump.actor, ObjectPhrase)
    assert (pump.actor.types, pump.actor.controller) == (["artifact", "creature"], "you")
    english = mtglinks.parse("Other artifact creatures you control get +1/+1.", name="Chief of the Foundry")
    assert effects(english)[0].to_dict()["actor"]["types"] == pump.actor.types


def test_qui_shares_with_an_object_as_that_shares() -> None:
    # ONS: "qui partagent … avec la créature sacrifiée" is the English "that share a creature type with the
    # sacrificed creature", the sacrificed creature pointing back to the cost
    card = parse(
        (
            "Peste endémique",
            "Détruisez toutes les créatures qui partagent un type de créature avec la créature sacrifiée.",
        )
    )
    (destroy,) = effects(card)
    assert isinstance(destroy, Action) and destroy.verb == Verb.DESTROY
    (every,) = destroy.objects
    assert isinstance(every, ObjectPhrase) and (every.determiner, every.types) == ("all", ["creature"])
    assert every.qualifiers == ["share:creature_type:with:anaphora"]
    english = mtglinks.parse(
        "Destroy all creatures that share a creature type with the sacrificed creature.", name="Pandemic"
    )
    assert effects(english)[0].to_dict()["objects"][0]["qualifiers"] == every.qualifiers
    # CHK: "chaque autre créature qui partage une couleur avec elle", a second subject of "gagnent"
    text = (
        "La créature ciblée et chaque autre créature qui partage une couleur avec elle gagnent la protection contre "
        "la couleur choisie jusqu'à la fin du tour."
    )
    (gain,) = effects(parse(("Bain de lumière", text)))
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_ABILITY
    (other,) = gain.other_actors
    assert isinstance(other, ObjectPhrase) and other.qualifiers == ["share:color:with:anaphora"]


def test_qui_is_and_qui_is_not_a_state_of_the_object() -> None:
    # SOI: "qui n'est pas sur le champ de bataille"; "que vous possédez" is whose it is
    text = "Chaque carte de créature Vampire que vous possédez qui n'est pas sur le champ de bataille a la folie."
    (gain,) = effects(parse(("Avaleur Falkenrath", text)))
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_ABILITY and gain.detail == ["keyword:madness"]
    vampires = gain.actor
    assert isinstance(vampires, ObjectPhrase) and (vampires.types, vampires.subtypes) == (
        ["card", "creature"],
        ["Vampire"],
    )
    assert (vampires.controller, vampires.qualifiers) == ("owner_you", ["is:not:battlefield"])
    # a state after "qui sont": "Creatures you control that are enchanted get +1/+1."
    (pump,) = effects(parse(("Zzz", "Les créatures que vous contrôlez qui sont enchantées gagnent +1/+1.")))
    assert isinstance(pump, Action) and isinstance(pump.actor, ObjectPhrase)
    assert (pump.verb, pump.actor.controller, pump.actor.qualifiers) == (Verb.MODIFY_PT, "you", ["is:enchanted"])


def test_relative_clauses_the_english_reads_whole() -> None:
    # "qui lui est attachée", "qui le bloque", "qui est arrivée en jeu ce tour-ci": the English "attached to it",
    # "blocking it", "that entered the battlefield this turn"
    for name, text, qualifier in [
        ("Perpétagasse", "~ gagne +2/+2 pour chaque aura qui lui est attachée.", "attached_to_it"),
        ("Berserker elfe", "Il gagne +1/+1 jusqu'à la fin du tour pour chaque créature qui le bloque.", "blocking_it"),
        # ALA: "for each other attacking Beast"
        (
            "Cogneur schistederme",
            "Il gagne +3/+0 jusqu'à la fin du tour pour chaque autre bête qui attaque.",
            "attacking",
        ),
    ]:
        (pump,) = effects(parse((name, text)))
        assert isinstance(pump, Action) and pump.verb == Verb.MODIFY_PT
        assert pump.to_dict()["per"]["qualifiers"] == [qualifier]
    (destroy,) = effects(
        parse(("Du berceau au tombeau", "Détruisez la créature non-noire ciblée qui est arrivée en jeu ce tour-ci."))
    )
    assert isinstance(destroy, Action) and destroy.verb == Verb.DESTROY
    (target,) = destroy.objects
    assert isinstance(target, ObjectPhrase) and (target.determiner, target.not_types) == ("target", ["black"])
    assert target.qualifiers == ["entered_this_turn"]


def test_que_after_an_object_other_than_and_the_older_play() -> None:
    # INV: "que vous jouez" is the older "you cast"; "autre que ~" is "other than ~"
    (cost,) = effects(parse(("Sangsue d'albâtre", "Les sorts blancs que vous jouez coûtent {W} de plus à jouer.")))
    assert isinstance(cost, Action) and (cost.verb, cost.amount, cost.detail) == (Verb.MODIFY_COST, "{W}", ["more"])
    assert isinstance(cost.actor, ObjectPhrase)
    assert (cost.actor.types, cost.actor.colors, cost.actor.controller) == (["spell"], ["white"], "cast_by_you")
    (sacrifice,) = effects(parse(("Zzz", "Sacrifiez une créature autre que Zzz.")))
    assert isinstance(sacrifice, Action) and sacrifice.verb == Verb.SACRIFICE
    (other,) = sacrifice.objects
    assert isinstance(other, ObjectPhrase) and (other.types, other.qualifiers) == (["creature"], ["other_than"])


def test_a_token_that_is_a_copy() -> None:
    # ISD: "un jeton qui est une copie de cette carte" is "a token that's a copy of that card"
    text = "Mettez sur le champ de bataille un jeton qui est une copie d'une créature ciblée que vous contrôlez."
    (create,) = effects(parse(("Zzz", text)))
    assert isinstance(create, Action) and (create.verb, create.zone_to) == (Verb.CREATE, "battlefield")
    (token,) = create.objects
    assert isinstance(token, ObjectPhrase) and (token.types, token.qualifiers) == (["token"], ["copy_of"])


def test_numbers_added_compared_and_counted_over_objects() -> None:
    # MIR: "sa force plus son endurance" is "its power plus its toughness"
    text = "Son contrôleur perd un nombre de points de vie égal à sa force plus son endurance."
    (lose,) = effects(parse(("Phtisie", text)))
    assert isinstance(lose, Action) and (lose.verb, lose.amount) == (Verb.LOSE_LIFE, "power:plus:toughness")
    assert isinstance(lose.actor, PlayerPhrase) and lose.actor.who == "its_controller"
    # THS: devotion, as the English "your devotion to black"
    text = "Chaque adversaire perd X points de vie, X étant votre dévotion au noir."
    (drain,) = effects(parse(("Marchand gris d'Asphodèle", text)))
    assert isinstance(drain, Action) and (drain.verb, drain.amount) == (Verb.LOSE_LIFE, "devotion")
    # M14: "la force la plus élevée parmi les créatures que vous contrôlez" counts over those creatures
    text = "Piochez un nombre de cartes égal à la force la plus élevée parmi les créatures que vous contrôlez."
    (draw,) = effects(parse(("Garruk, chasseur primordial", text)))
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW
    per = draw.per
    assert isinstance(per, ObjectPhrase) and (per.types, per.controller) == (["creature"], "you")
    # "plus de cartes en main que chaque adversaire": a count against another player's
    text = "Si vous avez plus de cartes en main que chaque adversaire, piochez une carte."
    (draw,) = effects(parse(("Zzz", text)))
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW and draw.condition is not None
    more = draw.condition.about[-1]
    assert isinstance(more, ObjectPhrase) and (more.determiner, more.types, more.zone) == ("more", ["card"], "hand")
    assert more.qualifiers == ["than:each_opponent"]


def test_in_addition_to_its_other_colors_and_types() -> None:
    # DST, the English "is a black Zombie in addition to its other colors and types"
    text = "Le Reviviscence est un zombie noir en plus de ses autres couleurs et de ses autres types."
    (be,) = effects(parse(("Reviviscence", text)))
    assert isinstance(be, Action) and be.verb == Verb.BECOME
    (zombie,) = be.objects
    assert isinstance(zombie, ObjectPhrase) and (zombie.subtypes, zombie.colors) == (["Zombie"], ["black"])
    assert zombie.qualifiers == ["in_addition"]


def test_reveal_until_you_reveal() -> None:
    # ROE: "jusqu'à ce que vous révéliez une carte non-terrain" is "until you reveal a nonland card"
    text = "Révélez les cartes du dessus de votre bibliothèque jusqu'à ce que vous révéliez une carte non-terrain."
    (reveal,) = effects(parse(("Explosion imprévisible", text)))
    assert isinstance(reveal, Action) and (reveal.verb, reveal.zone_from) == (Verb.REVEAL, "library")
    assert reveal.condition is not None and reveal.condition.test == "until"
    (until,) = reveal.condition.about
    assert isinstance(until, Action) and until.verb == Verb.REVEAL and isinstance(until.actor, PlayerPhrase)
    (card,) = until.objects
    assert isinstance(card, ObjectPhrase) and (card.types, card.not_types) == (["card"], ["land"])


def test_blocked_only_by_is_cant_be_blocked_except_by() -> None:
    # TSP: "ne peut être bloquée que par" (the "ne … que" restriction) is "can't be blocked except by"
    (block,) = effects(
        parse(
            (
                "Marchesaillie silhana",
                "La Marchesaillie silhana ne peut être bloquée que par des créatures avec le vol.",
            )
        )
    )
    assert isinstance(block, Action) and block.verb == Verb.BLOCK and block.negated
    (flyers,) = block.objects
    assert isinstance(flyers, ObjectPhrase) and (flyers.types, flyers.qualifiers) == (["creature"], ["with:flying"])


def test_a_player_who_controls_none() -> None:
    # TSB: "vous ne contrôlez pas d'île" is the English "you control no Islands"
    card = parse(("Dandân", "Quand vous ne contrôlez pas d'île, sacrifiez le Dandân."))
    event, sacrifice = effects(card)
    assert isinstance(event, TriggerEvent) and event.event == "control"
    (islands,) = event.actions[0].objects
    assert isinstance(islands, ObjectPhrase) and (islands.determiner, islands.subtypes) == ("no", ["Île"])
    assert isinstance(sacrifice, Action) and sacrifice.verb == Verb.SACRIFICE
    english = mtglinks.parse("When you control no Islands, sacrifice Dandân.", name="Dandân")
    assert verbs(card) == verbs(english)
    # THS: "Tant que vos adversaires ne contrôlent pas de créature"
    text = "Tant que vos adversaires ne contrôlent pas de créature, le Titan d'Érébos a l'indestructible."
    (gain,) = effects(parse(("Titan d'Érébos", text)))
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_ABILITY and gain.condition is not None
    who, none = gain.condition.about
    assert isinstance(who, PlayerPhrase) and who.who == "opponent"
    assert isinstance(none, ObjectPhrase) and (none.determiner, none.types) == ("no", ["creature"])


def test_lands_do_not_untap_and_eldrazi_scions() -> None:
    # BOK: "ne se dégagent pas pendant l'étape de dégagement de leurs contrôleurs"
    text = "Les terrains ne se dégagent pas pendant l'étape de dégagement de leurs contrôleurs."
    (untap,) = effects(parse(("Hokori, buveur de poussière", text)))
    assert isinstance(untap, Action) and untap.verb == Verb.UNTAP and untap.negated
    assert isinstance(untap.actor, ObjectPhrase) and untap.actor.types == ["land"]
    # BFZ: the token subtype "Scion" after "Eldrazi et"
    text = "Mettez sur le champ de bataille deux jetons de créature 1/1 incolore Eldrazi et Scion."
    (create,) = effects(parse(("Appel des scions", text)))
    assert isinstance(create, Action) and create.verb == Verb.CREATE
    (scions,) = create.objects
    assert isinstance(scions, ObjectPhrase) and scions.subtypes == ["Eldrazi", "Scion"]


def test_dont_a_characteristic_is_with_that_characteristic() -> None:
    # M14: "dont le coût converti de mana est de 3 ou moins" is "with mana value 3 or less"
    text = "Détruisez chaque créature dont le coût converti de mana est de 3 ou moins."
    (destroy,) = effects(parse(("Soleil du sacrifice", text)))
    assert isinstance(destroy, Action) and destroy.verb == Verb.DESTROY
    (each,) = destroy.objects
    assert isinstance(each, ObjectPhrase) and (each.determiner, each.qualifiers) == ("each", ["mana_value:3:or_less"])
    # "qu'il possède" is "they own"
    text = "Chaque joueur acquiert le contrôle de toutes les créatures qu'il possède."
    (control,) = effects(parse(("Zzz", text)))
    assert isinstance(control, Action) and control.verb == Verb.GAIN_CONTROL
    (owned,) = control.objects
    assert isinstance(owned, ObjectPhrase) and (owned.types, owned.controller) == (["creature"], "owner_they")


def test_a_second_event_of_the_same_subject_and_an_action_repeated() -> None:
    # M11: "arrive sur le champ de bataille ou qu'il attaque" is "enters the battlefield or attacks"
    text = "À chaque fois que le Titan des tombes arrive sur le champ de bataille ou qu'il attaque, piochez une carte."
    event, _draw = effects(parse(("Titan des tombes", text)))
    assert isinstance(event, TriggerEvent)
    assert [action.verb for action in event.actions] == [Verb.ENTER, Verb.ATTACK]
    # ZEN: "deux fois" after the object is "twice"; "pour chaque type de terrain de base parmi …"
    (copy,) = effects(parse(("Mage d'écho", "Copiez le sort d'éphémère ou de rituel ciblé deux fois.")))
    assert isinstance(copy, Action) and (copy.verb, copy.detail) == (Verb.COPY, ["times:2"])
    text = (
        "La créature enchantée gagne -1/-1 pour chaque type de terrain de base parmi les terrains que vous contrôlez."
    )
    (shrink,) = effects(parse(("Malédiction exotique", text)))
    assert isinstance(shrink, Action) and shrink.verb == Verb.MODIFY_PT
    assert isinstance(shrink.per, ObjectPhrase) and shrink.per.types == ["basic_land_type"]


def test_is_indestructible_and_isnt_a_creature() -> None:
    # SOM: "est indestructible" is the keyword the object has, as the English "has indestructible"
    (gain,) = effects(parse(("Myr de sombracier", "Le Myr de sombracier est indestructible ce tour-ci.")))
    assert isinstance(gain, Action) and (gain.verb, gain.detail) == (Verb.GAIN_ABILITY, ["keyword:indestructible"])
    assert isinstance(gain.actor, Reference) and gain.actor.refers == "self"
    # said alone, the paragraph is the keyword line its Oracle text prints (syntax/keyword_sentence.py)
    (own,) = parse(("Myr de sombracier", "Le Myr de sombracier est indestructible.")).abilities
    assert [k.canonical for k in own.keywords] == ["indestructible"] and not own.effects
    # THS: a number compared ("est inférieure à cinq") and "n'est pas une créature"
    text = "Tant que votre dévotion au noir est inférieure à cinq, Érébos n'est pas une créature."
    (be,) = effects(parse(("Érébos, dieu des Morts", text)))
    assert isinstance(be, Action) and be.verb == Verb.BECOME and be.negated
    assert be.condition is not None and be.condition.test == "as_long_as:compare:devotion:less:5"
    (creature,) = be.objects
    assert isinstance(creature, ObjectPhrase) and creature.types == ["creature"]


def test_tapped_for_mana_and_the_first_time_each_turn() -> None:
    # INV: "est engagé pour du mana" is the English "is tapped for mana"; "à sa réserve"
    text = (
        "À chaque fois que le terrain enchanté est engagé pour du mana, son contrôleur ajoute un mana d'une couleur "
        "de son choix à sa réserve."
    )
    event, add = effects(parse(("Terrain fertile", text)))
    assert isinstance(event, TriggerEvent) and event.event == Verb.TAP
    assert isinstance(event.actions[0].actor, Reference) and event.actions[0].actor.refers == "attached"
    assert isinstance(add, Action) and add.verb == Verb.ADD_MANA
    english = mtglinks.parse(
        "Whenever enchanted land is tapped for mana, its controller adds an additional one mana of any color.",
        name="Fertile Ground",
    )
    assert effects(english)[0].to_dict()["event"] == event.event
    # "pour la première fois à chaque tour" is "for the first time each turn"
    text = "À chaque fois que Zzz attaque pour la première fois à chaque tour, dégagez-le."
    event, _untap = effects(parse(("Zzz", text)))
    assert isinstance(event, TriggerEvent) and event.actions[0].detail == ["first_each_turn"]


def test_if_a_player_does_and_damage_dealt_to_an_object() -> None:
    # PCY: "Si un joueur fait ainsi" is "If a player does"
    (counter,) = effects(parse(("Anéantir les espoirs", "Si un joueur fait ainsi, contrecarrez Anéantir les espoirs.")))
    assert isinstance(counter, Action) and counter.verb == Verb.COUNTER
    assert counter.condition is not None and counter.condition.test == "does"
    assert isinstance(counter.condition.about[0], PlayerPhrase) and counter.condition.about[0].who == "a_player"
    # SCG: "À chaque fois que des blessures sont infligées à ~" is "Whenever damage is dealt to ~"
    text = "À chaque fois que des blessures sont infligées au Nantuko de la couvée, piochez une carte."
    event, _draw = effects(parse(("Nantuko de la couvée", text)))
    assert isinstance(event, TriggerEvent) and event.event == Verb.DEAL_DAMAGE
    (dealt,) = event.actions
    assert dealt.detail == ["passive"] and isinstance(dealt.objects[0], Reference)
    english = mtglinks.parse("Whenever damage is dealt to Zzz, draw a card.", name="Zzz")
    assert effects(english)[0].to_dict()["actions"][0]["detail"] == dealt.detail
    # "Si des blessures devaient être infligées à ~, prévenez ces blessures": "If damage would be dealt to ~"
    (prevent,) = effects(parse(("Zzz", "Si des blessures devaient être infligées à Zzz, prévenez ces blessures.")))
    assert isinstance(prevent, Action) and prevent.verb == Verb.PREVENT
    assert prevent.condition is not None and prevent.condition.test == "would"


def test_with_the_same_name() -> None:
    # 5DN: "ayant le même nom" is "with the same name"
    text = "Détruisez l'enchantement ciblé et tous les autres enchantements ayant le même nom."
    (destroy,) = effects(parse(("Calme résonnant", text)))
    assert isinstance(destroy, Action) and destroy.verb == Verb.DESTROY
    target, others = destroy.objects
    assert isinstance(others, ObjectPhrase) and (others.determiner, others.qualifiers) == ("all", ["same:name"])


def test_power_and_toughness_defined_based_and_compared() -> None:
    # LRW "Scion de la forêt": the owner before "a une force et une endurance chacune égale au …"
    text = "Le Scion de la forêt a une force et une endurance chacune égale au nombre de créatures que vous contrôlez."
    (define,) = effects(parse(("Scion de la forêt", text)))
    assert isinstance(define, Action) and (define.verb, define.detail) == (Verb.MODIFY_PT, ["set:power_toughness"])
    assert isinstance(define.actor, Reference) and define.actor.refers == "self"
    assert isinstance(define.per, ObjectPhrase) and (define.per.types, define.per.controller) == (["creature"], "you")
    # M14: "a une force et une endurance de base de 0/2" is "has base power and toughness 0/2"
    (base,) = effects(
        parse(("Perte d'envergure", "La créature enchantée a une force et une endurance de base de 0/2."))
    )
    assert isinstance(base, Action) and (base.verb, base.detail) == (Verb.GAIN_ABILITY, ["base_power_toughness:0/2"])
    # "ayant la force la plus faible" is "with the least power"; the zone returned to before the object
    (destroy,) = effects(parse(("Nodules de porphyre", "Détruisez la créature ayant la force la plus faible.")))
    assert isinstance(destroy, Action) and destroy.objects[0].to_dict()["qualifiers"] == ["least:power"]
    text = "Renvoyez dans votre main la carte de créature de votre cimetière avec la force la plus élevée."
    (back,) = effects(parse(("Zzz", text)))
    assert isinstance(back, Action) and (back.verb, back.zone_from, back.zone_to) == (Verb.RETURN, "graveyard", "hand")
    assert back.objects[0].to_dict()["qualifiers"] == ["greatest:power"]


def test_returns_with_both_zones_around_the_object() -> None:
    # CSP: "Renvoyez en jeu ~ depuis votre cimetière"; DTK: the zone returned from before the object
    for name, text in [
        ("Ange crinefeu", "Renvoyez en jeu l'Ange crinefeu depuis votre cimetière."),
        ("Zzz", "Renvoyez Zzz en jeu depuis votre cimetière."),
        (
            "Commandement d'Ojutaï",
            "Renvoyez sur le champ de bataille depuis votre cimetière une carte de créature ciblée avec un coût "
            "converti de mana inférieur ou égal à 2.",
        ),
    ]:
        (back,) = effects(parse((name, text)))
        assert isinstance(back, Action) and back.verb == Verb.RETURN, text
        assert (back.zone_from, back.zone_to) == ("graveyard", "battlefield"), text
    (target,) = back.objects
    assert isinstance(target, ObjectPhrase) and (target.determiner, target.qualifiers) == (
        "target",
        ["mana_value:2:or_less"],
    )


def test_a_sentence_opened_by_ensuite_and_a_state_on_the_battlefield() -> None:
    # THS: "Ensuite, si elle a au moins trois marqueurs +1/+1 sur elle, sacrifiez ~."
    text = "Ensuite, si elle a au moins trois marqueurs +1/+1 sur elle, sacrifiez l'Épreuve d'Héliode."
    (sacrifice,) = effects(parse(("Épreuve d'Héliode", text)))
    assert isinstance(sacrifice, Action) and sacrifice.verb == Verb.SACRIFICE and sacrifice.condition is not None
    assert sacrifice.condition.test == "have:counter:+1/+1:3:or_more"
    # ALL: "Si ~ est en jeu" is "If ~ is on the battlefield"
    text = (
        "Si le Traqueur de Boissambre est en jeu, il inflige un nombre de blessures égal à sa force à la créature "
        "attaquante ciblée."
    )
    (damage,) = effects(parse(("Traqueur de Boissambre", text)))
    assert isinstance(damage, Action) and (damage.verb, damage.amount) == (Verb.DEAL_DAMAGE, "power")
    assert damage.condition is not None and damage.condition.test.endswith("battlefield")


def test_an_alternative_cost_kicker_paid_and_entering_as_a_copy() -> None:
    # "à la place du coût de mana de ~" is "rather than pay ~'s mana cost"
    text = "Vous pouvez payer {W}{U}{B}{R}{G} à la place du coût de mana de Zzz."
    (pay,) = effects(parse(("Zzz", text)))
    assert isinstance(pay, Action) and (pay.verb, pay.amount) == (Verb.PAY, "{W}{U}{B}{R}{G}")
    assert "rather_than:mana_cost" in pay.detail
    # INV: "Si le coût de kick a été payé" is "If the kicker cost was paid"
    text = "Si le coût de kick a été payé, détruisez toutes les autres créatures à la place."
    (destroy,) = effects(parse(("Zzz", text)))
    assert isinstance(destroy, Action) and destroy.condition is not None and destroy.condition.test == "paid:kicked"
    # "arrive sur le champ de bataille comme une copie d'une créature que vous contrôlez": "enters as a copy of"
    text = (
        "Vous pouvez faire que Zzz arrive sur le champ de bataille comme une copie d'une créature que vous contrôlez."
    )
    (enter,) = effects(parse(("Zzz", text)))
    assert isinstance(enter, Action) and enter.verb == Verb.ENTER and "as_copy" in enter.detail
    (creature,) = enter.objects
    assert isinstance(creature, ObjectPhrase) and (creature.types, creature.controller) == (["creature"], "you")


def test_modern_wording_mana_value_attacked_with_and_second_spell() -> None:
    # "la valeur de mana de ~" (2021 wording of "le coût converti de mana"), life paid "égal à" it
    text = "Ce joueur peut payer un nombre de points de vie égal à la valeur de mana de Zzz."
    (pay,) = effects(parse(("Zzz", text)))
    assert isinstance(pay, Action) and (pay.verb, pay.amount, pay.detail) == (Verb.PAY, "mana_value", ["life"])
    # "Si vous avez attaqué avec au moins deux créatures ce tour-ci": "if you attacked with two or more creatures"
    text = "Si vous avez attaqué avec au moins deux créatures ce tour-ci, piochez une carte."
    (draw,) = effects(parse(("Zzz", text)))
    assert isinstance(draw, Action) and draw.condition is not None
    (attacked,) = draw.condition.about
    assert isinstance(attacked, Action) and attacked.verb == Verb.ATTACK
    # "votre deuxième sort à chaque tour" is "your second spell each turn"
    event, _draw = effects(
        parse(("Zzz", "À chaque fois que vous lancez votre deuxième sort à chaque tour, piochez une carte."))
    )
    assert isinstance(event, TriggerEvent) and event.event == Verb.CAST
    assert event.actions[0].objects[0].to_dict()["qualifiers"] == ["second_each_turn"]


def test_any_player_dealt_damage_this_turn_and_put_into_a_graveyard_from_play() -> None:
    # PCY: "n'importe quel joueur peut sacrifier une créature" is "any player may sacrifice a creature"
    (sacrifice,) = effects(parse(("Avaleurs de cerveau", "N'importe quel joueur peut sacrifier une créature.")))
    assert isinstance(sacrifice, Action) and sacrifice.verb == Verb.SACRIFICE and sacrifice.optional
    assert isinstance(sacrifice.actor, ObjectPhrase)
    assert (sacrifice.actor.determiner, sacrifice.actor.types) == ("any", ["player"])
    # "qui a subi des blessures ce tour-ci" is "that was dealt damage this turn"
    text = "La Douleur écrasante inflige 6 blessures à la créature ciblée qui a subi des blessures ce tour-ci."
    (damage,) = effects(parse(("Douleur écrasante", text)))
    assert isinstance(damage, Action) and damage.verb == Verb.DEAL_DAMAGE
    assert damage.objects[0].to_dict()["qualifiers"] == ["dealt_damage_this_turn"]
    # TOR: "est mise dans votre cimetière depuis le jeu" is "is put into your graveyard from the battlefield" (dies)
    text = (
        "À chaque fois qu'une créature non-jeton est mise dans votre cimetière depuis le jeu, mettez en jeu un jeton "
        "de créature 1/1 noire Zombie."
    )
    event, _create = effects(parse(("Pont des enfers", text)))
    assert isinstance(event, TriggerEvent) and event.event == Verb.DIE
    assert event.actions[0].actor is not None and event.actions[0].actor.to_dict()["not_types"] == ["token"]


def test_older_timing_restrictions_of_an_ability() -> None:
    # LRW: "N'importe quel joueur peut jouer cette capacité" is "Any player may activate this ability" (the older
    # "jouer" of "activate"); "Ne jouez cette capacité que pendant votre phase d'entretien"
    text = (
        "Défaussez-vous d'une carte : Le Rôdeur d'Oona gagne -2/-0 jusqu'à la fin du tour. N'importe quel joueur "
        "peut jouer cette capacité."
    )
    card = parse(("Rôdeur d'Oona", text))
    english = mtglinks.parse(
        "Discard a card: Oona's Prowler gets -2/-0 until end of turn. Any player may activate this ability.",
        name="Oona's Prowler",
    )
    assert verbs(card) == verbs(english)
    timing = effects(card)[-1]
    assert isinstance(timing, Action) and (timing.verb, timing.detail) == (Verb.ACTIVATE, ["only:any_player"])
    text = "{B} : Zzz gagne +1/+1 jusqu'à la fin du tour. Ne jouez cette capacité que pendant votre phase d'entretien."
    timing = effects(parse(("Zzz", text)))[-1]
    assert isinstance(timing, Action) and timing.detail == ["only:your_upkeep"]
