"""The pytest plugin (entry point `pytest11: jobagent`): registers the option, fixture and collection modules."""

import pytest

# vcrpy's matchers explain a mismatch with assert statements; pytest-recording registers them for rewriting. The
# model cassettes import vcr first, so register them here too: with pytest-recording installed, its registration then
# finds them rewritten already instead of warning "Module already imported so cannot be rewritten".
pytest.register_assert_rewrite("vcr.matchers")

pytest_plugins = [
    "pytest_jobagent.plugin.options",
    "pytest_jobagent.plugin.browser",
    "pytest_jobagent.plugin.sites",
    "pytest_jobagent.plugin.llm",
    "pytest_jobagent.plugin.cookbook",
    "pytest_jobagent.plugin.runstate",
    "pytest_jobagent.plugin.report",
    "pytest_jobagent.plugin.scenarios",
]
