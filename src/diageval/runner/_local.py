"""Running suites on this machine: one browser per worker, the app served once per suite."""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import logging
import platform
import time
from collections.abc import Awaitable, Callable
from importlib.metadata import version

from playwright.async_api import Browser, Playwright, async_playwright

from .. import __version__
from .._exceptions import AppError
from ..app import serve_app
from ..browser import launch_browser
from ..suite import Case, Suite
from ._case import run_case
from ._config import RunConfig
from ._llm import LLMServices
from ._models import CaseResult, RunResult

logger = logging.getLogger(__name__)

OnResult = Callable[[CaseResult], None]


class BrowserSlot:
    """One worker's browser, relaunched when it has crashed so later cases still run."""

    def __init__(self, pw: Playwright) -> None:
        self.pw = pw
        self.browser: Browser | None = None

    async def get(self) -> Browser:
        if self.browser is None or not self.browser.is_connected():
            if self.browser is not None:
                logger.warning("browser disconnected; launching a new one")
            self.browser = await launch_browser(self.pw)
        return self.browser

    async def close(self) -> None:
        if self.browser is not None and self.browser.is_connected():
            await self.browser.close()


def _harness_result(suite: Suite, case: Case, reason: str) -> CaseResult:
    return CaseResult(
        suite=suite.name,
        case_id=case.id,
        task=case.task,
        label=case.label,
        verdict="error",
        attribution="harness_fault",
        reason=reason,
    )


async def run_suites(
    suites: list[Suite], config: RunConfig, *, on_result: OnResult | None = None
) -> RunResult:
    """Run every case of every suite and write ``results.json`` into ``config.out_dir`` as cases finish."""
    t0 = time.perf_counter()
    config.out_dir.mkdir(parents=True, exist_ok=True)
    run = RunResult(
        run_id=dt.datetime.now().strftime("%Y%m%d-%H%M%S"),
        started_at=dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        parameters=json.loads(config.model_dump_json()),
    )
    lock = asyncio.Lock()

    async def done(res: CaseResult) -> None:
        async with lock:
            run.cases.append(res)
            _write(run, config)
        if on_result is not None:
            on_result(res)

    llm = LLMServices.build(config.llm)
    async with async_playwright() as pw:
        slots = [BrowserSlot(pw) for _ in range(config.workers)]
        first = await slots[0].get()
        run.versions = _versions(first)
        try:
            for suite in suites:
                await _run_suite(suite, slots, config, done, llm)
        finally:
            for slot in slots:
                await slot.close()
    run.duration_s = round(time.perf_counter() - t0, 3)
    if llm is not None:
        sp = llm.spending
        run.llm = {
            "cost_usd": float(sp.cost_usd),
            "input_tokens": sp.input_tokens,
            "output_tokens": sp.output_tokens,
            "calls": sp.calls,
            "cache_hits": sp.cache_hits,
            "max_cost_usd": config.llm.max_cost_usd,
        }
    _write(run, config)
    return run


async def _run_suite(
    suite: Suite,
    slots: list[BrowserSlot],
    config: RunConfig,
    done: Callable[[CaseResult], Awaitable[None]],
    llm: LLMServices | None = None,
) -> None:
    try:
        async with serve_app(suite.app, log_dir=config.out_dir / "logs") as app:
            queue: asyncio.Queue[Case] = asyncio.Queue()
            for case in suite.cases:
                queue.put_nowait(case)
            n = 1 if suite.isolation == "serial" else min(len(slots), len(suite.cases))

            async def worker(slot: BrowserSlot) -> None:
                while not queue.empty():
                    case = queue.get_nowait()
                    if llm is not None and llm.over_budget():
                        # --max-cost reached: the run stops cleanly; finished cases stay as they are.
                        await done(
                            _harness_result(
                                suite, case, "not run: the LLM spending cap (--max-cost) was reached"
                            )
                        )
                        continue
                    try:
                        browser = await slot.get()
                    except Exception as exc:  # a browser that cannot start is a harness fault
                        await done(_harness_result(suite, case, f"harness fault: {exc}"))
                        continue
                    await done(await run_case(browser, suite, case, app, config, llm))

            await asyncio.gather(*(worker(s) for s in slots[:n]))
    except AppError as exc:
        logger.error("suite %s: %s", suite.name, exc)
        for case in suite.cases:
            await done(_harness_result(suite, case, f"harness fault: {exc}"))


def _versions(browser: Browser) -> dict[str, str]:
    return {
        "diageval": __version__,
        "playwright": version("playwright"),
        "chromium": browser.version,
        "python": platform.python_version(),
    }


def _write(run: RunResult, config: RunConfig) -> None:
    path = config.out_dir / "results.json"
    tmp = path.with_suffix(".json.tmp")
    tmp.write_text(run.model_dump_json(indent=1), encoding="utf-8")
    tmp.replace(path)
