"""The city portal built like ASP.NET WebForms (sites/cityjobs_webforms) is a URL site with a postback server of its
own: started here, for the scenarios of this folder, on the fixed loopback port their `site:` names (recordings
replay against the same address)."""

from __future__ import annotations

import importlib.util
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

SITE = Path(__file__).resolve().parents[2] / "sites" / "cityjobs_webforms"
PORT = 47181  # the port in the scenarios' `site: http://127.0.0.1:47181`


@pytest.fixture(scope="session", autouse=True)
def cityjobs_portal() -> Iterator[Any]:
    spec = importlib.util.spec_from_file_location("cityjobs_server", SITE / "server.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    server = module.make_server(port=PORT)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()
