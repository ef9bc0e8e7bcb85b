"""A street address by its own shape, with no label: a street line (`221B Baker Street`, `1847 Maple Ridge Dr`,
`LINDENSTRASSE 27`, `12 rue de la Paix`, `Calle Mayor 10`, `ul. Długa 5/7`) with its flat, postcode, town and
country on the same line; Japanese, Chinese and Korean addresses; and a line that only continues one (its postcode
and town, its flat), which is an address only beside a street line on a screen (`onscreen.py`). A value under an
address label is `fields.addresses`'s, which reads these too.
"""

from __future__ import annotations

import functools
import re

# a capitalised word of a street's or a town's name (capitals too: a label); not a title's small words
# (`Chapter 12 The Long Way`)
_NAME = r"(?!(?:The|A|An|Of|To|And|In|On|For|With|At|By|From|My|Your|Our|Is|Are)\b)[A-ZÀ-Þ\u0100-\u017f][\w'’.-]*+"
# a street's kind after its name, in any case, abbreviated with or without a dot (`Dr`, `Rd.`, `AVE`); not a
# cloud drive (`2 Google Drive folders`)
_EN_KIND = (r"(?<!Google )(?<!Team )(?<!Shared )(?i:street|avenue|road|boulevard|lane|drive|court|place|parkway|"
            r"square|terrace|highway|crescent|close|gardens|way|row|mews|grove|circle|trail|walk|loop|alley|"
            r"rise|hill|park|heights|vale|glen|meadows|wharf|quay|parade|esplanade|chase|dale|wynd|brae|croft|grange|"
            r"(?:st|ave?|rd|blvd|ln|dr|ct|pl|pkwy|sq|terr?|hwy|cres|gdns|cir|trl)\.?)(?![\w'’-])")
# a flat, suite or floor: before the house number (`Flat 2, 37 Kingsley Road`) or after the street (`Apt 3B`,
# `Suite 200`, `3º B`, `2e étage`, `3. OG`, `2nd Floor`)
_UNIT = (r"(?:(?i:apt|apartment|suite|ste|unit|flat|floor|fl|bldg|building|app|appartement|bâtiment|bât|piso|apto|"
         r"hse|house|dpto|depto|andar|puerta|escalera|esc|interno|int|scala|piano|planta|bus|lgh|bte|boîte|bl|sc|et|ap|"
         r"sector|sect)"
         r"\.?[ \t]*"
         r"(?:n[o°º]\.?[ \t]*)?#?[ \t]*"
         r"[A-Z]?\d{1,4}[A-Z]?(?![\w])|#[ \t]?\d{1,5}[A-Z]?(?![\w])|\d{1,3}(?:\.?[ºª°][ \t]*(?:[A-Z]|"
         r"(?i:izq|izda|dcha|dch|esq|dto|dta|dir|drt|frt|frente)\.?)?"
         r"(?![\w])|(?:e|er|re|ère|ème|\.|st|nd|rd|th)?[ \t]*(?i:étage|etage|og|stock|floor|fl\.|planta|piano)"
         r"(?![\w])(?:[ \t]+(?i:links|rechts|mitte)(?![\w]))?)"  # a German floor's side (`2. OG links`)
         r"|\d{1,2}\.[ \t]?(?i:tv|th|mf|sal)(?![\w])|(?i:m|lok)\.[ \t]?\d{1,4}[A-Za-z]?(?![\w])"
         r"|RT[ \t.]?\d{1,3}[ \t]?/[ \t]?RW[ \t.]?\d{1,3}(?![\w]))")  # an Indonesian neighbourhood: `RT 004/RW 002`
_STATES = ("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND "
           "OH OK OR PA PR RI SC SD TN TX UT VT VA WA WV WI WY")
