"""s3:// end to end against a real S3-protocol server (moto's standalone server) on 127.0.0.1.
Credentials come from a Prefect Secret block and must appear in no output and no log."""

from __future__ import annotations

import asyncio
import hashlib
import json
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers import free_port, make
from synth import Action

from cuaflow.schemas.config import RunParameters

pytestmark = pytest.mark.usefixtures("prefect_api")
SECRET = "s3cr3t-VALUE-never-logged-7f3a"
ACTS = [Action("click", x=40, y=30), Action("type", text="s3"), Action("key", keys=("Return",))]


@pytest.fixture(scope="module")
def s3_server() -> Iterator[str]:
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "moto.server", "-H", "127.0.0.1", "-p", str(port)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        try:
            urllib.request.urlopen(url, timeout=1)
            break
        except OSError:
            if time.monotonic() > deadline or proc.poll() is not None:
                proc.kill()
                pytest.fail("moto server did not start")
            time.sleep(0.2)
    yield url
    proc.terminate()
    proc.wait(10)


def test_s3_source_and_output_end_to_end(s3_server: str, tmp_path: Path) -> None:
    import boto3
    import s3fs
    from prefect.blocks.system import Secret

    from cuaflow.flows.pipeline import process_range

    s3 = boto3.client("s3", endpoint_url=s3_server, aws_access_key_id="cuaflow", aws_secret_access_key=SECRET,
                      region_name="us-east-1")
    s3.create_bucket(Bucket="recordings")
    local_src = tmp_path / "src"
    for k in range(3):
        make(local_src, f"s3rec{k}", date="2025-05-01", actions=ACTS, seed=k)
    for f in local_src.rglob("*"):
        if f.is_file():
            s3.upload_file(str(f), "recordings", f"incoming/{f.relative_to(local_src).as_posix()}")

    options = {"key": "cuaflow", "secret": SECRET, "client_kwargs": {"endpoint_url": s3_server,
                                                                     "region_name": "us-east-1"}}
    Secret(value=json.dumps(options)).save("cuaflow-s3-test", overwrite=True)
    params = RunParameters(source="s3://recordings/incoming", output="s3://recordings/cuaflow",
                           storage_block="cuaflow-s3-test")
    result = process_range(params=params)
    assert result.partitions["2025-05-01"].recordings.processed == 3
    assert result.dataset.path.startswith("s3://recordings/cuaflow/datasets/")

    fs = s3fs.S3FileSystem(**options)
    keys = [k for k in fs.find("recordings/cuaflow")]
    assert any(k.endswith("_manifests/date=2025-05-01.json") for k in keys)
    assert any("/frames/date=2025-05-01/" in k for k in keys)
    ds_manifest = json.loads(fs.cat_file(result.dataset.path[len("s3://"):] + "/manifest.json"))
    assert "train.jsonl" in ds_manifest["files"]

    # the same recordings processed locally give byte-identical tables
    local = process_range(params=RunParameters(source=str(local_src), output=str(tmp_path / "out")))
    assert local.partitions["2025-05-01"].recordings.processed == 3
    for table in ("steps", "samples", "events"):
        rel = f"tables/{table}/date=2025-05-01/part-00000.parquet"
        assert fs.cat_file(f"recordings/cuaflow/{rel}") == (tmp_path / "out" / rel).read_bytes(), table

    # the secret is in no output object and in no log of the runs
    for k in keys:
        assert SECRET.encode() not in fs.cat_file(k), k

    async def logs() -> list[str]:
        from prefect.client.orchestration import get_client

        async with get_client() as client:
            return [log.message for log in await client.read_logs(limit=200, offset=0)]

    messages = asyncio.run(logs())
    assert messages and all(SECRET not in m for m in messages)
    assert SECRET not in repr(params) and SECRET not in params.model_dump_json()


