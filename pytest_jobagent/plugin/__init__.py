"""The pytest plugin (entry point `pytest11: jobagent`): registers the option, fixture and collection modules."""

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