_PROVINCES = "AB BC MB NB NL NS NT NU ON PE QC SK YT"
_AU_STATES = "NSW VIC QLD SA WA TAS NT ACT"  # Australia: a town, its state and a four-digit postcode
_TOWN = (_NAME + r"(?:[ \t-]+(?:(?:am|an|im|der|de|la|le|les|sur|sous|en|del|di|upon)[ \t-]+)?" + _NAME + r"){0,2}")
_UK_POSTCODE = r"[A-Z]{1,2}\d[A-Z\d]?[ \t]?[\dO][A-Z]{2}"  # its inward code's digit read `O` too (`M21 OTN`)
_EIRCODE = r"(?:[AC-FHKNPRTV-Y]\d{2}|D6W)[ \t]?[0-9AC-FHKNPRTV-Y]{4}"  # Ireland: a routing key and a unique identifier
# a postcode and its town in the common formats: US `Austin, TX 78704(-1234)`, UK `London W2 5EH`, Canadian
# `Ottawa, ON K1A 0B1`, Dutch `1012 AB Amsterdam`, European `10969 Berlin`/`D-10969 Berlin`, Japanese `〒150-0043`
_POSTAL = (r"(?:" + _TOWN + r",?[ \t]+(?:" + "|".join(_STATES.split()) + r")[ \t]+\d{5}(?:-\d{4})?(?![\w-])|"
           r"" + _TOWN + r",?[ \t]+(?:" + "|".join(_AU_STATES.split()) + r")[ \t]+\d{4}(?![\w-])|"
           r"(?:" + _TOWN + r"(?:[ \t]+\d{1,2}W?)?,?[ \t]+)?(?:" + _UK_POSTCODE + "|" + _EIRCODE + r")(?![\w])|"
           r"(?:" + _TOWN + r",?[ \t]+(?:(?:" + "|".join(_PROVINCES.split()) + r"|\([^()\n]{2,20}\))[ \t]+)?)?"
           r"[A-Z]\d[A-Za-z][ \t]?\d[A-Za-z]\d"  # (OCR reads a letter small: `H2j 2L3`)
           r"(?![\w])|\d{4}[ \t]?[A-Z]{2}[ \t]+" + _TOWN + r"|(?:[A-Z]{1,2}-)?\d{4,6}[ \t]+" + _TOWN +
           r"(?:[ \t]*\([A-Z]{2}\))?"  # an Italian province after its town (`80138 NAPOLI (NA)`)
           r"(?:[ \t]+\d{1,2}(?:[ \t]*[–-][ \t]*" + _TOWN + r")?)?"  # a city's district (`Praha 3 – Vinohrady`)
           r"|\d{2}-\d{3}[ \t]+" + _TOWN + r"|\d{4}-\d{3}[ \t]+" + _TOWN + r"|\d{3}[ \t]\d{2}[ \t]+" + _TOWN +
           r"|〒[ \t]?\d{3}[-‐－ー−][ \t]?\d{4}(?!\d)"
           r"|" + _TOWN + r",?[ \t]+\d{4,6}(?![\w-]))")  # a town before its postcode (`Nairobi 00800`, `Sandton 2191`)
# a town and a postcode that names its place on its own, with no street line (`Chicago, IL 60610`, `London W2 5EH`,
# `Ottawa, ON K1A 0B1`): a city-and-postcode field, a passenger's destination; a bare number and a town
# (`10969 Berlin`) is one only under a street line (`continues_address`): `2024 Annual Report` reads the same
_PLACE = re.compile(r"(?<![\w-])(?!(?i:zip|plz|cap|city|town|state|postcode|postal)\b)" + _TOWN + r",?[ \t]+(?:(?:"
                    + "|".join(_STATES.split()) + r")[ \t]+\d{5}(?:-\d{4})?|(?:" + "|".join(_AU_STATES.split())
                    + r")[ \t]+\d{4}|" + _UK_POSTCODE + "|" + _EIRCODE
                    + r"|(?:(?:"
                    + "|".join(_PROVINCES.split()) + r"|\([^()\n]{2,20}\))[ \t]+)?"
                    r"[A-Z]\d[A-Z][ \t]?\d[A-Z]\d)(?![\w-])"
                    # Dutch, the postcode before its town (`3512 BH Utrecht`)
                    # (its letters never F, I, O, Q, U or Y; not a recent year's `2024 AB Testing`), its town closing
                    # its text (a table's `4120 FR Lyon 12 %` is no place)
                    r"|(?<![\w-])(?!199\d|20[0-3]\d)[1-9]\d{3}[ \t]?(?!SA|SD|SS)[A-EGHJ-NPRSTVWXZ]{2}[ \t]+" + _TOWN
                    + r"(?=[ \t]*(?:$|[,;(]))")
# its gate, on the postcode alone (a town's capitalised words tried at every position cost more)
_PLACE_GATE = re.compile(r"[A-Z]{2}[ \t]+\d{5}(?!\d)|(?<!\d)\d{5}[ \t]+[A-ZÄÖÜ][a-zäöüß]|[A-Z]{2,3}[ \t]+\d{4}(?!\d)"
                         r"|\d[A-Z\d]?[ \t]?\d[A-Z]{2}(?![\w])|\d{4}[ \t]?[A-Z]{2}[ \t]+[A-Z]"
                         r"|[A-Z]\d{2}[ \t]?[0-9A-Z]{4}(?!\w)"
                         r"|[A-Z]\d[A-Z][ \t]?\d[A-Z]\d(?![\w])"
                         # a house number, a comma, a postcode and a town; a Czech number pair and a comma
                         r"|\d[a-zA-Z]?,[ \t]+\d{3}(?:[ \t]?\d{2,3})?[ \t]+[A-ZÀ-Þ\u0100-\u017f]"
                         r"|\d/\d{1,4}[a-zA-Z]?,[ \t]+[\dA-ZÀ-Þ\u0100-\u017f]"
                         # a Polish, Portuguese or Brazilian postcode after a house number, or any ending the text
                         r"|\d[a-zA-Z]?,[ \t]+(?:\d{2,5}-\d{3}(?!\d)|\d{3}[ \t]?\d{2,3}[ \t]*$|\d{4,6}[ \t]*$)")
