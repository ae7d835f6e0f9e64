"""The room track: which place the robot was in at every frame, from captions and labels."""

from __future__ import annotations

import numpy as np

from memory_core.place_names import place_named
from memory_core.place_track import PlaceTrack
from memory_core.scene_phrase import said_to_be

T0 = 1767225600.0


def walk(track: PlaceTrack, start: float, x0: float, frames: list[tuple[str, list[int]]]) -> float:
    """Frames every 2 s, 0.5 m apart along x, from ``x0``; returns the next frame time."""
    t = start
    for index, (caption, labels) in enumerate(frames):
        track.add(t, x0 + 0.5 * index, 0.0, caption, labels)
        t += 2.0
    return t


def test_stays_follow_the_places_captions_name_and_one_odd_caption_is_no_visit() -> None:
    track = PlaceTrack()
    kitchen = [("A kitchen with a stove.", [])] * 10
    odd = [("A dining room.", [])]
    hall = [("I am in a hallway.", [])] * 10
    end = walk(track, T0, 0.0, kitchen[:5] + odd + kitchen[5:] + hall)
    stays = track.track().stays(place_named("kitchen"))
    assert [(s.start, s.end) for s in stays] == [(T0, T0 + 21.0)]  # half-way to the hall
    assert track.track().stays(place_named("dining room")) == []
    (hallway,) = track.track(until=end).stays(place_named("hallway"))
    assert hallway.start == T0 + 21.0 and hallway.ongoing


def test_nothing_after_until_is_used() -> None:
    track = PlaceTrack()
    walk(track, T0, 0.0, [("A kitchen.", [])] * 5 + [("A garage.", [])] * 5)
    assert track.track(until=T0 + 8.0).stays(place_named("garage")) == []
    (kitchen,) = track.track(until=T0 + 8.0).stays(place_named("kitchen"))
    assert kitchen.ongoing and kitchen.end == T0 + 8.0


def test_a_room_named_once_at_its_sign_is_known_by_its_things_afterwards() -> None:
    # Florence-2 style: "seminar room" only at the door; then chairs and a projector
    # (label 7, 8), which the hallway never shows. Learnt from an earlier visit.
    track = PlaceTrack()
    seminar = [("A seminar room with chairs.", [7, 8])] * 6
    described = [("The image shows rows of chairs.", [7, 8])] * 20
    hall = [("A hallway with doors.", [3])] * 8
    t = walk(track, T0, 0.0, seminar + hall)
    walk(track, t, 40.0, [("A seminar room.", [7, 8]), *described, *hall])
    stays = track.track().stays(place_named("seminar room"))
    assert len(stays) == 2 and stays[1].last - stays[1].first + 1 == 21


def test_nearby_frames_share_what_their_captions_name() -> None:
    # The second visit's frames say nothing of the place, but stand where the first named it.
    track = PlaceTrack()
    t = walk(track, T0, 0.0, [("A laundry room.", [])] * 8)
    t = walk(track, t, 20.0, [("A hallway.", [])] * 8)
    walk(track, t, 0.0, [("Some shelves and a door.", [])] * 8)
    laundry = track.track().stays(place_named("laundry room"))
    assert len(laundry) == 2 and laundry[1].start == T0 + 31.0


def test_a_generic_name_fits_every_narrower_place_and_the_garden_joins_them() -> None:
    track = PlaceTrack()
    walk(track, T0, 0.0, [("A back garden.", [])] * 5 + [("A garden with a fence.", [])] * 5)
    decoded = track.track()
    assert [s.duration_s for s in decoded.stays(place_named("garden"))] == [18.0]  # to now
    assert decoded.name(decoded.places[0]) == "back garden"


def test_frames_out_of_order_are_placed_by_time() -> None:
    track = PlaceTrack()
    track.add(T0 + 4.0, 0.0, 0.0, "A kitchen.", [])
    track.add(T0, 0.0, 0.0, "A kitchen.", [])
    track.add(T0 + 2.0, 0.0, 0.0, "A kitchen.", [])
    assert np.array_equal(track.track().t, [T0, T0 + 2.0, T0 + 4.0])


