"""Hands-free conversation in a real headless Chromium, its fake microphone fed from a WAV.

Each test builds the WAV it needs from piper's voice and silence, starts a
Chromium whose microphone plays that file once from the moment it is opened,
switches hands-free on, and watches the page: nothing is clicked after that.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect, sync_playwright

from hri_app.config import speech_config
from hri_app.headless import CHROMIUM, chromium_args
from tests.hri_app.conftest import (
    FIRE_HYDRANT,
    FOOD_TRUCK,
    LEAD_IN_S,
    LONG_ANSWER,
    LONG_QUESTION,
    RunningApp,
)

pytestmark = pytest.mark.slow

# Every wait ends on an event; these bound a failure on a loaded 2-core machine
# (Playwright's expect has its own 5 s default, so each names one).
UI_MS = 15_000  # the page reacts, no model involved
# The microphone plays the whole WAV in real time, then Whisper, the answer and piper.
CONVERSATION_MS = 60_000


@pytest.fixture
def hands_free(running_app: RunningApp) -> Iterator[Callable[[Path], Page]]:
    """Opens the Talk page in a Chromium whose microphone plays a WAV, with hands-free on."""
    if shutil.which(CHROMIUM) is None:
        pytest.fail(f"no Chromium at {CHROMIUM}: `make system-deps` installs Debian's chromium")
    with sync_playwright() as playwright:
        browsers = []

        def open_page(wav: Path) -> Page:
            browser = playwright.chromium.launch(
                executable_path=CHROMIUM, headless=True, args=chromium_args(wav)
            )
            browsers.append(browser)
            context = browser.new_context(permissions=["microphone"])
            page = context.new_page()
            page.set_default_timeout(UI_MS)
            page.goto(running_app.url)
            page.check("#listen")
            expect(page.locator("#listen-state")).to_have_text("Listening…", timeout=UI_MS)
            return page

        yield open_page
        for browser in browsers:
            browser.close()


def asked(page: Page) -> list[str]:
    return page.evaluate("() => window.lgrListen.asked")


def wait_until_listening_after_the_wav(page: Page, seconds: float) -> None:
    """The microphone has played the whole WAV and the robot is listening again."""
    page.wait_for_function(
        f"() => performance.now() - window.lgrListen.startedAt > {seconds * 1000}"
        " && window.lgrListen.state === 'listening'",
        timeout=CONVERSATION_MS,
    )


def test_one_question_is_answered_without_a_click_and_asked_once(
    hands_free: Callable[[Path], Page],
    microphone_wav: Callable[..., Path],
    running_app: RunningApp,
) -> None:
    before = len(running_app.service.activity.exchanges())
    page = hands_free(microphone_wav(LEAD_IN_S, FIRE_HYDRANT, 2.0))
    chat = page.locator("#chat")
    expect(chat).to_contain_text("The closest fire hydrant is about", timeout=CONVERSATION_MS)
    expect(page.locator("#listen-heard")).to_contain_text("fire hydrant", timeout=UI_MS)
    wait_until_listening_after_the_wav(page, LEAD_IN_S + 3.5)
    assert len(asked(page)) == 1
    assert len(running_app.service.activity.exchanges()) == before + 1
    exchange = running_app.service.activity.exchanges()[0]  # newest first
    assert exchange.channel == "voice"
    # Whisper's time on the listening stream, shown on the Supervise page.
    assert 0 < exchange.timings["stt"] < exchange.timings["total"]


def test_two_questions_are_answered_in_order(
    hands_free: Callable[[Path], Page], microphone_wav: Callable[..., Path]
) -> None:
    page = hands_free(microphone_wav(LEAD_IN_S, FIRE_HYDRANT, 2.0, FOOD_TRUCK, 2.0))
    chat = page.locator("#chat")
    expect(chat).to_contain_text("Yes, I saw a food truck", timeout=CONVERSATION_MS)
    expect(chat).to_contain_text("The closest fire hydrant is about", timeout=UI_MS)
    text = chat.inner_text()
    assert text.index("fire hydrant is about") < text.index("Yes, I saw a food truck")
    assert [q.rstrip("?").split()[-1] for q in asked(page)] == ["hydrant", "truck"]


def test_speaking_over_the_reply_stops_it_and_the_new_question_is_answered(
    hands_free: Callable[[Path], Page], microphone_wav: Callable[..., Path]
) -> None:
    page = hands_free(microphone_wav(LEAD_IN_S, LONG_ANSWER, 4.0, LONG_QUESTION, 2.0))
    chat = page.locator("#chat")
    expect(chat).to_contain_text("A food truck parked by the curb", timeout=CONVERSATION_MS)
    page.wait_for_function(
        "() => (window.lgrSpeechStarts || []).length > 0", timeout=CONVERSATION_MS
    )
    # The first clip that played (by now, on a busy machine, the second reply may play).
    first_reply = page.evaluate("() => window.lgrSpeechStarts[0].reply")
    expect(chat).to_contain_text("Yes, I saw a food truck", timeout=CONVERSATION_MS)
    # The player reports the long reply cut short, once, and the second reply plays.
    stops = page.evaluate("() => window.lgrSpeechStops")
    assert [stop["reply"] for stop in stops] == [first_reply]
    page.wait_for_function(
        f"() => window.lgrSpeech.reply !== {first_reply!r}", timeout=CONVERSATION_MS
    )
    assert len(asked(page)) == 2


def test_with_a_wake_phrase_only_the_question_after_it_is_answered(
    hands_free: Callable[[Path], Page],
    microphone_wav: Callable[..., Path],
    running_app: RunningApp,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(speech_config(running_app.service.config), "wake_phrase", "hey robot")
    page = hands_free(microphone_wav(LEAD_IN_S, FIRE_HYDRANT, 2.0, f"Hey robot, {FOOD_TRUCK}", 2.0))
    chat = page.locator("#chat")
    expect(chat).to_contain_text("Yes, I saw a food truck", timeout=CONVERSATION_MS)
    expect(page.locator("#listen-heard .lgr-not-for-me")).to_contain_text(
        "fire hydrant", timeout=UI_MS
    )
    expect(page.locator("#listen-heard .lgr-not-for-me")).to_contain_text(
        "not for me", timeout=UI_MS
    )
    assert "fire hydrant is about" not in chat.inner_text()
    assert len(asked(page)) == 1


def test_with_a_wake_phrase_talk_over_the_reply_not_for_the_robot_only_pauses_it(
    hands_free: Callable[[Path], Page],
    microphone_wav: Callable[..., Path],
    running_app: RunningApp,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(speech_config(running_app.service.config), "wake_phrase", "hey robot")
    # As LONG_QUESTION: long enough to be said over the reply however late it starts.
    bystander = "I think the meeting moved to Thursday afternoon, right after lunch."
    page = hands_free(microphone_wav(LEAD_IN_S, f"Hey robot, {LONG_ANSWER}", 4.0, bystander, 2.0))
    expect(page.locator("#chat")).to_contain_text(
        "A food truck parked by the curb", timeout=CONVERSATION_MS
    )
    expect(page.locator("#listen-heard .lgr-not-for-me")).to_contain_text(
        "Thursday", timeout=CONVERSATION_MS
    )
    page.wait_for_function(
        "() => (window.lgrSpeechResumes || []).length > 0", timeout=CONVERSATION_MS
    )
    reply = page.evaluate("() => window.lgrSpeechStarts[0].reply")
    pauses = page.evaluate("() => window.lgrSpeechPauses")
    resumed = page.evaluate("() => window.lgrSpeechResumes")
    assert [p["reply"] for p in pauses] == [reply]
    assert [r["reply"] for r in resumed] == [reply]
    # The sentence it cut plays again from its start, and nothing was stopped.
    page.wait_for_function(
        f"() => window.lgrSpeechStarts.some((s) => s.at > {resumed[0]['at']})",
        timeout=UI_MS,
    )
    after = page.evaluate(f"() => window.lgrSpeechStarts.filter((s) => s.at > {resumed[0]['at']})")
    assert after[0]["reply"] == reply
    assert page.evaluate("() => window.lgrSpeechStops || []") == []
    assert len(asked(page)) == 1


def test_a_blocked_microphone_says_how_to_allow_it_and_switches_hands_free_off(
    running_app: RunningApp, microphone_wav: Callable[..., Path]
) -> None:
    with sync_playwright() as playwright:
        # As if the person had answered the browser's prompt with "Block".
        args = [flag for flag in chromium_args(microphone_wav(1.0)) if "fake-ui" not in flag]
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=[*args, "--deny-permission-prompts"]
        )
        try:
            page = browser.new_context().new_page()
            page.set_default_timeout(UI_MS)
            page.goto(running_app.url)
            # A click, not check(): the page may switch the toggle off again before
            # Playwright looks at it.
            page.click("#listen")
            expect(page.locator("#listen-problem")).to_contain_text(
                "the microphone is blocked: allow it for this site", timeout=UI_MS
            )
            expect(page.locator("#listen")).not_to_be_checked(timeout=UI_MS)
            assert page.evaluate("() => window.lgrListen.state") == "off"
        finally:
            browser.close()
