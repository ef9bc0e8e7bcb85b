# ruff: noqa: E501  (page markup: long HTML lines read better whole)
"""A third blind set of browser-rendered screens carrying personal data, built without reading the redaction (as
tests/privacy_screens_blind.py and tests/privacy_screens_blind2.py, other applications again): rendered by Debian's
chromium through the rig of tests/privacy_screens.py (`_shoot`, `_record`, `score`), each identifier marked `_pii`,
its ink measured per character.

Five Clones recordings (`blindc0` … `blindc4`), 2-3 screen states each, 1280×800; the top-left 170×44 corner (the
synthetic frames' barcodes) is kept free of text:

- `blindc0` a DARK video-call window: participant tiles with name tags, a chat side panel (an e-mail, a phone, a
  host link with a room key), then the participants panel with a meeting-info card (passcode, host key, a join link
  carrying a token, an external guest's address);
- `blindc1` a git hosting site at device scale 2: a commit page (log lines with author names and e-mails, a
  `Co-authored-by` trailer, a diff adding an `.npmrc` token and an AWS key pair whose secret holds slashes), then a
  CI job log (a masked `***` secret, an unmasked database URL and webhook, the runner's IP, the triggering login);
- `blindc2` forms in other scripts: a Russian state-services profile (the deny-listed Cyrillic name, passport
  series/number, ИНН, СНИЛС, address in Cyrillic), a Greek shop account (ΑΦΜ, IBAN, address in Greek), a Hebrew
  contact page written right to left (ת.ז., phone, address in Hebrew);
- `blindc3` a travel booking in SMALL 11-12 px text: the confirmation (passengers as `SURNAME/GIVEN MR`, the
  deny-listed one among them, frequent-flyer numbers, contact e-mail and phone; booking reference, seats, e-ticket
  numbers and a masked card that are not private), then the advance-passenger form (passport number; its expiry not marked,
  date of birth, a US destination address);
- `blindc4` a CRM lead grid under its header row (first and last name in separate cells, the deny-listed one split
  too), a password manager (usernames, a revealed password, a masked one, a TOTP code, a stored card and its CVV),
  then a file explorer and a terminal whose paths carry the users' names (`C:\\Users\\Jan.Kowalski\\`, `/Users/jsmith/`).

`PERSON` marks names nobody listed; `DENY` is the deployment's deny-list (a Norwegian, a Russian in Cyrillic, a
Turkish name). Checksummed values (IBAN, card, ИНН, СНИЛС, ΑΦΜ, ת.ז., fødselsnummer) are valid.
"""

from __future__ import annotations

import itertools
import random
import string
from pathlib import Path
from typing import Any

from privacy_screens import _card, _shoot
from privacy_screens import _record as _record_rig
from privacy_screens_blind import CSS, SIT, _rand
from privacy_screens_blind import _pii as _pii_blind
from privacy_screens_blind2 import BlindRig2, _iban_b, _ibans_ok, _luhn_ok, _win
from synth import Action

DENY = ["Ingrid Halvorsen", "Дмитрий Соколов", "Yusuf Demir"]
SIZE = (1280, 800)
PAGE: dict[str, str] = {}  # value → situation on the page being built


def _pii(kind: str, text: str, situation: str, value: str | None = None, cls: str = "") -> str:
    """`privacy_screens_blind._pii`, the situation also remembered per page (a value shown in two places)."""
    PAGE.setdefault(value if value is not None else text.replace("<br>", "").strip(), situation)
    return _pii_blind(kind, text, situation, value, cls)


def _page(url: str, tab: str, body: str, css: str = "", dark: bool = False) -> str:
    chrome = ("<style>.chrome{background:#35363a}.url{background:#202124;color:#e8eaed}.tabt{color:#e8eaed}"
              "body{background:#202124;color:#e8eaed}.muted{color:#9aa0a6}</style>") if dark else ""
    return (f"<!doctype html><html><head><meta charset='utf-8'>{CSS}{chrome}<style>{css}</style></head><body>"
            f"<div class='chrome'><span class='url'>{url}</span><span class='tabt'>{tab}</span></div>{body}"
            "</body></html>")


# ------------------------------------------------------------------------------------------------ valid identifiers
def _inn(rng: random.Random) -> str:
    d = [rng.randint(0, 9) for _ in range(10)]
    d[0], d[1] = 7, 7
    for w in ((7, 2, 4, 10, 3, 5, 9, 4, 6, 8), (3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8)):
        d.append(sum(a * b for a, b in zip(d, w, strict=True)) % 11 % 10)
    return "".join(map(str, d))


def _snils(rng: random.Random) -> str:
    d = [rng.randint(0, 9) for _ in range(9)]
    s = sum(v * (9 - k) for k, v in enumerate(d))
    c = s % 101
    c = 0 if c == 100 else c
    n = "".join(map(str, d))
    return f"{n[:3]}-{n[3:6]}-{n[6:]} {c:02d}"


def _afm(rng: random.Random) -> str:
    while True:
        d = [rng.randint(0, 9) for _ in range(8)]
        d[0] = rng.choice((0, 1))
        c = sum(v * 2 ** (8 - k) for k, v in enumerate(d)) % 11 % 10
        if c < 10:
            return "".join(map(str, d)) + str(c)


def _teudat(rng: random.Random) -> str:
    d = [rng.randint(0, 9) for _ in range(8)]
    s = sum(sum(divmod(v * (1 + k % 2), 10)) for k, v in enumerate(d))
    return "".join(map(str, d)) + str((10 - s % 10) % 10)


def _checks(inn: str, snils: str, afm: str, tz: str) -> None:
    d = [int(c) for c in inn]
    assert d[10] == sum(a * b for a, b in zip(d, (7, 2, 4, 10, 3, 5, 9, 4, 6, 8), strict=False)) % 11 % 10, inn
    assert d[11] == sum(a * b for a, b in zip(d, (3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8), strict=False)) % 11 % 10, inn
    n = [int(c) for c in snils if c.isdigit()]
    c = sum(v * (9 - k) for k, v in enumerate(n[:9])) % 101
    assert (0 if c == 100 else c) == n[9] * 10 + n[10], snils
    a = [int(c) for c in afm]
    assert sum(v * 2 ** (8 - k) for k, v in enumerate(a[:8])) % 11 % 10 == a[8], afm
    assert sum(sum(divmod(int(v) * (1 + k % 2), 10)) for k, v in enumerate(tz)) % 10 == 0, tz


