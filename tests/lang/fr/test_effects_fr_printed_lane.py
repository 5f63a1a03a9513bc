"""More printed French wordings (issue #23: `lang/fr/effect_printed_lane.py`, `grammar/effects-fr/3-printed-more.lark`,
`effects/fr_printed_shapes.py`, the closing comma of a name with an epithet in `text/names.py`), each read as its card's
English Oracle text reads. Each case quotes a real printed card."""

from __future__ import annotations

from helpers import card_effects as effects
from helpers import walk

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.tree import Action, Card, Choice, EffectCondition, ObjectPhrase, Reference, TriggerEvent, Untyped


def parse(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def verbs(card: Card) -> list[str]:
    found = effects(card)
    assert is_typed(found), [n.to_dict() for n in found if isinstance(n, Untyped)]
    return [str(n.verb) for node in found for n in walk(node) if isinstance(n, Action)]


def test_cast_any_time_you_could_cast_an_instant_ghitu_fire() -> None:
    # Feu guitûk (Ghitu Fire): "You may cast Ghitu Fire as though it had flash if you pay {2} more to cast it."
    text = (
        "Vous pouvez jouer le Feu guitûk à tout moment où vous pourriez jouer un éphémère si vous payez {2} de plus "
        "pour cela.\nLe Feu guitûk inflige X blessures à une cible, créature ou joueur."
    )
    card = parse("Feu guitûk", text)
    assert verbs(card) == ["cast", "pay", "deal_damage"]
    cast = effects(card)[0]
    assert isinstance(cast, Action) and "as_though:flash" in cast.detail
    assert isinstance(cast.objects[0], Reference) and cast.objects[0].refers == "self"
    assert isinstance(cast.condition, EffectCondition)


def test_a_name_with_an_epithet_takes_its_closing_comma_kamahl_pit_fighter() -> None:
    # Kamahl, sangrahbaire (Kamahl, Pit Fighter): "{T}: Kamahl, Pit Fighter deals 3 damage to any target."
    text = "Célérité\n{T}: Kamahl, sangrahbaire, inflige 3 blessures à une cible, créature ou joueur."
    card = parse("Kamahl, sangrahbaire", text)
    assert verbs(card) == ["deal_damage"]
    (damage,) = effects(card)
    assert isinstance(damage, Action) and isinstance(damage.actor, Reference) and damage.actor.refers == "self"


def test_the_closing_comma_is_kept_where_a_clause_may_end() -> None:
    # not at the start of a sentence: "Tant que vous contrôlez Kamahl, sangrahbaire, …" keeps the comma that ends the
    # condition
    from mtglinks.text.names import _closing_comma

    text = "Tant que vous contrôlez Kamahl, sangrahbaire, les créatures ont la célérité."
    start = text.index("Kamahl")
    end = start + len("Kamahl, sangrahbaire")
    assert _closing_comma(text, start, end, "~") == (start, end, "~")
    opening = "Kamahl, sangrahbaire, inflige 3 blessures."
    assert _closing_comma(opening, 0, 20, "~") == (0, 21, "~")


def test_transform_the_other_face_by_its_name_lambholt_pacifist() -> None:
    # Pacifiste de Lambholt (Lambholt Pacifist): "… transform Lambholt Butcher."
    text = (
        "Au début de chaque entretien, si un joueur a lancé au moins deux sorts au tour précédent, transformez la "
        "Bouchère de Lambholt."
    )
    card = parse("Pacifiste de Lambholt", text)
    transform = [n for n in effects(card) if isinstance(n, Action)][-1]
    assert transform.verb == "transform"
    assert isinstance(transform.objects[0], Reference) and transform.objects[0].refers == "self"


def test_transform_an_object_after_the_article_still_reads_it() -> None:
    (transform,) = effects(parse("X", "transformez la créature ciblée."))
    assert isinstance(transform, Action) and transform.verb == "transform"
    assert isinstance(transform.objects[0], ObjectPhrase) and transform.objects[0].determiner == "target"


def test_sharing_a_creature_type_crown_of_vigor() -> None:
    # Couronne de vigueur (Crown of Vigor): "Sacrifice Crown of Vigor: Enchanted creature and other creatures that share
    # a creature type with it get +1/+1 until end of turn."
    text = (
        "Sacrifiez la Couronne de vigueur : La créature enchantée et les autres créatures partageant un type de "
        "créature avec elle gagnent +1/+1 jusqu'à la fin du tour."
    )
    card = parse("Couronne de vigueur", text)
    assert verbs(card) == ["modify_pt"]
    shared = [n for node in effects(card) for n in walk(node) if isinstance(n, ObjectPhrase)]
    assert any("shares_creature_type" in o.qualifiers for o in shared)


def test_colorless_ghostfire_and_the_own_colour_refused() -> None:
    # Ectofeu (Ghostfire): "Ghostfire is colorless. Ghostfire deals 3 damage to any target."
    text = "L'Ectofeu est incolore.\nL'Ectofeu inflige 3 blessures à une cible, créature ou joueur."
    assert verbs(parse("Ectofeu", text)) == ["become", "deal_damage"]
    # Pacte de négation (Pact of Negation): the card's own colour, a colour indicator in the Oracle text, is not read
    (own,) = effects(parse("Pacte de négation", "Le Pacte de négation est bleu."))
    assert isinstance(own, Untyped)


def test_enchant_with_a_colon_cloudform() -> None:
    # Forme nuageuse (Cloudform): "When Cloudform enters the battlefield, it becomes an Aura with enchant creature. …"
    text = "Quand la Forme nuageuse arrive sur le champ de bataille, elle devient une aura avec enchanter : créature."
    card = parse("Forme nuageuse", text)
    assert verbs(card) == ["enter", "become"]
    aura = [n for node in effects(card) for n in walk(node) if isinstance(n, ObjectPhrase) and "Aura" in n.subtypes]
    assert aura and "with:enchant:creature" in aura[0].qualifiers


def test_khans_or_dragons_palace_siege() -> None:
    # Siège du palais (Palace Siege): "As Palace Siege enters the battlefield, choose Khans or Dragons."
    text = "Au moment où le Siège du palais arrive sur le champ de bataille, choisissez Khans ou Dragons."
    card = parse("Siège du palais", text)
    assert verbs(card) == ["enter"]
    (choice,) = effects(card)
    assert isinstance(choice, Choice) and choice.what == "khans_or_dragons"


def test_monocolored_blocked_and_countered() -> None:
    # Prix ultime (Ultimate Price): "Destroy target monocolored creature."
    (destroy,) = effects(parse("Prix ultime", "Détruisez la créature monochrome ciblée."))
    assert isinstance(destroy, Action) and isinstance(destroy.objects[0], ObjectPhrase)
    assert destroy.objects[0].colors == ["monocolored"]
    # Frappe (Smite): "Destroy target blocked creature."
    (smite,) = effects(parse("Frappe", "Détruisez la créature bloquée ciblée."))
    assert isinstance(smite, Action) and isinstance(smite.objects[0], ObjectPhrase)
    assert "blocked" in smite.objects[0].qualifiers
    # Apprentie videmage (Voidmage Apprentice): "When Voidmage Apprentice is turned face up, counter target spell."
    text = "Quand l'Apprentie videmage est retournée face visible, contrez le sort ciblé."
    assert verbs(parse("Apprentie videmage", text)) == ["turn_face_up", "counter"]


def test_with_no_abilities_muraganda_petroglyphs_but_not_lignify() -> None:
    # Pétroglyphes de Muraganda (Muraganda Petroglyphs): "Creatures with no abilities get +2/+2."
    assert verbs(parse("Pétroglyphes de Muraganda", "Les créatures sans capacité gagnent +2/+2.")) == ["modify_pt"]
    # Lignification (Lignify): "… is a Treefolk with base power and toughness 0/4 and loses all abilities": after a size
    # "sans capacité" is not the qualifier
    found = effects(parse("Lignification", "La créature enchantée est un sylvin 0/4 sans capacité."))
    assert not is_typed(found)


def test_done_this_way_and_blocks_or_becomes_blocked() -> None:
    # Déchiffrage des runes (Read the Runes): "… For each card drawn this way, discard a card unless you sacrifice a
    # permanent."
    text = (
        "Piochez X cartes. Pour chaque carte piochée de cette manière, défaussez-vous d'une carte à moins que vous ne "
        "sacrifiiez un permanent."
    )
    assert sorted(verbs(parse("Déchiffrage des runes", text))) == ["discard", "draw", "sacrifice"]
    # Cadets gobelins (Goblin Cadets): "Whenever Goblin Cadets blocks or becomes blocked, target opponent gains control
    # of it."
    text = (
        "À chaque fois que les Cadets gobelins bloquent ou deviennent bloqués, l'adversaire ciblé en acquiert le "
        "contrôle."
    )
    card = parse("Cadets gobelins", text)
    assert verbs(card) == ["block", "gain_control"]
    assert isinstance(effects(card)[0], TriggerEvent)


def test_abilities_played_any_time_stay_abilities_leonin_shikari() -> None:
    # Shikari léonine (Leonin Shikari): "You may activate equip abilities any time you could cast an instant." Abilities
    # are not cast: the reading stays the older "play" with the timing `any_time`
    text = "Vous pouvez jouer les capacités d'équipement à tout moment où vous pourriez jouer un éphémère."
    (play,) = effects(parse("Shikari léonine", text))
    assert isinstance(play, Action) and play.verb == "play" and play.detail == ["any_time"]


def test_counters_on_it_named_first_and_the_caster_thought_devourer() -> None:
    # Avaleur de pensées: "put a +1/+1 counter on it for each card in your hand."
    text = "mettez sur lui un marqueur +1/+1 pour chaque carte dans votre main."
    (put,) = effects(parse("Avaleur de pensées", text))
    assert isinstance(put, Action) and put.verb == "put_counter" and put.detail == ["counter:+1/+1"]
    assert isinstance(put.objects[0], Reference) and put.objects[0].refers == "anaphora"
    # Complication (Complicate): "Counter target spell unless its controller pays {3}."
    text = "Contrecarrez le sort ciblé à moins que son lanceur ne paye {3}."
    (counter,) = effects(parse("Complication", text))
    assert isinstance(counter, Action) and counter.verb == "counter"
    assert isinstance(counter.condition, EffectCondition) and counter.condition.test.startswith("unless")
