"""Cookbooks: replayable steps learned from AI runs, their keys, templates and the store that keeps them."""

from .database import StoreError, database_url
from .keys import CookbookKey, cookbook_key, key_pattern
from .models import (
    HEALTH_REEXPLORE,
    HEALTH_USABLE,
    Cookbook,
    CookbookStep,
    StepVerification,
)
from .store import CookbookNotFound, CookbookStore
from .templates import (
    MissingVariableError,
    PersonalDataError,
    TemplateError,
    render_step,
    step_variables,
    templatize_step,
    templatize_steps,
)

__all__ = [
    "HEALTH_REEXPLORE", "HEALTH_USABLE", "Cookbook", "CookbookKey",
    "CookbookNotFound", "CookbookStep", "CookbookStore", "MissingVariableError", "PersonalDataError", "StepVerification",
    "StoreError", "TemplateError", "cookbook_key", "database_url", "key_pattern", "render_step", "step_variables",
    "templatize_step", "templatize_steps",
]
