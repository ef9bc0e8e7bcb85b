"""`checksums.json`: every listed file's sha256 and size, `overallHash`, and the recording's content hash."""

from __future__ import annotations

import hashlib
import re
from typing import Any

from cuaflow.connectors.clones.files import CHECKSUMS, CONTENT, ESSENTIAL, LOG, MANIFEST, Folder, short
from cuaflow.connectors.storage import Root
from cuaflow.schemas.recording import Quarantine

_SHA256 = re.compile(r"^[0-9a-fA-F]{64}$")


def sha256_file(root: Root, rel: str, chunk: int = 1 << 20) -> tuple[str, int]:
    return root.sha256(rel, chunk)


def verify_checksums(folder: Folder) -> tuple[str, dict[str, str]]:
    """Check `checksums.json`: every listed file's sha256 and size, then `overallHash`
    (sha256 of the sorted per-file hex digests joined by ':'). Returns status and computed digests."""
    names = folder.names
    doc = folder.json(CHECKSUMS)
    files = doc.get("files") if isinstance(doc, dict) else None
    if not isinstance(files, list):
        raise Quarantine("no 'files' list", file=CHECKSUMS)
    digests: dict[str, str] = {}
    for k, entry in enumerate(files):
        listed = _listed_file(k, entry, names)
        if listed is not None:
            fname, expected, size = listed
            digests[fname] = _check_file(folder.root, folder.path(fname), fname, expected, size)
    unlisted = _unlisted(names, digests)
    _check_overall(doc.get("overallHash"), digests)
    if unlisted:  # never "verified" for a file the checksums do not cover
        return f"incomplete: {', '.join(unlisted)} not listed", digests
    return "verified", digests


def _listed_file(k: int, entry: Any, names: frozenset[str]) -> tuple[str, str, int | None] | None:
    """Entry `k` of the checksums' `files` list checked: (file name, expected sha256 in lower case, size or None);
    None for the checksums and manifest files themselves."""
    if not isinstance(entry, dict) or not isinstance(entry.get("filename"), str):
        raise Quarantine(f"files[{k}] has no filename (expected {{filename, sha256, size}})", file=CHECKSUMS)
    fname, expected = entry["filename"], entry.get("sha256")
    if fname in (CHECKSUMS, MANIFEST):
        return None
    if "/" in fname or "\\" in fname or fname in ("", ".", ".."):
        raise Quarantine(f"unsafe filename {fname!r} listed", file=CHECKSUMS)
    if fname not in names:
        raise Quarantine(f"lists {fname} but the file is missing", file=CHECKSUMS)
    if not isinstance(expected, str) or not _SHA256.match(expected):
        other = [a for a in ("md5", "sha1", "sha512") if a in entry]
        hint = f" (found {other[0]}, which is not accepted)" if other else ""
        raise Quarantine(f"files[{k}] ({fname}): field sha256 must be 64 hex digits, got "
                         f"{short(expected)}{hint}", file=CHECKSUMS)
    size = entry.get("size")
    if size is not None and (isinstance(size, bool) or not isinstance(size, int) or size < 0):
        raise Quarantine(f"files[{k}] ({fname}): field size must be a byte count (a non-negative integer), "
                         f"got {short(size)}", file=CHECKSUMS)
    return fname, expected.lower(), size


def _check_file(root: Root, path: str, fname: str, expected: str, size: int | None) -> str:
    """The file's sha256, which must be the listed one (and its size the listed size, when given)."""
    got, got_size = sha256_file(root, path)
    if got != expected:
        raise Quarantine(f"sha256 mismatch for {fname}: expected {expected[:16]}…, got {got[:16]}… "
                         "(file changed or corrupted after recording; re-upload it)", file=CHECKSUMS)
    if size is not None and size != got_size:
        raise Quarantine(f"size mismatch for {fname}: expected {size}, got {got_size}", file=CHECKSUMS)
    return got


def _unlisted(names: frozenset[str], digests: dict[str, str]) -> list[str]:
    """The recording's content files the checksums do not list; an essential one quarantines."""
    unlisted = sorted(n for n in names & set(CONTENT) if n not in digests)
    essential = [n for n in unlisted if n in ESSENTIAL]
    if essential:
        raise Quarantine(f"lists {', '.join(sorted(digests)) or 'no file'} but not {', '.join(essential)}: its "
                         "content cannot be verified (replaced after recording?); expected every recording file "
                         "listed with its sha256; re-upload the recording with complete checksums", file=CHECKSUMS)
    return unlisted


def _check_overall(overall: Any, digests: dict[str, str]) -> None:
    if overall:
        computed = hashlib.sha256(":".join(sorted(digests.values())).encode()).hexdigest()
        if computed != str(overall).lower():
            raise Quarantine(f"overallHash mismatch: expected {str(overall)[:16]}…, got {computed[:16]}…",
                             file=CHECKSUMS)


def input_hash(folder: Folder, digests: dict[str, str], log_digest: str) -> str:
    """The recording's content hash: its content files' names and sha256 (verified ones not hashed twice)."""
    h = hashlib.sha256()
    for name in sorted(folder.names - {CHECKSUMS, MANIFEST}):
        if name in CONTENT:
            digest = digests.get(name) or (log_digest if name == LOG
                                           else sha256_file(folder.root, folder.path(name))[0])
            h.update(f"{name}:{digest}\n".encode())
    return h.hexdigest()
