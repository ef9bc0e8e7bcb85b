"""A secret under its key or label (`SECRET_VALUE`): the value of a key whose name says it is a secret
(`DB_PASSWORD=…`, `"clientSecret": "…"`, `password: …`, `Authorization: Bearer …`, `--token …`, `curl -u user:…`),
a password beside its field's label, and one-time codes, PINs and card security codes under theirs (`Your
verification code is 493021`, `PIN: 4821`, `CVV 123`, a dial string's passcode). Not a plain word behind `:`
(`Password: Required`), a mask, a placeholder (`${DB_PASSWORD}`, `<token>`) or code (`os.environ[...]`).
"""

from __future__ import annotations

import re

from cuaflow.tasks.privacy.fields import PASSWORD_OF, RECOVERY, SECRET
from cuaflow.tasks.privacy.found import Found
from cuaflow.tasks.privacy.interface import is_interface_word

# a key's last part names a secret (`AWS_SECRET_ACCESS_KEY`, `clientSecret`, `PGPASSWORD`, `api-key`); a
# longer word holding one is not (`tokenizer`, `bypass`, `keyboard`)
_SECRET_WORD = (r"(?:[A-Za-z0-9]*(?:password|passwd|passphrase|secret|token)|pass|pwd|pw|"
                r"session(?:[_-]?id)?|sess(?:ion)?id|sid|"
                r"(?:api|access|private|secret|auth|client|signing|encryption|master)[_ -]?key|apikey|"
                r"credentials?|auth)")
_KEY = re.compile(
    r"(?<![A-Za-z0-9_.-])_*(?:[A-Za-z0-9]+[_.-])*" + _SECRET_WORD + r"[\"']?[ \t]*(=>|:=|=|:|：)[ \t]*",
    re.IGNORECASE)
_SAID = re.compile(
    r"(?i)(?<![\w-])(?:password|passwort|kennwort|mot[ \t]+de[ \t]+passe|contraseña|clave|senha|пароль|"
    r"wi-?fi[ \t]+key|passphrase)[ \t]+(?:is|was|ist|lautet|est|es|è|é|:)[ \t]+(?:now[ \t]+)?")
# (with what it opens before or after it, and a colon: `Contraseña admin`, `Contraseña Wi-Fi:`, `Kata sandi`)
_BESIDE = re.compile(r"(?i)(?<![\w-])(?:" + PASSWORD_OF + r"[ \t]+)?(?:password|passwort|kennwort|"
                     r"mot[ \t]+de[ \t]+passe|contraseña|senha|passphrase|пароль|clave|kata[ \t]+sandi|"
                     r"parol[aă]|heslo|hasło|wachtwoord|lösenord|adgangskode|salasana)"
                     r"(?:[ \t]+" + PASSWORD_OF + r")?(?:[ \t]*\([^()\n]{1,30}\))?(?:[ \t]*[:：][ \t]*|[ \t]+)")
_FLAG = re.compile(r"(?<![\w-])--?(?:password|passwd|pass|token|api-?key|secret|auth-token|access-token)(?:=|[ \t]+)",
                   re.IGNORECASE)
