"""The card's own keyword said as a sentence in older printed text ("~ is indestructible.") reads as the keyword line
its Oracle text prints ("Indestructible"), in the four languages; a sentence that says more stays a sentence. So does
the keyword's rule in the words of its time ("~ can block as though it had flying.": reach). Real printed card texts
(corpora printed-en/es/fr/ru)."""

from __future__ import annotations

import pytest

import mtglinks
from mtglinks.kinds import AbilityKind
from mtglinks.tree import Action


def _keywords(card: mtglinks.Card) -> list[tuple[str, str]]:
    """(ability text, canonical keyword) of every keyword ability."""
    return [(a.text, k.canonical) for a in card.abilities if a.kind == AbilityKind.KEYWORD for k in a.keywords]


@pytest.mark.parametrize(
    ("lang", "name", "text", "said"),
    [
        # Blightsteel Colossus (printed-en, 2011); Oracle "Trample, infect, indestructible"
        (
            "en",
            "Blightsteel Colossus",
            "Trample, infect\nBlightsteel Colossus is indestructible.\nIf Blightsteel Colossus would be put into a "
            "graveyard from anywhere, reveal Blightsteel Colossus and shuffle it into its owner's library instead.",
            "Blightsteel Colossus is indestructible.",
        ),
        # Darksteel Axe (printed-es); Oracle "Indestructible (…)"
        (
            "es",
            "Hacha de acero oscuro",
            'El Hacha de acero oscuro es indestructible. (Los efectos que dicen "destruye" no la destruyen.)\n'
            "La criatura equipada obtiene +2/+0.\nEquipar {2}.",
            "El Hacha de acero oscuro es indestructible.",
        ),
        # Tajic, Blade of the Legion (printed-fr); Oracle "Indestructible"
        (
            "fr",
            "Tajic, lame de la Légion",
            "Tajic, lame de la Légion est indestructible.\nBataillon — À chaque fois que Tajic et au moins deux autres "
            "créatures attaquent, Tajic gagne +5/+5 jusqu'à la fin du tour.",
            "Tajic, lame de la Légion est indestructible.",
        ),
        # Creepy Doll (printed-ru): "can't be destroyed", feminine; Oracle "Indestructible"
        (
            "ru",
            "Зловещая Кукла",
            "Зловещая Кукла не может быть уничтожена.\nКаждый раз когда Зловещая Кукла наносит боевые повреждения "
            "существу, подбросьте монету. Если вы выигрываете бросок, уничтожьте то существо.",
            "Зловещая Кукла не может быть уничтожена.",
        ),
        # Stuffy Doll (printed-ru): "является неразрушимой"; Oracle "Indestructible"
        (
            "ru",
            "Мягкая Кукла",
            "При входе Мягкой Куклы в игру выберите игрока.\nМягкая Кукла является неразрушимой.",
            "Мягкая Кукла является неразрушимой.",
        ),
    ],
)
def test_indestructible_said_as_a_sentence_is_the_keyword(lang: str, name: str, text: str, said: str) -> None:
    card = mtglinks.parse(text, lang=lang, name=name)
    (ability,) = [a for a in card.abilities if a.text.startswith(said)]  # its reminder text after it
    assert ability.kind == AbilityKind.KEYWORD
    assert [k.canonical for k in ability.keywords] == ["indestructible"]
    assert ability.effects == []  # no action: as the Oracle's keyword line


def test_unaffected_by_summoning_sickness_is_haste() -> None:
    # Ambush Party (printed-en, Portal); Oracle "First strike, haste"
    card = mtglinks.parse("First strike\nAmbush Party is unaffected by summoning sickness.", name="Ambush Party")
    assert _keywords(card) == [
        ("First strike", "first strike"),
        ("Ambush Party is unaffected by summoning sickness.", "haste"),
    ]


def test_the_cards_keyword_and_an_equipped_creatures_one() -> None:
    # Darksteel Plate (printed-en): the card's own keyword, then a static ability that grants it to another object
    card = mtglinks.parse(
        "Darksteel Plate is indestructible.\nEquipped creature is indestructible.\nEquip {2}", name="Darksteel Plate"
    )
    own, granted, _ = card.abilities
    assert (own.kind, [k.canonical for k in own.keywords]) == (AbilityKind.KEYWORD, ["indestructible"])
    assert granted.kind == AbilityKind.STATIC
    (action,) = granted.effects
    assert isinstance(action, Action)
    assert (action.verb, action.detail) == ("gain_ability", ["keyword:indestructible"])


@pytest.mark.parametrize(
    ("name", "text"),
    [
        # Myojin of Cleansing Fire (printed-en): a condition
        (
            "Myojin of Cleansing Fire",
            "Myojin of Cleansing Fire is indestructible as long as it has a divinity counter on it.",
        ),
        # Darksteel Juggernaut (printed-en): more than the keyword
        ("Darksteel Juggernaut", "Darksteel Juggernaut is indestructible and attacks each turn if able."),
    ],
)
def test_a_sentence_that_says_more_stays_a_sentence(name: str, text: str) -> None:
    (ability,) = mtglinks.parse(text, name=name).abilities
    assert ability.kind == AbilityKind.STATIC
    assert ability.keywords == []
    assert len(ability.effect) == 1


