/* Brightpath Staffing Candidate Home - Sign In, Create Account, Forgot Password.
   Every attempt is posted to the server; no account ever works. */
(function () {
  "use strict";
  var params = new URLSearchParams(window.location.search);
  var next = params.get("next") || "";
  var jobs = window.BRIGHTPATH_JOBS || {};
  var match = /^\/careers\/apply\/([A-Za-z0-9-]+)\.html$/.exec(next);
  var job = match ? jobs[match[1]] : null;
  var EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

  // keep ?next= on the portal's own links
  if (next) {
    var suffix = "?next=" + encodeURIComponent(next).replace(/%2F/g, "/");
    Array.prototype.forEach.call(
      document.querySelectorAll("#forgot-password-link, #create-account-link, .signin-link"),
      function (a) { a.setAttribute("href", a.getAttribute("href").split("?")[0] + suffix); });
    var hidden = document.getElementById("next");
    if (hidden) hidden.value = next;
  }

  function setError(form, name, message) {
    var input = form.elements[name];
    var box = document.getElementById(name + "-error");
    if (message) {
      box.textContent = message;
      box.hidden = false;
      input.setAttribute("aria-invalid", "true");
      input.setAttribute("aria-describedby", name + "-error");
    } else {
      box.textContent = "";
      box.hidden = true;
      input.removeAttribute("aria-invalid");
    }
    return !message;
  }

  function checkEmail(form) {
    var v = form.elements["email"].value.trim();
    if (!v) return setError(form, "email", "Email Address is required.");
    if (!EMAIL_RE.test(v)) return setError(form, "email", "Enter a valid email address.");
    return setError(form, "email", "");
  }

  function post(form) {
    var body = new URLSearchParams(new FormData(form));
    return fetch(form.getAttribute("action"), {
      method: "POST",
      body: body,
      headers: { "Accept": "application/json" },
      credentials: "same-origin"
    }).then(function (r) { return r.json(); }).catch(function () { return null; });
  }

  // ---- Sign In
  var signin = document.getElementById("signin-form");
  if (signin) {
    var context = document.getElementById("signin-context");
    if (job) context.textContent = "Sign in to continue your application for " + job.title;
    else if (next) context.textContent = "Sign in to continue your application.";
    var alertBox = document.getElementById("signin-error");
    signin.addEventListener("submit", function (event) {
      event.preventDefault();
      alertBox.hidden = true;
      var ok = checkEmail(signin);
      ok = setError(signin, "password", signin.elements["password"].value ? "" : "Password is required.") && ok;
      if (!ok) return;
      var button = signin.querySelector('button[type="submit"]');
      button.disabled = true;
      post(signin).then(function () {
        button.disabled = false;
        signin.elements["password"].value = "";
        alertBox.textContent = "The email or password you entered is incorrect.";
        alertBox.hidden = false;
        signin.elements["password"].focus();
      });
    });
  }

  // ---- Create Account
  var create = document.getElementById("create-account-form");
  if (create) {
    create.addEventListener("submit", function (event) {
      event.preventDefault();
      var ok = checkEmail(create);
      var pw = create.elements["password"].value;
      var strong = pw.length >= 8 && /[A-Z]/.test(pw) && /[a-z]/.test(pw) && /[0-9]/.test(pw) && /[^A-Za-z0-9]/.test(pw);
      ok = setError(create, "password", !pw ? "Password is required." :
        (strong ? "" : "Password must be at least 8 characters and include an uppercase letter, a lowercase letter, a number and a special character.")) && ok;
      var vp = create.elements["verify_password"].value;
      ok = setError(create, "verify_password", !vp ? "Verify New Password is required." :
        (vp === pw ? "" : "Passwords do not match.")) && ok;
      ok = setError(create, "privacy_consent", create.elements["privacy_consent"].checked ? "" :
        "You must agree to the Candidate Privacy Notice.") && ok;
      if (!ok) return;
      var button = create.querySelector('button[type="submit"]');
      button.disabled = true;
      var email = create.elements["email"].value.trim();
      post(create).then(function () {
        document.getElementById("create-account-view").hidden = true;
        document.getElementById("create-account-done-text").textContent =
          "We've sent a verification email to " + email + ". Open the link in that email to activate your account, then sign in.";
        document.getElementById("create-account-done").hidden = false;
      });
    });
  }

  // ---- Forgot Password
  var forgot = document.getElementById("forgot-password-form");
  if (forgot) {
    forgot.addEventListener("submit", function (event) {
      event.preventDefault();
      if (!checkEmail(forgot)) return;
      var button = forgot.querySelector('button[type="submit"]');
      button.disabled = true;
      var email = forgot.elements["email"].value.trim();
      post(forgot).then(function () {
        document.getElementById("forgot-password-view").hidden = true;
        document.getElementById("forgot-password-done-text").textContent =
          "If an account exists for " + email + ", you'll receive an email with a link to reset your password.";
        document.getElementById("forgot-password-done").hidden = false;
      });
    });
  }
})();
