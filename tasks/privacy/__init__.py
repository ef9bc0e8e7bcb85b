"""Personal data never leaves: recognisers over text, OCR over published frames, one surrogate per entity.

The one entry point is `redaction(settings)`: it hands the ingest stage its text scrubber (`Redaction.text`) and
the frames stage its frame redactor (`Redaction.frames`), each a no-op when `privacy.enabled` is false; a
recording that cannot be checked is quarantined with the one sentence of `errors.quarantine` (fail closed).
`audit` describes what a run did, for the run summary, the dataset's config, manifest and card.

| module | what |
|---|---|
| `recognisers.py` | the recogniser table (`RECOGNISERS`, one entry per entity type) and `Detector` |
| `found.py` | a match in a text (`Found`, `Hit`) and how overlapping matches are resolved |
| `matchers.py` | pattern recognisers with no language model: regexes, validators, libphonenumber |
| `phones.py` | phone numbers written the national way, beyond libphonenumber's matcher |
| `fields.py` | values private by their label: identity numbers, birth dates, addresses, accounts |
| `headers.py` | what a line that is only a label says of its column or field (`column_label`, `names_field`) |
| `keyed.py` | a secret under its key or label: `.env`, configs, headers, one-time codes, PINs |
| `streets.py` | a street address by its own shape, in any language, with its postcode and town |
| `logins.py` | an account's name without a label: home folders, prompts, mentions, handles |
| `handles.py` | a user's name made of a person's name (`mari.solheim`, `mhaugen`), a quoted message's author |
| `documents.py` | a travel document's machine-readable zone |
| `errors.py` | the one sentence a recording is quarantined with when it cannot be checked |
| `glued.py` | identifiers as OCR hands them over: glued, split, misread (scanners and variants) |
| `rewritten.py` | values written another way: in a web address, said aloud, a card in comma groups |
| `patterns.py` | regexes of secrets Presidio does not ship |
| `national.py` | national identity numbers recognised by their check digits and dates, without a label |
| `id_checks.py` | each national identity number's check: digits, letters, a birth date, prefix rules |
| `devices.py` | a vehicle's and a device's number alone: British, Italian, French and German plates, a MAC address |
| `nearmiss.py` | identifiers judged from their shape when OCR broke their checksum (IBAN, card, key, e-mail, IPv6) |
| `scripts.py` | deny-listed terms in Cyrillic and Greek, and as OCR's Latin look-alikes of them (skeletons) |
| `typed.py` | the starts of a value typed in pieces, found on screen while it is being typed |
| `names.py` | names the recording reveals (paths, signed-in account, e-mail local parts) → its deny-list |
| `persons.py` | people's names nobody listed: the gazetteer's names and layout cues |
| `kin.py` | names by who they are to someone (`Tom (husband)`, a statement's payee), Vietnamese names whole |
| `households.py` | a couple's names as one, a given name in a device's or a profile's name (`Tom's iPad`) |
| `registers.py` | a register's names: `Surname, I.`, `I SURNAME` in capitals, `Given I.` |
| `person_cues.py` | where a name sits: the labels, titles, greetings, relations and narrations before one |
| `gazetteer.py` | given names, surnames, common words (Faker, Mimesis); Greek and Cyrillic skeletons, romanised |
| `interface.py` | the UI vocabulary: never part of a name; what strict mode keeps readable |
| `strict.py` | strict mode: every OCR line that is not interface text filled |
| `unreadable.py` | a line OCR could not read (low score, garbled: Hebrew, Arabic, Hangul) filled whole |
| `withheld.py` | what a private line's published text withholds and is shaped like a value, filled too |
| `labels.py` | the application's own labels learned across recordings (k-anonymity), their reviewed file |
| `learn.py` | what `cuaflow labels learn` reads: scrubbed accessibility names, committed OCR lines not private |
| `surrogates.py` | `<EMAIL_1>`-style surrogates and the redaction records |
| `text.py` | text at ingest: typed text, accessibility names, metadata, logged lines, vendor texts |
| `onscreen.py` | the recognisers over a frame's OCR lines (tasks/ocr/): rows and wrapped rows joined, matches |
| `flanks.py` | an address's loose ends: its flat, town, building or country beside or over and under its hit |
| `name_lines.py` | a name across a box's edge: wrapped at a paragraph line's end, carried on by its box's names |
| `redactor.py` | the frame redactor: fill and marker, records, each frame's lines with surrogates |
| `audit.py` | what a run did: engine, entities, list sizes, counts per type and place |
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from cuaflow.schemas.recording import LoadedRecording
from cuaflow.schemas.settings import OcrSettings, PrivacySettings
from cuaflow.tasks.ocr.errors import OcrError
from cuaflow.tasks.ocr.lines import OcrLine
from cuaflow.tasks.ocr.ocr import release_ocr
from cuaflow.tasks.ocr.text import TextReader
from cuaflow.tasks.ocr.use import OcrUse
from cuaflow.tasks.privacy.errors import PrivacyError, quarantine
from cuaflow.tasks.privacy.recognisers import RECOGNISERS, Detector, detector_for
from cuaflow.tasks.privacy.redactor import FrameRedactor, NoRedaction, Redactor
from cuaflow.tasks.privacy.strict import control_names
from cuaflow.tasks.privacy.surrogates import Labels, counts
from cuaflow.tasks.privacy.text import scrub_recording

__all__ = ["RECOGNISERS", "Detector", "FrameRedactor", "Labels", "NoRedaction", "OcrLine", "PrivacyError",
           "Redaction", "Redactor", "counts", "detector_for", "quarantine", "redaction", "release_ocr"]


@dataclass(frozen=True)
class Redaction:
    """What privacy gives a recording's stages, from its settings."""

    settings: PrivacySettings
    ocr: OcrSettings = field(default_factory=OcrSettings)  # the engine that reads the frames

    def text(self, rec: LoadedRecording, typing_gap_ms: int) -> LoadedRecording:
        """The loaded recording with every text scrubbed (`text.scrub_recording`); unchanged when off.
        Raises the quarantine of a recording that cannot be checked."""
        if not self.settings.enabled:
            return rec
        try:
            return scrub_recording(rec, self.settings, typing_gap_ms)
        except PrivacyError as exc:
            raise quarantine(exc) from exc

    def frames(self, rec: LoadedRecording, name_of: Callable[[float], str], use: OcrUse | None = None) -> Redactor:
        """What each kept frame goes through for the readers `use` names (tasks/ocr/use.py; default: privacy's
        alone): privacy's `redactor.FrameRedactor` when it reads them (a missing engine raises the quarantine
        before any frame is written: fail closed), else a pass-through that reads them with the OCR wing's
        `TextReader` when the targets do (an engine that cannot load then reads nothing)."""
        use = use or OcrUse(privacy=self.settings.mode if self.settings.enabled else None, targets=False)
        if use.privacy is not None:
            return self._redactor(rec, name_of)
        if use.reads:
            try:
                return NoRedaction(TextReader(self.ocr, name_of))
            except OcrError:
                return NoRedaction()
        return NoRedaction()

    def _redactor(self, rec: LoadedRecording, name_of: Callable[[float], str]) -> FrameRedactor:
        rid = rec.meta.recording_id
        labels = Labels(rec.input_hash or rid, dict(rec.meta.privacy_labels))
        try:
            own = (*control_names(rec), *self.settings.interface_words) if self.settings.mode == "strict" else ()
            return FrameRedactor(self.settings, labels, rid, name_of, interface=own, ocr=self.ocr)
        except (PrivacyError, OcrError) as exc:
            raise quarantine(exc) from exc


def redaction(settings: PrivacySettings, ocr: OcrSettings | None = None) -> Redaction:
    return Redaction(settings, ocr or OcrSettings())