# ------------------------------------------------------------------------------------- blindc0: video call (dark)
CALL_CSS = """
.call{display:flex;height:756px;background:#202124} .stage{flex:1;padding:14px;display:flex;flex-direction:column}
.tiles{display:grid;grid-template-columns:1fr 1fr 1fr;grid-gap:10px;flex:1}
.tile{background:#3c4043;border-radius:10px;position:relative} .tile .ini{position:absolute;left:50%;top:40%;width:64px;height:64px;
margin-left:-32px;margin-top:-32px;border-radius:32px;line-height:64px;text-align:center;font-size:24px;color:#fff}
.tile .tag{position:absolute;left:10px;bottom:8px;font-size:13px;color:#fff;background:rgba(0,0,0,.45);padding:2px 8px;border-radius:4px}
.bar{height:64px;display:flex;align-items:center;gap:14px;justify-content:center;font-size:13px;color:#e8eaed}
.bar span{background:#3c4043;border-radius:20px;padding:8px 16px} .bar .end{background:#ea4335}
.panel{width:360px;background:#2d2e31;color:#e8eaed;padding:14px 16px;font-size:13px;border-left:1px solid #3c4043}
.panel h3{margin:0 0 10px;font-size:16px} .cm{margin-bottom:12px;line-height:1.45} .cm .w{font-weight:bold}
.cm .t{color:#9aa0a6;font-size:11px;margin-left:6px} .inp{border:1px solid #5f6368;border-radius:18px;padding:8px 12px;color:#9aa0a6}
.pp{display:flex;align-items:center;gap:10px;padding:7px 0;border-bottom:1px solid #3c4043} .pp .a{width:30px;height:30px;border-radius:15px;
text-align:center;line-height:30px;color:#fff;font-size:12px} .info{background:#35363a;border-radius:8px;padding:12px;margin-top:14px;line-height:1.6}
"""
PEOPLE = [("Yusuf Demir", "YD", "#8e24aa", "DENY_LIST"), ("Sara Lindqvist", "SL", "#1e88e5", "PERSON"),
          ("Tomás Ortega", "TO", "#43a047", "PERSON"), ("Ingrid Halvorsen", "IH", "#f4511e", "DENY_LIST"),
          ("Kwame Mensah", "KM", "#00897b", "PERSON"), ("Priyanka Desai", "PD", "#c0ca33", "PERSON")]


def _call(panel: str) -> str:
    tiles = "".join(
        f"<div class='tile'><div class='ini' style='background:{c}'>{i}</div><div class='tag'>"
        f"{_pii(k, n, 'name tag on a video tile' if k == 'PERSON' else 'deny-listed name tag on a video tile')}"
        f"{' (Host)' if n == 'Yusuf Demir' else ''}{' · muted' if n in ('Kwame Mensah', 'Sara Lindqvist') else ''}</div></div>"
        for n, i, c, k in PEOPLE)
    bar = ("<div class='bar'><span>10:31 | Q3 supplier review</span><span>Mic</span><span>Camera</span><span>Present now</span>"
           "<span>Raise hand</span><span>Captions</span><span class='end'>Leave call</span></div>")
    return _page("meet.northwind-video.com/q3-supplier-review", "Q3 supplier review - Northwind Meet",
                 f"<div class='call'><div class='stage'><div class='tiles'>{tiles}</div>{bar}</div><div class='panel'>{panel}</div></div>",
                 CALL_CSS, dark=True)


def call_chat(rng: random.Random) -> str:
    key = _rand(rng, 22, string.ascii_letters + string.digits)
    link = f"https://meet.northwind-video.com/q3-supplier-review?roomKey={key}"
    msgs = [
        (_pii("PERSON", "Sara Lindqvist", "chat author in a call side panel"), "10:24",
         "Sorry, my mic is broken. For the contract draft mail me at "
         f"{_pii('EMAIL_ADDRESS', 'sara.lindqvist@outlook.se', 'e-mail in a call chat message')}"),
        (_pii("PERSON", "Tomás Ortega", "chat author in a call side panel"), "10:26",
         f"If the line drops call my mobile {_pii('PHONE_NUMBER', '+34 612 48 93 07', 'phone in a call chat message')}"),
        (_pii("DENY_LIST", "Yusuf Demir", "deny-listed name as call chat author"), "10:28",
         "Host link in case I lose the connection, please don't share outside: "
         f"{_pii('URL_SECRET', link, 'host link with roomKey= in a call chat')}"),
        ("You", "10:30", "Thanks, slides are in the shared folder."),
    ]
    chat = "".join(f"<div class='cm'><span class='w'>{w}</span><span class='t'>{t}</span><div style='word-break:break-all'>{m}</div></div>"
                   for w, t, m in msgs)
    return _call(f"<h3>In-call messages</h3><div class='muted' style='margin-bottom:12px'>Messages can only be seen by people in "
                 f"the call and are deleted when the call ends.</div>{chat}<div class='inp'>Send a message</div>")


def call_people(rng: random.Random) -> str:
    tok = _rand(rng, 32, string.ascii_lowercase + string.digits)
    rows = "".join(
        f"<div class='pp'><div class='a' style='background:{c}'>{i}</div><div>"
        f"{_pii(k, n, 'name in a participants panel' if k == 'PERSON' else 'deny-listed name in a participants panel')}"
        f"{'<br><span class=muted>Meeting host</span>' if n == 'Yusuf Demir' else ''}</div></div>"
        for n, i, c, k in PEOPLE)
    guest = (f"<div class='pp'><div class='a' style='background:#757575'>?</div><div>"
             f"{_pii('EMAIL_ADDRESS', 'r.okafor@lagos-freight.ng', 'external guest shown by address in a participants panel')}"
             "<br><span class='muted'>External · waiting in lobby</span></div></div>")
    info = ("<div class='info'><b>Meeting details</b><br>Meeting ID 391 448 2071<br>"
            f"Passcode {_pii('SECRET_VALUE', 'Xr7kQ2', 'meeting passcode in a call info card')}<br>"
            f"Host key {_pii('SECRET_VALUE', '804317', 'host key in a call info card')}<br>Join by phone +1 646 558 8656 (US)<br>"
            f"<span style='word-break:break-all'>{_pii('URL_SECRET', f'https://meet.northwind-video.com/j/3914482071?tk={tok}', 'join link with tk= in a call info card')}</span>"
            "<br><span class='muted'>Copy joining info</span></div>")
    return _call(f"<h3>People (7)</h3><div class='muted'>In the meeting</div>{rows}<div class='muted' style='margin-top:10px'>"
                 f"Waiting to join</div>{guest}<div style='margin-top:6px'><span class='btn'>Admit</span> <span class='btn2'>Deny</span></div>{info}")


