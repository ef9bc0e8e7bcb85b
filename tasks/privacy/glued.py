"""Identifiers the way OCR hands them over: glued to their label or to each other, spaces dropped or moved.

Presidio's patterns want word boundaries, which glued text has none of (`Card4539148803436467charged`,
`IBANFR7630006000011234567890189`, a card number run into the date of the next table cell). Two things help:

- scanners that need no boundary because a checksum decides: `ibans` (each country's IBAN format,
  `matchers.IBAN_FORMATS`, matched at any position, then the mod-97 check) and `cards` (digit runs, however
  grouped, read at the group edges for a card scheme's prefix and length, then the Luhn check);
- variants of a line that the recognisers read again (`variants`): letters and digits pulled apart and
  camelCase words split (`Card 4539…`, `Jane Marlowe`), and common OCR confusions undone (`O`/`0`, `l`/`1` in
  digit groups, an IBAN's country letters read as digits). Each variant keeps a map back to the line's own
  characters, so a match is placed on what was read.
"""

from __future__ import annotations

import functools
import ipaddress
import re

from cuaflow.tasks.privacy.found import Found
from cuaflow.tasks.privacy.matchers import iban_classes, iban_formats, mod97
from cuaflow.tasks.privacy.rewritten import comma_grouped, percent_decoded, spoken, without

# (prefix, lengths) of the card schemes: Visa, Mastercard (51-55, 2221-2720), Amex, Discover, JCB, Diners, UnionPay
_SCHEMES = tuple((re.compile(p), n) for p, n in (
    (r"4", (16, 19)),
    (r"5[1-5]|2(?:22[1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720)", (16,)),
    (r"3[47]", (15,)),
    (r"6(?:011|4[4-9]|5)", (16, 17, 18, 19)),
    (r"35(?:2[89]|[3-8]\d)", (16, 17, 18, 19)),
    (r"3(?:0[0-5]|[689])", (14,)),
    (r"62", (16, 17, 18, 19)),
))
_RUN = re.compile(r"\d(?:[ -]?\d)+")
_IBAN_AT = re.compile(r"(?=([A-Z]{2}) ?\d ?\d)")
_LETTERISH = re.compile(r"\b(?=\w*[A-Za-z]\w*[A-Za-z])[A-Za-z0-9]*[0158][A-Za-z0-9]*\b")
_LOOSE_SPACE = re.compile(r" (?=[@:/_=?&.])|(?<=[@:/_=?&]) ")
# an e-mail address whose dots OCR read as spaces (11-13 px): a domain with no dot, its last label after a space,
# and the word before the local part (`amara kowalski32@example de`)
_DOTLESS_EMAIL = re.compile(r"(?:\b[A-Za-z0-9]+ )?[A-Za-z0-9_%+.-]+@[A-Za-z0-9-]{2,} [a-z]{2,}\b")
_SPLIT = re.compile(r"(?<=[A-Za-z])(?=\d)|(?<=\d)(?=[A-Za-z])|(?<=[a-z])(?=[A-Z])")
# OCR confusions, undone before a second look at a line (same length, so spans map back one to one): digits
# read as letters inside a group that is mostly digits, and an IBAN's country letters read as digits.
_DIGIT_FOR = str.maketrans({"O": "0", "o": "0", "D": "0", "I": "1", "l": "1", "|": "1", "S": "5", "B": "8"})
_LETTER_FOR = str.maketrans({"0": "O", "1": "I", "5": "S", "8": "B", "2": "Z", "6": "G"})
_WORD_LETTER_FOR = str.maketrans({"0": "O", "1": "l", "5": "S", "8": "B"})
_DIGITISH = re.compile(r"[0-9OolI|SBD][0-9OolI|SBD \-]{6,}[0-9OolI|SBD]")
# a country code with one letter read as a digit (`F162` for FI62); digit pairs inside the number are left alone
_IBAN_START = re.compile(r"(?<![A-Za-z0-9])([A-Z][0-9]|[0-9][A-Z])(?=\d{2} ?[A-Z0-9]{4})")


