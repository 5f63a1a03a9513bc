"""Kinds moved from the patterns to the effect tree (`FROM_TREE` of `lang/<code>/patterns.py`), each on real
card text: the half is read from the tree's nodes and the links are those the patterns made."""

from __future__ import annotations

import mtglinks
from mtglinks.features import patterns, tree
from mtglinks.kinds import FeatureKind as K
from mtglinks.kinds import Role
from mtglinks.tree import Action


def _links(card: mtglinks.Card) -> set[tuple[str, int, int]]:
    """The card's links as (rule, source paragraph, target paragraph)."""
    return {
        (str(link.rule), card.ability(link.source).paragraph, card.ability(link.target).paragraph)
        for link in card.links
    }


def test_english_reads_whether_the_kicker_was_paid_from_the_tree() -> None:
    assert K.KICKED_REF in tree.tree_kinds("en")
    assert K.KICKED_REF not in {p.kind for p in patterns.language_data("en").patterns}
    # Call Up Emrakul to Help (Oracle text): the kicked sentence names another card after "a copy of", read whole
    text = (
        "Kicker {6} (You may pay an additional {6} as you cast this spell.)\nExile target nonland permanent. Create a "
        '1/1 colorless Eldrazi Scion creature token. It has "Sacrifice this creature: Add {C}." If Call Up Emrakul to '
        "Help was kicked, instead create a token that's a copy of Emrakul, the Promised End."
    )
    card = mtglinks.analyze(text, name="Call Up Emrakul to Help")
    (ref,) = [f for a in card.iter_abilities() for f in a.features if f.kind == K.KICKED_REF]
    assert ref.role == Role.REFERRING and text[ref.span[0] : ref.span[1]] == "Call Up Emrakul to Help was kicked,"
    assert _links(card) == {("607.2i", 0, 1)}
    # Prison Barricade (printed English): "if you paid the kicker cost", in a sentence whose end ("as though it
    # weren't a Wall", the older "didn't have defender") the grammar reads now
    old = (
        "(Walls can't attack.)\nKicker {1}{W} (You may pay an additional {1}{W} as you play this spell.)\nIf you paid "
        "the kicker cost, Prison Barricade comes into play with a +1/+1 counter on it and may attack as though it "
        "weren't a Wall."
    )
    assert _links(mtglinks.analyze(old, name="Prison Barricade")) == {("607.2i", 1, 2)}


def test_a_kicked_spell_another_ability_asks_about_is_no_reference_to_the_card() -> None:
    # Rumbling Aftershocks (Oracle text): "that spell" is the spell cast, not this enchantment: no half, no review
    text = (
        "Whenever you cast a kicked spell, you may have this enchantment deal damage to any target equal to the "
        "number of times that spell was kicked."
    )
    card = mtglinks.analyze(text, name="Rumbling Aftershocks")
    assert not [f for f in card.abilities[0].features if f.kind == K.KICKED_REF]
    assert not card.review
    # Ertai's Trickery (Oracle text): a card with no kicker that asks "if it was kicked" is flagged at those words
    trickery = mtglinks.analyze("Counter target spell if it was kicked.", name="Ertai's Trickery")
    assert [entry.phrase for entry in trickery.review] == ["it was kicked"]


def test_spanish_reads_whether_bargain_was_paid_from_the_tree() -> None:
    assert K.BARGAINED_REF in tree.tree_kinds("es")
    assert K.BARGAINED_REF not in {p.kind for p in patterns.language_data("es").patterns}
    # Mordisco caramelizado (Candy Grapple, printed in Spanish): "Si este hechizo fue negociado" is the condition's test
    text = (
        "Negociar. (Puedes sacrificar un artefacto, encantamiento o ficha al lanzar este hechizo.)\nLa criatura "
        "objetivo obtiene -3/-3 hasta el final del turno. Si este hechizo fue negociado, en vez de eso, esa criatura "
        "obtiene -5/-5 hasta el final del turno."
    )
    card = mtglinks.analyze(text, lang="es", name="Mordisco caramelizado")
    (ref,) = [f for f in card.abilities[1].features if f.kind == K.BARGAINED_REF]
    assert ref.role == Role.REFERRING and text[ref.span[0] : ref.span[1]] == "este hechizo fue negociado,"
    assert _links(card) == {("607.2i", 0, 1)}
    # a condition the grammar does not read gives no half (no pattern reads the words instead) ...
    garbled = mtglinks.analyze(text.replace("fue negociado", "fue frobeado"), lang="es", name="M")
    assert not [f for f in garbled.abilities[1].features if f.kind == K.BARGAINED_REF]
    # ... while one read whole before its comma still asks, when the rest of its sentence is not read
    # (effects/partial.py)
    untyped_rest = mtglinks.analyze(text.replace("esa criatura obtiene", "esa criatura frobea"), lang="es", name="M")
    assert [f.kind for f in untyped_rest.abilities[1].features if f.kind == K.BARGAINED_REF] == [K.BARGAINED_REF]


