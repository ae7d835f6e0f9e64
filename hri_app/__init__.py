"""Human-robot interaction front-ends: speech in and out now; the Gradio app to come."""
