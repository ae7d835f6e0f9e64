"""Scene phrases: the name a caption introduces the scene with, whatever its words."""

from __future__ import annotations

import pytest

from memory_core.scene_phrase import arrived_in, head, placed_things, said_to_be, scene_phrase


@pytest.mark.parametrize(
    ("caption", "phrase"),
    [
        ("The image shows a fitness centre with exercise bikes.", "fitness centre"),
        ("In this image we can see a servery. There is a tray.", "servery"),
        ("This picture depicts the book stacks", "book stacks"),
        ("I am looking around the weight room.", "weight room"),
        ("I am standing still in the refectory. There is a table.", "refectory"),
        ("I just entered the circulation area.", "circulation area"),
        ("a quiet study pod, with a lamp", "study pod"),
        ("A photo of a spacious atrium with plants", "atrium"),
        # praise by its ending or a "well-" compound describes, as listings write it
        ("Welcome to the well-kept Screen 2 with a fire door.", "screen 2"),
        ("Welcome to the characterful lounge with a sofa.", "lounge"),
        ("Welcome to the charming foyer with a kiosk.", "foyer"),
        # where the robot, or the people in view, move or stand
        ("We rolled on through the charging area; a lorry stood ahead.", "charging area"),
        ("We had just come into the book stacks, and nobody was around.", "book stacks"),
        ("two women in hi-vis jackets standing in a servery with a till", "servery"),
        ("a man standing in a hallway", "hallway"),
        # what the scene appears to be; a generic head keeps what tells it apart
        ("This appears to be a reception area where visitors arrive.", "reception area"),
        ("This appears to be an outdoor space for games. People: two.", "space for games"),
        ("an area with chargers along a wall and a bollard", "area with chargers"),
        ("We rolled on through a large paved area with trailers.", "area with trailers"),
        # the picture, who sees or what shows, what it is seen from: parts, not a list
        ("In this picture, we can see the sheep pen outdoors. A ewe.", "sheep pen"),
        ("In the image, there is the boating lake.", "boating lake"),
        ("This photo appears to be taken in the hay loft. A fork.", "hay loft"),
        ("In this image, we can see the inside of the tack room.", "tack room"),
        ("View of the plant nursery, level 2.", "plant nursery"),
        # where the picture was taken is the scene whatever follows it
        ("This photo appears to be taken in the hay loft near a ladder.", "hay loft"),
        ("a servery with a till", "servery"),
        ("a supervisor with a tablet in aisle 12", "aisle 12"),
        ("I'm turning in place in the print shop.", "print shop"),
        # a guide's welcome and a hedging captioner's guess name the scene too
        ("Welcome to the rose garden. Just ahead there's a bench.", "rose garden"),
        ("You're now at the ticket hall.", "ticket hall"),
        ("We've come to the sculpture court.", "sculpture court"),
        ("This could be the plant room, I think.", "plant room"),
        ("I'd guess this is a sluice room, but I'm not sure.", "sluice room"),
        # a later sentence that says what the scene is names it, with no article too
        ("The image shows an indoor space. The setting is departures lounge.", "departures lounge"),
        (
            "The image shows an indoor space with a bin ahead. This appears to be Check-in Hall.",
            "check-in hall",
        ),
        ("An indoor space. It looks like Visitor Centre.", "visitor centre"),
        (
            "The image shows a woman ahead. The setting is meeting room 2.17 Larch.",
            "meeting room 2.17 larch",
        ),
        # a hedged statement of where, in a non-native captioner's English too; the guess
        # after the name is no part of it
        ("I am see one bin, it is there. Seem like Kerbside maybe.", "kerbside"),
        ("I am see one seat here. This place is airside concourse I think.", "airside concourse"),
        ("I am see nothing. Look like to be Bean & Leaf Café.", "bean & leaf cafe"),
        ("An indoor space. The setting is security screening.", "security screening"),
        ("The image shows an indoor space. The setting is C36.", "c36"),
        ("You are in Building B Ground Floor. Not much to see.", "building b ground floor"),
        # ... led in by how the captioner judged, its verb hedged, a doubt after the name
        (
            "A long bright hall with benches. Going by the signage, this might well be Hall 4.",
            "hall 4",
        ),
        ("Rows of seats. Everything here suggests this is the Orchid House.", "orchid house"),
        (
            "A quiet space. This is most likely the Reading Nook, though I may be wrong.",
            "reading nook",
        ),
        # a tagger's line ends with the place, after what is in view, its abbreviations
        # without their full stops
        ("ocr: none | kettle, mug | kitchenette", "kitchenette"),
        ("trolley, bin | n. conc", "n conc"),
        # a scene said to be in a place: the place
        ("A picture of a scene in the Tea Rooms on Level 2.", "tea rooms"),
        ("Photo of an area inside the loading bay.", "loading bay"),
        # a heading, or a location field, says where the picture was taken
        ("3.03 Aspen: a projector screen with an office chair behind it", "3.03 aspen"),
        ("maker space: nothing close by", "maker space"),
        ("Location: B ground. Lockers, tv.", "b ground"),
        # a proper name or a code the caption ends with
        ("There is 1 bench and 1 freezer near a freezer in Picnic Lawn.", "picnic lawn"),
        ("a chair left of a fire door, the fire door is closed, in A3 open plan", "a3 open plan"),
        ("a potted plant to the left of a sofa (B ground)", "b ground"),
        ("Two green glass enclosures in area RH.", "area rh"),
        ("A desk and a chair in room 2.05.", "room 2.05"),
        # a tagger lists the scene first
        ("hay loft; pitchfork; bale", "hay loft"),
        ("Ward 3, bed, drip stand", "ward 3"),
        ("sheep pen", "sheep pen"),
        ("harbour front, bollard, lifebuoy", "harbour front"),  # a front is a place too
        # ... its first item definite, every item perhaps hedged
        ("the tack room; a saddle; a bridle", "tack room"),
        ("probably the sheep pen; looks like it might be a ewe; maybe a trough", "sheep pen"),
        ("Perhaps the boot room. A bench is visible.", "boot room"),
        # a heading over a description of the picture only labels it
        ("Alt text: Eye-level photo in the Bonsai Glasshouse (GH2), indoors.", "bonsai glasshouse"),
        ("Image description: A wide shot of a potting shed. On the left: a hose.", "potting shed"),
        # a name set off by a dash, written as a name; a guide stepping inside it
        ("Stock check - Computer Suite. Sighted: scanner x1.", "computer suite"),
        ("Level 1 Landing - patrol log. Nothing to report.", "level 1 landing"),
        ("Step inside the charming Screen 3, showcasing a speaker.", "screen 3"),
        # a broadcast, a return, a guide's welcome; a translation's word order
        ("Here we go, coming to you from Class 1B! Over on the left, a desk.", "class 1b"),
        ("Back in the Library Corner, folks!", "library corner"),
        ("Welcome, everyone, to Platform 1. Over to your right is a bench.", "platform 1"),
        ("In place of Upper Corridor we are located.", "upper corridor"),
        ("This is place Class 1B, is it.", "class 1b"),
        # a log line's zone code
        ("[15:07:06] | Z2-CHG L0 | HDG 286 | OBJ 2: EXTINGUISHER | MOVING", "z2-chg"),
        ("[14:04:37] | RECEP L0 | HDG 142 | OBJ 0 | PPL 0 | MOVING", "recep-l0"),
        # ... or its location field, without the logger's hedges and confidence
        ("[11:02:40] | loc: unsure: Boot Room (p=0.44) | obj: bench[0.81]", "boot room"),
        ("[11:02:42] | area=prob. Tack Room? | people: 0", "tack room"),
    ],
)
def test_the_phrase_in_the_scene_slot_is_read_whatever_its_words(caption: str, phrase: str) -> None:
    assert scene_phrase(caption) == phrase


