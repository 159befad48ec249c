"""Derive the shipped cookbooks from the ones the bundled scenarios learn (run once, output committed).

    python -m pytest scenarios/apply_greenhouse.yaml scenarios/apply_workday.yaml \
        scenarios/unseen/apply_lever_hosted.yaml --cookbook-db=/tmp/learn.sqlite
    jobagent cookbooks --db /tmp/learn.sqlite export -o /tmp/learned.json
    python -m pytest_jobagent.cookbook.shipped.build /tmp/learned.json

Each learned cookbook is cut to the platform's own form (the tenant's custom questions go: their fields differ from
one employer to the next, and a positional selector would type into another employer's question), filed under the
real platform's URL pattern, and given a stable id, version 1, full health and no history, no start-page
fingerprint (every tenant's page differs) and no personal value (templates only; checked again on import).
Deterministic: same input, same files.
"""

from __future__ import annotations

import json
import sys
import uuid
from pathlib import Path
from typing import Any

from ..models import Cookbook
from ..templates import step_variables

HERE = Path(__file__).resolve().parent
SHIPPED_AT = "2026-03-01T00:00:00Z"
NAMESPACE = uuid.uuid5(uuid.NAMESPACE_URL, "https://pypi.org/project/pytest-jobagent/shipped-cookbooks")

# platform -> (url pattern, where it was learned, [(name, selectors kept or None for all)])
GREENHOUSE_CONTACT = ["#first_name", "#last_name", "#email", "#phone", "#resume_chooser button.attach", "#submit_app"]
GREENHOUSE_EEOC = GREENHOUSE_CONTACT + ["#gender", "#hispanic_ethnicity", "#race", "#veteran_status"]
LEVER_CONTACT = ["#resume-upload-input", "[data-qa='name-input']", "[data-qa='email-input']",
                 "[data-qa='phone-input']", "#btn-submit"]
LEVER_EEO = LEVER_CONTACT + ["select[name='eeo[gender]']"]
SPECS: dict[str, dict[str, Any]] = {
    "greenhouse": {
        "url_pattern": "boards.greenhouse.io/*/jobs/*",
        "learned": "scenarios/apply_greenhouse.yaml on sites/ats_greenhouse",
        "variants": [("contact", GREENHOUSE_CONTACT), ("contact+eeoc", GREENHOUSE_EEOC)],
    },
    "workday": {
        "url_pattern": "*.myworkdayjobs.com/*/*/job/*/*/apply/applymanually",
        "learned": "scenarios/apply_workday.yaml on sites/ats_workday",
        "variants": [("application", None)],
    },
    "lever": {
        "url_pattern": "jobs.lever.co/*/*/apply",
        "learned": "scenarios/unseen/apply_lever_hosted.yaml on sites/lever_hosted",
        "variants": [("contact", LEVER_CONTACT), ("contact+eeo", LEVER_EEO)],
        "source_pattern": "localhost/northwind/*",  # learned from the job page: its first step opens the form
    },
}


def _source(learned: list[dict[str, Any]], platform: str, spec: dict[str, Any]) -> dict[str, Any]:
    pattern = spec.get("source_pattern")
    for cookbook in learned:
        if (pattern and cookbook["url_pattern"] == pattern) or (not pattern and cookbook.get("platform") == platform):
            return cookbook
    raise SystemExit(f"no learned {platform} cookbook in the export (see this module's docstring)")


def build(learned: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """The shipped files' contents by platform."""
    out = {}
    for platform, spec in SPECS.items():
        source = _source(learned, platform, spec)
        cookbooks = []
        for variant, keep in spec["variants"]:
            steps = [s for s in source["steps"] if keep is None or s["selector"] in keep]
            steps = [{**s, "order": i} for i, s in enumerate(steps)]
            cookbook = Cookbook.model_validate({
                "id": str(uuid.uuid5(NAMESPACE, f"{platform}/{variant}")), "url_pattern": spec["url_pattern"],
                "task_pattern": "apply", "platform": platform, "steps": steps, "version": 1,
                "created_at": SHIPPED_AT, "updated_at": SHIPPED_AT, "last_verified": SHIPPED_AT,
                "created_by": f"pytest-jobagent shipped ({platform} {variant}; learned by {spec['learned']})",
            })
            cookbooks.append(cookbook.model_dump(mode="json"))
        names = ", ".join(f"{v} ({', '.join(step_variables(Cookbook.model_validate(c).steps))})"
                          for (v, _), c in zip(spec["variants"], cookbooks, strict=True))
        out[platform] = {"note": f"{platform} apply cookbooks that ship with pytest-jobagent: {names}. "
                                 f"Learned by {spec['learned']}; made by pytest_jobagent/cookbook/shipped/build.py.",
                         "cookbooks": cookbooks}
    return out


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    learned = json.loads(Path(argv[0]).read_text(encoding="utf-8"))["cookbooks"]
    for platform, data in build(learned).items():
        (HERE / f"{platform}.json").write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"{platform}.json: {len(data['cookbooks'])} cookbook(s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
