"""mtglinks: parse Magic: The Gathering card text and find its linked abilities (rule 607).

>>> import mtglinks
>>> card = mtglinks.parse("Flying\\n{T}: Add {G}.", lang="en", name="Example")
>>> [a.kind for a in card.abilities]
['keyword', 'activated']
"""

from mtglinks.analyze import analyze
from mtglinks.parse import parse
from mtglinks.tree import Ability, Card, Link

__all__ = ["Ability", "Card", "Link", "analyze", "parse", "__version__"]
__version__ = "0.1.0"
