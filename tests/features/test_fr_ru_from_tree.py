"""French, Spanish and Russian kinds read from the effect tree instead of the patterns (issue #23), on real printed
card text: French kicked_ref (the condition `paid:kicked` of sentences the grammar now reads whole) and the imprinted
card whose colour Chrome Mox's mana is (the_exiled_card)."""

from __future__ import annotations

import mtglinks
from mtglinks.features import tree
from mtglinks.kinds import FeatureKind as K
from mtglinks.kinds import Role


def _features(card: mtglinks.Card, kind: str) -> list[tuple[int, str]]:
    return [
        (ability.paragraph, str(f.role))
        for ability in card.iter_abilities()
        for f in ability.features
        if f.kind == kind
    ]


def _links(card: mtglinks.Card) -> list[tuple[str, int, int]]:
    paragraph = {ability.id: ability.paragraph for ability in card.iter_abilities()}
    return sorted((str(link.rule), paragraph[link.source], paragraph[link.target]) for link in card.links)


def test_french_reads_kicked_ref_from_the_tree() -> None:
    assert "kicked_ref" in tree.tree_kinds("fr")


def test_a_legendary_name_set_off_by_commas_after_quand() -> None:
    # Kanji, Guardian of the Aerie... as printed in French (Kanji, gardien des Aérains): the second comma closes the
    # name, so the trigger, its condition and the effect are read whole
    card = mtglinks.analyze(
        "Kick {2}{X} (Vous pouvez payer {2}{X} supplémentaires quand vous jouez ce sort.)\nVol\n"
        "Quand Kanji, gardien des Aérains, arrive en jeu, si vous avez payé le coût de kick, mettez X marqueurs "
        "« plume » sur lui.",
        lang="fr",
        name="Kanji, gardien des Aérains",
    )
    assert _features(card, K.KICKED_REF) == [(2, Role.REFERRING)]
    assert _links(card) == [("607.2i", 0, 2)]


def test_prevention_instead_of_that_target_when_kicked() -> None:
    # Orim's Touch as printed in French (Toucher selon Orime): "prévenez à la place, ce tour-ci, …" and "cette cible"
    card = mtglinks.analyze(
        "Kick {1} (Vous pouvez payer {1} supplémentaires quand vous jouez ce sort.)\n"
        "Prévenez, ce tour-ci, les prochaines 2 blessures qui devraient être infligées à une cible, créature ou "
        "joueur. Si vous avez payé le coût de kick, prévenez à la place, ce tour-ci, les prochaines 4 blessures qui "
        "devraient être infligées à cette cible.",
        lang="fr",
        name="Toucher selon Orime",
    )
    second = [a for a in card.iter_abilities() if a.paragraph == 1][0]
    prevent = second.effects[1]
    assert isinstance(prevent, mtglinks.tree.Action) and "instead" in prevent.detail
    assert _links(card) == [("607.2i", 0, 1)]


def test_damage_equal_to_either_objects_mana_value_when_kicked() -> None:
    # Orim's Thunder as printed in French (Tonnerre selon Orime): "de l'artefact ou de l'enchantement"
    card = mtglinks.analyze(
        "Kick {R} (Vous pouvez payer {R} supplémentaire quand vous jouez ce sort.)\n"
        "Détruisez l'artefact ciblé ou l'enchantement ciblé. Si vous avez payé le coût de kick, le Tonnerre selon "
        "Orime inflige à la créature ciblée autant de blessures que le coût converti de mana de l'artefact ou de "
        "l'enchantement.",
        lang="fr",
        name="Tonnerre selon Orime",
    )
    assert _features(card, K.KICKED_REF) == [(1, Role.REFERRING)]
    assert _links(card) == [("607.2i", 0, 1)]


def test_enters_with_a_counter_and_may_attack_when_kicked() -> None:
    # Wall of Prison... as printed in French (Mur d'enceinte de la prison)
    card = mtglinks.analyze(
        "(Les murs ne peuvent pas attaquer.)\nKick {1}{W} (Vous pouvez payer {1}{W} supplémentaires quand vous jouez "
        "ce sort.)\nSi vous avez payé le coût de kick, le Mur d'enceinte de la prison arrive en jeu avec un marqueur "
        "+1/+1 sur lui et peut attaquer comme s'il n'était pas un mur.",
        lang="fr",
        name="Mur d'enceinte de la prison",
    )
    third = [a for a in card.iter_abilities() if a.paragraph == 2][0]
    assert [getattr(e, "verb", None) for e in third.effects] == ["enter", "attack"]
    assert _links(card) == [("607.2i", 1, 2)]


def test_a_misprint_keeps_no_pattern_reading() -> None:
    # Canopy Surge as printed in French, misprinted "infligent inflige": the sentence is not read, so no half is
    # read from it (the pattern read the words anywhere)
    card = mtglinks.analyze(
        "Kick {2} (Vous pouvez payer {2} supplémentaires quand vous jouez ce sort.)\n"
        "Ces Ondulations de la canopée infligent 1 blessure à chaque créature avec le vol et à chaque joueur. Si vous "
        "avez payé le coût de kick, ces Ondulations de la canopée infligent inflige 4 blessures à chaque créature avec "
        "le vol et à chaque joueur à la place.",
        lang="fr",
        name="Ondulations de la canopée",
    )
    assert _features(card, K.KICKED_REF) == []


def test_chrome_mox_mana_of_the_imprinted_cards_colour_french() -> None:
    # Chrome Mox as printed in French (MRD)
    card = mtglinks.analyze(
        "Empreinte Quand le Mox de chrome arrive en jeu, vous pouvez retirer de la partie une carte non-artefact, "
        "non-terrain de votre main. (Cet artefact a l'empreinte de la carte retirée.)\n{T} : Ajoutez un mana de la "
        "couleur de la carte dont le Mox de chrome a l'empreinte à votre réserve.",
        lang="fr",
        name="Mox de chrome",
    )
    mana = [a for a in card.iter_abilities() if a.paragraph == 1][0].effects[0]
    assert isinstance(mana, mtglinks.tree.Action) and "of:exiled_with" in mana.detail
    assert _links(card) == [("607.2a", 0, 1)]


def test_chrome_mox_mana_of_the_imprinted_cards_colour_spanish() -> None:
    # Chrome Mox as printed in Spanish (MRD)
    card = mtglinks.analyze(
        "Estampa Cuando el Mox de cromo entre en juego, puedes remover del juego una carta que no sea tierra ni "
        "artefacto de tu mano. (La carta removida es estampada en este artefacto.)\n{T}: Agrega un maná de uno de los "
        "colores de la carta estampada a tu reserva de maná.",
        lang="es",
        name="Mox de cromo",
    )
    mana = [a for a in card.iter_abilities() if a.paragraph == 1][0].effects[0]
    assert isinstance(mana, mtglinks.tree.Action) and "mana:colors_of:1" in mana.detail
    assert _links(card) == [("607.2a", 0, 1)]
