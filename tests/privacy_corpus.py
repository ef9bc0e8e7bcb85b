"""The privacy corpus: personal data rendered into real H.264 recordings, with every character's box known.

Identifiers of eight types (valid by construction: Luhn-checked cards, IBANs with their mod-97 check digits,
phone numbers libphonenumber accepts, provider-shaped API keys, URL credentials, deny-listed names) are drawn
on screens in several fonts and sizes, on light and dark backgrounds, inside input fields and as plain text;
clean screens show only UI words. One identifier is typed by the user, one is only in the accessibility tree,
one is in the task title. `check_frame` tells, for a published frame, which identifiers are fully covered by
the opaque fill and which UI words were covered by mistake.
"""

from __future__ import annotations

import random
import string
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFont
from synth import Action, SynthResult, SynthSpec, read_barcodes, write_recording

FONT_DIR = Path("/usr/share/fonts/truetype/dejavu")
FONTS = ("DejaVuSans.ttf", "DejaVuSerif.ttf", "DejaVuSansMono.ttf", "DejaVuSans-Bold.ttf",
         "DejaVuSansCondensed.ttf")
SIZES = (17, 20, 24)
LIGHT, DARK = (246, 246, 244), (30, 32, 38)
DENY = ["Jane Marlowe", "Oskar Lindqvist", "Priya Raman", "Tomasz Zielinski", "Acme Quantum", "Hollow Pine Ltd"]
UI_WORDS = ["File", "Edit", "View", "Window", "Help", "Inbox", "Sent", "Drafts", "Archive", "Settings", "Search",
            "Compose", "Reply", "Forward", "Delete", "Save", "Cancel", "Apply", "Refresh", "Sync", "Today",
            "Yesterday", "Attachments", "Version", "15.6.0", "100%", "12:30", "2025-01-01", "Page", "3", "of", "12",
            "Filters", "Labels", "Starred", "Snoozed", "Important", "Spam", "Trash", "Contacts", "Calendar",
            "Tasks", "Notes", "Preferences", "Account", "Security", "Privacy", "Notifications", "Display", "Sound",
            "Network", "Bluetooth", "Storage", "Battery", "Update", "About", "Status", "Online", "Offline",
            "Download", "Upload", "Share", "Export", "Import", "Print", "Zoom", "In", "Out", "Reset", "Close",
            "Open", "New", "Folder", "Rename", "Move", "Copy", "Paste", "Undo", "Redo", "Select", "All", "None"]
LABELS = {"EMAIL_ADDRESS": "Email", "PHONE_NUMBER": "Phone", "CREDIT_CARD": "Card", "IBAN_CODE": "IBAN",
          "IP_ADDRESS": "Server", "URL_SECRET": "Remote", "API_KEY": "Token", "DENY_LIST": "Contact"}


def _luhn_card(rng: random.Random, prefix: str) -> str:
    digits = prefix + "".join(rng.choice(string.digits) for _ in range(15 - len(prefix)))
    total = 0
    for k, d in enumerate(reversed(digits)):  # the check digit will be position 0
        v = int(d) * (2 if k % 2 == 0 else 1)
        total += v - 9 if v > 9 else v
    full = digits + str((10 - total % 10) % 10)
    return " ".join(full[i:i + 4] for i in range(0, 16, 4))


def _iban(rng: random.Random, country: str, length: int) -> str:
    bban = "".join(rng.choice(string.digits) for _ in range(length - 4))
    numeric = "".join(str(int(c, 36)) for c in bban + country + "00")
    full = f"{country}{98 - int(numeric) % 97:02d}{bban}"
    return " ".join(full[i:i + 4] for i in range(0, len(full), 4))