def luhn(digits: str) -> bool:
    total = 0
    for k, d in enumerate(reversed(digits)):
        v = int(d) * (2 if k % 2 else 1)
        total += v - 9 if v > 9 else v
    return total % 10 == 0


def _scheme_lengths(digits: str) -> tuple[int, ...]:
    return next((n for rx, n in _SCHEMES if rx.match(digits)), ())


def cards(text: str) -> list[Found]:
    """Card numbers in digit runs whatever their grouping: a window starting or ending at a group edge (a
    separator or a non-digit), of its scheme's length, that passes the Luhn check. Both ends on edges: 0.9;
    only its start: 0.7, only its end: 0.6."""
    out: list[Found] = []
    for m in _RUN.finditer(text):
        pos = [m.start() + k for k, c in enumerate(m.group(0)) if c.isdigit()]
        if len(pos) < 13:
            continue
        digits = "".join(text[p] for p in pos)
        edges = {0, len(pos)} | {k for k in range(1, len(pos)) if pos[k] - pos[k - 1] > 1}
        windows = [(i, i + n) for i in range(len(pos) - 12) for n in _scheme_lengths(digits[i:])
                   if i + n <= len(pos) and (i in edges or i + n in edges) and luhn(digits[i:i + n])]
        # grouped at both ends first, then starting at an edge, then ending at one (a number run into the next
        # one is read at one edge only); a window overlapping one of a better kind is dropped
        kept: list[tuple[int, int, int]] = []
        for i, j in sorted(windows, key=lambda w: -((w[0] in edges) * 2 + (w[1] in edges))):
            if all(j <= a or i >= b for a, b, _ in kept):
                kept.append((i, j, (i in edges) * 2 + (j in edges)))
        out += [Found("CREDIT_CARD", pos[i], pos[j - 1] + 1, (0.5, 0.6, 0.7, 0.9)[kind], "card_digits")
                for i, j, kind in kept]
    return out


_INTERNATIONAL = re.compile(r"\+\d(?:[ ().-]{0,2}\d){6,17}")


def phones(text: str) -> list[Found]:
    """International numbers (`+` and a country code) run into what follows (`+1 415-555-0110253.85`): the
    longest start of the digit run that libphonenumber calls a valid number."""
    out: list[Found] = []
    for m in _INTERNATIONAL.finditer(text):
        ends = [m.start() + k + 1 for k, c in enumerate(m.group(0)) if c.isdigit()]
        for end in reversed(ends[7:]):
            if _valid_international(text[m.start():end]):
                # its country code in brackets (`(+84) 90 318 4472`): the opening bracket is the number's too
                start = m.start() - 1 if m.start() and text[m.start() - 1] == "(" and ")" in text[m.start():end] \
                    else m.start()
                out.append(Found("PHONE_NUMBER", start, end, 0.7, "phone_international"))
                break
    return out


@functools.lru_cache(maxsize=65536)  # the same number recurs in every row, pair and variant showing it
def _valid_international(value: str) -> bool:
    import phonenumbers

    try:
        return bool(phonenumbers.is_valid_number(phonenumbers.parse(value, None)))
    except phonenumbers.NumberParseException:
        return False




def ibans(text: str) -> list[Found]:
    """IBANs at any position (no word boundary needed): the country's format, then the mod-97 check; failing
    that, the OCR confusions a check can undo (`confused`)."""
    out: list[Found] = []
    formats = iban_formats(loose=True)
    for m in _IBAN_AT.finditer(text):
        rx = formats.get(m.group(1))
        hit = rx.match(text, m.start()) if rx is not None else None
        if hit is None:
            continue
        end = m.start() + len(hit.group(0).rstrip())
        value = hit.group(0).replace(" ", "")
        if mod97(value) and iban_formats()[m.group(1)].match(hit.group(0)):
            out.append(Found("IBAN_CODE", m.start(), end, 1.0, "iban_anywhere"))
        elif confused(value):
            out.append(Found("IBAN_CODE", m.start(), end, 0.8, "iban_confusions"))
    return out


