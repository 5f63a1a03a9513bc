"""The cards exiled with the object (607.2a/q) read from the effect tree, on real printed and Oracle card text: the
qualifiers and states of the four languages' lexicons, references in a cost read by the effect grammar, and Karn
Liberated's restart; Spanish and French read `exiled_with_self` from the tree, and their links are those the patterns
made."""

from __future__ import annotations

import pytest

import mtglinks
from mtglinks.features import patterns, tree
from mtglinks.features.cost_queries import halves
from mtglinks.kinds import EffectKind
from mtglinks.kinds import FeatureKind as K


def _links(card: mtglinks.Card) -> set[tuple[str, int, int]]:
    """The card's links as (rule, source paragraph, target paragraph)."""
    return {
        (str(link.rule), card.ability(link.source).paragraph, card.ability(link.target).paragraph)
        for link in card.links
    }


def _tree_texts(lang: str, name: str, text: str, kind: K) -> list[str]:
    """The texts of the halves of `kind` the tree of the card's abilities shows."""
    card = mtglinks.parse(text, lang=lang, name=name)
    return [half.text for ability in card.iter_abilities() for half in halves(ability) if half.kind == kind]


@pytest.mark.parametrize("code", ["es", "fr"])
def test_exiled_with_self_is_read_from_the_tree(code: str) -> None:
    assert K.EXILED_WITH_SELF in tree.tree_kinds(code)
    assert K.EXILED_WITH_SELF not in {p.kind for p in patterns.language_data(code).patterns}


CASES = [
    # Jeleva, Nephalia's Scourge: the pronoun after the participle ("exile_with:anaphora")
    (
        "es",
        "Jeleva, Azote de Nephalia",
        "Siempre que Jeleva ataque, puedes lanzar una carta de instantáneo o de conjuro exiliada con ella sin pagar su "
        "coste de maná.",
        "una carta de instantáneo o de conjuro exiliada con ella",
    ),
    # Void Maw (Spanish): the reference is in the cost
    (
        "es",
        "Garganta del vacío",
        "Pon una carta removida del juego con la Garganta del vacío en el cementerio de su propietario: La Garganta "
        "del vacío obtiene +2/+2 hasta el final del turno.",
        "una carta removida del juego con ~",
    ),
    # Mask of Uba, Duplicant, Colfenor's Urn, Soulflayer (Spanish)
    (
        "es",
        "Máscara de uba",
        "Cada jugador puede jugar las cartas que removió del juego con la Máscara de uba este turno.",
        "las cartas que removió del juego con ~",
    ),
    (
        "es",
        "Duplicante",
        "Cuando una carta de criatura esté estampada en el Duplicante, éste tiene la fuerza, resistencia y tipo de "
        "criatura de esa carta.",
        "una carta de criatura esté estampada en ~",
    ),
    (
        "es",
        "Urna de Cólfenor",
        "Al final del turno, si fueron removidas del juego tres o más cartas con la Urna de Cólfenor, sacrifícala.",
        "si fueron removidas del juego tres o más cartas con ~",
    ),
    (
        "es",
        "Desollador de almas",
        "Si una carta de criatura con la habilidad de volar fue exiliada con la habilidad de excavar del Desollador de "
        "almas, el Desollador de almas tiene la habilidad de volar.",
        "Si una carta de criatura con la habilidad de volar fue exiliada con la habilidad de excavar de ~",
    ),
    # Shared Fate, Endless Horizons, Colfenor's Urn, Soulflayer (French)
    (
        "fr",
        "Destin partagé",
        "Chaque joueur peut regarder et jouer les cartes qu'il a retirées de la partie avec le Destin partagé comme si "
        "elles étaient dans sa main.",
        "les cartes qu'il a retirées de la partie avec ~",
    ),
    (
        "fr",
        "Horizons interminables",
        "Au début de votre entretien, vous pouvez mettre dans votre main une carte qui vous appartient et qui a été "
        "retirée de la partie avec les Horizons interminables.",
        "une carte qui vous appartient et qui a été retirée de la partie avec ~",
    ),
    (
        "fr",
        "Urne de Colfénor",
        "À la fin du tour, si au moins trois cartes ont été retirées de la partie par l'Urne de Colfénor, "
        "sacrifiez-la.",
        "si au moins trois cartes ont été retirées de la partie par ~",
    ),
    (
        "fr",
        "Écorcheur d'âme",
        "Si une carte de créature avec le vol a été exilée par la capacité de fouille de l'Écorcheur d'âme, "
        "l'Écorcheur d'âme a le vol.",
        "Si une carte de créature avec le vol a été exilée par la capacité de fouille de ~",
    ),
    # Void Maw (Russian): a cost the syntax cuts at its commas, read whole
    (
        "ru",
        "Пасть пустоты",
        "Поместите карту, выведенную из игры с помощью Пасти пустоты, на кладбище ее владельца: Пасть пустоты получает "
        "+2/+2 до конца хода.",
        "карту, выведенную из игры с помощью ~",
    ),
    # Void Maw, Mangara's Tome (old printed English), Ugin's Labyrinth, Skyship Weatherlight, Mechtitan Core (Oracle)
    (
        "en",
        "Void Maw",
        "Put a card removed from the game with Void Maw into its owner's graveyard: Void Maw gets +2/+2 until end of "
        "turn.",
        "a card removed from the game with ~",
    ),
    (
        "en",
        "Mangara's Tome",
        "If you lose control of Mangara's Tome, remove all cards under it from the game.",
        "all cards under it from the game",
    ),
    ("en", "Ugin's Labyrinth", "{T}: Add {C}. If a card is exiled with this land, add {C}{C} instead.", "If a card"),
    (
        "en",
        "Skyship Weatherlight",
        "{4}, {T}: Choose a card at random that was exiled with Skyship Weatherlight. Put that card into its owner's "
        "hand.",
        "a card at random that was exiled with ~",
    ),
    (
        "en",
        "Mechtitan Core",
        "When that token leaves the battlefield, return all cards exiled with this Vehicle except this card to the "
        "battlefield tapped under their owners' control.",
        "all cards exiled with ~ except ~",
    ),
]


