// Where things are on screen: the viewport, document-space boxes, landmark regions, overlays and dialogs, pagers.

// the viewport and scroll position, measured once per snapshot or describe()
let VIEW = null;
function measureView() {
  const de = document.documentElement;
  VIEW = {
    vw: innerWidth, vh: innerHeight, sx: scrollX, sy: scrollY,
    dw: Math.max(de.scrollWidth, innerWidth), dh: Math.max(de.scrollHeight, document.body ? document.body.scrollHeight : 0, innerHeight),
  };
}

/** Document-space box, or null when the element is empty or entirely off the page; inside unrendered content
 *  (common.js UNRENDERED), the box of its unrendered root. `scrolled`: the element sits in a container that scrolls
 *  inside a fixed layer (a modal's scrolling body), where below the viewport is reached by scrolling it. */
function boxOf(el, fixed, scrolled = false) {
  if (UNRENDERED) return UNRENDERED.box && { ...UNRENDERED.box };
  return boxOfRect(el.getBoundingClientRect(), fixed, scrolled);
}

/** The box of a client rect, as boxOf gives it. */
function boxOfRect(r, fixed, scrolled = false) {
  if (r.width < 1 || r.height < 1) return null;
  const x = r.left + (fixed ? 0 : VIEW.sx);
  const y = r.top + (fixed ? 0 : VIEW.sy);
  if (x + r.width <= 0 || y + r.height <= 0) return null;
  // below the page is fine (scroll containers hold more than the document height); off to the right is an
  // off-canvas panel; fixed elements outside the viewport are parked there, not shown, unless a scroll container
  // of their fixed layer holds them (a long form in a modal: its submit button below the fold)
  if (x >= (fixed ? VIEW.vw : VIEW.dw) || (fixed && !scrolled && y >= VIEW.vh)) return null;
  return { x: Math.round(x), y: Math.round(y), w: Math.round(r.width), h: Math.round(r.height) };
}

/** Any part of the element inside the viewport as it is scrolled now. */
const inViewport = (el) => {
  if (UNRENDERED) return false; // the browser renders what is near the viewport
  const r = el.getBoundingClientRect();
  return r.bottom > 0 && r.right > 0 && r.top < VIEW.vh && r.left < VIEW.vw;
};

/** A `content-visibility: auto` element whose content the browser skips now (far from the viewport): none of its
 *  children is visible to checkVisibility({contentVisibilityAuto}), which answers from what is there without
 *  rendering anything (without the option it renders the subtree to answer). Its box with the size the page gives
 *  it while skipped (at least 1 px each way) stands for every element inside. */
function unrenderedRoot(el, style, fixed) {
  if (style.contentVisibility !== "auto" || !el.firstElementChild || !el.checkVisibility) return null;
  for (const kid of el.children) if (kid.checkVisibility({ contentVisibilityAuto: true })) return null;
  const r = el.getBoundingClientRect();
  const box = boxOfRect({ left: r.left, top: r.top, width: Math.max(r.width, 1), height: Math.max(r.height, 1) }, fixed);
  return { root: el, box };
}

// the landmark a node sits in, by the role of its nearest landmark ancestor
const REGION_OF_ROLE = { banner: "header", navigation: "nav", contentinfo: "footer", complementary: "aside", main: "main", search: "search" };

// a pager, by its name or class (a link's rel=next/prev says so wherever it sits)
const PAGINATION = '[aria-label*="pagination" i],[aria-label*="pager" i],[class*="pagination" i],[class*="pager" i],[data-testid*="pagination" i],[data-at*="pagination" i],[data-automation-id*="pagination" i]';

// a pager by what it shows, however it is named ("div.page", "#pages", "p_in"): its controls sit among page numbers.
// A short control counts when its container (or the one above, for "ul > li > a") shows two or more page numbers of
// its own, at least one a link or button, the links going to different places: "首页 上一页 [1] 2 3 下一页 尾页" in a
// plain div, or "[1] 2 下一页" (the current page plain text). A carousel's dots ("1 2 3 4", every one "javascript:;")
// go nowhere apart, and its arrows sit beside the dots, not among them.
const PAGE_NUMBER = /^\d{1,4}$/;
const PAGER_REACH = 2;
function numberedPager(el, name) {
  if (name.length > 12) return false;
  for (let box = el.parentElement, up = 0; box && box !== document.body && up < PAGER_REACH; box = box.parentElement, up++) {
    const links = [];
    let shown = 0;
    for (const kid of box.children) {
      const part = kid.firstElementChild && kid.children.length === 1 && kid.localName === "li" ? kid.firstElementChild : kid;
      if (!PAGE_NUMBER.test((part.textContent || "").trim())) continue;
      shown++;
      if (part.matches("a, button")) links.push(part);
    }
    if (shown < 2) continue;
    const targets = new Set(links.map((n) => (n.localName === "a" ? n.getAttribute("href") || "" : n.textContent.trim())));
    return links.length > 0 && targets.size === links.length && !(links[0].localName === "a" && targets.has(""));
  }
  return false;
}

// a carousel, by its ARIA role description (the APG carousel pattern) or its name or class ("slider", "swiper")
const CAROUSEL = '[aria-roledescription~="carousel" i],[aria-roledescription~="slide" i],[class*="carousel" i],[class*="slider" i],[class*="swiper" i],[class*="slick" i]';
// how far up from a control its carousel may sit: the arrows of a carousel sit in a head or a controls box beside
// its track ("section > div.head > div.controls > button" beside "section > div.carousel")
const CAROUSEL_REACH = 3;

