"""Interface text: the words of menus, buttons, headings and labels of common applications.

Two readers: the PERSON recogniser (`persons.py`) never takes one of these words as part of a name (`Will`, `Mark`,
`Grant` and `Page` are given names; `Mark All`, `Grant Access` are commands), and strict mode (`strict.py`) keeps a
line made only of these words, of the recording's controls' names and of the deployment's own labels
(`privacy.interface_words`). The list is written for that purpose, in English (the OCR engine reads Latin and
Greek script only); it is never used to measure over-redaction: the benchmarks count the UI words of their own
rendered applications.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterable

_VOCABULARY = """
about accept access account accounts action actions activity add added address addresses admin advanced agenda
alert alerts align all allow amount analytics and answer any app application applications apply appearance
apps archive archived are arrange as ascending assign assigned at attach attached attachment attachments audio
auto automatic available away back background backup balance bar batch before below beta billing blank block
blocked bold bookmark bookmarks border bottom browse browser build bulk business button by calendar call calls
cancel cancelled card cards cart categories category cell cells center change changes channel channels chart
chat chats check checkout checked choose city clear click client clients clipboard close closed cloud code
collapse color colour column columns comment comments commit company compose conditional configure confirm
connect connected console contact contacts content continue copy count country create created credit crop
currency current custom customer customers customize cut dark dashboard data date day days deal deals debug
default delete deleted deliver delivered delivery dense descending description design desktop details developer
device devices dialog direct directory disable disabled discard disconnect discussion display do document
documents done down download downloads draft drafts drag drive due duplicate edit edited editor email emails
empty enable enabled end enter entries entry error errors event events every everyone exit expand explore export
extensions external favorite favorites favourites feed feedback field fields file files fill filter filters find
finish first fit flag flagged folder folders follow font footer for format forms forward free from full function
functions general get go goal goals good grant grid group groups guest guide header heading headings help hidden
hide high highlight history home hour hours id image images import important in inbox info information insert
install installed integrations invite invoice invoices is issue issues italic item items job join jump junk just
keep key keyboard keys label labels language last later layout lead leads learn leave left less library light like
line lines link links list lists live load loading local location lock log login logout low mail main manage
manager map mark maximize me media meet meeting meetings member members mention mentions menu merge message
messages method minimize minute minutes mobile mode modified month more most move music mute my name names
navigate network new next no none normal not note notes notification notifications now number numbers of off
office offline ok on online only open opened options or order orders organization other others out outbox
output overview owner page pages paid paste pause pay payment payments pending people permissions person phone
photos pin pinned plan play please plugins policy post posted preferences preview previous price print priority
privacy private product products profile project projects promotions properties public publish quick quote
read recent recents record redo refresh region register reject reload remind reminder remove rename reply report
reports request required reset resolve resolved restore results resume return review right role roles room
rooms row rows rule rules run save saved schedule search security see select selected selection send sent
server service session sessions set settings setup share shared sheet sheets shift shipping shop show sign
signature size skip snooze snoozed social sort source spam spaces spelling start starred state status stop
storage store street style subject submit subscribe subtotal summary support switch sync system tab table
tabs tag tags task tasks tax team teams template templates terminal terms test text theme this thread threads
time title to today tomorrow tool toolbar tools top total track transfer trash trends type undo unread unpin
unsubscribe up update updated updates upgrade upload user username users value version video view views
visible voice wallet watch web week welcome what when where window windows with work workspace write year
yes yesterday you your zoom
mon tue wed thu fri sat sun jan feb mar apr jun jul aug sep oct nov dec
monday tuesday wednesday thursday friday saturday sunday january february march april may june july august
september october november december
a an the of to in on at by for from with without into onto over under about after before and or but nor not no
is are was were be been being has have had do does did can could will would shall should may might must it its
this that these those there here than then too very so such only also long short too many much more most less few
"""

WORDS: frozenset[str] = frozenset(_VOCABULARY.split())
_WORD = re.compile(r"[^\W\d_]+")


@functools.lru_cache(maxsize=65_536)
def fold(word: str) -> str:
    """Case- and accent-blind key of a word."""
    if word.isascii():  # no accents, nothing to decompose, and casefold is lower: ~60,000 gazetteer names at load
        return word.lower()
    return "".join(c for c in unicodedata.normalize("NFKD", word.casefold()) if not unicodedata.combining(c))


def is_interface_word(word: str) -> bool:
    return fold(word) in WORDS


@functools.lru_cache(maxsize=64)
def vocabulary(extra: tuple[str, ...] = ()) -> frozenset[str]:
    """The interface words and a deployment's or recording's own (their words, folded)."""
    return WORDS | {fold(w) for text in extra for w in _WORD.findall(text)}


def words_of(texts: Iterable[str]) -> tuple[str, ...]:
    return tuple(sorted({fold(w) for t in texts for w in _WORD.findall(t)}))
