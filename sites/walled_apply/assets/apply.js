/* Brightpath Staffing - application form: posts multipart to /__submit/brightpath-apply. */
(function () {
  "use strict";
  var form = document.getElementById("application-form");
  if (!form) return;
  var jobId = form.elements["job_id"].value;
  var captchaBox = form.querySelector(".g-recaptcha");
  var captchaError = document.getElementById("captcha-error");
  var formError = document.getElementById("form-error");
  var button = document.getElementById("submit-application");

  function captchaResponse() {
    var field = form.querySelector('textarea[name="g-recaptcha-response"]');
    return field ? field.value : "";
  }

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    formError.hidden = true;
    if (captchaBox) {
      if (!captchaResponse()) {
        captchaError.hidden = false;
        captchaBox.classList.add("g-recaptcha--invalid");
        captchaError.scrollIntoView({ block: "center" });
        return;
      }
      captchaError.hidden = true;
    }
    button.disabled = true;
    button.textContent = "Submitting\u2026";
    fetch(form.getAttribute("action"), {
      method: "POST",
      body: new FormData(form),
      headers: { "Accept": "application/json" },
      credentials: "same-origin"
    }).then(function (response) {
      if (!response.ok) throw new Error("HTTP " + response.status);
      return response.json();
    }).then(function (data) {
      if (!data || !data.ok) throw new Error("not ok");
      window.location.assign("/careers/application-submitted.html?job=" + encodeURIComponent(jobId));
    }).catch(function () {
      formError.textContent = "Something went wrong while sending your application. Please try again.";
      formError.hidden = false;
      button.disabled = false;
      button.textContent = "Submit application";
    });
  });
})();
