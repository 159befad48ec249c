#!/usr/bin/env python3
"""City of Riverton - Employment Opportunities: a 2008-era ASP.NET WebForms job portal.

A stdlib re-creation of the kind of site a city IT shop built on ASP.NET 2.0 in 2008: every page is one
`<form id="aspnetForm">` that posts back to itself, state travels in a signed `__VIEWSTATE`, the job list is
a GridView paged by `__doPostBack('ctl00$MainContent$gvJobs','Page$N')`, the Department drop-down has
AutoPostBack, job details open in a `window.open` popup and the application form is validated on the
server only (validators with EnableClientScript=false).

Run:     python server.py --port 0        (first stdout line: "listening on http://127.0.0.1:<port>/")
Import:  server = make_server(port=0); serve_forever(server)

Data comes from jobs.json (written by make_data.py with a fixed seed); nothing here is random, so the same
requests always give the same pages. Completed applications are kept in memory and exposed, for tests, at
`GET /__submissions` (JSON); `DELETE /__submissions` empties the list.
"""
from __future__ import annotations

import argparse
import base64
import hashlib
import hmac
import html
import json
import re
import struct
import sys
import threading
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qsl, urlsplit

HERE = Path(__file__).resolve().parent
PAGE_SIZE = 10
PAGER_SPAN = 2  # the pager shows the current page and up to 2 page numbers either side, "..." beyond
MAX_REQUEST_BYTES = 4096 * 1024  # <httpRuntime maxRequestLength="4096" />, the ASP.NET 2.0 default
# <machineKey validationKey=...>: fixed, so the same state always gives the same __VIEWSTATE.
MACHINE_KEY = bytes.fromhex("8B6A2C1F0E9D4C7BA35E21F4D6C08B7E94A1F3C2D5E6B7A8091C2D3E4F5A6B7C")

MC = "ctl00$MainContent$"  # UniqueID prefix of controls in the master page's ContentPlaceHolder
MCID = "ctl00_MainContent_"  # ClientID prefix

JOB_TYPES = [("ALL", "All"), ("FT", "Full Time"), ("PT", "Part Time"), ("SEAS", "Seasonal")]
TYPE_LABEL = dict(JOB_TYPES)

US_STATES = [
    ("AL", "Alabama"), ("AK", "Alaska"), ("AZ", "Arizona"), ("AR", "Arkansas"), ("CA", "California"),
    ("CO", "Colorado"), ("CT", "Connecticut"), ("DE", "Delaware"), ("DC", "District of Columbia"),
    ("FL", "Florida"), ("GA", "Georgia"), ("HI", "Hawaii"), ("ID", "Idaho"), ("IL", "Illinois"),
    ("IN", "Indiana"), ("IA", "Iowa"), ("KS", "Kansas"), ("KY", "Kentucky"), ("LA", "Louisiana"),
    ("ME", "Maine"), ("MD", "Maryland"), ("MA", "Massachusetts"), ("MI", "Michigan"), ("MN", "Minnesota"),
    ("MS", "Mississippi"), ("MO", "Missouri"), ("MT", "Montana"), ("NE", "Nebraska"), ("NV", "Nevada"),
    ("NH", "New Hampshire"), ("NJ", "New Jersey"), ("NM", "New Mexico"), ("NY", "New York"),
    ("NC", "North Carolina"), ("ND", "North Dakota"), ("OH", "Ohio"), ("OK", "Oklahoma"), ("OR", "Oregon"),
    ("PA", "Pennsylvania"), ("RI", "Rhode Island"), ("SC", "South Carolina"), ("SD", "South Dakota"),
    ("TN", "Tennessee"), ("TX", "Texas"), ("UT", "Utah"), ("VT", "Vermont"), ("VA", "Virginia"),
    ("WA", "Washington"), ("WV", "West Virginia"), ("WI", "Wisconsin"), ("WY", "Wyoming"),
]
EDUCATION = [
    "Less than High School", "High School Diploma / GED", "Some College", "Associate's Degree",
    "Bachelor's Degree", "Master's Degree", "Doctorate / Professional Degree",
]
RESUME_EXTENSIONS = (".pdf", ".doc", ".docx", ".rtf", ".txt")
EMAIL_RE = re.compile(r"\w+([-+.']\w+)*@\w+([-.]\w+)*\.\w+([-.]\w+)*")  # the classic VS 2005 expression
ZIP_RE = re.compile(r"\d{5}(-\d{4})?")
CERTIFY_TEXT = ("I certify that the information provided in this application is true and complete to the best "
                "of my knowledge.")

# The application form, in page order: (key, label, control id, kind, required)
APPLY_FIELDS = [
    ("first_name", "First Name", "txtFirstName", "text", True),
    ("last_name", "Last Name", "txtLastName", "text", True),
    ("email", "Email Address", "txtEmail", "text", True),
    ("phone", "Phone Number", "txtPhone", "text", True),
    ("address", "Street Address", "txtAddress", "text", False),
    ("city", "City", "txtCity", "text", False),
    ("state", "State", "ddlState", "select", False),
    ("zip", "ZIP", "txtZip", "text", False),
    ("education", "Highest Education Completed", "ddlEducation", "select", False),
    ("age18", "Are you at least 18 years of age?", "rblAge18", "radio", True),
    ("resume", "Resume", "fuResume", "file", False),
    ("certify", CERTIFY_TEXT, "chkCertify", "checkbox", True),
]


# --------------------------------------------------------------------------------------------- data

def load_data(path: Path | None = None) -> dict:
    data = json.loads((path or HERE / "jobs.json").read_text(encoding="utf-8"))
    data["by_id"] = {j["id"]: j for j in data["jobs"]}
    return data


def _norm(text: str) -> str:
    return " ".join(text.split()).casefold()


def search_jobs(jobs: list[dict], keyword: str = "", dept_id: str = "0", type_code: str = "ALL") -> list[dict]:
    """The stored procedure behind the grid (usp_JobPosting_Search).

    keyword: the trimmed phrase (runs of spaces collapsed) must occur, case-insensitively, in the job title,
    the job number or the description text (`LIKE '%' + @Keyword + '%'`). dept_id "0" = all departments;
    type_code "ALL" = every job type. Order: job title A-Z, then job number.
    """
    kw = _norm(keyword)
    out = []
    for job in jobs:
        if dept_id not in ("", "0") and job["department_id"] != dept_id:
            continue
        if type_code not in ("", "ALL") and job["job_type_code"] != type_code:
            continue
        if kw:
            hay = _norm(" ".join([job["title"], job["job_number"], *job["description"]]))
            if kw not in hay:
                continue
        out.append(job)
    out.sort(key=lambda j: (j["title"].casefold(), j["job_number"]))
    return out


