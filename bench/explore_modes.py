"""The two explore modes side by side (issue 39): `explore: {agents: fused}` against `{agents: seed}` on the same
explore scenarios, live with the heuristic model: the bundled boards, the sites written blind (scenarios/unseen) and
the saved real pages whose truth lists jobs (every half: the check half is measured here, never tuned on).

Per mode and group: scenarios passed (their own `expect:`), key elements right against the truth beside each site
(sites/<site>/truth.json, ../shared/realpages/truth.json: search input, job listings, pagination, filters present
or absent as the truth says), behaviors confirmed, model calls and tokens a step, wall time of the explore phase.

    .venv/bin/python bench/explore_modes.py [--markdown FILE] [--json FILE] [--groups bundled,blind,realpages]
    .venv/bin/python bench/run.py --only explore_modes
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

REPO = Path(__file__).resolve().parents[1]
MODES = ("fused", "seed")
BUNDLED = ("explore_jobboard_classic", "explore_jobboard_spa", "explore_ats_greenhouse")
TRUTH_KINDS = ("job_search_results", "careers_listing")
KEYS = ("search_input", "job_listings", "pagination", "filters")
GROUPS = ("bundled", "blind", "realpages")


# ---- truth: which key elements a page has ------------------------------------------------------------------------

def site_truth(truth: dict[str, Any]) -> dict[str, bool]:
    """A bundled or blind site's truth.json as key element -> present (keys the truth does not decide are left out)."""
    selectors = truth.get("selectors") or {}
    out: dict[str, bool] = {"job_listings": True}
    if isinstance(truth.get("search_input"), bool):
        out["search_input"] = truth["search_input"]
    elif selectors:
        out["search_input"] = "search_input" in selectors
    pager = truth.get("pagination")
    if isinstance(pager, str):
        if pager in ("pages", "load_more", "none"):  # virtualized lists and endless scroll have no control to name
            out["pagination"] = pager != "none"
    elif selectors:
        out["pagination"] = "pagination" in selectors
    filters = truth.get("filters", truth.get("facets", truth.get("departments")))
    if filters is not None:
        out["filters"] = bool(filters)
    return out


def page_truth(truth: dict[str, Any]) -> dict[str, bool]:
    """A saved real page's entry of realpages/truth.json as key element -> present."""
    out: dict[str, bool] = {"job_listings": int(truth.get("listings") or len(truth.get("jobs") or [])) > 0}
    for key in ("search_input", "pagination"):
        if isinstance(truth.get(key), bool):
            out[key] = truth[key]
    if "filters" in truth:
        out["filters"] = bool(truth["filters"])
    return out


def found(result: dict[str, Any]) -> dict[str, bool]:
    keys = result.get("key_elements") or {}
    return {"search_input": bool(keys.get("search_input")), "job_listings": bool(keys.get("job_listings")),
            "pagination": bool(keys.get("pagination")), "filters": bool(result.get("filter_options"))}


# ---- the scenarios of both modes ---------------------------------------------------------------------------------

@dataclass
class Case:
    stem: str
    group: str
    truth: dict[str, bool]
    doc: dict[str, Any]


def cases(realpages: Path, groups: set[str]) -> list[Case]:
    out: list[Case] = []
    files = [("bundled", REPO / "scenarios" / f"{s}.yaml") for s in BUNDLED] if "bundled" in groups else []
    if "blind" in groups:
        files += [("blind", p) for p in sorted((REPO / "scenarios" / "unseen").glob("explore_*.yaml"))]
    for group, path in files:
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
        truth_file = REPO / "sites" / doc["site"] / "truth.json"
        truth = site_truth(json.loads(truth_file.read_text(encoding="utf-8"))) if truth_file.is_file() else {}
        out.append(Case(path.stem, group, truth, doc))
    truth_file = realpages / "truth.json"
    if "realpages" in groups and truth_file.is_file():
        pages = json.loads(truth_file.read_text(encoding="utf-8"))["pages"]
        for name, entry in sorted(pages.items()):
            if entry.get("kind") not in TRUTH_KINDS:
                continue
            folder, _, file = name.rpartition("/")
            stem = "explore_page_" + re.sub(r"[^0-9A-Za-z]+", "_", name.removesuffix(".html")).strip("_")
            doc = {"name": f"page {name}", "site": str((realpages / folder).resolve()), "start": "/" + file,
                   "run": "explore", "task": "Understand how to search, filter and open job listings",
                   "limits": {"max_steps": 8, "max_llm_calls": 40, "timeout_s": 180}, "expect": {"success": True}}
            out.append(Case(stem, "realpages", page_truth(entry), doc))
    return out