_USER = re.compile(r"(?<![\w-])(?:-u|--user)[ \t]+[^\s:\"']+:", re.IGNORECASE)  # curl's user:password
_BEARER = re.compile(r"\b(?:bearer|basic|token)[ \t]+(?=[A-Za-z0-9._~+/-]{12,})", re.IGNORECASE)
# a one-time code, a PIN or a card's security code: digits (or groups of letters and digits) after its label
_CODE = re.compile(
    r"(?i)(?<![\w-])(?:(?:verification|reset|security|recovery|backup|one-time|login|sign-in|authentication|"
    r"confirmation|access|2fa|mfa|sms|door|alarm|meeting|entry|one[ \t]time|host|moderator|participant|"
    r"attendee|leader|gate|building|keypad|lock[ \t-]?box|key[ \t-]?safe|buzzer|intercom|entrance|portal|garage|"
    r"locker)[ \t]+codes?|código[ \t]+del[ \t]+portal|portal[ \t]+con[ \t]+código|(?:host|moderator)[ \t]+(?:key|pin)|"
    r"otp|pin|cvv2?|cvc2?|"
    r"passcode|participant[ \t]+(?:pin|code)|(?:push|mobile|sms-?|chip|photo)?tan|"
    r"(?:bestätigungs|sicherheits|anmelde|zugangs)code|code[ \t]+de[ \t]+(?:vérification|confirmation|sécurité)|"
    r"código(?:[ \t]+de[ \t]+(?:verificación|seguridad|acceso|autorización|autorizacion|confirmación|activación|"
    r"portabilidad|portabilidade|autorização|invitados?|entrada|puerta|portón))?|guest[ \t]+(?:code|pin)|"
    r"nip(?:[ \t]+de[ \t]+portabilidad)?|codice(?:[ \t]+di[ \t]+(?:verifica|autorizzazione|accesso))?|"
    r"puk2?|(?:port(?:ing)?|pac|transfer|authori[sz]ation|auth)[ \t]+code|"  # a SIM's PUK, a number-port code
    r"kod[ \t]+(?:recepty|dostępu|odbioru|weryfikacyjny|sms|pin)|klucz[ \t]+dostępu|"
    r"(?:abhol|zugangs|freischalt|aktivierungs|tür)code|pickup[ \t]+code|access[ \t]+key|"
    r"code[ \t]+(?:d'accès|de[ \t]+retrait|porte)|digicode|kapukód|"
    # a key safe's code without the word (`key safe 4471`, `sleutelkluis 2280`, `Schlüsseltresor 915`)
    r"key[ \t-]?safe(?:[^.\n:]{0,40}?[ \t,]code)?|lock[ \t-]?box|"
    # a code named by what it opens after it (`code for the block is 2580#`)
    r"code[ \t]+(?:for|to)[ \t]+the[ \t]+(?:block|door|front[ \t]+door|gate|building|entrance|main[ \t]+door|"
    r"lobby|garage|alarm|key[ \t-]?safe|flat|house)|sleutelkluis|schlüsseltresor|schlüsselsafe|nøgleboks|nyckelskåp|"
    r"boîte[ \t]+à[ \t]+clés|cassetta[ \t]+(?:di[ \t]+sicurezza|chiavi)|"
    r"alarm(?=[ \t]*:?[ \t]*\d{3,8}#))"  # an alarm panel's code ends on its `#` (not `alarm 0700`)
    r"\)?"  # `… number (PIN) 40917`
    r"(?:[ \t]*[:#=：][ \t]*|[ \t]+(?:is|was|es|est|ist|lautet|è|:)?[ \t]*)"
    r"(?P<value>(?=[A-Za-z0-9-]*\d)[A-Za-z0-9]{3,12}(?:-[A-Za-z0-9]{2,12})*"
    r"(?:[ \t,]+(?=[A-Za-z0-9-]*\d)[A-Za-z0-9]{3,12}(?:-[A-Za-z0-9]{2,12})*)*#?)")  # a keypad's `#` too
# a code before the label that names it (`sent me 847 219 as the login code`, `482913 is your code`)
_CODE_BEFORE = re.compile(
    r"(?i)(?<![\w-])(?P<value>(?:[A-Z]{1,3}-)?(?:\d{3,4}[ -]?\d{3,4}|\d{4,8}))[ \t]+(?:is[ \t]+(?:your|the|my)|"
    r"as[ \t]+(?:the|my|your))"
    r"[ \t]+(?:[\w-]+[ \t]+){0,2}(?:code|otp|pin|passcode|tan)\b")
# a passcode in a phone's dial string, after its pauses (`+16465588656,,83917264510#,,,,*582019#`)
_DIAL = re.compile(r"\d[,;]+(?:\d+#[,;]*)?\*?(?P<value>\d{4,12})#")
# an account recovery's answer after its question (`What is your mother's maiden name?` over `Mthembu`): the
# question's field holds the rest of its line or the line under it
# (or the question named in brackets after its label: `Security question (first school): Herzliya Gymnasium`)
_ANSWER = re.compile(r"(?i)(?<![\w])(?:security[ \t]+answer[ \t]*:?|security[ \t]+question[ \t]*\((?:" + RECOVERY
                     + r")\)[ \t]*:|" + RECOVERY + r")[ \t\n]*(?P<value>[^\W\d_]"
                     r"[\w'’. -]{0,40}?)(?=[ \t]*(?:$|\n|[◉●•(]|(?-i:Hide|Show)\b))")