def page_count(n: int) -> int:
    return max(1, -(-n // PAGE_SIZE))


def pager_args(page: int, pages: int) -> list[tuple[str, str | None]]:
    """The pager cells for 0-based `page`: (text, event argument or None for the current page's span)."""
    if pages <= 1:
        return []
    lo, hi = max(0, page - PAGER_SPAN), min(pages - 1, page + PAGER_SPAN)
    cells: list[tuple[str, str | None]] = []
    if lo > 0:
        cells.append(("...", "Page$Prev"))
    for i in range(lo, hi + 1):
        cells.append((str(i + 1), None if i == page else f"Page${i + 1}"))
    if hi < pages - 1:
        cells.append(("...", "Page$Next"))
    return cells


def confirmation_number(job: dict, email: str) -> str:
    digest = hashlib.sha1(f"{job['job_number']}|{email.strip().lower()}".encode()).hexdigest()
    return f"RIV-{int(job['id']):05d}-{digest[:6].upper()}"


# ------------------------------------------------------------------------------ viewstate & friends

class HttpError(Exception):
    def __init__(self, status: int, message: str, exc_type: str = "System.Web.HttpException",
                 description: str | None = None):
        super().__init__(message)
        self.status, self.message, self.exc_type, self.description = status, message, exc_type, description


def invalid_viewstate() -> HttpError:
    return HttpError(500, "Invalid viewstate.", description=(
        "The state information is invalid for this page and might be corrupted. Validation of viewstate MAC "
        "failed. If this application is hosted by a Web Farm or cluster, ensure that &lt;machineKey&gt; "
        "configuration specifies the same validationKey and validation algorithm."))


def invalid_postback() -> HttpError:
    return HttpError(500, "Invalid postback or callback argument.", exc_type="System.ArgumentException",
                     description=(
                         "Invalid postback or callback argument. Event validation is enabled using "
                         "&lt;pages enableEventValidation=\"true\"/&gt; in configuration or &lt;%@ Page "
                         "EnableEventValidation=\"true\" %&gt; in a page. For security purposes, this feature "
                         "verifies that arguments to postback or callback events originate from the server "
                         "control that originally rendered them."))


def generator_for(page: str) -> str:
    return f"{zlib.crc32(page.encode('ascii')) & 0xFFFFFFFF:08X}"


def _mac(generator: str, payload: bytes) -> bytes:
    return hmac.new(MACHINE_KEY, generator.encode("ascii") + payload, hashlib.sha1).digest()


def encode_viewstate(generator: str, state: dict) -> str:
    body = json.dumps(state, separators=(",", ":"), sort_keys=True).encode("utf-8")
    payload = b"\xff\x01\x0f" + zlib.compress(body, 9)
    return base64.b64encode(payload + _mac(generator, payload)).decode("ascii")


def decode_viewstate(generator: str, value: str) -> dict:
    try:
        raw = base64.b64decode(value.encode("ascii"), validate=True)
    except (ValueError, UnicodeEncodeError):
        raise invalid_viewstate() from None
    payload, mac = raw[:-20], raw[-20:]
    if len(raw) < 24 or not hmac.compare_digest(mac, _mac(generator, payload)) or payload[:3] != b"\xff\x01\x0f":
        raise invalid_viewstate()
    try:
        state = json.loads(zlib.decompress(payload[3:]).decode("utf-8"))
    except (zlib.error, ValueError):
        raise invalid_viewstate() from None
    if not isinstance(state, dict):
        raise invalid_viewstate()
    return state


def _ev_hash(uid: str, arg: str) -> int:
    return zlib.crc32(f"{uid}\x00{arg}".encode()) & 0xFFFFFFFF


def encode_event_validation(generator: str, allowed: list[tuple[str, str]]) -> str:
    hashes = sorted({_ev_hash(u, a) for u, a in allowed})
    payload = b"\xff\x01\x16" + struct.pack(f"<{len(hashes)}I", *hashes)
    return base64.b64encode(payload + _mac(generator, payload)).decode("ascii")


def decode_event_validation(generator: str, value: str | None) -> set[int]:
    if not value:
        return set()
    try:
        raw = base64.b64decode(value.encode("ascii"), validate=True)
    except (ValueError, UnicodeEncodeError):
        raise invalid_viewstate() from None
    payload, mac = raw[:-20], raw[-20:]
    if len(raw) < 23 or not hmac.compare_digest(mac, _mac(generator, payload)) or payload[:3] != b"\xff\x01\x16":
        raise invalid_viewstate()
    body = payload[3:]
    if len(body) % 4:
        raise invalid_viewstate()
    return set(struct.unpack(f"<{len(body) // 4}I", body))


class Postback:
    """The posted form of one page, with its verified view state and event validation."""

    def __init__(self, generator: str, form: dict[str, list[str]], files: dict[str, tuple[str, str, bytes]]):
        self.form, self.files = form, files
        vs = self.get("__VIEWSTATE")
        self.state = decode_viewstate(generator, vs) if vs else {}
        self._valid = decode_event_validation(generator, self.get("__EVENTVALIDATION"))
        self.target = self.get("__EVENTTARGET") or ""
        self.argument = self.get("__EVENTARGUMENT") or ""

    def get(self, name: str) -> str | None:
        values = self.form.get(name)
        return values[0] if values else None

    def validate(self, uid: str, arg: str = "") -> None:
        if _ev_hash(uid, arg) not in self._valid:
            raise invalid_postback()

    def value(self, uid: str, default: str) -> str:
        """A posted value of a list control, checked against the values it was rendered with."""
        posted = self.get(uid)
        if posted is None:
            return default
        self.validate(uid, posted)
        return posted

    def clicked(self, uid: str) -> bool:
        if uid in self.form:
            self.validate(uid)
            return True
        return False


def is_postback(form: dict | None) -> bool:
    return form is not None and ("__VIEWSTATE" in form or "__EVENTTARGET" in form)


# ------------------------------------------------------------------------------------- rendering

e = html.escape

SEAL_SVG = """<svg xmlns="http://www.w3.org/2000/svg" width="78" height="78" viewBox="0 0 100 100" role="img"
 aria-label="Seal of the City of Riverton, Ohio"><title>Seal of the City of Riverton</title>
<defs><path id="sealArc" d="M 50,50 m -40,0 a 40,40 0 1,1 80,0 a 40,40 0 1,1 -80,0"/></defs>
<circle cx="50" cy="50" r="48" fill="#1f3b6e" stroke="#c9a227" stroke-width="3"/>
<text font-family="Georgia, serif" font-size="9.5" font-weight="bold" fill="#f4e7b0" letter-spacing="1.2">
<textPath href="#sealArc" startOffset="3%">CITY OF RIVERTON &#8226; OHIO &#8226; 1837 &#8226;</textPath></text>
<circle cx="50" cy="50" r="31" fill="#f7f4ea" stroke="#c9a227" stroke-width="1.5"/>
<polygon points="33,47 50,33 67,47" fill="#1f3b6e"/><rect x="37" y="47" width="26" height="12" fill="#1f3b6e"/>
<rect x="41" y="50" width="3" height="9" fill="#f7f4ea"/><rect x="48.5" y="50" width="3" height="9" fill="#f7f4ea"/>
<rect x="56" y="50" width="3" height="9" fill="#f7f4ea"/><rect x="48" y="27" width="4" height="7" fill="#1f3b6e"/>
<path d="M22 65 Q 29 60 36 65 T 50 65 T 64 65 T 78 65" stroke="#2d6fb5" stroke-width="3" fill="none"/>
<path d="M24 71 Q 31 66 38 71 T 52 71 T 66 71 T 76 71" stroke="#2d6fb5" stroke-width="2.5" fill="none"/>
</svg>"""

DOPOSTBACK_JS = """<script type="text/javascript">
//<![CDATA[
var theForm = document.forms['aspnetForm'];
if (!theForm) {
    theForm = document.aspnetForm;
}
function __doPostBack(eventTarget, eventArgument) {
    if (!theForm.onsubmit || (theForm.onsubmit() != false)) {
        theForm.__EVENTTARGET.value = eventTarget;
        theForm.__EVENTARGUMENT.value = eventArgument;
        theForm.submit();
    }
}
//]]>
</script>"""

NAV = [("Home", "/Default.aspx", "home"), ("City Departments", "/Departments.aspx", "departments"),
       ("Employment", "/JobSearch.aspx", "employment"), ("Contact Us", "/Contact.aspx", "contact")]

CSS = """body { margin: 0; background: #d9dfe8; font-family: Verdana, Arial, Helvetica, sans-serif; font-size: 11px;
  color: #222; }
a { color: #1f3b6e; } a:hover { color: #b0001e; }
#container { width: 780px; margin: 0 auto; background: #fff; border: 1px solid #8a9bb5; }
.Header { width: 100%; background: #1f3b6e; color: #fff; }
.Header td { padding: 6px 10px; }
.Header .CityName { font-family: Georgia, 'Times New Roman', serif; font-size: 26px; font-weight: bold; }
.Header .Tagline { font-size: 12px; color: #f4e7b0; font-style: italic; }
.TopBar { background: #c9a227; height: 4px; font-size: 1px; }
.LeftNav { width: 160px; background: #e8eef7; vertical-align: top; border-right: 1px solid #b8c5d9; }
.LeftNav ul { list-style: none; margin: 0; padding: 10px 0; }
.LeftNav li a { display: block; padding: 5px 12px; font-weight: bold; text-decoration: none; }
.LeftNav li a:hover { background: #cfdcee; }
.LeftNav li.Active a { background: #1f3b6e; color: #fff; }
.LeftNav .NavNote { padding: 10px 12px; color: #555; font-size: 10px; }
.Content { vertical-align: top; padding: 12px 16px; }
.PageTitle { font-family: Georgia, serif; font-size: 20px; color: #1f3b6e; margin: 0 0 8px 0; }
.Footer { background: #1f3b6e; color: #dfe6f1; text-align: center; padding: 8px; font-size: 10px; }
.Footer a { color: #f4e7b0; }
.SearchPanel { background: #f2f5fa; border: 1px solid #b8c5d9; padding: 6px; margin-bottom: 10px; }
.SearchLabel { font-weight: bold; text-align: right; white-space: nowrap; }
.ResultCount { display: block; font-weight: bold; margin: 6px 0; }
.GridView { width: 100%; border-color: #8a9bb5; }
.GridView th { background: #1f3b6e; color: #fff; text-align: left; }
.GridRow { background: #fff; } .GridAltRow { background: #eef3fa; }
.GridPager { background: #d6dfec; } .GridPager span { font-weight: bold; }
.GridPager table td { padding: 0 3px; }
.DetailTable { border-collapse: collapse; width: 100%; }
.DetailTable th { text-align: right; width: 140px; background: #e8eef7; padding: 4px 8px; vertical-align: top; }
.DetailTable td { padding: 4px 8px; border-bottom: 1px solid #e3e8f0; }
.Section { font-family: Georgia, serif; color: #1f3b6e; font-size: 14px; border-bottom: 2px solid #c9a227;
  margin: 14px 0 6px 0; }
.FormTable td { padding: 3px 4px; vertical-align: top; }
.FormTable .FieldLabel { text-align: right; width: 210px; font-weight: bold; }
.required { color: Red; font-weight: bold; }
.ValidationSummary { border: 1px solid #c00; background: #fff3f3; padding: 6px 10px; margin-bottom: 10px; }
.Validator { font-size: 10px; }
.ThankYou { border: 1px solid #7a9a45; background: #f3f9ea; padding: 10px 14px; }
.Popup { background: #fff; }
.PopupHeader { background: #1f3b6e; color: #fff; padding: 6px 10px; font-family: Georgia, serif; font-size: 16px; }
.PopupBody { padding: 10px 14px; }
"""


def _hidden(name: str, value: str) -> str:
    return f'<input type="hidden" name="{name}" id="{name}" value="{e(value)}" />'


def render_page(*, title: str, page: str, action: str, state: dict, allowed: list[tuple[str, str]],
                content: str, active: str | None = None, multipart: bool = False, popup: bool = False) -> str:
    gen = generator_for(page)
    enctype = ' enctype="multipart/form-data"' if multipart else ""
    form_open = (f'<form name="aspnetForm" method="post" action="{e(action)}" id="aspnetForm"{enctype}>\n<div>\n'
                 f'{_hidden("__EVENTTARGET", "")}\n{_hidden("__EVENTARGUMENT", "")}\n'
                 f'{_hidden("__VIEWSTATE", encode_viewstate(gen, state))}\n</div>\n\n{DOPOSTBACK_JS}\n')
    form_close = (f'\n<div>\n\t{_hidden("__VIEWSTATEGENERATOR", gen)}\n'
                  f'\t{_hidden("__EVENTVALIDATION", encode_event_validation(gen, allowed))}\n</div></form>')
    head = ('<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
            '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
            '<html xmlns="http://www.w3.org/1999/xhtml">\n<head><title>\n\t' + e(title) + '\n</title>'
            '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />'
            '<link href="App_Themes/Riverton/Riverton.css" type="text/css" rel="stylesheet" /></head>\n')
    if popup:
        body = (f'<body class="Popup">\n{form_open}'
                '<div class="PopupHeader">City of Riverton &mdash; Job Posting</div>\n'
                f'<div class="PopupBody">\n{content}\n</div>\n{form_close}\n</body>\n</html>\n')
        return head + body
    active_attr = ' class="Active"'
    nav = "".join(
        f'<li{active_attr if key == active else ""}><a id="ctl00_lnk{key.capitalize()}" href="{href}">'
        f'{e(text)}</a></li>' for text, href, key in NAV)
    body = f"""<body>
{form_open}
<div id="container">
<table class="Header" cellpadding="0" cellspacing="0" border="0" summary="">
  <tr>
    <td style="width:90px;"><a href="/Default.aspx" title="City of Riverton Home">{SEAL_SVG}</a></td>
    <td><span class="CityName">City of Riverton</span><br /><span class="Tagline">Ohio &middot; Where the River
      Meets Opportunity</span></td>
    <td align="right" valign="bottom" style="font-size:10px;">100 Main St &middot; Riverton, OH 45701<br />
      (740) 555-0100</td>
  </tr>
</table>
<div class="TopBar">&nbsp;</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0">
  <tr>
    <td class="LeftNav">
      <ul id="ctl00_navMain">{nav}</ul>
      <div class="NavNote">Human Resources<br />City Hall, Room 204<br />Mon&ndash;Fri 8:00&ndash;4:30</div>
    </td>
    <td class="Content">
{content}
    </td>
  </tr>
</table>
<div class="Footer">&copy; 2008&ndash;2026 City of Riverton &middot; 100 Main St, Riverton, OH 45701 &middot;
  <a href="/Contact.aspx">Contact Us</a> &middot; An Equal Opportunity Employer</div>
</div>
{form_close}
</body>
</html>
"""
    return head + body


def ysod(err: HttpError) -> str:
    desc = err.description or (
        "An unhandled exception occurred during the execution of the current web request. Please review the "
        "stack trace for more information about the error and where it originated in the code.")
    return f"""<html>
    <head>
        <title>{e(err.message)}</title>
        <style>
         body {{font-family:"Verdana";font-weight:normal;font-size: .7em;color:black;}}
         p {{font-family:"Verdana";font-weight:normal;color:black;margin-top: -5px}}
         b {{font-family:"Verdana";font-weight:bold;color:black;margin-top: -5px}}
         H1 {{ font-family:"Verdana";font-weight:normal;font-size:18pt;color:red }}
         H2 {{ font-family:"Verdana";font-weight:normal;font-size:14pt;color:maroon }}
         pre {{font-family:"Lucida Console";font-size: .9em}}
        </style>
    </head>
    <body bgcolor="white">
            <span><H1>Server Error in '/' Application.<hr width=100% size=1 color=silver></H1>
            <h2> <i>{e(err.message)}</i> </h2></span>
            <font face="Arial, Helvetica, Geneva, SunSans-Regular, sans-serif ">
            <b> Description: </b>{desc}
            <br><br>
            <b> Exception Details: </b>{e(err.exc_type)}: {e(err.message)}<br><br>
            <hr width=100% size=1 color=silver>
            <b>Version Information:</b>&nbsp;Microsoft .NET Framework Version:2.0.50727.3082;
            ASP.NET Version:2.0.50727.3082
            </font>
    </body>
</html>
"""


def _text_input(ctl: str, value: str, width: int = 200, maxlength: int = 100) -> str:
    return (f'<input name="{MC}{ctl}" type="text" value="{e(value)}" maxlength="{maxlength}" '
            f'id="{MCID}{ctl}" style="width:{width}px;" />')


def _select(ctl: str, options: list[tuple[str, str]], selected: str, extra: str = "") -> str:
    sel = ' selected="selected"'
    opts = "".join(
        f'\n\t<option{sel if v == selected else ""} value="{e(v)}">{e(t)}</option>'
        for v, t in options)
    return f'<select name="{MC}{ctl}" id="{MCID}{ctl}"{extra}>{opts}\n</select>'


def _radio_list(ctl: str, options: list[tuple[str, str]], selected: str | None) -> str:
    cells = []
    for i, (v, t) in enumerate(options):
        checked = ' checked="checked"' if v == selected else ""
        cells.append(f'<td><input id="{MCID}{ctl}_{i}" type="radio" name="{MC}{ctl}" value="{e(v)}"{checked} />'
                     f'<label for="{MCID}{ctl}_{i}">{e(t)}</label></td>')
    return f'<table id="{MCID}{ctl}" border="0">\n\t<tr>\n\t\t{"".join(cells)}\n\t</tr>\n</table>'


# --------------------------------------------------------------------------------------- pages

class Site:
    def __init__(self, data: dict):
        self.data = data
        self.jobs: list[dict] = data["jobs"]
        self.by_id: dict[str, dict] = data["by_id"]
        self.departments: list[dict] = sorted(data["departments"], key=lambda d: d["name"])
        self.submissions: list[dict] = []
        self.lock = threading.Lock()

    # ---- JobSearch.aspx
    def job_search(self, form: dict | None, files: dict) -> str:
        page_name = "jobsearch"
        default = {"kw": "", "dp": "0", "jt": "ALL"}
        ctrl, applied, page = dict(default), dict(default), 0
        if is_postback(form):
            pb = Postback(generator_for(page_name), form, files)
            st = pb.state
            applied = {"kw": str(st.get("kw", "")), "dp": str(st.get("dp", "0")), "jt": str(st.get("jt", "ALL"))}
            page = int(st.get("pg", 0)) if str(st.get("pg", 0)).isdigit() else 0
            prev_dp = str(st.get("c_dp", applied["dp"]))
            ctrl = {
                "kw": (pb.get(MC + "txtKeyword") or "").strip()[:100],
                "dp": pb.value(MC + "ddlDepartment", prev_dp),
                "jt": pb.value(MC + "rblJobType", str(st.get("c_jt", applied["jt"]))),
            }
            # change events first (ddlDepartment_SelectedIndexChanged: gvJobs.PageIndex = 0; BindGrid())
            if ctrl["dp"] != prev_dp:
                applied, page = dict(ctrl), 0
            # then the postback event
            if pb.target == MC + "gvJobs":
                pb.validate(MC + "gvJobs", pb.argument)
                pages = page_count(len(search_jobs(self.jobs, applied["kw"], applied["dp"], applied["jt"])))
                arg = pb.argument[5:] if pb.argument.startswith("Page$") else ""
                if arg == "Next":
                    page += 1
                elif arg == "Prev":
                    page -= 1
                elif arg == "First":
                    page = 0
                elif arg == "Last":
                    page = pages - 1
                elif arg.isdigit():
                    page = int(arg) - 1
                page = min(max(page, 0), pages - 1)
            elif pb.clicked(MC + "btnSearch"):
                applied, page = dict(ctrl), 0
            elif pb.clicked(MC + "btnClear"):
                ctrl, applied, page = dict(default), dict(default), 0
        results = search_jobs(self.jobs, applied["kw"], applied["dp"], applied["jt"])
        pages = page_count(len(results))
        page = min(max(page, 0), pages - 1)
        rows = results[page * PAGE_SIZE:(page + 1) * PAGE_SIZE]

        allowed: list[tuple[str, str]] = [(MC + "txtKeyword", ""), (MC + "btnSearch", ""), (MC + "btnClear", "")]
        dept_options = [("0", "-- All Departments --")] + [(d["id"], d["name"]) for d in self.departments]
        allowed += [(MC + "ddlDepartment", v) for v, _ in dept_options]
        allowed += [(MC + "rblJobType", v) for v, _ in JOB_TYPES]

        onchange = ''' onchange="javascript:setTimeout('__doPostBack(\\'ctl00$MainContent$ddlDepartment\\',\\'\\')', 0)"'''
        search_panel = f"""<div id="{MCID}pnlSearch" class="SearchPanel" onkeypress="javascript:return WebForm_FireDefaultButton(event, '{MCID}btnSearch')">
<table class="SearchTable" cellpadding="3" cellspacing="0" border="0">
  <tr>
    <td class="SearchLabel">Keyword:</td>
    <td>{_text_input("txtKeyword", ctrl["kw"], 220)}</td>
  </tr>
  <tr>
    <td class="SearchLabel">Department:</td>
    <td>{_select("ddlDepartment", dept_options, ctrl["dp"], onchange)}</td>
  </tr>
  <tr>
    <td class="SearchLabel">Job Type:</td>
    <td>{_radio_list("rblJobType", JOB_TYPES, ctrl["jt"])}</td>
  </tr>
  <tr>
    <td>&nbsp;</td>
    <td><input type="submit" name="{MC}btnSearch" value="Search" id="{MCID}btnSearch" />
      <input type="submit" name="{MC}btnClear" value="Clear" id="{MCID}btnClear" /></td>
  </tr>
</table>
</div>"""
        grid = self._grid(rows, page, pages, allowed)
        content = f"""<h1 class="PageTitle">Employment Opportunities</h1>
<p>The City of Riverton offers competitive wages, an excellent benefits package and membership in the Ohio
Public Employees Retirement System (OPERS). Click a job title to view the complete posting and apply online.
Applications are accepted until 4:30 p.m. on the closing date; postings marked <b>Continuous</b> remain open
until filled.</p>
{search_panel}
<span id="{MCID}lblResultCount" class="ResultCount">{len(results)} job(s) found.</span>
{grid}
<p style="margin-top:12px;font-size:10px;color:#555;">The City of Riverton is an Equal Opportunity Employer and
does not discriminate on the basis of race, color, religion, sex, national origin, age, disability or veteran
status. Questions? Call Human Resources at (740) 555-0142.</p>"""
        # WebForm_FireDefaultButton comes from WebResource.axd on the real site; a small stand-in here.
        content += """
<script type="text/javascript">
//<![CDATA[
function WebForm_FireDefaultButton(event, target) {
    if (event.keyCode == 13) {
        var src = event.srcElement || event.target;
        if (!src || (src.tagName.toLowerCase() != "textarea")) {
            var defaultButton = document.getElementById(target);
            if (defaultButton && typeof(defaultButton.click) != "undefined") {
                defaultButton.click();
                event.cancelBubble = true;
                if (event.stopPropagation) event.stopPropagation();
                if (event.preventDefault) event.preventDefault();
                return false;
            }
        }
    }
    return true;
}
//]]>
</script>"""
        state = {"pg": page, "kw": applied["kw"], "dp": applied["dp"], "jt": applied["jt"],
                 "c_dp": ctrl["dp"], "c_jt": ctrl["jt"]}
        return render_page(title="City of Riverton - Employment Opportunities", page=page_name,
                           action="./JobSearch.aspx", state=state, allowed=allowed, content=content,
                           active="employment")

    def _grid(self, rows: list[dict], page: int, pages: int, allowed: list[tuple[str, str]]) -> str:
        if not rows:
            return (f'<div>\n\t<table class="GridView" cellspacing="0" cellpadding="4" rules="all" border="1" '
                    f'id="{MCID}gvJobs" style="border-collapse:collapse;">\n\t\t<tr class="GridEmpty">\n'
                    '\t\t\t<td>No job openings match your search. Please broaden your search and try again.</td>\n'
                    '\t\t</tr>\n\t</table>\n</div>')
        out = [f'<div>\n\t<table class="GridView" cellspacing="0" cellpadding="4" rules="all" border="1" '
               f'id="{MCID}gvJobs" style="border-collapse:collapse;">',
               '\t\t<tr class="GridHeader">\n\t\t\t<th scope="col">Job Title</th><th scope="col">Department</th>'
               '<th scope="col">Job Type</th><th scope="col">Salary</th><th scope="col">Closing Date</th>\n'
               '\t\t</tr>']
        for i, job in enumerate(rows):
            cls = "GridRow" if i % 2 == 0 else "GridAltRow"
            link = (f'<a href="#" onclick="window.open(\'JobDetail.aspx?JobID={job["id"]}\',\'JobDetail\','
                    f'\'width=800,height=600,scrollbars=yes\'); return false;">{e(job["title"])}</a>')
            out.append(f'\t\t<tr class="{cls}">\n\t\t\t<td>{link}</td><td>{e(job["department"])}</td>'
                       f'<td>{e(job["job_type"])}</td><td>{e(job["salary"])}</td>'
                       f'<td>{e(job["closing_date"])}</td>\n\t\t</tr>')
        cells = pager_args(page, pages)
        if cells:
            tds = []
            for text, arg in cells:
                if arg is None:
                    tds.append(f"<td><span>{text}</span></td>")
                else:
                    allowed.append((MC + "gvJobs", arg))
                    tds.append(f"<td><a href=\"javascript:__doPostBack('ctl00$MainContent$gvJobs','{arg}')\">"
                               f"{text}</a></td>")
            out.append('\t\t<tr class="GridPager">\n\t\t\t<td colspan="5"><table border="0">\n\t\t\t\t<tr>\n'
                       f'\t\t\t\t\t{"".join(tds)}\n\t\t\t\t</tr>\n\t\t\t</table></td>\n\t\t</tr>')
        out.append("\t</table>\n</div>")
        return "\n".join(out)

    # ---- JobDetail.aspx
    def _job_from_query(self, query: dict[str, str]) -> dict | None:
        raw = query.get("jobid")
        if raw is None or raw == "":
            return None
        if not re.fullmatch(r"\s*[+-]?\d+\s*", raw):
            raise HttpError(500, "Input string was not in a correct format.", exc_type="System.FormatException")
        return self.by_id.get(str(int(raw)))

    def not_found_page(self, page_name: str, action: str, popup: bool) -> str:
        content = ('<h1 class="PageTitle">Job Posting Not Found</h1>\n<p>The job posting you requested is no '
                   'longer available. It may have been filled or removed.</p>\n<p><a href="/JobSearch.aspx">View '
                   'current Employment Opportunities</a></p>')
        return render_page(title="City of Riverton - Job Posting Not Found", page=page_name, action=action,
                           state={}, allowed=[], content=content, popup=popup, active="employment")

    def job_detail(self, query: dict[str, str], form: dict | None, files: dict) -> tuple[int, str, str | None]:
        job = self._job_from_query(query)
        action = "./JobDetail.aspx" + (f"?JobID={e(query['jobid'])}" if "jobid" in query else "")
        if job is None:
            return 404, self.not_found_page("jobdetail", action, popup=True), None
        if is_postback(form):
            pb = Postback(generator_for("jobdetail"), form, files)
            if pb.clicked(MC + "btnApply"):
                return 302, "", f"/Apply.aspx?JobID={job['id']}"
        desc = "\n".join(f"<p>{e(p)}</p>" for p in job["description"])
        quals = "\n".join(f"\t<li>{e(q)}</li>" for q in job["qualifications"])
        supp = "\n".join(f"<p>{e(p)}</p>" for p in job["supplemental"])
        rows = [("Job Title", "lblTitle", job["title"]), ("Job Number", "lblJobNumber", job["job_number"]),
                ("Department", "lblDepartment", job["department"]), ("Salary", "lblSalary", job["salary"]),
                ("Job Type", "lblJobType", job["job_type"]), ("Closing Date", "lblClosingDate", job["closing_date"]),
                ("Location", "lblLocation", job["location"])]
        table = "\n".join(f'  <tr>\n    <th>{label}:</th>\n    <td><span id="{MCID}{ctl}">{e(val)}</span></td>\n  </tr>'
                          for label, ctl, val in rows)
        content = f"""<h1 class="PageTitle">{e(job["title"])}</h1>
<table class="DetailTable" id="{MCID}tblDetails" cellspacing="0" border="0">
{table}
</table>
<h2 class="Section">Description</h2>
<div id="{MCID}divDescription">
{desc}
</div>
<h2 class="Section">Minimum Qualifications</h2>
<div id="{MCID}divQualifications">
<ul>
{quals}
</ul>
</div>
<h2 class="Section">Supplemental Information</h2>
<div id="{MCID}divSupplemental">
{supp}
</div>
<p style="margin-top:14px;">
  <input type="submit" name="{MC}btnApply" value="Apply Online" id="{MCID}btnApply" />
  &nbsp; <a href="javascript:window.print();">Print</a> | <a href="javascript:window.close();">Close Window</a>
</p>"""
        html_ = render_page(title=f"{job['title']} - City of Riverton", page="jobdetail", action=action,
                            state={"JobID": job["id"]}, allowed=[(MC + "btnApply", "")], content=content, popup=True)
        return 200, html_, None

    # ---- Apply.aspx
    def apply(self, query: dict[str, str], form: dict | None, files: dict) -> tuple[int, str, str | None]:
        job = self._job_from_query(query)
        action = "./Apply.aspx" + (f"?JobID={e(query['jobid'])}" if "jobid" in query else "")
        if job is None:
            return 404, self.not_found_page("apply", action, popup=False), None
        allowed = ([(MC + "ddlState", v) for v in [""] + [s for s, _ in US_STATES]]
                   + [(MC + "ddlEducation", v) for v in [""] + EDUCATION]
                   + [(MC + "rblAge18", v) for v in ("Yes", "No")]
                   + [(MC + "btnSubmit", ""), (MC + "btnCancel", ""), (MC + "chkCertify", "")])
        values = {key: "" for key, *_ in APPLY_FIELDS}
        values["certify"] = False
        errors: dict[str, str] = {}
        messages: list[str] = []
        if is_postback(form):
            pb = Postback(generator_for("apply"), form, files)
            if pb.clicked(MC + "btnCancel"):
                return 302, "", "/JobSearch.aspx"
            for key, _label, ctl, kind, _req in APPLY_FIELDS:
                if kind == "text":
                    values[key] = (pb.get(MC + ctl) or "").strip()
                elif kind in ("select", "radio"):
                    values[key] = pb.value(MC + ctl, "")
            values["certify"] = (MC + "chkCertify") in form
            if pb.clicked(MC + "btnSubmit"):
                upload = files.get(MC + "fuResume")
                messages = self._validate(values, upload, errors)
                if not messages:
                    return 200, self._thank_you(job, values, form, upload), None
        return 200, self._apply_form(job, action, values, errors, messages, allowed), None

    def _validate(self, v: dict, upload: tuple[str, str, bytes] | None, errors: dict[str, str]) -> list[str]:
        msgs: list[str] = []

        def fail(key: str, inline: str, message: str) -> None:
            errors[key] = inline
            msgs.append(message)

        for key, label in (("first_name", "First Name"), ("last_name", "Last Name")):
            if not v[key]:
                fail(key, "Required", f"{label} is required.")
        if not v["email"]:
            fail("email", "Required", "Email Address is required.")
        elif not EMAIL_RE.fullmatch(v["email"]):
            fail("email", "Invalid", "Please enter a valid Email Address.")
        digits = re.sub(r"\D", "", v["phone"])
        if not v["phone"]:
            fail("phone", "Required", "Phone Number is required.")
        elif not (len(digits) == 10 or (len(digits) == 11 and digits.startswith("1"))):
            fail("phone", "Invalid", "Please enter a valid 10-digit Phone Number, e.g. (740) 555-0100.")
        if v["zip"] and not ZIP_RE.fullmatch(v["zip"]):
            fail("zip", "Invalid", "ZIP must be a 5-digit ZIP code (or ZIP+4).")
        if v["age18"] not in ("Yes", "No"):
            fail("age18", "Required", "Please indicate whether you are at least 18 years of age.")
        if upload and upload[0] and not upload[0].lower().endswith(RESUME_EXTENSIONS):
            fail("resume", "Invalid", "Resume must be a PDF, Word (.doc, .docx), RTF or text (.txt) file.")
        if not v["certify"]:
            fail("certify", "Required", "You must certify that the information provided is true and complete.")
        return msgs

    def _thank_you(self, job: dict, v: dict, form: dict, upload: tuple[str, str, bytes] | None) -> str:
        conf = confirmation_number(job, v["email"])
        file_list = []
        for name, (filename, ctype, data) in self._files_of(form, upload):
            file_list.append({"field": name, "filename": filename, "content_type": ctype, "size": len(data),
                              "sha1": hashlib.sha1(data).hexdigest()})
        by_label = {}
        for key, label, _ctl, kind, _req in APPLY_FIELDS:
            if kind == "file":
                by_label[label] = upload[0] if upload and upload[0] else ""
            elif kind == "checkbox":
                by_label[label] = bool(v[key])
            else:
                by_label[label] = v[key]
        raw = {k: (vals[0] if len(vals) == 1 else vals) for k, vals in form.items() if not k.startswith("__")}
        with self.lock:
            record = {
                "seq": len(self.submissions) + 1,
                "form": "riverton-apply",
                "page": f"/Apply.aspx?JobID={job['id']}",
                "job_id": job["id"], "job_number": job["job_number"], "title": job["title"],
                "confirmation": conf,
                "fields": by_label,
                "values": {key: v[key] for key, *_ in APPLY_FIELDS if key != "resume"},
                "raw": raw,
                "files": file_list,
            }
            self.submissions.append(record)
        content = f"""<h1 class="PageTitle">Application Received</h1>
<div id="{MCID}pnlThankYou" class="ThankYou">
<p id="{MCID}pThankYou">Thank you. Your application for {e(job["title"])} ({e(job["job_number"])}) has been received. Confirmation number: <span id="{MCID}lblConfirmation">{conf}</span></p>
<p>Please print this page for your records. Applications are reviewed after the closing date; only candidates
selected for further consideration will be contacted by Human Resources.</p>
<p><a href="/JobSearch.aspx">Return to Employment Opportunities</a></p>
</div>"""
        return render_page(title="City of Riverton - Application Received", page="apply",
                           action=f"./Apply.aspx?JobID={job['id']}", state={"JobID": job["id"], "done": True},
                           allowed=[], content=content, active="employment", multipart=True)

    @staticmethod
    def _files_of(form: dict, upload: tuple[str, str, bytes] | None):
        if upload and upload[0]:
            yield MC + "fuResume", upload

    def _apply_form(self, job: dict, action: str, v: dict, errors: dict[str, str], messages: list[str],
                    allowed: list[tuple[str, str]]) -> str:
        def star(required: bool) -> str:
            return '<span class="required" style="color:Red;">*</span>' if required else ""

        def validator(key: str, ctl: str) -> str:
            if key not in errors:
                return ""
            kind = "rfv" if errors[key] == "Required" else "rev"
            return (f' <span id="{MCID}{kind}{ctl[3:]}" class="Validator" style="color:Red;">'
                    f'{errors[key]}</span>')

        def row(key: str, label: str, ctl: str, field_html: str, required: bool) -> str:
            return (f'  <tr>\n    <td class="FieldLabel"><label for="{MCID}{ctl}" id="{MCID}lbl{ctl[3:]}">'
                    f'{e(label)}:</label>{star(required)}</td>\n    <td>{field_html}{validator(key, ctl)}</td>\n  </tr>')

        summary = ""
        if messages:
            items = "".join(f"<li>{e(m)}</li>" for m in messages)
            summary = (f'<div id="{MCID}vsApply" class="ValidationSummary" style="color:Red;">\n'
                       f'Please correct the following errors:<ul>{items}</ul>\n</div>')
        state_opts = [("", "-- Select State --")] + US_STATES
        edu_opts = [("", "-- Select --")] + [(x, x) for x in EDUCATION]
        certify_checked = ' checked="checked"' if v["certify"] else ""
        personal = "\n".join([
            row("first_name", "First Name", "txtFirstName", _text_input("txtFirstName", v["first_name"], 200, 50), True),
            row("last_name", "Last Name", "txtLastName", _text_input("txtLastName", v["last_name"], 200, 50), True),
            row("email", "Email Address", "txtEmail", _text_input("txtEmail", v["email"], 250, 100), True),
            row("phone", "Phone Number", "txtPhone", _text_input("txtPhone", v["phone"], 140, 20), True),
            row("address", "Street Address", "txtAddress", _text_input("txtAddress", v["address"], 250, 100), False),
            row("city", "City", "txtCity", _text_input("txtCity", v["city"], 160, 50), False),
            row("state", "State", "ddlState", _select("ddlState", state_opts, v["state"]), False),
            row("zip", "ZIP", "txtZip", _text_input("txtZip", v["zip"], 80, 10), False),
        ])
        education = row("education", "Highest Education Completed", "ddlEducation",
                        _select("ddlEducation", edu_opts, v["education"]), False)
        age_row = (f'  <tr>\n    <td class="FieldLabel"><span id="{MCID}lblAge18">Are you at least 18 years of age?'
                   f'</span>{star(True)}</td>\n    <td>{_radio_list("rblAge18", [("Yes", "Yes"), ("No", "No")], v["age18"] or None)}'
                   f'{validator("age18", "rblAge18")}</td>\n  </tr>')
        resume_row = row("resume", "Resume", "fuResume",
                         f'<input type="file" name="{MC}fuResume" id="{MCID}fuResume" size="40" />'
                         '<br /><span style="font-size:10px;color:#555;">PDF, Word, RTF or text file, 4 MB maximum.'
                         '</span>', False)
        certify_row = (f'  <tr>\n    <td class="FieldLabel">&nbsp;</td>\n    <td><input id="{MCID}chkCertify" '
                       f'type="checkbox" name="{MC}chkCertify"{certify_checked} /><label for="{MCID}chkCertify">'
                       f'{e(CERTIFY_TEXT)}</label>{star(True)}{validator("certify", "chkCertify")}</td>\n  </tr>')
        content = f"""<h1 class="PageTitle">Online Employment Application</h1>
<p>Applying for: <b><span id="{MCID}lblJobTitle">{e(job["title"])}</span></b>
(<span id="{MCID}lblJobNumber">{e(job["job_number"])}</span>) &mdash; {e(job["department"])}<br />
Closing Date: {e(job["closing_date"])}</p>
<p>Fields marked with <span class="required" style="color:Red;">*</span> are required.</p>
{summary}
<table class="FormTable" id="{MCID}tblApply" cellspacing="0" border="0">
  <tr><td colspan="2"><h2 class="Section">Personal Information</h2></td></tr>
{personal}
  <tr><td colspan="2"><h2 class="Section">Education</h2></td></tr>
{education}
  <tr><td colspan="2"><h2 class="Section">Eligibility</h2></td></tr>
{age_row}
  <tr><td colspan="2"><h2 class="Section">Resume</h2></td></tr>
{resume_row}
  <tr><td colspan="2"><h2 class="Section">Certification</h2></td></tr>
{certify_row}
  <tr>
    <td>&nbsp;</td>
    <td style="padding-top:10px;"><input type="submit" name="{MC}btnSubmit" value="Submit Application" id="{MCID}btnSubmit" />
      <input type="submit" name="{MC}btnCancel" value="Cancel" id="{MCID}btnCancel" /></td>
  </tr>
</table>"""
        return render_page(title=f"Apply - {job['title']} - City of Riverton", page="apply", action=action,
                           state={"JobID": job["id"]}, allowed=allowed, content=content, active="employment",
                           multipart=True)

    # ---- simple pages
    def simple(self, key: str, form: dict | None, files: dict) -> str:
        page_name, action = {"home": ("default", "./Default.aspx"), "departments": ("departments", "./Departments.aspx"),
                             "contact": ("contact", "./Contact.aspx")}[key]
        if is_postback(form):
            Postback(generator_for(page_name), form, files)  # a tampered view state is refused here too
        if key == "home":
            title, content = "City of Riverton, Ohio - Official Website", f"""<h1 class="PageTitle">Welcome to the City of Riverton</h1>
<p>Founded in 1837 on the banks of the Muskingum River, Riverton is home to 38,000 residents, a historic downtown
and more than 400 acres of parkland. This site provides information about city services, departments and
employment with the City.</p>
<h2 class="Section">City News</h2>
<ul>
  <li><b>11/24/2026</b> &ndash; Leaf collection continues through December 11. Place leaves at the curb by 7 a.m.</li>
  <li><b>11/18/2026</b> &ndash; City Council approves the 2027 operating budget.</li>
  <li><b>11/09/2026</b> &ndash; Winter parking ban takes effect December 1 on snow emergency routes.</li>
</ul>
<h2 class="Section">Employment</h2>
<p>The City of Riverton currently has <b>{len(self.jobs)}</b> open positions.
<a href="/JobSearch.aspx">View current Employment Opportunities</a>.</p>"""
        elif key == "departments":
            items = "\n".join(f'  <tr><td><b>{e(d["name"])}</b></td><td>{e(d["location"])}</td><td>{e(d["phone"])}</td></tr>'
                              for d in self.departments)
            title, content = "City of Riverton - City Departments", f"""<h1 class="PageTitle">City Departments</h1>
<table class="GridView" cellspacing="0" cellpadding="4" rules="all" border="1" style="border-collapse:collapse;">
  <tr><th scope="col">Department</th><th scope="col">Location</th><th scope="col">Phone</th></tr>
{items}
</table>"""
        else:
            title, content = "City of Riverton - Contact Us", """<h1 class="PageTitle">Contact Us</h1>
<p><b>City of Riverton</b><br />City Hall<br />100 Main St<br />Riverton, OH 45701</p>
<p>Main switchboard: (740) 555-0100<br />Human Resources: (740) 555-0142<br />
Office hours: Monday&ndash;Friday, 8:00 a.m. &ndash; 4:30 p.m.</p>
<p>Employment questions: <a href="mailto:hr@riverton-oh.gov">hr@riverton-oh.gov</a></p>"""
        return render_page(title=title, page=page_name, action=action, state={}, allowed=[], content=content,
                           active=key)


# ------------------------------------------------------------------------------------ HTTP layer

def parse_multipart(body: bytes, boundary: bytes) -> tuple[dict[str, list[str]], dict[str, tuple[str, str, bytes]]]:
    fields: dict[str, list[str]] = {}
    files: dict[str, tuple[str, str, bytes]] = {}
    chunks = (b"\r\n" + body).split(b"\r\n--" + boundary)
    for chunk in chunks[1:]:
        if chunk.startswith(b"--"):
            break
        if chunk.startswith(b"\r\n"):
            chunk = chunk[2:]
        head, sep, data = chunk.partition(b"\r\n\r\n")
        if not sep:
            continue
        headers = {}
        for line in head.decode("utf-8", "replace").split("\r\n"):
            k, _, val = line.partition(":")
            headers[k.strip().lower()] = val.strip()
        disp = headers.get("content-disposition", "")
        m = re.search(r'(?:^|;)\s*name="([^"]*)"', disp)
        if not m:
            continue
        name = m.group(1)
        fm = re.search(r'(?:^|;)\s*filename="([^"]*)"', disp)
        if fm is not None:
            filename = re.split(r"[\\/]", fm.group(1))[-1]  # IE 6 sent the full client path
            files[name] = (filename, headers.get("content-type", "application/octet-stream"), data)
        else:
            fields.setdefault(name, []).append(data.decode("utf-8", "replace"))
    return fields, files


DANGEROUS = re.compile(r"<[A-Za-z!/?]|&#")


def check_request_validation(query: dict[str, str], form: dict[str, list[str]] | None) -> None:
    """ASP.NET request validation (validateRequest="true")."""
    items = [("Request.QueryString", k, v) for k, v in query.items()]
    for k, vals in (form or {}).items():
        items += [("Request.Form", k, v) for v in vals]
    for coll, k, v in items:
        if DANGEROUS.search(v):
            shown = v if len(v) <= 20 else v[:17] + "..."
            raise HttpError(500, f'A potentially dangerous {coll} value was detected from the client '
                                 f'({k}="{shown}").', exc_type="System.Web.HttpRequestValidationException",
                            description=(
                                "Request Validation has detected a potentially dangerous client input value, and "
                                "processing of the request has been aborted."))


class Handler(BaseHTTPRequestHandler):
    server_version = "Microsoft-IIS/6.0"
    protocol_version = "HTTP/1.1"

    def version_string(self) -> str:
        return self.server_version

    def log_message(self, format: str, *args) -> None:  # noqa: A002 - BaseHTTPRequestHandler's signature
        if getattr(self.server, "verbose", False):
            super().log_message(format, *args)

    def do_GET(self) -> None:
        self._dispatch("GET")

    def do_HEAD(self) -> None:
        self._dispatch("HEAD")

    def do_POST(self) -> None:
        self._dispatch("POST")

    def do_DELETE(self) -> None:
        self._dispatch("DELETE")

    def _send(self, status: int, body: bytes, ctype: str = "text/html; charset=utf-8",
              headers: dict[str, str] | None = None, head_only: bool = False) -> None:
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "private")
        self.send_header("X-Powered-By", "ASP.NET")
        self.send_header("X-AspNet-Version", "2.0.50727")
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        self.end_headers()
        if not head_only:
            self.wfile.write(body)

    def _read_form(self) -> tuple[dict[str, list[str]], dict[str, tuple[str, str, bytes]]]:
        try:
            length = int(self.headers.get("Content-Length") or 0)
        except ValueError:
            length = 0
        if length > MAX_REQUEST_BYTES:
            remaining = length
            if length > 64 * 1024 * 1024:
                self.close_connection = True
            else:
                while remaining > 0:
                    got = self.rfile.read(min(remaining, 65536))
                    if not got:
                        break
                    remaining -= len(got)
            raise HttpError(500, "Maximum request length exceeded.")
        body = self.rfile.read(length) if length else b""
        ctype = self.headers.get("Content-Type", "")
        if ctype.lower().startswith("multipart/form-data"):
            m = re.search(r'boundary="?([^";]+)"?', ctype)
            if not m:
                return {}, {}
            return parse_multipart(body, m.group(1).encode("latin-1"))
        fields: dict[str, list[str]] = {}
        for k, v in parse_qsl(body.decode("utf-8", "replace"), keep_blank_values=True):
            fields.setdefault(k, []).append(v)
        return fields, {}

    def _dispatch(self, method: str) -> None:
        site: Site = self.server.site  # type: ignore[attr-defined]
        url = urlsplit(self.path)
        path = url.path.lower()
        query = {}
        for k, v in parse_qsl(url.query, keep_blank_values=True):
            query.setdefault(k.lower(), v)  # Request.QueryString is case-insensitive
        head_only = method == "HEAD"
        try:
            form, files = (self._read_form() if method == "POST" else (None, {}))
            if path == "/__submissions":
                if method == "DELETE":
                    with site.lock:
                        site.submissions.clear()
                with site.lock:
                    body = json.dumps(site.submissions, indent=2).encode("utf-8")
                self._send(200, body, "application/json; charset=utf-8", head_only=head_only)
                return
            if method == "DELETE":
                raise HttpError(405, "The HTTP verb DELETE used to access path '" + url.path + "' is not allowed.")
            check_request_validation(query, form)
            status, location = 200, None
            if path in ("/", "/default.aspx"):
                page = site.simple("home", form, files)
            elif path == "/departments.aspx":
                page = site.simple("departments", form, files)
            elif path == "/contact.aspx":
                page = site.simple("contact", form, files)
            elif path == "/jobsearch.aspx":
                page = site.job_search(form, files)
            elif path == "/jobdetail.aspx":
                status, page, location = site.job_detail(query, form, files)
            elif path == "/apply.aspx":
                status, page, location = site.apply(query, form, files)
            elif path == "/app_themes/riverton/riverton.css":
                self._send(200, CSS.encode("utf-8"), "text/css", head_only=head_only)
                return
            else:
                raise HttpError(404, "The resource cannot be found.", description=(
                    "HTTP 404. The resource you are looking for (or one of its dependencies) could have been "
                    "removed, had its name changed, or is temporarily unavailable. Please review the following "
                    f"URL and make sure that it is spelled correctly.<br><br><b>Requested URL: </b>{e(url.path)}"))
            if location is not None:
                body = (f'<html><head><title>Object moved</title></head><body>\r\n<h2>Object moved to '
                        f'<a href="{e(location)}">here</a>.</h2>\r\n</body></html>\r\n').encode()
                self._send(302, body, headers={"Location": location}, head_only=head_only)
                return
            self._send(status, page.encode("utf-8"), head_only=head_only)
        except HttpError as err:
            self._send(err.status, ysod(err).encode("utf-8"), head_only=head_only)


def make_server(port: int = 0, host: str = "127.0.0.1", data_path: Path | None = None,
                verbose: bool = False) -> ThreadingHTTPServer:
    server = ThreadingHTTPServer((host, port), Handler)
    server.daemon_threads = True
    server.site = Site(load_data(data_path))  # type: ignore[attr-defined]
    server.verbose = verbose  # type: ignore[attr-defined]
    server.url = f"http://{host}:{server.server_address[1]}/"  # type: ignore[attr-defined]
    return server


def serve_forever(server: ThreadingHTTPServer | None = None, port: int = 0) -> None:
    """Serve `server` (or a new one on `port`) until interrupted."""
    server = server or make_server(port)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--port", type=int, default=0)
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--verbose", action="store_true", help="log requests to stderr")
    args = ap.parse_args(argv)
    server = make_server(args.port, args.host, verbose=args.verbose)
    print(f"listening on {server.url}", flush=True)  # type: ignore[attr-defined]
    serve_forever(server)


if __name__ == "__main__":
    main(sys.argv[1:])
