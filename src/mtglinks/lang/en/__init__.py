"""English: Oracle text (2020 and current templates) and printed text back to 1993."""

from mtglinks.lang.base import SYMBOL_COST_PARTS, Language, LemmaSource, alternatives, level_band, words
from mtglinks.lang.en.keyword_sentences import KEYWORD_SENTENCES
from mtglinks.lang.en.keywords_playtest import PLAYTEST_KEYWORDS
from mtglinks.lang.en.names import NAME_INFERENCE
from mtglinks.lang.en.tokenizer import TOKENIZER

# Keywords (canonical English names of rule 702, the names every language's keywords map to) that only
# permanents have: a card with one of these is not an instant or sorcery, whatever its other paragraphs
# look like. (The first name of each indented line keeps its indentation, so "menace", "swampwalk",
# "level up", "ward", "modular", "fortify", "backup" and "nightbound" never match: kept as it was, since
# mending it changes which cards read as spells.)
PERMANENT_KEYWORDS = frozenset(
    """flying|first strike|double strike|deathtouch|defender|haste|hexproof|indestructible|lifelink|
    menace|reach|trample|vigilance|enchant|equip|protection|shroud|fear|intimidate|landwalk|islandwalk|
    swampwalk|forestwalk|mountainwalk|plainswalk|flanking|banding|rampage|champion|echo|fading|vanishing|
    level up|morph|megamorph|crew|devour|tribute|bushido|ninjutsu|evolve|exalted|persist|undying|prowess|
    ward|partner|unearth|outlast|dash|bestow|mutate|shadow|horsemanship|cumulative upkeep|phasing|
    modular|graft|soulshift|wither|infect|skulk|afflict|afterlife|riot|training|decayed|reconfigure|
    fortify|living weapon|totem armor|umbra armor|soulbond|myriad|melee|mentor|renown|fabricate|
    backup|toxic|enlist|ravenous|prototype|disguise|saddle|offspring|impending|station|daybound|
    nightbound|boast|encore|embalm|eternalize|hideaway|changeling""".replace("\n", "").split("|")
)

# Keyword abilities of rule 702 as they stand on a keyword line -> canonical name.
_KEYWORDS = words(
    """
deathtouch defender double-strike enchant equip first-strike flash flying haste hexproof
indestructible intimidate landwalk lifelink protection reach shroud trample vigilance ward
banding rampage cumulative-upkeep flanking phasing buyback shadow cycling echo horsemanship
fading kicker flashback madness fear morph amplify provoke storm affinity entwine modular
sunburst bushido soulshift splice offering ninjutsu epic convoke dredge transmute bloodthirst
haunt replicate forecast graft recover ripple split-second suspend vanishing absorb
aura-swap delve fortify frenzy gravestorm poisonous transfigure champion changeling evoke
hideaway prowl reinforce conspire persist wither retrace devour exalted unearth cascade
annihilator level-up rebound totem-armor infect battle-cry living-weapon undying miracle
soulbond overload scavenge unleash cipher evolve extort fuse bestow tribute dethrone
hidden-agenda double-agenda outlast prowess dash exploit menace renown awaken devoid ingest myriad surge
skulk emerge escalate melee crew fabricate partner undaunted improvise aftermath embalm
eternalize afflict ascend assist jump-start mentor afterlife riot spectacle escape
companion mutate encore boast foretell demonstrate daybound nightbound disturb decayed
cleave training compleated reconfigure blitz casualty enlist read-ahead ravenous squad
space-sculptor visit prototype living-metal more-than-meets-the-eye for-mirrodin! toxic
backup bargain craft disguise solved plot saddle spree freerunning gift offspring
impending exhaust max-speed start-your-engines! harmonize mobilize job-select tiered
station warp sneak web-slinging mayhem firebending spell-commander commander-enchantment double-team poison-tolerance
megamorph multikicker landcycling basic-landcycling islandwalk swampwalk forestwalk
mountainwalk plainswalk desertwalk legendary-landwalk nonbasic-landwalk typecycling
plainscycling islandcycling swampcycling mountaincycling forestcycling wizardcycling
slivercycling partner-with friends-forever choose-a-background level umbra-armor doctor's-companion
"""
)
_KEYWORDS_MAP = {k.replace("-", " "): k.replace("-", " ") for k in _KEYWORDS}
_KEYWORDS_MAP.update({"jump-start": "jump-start", "affinity for": "affinity", "splice onto": "splice"})
_KEYWORDS_MAP.update({k: k for k in PLAYTEST_KEYWORDS})