_COUNTRY = (r"(?:USA|U\.S\.A\.|United[ \t]+States|UK|United[ \t]+Kingdom|Deutschland|Germany|France|España|Spain|"
            r"Italia|Italy|Nederland|Netherlands|Österreich|Austria|Schweiz|Suisse|Switzerland|Canada|Japan)(?![\w])")
# words that number a thing, not a house, before a comma and a number (`Chapter 12, 2024 Edition`, `Invoice 12, …`)
_NOT_STREET = ("Invoice|Order|Page|Room|Table|Item|Step|Version|Chapter|Section|Figure|Line|Row|Column|Ticket|Case|"
               "Build|Release|Sprint|Week|Day|Year|Total|Seat|Gate|Flight|Platform|Level|Part|Volume|Issue|Episode|"
               "Season|Lot|Batch|Box|Aisle|Bay|Desk|Terminal|Hall|Stand|Booth|Screen|Track|"
               # a date and an amount or a year (`Feb 3, 10000`, `March 14, 2025`)
               "Jan|January|Feb|February|Mar|March|Apr|April|May|Jun|June|Jul|July|Aug|August|Sep|Sept|September|"
               "Oct|October|Nov|November|Dec|December|Mon|Monday|Tue|Tuesday|Wed|Wednesday|Thu|Thursday|Fri|Friday|"
               "Sat|Saturday|Sun|Sunday")
# a postcode with no town after it, at the end of a text (`51-137`, `4050-032`, `04021-020`, `118 21`, `5017`)
_CODE_AT_END = r"(?<![\w-])(?!19\d\d|20[0-3]\d)(?:\d{2}-\d{3}|\d{4,5}-\d{3}|\d{3}[ \t]\d{2}|\d{4,6})(?=[ \t]*$)"
_CEP = r"(?:CEP|Cep)[ \t]*:?[ \t]*\d{5}-?\d{3}(?!\d)"  # a Brazilian postcode after its label (`CEP 04021-020`)
_PART = r"(?:" + _UNIT + "|" + _POSTAL + "|" + _COUNTRY + "|" + _CEP + ")"
# a Spanish floor and door after the house number (`Carrer de Mallorca 401, 2-1`): only in a street line's tail
_TAIL = r"(?:(?:,[ \t]*|[ \t]*[–-][ \t]*|[ \t]+)(?:" + _PART + r"|\d{1,2}-\d{1,2}[A-Z]?(?![\w-]))){0,4}"
# a postcode and town ending a line after a comma (`Rafael Monteiro, 1200-204 Lisboa` under a saved street)
_POSTAL_TAIL = re.compile(r"(?:^|(?<=,)|(?<=, ))" + _POSTAL + r"(?:,?[ \t]+" + _COUNTRY + r")?[ \t]*$")
# the end of a German or Dutch street's one word (`Lindenstraße`, `HAUPTSTR.`, `Keizersgracht`), read back from the
# word's end: trying each suffix at each of a capitalised word's letters cost more than the rest of the pattern
_DE_KIND = ("(?:(?i:(?<=str))\\.|(?i:" + "|".join(f"(?<={k})" for k in (
    "straße", "strasse", "weg", "gasse", "platz", "allee", "damm", "straat", "laan", "gracht", "plein", "kade",
    "singel", "dijk", "gade", "vej", "gate", "veien", "vägen", "gatan", "katu", "tie", "puisto", "kuja", "polku",
    "väylä", "tori", "ranta", "kaari", "rinne", "veien", "vegen", "vei", "veg", "gata", "stien", "bakken")) + "))")
_IT_KIND = (r"(?:Via|VIA|Viale|VIALE|Piazza|PIAZZA|Corso|CORSO|Largo|LARGO|Rua|RUA|Vico|VICO|Vicolo|VICOLO|Salita|"
            r"SALITA|Contrada|Traversa|Piazzale|Lungomare|Borgo|Calata|Rampa|Travessa|Avenida|Largo)")