_AS_LETTER = {"0": "O", "1": "I", "5": "S", "8": "B", "2": "Z", "6": "G"}
_AS_DIGIT = {v: k for k, v in _AS_LETTER.items()} | {"l": "1", "o": "0"}
_MAX_AMBIGUOUS = 12


def confused(value: str) -> bool:
    """Whether an IBAN-shaped value (its country's format, loosely: digits where letters are due) passes mod 97
    once OCR's letter/digit confusions are undone: a digit where the format wants a letter is read as the letter
    it looks like, and at most two of the characters that may be either (an Italian account `198I 9Y5J` read
    `1981 9Y5J`) are swapped for their look-alike. The format already holds (country, length, classes), so two
    swaps over at most 12 ambiguous characters try at most 78 checks."""
    classes = "nn" + iban_classes(value[:2])
    chars = list(value[:2])
    for c, k in zip(value[2:], classes, strict=False):
        if k == "a" and c.isdigit():
            if c not in _AS_LETTER:
                return False
            c = _AS_LETTER[c]
        chars.append(c)
    fixed = "".join(chars)
    if mod97(fixed):
        return True
    ambiguous = [i for i, k in enumerate(classes, start=2) if k == "c" and i < len(fixed)
                 and (fixed[i] in _AS_LETTER or fixed[i] in _AS_DIGIT)][:_MAX_AMBIGUOUS]
    for n, i in enumerate(ambiguous):
        one = fixed[:i] + _swap(fixed[i]) + fixed[i + 1:]
        if mod97(one) or any(mod97(one[:j] + _swap(one[j]) + one[j + 1:]) for j in ambiguous[n + 1:]):
            return True
    return False


def _swap(c: str) -> str:
    return _AS_LETTER.get(c) or _AS_DIGIT.get(c, c)


_HEX_RUN = re.compile(r"(?<![\w:])[0-9A-Fa-f]{1,4}(?::[0-9A-Fa-f]{1,4}){4,6}(?![\w:])")


def ipv6_lost_colon(text: str) -> list[Found]:
    """IPv6 addresses whose `::` OCR read as one colon (`2001:db8:85a3:8a2e:370:7334`): five to seven hex groups
    joined by single colons, one of 3-4 characters (a time or a MAC address has none), that read as an address
    with the `::` put back in one of the gaps."""
    out: list[Found] = []
    for m in _HEX_RUN.finditer(text):
        groups = m.group(0).split(":")
        if not any(len(g) >= 3 for g in groups):
            continue
        for k in range(1, len(groups)):
            try:
                ipaddress.IPv6Address(":".join(groups[:k]) + "::" + ":".join(groups[k:]))
            except ValueError:
                continue
            out.append(Found("IP_ADDRESS", m.start(), m.end(), 0.6, "ipv6_lost_colon"))
            break
    return out


def _mostly_digits(m: re.Match[str]) -> str:
    g = m.group(0)
    chars = [c for c in g if c not in " -"]
    return g.translate(_DIGIT_FOR) if sum(c.isdigit() for c in chars) >= 0.6 * len(chars) else g


def split(text: str) -> tuple[str, list[int]] | None:
    """The text with a space between letters and digits and inside camelCase words, and the map from each of its
    characters to the original's (an inserted space maps to the character after it); None when nothing splits."""
    cuts = [m.start() for m in _SPLIT.finditer(text)]
    if not cuts:
        return None
    out: list[str] = []
    where: list[int] = []
    last = 0
    for c in [*cuts, len(text)]:
        out.append(text[last:c])
        where += range(last, c)
        if c < len(text):
            out.append(" ")
            where.append(c)
        last = c
    return "".join(out), where