# ------------------------------------------------------------------------------------ blindc1: git hosting (HiDPI)
GIT_CSS = """
.gh{background:#24292f;color:#fff;padding:10px 30px;display:flex;gap:18px;font-size:14px} .wrap{padding:12px 30px}
.log{border:1px solid #d0d7de;border-radius:6px;font-size:13px} .log div{padding:6px 12px;border-bottom:1px solid #eaeef2}
.sha{font-family:"DejaVu Sans Mono",monospace;color:#0969da} .diff{border:1px solid #d0d7de;border-radius:6px;margin-top:10px;font-size:12px}
.diff .fh{background:#f6f8fa;padding:6px 12px;border-bottom:1px solid #d0d7de;font-family:"DejaVu Sans Mono",monospace}
.diff pre{margin:0;padding:0 12px;font-family:"DejaVu Sans Mono",monospace;font-size:12px;line-height:1.55}
.add{background:#e6ffec;display:block} .del{background:#ffebe9;display:block}
.ci{display:flex;height:712px} .jobs{width:250px;border-right:1px solid #d0d7de;font-size:13px;padding:10px}
.jobs div{padding:6px 8px} .jobs .on{background:#f6f8fa;border-left:3px solid #fd8c73}
.term{flex:1;background:#0d1117;color:#c9d1d9;font-family:"DejaVu Sans Mono",monospace;font-size:12px;padding:10px 14px;line-height:1.6}
.term .n{color:#6e7681;display:inline-block;width:34px} .term .g{color:#3fb950} .term .y{color:#d29922}
"""


def _gh(path: str, tab: str, inner: str) -> str:
    top = ("<div class='gh'><b>gitforge</b><span>northwind / supplier-portal</span><span>Code</span><span>Issues 14</span>"
           "<span>Pull requests 3</span><span>Actions</span><span>Settings</span></div>")
    return _page(f"gitforge.io/northwind/supplier-portal/{path}", tab, top + inner, GIT_CSS)


def git_commit(rng: random.Random) -> tuple[str, tuple[str, str, str]]:
    npm = "npm_" + _rand(rng, 36)
    akia = "AKIA" + _rand(rng, 16, string.ascii_uppercase + "234567")
    sec = _rand(rng, 12) + "/" + _rand(rng, 9) + "/" + _rand(rng, 17, string.ascii_letters + string.digits + "+")
    log = [
        ("9f3c2e1", _pii("PERSON", "Sara Lindqvist", "author name in a commit log"),
         _pii("EMAIL_ADDRESS", "sara.lindqvist@northwind.io", "author e-mail in a commit log"), "ci: publish to private registry", "2 hours ago"),
        ("41be07a", _pii("DENY_LIST", "Yusuf Demir", "deny-listed author name in a commit log"),
         _pii("EMAIL_ADDRESS", "yusuf.demir.dev@gmail.com", "author e-mail in a commit log"), "fix(upload): retry S3 multipart on 503", "yesterday"),
        ("c08d5f9", _pii("PERSON", "Kwame Mensah", "author name in a commit log"),
         _pii("EMAIL_ADDRESS", "41873302+kmensah@users.noreply.gitforge.io", "noreply author e-mail in a commit log"), "chore(deps): bump vite to 5.4.2", "3 days ago"),
    ]
    rows = "".join(f"<div><span class='sha'>{s}</span> &nbsp;<b>{m}</b><br><span class='muted'>{n} &lt;{e}&gt; committed {t}</span></div>"
                   for s, n, e, m, t in log)
    diff = (
        "<div class='diff'><div class='fh'>.npmrc <span class='muted'>+3 −0 (new file)</span></div><pre>"
        "<span class='add'>+ @northwind:registry=https://registry.npmjs.org/</span>"
        f"<span class='add'>+ //registry.npmjs.org/:_authToken={_pii('API_KEY', npm, 'npm token in an .npmrc diff line')}</span>"
        "<span class='add'>+ always-auth=true</span></pre></div>"
        "<div class='diff'><div class='fh'>deploy/aws/credentials <span class='muted'>+4 −2</span></div><pre>"
        "<span> [supplier-portal-ci]</span>"
        "<span class='del'>- aws_access_key_id = ${AWS_ACCESS_KEY_ID}</span><span class='del'>- aws_secret_access_key = ${AWS_SECRET_ACCESS_KEY}</span>"
        f"<span class='add'>+ aws_access_key_id = {_pii('API_KEY', akia, 'AWS key id in a diff line')}</span>"
        f"<span class='add'>+ aws_secret_access_key = {_pii('API_KEY', sec, 'AWS secret key with slashes in a diff line')}</span>"
        "<span class='add'>+ region = eu-north-1</span><span class='add'>+ output = json</span></pre></div>")
    inner = ("<div class='wrap'><h3 style='margin:4px 0'>ci: publish to private registry</h3>"
             f"<div class='muted' style='margin-bottom:8px'>{_pii('PERSON', 'Sara Lindqvist', 'author name in a commit header')} committed 2 hours ago · "
             f"Co-authored-by: {_pii('PERSON', 'Tomás Ortega', 'name in a Co-authored-by trailer')} &lt;"
             f"{_pii('EMAIL_ADDRESS', 'tomas.ortega@northwind.io', 'e-mail in a Co-authored-by trailer')}&gt; · commit 9f3c2e1a77</div>"
             f"<div class='log'>{rows}</div>{diff}</div>")
    return _gh("commit/9f3c2e1a77", "ci: publish to private registry · northwind/supplier-portal", inner), (npm, akia, sec)


