/* Orbital Foods Careers: a hash-routed single-page app built from custom elements.
 * Routes: #/jobs[?q=&department=&location=]  #/jobs/<id>  #/jobs/<id>/apply
 * Every component renders into an open shadow root with its own styles.
 */
(function () {
  "use strict";

  var PAGE_SIZE = 12;
  var FORM_ENDPOINT = "/__submit/orbital-application";

  function esc(s) {
    return String(s == null ? "" : s)
      .replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;").replace(/'/g, "&#39;");
  }

  function matches(job, q, departments, location) {
    var terms = q.trim().toLowerCase().split(/\s+/).filter(Boolean);
    var hay = (job.title + " " + job.department + " " + job.location).toLowerCase();
    for (var i = 0; i < terms.length; i++) {
      if (hay.indexOf(terms[i]) === -1) return false;
    }
    if (departments.length && departments.indexOf(job.department) === -1) return false;
    if (location && job.location !== location) return false;
    return true;
  }

  var BASE_CSS = [
    ":host { box-sizing: border-box; font-family: \"Helvetica Neue\", Arial, sans-serif; color: #23201c; }",
    "*, *::before, *::after { box-sizing: inherit; }",
    "a { color: #b8410f; }",
    "a:focus-visible, button:focus-visible, [tabindex]:focus-visible, input:focus-visible, select:focus-visible {",
    "  outline: 3px solid #f3a33b; outline-offset: 2px; }",
    ".visually-hidden { position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0;",
    "  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }",
    "[hidden] { display: none !important; }"
  ].join("\n");

  var PIN_SVG = '<svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z"/><circle cx="12" cy="9.5" r="2.5"/></svg>';

  /* ------------------------------------------------------------------ */
  /* <oc-search-bar>                                                      */
  /* ------------------------------------------------------------------ */
  class OcSearchBar extends HTMLElement {
    constructor() {
      super();
      var root = this.attachShadow({ mode: "open" });
      root.innerHTML =
        "<style>" + BASE_CSS +
        ":host { display: block; }" +
        "form { display: flex; gap: 0; background: #fff; border: 2px solid #1f3d2b; border-radius: 999px; padding: 4px 4px 4px 18px; align-items: center; max-width: 720px; }" +
        "svg { flex: none; color: #6b645b; }" +
        "input { flex: 1; border: 0; font: inherit; font-size: 1.05rem; padding: 10px 12px; background: transparent; min-width: 0; }" +
        "input:focus { outline: none; }" +
        "form:focus-within { box-shadow: 0 0 0 3px #f3a33b; }" +
        "button { font: inherit; font-weight: 700; background: #1f3d2b; color: #fff; border: 0; border-radius: 999px; padding: 10px 26px; cursor: pointer; }" +
        "button:hover { background: #2d5a3f; }" +
        "</style>" +
        '<form role="search" aria-label="Search jobs" action="#/jobs" novalidate>' +
        '<svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><circle cx="11" cy="11" r="7"/><path d="M20 20l-3.5-3.5"/></svg>' +
        '<input type="search" name="q" aria-label="Search roles" placeholder="Job title, team or location" autocomplete="off" enterkeyhint="search">' +
        '<button type="submit">Search</button>' +
        "</form>";
      this._input = root.querySelector("input");
      var self = this;
      root.querySelector("form").addEventListener("submit", function (ev) {
        ev.preventDefault();
        self.dispatchEvent(new CustomEvent("oc-search", {
          detail: { q: self._input.value.trim() }, bubbles: true, composed: true
        }));
      });
    }
    get value() { return this._input.value; }
    set value(v) { this._input.value = v || ""; }
  }

  /* ------------------------------------------------------------------ */
  /* <oc-toggle-group aria-label="Department">                            */
  /* ------------------------------------------------------------------ */
  class OcToggleGroup extends HTMLElement {
    constructor() {
      super();
      this.attachShadow({ mode: "open" });
      this._options = [];
      this._selected = [];
    }
    connectedCallback() {
      if (!this.hasAttribute("role")) this.setAttribute("role", "group");
      this._render();
    }
    set options(list) { this._options = list.slice(); this._render(); }
    get options() { return this._options.slice(); }
    set selected(list) {
      this._selected = (list || []).slice();
      var btns = this.shadowRoot.querySelectorAll("button");
      for (var i = 0; i < btns.length; i++) {
        btns[i].setAttribute("aria-pressed", this._selected.indexOf(btns[i].dataset.value) !== -1 ? "true" : "false");
      }
    }
    get selected() { return this._selected.slice(); }
    _render() {
      var label = this.getAttribute("aria-label") || "";
      var sel = this._selected;
      var html = "<style>" + BASE_CSS +
        ":host { display: block; }" +
        ".group-label { display: block; font-size: .8rem; font-weight: 700; letter-spacing: .06em; color: #6b645b; margin-bottom: 8px; }" +
        ".buttons { display: flex; flex-wrap: wrap; gap: 8px; }" +
        "button { font: inherit; font-size: .78rem; font-weight: 700; letter-spacing: .08em; text-transform: uppercase; padding: 8px 14px; border-radius: 999px; border: 1.5px solid #1f3d2b; background: #fff; color: #1f3d2b; cursor: pointer; }" +
        "button:hover { background: #eef3ee; }" +
        "button[aria-pressed=true] { background: #1f3d2b; color: #fff; }" +
        "button[aria-pressed=true]::before { content: '\\2713\\00a0'; }" +
        "</style>" +
        '<span class="group-label" aria-hidden="true">' + esc(label) + "</span>" +
        '<div class="buttons">' +
        this._options.map(function (o) {
          return '<button type="button" data-value="' + esc(o) + '" aria-pressed="' +
            (sel.indexOf(o) !== -1 ? "true" : "false") + '">' + esc(o) + "</button>";
        }).join("") +
        "</div>";
      this.shadowRoot.innerHTML = html;
      var self = this;
      this.shadowRoot.querySelectorAll("button").forEach(function (b) {
        b.addEventListener("click", function () {
          var on = b.getAttribute("aria-pressed") !== "true";
          b.setAttribute("aria-pressed", on ? "true" : "false");
          var next = self._options.filter(function (o) {
            var btn = self.shadowRoot.querySelector('button[data-value="' + CSS.escape(o) + '"]');
            return btn && btn.getAttribute("aria-pressed") === "true";
          });
          self._selected = next;
          self.dispatchEvent(new CustomEvent("change", { detail: { selected: next }, bubbles: true, composed: true }));
        });
      });
    }
  }

  /* ------------------------------------------------------------------ */
  /* <oc-location-select>: ARIA APG select-only combobox                  */
  /* ------------------------------------------------------------------ */
  class OcLocationSelect extends HTMLElement {
    constructor() {
      super();
      this.attachShadow({ mode: "open" });
      this._options = [{ value: "", label: "All locations" }];
      this._value = "";
      this._active = 0;
      this._open = false;
      this._typed = "";
      this._typedAt = 0;
      this._onDocClick = this._onDocClick.bind(this);
    }
    connectedCallback() {
      this._render();
      document.addEventListener("click", this._onDocClick);
    }
    disconnectedCallback() { document.removeEventListener("click", this._onDocClick); }
    set locations(list) {
      this._options = [{ value: "", label: "All locations" }].concat(list.map(function (l) { return { value: l, label: l }; }));
      this._render();
    }
    get value() { return this._value; }
    set value(v) {
      v = v || "";
      if (!this._options.some(function (o) { return o.value === v; })) v = "";
      this._value = v;
      this._sync();
    }
    _index(v) {
      for (var i = 0; i < this._options.length; i++) if (this._options[i].value === v) return i;
      return 0;
    }
    _render() {
      var label = this.getAttribute("label") || "Location";
      this.shadowRoot.innerHTML = "<style>" + BASE_CSS +
        ":host { display: block; position: relative; min-width: 240px; }" +
        ".label { display: block; font-size: .8rem; font-weight: 700; letter-spacing: .06em; color: #6b645b; margin-bottom: 8px; }" +
        ".combo { position: relative; }" +
        ".combo-input { background: #fff; border: 1.5px solid #1f3d2b; border-radius: 8px; padding: 8px 36px 8px 12px; cursor: pointer; min-height: 38px; line-height: 1.3; user-select: none; position: relative; }" +
        ".combo-input::after { content: ''; position: absolute; right: 14px; top: 50%; width: 8px; height: 8px; border-right: 2px solid #1f3d2b; border-bottom: 2px solid #1f3d2b; transform: translateY(-70%) rotate(45deg); }" +
        ".open .combo-input::after { transform: translateY(-20%) rotate(-135deg); }" +
        ".combo-input:focus { outline: 3px solid #f3a33b; outline-offset: 1px; }" +
        ".listbox { display: none; position: absolute; z-index: 20; left: 0; right: 0; top: calc(100% + 4px); background: #fff; border: 1.5px solid #1f3d2b; border-radius: 8px; padding: 4px 0; max-height: 300px; overflow-y: auto; box-shadow: 0 8px 24px rgba(0,0,0,.15); }" +
        ".open .listbox { display: block; }" +
        ".option { padding: 8px 12px 8px 32px; cursor: pointer; position: relative; }" +
        ".option:hover { background: #f4efe7; }" +
        ".option.current { background: #1f3d2b; color: #fff; }" +
        ".option[aria-selected=true]::before { content: '\\2713'; position: absolute; left: 12px; }" +
        "</style>" +
        '<span id="location-label" class="label">' + esc(label) + "</span>" +
        '<div class="combo">' +
        '<div id="location-combobox" class="combo-input" role="combobox" tabindex="0" aria-haspopup="listbox" aria-expanded="false" aria-controls="location-listbox" aria-labelledby="location-label"></div>' +
        '<div id="location-listbox" class="listbox" role="listbox" aria-labelledby="location-label" tabindex="-1">' +
        this._options.map(function (o, i) {
          return '<div role="option" class="option" id="location-option-' + i + '" data-index="' + i + '" aria-selected="false">' + esc(o.label) + "</div>";
        }).join("") +
        "</div></div>";
      this._combo = this.shadowRoot.getElementById("location-combobox");
      this._listbox = this.shadowRoot.getElementById("location-listbox");
      this._wrap = this.shadowRoot.querySelector(".combo");
      var self = this;
      this._combo.addEventListener("click", function () { self._setOpen(!self._open); });
      this._combo.addEventListener("keydown", function (ev) { self._onKey(ev); });
      this._combo.addEventListener("blur", function (ev) {
        if (ev.relatedTarget && self._listbox.contains(ev.relatedTarget)) return;
        if (self._open) { self._setOpen(false); }
      });
      this._listbox.addEventListener("mousedown", function (ev) { ev.preventDefault(); });
      this._listbox.querySelectorAll("[role=option]").forEach(function (opt) {
        opt.addEventListener("click", function (ev) {
          ev.stopPropagation();
          self._select(Number(opt.dataset.index));
          self._setOpen(false);
          self._combo.focus();
        });
        opt.addEventListener("mousemove", function () { self._setActive(Number(opt.dataset.index)); });
      });
      this._sync();
    }
    _sync() {
      if (!this._combo) return;
      var idx = this._index(this._value);
      this._combo.textContent = this._options[idx].label;
      var opts = this._listbox.querySelectorAll("[role=option]");
      for (var i = 0; i < opts.length; i++) opts[i].setAttribute("aria-selected", i === idx ? "true" : "false");
    }
    _setOpen(open) {
      this._open = open;
      this._wrap.classList.toggle("open", open);
      this._combo.setAttribute("aria-expanded", open ? "true" : "false");
      if (open) {
        this._setActive(this._index(this._value));
      } else {
        this._combo.removeAttribute("aria-activedescendant");
        var cur = this._listbox.querySelector(".current");
        if (cur) cur.classList.remove("current");
      }
    }
    _setActive(i) {
      i = Math.max(0, Math.min(this._options.length - 1, i));
      this._active = i;
      var opts = this._listbox.querySelectorAll("[role=option]");
      for (var k = 0; k < opts.length; k++) opts[k].classList.toggle("current", k === i);
      this._combo.setAttribute("aria-activedescendant", opts[i].id);
      var o = opts[i], lb = this._listbox;
      if (o.offsetTop < lb.scrollTop) lb.scrollTop = o.offsetTop;
      else if (o.offsetTop + o.offsetHeight > lb.scrollTop + lb.clientHeight) lb.scrollTop = o.offsetTop + o.offsetHeight - lb.clientHeight;
    }
    _select(i) {
      var v = this._options[i].value;
      var changed = v !== this._value;
      this._value = v;
      this._sync();
      if (changed) {
        this.dispatchEvent(new CustomEvent("change", { detail: { value: v }, bubbles: true, composed: true }));
      }
    }
    _typeahead(ch) {
      var now = Date.now();
      this._typed = (now - this._typedAt > 700 ? "" : this._typed) + ch.toLowerCase();
      this._typedAt = now;
      var start = this._open ? this._active + 1 : 0;
      var n = this._options.length;
      for (var k = 0; k < n; k++) {
        var i = (start + k) % n;
        if (this._options[i].label.toLowerCase().indexOf(this._typed) === 0) return i;
      }
      return -1;
    }
    _onKey(ev) {
      var key = ev.key, last = this._options.length - 1;
      if (!this._open) {
        if (key === "ArrowDown" || key === "ArrowUp" || key === "Enter" || key === " ") {
          ev.preventDefault(); this._setOpen(true); return;
        }
        if (key === "Home") { ev.preventDefault(); this._setOpen(true); this._setActive(0); return; }
        if (key === "End") { ev.preventDefault(); this._setOpen(true); this._setActive(last); return; }
        if (key.length === 1 && /\S/.test(key) && !ev.ctrlKey && !ev.metaKey && !ev.altKey) {
          var t = this._typeahead(key);
          this._setOpen(true);
          if (t >= 0) this._setActive(t);
        }
        return;
      }
      switch (key) {
        case "ArrowDown":
          ev.preventDefault();
          if (ev.altKey) return;
          this._setActive(this._active + 1); return;
        case "ArrowUp":
          ev.preventDefault();
          if (ev.altKey) { this._select(this._active); this._setOpen(false); return; }
          this._setActive(this._active - 1); return;
        case "Home": ev.preventDefault(); this._setActive(0); return;
        case "End": ev.preventDefault(); this._setActive(last); return;
        case "PageDown": ev.preventDefault(); this._setActive(this._active + 10); return;
        case "PageUp": ev.preventDefault(); this._setActive(this._active - 10); return;
        case "Enter":
        case " ":
          ev.preventDefault(); this._select(this._active); this._setOpen(false); return;
        case "Escape":
          ev.preventDefault(); this._setOpen(false); return;
        case "Tab":
          this._select(this._active); this._setOpen(false); return;
        default:
          if (key.length === 1 && /\S/.test(key) && !ev.ctrlKey && !ev.metaKey && !ev.altKey) {
            var i = this._typeahead(key);
            if (i >= 0) this._setActive(i);
          }
      }
    }
    _onDocClick(ev) {
      if (!this._open) return;
      var path = ev.composedPath();
      if (path.indexOf(this) === -1) this._setOpen(false);
    }
  }

  /* ------------------------------------------------------------------ */
  /* <oc-job-card role="article">                                        */
  /* ------------------------------------------------------------------ */
  class OcJobCard extends HTMLElement {
    constructor() {
      super();
      this.attachShadow({ mode: "open" });
    }
    set job(j) { this._job = j; this._render(); }
    get job() { return this._job; }
    _render() {
      var j = this._job;
      var modeClass = j.work_mode.toLowerCase().replace(/[^a-z]/g, "");
      this.shadowRoot.innerHTML = "<style>" + BASE_CSS +
        ":host { display: block; }" +
        ".card { display: flex; justify-content: space-between; align-items: flex-start; gap: 16px; background: #fff; border: 1px solid #e4dccf; border-left: 5px solid #e2561b; border-radius: 10px; padding: 18px 20px; cursor: pointer; transition: box-shadow .15s; }" +
        ".card:hover { box-shadow: 0 6px 18px rgba(31,61,43,.12); }" +
        "h3 { margin: 0 0 8px; font-size: 1.12rem; line-height: 1.3; }" +
        "h3 a { color: #1f3d2b; text-decoration: none; }" +
        "h3 a:hover { text-decoration: underline; }" +
        ".meta { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px 16px; color: #4d473f; font-size: .92rem; }" +
        ".meta li { display: inline-flex; align-items: center; gap: 5px; }" +
        ".dept { font-weight: 700; color: #b8410f; }" +
        ".mode { border-radius: 4px; padding: 1px 8px; font-size: .8rem; font-weight: 700; background: #eef3ee; color: #1f3d2b; }" +
        ".mode.remote { background: #e7f0fb; color: #1d4f8a; }" +
        ".mode.onsite { background: #fbeee4; color: #8a3d12; }" +
        ".posted { margin: 0; white-space: nowrap; color: #6b645b; font-size: .85rem; }" +
        "@media (max-width: 640px) { .card { flex-direction: column; } }" +
        "</style>" +
        '<div class="card" part="card">' +
        '<div class="main">' +
        '<h3 class="title"><a href="#/jobs/' + encodeURIComponent(j.id) + '" part="title-link">' + esc(j.title) + "</a></h3>" +
        '<ul class="meta">' +
        '<li class="dept">' + esc(j.department) + "</li>" +
        '<li class="loc">' + PIN_SVG + '<span>' + esc(j.location) + "</span></li>" +
        '<li class="mode ' + modeClass + '">' + esc(j.work_mode) + "</li>" +
        "</ul></div>" +
        '<p class="posted">' + esc(j.posted) + "</p>" +
        "</div>";
      var link = this.shadowRoot.querySelector("a");
      this.shadowRoot.querySelector(".card").addEventListener("click", function (ev) {
        if (ev.target.closest && ev.target.closest("a")) return;
        var sel = window.getSelection && String(window.getSelection());
        if (sel) return;
        link.click();
      });
    }
  }

  /* ------------------------------------------------------------------ */
  /* <oc-job-detail>                                                      */
  /* ------------------------------------------------------------------ */
  class OcJobDetail extends HTMLElement {
    constructor() {
      super();
      this.attachShadow({ mode: "open" });
    }
    set data(d) { this._data = d; }
    set job(j) { this._job = j; this._render(); }
    focusHeading() { var h = this.shadowRoot.querySelector("h1"); if (h) h.focus({ preventScroll: true }); }
    _render() {
      var j = this._job, d = this._data;
      var css = "<style>" + BASE_CSS +
        ":host { display: block; }" +
        ".crumbs { margin: 0 0 18px; font-size: .95rem; }" +
        ".crumbs a { color: #1f3d2b; font-weight: 700; text-decoration: none; }" +
        ".crumbs a:hover { text-decoration: underline; }" +
        "article { background: #fff; border: 1px solid #e4dccf; border-radius: 14px; padding: 32px 36px; }" +
        ".eyebrow { margin: 0 0 6px; font-size: .8rem; font-weight: 700; letter-spacing: .1em; text-transform: uppercase; color: #b8410f; }" +
        "h1 { margin: 0 0 6px; font-size: 2rem; line-height: 1.2; color: #1f3d2b; }" +
        "h1:focus { outline: none; }" +
        ".posted { margin: 0 0 20px; color: #6b645b; }" +
        ".facts { display: grid; grid-template-columns: repeat(auto-fill, minmax(190px, 1fr)); gap: 14px 24px; margin: 0 0 24px; padding: 18px 20px; background: #f7f2ea; border-radius: 10px; }" +
        ".facts div { min-width: 0; }" +
        "dt { font-size: .75rem; font-weight: 700; letter-spacing: .06em; text-transform: uppercase; color: #6b645b; }" +
        "dd { margin: 3px 0 0; font-weight: 600; }" +
        ".apply { display: inline-block; background: #e2561b; color: #fff; font-weight: 700; padding: 12px 28px; border-radius: 999px; text-decoration: none; }" +
        ".apply:hover { background: #c54511; }" +
        "section { margin-top: 28px; }" +
        "h2 { font-size: 1.2rem; color: #1f3d2b; margin: 0 0 10px; }" +
        "p, li { line-height: 1.6; }" +
        ".eeo { margin-top: 28px; font-size: .85rem; color: #6b645b; }" +
        ".bottom { margin-top: 28px; padding-top: 24px; border-top: 1px solid #e4dccf; }" +
        ".missing { background: #fff; border-radius: 14px; padding: 40px; text-align: center; }" +
        "</style>";
      if (!j) {
        this.shadowRoot.innerHTML = css +
          '<div class="missing"><h1 tabindex="-1">This job is no longer available</h1>' +
          '<p>The role you are looking for may have been filled or removed.</p>' +
          '<p><a href="#/jobs">See all open roles</a></p></div>';
        return;
      }
      var applyHref = "#/jobs/" + encodeURIComponent(j.id) + "/apply";
      function list(items) { return "<ul>" + items.map(function (x) { return "<li>" + esc(x) + "</li>"; }).join("") + "</ul>"; }
      var facts = [
        ["Location", j.location],
        ["Work mode", j.work_mode],
        ["Employment type", j.employment_type],
        ["Department", j.department]
      ];
      if (j.salary) facts.push(["Salary", j.salary]);
      facts.push(["Job ID", j.id]);
      this.shadowRoot.innerHTML = css +
        '<nav class="crumbs" aria-label="Breadcrumb"><a href="#/jobs">&larr; All jobs</a></nav>' +
        '<article aria-labelledby="job-title">' +
        "<header>" +
        '<p class="eyebrow">' + esc(j.department) + "</p>" +
        '<h1 id="job-title" tabindex="-1">' + esc(j.title) + "</h1>" +
        '<p class="posted">' + esc(j.posted) + "</p>" +
        '<dl class="facts">' + facts.map(function (f) {
          return "<div><dt>" + esc(f[0]) + "</dt><dd>" + esc(f[1]) + "</dd></div>";
        }).join("") + "</dl>" +
        '<a class="apply" href="' + applyHref + '">Apply now</a>' +
        "</header>" +
        '<section aria-labelledby="s-role"><h2 id="s-role">About the role</h2><p>' + esc(j.summary) + "</p></section>" +
        '<section aria-labelledby="s-do"><h2 id="s-do">What you\u2019ll do</h2>' + list(j.responsibilities) + "</section>" +
        '<section aria-labelledby="s-bring"><h2 id="s-bring">What you\u2019ll bring</h2>' + list(j.qualifications) + "</section>" +
        '<section aria-labelledby="s-ben"><h2 id="s-ben">Benefits</h2>' + list(d.benefits) + "</section>" +
        '<section aria-labelledby="s-about"><h2 id="s-about">About ' + esc(d.company) + "</h2><p>" + esc(d.about) + "</p></section>" +
        '<p class="eeo">' + esc(d.company) + " is an equal opportunity employer. We welcome applicants of every background and will provide reasonable accommodations throughout the hiring process.</p>" +
        '<div class="bottom"><a class="apply" href="' + applyHref + '">Apply now</a></div>' +
        "</article>";
    }
  }

  /* ------------------------------------------------------------------ */
  /* <oc-apply-wizard>                                                    */
  /* ------------------------------------------------------------------ */
  var STEPS = ["Contact", "Experience", "Review"];
  var YEARS = ["Less than 1 year", "1\u20132 years", "3\u20135 years", "6\u201310 years", "More than 10 years"];

  class OcApplyWizard extends HTMLElement {
    constructor() {
      super();
      this.attachShadow({ mode: "open" });
      this._step = 1;
    }
    set job(j) { this._job = j; this._step = 1; this._render(); }
    focusHeading() { var h = this.shadowRoot.querySelector("h1"); if (h) h.focus({ preventScroll: true }); }

    _field(o) {
      var id = o.name;
      var req = o.required ? ' <span class="req" aria-hidden="true">*</span>' : ' <span class="opt">(optional)</span>';
      var control;
      var attrs = ' id="' + id + '" name="' + o.name + '"' + (o.required ? ' required aria-required="true"' : "") +
        ' aria-describedby="' + (o.hint ? id + "-hint " : "") + id + '-error"';
      if (o.type === "select") {
        control = "<select" + attrs + '><option value="">Select\u2026</option>' +
          o.options.map(function (x) { return "<option>" + esc(x) + "</option>"; }).join("") + "</select>";
      } else if (o.type === "file") {
        control = '<input type="file"' + attrs + ' accept=".pdf,.doc,.docx,.txt,.rtf">';
      } else {
        control = '<input type="' + o.type + '"' + attrs + (o.autocomplete ? ' autocomplete="' + o.autocomplete + '"' : "") +
          (o.placeholder ? ' placeholder="' + esc(o.placeholder) + '"' : "") + ">";
      }
      return '<div class="field" data-field="' + o.name + '">' +
        '<label for="' + id + '">' + esc(o.label) + req + "</label>" +
        (o.hint ? '<p class="hint" id="' + id + '-hint">' + esc(o.hint) + "</p>" : "") +
        control +
        '<p class="error" id="' + id + '-error" hidden></p>' +
        "</div>";
    }

    _render() {
      var j = this._job;
      var css = "<style>" + BASE_CSS +
        ":host { display: block; }" +
        ".crumbs { margin: 0 0 18px; font-size: .95rem; }" +
        ".crumbs a { color: #1f3d2b; font-weight: 700; text-decoration: none; }" +
        ".wizard { background: #fff; border: 1px solid #e4dccf; border-radius: 14px; padding: 32px 36px; max-width: 760px; }" +
        ".eyebrow { margin: 0 0 6px; font-size: .8rem; font-weight: 700; letter-spacing: .1em; text-transform: uppercase; color: #b8410f; }" +
        "h1 { margin: 0 0 4px; font-size: 1.7rem; color: #1f3d2b; }" +
        "h1:focus, h2:focus, legend:focus { outline: none; }" +
        ".sub { margin: 0 0 24px; color: #6b645b; }" +
        ".stepper { list-style: none; display: flex; gap: 0; margin: 0 0 8px; padding: 0; counter-reset: step; }" +
        ".stepper li { flex: 1; position: relative; padding-top: 38px; text-align: center; font-size: .9rem; color: #6b645b; counter-increment: step; }" +
        ".stepper li::before { content: counter(step); position: absolute; top: 0; left: 50%; transform: translateX(-50%); width: 30px; height: 30px; line-height: 26px; border-radius: 50%; border: 2px solid #c9bfb0; background: #fff; font-weight: 700; z-index: 1; }" +
        ".stepper li::after { content: ''; position: absolute; top: 14px; left: -50%; width: 100%; height: 2px; background: #c9bfb0; }" +
        ".stepper li:first-child::after { display: none; }" +
        ".stepper li[aria-current=step] { color: #1f3d2b; font-weight: 700; }" +
        ".stepper li[aria-current=step]::before { border-color: #e2561b; color: #e2561b; }" +
        ".stepper li.done::before { content: '\\2713'; background: #1f3d2b; border-color: #1f3d2b; color: #fff; }" +
        ".stepper li.done::after, .stepper li[aria-current=step]::after { background: #1f3d2b; }" +
        ".step-count { text-align: center; margin: 6px 0 20px; font-size: .85rem; color: #6b645b; }" +
        "fieldset { border: 0; margin: 0; padding: 0; }" +
        "legend { font-size: 1.25rem; font-weight: 700; color: #1f3d2b; margin-bottom: 14px; padding: 0; }" +
        ".field { margin-bottom: 18px; }" +
        "label { display: block; font-weight: 700; margin-bottom: 6px; }" +
        ".req { color: #b8410f; }" +
        ".opt { font-weight: 400; color: #6b645b; font-size: .9rem; }" +
        ".hint { margin: -2px 0 6px; color: #6b645b; font-size: .88rem; }" +
        "input[type=text], input[type=email], input[type=tel], input[type=url], select { width: 100%; font: inherit; padding: 10px 12px; border: 1.5px solid #8c8478; border-radius: 8px; background: #fff; }" +
        "input[type=file] { font: inherit; }" +
        "[aria-invalid=true] { border-color: #c0262d !important; box-shadow: 0 0 0 1px #c0262d; }" +
        ".error { color: #c0262d; font-weight: 600; margin: 6px 0 0; font-size: .92rem; }" +
        ".error::before { content: '\\26A0\\00a0'; }" +
        ".check { display: flex; gap: 10px; align-items: flex-start; margin-top: 18px; }" +
        ".check input { width: 20px; height: 20px; margin: 2px 0 0; }" +
        ".check label { margin: 0; }" +
        ".summary { display: grid; grid-template-columns: 180px 1fr; gap: 8px 16px; margin: 0; padding: 16px 18px; background: #f7f2ea; border-radius: 10px; }" +
        ".summary dt { font-weight: 700; color: #4d473f; }" +
        ".summary dd { margin: 0; word-break: break-word; }" +
        ".actions { display: flex; gap: 12px; justify-content: flex-end; margin-top: 26px; padding-top: 20px; border-top: 1px solid #e4dccf; }" +
        ".actions button { font: inherit; font-weight: 700; padding: 11px 26px; border-radius: 999px; cursor: pointer; }" +
        ".back { background: #fff; color: #1f3d2b; border: 1.5px solid #1f3d2b; margin-right: auto; }" +
        ".next, .submit { background: #e2561b; color: #fff; border: 1.5px solid #e2561b; }" +
        ".submit[disabled] { opacity: .6; cursor: progress; }" +
        ".form-error { color: #c0262d; font-weight: 600; }" +
        ".done { text-align: center; padding: 20px 0 8px; }" +
        ".done svg { color: #1f3d2b; }" +
        ".done h2 { font-size: 1.6rem; color: #1f3d2b; margin: 12px 0; }" +
        ".done a { display: inline-block; margin-top: 10px; font-weight: 700; }" +
        ".missing { background: #fff; border-radius: 14px; padding: 40px; text-align: center; }" +
        "</style>";
      if (!j) {
        this.shadowRoot.innerHTML = css +
          '<div class="missing"><h1 tabindex="-1">This job is no longer available</h1>' +
          '<p><a href="#/jobs">See all open roles</a></p></div>';
        return;
      }
      var f = this._field.bind(this);
      this.shadowRoot.innerHTML = css +
        '<nav class="crumbs" aria-label="Breadcrumb"><a href="#/jobs/' + encodeURIComponent(j.id) + '">&larr; Back to job description</a></nav>' +
        '<div class="wizard">' +
        '<p class="eyebrow">Apply for this job</p>' +
        '<h1 tabindex="-1">' + esc(j.title) + "</h1>" +
        '<p class="sub">' + esc(j.department) + " \u00b7 " + esc(j.location) + " \u00b7 " + esc(j.work_mode) + "</p>" +
        '<div class="body">' +
        '<ol class="stepper" aria-label="Application progress">' +
        STEPS.map(function (s, i) { return '<li data-step="' + (i + 1) + '">' + s + "</li>"; }).join("") +
        "</ol>" +
        '<p class="step-count" aria-live="polite">Step 1 of 3</p>' +
        '<form novalidate enctype="multipart/form-data" action="' + FORM_ENDPOINT + '" method="post" aria-label="Job application">' +
        '<input type="hidden" name="job_id" value="' + esc(j.id) + '">' +
        '<input type="hidden" name="job_title" value="' + esc(j.title) + '">' +
        '<fieldset data-step="1"><legend tabindex="-1">Contact</legend>' +
        f({ label: "First name", name: "first_name", type: "text", required: true, autocomplete: "given-name" }) +
        f({ label: "Last name", name: "last_name", type: "text", required: true, autocomplete: "family-name" }) +
        f({ label: "Email", name: "email", type: "email", required: true, autocomplete: "email" }) +
        f({ label: "Phone", name: "phone", type: "tel", required: false, autocomplete: "tel" }) +
        "</fieldset>" +
        '<fieldset data-step="2" hidden><legend tabindex="-1">Experience</legend>' +
        f({ label: "Resume", name: "resume", type: "file", required: true, hint: "PDF, DOC, DOCX, RTF or TXT, up to 5 MB" }) +
        f({ label: "Years of experience", name: "years_experience", type: "select", required: false, options: YEARS }) +
        f({ label: "LinkedIn URL", name: "linkedin_url", type: "url", required: false, autocomplete: "url", placeholder: "https://www.linkedin.com/in/yourname" }) +
        "</fieldset>" +
        '<fieldset data-step="3" hidden><legend tabindex="-1">Review</legend>' +
        "<p>Check your details before you submit. Use Back to make changes.</p>" +
        '<dl class="summary"></dl>' +
        '<div class="field" data-field="confirm"><div class="check">' +
        '<input type="checkbox" id="confirm" name="confirm" value="yes" required aria-required="true" aria-describedby="confirm-error">' +
        '<label for="confirm">I confirm the information is correct <span class="req" aria-hidden="true">*</span></label>' +
        "</div>" +
        '<p class="error" id="confirm-error" hidden></p></div>' +
        "</fieldset>" +
        '<p class="form-error" role="alert" hidden></p>' +
        '<div class="actions">' +
        '<button type="button" class="back" hidden>Back</button>' +
        '<button type="button" class="next">Next</button>' +
        '<button type="submit" class="submit" hidden>Submit application</button>' +
        "</div>" +
        "</form></div></div>";

      var root = this.shadowRoot, self = this;
      this._form = root.querySelector("form");
      root.querySelector(".next").addEventListener("click", function () { self._next(); });
      root.querySelector(".back").addEventListener("click", function () { self._go(self._step - 1); });
      this._form.addEventListener("submit", function (ev) {
        ev.preventDefault();
        if (self._step < 3) { self._next(); return; }
        self._submit();
      });
      this._form.addEventListener("input", function (ev) { self._clearError(ev.target); });
      this._form.addEventListener("change", function (ev) { self._clearError(ev.target); });
      this._go(1, true);
    }

    _clearError(el) {
      if (!el || !el.name) return;
      var field = this.shadowRoot.querySelector('.field[data-field="' + el.name + '"]');
      if (!field || el.getAttribute("aria-invalid") !== "true") return;
      el.removeAttribute("aria-invalid");
      var err = field.querySelector(".error");
      err.hidden = true; err.textContent = "";
    }

    _setError(name, msg) {
      var el = this._form.elements[name];
      var err = this.shadowRoot.getElementById(name + "-error");
      if (msg) {
        el.setAttribute("aria-invalid", "true");
        err.textContent = msg; err.hidden = false;
      } else {
        el.removeAttribute("aria-invalid");
        err.textContent = ""; err.hidden = true;
      }
      return !msg;
    }

    _validate(step) {
      var el = this._form.elements, errors = [];
      function v(name) { return (el[name].value || "").trim(); }
      if (step === 1) {
        errors.push(["first_name", v("first_name") ? "" : "Enter your first name"]);
        errors.push(["last_name", v("last_name") ? "" : "Enter your last name"]);
        var em = v("email");
        errors.push(["email", !em ? "Enter your email address" :
          (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(em) ? "" : "Enter an email address in the correct format, like name@example.com")]);
        var ph = v("phone");
        errors.push(["phone", !ph || /^\+?[\d\s().-]{7,20}$/.test(ph) ? "" : "Enter a phone number, like +1 312 555 0199"]);
      } else if (step === 2) {
        var file = el.resume.files && el.resume.files[0];
        var msg = "";
        if (!file) msg = "Upload your resume";
        else if (!/\.(pdf|docx?|txt|rtf)$/i.test(file.name)) msg = "Your resume must be a PDF, DOC, DOCX, RTF or TXT file";
        else if (file.size > 5 * 1024 * 1024) msg = "Your resume must be smaller than 5 MB";
        errors.push(["resume", msg]);
        var li = v("linkedin_url");
        errors.push(["linkedin_url", !li || /^(https?:\/\/)?([a-z]{2,3}\.)?linkedin\.com\/\S+$/i.test(li) ? "" :
          "Enter a LinkedIn profile URL, like https://www.linkedin.com/in/yourname"]);
      } else if (step === 3) {
        errors.push(["confirm", el.confirm.checked ? "" : "Confirm that the information is correct"]);
      }
      var first = null, self = this;
      errors.forEach(function (e) {
        if (!self._setError(e[0], e[1]) && !first) first = e[0];
      });
      if (first) { el[first].focus(); return false; }
      return true;
    }

    _next() {
      if (!this._validate(this._step)) return;
      this._go(this._step + 1);
    }

    _go(step, initial) {
      step = Math.max(1, Math.min(3, step));
      this._step = step;
      var root = this.shadowRoot;
      root.querySelectorAll("fieldset").forEach(function (fs) { fs.hidden = Number(fs.dataset.step) !== step; });
      root.querySelectorAll(".stepper li").forEach(function (li) {
        var n = Number(li.dataset.step);
        if (n === step) li.setAttribute("aria-current", "step"); else li.removeAttribute("aria-current");
        li.classList.toggle("done", n < step);
      });
      root.querySelector(".step-count").textContent = "Step " + step + " of 3";
      root.querySelector(".back").hidden = step === 1;
      root.querySelector(".next").hidden = step === 3;
      root.querySelector(".submit").hidden = step !== 3;
      root.querySelector(".form-error").hidden = true;
      if (step === 3) this._fillSummary();
      if (!initial) {
        var legend = root.querySelector('fieldset[data-step="' + step + '"] legend');
        legend.focus({ preventScroll: true });
        this.scrollIntoView({ block: "start" });
      }
    }

    _fillSummary() {
      var el = this._form.elements;
      var file = el.resume.files && el.resume.files[0];
      var rows = [
        ["First name", el.first_name.value.trim()],
        ["Last name", el.last_name.value.trim()],
        ["Email", el.email.value.trim()],
        ["Phone", el.phone.value.trim() || "Not provided"],
        ["Resume", file ? file.name : "Not provided"],
        ["Years of experience", el.years_experience.value || "Not provided"],
        ["LinkedIn URL", el.linkedin_url.value.trim() || "Not provided"]
      ];
      this.shadowRoot.querySelector(".summary").innerHTML = rows.map(function (r) {
        return "<dt>" + esc(r[0]) + "</dt><dd>" + esc(r[1]) + "</dd>";
      }).join("");
    }

    _submit() {
      if (!this._validate(3)) return;
      var root = this.shadowRoot, self = this;
      var btn = root.querySelector(".submit");
      var formError = root.querySelector(".form-error");
      btn.disabled = true; btn.textContent = "Submitting\u2026";
      formError.hidden = true;
      var fd = new FormData(this._form);
      var first = this._form.elements.first_name.value.trim();
      var email = this._form.elements.email.value.trim();
      fetch(FORM_ENDPOINT, { method: "POST", body: fd, headers: { "Accept": "application/json" } })
        .then(function (r) {
          if (!r.ok) throw new Error("HTTP " + r.status);
          return r.json();
        })
        .then(function (res) {
          if (!res || res.ok !== true) throw new Error("not ok");
          var j = self._job;
          root.querySelector(".body").innerHTML =
            '<div class="done" role="status">' +
            '<svg aria-hidden="true" width="56" height="56" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><circle cx="12" cy="12" r="10"/><path d="M7 12.5l3.2 3.2L17 9"/></svg>' +
            '<h2 tabindex="-1">Application received</h2>' +
            "<p>Thanks, " + esc(first) + ". Your application for <strong>" + esc(j.title) + "</strong> is on its way to our recruiting team.</p>" +
            "<p>We\u2019ll email you at " + esc(email) + " about next steps.</p>" +
            '<a href="#/jobs">Browse more roles</a>' +
            "</div>";
          root.querySelector(".done h2").focus();
          document.title = "Application received \u2013 Orbital Foods Careers";
        })
        .catch(function () {
          btn.disabled = false; btn.textContent = "Submit application";
          formError.textContent = "We couldn\u2019t submit your application. Check your connection and try again.";
          formError.hidden = false;
        });
    }
  }

  /* ------------------------------------------------------------------ */
  /* <oc-app>: shell + hash router + job list (feed)                      */
  /* ------------------------------------------------------------------ */
  class OcApp extends HTMLElement {
    constructor() {
      super();
      this.attachShadow({ mode: "open" });
      this._data = null;
      this._view = null;
      this._gen = 0;
    }
    connectedCallback() {
      var company = this.getAttribute("data-company") || "Orbital Foods";
      this.shadowRoot.innerHTML = "<style>" + BASE_CSS +
        ":host { display: block; min-height: 100vh; display: flex; flex-direction: column; }" +
        ".site-header { background: #1f3d2b; color: #fff; }" +
        ".bar { max-width: 1080px; margin: 0 auto; padding: 14px 24px; display: flex; align-items: center; gap: 24px; }" +
        ".brand { display: flex; align-items: center; gap: 10px; color: #fff; text-decoration: none; font-weight: 800; font-size: 1.2rem; letter-spacing: .01em; }" +
        ".brand small { font-weight: 400; opacity: .8; font-size: .95rem; border-left: 1px solid rgba(255,255,255,.4); padding-left: 10px; }" +
        ".site-nav { margin-left: auto; }" +
        ".site-nav ul { list-style: none; display: flex; gap: 22px; margin: 0; padding: 0; }" +
        ".site-nav a { color: #fff; text-decoration: none; font-size: .95rem; }" +
        ".site-nav a:hover { text-decoration: underline; }" +
        "main { flex: 1; width: 100%; max-width: 1080px; margin: 0 auto; padding: 28px 24px 60px; }" +
        "main:focus { outline: none; }" +
        ".hero { background: #f3a33b; background: linear-gradient(120deg, #f3a33b, #e2561b); color: #1f1a14; border-radius: 16px; padding: 36px 36px 30px; margin-bottom: 26px; }" +
        ".hero h1 { margin: 0 0 8px; font-size: 2.2rem; color: #1f1a14; }" +
        ".hero p { margin: 0 0 22px; font-size: 1.05rem; max-width: 620px; }" +
        ".filters { display: flex; flex-wrap: wrap; gap: 20px 36px; align-items: flex-end; margin-bottom: 18px; padding: 18px 20px; background: #fff; border: 1px solid #e4dccf; border-radius: 12px; }" +
        ".filters oc-toggle-group { flex: 1 1 420px; }" +
        ".clear { font: inherit; background: none; border: 0; color: #b8410f; text-decoration: underline; cursor: pointer; padding: 8px 0; }" +
        ".results-head { display: flex; justify-content: space-between; align-items: baseline; margin: 8px 0 12px; }" +
        ".results-head h2 { margin: 0; font-size: 1.3rem; color: #1f3d2b; }" +
        ".results-status { margin: 0; color: #4d473f; font-size: .95rem; }" +
        "[role=feed] { display: flex; flex-direction: column; gap: 12px; }" +
        "[role=feed] > oc-job-card { border-radius: 10px; }" +
        "[role=feed] > oc-job-card:focus { outline: 3px solid #f3a33b; outline-offset: 2px; }" +
        ".loading-more { text-align: center; color: #6b645b; padding: 18px 0 0; }" +
        ".spinner { display: inline-block; width: 16px; height: 16px; border: 2px solid #c9bfb0; border-top-color: #e2561b; border-radius: 50%; vertical-align: -3px; margin-right: 8px; animation: spin .8s linear infinite; }" +
        "@keyframes spin { to { transform: rotate(360deg); } }" +
        ".sentinel { height: 1px; }" +
        ".empty { background: #fff; border: 1px dashed #c9bfb0; border-radius: 12px; padding: 36px; text-align: center; }" +
        ".empty h3 { margin: 0 0 8px; color: #1f3d2b; }" +
        ".empty button { font: inherit; font-weight: 700; background: #1f3d2b; color: #fff; border: 0; border-radius: 999px; padding: 10px 22px; cursor: pointer; margin-top: 8px; }" +
        ".booting { padding: 60px 0; text-align: center; color: #6b645b; }" +
        ".site-footer { background: #23201c; color: #d9d2c6; font-size: .88rem; }" +
        ".site-footer .bar { flex-wrap: wrap; }" +
        ".site-footer a { color: #d9d2c6; }" +
        ".site-footer ul { list-style: none; display: flex; gap: 18px; margin: 0 0 0 auto; padding: 0; }" +
        "</style>" +
        '<header class="site-header"><div class="bar">' +
        '<a class="brand" href="#/jobs" aria-label="' + esc(company) + ' Careers home">' +
        '<svg aria-hidden="true" width="34" height="34" viewBox="0 0 40 40"><circle cx="20" cy="20" r="9" fill="#f3a33b"/><ellipse cx="20" cy="20" rx="18" ry="7" fill="none" stroke="#fff" stroke-width="2.2" transform="rotate(-25 20 20)"/><circle cx="35" cy="13" r="2.6" fill="#e2561b"/></svg>' +
        "<span>" + esc(company) + "</span><small>Careers</small></a>" +
        '<nav class="site-nav" aria-label="Main"><ul>' +
        '<li><a href="#/jobs">Open roles</a></li>' +
        '<li><a href="https://www.orbitalfoods.example/life-at-orbital">Life at Orbital</a></li>' +
        '<li><a href="https://www.orbitalfoods.example/brands">Our brands</a></li>' +
        '<li><a href="https://www.orbitalfoods.example/">orbitalfoods.com</a></li>' +
        "</ul></nav></div></header>" +
        '<main id="main" tabindex="-1"><div class="booting" role="status">Loading open roles\u2026</div></main>' +
        '<footer class="site-footer"><div class="bar"><span>\u00a9 ' + esc(company) + " Inc.</span>" +
        '<ul><li><a href="https://www.orbitalfoods.example/privacy">Privacy notice</a></li>' +
        '<li><a href="https://www.orbitalfoods.example/accessibility">Accessibility</a></li>' +
        '<li><a href="https://www.orbitalfoods.example/eeo">Equal opportunity</a></li></ul>' +
        "</div></footer>";
      this._main = this.shadowRoot.getElementById("main");
      var self = this;
      window.addEventListener("hashchange", function () { self._route(); });
      fetch("/data/jobs.json")
        .then(function (r) { return r.json(); })
        .then(function (d) { self._data = d; self._route(); })
        .catch(function () {
          self._main.innerHTML = '<div class="booting" role="alert">We couldn\u2019t load open roles. Please refresh the page.</div>';
        });
    }

    _parse() {
      var h = location.hash.replace(/^#/, "");
      if (!h || h === "/") {
        history.replaceState(null, "", "#/jobs");
        h = "/jobs";
      }
      var qi = h.indexOf("?");
      var path = qi === -1 ? h : h.slice(0, qi);
      var qs = qi === -1 ? "" : h.slice(qi + 1);
      return { path: path.replace(/\/+$/, "") || "/jobs", params: new URLSearchParams(qs) };
    }

    _route() {
      if (!this._data) return;
      var r = this._parse(), m;
      if (r.path === "/jobs") return this._showList(r.params);
      if ((m = r.path.match(/^\/jobs\/([^/]+)\/apply$/))) return this._showApply(decodeURIComponent(m[1]));
      if ((m = r.path.match(/^\/jobs\/([^/]+)$/))) return this._showDetail(decodeURIComponent(m[1]));
      this._leaveList();
      this._view = "notfound";
      this._main.innerHTML = '<div class="empty"><h1>Page not found</h1><p><a href="#/jobs">See all open roles</a></p></div>';
      document.title = "Page not found \u2013 Orbital Foods Careers";
    }

    _job(id) {
      var jobs = this._data.jobs;
      for (var i = 0; i < jobs.length; i++) if (jobs[i].id === id) return jobs[i];
      return null;
    }

    _leaveList() {
      if (this._observer) { this._observer.disconnect(); this._observer = null; }
      this._gen++;
      this._list = null;
    }

    _showDetail(id) {
      this._leaveList();
      this._view = "detail";
      var j = this._job(id);
      this._main.innerHTML = "";
      var el = document.createElement("oc-job-detail");
      el.data = this._data;
      el.job = j;
      this._main.appendChild(el);
      document.title = (j ? j.title + " \u2013 " : "") + "Orbital Foods Careers";
      window.scrollTo(0, 0);
      el.focusHeading();
    }

    _showApply(id) {
      this._leaveList();
      this._view = "apply";
      var j = this._job(id);
      this._main.innerHTML = "";
      var el = document.createElement("oc-apply-wizard");
      el.job = j;
      this._main.appendChild(el);
      document.title = (j ? "Apply: " + j.title + " \u2013 " : "") + "Orbital Foods Careers";
      window.scrollTo(0, 0);
      el.focusHeading();
    }

    _navigate(state) {
      var p = new URLSearchParams();
      if (state.q) p.append("q", state.q);
      var deps = this._data.departments;
      deps.forEach(function (d) { if (state.departments.indexOf(d) !== -1) p.append("department", d); });
      if (state.location) p.append("location", state.location);
      var s = p.toString();
      location.hash = "/jobs" + (s ? "?" + s : "");
    }

    _state() {
      var l = this._list;
      return { q: l.q, departments: l.departments.slice(), location: l.location };
    }

    _buildList() {
      var d = this._data, self = this;
      this._main.innerHTML =
        '<section class="hero" aria-labelledby="hero-title">' +
        '<h1 id="hero-title">Make food people love</h1>' +
        "<p>Join the 4,800 bakers, engineers, marketers and makers behind " + esc(d.company) + ". Find a role that fits you.</p>" +
        "<oc-search-bar></oc-search-bar>" +
        "</section>" +
        '<div class="filters">' +
        '<oc-toggle-group aria-label="Department"></oc-toggle-group>' +
        '<oc-location-select label="Location"></oc-location-select>' +
        '<button type="button" class="clear" hidden>Clear filters</button>' +
        "</div>" +
        '<div class="results-head"><h2 id="results-title">Open roles</h2>' +
        '<p class="results-status" role="status" aria-live="polite"></p></div>' +
        '<div class="empty" hidden><h3>No jobs match your search</h3><p>Try a different keyword, or clear your filters to see all open roles.</p>' +
        '<button type="button" class="empty-clear">Clear search and filters</button></div>' +
        '<div role="feed" aria-busy="false" aria-labelledby="results-title"></div>' +
        '<div class="loading-more" hidden><span class="spinner" aria-hidden="true"></span>Loading more jobs\u2026</div>' +
        '<div class="sentinel" aria-hidden="true"></div>';
      var root = this._main;
      var l = this._list = {
        search: root.querySelector("oc-search-bar"),
        toggles: root.querySelector("oc-toggle-group"),
        loc: root.querySelector("oc-location-select"),
        clear: root.querySelector(".clear"),
        status: root.querySelector(".results-status"),
        empty: root.querySelector(".empty"),
        feed: root.querySelector("[role=feed]"),
        more: root.querySelector(".loading-more"),
        sentinel: root.querySelector(".sentinel"),
        q: "", departments: [], location: "", results: [], shown: 0, loading: false
      };
      l.toggles.options = d.departments;
      l.loc.locations = d.locations;
      l.search.addEventListener("oc-search", function (ev) {
        var s = self._state(); s.q = ev.detail.q; self._navigate(s);
      });
      l.toggles.addEventListener("change", function (ev) {
        var s = self._state(); s.departments = ev.detail.selected; self._navigate(s);
      });
      l.loc.addEventListener("change", function (ev) {
        var s = self._state(); s.location = ev.detail.value; self._navigate(s);
      });
      function clearAll() { location.hash = "/jobs"; }
      l.clear.addEventListener("click", clearAll);
      root.querySelector(".empty-clear").addEventListener("click", clearAll);
      l.feed.addEventListener("keydown", function (ev) { self._feedKey(ev); });
      this._observer = new IntersectionObserver(function (entries) {
        entries.forEach(function (e) { if (e.isIntersecting) self._loadMore(); });
      }, { rootMargin: "0px 0px 200px 0px" });
      this._observer.observe(l.sentinel);
    }

    _showList(params) {
      var d = this._data;
      var q = (params.get("q") || "").trim();
      var deps = params.getAll("department").filter(function (x) { return d.departments.indexOf(x) !== -1; });
      var loc = params.get("location") || "";
      if (d.locations.indexOf(loc) === -1) loc = "";
      var fresh = this._view !== "list" || !this._list;
      if (fresh) { this._buildList(); this._view = "list"; window.scrollTo(0, 0); }
      var l = this._list;
      l.q = q; l.departments = deps; l.location = loc;
      if (l.search.value.trim() !== q) l.search.value = q;
      l.toggles.selected = deps;
      l.loc.value = loc;
      l.clear.hidden = !(q || deps.length || loc);
      l.results = d.jobs.filter(function (j) { return matches(j, q, deps, loc); });
      l.shown = 0;
      l.loading = false;
      this._gen++;
      l.feed.innerHTML = "";
      l.more.hidden = true;
      l.empty.hidden = l.results.length !== 0;
      this._appendBatch();
      var self = this, gen = this._gen;
      requestAnimationFrame(function () {
        if (gen === self._gen && self._sentinelNear()) self._loadMore();
      });
      document.title = (q ? "\u201c" + q + "\u201d \u2013 " : "") + "Careers | " + d.company;
    }

    _appendBatch() {
      var l = this._list;
      var batch = l.results.slice(l.shown, l.shown + PAGE_SIZE);
      var total = l.results.length;
      var frag = document.createDocumentFragment();
      batch.forEach(function (j, i) {
        var card = document.createElement("oc-job-card");
        card.setAttribute("role", "article");
        card.setAttribute("tabindex", "0");
        card.setAttribute("aria-posinset", String(l.shown + i + 1));
        card.setAttribute("aria-setsize", String(total));
        card.setAttribute("aria-label", j.title);
        card.setAttribute("data-job-id", j.id);
        card.job = j;
        frag.appendChild(card);
      });
      l.feed.appendChild(frag);
      l.shown += batch.length;
      this._updateStatus();
    }

    _updateStatus() {
      var l = this._list, total = l.results.length;
      var text;
      if (total === 0) text = "No jobs found";
      else if (l.shown < total) text = "Showing " + l.shown + " of " + total + " jobs";
      else if (total === 1) text = "1 job shown";
      else text = "All " + total + " jobs shown";
      l.status.textContent = text;
    }

    _sentinelNear() {
      var l = this._list;
      if (!l) return false;
      var r = l.sentinel.getBoundingClientRect();
      return r.top < window.innerHeight + 200;
    }

    _loadMore() {
      var l = this._list, self = this;
      if (!l || l.loading || l.shown >= l.results.length) return;
      l.loading = true;
      l.feed.setAttribute("aria-busy", "true");
      l.more.hidden = false;
      var gen = this._gen;
      setTimeout(function () {
        if (gen !== self._gen || !self._list) return;
        self._appendBatch();
        l.loading = false;
        l.more.hidden = true;
        l.feed.setAttribute("aria-busy", "false");
        requestAnimationFrame(function () {
          if (gen === self._gen && self._sentinelNear()) self._loadMore();
        });
      }, 450);
    }

    _feedKey(ev) {
      // APG feed pattern: Page Down / Page Up move between articles.
      if (ev.key !== "PageDown" && ev.key !== "PageUp") return;
      var cards = Array.prototype.slice.call(this._list.feed.children);
      var cur = ev.target.closest ? ev.target.closest("oc-job-card") : null;
      var i = cards.indexOf(cur);
      if (i === -1) return;
      ev.preventDefault();
      var next = cards[ev.key === "PageDown" ? i + 1 : i - 1];
      if (next) { next.focus(); next.scrollIntoView({ block: "nearest" }); }
      if (ev.key === "PageDown" && i + 1 >= cards.length - 1) this._loadMore();
    }
  }

  customElements.define("oc-search-bar", OcSearchBar);
  customElements.define("oc-toggle-group", OcToggleGroup);
  customElements.define("oc-location-select", OcLocationSelect);
  customElements.define("oc-job-card", OcJobCard);
  customElements.define("oc-job-detail", OcJobDetail);
  customElements.define("oc-apply-wizard", OcApplyWizard);
  customElements.define("oc-app", OcApp);
})();
