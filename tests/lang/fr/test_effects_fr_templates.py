"""The French effect tree on more real printed card text: the older templates read as their Oracle text
says (a token "mis en jeu" is created, a spell "joué" is cast, the top cards put into a graveyard are milled),
the French word order of restrictions, replacements, conditions and clitics ("ne peut bloquer que …",
"devait être mise …", "vous pouvez la révéler", "tant qu'il a …"), and the same action verbs as the English
Oracle text of the same cards."""

from __future__ import annotations

from collections import Counter

import pytest
from helpers import card_effects as effects
from helpers import card_verbs as verbs
from helpers import original

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, ObjectPhrase, PlayerPhrase, Reference, TriggerEvent


def parse(card: tuple[str, str]) -> Card:
    name, text = card
    return mtglinks.parse(text, lang="fr", name=name)


def test_a_token_put_onto_the_battlefield_is_created() -> None:
    # TSP: the older "mettez sur le champ de bataille un jeton" is the Oracle "Create a 5/5 green Wurm token"
    card = parse(
        (
            "Avènement de la guivre",
            "Mettez sur le champ de bataille un jeton de créature 5/5 verte Guivre avec le piétinement.",
        )
    )
    (create,) = effects(card)
    assert isinstance(create, Action) and (create.verb, create.zone_to) == (Verb.CREATE, "battlefield")
    (wurm,) = create.objects
    assert isinstance(wurm, ObjectPhrase) and "token" in wurm.types and wurm.subtypes == ["Guivre"]
    # a card put onto the battlefield stays put
    card = parse(("Zzz", "Mettez sur le champ de bataille une carte de créature de votre main."))
    (put,) = effects(card)
    assert isinstance(put, Action) and put.verb == Verb.PUT


def test_a_spell_played_is_cast_and_a_land_played_is_played() -> None:
    # MOR: "jouez un sort blanc" is the Oracle "cast a white spell"
    text = "À chaque fois que vous jouez un sort blanc, vous pouvez dégager le Trappeur de Damnejonc."
    event, untap = effects(parse(("Trappeur de Damnejonc", text)))
    assert isinstance(event, TriggerEvent) and event.event == Verb.CAST
    assert isinstance(untap, Action) and untap.verb == Verb.UNTAP
    (play,) = effects(parse(("Zzz", "Vous pouvez jouer des cartes de terrain depuis votre cimetière.")))
    assert isinstance(play, Action) and play.verb == Verb.PLAY


def test_a_player_who_controls_in_a_condition_is_not_gaining_control() -> None:
    # SCG: "Si un adversaire contrôle au moins sept terrains" is the English "If an opponent controls seven or
    # more lands", a test of what is controlled, not the action of gaining control
    text = "Si un adversaire contrôle au moins sept terrains, l'Avatar de la fureur coûte {6} de moins à lancer."
    (cost,) = effects(parse(("Avatar de la fureur", text)))
    assert isinstance(cost, Action) and cost.verb == Verb.MODIFY_COST
    assert cost.condition is not None and cost.condition.test == "control"
    assert [a for a in cost.condition.about if isinstance(a, Action)] == []


def test_you_may_have_it_deal_damage() -> None:
    # PC2: "vous pouvez faire que ~ inflige …" is the English "you may have ~ deal …", the actor the card
    text = (
        "À chaque fois qu'une autre créature meurt, vous pouvez faire que l'Iguanar sifflant inflige 1 blessure "
        "au joueur ciblé."
    )
    card = parse(("Iguanar sifflant", text))
    event, damage = effects(card)
    assert isinstance(event, TriggerEvent) and event.event == Verb.DIE
    assert isinstance(damage, Action) and (damage.verb, damage.amount, damage.optional) == (Verb.DEAL_DAMAGE, "1", True)
    assert isinstance(damage.actor, Reference) and original(card, damage.actor) == "l'Iguanar sifflant"
    (player,) = damage.objects
    assert isinstance(player, PlayerPhrase) and player.who == "target_player"


@pytest.mark.parametrize(
    ("card", "verb", "negated"),
    [
        (("Agent gangrené", "L'Agent gangrené est imblocable."), Verb.BLOCK, True),  # NPH
        (
            ("Élémental de nuage", "L'Élémental de nuage ne peut bloquer que les créatures avec le vol."),
            Verb.BLOCK,
            False,
        ),  # 10E
    ],
)
def test_older_restrictions_and_permissions(card: tuple[str, str], verb: Verb, negated: bool) -> None:
    (action,) = effects(parse(card))
    assert isinstance(action, Action) and (action.verb, action.negated) == (verb, negated)