def git_ci(rng: random.Random, keys: tuple[str, str, str]) -> str:
    pw = _rand(rng, 14)
    hook = f"https://hooks.slack.com/services/T04NWD7QK/B07H2LZ9R1M/{_rand(rng, 24)}"
    lines = [
        "<span class='g'>▾ Run ./scripts/publish.sh</span>",
        "Triggered by " + _pii("ACCOUNT_NAME", "ydemir-nw", "login of the user who triggered a CI run") + " via push to main",
        "Runner public IP: " + _pii("IP_ADDRESS", "20.84.19.203", "runner IP in a CI log"),
        "npm config get //registry.npmjs.org/:_authToken",
        "***",
        "AWS_ACCESS_KEY_ID=***  AWS_SECRET_ACCESS_KEY=***",
        "<span class='y'>+ echo \"DATABASE_URL=$DATABASE_URL\"</span>",
        "DATABASE_URL=" + _pii("URL_SECRET", f"postgres://deploy:{pw}@db-eu1.northwind.internal:5432/portal", "database URL with password printed in a CI log"),
        "<span class='y'>+ curl -X POST -d @payload.json $SLACK_HOOK</span>",
        "curl: posting to " + _pii("URL_SECRET", hook, "Slack webhook printed in a CI log"),
        "npm notice Publishing to https://registry.npmjs.org/ with tag latest",
        "npm notice === Tarball Details ===  name: @northwind/supplier-portal  version: 2.14.0",
        "+ @northwind/supplier-portal@2.14.0",
        "<span class='g'>✓ Job succeeded in 1m 42s</span>",
    ]
    term = "".join(f"<div><span class='n'>{k + 1}</span>{line}</div>" for k, line in enumerate(lines))
    jobs = ("<div><b>publish #482</b></div><div class='muted'>main · 9f3c2e1</div><div>✓ lint</div><div>✓ test (18.x)</div>"
            "<div>✓ test (20.x)</div><div class='on'>✓ publish</div><div class='muted' style='margin-top:16px'>Artifacts: dist.tgz · 412 KB</div>")
    inner = f"<div class='ci'><div class='jobs'>{jobs}</div><div class='term'>{term}</div></div>"
    return _gh("actions/runs/9184402117/job/25110934", "publish · northwind/supplier-portal", inner)


# ------------------------------------------------------------------------------------- blindc2: Cyrillic, Greek, Hebrew
FORM_CSS = """
.hd{background:#0d4cd3;color:#fff;padding:12px 40px;display:flex;gap:24px;font-size:14px} .hd b{font-size:17px}
.wrap{padding:16px 40px} .dl{display:grid;grid-template-columns:240px 440px;row-gap:11px;font-size:14px}
.dl .k{color:#66727f} .sec{font-size:17px;font-weight:bold;margin:14px 0 8px}
.fld{border:1px solid #b8c2cc;border-radius:4px;padding:6px 10px;font-size:14px;min-height:32px}
.fg{display:grid;grid-template-columns:1fr 1fr;grid-gap:12px 24px;width:820px} .lb{font-size:12px;color:#66727f;margin-bottom:3px}
"""


def ru_profile(inn: str, snils: str) -> str:
    kv = [("Фамилия, имя, отчество", _pii("DENY_LIST", "Соколов Дмитрий Андреевич", "deny-listed Cyrillic name, surname first with patronymic")),
          ("Дата рождения", _pii("DATE_OF_BIRTH", "12.03.1984", "profile field (Russian)")),
          ("Место рождения", "г. Тверь"),
          ("Паспорт гражданина РФ", "серия " + _pii("ID_NUMBER", "45 08", "passport series beside its label (Russian)") + " № "
           + _pii("ID_NUMBER", "612394", "passport number beside its label (Russian)") + ", выдан 21.04.2014"),
          ("ИНН", _pii("ID_NUMBER", inn, "tax number beside its label (Russian)")),
          ("СНИЛС", _pii("ID_NUMBER", snils, "pension number beside its label (Russian)")),
          ("Мобильный телефон", _pii("PHONE_NUMBER", "+7 916 482-31-07", "profile field (Russian)")),
          ("Электронная почта", _pii("EMAIL_ADDRESS", "d.sokolov84@yandex.ru", "profile field (Russian)")),
          ("Адрес регистрации", _pii("STREET_ADDRESS", "г. Москва, ул. Профсоюзная, д. 43, корп. 2, кв. 118", "address in Cyrillic")),
          ("Адрес проживания", "Совпадает с адресом регистрации")]
    dl = "".join(f"<div class='k'>{k}</div><div>{v}</div>" for k, v in kv)
    body = ("<div class='hd'><b>Госуслуги</b><span>Услуги</span><span>Документы</span><span>Заявления</span>"
            "<span>Платежи</span><span style='margin-left:auto'>" + _pii("DENY_LIST", "Д. Соколов", "abbreviated deny-listed Cyrillic name in a page header") + "</span></div>"
            "<div class='wrap'><div class='muted'>Профиль › Личные данные</div><div class='sec'>Основная информация</div>"
            f"<div class='dl'>{dl}</div><p><span class='btn'>Редактировать</span> <span class='btn2'>Скачать выписку</span></p>"
            "<p class='muted'>Данные подтверждены 14.02.2023 · Учётная запись: подтверждённая</p></div>")
    return _page("www.gosuslugi.ru/profile/personal", "Личные данные | Госуслуги", body, FORM_CSS)


def gr_account(afm: str, iban: str) -> str:
    fields = [("Όνομα", _pii("PERSON", "Γιώργος", "first name in a form field (Greek)")),
              ("Επώνυμο", _pii("PERSON", "Παπαδόπουλος", "surname in a form field (Greek)")),
              ("Email", _pii("EMAIL_ADDRESS", "g.papadopoulos@otenet.gr", "form field (Greek)")),
              ("Κινητό τηλέφωνο", _pii("PHONE_NUMBER", "694 123 4567", "form field (Greek)")),
              ("Διεύθυνση", _pii("STREET_ADDRESS", "Λεωφόρος Αλεξάνδρας 87", "street in a form field (Greek)")),
              ("Τ.Κ. / Πόλη", _pii("STREET_ADDRESS", "114 74 Αθήνα", "postcode and city in a form field (Greek)")),
              ("ΑΦΜ (για τιμολόγιο)", _pii("ID_NUMBER", afm, "tax number in a form field (Greek)")),
              ("ΔΟΥ", "Δ' Αθηνών"),
              ("IBAN για επιστροφές χρημάτων", _pii("IBAN_CODE", iban, "IBAN in a form field (Greek page)")),
              ("Ημερομηνία γέννησης", _pii("DATE_OF_BIRTH", "07/11/1979", "form field (Greek)"))]
    fg = "".join(f"<div><div class='lb'>{k}</div><div class='fld'>{v}</div></div>" for k, v in fields)
    body = ("<div class='hd' style='background:#e2001a'><b>Πλαίσιο</b><span>Κατηγορίες</span><span>Προσφορές</span>"
            "<span style='margin-left:auto'>Ο λογαριασμός μου</span><span>Καλάθι (2)</span></div>"
            "<div class='wrap'><div class='muted'>Αρχική › Ο λογαριασμός μου › Στοιχεία λογαριασμού</div>"
            "<div class='sec'>Στοιχεία λογαριασμού</div>"
            f"<div class='fg'>{fg}</div><p><span class='btn'>Αποθήκευση αλλαγών</span> <span class='btn2'>Ακύρωση</span></p>"
            "<p class='muted'>Τα στοιχεία σας προστατεύονται σύμφωνα με τον Γενικό Κανονισμό Προστασίας Δεδομένων (GDPR).</p></div>")
    return _page("www.plaisio.gr/account/details", "Στοιχεία λογαριασμού | Πλαίσιο", body, FORM_CSS)


