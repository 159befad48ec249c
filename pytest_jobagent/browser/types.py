"""The handles the browser layer passes around: a Document is a page or one of its frames (both evaluate, locate and
navigate; what differs, a page's context and tabs, is asked of the Page alone)."""

from __future__ import annotations

from typing import TypeAlias

from playwright.sync_api import Frame, Page

Document: TypeAlias = Page | Frame
