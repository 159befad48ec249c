"""How a model cassette is stored: readable YAML, applicant placeholders, the image side file, atomic saves, metadata."""

from __future__ import annotations

import functools
import json
import os
from pathlib import Path
from typing import Any

import yaml
from vcr.persisters.filesystem import CassetteDecodeError, FilesystemPersister

from pytest_jobagent.files import atomic_write
from pytest_jobagent.redact import Placeholders

from .images import MissingImage, hide_images, show_images

METADATA_KEY = "jobagent"
APPLICANT_KEY = "applicant_data"  # metadata: "placeholders" when applicant values were written as {{field}}


# ---- readable YAML: JSON bodies stored as YAML structures, multi-line strings as blocks ----------------


class _Dumper(yaml.SafeDumper):
    pass


def _represent_str(dumper: yaml.SafeDumper, data: str) -> yaml.ScalarNode:
    if "\n" in data:
        return dumper.represent_scalar("tag:yaml.org,2002:str", data, style="|")
    return dumper.represent_scalar("tag:yaml.org,2002:str", data)


_Dumper.add_representer(str, _represent_str)


def _as_text(body: Any) -> str | None:
    if isinstance(body, (bytes, bytearray)):
        try:
            return body.decode("utf-8")
        except UnicodeDecodeError:
            return None
    return body if isinstance(body, str) else None


def load_yaml(text: str) -> Any:
    """yaml.safe_load through libyaml when PyYAML has it (eight times faster on a large cassette)."""
    return yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))


def json_of(body: Any) -> Any:
    """A body parsed as JSON when it is a JSON object or array, else None."""
    text = _as_text(body)
    if not text or text[:1] not in "{[":
        return None
    try:
        return json.loads(text)
    except ValueError:
        return None


class ReadableYamlSerializer:
    """vcrpy serializer: request and response JSON bodies become YAML (`json:` keys) so prompt changes diff well."""

    @staticmethod
    def serialize(cassette_dict: dict) -> str:
        return ReadableYamlSerializer.dump(ReadableYamlSerializer.to_data(cassette_dict))

    @staticmethod
    def dump(data: dict) -> str:
        return yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=120)

    @staticmethod
    def to_data(cassette_dict: dict) -> dict:
        """vcrpy's cassette dict with JSON bodies parsed (`json:` keys), ready to dump as YAML."""
        for interaction in cassette_dict.get("interactions", []):
            request, response = interaction["request"], interaction["response"]
            parsed = json_of(request.get("body"))
            if parsed is not None:
                request.pop("body")
                request["json"] = parsed
            body = response.get("body") or {}
            parsed = json_of(body.get("string"))
            if parsed is not None:
                response["body"] = {"json": parsed}
        return cassette_dict

    @staticmethod
    def deserialize(cassette_string: str) -> dict:
        return ReadableYamlSerializer.from_data(load_yaml(cassette_string))

    @staticmethod
    def from_data(data: Any) -> dict:
        """vcrpy's cassette dict from the loaded YAML: `json:` bodies back to strings with their length."""
        interactions = data.get("interactions") if isinstance(data, dict) else None
        if not isinstance(interactions, list) or not all(
                isinstance(i, dict) and isinstance(i.get("request"), dict) and isinstance(i.get("response"), dict)
                for i in interactions):
            raise TypeError("a cassette needs 'interactions': a list of request/response pairs")
        for interaction in interactions:
            request, response = interaction["request"], interaction["response"]
            if "json" in request:
                request["body"] = json.dumps(request.pop("json"), ensure_ascii=False, separators=(",", ":"))
            body = response.get("body") or {}
            if "json" in body:
                text = json.dumps(body["json"], ensure_ascii=False, separators=(",", ":"))
                response["body"] = {"string": text}
                response.setdefault("headers", {})["content-length"] = [str(len(text.encode("utf-8")))]
        return data


def images_path(cassette: str | os.PathLike) -> Path:
    """The side file of a cassette's images: `<name>.images.json` beside `<name>.yaml`."""
    path = Path(cassette)
    return path.with_name(f"{path.stem}.images.json")


class ImageSideFile:
    """Images of a cassette's requests, stored once each by the sha256 of their bytes in a JSON side file; the
    cassette holds `jobagent-image:sha256:<hex>` references, so it stays small and diffs as text."""

    def __init__(self, path: Path):
        self.path = path

    def hide(self, interactions: list) -> list:
        """Interactions with image data URLs as references; the side file written with exactly those images (or
        removed when there are none)."""
        found: dict[str, str] = {}
        hidden = hide_images(interactions, found)
        if found:
            atomic_write(self.path, json.dumps(dict(sorted(found.items())), indent=1) + "\n")
        elif self.path.exists():
            self.path.unlink()
        return hidden

    def show(self, interactions: Any) -> Any:
        """Interactions with references replaced by their images (ImagesUnreadable for one not stored)."""
        try:
            known = json.loads(self.path.read_text(encoding="utf-8")) if self.path.exists() else {}
        except (OSError, ValueError) as exc:
            raise ImagesUnreadable(f"the image side file {self.path} cannot be read: {exc}") from exc
        try:
            return show_images(interactions, known)
        except MissingImage as exc:
            raise ImagesUnreadable(f"image sha256:{exc.key[:12]} is not in the side file {self.path}") from None


