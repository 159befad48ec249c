"""The loopback site server: static files, SPA fallback, traversal refused, loopback only, form posts kept."""

import base64
import http.client
import json
import socket
import urllib.request
from pathlib import Path

import pytest

from pytest_jobagent.siteserver import SiteNotFound, SiteRegistry
from pytest_jobagent.submissions import parse_submission


@pytest.fixture
def sites(tmp_path: Path):
    spa = tmp_path / "spa"
    spa.mkdir()
    (spa / "index.html").write_text("<h1>spa index</h1>")
    (spa / "app.js").write_text("console.log(1)")
    (spa / "site.json").write_text('{"spa": true}')
    multi = tmp_path / "multi"
    (multi / "docs").mkdir(parents=True)
    (multi / "index.html").write_text("<h1>home</h1>")
    (multi / "jobs.html").write_text("<h1>jobs page</h1>")
    (multi / "docs" / "index.html").write_text("<h1>docs</h1>")
    (tmp_path / "secret.txt").write_text("outside the site")
    registry = SiteRegistry(tmp_path)
    yield registry
    registry.close()


def raw_get(server, path: str) -> tuple[int, bytes, dict]:
    """A request with the path sent exactly as written (urllib would normalise '..')."""
    conn = http.client.HTTPConnection(*server.address, timeout=5)
    conn.request("GET", path)
    response = conn.getresponse()
    return response.status, response.read(), dict(response.getheaders())


def test_static_files_and_extensionless_pages(sites):
    server = sites.serve("multi")
    assert raw_get(server, "/")[1] == b"<h1>home</h1>"
    assert raw_get(server, "/jobs?q=x&start=10")[1] == b"<h1>jobs page</h1>"
    assert raw_get(server, "/docs/")[1] == b"<h1>docs</h1>"
    status, _, headers = raw_get(server, "/jobs.html")
    assert status == 200 and headers["Content-Type"] == "text/html; charset=utf-8"
    assert raw_get(server, "/nope")[0] == 404


def test_spa_fallback_only_for_routes(sites):
    server = sites.serve("spa")
    assert raw_get(server, "/jobs/search?keywords=x")[1] == b"<h1>spa index</h1>"
    assert raw_get(server, "/app.js")[0] == 200
    assert raw_get(server, "/missing.js")[0] == 404


@pytest.mark.parametrize("path", ["/../secret.txt", "/%2e%2e/secret.txt", "/docs/../../secret.txt", "/..%2fsecret.txt"])
def test_path_traversal_refused(sites, path):
    status, body, _ = raw_get(sites.serve("multi"), path)
    assert status in (403, 404)
    assert b"outside the site" not in body


def test_binds_loopback_only(sites):
    server = sites.serve("multi")
    host, port = server.address
    assert host == "127.0.0.1"
    others = {info[4][0] for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)}
    for address in sorted(others - {"127.0.0.1"}):
        if address.startswith("127."):
            continue
        with pytest.raises(OSError):
            socket.create_connection((address, port), timeout=1).close()


def post(server, form: str, body: bytes, content_type: str, accept: str = "application/json"):
    request = urllib.request.Request(
        server.url(f"/__submit/{form}"), data=body, method="POST",
        headers={"Content-Type": content_type, "Accept": accept, "Sec-Fetch-Mode": "cors"},
    )
    with urllib.request.urlopen(request, timeout=5) as response:
        return json.loads(response.read())


def test_form_posts_are_kept_in_order_unaltered(sites):
    server = sites.serve("multi")
    assert post(server, "contact", b"name=Ada+L%C3%B6velace&tag=a&tag=b&empty=", "application/x-www-form-urlencoded") == {
        "ok": True, "form": "contact", "index": 0,
    }
    boundary = "XyZ"
    resume = bytes(range(256)) * 4
    body = (
        f"--{boundary}\r\nContent-Disposition: form-data; name=\"email\"\r\n\r\nada@example.org\r\n"
        f"--{boundary}\r\nContent-Disposition: form-data; name=\"resume\"; filename=\"cv.pdf\"\r\n"
        "Content-Type: application/pdf\r\n\r\n"
    ).encode() + resume + f"\r\n--{boundary}--\r\n".encode()
    post(server, "apply", body, f"multipart/form-data; boundary={boundary}")
    post(server, "json-form", json.dumps({"answers": {"q1": "Yes"}, "n": 3}).encode(), "application/json")
    with urllib.request.urlopen(server.url("/__submissions"), timeout=5) as response:
        listed = json.loads(response.read())
    assert listed == server.submissions()
    assert [s["form"] for s in listed] == ["contact", "apply", "json-form"]
    assert listed[0]["fields"] == {"name": "Ada Lövelace", "tag": ["a", "b"], "empty": ""}
    assert listed[1]["fields"] == {"email": "ada@example.org"}
    assert listed[1]["files"] == [
        {"field": "resume", "filename": "cv.pdf", "size": len(resume), "content_type": "application/pdf"}
    ]
    assert listed[2]["fields"] == {"answers": {"q1": "Yes"}, "n": 3}
    server.clear_submissions()
    assert server.submissions() == []


