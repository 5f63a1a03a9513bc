"""How names and texts are compared in the card index: no parser, no third-party import.

`normalize_name` folds case, accents and punctuation ("Pluma del Paraíso!" -> "pluma del paraiso"),
so a lookup forgives what people get wrong when typing a name. `text_key` is the hash of a card
text that finds the card a text was copied from (self-name safety).
"""

from __future__ import annotations

import hashlib
import re
import unicodedata

_NOT_WORD = re.compile(r"[\W_]+")  # a run of anything but letters and digits, underscores included: one match a run
_SPACES = re.compile(r"[ \t\u00a0]+")
_LEGENDARY = re.compile(r"legend|légend|легендарн", re.IGNORECASE)


def normalize_name(name: str) -> str:
    """Case-, accent- and punctuation-insensitive form of a name: words of letters and digits (a name
    of punctuation alone, such as "_____", stays itself, its spaces folded)."""
    if name.isascii():  # most English names: nothing to decompose
        folded = " ".join(_NOT_WORD.sub(" ", name.casefold()).split())
    else:
        decomposed = unicodedata.normalize("NFKD", name)
        plain = "".join(c for c in decomposed if not unicodedata.combining(c))
        folded = " ".join(_NOT_WORD.sub(" ", plain.casefold()).split())
    return folded or " ".join(name.casefold().split())


def normalize_text(text: str) -> str:
    """A card text as compared for the text hash: NFC, plain line breaks, no edge spaces per line."""
    text = unicodedata.normalize("NFC", text).replace("\r\n", "\n").replace("\r", "\n")
    lines = (_SPACES.sub(" ", line).strip() for line in text.split("\n"))
    return "\n".join(line for line in lines if line)


def text_key(text: str) -> int:
    """A 31-bit hash of the normalized text (4 bytes in SQLite; a match is checked against the text)."""
    digest = hashlib.blake2b(normalize_text(text).encode("utf-8", "surrogatepass"), digest_size=4).digest()
    return int.from_bytes(digest, "big") >> 1


def is_legendary(type_line: str | None) -> bool:
    """A type line in any of the four languages that says Legendary."""
    return bool(type_line and _LEGENDARY.search(type_line))


def short_names(name: str) -> tuple[str | None, str | None]:
    """A legendary's short names: the part before the comma ("Narset" of "Narset, Enlightened
    Master") and its first word ("Karn" of "Karn Liberated"); None where there is none."""
    before_comma = name.split(",", 1)[0].strip() if "," in name else None
    words = name.replace(",", " ").split()
    first = words[0] if len(words) > 1 else None
    if before_comma == name.strip():
        before_comma = None
    return before_comma or None, first
