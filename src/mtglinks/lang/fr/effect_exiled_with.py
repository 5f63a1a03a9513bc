"""French words of the cards another ability of the card exiled (rule 607.2a), as the English tables read "cards exiled
with ~" and "cards they exiled with ~": added to the lexicon by `effect_printed_more.extend`."""

from __future__ import annotations

from mtglinks.lang.fr.effect_older import merge_after, merge_words


def _four(masculine: str) -> tuple[str, ...]:
    """A participle's four forms: "exilé", "exilée", "exilés", "exilées"."""
    return (masculine, masculine + "e", masculine + "s", masculine + "es")


# "a été retirée", "ont été exilés": the past of the passive, the participle agreeing with the subject
_BEEN_REMOVED = [
    (been, form)
    for stem in ("retiré", "exilé")
    for been, form in (("a été", stem), ("a été", stem + "e"), ("ont été", stem + "s"), ("ont été", stem + "es"))
]

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
    # cards exiled with the keyword ability of the object (607.2q): "Si une carte de créature avec le vol a été exilée
    # par la capacité de fouille de l'Écorcheur d'âme, …" (the English "exiled with ~'s delve ability"); and a card that
    # was exiled with it: "une carte qui vous appartient et qui a été retirée de la partie avec les Horizons
    # interminables"
    | {
        f"{exiled} {by} la capacité de {keyword} de ~": "exiled_with_self"
        for exiled in _four("exilé")
        for by in ("par", "avec")
        for keyword in ("fouille", "évasion")
    }
    | {
        f"{and_}qui {been} {removed} {of_game}{by} ~": "exiled_with_self"
        for and_ in ("", "et ")
        for been, removed in _BEEN_REMOVED
        for of_game in ("de la partie ", "")
        for by in ("avec", "par")
    }
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
    # who owns the object: "une carte qui vous appartient et qui a été retirée …" (the English "a card you own"), as
    # "que vous possédez" reads
    "CONTROLLER": {"qui vous appartient": "owner_you", "qui vous appartiennent": "owner_you"},
    # cards exiled with the object counted: "À la fin du tour, si au moins trois cartes ont été retirées de la partie
    # par l'Urne de Colfénor, sacrifiez-la." (the English "if three or more cards have been exiled with ~")
    "FIXED_COND": {
        f"au moins {number} cartes ont été {exiled} {by} ~": "exiled_with_self"
        for number in ("deux", "trois", "quatre", "cinq", "six", "sept")
        for exiled in ("retirées de la partie", "exilées")
        for by in ("avec", "par")
    },
    # played from exile as if from the hand: "… comme si elles étaient dans sa main." (Destin partagé; the English "as
    # though they were in their hand")
    "AS_THOUGH": {
        f"comme si {it} {were} dans {whose} main": "in_hand"
        for it, were in (("elles", "étaient"), ("elle", "était"), ("ils", "étaient"), ("il", "était"))
        for whose in ("sa", "votre", "leur")
    },
}


# "a été" is the past of "to be" after a subject that ends with the keyword it has: "Si une carte de créature avec le
# vol a été exilée par …" (as "est" reads); only there: after a noun "ont été dépensés pour" is a phrase of its own
_AFTER: dict[str, dict[str, dict[str, str]]] = {"KEYWORD": {"BE": {"a été": "be", "ont été": "be"}}}


def extend(
    words: dict[str, dict[str, str]], more: dict[str, dict[str, str]], after: dict[str, dict[str, dict[str, str]]]
) -> None:
    """Adds these phrases to the lexicon's tables in place (a phrase already held keeps its reading)."""
    merge_words(words, more, _WORDS)
    merge_after(after, _AFTER)
