"""French feature patterns (format: see the docstring of mtglinks/features/__init__.py).

Regexes read the lemma text: lower-case lemmas joined by single spaces, the card's own name as
"~". Verbs lemmatize to the infinitive ("exilez" -> "exiler"), past participles to the masculine
singular participle ("exilées" -> "exilé", "choisie" -> "choisi"), articles to "le" ("la", "les",
"l'"), elisions are split ("l'exil" -> "le exil", "qu'il" -> "que il") and hyphenated pronouns
too ("mettez-la" -> "mettre le"). Covers printed text from 2000 ("retirez … de la partie",
"mettez en jeu", "kick", "Appui") to current templates ("exilez", "sur le champ de bataille").
"""

from __future__ import annotations

# The nouns a reference to a choice names before its participle ("de la couleur choisie", "du type de créature choisi",
# "la dernière direction choisie"), over the lemma text of the tree's node that refers to a choice
# (`features/chosen_queries.py`): canonical value -> regex.
_CHOICE_NOUNS: tuple[tuple[str, str], ...] = (
    ("card_name", r"nom(?: de (?:une )?carte)?|nom de une carte [\w-]+(?: [\w-]+)?"),
    ("creature_type", r"type de créature"),
    ("land_type", r"type de terrain(?: de base)?"),
    ("card_type", r"type de (?:carte|permanent)"),
    ("color", r"couleur"),
    ("number", r"nombre"),
    ("opponent", r"adversaire"),
    ("player", r"joueur"),
    ("creature", r"créature(?! de)"),
    ("permanent", r"permanent(?! de)"),
    ("card", r"carte(?! de type)"),
)
# A noun before "choisi" that is no "other" value: the categories, words of quantity or order, and the words a spell
# chooses targets or modes with.
_NOT_OTHER = (
    r"(?:couleur|mot|type|nom|nombre|adversaire|joueur|créature|permanent|carte|artefact|enchantement"
    r"|terrain|planeswalker|éphémère|rituel|sort|mode|sorte|cible|option|valeur|direction|nouveau"
    r"|différent|seul|autre|premier|second|dernier|un|une|deux|trois|ce|le|~)"
)
_OTHER = rf"(?!{_NOT_OTHER}\b)(?P<value>[a-zàâçéèêëîïôûùüÿœ][\w-]*)"
# "… choisi" nouns beyond the choice categories.
_REF_NOUNS: tuple[tuple[str, str], ...] = (
    ("type", r"type|sorte"),
    ("words", r"direction|mode|mot|option|valeur"),
)
# The categories and the other nouns together; "other:" below takes the noun ("de l'illustrateur choisi").
_CHOSEN_WORDS: tuple[tuple[str, str], ...] = (*_CHOICE_NOUNS, *_REF_NOUNS)
# Printed text names the value another ability chose by a demonstrative ("qui a ce nom", "de ce type", "de cette
# couleur", where the Oracle text says "with the chosen name", "of the chosen type"): in an ability that chose nothing
# they refer to the card's choice (`features/chosen_queries.py`), as the patterns read them.
THAT_CHOSEN = True
CHOSEN_NOUNS: tuple[tuple[str, str], ...] = (
    *(
        (value, rf"\b(?:{noun}) (?:(?:de (?:créature|terrain|carte) )|(?:le plus récemment ))?choisi\b")
        for value, noun in _CHOSEN_WORDS
    ),
    *((value, rf"\b(?:dernier|choisi) (?:{noun})\b(?! de)") for value, noun in _CHOSEN_WORDS),
    ("other:", rf"\b{_OTHER} choisi\b"),
    # "les joueurs qui ont choisi la guerre": the option each player chose
    ("words", r"\bjoueur qui avoir choisi\b"),
)


