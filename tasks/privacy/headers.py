"""What a line that is only a label says of the values beside or under it: a table's header over a column of
identity numbers, birth dates, addresses, accounts or phones (`column_label`), of e-mail addresses (`names_email`)
or of people's names (`names_column`), and a form's label over its field (`names_field`). `onscreen.py` reads a
column's cells, or the line under a label, with what these say; the labels themselves are `fields.py`'s
(`field_entity`)."""

from __future__ import annotations

import functools
import re

from cuaflow.tasks.privacy.fields import ACCOUNT, ADDRESS, BIRTH, HEADER_MARKS, ID_NUMBER, field_entity
from cuaflow.tasks.privacy.person_cues import NAME_FIELD
from cuaflow.tasks.privacy.phones import ENTITY as PHONE


@functools.lru_cache(maxsize=65536)  # over every line of every frame
def heads_column(text: str) -> bool:
    """A line that is only a label naming an identity number, a date of birth, an address or a phone (`Date of
    birth`, `SSN`, `Home address ▲`, `Telefon`: `field_entity`), or alternatives one of which does (`Passport /
    ID`): a table's header whose column holds such values (`column_label`)."""
    return column_label(text) is not None


_COLUMN_KINDS = (ID_NUMBER, BIRTH, ADDRESS, ACCOUNT, PHONE)
_ALTERNATIVES = re.compile(r"[ \t]*[/|][ \t]*")


@functools.lru_cache(maxsize=65536)
def column_label(text: str) -> str | None:
    """The label a column's header gives its cells (its alternative that names them: `Passport` of `Passport /
    ID`), without sort arrows or stars; None for a header of no such column."""
    t = text.strip(HEADER_MARKS)
    for part in [t, *(_ALTERNATIVES.split(t) if "/" in t or "|" in t else ())]:
        if field_entity(part) in _COLUMN_KINDS or _NAME_HEADER.fullmatch(part):
            return part
    return None


# a column of e-mail addresses: its cells are addresses, whole or cut by an ellipsis (`anneliese.fitzgerald-ha…`)
# (`Emall`, `E-maiI`: OCR reads an `i` and an `l` for each other, at small sizes most)
_EMAIL_HEADER = re.compile(r"(?i)(?:e-?ma[il1|][l1|I]|e-?mail[ \t]+address|mail|courriel|adresse[ \t]+e-?mail|correo"
                           r"(?:[ \t]+electr[oó]nico)?|e-?post|sähköposti|邮箱|电子邮件|メール|メールアドレス|이메일|"
                           r"почта|эл\.?[ \t]*почта)")


def names_email(text: str) -> bool:
    """A header over e-mail addresses (`Email ▲`, `E-Mail-Adresse`, `Correo`)."""
    return bool(_EMAIL_HEADER.fullmatch(text.strip(HEADER_MARKS)))


def names_column(text: str) -> bool:
    """A header over people's given names or surnames (`First name`, `Nachname`): `heads_column`'s person kind."""
    return bool(_NAME_HEADER.fullmatch(text.strip(HEADER_MARKS)))


# a column of people's given names or surnames (not `Name`: a file's, a product's, a team's)
_NAME_HEADER = re.compile(r"(?i)first[ \t]+name|last[ \t]+name|given[ \t]+name|surname|family[ \t]+name|full[ \t]+name|"
                          r"vorname|nachname|prénom|nom[ \t]+de[ \t]+famille|nombre|apellidos?|cognome|voornaam|"
                          r"achternaam|imię|nazwisko|förnamn|efternamn|fornavn|etternavn|efternavn|"
                          # a role held by a person only: its column holds people's names (not `Customer`, `Owner`,
                          # `From`: a company's, a team's, a service's as often)
                          r"patient(?:in)?|patiënt|paciente|clinician|dentist|doctor|physician|hygienist|therapist|"
                          r"nurse|tenant|guest|passenger|employee|student|pupil|teacher|tutor|candidate|applicant|"
                          r"attendee|participant|assignee|reviewer|approver|requester|advis[eo]r|contact[ \t]+person|"
                          r"betreuer(?:in)?|sachbearbeiter(?:in)?|ansprechpartner(?:in)?|mitarbeiter(?:in)?|"
                          r"mieter(?:in)?|schüler(?:in)?|lehrer(?:in)?|arzt|ärztin|behandler(?:in)?|locataire|élève|"
                          r"salarié|inquilino|alumno|empleado|huurder|medewerker|behandelaar")


@functools.lru_cache(maxsize=65536)  # over every row's last line of every frame
def names_field(text: str) -> bool:
    """A line that is only a form's label naming what its field holds: one of this module's types
    (`field_entity`), a person's name (`Nom`, `Full name`, `氏名`: `person_cues.NAME_FIELD`), or any label before
    its colon (`Customer:`)."""
    t = text.strip()
    return t.endswith((":", "：")) or field_entity(t) is not None or bool(NAME_FIELD.fullmatch(t.strip(HEADER_MARKS)))
