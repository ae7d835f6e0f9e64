"""End to end in a real headless Chromium (Debian's, driven by Playwright).

The microphone is Chromium's fake capture device fed from a recorded WAV in
assets/, so the voice path runs exactly as on the robot: record, stop, upload,
transcribe, answer, speak. Set LGR_SCREENSHOT_DIR to keep screenshots (docs/).
"""

from __future__ import annotations

import os
import re
import shutil
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect, sync_playwright

from hri_app.headless import CHROMIUM, chromium_args
from hri_app.service import Reply
from tests.hri_app.conftest import LEAD_IN_S, SPOKEN_QUESTION, RunningApp

pytestmark = pytest.mark.slow

ROBOT_SCREEN = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
# How long each kind of wait may take on a loaded 2-core machine; every wait ends on
# an event, so these bound a failure, they never slow a pass. Playwright's `expect`
# does not use the page's default timeout (its own is 5 s), so each one names its own.
UI_MS = 15_000  # the page reacts to a click, no model involved
MODEL_MS = 90_000  # an answer, a transcript (Whisper) or speech (piper), then what follows it
NAVIGATION_MS = 30_000  # the simulated robot drives ~17 m at TEST_SPEED_MPS, polled each second
# The fake microphone plays its WAV once from when the recorder opens it
# (hri_app/headless.py): LEAD_IN_S of silence, then the recorded question (speech from
# 0.5 s to 1.8 s of it), then silence. Stopping once the recorder's clock shows 5-8 s
# records the whole question, with 1.2 s to spare for a slow device and 3 s for a slow click.
WHOLE_QUESTION_RECORDED = re.compile(r"^0:0[5-8]$")
# So slow that the robot is still on its way when Stop arrives, however loaded the machine.
CRAWL_MPS = 0.05


@pytest.fixture(scope="module")
def browser(microphone_wav: Callable[..., Path]) -> Iterator[Browser]:
    if shutil.which(CHROMIUM) is None:
        pytest.fail(f"no Chromium at {CHROMIUM}: `make system-deps` installs Debian's chromium")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM,
            headless=True,
            args=chromium_args(microphone_wav(LEAD_IN_S, SPOKEN_QUESTION)),
        )
        yield browser
        browser.close()


@pytest.fixture
def page(browser: Browser, running_app: RunningApp) -> Iterator[Page]:
    context = browser.new_context(viewport=ROBOT_SCREEN, permissions=["microphone"])
    page = context.new_page()
    page.set_default_timeout(UI_MS)
    page.goto(running_app.url)
    page.wait_for_selector("#question textarea")
    yield page
    context.close()


def screenshot(page: Page, name: str) -> None:
    folder = os.environ.get("LGR_SCREENSHOT_DIR")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(folder) / name), full_page=True)


def ask(page: Page, question: str) -> None:
    page.fill("#question textarea", question)
    page.click("#send")


def test_a_typed_question_is_answered_shown_on_the_map_spoken_and_followed(page: Page) -> None:
    ask(page, "Where is the fire hydrant?")
    expect(page.locator("#chat")).to_contain_text(
        "The closest fire hydrant is about", timeout=MODEL_MS
    )
    # The evidence comes in the same update as the answer: never an answer without it.
    expect(page.locator("#evidence")).to_contain_text("fire hydrant", timeout=UI_MS)
    # The map's target marker carries the label and the time it was seen; it is drawn
    # once the speech is on the page.
    marker = page.locator("#map text", has_text="fire hydrant ·")
    expect(marker).to_have_count(1, timeout=MODEL_MS)
    # The spoken reply starts playing by itself, one clip per sentence; Replay replays it.
    page.wait_for_function("() => window.lgrSpeech !== undefined", timeout=MODEL_MS)
    expect(page.locator("#reply-speech .lgr-clip")).to_have_count(2, timeout=MODEL_MS)
    first_start = page.evaluate("() => window.lgrSpeech.playingAt")
    page.click("#reply-speech .lgr-replay")
    page.wait_for_function(f"() => window.lgrSpeech.playingAt > {first_start}")
    screenshot(page, "talk.png")
    page.click("#follow")
    expect(page.locator("#confirm-text")).to_contain_text(
        "Take you to the fire hydrant", timeout=UI_MS
    )
    page.click("#confirm-go")
    status = page.locator("#nav-status")
    expect(status).to_contain_text("m to go", timeout=UI_MS)
    expect(status).to_contain_text("Arrived at the fire hydrant.", timeout=NAVIGATION_MS)
    expect(page.locator("#stop")).to_be_hidden(timeout=UI_MS)