def test_a_condition_read_whole_and_a_keyword_action_as_a_noun() -> None:
    # DKA: the werewolf condition of the English "if no spells were cast last turn"
    text = (
        "Au début de chaque entretien, si aucun sort n'a été lancé au tour précédent, transformez le Déserteur affligé."
    )
    card = parse(("Déserteur affligé", text))
    found = effects(card)
    assert is_typed(found)
    condition = next(n for n in found if n.to_dict().get("test") == "no_spells_last_turn")
    assert original(card, condition).startswith("si aucun sort")
    # FRF: "Renforcement 1", as "Regard 2", is the keyword action bolster
    card = parse(("Avantage abzan", "Le joueur ciblé sacrifie un enchantement. Renforcement 1."))
    assert verbs(card) == Counter({"sacrifice": 1, "bolster": 1})


def test_a_replacement_with_devait() -> None:
    # TSB: "Si cette créature devait être mise dans un cimetière ce tour-ci, …" is the English "would be put into"
    text = "Si cette créature devait être mise dans un cimetière ce tour-ci, retirez-la de la partie à la place."
    (exile,) = effects(parse(("Désintégration", text)))
    assert isinstance(exile, Action) and exile.verb == Verb.EXILE and "instead" in exile.detail
    assert exile.condition is not None and exile.condition.test == "would"
    (put,) = exile.condition.about
    assert isinstance(put, Action) and put.verb == Verb.PUT_INTO_GRAVEYARD


def test_a_pronoun_before_its_infinitive_and_the_top_of_the_library_just_named() -> None:
    # LRW: "la révéler", "mettre cette carte au-dessus d'elle" (of the library just shuffled)
    text = (
        "Quand l'Annonciateur boggart arrive en jeu, vous pouvez chercher dans votre bibliothèque une carte de "
        "gobelin, la révéler, puis mélanger votre bibliothèque et mettre cette carte au-dessus d'elle."
    )
    card = parse(("Annonciateur boggart", text))
    found = effects(card)
    assert is_typed(found)
    assert [a.verb for a in found if isinstance(a, Action)] == [Verb.SEARCH, Verb.REVEAL, Verb.SHUFFLE, Verb.PUT]
    put = found[-1]
    assert isinstance(put, Action) and put.zone_to == "library"


@pytest.mark.parametrize(
    ("card", "verbs_found"),
    [
        # JOU: an adjective after its noun
        (("Précepte de Kruphix", "Ce joueur pioche une carte supplémentaire."), ["draw"]),
        # DTK: "tant qu'il a au moins un marqueur +1/+1 sur lui", "que" elided into its subject
        (
            ("Artilleur aïnok", "L'Artilleur aïnok a la portée tant qu'il a au moins un marqueur +1/+1 sur lui."),
            ["gain_ability"],
        ),
        # JOU: "du cimetière du joueur ciblé", the zone's article in "du"
        (("Agent d'Érébos", "Exilez toutes les cartes du cimetière du joueur ciblé."), ["exile"]),
        # 5DN: modes in one sentence
        (
            ("Zzz", "Détruisez la créature avec le vol ciblée ; ou détruisez l'artefact ciblé."),
            ["destroy", "destroy"],
        ),
    ],
)
def test_more_french_word_order(card: tuple[str, str], verbs_found: list[str]) -> None:
    found = effects(parse(card))
    assert is_typed(found)
    assert [str(a.verb) for a in found if isinstance(a, Action)] == verbs_found


@pytest.mark.parametrize(
    ("card", "name", "oracle"),
    [
        (  # DKA
            ("Luttes sanglantes", "La créature ciblée se bat contre une autre créature ciblée."),
            "Bloodfeud",
            "Target creature fights another target creature.",
        ),
        (  # BFZ
            (
                "Savant meneur des bêtes",
                "{T} : Ajoutez un mana de la couleur de votre choix à votre réserve. Ne dépensez ce mana que pour "
                "lancer un sort de créature.",
            ),
            "Beastcaller Savant",
            "{T}: Add one mana of any color. Spend this mana only to cast a creature spell.",
        ),
        (  # C15
            ("Ætherisation", "Renvoyez toutes les créatures attaquantes dans la main de leur propriétaire."),
            "Aetherize",
            "Return all attacking creatures to their owner's hand.",
        ),
    ],
)
def test_more_verbs_as_the_english_oracle_text(card: tuple[str, str], name: str, oracle: str) -> None:
    french = parse(card)
    english = mtglinks.parse(oracle, name=name)
    assert all(is_typed(a.effects) for a in french.iter_abilities())
    assert verbs(french) == verbs(english) and verbs(french)