/** A control of a carousel (its "next" arrow, its dots): inside one, or a near ancestor holds one; pages of slides,
 *  not of the page's list. */
function carouselControl(el) {
  // a document without a carousel (most, and a page of thousands of cards asks this of each): no control of its
  // light DOM is one's (the questions below would each answer no)
  if (carouselHolders() && !carouselCount && el.getRootNode() === document) return false;
  if (el.closest(CAROUSEL)) return true;
  if (el.closest(PAGINATION)) return false;  // a pager named so pages the list, whatever sits near it
  const controls = (el.getAttribute("aria-controls") || "").split(/\s+/).filter(Boolean);
  for (const id of controls) {
    const target = document.getElementById(id);
    if (target && (target.matches(CAROUSEL) || target.closest(CAROUSEL))) return true;
  }
  let a = el.parentElement;
  const holders = carouselHolders();
  for (let up = 0; a && a !== document.body && up < CAROUSEL_REACH; a = a.parentElement, up++) {
    if (holders.has(a)) return true;
  }
  return false;
}

// the elements that hold a carousel somewhere inside (every ancestor of one), found once per reading of the page:
// asking each control's ancestors for a carousel in their subtree read a long list once per control (its square)
// (and how many elements of the document are one)
let carouselHolderSet = null;
let carouselCount = 0;
function carouselHolders() {
  if (carouselHolderSet === null) {
    carouselHolderSet = new Set();
    const carousels = document.querySelectorAll(CAROUSEL);
    for (const carousel of carousels) {
      for (let a = carousel.parentElement; a && !carouselHolderSet.has(a); a = a.parentElement) carouselHolderSet.add(a);
    }
    carouselCount = carousels.length;
  }
  return carouselHolderSet;
}

/** A dialog that floats over the page (top layer, fixed or absolute), not one laid out in the flow. */
function isOverlay(el, style) {
  if (el.localName === "dialog" && el.open) return true;
  try {
    if (el.matches(":modal,:popover-open")) return true;
  } catch (e) {
    /* older engines */
  }
  for (let a = el, up = 0; a && a !== document.body && up < 5; a = a.parentElement, up++) {
    const pos = a === el ? style.position : styleOf(a).position;
    if (pos === "fixed" || pos === "absolute" || pos === "sticky") return true;
  }
  return false;
}

/** An open dialog: <dialog open>, a dialog or alertdialog role, or aria-modal. */
function isDialog(el, role) {
  return (el.localName === "dialog" && el.open) || role === "dialog" || role === "alertdialog" || el.getAttribute("aria-modal") === "true";
}

/** A dialog's name: aria-labelledby or aria-label, else its first heading. */
function dialogName(el) {
  let dname = el.getAttribute("aria-labelledby") ? byIds(el.getAttribute("aria-labelledby")) : norm(el.getAttribute("aria-label"));
  if (!dname) {
    const h = el.querySelector("h1,h2,h3,h4,[role=heading]");
    dname = h ? norm(textOf(h)) : "";
  }
  return dname;
}

// The element that scrolls an element's content: its nearest ancestor whose content overflows it and may scroll
// (a virtualized list's own container), else the page.
function scrollerOf(el) {
  for (let node = el.parentElement; node && node !== document.body && node !== document.documentElement;
       node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if (/(auto|scroll|overlay)/.test(overflow) && node.scrollHeight > node.clientHeight + 4) return node;
  }
  return document.scrollingElement || document.documentElement;
}

// Scroll the element that scrolls `el` (a listing row) so that the lowest row beside it comes to its top: what a user
// does to read on in a list that renders only the rows in view; the rows after the ones read come next, none skipped
// however the list was scrolled meanwhile. By about its height (90%) when that row is at the top already. Where it
// was and is, and whether it moved.
async function scrollScroller(el) {
  const box = scrollerOf(el);
  const page = box === document.scrollingElement || box === document.documentElement;
  const rows = el.parentElement ? Array.from(el.parentElement.children) : [el];
  const lowest = rows.reduce((a, b) => (b.getBoundingClientRect().top > a.getBoundingClientRect().top ? b : a), el);
  const top = page ? 0 : box.getBoundingClientRect().top;
  const before = box.scrollTop;
  const ahead = Math.round(lowest.getBoundingClientRect().top - top);
  const step = ahead > 8 ? ahead : Math.round((page ? window.innerHeight : box.clientHeight) * 0.9);
  box.scrollTop = before + step;
  const out = { container: page ? "page" : "element", before, after: box.scrollTop,
                max: box.scrollHeight - box.clientHeight, moved: box.scrollTop !== before };
  await framesHandled();  // widgets.js
  return out;
}

// Where the element that scrolls `el` is scrolled to; `to` (a number) scrolls it there first, and the page's scroll
// handlers run before the answer (a virtual list shows the rows of its new place when whoever asked reads it).
async function scrollerTop(el, to) {
  const box = scrollerOf(el);
  if (typeof to === "number" && box.scrollTop !== to) {
    box.scrollTop = to;
    await framesHandled();  // widgets.js
  }
  return box.scrollTop;
}
