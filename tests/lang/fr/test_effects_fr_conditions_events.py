"""French printed wordings of conditions and events read as the English Oracle text of the same cards: the colour of
mana spent to cast the spell named by a pronoun ("à moins que {U} ait été dépensé pour le jouer"), life bounded after
"points de vie" ("10 points de vie ou moins"), "Ne lancez ~ que si …", "À la fin de votre tour", "devient la cible
d'un sort", "attaque chaque tour si possible", "acquérez-en le contrôle", "sont indestructibles", protection from a
type with its article, a zone after "se trouvant dans", mana in any combination."""

from __future__ import annotations

import pytest
from helpers import card_effects as effects
from helpers import card_verbs as verbs

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, EffectCondition, ObjectPhrase, Reference, TriggerEvent


def parse(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def typed(card: Card) -> bool:
    return all(is_typed(a.effects) for a in card.iter_abilities())


@pytest.mark.parametrize(
    ("name", "text", "english_name", "oracle"),
    [
        (  # DIS Azorius Herald
            "Héraut d'Azorius",
            "Quand le Héraut d'Azorius arrive en jeu, sacrifiez-le à moins que {U} ait été dépensé pour le jouer.",
            "Azorius Herald",
            "When Azorius Herald enters the battlefield, sacrifice it unless {U} was spent to cast it.",
        ),
        (  # ONS Convalescent Care
            "Soins palliatifs",
            "Au début de votre entretien, si vous avez 5 points de vie ou moins, vous gagnez 3 points de vie et vous "
            "piochez une carte.",
            "Convalescent Care",
            "At the beginning of your upkeep, if you have 5 or less life, you gain 3 life and draw a card.",
        ),
        (  # ZEN Feast of Blood
            "Festin de sang",
            "Ne lancez le Festin de sang que si vous contrôlez au moins deux vampires.\nDétruisez la créature ciblée. "
            "Vous gagnez 4 points de vie.",
            "Feast of Blood",
            "Cast Feast of Blood only if you control two or more Vampires.\nDestroy target creature. You gain 4 life.",
        ),
        (  # TOR Cephalid Aristocrat
            "Aristocrate céphalide",
            "À chaque fois que l'Aristocrate céphalide devient la cible d'un sort ou d'une capacité, mettez les deux "
            "cartes du dessus de votre bibliothèque dans votre cimetière.",
            "Cephalid Aristocrat",
            "Whenever Cephalid Aristocrat becomes the target of a spell or ability, put the top two cards of your "
            "library into your graveyard.",
        ),
        (  # CHK Blind with Anger
            "Aveuglé par la colère",
            "Dégagez la créature non-légendaire ciblée et acquérez-en le contrôle jusqu'à la fin du tour. Cette "
            "créature acquiert la célérité jusqu'à la fin du tour.",
            "Blind with Anger",
            "Untap target nonlegendary creature and gain control of it until end of turn. That creature gains haste "
            "until end of turn.",
        ),
        (  # 5DN Razorgrass Screen
            "Paravent de rasherbe",
            "Le Paravent de rasherbe bloque à chaque tour si possible.",
            "Razorgrass Screen",
            "Razorgrass Screen blocks each combat if able.",
        ),
        (  # PC2 Spirit Mantle
            "Manteau d'esprits",
            "Enchanter : créature\nLa créature enchantée gagne +1/+1 et a la protection contre les créatures.",
            "Spirit Mantle",
            "Enchant creature\nEnchanted creature gets +1/+1 and has protection from creatures.",
        ),
        (  # 5DN Acquire: whose library, after it
            "Acquisition",
            "Cherchez dans la bibliothèque de l'adversaire ciblé une carte d'artefact et mettez-la en jeu sous votre "
            "contrôle.",
            "Acquire",
            "Search target opponent's library for an artifact card and put that card onto the battlefield under your "
            "control.",
        ),
        (  # DIS Blessing of the Nephilim
            "Bénédiction des nephilims",
            "Enchanter : créature\nLa créature enchantée gagne +1/+1 pour chacune de ses couleurs.",
            "Blessing of the Nephilim",
            "Enchant creature\nEnchanted creature gets +1/+1 for each of its colors.",
        ),
        (  # CON Filigree Fracture: "était", the English "was"
            "Fracture de filigrane",
            "Détruisez l'artefact ciblé ou l'enchantement ciblé. Si ce permanent était bleu ou noir, piochez une "
            "carte.",
            "Filigree Fracture",
            "Destroy target artifact or enchantment. If that permanent was blue or black, draw a card.",
        ),
        (  # SOI Liliana's Indignation: put, a participle
            "Indignation de Liliana",
            "Mettez les X cartes du dessus de votre bibliothèque dans votre cimetière. Le joueur ciblé perd 2 points "
            "de vie pour chaque carte de créature mise dans votre cimetière de cette manière.",
            "Liliana's Indignation",
            "Put the top X cards of your library into your graveyard. Target player loses 2 life for each creature "
            "card put into your graveyard this way.",
        ),
        (  # FUT Rites of Flourishing
            "Sacres de l'abondance",
            "Chaque joueur peut jouer un terrain supplémentaire pendant chacun de ses tours.",
            "Rites of Flourishing",
            "Each player may play an additional land on each of their turns.",
        ),
        (  # AVR Aggravate: damage dealt this way, as what was done to the creatures
            "Exaspération",
            "L'Exaspération inflige 1 blessure à chaque créature que le joueur ciblé contrôle. Chaque créature blessée "
            "de cette manière attaque ce tour-ci si possible.",
            "Aggravate",
            "Aggravate deals 1 damage to each creature target player controls. Each creature dealt damage this way "
            "attacks this turn if able.",
        ),
        (  # TSP Assassinate: a tapped target creature, not the creature tapped before
            "Meurtre",
            "Détruisez la créature engagée ciblée.",
            "Assassinate",
            "Destroy target tapped creature.",
        ),
        (  # FRF Battlefront Krushok: "plus d'une créature", "more than one creature"
            "Krushok de première ligne",
            "Le Krushok de première ligne ne peut pas être bloqué par plus d'une créature.",
            "Battlefront Krushok",
            "Battlefront Krushok can't be blocked by more than one creature.",
        ),
        (  # M12 Sengir Vampire
            "Vampire sengien",
            "À chaque fois qu'une créature blessée par le Vampire sengien ce tour-ci meurt, mettez un marqueur +1/+1 "
            "sur le Vampire sengien.",
            "Sengir Vampire",
            "Whenever a creature dealt damage by Sengir Vampire this turn dies, put a +1/+1 counter on Sengir Vampire.",
        ),
        (  # C13 Azorius Herald: "n'ait été", the "ne" of "à moins que"
            "Héraut d'Azorius",
            "Quand le Héraut d'Azorius arrive sur le champ de bataille, sacrifiez-le à moins que {U} n'ait été dépensé "
            "pour le lancer.",
            "Azorius Herald",
            "When Azorius Herald enters the battlefield, sacrifice it unless {U} was spent to cast it.",
        ),
        (  # ZEN Vampire Hexmage
            "Sortimage vampire",
            "Initiative\nSacrifiez la Sortimage vampire : Retirez tous les marqueurs du permanent ciblé.",
            "Vampire Hexmage",
            "First strike\nSacrifice Vampire Hexmage: Remove all counters from target permanent.",
        ),
    ],
)
def test_as_the_english_oracle_text(name: str, text: str, english_name: str, oracle: str) -> None:
    french = parse(name, text)
    english = mtglinks.parse(oracle, name=english_name)
    assert typed(french)
    assert verbs(french) == verbs(english) and verbs(french)


def test_the_spell_spent_for_named_by_a_pronoun() -> None:
    # DIS Azorius Herald: "pour le jouer" is "to cast it"
    text = "Quand le Héraut d'Azorius arrive en jeu, sacrifiez-le à moins que {U} ait été dépensé pour le jouer."
    sacrifice = effects(parse("Héraut d'Azorius", text))[-1]
    assert isinstance(sacrifice, Action) and isinstance(sacrifice.condition, EffectCondition)
    assert sacrifice.condition.test == "unless:spent:{U}"
    (it,) = sacrifice.condition.about
    assert isinstance(it, Reference) and it.refers == "anaphora"


def test_life_bounded_after_points_de_vie() -> None:
    # WWK Ruthless Cullblade: "10 points de vie ou moins" is the English "10 or less life"
    text = "L'Impitoyable lustrelame gagne +2/+1 tant qu'un adversaire a 10 points de vie ou moins."
    (pump,) = effects(parse("Impitoyable lustrelame", text))
    assert isinstance(pump, Action) and isinstance(pump.condition, EffectCondition)
    assert pump.condition.test == "as_long_as:life:10:or_less"


def test_the_end_of_your_turn_is_your_turn() -> None:
    # ALA Drumhunter: "À la fin de votre tour" (the English "At the beginning of your end step"): the event is the turn
    text = (
        "À la fin de votre tour, si vous contrôlez une créature de force supérieure ou égale à 5, vous pouvez piocher "
        "une carte."
    )
    event = effects(parse("Batteur-chasseur", text))[0]
    assert isinstance(event, TriggerEvent) and event.event == "your:turn"
    assert typed(parse("Batteur-chasseur", text))


def test_indestructible_agrees_with_its_plural_subject() -> None:
    # DST Darksteel Forge
    (forge,) = effects(parse("Forge de sombracier", "Les artefacts que vous contrôlez sont indestructibles."))
    assert isinstance(forge, Action) and forge.verb == Verb.GAIN_ABILITY
    assert forge.detail == ["keyword:indestructible"]
    assert isinstance(forge.actor, ObjectPhrase) and forge.actor.types == ["artifact"]


def test_protection_from_a_type_with_its_article() -> None:
    # PC2 Spirit Mantle: "la protection contre les créatures" is "protection from creatures"
    text = "La créature enchantée gagne +1/+1 et a la protection contre les créatures."
    _, protection = effects(parse("Manteau d'esprits", text))
    assert isinstance(protection, Action) and protection.detail == ["keyword:protection:from:creature"]


def test_a_card_put_into_a_graveyard_this_way() -> None:
    # SOI Liliana's Indignation: "mise dans votre cimetière de cette manière" is "put into your graveyard this way"
    text = (
        "Le joueur ciblé perd 2 points de vie pour chaque carte de créature mise dans votre cimetière de cette manière."
    )
    (lose,) = effects(parse("Indignation de Liliana", text))
    assert isinstance(lose, Action) and isinstance(lose.per, ObjectPhrase)
    assert lose.per.qualifiers == ["put:graveyard:this_way"]


def test_a_tapped_target_and_damage_dealt_by_the_card() -> None:
    # TSP Assassinate: "la créature engagée ciblée" is an object with its state, not a reference back
    (destroy,) = effects(parse("Meurtre", "Détruisez la créature engagée ciblée."))
    assert isinstance(destroy, Action)
    (creature,) = destroy.objects
    assert isinstance(creature, ObjectPhrase) and (creature.determiner, creature.qualifiers) == ("target", ["tapped"])
    # M12 Sengir Vampire: "blessée par ~ ce tour-ci" is "dealt damage by ~ this turn"
    text = "À chaque fois qu'une créature blessée par le Vampire sengien ce tour-ci meurt, piochez une carte."
    event = effects(parse("Vampire sengien", text))[0]
    assert isinstance(event, TriggerEvent)
    (dies,) = event.actions
    assert isinstance(dies, Action) and isinstance(dies.actor, ObjectPhrase)
    assert dies.actor.qualifiers == ["dealt_damage_by_self_this_turn"]


def test_all_counters_removed_but_all_graveyards_exiled() -> None:
    # ZEN Vampire Hexmage: "tous les marqueurs" after "Retirez" are every counter
    (remove,) = effects(parse("Sortimage vampire", "Retirez tous les marqueurs du permanent ciblé."))
    assert isinstance(remove, Action) and (remove.verb, remove.amount) == (Verb.REMOVE_COUNTER, "all")
    # ALA Relic of Progenitus: "Retirez … de la partie" stays exile
    (exile,) = effects(parse("Relique de Progénitus", "Retirez tous les cimetières de la partie."))
    assert isinstance(exile, Action) and exile.verb == Verb.EXILE


def test_a_zone_after_se_trouvant_dans() -> None:
    # RAV Bloodbond March: "toutes les cartes se trouvant dans son cimetière" are cards in a graveyard
    text = "chaque joueur renvoie en jeu toutes les cartes se trouvant dans son cimetière."
    (back,) = effects(parse("Marche bridesang", text))
    assert isinstance(back, Action) and back.verb == Verb.RETURN
    (cards,) = back.objects
    assert isinstance(cards, ObjectPhrase) and (cards.types, cards.zone) == (["card"], "graveyard")


def test_mana_in_any_combination() -> None:
    # ALA / ARB hybrid lands' wording: "X manas de n'importe quelle combinaison de {B} et/ou {R}"
    text = "Ajoutez X manas de n'importe quelle combinaison de {B} et/ou {R} à votre réserve."
    (add,) = effects(parse("Zzz", text))
    assert isinstance(add, Action) and add.verb == Verb.ADD_MANA
    assert add.detail == ["mana:any_combination_of:{B}{R}:X"]
