/* Minimal stand-in for SmartRecruiters' <spl-job-location> web component (light DOM text is kept). */
(function () {
  'use strict';
  if (window.customElements && !customElements.get('spl-job-location')) {
    customElements.define('spl-job-location', class extends HTMLElement {
      connectedCallback() {
        var addr = this.getAttribute('formattedaddress');
        if (addr && !this.textContent.trim()) this.textContent = addr;
        this.setAttribute('title', addr || '');
      }
    });
  }
})();
