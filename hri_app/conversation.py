"""One browser session's conversation, kept on the server.

The chat a page shows is never read back as the history: a question heard
hands-free, a typed one and a recorded one can be answered at the same time,
and an event that wrote the page's copy of the chat would drop the answers that
landed after that copy was taken. Each event adds its messages here instead,
and every update of the chat shows all of them.

Two events' updates can still be shown in the opposite order from the one they
were sent in (seen under load: a heard question's answer, sent first, shown
after a typed one's), so the newer chat is replaced by the older: when an
answer's event ends, the app shows the whole conversation once more.
"""

from __future__ import annotations

from hri_app.activity import excerpt
from hri_app.service import Reply

Message = dict[str, str]  # the Chatbot's message: {"role": ..., "content": ...}


class Conversation:
    """The messages of one session, in the order they happened (a gr.State).

    Not a dataclass: Gradio turns dataclass values into dicts for the page's config.
    """

    def __init__(self, messages: list[Message] | None = None) -> None:
        self.messages: list[Message] = messages or []

    def asked(self, question: str) -> list[Message]:
        """A question said or typed; a huge one is shown cut (the log keeps it cut too)."""
        self.messages.append({"role": "user", "content": excerpt(question)})
        return self.shown()

    def answered(self, reply: Reply) -> list[Message]:
        text = reply.answer.answer
        if reply.answer.notice:
            text = f"{text}\n\n_{reply.answer.notice}_"
        self.messages.append({"role": "assistant", "content": text})
        return self.shown()

    def refused(self, error: Exception) -> list[Message]:
        """A question that could not be asked: why, in the robot's turn."""
        self.messages.append({"role": "assistant", "content": f"⚠ {error}"})
        return self.shown()

    def shown(self) -> list[Message]:
        """A copy for the Chatbot: the page must not share the list events append to."""
        return [dict(message) for message in self.messages]
