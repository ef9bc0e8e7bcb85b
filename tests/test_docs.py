"""Every reference in the READMEs (and the focused docs beside them) is valid: relative Markdown links (and their
#anchors) and the repository paths named in backquotes or in shell blocks exist.

What counts as a repository path (anything else in backquotes is a name, a command or an output path):
- a token whose first segment is a top-level entry of the repository (`tasks/runner.py`, `config/`, `.ci/run`,
  `pyproject.toml`), resolved from the repository root;
- a token with a `/` whose first segment exists in the README's own folder (`export/` in `tasks/README.md`);
- a token with a `/` ending in a source extension (`.py`, `.md`, `.yaml`, `.toml`, …: `docs/real-formats.md`), from
  the root: nothing cuaflow writes under an output root has such a path without a placeholder;
- a bare name of a module or asset (`.py`, `.css`, `.js`: `runner.py` in `tasks/README.md`) beside the README;
- every backquoted name in the first column of a table headed `file` (the layer READMEs' file tables), beside
  the README.
A `:symbol` or `::symbol` suffix is dropped. URLs (`s3://`, `http://`), absolute paths, globs, placeholders
(`<output>/…`, `{goal}`, `YYYY`) and the virtual environment (`.venv/`, made by the install) are not paths."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
SKIP_DIRS = {".git", ".venv", "node_modules", "__pycache__"}

LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)\)|!\[[^\]]*\]\(([^)\s]+)\)")
CODE_SPAN = re.compile(r"(`+)(.+?)\1")
FENCE = re.compile(r"^```(\w*)\n(.*?)^```", re.S | re.M)
HEADING = re.compile(r"^#{1,6}\s+(.*?)\s*$", re.M)
PLACEHOLDER = re.compile(r"[<>{}*…]|://|YYYY|\.\.\.")
SHELL_LANGS = {"bash", "sh", "shell", "console"}
SOURCE_EXTS = (".py", ".md", ".yaml", ".yml", ".toml", ".cfg", ".css", ".js", ".sh")
MODULE_EXTS = (".py", ".css", ".js")


def readmes() -> list[Path]:
    """README.md at the root and in every project folder, and the focused docs beside them (any other `.md` of a
    project folder, such as `tasks/frames.md`); not in the virtual environment or other tools' folders."""
    found = [REPO / "README.md"]
    for p in sorted(REPO.rglob("*.md")):
        rel = p.relative_to(REPO)
        if len(rel.parts) > 1 and not any(part in SKIP_DIRS or part.startswith(".") or part.endswith(".egg-info")
                                          for part in rel.parts[:-1]):
            found.append(p)
    return found


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def anchors(md: Path) -> set[str]:
    text = FENCE.sub("", md.read_text(encoding="utf-8"))
    return {slug(h) for h in HEADING.findall(text)}


def show(p: Path) -> str:
    return str(p.relative_to(REPO)) if p.is_relative_to(REPO) else str(p)


def broken_links(md: Path) -> list[str]:
    out = []
    text = FENCE.sub("", md.read_text(encoding="utf-8"))
    for m in LINK.finditer(text):
        target = m.group(1) or m.group(2)
        if re.match(r"^[a-z][a-z0-9+.-]*:", target):  # http:, https:, mailto:
            continue
        path, _, anchor = target.partition("#")
        dest = (md.parent / path).resolve() if path else md
        if not dest.exists():
            out.append(f"link {target}: {show(dest)} is missing")
        elif anchor and dest.suffix == ".md" and anchor not in anchors(dest):
            out.append(f"link {target}: no heading #{anchor} in {show(dest)}")
    return out


def _candidates(md: Path) -> list[str]:
    """Backquoted tokens outside fenced blocks, and every token of shell blocks."""
    text = md.read_text(encoding="utf-8")
    tokens = [t for lang, body in FENCE.findall(text) if lang in SHELL_LANGS for t in body.split()]
    tokens += [t for _, span in CODE_SPAN.findall(FENCE.sub("", text)) for t in span.split()]
    return tokens


def table_files(md: Path) -> list[str]:
    """Backquoted names in the first column of tables whose first header cell is `file`."""
    names, in_table = [], False
    for line in md.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")] if line.startswith("|") else []
        if not cells:
            in_table = False
        elif cells[0] == "file":
            in_table = True
        elif in_table and not set(cells[0]) <= {"-", ":"}:
            names += [n for n in re.findall(r"`([^`]+)`", cells[0]) if not PLACEHOLDER.search(n)]
    return names


