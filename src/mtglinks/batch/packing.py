"""What the runner keeps of an analysed text for reuse: its key and its packed analysis."""

from __future__ import annotations

import hashlib
import marshal
import zlib

from mtglinks.batch.analysis import Analysis
from mtglinks.schema.input_record import CardInput

WorkKey = bytes


def work_key(card: CardInput) -> WorkKey:
    """A 128-bit digest of everything the analysis reads (language, self-name, texts, type lines, the
    English name its Oracle text is found by): the cache keeps 16 bytes a text, not the text."""
    faces = tuple((f.get("name"), f.get("text"), f.get("type_line")) for f in card.faces or ())
    read = (card.lang, card.name, card.text, faces, card.english_name)
    try:
        # marshal writes the strings as they are, where repr looked for quotes to escape in every one (2 µs a
        # record, not 3-4); its version 0 marks no back-reference or interned string: the bytes are the values'
        described = b"m" + marshal.dumps(read, 0)
    except ValueError:  # a value marshal does not write (a checked record has none): its repr
        described = b"r" + repr(read).encode("utf-8", "surrogatepass")
    return hashlib.blake2b(described, digest_size=16).digest()


# Bodies at least this long are kept compressed; most are a few hundred bytes, which zlib shrinks
# by a third at the cost of 3% of a card's analysis (it sets up 256 KB of state every call).
_COMPRESSED_BODY = 2048
# The compressor's window (2 ** 12 bytes) and memory level: `zlib.compress`'s defaults (32 KB window, level 8)
# set up about 256 KB of state a call, 50 µs for a 2 KB body, where these take 5 µs and compress a body
# about as well (it repeats its names and kinds within a few hundred bytes). `zlib.decompress` reads the
# window from the stream's header.
_WINDOW_BITS = 12
_MEM_LEVEL = 4


def _compressed(body: bytes) -> bytes:
    """`body` as zlib data (level 1, the small window above)."""
    packer = zlib.compressobj(1, zlib.DEFLATED, _WINDOW_BITS, _MEM_LEVEL)
    return packer.compress(body) + packer.flush()


def pack(analysis: Analysis) -> bytes:
    """An analysis as kept for reuse, a long body compressed."""
    body = analysis.body.encode("utf-8", "surrogatepass")
    compressed = len(body) >= _COMPRESSED_BODY
    if compressed:
        body = _compressed(body)
    # Plain strings: rules are `Rule` members, which marshal does not take.
    rules = tuple(str(rule) for rule in analysis.rules)
    fields = (str(analysis.status), tuple(map(str, analysis.errors)), compressed, body, rules, analysis.unparsed)
    counts = (analysis.paragraphs, analysis.unknown_words, analysis.review, analysis.unlike_oracle)
    return marshal.dumps((*fields, *counts))


def unpack(packed: bytes) -> Analysis:
    """The analysis `pack` kept."""
    status, errors, compressed, body, rules, unparsed, paragraphs, unknown_words, review, unlike = marshal.loads(packed)
    text = (zlib.decompress(body) if compressed else body).decode("utf-8", "surrogatepass")
    return Analysis(status, tuple(errors), text, tuple(rules), unparsed, paragraphs, unknown_words, review, unlike)


def text_bytes(card: CardInput) -> int:
    """The size of a card's whole text (every face), in UTF-8 bytes."""
    texts = [card.text or ""] + [str(face.get("text") or "") for face in card.faces or ()]
    # an ASCII text (most English ones) is as many bytes as characters: no copy encoded to count them
    return sum(len(text) if text.isascii() else len(text.encode("utf-8", "surrogatepass")) for text in texts)
