// Page facts beside the nodes: meta tags and JSON-LD, platform markers, and the layout skeleton for the fingerprint.

/** What the page says about itself: language, description, Open Graph, canonical, generator, JSON-LD (a JobPosting). */
function pageMeta() {
  const m = (sel) => {
    const e = document.querySelector(sel);
    return e ? norm(e.getAttribute("content") || e.getAttribute("href") || "") : "";
  };
  const jsonld = [];
  let posting = null;
  for (const s of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const data = JSON.parse(s.textContent);
      const items = Array.isArray(data) ? data : data["@graph"] ? data["@graph"] : [data];
      for (const it of items) {
        const type = Array.isArray(it["@type"]) ? it["@type"].join(",") : it["@type"] || "";
        jsonld.push(type);
        if (/JobPosting/.test(type) && !posting) {
          const org = it.hiringOrganization || {};
          const loc = Array.isArray(it.jobLocation) ? it.jobLocation[0] : it.jobLocation || {};
          const addr = (loc && loc.address) || {};
          posting = {
            title: norm(it.title || ""), company: norm(typeof org === "string" ? org : org.name || ""),
            location: norm([addr.addressLocality, addr.addressRegion, addr.addressCountry && (addr.addressCountry.name || addr.addressCountry)].filter((x) => typeof x === "string").join(", ")),
            date_posted: it.datePosted || "", employment_type: Array.isArray(it.employmentType) ? it.employmentType.join(",") : it.employmentType || "",
          };
        }
      }
    } catch (e) {
      /* malformed JSON-LD is common: ignore */
    }
  }
  return {
    lang: document.documentElement.getAttribute("lang") || "", description: cap(m('meta[name="description"]'), 300),
    og_title: m('meta[property="og:title"]'), og_site_name: m('meta[property="og:site_name"]'), og_url: m('meta[property="og:url"]'),
    canonical: m('link[rel="canonical"]'), generator: m('meta[name="generator"]'), jsonld_types: jsonld, job_posting: posting,
  };
}


/** How many elements match each platform's marker selectors (platform.py's MARKERS); none-matching ones left out. */
function platformMarkers(markerSelectors) {
  const markers = {};
  for (const [platform, sels] of Object.entries(markerSelectors || {})) {
    markers[platform] = {};
    for (const [label, sel] of Object.entries(sels)) {
      const c2 = count(sel);
      if (c2 > 0) markers[platform][label] = c2;
    }
  }
  return markers;
}

/** Layout skeleton for the fingerprint: shapes of structural elements, repeated siblings once. */
function skeleton(items) {
  const out = [];
  const visit = (el, depth, path) => {
    if (depth > 14 || out.length > 1500) return;
    let prev = "";
    for (const child of el.children) {
      const tag = child.localName;
      if (SKIP_TAGS.has(tag)) continue;
      const style = getComputedStyle(child);
      if (style.display === "none") continue;
      const role = roleOf(child);
      const ta = testAttr(child);
      const id = stableId(child);
      const classes = stableClasses(child).filter((c) => !c.includes("--")).sort().slice(0, 3);
      const structural = ta || id || classes.length || role || ["main", "nav", "header", "footer", "form", "input", "select", "textarea", "button", "dialog", "table", "aside"].includes(tag);
      let shape = tag;
      if (id) shape += "#" + id;
      if (ta) shape += `[${ta[0]}=${ta[1]}]`;
      if (classes.length) shape += "." + classes.join(".");
      if (role && !["listitem", "row", "cell", "link", "heading", "img"].includes(role)) shape += "@" + role;
      if (tag === "input" || tag === "select" || tag === "textarea" || tag === "button") {
        shape += "(" + (child.getAttribute("type") || "") + "," + (isGenerated(child.getAttribute("name") || "") ? "" : child.getAttribute("name") || "") + ")";
      }
      if (shape === prev) continue; // repeated siblings count once
      prev = shape;
      // pagination depends on the number of results, listing items on the data: neither is layout
      if (child.matches(PAGINATION)) continue;
      const here = structural ? path + "/" + shape : path;
      if (items && items.has(child)) {
        out.push(path + "/" + shape + "[item]");
        continue;
      }
      if (structural) out.push(here);
      visit(child, depth + 1, structural ? here : path);
    }
  };
  if (document.body) visit(document.body, 0, "");
  return out;
}
