"""The Prefect UI in headless Chromium (Debian's package, no browser download): find the deployment,
start a run from its parameter form, see it complete."""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path

import httpx
import pytest
from helpers import make, require
from server import cuaflow_serve, deployment_id, prefect_server, wait_for
from synth import Action

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]


@pytest.mark.timeout(600)
def test_run_a_deployment_from_the_ui_form(tmp_path: Path) -> None:
    require(CHROMIUM, "chromium is not installed (.ci/run installs Debian's chromium)")
    from playwright.sync_api import TimeoutError as PlaywrightTimeout
    from playwright.sync_api import expect, sync_playwright

    src, out = tmp_path / "src", tmp_path / "out"
    make(src, "ui0", date="2025-06-02", actions=[Action("click", x=40, y=30), Action("type", text="ui")])
    home = tmp_path / "prefect"
    home.mkdir()
    with prefect_server(home, ui=True) as (url, env), cuaflow_serve(env, src, out, home) as serve:
        wait_for(lambda: deployment_id(url, "cuaflow-partition/partition"), 120, "deployments registered", serve)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.set_default_timeout(60_000)
            page.goto(f"{url}/deployments", wait_until="networkidle")
            page.get_by_text("partition", exact=True).first.click()
            expect(page.get_by_text("cuaflow-partition").first).to_be_visible()
            page.get_by_role("button", name="Run", exact=True).click()
            page.get_by_text("Custom run").first.click()
            # the typed form: our parameter descriptions are rendered, the date is picked in its widget
            expect(page.get_by_text("Where per-recording tasks run")).to_be_visible()
            page.get_by_text("Select date").click()
            page.locator("input[type=date]").last.fill("2025-06-02")
            page.get_by_role("button", name="Apply").click()
            # the form's own request: a server busy with the rest of the suite can answer it 503 (its database
            # locked), and the UI does not retry; a user would submit again, and so does the test
            for _attempt in range(4):
                try:
                    with page.expect_response(lambda r: r.url.endswith("/create_flow_run")
                                              and r.request.method == "POST", timeout=120_000) as answer:
                        page.get_by_role("button", name="Submit").click()
                except PlaywrightTimeout:  # the form sent nothing: what it shows says why (a field it rejects)
                    page.screenshot(path=str(tmp_path / "form.png"))
                    pytest.fail(f"the form sent no run after Submit; it shows:\n{page.inner_text('body')[-3000:]}")
                if answer.value.status < 500:
                    break
                time.sleep(2)
            assert answer.value.status == 201, f"{answer.value.status}: {answer.value.text()[:500]}"
            run_id = answer.value.json()["id"]
            dep = deployment_id(url, "cuaflow-partition/partition")
            runs: list[dict] = []

            def created() -> bool:
                nonlocal runs
                r = httpx.post(f"{url}/api/flow_runs/filter", timeout=5,
                               json={"deployments": {"id": {"any_": [dep]}}})
                if r.status_code != 200:  # a busy server answers 503 now and then: ask again
                    return False
                runs = r.json()
                return isinstance(runs, list) and len(runs) >= 1

            wait_for(created, 60, "flow run created from the form")
            assert [r["id"] for r in runs] == [run_id], runs
            # the new run is listed on the deployment page; open it and watch its state
            page.goto(f"{url}/runs/flow-run/{run_id}", wait_until="networkidle")
            deadline = time.monotonic() + 240
            while time.monotonic() < deadline:
                if page.get_by_text("Completed").first.is_visible():
                    break
                if page.get_by_text("Failed").first.is_visible() or page.get_by_text("Crashed").first.is_visible():
                    pytest.fail((home / "serve.log").read_text()[-3000:])
                time.sleep(2)
                page.reload(wait_until="networkidle")
            expect(page.get_by_text("Completed").first).to_be_visible()
            page.screenshot(path=str(tmp_path / "run.png"))
            browser.close()
        # the page's "Completed" can be a task run's; the flow run's own state is the API's
        def finished() -> bool:
            r = httpx.get(f"{url}/api/flow_runs/{run_id}", timeout=5)
            return r.status_code == 200 and r.json()["state"]["type"] in ("COMPLETED", "FAILED", "CRASHED")

        wait_for(finished, 240, "the flow run finished", serve)
        run = httpx.get(f"{url}/api/flow_runs/{run_id}", timeout=5).json()
        assert run["state"]["type"] == "COMPLETED", (home / "serve.log").read_text()[-3000:]
        assert run["parameters"]["date"] == "2025-06-02"
        manifest = json.loads((out / "_manifests" / "date=2025-06-02.json").read_text())
        assert manifest["recordings"]["processed"] == 1