@pytest.mark.parametrize(
    "caption",
    [
        "Press the red button in step 2.",  # a code after no place word is no place
        "The image shows a large room with white walls.",  # generic
        # what is "with" a generic space and placed in view is a thing in it
        "The image shows an indoor space with a potted plant on the left, a counter ahead.",
        "It is a sunny day in the park.",
        "The image shows the inside of a building.",
        "In this image we can see an indoor space.",
        "The image shows two chairs and a table.",  # things, counted
        "I see a couch on my left.",  # what is in view, not where
        "I am stopped near the door.",  # no determiner after the log's verb
        "There is a bench in the middle of the frame.",
        "The image shows a very long and blue tiled wall",  # a description
        "a grey railing sitting in a glass walkway",  # a thing doing something
        "we saw a chair in the lobby",  # a thing named before the place
        "[11:02:44] | loc: unknown, possibly a barn (p=0.90) | obj: none",  # not known
        "The image shows a large room with white walls and a grey floor.",  # generic both
        "[14:04:37] | ZONE ? L0 | HDG 142 | OBJ 0 | PPL 0 | MOVING",  # no code, a status
        "We can see the red van in this picture.",  # what is seen, not where
        "two chairs, a table",  # a list of things
        "a red van parked by the kerb",  # a thing done to
        "Objects: washers.",  # a field of a log, not a list of the scene
        "0 objects",  # a count
        "It must be raining.",  # a guess about no place
        "a cleaning cart ahead, a jet bridge",  # things in view, with articles
        "bench on the left, bin",  # where a thing is
        "a lift buttons right in front",  # a thing placed in view
        "Status: moving. Door, chair.",  # a log's field, not a heading
        "There are 2 signs near a duck in lakeside.",  # no proper name, no article: unsure
        "a red door (closed)",  # a state in brackets
        "Scene is open air beside the tracks.",  # outdoors, no place
        "Sighted: monitor x1 (silver); lamp x1 (white, switched off).",  # colours and states
        "Alt text: Wide shot, outdoors. Straight ahead: a trolley.",  # a label, no scene
        "Stock check - location not confirmed. Nothing in view.",  # no name after the dash
        "A cabinet sits in front of the parcel shelf.",  # a thing placed, not a scene
        "A lamp hangs over the table.",
        "nothing",  # nothing in view
        "A bare stretch with nothing in front of the camera.",
        "An area with nothing in it.",
        # a thing shown somewhere, perhaps with what it holds: the thing is no scene
        "a picker in a hi-vis vest in a large building",
        "An image of a steward in a white jacket.",
        "Straight ahead: a text panel.",  # a direction heading
        "ocr: none",  # a field saying nothing, or quoting what was read, names no place
        'ocr: "LINE 2 - LINE 4" | network map',
        "ocr: none | lamp",  # the one thing in view, not a place
        "regions: blurred background",  # a region tagger's field, over nothing in view
        "regions: drinks machine | forklift",
        "Here is what I can see: a bench and a bin.",
        "In the foreground, it is hard to tell.",
    ],
)
def test_no_phrase_when_the_caption_names_no_particular_scene(caption: str) -> None:
    assert scene_phrase(caption) is None