# a street line: a house number, capitalised words and a street's kind (`221B Baker Street`, `1847 Maple Ridge
# Dr`), a German or Dutch street and its number (`Lindenstraße 12a`, `Berliner Straße 5`, `Keizersgracht 123`),
# a French one (`14 rue des Lilas`), a Spanish or Italian one (`Calle de Alcalá 142`, `Via Verdi 18`); then its
# unit, postcode, town and country on the same line (`, Apt 3B`, `, London W2 5EH`, `, 10969 Berlin`)
_STREET = re.compile(
    # a flat, the building's name, then its street without a house number (`Apt 14, Grand Canal Wharf, South
    # Dock Road`)
    r"(?:(?<![\w.,:/-])(?i:flat|apt|apartment|unit|suite)\.?[ \t]+[A-Z]?\d{1,4}[A-Z]?,[ \t]+(?:" + _NAME
    + r"[ \t]+){0,3}" + _NAME + r",[ \t]+(?:" + _NAME + r"[ \t]+){1,4}" + _EN_KIND +
    # (a flat or room and its building's name before the house number: `Room 4B, Marlowe House, 9 Canal Street`)
    r"|(?<![\w.,:/-])(?:(?i:flat|apt|apartment|unit|suite|room)\.?[ \t]+[A-Z]?\d{1,4}[A-Z]?,?[ \t]+"
    r"(?:(?:" + _NAME + r"[ \t]+){0,2}" + _NAME + r",[ \t]+)?)?"
    r"(?:(?i:hse|house)\.?[ \t]+)?\d{1,5}[A-Za-z]?(?:[-/]\d{1,5}[A-Za-z]?)?,?[ \t]+(?:" + _NAME + r"[ \t]+){1,4}"
    + _EN_KIND +
    r"(?:[ \t]+(?:Upper|Lower|North|South|East|West|Extension))?" +
    r"|(?<![\w-])(?:[A-ZÄÖÜ][\w-]*+" + _DE_KIND + r"|"
    # Nordic, a name in the genitive and its kind: `Kong Oscars gate 27B`, `Karl Johans gate 1`
    r"(?:[A-ZÄÖÜÅØÆ][\w.-]*+[ \t]+){0,2}[A-ZÄÖÜÅØÆ][\w-]*s[ \t]+"
    r"(?:gate|gata|gatan|vei|veg|vej|gade|väg|plass|torg|allé)|"
    r"(?:[A-ZÄÖÜÁÉÍÓÚ][\w.-]*+[ \t]+){1,3}(?:Straße|Strasse|STRASSE|"
    r"Str\.|Weg|"
    r"WEG|Gasse|Platz|Allee|Damm|Ring|Ufer|Markt|utca|út|tér|körút|köz|sor|fasor|"  # Hungarian: `Ráday utca 38.`
    r"(?i:rd|road|st|street|ave|avenue|lane|drive|close|way)\.?)"  # a number after an English kind (`Kindaruma Rd 14`)
    r")[ \t]+\d{1,4}[a-zA-Z]?(?:[-/]\d{1,4}[a-zA-Z]?){0,2}(?:[ \t-]?(?:bis|ter|hs|huis))?\.?"  # Austrian house,
    # stair and door: `41/2/14`; a Dutch or Belgian house's addition: `214-bis`, `12-hs`
    r"(?:[ \t]+[A-Z][ \t]+\d{1,3}|[ \t]+[IVX]{1,4}/\d{1,3}|[ \t]+\d{1,2}/\d{1,3}|[ \t][A-H](?=,))?"  # a stair
    # and flat (`21 B 14`, a house's letter: `118 B,`,
    r"(?![\w])"  # `II/4`, `3/12`)
    r"|(?<![\w.,:/-])\d{1,4}(?:[ \t]?(?:bis|ter))?,?[ \t]+(?i:rue|avenue|av\.|boulevard|bd|place|chemin|allée|"
    r"impasse|quai|cours)[ \t]+(?:(?i:de|du|des|la|le|l'|d')[ \t]*)*[A-ZÉ][\w'’-]*(?:[ \t]+[A-ZÉ][\w'’-]*){0,3}"
    r"|(?<![\w-])(?:ul|al|pl|os|UL|AL)\.[ \t]?(?:" + _NAME + r"[ \t]+){1,3}\d{1,4}[a-zA-Z]?(?:/\d{1,4})?"
    r"(?![\w]|[:.,]\d)"  # not a time or a date of the next cell (`al. Kościuszki` `08:15`)
    r"|(?<![\w-])(?:(?i:calle|avenida|avda\.|plaza|paseo|carrer|camino|ronda|travesía|ctra\.|pza\.)|"
    r"Str\.|STR\.|Strada|Bd\.|Bulevardul|Calea|Șos\.|Sos\.|"  # Romanian: `Str. Matei Basarab 47`, `… nr. 46`
    r"St\.(?=[ \t][^,\n]{2,40}[ \t]nr\.)|"  # (its `Str.` read `St.`, a `nr.` after the name)
    r"Jl\.|JI\.|JL\.|Jalan|JALAN|Gg\.|"  # Indonesian and Malay: `Jl. Kemang Timur No. 21B` (`l` read `I`)
    r"(?<![\w/])C/(?=[ \t]?[A-ZÁÉÍÓÚ])|Av\.|Pº|" + _IT_KIND + r"|"  # Spanish `C/ Embajadores 112`, `Av. …`
    r"(?:Rue|Quai|Chemin|Allée|Impasse|Boulevard|Cours)(?=[ \t]+(?:d|l)))[ \t]*"  # French, number after (`Quai des
    # Bateliers 9`, as a German writes it)
    r"(?:(?i:de|del|dels|la|las|los|do|dos|da|das|di|della|delle|degli|dei|des|du|le|les|l'|d')[ \t]*)*"
    r"[A-ZÁÉÍÓÚ][\w'’-]*(?:[ \t]+[A-ZÁÉÍÓÚ][\w'’-]*)"
    r"{0,3},?[ \t]+(?:(?:n\.?[ºo°]?|nr\.?|(?i:no)\.?)[ \t]*)?\d{1,4}[a-zA-Z]?(?![\w])"
    # Turkish: a quarter, a street and its number, a flat (`Caferağa Mah. Moda Cad. No: 48 D: 7, Kadıköy/İstanbul`)
    # (a street named by its number: `Mavişehir Mah. 2049 Sok.`; a door inside: `İç Kapı No: 6`)
    r"|(?<![\w-])(?:(?:[A-ZÇĞİÖŞÜ][\wçğıöşü]*|\d{1,5})\.?[ \t]+){1,5}(?:Cad(?:\.|desi)|Cd\.|Sok(?:\.|ak|ağı)|Sk\.|"
    r"Bulvarı|Blv\.)"
    r"[ \t]*,?[ \t]*(?:No|NO)[ \t]*[:.]?[ \t]*\d{1,4}[A-Z]?(?:[ \t/]*(?:D|Daire|Kat|(?:İç|Iç|I|ic)[ \t]*Kap[ıi]"
    r"[ \t]*No)[ \t]*[:.]?[ \t]*\d{1,4})?"
    r"(?:,?[ \t]*(?:\d{5}[ \t]+)?[A-ZÇĞİÖŞÜ][\wçğıöşü]+(?:/[\wçğıöşüİ]+)?)?"
    # Indian: a house's number, then its cross, main road, stage, block or layout (`No. 42, 3rd Cross, HAL 2nd
    # Stage, Indiranagar, Bengaluru 560038`)
    r"|(?<![\w])(?<![^\W\d_] )(?:No\.?|#)[ \t]*\d{1,5}[A-Za-z]?(?:[/-]\d{1,4})?,[ \t]+(?:[\w'’.-]+[ \t]+){0,3}"
    r"(?i:cross|main|road|stage|block|sector|layout|nagar|colony|marg|phase)(?![\w])"
    r"(?:,[ \t]*(?:[\w'’.-]+[ \t]+){0,3}(?i:cross|main|road|stage|block|sector|layout|nagar|colony|marg|phase)"
    r"(?![\w]))*"
    # a street of any language and its number, then its postcode and town after a comma (`Laufásvegur 58, 101
    # Reykjavík`, `Údolní 517/33, 602 00 Brno`; not a year, `Chapter 12, 2024 Edition`, nor an amount's thousands,
    # `BTC 886,214 Confirmed`), or a Czech or Slovak
    # number pair then the town (`Na Pankráci 1690/125, Praha 4`)
    r"|(?<![\w-])(?!(?:" + _NOT_STREET + r")\b)(?:(?:Na|U|V|Ve|K|Pod|Nad|Za|Pri|Při)[ \t]+)?"
    r"[A-ZÀ-Þ\u0100-\u017f][\w'’-]{2,}(?:[ \t]+[A-ZÀ-Þ\u0100-\u017f][\w'’-]+){0,2}[ \t]+"
    r"(?:\d{1,4}[a-zA-Z]?(?=,[ \t]+(?!19\d\d|20[0-3]\d)(?:\d{3}[ \t]?\d{2}|\d{2}-\d{3}|\d{4,5}-\d{3}|\d{3,6})"
    r"(?:[ \t]+[A-ZÀ-Þ\u0100-\u017f]|[ \t]*$))"
    r"|\d{1,5}/\d{1,4}[a-zA-Z]?(?=,[ \t]+(?:\d{3}[ \t]?\d{2}[ \t]+)?[A-ZÀ-Þ\u0100-\u017f]))"
    r"(?:,[ \t]+(?:(?:\d{3}[ \t]?\d{2}|\d{2}-\d{3}|\d{4,5}-\d{3}|\d{3,6})?[ \t]*" + _TOWN
    + r"(?:[ \t]+\d{1,2})?(?:[ \t]*[–-][ \t]*" + _TOWN + r")?|" + _CODE_AT_END + r"))"
    # German, a preposition and a name (`Am Kuhlenkamp 3`, `An der Alster 12`): only before its postcode and town
    r"|(?<![\w-])(?:Am|Im|Zum|Zur|(?:An|Auf|In|Hinter|Unter)[ \t]+(?:der|dem|den))[ \t]+[A-ZÄÖÜ][\w-]+[ \t]+"
    r"\d{1,4}[a-z]?(?=,?[ \t]+\d{5}[ \t]+[A-ZÄÖÜ]))" + _TAIL
    # and its district or town closing the text or a part of it (`Kindaruma Rd 14, Kilimani`)
    # (`Kestrel Ave, Bryanston, Sandton 2191`: a suburb, then the town and its postcode)
    # (a city's district after it, `Clonee, Dublin 15`; or before the sentence goes on in small letters: `18 Kloof Nek
    # Rd, Tamboerskloof with Pieter`), or a postcode
    # ending the text, its town wrapped onto the next line (`Kasprowicza 14, 51-137` / `Wrocław`: `onscreen.py`)
    # (`İstanbul` may be read `istanbul`)
    + r"(?:,[ \t]*(?:" + _POSTAL + "|" + _TOWN + r"(?:[ \t]+\d{1,2}W?)?(?=[ \t]*(?:[,;]|$)|[ \t]+[a-zß-ÿ])|"
    + _CODE_AT_END
    + r")){0,3}")