def _mostly_letters(m: re.Match[str]) -> str:
    g = m.group(0)
    return g.translate(_WORD_LETTER_FOR) if sum(c.isalpha() for c in g) >= 0.6 * len(g) else g


def unspaced(text: str) -> tuple[str, list[int]] | None:
    """The text without the spaces OCR puts next to `@ : / _ = ? &` (`dana.novak @example.com`), with its map."""
    if not _LOOSE_SPACE.search(text):  # most texts: no such space, and no walk over each character
        return None
    keep = [k for k in range(len(text)) if not (text[k] == " " and _LOOSE_SPACE.match(text, k))]
    return ("".join(text[k] for k in keep), keep) if len(keep) < len(text) else None


def squeezed(text: str) -> tuple[str, list[int]] | None:
    """The text with each run of spaces read as one (`GB51 CAQX  2083 9448`: OCR doubles a wide gap), with its
    map."""
    if "  " not in text:
        return None
    keep = [k for k in range(len(text)) if not (text[k] == " " and k and text[k - 1] == " ")]
    return ("".join(text[k] for k in keep), keep) if len(keep) < len(text) else None


# an e-mail address wrapped onto the next line (`k.nakamura+billing@outlook.j` / `p`): rows are joined with a space,
# which sits inside the address; one space between its local part's or domain's pieces is taken out
_WRAPPED_EMAIL = re.compile(r"[\w.+%-]+@[\w-]*(?:\.[\w-]*)*( )[\w-]+(?:\.[\w-]+)*"
                            r"|[\w.%-]*[.+_-]( )[\w.+%-]+@[\w-]+(?:\.[\w-]+)*")


def rejoined(text: str) -> tuple[str, list[int]] | None:
    """The text with the space inside each wrapped e-mail address removed (`_WRAPPED_EMAIL`), and those beside its
    dots (`_SPACED_EMAIL`), with its map."""
    if "@" not in text:
        return None
    from cuaflow.tasks.privacy.matchers import _offline_fqdn

    gaps = set()
    for m in _WRAPPED_EMAIL.finditer(text):
        gap = m.start(1) if m.start(1) >= 0 else m.start(2)
        whole = m.group(0)[:gap - m.start()] + m.group(0)[gap - m.start() + 1:]
        if _offline_fqdn(whole.split("@", 1)[1]) and not _offline_fqdn(text[m.start():gap].split("@", 1)[-1]):
            gaps.add(gap)  # only where taking the space out makes a domain that exists (the next word stays)
    for m in _SPACED_EMAIL.finditer(text):
        if " " in m.group(0) and _offline_fqdn(m.group(0).replace(" ", "").split("@", 1)[1]):
            gaps |= {m.start() + k for k, c in enumerate(m.group(0)) if c == " "}
    return without(text, gaps) if gaps else None


# small text read with a space beside each dot (`emma. nowak78@web . de`, `lukas .mensah@yahoo.fr`)
_SPACED_EMAIL = re.compile(r"[\w+%-]+(?: ?\. ?[\w+%-]+)*@[\w-]+(?: ?\. ?[\w-]+)*(?: ?\. ?[A-Za-z]{2,})")


# a web address wrapped onto the next line (`https://meet.example.co` / `m/q3?roomKey=v23SRqg7`, `…/j/39144820` /
# `71?tk=6obex4`, `…roomKey=v23SRq` / `g7YLlX`): rows are joined with a space, which sits inside it; taken out where
# what follows goes on with the address's query (none before), its path (the host unfinished), or the query value's
# token (a token's letters and digits, nothing of a sentence's)
_URL_PIECE = re.compile(r"https?://[^\s]+|[^\s]*\?[^\s]*=[^\s]+")  # a scheme, or a query (the address's second row)
_GOES_ON = re.compile(r" (?P<next>[^\s]*[/?=&][^\s]*)")
_TOKEN_ON = re.compile(r" (?P<next>(?=[A-Za-z0-9_-]*(?:\d|[a-z][A-Z]))[A-Za-z0-9_-]{4,})(?=\s|$)")
_QUERY_ON = re.compile(r" (?P<next>[\w.%-]*=[^\s]*)")  # the query's next key cut by the wrap (`resourcek` / `ey=KFz…`)
_TOKEN_END = re.compile(r"=[A-Za-z0-9_-]{8,}$")