def identifiers(seed: int = 7) -> list[tuple[str, str]]:
    """(entity type, value): 62 identifiers of 8 types, valid by construction."""
    rng = random.Random(seed)
    first = ["alice", "bruno", "chen", "dana", "emeka", "farah", "goran", "hana", "ivan"]
    last = ["smith", "okafor", "li", "novak", "garcia", "haddad", "petrov", "sato", "kowalski"]
    doms = ["example.com", "mail.example.org", "corp-example.net", "example.co.uk"]
    ids = [("EMAIL_ADDRESS", f"{f}.{la}{rng.randint(1, 99)}@{rng.choice(doms)}") for f, la in zip(first, last,
                                                                                                    strict=True)]
    two, three = (lambda: rng.randint(10, 99)), (lambda: rng.randint(100, 999))
    ids += [("PHONE_NUMBER", p) for p in (f"+1 415-555-01{two()}", f"+44 20 7946 0{three()}", f"+49 30 901820{two()}",
                                          f"(212) 555-01{two()}", f"+1 (646) 555-01{two()}", f"+44 161 496 0{three()}",
                                          f"+33 1 42 68 53 {two()}", f"+1 312 555 01{two()}")]
    ids += [("CREDIT_CARD", _luhn_card(rng, p)) for p in ("4", "4", "51", "52", "53", "4", "55", "4")]
    ids += [("IBAN_CODE", _iban(rng, c, n)) for c, n in (("DE", 22), ("DE", 22), ("FI", 18), ("FR", 27),
                                                        ("ES", 24), ("PL", 28), ("BE", 16), ("AT", 20))]
    ids += [("IP_ADDRESS", ip) for ip in (f"192.168.{rng.randint(1, 254)}.{rng.randint(1, 254)}",
                                          f"10.{rng.randint(1, 254)}.{rng.randint(1, 254)}.{rng.randint(1, 254)}",
                                          f"172.16.{rng.randint(1, 254)}.{rng.randint(1, 254)}",
                                          f"203.0.113.{rng.randint(1, 254)}", f"198.51.100.{rng.randint(1, 254)}",
                                          f"81.{rng.randint(1, 254)}.{rng.randint(1, 254)}.{rng.randint(1, 254)}",
                                          "2001:db8:85a3::8a2e:370:7334", f"100.64.{rng.randint(1, 254)}.7")]
    alnum = string.ascii_letters + string.digits

    def tok(n: int, chars: str = alnum) -> str:
        return "".join(rng.choice(chars) for _ in range(n))

    ids += [("URL_SECRET", u) for u in (f"https://deploy:{tok(10)}@git.example.com/app.git",
                                        f"ftp://backup:{tok(9)}@files.example.org/",
                                        f"https://api.example.com/v1/export?token={tok(20)}",
                                        f"https://hooks.example.net/run?api_key={tok(18)}",
                                        f"postgres://admin:{tok(12)}@db.example.com:5432/main",
                                        f"https://cdn.example.com/f.zip?signature={tok(16)}")]
    upper = string.ascii_uppercase + string.digits
    ids += [("API_KEY", k) for k in (f"AKIA{tok(16, upper)}", f"ghp_{tok(36)}", f"sk_live_{tok(24)}",
                                     f"xoxb-{tok(11, string.digits)}-{tok(12, string.digits)}-{tok(16)}",
                                     f"AIza{tok(35, alnum + '_-')}", f"glpat-{tok(20)}", f"ASIA{tok(16, upper)}",
                                     f"sk-proj-{tok(32)}")]
    ids += [("DENY_LIST", n) for n in DENY]
    return ids


@dataclass
class Drawn:
    entity: str
    value: str
    char_boxes: list[tuple[int, int, int, int]]  # one per non-space character, ink extent


@dataclass
class Screen:
    image: np.ndarray
    drawn: list[Drawn] = field(default_factory=list)  # identifiers
    words: list[tuple[str, tuple[int, int, int, int]]] = field(default_factory=list)  # UI words (clean screens)


def _text(draw: ImageDraw.ImageDraw, xy: tuple[int, int], value: str, font: ImageFont.FreeTypeFont,
          fill: tuple[int, int, int]) -> list[tuple[int, int, int, int]]:
    draw.text(xy, value, font=font, fill=fill)
    boxes = []
    for k, ch in enumerate(value):
        if ch.isspace():
            continue
        x0 = xy[0] + int(draw.textlength(value[:k], font=font))
        left, top, right, bottom = draw.textbbox((x0, xy[1]), ch, font=font)
        boxes.append((left, top, right, bottom))
    return boxes


def id_screen(size: tuple[int, int], items: list[tuple[str, str]], k: int) -> Screen:
    """Identifiers one per row after a label; rows alternate plain text and an input field."""
    w, h = size
    bg, fg = (DARK, (225, 228, 232)) if k % 2 else (LIGHT, (25, 25, 28))
    img = Image.new("RGB", (w, h), bg)
    d = ImageDraw.Draw(img)
    sc = Screen(np.zeros(0))
    y = 64
    for j, (entity, value) in enumerate(items):
        font = ImageFont.truetype(str(FONT_DIR / FONTS[(j + k) % len(FONTS)]), SIZES[(j + 2 * k) % len(SIZES)])
        label = ImageFont.truetype(str(FONT_DIR / "DejaVuSans.ttf"), 18)
        d.text((40, y + 4), LABELS[entity], font=label, fill=fg)
        if j % 2:  # inside an input field
            tw = int(d.textlength(value, font=font))
            d.rectangle((176, y - 6, 176 + tw + 24, y + 34), outline=(120, 120, 130), width=2,
                        fill=(255, 255, 255) if bg == LIGHT else (48, 50, 58))
        sc.drawn.append(Drawn(entity, value, _text(d, (188, y), value, font, fg)))
        y += (h - 80) // max(1, len(items))
    sc.image = np.asarray(img)
    return sc