def test_a_target_creature_is_indestructible_this_turn_stays_a_sentence() -> None:
    # Deathless Angel (printed-es): another object, and a duration
    card = mtglinks.parse(
        "Vuela.\n{W}{W}: La criatura objetivo es indestructible este turno.", lang="es", name="Ángel inmortal"
    )
    flying, activated = card.abilities
    assert [k.canonical for k in flying.keywords] == ["flying"]
    assert activated.kind == AbilityKind.ACTIVATED
    assert activated.keywords == []


@pytest.mark.parametrize(
    ("lang", "name", "text", "said", "keyword"),
    [
        # Frostweb Spider (printed-en); Oracle "Reach"
        (
            "en",
            "Frostweb Spider",
            "Frostweb Spider can block as though it had flying.\nWhenever Frostweb Spider blocks a creature with "
            "flying, put a +1/+1 counter on Frostweb Spider at end of combat.",
            "Frostweb Spider can block as though it had flying.",
            "reach",
        ),
        # Drove of Elves (printed-en); Oracle "Hexproof"
        (
            "en",
            "Drove of Elves",
            "Drove of Elves's power and toughness are each equal to the number of green permanents you control.\n"
            "Drove of Elves can't be the target of spells or abilities your opponents control.",
            "Drove of Elves can't be the target of spells or abilities your opponents control.",
            "hexproof",
        ),
        # Akroma, Angel of Wrath (printed-es); Oracle "… vigilance …"
        (
            "es",
            "Akroma, Ángel de Ira",
            "Vuela, daña primero, arrolla, prisa, protección contra negro, protección contra rojo.\n"
            "Akroma, Ángel de Ira no se gira al atacar.",
            "Akroma, Ángel de Ira no se gira al atacar.",
            "vigilance",
        ),
        # Frightcrawler (printed-es); Oracle "Fear"
        (
            "es",
            "Espeluznador",
            "El Espeluznador no puede ser bloqueado excepto por criaturas artefacto y/o criaturas negras.",
            "El Espeluznador no puede ser bloqueado excepto por criaturas artefacto y/o criaturas negras.",
            "fear",
        ),
        # Krosan Archer (printed-fr); Oracle "Reach"
        (
            "fr",
            "Archer krosian",
            "L'Archer krosian peut bloquer comme s'il avait le vol.\n{G}, défaussez-vous d'une carte de votre main : "
            "L'Archer krosian gagne +0/+2 jusqu'à la fin du tour.",
            "L'Archer krosian peut bloquer comme s'il avait le vol.",
            "reach",
        ),
        # Kederekt Creeper (printed-ru); Oracle "Menace"
        (
            "ru",
            "Кедеректский Ползун",
            "Кедеректский Ползун не может быть заблокирован менее чем двумя существами.",
            "Кедеректский Ползун не может быть заблокирован менее чем двумя существами.",
            "menace",
        ),
    ],
)
def test_a_keywords_rule_said_of_the_card_is_the_keyword(
    lang: str, name: str, text: str, said: str, keyword: str
) -> None:
    card = mtglinks.parse(text, lang=lang, name=name)
    (ability,) = [a for a in card.abilities if a.text == said]
    assert ability.kind == AbilityKind.KEYWORD
    assert [k.canonical for k in ability.keywords] == [keyword]
    assert ability.effects == []


@pytest.mark.parametrize(
    ("name", "text", "keyword"),
    [
        ("Mangouste floue", "La Mangouste floue ne peut être la cible de sorts ou de capacités.", "shroud"),  # INV
        ("Arachnoïde", "L'Arachnoïde peut bloquer comme si elle avait le vol.", "reach"),  # 5DN
        ("Cantivore", "Attaquer avec le Cantivore ne le fait pas s'engager.", "vigilance"),  # ODY
        # Baton of Courage (5DN): Oracle "Flash" (rule 702.8a: "You may play this card any time you could cast an
        # instant."; read as an optional play before)
        (
            "Hampe de courage",
            "Vous pouvez jouer la Hampe de courage à tout moment où vous pourriez jouer un éphémère.",
            "flash",
        ),
    ],
)
def test_older_french_keyword_rules_said_of_the_card(name: str, text: str, keyword: str) -> None:
    # Blurred Mongoose, Arachnoid, Cantivore: Oracle "Shroud", "Reach", "Vigilance" (read as gain_ability, block and
    # tap before)
    (ability,) = mtglinks.parse(text, lang="fr", name=name).abilities
    assert (ability.kind, [k.canonical for k in ability.keywords], ability.effects) == (
        AbilityKind.KEYWORD,
        [keyword],
        [],
    )


def test_vigilance_said_with_the_name_inside_the_sentence() -> None:
    # Mystic Penitent (printed-en); Oracle "Vigilance\nThreshold — …"
    card = mtglinks.parse(
        "Attacking doesn't cause Mystic Penitent to tap.\nThreshold Mystic Penitent gets +1/+1 and has flying.",
        name="Mystic Penitent",
    )
    vigilance, threshold = card.abilities
    assert [k.canonical for k in vigilance.keywords] == ["vigilance"] and not vigilance.effects
    assert threshold.kind == AbilityKind.STATIC and threshold.keywords == []
