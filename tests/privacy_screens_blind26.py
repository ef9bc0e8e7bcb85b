# ruff: noqa: E501  (page markup: long HTML lines read better whole)
"""A twenty-sixth blind set of browser-rendered screens carrying personal data, built without reading the redaction
(as tests/privacy_screens_blind.py … tests/privacy_screens_blind24.py, other applications again): telecoms, utilities
and online games — a Mexican mobile operator's call-centre CRM (a SIM swap after an identity check, a PUK and a
number-porting code), a Monterrey broadband installer's job sheet on a tablet, a Cluj water utility's meter readings
and payment plan, a game platform's player support ticket and payout, an Indonesian esports tournament's team
registration with a guardian's consent, a British streaming service's account and household, and a Guadalajara
smart-home app on two phones — rendered by Debian's chromium through the rig of tests/privacy_screens.py (`_shoot`,
`_record`, `score`), each identifier marked `_pii`, its ink measured per character.

Seven Clones recordings (`blindz0` … `blindz6`), 2 screen states each, 1280×800; the top-left 170×44 corner (the
synthetic frames' barcodes) is kept free of text:

- `blindz0` a Mexican mobile operator's call-centre CRM in Spanish: the customer's card and identity check (the
  deny-listed Mexican name with its two surnames in the card, in capitals surname first as on her voting card, with a
  courtesy title and the first surname in a note; her line's number, a CURP, an RFC, a date of birth, a Mexico City
  home address, an e-mail, her brother as an alternate contact with his mobile) beside a SIM swap after a theft (the
  new SIM's ICCID and the phone's IMEI after their labels; the plan, data allowance, tariff, the account and ticket
  numbers, the phone model, the masked card and the store's address not private) and the interaction history (agents'
  names); then the same CRM zoomed in to 125 % under a modal over the dimmed page revealing the PUK and PUK2 after
  their labels, beside a port-in request (the number brought from another carrier, the porting NIP after its label;
  the carrier, the porting window and the folio not private);
- `blindz1` a Monterrey broadband installer's job sheet on a tablet at device scale 2 (HiDPI), in Spanish: the work
  order (the customer's name, home address, mobile, his wife's first name and mobile as a second contact, gate notes
  with a gate code — `Portón 2, código 4410` — and his car's plate, a neighbour's name; the order number, the plan, the
  appointment window, the router and ONT models, the ISP's own address and helpline not private); then the
  installation sign-off (equipment serials, optical power, a speed test and the SSID not private; the Wi-Fi key set
  for the customer, his public IP address, his e-mail for the receipt, his name as a handwriting-style signature and
  the technician's name);
- `blindz2` a Cluj water utility's customer screen in Romanian zoomed out to 80 %: the consumption point (the
  deny-listed Romanian name with ș and ț surname first and in capitals, a CNP, the supply address with its block and
  flat, a mobile, an e-mail, the meter reader's name; the customer code, the meter's serial and calibration date,
  readings, consumption in m³, invoices and amounts not private); then the payment plan for arrears (the deny-listed
  name as written, a co-holder's name, an identity card's series and number, the instalments, the masked card, the
  utility's own address, helpline and tax code not private; the agent's name);
- `blindz3` a game platform's player support console in English in a dark theme: a payout ticket (the player's gamer
  tag made of the deny-listed Romanian name without diacritics, his real name so written, an e-mail, a last log-in IP
  address; the ticket number, game titles, the tournament, amounts and dates not private) with a reported chat log
  excerpt (gamer tags, one containing a real name — `mariana_lopez98` — a line quoting a phone number, a line naming
  her in full); then the payout details zoomed in to 150 % (the account holder as the deny-listed name in capitals
  without diacritics, a Romanian IBAN, a Sibiu postal address for the tax form, a date of birth; bank, BIC, payout
  reference and amounts not private; the agent's name);
- `blindz4` an Indonesian esports tournament's team registration in Indonesian: the team roster (players' real names,
  dates of birth, in-game handles — one made of a name — the captain's WhatsApp number, the manager's name and e-mail;
  the tournament, the team, the game, roles, group and match schedule not private, a minor flagged for consent);
  then the guardian's consent form in a print preview at 75 % (the minor's name, NIK and date of birth, the guardian
  as the deny-listed Indonesian single name with her relationship, in capitals under the signature, her NIK, home
  address in Sleman and mobile; the organiser's address, the venue and the dates not private);
- `blindz5` a British streaming service's account page in English: the membership (the owner's name, e-mail, mobile,
  billing address; the plan, price, next billing date and masked card not private), the profiles (first names, a
  `Grandma Jean` profile) and the household (an extra member's name and e-mail); then the devices and recent streaming
  activity zoomed out to 67 % (device names carrying names — `Tom's iPad` — sign-in IP addresses beside cities,
  dates and device models not private);
- `blindz6` a Guadalajara smart-home app on two phones at device scale 2 (HiDPI) in a dark theme, in Spanish: the
  home's devices (`Cámara cuarto de Diego`, `Ana's iPhone` for presence, a smart lock's guest code; rooms, device
  models, temperatures and automations not private) beside the home's members (the owner's name and e-mail, his
  children's names, the home's address); then the Wi-Fi and router settings (the Wi-Fi key, the guest network's key,
  the router's admin password, the public IP address; the SSIDs, router model, firmware and channels not private)
  beside the connected clients (`MacBook de Alejandro`) and a local API token.

`PERSON` marks names nobody listed; `DENY` is the deployment's deny-list (a Mexican name with two surnames, an
Indonesian single name, a Romanian name with ș and ț: the first as written, in capitals surname first, with a courtesy
title and her first surname; the second as written, with a courtesy title, in capitals; the third surname first,
in capitals surname first, as written, without diacritics as a gamer tag, as a real name and in capitals).
Checksummed values (a CURP and an RFC with their check characters, an ICCID and an IMEI with their Luhn digits, a
Romanian CNP and IBAN) are valid; the Indonesian NIKs carry the birth dates (a woman's day plus 40). Each value other
than a name is shown in one recording only.
"""

from __future__ import annotations

import random
import string
from datetime import date
from pathlib import Path

from privacy_screens_blind import SIT
from privacy_screens_blind2 import BlindRig2, _iban_b, _ibans_ok, _luhn_ok, _win
from privacy_screens_blind4 import _page, _pii, preview, recorder

DENY = ["Guadalupe Ramírez Olvera", "Sulistyowati", "Ionuț Moșoiu"]


# ------------------------------------------------------------------------------------------------ valid identifiers
_CURP = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def _curp(body17: str) -> str:
    """A CURP: seventeen characters and the check digit (values weighted 18 … 2, ten less the sum mod 10)."""
    s = sum(_CURP.index(c) * (18 - k) for k, c in enumerate(body17))
    return body17 + str((10 - s % 10) % 10)


def _curp_ok(v: str) -> bool:
    return len(v) == 18 and _curp(v[:17]) == v


_RFC = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def _rfc(body12: str) -> str:
    """A Mexican person's RFC: four letters, YYMMDD, two homoclave characters and the check digit (values weighted
    13 … 2, 11 less the sum mod 11, 10 → A, 11 → 0)."""
    r = sum(_RFC.index(c) * (13 - k) for k, c in enumerate(body12)) % 11
    return body12 + ("0" if r == 0 else "A" if r == 1 else str(11 - r))


def _rfc_ok(v: str) -> bool:
    return len(v) == 13 and _rfc(v[:12]) == v


def _luhn_digit(body: str) -> str:
    for c in string.digits:
        if _luhn_ok(body + c):
            return c
    raise AssertionError(body)


_CNP_W = (2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9)


def _cnp(born: date, female: bool, county: str, serial: int) -> str:
    """A Romanian CNP: sex and century, YYMMDD, the county, a serial, the check digit (weights 279146358279, the sum
    mod 11, 10 → 1)."""
    body = f"{(2 if female else 1) if born.year < 2000 else (6 if female else 5)}{born:%y%m%d}{county}{serial:03d}"
    r = sum(int(a) * w for a, w in zip(body, _CNP_W, strict=True)) % 11
    return body + str(1 if r == 10 else r)


def _cnp_ok(v: str) -> bool:
    r = sum(int(a) * w for a, w in zip(v[:12], _CNP_W, strict=True)) % 11
    return len(v) == 13 and int(v[12]) == (1 if r == 10 else r)


def _nik(region: str, born: date, female: bool, serial: int) -> str:
    """An Indonesian NIK: six region digits, the birth date as DDMMYY (a woman's day plus 40), a four-digit serial."""
    return f"{region}{born.day + (40 if female else 0):02d}{born:%m%y}{serial:04d}"


def _sp(v: str, n: int = 4) -> str:
    return " ".join(v[i:i + n] for i in range(0, len(v), n))


def _checks(ids: dict[str, str]) -> None:
    """The checksummed values are valid (a rig error otherwise)."""
    assert _curp_ok(ids["curp"]) and ids["curp"][4:10] == "830214", ids["curp"]
    assert _rfc_ok(ids["rfc"]) and ids["rfc"][:10] == ids["curp"][:10], ids["rfc"]
    assert len(ids["iccid"]) == 19 and _luhn_ok(ids["iccid"]), ids["iccid"]
    assert len(ids["imei"]) == 15 and _luhn_ok(ids["imei"]), ids["imei"]
    assert _cnp_ok(ids["cnp"]) and ids["cnp"].startswith("1910723"), ids["cnp"]
    assert len(ids["nik_mum"]) == 16 and ids["nik_mum"][6:12] == "520578", ids["nik_mum"]
    assert len(ids["nik_kid"]) == 16 and ids["nik_kid"][6:12] == "080309", ids["nik_kid"]
    assert len(ids["ro_iban"].replace(" ", "")) == 24, ids["ro_iban"]


