"""French: printed text 2000-2016 ("mettez en jeu", "retirez … de la partie", "kick") and current templates.

Keyword names are those printed on French cards (rule 702 of the French Comprehensive Rules);
older printings name a few differently ("Kick" for kicker, "Appui" for champion).
"""

from mtglinks.lang.base import NEVER, SYMBOL_COST_PARTS, Language, LemmaSource, alternatives, level_band
from mtglinks.lang.fr.tokenizer import TOKENIZER, participle

# Keyword as printed (lower case) -> canonical English name of rule 702.
_KEYWORDS = {
    "vol": "flying",
    "initiative": "first strike",
    "double initiative": "double strike",
    "contact mortel": "deathtouch",
    "défenseur": "defender",
    "enchanter": "enchant",
    "enchant": "enchant",
    "équipement": "equip",
    "équiper": "equip",
    "flash": "flash",
    "célérité": "haste",
    "défense talismanique": "hexproof",
    "indestructible": "indestructible",
    "intimidation": "intimidate",
    "peur": "fear",
    "lien de vie": "lifelink",
    "protection": "protection",
    "portée": "reach",
    "linceul": "shroud",
    "piétinement": "trample",
    "vigilance": "vigilance",
    "menace": "menace",
    "traversée des forêts": "forestwalk",
    "traversée des îles": "islandwalk",
    "traversée des marais": "swampwalk",
    "traversée des montagnes": "mountainwalk",
    "traversée des plaines": "plainswalk",
    "traversée des terrains légendaires": "legendary landwalk",
    "traversée des terrains non-base": "nonbasic landwalk",
    "traversée de terrain": "landwalk",
    "traversée des terrains": "landwalk",
    "sauvagerie": "rampage",
    "entretien cumulatif": "cumulative upkeep",
    "débordement": "flanking",
    "rappel": "buyback",
    "distorsion": "shadow",
    "recyclage de terrain de base": "basic landcycling",
    "recyclage de forêt": "forestcycling",
    "recyclage d'île": "islandcycling",
    "recyclage de marais": "swampcycling",
    "recyclage de montagne": "mountaincycling",
    "recyclage de plaine": "plainscycling",
    "recyclage de sorcier": "wizardcycling",
    "recyclage de slivoïde": "slivercycling",
    "recyclage": "cycling",
    "écho": "echo",
    "équitation": "horsemanship",
    "kick": "kicker",
    "kicker": "kicker",
    "multikick": "multikicker",
    "multikicker": "multikicker",
    "flashback": "flashback",
    "folie": "madness",
    "mue": "morph",
    "mégamue": "megamorph",
    "amplification": "amplify",
    "provocation": "provoke",
    "déluge": "storm",
    "déluge de cimetière": "gravestorm",
    "affinité pour": "affinity",
    "union": "entwine",
    "modularité": "modular",
    "solarisation": "sunburst",
    "bushido": "bushido",
    "transmigration": "soulshift",
    "imprégnation": "splice",
    "ninjutsu": "ninjutsu",
    "épique": "epic",
    "convocation": "convoke",
    "dragage": "dredge",
    "transmutation": "transmute",
    "soif de sang": "bloodthirst",
    "hantise": "haunt",
    "duplication": "replicate",
    "greffe": "graft",
    "recouvrement": "recover",
    "remous": "ripple",
    "fraction de seconde": "split second",
    "suspension": "suspend",
    "disparition": "vanishing",
    "absorption": "absorb",
    "échange d'aura": "aura swap",
    "fouille": "delve",
    "fortification": "fortify",
    "frénésie": "frenzy",
    "transfiguration": "transfigure",
    "appui": "champion",
    "champion": "champion",
    "changelin": "changeling",
    "évocation": "evoke",
    "cachette": "hideaway",
    "incursion": "prowl",
    "renfort": "reinforce",
    "conspiration": "conspire",
    "persistance": "persist",
    "flétrissure": "wither",
    "pistage": "retrace",
    "dévorement": "devour",
    "exaltation": "exalted",
    "exhumation": "unearth",
    "cascade": "cascade",
    "annihilateur": "annihilator",
    "montée de niveau": "level up",
    "rebond": "rebound",
    "armure totémique": "totem armor",
    "infection": "infect",
    "cri de guerre": "battle cry",
    "arme vivante": "living weapon",
    "survivance": "undying",
    "miracle": "miracle",
    "association d'âmes": "soulbond",
    "surcharge": "overload",
    "récupération": "scavenge",
    "emportement": "unleash",
    "cryptage": "cipher",
    "évolution": "evolve",
    "extorsion": "extort",
    "fusion": "fuse",
    "grâce": "bestow",
    "tribut": "tribute",
    "détrônement": "dethrone",
    "résilience": "outlast",
    "prouesse": "prowess",
    "précipitation": "dash",
    "exploitation": "exploit",
    "réputation": "renown",
    "éveil": "awaken",
    "carence": "devoid",
    "ingestion": "ingest",
    "myriade": "myriad",
    "déferlement": "surge",
    "furtivité": "skulk",
    "émergence": "emerge",
    "escalade": "escalate",
    "partenariat": "partner",
    "témérité": "undaunted",
    "équipage": "crew",
    "fabrication": "fabricate",
    "improvisation": "improvise",
}