def test_the_next_time_a_source_would_deal_damage() -> None:
    text = (
        "La prochaine fois qu'une source de votre choix devrait vous infliger des blessures ce tour-ci, prévenez "
        "ces blessures."
    )
    (prevent,) = effects(parse(("Zzz", text)))
    assert isinstance(prevent, Action) and prevent.verb == Verb.PREVENT
    assert prevent.condition is not None and prevent.condition.test.startswith("next_time")


def test_two_colors_and_two_subtypes_of_one_token() -> None:
    # LRW: "verte et blanche Elfe et Guerrier" is one token of both colors and both creature types, created
    text = (
        "Le contrôleur de la créature ciblée la sacrifie, puis il met en jeu X jetons de créature 1/1 verte et "
        "blanche Elfe et Guerrier, X étant la force de cette créature."
    )
    _, create = effects(parse(("Meurtre miséricordieux", text)))
    assert isinstance(create, Action) and create.verb == Verb.CREATE
    (tokens,) = create.objects
    assert isinstance(tokens, ObjectPhrase)
    assert (tokens.colors, tokens.subtypes) == (["green", "white"], ["Elfe", "Guerrier"])


def test_as_long_as_it_is_a_type_is_a_state_not_becoming() -> None:
    # SOI: "tant qu'elle est un humain" is the English "as long as it's a Human", no action of becoming
    text = "La créature enchantée gagne +2/+2 tant qu'elle est un humain."
    (pump,) = effects(parse(("Liens de la foi", text)))
    assert isinstance(pump, Action) and pump.verb == Verb.MODIFY_PT
    assert pump.condition is not None and not [a for a in pump.condition.about if isinstance(a, Action)]
    # a pronoun and its verb after "tant que", the state after it
    (pump,) = effects(parse(("Zzz", "Zzz gagne +1/+1 tant qu'il est engagé.")))
    assert isinstance(pump, Action) and pump.condition is not None
    assert pump.condition.test == "as_long_as:is:tapped"


@pytest.mark.parametrize(
    ("card", "name", "oracle"),
    [
        (  # M10: "vous" before its verb after an object
            ("Sirène attirante", "La créature ciblée qu'un adversaire contrôle vous attaque ce tour-ci si possible."),
            "Alluring Siren",
            "Target creature an opponent controls attacks you this turn if able.",
        ),
        (  # AVR: "toutes les blessures" after "Prévenez"
            ("Odontosectomie", "Prévenez toutes les blessures qui devraient être infligées par la créature enchantée."),
            "Toothless",
            "Prevent all damage that would be dealt by enchanted creature.",
        ),
        (  # SOI: "ensuite" after its verb
            (
                "Dissuasion irrésistible",
                "Renvoyez le permanent non-terrain ciblé dans la main de son propriétaire. Ce joueur se défausse "
                "ensuite d'une carte si vous contrôlez un zombie.",
            ),
            "Compelling Deterrence",
            "Return target nonland permanent to its owner's hand. Then that player discards a card if you control "
            "a Zombie.",
        ),
        (  # INV: a color with its article after "contre"
            (
                "Acolyte pourpre",
                "La créature ciblée acquiert la protection contre le rouge jusqu'à la fin du tour.",
            ),
            "Crimson Acolyte",
            "Target creature gains protection from red until end of turn.",
        ),
    ],
)
def test_still_more_verbs_as_the_english_oracle_text(card: tuple[str, str], name: str, oracle: str) -> None:
    french = parse(card)
    english = mtglinks.parse(oracle, name=name)
    assert all(is_typed(a.effects) for a in french.iter_abilities())
    assert verbs(french) == verbs(english) and verbs(french)


def test_tapped_set_off_by_commas_and_two_types_of_one_card() -> None:
    # TSP: "Renvoyez en jeu, engagé, ~ depuis votre cimetière"
    (back,) = effects(parse(("Chronosavant", "Renvoyez en jeu, engagé, le Chronosavant depuis votre cimetière.")))
    assert isinstance(back, Action) and back.verb == Verb.RETURN
    assert (back.zone_to, back.zone_from, back.detail) == ("battlefield", "graveyard", ["tapped"])
    # SOI: "chaque carte d'éphémère et de rituel": one counted object of either type
    text = (
        "Mettez sur le champ de bataille, engagé, un jeton de créature 2/2 noire Zombie pour chaque carte "
        "d'éphémère et de rituel dans votre cimetière."
    )
    (create,) = effects(parse(("Émergence des vagues", text)))
    assert isinstance(create, Action) and create.verb == Verb.CREATE
    per = create.to_dict()["per"]
    assert (per["types"], per["zone"]) == (["card", "instant", "sorcery"], "graveyard")


