// Accessible roles: the explicit role, else the implicit role of the tag (and input type) as ARIA in HTML defines it.

const INPUT_ROLES = {
  button: "button", submit: "button", reset: "button", image: "button", checkbox: "checkbox",
  radio: "radio", range: "slider", number: "spinbutton", search: "searchbox", file: "button",
};

const TAG_ROLES = {
  a: "link", area: "link", button: "button", select: "combobox", textarea: "textbox", nav: "navigation",
  main: "main", aside: "complementary", dialog: "dialog", ul: "list", ol: "list", li: "listitem",
  table: "table", tr: "row", td: "cell", th: "columnheader", option: "option", fieldset: "group",
  details: "group", summary: "button", form: "form", img: "img", h1: "heading", h2: "heading",
  h3: "heading", h4: "heading", h5: "heading", h6: "heading", progress: "progressbar", section: "region",
};

/** The element's role: its first explicit role (unless presentational), else its tag's implicit one; "" for none. */
function roleOf(el) {
  const explicit = (el.getAttribute("role") || "").trim().split(/\s+/)[0];
  if (explicit && explicit !== "presentation" && explicit !== "none") return explicit;
  const tag = el.localName;
  if (tag === "input") {
    const type = (el.getAttribute("type") || "text").toLowerCase();
    if (type === "hidden") return "";
    if (el.hasAttribute("list") && !["checkbox", "radio", "range", "file"].includes(type)) return "combobox";
    return INPUT_ROLES[type] || "textbox";
  }
  if (tag === "a" || tag === "area") return el.hasAttribute("href") ? "link" : "";
  if (tag === "select") return el.multiple || el.size > 1 ? "listbox" : "combobox";
  if (tag === "header") return el.closest("article,aside,main,nav,section") ? "" : "banner";
  if (tag === "footer") return el.closest("article,aside,main,nav,section") ? "" : "contentinfo";
  if (tag === "section") return el.hasAttribute("aria-label") || el.hasAttribute("aria-labelledby") ? "region" : "";
  if (tag === "form") return "form";
  return TAG_ROLES[tag] || "";
}