def test_french_reads_whether_the_gift_was_promised_from_the_tree() -> None:
    assert K.GIFT_PROMISED_REF in tree.tree_kinds("fr")
    assert K.GIFT_PROMISED_REF not in {p.kind for p in patterns.language_data("fr").patterns}
    gift = (
        "Faites cadeau d'une carte (Vous pouvez promettre un cadeau à un adversaire au moment où vous lancez ce sort. "
        "Si vous faites ainsi, il pioche une carte avant ses autres effets.)\n"
    )
    # Avoir à l'usure (Wear Down, printed in French): the sentence is read whole, its condition the cost paid
    text = gift + (
        "Détruisez une cible, artefact ou enchantement. Si le cadeau a été promis, à la place détruisez deux cibles, "
        "artefacts et/ou enchantements."
    )
    card = mtglinks.analyze(text, lang="fr", name="Avoir à l'usure")
    (ref,) = [f for f in card.abilities[1].features if f.kind == K.GIFT_PROMISED_REF]
    assert ref.role == Role.REFERRING and text[ref.span[0] : ref.span[1]] == "Si le cadeau a été promis,"
    assert _links(card) == {("607.2i", 0, 1)}
    # Bon vent (printed in French): "n'a pas été promis" is the same test, negated ("paid:not_gift")
    text = gift.replace("il pioche une carte", "il crée, engagé, un jeton de créature 1/1 bleue Poisson") + (
        "Exilez une créature non-jeton ciblée. Si le cadeau n'a pas été promis, renvoyez cette créature sur le champ "
        "de bataille sous le contrôle de son propriétaire avec un marqueur +1/+1 sur elle au début de la prochaine "
        "étape de fin."
    )
    card = mtglinks.analyze(text.replace("d'une carte", "d'un poisson engagé"), lang="fr", name="Bon vent")
    assert _links(card) == {("607.2i", 0, 1)}


def test_spanish_reads_whether_the_kicker_was_paid_from_the_tree() -> None:
    assert K.KICKED_REF in tree.tree_kinds("es")
    assert K.KICKED_REF not in {p.kind for p in patterns.language_data("es").patterns}
    # Ira de Urza (Urza's Rage, printed in Spanish): the kicked sentence read whole, with "y el daño no puede ser
    # prevenido" a clause of its own (as "and the damage can't be prevented")
    rage = (
        "Estímulo {8}{R}. (Puedes pagar {8}{R} adicionales al lanzar este hechizo.)\nLa Ira de Urza no puede ser "
        "contrarrestada por hechizos o habilidades.\nLa Ira de Urza hace 3 puntos de daño a la criatura o jugador "
        "objetivo. Si la Ira de Urza fue estimulada, en vez de eso, hace 10 puntos de daño a la criatura o jugador "
        "objetivo y el daño no puede ser prevenido."
    )
    assert _links(mtglinks.analyze(rage, lang="es", name="Ira de Urza")) == {("607.2i", 0, 2)}
    # Santificadores kor (Kor Sanctifiers): a plural name, "si fueron estimulados"
    kor = (
        "Estímulo {W}. (Puedes pagar {W} adicional al lanzar este hechizo.)\nCuando los Santificadores kor entren al "
        "campo de batalla, si fueron estimulados, destruye el artefacto o encantamiento objetivo."
    )
    assert _links(mtglinks.analyze(kor, lang="es", name="Santificadores kor")) == {("607.2i", 0, 1)}
    # Defensa osada (Bold Defense): old printed "dañan primero" after "obtienen +2/+2", the English "gain first strike"
    bold = (
        "Estímulo {3}{W}. (Puedes pagar {3}{W} adicionales en cuanto lances este hechizo.)\nLas criaturas que "
        "controles obtienen +1/+1 hasta el final del turno. Si la Defensa osada fue estimulada, en vez de eso, las "
        "criaturas que controles obtienen +2/+2 y dañan primero hasta el final del turno."
    )
    card = mtglinks.analyze(bold, lang="es", name="Defensa osada")
    assert _links(card) == {("607.2i", 0, 1)}
    assert [a.detail for a in card.abilities[1].effects if isinstance(a, Action) and a.verb == "gain_ability"] == [
        ["keyword:first strike"]
    ]