# The openings of a spell's instruction.
_IMPERATIVE_OPENINGS = alternatives(
    """add|attach|copy|counter|create|destroy|discard|distribute|double|draw|exchange|exile
    |fight|gain control|look at|manifest|mill|untap|tap|put|regenerate|remove|return|reveal
    |sacrifice|scry|search|separate|shuffle|target (player|opponent|creature|permanent|artifact)
    |prevent|surveil|switch|turn|proliferate|amass|investigate|populate|adapt|bolster|support
    |explore|venture|learn|goad|connive|seek|conjure|incubate|discover|choose (one|two|target|a|an|any)
    |~ deals|any number of target|up to (one|two|three|x) target|one or two target
    |(two|three|x) target|each (player|opponent) (sacrifices|discards|draws|loses|returns|shuffles|mills)"""
)

# A sentence that grants the quoted ability after it to the card itself (the quotes before it read '""'):
# "~ has "…"", "~ gets +2/+2 and has "…"", "~ escapes with "…"", "~ enters with … and with "…"",
# "~ becomes a 3/3 Illusion creature with flying and "…"", and "it" after the card in the same sentence
# when no other object comes between ("When ~ enters, if it's on the battlefield, it loses "…" and
# gains "…"", "If you cast ~ for its blitz cost, it gains haste and "…"", "~ enter as a copy …, except it has").
_GRANT = r"""(?:(?:gets|has|gains|is) [^.]*? and |loses "" and )?(?:has|have|gains?|loses|escapes with
    |enters with [^.]*? and with|becomes [^.]*? with)(?: [^.]*?,? and)? ?$"""
_SELF_GRANT = alternatives(
    rf"""(?:^|[^\w])(?<!named )~ {_GRANT}
    |(?:^|[^\w])(?<!named )~ (?:(?!\b(?:target|another|that|each|token|card|spells?)\b)[^.])*?\bit {_GRANT}"""
)

# The words before a quote that make the quoted words spoken, not an ability granted: "you may say "Gotcha!"", "each
# player yells "Surprise!"", "ask a person outside the game "Do you like Squirrels?"", "in a loud voice "Presenting …""
_SPOKEN_QUOTE = r"""(?i)\b(?:say|says|said|saying|yell|yells|scream|screams|shout|shouts|asks? [^".]*|voice),?\s*$"""