def test_a_name_no_lexicon_holds_becomes_a_place_when_captions_keep_using_it() -> None:
    track = PlaceTrack()
    t = walk(track, T0, 0.0, [("A hallway.", [])] * 6)
    t = walk(track, t, 10.0, [("The image shows a servery with trays.", [])] * 8)
    walk(track, t, 30.0, [("A hallway.", [])] * 6)
    decoded = track.track()
    servery = decoded.learned("the servery")
    assert servery is not None and servery.learned
    (stay,) = decoded.stays(servery)
    assert (stay.start, stay.last - stay.first + 1) == (T0 + 11.0, 8)


def test_a_learnt_name_used_once_or_naming_a_labelled_thing_is_no_place() -> None:
    bench = [("The image shows a wooden bench with a bag.", [1])] * 6
    decoded = PlaceTrack()
    t = T0
    for index, (caption, labels) in enumerate([("The image shows a refectory.", []), *bench]):
        decoded.add(t, 0.5 * index, 0.0, caption, labels, ["bench"] * len(labels))
        t += 2.0
    assert decoded.track().learned("refectory") is None  # said once
    assert decoded.track().learned("wooden bench") is None  # the labeller's thing


def test_a_log_line_entering_a_place_no_lexicon_holds_names_it_once() -> None:
    # A robot's log says where it went in once, then only what it does.
    track = PlaceTrack()
    t = walk(track, T0, 0.0, [("[T+01:00] entered Main Lobby | seen: -", [])] * 3)
    t = walk(track, t, 10.0, [("[T+02:10] entered Indoor Pool | seen: -", [])])
    # two minutes of silence, walking 20 m away from where the log said so
    t = walk(track, t, 10.5, [("[T+02:13] patrol | seen: -", [])] * 40)
    walk(track, t, 40.0, [("[T+04:13] entered Main Lobby | seen: -", [])] * 2)
    decoded = track.track()
    pool = decoded.learned("pool")
    assert pool is not None
    (stay,) = decoded.stays(pool)
    assert (stay.first, stay.last) == (3, 43)
    # "the dog entered the kitchen" is no log line of the robot's
    assert said_to_be("The dog entered the kitchen.") is None


def test_a_scene_name_captions_say_is_somewhere_is_a_thing() -> None:
    # A grounding captioner shows a hallucinated parrot alone now and then, and says
    # elsewhere that it is in a place: the parrot is no place, the servery still is.
    track = PlaceTrack()
    t = walk(track, T0, 0.0, [("An image of a parrot.", [])] * 4)
    assert track.track().learned("parrot") is not None  # nothing says otherwise yet
    t = walk(track, t, 20.0, [("An image of a lamp and a parrot in the hallway.", [])] * 2)
    walk(track, t, 40.0, [("The image shows a servery with trays.", [])] * 6)
    assert track.track().learned("parrot") is None
    assert track.track().learned("servery") is not None
    assert track.track(until=t - 4.0).learned("parrot") is not None  # nothing later leaks


def test_a_scene_name_the_labeller_gives_things_elsewhere_is_no_place() -> None:
    # "In this image, we can see a name plate." while the frame's labels say "sign"; other
    # frames label a "blue name plate": the phrase names a thing, however often it opens
    track = PlaceTrack()
    t = T0
    for index in range(8):
        track.add(t, 0.5 * index, 0.0, "In this image, we can see a name plate.", [1], ["sign"])
        t += 2.0
    assert track.track().learned("name plate") is not None  # no label says so yet
    for index in range(2):
        track.add(t, 20.0 + index, 0.0, "A hallway.", [2], ["blue name plate"])
        t += 2.0
    assert track.track().learned("name plate") is None
    assert track.track(until=T0 + 16.0).learned("name plate") is not None  # nothing later leaks


