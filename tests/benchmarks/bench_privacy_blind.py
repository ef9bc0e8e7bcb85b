"""Privacy on the blind sets of screens: what the redaction misses, in detail.

    .venv/bin/python tests/benchmarks/bench_privacy_blind.py [--set 1|2|…|26] [--source DIR] [--out DIR]

Renders (or reuses, `--source`) one set's recordings of real-looking applications — set 1 (tests/
privacy_screens_blind.py): a chat, a calendar invite at device scale 2, online banking, orders and a shipping label,
browser devtools and a log viewer, HR forms in four languages, a helpdesk ticket and an admin user table; set 2
(tests/privacy_screens_blind2.py): web mail, a Polish patient portal, payslips and a boxed F24 form, Chinese and
Korean CRM cards and a spreadsheet scrolled past its header, a dark terminal, classifieds and a profile, a phone's
messages and contacts; set 3 (tests/privacy_screens_blind3.py): a dark video call, a git host and its CI log,
Cyrillic, Greek and Hebrew forms, a travel booking in small text, a CRM grid, a password vault, a file explorer
beside a terminal; set 4 (tests/privacy_screens_blind4.py): a document editor with a letter and its share dialog, a
PDF viewer with an invoice and a scanned contract, an issue tracker and its history, Brazilian, employer-of-record
and Arabic right-to-left forms, autocomplete suggestions and pop-ups, two phone screens at device scale 2, a dense
customer table in a light and a dark low-contrast theme; set 5 (tests/privacy_screens_blind5.py): a desktop mail
client with a signature block, a quoted reply chain and a forwarded message, a team workspace at device scale 2 (a
profile pop-over, pasted `env` output, a people directory), a CV and an ATS candidate table, an e-commerce order page
and customers search, a hotel front desk (an arrivals grid at 80 %, a serif registration card with a passport's MRZ, a
school group's rooming list), a US tax return's boxed SSNs, direct deposit and confirmation, a cloud console's IAM
users, API keys and dark 2FA backup codes; set 6 (tests/privacy_screens_blind6.py): a database client's result grid
and a notebook's printed DataFrame, a hospital chart and a serif lab report, a crypto wallet's recovery phrase,
receive addresses and an exchange's identity check, a ride-hailing phone app at device scale 2, a rental application
and a motor insurance claim, an OS settings page and a dark contacts card, a dark code editor's JSON-lines log, `.env`,
private key and vCard file; set 7 (tests/privacy_screens_blind7.py): a school class roster with a Ukrainian note and a
printed report card, Swedish, Danish and Belgian government pages and a judgment in capitals, a genealogy tree and
profile, a Kanban board and an opened card, parcel tracking and a courier app at device scale 2, a Spanish vet clinic
and a UK pharmacy record, a browser's history library, downloads page and a screen-share picker with a 60 % preview;
set 8 (tests/privacy_screens_blind8.py): a phone's lock screen, emergency information and
notification history at device scale 2, a food-delivery checkout, rider chat and dark order history, a dating profile,
thread and account recovery with security answers, a shop's point of sale (customers surname first, a till receipt, a
keyed-in card, a CSV import), a property listing, viewing schedule and land-registry extract, a club roster PDF at 72 %,
a right-to-left Persian messenger and a Chinese payment app at device scale 2; set 9 (tests/privacy_screens_blind9.py):
an ERP vendor master in grey fields, a purchase-order grid and a dual-control bank change, an HR worker record, direct
deposit with a void cheque and a payroll register at 80 %, a call centre's softphone and CRM at device scale 2, a
bank's KYC review (a scanned identity card under a watermark, sanctions hits, a bill at 67 %), a legal matter and its
docket at 75 %, a German Jobcenter case file with a letter at 75 %, a haulage driver roster and a Gantt board at 67 %;
set 10 (tests/privacy_screens_blind10.py): an API client's headers, JSON bodies, environment and console, a dark log
explorer and trace view, a directory console's attribute editor, an identity admin's temporary password and an LDIF
export, a database admin web UI's grid, edit form and SQL export, an object-storage console's keys, metadata and a
cloud shell with a presigned URL, a packet analyser at device scale 2 (an HTTP form login and its hex dump, SIP
calls), a mail server's queue, a raw message and its logs;
set 11 (tests/privacy_screens_blind11.py): an Austrian telehealth video visit with its chat and an e-prescription at
device scale 2, a Finnish student portal's transcript, an enrolment certificate and a student card, French Ameli and
CAF pages, a Korean shop's checkout, order history and address book, a Portuguese residents' group chat and its
participants, a Dutch newsletter segment and subscriber import, a visa application's details and document uploads;
set 12 (tests/privacy_screens_blind12.py): a note-taking app's meeting notes, trip page with a passport scan's caption
and quick-find, a slide deck's speaker notes, comments and dark presenter view, a photo manager's EXIF, face tags and
export dialog at device scale 2, a form builder's responses, a call transcript with values spelt out in words and a
video editor's subtitles, a spreadsheet's pivot table, chart and cell comment, a whiteboard's sticky notes at 60 %;
set 13 (tests/privacy_screens_blind13.py): an Icelandic airline's booking, advance passenger information and dark
boarding passes, a car-rental counter with a UK driving licence and its agreement at 75 %, a Hungarian parking-fines
register of foreign plates at 80 % and a case with an objection, a Turkish EV-charging app at device scale 2, a
Mexican passport appointment (CURP, RFC) and its receipt at 67 %, a Japanese ward office's moving-in form (My
Number, furigana) at device scale 2, a Czech vehicle transfer (rodné číslo) and a dark citizen-portal message;
set 14 (tests/privacy_screens_blind14.py): a professional network's profile with its contact info and a recruiter's
thread, a micro-blog's mentions (a doxxing reply) and direct messages at device scale 2, a tenants' forum thread, its
chat server's member list and a moderator log, a charity donor CRM record and a Gift Aid schedule at 80 %, a wedding
guest list at 67 % and seating chart with an RSVP, a Scout member record and a parent helper rota PDF at 75 %, a
freelance contract, a W-8BEN form and an identity review with a Chinese identity card;
set 15 (tests/privacy_screens_blind15.py): a Nigerian bank's dashboard, transfer receipt and KYC profile (BVN, NIN,
NUBANs) at device scale 2, an Indian UPI app's dark history (VPAs) and a KYC page with an e-Aadhaar at 75 %, a Kenyan
M-Pesa statement in small grey type and a chama's ledger and chat, a South African home-loan application and a credit
report at 80 %, an Israeli national-insurance page in Hebrew right to left and a SWIFT transfer, a Singapore to
Philippines remittance app and a boxed PhilHealth form at device scale 2, an Australian and New Zealand payroll (TFN,
IRD number) with a payslip at 67 %;
set 16 (tests/privacy_screens_blind16.py): a dark video call's gallery, participants, chat, captions and meeting info
at device scale 2, a dark low-contrast mail client with a calendar panel and recipient suggestions, a spreadsheet at
80 % with frozen panes, merged cells, a cell note and a find-and-replace dialog, tmux panes with `git log`, `git blame`
and `git shortlog` at device scale 2 and a merge request diff at 125 %, a CRM board at 67 % and a deal drawer, an org
chart at 125 % with a hover card and an expense claim filled in handwriting beside a scanned receipt, a travel booking
at 150 % under the browser's autofill and a password manager's pop-ups;
set 17 (tests/privacy_screens_blind17.py): a Romanian energy supplier's portal with grey contact details and a
direct-debit mandate at 150 % (a CNP typed over two states, a toast over the form), a Chilean mobile operator's
account at 80 % with a tooltip over its call table and a PUK modal over the dimmed SIM page, a Polish dental
clinic's patient app at 125 % (a narrow wrapped patient card, a child's PESEL on a pill, her record), an Indonesian
gym's member card, profile, classes and guest pass at device scale 2, a Czech library's loans and holds at 67 % with
grey read-only fields, a Brazilian school admissions form and review at 75 % (two CPFs, a wrapped summary, a help
chat, a toast), a Vietnamese marketplace's checkout under an address autocomplete, order details and shop chat at
device scale 2;
set 18 (tests/privacy_screens_blind18.py): a dental practice's patient chart with clinical notes and a recall list in
10 px text under a tooltip, a Vienna tax adviser's client list at 80 % under a right-click menu (SVNR, Steuer-ID, AHV)
and a German tax e-filing form at 125 %, an immigration lawyer's case file at device scale 2 with a blurred, rotated
passport scan (MRZ, a name in Arabic script), a Dutch staffing agency's timesheets and payroll record side by side
and a CSV export above a fixed-width payment file, a Belgian notary's draft deed at 50 % and 150 % with a comment, a
German insurance broker's policies at 67 % (plates and policy numbers beside premiums) and a customer record at 75 %,
a Dublin letting agent's tenant ledger at device scale 2 and an arrears letter's print preview;
set 19 (tests/privacy_screens_blind19.py): an airline's booking, seat map and dark boarding passes (names as
`OKAFOR/CHINEDU MR`, the barcode's text), a car rental counter at 80 % and its agreement at 125 %, a Schengen visa
application at 150 % half typed with red errors (Aadhaar, PAN) and complete, a South African bank's onboarding app at
device scale 2 (ID number, a photographed ID card, text over a photo), Turkish e-government border crossings and a
civil register at 67 % (T.C. Kimlik No), an M-Pesa statement wrapping numbers and a Nigerian wallet (BVN, NIN) at
device scale 2, a Norwegian train app (fødselsnummer) and a dark money transfer app's recipients under a hover card
and its review;
set 20 (tests/privacy_screens_blind20.py): a product forum's thread (usernames made from names, avatars with
initials, signatures, a greyed quote, @mentions, a name cut by an ellipsis) and its dark moderator view (IPs, a
reported post, a log), a social network's notifications, direct messages and profile about box on phones at device
scale 2, a dark video meeting's participants panel and live transcript at device scale 2, a shared spreadsheet at
90 % with a cell comment and collaborator avatars and its version history, a code review at 80 % (authors' e-mails,
`Signed-off-by:` trailers, @mentions), its diff at 150 % with a leaked secret and a team wiki's on-call rota at 75 %,
a telecom's support chat widget and its agent console at 67 % under toasts, a scheduling page and its confirmation
e-mail at 125 % with token links;
set 21 (tests/privacy_screens_blind21.py): a warehouse management system's pick list at 80 % (ship-to names in a narrow
column, a gift message), its pack station beside a shipping label in capitals and its returns desk (a Polish IBAN), a
delivery driver's app in a dark theme on phones at device scale 2 (route cards wrapping recipients' addresses,
safe-place notes, GPS coordinates of a home stop, a phone with dots, a signature), a shop's point-of-sale screen with a
loyalty customer and its monospace receipt at 125 %, a field technician's work order and sign-off at device scale 2
(a direct line with an extension, a key-safe code, a card number in a note, a handwriting-style signature), a parcel
locker's e-mail and a courier's e-mail at 150 %, a customs declaration (CN23) form and its print at 75 %, a fleet
telematics dashboard (a driver's licence number and his own car's plate beside his name) and its trips at 67 %
set 22 (tests/privacy_screens_blind22.py): a university's class roster (names surname first with preferred names in
brackets, e-mails split by a narrow column) under a hover card, a transcript's print preview at 75 % and an
advisor's dark notes, a survey export scrolled sideways past its respondent columns (free-text answers with an
address, a phone and an e-mail) and one Spanish response under an export dialog with an API token, a clinical
study's French case report forms at device scale 2 (initials, a narrative naming the participant, a query hover card,
an audit trail), a Turkish library's patron record at 80 % under a toast and its holds and fine payment at 125 %, a
Spanish court's e-filing case file under a hover card and a filing at 150 % under a toast, an Arabic scholarship
application right to left and its English review at 67 %, a French school's parent portal on phones at device scale 2;
set 23 (tests/privacy_screens_blind23.py): a letting agent's tenant application (a co-applicant's name without
diacritics, an employer's HR contact) and its references and guarantor at 125 % (a rent account's IBAN in groups), a
Dutch property management system's tickets at 80 % (tenants sorted under their surnames without the particle,
flats with their floors) and a ticket with a key-safe and an alarm code, a Dutch mortgage fact-find (BSNs,
dependants' dates of birth in a table) and its advice summary at 67 %, an Italian motor claim (codici fiscali, plates,
the other driver's policy, a witness) and its collision sketch at 150 % with plates in the caption, a Swedish home
insurance comparison (personnummer, `lgh 1102`) and its application at 75 %, an estate agent's viewings on phones at
device scale 2 beside listings' addresses, a neighbourhood app's dark feed at device scale 2 with posts in English
and Vietnamese;
set 24 (tests/privacy_screens_blind24.py): a Porto hotel's arrivals and a German guest's check-in (a Personalausweis
number, a booking made by an assistant), a registration card's print preview at 75 % (a Greek name in capitals surname
first, a passport number beside the nationality) and a Portuguese folio with a NIF, a Munich restaurant's reservation
book (notes with allergies, a child's name and a phone) and a guest profile at 125 %, a conference's attendee list at
80 % (Indian mobiles), a badge print preview in a large display font and an order booked for colleagues, a Greek
marathon's runner record (AMKA, emergency contacts as `Name (relation) phone`) and a dark medical desk at 150 %, a
Danish children's football club on a tablet at device scale 2 (dates of birth beside age groups, parents' phones, a
CPR number), a Leipzig gym's member photo card and a SEPA mandate at 67 % (a monospace IBAN beside the mandate
reference), a Portuguese wedding planner's guest list of couples and addresses wrapped in a narrow column and a gift
list's IBAN on phones at device scale 2;
set 25 (tests/privacy_screens_blind25.py): a care home's resident summary (a date of birth with the age in brackets,
an NHS number in 3-3-4 groups, next of kin as `Name (daughter) phone`), its medication chart at 75 % (staff initials
beside the doses' times) and care plan (next of kin in a sentence, a handwriting-style signature), a home-care
agency's visits and a client's key-safe and door codes on a carer's phones at device scale 2 and a dark visit note
and timesheet, a nursery's pick-up authorisations under drawn photos (`password: bluebird`, a couple with `&`) and
its sign-out register with signatures, a Czech social worker's client file (a birth number with its slash, a bank
account number) and case notes at 150 % (a listed surname declined after `paní`), a Brussels vet's owner and pet
record at 125 % (a microchip number beside the owner's mobile, a listed Japanese name in romaji) and the dog
register's form (a Belgian national register number, an IBAN), a Kraków pharmacy's e-prescription queue at 80 % and
a prescription (`Pani`, a PESEL in a field, an address wrapped in a narrow column, an identity card number), a Tokyo
ward office's disability welfare application (a My Number in a field, a listed name in kanji) and its second page
at 67 % (a bank account, a seal);
set 26 (tests/privacy_screens_blind26.py): a Mexican mobile operator's call-centre CRM (an identity check with a
CURP and an RFC, a SIM swap with an ICCID and an IMEI) and a PUK modal at 125 % beside a porting NIP, a Monterrey
broadband installer's job sheet on a tablet at device scale 2 (a gate code, a car's plate, a neighbour) and its
sign-off (a Wi-Fi key, a public IP, a handwriting-style signature), a Cluj water utility's meter readings at 80 % (a
CNP, meter serials not private) and a payment plan, a game platform's dark support ticket (gamer tags made of names, a
chat log quoting a phone number) and a payout at 150 % (a Romanian IBAN), an Indonesian esports team roster (dates of
birth, handles, a guardian's consent box) and a consent form's print preview at 75 % (NIKs), a streaming service's
account and household and its devices at 67 % (`Tom's iPad`, sign-in IPs), a smart-home app's dark devices and Wi-Fi
settings on phones at device scale 2 (`Cámara cuarto de Diego`, a router's admin password, a local API token)
— runs them through the pipeline with
the default settings
and the rig's deny-list, and prints markdown: identifiers whose every character is filled in every published frame
showing them, by type and by situation; `PERSON` (names nobody listed) apart; UI words filled by mistake (which);
`ocr_lines` rows marked private; then every identifier not fully filled (recording, screen state, kind, value,
characters left uncovered, and the `ocr_lines` rows over it: what the OCR read there and whether it was marked
private), and every identifier value found in any output byte, with the file (and a parquet file's column).
"""