def test_standard_aws_environment_reaches_s3(s3_server: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The compose worker's contract: AWS_* variables and AWS_ENDPOINT_URL_S3, no storage block."""
    import boto3

    from cuaflow.connectors.storage import open_root

    boto3.client("s3", endpoint_url=s3_server, aws_access_key_id="x", aws_secret_access_key="y",
                 region_name="us-east-1").create_bucket(Bucket="envbucket")
    for k, v in {"AWS_ACCESS_KEY_ID": "x", "AWS_SECRET_ACCESS_KEY": "y", "AWS_ENDPOINT_URL_S3": s3_server,
                 "AWS_DEFAULT_REGION": "us-east-1"}.items():
        monkeypatch.setenv(k, v)
    import s3fs

    s3fs.S3FileSystem.clear_instance_cache()
    root = open_root("s3://envbucket/out")
    root.write_text("probe/hello.txt", "hi")
    assert root.read_text("probe/hello.txt") == "hi" and root.listdir("probe") == ["hello.txt"]
    s3fs.S3FileSystem.clear_instance_cache()


def test_incremental_dataset_on_s3_copies_server_side(s3_server: str, tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Night 2 on an object store: every image of night 1 enters the new version by a server-side copy
    (CopyObject) and keeps its hash from the previous manifest, so none of night 1's frames is read (but
    the contact sheet's); the version is complete; retention removes the older version's objects."""
    import boto3
    import s3fs
    from day import run_day

    from cuaflow.connectors.storage import Root
    from cuaflow.schemas.config import RunContext
    from cuaflow.schemas.dataset_config import DatasetConfig, RetentionSpec
    from cuaflow.tasks.export import build_dataset
    from cuaflow.tasks.export.card import SHEET_SIZE

    options = {"key": "x", "secret": "y", "client_kwargs": {"endpoint_url": s3_server, "region_name": "us-east-1"}}
    s3 = boto3.client("s3", endpoint_url=s3_server, aws_access_key_id="x", aws_secret_access_key="y",
                      region_name="us-east-1")
    s3.create_bucket(Bucket="nightly")
    src, local = tmp_path / "src", tmp_path / "local"
    days = {"2025-07-01": ["n1a", "n1b", "n1c"], "2025-07-02": ["n2a"]}
    for day, recs in days.items():
        for k, rid in enumerate(recs):
            make(src, rid, date=day, actions=[*ACTS, Action("click", x=90, y=70)], seed=k)
    uploaded: set[Path] = set()

    def night(day: str, keep_last: int | None) -> dict:
        run_day(src, local, day)  # the stages run locally; the published partition is uploaded as is
        for f in sorted(local.rglob("*")):
            rel = f.relative_to(local)
            if f.is_file() and f not in uploaded and rel.parts[0] in ("tables", "_manifests", "frames"):
                s3.upload_file(str(f), "nightly", f"out/{rel.as_posix()}")
                uploaded.add(f)
        s3fs.S3FileSystem.clear_instance_cache()  # listings cached by s3fs predate the uploads (another client)
        ctx = RunContext(source_url=str(src), output_url="s3://nightly/out", output_options=json.dumps(options),
                         dataset=DatasetConfig(retention=RetentionSpec(keep_last=keep_last)))
        return build_dataset(ctx)

    first = night("2025-07-01", None)
    fs = s3fs.S3FileSystem(**options)
    v1 = f"nightly/out/datasets/{first.name}"
    old_images = [r for r in json.loads(fs.cat_file(f"{v1}/manifest.json"))["files"]
                  if r.startswith(("images/", "states/", "test/images/"))]
    reads: list[str] = []
    for name in ("read_bytes", "open"):
        real = getattr(Root, name)
        monkeypatch.setattr(Root, name, lambda root, rel, *a, _real=real, **kw: reads.append(rel) or _real(
            root, rel, *a, **kw))
    second = night("2025-07-02", 1)
    monkeypatch.undo()
    fs = s3fs.S3FileSystem(**options)
    v2 = f"nightly/out/datasets/{second.name}"
    files = second.files
    assert files.copied == 0 and files.hash_reused >= len(old_images) > SHEET_SIZE
    assert len({r for r in reads if r.startswith("frames/date=2025-07-01/")}) <= SHEET_SIZE
    manifest = json.loads(fs.cat_file(f"{v2}/manifest.json"))["files"]
    for rel, digest in manifest.items():
        assert hashlib.sha256(fs.cat_file(f"{v2}/{rel}")).hexdigest() == digest, rel
    assert set(manifest) == {k[len(v2) + 1:] for k in fs.find(v2)} - {"manifest.json"}
    # keep_last 1: the first version is gone, object by object; LATEST names the second
    assert second.retention.removed == [first.name] and fs.find(v1) == []
    assert fs.cat_file("nightly/out/datasets/LATEST").decode().strip() == second.name
    s3fs.S3FileSystem.clear_instance_cache()


def test_hf_and_webdataset_formats_on_s3(s3_server: str, tmp_path: Path) -> None:
    """The shard formats written to an object store: every shard's hash in the manifest, and the version,
    copied down as a trainer would, loads with `datasets` (the card's YAML) and `webdataset`."""
    import boto3
    import datasets
    import s3fs
    import webdataset as wds
    from day import run_day

    from cuaflow.schemas.config import RunContext
    from cuaflow.schemas.dataset_config import DatasetConfig
    from cuaflow.tasks.export import build_dataset

    options = {"key": "x", "secret": "y", "client_kwargs": {"endpoint_url": s3_server, "region_name": "us-east-1"}}
    s3 = boto3.client("s3", endpoint_url=s3_server, aws_access_key_id="x", aws_secret_access_key="y",
                      region_name="us-east-1")
    s3.create_bucket(Bucket="shards")
    src, local, day = tmp_path / "src", tmp_path / "local", "2025-07-05"
    for k, rid in enumerate(["h1", "h2", "h3", "h4"]):
        make(src, rid, date=day, actions=[*ACTS, Action("click", x=90, y=70)], seed=k)
    run_day(src, local, day)
    for f in sorted(local.rglob("*")):
        if f.is_file() and f.relative_to(local).parts[0] in ("tables", "_manifests", "frames"):
            s3.upload_file(str(f), "shards", f"out/{f.relative_to(local).as_posix()}")
    s3fs.S3FileSystem.clear_instance_cache()
    cfg = DatasetConfig(output={"formats": ["hf", "webdataset"]}, splits={"train": 0.5, "val": 0.25, "test": 0.25},
                        prompt={"history_images": 1})
    info = build_dataset(RunContext(source_url=str(src), output_url="s3://shards/out",
                                    output_options=json.dumps(options), dataset=cfg))
    assert info.image_references.missing == 0
    fs = s3fs.S3FileSystem(**options)
    remote = f"shards/out/datasets/{info.name}"
    manifest = json.loads(fs.cat_file(f"{remote}/manifest.json"))["files"]
    shards = [r for r in manifest if r.endswith((".parquet", ".tar"))]
    assert shards and set(manifest) == {k[len(remote) + 1:] for k in fs.find(remote)} - {"manifest.json"}
    for rel in shards:
        assert hashlib.sha256(fs.cat_file(f"{remote}/{rel}")).hexdigest() == manifest[rel], rel
    ds = tmp_path / "copy"
    fs.get(remote + "/", str(ds), recursive=True)
    loaded = datasets.load_dataset(str(ds), cache_dir=str(tmp_path / "cache"))
    counts = info.hf["action"]
    assert {s: len(v) for s, v in loaded.items()} == {s: e.rows for s, e in counts.items()}
    lists = json.loads((ds / "wds" / "action" / "shards.json").read_text())
    for split, entries in lists.items():
        read = list(wds.WebDataset([str(ds / e["path"]) for e in entries], shardshuffle=False, empty_check=False))
        assert len(read) == counts[split].rows
    s3fs.S3FileSystem.clear_instance_cache()


def test_a_bucket_that_does_not_exist_is_one_line(s3_server: str) -> None:
    """The checks every entry point makes (flows/preflight.py) on an object store: a source or output whose bucket
    does not exist is named in one line before any work, as a deployment's run and the command line say it."""
    import boto3
    import s3fs

    from cuaflow.flows.errors import UsageError
    from cuaflow.flows.preflight import PARAMETERS, check_output, check_request

    options = {"key": "x", "secret": "y", "client_kwargs": {"endpoint_url": s3_server, "region_name": "us-east-1"}}
    boto3.client("s3", endpoint_url=s3_server, aws_access_key_id="x", aws_secret_access_key="y",
                 region_name="us-east-1").create_bucket(Bucket="deliveries")
    s3fs.S3FileSystem.clear_instance_cache()
    with pytest.raises(UsageError) as exc:
        check_request("s3://deliveris/incoming", "s3://deliveries/out", None, None, source_options=options,
                      output_options=options, names=PARAMETERS)
    assert str(exc.value) == "source s3://deliveris/incoming: does not exist (no bucket 'deliveris')"
    with pytest.raises(UsageError) as exc:
        check_output("s3://cuaflow-out/out", options)
    assert str(exc.value) == "--output s3://cuaflow-out/out: no bucket 'cuaflow-out' (create it first)"
    check_output("s3://deliveries/out", options)  # the bucket is there: the first write says the rest
    s3fs.S3FileSystem.clear_instance_cache()