PATTERNS: list[tuple[str, ...]] = [
    # ---- markers ---------------------------------------------------------------------------
    # "transforms" is read from the tree (FROM_TREE)
    # ---- 607.2a/b/q/n: exile ------------------------------------------------------------------
    # "exiled_with_named_ref" is read from the tree (FROM_TREE)
    # "exiled_with_self" is read from the tree (FROM_TREE)
    # "the_exiled_card" is read from the tree (FROM_TREE)
    # "exile" is read from the tree (FROM_TREE)
    # ---- 607.2e: notes: "note" and "noted_ref" are read from the tree (FROM_TREE) ----------------------
    # ---- 607.2i: additional costs: "kicked_ref" is read from the tree (FROM_TREE) ----------------------
]

# What separates the options of a choice: "île ou marais", "blanc, bleu ou noir".
OPTION_SEPARATOR = r",? ou (?:le )?|, (?:le )?| et (?:le )?|^le "
# Choice words with a rules meaning: colors, card types, supertypes, basic land types.
OPTION_WORDS = (
    r"(?:blanc|bleu|noir|rouge|vert|incolore|multicolore"
    r"|artefact|créature|enchantement|éphémère|terrain|planeswalker|rituel|tribal"
    r"|de base|légendaire|neigeux|jeton"
    r"|plaine|île|marais|montagne|forêt)"
)

