"""Real-layout screens for the privacy corpus: a 1080p recording whose identifiers sit where real UIs put them.

Each screen is drawn at 1920×1080 with 11-13 px DejaVu fonts, every identifier's character boxes known:
a mail client whose values follow their label in the same sentence ("Card 4539 … charged", "IBAN FR76 …",
"Tel.+33 …"), a dark table whose cells hold e-mails, phones, cards and dates edge to edge, a monospace terminal on
a dark theme (an IP, an AWS key, a GitHub token, the account name in paths), and a narrow light column where an
IBAN and a card number wrap onto the next line. The recording's accessibility tree names the signed-in account
and a path with the OS user name: neither is in the configured deny-list, both are drawn on the screens.
"""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFont
from privacy_corpus import FONT_DIR, UI_WORDS, Drawn, Screen, _iban, _luhn_card
from synth import Action, SynthResult, SynthSpec, write_recording

ACCOUNT, USER = "Kirsten Alvarez", "kalvarez"  # what the recording reveals (accessibility tree), drawn on screens
SANS, MONO = "DejaVuSans.ttf", "DejaVuSansMono.ttf"
LIGHT, DARK = (255, 255, 255), (24, 26, 31)


def _font(name: str, px: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(FONT_DIR / name), px)


def _line(d: ImageDraw.ImageDraw, xy: tuple[int, int], text: str, values: list[tuple[str, str]],
          font: ImageFont.FreeTypeFont, fg: tuple[int, int, int]) -> list[Drawn]:
    """Draw `text`; each (entity, value) inside it gets the boxes of its own characters."""
    d.text(xy, text, font=font, fill=fg)
    out = []
    for entity, value in values:
        at = text.index(value)
        boxes = []
        for k in range(at, at + len(value)):
            if not text[k].isspace():
                x0 = xy[0] + int(d.textlength(text[:k], font=font))
                boxes.append(d.textbbox((x0, xy[1]), text[k], font=font))
        out.append(Drawn(entity, value, boxes))
    return out


def mail_screen(rng: random.Random) -> Screen:
    img = Image.new("RGB", (1920, 1080), LIGHT)
    d = ImageDraw.Draw(img)
    f = _font(SANS, 13)
    card, iban = _luhn_card(rng, "4"), _iban(rng, "FR", 27)
    sc = Screen(np.zeros(0))
    rows = [(f"Card {card} charged", [("CREDIT_CARD", card)]), (f"IBAN {iban}", [("IBAN_CODE", iban)]),
            ("Tel.+33 1 42 68 53 17 (office)", [("PHONE_NUMBER", "+33 1 42 68 53 17")]),
            (f"From: {ACCOUNT} <billing@example.com>",
             [("DENY_LIST", ACCOUNT), ("EMAIL_ADDRESS", "billing@example.com")])]
    d.text((20, 90), "Inbox   Sent   Drafts   Archive", font=f, fill=(60, 60, 60))
    for k, (text, values) in enumerate(rows):
        sc.drawn += _line(d, (260, 140 + 24 * k), text, values, f, (20, 20, 20))
    sc.image = np.asarray(img)
    return sc


def table_screen(rng: random.Random) -> Screen:
    img = Image.new("RGB", (1920, 1080), DARK)
    d = ImageDraw.Draw(img)
    f = _font(SANS, 12)
    sc = Screen(np.zeros(0))
    xs = (200, 330, 530, 660, 810)  # cells edge to edge: a 1 px border, 3 px of padding
    for r in range(5):
        y = 120 + 22 * r
        email, phone = f"{rng.choice(['ana', 'li', 'omar'])}.{rng.choice(['ruiz', 'wu'])}{r}@example.com", \
            f"+1 415-555-01{rng.randint(10, 99)}"
        card = _luhn_card(rng, "5" + str(rng.randint(1, 5)))
        cells = [("Paid" if r % 2 else "Pending", []), (email, [("EMAIL_ADDRESS", email)]),
                 (phone, [("PHONE_NUMBER", phone)]), (card, [("CREDIT_CARD", card)]), ("2025-03-1" + str(r), [])]
        for (text, values), x in zip(cells, xs, strict=True):
            d.rectangle((x - 3, y - 3, x + 400, y + 19), outline=(90, 92, 100))
            sc.drawn += _line(d, (x, y), text, values, f, (225, 228, 232))
    sc.image = np.asarray(img)
    return sc