# East Asian addresses, largest unit first: Japanese `〒150-0043 東京都渋谷区道玄坂1-12-3 マークシティ 804号室` (a
# postcode, a prefecture, a city or ward, block numbers, a building and its room), Chinese `北京市朝阳区建国路88号`,
# Korean `서울특별시 강남구 테헤란로 152`
_HAN = r"\u4e00-\u9fff々ヶ"
_KANA = r"\u3041-\u3096\u30a1-\u30faー・"
_JP_POSTCODE = r"〒[ \t]?\d{3}[-‐－ー−][ \t]?\d{4}(?!\d)"
_JP_PLACE = r"[" + _HAN + _KANA + r"]{0,24}?"
_JP_BLOCK = r"\d{1,4}(?:(?:丁目|番地?|号|[-‐－ー−の])\d{1,4}){0,3}(?:号|番地?)?"
# a building's name after the block numbers, and its room or floor; not the next field's label (`電話`, `TEL`)
_JP_BUILDING = (r"(?:[ \t　]?(?!電話|携帯|メール|(?i:tel|fax|e-?mail|mail)\b)[" + _KANA + _HAN + r"A-Za-z]{1,24}"
                r"(?:[ \t　]?\d{1,4}(?:号室|号|階|F)?)?|[ \t　]?\d{1,4}(?:号室|階))?")
