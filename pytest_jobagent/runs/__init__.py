"""The run kinds (observe, explore, collect, apply, steps), each a package with its schema, run, checks and result.

What every kind builds on sits beside them: `schema.py` (the scenario base), `checks.py` (shared expectation
checks), `env.py` (what a run may use), `kind.py` (what a kind registers). `scenario/registry.py` gathers the kinds.
"""