def test_spanish_reads_which_kicker_cost_was_paid_from_the_tree() -> None:
    # Mago de guerra Escapatormenta (Stormscape Battlemage): "si fue estimulado por su estímulo {2}{B}" names the cost
    text = (
        "Estímulo {W} y/o {2}{B}.\nCuando el Mago de guerra Escapatormenta entre al campo de batalla, si fue "
        "estimulado por su estímulo {W}, ganas 3 vidas.\nCuando el Mago de guerra Escapatormenta entre al campo de "
        "batalla, si fue estimulado por su estímulo {2}{B}, destruye la criatura objetivo que no sea negra."
    )
    card = mtglinks.analyze(text, lang="es", name="Mago de guerra Escapatormenta")
    values = [[f.value for f in a.features if f.kind == K.KICKED_REF] for a in card.abilities[1:]]
    assert values == [["{w}"], ["{2}{b}"]]


def test_spanish_reads_the_kicker_cost_paid_told_of_the_player() -> None:
    # Emisaria de Urbog (Urborg Emissary, old printed Spanish "si pagastes"), Gigante de desolación (Desolation Giant)
    emissary = (
        "Estímulo {1}{U} (Puedes pagar {1}{U} adicionales en cuanto juegues este hechizo.)\nCuando el Emisaria de "
        "Urbog entra en juego, si pagastes el coste de estímulo, devuelve el permanente objetivo a la mano de su "
        "propietario."
    )
    assert _links(mtglinks.analyze(emissary, lang="es", name="Emisaria de Urbog")) == {("607.2i", 0, 1)}
    giant = (
        "Estímulo {W}{W} (Puedes pagar {W}{W} adicional en cuanto juegues este hechizo.)\nCuando el Gigante de "
        "desolación entre en juego, destruye todas las otras criaturas que controlas. Si pagaste el coste del "
        "estímulo, en vez de eso, destruye todas las demás criaturas."
    )
    assert _links(mtglinks.analyze(giant, lang="es", name="Gigante de desolación")) == {("607.2i", 0, 1)}


def test_french_reads_what_was_paid_as_it_entered_from_the_tree() -> None:
    assert K.PAID_AS_ENTERED_REF in tree.tree_kinds("fr")
    assert K.PAID_AS_ENTERED_REF not in {p.kind for p in patterns.language_data("fr").patterns}
    devour = (
        "Dévorement 1 (Au moment où cette créature arrive en jeu, vous pouvez sacrifier le nombre de créatures de "
        "votre choix. Cette créature arrive en jeu avec ce nombre de marqueurs +1/+1 sur elle.)\n"
    )
    # Progéniture escouflenfer (Hellkite Hatchling, printed in French): "si elle a dévoré une créature" is the condition
    text = devour + "La Progéniture escouflenfer a le vol et le piétinement si elle a dévoré une créature."
    card = mtglinks.analyze(text, lang="fr", name="Progéniture escouflenfer")
    (ref,) = [f for f in card.abilities[1].features if f.kind == K.PAID_AS_ENTERED_REF]
    assert ref.role == Role.REFERRING and ref.value == "devour"
    assert _links(card) == {("607.2g", 0, 1)}
    # Dragon vorace (Voracious Dragon): "égal au double du nombre de gobelins qu'il a dévoré", the creatures devoured
    text = (
        "Vol\n" + devour + "Quand le Dragon vorace arrive en jeu, il inflige à une cible, créature ou joueur, un "
        "nombre de blessures égal au double du nombre de gobelins qu'il a dévoré."
    )
    card = mtglinks.analyze(text, lang="fr", name="Dragon vorace")
    (action,) = [n for n in card.abilities[2].effects if isinstance(n, Action)]
    assert action.verb == "deal_damage"
    assert _links(card) == {("607.2g", 1, 2)}