_QUOTED = re.compile(r"\"([^\"\n]{4,200})\"|'([^'\n]{4,200})'|`([^`\n]{4,200})`")
_BARE = re.compile(r"[^\s\"'`,;]{4,200}")
_TOKEN = re.compile(r"[A-Za-z0-9._~+/-]{12,}=*")
_NOT_A_VALUE = re.compile(
    r"[*•●·∙x.\-_]+|<[^>]*>|\$\{?[A-Za-z_][A-Za-z0-9_]*\}?|\{\{.*\}\}|%\(?\w*\)?s|true|false|null|none|nil|"
    r"yes|no|on|off|required|optional|hidden|changeme\*+|[A-Za-z_][\w.]*\(.*|[A-Za-z_][\w.]*\[.*",
    re.IGNORECASE)
_WORD = re.compile(r"[A-Z]?[a-z]+|[A-Z]+")  # a word of the interface (`Required`, `Show`, `HIDDEN`)
_LOWER_WORD = re.compile(r"([a-z]{5,20})(?![\w@.-])")


def _secret_value(text: str, at: int, sep: str) -> tuple[int, int] | None:
    """The value that starts at `at`: quoted, or up to the next space; None for what is no secret (module
    docstring). `sep`: what joined it to its key (`:` lets a plain word through as the interface's)."""
    m = _QUOTED.match(text, at)
    if m is not None:
        k = next(i for i in (1, 2, 3) if m.group(i) is not None)
        start, end = m.start(k), m.end(k)
    elif (m := _BARE.match(text, at)) is not None:
        start, end = m.start(), m.end()
        while end > start and text[end - 1] in ".)]}>":  # a sentence's or a bracket's end is not the value's
            end -= 1
        if sep == ":" and _WORD.fullmatch(text[start:end]):
            return None
    else:
        return None
    value = text[start:end].strip()
    if len(value) < 4 or value[0] in "<{$%[" or _NOT_A_VALUE.fullmatch(value) \
            or value.startswith(("http://", "https://")):
        return None
    return start, start + len(text[start:end].rstrip())


def secrets(text: str) -> list[Found]:
    out: list[Found] = []
    for m in _KEY.finditer(text):
        span = _secret_value(text, m.end(), m.group(1))
        if span is not None:
            out.append(Found(SECRET, *span, 0.6, "keyed_secret"))
        elif "pass" in m.group(0).lower() and (w := _LOWER_WORD.match(text, m.end())) is not None \
                and not is_interface_word(w.group(1)) and not _NOT_A_VALUE.fullmatch(w.group(1)):
            # a password that is a word in lower case (a nursery's collection password, `password: bluebird`);
            # the interface writes its statuses capitalised (`Password: Required`)
            out.append(Found(SECRET, w.start(1), w.end(1), 0.6, "keyed_secret"))
    for m in _SAID.finditer(text):
        if (span := _secret_value(text, m.end(), ":")) is not None and any(c.isdigit() or not c.isalnum()
                                                                           for c in text[span[0]:span[1]]):
            out.append(Found(SECRET, *span, 0.6, "said_secret"))  # a plain word after `is` is prose
    for rx in (_FLAG, _USER):
        for m in rx.finditer(text):
            if (span := _secret_value(text, m.end(), "=")) is not None:
                out.append(Found(SECRET, *span, 0.6, "keyed_secret"))
    for m in _BEARER.finditer(text):
        if (t := _TOKEN.match(text, m.end())) is not None:
            out.append(Found(SECRET, t.start(), t.end(), 0.6, "keyed_secret"))
    out += [Found(SECRET, m.start("value"), m.end("value"), 0.6, "labelled_code") for m in _CODE.finditer(text)
            if (d := sum(c.isdigit() for c in m.group("value"))) >= 3 or (d and len(m.group("value")) >= 5)]
    for m in _BESIDE.finditer(text):  # a password beside its field's label, no colon: letters and digits mixed
        span = _secret_value(text, m.end(), ":")
        if span is not None and any(c.isdigit() for c in text[span[0]:span[1]]) and any(
                c.isalpha() for c in text[span[0]:span[1]]):
            out.append(Found(SECRET, *span, 0.6, "keyed_secret"))
    out += [Found(SECRET, m.start("value"), m.end("value"), 0.6, "labelled_code")
            for rx in (_CODE_BEFORE, _DIAL) for m in rx.finditer(text)]
    out += [Found(SECRET, m.start("value"), m.end("value"), 0.6, "recovery_answer") for m in _ANSWER.finditer(text)]
    return out
