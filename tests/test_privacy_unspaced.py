"""Names in scripts written without spaces (Han, kana, Hangul; the OCR engine reads Han): a deny-listed name is
found inside a sentence with no word boundary and with or without a space between family and given name, and a
name nobody listed is found after a label that introduces a person; the interface's own words after such labels
are not."""

from __future__ import annotations

import pytest

from cuaflow.schemas.settings import PrivacySettings
from cuaflow.tasks.privacy.recognisers import Detector, detector_for

LISTED = ["李小龙", "田中太郎", "김민준"]


@pytest.fixture(scope="module")
def listed() -> Detector:
    return detector_for(PrivacySettings(deny_list=LISTED))


@pytest.fixture(scope="module")
def unlisted() -> Detector:
    return detector_for(PrivacySettings())


def _values(det: Detector, text: str, entity: str) -> list[str]:
    return [text[f.start:f.end] for f in det.find(text) if f.entity == entity]


@pytest.mark.parametrize(("text", "value"), [
    ("请联系李小龙处理", "李小龙"),  # inside a sentence: no word boundary in Han
    ("担当：田中 太郎さん", "田中 太郎"),  # a space between family and given name
    ("김민준님 안녕하세요", "김민준"),  # an honorific run into the name
    ("Contact: 李小龙", "李小龙"),
])
def test_a_listed_name_is_found_without_word_boundaries(listed: Detector, text: str, value: str) -> None:
    assert _values(listed, text, "DENY_LIST") == [value]


@pytest.mark.parametrize(("text", "value"), [
    ("姓名：王芳", "王芳"), ("发件人：张伟", "张伟"), ("作者：陈静", "陈静"), ("联系人 李明", "李明"),
    ("担当者: 田中 太郎", "田中 太郎"), ("이름: 박서준", "박서준"), ("From: 周杰", "周杰"),
])
def test_a_name_nobody_listed_is_found_after_its_label(unlisted: Detector, text: str, value: str) -> None:
    assert _values(unlisted, text, "PERSON") == [value]


@pytest.mark.parametrize("text", ["客户管理", "客户 管理", "联系人管理", "作者 未知", "患者 列表", "文件 编辑 视图",
                                  "设置 帮助 关于"])
def test_interface_words_after_a_label_are_not_names(unlisted: Detector, text: str) -> None:
    assert not unlisted.find(text), text