def test_names_used_in_the_same_spot_are_one_place_and_a_name_used_everywhere_is_not() -> None:
    # A gym the captioner calls "the gym", "a fitness centre" and "the weight room", frame
    # by frame, off a hallway that is also called a "hall" inside the gym once.
    track = PlaceTrack()
    t = walk(track, T0, -20.0, [("A hallway with doors.", [])] * 10)
    names = [
        "This image shows a gym.",
        "The image shows a fitness centre.",
        "The image shows a weight room.",
    ]
    gym = [(names[index % 3], []) for index in range(15)]
    gym[7] = ("I am navigating the sports hall.", [])
    t = walk(track, t, 0.0, gym)
    walk(track, t, 10.0, [("A hallway with doors.", [])] * 10)
    decoded = track.track()
    (stay,) = decoded.stays(place_named("gym"))
    assert stay.last - stay.first + 1 == 15
    (same,) = decoded.stays(decoded.learned("fitness centre"))
    assert (same.first, same.last) == (stay.first, stay.last)
    assert len(decoded.stays(place_named("hallway"))) == 2


def test_a_bare_room_names_no_particular_room() -> None:
    # "I am navigating a room" in the kitchen, with a thing also seen in the copier room
    # (label 5), is neither the copier room nor a visit to it.
    track = PlaceTrack()
    t = walk(track, T0, 0.0, [("I am in the copier room.", [5])] * 8)
    t = walk(track, t, 10.0, [("A hallway.", [])] * 6)
    t = walk(track, t, 20.0, [("I am in the kitchen.", [])] * 4)
    walk(track, t, 22.0, [("I am navigating a room.", [5])] * 3 + [("A hallway.", [])] * 6)
    decoded = track.track()
    assert len(decoded.stays(place_named("copier room"))) == 1
    assert decoded.learned("room") is None


def test_a_captioner_calling_a_stretch_of_the_room_otherwise_does_not_end_the_visit() -> None:
    # a long gallery, some frames of it "a corridor"; then the robot walks off down a corridor
    track = PlaceTrack()
    gallery = [("A photo of a ship gallery.", [])] * 10
    corridor = [("A photo of a quiet corridor.", [])] * 6
    t = walk(track, T0, 0.0, gallery)
    t = walk(track, t, 1.0, corridor)  # back over the gallery's own floor
    t = walk(track, t, 0.0, gallery)
    walk(track, t, 30.0, corridor * 2)  # elsewhere
    (visit,) = track.track().stays(place_named("ship gallery"))
    assert (visit.start, visit.end) == (T0, T0 + 51.0)


def test_a_scene_named_in_the_cameras_words_is_a_place_and_the_camera_is_not() -> None:
    track = PlaceTrack()
    walk(track, T0, 0.0, [("The camera is looking into the car park. Outside, rain.", [])] * 6)
    decoded = track.track()
    (stay,) = decoded.stays(place_named("parking lot"))
    assert stay.last == 5 and decoded.learned("camera") is None


def test_a_places_name_ending_a_labelled_things_name_is_that_thing() -> None:
    track = PlaceTrack()
    walk(track, T0, 0.0, [("A hallway.", [])] * 4)
    for index in range(4):  # "a bottle filling station": the labeller's thing, no petrol station
        track.add(T0 + 8 + 2 * index, 2.0, 0.0, "I see a fuel station.", [], ["water fuel station"])
    assert track.track().stays(place_named("petrol station")) == []


def test_a_place_named_in_few_frames_draws_no_frames_by_their_common_labels() -> None:
    # A lobby named in 20 frames, a terrace named twice; then 20 frames no caption places,
    # labelled like the lobby: they are the lobby's or no place's, never the terrace's.
    track = PlaceTrack()
    lobby = [("The lobby with a sofa.", [1, 2])] * 20
    terrace = [("A terrace.", [3])] * 2
    unnamed = [("Objects: sofa; rug.", [1, 2])] * 20
    t = walk(track, T0, 0.0, lobby)
    t = walk(track, t, 40.0, terrace)
    walk(track, t, 80.0, unnamed)
    (stay,) = track.track().stays(place_named("terrace"))
    assert stay.last - stay.first + 1 == 2


