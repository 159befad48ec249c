"""Form posts a site received: urlencoded, multipart and JSON bodies decoded into fields and file descriptions."""

from __future__ import annotations

import base64
import binascii
import email.parser
import email.policy
import json
import urllib.parse
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Submission:
    """One form post the site received, as recorded by the server."""

    form: str
    content_type: str
    fields: dict[str, Any] = field(default_factory=dict)
    files: list[dict[str, Any]] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {"form": self.form, "content_type": self.content_type, "fields": self.fields, "files": self.files}


def _add_field(fields: dict[str, Any], name: str, value: Any) -> None:
    """Keep repeated field names as lists, in the order they came."""
    if name not in fields:
        fields[name] = value
    elif isinstance(fields[name], list):
        fields[name].append(value)
    else:
        fields[name] = [fields[name], value]


def _json_files(sub: Submission) -> None:
    """Files a page posts inside JSON as `<field>_base64` beside `<field>_filename`: described like multipart
    files (field, name, size, type), the base64 blob left out of the fields."""
    for key in [k for k in sub.fields if k.endswith("_base64") and isinstance(sub.fields[k], str)]:
        prefix = key[: -len("_base64")]
        filename = sub.fields.get(f"{prefix}_filename") or sub.fields.get(f"{prefix}_name")
        if not isinstance(filename, str):
            continue
        try:
            size = len(base64.b64decode(sub.fields[key], validate=False))
        except (ValueError, binascii.Error):
            continue
        sub.files.append({"field": prefix, "filename": filename, "size": size,
                          "content_type": sub.fields.get(f"{prefix}_content_type") or "application/octet-stream"})
        sub.fields[key] = f"<{size} bytes>"


def parse_submission(form: str, content_type: str, body: bytes) -> Submission:
    """Decode an urlencoded, multipart or JSON body into fields and file descriptions."""
    sub = Submission(form=form, content_type=content_type.split(";")[0].strip())
    if sub.content_type == "multipart/form-data":
        head = f"Content-Type: {content_type}\r\nMIME-Version: 1.0\r\n\r\n".encode()
        message = email.parser.BytesParser(policy=email.policy.HTTP).parsebytes(head + body)
        for part in message.iter_parts():
            name = part.get_param("name", header="content-disposition")
            filename = part.get_filename()
            payload = part.get_payload(decode=True) or b""
            assert isinstance(payload, bytes)  # decode=True: a leaf part's bytes, None (so b"") for a nested multipart
            if filename is not None:
                sub.files.append({
                    "field": name, "filename": filename, "size": len(payload),
                    "content_type": part.get_content_type(),
                })
            else:
                charset = part.get_content_charset() or "utf-8"
                # a form-data part's name is a plain str (RFC 7578); None or an RFC 2231 tuple is kept as it came
                _add_field(sub.fields, name, payload.decode(charset, errors="replace"))  # type: ignore[arg-type]
    elif sub.content_type == "application/json":
        data = json.loads(body or b"{}")
        if isinstance(data, dict):
            sub.fields.update(data)
            _json_files(sub)
        else:
            sub.fields["_json"] = data
    else:
        for name, value in urllib.parse.parse_qsl(body.decode("utf-8", errors="replace"), keep_blank_values=True):
            _add_field(sub.fields, name, value)
    return sub