def clean_screen(size: tuple[int, int], k: int) -> Screen:
    w, h = size
    bg, fg = (DARK, (225, 228, 232)) if k % 2 else (LIGHT, (25, 25, 28))
    img = Image.new("RGB", (w, h), bg)
    d = ImageDraw.Draw(img)
    sc = Screen(np.zeros(0))
    words = UI_WORDS[k * 7:] + UI_WORDS[:k * 7]
    x, y = 40, 64
    for j, word in enumerate(words):
        font = ImageFont.truetype(str(FONT_DIR / FONTS[j % len(FONTS)]), SIZES[j % len(SIZES)])
        wlen = int(d.textlength(word, font=font))
        if x + wlen > w - 40:
            x, y = 40, y + 56
        if y > h - 50:
            break
        d.text((x, y), word, font=font, fill=fg)
        sc.words.append((word, d.textbbox((x, y), word, font=font)))
        x += wlen + 36
    sc.image = np.asarray(img)
    return sc


@dataclass
class Corpus:
    screens: dict[str, list[Screen]]  # recording id → screen of each UI state
    typed: str  # typed by the user
    ax_only: str  # only in the accessibility tree
    in_title: str  # in the task title
    deny_list: list[str]
    results: list[SynthResult] = field(default_factory=list)

    def values(self) -> list[str]:
        on_screen = [dr.value for scs in self.screens.values() for s in scs for dr in s.drawn]
        return [*on_screen, self.typed, self.ax_only, self.in_title]


def build(source: Path, date: str, logical: tuple[int, int] = (560, 300), scale: float = 2.0,
          layouts: bool = True) -> Corpus:
    """Two recordings of five screens each (four with identifiers, one clean) plus the extra identifiers, and
    (`layouts`) the 1080p recording of real layouts (tests/privacy_layouts.py)."""
    ids = identifiers()
    typed, ax_only, in_title = "typed.person@example.org", "+44 20 7946 0321", "quentin.ops@example.com"
    size = (int(logical[0] * scale), int(logical[1] * scale))
    per = 8
    chunks = [ids[i::8] for i in range(8)]  # each screen mixes types
    corpus = Corpus({}, typed, ax_only, in_title, list(DENY))
    for r in range(2):
        rid = f"privacy{r}"
        screens = [id_screen(size, chunks[4 * r + k][:per], k + r) for k in range(4)]
        screens.insert(2, clean_screen(size, r))
        corpus.screens[rid] = screens
        lw, lh = logical
        actions = [Action("click", lw * 0.94, lh * (0.2 + 0.15 * k)) for k in range(4)]
        ax: list[dict[str, object]] = []
        title = "Check the mail settings"
        if r == 0:
            actions.append(Action("click", lw * 0.5, lh * 0.9, effect=False))
            actions.append(Action("type", text=f"to {typed}", effect=False))
            ax = [{"bbox": {"height": 20, "width": 200, "x": 40, "y": 300}, "children": [], "description": "",
                   "name": f"Call {ax_only}", "role": "AXStaticText", "value": ""}]
            title = f"Reply to {in_title}"
        spec = SynthSpec(recording_id=rid, logical_size=logical, scale=scale, actions=actions, ax_extra=ax,
                         title=title, screen=lambda s, scs=screens: scs[min(s, len(scs) - 1)].image, seed=r,
                         cursor="arrow")
        corpus.results.append(write_recording(source / date / rid, spec))
    if layouts:
        from privacy_layouts import layouts_recording

        corpus.screens["privacy2"], res = layouts_recording(source / date / "privacy2")
        corpus.results.append(res)
    return corpus


FILL, MARKER = (255, 0, 255), (0, 0, 0)  # the default redaction: magenta with black stripes


def covered(img: np.ndarray, box: tuple[int, int, int, int], share: float,
            colours: tuple[tuple[int, int, int], ...] = (FILL, MARKER)) -> bool:
    """At least `share` of the box's pixels are the redaction's colours (JPEG and H.264 move them a little)."""
    x0, y0, x1, y1 = box
    region = img[max(0, y0):y1, max(0, x0):x1].astype(np.int16)
    if region.size == 0:
        return True
    same = np.zeros(region.shape[:2], dtype=bool)
    for c in colours:
        same |= np.abs(region - np.array(c, dtype=np.int16)).max(axis=2) <= 2
    return bool(same.mean() >= share)


def check_frame(img: np.ndarray, corpus: Corpus, recording_id: str
                ) -> tuple[list[tuple[str, bool]], list[tuple[str, bool]]]:
    """For a published frame: (identifier value, every character box covered) and (UI word, wrongly covered)."""
    _, state = read_barcodes(img)
    screens = corpus.screens[recording_id]
    sc = screens[min(state, len(screens) - 1)]
    ids = [(dr.value, all(covered(img, b, 0.98) for b in dr.char_boxes)) for dr in sc.drawn]
    words = [(wd, covered(img, b, 0.5)) for wd, b in sc.words]
    return ids, words