def url_rejoined(text: str) -> tuple[str, list[int]] | None:
    """The text with the space inside each wrapped web address removed, with its map."""
    if "://" not in text and ("?" not in text or "=" not in text):
        return None
    gaps = set()
    for m in _URL_PIECE.finditer(text):
        end, piece = m.end(), m.group(0)
        for _ in range(2):  # a row pair holds one join; a variant of a longer text, two at most
            on = _GOES_ON.match(text, end) if "?" not in piece else _QUERY_ON.match(text, end)
            if on is not None and "?" not in piece and "?" not in on.group("next") and (
                    "/" in piece.partition("://")[2]):
                on = None  # a path's next word only while the host is unfinished (`…video.co` / `m/j/3914`)
            on = on or (_TOKEN_ON.match(text, end) if _TOKEN_END.search(piece) else None)
            if on is None:
                break
            gaps.add(end)
            piece += on.group("next")
            end = on.end()
    return without(text, gaps) if gaps else None


# a word wrapped at its hyphen onto the next line (`password limoeiro-` / `2019`): the space after the hyphen
_HYPHEN_WRAP = re.compile(r"(?<=\w-) (?=\w)")


_DOT_GAP = re.compile(r"(?<=\d\.) (?=\d)|(?<=\d) (?=\.\d)")  # `126.78.204. 19`: small text's space beside a dot


_AT_MARK = re.compile(r"[(\[](?=@)|(?<=@)[)\]]")  # an `@` read with a bracket beside it (`m.wisniewska(@onet`)
# a token run to its row's end and on at the next row's start (a key wrapped in a narrow code block: `…HfG8AkK+ijn` /
# `1VQ7F6HUwi4`): 16+ characters of a token, then one of 3+ with a digit or mixed case
_TOKEN_WRAP = re.compile(r"(?<![A-Za-z0-9+/_=-])(?=[A-Za-z0-9+/_=-]*\d)(?=[A-Za-z0-9+/_=-]*[A-Za-z])"
                         r"[A-Za-z0-9+/_=-]{16,}( )(?=[A-Za-z0-9+/=_-]*(?:\d|[a-z][A-Z]))[A-Za-z0-9+/=_-]{3,}(?=\s|$)")


def unbracketed(text: str) -> tuple[str, list[int]] | None:
    """The text without a bracket OCR put beside an `@` (`_AT_MARK`), with its map."""
    if "(@" not in text and "[@" not in text and "@)" not in text and "@]" not in text:
        return None
    v, where = without(text, {m.start() for m in _AT_MARK.finditer(text)})
    # and its dots read as spaces restored, as in `variants` (one character for one: the map holds)
    return _DOTLESS_EMAIL.sub(lambda m: m.group(0).replace(" ", "."), v), where


def token_rejoined(text: str) -> tuple[str, list[int]] | None:
    """The text without the space between a long token and its wrapped end (`_TOKEN_WRAP`), with its map."""
    if " " not in text:
        return None
    gaps = {m.start(1) for m in _TOKEN_WRAP.finditer(text)}
    return without(text, gaps) if gaps else None


# an IPv4 address wrapped onto the next line (`"ip": "126.3` / `3.210.5"`): rows are joined with a space inside it
_IP_WRAP = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){0,3}\.?)( )(\d{1,3}(?:\.\d{1,3}){0,3})(?![\d.]*\d)")
_IPV4 = re.compile(r"(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}")


