"""A suite's login: its secrets, headers, credentials and ``setup`` steps, as every case's context options.

The ``setup`` steps run once per suite and worker (browser), in a fresh context with the suite's
headers, credentials and ``storage_state`` file, by the scripted screen agent; the storage state they
leave (cookies, localStorage) is where every context of the suite's cases starts: the single run, each
diagnosis branch's cold restore and the baselines' reruns. Nothing of the setup is recorded (it types
secrets); a setup that cannot finish makes each of the suite's cases a harness fault naming the step.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
import os
import weakref
from typing import Any

from playwright.async_api import Browser

from .._exceptions import ConfigError, HarnessError
from ..agents import Recorder, ScriptedAgent
from ..app import RunningApp
from ..browser import CaseSession, ContextOptions, active_secrets
from ..suite import Case, Secrets, Suite

logger = logging.getLogger(__name__)

_Key = tuple[str, str, str]
_DONE: weakref.WeakKeyDictionary[Browser, dict[_Key, ContextOptions | HarnessError]] = (
    weakref.WeakKeyDictionary()
)
_LOCKS: weakref.WeakKeyDictionary[Browser, asyncio.Lock] = weakref.WeakKeyDictionary()


def suite_secrets(suite: Suite) -> Secrets:
    """The values of the environment variables ``suite`` references (checked again: the environment of
    a worker may not be the one the suite was loaded in)."""
    missing = [n for n in suite.secrets if n not in os.environ]
    if missing:
        raise ConfigError(
            f"{suite.source}: environment variable {missing[0]} is not set (referenced as ${{{missing[0]}}})"
        )
    return Secrets.from_env(suite.secrets)


def base_options(suite: Suite, secrets: Secrets) -> ContextOptions:
    """The suite's headers, credentials and storage-state file, secrets resolved (no setup run yet)."""
    state: dict[str, Any] | None = None
    if suite.storage_state is not None:
        state = json.loads(suite.storage_state.read_text(encoding="utf-8"))
    creds = suite.http_credentials
    return ContextOptions(
        storage_state=state,
        http_headers=tuple((k, secrets.resolve(v)) for k, v in suite.http_headers),
        http_credentials=None if creds is None else (secrets.resolve(creds[0]), secrets.resolve(creds[1])),
    )


async def enter_suite(browser: Browser, suite: Suite, app: RunningApp, settle_s: float) -> ContextOptions:
    """Make the current task ready for a case of ``suite``: its secrets active (typed as values, masked
    in what is recorded) and its login done. Returns the options every context of the case gets."""
    secrets = suite_secrets(suite)
    active_secrets.set(secrets)
    base = base_options(suite, secrets)
    if not suite.setup:
        return base
    key = (str(suite.source), suite.name, app.origin)
    lock = _LOCKS.setdefault(browser, asyncio.Lock())
    async with lock:
        done = _DONE.setdefault(browser, {})
        if key not in done:
            try:
                done[key] = await _run_setup(browser, suite, app, settle_s, base)
            except HarnessError as exc:
                done[key] = exc
    got = done[key]
    if isinstance(got, HarnessError):
        raise got
    return got


async def _run_setup(
    browser: Browser, suite: Suite, app: RunningApp, settle_s: float, base: ContextOptions
) -> ContextOptions:
    assert suite.setup is not None
    session = await CaseSession(browser, viewport=suite.viewport, dialogs=suite.dialogs, options=base).open()
    try:
        await session.goto(app.entry_url)
        recorder = Recorder(
            session,
            out_dir=None,
            case_id="setup",
            suite=suite.name,
            agent="setup",
            entry_url=app.entry_url,
            settle_s=settle_s,
        )
        setup = Case(id="setup", task=f"set-up of suite {suite.name}", steps=suite.setup)
        traj = await ScriptedAgent().run(setup, recorder, app.origin)
        if not traj.finished:
            raise HarnessError(f"suite '{suite.name}': setup did not finish: {traj.stopped_reason}")
        state: dict[str, Any] = dict(await session.context.storage_state())
    finally:
        await session.close()
    logger.info("suite %s: setup done (%d cookies)", suite.name, len(state.get("cookies") or []))
    return dataclasses.replace(base, storage_state=state)
