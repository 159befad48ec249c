"""The snapshot's data: what js/serialize.js collects of a page (Snapshot, its Nodes, forms, groups, dialogs and
meta), as pydantic models with no code that reads a page (snapshot.py takes one; frames.py merges frames' ones)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

Action = Literal["click", "type", "select", "check", "upload"]


class Box(BaseModel):
    """Document-space bounding box in CSS pixels."""

    x: int
    y: int
    w: int
    h: int


class Option(BaseModel):
    label: str
    value: str = ""
    selected: bool = False
    disabled: bool = False


class State(BaseModel):
    """ARIA-ish state of an element; None where the element does not have that state at all."""

    disabled: bool = False
    readonly: bool = False
    checked: bool | None = None
    expanded: bool | None = None
    selected: bool | None = None
    pressed: bool | None = None
    current: bool = False


class Node(BaseModel):
    """One visible element a model may act on or read: an action, a heading, a text block or a frame."""

    id: int = Field(description="per-document element id, stable while the document lives")
    kind: Literal["action", "heading", "text", "frame"]
    tag: str
    role: str = ""
    name: str = Field("", description="accessible name (actions), text (headings, text)")
    action: Action | None = None
    selector: str | None = None
    selector_kind: Literal["css", "role"] = "css"
    fallback_selector: str | None = None
    href: str | None = None
    field_type: str | None = None
    field_name: str = ""
    label: str = ""
    placeholder: str = ""
    group_label: str = ""
    value: str | None = None
    options: list[Option] = Field(default_factory=list)
    required: bool = False
    submit: bool = False
    pointer: bool = Field(False, description="clickable only by its cursor: a JS handler on a plain element")
    pagination: bool = Field(False, description="inside a pagination / pager container")
    carousel: bool = Field(False, description="a control of a carousel (its arrows, its dots): pages its slides")
    state: State = Field(default_factory=State)
    attrs: dict[str, str] = Field(default_factory=dict)
    generated_id: bool = False
    box: Box | None = None
    in_viewport: bool = False
    dialog: int | None = None
    form: int | None = None
    region: str | None = None
    group: int | None = None
    item: int | None = None
    heading: int | None = Field(None, description="level of a heading this link/button stands for")
    level: int | None = None
    sibling_index: int = 0
    sibling_count: int = 1
    new: bool = Field(False, description="not present in the previous snapshot (set by mark_new)")

    @property
    def is_field(self) -> bool:
        return self.action in ("type", "select", "check", "upload")


class Dialog(BaseModel):
    index: int
    id: int
    role: str = "dialog"
    name: str = ""
    modal: bool = False
    selector: str = ""
    new: bool = False


class Form(BaseModel):
    index: int
    id: int
    implicit: bool = Field(False, description="fields outside any <form>, grouped by their container")
    name: str = ""
    action: str = ""
    method: str = ""
    selector: str = ""
    box: Box | None = None


class Group(BaseModel):
    """Repeated siblings that look like a listing (job cards, result rows), most listing-like first."""

    index: int
    key: str
    count: int
    score: float
    avg_text: int = 0
    pattern: str = Field(description="CSS selector matching the items")
    pattern_exact: bool = Field(True, description="pattern matches exactly these items and nothing else")
    item_ids: list[int] = Field(default_factory=list)
    item_selector: str = ""
    region: str = ""
    titles: list[str] = Field(default_factory=list)
    decoys: int = Field(0, description="items of the same shape with no link, left out (sponsored cards)")


class JobPostingMeta(BaseModel):
    title: str = ""
    company: str = ""
    location: str = ""
    date_posted: str = ""
    employment_type: str = ""


class PageMeta(BaseModel):
    lang: str = ""
    description: str = ""
    og_title: str = ""
    og_site_name: str = ""
    og_url: str = ""
    canonical: str = ""
    generator: str = ""
    jsonld_types: list[str] = Field(default_factory=list)
    job_posting: JobPostingMeta | None = None


class Viewport(BaseModel):
    width: int
    height: int
    scroll_x: int = 0
    scroll_y: int = 0
    doc_width: int = 0
    doc_height: int = 0


class Snapshot(BaseModel):
    """Everything visible on the page that a model or code may use, at one moment."""

    url: str
    title: str = ""
    load_failed: bool = Field(False, description="the document is the browser's own page for a load that failed")
    load_error: str = Field("", description="'<url> (<reason>)' of that load, when the page was watched (loads.py)")
    doc_id: str = Field(description="changes with every new document (navigation, reload)")
    ready_state: str = ""
    viewport: Viewport
    nodes: list[Node] = Field(default_factory=list)
    dialogs: list[Dialog] = Field(default_factory=list)
    forms: list[Form] = Field(default_factory=list)
    groups: list[Group] = Field(default_factory=list)
    meta: PageMeta = Field(default_factory=PageMeta)
    markers: dict[str, dict[str, int]] = Field(default_factory=dict)
    skeleton: list[str] = Field(default_factory=list)
    element_count: int = 0
    closed_shadow: dict[str, int] = Field(default_factory=dict,
                                          description="custom elements rendering from closed shadow roots, by tag")
    took_ms: float = Field(0, description="time inside the page")
    verify_ms: float = Field(0, description="time spent checking role selectors with Playwright")
    replaced_selectors: int = Field(0, description="role selectors that were not unique and fell back to a path")
    verified: set[int] = Field(default_factory=set, exclude=True, description="nodes whose selector was checked")

    def actions(self) -> list[Node]:
        return [n for n in self.nodes if n.kind == "action"]

    def form_of(self, node: Node) -> Form | None:
        """The <form> a node sits in; None outside one (fields grouped only by their container included)."""
        form = self.forms[node.form] if node.form is not None and node.form < len(self.forms) else None
        return form if form is not None and not form.implicit else None

    def closed_hosts(self) -> str:
        """'5 <job-card>, 1 <job-search>': the custom elements rendering from closed shadow roots, most first."""
        return ", ".join(f"{n} <{tag}>" for tag, n in sorted(self.closed_shadow.items(), key=lambda kv: -kv[1]))

    def by_id(self) -> dict[int, Node]:
        return {n.id: n for n in self.nodes}

    def find(self, selector: str | None) -> Node | None:
        return next((n for n in self.nodes if n.selector == selector), None)