def he_contact(tz: str) -> str:
    kv = [("שם מלא", _pii("PERSON", "יעל כהן", "name in a contact page (Hebrew)")),
          ("מספר תעודת זהות", _pii("ID_NUMBER", tz, "ID number beside its label (Hebrew page)")),
          ("טלפון נייד", _pii("PHONE_NUMBER", "052-718-4493", "phone beside its label (Hebrew page)")),
          ("דואר אלקטרוני", _pii("EMAIL_ADDRESS", "yael.cohen@walla.co.il", "e-mail beside its label (Hebrew page)")),
          ("כתובת", _pii("STREET_ADDRESS", "רחוב הרצל 45, דירה 12, תל אביב", "address in Hebrew")),
          ("תאריך לידה", _pii("DATE_OF_BIRTH", "23/06/1990", "date of birth beside its label (Hebrew page)")),
          ("סוג פנייה", "בירור חשבון")]
    dl = "".join(f"<div class='k'>{k}</div><div>{v}</div>" for k, v in kv)
    body = ("<div class='hd' style='background:#00665e;direction:rtl;padding-right:40px'><b>חברת החשמל</b><span>שירותים</span>"
            "<span>חשבונות</span><span>צור קשר</span></div><div class='wrap' style='direction:rtl'>"
            "<div class='muted'>דף הבית › צור קשר › סיכום הפנייה</div><div class='sec'>פרטי הפונה</div>"
            f"<div class='dl' style='grid-template-columns:200px 440px'>{dl}</div>"
            "<div class='sec'>תוכן הפנייה</div><div style='width:700px;line-height:1.6'>שלום, קיבלתי חשבון כפול לחודש מרץ. "
            f"אפשר לחזור אליי בטלפון {_pii('PHONE_NUMBER', '03-6241187', 'landline in a Hebrew sentence')} אחרי השעה 17:00. תודה, "
            f"{_pii('PERSON', 'יעל', 'first name signing a Hebrew message')}</div>"
            "<p><span class='btn'>שליחה</span> <span class='btn2'>חזרה לעריכה</span></p>"
            "<p class='muted'>מספר פנייה 2025-0314-8821 · זמן מענה משוער: 3 ימי עסקים</p></div>")
    return _page("www.iec.co.il/contact/summary", "צור קשר | חברת החשמל", body, FORM_CSS)


# ------------------------------------------------------------------------------------ blindc3: travel booking (small)
TRIP_CSS = """
body{font-size:12px} .hd{background:#000a5a;color:#fff;padding:9px 40px;display:flex;gap:20px;font-size:12px} .hd b{font-size:14px}
.wrap{padding:10px 40px} .box{border:1px solid #cfd5e1;border-radius:6px;padding:10px 14px;margin-bottom:10px}
.box h4{margin:0 0 6px;font-size:12px;text-transform:uppercase;color:#000a5a} table.t{width:100%;font-size:11px}
table.t th{color:#5b6577;font-weight:normal;border-bottom:1px solid #cfd5e1;padding:3px 6px} table.t td{padding:4px 6px;border-bottom:1px solid #eef0f4}
.seg{display:flex;gap:30px;font-size:12px} .big{font-size:16px;font-weight:bold} .sm{font-size:11px}
.fg{display:grid;grid-template-columns:repeat(4,1fr);grid-gap:8px 14px} .lb{font-size:11px;color:#5b6577}
.fld{border:1px solid #b8c2cc;border-radius:3px;padding:4px 7px;font-size:12px;min-height:24px}
"""


def _trip(path: str, tab: str, inner: str) -> str:
    top = ("<div class='hd'><b>SAS</b><span>Book</span><span>My bookings</span><span>Check-in</span><span>EuroBonus</span>"
           "<span style='margin-left:auto'>EN · NOK</span></div>")
    return _page(f"www.flysas.com/en/managemybooking/{path}", tab, top + f"<div class='wrap'>{inner}</div>", TRIP_CSS)


def trip_confirm() -> str:
    pax = [(_pii("DENY_LIST", "HALVORSEN/INGRID MS", "deny-listed name as SURNAME/GIVEN MS in a passenger table", value="HALVORSEN/INGRID"),
            "ADT", "1172406118834", "14C", _pii("ID_NUMBER", "EBG 612448903", "frequent-flyer number in a passenger table")),
           (_pii("PERSON", "NILSEN/ERIK MR", "name as SURNAME/GIVEN MR in a passenger table", value="NILSEN/ERIK"),
            "ADT", "1172406118835", "14D", _pii("ID_NUMBER", "LH 992004187733451", "frequent-flyer number in a passenger table")),
           (_pii("PERSON", "NILSEN/OLIVIA MISS", "child name as SURNAME/GIVEN MISS in a passenger table", value="NILSEN/OLIVIA"),
            "CHD", "1172406118836", "14E", "—")]
    rows = "".join(f"<tr><td>{n}</td><td>{t}</td><td>{e}</td><td>{s} / {s}</td><td>{f}</td><td>1 × 23 kg</td></tr>" for n, t, e, s, f in pax)
    inner = (
        "<div style='display:flex;align-items:baseline;gap:20px'><span class='big'>Your booking is confirmed</span>"
        "<span>Booking reference <b style='font-size:15px'>QX7P4L</b></span><span class='muted'>Booked 11 Mar 2025 · Plus fare</span></div>"
        "<div class='box' style='margin-top:8px'><h4>Flights</h4><div class='seg'><div><b>SK 1455</b> · Tue 15 Apr 2025<br>Oslo OSL 07:05 → "
        "Copenhagen CPH 08:15</div><div><b>SK 925</b> · Tue 15 Apr 2025<br>Copenhagen CPH 10:05 → Chicago ORD 12:45</div>"
        "<div><b>SK 926</b> · Sun 27 Apr 2025<br>Chicago ORD 16:40 → Copenhagen CPH 07:35 +1</div></div></div>"
        f"<div class='box'><h4>Passengers</h4><table class='t'><tr><th>Name</th><th>Type</th><th>E-ticket</th><th>Seats</th><th>Frequent flyer</th><th>Baggage</th></tr>{rows}</table></div>"
        "<div style='display:flex;gap:10px'><div class='box' style='flex:1'><h4>Contact details</h4>"
        f"E-mail: {_pii('EMAIL_ADDRESS', 'ingrid.halvorsen@online.no', 'booking contact e-mail')}<br>"
        f"Mobile: {_pii('PHONE_NUMBER', '+47 913 48 226', 'booking contact phone (Norwegian)')}<br>"
        f"Emergency contact: {_pii('PERSON', 'Kari Halvorsen', 'emergency contact name')}, {_pii('PHONE_NUMBER', '+47 481 20 937', 'emergency contact phone')}</div>"
        "<div class='box' style='flex:1'><h4>Payment</h4>Visa •••• •••• •••• 4471 · NOK 28 614,00<br>Fare 21 900,00 · Taxes and fees 6 714,00<br>"
        "Receipt sent to the contact e-mail · Invoice no. 117-2406118834</div></div>"
        "<p class='sm muted'>Check-in opens 30 hours before departure. Travellers to the USA need a valid ESTA and must complete "
        "Advance Passenger Information (APIS) before check-in. <span class='btn' style='font-size:11px;padding:4px 10px'>Add APIS details</span></p>")
    return _trip("QX7P4L", "Booking QX7P4L | SAS", inner)