# The openings of a spell's instruction.
_IMPERATIVE_OPENINGS = alternatives(
    """ajoutez|attachez|copiez|contrecarrez|créez|détruisez|défaussez|répartissez|doublez|piochez
    |échangez|exilez|retirez|combattez|acquérez le contrôle|regardez|meulez|dégagez|engagez|mettez
    |régénérez|renvoyez|révélez|sacrifiez|regard|cherchez|séparez|mélangez|prévenez|enquêtez
    |choisissez (l'un|un|une|deux|trois|la|le|n'importe|jusqu)
    |(le|la|les) (créature|joueur|adversaire|permanent|artefact)s? ciblée?s?
    |~ inflige|n'importe quel nombre de
    |jusqu'à (un|une|deux|trois|x) |chaque (joueur|adversaire) (sacrifie|se défausse|pioche|perd)"""
)

# Reviewed fixes of the lookup table: card-game words it lacks or sends elsewhere; None: the form is its lemma.
_CORRECTIONS: dict[str, str | None] = {
    "types": "type",
    "mise": "mis",
    "mises": "mis",
    "sous": None,
    "puis": None,
    "faites": "faire",
    "force": None,
    "forces": "force",
    "entre": None,
    "été": "être",
    "est": "être",
}

LANGUAGE = Language(
    code="fr",
    name="French",
    display_order=2,
    keywords=_KEYWORDS,
    self_templates=(
        "cette créature",
        "cet artefact",
        "cet enchantement",
        "ce terrain",
        "ce sort",
        "cette aura",
        "cet équipement",
        "ce permanent",
        "ce planeswalker",
        "cette carte",
        "ce jeton",
        "cette fortification",
    ),
    name_articles=("le", "la", "les", "l'", "Le", "La", "Les", "L'"),
    name_contractions={"du": "de", "au": "à", "des": "de", "aux": "à"},
    cost_parts={
        **SYMBOL_COST_PARTS,
        "cost:sacrifice": r"^sacrifie\w*\b",
        "cost:discard": r"^(défausse\w*|défaussez-vous)\b",
        "cost:exile": r"^(exile\w*|retire\w* .*de la partie)\b",
        "cost:pay_life": r"^paye\w* .*\bpoints? de vie\b",
        "cost:remove_counters": r"^retire\w* .*\bmarqueurs?\b",
        "cost:put_counters": r"^(mettez|mettre|placez) .*\bmarqueurs?\b",
        "cost:tap_untapped": r"^engage\w*\b",
        "cost:untap_other": r"^dégage\w*\b",
        "cost:return": r"^renvoye\w*\b",
        "cost:reveal": r"^révéle\w*\b|^révèle\w*\b",
        "cost:pay_energy": r"^paye\w* .*\{E\}",
        "cost:mill": r"^meule\w*\b",
    },
    kind_patterns=(
        ("replacement", r"^au moment où (~|.{0,40}~) (arrive|est retourné|se transforme)"),
        ("replacement", r"^~ arrive (en jeu|sur le champ de bataille) (engagée?s?|avec)\b"),
        ("replacement", r"\bà la place\b|\bau lieu de cela\b"),
        ("replacement", r"^si .* devai(t|ent|s|ez)\b|\bpassez\b .*\bà la place\b"),
    ),
    modal_label=(
        r"^choisissez (l'un|un|une|deux|trois|quatre|l'un ou plus|l'un ou les deux|un ou plus|"
        r"un ou les deux|n'importe quel nombre|jusqu'à \w+|x)\b"
    ),
    restriction=(
        r"^(ne |n')(jouez|activez|utilisez|\w+ez) (cette capacité |ces capacités )?(que|qu')\b|"
        r"^vous ne pouvez (jouer|activer) cette capacité que\b|^(jouez|activez) cette capacité uniquement\b"
    ),
    level_band=level_band("niveau"),
    # French Class cards print their level lines without a pattern of their own here
    class_level=NEVER,
    # "Détruisez la créature ciblée.", "Chaque adversaire sacrifie une créature.", "… jusqu'à la fin du tour."
    imperative=rf"^({_IMPERATIVE_OPENINGS})\b|\bjusqu'à la fin du tour\b|\bce tour-ci\b",
    list_conjunction=r"^(ou|et|et/ou)\s",
    permanent_marker=(
        r"^(la créature enchantée|la créature équipée|le permanent enchanté|le terrain enchanté|enchanter|"
        r"équipement)\b|^(les créatures|les autres créatures) que vous contrôlez (gagnent|ont)\b"
        r"(?!.*\bjusqu'à la fin du tour\b)|^tant que\b|^~ (gagne|a|ne peut|peut|est|attaque|bloque|arrive|doit)\b"
    ),
    spell_static=(
        r"^en tant que coût supplémentaire pour (lancer|jouer) ~|^~ coûte\b|^~ ne peut pas être contrecarré|"
        r"^ce sort coûte\b|^vous pouvez (lancer|jouer) ~|^~ peut être (lancé|joué)\b"
    ),
    cast_trigger=r"^(quand|lorsque|à chaque fois que) (vous lancez|vous jouez|vous recyclez|vous défaussez) ~",
    # an ability word printed without its dash ("Empreinte Quand ~ arrive en jeu, …")
    trigger_after_word=r"^[\w-]+ (?:quand|lorsque|à chaque fois)\b",
    # type-line words of an instant or sorcery
    spell_type=r"éphémère|ephemere|rituel",
    lemma_source=LemmaSource(
        "spacy-lookups", lookup_code="fr", headwords_stay=True, participle=participle, corrections=_CORRECTIONS
    ),
    tokenizer=TOKENIZER,
)
