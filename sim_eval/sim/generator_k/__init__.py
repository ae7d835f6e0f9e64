"""generator_k: blind test worlds (apartment block, zoo, vehicle workshop) for robot-memory QA."""

FAMILIES = ("apartment_block", "zoo", "vehicle_workshop")
CAPTIONERS = (
    "json_blob",
    "relational",
    "negations",
    "counting_plural",
    "second_person_instructions",
    "telegraphic_ocr_errors",
    "time_of_day_narrative",
)
DEV_PHRASINGS = ("plain", "hey_robot_voice", "resident_chatty", "maintenance_ticket")
HELDOUT_PHRASINGS = ("heldout_radio_dispatch",)
PHRASINGS = DEV_PHRASINGS + HELDOUT_PHRASINGS
HFOV_RAD = 1.2  # horizontal field of view assumed for boxes (camera.bearing_of); 68.755 degrees