def trip_apis() -> str:
    f = [("Surname", _pii("DENY_LIST", "HALVORSEN", "deny-listed surname alone in an APIS field")),
         ("Given names", _pii("DENY_LIST", "INGRID", "deny-listed given name alone in an APIS field") + " " + _pii("PERSON", "MARIE", "middle name in an APIS field")),
         ("Gender", "Female"), ("Date of birth", _pii("DATE_OF_BIRTH", "1982-09-17", "date of birth in an APIS field (ISO)")),
         ("Nationality", "Norway (NOR)"), ("Document type", "Passport"),
         ("Passport number", _pii("ID_NUMBER", "FC4829173", "passport number in an APIS field")),
         ("Expiry date", "2031-05-02"),
         ("Issuing country", "Norway (NOR)"), ("ESTA application", "Approved · valid until 12/2026"),
         ("US address: street", _pii("STREET_ADDRESS", "1547 N Dearborn St, Apt 9B", "US destination street in an APIS field")),
         ("City / State / ZIP", _pii("STREET_ADDRESS", "Chicago, IL 60610", "city, state and ZIP in an APIS field"))]
    fg = "".join(f"<div><div class='lb'>{k}</div><div class='fld'>{v}</div></div>" for k, v in f)
    inner = ("<div class='muted'>My bookings › QX7P4L › Advance Passenger Information</div>"
             "<div class='big' style='margin:6px 0'>Passenger 1 of 3 · Adult</div>"
             f"<div class='box'><h4>Travel document</h4><div class='fg'>{fg}</div></div>"
             "<div class='box'><h4>Passenger 2 · NILSEN/ERIK MR</h4><span class='muted'>Completed ✓ · Passport •••••8821 · expires 2029</span></div>"
             "<div class='box'><h4>Passenger 3 · NILSEN/OLIVIA MISS</h4><span class='muted'>Not started</span></div>"
             "<p class='sm'>By saving you confirm the information matches your travel document. <span class='btn' style='font-size:11px;padding:4px 10px'>Save and continue</span></p>")
    return _trip("QX7P4L/apis", "Advance Passenger Information | SAS", inner)


# -------------------------------------------------------------------------- blindc4: CRM grid, vault, explorer/terminal
GRID_CSS = """
.tb{height:34px;display:flex;align-items:center;gap:16px;padding-left:20px;font-size:13px;border-bottom:1px solid #ddd}
.g{font-size:13px;border-collapse:collapse} .g td,.g th{border:1px solid #e2e2e2;padding:4px 8px;white-space:nowrap;height:26px}
.g th{background:#f3f6f9;font-weight:bold;text-align:left} .g .rn{background:#f8f9fa;color:#666;text-align:center;width:34px}
.vault{display:flex;height:756px} .vl{width:380px;border-right:1px solid #ddd;font-size:13px} .vl .it{padding:9px 14px;border-bottom:1px solid #f0f0f0}
.vl .on{background:#e8f0fe} .vd{flex:1;padding:16px 26px;font-size:14px} .fr{border:1px solid #dde2e6;border-radius:6px;margin-bottom:10px}
.fr div{padding:7px 12px;border-bottom:1px solid #eef1f3} .fr .k{font-size:11px;color:#6b7785;padding-bottom:0;border:none}
.ex{display:flex;height:756px} .fe{width:610px;border-right:1px solid #ccc;font-size:13px} .addr{border:1px solid #ccc;margin:8px;padding:5px 8px}
.fe table{width:100%} .fe td,.fe th{padding:4px 10px;font-size:12px} .sh{flex:1;background:#012456;color:#eee;font-family:"DejaVu Sans Mono",monospace;
font-size:12px;padding:10px;line-height:1.55;white-space:pre-wrap;word-break:break-all}
"""