def as_path(token: str, folder: Path) -> Path | None:
    """The file or folder a token names in the repository, or None when it is not a repository path."""
    token = token.strip("\"'(),;").removesuffix(":")
    token = re.split(r":{1,2}(?=[A-Za-z_])", token, maxsplit=1)[0]
    if not token or PLACEHOLDER.search(token) or token.startswith(("/", "-", "~", "$", ".venv/")):
        return None
    first = token.split("/", 1)[0]
    if first and (REPO / first).exists() and (first != token or "." in first):
        return REPO / token
    if "/" in token and first and (folder / first).exists():
        return folder / token
    if "/" in token and token.endswith(SOURCE_EXTS):
        return REPO / token
    if "/" not in token and token.endswith(MODULE_EXTS):
        return folder / token
    return None


def missing_paths(md: Path) -> list[str]:
    out = []
    for token in _candidates(md):
        path = as_path(token, md.parent)
        if path is not None and not path.exists():
            out.append(f"path `{token}` does not exist")
    out += [f"file `{name}` of the table does not exist" for name in table_files(md)
            if not (md.parent / name).exists()]
    return sorted(set(out))


@pytest.mark.parametrize("md", readmes(), ids=lambda p: str(p.relative_to(REPO)))
def test_readme_references_exist(md: Path) -> None:
    assert broken_links(md) + missing_paths(md) == []


def test_every_layer_has_a_readme() -> None:
    names = {str(p.relative_to(REPO).parent) for p in readmes() if p.name == "README.md"}
    assert {".", "config", "connectors", "docker", "flows", "schemas", "tasks", "tasks/export", "tasks/run",
            "tests", "tests/benchmarks"} <= names


def test_every_subject_folder_of_tasks_has_its_readme_and_its_row_in_the_map() -> None:
    """tasks/ is a folder per subject: each has a README (its modules, one a line) and a row in tasks/README.md."""
    folders = sorted(p.name for p in (REPO / "tasks").iterdir()
                     if p.is_dir() and p.name not in SKIP_DIRS and not p.name.startswith((".", "_")))
    rows = set(re.findall(r"^\| \[`(\w+)/`\]\(\1/README\.md\) \|", (REPO / "tasks" / "README.md").read_text(), re.M))
    assert {"run", "recording", "targets", "samples", "review", "ocr"} <= set(folders)
    assert [f for f in folders if not (REPO / "tasks" / f / "README.md").is_file()] == []
    assert sorted(set(folders) - rows) == []


def test_the_checker_finds_what_is_wrong_and_only_that(tmp_path: Path) -> None:
    """The checks above would pass on anything if the extraction found nothing: feed them known mistakes."""
    folder = REPO / "tasks"
    md = folder / "README.md"
    assert as_path("runner.py", folder) == folder / "runner.py"
    assert as_path("connectors/clones.py:read_log_table", folder) == REPO / "connectors/clones.py"
    assert as_path("tasks/runner.py::run_chain", folder) == REPO / "tasks/runner.py"
    assert as_path("export/", folder) == folder / "export/"
    for not_a_path in ("s3://bucket/prefix", "<output>/review/…", "tables/steps/date=…/part-00000.parquet",
                       "test/test.json", "datasets/.pins/", "{goal}", "memory://x", "/data/cuaflow", "--force",
                       ".venv/bin/cuaflow", "cuaflow.tasks", "tasks", "pipeline.yaml"):
        assert as_path(not_a_path, folder) is None, not_a_path

    fake = tmp_path / "README.md"
    fake.write_text(
        "# Top\n\n## A section (with `code`)\n\n"
        "See [here](nothere.md), [ok](#a-section-with-code), [bad anchor](#nope), [web](https://example.com).\n"
        f"[real]({md}#writing-a-stage) [real, bad anchor]({md}#no-such-heading)\n"
        "| file | what |\n|---|---|\n| `README.md`, `gone.yaml` | x |\n\n"
        "Paths: `tasks/runner.py`, `tasks/nothere.py`, `task/runner.py`, `config/deployments.yaml`, "
        "`docs/real-formats.md`, `<output>/x.json`, `s3://b/k.py`.\n\n"
        "```bash\n.venv/bin/python tests/benchmarks/bench_nothere.py   # a command\n```\n",
        encoding="utf-8")
    assert broken_links(fake) == [f"link nothere.md: {(tmp_path / 'nothere.md').resolve()} is missing",
                                  f"link #nope: no heading #nope in {fake}",
                                  f"link {md}#no-such-heading: no heading #no-such-heading in tasks/README.md"]
    assert missing_paths(fake) == sorted([
        "path `tasks/nothere.py` does not exist", "path `task/runner.py` does not exist",
        "path `config/deployments.yaml` does not exist", "path `docs/real-formats.md` does not exist",
        "path `tests/benchmarks/bench_nothere.py` does not exist", "file `gone.yaml` of the table does not exist"])


