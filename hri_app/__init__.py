"""Human-robot interaction: the touchscreen app (Gradio), speech in and out, Follow me.

gradio loads only when the app is built, and without regenerating its type stubs
(``gradio_stubs``): a second off every app start.
"""

from hri_app.gradio_stubs import skip_stub_writing

skip_stub_writing()
