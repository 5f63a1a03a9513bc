"""Printed text that lost the line break between two abilities ("{2}{B}When …", "{3}.Spell mastery —")
is read as two abilities of one paragraph, as the card prints them; card text that only looks close
("{T}: Add {G}.", "{1}{U}, {T}") is left alone."""

from __future__ import annotations

import pytest
from helpers import link_triples

import mtglinks
from mtglinks.kinds import AbilityKind

# Real printed texts of ../shared/corpora (printed-en, -es, -fr of Commander 2013 and Magic Origins).
STORMSCAPE = {
    "en": (
        "Stormscape Battlemage",
        "Kicker {W} and/or {2}{B}When Stormscape Battlemage enters the battlefield, if it was kicked with its {W} "
        "kicker, you gain 3 life.\n"
        "When Stormscape Battlemage enters the battlefield, if it was kicked with its {2}{B} kicker, destroy target "
        "nonblack creature. That creature can't be regenerated.",
    ),
    "es": (
        "Mago de guerra Escapatormenta",
        "Estímulo {W} y/o {2}{B}.Cuando el Mago de guerra Escapatormenta entre al campo de batalla, si fue estimulado "
        "por su estímulo {W}, ganas 3 vidas.\n"
        "Cuando el Mago de guerra Escapatormenta entre al campo de batalla, si fue estimulado por su estímulo {2}{B}, "
        "destruye la criatura objetivo que no sea negra. Esa criatura no puede ser regenerada.",
    ),
    "fr": (
        "Mage de bataille orageosophe",
        "Kick {W} et/ou {2}{B}Quand le Mage de bataille orageosophe arrive sur le champ de bataille, s'il a été kické "
        "avec son kick {W}, vous gagnez 3 points de vie.\n"
        "Quand le Mage de bataille orageosophe arrive sur le champ de bataille, s'il a été kické avec son kick {2}{B}, "
        "détruisez la créature non-noire ciblée. Cette créature ne peut pas être régénérée.",
    ),
}


@pytest.mark.parametrize("lang", sorted(STORMSCAPE))
def test_a_kicker_run_into_its_first_trigger_is_its_own_ability_and_links_to_both(lang: str) -> None:
    name, text = STORMSCAPE[lang]
    card = mtglinks.analyze(text, lang=lang, name=name)
    kicker, first, second = card.abilities
    assert [a.paragraph for a in card.abilities] == [0, 0, 1]
    assert [str(a.kind) for a in card.abilities] == ["keyword", "triggered", "triggered"]
    assert [k.canonical for k in kicker.keywords] == ["kicker"]
    assert card.text[slice(*first.span)] == first.text and first.text.split()[0] in ("When", "Cuando", "Quand")
    assert link_triples(card) == {("2i", 0, 0), ("2i", 0, 1)}
    assert [r.reason for r in card.review] == []


def test_a_sentence_run_into_an_ability_word_is_cut_after_its_period() -> None:
    text = (
        "Counter target spell unless its controller pays {3}.Spell mastery — If there are two or more instant and/or "
        "sorcery cards in your graveyard, scry 2."
    )
    card = mtglinks.parse(text, name="Calculated Dismissal")
    assert [a.text for a in card.abilities] == [
        "Counter target spell unless its controller pays {3}.",
        "Spell mastery — If there are two or more instant and/or sorcery cards in your graveyard, scry 2.",
    ]
    assert card.abilities[1].label == "Spell mastery"


def test_a_space_lost_inside_one_ability_is_no_cut() -> None:
    # Splintering Wind as printed in Ice Age's reprint: the next sentence still speaks of the token.
    text = (
        "{2}{G}: Splintering Wind deals 1 damage to target creature. Put a Splinter token into play. Treat this "
        "token as a 1/1 green creature with flying and Cumulative Upkeep: {G}.If this token leaves play, it deals 1 "
        "damage to you and to each creature you control."
    )
    card = mtglinks.parse(text, name="Splintering Wind")
    assert [a.text for a in card.abilities] == [text]


@pytest.mark.parametrize(
    "text",
    [
        "{T}: Add {G}.",
        "{1}{U}, {T}: Draw a card.",
        "Equip {2}\nEquipped creature gets +1/+1.",
        "Kicker {R}",
        "{W}{W}: Tap target creature.",
        # real printings: "{2}o(r/g)" is a French hybrid cost, "{1}0" a cost of ten
        "{2}o(r/g) : Révélez la carte du dessus de votre bibliothèque.",
        "{1}0: Monstrosity 10. (If this creature isn't monstrous, put ten +1/+1 counters on it.)",
        # reminder text and a granted ability that lost a space: inside parentheses and quotes, never cut
        "Kicker {2}{R} (You may pay an additional {2}{R}.If you do, this spell costs more.)",
        'Enchanted land has "{T}: Add {G}.When this land becomes tapped, draw a card."',
    ],
)
def test_card_text_that_only_looks_glued_is_one_ability_a_paragraph(text: str) -> None:
    card = mtglinks.parse(text, name="X")
    assert len(card.abilities) == len(text.split("\n"))


