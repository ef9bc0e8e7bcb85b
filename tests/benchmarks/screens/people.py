"""The people on the rendered screens: names, e-mail addresses, phone numbers, cards, IBANs, IPs, secrets, all
valid by construction (Luhn-checked cards, IBANs with their mod-97 check digits, phone numbers in formats
libphonenumber accepts, provider-shaped keys), drawn from a seeded RNG so every render shows the same values."""

from __future__ import annotations

import random
import string
from dataclasses import dataclass

FIRST = ["Jane", "Oskar", "Priya", "Tomasz", "Amara", "Luis", "Mei", "Kofi", "Ingrid", "Rahul", "Sofia", "Dmitri",
         "Aisha", "Mateo", "Yuki", "Fatima", "Lars", "Chloe", "Emeka", "Hana", "Pedro", "Nadia", "Arjun", "Elena",
         "Samir", "Freya", "Jonas", "Leila", "Marek", "Zara", "Felix", "Noor"]
LAST = ["Marlowe", "Lindqvist", "Raman", "Zielinski", "Okafor", "Herrera", "Tanaka", "Mensah", "Berg", "Kapoor",
        "Rossi", "Volkov", "Haddad", "Silva", "Sato", "Zahra", "Nilsson", "Dubois", "Eze", "Novak", "Costa",
        "Petrova", "Mehta", "Greco", "Aziz", "Holm", "Becker", "Farouk", "Kowalski", "Khan", "Wagner", "Saleh"]
DOMAINS = ["example.com", "mail.example.org", "corp-example.net", "example.co.uk", "example.de", "example.fr"]
CITIES = ["Lyon", "Berlin", "Madrid", "Warsaw", "Helsinki", "Vienna", "Brussels", "Leeds", "Austin", "Osaka",
          "Porto", "Lagos", "Oslo", "Milan", "Accra", "Pune"]
# (country, BBAN format): n digit, a upper-case letter, c either; the formats the IBAN registry gives
IBAN_FORMATS = [("FR", "10n11c2n"), ("DE", "18n"), ("ES", "20n"), ("NL", "4a10n"), ("GB", "4a14n"), ("BE", "12n"),
                ("IT", "1a10n12c"), ("AT", "16n"), ("PL", "24n"), ("FI", "14n")]
ALNUM = string.ascii_letters + string.digits


def luhn_card(rng: random.Random, prefix: str, length: int = 16) -> str:
    digits = prefix + "".join(rng.choice(string.digits) for _ in range(length - 1 - len(prefix)))
    total = 0
    for k, d in enumerate(reversed(digits)):  # the check digit will be position 0
        v = int(d) * (2 if k % 2 == 0 else 1)
        total += v - 9 if v > 9 else v
    full = digits + str((10 - total % 10) % 10)
    if length == 15:  # American Express groups 4-6-5
        return f"{full[:4]} {full[4:10]} {full[10:]}"
    return " ".join(full[i:i + 4] for i in range(0, length, 4))


def _bban(rng: random.Random, fmt: str) -> str:
    out, num = [], ""
    for ch in fmt:
        if ch.isdigit():
            num += ch
            continue
        pool = {"n": string.digits, "a": string.ascii_uppercase, "c": string.ascii_uppercase + string.digits}[ch]
        out += [rng.choice(pool) for _ in range(int(num))]
        num = ""
    return "".join(out)


def iban(rng: random.Random, country: str, fmt: str) -> str:
    bban = _bban(rng, fmt)
    numeric = "".join(str(int(c, 36)) for c in bban + country + "00")
    full = f"{country}{98 - int(numeric) % 97:02d}{bban}"
    return " ".join(full[i:i + 4] for i in range(0, len(full), 4))


def phone(rng: random.Random, k: int) -> str:
    two, three = rng.randint(10, 99), rng.randint(100, 999)
    forms = [f"+1 415-555-01{two}", f"+44 20 7946 0{three}", f"+49 30 901820{two}", f"(212) 555-01{two}",
             f"+1 (646) 555-01{two}", f"+44 161 496 0{three}", f"+33 1 42 68 53 {two}", f"+1 312 555 01{two}"]
    return forms[k % len(forms)]


def token(rng: random.Random, n: int, chars: str = ALNUM) -> str:
    return "".join(rng.choice(chars) for _ in range(n))


def api_key(rng: random.Random, k: int) -> str:
    upper = string.ascii_uppercase + string.digits
    forms = [lambda: f"ghp_{token(rng, 36)}", lambda: f"sk_live_{token(rng, 24)}",
             lambda: f"AKIA{token(rng, 16, upper)}", lambda: f"glpat-{token(rng, 20)}",
             lambda: f"sk-proj-{token(rng, 32)}",
             lambda: f"xoxb-{token(rng, 11, string.digits)}-{token(rng, 12, string.digits)}-{token(rng, 16)}",
             lambda: f"AIza{token(rng, 35, ALNUM + '_-')}"]
    return forms[k % len(forms)]()


def ip(rng: random.Random, k: int) -> str:
    a, b, c = rng.randint(1, 254), rng.randint(1, 254), rng.randint(1, 254)
    forms = [f"10.{a}.{b}.{c}", f"192.168.{a}.{b}", f"172.16.{a}.{b}", f"203.0.113.{a}", f"198.51.100.{a}",
             f"81.{a}.{b}.{c}", "2001:db8:85a3::8a2e:370:7334"]
    return forms[k % len(forms)]


@dataclass(frozen=True)
class Person:
    name: str
    email: str
    phone: str
    card: str
    iban: str
    ip: str
    key: str
    city: str
    user: str  # an operating-system account name (seen in paths such as /home/<user>/)


def roster(seed: int = 37, n: int = 32) -> list[Person]:
    """`n` people, each with one identifier of every kind (the first is the signed-in user of every app; the
    issue's own card and IBAN are hers)."""
    rng = random.Random(seed)
    people = []
    for k in range(n):
        first, last = FIRST[k % len(FIRST)], LAST[(k * 7) % len(LAST)]
        country, fmt = IBAN_FORMATS[k % len(IBAN_FORMATS)]
        prefix = ["4", "51", "4", "55", "37", "4", "52", "34"][k % 8]
        people.append(Person(
            name=f"{first} {last}", email=f"{first.lower()}.{last.lower()}{rng.randint(1, 99)}@{DOMAINS[k % 6]}",
            phone=phone(rng, k), card=luhn_card(rng, prefix, 15 if prefix in ("34", "37") else 16),
            iban=iban(rng, country, fmt), ip=ip(rng, k), key=api_key(rng, k), city=CITIES[k % len(CITIES)],
            user=f"{first[0].lower()}{last.lower()}"))
    me = people[0]
    people[0] = Person(me.name, "jane.marlowe@example.com", "+33 1 42 68 53 21", "4539 1488 0343 6467",
                       "FR76 3000 6000 0112 3456 7890 189", "203.0.113.24", me.key, "Lyon", "jmarlowe")
    return people


def url_secret(rng: random.Random, k: int) -> tuple[str, str, str]:
    """(text before, the secret, text after): a URL whose credentials or token parameter is personal data."""
    forms = [("https://", f"deploy:{token(rng, 12)}", "@git.example.com/billing.git"),
             ("postgres://", f"billing:{token(rng, 14)}", "@db.example.com:5432/billing"),
             ("https://api.example.com/v1/export?", f"token={token(rng, 24)}", "&format=csv"),
             ("https://hooks.example.net/run?", f"api_key={token(rng, 20)}", ""),
             ("ftp://", f"backup:{token(rng, 10)}", "@files.example.org/nightly/")]
    return forms[k % len(forms)]