LANGUAGE = Language(
    code="en",
    name="English",
    display_order=0,
    keywords=_KEYWORDS_MAP,
    # "Crovax the Cursed" says "Crovax"; the longest separator first
    epithet_separators=(" of the ", " the ", " of "),
    self_templates=(
        "this creature",
        "this artifact",
        "this enchantment",
        "this land",
        "this spell",
        "this Aura",
        "this Equipment",
        "this Saga",
        "this Vehicle",
        "this permanent",
        "this planeswalker",
        "this card",
        "this Class",
        "this Case",
        "this battle",
        "this Fortification",
        "this scheme",
        "this plane",
        "this Siege",
        "this Room",
        "this Spacecraft",
        "this Planet",
        "this Attraction",
        "this Contraption",
    ),
    cost_parts={
        **SYMBOL_COST_PARTS,
        "cost:sacrifice": r"^sacrifice\b",
        "cost:discard": r"^discard\b",
        "cost:exile": r"^(exile|remove .* from the game)\b",
        "cost:pay_life": r"^pay .*\blife\b",
        "cost:remove_counters": r"^remove .*\bcounters?\b",
        "cost:put_counters": r"^put .*\bcounters?\b",
        "cost:tap_untapped": r"^tap .*\buntapped\b|^tap\b",
        "cost:untap_other": r"^untap\b",
        "cost:return": r"^return\b",
        "cost:reveal": r"^reveal\b",
        "cost:pay_energy": r"^pay .*\{E\}",
        "cost:mill": r"^(mill|put the top)\b",
        "cost:collect_evidence": r"^collect evidence\b",
        "cost:forage": r"^forage\b",
    },
    kind_patterns=(
        ("replacement", r"^(as ~ (enters|comes into play|is turned face up|transforms)\b)"),
        ("replacement", r"^~ (enters|comes into play)( the battlefield)?( tapped)? with\b"),
        ("replacement", r"\binstead\b|^~ enters( the battlefield)? tapped|^~ comes into play tapped"),
        ("replacement", r"^if .* would\b|\bskip\b .*\binstead\b"),
    ),
    modal_label=r"^choose (one|two|three|four|one or more|one or both|any number|up to \w+|x)\b",
    restriction=(
        r"^(activate|play|use) (this ability |each ability |these abilities )?only\b"
        r"|^(it|this ability) can be (activated|played|used) only\b"
    ),
    level_band=level_band("level"),
    class_level=r"^level (\d+)\.?$",
    # "Destroy target creature.", "Each opponent sacrifices a creature.", "… until end of turn."
    imperative=rf"^({_IMPERATIVE_OPENINGS})\b|\buntil end of turn\b|\bthis turn\b",
    permanent_marker=(
        r"^(enchanted|equipped|fortified|enchant|equip)\b|^(creatures|other creatures) you control (get|have)\b"
        r"(?!.*\buntil end of turn\b)|^as long as\b|^~ (gets|has|can't|can|is|attacks|blocks|enters|must)\b"
    ),
    spell_static=(
        r"^as an additional cost to (cast|play) ~|^~ costs\b|^~ can't be countered|^this spell costs\b"
        r"|^you may cast ~|^cast ~ only\b|^(if|as) ~ (is|was) (cast|played)|^~ can be cast\b"
    ),
    list_conjunction=r"^(or|and|and/or)\s",
    stacked_qualifiers=r"\bnon[\w-]+, non[\w-]+ \w",
    keyword_sentences=KEYWORD_SENTENCES,
    cast_trigger=r"^when(ever)? (you cast|you cycle|you discard|a player casts) ~",
    # an ability word printed without its dash ("Imprint When ~ comes into play, …")
    trigger_after_word=r"^[\w-]+ (?:when|whenever)\b",
    # type-line words of an instant or sorcery
    spell_type=r"instant|sorcery|interrupt",
    lemma_source=LemmaSource(
        "spacy-lookups",
        lookup_code="en",
        reads_oracle=True,
        # "first" is not "1" in "first strike", "as" is not "a" in "As ~ enters"
        corrections=dict.fromkeys(("as", "first", "second", "third", "best", "more", "most", "less", "least")),
    ),
    tokenizer=TOKENIZER,
    legendary_type=r"\bLegendary\b",
    short_name_cue=r"\b(?:exiled|put onto the battlefield|created) with $",
    short_name_type_after=r" planeswalkers?\b",
    self_grant=_SELF_GRANT,
    spoken_quote=_SPOKEN_QUOTE,
    name_inference=NAME_INFERENCE,
    entry_choice=r"^as ~ (enters|comes into play)( the battlefield)?, (you may )?choose [^.]*\.$",
    continuation=(
        r"^~|^(if|then|otherwise|instead|it|its|it's|they|them|their|that|those|this|these|he|she|his|her|when|"
        r"whenever|at|as|until|x|you may|the chosen)\b"
    ),
)