def test_a_static_ability_glued_to_an_entry_choice_is_cut_after_its_period() -> None:
    # Urza's Incubator as printed in Spanish, its line break lost: "… un tipo de criatura.Te cuesta …"
    text = (
        "En cuanto el Incubador de Urza entre al campo de batalla, elige un tipo de criatura.Te cuesta {2} menos "
        "lanzar los hechizos de criatura del tipo elegido."
    )
    card = mtglinks.analyze(text, lang="es", name="Incubador de Urza")
    assert [a.text for a in card.abilities] == [
        "En cuanto el Incubador de Urza entre al campo de batalla, elige un tipo de criatura.",
        "Te cuesta {2} menos lanzar los hechizos de criatura del tipo elegido.",
    ]
    assert [str(a.kind) for a in card.abilities] == ["replacement", "static"]
    assert all(card.text[slice(*a.span)] == a.text for a in card.abilities)
    assert [(str(link.rule), link.source, link.target) for link in card.links] == [("607.2d", 0, 1)]


# Real texts with the space after their first period taken out: Clone as printed in Spanish, French and
# English (Fourth Edition), Camato Scout's Oracle text. The second sentence goes on from the first.
ENTRY_CHOICE_GOES_ON = [
    (
        "es",
        "Clon",
        "En cuanto el Clon entre en juego, puedes elegir una criatura en juego.Si lo haces, el Clon entra en juego "
        "como una copia de esa criatura.",
    ),
    (
        "fr",
        "Clone",
        "Au moment où le Clone arrive en jeu, vous pouvez choisir une créature en jeu.Si vous faites ainsi, le Clone "
        "arrive en jeu comme une copie de cette créature.",
    ),
    (
        "en",
        "Clone",
        "As Clone comes into play, you may choose a creature in play.If you do, Clone comes into play as a copy of "
        "that creature.",
    ),
    (
        "en",
        "Camato Scout",
        "As Camato Scout enters, choose a basic land type at random.Camato Scout has landwalk of the chosen type.",
    ),
]


@pytest.mark.parametrize(("lang", "name", "text"), ENTRY_CHOICE_GOES_ON)
def test_a_sentence_that_goes_on_from_an_entry_choice_is_no_cut(lang: str, name: str, text: str) -> None:
    first = text[: text.index(".") + 1]
    # the first sentence alone is a whole entry choice: only the second one keeps the paragraph whole
    assert mtglinks.parse(first, lang=lang, name=name).abilities[0].kind == AbilityKind.REPLACEMENT
    assert [a.text for a in mtglinks.parse(text, lang=lang, name=name).abilities] == [text]


# Real printed texts whose abilities lost their line breaks and which the grammar cannot read whole (a cost's
# colon after a sentence): Ob Nixilis Reignited as printed in en/es/fr/ru (Battle for Zendikar), Sea Scryer
# (Fifth Edition), Mystic Confluence (Fate Reforged), Disciple of the Ring (Magic Origins).
OB_NIXILIS = {
    "en": (
        "Ob Nixilis Reignited",
        "+1: You draw a card and you lose 1 life.−3: Destroy target creature.−8: Target opponent gets an emblem "
        'with "Whenever a player draws a card, you lose 2 life."',
    ),
    "es": (
        "Ob Nixilis reavivado",
        "+1: Robas una carta y pierdes 1 vida.-3: Destruye la criatura objetivo.−8: El oponente objetivo obtiene un "
        'emblema con "Siempre que un jugador robe una carta, pierdes 2 vidas".',
    ),
    "fr": (
        "Ob Nixilis ravivé",
        "+1 : Vous piochez une carte et vous perdez 1 point de vie.−3 : Détruisez la créature ciblée.−8 : L'adversaire "
        "ciblé gagne un emblème avec « À chaque fois qu'un joueur pioche une carte, vous perdez 2 points de vie. »",
    ),
    "ru": (
        "Об-Никсилис, Вспыхнувший Вновь",
        "+1: вы берете карту и теряете 1 жизнь.−3: уничтожьте целевое существо.−8: целевой оппонент получает эмблему "
        "со способностью «Каждый раз, когда игрок берет карту, вы теряете 2 жизни».",
    ),
}


@pytest.mark.parametrize("lang", sorted(OB_NIXILIS))
def test_loyalty_abilities_run_together_are_one_ability_each(lang: str) -> None:
    name, text = OB_NIXILIS[lang]
    card = mtglinks.parse(text, lang=lang, name=name)
    assert [str(a.kind) for a in card.abilities] == ["activated"] * 3
    assert [a.cost[0].text for a in card.abilities] == ["+1", "-3", "-8"]  # the minus sign read as "-"
    assert all(card.text[slice(*a.span)] == a.text for a in card.abilities)
    assert [a.paragraph for a in card.abilities] == [0, 0, 0]
    assert "".join(a.text for a in card.abilities) == text


