"""pytest-jobagent: multi-agent LLM job-site runs in a real browser, as YAML scenarios under pytest."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("pytest-jobagent")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0"
