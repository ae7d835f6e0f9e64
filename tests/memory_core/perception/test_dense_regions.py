"""Florence-2 dense-region strings become labelled pixel boxes; junk becomes nothing."""

from __future__ import annotations

import pytest

from memory_core.perception.dense_regions import (
    Region,
    boxes_of,
    clean_label,
    labels_of,
    parse_dense_regions,
)


def test_each_phrase_and_box_becomes_a_region_in_pixels() -> None:
    text = (
        "</s><s>red couch<loc_0><loc_500><loc_499><loc_999>"
        "door<loc_900><loc_0><loc_999><loc_999></s>"
    )

    regions = parse_dense_regions(text, image_size=(640, 480))

    assert regions == [
        Region("red couch", (0.32, 240.24, 319.68, 479.76)),
        Region("door", (576.32, 0.24, 639.68, 479.76)),
    ]


def test_boxes_become_fractions_of_the_image_one_per_label() -> None:
    text = "red couch<loc_0><loc_500><loc_499><loc_999>door<loc_900><loc_0><loc_999><loc_999>"
    regions = parse_dense_regions(text, image_size=(640, 480))

    boxes = boxes_of(regions, (640, 480))

    assert len(boxes) == len(labels_of(regions)) == 2
    assert boxes[0] == pytest.approx((0.0005, 0.5005, 0.4995, 0.9995))
    assert boxes[1] == pytest.approx((0.9005, 0.0005, 0.9995, 0.9995))


def test_a_box_with_swapped_or_outside_corners_is_ordered_and_clamped() -> None:
    regions = [Region("lamp", (700.0, -5.0, 100.0, 500.0))]

    assert boxes_of(regions, (640, 480)) == ((100 / 640, 0.0, 1.0, 1.0),)


def test_a_phrase_with_two_boxes_is_two_instances() -> None:
    text = "chair<loc_1><loc_2><loc_3><loc_4><loc_5><loc_6><loc_7><loc_8>"

    assert [r.label for r in parse_dense_regions(text, (1000, 1000))] == ["chair", "chair"]


@pytest.mark.parametrize(
    "text",
    [
        "",
        "</s><s></s>",
        "red couch and a door",  # no boxes at all
        "<loc_1><loc_2><loc_3><loc_4>",  # a box without a label
        "red couch<loc_1><loc_2><loc_3>",  # cut off before the box was complete
        "<pad><pad><pad>",
    ],
)
def test_output_without_a_labelled_box_yields_no_regions(text: str) -> None:
    assert parse_dense_regions(text, (640, 480)) == []


def test_garbage_tokens_are_survived() -> None:
    text = (
        "<od>Café Table</od><loc_5000><loc_0><loc_10><loc_10>"
        "<s>??<loc_1>"
        "lamp<loc_0><loc_0><loc_999><loc_999>trailing words"
    )

    regions = parse_dense_regions(text, (1000, 1000))

    assert regions == [
        Region("café table", (999.5, 0.5, 10.5, 10.5)),  # out-of-range bin clamped
        Region("lamp", (0.5, 0.5, 999.5, 999.5)),
    ]


@pytest.mark.parametrize(
    ("phrase", "label"),
    [
        ("The Red  Couch.", "red couch"),
        ("  a wooden door ", "wooden door"),
        ("an apple on the table", "apple on table"),
        ("<s>glass door</s>", "glass door"),
        ("theatre seat", "theatre seat"),  # only whole-word articles go
        ("the", ""),
    ],
)
def test_labels_lose_case_articles_and_punctuation_but_keep_attributes(
    phrase: str, label: str
) -> None:
    assert clean_label(phrase) == label
