"""`lgr eval`: the agent scored on simulated explorations, added to `lgr` by an entry point.

memory_core's CLI finds it in the ``lgr.commands`` entry-point group, so the robot's
library never imports the simulator or the scorers.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from memory_core.cli import add_global_options
from memory_core.config import Config
from sim_eval.sim.styles import add_style_options


def register(commands: argparse._SubParsersAction, memory_options: argparse.ArgumentParser) -> None:
    evaluate = commands.add_parser(
        "eval", help="score the agent on simulated explorations (NaVQA-style)"
    )
    evaluate.add_argument(
        "--world",
        action="append",
        help="world(s) to evaluate: campus, campus-2 ... campus-8 (docs/evaluation.md says which "
        "were looked at), tiny, or a folder holding a recorded run.jsonl and questions.jsonl "
        "(default: campus to campus-4)",
    )
    evaluate.add_argument(
        "--configurations",
        default="graph+captions,graph,captions",
        help="comma-separated: graph+captions (the paper's agent), graph, captions",
    )
    evaluate.add_argument(
        "--out", type=Path, default=Path("eval"), help="worlds, memories and results go here"
    )
    evaluate.add_argument(
        "--compactness",
        action="store_true",
        help="instead: entities and objects vs true objects, purity and growth, for δE in "
        "0.65,0.75,0.85 and δP in 2,5,10 m (docs/objects.md)",
    )
    evaluate.add_argument(
        "--forms",
        action="store_true",
        help="instead: answer-form accuracy of the people-written question set "
        "(sim_eval/questions/forms.jsonl) against the first world's memory",
    )
    evaluate.add_argument(
        "--held-out",
        action="store_true",
        help="with --forms: also the later sets (forms_heldout.jsonl, forms_unseen.jsonl, "
        "forms_round4.jsonl to forms_round9.jsonl), their held-out styles each reported once "
        "(docs/evaluation.md)",
    )
    add_style_options(evaluate)
    add_global_options(evaluate, defaults=False)
    evaluate.set_defaults(handler=cmd_eval)


def cmd_eval(args: argparse.Namespace, config: Config) -> int:
    from sim_eval.report import markdown, to_json
    from sim_eval.runner import evaluate_world
    from sim_eval.sim import DEFAULT_WORLDS
    from sim_eval.sim.styles import Style

    worlds = args.world or list(DEFAULT_WORLDS)
    if args.compactness:
        return _compactness(worlds, args.out, config)
    if args.forms:
        return _forms(worlds[0], args.out, config, args.held_out)
    configurations = [name.strip() for name in args.configurations.split(",") if name.strip()]
    results = [
        evaluate_world(
            world,
            args.out,
            config,
            configurations,
            progress=lambda message: print(f"lgr: {message}", file=sys.stderr),
            style=Style(args.phrasing, args.captions, args.labels),
        )
        for world in worlds
    ]
    table = markdown(results)
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "results.md").write_text(table)
    (args.out / "results.json").write_text(json.dumps(to_json(results), indent=1))
    print(table, end="")
    print(f"lgr: wrote {args.out / 'results.md'} and {args.out / 'results.json'}", file=sys.stderr)
    return 0


def _forms(world: str, out: Path, config: Config, held_out: bool) -> int:
    from memory_core.agent import Agent
    from memory_core.memory import Memory
    from sim_eval.forms import (
        HELD_OUT_FILE,
        ROUND_FILES,
        UNSEEN_FILE,
        evaluate,
        load,
        markdown,
    )
    from sim_eval.runner import built_memory, world_dir

    def progress(message: str) -> None:
        print(f"lgr: {message}", file=sys.stderr)

    config, _ = built_memory(world_dir(world, out, progress), config, progress)
    with Memory.open(config.memory_dir, config) as memory:
        rounds = [record for path in ROUND_FILES.values() for record in load(path)]
        held = [*load(HELD_OUT_FILE), *load(UNSEEN_FILE), *rounds]
        questions = load() + (held if held_out else [])
        table = markdown(evaluate(Agent(memory), questions), f"memory of world {world}")
    print(table, end="")
    return 0


def _compactness(worlds: list[str], out: Path, config: Config) -> int:
    from sim_eval.compactness import curve_markdown, growth_curve, markdown, sweep
    from sim_eval.runner import world_dir
    from sim_eval.sim.generate import RUN_FILE, TRUTH_FILE

    tables = []
    for world in worlds:
        folder = world_dir(world, out, lambda message: print(f"lgr: {message}", file=sys.stderr))
        if not (folder / TRUTH_FILE).is_file():  # a recorded run: how memory grows
            curve = growth_curve(folder / RUN_FILE, config, folder / "memory-growth")
            tables.append(curve_markdown(world, curve))
            continue
        results = sweep(
            folder,
            config,
            similarities=(0.65, 0.75, 0.85),
            distances=(2.0, 5.0, 10.0),
            progress=lambda message: print(f"lgr: {message}", file=sys.stderr),
        )
        tables.append(markdown(world, results))
    text = "\n".join(tables)
    out.mkdir(parents=True, exist_ok=True)
    (out / "compactness.md").write_text(text)
    print(text, end="")
    return 0
