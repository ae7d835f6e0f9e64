"""Hands-free listening: utterances found by VAD, a wake phrase, barge-in, echo ignored.

Pure logic over 16 kHz mono PCM, no browser and no server: the Talk page's
WebSocket route (``hri_app.listen_route``) feeds it the microphone, and anything
else that has a microphone (a robot-side node) can feed it the same way.
"""
