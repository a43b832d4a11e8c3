"""Serving the app under test: a rooted static server, a given URL, or a command the tool starts."""

from ._serve import RunningApp, free_port, serve_app
from ._static import StaticServer

__all__ = ["RunningApp", "StaticServer", "free_port", "serve_app"]
