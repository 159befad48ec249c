"""Phase 1 memory: a page graph with raw observations, consolidated patterns and discovered selectors."""

from .models import CHANGE_TYPES, KEY_OF_ELEMENT, BehaviorPattern, Edge, KeyElements, PageNode, RawObservation
from .store import MemoryStore

__all__ = ["CHANGE_TYPES", "KEY_OF_ELEMENT", "BehaviorPattern", "Edge", "KeyElements", "MemoryStore", "PageNode",
           "RawObservation"]
