"""End to end in a real headless Chromium (Debian's, driven by Playwright).

The microphone is Chromium's fake capture device fed from a recorded WAV in
assets/, so the voice path runs exactly as on the robot: record, stop, upload,
transcribe, answer, speak. Set LGR_SCREENSHOT_DIR to keep screenshots (docs/).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect, sync_playwright

from hri_app.headless import CHROMIUM, chromium_args
from tests.hri_app.conftest import SPOKEN_QUESTION, RunningApp

pytestmark = pytest.mark.slow

ROBOT_SCREEN = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
WAIT_MS = 30_000


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    if shutil.which(CHROMIUM) is None:
        pytest.fail(f"no Chromium at {CHROMIUM}: `make system-deps` installs Debian's chromium")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=chromium_args(SPOKEN_QUESTION)
        )
        yield browser
        browser.close()


@pytest.fixture
def page(browser: Browser, running_app: RunningApp) -> Iterator[Page]:
    context = browser.new_context(viewport=ROBOT_SCREEN, permissions=["microphone"])
    page = context.new_page()
    page.set_default_timeout(WAIT_MS)
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
    expect(page.locator("#chat")).to_contain_text("The closest fire hydrant is about")
    expect(page.locator("#evidence")).to_contain_text("fire hydrant")
    # The map's target marker carries the label and the time it was seen.
    expect(page.locator("#map text", has_text="fire hydrant ·")).to_have_count(1)
    # The spoken reply starts playing by itself, one clip per sentence; Replay replays it.
    page.wait_for_function("() => window.lgrSpeech !== undefined")
    expect(page.locator("#reply-speech .lgr-clip")).to_have_count(2)
    first_start = page.evaluate("() => window.lgrSpeech.playingAt")
    page.click("#reply-speech .lgr-replay")
    page.wait_for_function(f"() => window.lgrSpeech.playingAt > {first_start}")
    screenshot(page, "talk.png")
    page.click("#follow")
    expect(page.locator("#confirm-text")).to_contain_text("Take you to the fire hydrant")
    page.click("#confirm-go")
    expect(page.locator("#nav-status")).to_contain_text("m to go")
    expect(page.locator("#nav-status")).to_contain_text("Arrived at the fire hydrant.")
    expect(page.locator("#stop")).to_be_hidden()


def test_stop_halts_the_robot_on_its_way(page: Page) -> None:
    ask(page, "Where is the glass door?")  # at the start of the run, ~60 m back
    expect(page.locator("#chat")).to_contain_text("glass door")
    page.click("#follow")
    page.click("#confirm-go")
    expect(page.locator("#stop")).to_be_visible()
    page.click("#stop")
    expect(page.locator("#nav-status")).to_contain_text("Stopped.")
    expect(page.locator("#stop")).to_be_hidden()


def test_a_spoken_question_from_the_microphone_is_transcribed_and_answered(page: Page) -> None:
    page.click("#mic button:has-text('Record')")
    page.wait_for_timeout(3500)  # the recorded question lasts 1.4 s after 0.5 s of silence
    page.click("#mic button:has-text('Stop')")
    # The transcript appears as the user's message once the upload and Whisper are done.
    chat = page.locator("#chat")
    expect(chat).to_contain_text("fire hydrant?")
    expect(chat).to_contain_text("The closest fire hydrant is about")
    expect(page.locator("#follow")).to_be_enabled()


def test_bad_input_gets_a_message_and_the_page_keeps_working(page: Page) -> None:
    ask(page, "   ")
    expect(page.locator("#chat")).to_contain_text("the question is empty")
    expect(page.locator("#follow")).to_be_disabled()
    page.click("#mic button:has-text('Record')")
    page.click("#mic button:has-text('Stop')")  # at once: nothing was said
    expect(page.locator("#chat")).to_contain_text("⚠ ")
    ask(page, "Did you see a food truck?")
    expect(page.locator("#chat")).to_contain_text("food truck")


def test_the_talk_page_fits_a_phone(browser: Browser, running_app: RunningApp) -> None:
    context = browser.new_context(viewport=PHONE, permissions=["microphone"])
    phone = context.new_page()
    phone.goto(running_app.url)
    phone.wait_for_selector("#question textarea")
    ask(phone, "Where is the food truck?")
    expect(phone.locator("#chat")).to_contain_text("food truck")
    width = phone.evaluate("document.scrollingElement.scrollWidth")
    assert width <= PHONE["width"], f"the page scrolls sideways: {width}px"
    screenshot(phone, "phone.png")
    context.close()


def test_the_supervise_page_shows_memory_questions_latency_and_trace(
    page: Page, running_app: RunningApp
) -> None:
    ask(page, "Where is the fire hydrant?")
    expect(page.locator("#chat")).to_contain_text("The closest fire hydrant is about")
    page.goto(running_app.url + "supervise")
    expect(page.locator("#supervise-summary")).to_contain_text("52 frames")
    questions = page.locator("#questions")
    expect(questions).to_contain_text("Where is the fire hydrant?")
    expect(questions).to_contain_text("retrieval ms")
    expect(questions).to_contain_text("closest (graph)")
    expect(page.locator("#trace")).to_contain_text("closest")
    expect(page.locator("#frames")).to_contain_text("food truck")
    screenshot(page, "supervise.png")
