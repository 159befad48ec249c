/* reCAPTCHA image challenge look-alike: "Select all images with traffic lights".
   Verify always answers "Please try again." and loads the next (fixed) set of tiles. */
(function () {
  "use strict";
  var target = document.getElementById("rc-imageselect-target");
  var incorrect = document.querySelector(".rc-imageselect-incorrect-response");
  var dos = document.querySelector(".rc-doscaptcha-body");
  var help = document.getElementById("rc-help-panel");
  var round = 0;

  function load(n) {
    var tpl = document.getElementById("rc-challenge-" + (n % 3));
    target.innerHTML = "";
    target.appendChild(tpl.content.cloneNode(true));
  }

  function toggle(td) {
    var on = !td.classList.contains("rc-imageselect-tileselected");
    td.classList.toggle("rc-imageselect-tileselected", on);
    td.setAttribute("aria-pressed", on ? "true" : "false");
  }

  target.addEventListener("click", function (e) {
    var td = e.target.closest ? e.target.closest("td.rc-imageselect-tile") : null;
    if (td) toggle(td);
  });
  target.addEventListener("keydown", function (e) {
    var td = e.target.closest ? e.target.closest("td.rc-imageselect-tile") : null;
    if (td && (e.key === " " || e.key === "Enter")) { e.preventDefault(); toggle(td); }
  });

  document.getElementById("recaptcha-verify-button").addEventListener("click", function () {
    dos.style.display = "none";
    round += 1;
    load(round);
    incorrect.style.display = "block";
  });
  document.getElementById("recaptcha-reload-button").addEventListener("click", function () {
    incorrect.style.display = "none";
    dos.style.display = "none";
    round += 1;
    load(round);
  });
  document.getElementById("recaptcha-audio-button").addEventListener("click", function () {
    incorrect.style.display = "none";
    dos.style.display = "block";
  });
  document.getElementById("recaptcha-help-button").addEventListener("click", function () {
    help.style.display = help.style.display === "none" ? "block" : "none";
  });

  window.addEventListener("message", function (event) {
    if (event.source !== window.parent || !event.data) return;
    if (event.data.rc === "show") {
      incorrect.style.display = "none";
      dos.style.display = "none";
      help.style.display = "none";
      Array.prototype.forEach.call(target.querySelectorAll(".rc-imageselect-tileselected"), toggle);
    }
  });
  document.addEventListener("keydown", function (e) {
    if (e.key === "Escape") window.parent.postMessage({ rc: "close" }, "*");
  });
})();
