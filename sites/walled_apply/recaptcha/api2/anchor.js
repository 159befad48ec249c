/* reCAPTCHA anchor look-alike: the "I'm not a robot" checkbox never passes by itself;
   a click asks the parent page to open the image challenge. */
(function () {
  "use strict";
  var box = document.getElementById("recaptcha-anchor");
  var status = document.getElementById("recaptcha-accessible-status");
  var busy = false;

  function open() {
    if (busy) return;
    busy = true;
    box.classList.remove("recaptcha-checkbox-unchecked");
    box.classList.add("recaptcha-checkbox-loading");
    box.setAttribute("aria-checked", "false");
    setTimeout(function () {
      box.classList.remove("recaptcha-checkbox-loading");
      box.classList.add("recaptcha-checkbox-unchecked");
      status.textContent = "Verification challenge opened. Select all images with traffic lights.";
      window.parent.postMessage({ rc: "open" }, "*");
    }, 400);
  }

  box.addEventListener("click", open);
  box.addEventListener("keydown", function (e) {
    if (e.key === " " || e.key === "Enter") { e.preventDefault(); open(); }
  });
  document.getElementById("recaptcha-anchor-label").addEventListener("click", open);

  window.addEventListener("message", function (event) {
    if (event.source !== window.parent || !event.data) return;
    if (event.data.rc === "reset") {
      busy = false;
      box.classList.remove("recaptcha-checkbox-loading", "recaptcha-checkbox-checked");
      box.classList.add("recaptcha-checkbox-unchecked");
      box.setAttribute("aria-checked", "false");
      status.textContent = "Recaptcha requires verification. ";
    }
  });
})();
