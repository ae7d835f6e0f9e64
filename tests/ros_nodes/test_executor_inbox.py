"""The queue between the app's threads and the ROS executor, and callbacks that never kill it."""

from __future__ import annotations

import threading

from ros_nodes.callback_guard import guarded
from ros_nodes.executor_inbox import ExecutorInbox
from tests.fakes.ros import ScriptedExecutor


def test_calls_from_other_threads_run_on_the_executor_thread_in_order() -> None:
    executor = ScriptedExecutor()
    ran: list[tuple[str, int, str]] = []

    def put_from(name: str) -> None:
        for i in range(200):
            executor.inbox.put(lambda i=i: ran.append((name, i, threading.current_thread().name)))

    producers = [threading.Thread(target=put_from, args=(f"app-{n}",)) for n in range(3)]
    for producer in producers:
        producer.start()
    for producer in producers:
        producer.join()
    executor.drain()
    executor.stop()

    assert len(ran) == 600
    assert {thread for _, _, thread in ran} == {"scripted-executor"}
    for n in range(3):
        assert [i for name, i, _ in ran if name == f"app-{n}"] == list(range(200))


def test_a_failing_call_is_reported_and_the_next_ones_still_run() -> None:
    reported: list[str] = []
    inbox = ExecutorInbox(lambda: None, lambda name, error: reported.append(f"{name}: {error}"))
    ran: list[int] = []

    def broken() -> None:
        raise ValueError("publisher gone")

    inbox.put(broken)
    inbox.put(lambda: ran.append(1))
    inbox.run_pending()

    assert reported == ["broken: publisher gone"] and ran == [1]


def test_a_closed_inbox_drops_waiting_calls_and_wakes_nobody() -> None:
    wakes: list[int] = []
    inbox = ExecutorInbox(lambda: wakes.append(1), lambda name, error: None)
    ran: list[int] = []
    inbox.put(lambda: ran.append(1))

    inbox.close()

    assert inbox.put(lambda: ran.append(2)) is False
    inbox.run_pending()
    assert ran == [] and wakes == [1]


def test_a_guarded_callback_reports_instead_of_raising_into_the_executor() -> None:
    reported: list[tuple[str, str]] = []

    def on_pose(message: float) -> None:
        if message != message:  # NaN
            raise ValueError("pose is not finite")

    callback = guarded(on_pose, lambda name, error: reported.append((name, str(error))))
    callback(1.0)
    callback(float("nan"))

    assert reported == [("on_pose", "pose is not finite")]
