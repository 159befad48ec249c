/* Theme navigation: small-screen menu toggle (underscores style) */
(function () {
  var nav = document.getElementById("site-navigation");
  if (!nav) return;
  var button = nav.querySelector(".menu-toggle");
  if (!button) return;
  button.addEventListener("click", function () {
    nav.classList.toggle("toggled");
    button.setAttribute("aria-expanded", nav.classList.contains("toggled") ? "true" : "false");
  });
})();
