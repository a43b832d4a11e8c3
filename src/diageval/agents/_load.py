"""Loading a plug-in agent named ``module:Class`` (or ``path/to/file.py:Class``)."""

from __future__ import annotations

import importlib
import importlib.util
import sys
from pathlib import Path

from .._exceptions import ConfigError
from ._protocol import Agent


def load_agent(spec: str) -> Agent:
    """A new instance of the agent class ``spec`` names. Errors are :class:`ConfigError` naming it."""
    module_name, sep, attr = spec.partition(":")
    if not sep or not module_name or not attr:
        raise ConfigError(f"--agent {spec!r}: expected module:Class or path/to/file.py:Class")
    try:
        if module_name.endswith(".py"):
            path = Path(module_name).resolve()
            if not path.is_file():
                raise ConfigError(f"--agent {spec!r}: file not found: {path}")
            name = f"diageval_agent_{abs(hash(str(path)))}"
            module = sys.modules.get(name)
            if module is None:
                loader_spec = importlib.util.spec_from_file_location(name, path)
                assert loader_spec is not None and loader_spec.loader is not None
                module = importlib.util.module_from_spec(loader_spec)
                sys.modules[name] = module
                loader_spec.loader.exec_module(module)
        else:
            module = importlib.import_module(module_name)
    except ConfigError:
        raise
    except Exception as exc:  # the user's module failed to import: say so, with its own error
        raise ConfigError(
            f"--agent {spec!r}: cannot import {module_name}: {type(exc).__name__}: {exc}"
        ) from None
    obj = module
    for part in attr.split("."):
        if not hasattr(obj, part):
            raise ConfigError(f"--agent {spec!r}: {module_name} has no {attr}")
        obj = getattr(obj, part)
    try:
        agent = obj() if isinstance(obj, type) else obj
    except Exception as exc:
        raise ConfigError(f"--agent {spec!r}: could not create it: {type(exc).__name__}: {exc}") from None
    if not isinstance(agent, Agent):
        raise ConfigError(
            f"--agent {spec!r}: not an agent (it needs a 'name' and an async 'run(case, recorder, origin)')"
        )
    return agent


def agent_spec(cls: type) -> str:
    """The ``module:Class`` name of an agent class, to record with a run and load it again."""
    return f"{cls.__module__}:{cls.__qualname__}"
