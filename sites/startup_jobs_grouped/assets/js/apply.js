/* LaunchList application form: used by the results drawer and by the job page modal */
(function () {
  var LL = window.LL = window.LL || {};
  var D = window.__LL_DATA__ || { jobs: [], companies: [] };
  LL.findJob = function (id) {
    for (var i = 0; i < D.jobs.length; i++) if (D.jobs[i].id === String(id)) return D.jobs[i];
    return null;
  };
  LL.findCompany = function (slug) {
    for (var i = 0; i < D.companies.length; i++) if (D.companies[i].slug === slug) return D.companies[i];
    return null;
  };
  var esc = function (s) { return LL.esc(s); };

  LL.applyFormHtml = function (job, company) {
    var p = "ll-f-" + job.id + "-";
    return '' +
      '<form class="styles_applyForm__Cw2pN" data-test="ApplicationForm" novalidate enctype="multipart/form-data">' +
      '<input type="hidden" name="job_id" value="' + esc(job.id) + '">' +
      '<input type="hidden" name="company" value="' + esc(company.name) + '">' +
      '<div class="styles_field__Uj8kD"><label for="' + p + 'name">Full name<span class="styles_req__o0Pq1" aria-hidden="true">*</span></label>' +
      '<input id="' + p + 'name" name="full_name" type="text" autocomplete="name" required aria-required="true"></div>' +
      '<div class="styles_field__Uj8kD"><label for="' + p + 'email">Email<span class="styles_req__o0Pq1" aria-hidden="true">*</span></label>' +
      '<input id="' + p + 'email" name="email" type="email" autocomplete="email" required aria-required="true"></div>' +
      '<div class="styles_field__Uj8kD"><label for="' + p + 'li">LinkedIn URL</label>' +
      '<input id="' + p + 'li" name="linkedin_url" type="url" placeholder="https://linkedin.com/in/"></div>' +
      '<div class="styles_field__Uj8kD"><label for="' + p + 'cv">Resume<span class="styles_req__o0Pq1" aria-hidden="true">*</span></label>' +
      '<input id="' + p + 'cv" name="resume" type="file" accept=".pdf,.doc,.docx" required aria-required="true">' +
      '<span class="styles_hint__Zq1rT">PDF or Word, up to 5 MB</span></div>' +
      '<div class="styles_field__Uj8kD"><label for="' + p + 'why">Why are you interested in ' + esc(company.name) + '?<span class="styles_req__o0Pq1" aria-hidden="true">*</span></label>' +
      '<textarea id="' + p + 'why" name="why_interested" rows="5" maxlength="2000" required aria-required="true"></textarea></div>' +
      '<p class="styles_formError__B7vLk" role="alert" hidden></p>' +
      '<button type="submit" class="styles_btnPrimary__Hk2nA styles_block__N0sQ2">Submit application</button>' +
      '<p class="styles_fine__Xw0aM">By applying you agree to share your profile with ' + esc(company.name) + '.</p>' +
      '</form>';
  };

  function setErr(input, msg) {
    var box = input.parentNode;
    var old = box.querySelector(".styles_fieldError__R2mVb");
    if (old) old.remove();
    if (msg) {
      var s = document.createElement("span");
      s.className = "styles_fieldError__R2mVb";
      s.id = input.id + "-err";
      s.textContent = msg;
      box.appendChild(s);
      input.setAttribute("aria-invalid", "true");
      input.setAttribute("aria-describedby", s.id);
    } else {
      input.removeAttribute("aria-invalid");
      input.removeAttribute("aria-describedby");
    }
  }

  LL.bindApplyForm = function (root, job, company) {
    var form = root.querySelector("form[data-test=ApplicationForm]");
    form.addEventListener("submit", function (e) {
      e.preventDefault();
      var bad = 0;
      var f = form.elements;
      [["full_name", "This field is required"], ["email", "This field is required"], ["why_interested", "This field is required"]].forEach(function (x) {
        var el = f[x[0]];
        if (!el.value.trim()) { setErr(el, x[1]); bad++; } else setErr(el, null);
      });
      if (f.email.value.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f.email.value.trim())) { setErr(f.email, "Enter a valid email address"); bad++; }
      if (f.linkedin_url.value.trim() && !/^https?:\/\/\S+\.\S+/.test(f.linkedin_url.value.trim())) { setErr(f.linkedin_url, "Enter a valid URL"); bad++; }
      else if (!f.linkedin_url.value.trim()) setErr(f.linkedin_url, null);
      if (!f.resume.files || !f.resume.files.length) { setErr(f.resume, "Please attach your resume"); bad++; } else setErr(f.resume, null);
      var top = form.querySelector(".styles_formError__B7vLk");
      if (bad) {
        top.hidden = false;
        top.textContent = "Please fix the highlighted fields.";
        var first = form.querySelector("[aria-invalid=true]");
        if (first) first.focus();
        return;
      }
      top.hidden = true;
      var btn = form.querySelector("button[type=submit]");
      btn.disabled = true;
      btn.textContent = "Submitting…";
      fetch("/__submit/launchlist-apply", { method: "POST", body: new FormData(form) })
        .then(function (r) { if (!r.ok) throw new Error("HTTP " + r.status); return r.text(); })
        .then(function () {
          var done = document.createElement("div");
          done.className = "styles_applied__Pq8wE";
          done.setAttribute("role", "status");
          done.setAttribute("data-test", "ApplicationSubmitted");
          done.innerHTML = '<svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="11" fill="#12b76a"/><path d="M7 12.5l3 3 7-7" stroke="#fff" stroke-width="2" fill="none"/></svg>' +
            '<p><strong>Application submitted! ' + esc(company.name) + ' will be in touch.</strong></p>' +
            '<p class="text-gray-600">We sent a copy to ' + esc(f.email.value.trim()) + '.</p>';
          form.replaceWith(done);
          LL.track("application_submitted", { job: job.id });
        })
        .catch(function () {
          btn.disabled = false;
          btn.textContent = "Submit application";
          top.hidden = false;
          top.textContent = "Something went wrong. Please try again.";
        });
    });
  };

  LL.externalHtml = function (job, company) {
    return '<div class="styles_externalApply__Fz3Lm" data-test="ExternalApply">' +
      '<p>' + esc(company.name) + ' takes applications on its own careers site.</p>' +
      '<a class="styles_btnPrimary__Hk2nA styles_block__N0sQ2" href="' + esc(job.apply_url) + '" target="_blank" rel="noopener noreferrer">Apply on company website ' +
      '<svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true"><path d="M4 1h7v7M11 1 4.5 7.5M9 7v4H1V3h4" fill="none" stroke="currentColor" stroke-width="1.4"/></svg></a></div>';
  };

  /* job page: Apply opens a modal holding the form */
  function jobPage() {
    var btns = document.querySelectorAll("[data-apply-job]");
    if (!btns.length || document.querySelector("[data-test=SearchResults]")) return;
    btns.forEach(function (b) {
      b.addEventListener("click", function () {
        var job = LL.findJob(b.getAttribute("data-apply-job"));
        var company = LL.findCompany(job.company_slug);
        var m = document.getElementById("ll-apply-modal");
        if (!m) {
          m = document.createElement("div");
          m.id = "ll-apply-modal";
          m.className = "styles_modalWrap__Lp0cX";
          m.innerHTML = '<div class="styles_backdrop__Rr2aV" data-close></div>' +
            '<div class="styles_modal__D9vfE" role="dialog" aria-modal="true" aria-labelledby="ll-modal-title">' +
            '<div class="styles_modalHead__W2qTe"><h2 id="ll-modal-title">Apply to ' + esc(company.name) + '</h2>' +
            '<button type="button" class="styles_close__Vv0aT" aria-label="Close" data-close>×</button></div>' +
            '<p class="text-gray-600">' + esc(job.title) + ' · ' + esc(job.location) + '</p>' +
            LL.applyFormHtml(job, company) + '</div>';
          document.body.appendChild(m);
          LL.bindApplyForm(m, job, company);
          m.addEventListener("click", function (e) { if (e.target.closest("[data-close]")) m.hidden = true; });
          document.addEventListener("keydown", function (e) { if (e.key === "Escape") m.hidden = true; });
        }
        m.hidden = false;
        var first = m.querySelector("input[name=full_name]");
        if (first) first.focus();
      });
    });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", jobPage); else jobPage();
})();