def terminal_screen(rng: random.Random) -> Screen:
    img = Image.new("RGB", (1920, 1080), (12, 12, 12))
    d = ImageDraw.Draw(img)
    f = _font(MONO, 13)
    alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    key = "AKIA" + "".join(rng.choice(alnum[:26] + alnum[52:]) for _ in range(16))
    token = "ghp_" + "".join(rng.choice(alnum) for _ in range(36))
    ip = f"10.{rng.randint(1, 254)}.{rng.randint(1, 254)}.{rng.randint(1, 254)}"
    lines = [(f"{USER}@host:~$ ssh deploy@{ip} -p 2222", [("DENY_LIST", USER), ("IP_ADDRESS", ip)]),
             (f"{USER}@host:~$ cat /Users/{USER}/.aws/credentials", [("DENY_LIST", USER)]),
             (f"aws_access_key_id={key}", [("API_KEY", key)]),
             (f"export GITHUB_TOKEN={token}", [("API_KEY", token)])]
    sc = Screen(np.zeros(0))
    for k, (text, values) in enumerate(lines):
        sc.drawn += _line(d, (16, 100 + 18 * k), text, values, f, (200, 220, 200))
    sc.image = np.asarray(img)
    return sc


def wrapped_screen(rng: random.Random) -> Screen:
    img = Image.new("RGB", (1920, 1080), LIGHT)
    d = ImageDraw.Draw(img)
    f = _font(SANS, 11)
    iban, card = _iban(rng, "DE", 22), _luhn_card(rng, "4")
    sc = Screen(np.zeros(0))
    pieces = [(f"Please transfer the deposit to IBAN {iban[:14]}", iban[:14]),
              (f"{iban[15:]} before Friday.", iban[15:]),
              (f"The card ending {card[:9]}", card[:9]), (f"{card[10:]} was declined twice.", card[10:])]
    for k, (text, part) in enumerate(pieces):
        drawn = _line(d, (600, 200 + 16 * k), text, [("PART", part)], f, (30, 30, 30))[0]
        whole = iban if k < 2 else card
        if k % 2 == 0:
            sc.drawn.append(Drawn("IBAN_CODE" if k < 2 else "CREDIT_CARD", whole, drawn.char_boxes))
        else:
            sc.drawn[-1].char_boxes += drawn.char_boxes
    sc.image = np.asarray(img)
    return sc


def clean_screen() -> Screen:
    img = Image.new("RGB", (1920, 1080), LIGHT)
    d = ImageDraw.Draw(img)
    sc = Screen(np.zeros(0))
    x, y = 40, 120
    for j, word in enumerate(UI_WORDS):
        font = _font(SANS if j % 2 else MONO, (11, 12, 13)[j % 3])
        wlen = int(d.textlength(word, font=font))
        if x + wlen > 1880:
            x, y = 40, y + 30
        d.text((x, y), word, font=font, fill=(25, 25, 28))
        sc.words.append((word, d.textbbox((x, y), word, font=font)))
        x += wlen + 24
    sc.image = np.asarray(img)
    return sc


def layouts_recording(folder: Path, seed: int = 11) -> tuple[list[Screen], SynthResult]:
    """The 1080p recording (five screens) and what it says about its account in the accessibility tree."""
    rng = random.Random(seed)
    screens = [mail_screen(rng), table_screen(rng), clean_screen(), terminal_screen(rng), wrapped_screen(rng)]
    lw, lh = 960, 540
    ax = [{"bbox": {"height": 20, "width": 200, "x": 700, "y": 10}, "children": [], "description": "",
           "name": f"Signed in as {ACCOUNT}", "role": "AXButton", "value": ""},
          {"bbox": {"height": 20, "width": 300, "x": 300, "y": 10}, "children": [], "description": "",
           "name": f"credentials — /Users/{USER}/.aws", "role": "AXStaticText", "value": ""}]
    actions = [Action("click", lw * 0.5, lh * (0.3 + 0.1 * k)) for k in range(len(screens) - 1)]
    spec = SynthSpec(recording_id="privacy2", logical_size=(lw, lh), scale=2.0, actions=actions, ax_extra=ax,
                     title="Pay the invoice", screen=lambda s: screens[min(s, len(screens) - 1)].image, seed=2,
                     cursor="arrow")
    return screens, write_recording(folder, spec)