def test_a_spell_of_either_subtype_played_is_cast() -> None:
    # SOK: "un sort d'esprit ou d'arcane" is one spell of either subtype, as the English "a Spirit or Arcane spell"
    text = "À chaque fois que vous jouez un sort d'esprit ou d'arcane, vous pouvez piocher une carte."
    event, _ = effects(parse(("Sire de la tempête", text)))
    assert isinstance(event, TriggerEvent) and event.event == Verb.CAST
    (spell,) = event.actions[0].objects
    assert isinstance(spell, ObjectPhrase) and (spell.types, spell.subtypes) == (["spell"], ["Esprit", "Arcane"])
    # 10E: a nonland card can only be cast
    text = "Vous pouvez jouer une carte non-terrain depuis votre main sans payer son coût de mana."
    (cast,) = effects(parse(("Zzz", text)))
    assert isinstance(cast, Action) and cast.verb == Verb.CAST


def test_a_characteristic_the_text_defines_and_as_many_as() -> None:
    # ODY: "La force et l'endurance de ~ sont chacune égales au nombre de …" is the English "~'s power and toughness
    # are each equal to the number of …", its actor the card
    text = "La force et l'endurance de Cantivore sont chacune égales au nombre de cartes dans votre main."
    card = parse(("Cantivore", text))
    (stat,) = effects(card)
    assert isinstance(stat, Action) and (stat.verb, stat.detail) == (Verb.MODIFY_PT, ["set:power_toughness"])
    assert isinstance(stat.actor, Reference) and stat.actor.refers == "self"
    assert original(card, stat.actor) == "Cantivore"
    # "autant de points de vie que son coût converti de mana": "que" is the English "equal to"
    (lose,) = effects(parse(("Zzz", "Vous perdez autant de points de vie que son coût converti de mana.")))
    assert isinstance(lose, Action) and (lose.verb, lose.amount) == (Verb.LOSE_LIFE, "mana_value")


def test_one_of_them_and_the_rest() -> None:
    # "Mettez l'une d'elles dans votre main et le reste au-dessous de votre bibliothèque"
    text = "Mettez l'une d'elles dans votre main et le reste au-dessous de votre bibliothèque."
    put, put_rest = effects(parse(("Zzz", text)))  # each group into its own zone
    assert isinstance(put, Action) and isinstance(put_rest, Action)
    assert (put.verb, put.zone_to, put_rest.verb, put_rest.zone_to) == (Verb.PUT, "hand", Verb.PUT, "library")
    (one,), (rest,) = put.objects, put_rest.objects
    assert isinstance(one, ObjectPhrase) and (one.determiner, one.count) == ("of", "1")
    assert isinstance(rest, Reference)


@pytest.mark.parametrize(
    ("card", "name", "oracle"),
    [
        (  # KTK: "pendant ce combat"
            (
                "Terrocorne des avalanches",
                "À chaque fois que le Terrocorne des avalanches attaque, une créature ciblée que le joueur défenseur "
                "contrôle le bloque pendant ce combat si possible.",
            ),
            "Avalanche Tusker",
            "Whenever Avalanche Tusker attacks, target creature defending player controls blocks it this combat if "
            "able.",
        ),
        (  # RAV: "Si {W} a été dépensé pour jouer ~"
            (
                "Caresse selon la dryade",
                "Si {W} a été dépensé pour jouer la Caresse selon la dryade, dégagez toutes les créatures que vous "
                "contrôlez.",
            ),
            "Dryad's Caress",
            "If {W} was spent to cast Dryad's Caress, untap all creatures you control.",
        ),
        (  # ONS: "du type choisi"
            (
                "Triomphe partagé",
                "Au moment où le Triomphe partagé arrive en jeu, choisissez un type de créature.\n"
                "Les créatures du type choisi gagnent +1/+1.",
            ),
            "Shared Triumph",
            "As Shared Triumph enters the battlefield, choose a creature type.\n"
            "Creatures of the chosen type get +1/+1.",
        ),
    ],
)
def test_older_conditions_and_qualifiers_as_the_english_oracle_text(
    card: tuple[str, str], name: str, oracle: str
) -> None:
    french = parse(card)
    english = mtglinks.parse(oracle, name=name)
    assert all(is_typed(a.effects) for a in french.iter_abilities())
    assert verbs(french) == verbs(english) and verbs(french)


