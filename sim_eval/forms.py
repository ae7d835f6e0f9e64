"""Answer-form accuracy: does each answer carry the field its question needs?

A where-question needs a ``position``, a when-question a ``time``, a yes/no
question ``binary``, a how-long question ``duration_s``; a text question needs
words (the form is what matters here, not whether they are right). Two sets,
each written in the styles of public robot-memory question sets by someone who
never saw the planner, each question naming the form it needs:
``questions/forms.jsonl`` (330 questions, five styles; looked at while the
reader was built), ``questions/forms_heldout.jsonl`` (336, six other styles;
held out and reported once, looked at since) and ``questions/forms_unseen.jsonl``
(360, six more styles, written after that; held out, reported once) and
``questions/forms_round4.jsonl`` to ``questions/forms_round9.jsonl`` (320 each, eight
more styles each: five looked at while the reader was built, three marked
``held_out`` and reported once). Three scores
per style: the reader's form (what the question was read as), the answer's form (what
the agent actually returned), and the answer's form counting an honest "I have not
seen one" as right: the questions were written blind to the world, so some ask about
things it does not hold, and for those no position, time or duration is the right
answer.
"""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memory_core.agent import Agent, Question
from memory_core.agent.reader import read_question

FORMS_FILE = Path(__file__).parent / "questions" / "forms.jsonl"
# Never looked at while the reader was built: reported once (docs/evaluation.md). The
# first was held out a round before the second was written, and looked at since.
HELD_OUT_FILE = Path(__file__).parent / "questions" / "forms_heldout.jsonl"
UNSEEN_FILE = Path(__file__).parent / "questions" / "forms_unseen.jsonl"
# Later rounds, by number: their records marked "held_out" were never looked at while the
# reader was built, and are reported once.
ROUND_4_FILE = Path(__file__).parent / "questions" / "forms_round4.jsonl"
ROUND_5_FILE = Path(__file__).parent / "questions" / "forms_round5.jsonl"
ROUND_6_FILE = Path(__file__).parent / "questions" / "forms_round6.jsonl"
ROUND_7_FILE = Path(__file__).parent / "questions" / "forms_round7.jsonl"
ROUND_8_FILE = Path(__file__).parent / "questions" / "forms_round8.jsonl"
ROUND_9_FILE = Path(__file__).parent / "questions" / "forms_round9.jsonl"
ROUND_FILES = {
    4: ROUND_4_FILE,
    5: ROUND_5_FILE,
    6: ROUND_6_FILE,
    7: ROUND_7_FILE,
    8: ROUND_8_FILE,
    9: ROUND_9_FILE,
}
_FIELD = {"position": "position", "time": "time", "binary": "binary", "duration": "duration_s"}


@dataclass(frozen=True)
class FormResult:
    style: str
    questions: int
    read_right: int
    answered_right: int
    answered_or_unknown: int
    # (needed form, read form) -> count, for the misreadings
    confusions: dict[tuple[str, str], int]


def load(path: Path = FORMS_FILE) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def held_out_styles() -> frozenset[str]:
    """The styles of the held-out sets, and the fourth round's held-out styles."""
    held = [record for path in (HELD_OUT_FILE, UNSEEN_FILE) for record in load(path)]
    held += [
        record for path in ROUND_FILES.values() for record in load(path) if record.get("held_out")
    ]
    return frozenset(record["style"] for record in held)


def _styles(path: Path) -> frozenset[str]:
    return frozenset(record["style"] for record in load(path))


def answer_has_form(answer: dict[str, Any], form: str) -> bool:
    """Whether the answer carries the field ``form`` needs (text: an answer, no field)."""
    if form == "text":
        return bool(answer.get("answer")) and not any(
            answer.get(field) is not None for field in ("binary", "duration_s")
        )
    return answer.get(_FIELD[form]) is not None


def says_it_does_not_know(answer: dict[str, Any]) -> bool:
    """An honest "I have not seen one" / "I do not remember": no answer field at all, and
    not confident (the planner's mark for an answer it has nothing for). ``answer`` is the
    full JSON (``Answer.to_json(full=True)``)."""
    fields = _FIELD.values()
    return not answer.get("confident", True) and all(answer.get(f) is None for f in fields)


def evaluate(agent: Agent, questions: Sequence[dict[str, Any]]) -> list[FormResult]:
    """Per style (and 'all', 'all held out', 'all unseen'), how many questions were read
    and answered in the right form."""
    held_out, unseen = held_out_styles(), _styles(UNSEEN_FILE)
    round_of = {style: number for number, path in ROUND_FILES.items() for style in _styles(path)}
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    confusions: dict[str, Counter[tuple[str, str]]] = defaultdict(Counter)
    for record in questions:
        read = read_question(record["question"]).form.value
        answer = agent.ask(Question(record["question"])).to_json(full=True)
        right = answer_has_form(answer, record["form"])
        totals: tuple[str, ...] = ("all",)
        if (number := round_of.get(record["style"])) is not None:
            held = (f"all round {number} held out",) * bool(record.get("held_out"))
            totals = ("all", f"all round {number}", *held)
        elif record["style"] in held_out:
            totals = ("all", "all unseen" if record["style"] in unseen else "all held out")
        for style in (record["style"], *totals):
            counts[style]["questions"] += 1
            counts[style]["read"] += read == record["form"]
            counts[style]["answered"] += right
            counts[style]["answered or unknown"] += right or says_it_does_not_know(answer)
            if read != record["form"]:
                confusions[style][(record["form"], read)] += 1
    return [
        FormResult(
            style,
            counts[style]["questions"],
            counts[style]["read"],
            counts[style]["answered"],
            counts[style]["answered or unknown"],
            dict(confusions[style]),
        )
        for style in sorted(counts, key=lambda name: (name.startswith("all"), name))
    ]


def markdown(results: Sequence[FormResult], memory_name: str) -> str:
    rows = [
        f"Answer-form accuracy ({memory_name}; held-out styles marked *):",
        "",
        "| style | questions | read as the right form | answered in the right form "
        "| right form, or an honest 'not seen' |",
        "| --- | ---: | ---: | ---: | ---: |",
    ]
    for result in results:
        mark = " *" if result.style in held_out_styles() else ""
        rows.append(
            f"| {result.style}{mark} | {result.questions} | "
            f"{result.read_right / result.questions:.2f} | "
            f"{result.answered_right / result.questions:.2f} | "
            f"{result.answered_or_unknown / result.questions:.2f} |"
        )
    return "\n".join(rows) + "\n"
