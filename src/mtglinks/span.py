"""Where a piece of text sits: a (start, end) pair of character offsets.

The lowest layer with `kinds.py`: the text functions that keep offsets through every change and the
tree whose every node points back at the original words both speak it, so neither imports the other
for it.
"""

from __future__ import annotations

Span = tuple[int, int]