def write(case: Case, mode: str, folder: Path) -> str:
    doc = {**case.doc, "name": f"{case.doc['name']} [{mode}]", "explore": {"agents": mode}}
    path = folder / f"{case.stem}__{mode}.yaml"
    path.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return doc["name"]


def run_pytest(paths: list[str], events: Path, out: Path) -> float:
    cmd = [sys.executable, "-m", "pytest", *paths, "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
           f"--output={out / 'playwright'}", "--llm=heuristic", "--disable-recording", f"--jobagent-events={events}",
           "-c", str(REPO / "pyproject.toml"), f"--rootdir={REPO}", "-o", "addopts="]
    started = time.perf_counter()
    proc = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, env={**os.environ, "PYTHONUNBUFFERED": "1"})
    tail = proc.stdout.strip().splitlines()[-1:] or [""]
    print(f"  -> {tail[0]} ({time.perf_counter() - started:.1f}s)", file=sys.stderr)
    return time.perf_counter() - started


def read_events(events: Path) -> dict[str, dict[str, Any]]:
    """Per scenario name: outcome, stats, exploration result and the explore phase's seconds."""
    runs: dict[str, dict[str, Any]] = {}
    if not events.is_file():
        return runs
    for line in events.read_text().splitlines():
        event = json.loads(line)
        if "scenario" not in event:
            continue
        run = runs.setdefault(event["scenario"].rpartition("::")[2], {})
        kind = event.get("event")
        if kind == "attachment" and event.get("name") == "exploration_result.json":
            run["result"] = event.get("body") or {}
        elif kind == "run_finished":
            run.update(outcome=event.get("outcome"), stats=event.get("stats") or {})
        elif kind == "phase_finished" and event.get("phase") == "explore":
            run["explore_s"] = run.get("explore_s", 0.0) + float(event.get("wall_s") or 0)
    return runs


# ---- figures -------------------------------------------------------------------------------------------------------

@dataclass
class Tally:
    runs: int = 0
    passed: int = 0
    keys_right: int = 0
    keys_compared: int = 0
    confirmed: int = 0
    behaviors: int = 0
    steps: int = 0
    calls: int = 0
    tokens: int = 0
    explore_s: float = 0.0
    agents: dict[str, int] = field(default_factory=dict)

    def add(self, run: dict[str, Any], truth: dict[str, bool]) -> None:
        self.runs += 1
        self.passed += run.get("outcome") == "passed"
        result = run.get("result") or {}
        have = found(result)
        for key, present in truth.items():
            self.keys_compared += 1
            self.keys_right += have[key] == present
        behaviors = result.get("behaviors") or {}
        self.behaviors += len(behaviors)
        self.confirmed += sum(1 for b in behaviors.values() if b.get("confirmed"))
        stats = run.get("stats") or {}
        self.steps += int(stats.get("steps") or 0)
        self.calls += int(stats.get("llm_calls") or 0)
        self.tokens += int(stats.get("prompt_tokens") or 0) + int(stats.get("completion_tokens") or 0)
        self.explore_s += float(run.get("explore_s") or 0)
        for agent, usage in (stats.get("agents") or {}).items():
            self.agents[agent] = self.agents.get(agent, 0) + int(usage.get("llm_calls") or 0)


def figures_of(tallies: dict[tuple[str, str], Tally]) -> dict[str, float]:
    figures: dict[str, float] = {}
    for (group, mode), t in sorted(tallies.items()):
        p = f"modes_{group}_{mode}"
        figures.update({f"{p}_runs": t.runs, f"{p}_passed": t.passed, f"{p}_keys_right": t.keys_right,
                        f"{p}_keys_compared": t.keys_compared, f"{p}_behaviors_confirmed": t.confirmed,
                        f"{p}_behaviors": t.behaviors, f"{p}_steps": t.steps, f"{p}_llm_calls": t.calls,
                        f"{p}_tokens": t.tokens, f"{p}_explore_s": round(t.explore_s, 1)})
        if t.steps:
            figures[f"{p}_llm_calls_per_step"] = round(t.calls / t.steps, 2)
            figures[f"{p}_tokens_per_step"] = round(t.tokens / t.steps)
        if t.runs:
            figures[f"{p}_explore_s_per_run"] = round(t.explore_s / t.runs, 2)
        for agent, n in sorted(t.agents.items()):
            figures[f"{p}_calls_{agent}"] = n
    return figures


