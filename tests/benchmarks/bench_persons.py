"""The PERSON recogniser on text: recall by situation, interface strings it wrongly takes for names, its CPU.

    .venv/bin/python tests/benchmarks/bench_persons.py [--mo /usr/share/locale/de/LC_MESSAGES/gtk30.mo ...]

Names: the privacy rig's roster (tests/benchmarks/screens/people.py: 32 given names × 32 surnames, paired as the
rig pairs them) and a list of its own with Greek, Cyrillic and unusual surnames, none taken from the gazetteer;
each in the situations a screen shows them (a bare full name, `Surname, Given`, after a `From:` / `Full name`
label, a chat line's author, a greeting, before an e-mail address, in capitals, a given name alone, lower case).
Recall: the whole name covered by one PERSON match (`Detector.find`, the default settings, no deny-list).

Interface strings: the English messages of Debian's GTK 3 and GTK 2 (`gtk30.mo`, `gtk20.mo`: file choosers,
print dialogs, colour pickers, menus; read with the standard library's gettext, never the project's own
vocabulary), each as written and in Title Case (menus and headings); a string is wrongly filled when any PERSON
match lies in it. CPU: `Detector.find` per line over the GTK strings, the detector's caches cleared.
"""

from __future__ import annotations

import argparse
import gettext
import re
import sys
import time
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE / "screens"))

from people import FIRST, LAST  # noqa: E402

from cuaflow.schemas.settings import PrivacySettings  # noqa: E402
from cuaflow.tasks.privacy.recognisers import Detector  # noqa: E402

OWN = ["Margot Lindqvist", "Tobias Ferreira", "Ingrid Halvorsen", "Kenji Nakamura", "Amara Okafor", "Lucia Bianchi",
       "Henrik Dahl", "Priya Raghunathan", "Sofia Marchetti", "Daniel Okonkwo", "Elena Vasquez", "Lars Eriksson",
       "Camille Laurent", "Wojciech Brzęczyszczykiewicz", "Siobhán Ní Bhriain", "Oluwaseun Adeyemi",
       "Thandiwe Nkosi", "Nguyen Van Minh", "Ayşe Yılmaz", "José María Fernández", "Björn Þórsson",
       "Γιώργος Παπαδάκης", "Ελένη Νικολάου", "Κωνσταντίνος Γεωργίου", "Иван Петров", "Мария Иванова",
       "Олена Коваленко", "Дмитрий Соколов"]
SITUATIONS = {
    "full name": "{n}",
    "Surname, Given": "{last}, {first}",
    "From: label": "From: {n}",
    "Full name label": "Full name {n}",
    "chat author": "{first}: see you at three",
    "greeting": "Hi {first}, thanks for the notes",
    "before an address": "{n} <someone@example.com>",
    "in a sentence": "Meeting with {n} moved to Friday",
    "capitals": "{N}",
    "given name alone": "{first}",
    "lower case": "{low}",
}


def names() -> list[str]:
    return [f"{FIRST[k]} {LAST[k]}" for k in range(len(FIRST))] + OWN


def recall(det: Detector) -> None:
    print("recall (the whole name in one PERSON match), by situation:")
    misses: Counter[str] = Counter()
    for sit, form in SITUATIONS.items():
        hits = 0
        for n in names():
            first, last = n.split()[0], n.split()[-1]
            text = form.format(n=n, first=first, last=last, N=n.upper(), low=n.lower())
            value = {"Surname, Given": f"{last}, {first}", "chat author": first, "greeting": first,
                     "given name alone": first, "capitals": n.upper(), "lower case": n.lower()}.get(sit, n)
            ok = any(f.entity == "PERSON" and value in text[f.start:f.end] for f in det.find(text))
            hits += ok
            if not ok:
                misses[f"{sit}: {text}"] += 1
        print(f"  {sit:18s} {hits:3d} / {len(names())} = {hits / len(names()):.3f}")
    print("  missed (first 12):", "; ".join(list(misses)[:12]))


def interface_strings(mo_files: list[str]) -> list[str]:
    out: set[str] = set()
    for f in mo_files:
        with open(f, "rb") as fh:
            catalog = gettext.GNUTranslations(fh)._catalog  # type: ignore[attr-defined]
        for key in catalog:
            msgid = key[0] if isinstance(key, tuple) else key
            if not isinstance(msgid, str) or not msgid or "\x04" in msgid:
                msgid = msgid.split("\x04")[-1] if isinstance(msgid, str) else ""
            text = re.sub(r"_(?=\w)", "", msgid).replace("%s", "").replace("%d", "").strip()
            if text and len(text) <= 80 and "\n" not in text:
                out.add(text)
    return sorted(out)


def overfill(det: Detector, strings: list[str]) -> None:
    titled = sorted({s.title() for s in strings} - set(strings))
    for label, group in (("as written", strings), ("Title Case", titled)):
        bad = [(s, [s[f.start:f.end] for f in det.find(s) if f.entity == "PERSON"]) for s in group]
        bad = [(s, b) for s, b in bad if b]
        print(f"interface strings wrongly given a name, {label}: {len(bad)} of {len(group)} = "
              f"{len(bad) / max(1, len(group)):.4f}")
        print("  e.g.", "; ".join(f"{s!r} → {b}" for s, b in bad[:10]))


def cpu(strings: list[str]) -> None:
    det = Detector(PrivacySettings(entities=["PERSON"]))
    t0 = time.process_time()
    for s in strings:
        det.find(s)
    dt = time.process_time() - t0
    print(f"CPU: PERSON alone {1e6 * dt / len(strings):.1f} µs a line over {len(strings)} lines")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--mo", nargs="*", default=["/usr/share/locale/de/LC_MESSAGES/gtk30.mo",
                                                 "/usr/share/locale/de/LC_MESSAGES/gtk20.mo"])
    a = ap.parse_args()
    t0 = time.process_time()
    det = Detector(PrivacySettings())
    print(f"detector with the gazetteer loaded: {time.process_time() - t0:.2f} s CPU")
    recall(det)
    strings = interface_strings([m for m in a.mo if Path(m).is_file()])
    overfill(det, strings)
    cpu(strings)


if __name__ == "__main__":
    main()