_JAPANESE = re.compile(
    r"(?:" + _JP_POSTCODE + r"[ \t　]*)?(?:東京都|北海道|大阪府|京都府|[" + _HAN + r"]{2,3}県)" + _JP_PLACE + _JP_BLOCK
    + _JP_BUILDING +
    r"|" + _JP_POSTCODE + r"(?:[ \t　]*" + _JP_PLACE + _JP_BLOCK + _JP_BUILDING + r")?"
    r"|[" + _HAN + r"]{1,4}[市区郡]" + _JP_PLACE + r"\d{1,4}(?:(?:丁目|番地?|[-‐－−])\d{1,4}){1,3}(?:号|番地?)?"
    + _JP_BUILDING)
_CHINESE = re.compile(
    r"(?:[" + _HAN + r"]{2,6}[省市])?(?:[" + _HAN + r"]{1,6}[市区县])?[" + _HAN + r"]{1,10}?(?:路|街|大道|巷|弄)"
    r"\d{1,5}[号號](?:[" + _HAN + r"\d]{0,12}?[室楼层層])?")
_KOREAN = re.compile(
    r"(?:[가-힣]{2,}(?:특별시|광역시|특별자치시|도)[ \t]?)?(?:[가-힣]+[시군구][ \t]?){1,3}[가-힣\d]+(?:로|길)[ \t]?"
    r"\d{1,4}(?:-\d{1,4})?(?:[ \t]?\d{1,4}(?:호|층))?")
# each East Asian pattern's gate: ideographs tried at every position cost ~2 µs a character; a text without a
# prefecture's, city's or ward's character or the postal mark, or a road's before its number, is read by none
# Vietnamese: a house number (an alley's with slashes), the street's name, then its ward, district and city, each
# after its word (`142/7 Nguyễn Trãi, Phường 3, Quận 5, TP. Hồ Chí Minh`; OCR drops the accents: `Phuong`, `Quan`)
_VN_UNIT = r"(?i:phường|phuong|p\.|xã|xa|quận|quan|q\.|huyện|huyen|tp\.|thành[ \t]phố|thanh[ \t]pho|tỉnh|tinh)"
_VN_WORD = r"[A-ZÀ-Þ\u0100-\u017f\u1e00-\u1eff][\w]*"
_VN = re.compile(r"(?<![\w/.-])\d{1,4}(?:/\d{1,4}){0,2}[A-Za-z]?[ \t]+(?:(?i:đường|duong|phố|pho)[ \t]+)?"
                 + _VN_WORD + r"(?:[ \t]+" + _VN_WORD + r"){0,3}(?:,[ \t]*" + _VN_UNIT + r"[ \t]*(?:\d{1,3}|"
                 + _VN_WORD + r"(?:[ \t]+" + _VN_WORD + r"){0,3})){1,4}")
