/* reCAPTCHA v2 look-alike for the walled_apply test site (served locally; talks to nobody).
   The frames are sandboxed without allow-same-origin, so (like Google's cross-origin frames) the page
   cannot reach into their documents; page and frames talk by postMessage only.
   Renders the "I'm not a robot" anchor frame into every div.g-recaptcha, plus the hidden
   g-recaptcha-response textarea and the (hidden) image-challenge frame, like api.js does.
   The challenge can never be solved, so the response textarea always stays empty. */
(function () {
  "use strict";
  var V = "pCoGBhjs9s8EhFOHJFe8cqis";
  var SANDBOX = "allow-forms allow-popups allow-scripts allow-top-navigation allow-modals allow-popups-to-escape-sandbox allow-storage-access-by-user-activation";
  var widgets = [];

  function co() {
    var port = location.port || (location.protocol === "https:" ? "443" : "80");
    return btoa(location.protocol + "//" + location.hostname + ":" + port).replace(/=/g, ".");
  }

  function render(container, params) {
    if (typeof container === "string") container = document.getElementById(container);
    params = params || {};
    var key = params.sitekey || container.getAttribute("data-sitekey") || "";
    var id = widgets.length;
    var suffix = "bp" + id + "x7k2m9q4w1z";

    var holder = document.createElement("div");
    holder.style.cssText = "width: 304px; height: 78px;";
    var wrap = document.createElement("div");
    var anchor = document.createElement("iframe");
    anchor.setAttribute("title", "reCAPTCHA");
    anchor.setAttribute("width", "304");
    anchor.setAttribute("height", "78");
    anchor.setAttribute("role", "presentation");
    anchor.setAttribute("name", "a-" + suffix);
    anchor.setAttribute("frameborder", "0");
    anchor.setAttribute("scrolling", "no");
    anchor.setAttribute("sandbox", SANDBOX);
    anchor.setAttribute("src", "/recaptcha/api2/anchor?ar=1&k=" + encodeURIComponent(key) + "&co=" + co() +
      "&hl=en&v=" + V + "&size=normal&cb=" + suffix);
    wrap.appendChild(anchor);
    holder.appendChild(wrap);

    var response = document.createElement("textarea");
    response.id = id === 0 ? "g-recaptcha-response" : "g-recaptcha-response-" + id;
    response.name = "g-recaptcha-response";
    response.className = "g-recaptcha-response";
    response.style.cssText = "width: 250px; height: 40px; border: 1px solid rgb(193, 193, 193); margin: 10px 25px; padding: 0px; resize: none; display: none;";
    holder.appendChild(response);
    container.appendChild(holder);

    // challenge bubble: created hidden at render time, shown when the checkbox is clicked
    var bubble = document.createElement("div");
    bubble.style.cssText = "visibility: hidden; position: absolute; width: 100%; top: -10000px; left: 0px; right: 0px; transition: visibility 0s linear 0.3s, opacity 0.3s linear 0s; opacity: 0;";
    var shade = document.createElement("div");
    shade.style.cssText = "width: 100%; height: 100%; position: fixed; top: 0px; left: 0px; z-index: 2000000000; background-color: rgb(255, 255, 255); opacity: 0.05;";
    var box = document.createElement("div");
    box.style.cssText = "margin: 0px auto; top: 0px; left: 0px; right: 0px; position: absolute; border: 1px solid rgb(204, 204, 204); z-index: 2000000000; background-color: rgb(255, 255, 255); overflow: hidden; box-shadow: rgba(0, 0, 0, 0.2) 2px 2px 3px;";
    var frame = document.createElement("iframe");
    frame.setAttribute("title", "recaptcha challenge expires in two minutes");
    frame.setAttribute("name", "c-" + suffix);
    frame.setAttribute("frameborder", "0");
    frame.setAttribute("scrolling", "no");
    frame.setAttribute("sandbox", SANDBOX);
    frame.setAttribute("src", "/recaptcha/api2/bframe?hl=en&v=" + V + "&k=" + encodeURIComponent(key));
    frame.style.cssText = "width: 400px; height: 580px;";
    box.appendChild(frame);
    bubble.appendChild(shade);
    bubble.appendChild(box);
    document.body.appendChild(bubble);

    var w = { id: id, container: container, anchor: anchor, frame: frame, bubble: bubble, box: box, response: response, open: false };
    widgets.push(w);
    shade.addEventListener("click", function () { hide(w); });
    return id;
  }

  function show(w) {
    var r = w.anchor.getBoundingClientRect();
    var sx = window.pageXOffset, sy = window.pageYOffset;
    var vw = document.documentElement.clientWidth, vh = document.documentElement.clientHeight;
    var width = 402, height = 582;
    var left = r.right + 14 + width <= vw ? r.right + 14 : Math.max(4, Math.min(r.left, vw - width - 4));
    var top = Math.max(4, Math.min(r.top - 200, vh - height - 4));
    w.bubble.style.cssText = "visibility: visible; position: absolute; width: 400px; top: " + (top + sy) + "px; left: " + (left + sx) +
      "px; transition: visibility 0s linear 0s, opacity 0.3s linear 0s; opacity: 1; z-index: 2000000000;";
    w.box.style.position = "relative";
    w.open = true;
    post(w.frame, { rc: "show" });
  }

  function hide(w) {
    w.bubble.style.cssText = "visibility: hidden; position: absolute; width: 100%; top: -10000px; left: 0px; right: 0px; transition: visibility 0s linear 0.3s, opacity 0.3s linear 0s; opacity: 0;";
    w.box.style.position = "absolute";
    w.open = false;
    post(w.anchor, { rc: "reset" });
  }

  function post(iframe, msg) {
    if (iframe.contentWindow) iframe.contentWindow.postMessage(msg, "*");
  }

  window.addEventListener("message", function (event) {
    if (!event.data || !event.data.rc) return;
    widgets.forEach(function (w) {
      if (event.source === w.anchor.contentWindow && event.data.rc === "open") show(w);
      if (event.source === w.frame.contentWindow && event.data.rc === "close") hide(w);
    });
  });

  function widget(id) { return widgets[id === undefined ? 0 : id]; }
  var readyQueue = [];
  window.grecaptcha = {
    render: render,
    getResponse: function (id) { var w = widget(id); return w ? w.response.value : ""; },
    reset: function (id) { var w = widget(id); if (w) { w.response.value = ""; hide(w); } },
    execute: function (id) { var w = widget(id); if (w) show(w); },
    ready: function (fn) { readyQueue.push(fn); }
  };

  function init() {
    Array.prototype.forEach.call(document.querySelectorAll(".g-recaptcha"), function (el) {
      if (!el.querySelector("iframe")) render(el);
    });
    readyQueue.forEach(function (fn) { fn(); });
    window.grecaptcha.ready = function (fn) { fn(); };
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