class ImagesUnreadable(ValueError):
    """A cassette refers to an image its side file does not give back."""


class PlaceholderSerializer(ReadableYamlSerializer):
    """The readable YAML with the applicant's values as `{{field}}` placeholders on disk, put back on load (only
    in cassettes whose metadata says they hold placeholders: older ones may show templates literally); images of
    requests go to the cassette's side file (`images`), referenced by hash."""

    def __init__(self, placeholders: Placeholders, images: ImageSideFile | None = None, *, fresh: bool = False):
        self.placeholders = placeholders
        self.images = images
        self.fresh = fresh  # a recording that replaces the cassette: what it held is not read

    def serialize(self, cassette_dict: dict) -> str:  # type: ignore[override]
        data = ReadableYamlSerializer.to_data(cassette_dict)
        if self.images is not None:  # first: the applicant's values are never looked for inside image data
            data["interactions"] = self.images.hide(data["interactions"])
        if not self.placeholders:
            return ReadableYamlSerializer.dump(data)
        # hidden in the decoded bodies, so that a value is written (and filled back) as itself
        hidden = {**data, "interactions": self.placeholders.hide_data(data["interactions"])}
        meta = dict(hidden.get("metadata") or {})
        meta[METADATA_KEY] = {**(meta.get(METADATA_KEY) or {}), APPLICANT_KEY: "placeholders"}
        hidden["metadata"] = meta
        return ReadableYamlSerializer.dump(hidden)

    def deserialize(self, cassette_string: str) -> dict:  # type: ignore[override]
        """The cassette as vcrpy reads it; CassetteUnreadable when it is not one (the only parse of the file)."""
        if self.fresh:
            return {"interactions": []}
        try:
            data = load_yaml(cassette_string)
            meta = ((data.get("metadata") or {}).get(METADATA_KEY) or {}) if isinstance(data, dict) else {}
            if isinstance(meta, dict) and meta.get(APPLICANT_KEY) == "placeholders":
                data = {**data, "interactions": self.placeholders.fill_data(data.get("interactions"))}
            if self.images is not None and isinstance(data, dict):
                data = {**data, "interactions": self.images.show(data.get("interactions"))}
            return ReadableYamlSerializer.from_data(data)
        except (yaml.YAMLError, KeyError, TypeError, AttributeError, ImagesUnreadable) as exc:
            raise CassetteUnreadable(f"{type(exc).__name__}: {exc}".splitlines()[0]) from exc


class CassetteUnreadable(Exception):
    """A cassette file that is not a cassette (bad YAML or encoding, the wrong shape, an image it lacks): the
    recorder turns it into CassetteCorrupt, which says how to record it again."""


class AtomicPersister(FilesystemPersister):
    """Saves by writing a temporary file next to the cassette and renaming it: never a half-written cassette. Loads
    as vcrpy does, except that a file in another encoding is unreadable, not an empty cassette."""

    @classmethod
    def load_cassette(cls, cassette_path: str | Path, serializer: Any) -> Any:
        try:
            return super().load_cassette(cassette_path, serializer)
        except CassetteDecodeError as exc:
            raise CassetteUnreadable(f"not UTF-8 text ({exc.__cause__})") from exc

    @staticmethod
    def save_cassette(cassette_path: str | Path, cassette_dict: dict[str, Any], serializer: Any) -> None:
        from vcr.serialize import serialize

        atomic_write(Path(cassette_path), serialize(cassette_dict, serializer))


def read_metadata(path: Path) -> dict:
    """The `jobagent` metadata of a cassette file (model and provider it was recorded with), or {}."""
    try:
        stat = path.stat()
    except OSError:
        return {}
    return dict(_metadata(str(path), stat.st_mtime_ns, stat.st_size))


@functools.lru_cache(maxsize=64)
def _metadata(path: str, mtime_ns: int, size: int) -> dict:
    """Parsed once per version of the file (a run asks several times: model, provider, quirks)."""
    try:
        data = load_yaml(Path(path).read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError):
        return {}
    meta = (data or {}).get("metadata", {}) if isinstance(data, dict) else {}
    return dict(meta.get(METADATA_KEY) or {}) if isinstance(meta, dict) else {}