from __future__ import annotations

import argparse
import io
import pickle
import shutil
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import numpy as np
from PIL import Image

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/: the rig and the synthetic recordings

from day import run_day
from privacy_corpus import covered
from privacy_screens import by, score
from privacy_screens_blind import BlindRig
from synth import read_barcodes

from cuaflow.connectors.storage import open_root
from cuaflow.schemas.config import RunContext
from cuaflow.schemas.settings import PipelineSettings, PrivacySettings
from cuaflow.tasks.committed import read_table

DATE = "2025-01-01"
# each screen state's name, by recording (every set's: their ids differ)
STATES = {"blind0": ["chat channel", "chat DM"], "blind1": ["calendar event", "find a time"],
          "blind2": ["transactions", "transfer confirmation"], "blind3": ["US order", "shipping label", "JP order"],
          "blind4": ["devtools headers", "devtools JSON", "log viewer"], "blind5": ["HR de", "HR fr", "HR es", "HR ja"],
          "blind6": ["helpdesk ticket", "admin users"],
          "blindb0": ["mail compose", "mail read"], "blindb1": ["patient profile", "prescriptions"],
          "blindb2": ["UK payslip", "NL loonstrook", "IT F24 boxed"], "blindb3": ["CRM zh", "CRM ko", "sheet scrolled"],
          "blindb4": ["kubectl secret", "git diff", "ssh session"], "blindb5": ["classifieds", "social profile"],
          "blindb6": ["SMS thread", "contacts"],
          "blindc0": ["call chat", "call people"], "blindc1": ["commit diff", "CI log"],
          "blindc2": ["RU profile", "GR account", "HE contact"], "blindc3": ["booking confirmed", "APIS form"],
          "blindc4": ["CRM grid", "password vault", "explorer + shell"],
          "blindd0": ["doc letter", "doc share dialog"], "blindd1": ["PDF invoice", "PDF scanned contract"],
          "blindd2": ["issue description", "issue history"],
          "blindd3": ["BR checkout", "EOR identity table", "AR bank form"],
          "blindd4": ["To suggestions + toast", "address autofill", "save password + notifications"],
          "blindd5": ["phone bank", "phone chat + shade"], "blindd6": ["BI table light", "BI table dark"],
          "blinde0": ["mail reply + signature", "mail forwarded"],
          "blinde1": ["thread + profile pop-over", "people directory"],
          "blinde2": ["CV + scorecard", "ATS candidates"], "blinde3": ["order page", "customers search"],
          "blinde4": ["arrivals 80%", "registration card + MRZ", "rooming list"],
          "blinde5": ["1040 personal + dependants", "refund + sign", "confirmation"],
          "blinde6": ["IAM users", "API keys + webhook", "security 2FA dark"],
          "blindf0": ["SQL grid + value viewer", "notebook DataFrame"], "blindf1": ["patient chart", "lab report"],
          "blindf2": ["recovery phrase", "receive addresses", "exchange KYC"],
          "blindf3": ["ride map + driver", "call sheet + chat", "trip receipt"],
          "blindf4": ["rental application", "insurance claim"], "blindf5": ["OS settings your info", "contacts dark"],
          "blindf6": ["editor JSON lines", "editor .env + terminal", "editor key + vCard"],
          "blindg0": ["class roster + UA note", "report card print"],
          "blindg1": ["SE personbevis", "DK letter", "BE judgment caps"], "blindg2": ["family tree", "person profile"],
          "blindg3": ["Kanban board", "Kanban card modal"],
          "blindg4": ["tracking page", "courier route list", "proof of delivery"],
          "blindg5": ["vet clinic ES", "pharmacy PMR"],
          "blindg6": ["history library dark", "downloads", "share picker 60%"],
          "blindh0": ["lock screen + emergency info", "group notification + history"],
          "blindh1": ["food checkout", "rider tracking + chat", "order history dark"],
          "blindh2": ["dating profile", "dating thread", "account recovery"],
          "blindh3": ["POS customers", "receipt + keyed card", "CSV import preview"],
          "blindh4": ["property listing", "viewing schedule", "nota simple"],
          "blindh5": ["club roster p1", "club roster p2"],
          "blindh6": ["Persian messenger RTL", "CN transfer + bill", "CN profile + ID"],
          "blindi0": ["ERP vendor grey fields", "PO grid zebra + contacts", "bank change dual control"],
          "blindi1": ["HR personal + salary", "direct deposit + void cheque", "payroll register 80%"],
          "blindi2": ["softphone + CRM verify", "after-call wrap-up"],
          "blindi3": ["ID card scan + watermark", "sanctions hits", "proof of address 67%"],
          "blindi4": ["legal matter dashboard", "docket 75% + italic notes"],
          "blindi5": ["Jobcenter household grid", "case note + letter 75%"],
          "blindi6": ["driver roster narrow", "Gantt board 67% + tooltip"],
          "blindj0": ["API headers + response", "API body + response", "API environment + snippet"],
          "blindj1": ["log explorer + JSON doc", "trace + span details"],
          "blindj2": ["AD attribute editor", "temporary password", "LDIF export"],
          "blindj3": ["table grid", "row edit form", "SQL export"],
          "blindj4": ["object list", "object overview", "cloud shell"],
          "blindj5": ["HTTP login + hex", "SIP + VoIP calls"],
          "blindj6": ["mail queue", "raw message", "postqueue + mail log"],
          "blindk0": ["video visit + chat", "e-prescription"],
          "blindk1": ["transcript + contacts", "certificate + student card"],
          "blindk2": ["Ameli account", "CAF certificate + family"],
          "blindk3": ["KR checkout", "KR order history", "KR address book"],
          "blindk4": ["residents' group chat", "group info"], "blindk5": ["newsletter segment", "subscriber import"],
          "blindk6": ["visa applicant", "visa documents"],
          "blindl0": ["meeting notes + contacts", "trip page + passport caption", "quick find flyout"],
          "blindl1": ["slides notes + comments", "presenter view dark"],
          "blindl2": ["photo library + EXIF", "photo editor + export dialog"],
          "blindl3": ["form responses summary", "form single response"],
          "blindl4": ["call transcript spelt out", "subtitle editor dark"],
          "blindl5": ["pivot + chart + comment", "contractors sheet"],
          "blindl6": ["whiteboard stickies", "whiteboard 60% + comments"],
          "blindm0": ["booking + contact", "APIS form", "boarding passes dark"],
          "blindm1": ["rental counter", "agreement PDF 75%"],
          "blindm2": ["fines register 80%", "fine case + objection"],
          "blindm3": ["EV session + profile", "EV history + support chat"],
          "blindm4": ["MX appointment form", "MX receipt 67%"],
          "blindm5": ["JP moving-in form", "JP confirmation 75%"],
          "blindm6": ["CZ owner transfer", "CZ inbox dark"],
          "blindn0": ["profile + contact info", "messaging recruiter"],
          "blindn1": ["mentions + doxxing reply dark", "direct messages dark"],
          "blindn2": ["forum thread + quote", "chat server members", "moderator log small grey"],
          "blindn3": ["donor record + Gift Aid", "Gift Aid schedule 80%"],
          "blindn4": ["guest list 67%", "seating + RSVP"],
          "blindn5": ["Cub member record", "helper rota PDF 75%"],
          "blindn6": ["freelance contract + messages", "W-8BEN form", "identity review CN card"],
          "blindo0": ["NG dashboard HiDPI", "transfer receipt over dim", "profile + KYC"],
          "blindo1": ["UPI history dark", "KYC + e-Aadhaar 75%"],
          "blindo2": ["M-Pesa statement small grey", "chama ledger + chat"],
          "blindo3": ["ZA home-loan form", "credit report 80%"],
          "blindo4": ["IL national insurance RTL", "SWIFT transfer"],
          "blindo5": ["remittance SG-PH HiDPI", "PhilHealth boxed form"],
          "blindo6": ["payroll grid + tax panel", "NZ IR330", "payslip 67%"],
          "blindp0": ["call gallery + participants HiDPI", "call chat + captions + info"],
          "blindp1": ["dark mail read + calendar", "dark compose + suggestions"],
          "blindp2": ["sheet 80% frozen + note", "sheet scrolled right + find"],
          "blindp3": ["tmux git log + blame HiDPI", "merge request diff 125%"],
          "blindp4": ["CRM board 67%", "CRM deal drawer"],
          "blindp5": ["org chart 125% + hover card", "expense claim handwriting + receipt"],
          "blindp6": ["travel booking 150% + autofill", "password manager pop-ups"],
          "blindq0": ["energy overview grey contacts", "mandate 150% CNP typing", "mandate complete + toast"],
          "blindq1": ["line 80% + tooltip over calls", "SIM page + PUK modal dimmed"],
          "blindq2": ["dental home 125% narrow card", "child's record 125%"],
          "blindq3": ["gym card + profile HiDPI", "classes pills + guest pass"],
          "blindq4": ["library loans 67% + card", "holds + grey settings 67%"],
          "blindq5": ["admissions form 75% + chat", "review 75% + toast"],
          "blindq6": ["checkout + autocomplete HiDPI", "order details + shop chat"],
          "blindr0": ["dental chart + notes", "recall list 10px + tooltip"],
          "blindr1": ["client list 80% + context menu", "tax e-filing 125%"],
          "blindr2": ["case file + passport scan HiDPI", "family + application HiDPI"],
          "blindr3": ["split screen timesheets | payroll", "CSV + fixed-width payment file"],
          "blindr4": ["deed PDF 50%", "deed 150% + comment"],
          "blindr5": ["policy list 67%", "customer record 75%"],
          "blindr6": ["tenant ledger HiDPI", "arrears letter print preview HiDPI"],
          "blinds0": ["booking + passengers", "seat map + tooltip", "boarding passes dark"],
          "blinds1": ["rental counter 80%", "agreement PDF 125%"],
          "blinds2": ["visa identity 150% typing + errors", "visa complete 150% + toast"],
          "blinds3": ["bank onboarding + ID photo HiDPI", "account opened + send abroad HiDPI"],
          "blinds4": ["e-Devlet border crossings", "civil register 67%"],
          "blinds5": ["M-Pesa statement + send HiDPI", "NG wallet KYC + history HiDPI"],
          "blinds6": ["train pass form", "transfer recipients dark + hover card", "transfer review dark"],
          "blindt0": ["forum thread + quote + toast", "moderator view dark"],
          "blindt1": ["notifications + DM thread HiDPI", "profile about + edit HiDPI"],
          "blindt2": ["call gallery + participants HiDPI dark", "live transcript HiDPI dark"],
          "blindt3": ["sheet 90% + comment + avatars", "sheet version history"],
          "blindt4": ["code review commits 80%", "diff 150% + secret-scan", "on-call wiki 75%"],
          "blindt5": ["support chat widget", "agent console 67% + toasts"],
          "blindt6": ["booking page form", "confirmation e-mail 125%"],
          "blindu0": ["pick list 80%", "pack station + label caps", "returns desk"],
          "blindu1": ["route cards + stop HiDPI dark", "proof of delivery + shift HiDPI dark"],
          "blindu2": ["POS loyalty customer", "receipt mono 125%"],
          "blindu3": ["work order HiDPI", "sign-off handwriting HiDPI"],
          "blindu4": ["locker e-mail PL", "courier e-mail 150%"],
          "blindu5": ["CN23 form boxed", "CN23 print 75%"],
          "blindu6": ["fleet live + driver card", "trips 67% + licence checks"],
          "blindv0": ["class roster + hover card", "transcript print preview 75%", "advising notes dark"],
          "blindv1": ["survey export scrolled sideways", "survey response ES + export dialog"],
          "blindv2": ["CRF demographics HiDPI", "CRF adverse event + query HiDPI"],
          "blindv3": ["patron record 80% + toast", "holds + fine payment 125%"],
          "blindv4": ["court case file + hover card", "filing 150% + toast"],
          "blindv5": ["scholarship form AR RTL", "committee review 67%"],
          "blindv6": ["child file + timetable HiDPI", "teacher messages + absence + toast HiDPI"],
          "blindw0": ["tenant application overview", "references + guarantor 125%"],
          "blindw1": ["maintenance tickets 80%", "ticket + access note"],
          "blindw2": ["mortgage fact-find household", "advice summary 67%"],
          "blindw3": ["motor claim form", "collision sketch 150%"],
          "blindw4": ["home insurance quotes", "insurance application 75%"],
          "blindw5": ["viewings + viewing details HiDPI", "feedback thread + calendar HiDPI"],
          "blindw6": ["neighbourhood feed dark HiDPI", "post comments dark HiDPI"],
          "blindx0": ["arrivals + check-in DE guest", "registration card print 75%", "folio PT + NIF"],
          "blindx1": ["reservation book DE", "guest profile 125%"],
          "blindx2": ["attendee list 80%", "badge print preview", "order for colleagues"],
          "blindx3": ["marathon runner record GR", "medical desk dark 150%"],
          "blindx4": ["club squad DK HiDPI", "child member record DK HiDPI"],
          "blindx5": ["gym member photo card", "SEPA mandate 67%"],
          "blindx6": ["wedding guests + addresses HiDPI", "guest card + gift IBAN HiDPI"],
          "blindy0": ["resident summary + next of kin", "MAR chart 75%", "care plan + daily notes"],
          "blindy1": ["visits + client card HiDPI", "visit note + timesheet dark HiDPI"],
          "blindy2": ["nursery collection authorisations", "sign-out register + messages"],
          "blindy3": ["client file CZ", "case notes CZ 150%"],
          "blindy4": ["vet owner + pet FR 125%", "dog register + refund FR"],
          "blindy5": ["e-prescription queue PL 80%", "e-prescription PL"],
          "blindy6": ["welfare application JP", "application page 2 JP 67%"],
          "blindz0": ["CRM identity check + SIM swap MX", "PUK modal + porting 125%"],
          "blindz1": ["installer job sheet HiDPI", "installation sign-off HiDPI"],
          "blindz2": ["water meter readings RO 80%", "payment plan RO"],
          "blindz3": ["player ticket + chat log dark", "payout dark 150%"],
          "blindz4": ["esports roster ID", "guardian consent print 75%"],
          "blindz5": ["streaming account + household", "devices + activity 67%"],
          "blindz6": ["smart-home devices + members dark HiDPI", "Wi-Fi + router + clients dark HiDPI"]}
