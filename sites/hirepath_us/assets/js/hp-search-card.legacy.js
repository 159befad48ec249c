/* <hp-search-card> – legacy search result card (web component, light DOM). Being replaced by the
   React JobCard; both render during the migration (experiment "serp_card_v2"). */
(function () {
  "use strict";
  var HP = window.HP;
  function snippet(job, q) { return HP.snippet(job, q); }
  class HpSearchCard extends HTMLElement {
    connectedCallback() {
      if (this._rendered) return;
      this._rendered = true;
      var job = HP.jobById(this.getAttribute("data-id"));
      if (!job) return;
      var q = this.getAttribute("data-q") || "";
      var pos = this.getAttribute("data-position");
      var href = "/job-detail/" + job.id + (job.sponsored ? "?sp=1&trk=" + HP.trk(job.id + pos) : "");
      var company;
      if (job.company_kind === "confidential") {
        company = '<span class="card-company-name card-company-name--hidden" data-cy="search-result-company-name">Confidential</span>';
      } else if (job.company_linked) {
        company = '<a class="card-company-name" data-cy="search-result-company-name" href="/company-profile/' + job.company_slug + '">' + HP.esc(job.company) + "</a>";
      } else {
        company = '<span class="card-company-name" data-cy="search-result-company-name">' + HP.esc(job.company) + "</span>";
      }
      var logo = job.logo
        ? '<a class="card-logo" href="' + (job.company_linked ? "/company-profile/" + job.company_slug : href) + '" tabindex="-1"><img src="' + job.logo + '" alt="' + HP.esc(job.company) + '" width="48" height="48" loading="lazy"></a>'
        : '<span class="card-logo card-logo--empty" aria-hidden="true"></span>';
      var pills = job.types.map(function (t) {
        return '<span class="employment-type pill" data-cy="search-result-employment-type">' + HP.esc(t) + "</span>";
      }).join("");
      this.className = "search-card-host";
      this.setAttribute("data-cy", "search-card");
      this.innerHTML =
        '<div class="card search-card' + (job.sponsored ? " search-card--sponsored" : "") + '" data-cy-index="' + pos + '">' +
        (job.sponsored ? '<div class="sponsored-label" data-cy="sponsored-label">Sponsored</div>' : "") +
        '<div class="card-header">' + logo +
        '<div class="card-header__text"><h5 class="card-title"><a id="' + job.id + '" class="card-title-link" data-cy="card-title-link" href="' + href + '">' + HP.esc(job.title) + "</a></h5>" +
        '<div class="card-company">' + company + "</div>" +
        '<ul class="search-result-location"><li>' + HP.icons.pin + '<span data-cy="search-result-location" class="search-result-location__text">' + HP.esc(job.location) + "</span></li></ul></div>" +
        '<button type="button" class="save-job-btn" data-save aria-pressed="false" aria-label="Save job ' + HP.esc(job.title) + '" title="Save">' + HP.icons.bookmark + "</button>" +
        "</div>" +
        '<div class="card-body">' +
        '<div class="card-position-types">' + pills +
        (job.pay ? '<span class="card-salary" data-cy="search-result-compensation">' + HP.icons.money + HP.esc(job.pay) + "</span>" : "") +
        "</div>" +
        '<div class="card-description" data-cy="card-summary">' + snippet(job, q) + "</div>" +
        "</div>" +
        '<div class="card-footer">' +
        (job.easy_apply ? '<span class="ribbon-easy-apply" data-cy="easyApply-badge">' + HP.icons.bolt + " Easy Apply</span>" : "") +
        '<span class="posted-date" data-cy="card-posted-date">' + HP.esc(job.posted) + "</span>" +
        "</div></div>";
    }
  }
  customElements.define("hp-search-card", HpSearchCard);
})();