def ip_rejoined(text: str) -> tuple[str, list[int]] | None:
    """The text without the space inside a wrapped IPv4 address (`_IP_WRAP`): where the two pieces make one and
    neither is one alone, with its map."""
    if "." not in text or " " not in text:
        return None
    gaps = {m.start(2) for m in _IP_WRAP.finditer(text)
            if _IPV4.fullmatch(m.group(1) + m.group(3)) and not _IPV4.fullmatch(m.group(1).rstrip("."))
            and not _IPV4.fullmatch(m.group(3))}
    return without(text, gaps) if gaps else None


def undotted(text: str) -> tuple[str, list[int]] | None:
    """The text without a space beside a dot between digits (`_DOT_GAP`), with its map."""
    if ". " not in text and " ." not in text:
        return None
    gaps = {m.start() for m in _DOT_GAP.finditer(text)}
    return without(text, gaps) if gaps else None


def dehyphened(text: str) -> tuple[str, list[int]] | None:
    """The text without the space after a word's trailing hyphen (`_HYPHEN_WRAP`), with its map."""
    if "- " not in text:
        return None
    gaps = {m.start() for m in _HYPHEN_WRAP.finditer(text)}
    return without(text, gaps) if gaps else None


# a value written one character per box (a tax or bank form's comb fields): each box read alone, the row joined
# with a space between them (`I T 9 8 X 0 5 4 2 …`)
_BOXED = re.compile(r"(?<!\S)(?:\w ){5,}\w(?!\S)")


def boxed(text: str) -> tuple[str, list[int]] | None:
    """The text with the spaces between single characters of a comb field taken out (`_BOXED`), with its map."""
    if text.count(" ") < 5:
        return None
    gaps = {m.start() + k for m in _BOXED.finditer(text) for k in range(1, m.end() - m.start(), 2)}
    return without(text, gaps) if gaps else None


# an IBAN read with stray spaces (a comb field's boxes read in uneven groups: `IT 98× 0 542811101275849056452`; `×`
# for `X`): a country code, two check digits and 11-32 letters or digits with single spaces anywhere
_LOOSE_IBAN = re.compile(r"(?<![\w])[A-Z]{2} ?\d ?\d(?: ?[A-Z0-9×]){11,32}(?![\w])")


def compact_iban(text: str) -> tuple[str, list[int]] | None:
    """The text with the spaces inside each loosely spaced IBAN-like run taken out and `×` read `X`, with its map;
    the IBAN check (mod 97) decides whether the run is one."""
    if not any(c.isdigit() for c in text):
        return None
    gaps = {m.start() + k for m in _LOOSE_IBAN.finditer(text) for k, c in enumerate(m.group(0)) if c == " "}
    if not gaps:
        return None
    joined, keep = without(text, gaps)
    return joined.replace("×", "X"), keep


def variants(text: str) -> list[tuple[str, list[int] | None]]:
    """The line as read, split (see `split`), without loose spaces (`unspaced`), with OCR confusions undone
    (digits in mostly-digit groups, letters in mostly-letter words, an IBAN's country letters), with `_` read as
    the space it often is and an e-mail address's dots read as spaces restored; each with its map back to the
    line's characters (None: the same positions)."""
    out: list[tuple[str, list[int] | None]] = [(text, None)]
    seen = {text}
    for v in (_DIGITISH.sub(_mostly_digits, text), _IBAN_START.sub(lambda m: m.group(1).translate(_LETTER_FOR), text),
              _LETTERISH.sub(_mostly_letters, text), text.replace("_", " "),
              _DOTLESS_EMAIL.sub(lambda m: m.group(0).replace(" ", "."), text) if "@" in text else text):
        if v not in seen:
            seen.add(v)
            out.append((v, None))
    for s in (split(text), unspaced(text), squeezed(text), rejoined(text), url_rejoined(text), dehyphened(text),
              undotted(text), unbracketed(text), token_rejoined(text), ip_rejoined(text), boxed(text),
              compact_iban(text), percent_decoded(text), spoken(text), comma_grouped(text)):
        if s is not None and s[0] not in seen:
            seen.add(s[0])
            out.append(s)
    return out
