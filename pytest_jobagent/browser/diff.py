"""DOM diff between two snapshots: added, removed and changed elements, dialogs opened or closed, URL change."""

from __future__ import annotations

from collections import defaultdict

from pydantic import BaseModel, Field

from .model import Node, Snapshot


class ElementRef(BaseModel):
    """Enough of an element to name it in a message."""

    id: int
    kind: str
    tag: str
    role: str = ""
    name: str = ""
    selector: str | None = None

    @classmethod
    def of(cls, node: Node) -> ElementRef:
        return cls(id=node.id, kind=node.kind, tag=node.tag, role=node.role, name=node.name[:80], selector=node.selector)

    def label(self) -> str:
        what = self.role or self.tag if self.kind == "action" else self.kind
        return f'{what} "{self.name[:50]}"' if self.name else what


class ElementChange(BaseModel):
    element: ElementRef
    changes: dict[str, tuple[str | bool | int | None, str | bool | int | None]] = Field(default_factory=dict)


class GroupChange(BaseModel):
    pattern: str
    before: int
    after: int


class DomDiff(BaseModel):
    """What changed between two observations, usable by code without a model."""

    url_before: str
    url_after: str
    url_changed: bool
    same_document: bool
    title_before: str = ""
    title_after: str = ""
    added: list[ElementRef] = Field(default_factory=list)
    removed: list[ElementRef] = Field(default_factory=list)
    changed: list[ElementChange] = Field(default_factory=list)
    dialogs_opened: list[str] = Field(default_factory=list)
    dialogs_closed: list[str] = Field(default_factory=list)
    groups: list[GroupChange] = Field(default_factory=list, description="listing groups whose item count changed")

    @property
    def changed_anything(self) -> bool:
        return bool(self.url_changed or self.added or self.removed or self.changed or self.dialogs_opened
                     or self.dialogs_closed or self.groups or self.title_before != self.title_after)

    def summary(self, examples: int = 5) -> str:
        """A few lines for a model or a log."""
        out = []
        if self.url_changed:
            out.append(f"URL changed: {self.url_before} -> {self.url_after}"
                       + ("" if self.same_document else " (new page)"))
        if self.title_before != self.title_after:
            out.append(f'title changed: "{self.title_before}" -> "{self.title_after}"')
        for name in self.dialogs_opened:
            out.append(f'dialog opened: "{name}"')
        for name in self.dialogs_closed:
            out.append(f'dialog closed: "{name}"')
        for g in self.groups:
            out.append(f'list "{g.pattern}": {g.before} -> {g.after} items')
        if self.added:
            eg = ", ".join(e.label() for e in self.added[:examples])
            out.append(f"{len(self.added)} element(s) added, e.g. {eg}")
        if self.removed:
            eg = ", ".join(e.label() for e in self.removed[:examples])
            out.append(f"{len(self.removed)} element(s) removed, e.g. {eg}")
        for ch in self.changed[:examples]:
            parts = ", ".join(f"{k}: {a!r} -> {b!r}" for k, (a, b) in ch.changes.items())
            out.append(f"{ch.element.label()} changed ({parts})")
        if len(self.changed) > examples:
            out.append(f"… and {len(self.changed) - examples} more changed element(s)")
        return "\n".join(out) or "no visible change"


_WATCHED = ("name", "value", "selector")
_STATES = ("checked", "expanded", "selected", "disabled", "pressed", "current")


def _key(node: Node) -> tuple:
    return (node.kind, node.role, node.tag, node.name, node.selector)


def _changes(a: Node, b: Node) -> dict:
    out: dict = {}
    for attr in _WATCHED:
        if getattr(a, attr) != getattr(b, attr) and attr != "selector":
            out[attr] = (getattr(a, attr), getattr(b, attr))
    for attr in _STATES:
        x, y = getattr(a.state, attr), getattr(b.state, attr)
        if x != y:
            out[attr] = (x, y)
    chosen_a = [o.label for o in a.options if o.selected]
    chosen_b = [o.label for o in b.options if o.selected]
    if chosen_a != chosen_b:
        out["selected_option"] = (", ".join(chosen_a) or None, ", ".join(chosen_b) or None)
    return out


def diff_snapshots(before: Snapshot, after: Snapshot) -> DomDiff:
    """Elements are matched by their in-page id within one document, then by kind/role/name/selector
    (re-rendered elements and new documents), so a re-render is a change, not a removal plus an addition."""
    same_doc = before.doc_id == after.doc_id
    old = {n.id: n for n in before.nodes} if same_doc else {}
    new = {n.id: n for n in after.nodes} if same_doc else {}
    matched: list[tuple[Node, Node]] = [(old[i], new[i]) for i in old.keys() & new.keys()]
    rest_old = [n for n in before.nodes if n.id not in new] if same_doc else list(before.nodes)
    rest_new = [n for n in after.nodes if n.id not in old] if same_doc else list(after.nodes)
    pool: dict[tuple, list[Node]] = defaultdict(list)
    for n in rest_old:
        pool[_key(n)].append(n)
    added = []
    for n in rest_new:
        bucket = pool.get(_key(n))
        if bucket:
            matched.append((bucket.pop(0), n))
        else:
            added.append(n)
    where_before = {id(n): i for i, n in enumerate(before.nodes)}
    where_after = {id(n): i for i, n in enumerate(after.nodes)}
    removed = [n for bucket in pool.values() for n in bucket]
    removed.sort(key=lambda n: where_before[id(n)])
    changed = []
    for a, b in sorted(matched, key=lambda pair: where_after[id(pair[1])]):
        delta = _changes(a, b)
        if delta:
            changed.append(ElementChange(element=ElementRef.of(b), changes=delta))
    old_dialogs = {(d.role, d.name) for d in before.dialogs}
    new_dialogs = {(d.role, d.name) for d in after.dialogs}
    if same_doc:
        old_dialog_ids = {d.id for d in before.dialogs}
        new_dialog_ids = {d.id for d in after.dialogs}
        opened = [d.name or d.role for d in after.dialogs if d.id not in old_dialog_ids]
        closed = [d.name or d.role for d in before.dialogs if d.id not in new_dialog_ids]
    else:
        opened = [d.name or d.role for d in after.dialogs if (d.role, d.name) not in old_dialogs]
        closed = [d.name or d.role for d in before.dialogs if (d.role, d.name) not in new_dialogs]
    groups = []
    before_groups = {g.pattern: g.count for g in before.groups}
    for g in after.groups:
        if g.pattern in before_groups and before_groups[g.pattern] != g.count:
            groups.append(GroupChange(pattern=g.pattern, before=before_groups[g.pattern], after=g.count))
    return DomDiff(
        url_before=before.url, url_after=after.url, url_changed=before.url != after.url, same_document=same_doc,
        title_before=before.title, title_after=after.title,
        added=[ElementRef.of(n) for n in added], removed=[ElementRef.of(n) for n in removed], changed=changed,
        dialogs_opened=opened, dialogs_closed=closed, groups=groups,
    )