@pytest.mark.parametrize(("lang", "name", "text", "phrase"), CASES)
def test_the_tree_reads_the_cards_exiled_with_the_object(lang: str, name: str, text: str, phrase: str) -> None:
    read = _tree_texts(lang, name, text, K.EXILED_WITH_SELF)
    assert any(found.startswith(phrase) for found in read), read


# Karn Liberated, printed in the four languages: the game restarted, the cards exiled with it left in exile
KARN = {
    "en": (
        "Karn Liberated",
        "+4: Target player exiles a card from their hand.\n−3: Exile target permanent.\n−14: Restart the game, leaving "
        "in exile all non-Aura permanent cards exiled with Karn Liberated. Then put those cards onto the battlefield "
        "under your control.",
    ),
    "es": (
        "Karn liberado",
        "+4: El jugador objetivo exilia una carta de su mano.\n-3: Exilia el permanente objetivo.\n-14: Reinicia el "
        "juego, dejando en el exilio todas las cartas de permanente que no sean auras exiliadas con Karn liberado. "
        "Luego pon esas cartas en el campo de batalla bajo tu control.",
    ),
    "fr": (
        "Karn libéré",
        "+4 : Le joueur ciblé exile une carte de sa main.\n-3 : Exilez le permanent ciblé.\n-14 : Recommencez la "
        "partie en laissant en exil toutes les cartes de permanent non-aura exilées avec Karn libéré. Puis mettez ces "
        "cartes sur le champ de bataille sous votre contrôle.",
    ),
    "ru": (
        "Карн Освобожденный",
        "+4: целевой игрок изгоняет карту из своей руки.\n-3: изгоните целевой перманент.\n-14: начните партию заново, "
        "оставляя в изгнании все не являющиеся Аурами карты перманентов, изгнанные Карном Освобожденным. Затем "
        "положите те карты на поле битвы под вашим контролем.",
    ),
}


@pytest.mark.parametrize("lang", sorted(KARN))
def test_karn_restarts_the_game_leaving_the_cards_exiled_with_it(lang: str) -> None:
    name, text = KARN[lang]
    card = mtglinks.parse(text, lang=lang, name=name)
    restart = card.abilities[2].effects[0]
    assert restart.kind == EffectKind.ACTION and str(getattr(restart, "verb", "")) == "restart_game"
    assert _tree_texts(lang, name, text, K.EXILED_WITH_SELF)
    assert {("607.2a", 0, 2), ("607.2a", 1, 2)} <= _links(mtglinks.analyze(text, lang=lang, name=name))


def test_the_exiled_card_in_a_number_and_the_imprinted_card() -> None:
    # Living Wisdom and Mirror Golem, printed in Spanish
    assert _tree_texts(
        "es",
        "Sabiduría viva",
        "La fuerza y la resistencia de la Sabiduría viva son iguales al coste de maná convertido de la carta exiliada.",
        K.THE_EXILED_CARD,
    )
    assert _tree_texts(
        "es",
        "Escudo del doliente",
        "{2}, {T}: Prevén todo el daño que fuera a hacer este turno una fuente de tu elección que comparta un color "
        "con la carta estampada.",
        K.THE_EXILED_CARD,
    )


def test_spent_mana_keeps_its_reading_after_a_noun() -> None:
    # Prompto Argentum (French): "a été" is "to be" only after a keyword, not before "dépensés pour"
    card = mtglinks.parse(
        "Célérité\nSelfie — À chaque fois que vous lancez un sort non-créature, si au moins quatre manas ont été "
        "dépensés pour le lancer, créez un jeton Trésor.",
        lang="fr",
        name="Prompto Argentum",
    )
    assert all(node.kind != EffectKind.UNTYPED for node in card.abilities[1].effects)