def test_html_form_navigation_gets_confirmation_page(sites):
    server = sites.serve("multi")
    conn = http.client.HTTPConnection(*server.address, timeout=5)
    conn.request("POST", "/__submit/apply", body="a=1", headers={
        "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Mode": "navigate", "Accept": "text/html"})
    response = conn.getresponse()
    assert response.status == 303
    assert response.getheader("Location") == "/__submitted?form=apply"
    assert b"Submission received" in raw_get(server, "/__submitted?form=apply")[1]


def test_cross_site_links_redirect_to_the_other_server(sites):
    multi = sites.serve("multi")
    status, _, headers = raw_get(multi, "/__site/spa/jobs/42?x=1")
    assert status == 302
    assert headers["Location"] == sites.serve("spa").url("/jobs/42") + "?x=1"
    assert raw_get(multi, "/__site/nosuchsite/x")[0] == 404


def test_unknown_site_names_known_ones(sites):
    with pytest.raises(SiteNotFound, match=r"site 'nope' not found .*known sites: multi, spa"):
        sites.serve("nope")


def test_a_site_whose_pages_all_live_in_folders_is_served(sites, tmp_path):
    nested = tmp_path / "nested"
    (nested / "jobs").mkdir(parents=True)
    (nested / "jobs" / "index.html").write_text("<h1>search</h1>")
    assert raw_get(sites.serve("nested"), "/jobs?q=data+engineer")[1] == b"<h1>search</h1>"


def test_relative_site_path(sites, tmp_path):
    assert sites.serve("spa", relative_to=tmp_path / "elsewhere" / "..").name == "spa"


def test_parse_multipart_repeated_fields():
    body = b"--b\r\nContent-Disposition: form-data; name=\"x\"\r\n\r\n1\r\n--b\r\nContent-Disposition: form-data; name=\"x\"\r\n\r\n2\r\n--b--\r\n"
    assert parse_submission("f", "multipart/form-data; boundary=b", body).fields == {"x": ["1", "2"]}


def test_a_file_posted_inside_json_is_recorded_as_a_file():
    body = json.dumps({"email": "a@b.c", "resume_filename": "cv.pdf", "resume_content_type": "application/pdf",
                       "resume_base64": base64.b64encode(b"%PDF-1.4 hello").decode()}).encode()
    sub = parse_submission("f", "application/json", body)
    assert sub.files == [{"field": "resume", "filename": "cv.pdf", "size": 14, "content_type": "application/pdf"}]
    assert sub.fields["email"] == "a@b.c" and sub.fields["resume_base64"] == "<14 bytes>"


def test_answers_and_tooling_of_a_site_are_not_served(sites, tmp_path):
    multi = tmp_path / "multi"
    (multi / "truth.json").write_text('{"jobs": 3}')
    (multi / "make_data.py").write_text("print(1)")
    (multi / "README.md").write_text("notes")
    server = sites.serve("multi")
    for path in ("/truth.json", "/make_data.py", "/README.md", "/site.json"):
        assert raw_get(server, path)[0] == 404, path


def test_a_page_saved_in_its_own_encoding_is_not_called_utf8(tmp_path: Path):
    """A Chinese board saved as GBK (or a Korean one as EUC-KR) names its charset in <meta>: the server says UTF-8
    only of UTF-8 files, so the browser reads the page as its own server served it."""
    site = tmp_path / "gbk"
    site.mkdir()
    (site / "list.html").write_bytes('<meta charset="gbk"><h1>数据分析师</h1>'.encode("gbk"))
    (site / "utf.html").write_text("<h1>데이터</h1>", encoding="utf-8")
    registry = SiteRegistry(tmp_path)
    try:
        server = registry.serve("gbk")
        _, body, headers = raw_get(server, "/list.html")
        assert "charset" not in headers["Content-Type"] and body.decode("gbk").endswith("数据分析师</h1>")
        assert raw_get(server, "/utf.html")[2]["Content-Type"] == "text/html; charset=utf-8"
    finally:
        registry.close()