TITLES = {1: "", 2: ", second set", 3: ", third set", 4: ", fourth set", 5: ", fifth set", 6: ", sixth set",
          7: ", seventh set", 8: ", eighth set", 9: ", ninth set", 10: ", tenth set",
          11: ", eleventh set", 12: ", twelfth set", 13: ", thirteenth set", 14: ", fourteenth set",
          15: ", fifteenth set", 16: ", sixteenth set", 17: ", seventeenth set",
          18: ", eighteenth set", 19: ", nineteenth set", 20: ", twentieth set",
          21: ", twenty-first set",
          22: ", twenty-second set",
          23: ", twenty-third set",
          24: ", twenty-fourth set",
          25: ", twenty-fifth set",
          26: ", twenty-sixth set"}


def _render(which: int) -> Any:
    """The set's render function (its rig module is imported only when that set is rendered)."""
    if which == 2:
        from privacy_screens_blind2 import render_blind2
        return render_blind2
    if which == 3:
        from privacy_screens_blind3 import render_blind3
        return render_blind3
    if which == 4:
        from privacy_screens_blind4 import render_blind4
        return render_blind4
    if which == 5:
        from privacy_screens_blind5 import render_blind5
        return render_blind5
    if which == 6:
        from privacy_screens_blind6 import render_blind6
        return render_blind6
    if which == 7:
        from privacy_screens_blind7 import render_blind7
        return render_blind7
    if which == 8:
        from privacy_screens_blind8 import render_blind8
        return render_blind8
    if which == 9:
        from privacy_screens_blind9 import render_blind9
        return render_blind9
    if which == 10:
        from privacy_screens_blind10 import render_blind10
        return render_blind10
    if which == 11:
        from privacy_screens_blind11 import render_blind11
        return render_blind11
    if which == 12:
        from privacy_screens_blind12 import render_blind12
        return render_blind12
    if which == 13:
        from privacy_screens_blind13 import render_blind13
        return render_blind13
    if which == 14:
        from privacy_screens_blind14 import render_blind14
        return render_blind14
    if which == 15:
        from privacy_screens_blind15 import render_blind15
        return render_blind15
    if which == 16:
        from privacy_screens_blind16 import render_blind16
        return render_blind16
    if which == 17:
        from privacy_screens_blind17 import render_blind17
        return render_blind17
    if which == 18:
        from privacy_screens_blind18 import render_blind18
        return render_blind18
    if which == 19:
        from privacy_screens_blind19 import render_blind19
        return render_blind19
    if which == 20:
        from privacy_screens_blind20 import render_blind20
        return render_blind20
    if which == 21:
        from privacy_screens_blind21 import render_blind21
        return render_blind21
    if which == 22:
        from privacy_screens_blind22 import render_blind22
        return render_blind22
    if which == 23:
        from privacy_screens_blind23 import render_blind23
        return render_blind23
    if which == 24:
        from privacy_screens_blind24 import render_blind24
        return render_blind24
    if which == 25:
        from privacy_screens_blind25 import render_blind25
        return render_blind25
    if which == 26:
        from privacy_screens_blind26 import render_blind26
        return render_blind26
    from privacy_screens_blind import render_blind
    return render_blind