def test_a_labeller_naming_one_thing_many_ways_still_places_the_frames() -> None:
    # The laundry's captions name it beside a "washing machine"; later frames only list
    # machines under other names. Their head noun carries what the laundry's frames taught.
    track = PlaceTrack()
    t = T0
    frames = [("A laundry room.", ["washing machine"])] * 8 + [("A hallway.", ["door"])] * 8
    names = ["front-load washing machine", "white machine"] * 6
    frames += [("Objects: washers.", [name]) for name in names]
    for index, (caption, texts) in enumerate(frames):
        track.add(t, 2.0 * index, 0.0, caption, [len(text) for text in texts], texts)
        t += 2.0
    stays = track.track().stays(place_named("laundry room"))
    # (the first washer frame, 2 m from the hallway's last, may share its name)
    assert len(stays) == 2 and stays[0].first == 0 and stays[1].first in (16, 17)
    assert stays[1].ongoing


def test_a_kind_guessed_between_names_does_not_take_the_robot_out_of_the_named_room() -> None:
    # a captioner that names the mail room now and then, and in between guesses what kind
    # of room it looks like; then the robot goes into a real office
    track = PlaceTrack()
    named = ("In the image, there is the inside of the mail room.", [])
    office_like = ("An indoor space that looks like an office, with shelves.", [])
    storage_like = ("This appears to be a storage room with parcels.", [])
    mail_room = [named, office_like, storage_like, office_like, named] * 3
    t = walk(track, T0, 0.0, mail_room)
    walk(track, t, 40.0, [("The office: a desk and a chair.", [])] * 8)
    (visit,) = track.track().stays(place_named("mail room"))
    assert (visit.start, visit.end) == (T0, T0 + 29.0)  # half-way to the office's first frame
    (office,) = track.track().stays(place_named("office"))
    assert office.start == T0 + 29.0


def test_a_scene_guessed_in_words_of_its_own_does_not_split_the_named_place() -> None:
    # one captioner names the car park; another only guesses: "looks like a car park",
    # "appears to be an area for parking cars" (a name of its own)
    track = PlaceTrack()
    named = ("We rolled on through the car park; a van to our left.", [])
    kind = ("The photo looks like a car park. Notable objects: a car.", [])
    words = ("This appears to be an area for parking cars. Notable objects: a van.", [])
    t = walk(track, T0, 0.0, [named] * 2 + [kind, words] * 6)
    walk(track, t, 40.0, [("I am in a hallway.", [])] * 8)
    (visit,) = track.track().stays(place_named("car park"))
    assert (visit.start, visit.end) == (T0, T0 + 27.0)  # half-way to the hallway


def test_a_room_named_on_a_floor_that_holds_few_of_its_frames_is_no_visit_there() -> None:
    track = PlaceTrack()
    t = T0
    for index in range(40):  # the lounge on the ground floor
        track.add(t, 0.5 * index, 0.0, "The departures lounge with seats.", [], z=0.0)
        t += 2.0
    for index in range(20):  # a corridor upstairs, a stretch of it called the lounge
        caption = "The departures lounge." if 7 <= index < 13 else "A long corridor."
        track.add(t, 0.5 * index, 0.0, caption, [], z=5.0)
        t += 2.0
    stays = track.track().stays(place_named("departures lounge"))
    assert [(stay.start, stay.end) for stay in stays] == [(T0, T0 + 79.0)]


def test_a_silent_ride_to_another_floor_does_not_continue_the_room_left_below() -> None:
    # The garage is named downstairs only; the lift ride and the hallway upstairs say
    # nothing of where the robot is, for less than the minute a silent stretch holds.
    track = PlaceTrack()
    t = T0
    for index in range(10):
        track.add(t, 0.5 * index, 0.0, "An underground garage with cars.", [], z=-3.0)
        t += 2.0
    for index in range(10):
        track.add(t, 5.0, 0.5 * index, "A clock is ahead of the camera.", [], z=0.0)
        t += 2.0
    (garage,) = track.track().stays(place_named("garage"))
    assert garage.end == T0 + 19.0  # half-way to the first frame upstairs


