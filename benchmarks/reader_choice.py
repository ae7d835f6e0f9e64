"""Why the question reader is rules and not a nearest-example classifier: measured.

The alternative the issue named: classify a question's answer form (position, time,
binary, duration, text) by its nearest examples under the bundled MiniLM. The bank is
every question the simulator asks in its four phrasing styles (three of them written
blind to the reader) on campus ... campus-4, labelled by question type; the test sets
are the people-written form sets. Both readers are scored on the same questions:

    python -m benchmarks.reader_choice            # forms.jsonl (the reader was built on it)
    python -m benchmarks.reader_choice --held-out # also forms_heldout.jsonl

Writes the table to stdout and to benchmarks/results/reader_choice.md.
"""

from __future__ import annotations

import argparse
import json
import tempfile
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from memory_core.agent.reader import read_question
from memory_core.embedding import TextEmbedder, make_embedder
from sim_eval.forms import FORMS_FILE, HELD_OUT_FILE, load
from sim_eval.sim import DEFAULT_WORLDS, generate_preset
from sim_eval.sim.generate import QUESTIONS_FILE
from sim_eval.sim.styles import PHRASINGS, Style

RESULTS = Path(__file__).parent / "results" / "reader_choice.md"
FORM_OF_TYPE = {
    "spatial": "position",
    "temporal": "time",
    "binary": "binary",
    "duration": "duration",
    "text": "text",
}
NEIGHBOURS = (1, 5)


def example_bank() -> list[tuple[str, str]]:
    """(question, form) for every simulated question in every phrasing style."""
    bank = []
    with tempfile.TemporaryDirectory() as scratch:
        for phrasing in PHRASINGS:
            for world in DEFAULT_WORLDS:
                folder = Path(scratch) / f"{world}-{phrasing}"
                generate_preset(world, folder, Style(phrasing=phrasing))
                lines = (folder / QUESTIONS_FILE).read_text(encoding="utf-8").splitlines()
                bank += [(q["question"], FORM_OF_TYPE[q["type"]]) for q in map(json.loads, lines)]
    return bank


def nearest_example_forms(
    embedder: TextEmbedder, bank: list[tuple[str, str]], questions: list[str], k: int
) -> list[str]:
    """The majority form among each question's k most similar bank questions."""
    examples = embedder.encode([text for text, _ in bank])
    asked = embedder.encode(questions)
    similarity = asked @ examples.T
    nearest = np.argsort(-similarity, axis=1)[:, :k]
    return [Counter(bank[i][1] for i in row).most_common(1)[0][0] for row in nearest]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--held-out", action="store_true", help="also forms_heldout.jsonl")
    args = parser.parse_args(argv)
    embedder = make_embedder()
    bank = example_bank()
    sets = [("forms.jsonl (reader built on it)", FORMS_FILE)]
    if args.held_out:
        sets.append(("forms_heldout.jsonl (held out until it was reported)", HELD_OUT_FILE))
    rows = [
        f"Answer form read right; bank: {len(bank)} simulated questions, "
        f"{len(PHRASINGS)} phrasings x {len(DEFAULT_WORLDS)} worlds.",
        "",
        "| question set | questions | rule reader | "
        + " | ".join(f"nearest {k} example(s), MiniLM" for k in NEIGHBOURS)
        + " |",
        "| --- | ---: | ---: | " + " | ".join("---:" for _ in NEIGHBOURS) + " |",
    ]
    for name, path in sets:
        records = load(path)
        texts = [record["question"] for record in records]
        needed = [record["form"] for record in records]
        rules = [read_question(text).form.value for text in texts]
        cells = [_share(rules, needed)] + [
            _share(nearest_example_forms(embedder, bank, texts, k), needed) for k in NEIGHBOURS
        ]
        rows.append(f"| {name} | {len(records)} | " + " | ".join(cells) + " |")
    table = "\n".join(rows) + "\n"
    RESULTS.write_text(table, encoding="utf-8")
    print(table)
    return 0


def _share(read: list[str], needed: list[str]) -> str:
    return f"{sum(a == b for a, b in zip(read, needed, strict=True)) / len(needed):.2f}"


if __name__ == "__main__":
    raise SystemExit(main())