def test_the_head_is_the_last_word_singular() -> None:
    assert head("book stacks") == "stack"
    assert head("area with chargers") == "area"  # what describes it is no head
    assert head("libraries") == "library"
    assert head("glass") == "glass"
    assert head("sunglasses") == "sunglasses"  # no "sunglass"


def test_a_scene_introduced_as_a_guess_is_told_apart() -> None:
    from memory_core.scene_phrase import guessed

    assert guessed("This appears to be an area for parking cars. Notable objects: a van.")
    assert guessed("The photo looks like a parking lot.")
    assert guessed("It seems to be a quiet corridor")
    assert not guessed("The image shows the car park, seen from eye level.")
    assert not guessed("A kitchen that looks like it was just cleaned.")
    # a guess at the kind, not at the photo: "taken in a barn" guesses, "in the barn" names
    assert guessed("The photo appears to be taken in a barn.")
    assert not guessed("This photo appears to be taken in the hay loft.")
    assert not guessed("This appears to be the kitchen.")
    assert guessed("I'd guess this is a sluice room, but I'm not sure.")
    assert not guessed("This could be the plant room, I think.")


@pytest.mark.parametrize(
    ("caption", "phrase"),
    [
        ("In the reptile house, two green vivariums.", "reptile house"),
        ("In area B3, a grey switch cabinet sits left of the name plate.", "area b3"),
        ("In area RH, a basking lamp.", "area rh"),
        ("In harsh light, a traffic cone.", None),
        ("In the distance, a tower.", None),
    ],
)
def test_a_place_a_sentence_opens_with_is_its_scene(caption: str, phrase: str | None) -> None:
    assert scene_phrase(caption) == phrase


def test_a_room_code_of_letters_and_digits_is_a_scene_said_to_be_where_the_robot_is() -> None:
    # door codes as buildings write them: letters, a dash, digits
    assert scene_phrase("This is LP-1.") == "lp-1"
    assert scene_phrase("Back in HK-2, folks! An ironing board.") == "hk-2"
    assert scene_phrase("We are on Platform 2. A bench ahead.") == "platform 2"
    # a floor after "on" is no place: "taken on Level 2", "taken on B1"
    assert scene_phrase("Two chairs. Taken on Level 2.") is None
    assert scene_phrase("Two chairs. Taken on B1.") is None


def test_a_template_s_place_name_field_names_the_scene() -> None:
    assert said_to_be("Robot is moving. Place name is Boiler House 2. I am see 1 pump.") == (
        "boiler house 2"
    )
    assert said_to_be("Location name: Goods Yard.") == "goods yard"


def test_what_a_picture_seems_to_show_is_the_scene() -> None:
    caption = "The image shows what appears to be the Cycle Storage. One can see a bicycle."
    assert scene_phrase(caption) == "cycle storage"
    assert scene_phrase("The image shows what seems to be a laundry room.") == "laundry room"


def test_a_terse_log_s_thing_with_its_side_is_no_scene() -> None:
    assert scene_phrase("alarm clock l") is None
    assert scene_phrase("fire extinguisher fwd") is None
    assert scene_phrase("farm track; wheelbarrow") == "farm track"


def test_things_a_caption_says_are_somewhere() -> None:
    caption = "An image of a sculpture, an info screen and a red parrot in the atrium lobby."
    assert placed_things(caption) == ["parrot"]
    assert placed_things("a supervisor with a tablet next to a dock door") == ["supervisor"]
    assert placed_things("I am in the servery near the till.") == []  # where, not what
    assert placed_things("The image shows a servery with trays.") == []


def test_a_place_said_mid_speech_or_logged_on_arrival_is_where_the_robot_is() -> None:
    spoken = "so there's a, a feed-- a feed bag, er, i think this is the stone barn"
    assert said_to_be(spoken) == "stone barn"
    assert said_to_be("um, i think this is the ten-acre") == "ten-acre"
    assert said_to_be("A man, I think, is here.") is None
    assert said_to_be("[T+16:20] entered Guest Wing D | seen: -") == "guest wing d"
    assert arrived_in("[T+16:20] entered Guest Wing D | seen: -") == "guest wing d"
    assert arrived_in("I had just come into Quay Road.") == "quay road"
    assert arrived_in("The image shows a hall. This is Check-in Hall.") is None
    assert arrived_in("The dog entered the kitchen.") is None
