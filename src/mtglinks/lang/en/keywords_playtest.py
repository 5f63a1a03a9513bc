"""English keyword abilities of the playtest, Alchemy and un-set cards that rule 702 does not list: each printed on a
keyword line of its own with its reminder text, as the keywords of rule 702 are ("Ready to run (You can have two
commanders if both have ready to run.)", "Teamwork 2 (…)", "Scrycast {0} (…)"). Read as keywords, by their names
in lower case, beside rule 702's (`lang/en/__init__.py`).
"""

from __future__ import annotations

PLAYTEST_KEYWORDS = frozenset(
    """
ready to run|teamwork|scrycast|four-faced|spellmorph|reverse miracle|motivate|firstest strike|megalegendary|
reflect|annihinfect|sinecure|equipment swap|shackle|buddy list|coststorm|deworded|planeswalkerwalk|bedtime story|
multicleave|flashforward|spaceship|grazing type|negamorph|proliferatelink|squirrellink|denimwalk|knightlifelink|
triple strike|alpha strike|rangeling|super haste|art rampage|ustujnin|onionfect|battlebond|flip ahead|
affinitycycling|oildying|fossilize|megasunburst|last strike|just a second|interplanar|upgrade|tasty|blurry|
aggressive|pledge|nimble|increment|create a character|for segovia!|spark|bank|teach|positioning|precious|
forbidden""".replace("\n", "").split("|")
)
