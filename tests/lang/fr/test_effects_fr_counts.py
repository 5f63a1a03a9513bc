"""French printed wordings of what a spell counts of its own casting and of a few keyword actions, read as the English
Oracle text of the same cards: the targets beyond the first ("pour chaque cible après la première"), the times it was
kicked ("pour chaque fois qu'elle a été kickée"), the colours of mana spent to cast it, the life lost this way
("autant de points de vie que ceux perdus de cette manière"), tribute not paid, a spell countered this way and put
elsewhere than its owner's graveyard, "exploite", and the pronoun between "pouvez" and its verb ("vous pouvez lui
attacher …")."""

from __future__ import annotations

import pytest
from helpers import card_effects as effects
from helpers import card_verbs as verbs

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, EffectCondition, ObjectPhrase, Reference


def parse(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def typed(card: Card) -> bool:
    return all(is_typed(a.effects) for a in card.iter_abilities())


@pytest.mark.parametrize(
    ("name", "text", "english_name", "oracle"),
    [
        (  # JOU Aerial Formation: strive
            "Formation aérienne",
            "La Formation aérienne coûte {2}{U} de plus à lancer pour chaque cible après la première.",
            "Aerial Formation",
            "Aerial Formation costs {2}{U} more to cast for each target beyond the first.",
        ),
        (  # WWK Bloodhusk Ritualist: multikicker counted
            "Ritualiste coquesang",
            "Quand la Ritualiste coquesang arrive sur le champ de bataille, l'adversaire ciblé se défausse d'une carte "
            "pour chaque fois qu'elle a été kickée.",
            "Bloodhusk Ritualist",
            "When Bloodhusk Ritualist enters the battlefield, target opponent discards a card for each time it was "
            "kicked.",
        ),
        (  # BFZ Brilliant Spectrum: converge
            "Spectre brillant",
            "Piochez X cartes, X étant le nombre de couleurs de mana dépensé pour lancer le Spectre brillant. "
            "Défaussez-vous ensuite de deux cartes.",
            "Brilliant Spectrum",
            "Draw X cards, where X is the number of colors of mana spent to cast Brilliant Spectrum. Then discard two "
            "cards.",
        ),
        (  # GPT Agent of Masks
            "Agente aux masques",
            "Au début de votre entretien, chaque adversaire perd 1 point de vie. Vous gagnez autant de points de vie "
            "que ceux perdus de cette manière.",
            "Agent of Masks",
            "At the beginning of your upkeep, each opponent loses 1 life. You gain life equal to the life lost this "
            "way.",
        ),
        (  # BNG Nessian Demolok
            "Démolok nessian",
            "Quand le Démolok nessian arrive sur le champ de bataille, si le tribut n'a pas été payé, détruisez le "
            "permanent non-créature ciblé.",
            "Nessian Demolok",
            "When Nessian Demolok enters the battlefield, if tribute wasn't paid, destroy target noncreature "
            "permanent.",
        ),
        (  # DTK Minister of Pain
            "Pastoresse de la souffrance",
            "Quand la Pastoresse de la souffrance exploite une créature, les créatures que vos adversaires contrôlent "
            "gagnent -1/-1 jusqu'à la fin du tour.",
            "Minister of Pain",
            "When Minister of Pain exploits a creature, creatures your opponents control get -1/-1 until end of turn.",
        ),
        (  # C16 Armory Automaton
            "Automate de l'armurerie",
            "À chaque fois que l'Automate de l'armurerie arrive sur le champ de bataille ou attaque, vous pouvez lui "
            "attacher n'importe quel nombre d'équipements ciblés.",
            "Armory Automaton",
            "Whenever Armory Automaton enters the battlefield or attacks, you may attach any number of target "
            "Equipment to it.",
        ),
        (  # SHM Chainbreaker: whom the counter is removed from after "à"
            "Brisechaîne",
            "{3}, {T} : Retirez un marqueur -1/-1 à la créature ciblée.",
            "Chainbreaker",
            "{3}, {T}: Remove a -1/-1 counter from target creature.",
        ),
        (  # LRW Jace Beleren: "vingt"
            "Jace Beleren",
            "-10 : Le joueur ciblé met les vingt cartes du dessus de sa bibliothèque dans son cimetière.",
            "Jace Beleren",
            "−10: Target player mills twenty cards.",
        ),
        (  # TSP Bogardan Hellkite: damage divided among any number of targets, the older kinds after a comma
            "Escouflenfer du Bogardân",
            "Quand l'Escouflenfer du Bogardân arrive en jeu, il inflige 5 blessures réparties comme vous le voulez "
            "entre n'importe quel nombre de cibles, créatures et/ou joueurs.",
            "Bogardan Hellkite",
            "When Bogardan Hellkite enters the battlefield, it deals 5 damage divided as you choose among any number "
            "of target creatures and/or players.",
        ),
        (  # ARB Dragon Appeasement: a step skipped
            "Apaisement du dragon",
            "Sautez votre étape de pioche.\nÀ chaque fois que vous sacrifiez une créature, vous pouvez piocher une "
            "carte.",
            "Dragon Appeasement",
            "Skip your draw step.\nWhenever you sacrifice a creature, you may draw a card.",
        ),
    ],
)
def test_as_the_english_oracle_text(name: str, text: str, english_name: str, oracle: str) -> None:
    french = parse(name, text)
    english = mtglinks.parse(oracle, name=english_name)
    assert typed(french)
    assert verbs(french) == verbs(english) and verbs(french)


def test_what_a_spell_counts_of_its_casting() -> None:
    # JOU Aerial Formation: the targets beyond the first; WWK Bloodhusk Ritualist: the times it was kicked
    (cost,) = effects(
        parse(
            "Formation aérienne",
            "La Formation aérienne coûte {2}{U} de plus à lancer pour chaque cible après la première.",
        )
    )
    assert isinstance(cost, Action) and isinstance(cost.per, ObjectPhrase)
    assert cost.per.qualifiers == ["beyond_first"]
    text = (
        "Quand la Ritualiste coquesang arrive sur le champ de bataille, l'adversaire ciblé se défausse d'une carte "
        "pour chaque fois qu'elle a été kickée."
    )
    discard = effects(parse("Ritualiste coquesang", text))[-1]
    assert isinstance(discard, Action) and discard.verb == Verb.DISCARD and "per:times_kicked" in discard.detail


def test_the_spell_countered_this_way_goes_elsewhere() -> None:
    # ISD Dissipate: "Si ce sort est contrecarré de cette manière, …" (the English "If that spell is countered this
    # way, exile it instead of putting it into its owner's graveyard")
    text = (
        "Contrecarrez le sort ciblé. Si ce sort est contrecarré de cette manière, exilez-le à la place de le mettre "
        "dans le cimetière de son propriétaire."
    )
    counter, exile = effects(parse("Dissipation", text))
    assert isinstance(counter, Action) and counter.verb == Verb.COUNTER
    assert isinstance(exile, Action) and exile.verb == Verb.EXILE and exile.detail == ["instead_of:graveyard"]
    assert isinstance(exile.condition, EffectCondition) and exile.condition.test == "did_this_way"
    (countered,) = exile.condition.about
    assert isinstance(countered, Action) and countered.verb == Verb.COUNTER


def test_the_pronoun_before_the_verb_after_pouvez() -> None:
    # C16 Armory Automaton: "lui" is what the Equipment is attached to, after them as in the English "to it"
    text = "vous pouvez lui attacher n'importe quel nombre d'équipements ciblés."
    (attach,) = effects(parse("Automate de l'armurerie", text))
    assert isinstance(attach, Action) and attach.verb == Verb.ATTACH and attach.optional
    equipment, it = attach.objects
    assert isinstance(equipment, ObjectPhrase) and equipment.determiner == "target"
    assert isinstance(it, Reference) and it.refers == "anaphora"


def test_a_number_compared_with_its_bound_before_it() -> None:
    # GPT Witch-Maw Nephilim: "si sa force est supérieure ou égale à 10", "if its power is 10 or greater"
    text = "il acquiert le piétinement jusqu'à la fin du tour si sa force est supérieure ou égale à 10."
    (trample,) = effects(parse("Nephilim goétiophage", text))
    assert isinstance(trample, Action) and isinstance(trample.condition, EffectCondition)
    assert trample.condition.test == "compare:power:or_greater:10"


def test_damage_divided_among_counted_targets() -> None:
    # TSP Bogardan Hellkite: "n'importe quel nombre de cibles" is targets of any kind, as "any number of targets"
    text = (
        "il inflige 5 blessures réparties comme vous le voulez entre n'importe quel nombre de cibles, créatures et/ou "
        "joueurs."
    )
    (damage,) = effects(parse("Escouflenfer du Bogardân", text))
    assert isinstance(damage, Action) and damage.verb == Verb.DEAL_DAMAGE and damage.amount == "5"
    (targets,) = damage.objects
    assert isinstance(targets, ObjectPhrase) and targets.determiner == "target" and targets.types == ["any"]
    # "deux cibles, artefacts, créatures et/ou terrains" is no list of three objects: still untyped
    text = "Exilez deux cibles, artefacts, créatures et/ou terrains que vous contrôlez."
    assert not typed(parse("Destruction", text))


def test_a_step_phase_or_turn_skipped() -> None:
    # ARB Dragon Appeasement "Sautez votre étape de pioche", the older "passez": rule 500.11, as "Skip your draw step"
    for text in ("Sautez votre étape de pioche.", "Passez votre prochain tour."):
        (skip,) = effects(parse("Apaisement du dragon", text))
        assert isinstance(skip, Action) and skip.verb == Verb.SKIP
    # "passe ce tour à la place" (a draw replaced) names no step: not read as a skip
    assert not typed(parse("Test", "Ce joueur passe ce tour à la place."))


def test_the_top_card_or_hands_played_revealed() -> None:
    # BNG Courser of Kruphix: "Jouez avec la carte du dessus de votre bibliothèque révélée." (rule 401.5), as "Play
    # with the top card of your library revealed."
    for text, english, detail in (
        (
            "Jouez avec la carte du dessus de votre bibliothèque révélée.",
            "Play with the top card of your library revealed.",
            "top_of_library:yours",
        ),
        (
            "Vos adversaires jouent avec leurs mains révélées.",
            "Your opponents play with their hands revealed.",
            "hand:opponents",
        ),
    ):
        (reveal,) = effects(parse("Coursière de Kruphix", text))
        (oracle,) = effects(mtglinks.parse(english, name="Courser of Kruphix"))
        assert isinstance(reveal, Action) and reveal.verb == Verb.REVEAL and reveal.detail == [detail]
        assert isinstance(oracle, Action) and oracle.detail == reveal.detail