def test_a_lift_passing_a_floor_is_no_visit_to_the_corridor_there() -> None:
    # Every floor's corridor is "a corridor"; the lift car says nothing. The ride from
    # the ground floor up past the first floor (3 m) to the second (6 m) leaves the robot
    # in no corridor while it rides, so its last visit on the first floor is the walk.
    track = PlaceTrack()
    t = T0
    for index in range(10):  # the first-floor corridor, walked
        track.add(t, 0.5 * index, 0.0, "A corridor with doors.", [], z=3.0)
        t += 2.0
    for index in range(10):  # the ground-floor corridor
        track.add(t, 0.5 * index, 0.0, "A corridor with doors.", [], z=0.0)
        t += 2.0
    for height in (0.9, 2.0, 3.0, 4.1, 5.2):  # in the car, up past the first floor
        track.add(t, 6.0, 0.0, "A bare stretch with nothing in front of the camera.", [], z=height)
        t += 2.0
    for index in range(6):  # the second-floor corridor
        track.add(t, 6.0 - 0.5 * index, 0.0, "A corridor with doors.", [], z=6.0)
        t += 2.0
    first_floor = place_named("first floor corridor")
    assert [(stay.start, stay.end) for stay in track.track().stays(first_floor)] == [
        (T0, T0 + 19.0)
    ]


def test_a_caption_saying_nothing_is_in_view_names_no_place() -> None:
    track = PlaceTrack()
    empty = [("A bare stretch with nothing in front of the camera.", [])] * 12
    t = walk(track, T0, 0.0, [("A laundry room with a washer.", [])] * 6 + empty)
    walk(track, t, 40.0, empty + [("nothing", [])] * 6)
    assert [track.track().spoken(place) for place in track.track().places] == ["laundry room"]


def test_a_place_stays_on_the_floor_its_own_name_is_said_on_not_its_kinds() -> None:
    # "A ward" is said all over the first floor, which a generic name fits; ward 3 is
    # named only on the second.
    track = PlaceTrack()
    t = T0
    for index in range(30):
        track.add(t, 0.5 * index, 0.0, "A hospital ward with beds.", [], z=4.5)
        t += 2.0
    for index in range(6):
        track.add(t, 0.5 * index, 0.0, "The setting is ward 3.", [], z=9.0)
        t += 2.0
    (stay,) = track.track().stays(place_named("ward 3"))
    assert stay.start == T0 + 59.0, stay


def test_a_place_named_by_its_own_name_is_told_from_the_others_of_its_kind() -> None:
    # "Ridge Path" and "Polar Trail", written as names, are two paths; a question's
    # "the polar trail" or "queens road" is the one captions named so.
    track = PlaceTrack()
    t = walk(track, T0, 0.0, [("You are standing in Ridge Path; a bench.", [])] * 8)
    t = walk(track, t, 20.0, [("You are standing in Polar Trail; a tree.", [])] * 8)
    walk(track, t, 40.0, [("You are outside in Queen's Road. A bus.", [])] * 8)
    decoded = track.track()
    polar = decoded.said_with(place_named("the polar trail"), "the polar trail")
    (stay,) = decoded.stays(polar)
    assert (stay.start, stay.end) == (T0 + 15.0, T0 + 31.0)
    assert len(decoded.stays(place_named("path"))) == 1  # both paths, one after the other
    road = decoded.said_with(place_named("queens road"), "queens road")
    assert [stay.start for stay in decoded.stays(road)] == [T0 + 31.0]