def crm_grid() -> str:
    rows = [("Yusuf", "Demir", "Demir Lojistik A.Ş.", "yusuf@demirlojistik.com.tr", "+90 532 418 27 63", "1979-02-14", "İzmir"),
            ("Charlotte", "Dubois", "Atelier Dubois SARL", "c.dubois@atelier-dubois.fr", "+33 6 12 84 39 71", "1988-11-03", "Lyon"),
            ("Mateus", "Carvalho", "Carvalho & Filhos", "mateus.carvalho@gmail.com", "+55 11 98765-4321", "1992-07-21", "São Paulo"),
            ("Hannah", "Schmidt", "Schmidt Bau GmbH", "h.schmidt@schmidt-bau.de", "+49 171 2234567", "1975-05-30", "Hannover"),
            ("Aoife", "Byrne", "Byrne Analytics Ltd", "aoife.byrne@byrne-analytics.ie", "+353 87 123 4567", "1990-01-09", "Cork"),
            ("Piotr", "Wiśniewski", "Wiśniewski Sp. z o.o.", "piotr.wisniewski@wp.pl", "+48 605 331 882", "1983-12-17", "Gdańsk"),
            ("Liam", "O'Connor", "Harbor Freight Partners", "liam@harborfp.com", "(617) 555-0142", "1986-04-26", "Boston")]
    body = ""
    for k, (fn, ln, co, em, mob, bd, city) in enumerate(rows):
        deny = fn == "Yusuf"
        fnc = _pii("DENY_LIST" if deny else "PERSON", fn, "deny-listed first name alone in a grid cell" if deny else "first name alone in a grid cell under its header")
        lnc = _pii("DENY_LIST" if deny else "PERSON", ln, "deny-listed last name alone in a grid cell" if deny else "last name alone in a grid cell under its header")
        body += (f"<tr><td class='rn'>{k + 2}</td><td>{fnc}</td><td>{lnc}</td><td>{co}</td>"
                 f"<td>{_pii('EMAIL_ADDRESS', em, 'e-mail in a grid cell under its header')}</td>"
                 f"<td>{_pii('PHONE_NUMBER', mob, 'mobile in a grid cell under its header')}</td>"
                 f"<td>{_pii('DATE_OF_BIRTH', bd, 'birthday (ISO) in a grid cell under its header')}</td><td>{city}</td>"
                 f"<td>{['New', 'Contacted', 'Qualified', 'Proposal', 'New', 'Won', 'Lost'][k]}</td></tr>")
    head = "".join(f"<th>{h}</th>" for h in ("", "First name", "Last name", "Company", "Email", "Mobile", "Birthday", "City", "Lead status"))
    grid = (f"<div class='tb'><b>Leads · Trade fair Hannover 2025</b><span>Filter</span><span>Sort</span><span>Group by</span>"
            "<span>Import CSV</span><span class='btn' style='margin-left:auto;margin-right:20px'>+ New lead</span></div>"
            f"<div style='padding:10px 20px'><table class='g'><tr>{head}</tr>{body}</table>"
            "<p class='muted'>7 records · last synced 10:42 · Owner: Sales EMEA</p></div>")
    return _page("crm.pipelinehq.com/base/leads/grid?view=trade-fair", "Leads - PipelineHQ", grid, GRID_CSS)


def _fnr(body9: str) -> str:
    d = [int(c) for c in body9]
    k1 = 11 - sum(a * b for a, b in zip(d, (3, 7, 6, 1, 8, 9, 4, 5, 2), strict=True)) % 11
    k1 = 0 if k1 == 11 else k1
    k2 = 11 - sum(a * b for a, b in zip([*d, k1], (5, 4, 3, 2, 7, 6, 5, 4, 3, 2), strict=True)) % 11
    k2 = 0 if k2 == 11 else k2
    return "" if 10 in (k1, k2) else f"{body9}{k1}{k2}"


FNR = next(f for f in (_fnr(f"170982{n:03d}") for n in range(480, 500)) if f)


def vault(rng: random.Random) -> tuple[str, str]:
    card = _card(rng, "5355")
    pw = _rand(rng, 8) + "-" + _rand(rng, 6) + "!" + _rand(rng, 3, string.digits)
    items = [("amazon.de", "ingrid.halvorsen@online.no", True), ("github.com", "ydemir-nw", False), ("Visa Nordea", "•••• 4471", False),
             ("netflix.com", "erik.nilsen@gmail.com", False), ("Router admin", "admin", False), ("Skatteetaten (BankID)", FNR, False)]
    lst = "".join(f"<div class='it{' on' if on else ''}'><b>{s}</b><br><span class='muted'>"
                  f"{_pii('EMAIL_ADDRESS' if '@' in u else 'ACCOUNT_NAME', u, 'username under a vault item title') if u not in ('admin', '•••• 4471', FNR) else (u if u != FNR else _pii('ID_NUMBER', u, 'national ID as a vault item username'))}"
                  "</span></div>" for s, u, on in items)
    det = ("<div style='font-size:18px;font-weight:bold;margin-bottom:10px'>amazon.de</div><div class='fr'>"
           "<div class='k'>Username</div>"
           f"<div>{_pii('EMAIL_ADDRESS', 'ingrid.halvorsen@online.no', 'username field in a vault item')}</div>"
           f"<div class='k'>Password <span class='muted'>(revealed · hide)</span></div><div class='mono'>{_pii('SECRET_VALUE', pw, 'revealed password in a vault item')}</div>"
           f"<div class='k'>Authenticator key (TOTP)</div><div class='mono'>{_pii('SECRET_VALUE', '482 915', 'TOTP code in a vault item')} <span class='muted'>⏱ 17</span></div>"
           "<div class='k'>Website</div><div>https://www.amazon.de/ap/signin</div></div>"
           "<div style='font-size:15px;font-weight:bold;margin:16px 0 8px'>Visa Nordea</div><div class='fr'>"
           f"<div class='k'>Cardholder name</div><div>{_pii('DENY_LIST', 'Ingrid Halvorsen', 'deny-listed cardholder name in a vault item')}</div>"
           f"<div class='k'>Number</div><div class='mono'>{_pii('CREDIT_CARD', card, 'card number revealed in a vault item')}</div>"
           f"<div class='k'>Expiration</div><div>09 / 2028</div><div class='k'>Security code</div><div class='mono'>{_pii('SECRET_VALUE', '731', 'CVV in a vault item')}</div></div>"
           "<div style='font-size:15px;font-weight:bold;margin:16px 0 8px'>github.com</div><div class='fr'><div class='k'>Password</div>"
           "<div class='mono'>•••••••••••••••• <span class='muted'>(hidden · show)</span></div></div>")
    body = (f"<div class='vault'><div class='vl'><div style='padding:10px 14px'><b>My vault</b> <span class='muted'>· 214 items</span></div>"
            f"{lst}</div><div class='vd'>{det}</div></div>")
    return _page("vault.bitwarden.eu/#/vault?itemId=6c1f2a", "Vaults | Bitwarden Web vault", body, GRID_CSS), card