def test_an_activated_ability_after_a_sentence_and_a_space_is_its_own_ability() -> None:
    text = (
        "{T}: Add one colorless mana to your mana pool. Play this ability as a mana source. {1}, {T}: Add {U} to your "
        "mana pool. Play this ability as a mana source."
    )
    card = mtglinks.parse(text, name="Sea Scryer")
    assert [a.text for a in card.abilities] == [
        "{T}: Add one colorless mana to your mana pool. Play this ability as a mana source.",
        "{1}, {T}: Add {U} to your mana pool. Play this ability as a mana source.",
    ]
    assert [[c.text for c in a.cost] for a in card.abilities] == [["{T}"], ["{1}", "{T}"]]


def test_modes_run_together_are_one_bullet_each() -> None:
    text = (
        "Choose three. You may choose the same mode more than once.\n• Counter target spell unless its controller pays "
        "{3}.• Return target creature to its owner's hand.\n• Draw a card."
    )
    card = mtglinks.parse(text, name="Mystic Confluence")
    bullets = [a for a in card.iter_abilities() if a.bullet]
    assert [a.text for a in bullets] == [
        "• Counter target spell unless its controller pays {3}.",
        "• Return target creature to its owner's hand.",
        "• Draw a card.",
    ]
    assert AbilityKind.UNPARSED not in [a.kind for a in card.iter_abilities()]


def test_modes_run_into_their_activated_choice_are_its_modes() -> None:
    text = (
        "{1}, Exile an instant or sorcery card from your graveyard: Choose one —• Counter target noncreature spell "
        "unless its controller pays {2}.• Disciple of the Ring gets +1/+1 until end of turn.• Tap target creature.• "
        "Untap target creature."
    )
    card = mtglinks.parse(text, name="Disciple of the Ring")
    (activated,) = card.abilities
    assert activated.kind == AbilityKind.ACTIVATED
    assert [c.text for c in activated.children] == [
        "• Counter target noncreature spell unless its controller pays {2}.",
        "• Disciple of the Ring gets +1/+1 until end of turn.",
        "• Tap target creature.",
        "• Untap target creature.",
    ]


@pytest.mark.parametrize(
    ("lang", "name", "text", "first"),
    [
        # Ravaging Blaze (printed-en, Magic Origins) and Rancid Earth (printed-fr, Odyssey): an ability word after a
        # sentence and a space
        (
            "en",
            "Ravaging Blaze",
            "Ravaging Blaze deals X damage to target creature. Spell mastery — If there are two or more instant "
            "and/or sorcery cards in your graveyard, Ravaging Blaze also deals X damage to that creature's controller.",
            "Ravaging Blaze deals X damage to target creature.",
        ),
        (
            "fr",
            "Terre rance",
            "Détruisez le terrain ciblé. Seuil – À la place, détruisez ce terrain et la Terre rance inflige 1 "
            "blessure à chaque créature et à chaque joueur. (Vous avez le seuil si sept cartes ou plus sont dans "
            "votre cimetière.)",
            "Détruisez le terrain ciblé.",
        ),
        # Blessing (printed-fr, Fifth Edition): a keyword line run into the activation cost after it
        (
            "fr",
            "Bénédiction",
            "Enchanter : créature{W} : La créature enchantée gagne +1/+1 jusqu'à la fin du tour.",
            "Enchanter : créature",
        ),
    ],
)
def test_an_ability_run_into_the_sentence_before_it_is_its_own(lang: str, name: str, text: str, first: str) -> None:
    card = mtglinks.parse(text, lang=lang, name=name)
    assert [a.text for a in card.abilities][0] == first
    assert len(card.abilities) == 2
    assert AbilityKind.UNPARSED not in [a.kind for a in card.abilities]
    assert card.abilities[1].label or card.abilities[1].kind == AbilityKind.ACTIVATED


def test_a_cost_in_words_run_into_the_sentence_before_it_is_its_own_ability() -> None:
    # Gateway Shade as printed in Spanish (Lorwyn)
    text = (
        "{B}: La Sombra del portal obtiene +1/+1 hasta el final del turno.Girar un Portal enderezado que controlas: La "
        "Sombra del portal obtiene +2/+2 hasta el final del turno."
    )
    card = mtglinks.parse(text, lang="es", name="Sombra del portal")
    assert [str(a.kind) for a in card.abilities] == ["activated", "activated"]
    assert [c.text for c in card.abilities[1].cost] == ["Girar un Portal enderezado que controlas"]


def test_an_ability_word_run_into_the_sentence_before_it_with_no_space() -> None:
    # Dark Petition as printed in Spanish (Magic Origins)
    text = (
        "Busca una carta en tu biblioteca y ponla en tu mano. Luego baraja tu biblioteca.Dominio de hechizos — Si hay "
        "dos o más cartas de instantáneo y/o de conjuro en tu cementerio, agrega {B}{B}{B} a tu reserva de maná."
    )
    card = mtglinks.parse(text, lang="es", name="Petición oscura")
    assert [a.label for a in card.abilities] == [None, "Dominio de hechizos"]
