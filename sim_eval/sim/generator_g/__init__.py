"""generator_g: a blind, standalone generator of simulated robot runs and memory questions.

Usage: python -m sim_eval.sim.generator_g OUT_DIR --family {mall,farm,lab} --seed N
       --phrasing {plain,visitor,voice_asr,manager}
       --captioner {terse,verbose_vlm,florence,robot_log,labels_only}
"""

FAMILIES = ("mall", "farm", "lab")
PHRASINGS = ("plain", "visitor", "voice_asr", "manager")
CAPTIONERS = ("terse", "verbose_vlm", "florence", "robot_log", "labels_only")

# captioner used for each (family, seed) when --captioner auto is given
AUTO_CAPTIONER = {
    ("mall", 0): "terse",
    ("mall", 1): "robot_log",
    ("mall", 2): "florence",
    ("farm", 0): "verbose_vlm",
    ("farm", 1): "labels_only",
    ("farm", 2): "terse",
    ("lab", 0): "florence",
    ("lab", 1): "verbose_vlm",
    ("lab", 2): "robot_log",
}


def auto_captioner(family: str, seed: int) -> str:
    key = (family, seed)
    if key in AUTO_CAPTIONER:
        return AUTO_CAPTIONER[key]
    return CAPTIONERS[(seed + FAMILIES.index(family) * 2) % len(CAPTIONERS)]
