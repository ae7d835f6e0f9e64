from __future__ import annotations

from collections import Counter

import pytest

from sim_eval.sim.catalog import ABSENT, CATEGORIES
from sim_eval.sim.layout import lay_out
from sim_eval.sim.seeding import stream
from sim_eval.sim.world import build_world


@pytest.mark.parametrize(("seed", "buildings"), [(1, 3), (2, 2)])
def test_odd_seeds_have_three_buildings_and_even_seeds_two(seed: int, buildings: int) -> None:
    world = build_world(seed)
    assert len(world.buildings) == buildings
    for building in world.buildings:
        kinds = Counter(r.kind for r in world.regions.values() if r.building == building)
        assert kinds["atrium"] == 1 and kinds["hallway"] == 1 and kinds["restroom"] == 1
        assert any(world.doors[d].name == "main entrance" for d in world.buildings[building].doors)
        categories = {o.category for o in world.objects if o.building == building}
        assert {"elevator", "staircase", "fire extinguisher", "notice board"} <= categories
    outdoor = {r.kind for r in world.regions.values() if not r.indoor}
    assert {"sidewalk", "street", "plaza", "parking lot"} <= outdoor


def test_every_object_lies_in_its_region_with_plausible_membership() -> None:
    world = build_world(1)
    kinds_by_category: dict[str, set[str]] = {}
    for obj in world.objects:
        region = world.regions[obj.region]
        assert region.box.contains(obj.xy), obj
        assert obj.indoor == region.indoor and obj.building == region.building
        assert obj.category in CATEGORIES and obj.z == 0.0
        kinds_by_category.setdefault(obj.category, set()).add(region.kind)
    assert kinds_by_category["couch"] == {"atrium"}
    assert kinds_by_category["oscilloscope"] <= {"electronics lab"}
    assert kinds_by_category["espresso machine"] <= {"cafe", "kitchen"}
    assert kinds_by_category["fire hydrant"] == {"sidewalk"}
    assert len(world.objects) > 300 and len(world.categories) > 40
    assert not set(ABSENT) & set(world.categories)


def test_regions_only_meet_along_edges() -> None:
    world = build_world(1)
    regions = list(world.regions.values())
    for i, a in enumerate(regions):
        for b in regions[i + 1 :]:
            overlap_x = min(a.box.x1, b.box.x1) - max(a.box.x0, b.box.x0)
            overlap_y = min(a.box.y1, b.box.y1) - max(a.box.y0, b.box.y0)
            assert overlap_x <= 1e-9 or overlap_y <= 1e-9, (a.id, b.id)


def test_same_seed_same_world_and_different_seed_different_world() -> None:
    first, again, other = build_world(3), build_world(3), build_world(4)
    assert [o.to_json() for o in first.objects] == [o.to_json() for o in again.objects]
    assert [o.to_json() for o in first.objects] != [o.to_json() for o in other.objects]


def test_a_campus_has_two_or_three_buildings() -> None:
    with pytest.raises(ValueError, match="2 or 3"):
        lay_out(stream(1, "layout"), 1, buildings=4)