def test_the_readme_says_what_the_test_command_costs_and_claims_no_instant_interrupt() -> None:
    """A newcomer reads how long the test command takes and how large the `.venv` grows right below it, and no
    page promises a Ctrl-C "within a second" (2.6 s was measured under load)."""
    text = (REPO / "README.md").read_text(encoding="utf-8")
    after = text.split('.venv/bin/python -m pytest -q\n```', 1)[1].strip().split("\n\n", 1)[0]
    assert re.search(r"about \d+ minutes", after) and re.search(r"\d+(\.\d+)? GB", after), after
    said = [str(p.relative_to(REPO)) for p in readmes() if "within a second" in p.read_text(encoding="utf-8")]
    assert said == []


# Prose pointers anywhere in the code and docs: a repository path (`tasks/frames/select.py`, `flows/README.md`) and a
# section named after a Markdown file in quotes (`tasks/frames.md, "Frame choice"`), which must be a heading or a
# bold paragraph label of that file (a prefix of it is enough: "Frame choice" names "Frame choice (`...`)").
TOP_FOLDERS = ("flows", "tasks", "schemas", "connectors", "config", "tests", "docker")
PROSE_PATH = re.compile(r"(?<![\w/.<{$-])((?:" + "|".join(TOP_FOLDERS) + r")/[A-Za-z0-9_./-]*[A-Za-z0-9_])")
PROSE_SECTION = re.compile(r"([\w./-]+\.md)\)?,? \"([^\"]+)\"")
BOLD_LABEL = re.compile(r"^\s*(?:- )?\*\*(.+?)\*\*", re.M)


def stale_pointers(root: Path, skip: tuple[str, ...] = ()) -> list[str]:
    out = []
    for f in sorted(root.rglob("*")):
        rel = f.relative_to(root)
        if any(part in SKIP_DIRS for part in rel.parts) or f.suffix not in (".py", ".md", ".yaml", ".toml") \
                or str(rel) in skip or not f.is_file():
            continue
        text = f.read_text(encoding="utf-8", errors="replace")
        for m in PROSE_PATH.finditer(text):
            tok = m.group(1).rstrip(".")
            if not any(p.exists() for p in (root / tok, root / f"{tok}.py")):
                out.append(f"{rel}: {tok}")
        for m in PROSE_SECTION.finditer(text):
            md, section = m.group(1), " ".join(m.group(2).split()).lower()
            target = next((p for p in (root / md, f.parent / md) if p.is_file()), None)
            if target is None:
                out.append(f"{rel}: {md}")
                continue
            body = target.read_text(encoding="utf-8")
            names = [" ".join(h.split()).lower() for h in HEADING.findall(body) + BOLD_LABEL.findall(body)]
            if not any(n.startswith(section) for n in names):
                out.append(f'{rel}: {md}, "{m.group(2)}"')
    return list(dict.fromkeys(out))


def test_every_prose_pointer_names_a_file_and_a_section_that_exist() -> None:
    assert stale_pointers(REPO, skip=("tests/test_docs.py",)) == []


def test_the_pointer_checker_finds_a_moved_file_and_a_moved_section(tmp_path: Path) -> None:
    (tmp_path / "tasks").mkdir()
    (tmp_path / "tasks" / "frames.md").write_text("# Frames\n\n## Frame choice (`x`)\n\n- **Adding a rule**: ...\n")
    (tmp_path / "tasks" / "a.py").write_text('"""See tasks/frames.md, "Frame choice", tasks/frames.md "Adding a\n'
                                             'rule" and tasks/a.py."""\n')
    assert stale_pointers(tmp_path) == []
    (tmp_path / "tasks" / "b.py").write_text('# tasks/interrupt.py; tasks/README.md, "Frame choice"; '
                                             'tasks/frames.md, "Privacy"\n')
    assert stale_pointers(tmp_path) == ["tasks/b.py: tasks/interrupt.py", "tasks/b.py: tasks/README.md",
                                        'tasks/b.py: tasks/frames.md, "Privacy"']