def explorer_shell() -> str:
    jan = _pii("ACCOUNT_NAME", "Jan.Kowalski", "user folder name in a Windows path")
    files = [("Zeznanie_PIT-37_2024.pdf", "12.03.2025 21:14", "PDF", "412 KB"), ("umowa_najmu_Kraków.docx", "02.02.2025 10:03", "Word", "88 KB"),
             ("skan_dowodu.jpg", "17.01.2025 08:41", "JPG", "2,1 MB"), ("budżet_domowy.xlsx", "09.03.2025 19:55", "Excel", "64 KB")]
    rows = "".join(f"<tr><td>{n}</td><td>{d}</td><td>{t}</td><td>{s}</td></tr>" for n, d, t, s in files)
    fe = (f"<div class='fe'><div class='addr'>This PC › Local Disk (C:) › Users › {jan} › Documents › Podatki</div>"
          "<table><tr><th>Name</th><th>Date modified</th><th>Type</th><th>Size</th></tr>"
          f"{rows}</table><div class='muted' style='padding:10px'>4 items · Sync: OneDrive - Personal</div>"
          f"<div class='addr'>{'C:' + chr(92) + 'Users' + chr(92)}{_pii('ACCOUNT_NAME', 'Jan.Kowalski', 'user folder name in a Windows path')}{chr(92)}OneDrive{chr(92)}Zdjęcia</div></div>")
    bs = "\\"
    sh = (f"PS C:{bs}Users{bs}{_pii('ACCOUNT_NAME', 'Jan.Kowalski', 'user folder name in a PowerShell prompt')}{bs}Documents&gt; git config --global user.email\n"
          f"{_pii('EMAIL_ADDRESS', 'jan.kowalski@tlumacz-krakow.pl', 'git e-mail printed in a terminal')}\n"
          f"PS C:{bs}Users{bs}{_pii('ACCOUNT_NAME', 'Jan.Kowalski', 'user folder name in a PowerShell prompt')}{bs}Documents&gt; "
          f"ssh {_pii('ACCOUNT_NAME', 'jsmith', 'ssh login before @')}@{_pii('IP_ADDRESS', '83.12.44.190', 'host IP in an ssh command')}\n"
          "Last login: Thu Mar 13 18:02:11 2025 from " + _pii("IP_ADDRESS", "178.43.207.15", "last-login IP in an ssh banner") + "\n"
          f"{_pii('ACCOUNT_NAME', 'jsmith', 'user name in a mac shell prompt')}@MacBook-Pro ~ % ls /Users/"
          f"{_pii('ACCOUNT_NAME', 'jsmith', 'user name in a /Users/ path')}/Downloads\n"
          "Invoice_2025-03.pdf   boarding_pass_QX7P4L.pdf   photos_2024.zip\n"
          f"{_pii('ACCOUNT_NAME', 'jsmith', 'user name in a mac shell prompt')}@MacBook-Pro ~ % cat ~/.ssh/config | head -3\n"
          "Host nas\n  HostName nas.local\n  IdentityFile /Users/"
          f"{_pii('ACCOUNT_NAME', 'jsmith', 'user name in a /Users/ path')}/.ssh/id_ed25519\n"
          f"{_pii('ACCOUNT_NAME', 'jsmith', 'user name in a mac shell prompt')}@MacBook-Pro ~ % ")
    body = f"<div class='ex'>{fe}<div class='sh'>{sh}</div></div>"
    return _win("<span>Podatki - File Explorer</span><span style='color:#777'>Windows PowerShell</span>", body, GRID_CSS)


# ------------------------------------------------------------------------------------------------------- the rig
def render_blind3(chromium: str, source_day: Path, work: Path) -> BlindRig2:
    """Render the five recordings into `source_day` (module docstring)."""
    import sys

    from privacy_screens import SCREENS

    sys.path.insert(0, str(SCREENS))
    from playwright.sync_api import sync_playwright
    from session import CHROMIUM_ARGS

    rng = random.Random(20251128)
    SIT.clear()
    rig = BlindRig2(deny_list=list(DENY))
    inn, snils, afm, tz = _inn(rng), _snils(rng), _afm(rng), _teudat(rng)
    gr_iban = _iban_b("GR", "0110125" + "".join(rng.choice(string.digits) for _ in range(16)))
    work.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, headless=True, args=CHROMIUM_ARGS)

        def record(rid: str, pages: list[tuple[str, Any]], label: str, dsf: float = 1.0) -> None:
            imgs, truths = [], []
            for k, (name, make) in enumerate(pages):
                PAGE.clear()
                html = make()
                rig.state_sit[(rid, k)] = dict(PAGE)
                img, t, pg = _shoot(browser, html, SIZE, dsf, work, name)
                pg.close()
                imgs.append(img)
                truths.append(t)
            for k, v in SIT.items():
                rig.situation.setdefault(k, v)
            for t in truths:  # a value whose next character starts left of the one before wraps to a new line
                for _, _kind, value, _full, boxes in t["ids"]:
                    back = any(b[0] < a[0] - 2 * max(1, a[2] - a[0]) for a, b in itertools.pairwise(boxes))
                    if back and "\n" not in value:
                        sit = rig.situation.get(value, label)
                        if not sit.endswith(", wrapped over lines"):
                            rig.situation[value] = sit + ", wrapped over lines"
            clicks = [Action("click", 1200, 770) for _ in pages[1:]]
            _record_rig(source_day / rid, rid, SIZE, dsf, imgs, truths, clicks, rig, label)

        held: dict[str, Any] = {}

        def commit() -> str:
            html, keys = git_commit(rng)
            held["keys"] = keys
            return html

        def vault_page() -> str:
            html, card = vault(rng)
            held["card"] = card
            return html

        try:
            record("blindc0", [("call0", lambda: call_chat(rng)), ("call1", lambda: call_people(rng))], "video call (dark)")
            record("blindc1", [("git0", commit), ("git1", lambda: git_ci(rng, held["keys"]))], "git hosting (HiDPI)", dsf=2.0)
            record("blindc2", [("ru0", lambda: ru_profile(inn, snils)), ("gr0", lambda: gr_account(afm, gr_iban)),
                               ("he0", lambda: he_contact(tz))], "forms in Cyrillic, Greek, Hebrew")
            record("blindc3", [("trip0", trip_confirm), ("trip1", trip_apis)], "travel booking (small text)")
            record("blindc4", [("grid0", crm_grid), ("vault0", vault_page), ("shell0", explorer_shell)],
                   "CRM grid, vault, explorer")
        finally:
            browser.close()
    _checks(inn, snils, afm, tz)
    assert _luhn_ok(held["card"])
    _ibans_ok(rig)
    return rig


def preview(out: Path) -> None:
    """Render only the pages as PNG into `out` (a look at the layouts without the pipeline)."""
    import shutil
    import tempfile

    render_blind3(shutil.which("chromium") or "chromium", Path(tempfile.mkdtemp()) / "day", out)


if __name__ == "__main__":
    import sys

    preview(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/blind3/preview"))
