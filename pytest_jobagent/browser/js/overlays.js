// Overlays that cover the page and take its clicks (consent walls, newsletter and app-install modals, region
// choosers) and the control that dismisses one: its reject control, else its close control, else (a consent wall
// only) its accept control. Words come from the lexicon (lexicon.py), matched as lexicon.says() matches them.

const UNSPACED = /[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/;
const lexNorm = (s) => norm(String(s || "").normalize("NFC")).toLowerCase().replace(/^[\s.!?¡¿:;…"'«»()[\]]+|[\s.!?¡¿:;…"'«»()[\]]+$/g, "");

/** The phrase of `list` a control's label says: the label is the phrase, perhaps with two more words. */
function saysPhrase(label, list) {
  const text = lexNorm(label);
  if (!text) return null;
  for (const p of list) {
    if (text === p) return p;
    if (UNSPACED.test(p)) {
      if (text.includes(p) && text.length <= p.length + 4) return p;
    } else if (text.startsWith(p + " ") && text.slice(p.length).trim().split(" ").length <= 2) {
      return p;
    }
  }
  return null;
}

/** A phrase of `list` anywhere in a longer text: in a spaced script as whole words, at any of its places ("posted"
 * in "reposted posted"), as lexicon.mentions() finds it. */
function mentionsPhrase(text, list) {
  const low = lexNorm(text);
  for (const p of list) {
    if (UNSPACED.test(p)) {
      if (low.includes(p)) return p;
      continue;
    }
    for (let at = low.indexOf(p); at >= 0; at = low.indexOf(p, at + 1)) {
      const before = at === 0 ? "" : low[at - 1];
      const after = low[at + p.length] || "";
      if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return p;
    }
  }
  return null;
}

/** An element drawn over the page: a modal in the top layer, an open dialog, or a fixed box. */
function floats(el) {
  if (el.localName === "dialog" && el.open) return true;
  try {
    if (el.matches(":modal")) return true;
  } catch (e) {
    /* older engines */
  }
  const pos = getComputedStyle(el).position;
  return pos === "fixed" || pos === "sticky";
}

/** The outermost floating box that holds `el` (below body), or null when `el` sits in the page's flow. */
function floatingRoot(el) {
  let found = null;
  for (let a = el; a && a !== document.body && a !== document.documentElement; a = composedParent(a)) {
    if (a.nodeType === 1 && floats(a)) found = a;
  }
  return found;
}

const CONTROLS = 'button, [role=button], a[href], a[role=button], input[type=button], input[type=submit], [aria-label][tabindex]';

const controlsOf = (root) => within(root, CONTROLS).filter(shown);

/** A control's label as people read it: its accessible name, else its title. */
const controlLabel = (b) => accName(b, roleOf(b)) || norm(b.getAttribute("title"));

/** Fields the person (or the run) has filled in: an overlay holding them is the person's work, never dismissed. */
function holdsInput(root) {
  return within(root, "input, textarea").some((f) => {
    const type = (f.getAttribute("type") || "text").toLowerCase();
    if (["hidden", "button", "submit", "reset", "checkbox", "radio", "file", "image"].includes(type)) return false;
    return f.value && f.value !== f.defaultValue;
  });
}

/** The overlays that take clicks over a 3×3 grid of the viewport (at least `minPoints` of its 9 points), biggest
 * share first; a backdrop with no controls of its own lends its points to the floating box drawn above it. */
function blockingOverlays(minPoints) {
  const vw = innerWidth, vh = innerHeight;
  const hits = new Map();
  for (const fx of [0.25, 0.5, 0.75]) {
    for (const fy of [0.25, 0.5, 0.75]) {
      const el = document.elementFromPoint(vw * fx, vh * fy);
      const root = el && floatingRoot(el);
      if (root) hits.set(root, (hits.get(root) || 0) + 1);
    }
  }
  const out = [];
  for (const [root, points] of hits) {
    if (points < minPoints) continue;
    let box = root;
    if (!controlsOf(root).length) box = boxAbove(root) || root;
    if (!out.some((o) => o.box === box)) out.push({ box, points });
  }
  return out.sort((a, b) => b.points - a.points);
}

/** The floating box with controls painted above a backdrop: the dialog it dims the page for. */
function boxAbove(backdrop) {
  const z = (el) => Number(getComputedStyle(el).zIndex) || 0;
  let best = null;
  for (const el of deepAllFloating()) {
    if (el === backdrop || !controlsOf(el).length) continue;
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) continue;
    if (!best || z(el) >= z(best)) best = el;
  }
  return best;
}

function deepAllFloating() {
  const out = [];
  const all = within(document, "body *");
  for (let i = 0; i < all.length && i < 6000; i++) {
    const el = all[i];
    if (floats(el) || el.getAttribute("aria-modal") === "true" || /^(dialog|alertdialog)$/.test(el.getAttribute("role") || "")) {
      out.push(el);
    }
  }
  return out;
}

/** The element drawn on top at the middle of `el`'s box, through open shadow roots; null when that is off screen. */
function topAt(el) {
  const r = el.getBoundingClientRect();
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return null;
  let hit = document.elementFromPoint(x, y);
  while (hit && hit.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit;
}

/** Whether `node` is `box` or lies inside it, across shadow roots. */
function inside(node, box) {
  for (let x = node; x; x = x.parentNode || (x instanceof ShadowRoot ? x.host : null)) if (x === box) return true;
  return false;
}

/** Floating boxes that ask for consent (their text says cookies or consent, a control of theirs refuses or accepts,
 *  drawn on top: no dialog in front of it) and hold nothing typed in: outermost ones, shown, not opened by the run. */
function consentBanners(words) {
  return deepAllFloating().filter((el) => floatingRoot(el) === el && shown(el) && !el.hasAttribute(OPENED)
    && !holdsInput(el) && mentionsPhrase(norm(el.innerText || "").slice(0, 3000), words.consent) !== null
    && controlsOf(el).some((b) => (saysPhrase(controlLabel(b), words.reject) || saysPhrase(controlLabel(b), words.accept))
      && inside(topAt(b), el)));
}

/** The overlay to dismiss and the control to press, or null. `arg.words`: {reject, dismiss, close, accept,
 * consent}; `arg.rules`: selectors.py's rules for the control's selector; `arg.leaving`: the run acts behind the
 * overlay now (its click was taken), so a box the run opened itself is closed too, by its own close control. Else
 * such a box is closed only by a control that declines an offer ("No thanks"): it came with the run's click but is
 * an interruption all the same (a newsletter that a scroll brings up). */
function findOverlay(arg) {
  const words = arg.words;
  // a click was taken: a consent banner answers first, however little of the grid it covers (a bar at the bottom
  // takes the clicks on what scrolls under it, the submit button of the run's own dialog too), never the run's box
  const banners = arg.leaving ? consentBanners(words).map((box) => ({ box, points: 0 })) : [];
  for (const { box, points } of [...banners, ...blockingOverlays(3)]) {
    const own = box.hasAttribute(OPENED);
    if (holdsInput(box) && !(own && arg.leaving)) continue;
    const text = norm(box.innerText || "").slice(0, 3000);
    const consent = mentionsPhrase(text, words.consent) !== null;
    const controls = controlsOf(box);
    const order = consent ? [["reject", words.reject], ["close", words.dismiss], ["accept", words.accept]]
                          : [["close", words.dismiss]];
    for (const [choice, list] of order) {
      // a refusal or an acceptance is a button of the wall itself; a close control may be a bare × or an icon
      for (const b of controls) {
        const label = controlLabel(b);
        const phrase = saysPhrase(label, list);
        if (!phrase || (own && !arg.leaving && saysPhrase(label, words.close))) continue;
        return {
          selector: describe(b, { rules: arg.rules }).selector, control: cap(label, 80), choice, consent, points,
          overlay: cap(dialogName(box) || text.split(/(?<=[.!?])\s|\n/)[0] || box.localName, 80),
        };
      }
    }
  }
  return null;
}

// Overlays the run opened itself (an apply dialog, a filter drawer) are its work, never dismissed: the boxes in front
// before a run's click are marked seen, and one in front after it that was not is marked opened by the run.
const SEEN = "data-jobagent-overlay-seen";
const OPENED = "data-jobagent-opened";

/** `phase` "before" a run's click: mark the overlays in front as seen; "after": mark the new ones opened by the run.
 *  Returns how many were marked. */
function noteOverlays(phase) {
  let marked = 0;
  for (const { box } of blockingOverlays(3)) {
    if (phase === "before") {
      box.setAttribute(SEEN, "1");
      if (box.hasAttribute(OPENED)) marked++; // "before": how many of the run's own take the page's clicks now
    } else if (!box.hasAttribute(SEEN) && !box.hasAttribute(OPENED)) {
      box.setAttribute(OPENED, "1");
      marked++;
    }
  }
  return marked;
}