def test_an_alternative_cost_and_the_same_name() -> None:
    # CSP: "à la place de payer le coût de mana de ~" is the English "rather than pay ~'s mana cost"
    text = (
        "Vous pouvez retirer de la partie deux cartes blanches de votre main à la place de payer le coût de mana "
        "de l'Abolition du soleil."
    )
    (exile,) = effects(parse(("Abolition du soleil", text)))
    assert isinstance(exile, Action) and exile.verb == Verb.EXILE and "rather_than:mana_cost" in exile.detail
    (exile,) = effects(parse(("Zzz", "Exilez toutes les cartes ayant le même nom que Zzz.")))
    assert isinstance(exile, Action)
    (cards,) = exile.objects
    assert isinstance(cards, ObjectPhrase) and cards.qualifiers == ["same:name"]


@pytest.mark.parametrize(
    ("card", "name", "oracle"),
    [
        (  # DGM: a subtype of the type lines ("Porte") in text
            (
                "Gardiens des portes du Lac d'Opale",
                "Quand les Gardiens des portes du Lac d'Opale arrivent sur le champ de bataille, si vous contrôlez au "
                "moins deux portes, vous pouvez piocher une carte.",
            ),
            "Opal Lake Gatekeepers",
            "When Opal Lake Gatekeepers enters the battlefield, if you control two or more Gates, you may draw a card.",
        ),
        (  # RTR: the current "détenez"
            ("Injonction d'inaction", "Détenez une créature ciblée qu'un adversaire contrôle.\nPiochez une carte."),
            "Inaction Injunction",
            "Detain target creature an opponent controls.\nDraw a card.",
        ),
        (  # SOI: damage to itself
            ("Lutte intérieure", "La créature ciblée s'inflige un nombre de blessures égal à sa force."),
            "Inner Struggle",
            "Target creature deals damage to itself equal to its power.",
        ),
        (  # ONS
            (
                "Messager ganternel",
                "Vous pouvez choisir de ne pas dégager le Messager ganternel pendant votre étape de dégagement.",
            ),
            "Everglove Courier",
            "You may choose not to untap Everglove Courier during your untap step.",
        ),
    ],
)
def test_subtypes_of_the_type_lines_and_newer_verbs(card: tuple[str, str], name: str, oracle: str) -> None:
    french = parse(card)
    english = mtglinks.parse(oracle, name=name)
    assert all(is_typed(a.effects) for a in french.iter_abilities())
    assert verbs(french) == verbs(english) and verbs(french)


@pytest.mark.parametrize(
    ("card", "name", "oracle"),
    [
        (  # EMN: the top card put into the graveyard is milled (the Oracle text since 2019)
            (
                "Chercheur aberrant",
                "Au début de votre entretien, mettez la carte du dessus de votre bibliothèque dans votre cimetière.",
            ),
            "Aberrant Researcher",
            "At the beginning of your upkeep, mill a card.",
        ),
        (  # ISD: "est révélée de cette manière" is the action done, as the English "is revealed this way"
            (
                "Sondeur de secrets",
                "Vous pouvez révéler cette carte. Si une carte d'éphémère ou de rituel est révélée de cette manière, "
                "transformez le Sondeur de secrets.",
            ),
            "Delver of Secrets",
            "You may reveal that card. If an instant or sorcery card is revealed this way, transform Delver of "
            "Secrets.",
        ),
        (  # RTR: one attack of you or a planeswalker
            (
                "Isperia, juge suprême",
                "À chaque fois qu'une créature vous attaque ou attaque un planeswalker que vous contrôlez, vous pouvez "
                "piocher une carte.",
            ),
            "Isperia, Supreme Judge",
            "Whenever a creature attacks you or a planeswalker you control, you may draw a card.",
        ),
    ],
)
def test_mill_and_this_way_as_the_english_oracle_text(card: tuple[str, str], name: str, oracle: str) -> None:
    french = parse(card)
    english = mtglinks.parse(oracle, name=name)
    assert all(is_typed(a.effects) for a in french.iter_abilities())
    assert verbs(french) == verbs(english) and verbs(french)