# Kinds read from the effect tree (features/tree.py), whose patterns are retired, each with the words that must
# occur in the lower-cased normalized text for the tree to be walked for it: on dev-printed-fr and on printed-fr
# and printed-fr-modern the links stay the same, and on printed-fr the tree reads as many halves as the
# patterns did (cards exiled while casting 32 and 32 abilities, a cost paid as it enters 33 and 33). "Si le cadeau (n')a
# (pas) été promis" is a test of the cost paid (printed-fr-modern: its two gift cards keep their links).
# "jetons créés par ~" is a qualifier of the object (lang/fr/effect_words_links.py), as in English.
# "la créature mise sur le champ de bataille par ~" likewise (607.2c).
# "Révélez la première carte que vous piochez à chacun de vos tours." reveals an object read whole, as in English.
# "En tant que coût supplémentaire pour lancer ce sort, vous pouvez …" is an optional action whose condition is the
# cost, as in English (printed-fr 150 and 150 abilities, printed-fr-modern 15 and 15; "vous pouvez réunir des preuves
# 6" too, the keyword action collect evidence: lang/fr/effect_words_links.py).
# "Si des preuves ont été réunies" tests that optional cost paid, and "Si vous avez révélé une carte de dragon ou si
# vous contrôliez un dragon au moment où vous avez lancé ~" the optional additional cost paid (607.2i), as in English.
# "si le tribut n'a pas été payé", "si elle a dévoré une créature", "égal au double du nombre de gobelins qu'il a
# dévoré" and "égal au nombre de points de vie payés" the cost paid as it entered (607.2g): on printed-fr the tree reads
# as many of their halves as the patterns did (17 and 17 abilities), the links of printed-fr and printed-fr-modern stay.
# An object put or returned onto the battlefield ("mettez … sur le champ de bataille", old "mettez … en jeu", "renvoyez
# … sur le champ de bataille") is an action `put` or `return` whose zone is the battlefield, and a token created
# ("créez", old "mettez en jeu un jeton") one put there, as in English: on printed-fr the tree reads 1266 abilities that
# put onto the battlefield where the patterns read 1406 (the others in sentences the grammar does not read yet, most
# with the object a pronoun joined to the verb, "mettez-la en jeu") and 768 that create a token where the patterns,
# which read only "créer", read 28; the links of dev-printed-fr, printed-fr and printed-fr-modern stay. "Si ce sort a
# été négocié" is a test of the cost paid (lang/fr/effect_clauses.py; no card of printed-fr or printed-fr-modern has
# it).
# "La carte nommée ne peut pas être jouée.", "Si c'est la carte nommée, …" refer to the card name chosen by naming it
# (old printed "the named card", a reference `named_card` as in English): on printed-fr the tree reads 8 of the 13
# abilities that refer to it (the pattern also read "une carte nommée Archange de l'empyrée", a card by its name, in
# six more), and the links of dev-printed-fr, printed-fr and printed-fr-modern stay.
# "Si une carte de terrain est révélée de cette manière", "À chaque fois que vous révélez une carte de terrain de cette
# manière" (Kéranos, dieu des Tempêtes) refer to what a reveal did, as in English (a reveal done "this way", or of an
# object revealed "this way"; features/queries.py): on printed-fr the tree reads 51 of the 59 abilities the pattern read
# (the pattern also read "révélées de cette manière" as a qualifier, which is `this_way`, and sentences the grammar does
# not read yet), and the links of dev-printed-fr, printed-fr and printed-fr-modern stay.
# The cards exiled with the object ("exilées avec ~", "exilée par elle", "retirées de la partie avec ~", "les cartes
# qu'il a retirées de la partie avec ~", "qui a été retirée de la partie avec ~", "dont ~ a l'empreinte", "a été exilée
# par la capacité de fouille de ~", "si au moins trois cartes ont été retirées de la partie par ~", Karn's "en laissant
# en exil …", and in a cost "Mettez une carte retirée de la partie par ~ dans le cimetière de son propriétaire :") are
# qualifiers and states of the tree (lang/fr/effect_exiled_with.py, features/exile_marks.py,
# features/cost_reading.py): on printed-fr the tree reads 33 abilities where the patterns read 34 (the others in
# sentences the grammar does not read yet: "ayant le même nom qu'une carte retirée de la partie par ~", "toutes les
# capacités activées de toutes les cartes de créature exilées par lui"), on printed-fr-modern 4 of 5 ("parmi les cartes
# exilées par ~" is the reference `exiled_with`, the_exiled_card); the links of dev-printed-fr, printed-fr and
# printed-fr-modern stay (benchmarks/tree_kinds.py).
# A choice ("choisissez une couleur", "nommez une carte", "chaque joueur choisit entre la guerre et la paix",
# "choisissez gauche ou droite") is a `choice` node, its value the kind of value chosen or the options listed, and a
# reference to it ("de la couleur choisie", "le joueur choisi", "du nom choisi", "les joueurs qui ont choisi la guerre",
# old printed "de ce type", "qui a ce nom" in an ability that chose nothing) a node marked chosen, its value the noun
# before the participle (`CHOSEN_NOUNS` above, `features/chosen_queries.py`; words in lang/fr/effect_choices.py, grammar
# in grammar/effects-fr/7-choices.lark), as in English and Spanish (#23). On printed-fr the tree reads 252 abilities
# that choose where the patterns read 273 (the others mostly no 607 choice: targets, cards chosen from a hand or a pile,
# "de la manière que vous choisissez"; or a choice its own ability uses, "Choisissez un type de créature autre que
# légende ou mur. … le type que vous avez choisi") and 122 that refer to a choice where they read 178 (the others a
# choice of their own ability, "choisies au hasard", "choisie par un adversaire", or sentences the grammar does not read
# yet); printed-fr-modern 24 and 28, 10 and 16. The links of dev-printed-fr stay; those of the cards whose text names
# them in lower case after the article ("Au moment où la conspiration arrive en jeu", "le gantelet de pouvoir") come
# back with the name matcher's lowered names (text/lowered_names.py), Regicide's with its draft choice
# (effect_choices.py); lost are only two misprints: on printed-fr "le Terrain fantas-ma-ti-que" (the sentence that
# chooses is not read), on printed-fr-modern Arachne, tisseuse psionique ("coûtent {1} de plus lancer")
# (benchmarks/tree_kinds.py --together choose chosen_ref; benchmarks/modern.py: fr-modern 38 of 39 English links).
FROM_TREE: dict[str, tuple[str, ...]] = {
    "choose": ("chois", "nomm"),
    "chosen_ref": ("choisi", "ce nom", "ce type", "cette couleur", "ces couleurs", "ces noms"),
    "cast_exile": ("coût supplémentaire",),
    "pay_as_enters": ("au moment où", "importe quel"),
    "gift_promised_ref": ("cadeau",),
    "created_with_self": ("créé",),
    "put_with_self": ("bataille par", "bataille avec"),
    "reveal_static": ("la première carte que vous pioch",),
    # a note (607.2e's acting half: "Révélez la prochaine carte que vous draftez et notez son nom.", a `note` node whose
    # value is what is noted) and the value noted referred to ("une carte avec le nom noté au moment où vous avez drafté
    # l'Aether Searcher", a qualifier `noted:…`; "le nombre noté", "la carte avec le nom noté"), as in English
    # (lang/fr/effect_words_note.py; the record's name "AEther Searcher" is the "Aether Searcher" of its text,
    # text/names.py). One card of the corpora prints a note, Aether Searcher of printed-fr-modern: the tree reads both
    # halves, as the patterns did, and its 607.2e link stays; no link of dev-printed-fr, printed-fr or printed-fr-modern
    # changes (benchmarks/tree_kinds.py).
    "note": ("not",),
    "noted_ref": ("noté",),
    "additional_cost": ("coût supplémentaire",),
    "additional_cost_paid_ref": ("preuves", "au moment où vous", "supplémentaire"),
    "paid_as_entered_ref": ("tribut", "dévor", "payé"),
    "put_onto_battlefield": ("champ de bataille", "jeu", "crée", "jeton"),
    "create_token": ("crée", "jeton"),
    "bargained_ref": ("négocié",),
    "named_ref": ("nommé",),
    "this_way_ref": ("cette manière", "cette façon"),
    # what the ability did "de cette manière" (607.2h: a trigger after a static ability in its paragraph refers to
    # it): a detail of the action ("Si vous cherchez dans votre bibliothèque de cette manière") or a mark of the object
    # ("les cartes révélées de cette manière"): on printed-fr the tree reads it in 200 of the 267 abilities the pattern
    # read, all but three of the others sentences the grammar does not read yet (the pattern read the words anywhere),
    # and the links of dev-printed-fr, printed-fr and printed-fr-modern stay.
    "this_way": ("cette manière", "cette façon"),
    # the ability acts as the game begins (a marker: a choice made then links to its own paragraph, 607.2p): "vous
    # pouvez l'avoir en jeu au début de la partie" (the Leylines: the action `begin_game_with`), "Au début de la
    # partie, …", "Avant de mélanger votre bibliothèque pour commencer la partie, …" (features/marker_queries.py): on
    # printed-fr the tree reads the 10 abilities the pattern read, and the links of dev-printed-fr, printed-fr and
    # printed-fr-modern stay.
    "before_game": ("début de la partie", "commencer la partie", "mélanger votre bibliothèque"),
    "exiled_with_self": ("exilé", "retiré", "empreinte"),
    # the card another ability exiled, named (607.2a/b's referring half, issue #23): "la carte exilée", "la carte de
    # créature exilée", "les cartes retirées" (a reference `exiled_with`), a card imprinted ("une carte de créature dont
    # il a l'empreinte", `past:imprint`; "Tant que le Répliquant a l'empreinte d'une carte de créature", a condition
    # `exiled_with:is:creature`), the exiled card's name or number compared or counted ("ayant le même nom que la carte
    # exilée", `same:name:exiled_with`; "égales au coût converti de mana de la carte exilée",
    # `mana_value:of:exiled_with`; "parmi les cartes exilées par ~", `from_among:exiled_with`), "X étant la force de la
    # carte de créature exilée et Y, son endurance", "au total des forces des cartes exilées", and "qui partage une
    # couleur avec la carte dont ~ a l'empreinte" (the object shared with kept in `related`)
    # (lang/fr/effect_frexiled4_words.py, grammar/effects-fr/9-frexiled4.lark). On printed-fr
    # the tree reads it in 60 of the patterns' 110 abilities, on printed-fr-modern 5 of 12 (most others read as
    # `exiled_with_self`, "exilée par ~", or `this_way_ref`, "chaque carte exilée de cette manière", whose words the
    # pattern took for this kind; the rest sentences the grammar does not read yet); the links of dev-printed-fr,
    # printed-fr, printed-fr-modern and the other corpora stay (benchmarks/tree_kinds.py).
    "the_exiled_card": ("exilé", "retiré", "empreinte"),
    # the cards exiled with cards named as the object (607.2m): no card of printed-fr or printed-fr-modern prints it;
    # the tree reads the rule's wording ("une carte exilée avec une carte appelée ~", `exiled_with_named`) as the
    # pattern did (lang/fr/effect_frexiled4_words.py)
    "exiled_with_named_ref": ("appelé",),
    # the card transforms (a marker: both faces' abilities may link, 607.1b): "transformez le Loup solitaire de
    # Montbabil", "Quand cette créature se transforme en …" (features/marker_queries.py), as in Spanish and Russian: 82
    # of the pattern's 112 abilities of printed-fr (the others in sentences the grammar does not read yet, most the
    # trigger naming the other face, "se transforme en Saccageur loup-garou"); the printed records hold one face, so no
    # link of dev-printed-fr, printed-fr or printed-fr-modern changes (benchmarks/tree_kinds.py, compare.py).
    "transforms": ("transform",),
    # whether the kicker was paid (607.2i): "Si vous avez payé le coût de kick, …", "si le coût de kick a été payé",
    # "s'il a été kické", "pour chaque fois que ~ a été kické" (the condition paid:kicked, the amount times_kicked;
    # lang/fr/effect_clauses.py, effect_counts.py, effect_older.py; "Quand Kanji, gardien des Aérains, arrive en jeu"
    # with the closing comma of a name set off after "Quand", text/names.py; "à cette cible", "prévenez à la place",
    # "de l'artefact ou de l'enchantement", "arrive en jeu avec … et peut attaquer …": effects-fr/9-linked-halves.lark).
    # On printed-fr the tree reads 120 of the patterns' 122 abilities; the other two are misprints whose sentence the
    # grammar does not read ("ces Ondulations de la canopée infligent inflige 4 blessures", "le Désastre en fusion à
    # la fraction de seconde"), whose links fall (no labelled card); the links of dev-printed-fr, the rest of
    # printed-fr and printed-fr-modern stay.
    "kicked_ref": ("kick",),
    # the ability exiles cards (607.2a/b's acting half; "replacement" where the exile replaces an event): "exilez …",
    # older "retirez … de la partie", "réunir des preuves 6", the cards kept "face cachée sous ~" (kept:) as in English
    # (features/queries.py). Older printed "cette carte" after a card the paragraph names is that card, not the card
    # itself ("vous y choisissez une carte non-terrain. Retirez cette carte de la partie.", Mimic Vat's "À chaque fois
    # qu'une créature non-jeton est mise dans un cimetière …, vous pouvez exiler cette carte":
    # lang/template_anaphora.py, lang/fr/anaphora_words.py), and the older sentences of Uba Mask, Shared Fate, Angel of
    # Serenity, Ashiok, Clone Shell, Endless Horizons, Possibility Storm and Spellweaver Helix are read
    # (grammar/effects-fr/9-frexile.lark, lang/fr/effect_frexile_words.py). On printed-fr the tree reads 564 abilities
    # that exile where the patterns read 692, on printed-fr-modern 66 and 82 (the others in sentences the grammar does
    # not read yet, or exiles that keep nothing to refer to: the card itself, a token, a delayed clean-up); the links of
    # dev-printed-fr, printed-fr and printed-fr-modern stay (benchmarks/tree_kinds.py, compare.py).
    "exile": ("exil", "retir", "sous", "preuve"),
}

# Relations of 607.2 this language's patterns do not read yet, and why (links/relations.py lists them all;
# a test checks that every kind of the table is either read above or declared here).
UNEXPRESSED: dict[str, str] = {
    "exile_before_game": "no pattern reads the wording yet",
    "paid_as_cast_ref": "no pattern reads the wording yet",
}
