"""One simulated exploration in memory: world, true route, what the sensor reported, questions.

Each stage draws from its own named random stream of the seed, so the run
does not change when more questions are asked, and the world does not change
when the run is longer.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from sim_eval.sim.captions import Caption
from sim_eval.sim.history import History
from sim_eval.sim.perception import Detection, Perceiver, PoseNoise, SensorModel, boxes_of
from sim_eval.sim.questions import write_questions
from sim_eval.sim.seeding import stream
from sim_eval.sim.styles import Style
from sim_eval.sim.trajectory import TrueFrame, simulate_route
from sim_eval.sim.world import World, build_world

DEFAULT_STYLE = Style()


@dataclass
class Simulation:
    seed: int
    minutes: float
    sensor: SensorModel
    world: World
    frames: list[TrueFrame]
    detections: list[list[Detection]]
    captions: list[Caption]
    reported: list[dict[str, float]]
    boxes: list[list[list[float]]]
    questions: list[dict[str, Any]] = field(default_factory=list)

    def run_lines(self) -> list[dict[str, Any]]:
        """The recorded-run contract: noisy pose, caption, labels, boxes; one dict per frame."""
        return [
            {
                "t": frame.t,
                "pose": pose,
                "caption": caption.text,
                "labels": [detection.label for detection in seen],
                "boxes": boxes,
            }
            for frame, pose, caption, seen, boxes in zip(
                self.frames, self.reported, self.captions, self.detections, self.boxes, strict=True
            )
        ]

    def history(self) -> History:
        return History(
            self.world,
            self.frames,
            self.detections,
            [caption.mentions for caption in self.captions],
        )


def simulate(
    seed: int,
    minutes: float = 35.0,
    questions: int = 100,
    sensor: SensorModel | None = None,
    style: Style = DEFAULT_STYLE,
) -> Simulation:
    """Everything for one seed, deterministically; ``style`` changes only the words."""
    if minutes <= 0:
        raise ValueError(f"minutes must be positive, got {minutes}")
    sensor = sensor or SensorModel()
    world = build_world(seed)
    frames = simulate_route(world, stream(seed, "route"), minutes)
    perceiver = Perceiver(
        world, sensor, stream(seed, "perception"), style.labeller(), stream(seed, "labels")
    )
    describe = style.describe()
    noise = PoseNoise(sensor, stream(seed, "pose"))
    caption_rng, box_rng = stream(seed, "captions"), stream(seed, "boxes")
    detections, captions, reported, boxes = [], [], [], []
    for frame in frames:
        seen = perceiver.detect(frame)
        detections.append(seen)
        captions.append(describe(world, frame, seen, caption_rng))
        reported.append(noise.report(frame))
        boxes.append(boxes_of(seen, sensor, box_rng))
    simulation = Simulation(
        seed, minutes, sensor, world, frames, detections, captions, reported, boxes
    )
    simulation.questions = write_questions(
        world,
        simulation.history(),
        stream(seed, "questions"),
        questions,
        style.phrasebook(),
        None if style.phrasing == DEFAULT_STYLE.phrasing else stream(seed, "phrasing"),
    )
    return simulation
