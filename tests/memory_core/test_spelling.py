from memory_core.spelling import edit_distance


def test_edit_distance_counts_insertions_deletions_substitutions_and_swaps() -> None:
    assert edit_distance("heyrobot", "heyrobert") == 2
    assert edit_distance("", "abc") == 3
    assert edit_distance("kitten", "sitting") == 3
    assert edit_distance("lirbary", "library") == 1  # a swap is one slip


def test_edit_distance_stops_early_above_its_limit() -> None:
    assert edit_distance("corridor", "elevator", 2) == 3
    assert edit_distance("corridor", "corridr", 2) == 1