def test_a_captioners_own_label_said_everywhere_is_no_place_and_its_answer_is() -> None:
    # an interviewing captioner opens every caption with "Q:"; the answer to its question
    # about the place names the room, and a scene graph puts the camera in one
    track = PlaceTrack()
    t = T0
    rooms = ["Map Room", "Reading Room", "Quiet Study", "Staff Room", "Print Room"]
    for index, room in enumerate(rooms):
        for step in range(12):
            caption = (
                f"Q: Where is this? A: Looks like the {room}. Q: What is in view? A: A desk."
                if step % 2
                else "Q: What objects are here? A: A chair."
            )
            track.add(t, 20.0 * index + step, (step % 4) * 4.0, caption, [])
            t += 2.0
    for step in range(12):
        track.add(
            t, 120.0 + step, 0.0, "<camera | located_in | Boiler Room> <desk | in_view | left>", []
        )
        t += 2.0
    decoded = track.track()
    assert decoded.learned("q") is None
    for index, room in enumerate(rooms):
        place = place_named(room)
        assert place is not None
        assert [s.first // 12 for s in decoded.stays(place)] == [index]
    assert [s.first for s in decoded.stays(place_named("boiler room"))] == [60]


def test_a_phrase_said_in_every_named_room_is_the_captioners_not_a_place() -> None:
    # "A lull in play, nothing to call." wherever nothing is in view: said in a quarter
    # of the route's cells only, but in the spots of every room named
    track = PlaceTrack()
    rooms = ["kitchen", "bathroom", "office", "garage", "bedroom", "laundry"]
    t = T0
    for index, room in enumerate(rooms):
        for step in range(16):
            caption = "A lull in play, nothing to call." if step == 8 else f"This is the {room}."
            track.add(t, 16.0 * index + step, 0.0, caption, [])
            t += 2.0
    decoded = track.track()
    assert decoded.learned("lull") is None
    for index, room in enumerate(rooms):
        place = place_named(room)
        assert place is not None
        assert [s.first for s in decoded.stays(place)] == [16 * index]


def test_a_long_platform_the_robot_patrols_is_a_place_though_said_beside_other_names() -> None:
    # Platform 1 runs the length of the station: the robot patrols it between rooms that
    # open off it, so its name is said in the spots of most other names. It is the name
    # said most in its own spots; a captioner's filler never is.
    track = PlaceTrack()
    rooms = ["kitchen", "bathroom", "office", "garage", "bedroom", "laundry"]
    t = T0
    for index, room in enumerate(rooms):
        x = 12.0 * index
        for step in range(10):
            track.add(t, x + step, 0.0, "We are on Platform 1. A bench ahead.", [])
            t += 2.0
        for step in range(3):
            track.add(t, x + 4.0, 4.0 + step, f"This is the {room}.", [])
            t += 2.0
    decoded = track.track()
    platform = decoded.learned("platform 1")
    assert platform is not None
    assert len(decoded.stays(platform)) == len(rooms)


def test_a_numbered_room_named_once_holds_what_its_numbered_siblings_hold() -> None:
    # Classes 1A-4A, each named on most frames, hold desks (label 1) and whiteboards (2);
    # the corridor between them coat racks (3). Class 5C is named once, as the robot
    # leaves it: its desks and whiteboards before that are in it, not in the corridor.
    track = PlaceTrack()
    t = T0
    for index, room in enumerate(["1A", "2B", "3B", "4A"]):
        t = walk(track, t, 40.0 * index, [("Out in the corridor, a coat rack.", [3])] * 6)
        inside = [(f"Here we are in Class {room}. A desk.", [1, 2])] * 8
        t = walk(track, t, 40.0 * index + 10.0, inside)
    t = walk(track, t, 170.0, [("Out in the corridor, a coat rack.", [3])] * 6)
    visit = [("Straight ahead, a desk.", [1, 2])] * 8 + [("Here we are in Class 5C.", [1])]
    t = walk(track, t, 180.0, visit)
    walk(track, t, 190.0, [("Out in the corridor, a coat rack.", [3])] * 6)
    decoded = track.track()
    (stay,) = decoded.stays(decoded.learned("class 5c"))
    assert stay.last - stay.first + 1 >= 8


def test_a_description_said_at_every_named_gate_is_the_sites_not_a_place() -> None:
    # A hedging captioner opens every frame with "a wide covered hall" and reads a gate's
    # sign in one frame in five ("Going by the signs, this might well be Stand 3"): the
    # hall is said wherever a stand was named, so it is the captioner's word for the site
    track = PlaceTrack()
    t = T0
    for stand in range(1, 9):
        for step in range(15):
            caption = "The picture shows a wide covered concourse with people waiting."
            if step % 5 == 2:
                caption += f" Going by the signs, this might well be Stand {stand}."
            track.add(t, 30.0 * stand + step, 0.0, caption, [])
            t += 2.0
    decoded = track.track()
    assert decoded.learned("covered concourse") is None
    for stand in range(1, 9):
        place = decoded.learned(f"stand {stand}")
        assert place is not None
        (stay,) = decoded.stays(place)
        assert stay.first <= 15 * (stand - 1) + 2 and stay.last >= 15 * (stand - 1) + 12


def test_a_place_sign_places_the_frames_that_read_it_and_an_arrow_sign_does_not() -> None:
    # a tagger that never names the place but reads signs: the name sign of the room it
    # is in, and in a long corridor a sign pointing at that room
    track = PlaceTrack()
    corridor = [("ocr: none | bin, fire extinguisher", [])] * 3 + [
        ('ocr: "\u2190 STORE ROOM 4 \u00b7 LIFTS" | bin', [])
    ]
    room = [('ocr: "STORE ROOM 4 \u00b7 AUTHORISED STAFF" | shelf, trolley', [])] * 4 + [
        ("ocr: none | shelf", [])
    ] * 2
    t = walk(track, T0, 0.0, corridor * 10)
    walk(track, t, 30.0, room)
    (stay,) = track.track().stays(place_named("store room 4"))
    assert stay.first == 40 and stay.last == 45


def test_a_buildings_sign_read_outside_it_makes_no_place() -> None:
    track = PlaceTrack()
    walk(track, T0, 0.0, [('Crossing the plaza. A sign reads "Tower C - Physics".', [])] * 12)
    decoded = track.track()
    assert decoded.learned("tower c") is None
    assert [s.first for s in decoded.stays(place_named("plaza"))] == [0]


def test_a_floor_said_to_be_the_scene_is_no_place_of_its_own() -> None:
    track = PlaceTrack()
    walk(track, T0, 0.0, [("This is the ground floor.", [])] * 8)
    assert all(str(place) for place in track.track().places)


def test_a_diary_naming_the_road_it_came_into_after_other_words_tells_the_roads_apart() -> None:
    # A past-tense log names the place only on arrival, after a sentence of its own; the
    # lexicon reads only "road" in either name, the captions tell Quay Road from Gate Road.
    track = PlaceTrack()
    quay = [("Later, at 10:27 I kept moving. I had just come into Quay Road.", [])]
    gate = [("At 10:31 I rolled on. I had just come into Gate Road.", [])]
    quiet = [("I passed a bollard.", [])] * 4
    t = walk(track, T0, 0.0, (quay + quiet) * 2)
    walk(track, t, 40.0, (gate + quiet) * 2)
    decoded = track.track()
    named = {decoded.names[state] for state in decoded.state.tolist() if state >= 0}
    assert named == {"quay road", "gate road"}, named


def test_a_places_word_in_front_of_a_labelled_things_name_is_that_thing() -> None:
    # "quad" is a courtyard's word, "quad bike" the labeller's thing: the lane the robot
    # drives along, quad bikes passing, is no courtyard (nor a garden for a "garden hose")
    track = PlaceTrack()
    lane = [("so there's a green quad bike, right, and a garden hose", [])] * 12
    for index, (caption, _) in enumerate(lane):
        track.add(T0 + 2.0 * index, 0.5 * index, 0.0, caption, [1, 2], ["quad bike", "garden hose"])
    decoded = track.track()
    assert (decoded.state == -1).all(), [decoded.names[s] for s in decoded.state if s >= 0]