def table(tallies: dict[tuple[str, str], Tally]) -> str:
    lines = ["| group | mode | passed | key elements right | behaviors confirmed | steps | model calls / step | "
             "tokens / step | explore s / run | calls by agent |", "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
    for group in GROUPS + ("all",):
        for mode in MODES:
            t = tallies.get((group, mode))
            if t is None or not t.runs:
                continue
            agents = ", ".join(f"{a} {n}" for a, n in sorted(t.agents.items()))
            lines.append(f"| {group} | {mode} | {t.passed}/{t.runs} | {t.keys_right}/{t.keys_compared} | "
                         f"{t.confirmed}/{t.behaviors} | {t.steps} | {t.calls / max(1, t.steps):.2f} | "
                         f"{t.tokens / max(1, t.steps):.0f} | {t.explore_s / t.runs:.1f} | {agents} |")
    return "\n".join(lines)


def rows_table(rows: list[tuple[str, str, str, dict[str, Any]]]) -> str:
    lines = ["| scenario | group | mode | outcome | keys right | confirmed | steps | calls | tokens | explore s |",
             "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
    for stem, group, mode, r in rows:
        lines.append(f"| {stem} | {group} | {mode} | {r['outcome']} | {r['keys']} | {r['confirmed']} | {r['steps']} | "
                     f"{r['calls']} | {r['tokens']} | {r['explore_s']:.1f} |")
    return "\n".join(lines)


def bench_explore_modes(realpages: Path, groups: set[str] | None = None,
                        markdown: list[str] | None = None) -> dict[str, float]:
    """Both modes on every case, in one pytest run per mode (live, heuristic model); figures per group and mode."""
    chosen = cases(realpages, groups or set(GROUPS))
    tallies: dict[tuple[str, str], Tally] = {}
    rows = []
    with tempfile.TemporaryDirectory(prefix="bench-explore-modes-") as tmp:
        out = Path(tmp)
        for mode in MODES:
            folder = out / mode
            folder.mkdir()
            names = {case.stem: write(case, mode, folder) for case in chosen}
            events = out / f"{mode}.jsonl"
            print(f"  explore modes: {len(chosen)} scenarios with agents: {mode}", file=sys.stderr)
            run_pytest(sorted(str(p) for p in folder.glob("*.yaml")), events, out)
            runs = read_events(events)
            for case in chosen:
                run = runs.get(names[case.stem], {})
                for group in (case.group, "all"):
                    tallies.setdefault((group, mode), Tally()).add(run, case.truth)
                one = Tally()
                one.add(run, case.truth)
                rows.append((case.stem, case.group, mode, {
                    "outcome": run.get("outcome") or "no run", "keys": f"{one.keys_right}/{one.keys_compared}",
                    "confirmed": f"{one.confirmed}/{one.behaviors}", "steps": one.steps, "calls": one.calls,
                    "tokens": one.tokens, "explore_s": one.explore_s}))
    text = table(tallies)
    print(text, file=sys.stderr)
    if markdown is not None:
        markdown.append(text + "\n\n" + rows_table(sorted(rows)))
    return figures_of(tallies)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--realpages", default=str(REPO.parent / "shared" / "realpages"))
    parser.add_argument("--groups", default=",".join(GROUPS), help=f"comma-separated: {', '.join(GROUPS)}")
    parser.add_argument("--json", metavar="FILE")
    parser.add_argument("--markdown", metavar="FILE")
    args = parser.parse_args(argv)
    blocks: list[str] = []
    figures = bench_explore_modes(Path(args.realpages), {g.strip() for g in args.groups.split(",") if g.strip()},
                                  blocks)
    text = json.dumps(figures, indent=2, sort_keys=True)
    if args.json:
        Path(args.json).write_text(text + "\n")
    if args.markdown:
        Path(args.markdown).write_text("\n\n".join(blocks) + "\n")
    print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