_EAST: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...] = (
    (re.compile(r"[〒都道府県市区郡]"), _JAPANESE), (re.compile(r"(?:路|街|道|巷|弄)\d"), _CHINESE),
    (re.compile(r"[로길][ \t]?\d"), _KOREAN))
# a line that only continues an address on the line above it (or, a unit, on the line below): its postcode and
# town, its flat (`Austin, TX 78704`, `BRISTOL BS6 6AF`, `10969 BERLIN`, `Apt 3B`)
# (after a town or district and a comma: `Bengaluru, Karnataka 560087`, `Paulo/SP, CEP 04021-020`; a Dublin
# district's number before its Eircode: `6, D06 K2N4`)
_ADDRESS_PARTS = re.compile(r"(?:" + _TOWN + r"(?:/[A-Z]{2})?,[ \t]*){0,2}(?:\d{1,2}W?,?[ \t]+(?=" + _EIRCODE + r"))?"
                            + _PART
                            + r"(?:(?:,[ \t]*|[ \t]+)" + _PART + r")*")
_UNIT_LINE = re.compile(_UNIT)
# a flat and its building's name, a line over its street (`Apt 6, Millers Yard` over `21 Dominick Street Lower`)
_UNIT_BUILDING = re.compile(_UNIT + r",?[ \t]+(?:" + _NAME + r"[ \t]*){1,4}")
_ABBREVIATED = re.compile(r"(?i)(?<![\w'’])(?:st|ave?|rd|blvd|ln|dr|ct|pl|pkwy|sq|terr?|hwy|cres|gdns|cir|trl|str|"
                          r"bd|avda|[A-Z]\.[A-Z])\.$")


# a street's kind opening its name (`Avenida Brigadeiro Faria Lima`, `Rua Augusta`, `Calle de Alcalá`) or closing it
# (`Marlowe Gardens`, `Baker Street`), a street written whole in a field whose number has its own
_NAMES_STREET = re.compile(
    r"(?i)^(?:rua|avenida|av\.|avda\.?|alameda|travessa|rodovia|estrada|praça|calle|carrer|camino|paseo|plaza|via|"
    r"viale|piazza|corso|largo|rue|boulevard|chemin|allée|quai|impasse|ul\.|al\.|aleja|ulica)[ \t]+\S"
    r"|^(?:" + _NAME + r"[ \t]+){1,4}" + _EN_KIND + r"$|^[A-ZÄÖÜ][\w-]*" + _DE_KIND + r"$")


def opens_with_unit(value: str) -> bool:
    """A value that starts with a flat, a suite or a floor (`Apto 142, Torre B`)."""
    return _UNIT_LINE.match(value.strip()) is not None


def names_street(value: str) -> bool:
    """A value that is a street's name whole (`_NAMES_STREET`)."""
    return _NAMES_STREET.search(value.strip()) is not None


def postal_tail(text: str) -> tuple[int, int] | None:
    """Where a line's closing postcode and town are (`_POSTAL_TAIL`), or None."""
    m = _POSTAL_TAIL.search(text.rstrip())
    return m.span() if m is not None else None


# a place by its coordinates in degrees, minutes and seconds, latitude then longitude (a photo's GPS: `37°48′06.4″S
# 144°58′41.7″E`): where a person lives or was
_GPS = re.compile(r"(?<!\d)\d{1,2}°[ \t]?\d{1,2}['′’][ \t]?\d{1,2}(?:[.,]\d+)?(?:[\"″”]|['′’]{2})[ \t]?[NS],?[ \t]*"
                  r"\d{1,3}°[ \t]?\d{1,2}['′’][ \t]?\d{1,2}(?:[.,]\d+)?(?:[\"″”]|['′’]{2})[ \t]?[EWO](?![\w])")


# ... or in decimal degrees to four places or more (about ten metres: a house; a driver's stop `53.38124, -6.41071`),
# a comma or a hemisphere between (two numbers in a table's cells are no place: `1.23456 2.34567`)
_DECIMAL_GPS = re.compile(r"(?<![\w.])[-−]?\d{1,2}\.\d{4,}°?(?:[ \t]?[NS],?|,)[ \t]*[-−]?\d{1,3}\.\d{4,}°?"
                          r"(?:[ \t]?[EW](?![\w]))?(?![\w.])")
_DECIMAL_GATE = re.compile(r"\d\.\d{4}")