def test_the_evidence_shows_with_the_answer_even_while_the_speech_is_not_ready(
    page: Page, running_app: RunningApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    speech_may_start = threading.Event()
    speak = running_app.service.speak

    def held(reply: Reply) -> Iterator[bytes]:  # a machine too busy to synthesise yet
        speech_may_start.wait(timeout=MODEL_MS / 1000)
        yield from speak(reply)

    monkeypatch.setattr(running_app.service, "speak", held)
    try:
        ask(page, "Where is the fire hydrant?")
        expect(page.locator("#chat")).to_contain_text(
            "The closest fire hydrant is about", timeout=MODEL_MS
        )
        expect(page.locator("#evidence")).to_contain_text("fire hydrant", timeout=UI_MS)
    finally:
        speech_may_start.set()
    expect(page.locator("#reply-speech .lgr-clip")).to_have_count(2, timeout=MODEL_MS)


def test_questions_answered_at_the_same_time_all_stay_in_the_conversation(
    page: Page, running_app: RunningApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A typed question and a heard one (hands-free) in flight together: neither answer
    may overwrite the other in the chat, whichever event finishes last."""
    heard_is_asked = threading.Event()
    answer = running_app.service.ask

    def typed_answered_after_heard_asked(text: str | None, channel: str = "text") -> Reply:
        if channel == "voice":
            heard_is_asked.set()
        else:  # the typed answer lands after the heard question has left the page
            heard_is_asked.wait(timeout=MODEL_MS / 1000)
        return answer(text, channel=channel)

    monkeypatch.setattr(running_app.service, "ask", typed_answered_after_heard_asked)
    ask(page, "Where is the fire hydrant?")
    expect(page.locator("#chat")).to_contain_text("Where is the fire hydrant?", timeout=UI_MS)
    page.evaluate(
        """() => {
        const box = document.querySelector("#listen-question textarea");
        box.value = "Did you see a food truck?";
        box.dispatchEvent(new Event("input", { bubbles: true }));
        document.getElementById("listen-ask").click();
        }"""
    )
    chat = page.locator("#chat")
    expect(chat).to_contain_text("Yes, I saw a food truck", timeout=MODEL_MS)
    expect(chat).to_contain_text("The closest fire hydrant is about", timeout=MODEL_MS)
    expect(page.locator("#reply-speech .lgr-clip")).not_to_have_count(0, timeout=MODEL_MS)
    # Both events have finished: nothing later may take an exchange out again.
    page.wait_for_function(
        "() => !document.querySelector('#chat .progress-text, #chat .eta-bar')", timeout=MODEL_MS
    )
    text = chat.inner_text()
    for said in ("Where is the fire hydrant?", "Did you see a food truck?"):
        assert text.count(said) == 1, text


def test_stop_halts_the_robot_on_its_way(
    page: Page, running_app: RunningApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(running_app.navigator, "speed_mps", CRAWL_MPS)
    ask(page, "Where is the glass door?")  # at the start of the run, ~60 m back
    expect(page.locator("#chat")).to_contain_text("glass door", timeout=MODEL_MS)
    expect(page.locator("#follow")).to_be_enabled(timeout=UI_MS)
    page.click("#follow")
    page.click("#confirm-go")
    expect(page.locator("#stop")).to_be_visible(timeout=UI_MS)
    page.click("#stop")
    # Stop answers with the robot's state itself, without waiting for the status poll.
    expect(page.locator("#nav-status")).to_contain_text("Stopped.", timeout=UI_MS)
    expect(page.locator("#stop")).to_be_hidden(timeout=UI_MS)


def test_a_spoken_question_from_the_microphone_is_transcribed_and_answered(page: Page) -> None:
    page.click("#mic button:has-text('Record')")
    expect(page.locator("#mic time.duration")).to_have_text(WHOLE_QUESTION_RECORDED, timeout=UI_MS)
    page.click("#mic button:has-text('Stop')")
    # The transcript appears as the user's message once the upload and Whisper are done.
    chat = page.locator("#chat")
    expect(chat).to_contain_text("fire hydrant?", timeout=MODEL_MS)
    expect(chat).to_contain_text("The closest fire hydrant is about", timeout=MODEL_MS)
    expect(page.locator("#follow")).to_be_enabled(timeout=UI_MS)


def test_bad_input_gets_a_message_and_the_page_keeps_working(page: Page) -> None:
    ask(page, "   ")
    expect(page.locator("#chat")).to_contain_text("the question is empty", timeout=MODEL_MS)
    expect(page.locator("#follow")).to_be_disabled(timeout=UI_MS)
    page.click("#mic button:has-text('Record')")
    page.click("#mic button:has-text('Stop')")  # at once: nothing was said
    expect(page.locator("#chat")).to_contain_text("⚠ ", timeout=MODEL_MS)
    ask(page, "Did you see a food truck?")
    expect(page.locator("#chat")).to_contain_text("food truck", timeout=MODEL_MS)


def test_the_talk_page_fits_a_phone(browser: Browser, running_app: RunningApp) -> None:
    context = browser.new_context(viewport=PHONE, permissions=["microphone"])
    phone = context.new_page()
    phone.set_default_timeout(UI_MS)
    phone.goto(running_app.url)
    phone.wait_for_selector("#question textarea")
    ask(phone, "Where is the food truck?")
    expect(phone.locator("#chat")).to_contain_text("food truck", timeout=MODEL_MS)
    width = phone.evaluate("document.scrollingElement.scrollWidth")
    assert width <= PHONE["width"], f"the page scrolls sideways: {width}px"
    screenshot(phone, "phone.png")
    context.close()


def test_the_supervise_page_shows_memory_questions_latency_and_trace(
    page: Page, running_app: RunningApp
) -> None:
    ask(page, "Where is the fire hydrant?")
    expect(page.locator("#chat")).to_contain_text(
        "The closest fire hydrant is about", timeout=MODEL_MS
    )
    page.goto(running_app.url + "supervise")
    # The supervise page fills on load and on its refresh: page updates, no model work.
    expect(page.locator("#supervise-summary")).to_contain_text("52 frames", timeout=UI_MS)
    questions = page.locator("#questions")
    expect(questions).to_contain_text("Where is the fire hydrant?", timeout=UI_MS)
    expect(questions).to_contain_text("retrieval ms", timeout=UI_MS)
    expect(questions).to_contain_text("closest (graph)", timeout=UI_MS)
    expect(page.locator("#trace")).to_contain_text("closest", timeout=UI_MS)
    expect(page.locator("#frames")).to_contain_text("food truck", timeout=UI_MS)
    screenshot(page, "supervise.png")
