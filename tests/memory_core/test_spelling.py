from memory_core.spelling import as_english, closest, edit_distance, known_word


def test_edit_distance_counts_insertions_deletions_substitutions_and_swaps() -> None:
    assert edit_distance("heyrobot", "heyrobert") == 2
    assert edit_distance("", "abc") == 3
    assert edit_distance("kitten", "sitting") == 3
    assert edit_distance("lirbary", "library") == 1  # a swap is one slip


def test_edit_distance_stops_early_above_its_limit() -> None:
    assert edit_distance("corridor", "elevator", 2) == 3
    assert edit_distance("corridor", "corridr", 2) == 1


def test_a_slip_is_the_nearest_target_with_its_first_letter() -> None:
    assert closest("wher", ["when", "where", "here"], 1) == "where"  # the longer shared start
    assert closest("scooter", ["cooler"], 2) is None  # a slip rarely hits the first letter
    assert closest("gander", ["garden"], 1) is None


def test_english_words_with_their_endings_are_known() -> None:
    assert known_word("kitchen") and known_word("overalls") and known_word("telly")
    assert not known_word("gargae") and not known_word("kithcen")


def test_a_word_one_edit_from_an_english_word_is_read_as_it() -> None:
    assert as_english("ohrchard") == "orchard"
    assert as_english("msueum") == "museum"
    # a name, a short word, a word two edits away and a singular whose plural the
    # vocabulary holds stay as written
    for kept in ("achebe", "varm", "freshway", "reptile"):
        assert as_english(kept) == kept