def _rgb(path: Path) -> np.ndarray:
    return np.asarray(Image.open(io.BytesIO(path.read_bytes())).convert("RGB"))


def _state(rid: str, k: int) -> str:
    names = STATES.get(rid, [])
    return f"{k} ({names[k]})" if k < len(names) else str(k)


def _meets(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _show(v: str) -> str:
    return v.replace("\n", "⏎")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--set", type=int, choices=tuple(range(1, 26 + 1)), default=1, help="which blind set")
    ap.add_argument("--source", type=Path, default=None, help="rendered recordings to reuse (made when missing)")
    ap.add_argument("--out", type=Path, default=None)
    args = ap.parse_args()
    src = args.source or Path(tempfile.mkdtemp(prefix=f"blind{args.set}-src-"))
    rig_file = src / "rig.pickle"
    if not rig_file.exists():
        chromium = shutil.which("chromium") or shutil.which("chromium-browser")
        if chromium is None:
            sys.exit("chromium is not installed")
        made = _render(args.set)(chromium, src / DATE, src / "_work")
        rig_file.write_bytes(pickle.dumps(made))
    rig: BlindRig = pickle.loads(rig_file.read_bytes())
    out = args.out or Path(tempfile.mkdtemp(prefix=f"blind{args.set}-out-"))
    shutil.rmtree(out, ignore_errors=True)
    ctx = RunContext(source_url=str(src), output_url=str(out),
                     settings=PipelineSettings(privacy=PrivacySettings(deny_list=list(rig.deny_list))))
    t0 = time.perf_counter()
    run = run_day(src, out, DATE, ctx=ctx)
    took = time.perf_counter() - t0
    assert all(r.status == "ok" for r in run.results.values()), run.results
    root = open_root(str(out))
    steps = read_table(root, "steps")
    frames: dict[str, list[np.ndarray]] = {}
    published: list[tuple[str, str, np.ndarray]] = []  # (recording, frame path, image)
    for (rid,), g in steps.group_by("recording_id"):
        rels = sorted(set(g["pre_image"].drop_nulls()) | set(g["post_image"].drop_nulls()))
        imgs = [_rgb(out / r) for r in rels]
        frames[str(rid)] = imgs
        published += [(str(rid), str(r), im) for r, im in zip(rels, imgs, strict=True)]
    sc = score(rig, frames)
    print(f"# Blind privacy screens{TITLES[args.set]}\n\nrun {took:.1f} s, {len(published)} published frames, "
          f"deny-list {rig.deny_list}\n")
    seen_states = defaultdict(set)
    for rid, _, img in published:
        seen_states[rid].add(read_barcodes(img)[1])
    print("screen states published per recording: "
          + ", ".join(f"{rid} {sorted(v)}/{len(rig.truth[rid])}" for rid, v in sorted(seen_states.items())) + "\n")
    print("| by type | filled | | by situation | filled |\n|---|---|---|---|---|")
    kinds, places = sorted(by(sc, rig, "type").items()), sorted(by(sc, rig, "situation").items())
    for k in range(max(len(kinds), len(places))):
        a = f"{kinds[k][0]} | {kinds[k][1][0]}/{kinds[k][1][1]}" if k < len(kinds) else " | "
        b = f"{places[k][0]} | {places[k][1][0]}/{places[k][1][1]}" if k < len(places) else " | "
        print(f"| {a} | | {b} |")
    tot = [ok for (_, kind, _), ok in sc.ids.items() if kind != "PERSON"]
    person = [(rid, v, ok) for (rid, kind, v), ok in sc.ids.items() if kind == "PERSON"]
    print(f"\nall identifiers (PERSON left out): {sum(tot)}/{len(tot)} filled")
    print(f"PERSON (names nobody listed): {sum(ok for *_, ok in person)}/{len(person)} filled; not filled: "
          f"{sorted({f'{v} ({rid})' for rid, v, ok in person if not ok})}")

    lines = read_table(root, "ocr_lines")
    by_frame: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in lines.iter_rows(named=True):
        by_frame[row["frame"]].append(row)

    # per frame: identifiers left uncovered, UI words filled
    miss: dict[tuple[str, int, str, str], dict[str, Any]] = {}
    ui_bad: dict[tuple[str, int], set[str]] = defaultdict(set)
    ui_n = ui_b = 0
    for rid, rel, img in published:
        _, state = read_barcodes(img)
        st = min(state, len(rig.truth[rid]) - 1)
        truth = rig.truth[rid][st]
        for _, kind, value, _full, boxes in truth["ids"]:
            left = [b for b in boxes if not covered(img, tuple(b), 0.98)]
            if not left:
                continue
            m = miss.setdefault((rid, st, kind, value), {"n": len(boxes), "left": 0, "frames": 0, "ocr": {}})
            m["left"], m["frames"] = max(m["left"], len(left)), m["frames"] + 1
            area = (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes),
                    max(b[3] for b in boxes))
            for row in by_frame.get(rel, []):
                if _meets(area, (row["x0"], row["y0"], row["x1"], row["y1"])):
                    m["ocr"][(row["text"], bool(row["private"]))] = None
        for w, near, box in truth["words"]:
            if near:
                continue
            ui_n += 1
            if covered(img, tuple(box), 0.5):
                ui_b += 1
                ui_bad[(rid, st)].add(w)
    print(f"UI words filled by mistake: {ui_b}/{ui_n} word instances over published frames "
          f"({ui_b / max(1, ui_n):.1%})")
    for (rid, st), ws in sorted(ui_bad.items()):
        print(f"- {rid} state {_state(rid, st)}: {sorted(ws)}")
    print(f"\nocr_lines: {int(lines['private'].sum())}/{lines.height} private")

    print("\n## Identifiers not fully filled\n")
    print("chars uncovered: the most over the frames showing it, of its non-space characters; frames: published frames "
          "where it was not fully filled; OCR rows: every `ocr_lines` row whose box meets it, (P) marked private\n")
    print("| recording | state | kind | value | situation | chars uncovered | frames | what ocr_lines read "
          "there |\n|---|---|---|---|---|---|---|---|")
    for (rid, st, kind, value), m in sorted(miss.items(), key=lambda x: (x[0][2] == "PERSON", x[0])):
        ocr = "; ".join(f"`{t}` ({'P' if p else '-'})" for t, p in m["ocr"]) or "(no line)"
        # a value shown in two places has each screen's own situation (sets 2 and 3: `BlindRig2.state_sit`)
        sit = getattr(rig, "state_sit", {}).get((rid, st), {}).get(value) or rig.situation.get(value, "")
        print(f"| {rid} | {_state(rid, st)} | {kind} | `{_show(value)}` | {sit} | "
              f"{m['left']}/{m['n']} | {m['frames']} | "
              f"{ocr} |")

    values = rig.values()
    held: dict[str, set[str]] = defaultdict(set)
    for p in sorted(out.rglob("*")):
        if not p.is_file():
            continue
        rel = str(p.relative_to(out))
        data = p.read_bytes()
        for v in values:
            if v.encode() in data:
                held[v].add(rel)
        if p.suffix == ".parquet":
            import polars as pl

            for col in pl.read_parquet(p).iter_columns():
                text = "\n".join(str(x) for x in col.to_list())
                for v in values:  # a multi-line value is searched line by line here (rows join with a newline)
                    if "\n" not in v and v in text:
                        held[v].add(f"{rel} [{col.name}]")
    print(f"\n## Identifier values in output bytes: {len(held)}/{len(values)}\n")
    for v, files in sorted(held.items()):
        print(f"- `{_show(v)}`: {sorted(files)}")


if __name__ == "__main__":
    main()