def _zoom(z: float, inner: str, height: int = 756) -> str:
    """A page zoomed by the browser: its content scaled from the top-left corner, as wide as the viewport."""
    return (f"<div style='height:{height}px;overflow:hidden;position:relative'><div style='transform:scale({z});transform-origin:0 0;"
            f"width:{1280 / z:.0f}px'>{inner}</div></div>")


# ------------------------------------------------------------------------------------------- blindz0: operator CRM (MX)
CRM_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#eef0f4;color:#1e2430;font-size:13px}
.ch{height:44px;background:#5b2a86;color:#fff;display:flex;align-items:center;gap:20px;padding:0 18px} .ch b{font-size:15px;letter-spacing:.3px}
.cw{display:flex;gap:10px;padding:10px 12px}
.cb{background:#fff;border:1px solid #d9dde6;border-radius:6px;overflow:hidden}
.cb h3{margin:0;padding:7px 11px;background:#f5f3f9;border-bottom:1px solid #e4e0ee;font-size:13.5px;color:#5b2a86;display:flex;justify-content:space-between}
.kv{display:grid;grid-template-columns:132px 1fr;gap:4px 8px;padding:8px 11px;line-height:1.35} .kv .k{color:#6a7282;font-size:11.5px}
.ok{color:#1c7c44;font-weight:bold} .bad{color:#b42318}
.ht{width:100%;border-collapse:collapse;font-size:12px} .ht th{color:#6a7282;font-size:11px;text-align:left;padding:5px 8px;border-bottom:1px solid #e4e7ee} .ht td{padding:5px 8px;border-bottom:1px solid #f0f1f5;vertical-align:top}
.pill{display:inline-block;border-radius:9px;padding:1px 8px;font-size:11px;background:#ece6f5;color:#5b2a86}
.dim{position:absolute;left:0;top:0;right:0;bottom:0;background:rgba(20,16,30,.55)}
.modal{position:absolute;left:300px;top:235px;width:520px;background:#fff;border-radius:10px;box-shadow:0 12px 40px rgba(0,0,0,.45);padding:16px 20px;line-height:1.6}
.modal h2{margin:0 0 8px;font-size:17px;color:#5b2a86} .big{font-family:"DejaVu Sans Mono",monospace;font-size:22px;letter-spacing:2px}
"""


def _crm_head() -> str:
    return ("<div class='ch'><b>Conecta Móvil · CRM</b><span>Clientes</span><span>Órdenes</span><span>Portabilidad</span><span>Inventario SIM</span>"
            "<span style='margin-left:auto'>Agente: " + _pii("PERSON", "Karla Mendoza", "call-centre agent's name in a CRM header") + " · ext. 4471 · En llamada 06:42</span></div>")


def _crm_body(iccid: str, imei: str, curp: str, rfc: str) -> str:
    card = ("<div class='cb' style='width:430px;flex:none'><h3><span>Cliente</span><span class='pill'>Pospago · desde 2017</span></h3><div class='kv'>"
            "<span class='k'>Titular</span><b>" + _pii("DENY_LIST", "Guadalupe Ramírez Olvera", "deny-listed Mexican name with two surnames in a CRM customer card") + "</b>"
            "<span class='k'>Línea</span>" + _pii("PHONE_NUMBER", "55 4187 2093", "customer's own line in a CRM customer card") +
            "<span class='k'>Cuenta</span>CM-0093318472 · ciclo día 8"
            "<span class='k'>Plan</span>Conecta Plus 12 GB · $349.00/mes"
            "<span class='k'>Incluye</span>12 GB + redes sociales ilimitadas · minutos y SMS ilimitados MX/EUA/CAN"
            "<span class='k'>Consumo ciclo</span>8.4 GB de 12 GB · 212 min"
            "<span class='k'>Saldo</span>$0.00 · último pago 08/06/2025 · Visa •••• 5532"
            "<span class='k'>Correo</span>" + _pii("EMAIL_ADDRESS", "lupita.ramirez.o@hotmail.com", "customer's e-mail in a CRM customer card") +
            "<span class='k'>Contacto alterno</span><span>" + _pii("PERSON", "Héctor Ramírez Olvera", "customer's brother as an alternate contact in a CRM") + " (hermano) " + _pii("PHONE_NUMBER", "33 1562 8840", "alternate contact's mobile in a CRM") + "</span>"
            "</div></div>")
    idv = ("<div class='cb'><h3><span>Validación de identidad</span><span class='ok'>✔ 4 de 4</span></h3><div class='kv'>"
           "<span class='k'>Nombre en INE</span>" + _pii("DENY_LIST", "RAMÍREZ OLVERA GUADALUPE", "deny-listed name in capitals surname first as on a voting card in an identity check") +
           "<span class='k'>CURP</span><span class='mono'>" + _pii("ID_NUMBER", curp, "Mexican CURP in a call-centre identity check") + "</span>"
           "<span class='k'>RFC</span><span class='mono'>" + _pii("ID_NUMBER", rfc, "Mexican RFC for invoices in a call-centre identity check") + "</span>"
           "<span class='k'>Fecha de nacimiento</span><span>" + _pii("DATE_OF_BIRTH", "14/02/1983", "customer's date of birth in an identity check") + " <span class='ok'>✔</span></span>"
           "<span class='k'>Domicilio</span>" + _pii("STREET_ADDRESS", "Calle Manuel M. Ponce 218, Col. Guadalupe Inn, Álvaro Obregón, 01020 Ciudad de México", "customer's home address in a call-centre identity check") +
           "<span class='k'>Tarjeta registrada</span><span>últimos 4 dígitos 5532 <span class='ok'>✔</span></span>"
           "</div></div>")
    swap = ("<div class='cb' style='margin-top:10px'><h3><span>Reposición de SIM · robo de equipo</span><span style='font-weight:normal;font-size:12px'>Folio REP-2025-0618-0441</span></h3><div class='kv'>"
            "<span class='k'>Motivo</span>Robo reportado 17/06/2025 · línea suspendida 17/06 22:10"
            "<span class='k'>SIM nueva (ICCID)</span><span class='mono'>" + _pii("ID_NUMBER", iccid, "new SIM's ICCID after its label in a SIM swap") + "</span>"
            "<span class='k'>IMEI del equipo</span><span class='mono'>" + _pii("ID_NUMBER", imei, "stolen phone's IMEI after its label in a SIM swap") + "</span>"
            "<span class='k'>Equipo</span>Samsung Galaxy A54 5G · 128 GB · bloqueado en lista negra (IFT)"
            "<span class='k'>Entrega</span>CAC Perisur · Periférico Sur 4690, Coyoacán · recoge mañana 10:00–19:00"
            "<span class='k'>Costo</span>$0.00 (cliente pospago) · eSIM no compatible"
            "</div></div>")
    hist = [("18/06 11:04", "Llamada entrante", "Reposición SIM por robo · validación INE", _pii("PERSON", "Karla Mendoza", "agent's name in a CRM history row")),
            ("17/06 22:10", "App", "Suspensión temporal por robo", "autoservicio"),
            ("02/05 16:31", "Chat", "Aclaración de cargo roaming EUA $120.00 · bonificado", _pii("PERSON", "Jorge Islas", "agent's name in a CRM history row")),
            ("11/01 09:12", "Tienda", "Cambio de plan a Conecta Plus 12 GB", _pii("PERSON", "Itzel Cruz", "store clerk's name in a CRM history row"))]
    rows = "".join(f"<tr><td>{d}</td><td>{c}</td><td>{t}</td><td>{a}</td></tr>" for d, c, t, a in hist)
    history = (f"<div class='cb' style='margin-top:10px'><h3><span>Historial de interacciones</span></h3><table class='ht'><tr><th>Fecha</th><th>Canal</th><th>Motivo</th><th>Atendió</th></tr>{rows}</table>"
               "<div style='padding:6px 11px;color:#6a7282;font-size:12px'>Nota: " + _pii("DENY_LIST", "Sra. Ramírez", "deny-listed first surname with a courtesy title in a CRM note") + " pide que la SIM la recoja ella en persona; no autoriza terceros.</div></div>")
    return f"<div class='cw'>{card}<div style='flex:1;min-width:0'>{idv}{swap}{history}</div></div>"


def crm_swap(iccid: str, imei: str, curp: str, rfc: str) -> str:
    return _page("crm.conectamovil.mx/clientes/CM-0093318472/reposicion", "Cliente CM-0093318472 · Conecta Móvil CRM",
                 _crm_head() + _crm_body(iccid, imei, curp, rfc), CRM_CSS)


def crm_puk() -> str:
    port = ("<div class='cw'><div class='cb' style='width:640px'><h3><span>Portabilidad entrante</span><span style='font-weight:normal;font-size:12px'>Folio PORT-MX-25-771093</span></h3><div class='kv'>"
            "<span class='k'>Número a portar</span>" + _pii("PHONE_NUMBER", "55 2290 6614", "number ported in from another carrier in a porting request") +
            "<span class='k'>Proveedor actual</span>Telcel · prepago"
            "<span class='k'>NIP de portabilidad</span><span class='mono'>" + _pii("SECRET_VALUE", "7352", "number-porting NIP after its label in a porting request at 125 %") + "</span>"
            "<span class='k'>Ventana</span>24 h hábiles · se activa 19/06/2025 02:00"
            "<span class='k'>Plan destino</span>Conecta Plus 12 GB (línea adicional) · $199.00/mes</div></div>"
            "<div class='cb' style='flex:1'><h3><span>Estado de la línea</span></h3><div class='kv'><span class='k'>Línea</span>Suspendida (robo)<span class='k'>SIM</span>Bloqueada por PIN · 3 intentos<span class='k'>Roaming</span>Desactivado</div></div></div>"
            "<div class='cw'><div class='cb' style='flex:1'><h3><span>Líneas de la cuenta CM-0093318472</span></h3><table class='ht'><tr><th>Línea</th><th>Plan</th><th>Estado</th><th>Equipo</th></tr>"
            "<tr><td>Principal</td><td>Conecta Plus 12 GB</td><td>Suspendida</td><td>Samsung Galaxy A54 5G</td></tr>"
            "<tr><td>Adicional (portabilidad)</td><td>Conecta Plus 12 GB adicional</td><td>En proceso</td><td>Trae su equipo</td></tr></table></div></div>")
    page = _crm_head() + port
    modal = ("<div class='dim'></div><div class='modal'><h2>Códigos PUK · SIM anterior</h2>"
             "Solo dictar al titular después de validar identidad. Queda registrado.<br><br>"
             "PUK&nbsp;&nbsp; <span class='big'>" + _pii("SECRET_VALUE", "40917358", "SIM PUK after its label in a modal over a dimmed CRM at 125 %") + "</span><br>"
             "PUK2 <span class='big'>" + _pii("SECRET_VALUE", "83026614", "SIM PUK2 after its label in a modal over a dimmed CRM at 125 %") + "</span><br>"
             "<span style='color:#6a7282;font-size:12px'>Consultado por " + _pii("PERSON", "Karla Mendoza", "agent's name in a modal's audit line at 125 %") + " · 18/06/2025 11:09 · motivo: cliente bloqueó SIM anterior</span><br>"
             "<span class='btn' style='background:#5b2a86'>Cerrar</span></div>")
    return _page("crm.conectamovil.mx/clientes/CM-0093318472/portabilidad?zoom=125", "Portabilidad · Conecta Móvil CRM",
                 _zoom(1.25, f"<div style='position:relative;height:605px'>{page}{modal}</div>", 756), CRM_CSS)


# ------------------------------------------------------------------------------------- blindz1: installer tablet (MX)
JS_CSS = """
body{font-family:"DejaVu Sans",sans-serif;background:#dfe4ea;color:#1d2733;font-size:12.5px}
.tab{margin:10px auto 0;width:1210px;height:738px;border:12px solid #1e1e1e;border-radius:22px;background:#f6f8fa;overflow:hidden}
.th{height:44px;background:#0f7b6c;color:#fff;display:flex;align-items:center;gap:18px;padding:0 16px} .th b{font-size:15px}
.tb{display:flex;gap:12px;padding:12px 14px}
.jc{background:#fff;border:1px solid #d5dde5;border-radius:8px;padding:10px 14px;line-height:1.6}
.jc h4{margin:0 0 5px;color:#0f7b6c;font-size:13px} .jc .k{color:#63707d;font-size:11px;display:inline-block;width:128px}
.note{background:#fff8dc;border:1px solid #eadb9d;border-radius:6px;padding:8px 10px;line-height:1.55}
.chk{line-height:1.9} .chk span{color:#0f7b6c;font-weight:bold}
.sig{font-family:"URW Chancery L","Z003","DejaVu Serif",cursive;font-style:italic;font-size:30px;color:#1a3d8f;border-bottom:1px solid #999;padding:4px 10px;display:inline-block}
"""


def _tablet(inner: str, step: str) -> str:
    head = ("<div class='th'><b>FibraNorte · Campo</b><span>Mis órdenes</span><span>Inventario</span><span>Mapa</span>"
            f"<span style='margin-left:auto'>{step} · Técnico " + _pii("PERSON", "Luis Ángel Cantú", "installer's name in a field app header") + "</span></div>")
    return _win("<span>FibraNorte Campo · Galaxy Tab</span><span style='color:#63707d'>OT-25-118204</span>", f"<div class='tab'>{head}<div class='tb'>{inner}</div></div>", JS_CSS)


def job_sheet() -> str:
    left = ("<div class='jc' style='width:560px'><h4>Orden de trabajo OT-25-118204 · Instalación</h4>"
            "<span class='k'>Cliente</span><b>" + _pii("PERSON", "Rodrigo Garza Treviño", "customer's name on an installer's job sheet") + "</b><br>"
            "<span class='k'>Domicilio</span>" + _pii("STREET_ADDRESS", "Av. Lázaro Cárdenas 2475, Col. Valle Oriente, 66269 San Pedro Garza García, N.L.", "customer's home address on an installer's job sheet on a tablet") + "<br>"
            "<span class='k'>Celular</span>" + _pii("PHONE_NUMBER", "81 8347 2291", "customer's mobile on an installer's job sheet") + "<br>"
            "<span class='k'>Segundo contacto</span>" + _pii("PERSON", "Mayra", "wife's first name as a second contact on a job sheet") + " (esposa) " + _pii("PHONE_NUMBER", "81 1098 5536", "second contact's mobile on a job sheet") + "<br>"
            "<span class='k'>Cita</span>jueves 19/06/2025 · 10:00–12:00<br>"
            "<span class='k'>Plan</span>Fibra Hogar 500 Mbps simétricos · $589/mes<br>"
            "<span class='k'>Equipo a instalar</span>ONT ZTE F6600P · router Wi-Fi 6 · 1 extensor<br>"
            "<span class='k'>Distancia a caja</span>CTO-SPG-0417 puerto 6 · ~85 m aéreo</div>")
    notes = ("<div style='flex:1'><div class='jc'><h4>Notas de acceso</h4><div class='note'>"
             "Entrar por Portón 2, código " + _pii("SECRET_VALUE", "4410", "gate code after its label in an installer's access note") + ". Hay perro (Rocco), el señor lo amarra. "
             "Estacionar detrás de la Tiguan gris placas " + _pii("ID_NUMBER", "RKS-472-B", "customer's car plate in an installer's access note") + ", no en la banqueta. "
             "Si no contesta, la vecina " + _pii("PERSON", "Doña Chayo Villarreal", "neighbour's name with a title in an installer's access note") + " (casa 2471) tiene llave del portón.</div></div>"
             "<div class='jc' style='margin-top:12px'><h4>Checklist previo</h4><div class='chk'><span>✔</span> Factibilidad confirmada 12/06 · <span>✔</span> Contrato firmado en línea<br>"
             "<span>✔</span> Material: 100 m drop, 2 rosetas, conectores SC/APC<br><span>○</span> Foto de fachada al llegar · <span>○</span> Prueba de velocidad</div></div>"
             "<div class='jc' style='margin-top:12px'><h4>Soporte FibraNorte</h4>Mesa de despacho 81 4160 8000 ext. 2 · Av. Constitución 1500 Ote., Centro, Monterrey<br>"
             "Atención a clientes 800 347 2266 · soporte@fibranorte.mx</div></div>")
    day = [("08:00–10:00", "OT-25-118197", "Reparación · sin señal", _pii("PERSON", "Lucía Elizondo", "another customer's name in a technician's day list"), "Col. Del Valle", "cerrada"),
           ("10:00–12:00", "OT-25-118204", "Instalación 500 Mbps", _pii("PERSON", "Rodrigo Garza T.", "customer's name with an initial in a technician's day list"), "Col. Valle Oriente", "en camino"),
           ("13:00–15:00", "OT-25-118230", "Cambio de módem", _pii("PERSON", "Familia Cavazos", "a family's surname in a technician's day list"), "Col. Mirasierra", "pendiente"),
           ("15:00–17:00", "OT-25-118241", "Instalación 300 Mbps", "Farmacia San Jorge (negocio)", "Col. Fuentes del Valle", "pendiente")]
    rows = "".join(f"<tr><td>{t}</td><td>{o}</td><td>{w}</td><td>{c}</td><td>{z}</td><td>{e}</td></tr>" for t, o, w, c, z, e in day)
    agenda = ("<div class='jc' style='margin:0 14px'><h4>Mi día · jueves 19/06/2025 · 4 órdenes</h4><table style='width:100%;font-size:12px'>"
              f"<tr style='color:#63707d'><th>Ventana</th><th>Orden</th><th>Trabajo</th><th>Cliente</th><th>Zona</th><th>Estado</th></tr>{rows}</table></div>")
    return _tablet(f"{left}{notes}</div>{agenda}<div>", "En camino")


def job_signoff() -> str:
    left = ("<div class='jc' style='width:560px'><h4>Instalación completada</h4>"
            "<span class='k'>ONT serie</span><span class='mono'>ZTEGC8A41F2E</span><br>"
            "<span class='k'>Router serie</span><span class='mono'>FN6R-22B9-004817</span><br>"
            "<span class='k'>Potencia óptica</span>−18.4 dBm (OK) · OLT San Pedro 3<br>"
            "<span class='k'>Prueba de velocidad</span>↓ 512 Mbps · ↑ 498 Mbps · 4 ms<br>"
            "<span class='k'>Red Wi-Fi</span>FibraNorte-8A41 · 2.4/5 GHz<br>"
            "<span class='k'>Contraseña Wi-Fi</span><span class='mono'>" + _pii("SECRET_VALUE", "tq7R-mx49-Lhv2", "Wi-Fi key set for a customer on an installer's sign-off") + "</span><br>"
            "<span class='k'>IP pública</span><span class='mono'>" + _pii("IP_ADDRESS", "187.190.42.118", "customer's public IP address on an installer's sign-off") + "</span><br>"
            "<span class='k'>Recibo a</span>" + _pii("EMAIL_ADDRESS", "rgarza.t@outlook.com", "customer's e-mail for a receipt on a sign-off") + "<br>"
            "<span class='k'>Duración</span>10:22–11:48 · 1 h 26 min</div>")
    right = ("<div class='jc' style='flex:1'><h4>Conformidad del cliente</h4>Recibo el servicio funcionando y el equipo en comodato.<br><br>"
             "<span class='sig'>" + _pii("PERSON", "Rodrigo Garza", "customer's name as a handwriting-style signature") + "</span><br>"
             "<span style='color:#63707d;font-size:11px'>Firma del cliente · 19/06/2025 11:47</span><br><br>"
             "Técnico: " + _pii("PERSON", "Luis Á. Cantú", "installer's name with an initial under a sign-off") + " · No. empleado FN-2231<br>"
             "Calificación del servicio: ★★★★★<br><br><h4>Observaciones</h4>Se instaló extensor en planta alta (recámara). Cliente pidió cambiar SSID después, se le explicó la app.</div>")
    mats = [("Cable drop 1 hilo", "72 m"), ("Roseta óptica", "1"), ("Conector SC/APC", "2"), ("Extensor Wi-Fi 6 FN-X3", "1"), ("Grapas y taquetes", "30")]
    rows = "".join(f"<tr><td>{m}</td><td>{q}</td></tr>" for m, q in mats)
    used = ("<div class='jc' style='margin:0 14px'><h4>Material utilizado</h4><table style='width:50%;font-size:12px'>"
            f"<tr style='color:#63707d'><th>Material</th><th>Cantidad</th></tr>{rows}</table></div>")
    return _tablet(f"{left}{right}</div>{used}<div>", "Cierre")


# ------------------------------------------------------------------------------------------- blindz2: water utility (RO)
AQ_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#eaf2f7;color:#17324a;font-size:13px}
.ah{height:46px;background:#0077b6;color:#fff;display:flex;align-items:center;gap:20px;padding:0 20px} .ah b{font-size:16px}
.aw{display:flex;gap:12px;padding:12px 16px}
.ac{background:#fff;border:1px solid #cfe0ec;border-radius:8px;padding:10px 14px;line-height:1.6}
.ac h4{margin:0 0 6px;color:#0077b6;font-size:14px} .ac .k{color:#5a7186;font-size:11.5px;display:inline-block;width:150px}
.rt{width:100%;border-collapse:collapse;font-size:12.5px} .rt th{text-align:left;color:#5a7186;font-size:11.5px;padding:6px 8px;border-bottom:1px solid #d8e5ef} .rt td{padding:6px 8px;border-bottom:1px solid #edf3f8}
.rt td.n{text-align:right}
"""


def _aq(inner: str, url: str, tab: str) -> str:
    head = ("<div class='ah'><b>AquaSomeș Cluj</b><span>Clienți</span><span>Citiri</span><span>Facturare</span><span>Eșalonări</span>"
            "<span style='margin-left:auto'>Operator: " + _pii("PERSON", "Roxana Bălan", "utility agent's name in a header") + " · Ghișeu 3</span></div>")
    return _page(url, tab, head + inner, AQ_CSS)


def aq_meter(cnp: str) -> str:
    client = ("<div class='ac' style='width:560px'><h4>Loc de consum · cod client 2200418733</h4>"
              "<span class='k'>Titular</span><b>" + _pii("DENY_LIST", "Moșoiu Ionuț", "deny-listed Romanian name with ș and ț surname first at 80 %") + "</b><br>"
              "<span class='k'>Nume în act</span>" + _pii("DENY_LIST", "MOȘOIU IONUȚ", "deny-listed Romanian name in capitals surname first at 80 %") + "<br>"
              "<span class='k'>CNP</span><span class='mono'>" + _pii("ID_NUMBER", cnp, "Romanian CNP in a water utility's customer screen at 80 %") + "</span><br>"
              "<span class='k'>Adresă loc consum</span>" + _pii("STREET_ADDRESS", "Str. Observatorului nr. 112, bl. B4, sc. 1, ap. 17, 400363 Cluj-Napoca", "supply address with block and flat at 80 %") + "<br>"
              "<span class='k'>Telefon</span>" + _pii("PHONE_NUMBER", "0745 318 902", "customer's Romanian mobile at 80 %") + "<br>"
              "<span class='k'>E-mail</span>" + _pii("EMAIL_ADDRESS", "ionut.mosoiu@yahoo.com", "customer's e-mail in a water utility screen at 80 %") + "<br>"
              "<span class='k'>Contract</span>AC-2014-077841 · casnic · 3 persoane<br>"
              "<span class='k'>Factură electronică</span>da · scadență 20 zile</div>")
    meter = ("<div class='ac' style='flex:1'><h4>Contor apă rece</h4>"
             "<span class='k'>Serie contor</span><span class='mono'>ZR21-0884512</span> · Zenner MNK-N DN20<br>"
             "<span class='k'>Verificare metrologică</span>03.2021 · următoarea 03.2026<br>"
             "<span class='k'>Amplasare</span>cămin în curte, sigiliu 0047713<br><br>"
             "<table class='rt'><tr><th>Data citirii</th><th>Index (m³)</th><th>Consum</th><th>Tip</th><th>Cititor</th></tr>"
             "<tr><td>12.06.2025</td><td>1.284</td><td>17 m³</td><td>citire</td><td>" + _pii("PERSON", "Vasile Pop", "meter reader's name in a readings table at 80 %") + "</td></tr>"
             "<tr><td>13.05.2025</td><td>1.267</td><td>15 m³</td><td>autocitire</td><td>app</td></tr>"
             "<tr><td>14.04.2025</td><td>1.252</td><td>16 m³</td><td>citire</td><td>" + _pii("PERSON", "Vasile Pop", "meter reader's name in a readings table at 80 %") + "</td></tr>"
             "<tr><td>12.03.2025</td><td>1.236</td><td>19 m³</td><td>estimat</td><td>—</td></tr></table><br>"
             "<table class='rt'><tr><th>Factura</th><th>Emisă</th><th>Valoare</th><th>Rest</th></tr>"
             "<tr><td>ASC 25 0641822</td><td>15.06.2025</td><td class='n'>148,71 lei</td><td class='n'>148,71 lei</td></tr>"
             "<tr><td>ASC 25 0512907</td><td>16.05.2025</td><td class='n'>131,22 lei</td><td class='n'>131,22 lei</td></tr>"
             "<tr><td>ASC 25 0388014</td><td>15.04.2025</td><td class='n'>139,97 lei</td><td class='n'>139,97 lei</td></tr></table>"
             "<div style='margin-top:6px;color:#5a7186'>Tarif apă 6,68 lei/m³ + canal 5,11 lei/m³ (TVA 9 % inclus) · restanță 419,90 lei</div></div>")
    return _aq(_zoom(0.8, f"<div class='aw'>{client}{meter}</div>", 710), "ghiseu.aquasomes.ro/clienti/2200418733/contor?zoom=80", "Client 2200418733 · AquaSomeș")


def aq_plan() -> str:
    inst = [("1", "25.06.2025", "140,00 lei"), ("2", "25.07.2025", "140,00 lei"), ("3", "25.08.2025", "139,90 lei")]
    rows = "".join(f"<tr><td>Rata {n}</td><td>{d}</td><td class='n'>{v}</td><td>de plată</td></tr>" for n, d, v in inst)
    plan = ("<div class='ac' style='width:640px'><h4>Convenție de eșalonare nr. 4417 / 18.06.2025</h4>"
            "<span class='k'>Titular</span>" + _pii("DENY_LIST", "Ionuț Moșoiu", "deny-listed Romanian name as written in a payment plan") + "<br>"
            "<span class='k'>Cotitular</span>" + _pii("PERSON", "Adriana Moșoiu", "co-holder's name in a payment plan") + "<br>"
            "<span class='k'>Act identitate</span>CI seria/nr. <span class='mono'>" + _pii("ID_NUMBER", "CJ 418822", "Romanian identity card series and number in a payment plan") + "</span><br>"
            "<span class='k'>Debit eșalonat</span>419,90 lei (3 facturi) · fără penalități dacă se respectă graficul<br><br>"
            f"<table class='rt'><tr><th>Rată</th><th>Scadență</th><th>Sumă</th><th>Stare</th></tr>{rows}</table><br>"
            "<span class='k'>Plată automată</span>card Mastercard •••• 6102 · în ziua scadenței<br>"
            "<span class='k'>Semnat</span>electronic · 18.06.2025 10:42</div>")
    info = ("<div class='ac' style='flex:1'><h4>Observații</h4>Clientul a solicitat eșalonarea telefonic; "
            "a explicat că a fost plecat din țară. Confirmare trimisă pe e-mail. — " + _pii("PERSON", "R. Bălan", "agent's initial and surname under a note") + "<br><br>"
            "<h4>AquaSomeș Cluj SA</h4>Calea Dorobanților 79, 400609 Cluj-Napoca<br>CUI RO 199 0382 · J12/1785/2004<br>Dispecerat non-stop 0800 800 928<br>relatii.clienti@aquasomes.ro<br>Program ghișeu: L–V 8:00–16:00</div>")
    return _aq(f"<div class='aw'>{plan}{info}</div>", "ghiseu.aquasomes.ro/clienti/2200418733/esalonare/4417", "Eșalonare 4417 · AquaSomeș")


# -------------------------------------------------------------------------------------- blindz3: game support (dark)
GS_CSS = """
body{font-family:"DejaVu Sans",sans-serif;background:#0f1117;color:#d4d8e1;font-size:12.5px}
.gh{height:46px;background:#171a23;border-bottom:1px solid #262b38;display:flex;align-items:center;gap:20px;padding:0 18px} .gh b{color:#8b7cf6;font-size:15px}
.gw{display:flex;gap:12px;padding:12px 14px}
.gc{background:#171a23;border:1px solid #262b38;border-radius:8px;padding:10px 14px;line-height:1.6}
.gc h4{margin:0 0 6px;color:#a99ff8;font-size:13px} .gc .k{color:#8a91a3;font-size:11.5px;display:inline-block;width:130px}
.log{font-family:"DejaVu Sans Mono",monospace;font-size:11.5px;background:#0b0d12;border:1px solid #262b38;border-radius:6px;padding:8px 10px;line-height:1.6}
.log .t{color:#6b7385} .log .u{color:#f0b45a}
.tag{display:inline-block;border-radius:8px;padding:0 7px;font-size:11px;background:#2a2350;color:#c4bbff}
.msg{border-left:3px solid #8b7cf6;padding:4px 10px;margin:6px 0;background:#12141b}
"""


def _gs(inner: str, url: str, tab: str) -> str:
    head = ("<div class='gh'><b>Nimbus Games · Player Support</b><span>Queue</span><span>Payouts</span><span>Trust &amp; Safety</span>"
            "<span style='margin-left:auto'>" + _pii("PERSON", "Priya Nair", "support agent's name in a dark console header") + " · Tier 2</span></div>")
    return _page(url, tab, head + inner, GS_CSS, dark=True)


def gs_ticket() -> str:
    player = ("<div class='gc' style='width:430px;flex:none'><h4>Player</h4>"
              "<span class='k'>Gamer tag</span><b>" + _pii("DENY_LIST", "ionut_mosoiu", "deny-listed name without diacritics as a gamer tag in a dark support console") + "</b><br>"
              "<span class='k'>Real name</span>" + _pii("DENY_LIST", "Ionut Mosoiu", "deny-listed name without diacritics as a player's real name") + " <span class='tag'>ID verified</span><br>"
              "<span class='k'>E-mail</span>" + _pii("EMAIL_ADDRESS", "ionut.m.gaming@gmail.com", "player's e-mail in a dark support console") + "<br>"
              "<span class='k'>Last log-in</span>" + _pii("IP_ADDRESS", "86.125.44.190", "player's last log-in IP address in a dark support console") + " · Sibiu, RO · 17 Jun 2025 23:51<br>"
              "<span class='k'>Account</span>since Mar 2019 · level 212 · 2FA on<br>"
              "<span class='k'>Games</span>Starfall Legends (1,842 h) · Drift Kings 2 (96 h)<br>"
              "<span class='k'>Wallet</span>€1,240.00 pending payout<br>"
              "<span class='k'>Region</span>EU West · ranked Diamond II</div>")
    ticket = ("<div style='flex:1;min-width:0'><div class='gc'><h4>Ticket #NG-4471902 · Payout not received · <span class='tag'>Priority</span></h4>"
              "<div class='msg'><b>" + _pii("DENY_LIST", "ionut_mosoiu", "deny-listed name as a gamer tag on a ticket message") + "</b> · 16 Jun 2025 19:02<br>"
              "Hi, I won 2nd place in the Starfall Spring Cup EU (€1,240) on 24 May and the payout still says processing. "
              "Also reporting a player from the final for harassment, log attached.</div>"
              "<div class='msg'><b>Nimbus Support</b> · 17 Jun 2025 09:15<br>Thanks! Payouts for the Spring Cup were delayed by the bank verification step. We have escalated this to Payouts (case PY-88214).</div></div>"
              "<div class='gc' style='margin-top:10px'><h4>Reported chat log · Starfall Spring Cup EU, grand final, match 3</h4><div class='log'>"
              "<span class='t'>[21:12:04]</span> <span class='u'>" + _pii("ACCOUNT_NAME", "mariana_lopez98", "gamer tag containing a real name in a reported chat log") + "</span>: gg wp, close one<br>"
              "<span class='t'>[21:12:19]</span> <span class='u'>" + _pii("ACCOUNT_NAME", "xX_Raz0r_Xx", "gamer tag in a reported chat log") + "</span>: ur not even good lol<br>"
              "<span class='t'>[21:12:40]</span> <span class='u'>" + _pii("ACCOUNT_NAME", "xX_Raz0r_Xx", "gamer tag in a reported chat log") + "</span>: i know ur real name is " + _pii("PERSON", "Mariana López", "player's real name typed in a reported chat log") + "<br>"
              "<span class='t'>[21:12:58]</span> <span class='u'>" + _pii("ACCOUNT_NAME", "xX_Raz0r_Xx", "gamer tag in a reported chat log") + "</span>: everyone call her " + _pii("PHONE_NUMBER", "+52 1 222 418 7730", "phone number quoted in a chat log line") + " lmao<br>"
              "<span class='t'>[21:13:07]</span> <span class='u'>" + _pii("DENY_LIST", "ionut_mosoiu", "deny-listed name as a gamer tag in a reported chat log") + "</span>: stop that, reported<br>"
              "<span class='t'>[21:13:30]</span> <span class='u'>[system]</span>: " + _pii("ACCOUNT_NAME", "xX_Raz0r_Xx", "gamer tag in a system line of a chat log") + " was muted by moderator</div>"
              "<div style='margin-top:6px;color:#8a91a3'>Trust &amp; Safety: sanction T&amp;S-55120 · 14-day ban · doxxing (sharing personal info)</div></div></div>")
    return _gs(f"<div class='gw'>{player}{ticket}</div>", "support.nimbusgames.gg/tickets/NG-4471902", "#NG-4471902 · Nimbus Support")


def gs_payout(iban: str) -> str:
    pay = ("<div class='gc' style='width:780px'><h4>Payout case PY-88214 · Starfall Spring Cup EU · 2nd place</h4>"
           "<span class='k'>Amount</span>€1,240.00 · SEPA · batch 2025-06-20<br>"
           "<span class='k'>Account holder</span>" + _pii("DENY_LIST", "MOSOIU IONUT", "deny-listed name in capitals without diacritics as a payout account holder at 150 %") + "<br>"
           "<span class='k'>IBAN</span><span class='mono'>" + _pii("IBAN_CODE", iban, "Romanian payout IBAN in a dark support console at 150 %") + "</span><br>"
           "<span class='k'>Bank · BIC</span>Banca Transilvania · BTRLRO22<br>"
           "<span class='k'>Tax form address</span>" + _pii("STREET_ADDRESS", "Str. Avram Iancu nr. 9, ap. 4, 550165 Sibiu", "player's postal address for a tax form at 150 %") + "<br>"
           "<span class='k'>Date of birth</span>" + _pii("DATE_OF_BIRTH", "23 Jul 1991", "player's date of birth in a payout case at 150 %") + " · age check ✔<br>"
           "<span class='k'>Status</span>Bank name mismatch resolved · released by " + _pii("PERSON", "Tomás Herrera", "payouts agent's name at 150 %") + "</div>")
    hist = ("<div class='gc' style='width:780px;margin-top:10px'><h4>Earlier payouts to this player</h4>"
            "<table style='width:100%;font-size:12px'><tr style='color:#8a91a3'><th>Date</th><th>Event</th><th>Amount</th><th>Status</th></tr>"
            "<tr><td>12 Dec 2024</td><td>Starfall Winter Open · 4th</td><td>€310.00</td><td>paid</td></tr>"
            "<tr><td>03 Aug 2024</td><td>Creator Program · July</td><td>€86.40</td><td>paid</td></tr>"
            "<tr><td>20 Jun 2025</td><td>Starfall Spring Cup EU · 2nd</td><td>€1,240.00</td><td>scheduled</td></tr></table>"
            "<div style='color:#8a91a3;margin-top:4px'>Name on bank account differs from profile (diacritics) · accepted per policy PAY-7.2</div></div>")
    return _gs(_zoom(1.5, f"<div class='gw' style='display:block'>{pay}{hist}</div>", 710), "support.nimbusgames.gg/payouts/PY-88214?zoom=150", "PY-88214 · Payouts")


# --------------------------------------------------------------------------------------- blindz4: esports registration (ID)
ES_CSS = """
body{font-family:"DejaVu Sans",sans-serif;background:#f4f1fb;color:#231b35;font-size:12.5px}
.eh{height:46px;background:linear-gradient(90deg,#b3122e,#6d0f4f);color:#fff;display:flex;align-items:center;gap:20px;padding:0 18px} .eh b{font-size:15px}
.ew{padding:12px 16px}
.ec{background:#fff;border:1px solid #e0d8ef;border-radius:8px;padding:10px 14px;line-height:1.55}
.ec h4{margin:0 0 6px;color:#6d0f4f;font-size:13.5px}
.rs{width:100%;border-collapse:collapse;font-size:12px} .rs th{background:#f7f3fc;text-align:left;padding:6px 7px;color:#625778;font-size:11px} .rs td{padding:6px 7px;border-bottom:1px solid #f0ebf7}
.mn{background:#fff1d6;color:#8a5a00;border-radius:8px;padding:0 7px;font-size:11px}
.pv{display:flex;height:756px;background:#525659}
.pvp{flex:1;overflow:hidden;padding-top:14px}
.doc{width:794px;height:1123px;background:#fff;transform:scale(0.75);transform-origin:0 0;margin-left:80px;padding:44px 56px;font-family:"Liberation Serif",serif;font-size:15px;color:#111;line-height:1.55}
.doc h2{text-align:center;font-size:19px;margin:6px 0 14px} .doc .f{display:grid;grid-template-columns:200px 1fr;gap:3px 10px}
.ps{width:300px;flex:none;background:#fff;padding:18px 20px;font-size:13px;color:#202124}
"""


def es_roster() -> str:
    players = [("PERSON", "Rizky Fauzan Hakim", "rizkyfauzan07", "04/01/2004", "Gold Laner", ""),
               ("PERSON", "Bagas Saputra", "GRD.Kuro", "19/08/2005", "Jungler", ""),
               ("PERSON", "Muhammad Ilham Nur", "ilham.exe", "27/11/2003", "Mid Laner", ""),
               ("PERSON", "Kevin Wijaya", "GRD.Vyn", "02/06/2006", "EXP Laner", ""),
               ("PERSON", "Dimas Aditya Pratama", "GRD.Dims", "08/03/2009", "Roamer", "mn"),
               ("PERSON", "Yosua Simanjuntak", "yosuaa", "15/12/2004", "Cadangan", "")]
    rows = ""
    for k, name, tag, dob, role, flag in players:
        tag_sit = "in-game handle made of a name in an esports roster" if tag in ("rizkyfauzan07", "yosuaa", "ilham.exe") else "in-game handle in an esports roster"
        rows += (f"<tr><td>{_pii(k, name, 'player real name in an esports team roster')}</td><td>{_pii('ACCOUNT_NAME', tag, tag_sit)}</td>"
                 f"<td>{_pii('DATE_OF_BIRTH', dob, 'player date of birth in an esports team roster')}</td><td>{role}</td>"
                 f"<td>{'<span class=mn>16 th · perlu izin wali</span>' if flag else 'terverifikasi'}</td></tr>")
    body = ("<div class='ew'><div class='ec'><h4>Pendaftaran Tim · Garuda Muda Esports · Piala Nusantara Esports 2025 — Mobile Legends: Bang Bang</h4>"
            "<div style='display:flex;gap:30px;color:#625778;margin-bottom:6px'><span>Region Jawa Tengah &amp; DIY</span><span>Grup C · kualifikasi online 5–6 Juli 2025</span><span>Final offline: Jogja Expo Center, 9–10 Agustus</span></div>"
            f"<table class='rs'><tr><th>Nama lengkap</th><th>Nickname</th><th>Tanggal lahir</th><th>Role</th><th>Status</th></tr>{rows}</table></div>"
            "<div style='display:flex;gap:12px;margin-top:12px'><div class='ec' style='flex:1'><h4>Kapten &amp; manajer</h4>"
            "Kapten: " + _pii("PERSON", "Rizky", "captain's first name in a team registration") + " · WhatsApp " + _pii("PHONE_NUMBER", "0857-2931-4408", "captain's WhatsApp number with dashes in a team registration") + "<br>"
            "Manajer: " + _pii("PERSON", "Andreas Gunawan", "team manager's name in a team registration") + " · " + _pii("EMAIL_ADDRESS", "andreas.gunawan@garudamuda.id", "team manager's e-mail in a team registration") + "<br>"
            "Pelatih: Coach Panda (tidak terdaftar sebagai pemain)</div>"
            "<div class='ec' style='flex:1'><h4>Jadwal grup C</h4>Sab 5 Juli 13:00 vs Merapi Legends (Bo3)<br>Sab 5 Juli 17:00 vs Solo Storm (Bo3)<br>Min 6 Juli 14:00 vs Kraton Gaming (Bo3)<br>Hadiah total Rp 150.000.000 · biaya daftar Rp 250.000</div></div>"
            "<div class='ec' style='margin-top:12px;border-color:#f0c36d;background:#fffaf0'><h4>Izin wali · peserta di bawah umur</h4>"
            "Peserta " + _pii("PERSON", "Dimas", "minor's first name in a guardian consent box") + " (16 th) · wali: " + _pii("DENY_LIST", "Ibu Sulistyowati", "deny-listed Indonesian single name with a courtesy title as a guardian in a consent box")
            + " (ibu kandung) · formulir dikirim 20 Juni 2025, menunggu tanda tangan · batas 30 Juni 2025</div>"
            "<div style='margin-top:10px;color:#625778'>Dokumen: 5/6 KTP/Kartu Pelajar diunggah · hadiah dibayar ke rekening tim, bukan pemain</div></div>")
    head = ("<div class='eh'><b>Piala Nusantara Esports 2025</b><span>Tim</span><span>Jadwal</span><span>Bracket</span><span>Dokumen</span>"
            "<span style='margin-left:auto'>Panitia: " + _pii("PERSON", "Sari Wulandari", "tournament staff name in an admin header") + "</span></div>")
    return _page("admin.pialanusantara.gg/tim/garuda-muda/pendaftaran", "Garuda Muda Esports · Pendaftaran", head + body, ES_CSS)


def es_consent(nik_kid: str, nik_mum: str) -> str:
    doc = ("<div class='doc'><div style='display:flex;justify-content:space-between;font-size:12.5px'><b style='font-size:16px;color:#6d0f4f'>PIALA NUSANTARA ESPORTS 2025</b>"
           "<span style='text-align:right'>PT Nusantara Arena Digital<br>Jl. Magelang Km 5,8 No. 18, Sleman 55284 · (0274) 562 118</span></div>"
           "<h2>SURAT PERSETUJUAN ORANG TUA / WALI<br><span style='font-size:14px;font-weight:normal'>untuk peserta berusia di bawah 18 tahun</span></h2>"
           "<p>Yang bertanda tangan di bawah ini:</p><div class='f'>"
           "<span>Nama wali</span><span>" + _pii("DENY_LIST", "Sulistyowati", "deny-listed Indonesian single name of a guardian in a consent form at 75 %") + "</span>"
           "<span>Hubungan dengan peserta</span><span>Ibu kandung</span>"
           "<span>NIK</span><span class='mono'>" + _pii("ID_NUMBER", nik_mum, "guardian's Indonesian NIK in a consent form at 75 %") + "</span>"
           "<span>Alamat</span><span>" + _pii("STREET_ADDRESS", "Jl. Kaliurang Km 7,5, Gg. Pandega Marta No. 14, Sleman, DI Yogyakarta 55283", "guardian's home address in a consent form at 75 %") + "</span>"
           "<span>No. HP</span><span>" + _pii("PHONE_NUMBER", "0812-2744-9031", "guardian's mobile in a consent form at 75 %") + "</span></div>"
           "<p>memberikan izin kepada anak saya:</p><div class='f'>"
           "<span>Nama peserta</span><span>" + _pii("PERSON", "Dimas Aditya Pratama", "minor's name in a guardian consent form at 75 %") + "</span>"
           "<span>NIK</span><span class='mono'>" + _pii("ID_NUMBER", nik_kid, "minor's Indonesian NIK in a consent form at 75 %") + "</span>"
           "<span>Tanggal lahir</span><span>" + _pii("DATE_OF_BIRTH", "8 Maret 2009", "minor's date of birth in words in a consent form at 75 %") + "</span>"
           "<span>Tim</span><span>Garuda Muda Esports (Roamer)</span></div>"
           "<p>untuk mengikuti Piala Nusantara Esports 2025 (kualifikasi online 5–6 Juli 2025 dan final di Jogja Expo Center, 9–10 Agustus 2025), "
           "termasuk perjalanan bersama manajer tim dan penggunaan foto serta nama panggilan untuk siaran langsung.</p>"
           "<div style='display:flex;justify-content:space-between;margin-top:40px'><span>Sleman, 20 Juni 2025<br>Orang tua / wali,<br><br><br>( " + _pii("DENY_LIST", "SULISTYOWATI", "deny-listed single name in capitals under a signature at 75 %") + " )</span>"
           "<span>Mengetahui,<br>Panitia<br><br><br>( " + _pii("PERSON", "Sari Wulandari", "organiser's name under a signature at 75 %") + " )</span></div></div>")
    ps = ("<div class='ps'><h3 style='font-weight:normal;margin:0 0 16px'>Cetak</h3><div style='color:#5f6368'>1 lembar</div><br>Tujuan: Simpan sebagai PDF<br><br>Skala: 75<br><br>Ukuran: A4<br><br>"
          "<span class='btn2'>Batal</span> <span class='btn'>Simpan</span></div>")
    return _page("admin.pialanusantara.gg/tim/garuda-muda/izin-wali/cetak", "Cetak · Surat persetujuan wali", f"<div class='pv'><div class='pvp'>{doc}</div>{ps}</div>", ES_CSS)


# ------------------------------------------------------------------------------------------- blindz5: streaming (UK)
ST_CSS = """
body{font-family:"Liberation Sans",Arial,sans-serif;background:#f5f5f7;color:#1d1d1f;font-size:13.5px}
.sh{height:50px;background:#000;color:#fff;display:flex;align-items:center;gap:22px;padding:0 24px} .sh b{color:#e50914;font-size:19px;letter-spacing:1px}
.sw{display:flex;gap:14px;padding:14px 24px}
.sc{background:#fff;border:1px solid #e1e1e6;border-radius:10px;padding:12px 18px;line-height:1.6}
.sc h4{margin:0 0 8px;font-size:15px} .sc .k{color:#6e6e73;font-size:12px;display:inline-block;width:150px}
.pf{display:flex;gap:16px;margin-top:6px} .pf div{text-align:center;font-size:12.5px} .av{width:64px;height:64px;border-radius:8px;margin-bottom:4px}
.dv{width:100%;border-collapse:collapse;font-size:13px} .dv th{text-align:left;color:#6e6e73;font-size:12px;padding:7px 9px;border-bottom:1px solid #e1e1e6} .dv td{padding:7px 9px;border-bottom:1px solid #f0f0f3}
"""


def _st(inner: str, url: str, tab: str) -> str:
    head = "<div class='sh'><b>LUMEN+</b><span>Home</span><span>Series</span><span>Films</span><span>My List</span><span style='margin-left:auto'>Account</span></div>"
    return _page(url, tab, head + inner, ST_CSS)


def st_account() -> str:
    mem = ("<div class='sc' style='width:560px'><h4>Membership</h4>"
           "<span class='k'>Account owner</span>" + _pii("PERSON", "Rebecca Thornton", "account owner's name on a streaming account page") + "<br>"
           "<span class='k'>E-mail</span>" + _pii("EMAIL_ADDRESS", "becca.thornton@btinternet.com", "account e-mail on a streaming account page") + "<br>"
           "<span class='k'>Mobile</span>" + _pii("PHONE_NUMBER", "07911 468 203", "account mobile on a streaming account page") + " · verified<br>"
           "<span class='k'>Billing address</span>" + _pii("STREET_ADDRESS", "27 Wellington Crescent, Leeds LS6 2HJ", "billing address on a streaming account page") + "<br>"
           "<span class='k'>Plan</span>Premium · 4K + HDR · 4 screens at once · £18.99/month<br>"
           "<span class='k'>Next payment</span>3 July 2025 · Visa •••• 4417<br>"
           "<span class='k'>Member since</span>November 2018 · ad-free<br><br>"
           "<h4>Extra member</h4>"
           + _pii("PERSON", "Oliver Thornton", "extra member's name on a household page") + " · " + _pii("EMAIL_ADDRESS", "olly.thornton99@gmail.com", "extra member's e-mail on a household page") + " · £5.99/month · lives outside the household</div>")
    profs = [("Rebecca", "#e50914"), ("Tom", "#0a84ff"), ("Millie", "#ff9f0a"), ("Kids", "#30d158")]
    pf = "".join(f"<div><div class='av' style='background:{c}'></div>{_pii('PERSON', n, 'profile first name under an avatar') if n != 'Kids' else n}</div>" for n, c in profs)
    pf += "<div><div class='av' style='background:#bf5af2'></div>Grandma " + _pii("PERSON", "Jean", "grandmother's first name in a profile name under an avatar") + "</div>"
    side = ("<div class='sc' style='flex:1'><h4>Profiles</h4>" + f"<div class='pf'>{pf}</div>"
            "<div style='margin-top:10px;color:#6e6e73;font-size:12.5px'>Kids: PG and below · PIN lock on " + _pii("PERSON", "Rebecca", "first name in a profile lock note") + "'s profile</div><br>"
            "<h4>Household</h4>Primary location: Leeds, set on Living Room TV (Samsung QE55Q80)<br>Devices in household: 5 · travel mode off<br><br>"
            "<h4>Help</h4>help.lumenplus.co.uk · 0800 096 2815 · Lumen Plus UK Ltd, 1 Sovereign Square, Leeds LS1 4DA</div>")
    return _st(f"<div class='sw'>{mem}{side}</div>", "www.lumenplus.co.uk/account", "Account · LUMEN+")


def st_devices() -> str:
    devs = [("PERSON", "Tom", "'s iPad", "iPad Air (5th gen)", "Leeds, GB", "81.103.77.214", "Today 07:42", "Bluey · S3:E12"),
            ("", "", "Living Room TV", "Samsung QE55Q80", "Leeds, GB", "81.103.77.201", "Yesterday 21:18", "The Quiet Coast · S1:E4"),
            ("PERSON", "Rebecca", "'s iPhone", "iPhone 14", "Manchester, GB", "92.40.198.63", "Yesterday 08:05", "Paper Kings · S2:E1"),
            ("PERSON", "Millie", "'s Chromebook", "Chrome on ChromeOS", "Leeds, GB", "81.103.77.230", "16 Jun 2025", "Harbour Lights (film)"),
            ("PERSON", "Olly", "'s PS5", "PlayStation 5", "Bristol, GB", "86.12.155.47", "15 Jun 2025", "Drift Nation · S1:E6")]
    rows = ""
    for k, name, rest, model, city, ip, when, what in devs:
        dn = (_pii(k, name, "person's name in a device name on a streaming devices page at 67 %") + rest) if k else rest
        rows += f"<tr><td><b>{dn}</b></td><td>{model}</td><td>{city}</td><td>{_pii('IP_ADDRESS', ip, 'sign-in IP address beside a city on a devices page at 67 %')}</td><td>{when}</td><td>{what}</td></tr>"
    body = ("<div class='sw'><div class='sc' style='flex:1'><h4>Recent device streaming activity</h4>"
            f"<table class='dv'><tr><th>Device</th><th>Model</th><th>Location</th><th>IP address</th><th>Last watched</th><th>Title</th></tr>{rows}</table>"
            "<div style='margin-top:10px;color:#6e6e73'>Don't recognise a device? Sign out of all devices and change your password. Downloads: 7 of 100 on 2 devices.</div></div>"
            "<div class='sc' style='width:420px'><h4>Sign-in security</h4>Password changed 2 April 2025<br>2-step verification: text message to the mobile ending 203<br><br>"
            "<h4>Downloads</h4>" + _pii("PERSON", "Tom", "first name in a device name in a downloads list at 67 %") + "'s iPad: 5 titles<br>" + _pii("PERSON", "Rebecca", "first name in a device name in a downloads list at 67 %") + "'s iPhone: 2 titles<br><br><span class='btn' style='background:#e50914'>Sign out of all devices</span></div></div>")
    seen = [("18/06/2025", "Bluey", "S3:E12 · Pass the Parcel"), ("18/06/2025", "Bluey", "S3:E11 · Dragon"), ("17/06/2025", "Drift Nation", "S1:E6 · Night Run"),
            ("16/06/2025", "Harbour Lights", "Film · 1 h 52 min"), ("15/06/2025", "The Quiet Coast", "S1:E3 · Low Tide"), ("14/06/2025", "Paper Kings", "S1:E10 · The Crown"),
            ("14/06/2025", "Paper Kings", "S1:E9 · Ink"), ("12/06/2025", "Planet Kitchen", "S4:E2 · Lisbon")]
    vr = "".join(f"<tr><td>{d}</td><td>{t}</td><td>{e}</td><td>Report a problem</td></tr>" for d, t, e in seen)
    body += ("<div class='sw' style='padding-top:0'><div class='sc' style='flex:1'><h4>Viewing activity · all profiles</h4>"
             f"<table class='dv'><tr><th>Date</th><th>Title</th><th>Episode</th><th></th></tr>{vr}</table></div></div>")
    return _st(_zoom(0.67, body, 706), "www.lumenplus.co.uk/account/devices?zoom=67", "Devices · LUMEN+")


# ------------------------------------------------------------------------------------- blindz6: smart-home phones (MX)
SH_CSS = """
body{background:#1a1c20} .desk{display:flex;justify-content:center;gap:70px;padding-top:14px;height:756px}
.ph{width:340px;height:700px;border:10px solid #000;border-radius:38px;background:#121417;overflow:hidden;position:relative;font-family:"DejaVu Sans",sans-serif;font-size:12.5px;color:#e6e8eb}
.sb{height:28px;display:flex;justify-content:space-between;padding:6px 20px 0;font-size:11.5px;font-weight:bold}
.ap{height:40px;display:flex;align-items:center;gap:10px;padding:0 14px;font-size:15px;font-weight:bold}
.sub{color:#8d949e;font-size:11px;padding:0 14px 6px}
.dg{display:grid;grid-template-columns:1fr 1fr;gap:8px;padding:0 10px}
.dc{background:#1e2126;border-radius:12px;padding:8px 10px;line-height:1.4;min-height:56px} .dc .m{color:#8d949e;font-size:10.5px} .on{color:#4cd964}
.ls{margin:6px 10px;background:#1e2126;border-radius:12px;padding:6px 12px}
.li{display:flex;justify-content:space-between;gap:8px;border-bottom:1px solid #2a2e35;padding:7px 0;line-height:1.35} .li:last-child{border-bottom:none}
.li .k{color:#8d949e;font-size:11px} .mono{font-family:"DejaVu Sans Mono",monospace;font-size:11.5px}
"""


def _sh_phones(left: str, right: str) -> str:
    return _win("<span>Duplicar pantalla · Pixel 8</span><span style='color:#8d949e'>Casa Viva</span>",
                f"<div class='desk'><div class='ph'>{left}</div><div class='ph'>{right}</div></div>", SH_CSS, bar="#2a2d33", fg="#d0d4da")


def sh_devices() -> str:
    sb = "<div class='sb'><span>20:41</span><span>▮▮▮ LTE 64%</span></div>"
    cards = [("Cámara cuarto de " + _pii("PERSON", "Diego", "child's first name inside a camera's device name in a dark smart-home app"), "Recámara 2 · grabando", "on"),
             ("Foco recámara principal", "Encendido 40 %", "on"),
             ("Termostato sala", "24 °C · auto", ""),
             ("Cerradura principal", "Cerrada · 21:00", ""),
             ("Cámara cochera", "Movimiento 20:12", "on"),
             ("Bocina cocina", "Nest Mini · en espera", ""),
             ("Enchufe cafetera", "Apagado", ""),
             ("Sensor puerta patio", "Cerrada", "")]
    grid = "".join(f"<div class='dc'><b>{n}</b><div class='m {c}'>{m}</div></div>" for n, m, c in cards)
    left = (sb + "<div class='ap'>⌂ Mi casa</div><div class='sub'>12 dispositivos · 3 rutinas activas · 22 °C afuera</div>"
            f"<div class='dg'>{grid}</div>"
            "<div class='ls'><div class='li'><span>Presencia</span><span class='k'>quién está en casa</span></div>"
            "<div class='li'><span>" + _pii("PERSON", "Ana", "child's first name in a phone's name used for presence in a dark smart-home app") + "'s iPhone</span><span class='on'>en casa</span></div>"
            "<div class='li'><span>Pixel 8 (este teléfono)</span><span class='on'>en casa</span></div></div>"
            "<div class='ls'><div class='li'><span>Código de invitado<br><span class='k'>Cerradura principal · vence 30/06</span></span><span class='mono'>" + _pii("SECRET_VALUE", "281947", "smart lock's guest code in a dark smart-home app") + "</span></div></div>")
    right = (sb + "<div class='ap'>‹ Miembros del hogar</div>"
             "<div class='ls'><div class='li'><span><b>" + _pii("PERSON", "Alejandro Ruiz Medina", "home owner's name in a dark smart-home app") + "</b><br><span class='k'>"
             + _pii("EMAIL_ADDRESS", "alejandro.ruizm@gmail.com", "home owner's e-mail in a dark smart-home app") + "</span></span><span class='k'>Propietario</span></div>"
             "<div class='li'><span>" + _pii("PERSON", "Ana Sofía Ruiz", "daughter's name as a home member in a dark smart-home app") + "<br><span class='k'>cuenta familiar · 15 años</span></span><span class='k'>Miembro</span></div>"
             "<div class='li'><span>" + _pii("PERSON", "Diego Ruiz", "son's name as a home member in a dark smart-home app") + "<br><span class='k'>cuenta infantil · sin acceso a cámaras</span></span><span class='k'>Niño</span></div>"
             "<div class='li'><span>" + _pii("PERSON", "Mari", "housekeeper's first name as a limited member") + " (limpieza)<br><span class='k'>solo cerradura · mar y vie 9–14 h</span></span><span class='k'>Limitado</span></div></div>"
             "<div class='ls'><div class='li'><span>Dirección de la casa<br><span class='k'>para clima y rutinas de salida</span></span></div>"
             "<div class='li'><span>" + _pii("STREET_ADDRESS", "Calle Colomos 2290, Providencia, 44630 Guadalajara, Jal.", "home address in a dark smart-home app's members page") + "</span></div></div>"
             "<div class='ls'><div class='li'><span>Rutina «Salir de casa»</span><span class='k'>cierra, apaga focos</span></div><div class='li'><span>Rutina «Buenas noches»</span><span class='k'>22:30</span></div></div>")
    return _sh_phones(left, right)


def sh_wifi() -> str:
    sb = "<div class='sb'><span>20:47</span><span>▮▮▮ LTE 63%</span></div>"
    left = (sb + "<div class='ap'>‹ Wi-Fi y router</div><div class='sub'>Huawei HG8145X6 · firmware V5R021C10S115 · Totalplay</div>"
            "<div class='ls'><div class='li'><span>Red principal<br><span class='k'>Totalplay-5G-9A3C · canal 36</span></span></div>"
            "<div class='li'><span class='k'>Contraseña</span><span class='mono'>" + _pii("SECRET_VALUE", "m4ngo-Tapatio-81", "Wi-Fi key in a dark router settings panel") + "</span></div>"
            "<div class='li'><span class='k'>Seguridad</span><span>WPA2/WPA3</span></div></div>"
            "<div class='ls'><div class='li'><span>Red de invitados<br><span class='k'>Casa-Invitados · 2.4 GHz</span></span></div>"
            "<div class='li'><span class='k'>Contraseña</span><span class='mono'>" + _pii("SECRET_VALUE", "Visitas#7731", "guest network key in a dark router settings panel") + "</span></div></div>"
            "<div class='ls'><div class='li'><span>Administración del router<br><span class='k'>http://192.168.100.1</span></span></div>"
            "<div class='li'><span class='k'>Usuario</span><span class='mono'>admin</span></div>"
            "<div class='li'><span class='k'>Contraseña admin</span><span class='mono'>" + _pii("SECRET_VALUE", "Rz8!kW2qTe", "router's admin password in a dark settings panel") + "</span></div>"
            "<div class='li'><span class='k'>IP pública</span><span class='mono'>" + _pii("IP_ADDRESS", "189.203.117.56", "home's public IP address in a dark router panel") + "</span></div></div>")
    clients = [("MacBook de " + _pii("PERSON", "Alejandro", "owner's first name inside a laptop's device name in a dark client list"), "5 GHz · 866 Mbps"),
               (_pii("PERSON", "Ana", "first name in a phone's name in a dark client list") + "'s iPhone", "5 GHz · 573 Mbps"),
               ("Galaxy Tab A9", "2.4 GHz · 72 Mbps"), ("Cámara cochera", "2.4 GHz · 24 Mbps"), ("Living TV (Roku)", "5 GHz · 433 Mbps"), ("Nest Mini cocina", "2.4 GHz · 65 Mbps")]
    cl = "".join(f"<div class='li'><span>{n}</span><span class='k'>{m}</span></div>" for n, m in clients)
    right = (sb + "<div class='ap'>‹ Dispositivos conectados</div><div class='sub'>14 conectados · 312 GB este mes</div>"
             f"<div class='ls'>{cl}</div>"
             "<div class='ls'><div class='li'><span>API local (Home Assistant)<br><span class='k'>token de acceso · creado 02/05/2025</span></span></div>"
             "<div class='li'><span class='mono' style='word-break:break-all'>" + _pii("API_KEY", "cv_live_8QfZ2rT7mK4xW9pLs3NdV6yH", "local API token in a dark smart-home app") + "</span></div></div>")
    return _sh_phones(left, right)


# ------------------------------------------------------------------------------------------------------- the rig
def render_blind26(chromium: str, source_day: Path, work: Path) -> BlindRig2:
    """Render the seven recordings into `source_day` (module docstring)."""
    rng = random.Random(20261626)
    SIT.clear()
    rig = BlindRig2(deny_list=list(DENY))

    def digits(n: int) -> str:
        return "".join(rng.choice(string.digits) for _ in range(n))
    iccid = "8952020" + digits(11)
    imei = "35489611" + digits(6)
    ids = {"curp": _curp("RAOG830214MDFMLD0"), "rfc": _rfc("RAOG830214K3"),
           "iccid": iccid + _luhn_digit(iccid), "imei": imei + _luhn_digit(imei),
           "cnp": _cnp(date(1991, 7, 23), False, "12", 418),
           "nik_mum": _nik("340404", date(1978, 5, 12), True, 2), "nik_kid": _nik("340404", date(2009, 3, 8), False, 1),
           "ro_iban": _iban_b("RO", "BTRL" + "RONCRT" + digits(10))}
    with recorder(chromium, rig, source_day, work) as record:
        record("blindz0", [("op0", lambda: crm_swap(ids["iccid"], ids["imei"], ids["curp"], ids["rfc"])), ("op1", crm_puk)], "operator CRM SIM swap MX and PUK modal 125 %")
        record("blindz1", [("fi0", job_sheet), ("fi1", job_signoff)], "broadband installer job sheet tablet MX (HiDPI)", dsf=2.0)
        record("blindz2", [("wa0", lambda: aq_meter(ids["cnp"])), ("wa1", aq_plan)], "water utility meter 80 % and payment plan RO")
        record("blindz3", [("gs0", gs_ticket), ("gs1", lambda: gs_payout(ids["ro_iban"]))], "game support ticket dark and payout 150 %")
        record("blindz4", [("es0", es_roster), ("es1", lambda: es_consent(ids["nik_kid"], ids["nik_mum"]))], "esports roster ID and guardian consent print 75 %")
        record("blindz5", [("tv0", st_account), ("tv1", st_devices)], "streaming account and devices 67 %")
        record("blindz6", [("sh0", sh_devices), ("sh1", sh_wifi)], "smart-home app dark phones MX (HiDPI)", dsf=2.0)
    _checks(ids)
    _ibans_ok(rig)
    return rig


if __name__ == "__main__":
    preview(render_blind26, "/tmp/blind26/preview")
