"""A new user's first command, measured: clone this repository (a committed revision, nothing beside it) into a
temporary folder, run the README's first command block there as written, and report its wall time (the install
and the demo apart) and the size of the `.venv` it made. `--dev` then runs the install line of the README's test
block too (the test tools) and reports the same.

    .venv/bin/python tests/benchmarks/bench_fresh_clone.py [--rev HEAD] [--dev] [--keep DIR]

Package downloads are part of what is measured: run it where the package index is reachable, and say whether a
pip cache was warm (`pip cache dir`). Print the load average with the figures (`cat /proc/loadavg`)."""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def blocks(readme: str) -> list[list[str]]:
    """The README's ```bash blocks, each as its command lines (comments and continuations joined)."""
    out = []
    for body in re.findall(r"```bash\n(.*?)```", readme, re.S):
        text = re.sub(r"\\\n\s*", " ", body)
        out.append([line.split("  #")[0].strip() for line in text.splitlines()
                    if line.strip() and not line.strip().startswith("#")])
    return out


def size(path: Path) -> int:
    return int(subprocess.run(["du", "-sb", str(path)], capture_output=True, text=True, check=True)
               .stdout.split()[0])


def timed(command: str, cwd: Path, log: Path) -> float:
    started = time.monotonic()
    with open(log, "a") as fh:
        res = subprocess.run(["bash", "-c", command], cwd=cwd, stdout=fh, stderr=subprocess.STDOUT, check=False)
    took = time.monotonic() - started
    if res.returncode:
        raise SystemExit(f"`{command}` exited {res.returncode} after {took:.0f} s; log: {log}")
    return took


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rev", default="HEAD", help="the revision to clone (default: HEAD)")
    ap.add_argument("--dev", action="store_true", help="also install the test tools as the README's test block does")
    ap.add_argument("--keep", help="clone into this folder and keep it (default: a temporary folder, removed)")
    args = ap.parse_args()
    base = Path(args.keep or tempfile.mkdtemp(prefix="cuaflow-fresh-"))
    repo, log = base / "repo", base / "commands.log"
    shutil.rmtree(repo, ignore_errors=True)
    subprocess.run(["git", "clone", "-q", "--no-local", str(ROOT), str(repo)], check=True)
    subprocess.run(["git", "checkout", "-q", subprocess.run(["git", "rev-parse", args.rev], cwd=ROOT, text=True,
                                                            capture_output=True, check=True).stdout.strip()],
                   cwd=repo, check=True)
    first, tests = blocks((repo / "README.md").read_text())[:2]
    (command,) = first  # one line: venv, install, demo
    install, demo = command.rsplit(" && ", 1)
    print(f"load average before: {Path('/proc/loadavg').read_text().split()[:3]}")
    t_install = timed(install, repo, log)
    t_demo = timed(demo, repo, log)
    print(f"first command: {t_install + t_demo:.0f} s (install {t_install:.0f} s, demo {t_demo:.0f} s); "
          f".venv {size(repo / '.venv') / 1e9:.2f} GB")
    if args.dev:
        install_dev = tests[0].split(" && ")[0]  # the block's install, not the suite after it
        t_dev = timed(install_dev, repo, log)
        print(f"test tools ({install_dev}): {t_dev:.0f} s; .venv {size(repo / '.venv') / 1e9:.2f} GB")
    print(f"load average after: {Path('/proc/loadavg').read_text().split()[:3]}")
    if not args.keep:
        shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    main()
