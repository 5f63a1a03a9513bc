"""French words of the cards another ability of the card exiled (rule 607.2a), as the English tables read "cards exiled
with ~" and "cards they exiled with ~": added to the lexicon by `effect_printed_more.extend`."""

from __future__ import annotations

from mtglinks.lang.fr.effect_older import merge_words


def _four(masculine: str) -> tuple[str, ...]:
    """A participle's four forms: "exilé", "exilée", "exilés", "exilées"."""
    return (masculine, masculine + "e", masculine + "s", masculine + "es")


_WORDS: dict[str, dict[str, str]] = {
    # the object named by a pronoun: "une carte d'éphémère ou de rituel exilée par elle" (Jeleva), "toutes les cartes de
    # créature exilées par lui" (Obscur imposteur), as "exilée par ~" reads
    "QUALIFIER": {
        f"{exiled} {by} {whom}": "exiled_with_self"
        for exiled in _four("exilé")
        for by in ("par", "avec")
        for whom in ("lui", "elle", "eux", "elles")
    }
    # "exilé avec ~" beside "exilée avec ~" (lang/fr/effect_phrases.py)
    | {f"{exiled} avec ~": "exiled_with_self" for exiled in _four("exilé")}
    # older "retirée de la partie avec ~" beside "… par ~": "Vous pouvez regarder des cartes retirées de la partie avec
    # le Voleur de grimoire.", "une carte retirée de la partie avec la Carapace du dernier kappa"
    | {f"{removed} de la partie avec ~": "exiled_with_self" for removed in _four("retiré")}
    # what each player exiled: "les cartes qu'il a retirées de la partie avec le Destin partagé", "des cartes qu'il a
    # retirées de la partie avec le Masque d'uba" (the English "cards they exiled with ~")
    | {
        f"{that} {have} {removed} de la partie {by} ~": "exiled_with_self"
        for that, have in (("qu'il", "a"), ("qu'elle", "a"), ("qu'ils", "ont"), ("qu'elles", "ont"))
        for removed in ("retirées", "retirés", "exilées", "exilés")
        for by in ("avec", "par")
    },
    # the game restarted, the cards exiled with the object left in exile (Karn libéré): "Recommencez la partie en
    # laissant en exil toutes les cartes de permanent non-aura exilées avec Karn libéré."
    "RESTART": {"recommencez la partie": "restart_game"},
    "LEAVING_IN_EXILE": {"en laissant en exil": "leaving_in_exile"},
    # played from exile as if from the hand: "… comme si elles étaient dans sa main." (Destin partagé; the English "as
    # though they were in their hand")
    "AS_THOUGH": {
        f"comme si {it} {were} dans {whose} main": "in_hand"
        for it, were in (("elles", "étaient"), ("elle", "était"), ("ils", "étaient"), ("il", "était"))
        for whose in ("sa", "votre", "leur")
    },
}


def extend(words: dict[str, dict[str, str]], more: dict[str, dict[str, str]]) -> None:
    """Adds these phrases to the lexicon's tables in place (a phrase already held keeps its reading)."""
    merge_words(words, more, _WORDS)
