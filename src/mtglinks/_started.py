"""When this process first imported the package (imported first by `mtglinks/__init__.py`).

A saved lexicon (`effects/saved_lexicon.py`) is built from the language modules as this process imported
them, but named after their files as they are when it is saved: a file edited in between (a package upgraded,
a checkout edited while a long run starts) would give the old lexicon the new name. Files changed after this
moment make the process not save it.
"""

from __future__ import annotations

import time

IMPORTED_AT = time.time()