def coordinates(text: str) -> list[tuple[int, int]]:
    """Each latitude and longitude written in degrees, minutes and seconds (`_GPS`) or in decimal degrees
    (`_DECIMAL_GPS`)."""
    out = [m.span() for m in _GPS.finditer(text)] if "°" in text else []
    return out + [m.span() for m in _DECIMAL_GPS.finditer(text)] if _DECIMAL_GATE.search(text) else out


def may_name_place(text: str) -> bool:
    """The gate of `places` (a postcode's shape) and of decimal coordinates."""
    return _PLACE_GATE.search(text) is not None or _DECIMAL_GATE.search(text) is not None


def places(text: str) -> list[tuple[int, int]]:
    """Each town with a postcode that names its place on its own (`_PLACE`)."""
    return [m.span() for m in _PLACE.finditer(text)]


def street_lines(text: str) -> list[tuple[int, int]]:
    """Each street line's (start, end) in `text`, without trailing separators; East Asian ones in a text not only
    ASCII."""
    found = list(_STREET.finditer(text))
    if "," in text:
        found += [m for m in _VN.finditer(text) if not any(f.start() <= m.start() < f.end() for f in found)]
    if not text.isascii():
        found += [m for gate, rx in _EAST if gate.search(text) for m in rx.finditer(text)]
    return [(m.start(), trimmed(text, m.start(), m.end())) for m in found]


def trimmed(text: str, start: int, end: int) -> int:
    """`end` without trailing spaces, commas and a sentence's full stop (`… 20121 Milano.`; a `St.` keeps its
    dot)."""
    while end > start and text[end - 1] in " \t,;":
        end -= 1
    if text[end - 1:end] == "." and not _ABBREVIATED.search(text, start, end):
        end -= 1
    return end


_NUMBERLESS = re.compile(r"(?:" + _NAME + r"[ \t]+){1,4}" + _EN_KIND + r"(?:,[ \t]*(?:" + _POSTAL + "|" + _TOWN
                         + r"(?:[ \t]+\d{1,2}W?)?)){0,3}")


def numberless_street(text: str) -> bool:
    """A line of only a street without its house number, then its town (`South Dock Road, Dublin 4`): an address
    under a flat's and building's line (`Apt 14, Grand Canal Wharf`) only (`onscreen.py`)."""
    return _NUMBERLESS.fullmatch(text.strip(" \t,;.")) is not None


@functools.lru_cache(maxsize=65536)  # over every line of every frame
def continues_address(text: str) -> str | None:
    """What a line holds when it holds only the rest of an address (`Austin, TX 78704`, `BRISTOL BS6 6AF`,
    `10969 Berlin`, `Apt 3B`): "unit" for a flat or suite alone, which may also sit above its street line,
    "postal" for any other; None for a line that is not one. On its own such a line is no address: only under
    (a unit: over) a line that holds one (`onscreen.py`)."""
    t = text.strip(" \t,;").removesuffix(".")  # a letter's sentence ends on the postcode (`6, D06 K2N4.`)
    if not any(c.isdigit() for c in t):
        return None
    if _UNIT_BUILDING.fullmatch(t):
        return "unit"
    if _ADDRESS_PARTS.fullmatch(t) is None:
        return None
    return "unit" if _UNIT_LINE.fullmatch(t) else "postal"


# where a person lives, said in a deed's or a letter's sentence: the address follows (`wonende te 9000 Gent,
# Coupure Links 118, …`, `wohnhaft in …`, `demeurant à …`, `residing at …`)
_RESIDES = re.compile(r"(?i)(?<![\w])(?:wonende|woonachtig|gedomicilieerd)(?:[ \t]+(?:te|in|op|aan))?|"
                      r"domicilié(?:e)?s?[ \t]+(?:à|au|en)|demeurant[ \t]+(?:à|au)|wohnhaft(?:[ \t]+(?:in|im))?|"
                      r"(?:residing|resident|living)[ \t]+at|(?:residente|domiciliad[oa]s?)[ \t]+en|"
                      r"(?:residente|domiciliat[oa])[ \t]+(?:a|in)|zamieszka(?:ł|ła|li)?[ \t]+(?:w|przy)")
_RESIDENCE_PART = re.compile(r",?[ \t]*(?:[\dA-ZÀ-Þ\u0100-\u017f][^,.;\n]{0,60}|\d[^,;\n]{0,60})")


def residences(text: str) -> list[tuple[int, int]]:
    """The address after a residence's words: its comma-separated parts while each opens with a capital or a
    digit, to the last part holding a digit (a postcode, a house number)."""
    out: list[tuple[int, int]] = []
    for m in _RESIDES.finditer(text):
        at, end = m.end(), None
        start = len(text) - len(text[at:].lstrip(" \t"))
        for _ in range(5):
            p = _RESIDENCE_PART.match(text, at)
            if p is None or p.end() == at:
                break
            at = p.end()
            if any(c.isdigit() for c in p.group(0)):
                end = at
        if end is not None and end - start >= 6:
            out.append((start, trimmed(text, start, end)))
    return out

