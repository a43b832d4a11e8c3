"""Agent profiles: how the scripted screen agent errs when it samples (``--agent-profile``).

The plain scripted agent is deterministic: a rerun repeats the same miss. A sampling profile makes it err the
way an LLM-driven screen agent does, per step and reproducibly: each step draws its numbers from its own
stream, ``random.Random(f"{seed}:{suite}:{case}:{attempt}:{step}")``, always the same numbers in the same
order, so the same seed gives the same choices whatever the page did at earlier steps, and never from the
global ``random`` module. The default profile's rates and their source: ``docs/agents.md``.
"""

from __future__ import annotations

import itertools
import math
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pydantic
import yaml
from pydantic import BaseModel, ConfigDict, Field, model_validator

from .._exceptions import ConfigError


class AgentProfile(BaseModel):
    """Per-step error probabilities and distributions of the sampling scripted agent.

    Every probability applies to one step (or one situation of a step, as its field says); each is a
    configuration value, recorded with the run."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = "stochastic"
    click_miss: float = Field(default=0.03, ge=0, le=1)
    """Grounding: a click lands just off the element (a few pixels outside its box) instead of on it."""
    click_jitter: float = Field(default=0.25, ge=0, le=1)
    """Grounding: spread of a click that lands on the element, as a share of its half width/height around
    the centre of its visible part (kept inside the inner 80% of that part)."""
    miss_offset_px: tuple[float, float] = (3.0, 12.0)
    """How far outside the element's box a missed click lands (uniform, in pixels)."""
    wrong_match: float = Field(default=0.25, ge=0, le=1)
    """Grounding, when several visible controls match the target: the agent picks another than the best."""
    settle_sigma: float = Field(default=0.25, ge=0, le=2)
    """Timing: the settle time after an action is the run's ``--settle`` times ``exp(N(0, sigma))``."""
    settle_short: float = Field(default=0.03, ge=0, le=1)
    """Timing: the settle time is too short instead, uniform in ``settle_short_s``."""
    settle_short_s: tuple[float, float] = (0.0, 0.1)
    offscreen_give_up: float = Field(default=0.14, ge=0, le=1)
    """Partial view, when the target is on the page but not in the viewport: the agent gives up (as the plain
    agent always does); otherwise it first scrolls the page down a little and looks again."""
    scroll_fraction: tuple[float, float] = (0.5, 1.0)
    """How far that scroll goes, as a share of the viewport height (uniform): a target further away stays
    out of view, and so does one above."""
    type_pauses: float = Field(default=0.2, ge=0, le=1)
    """Typing (fill): the text is typed in a few pieces with pauses between them, uniform in
    ``type_pause_s`` (debounced fields and autosave see the pieces)."""
    type_pause_s: tuple[float, float] = (0.05, 0.3)

    @model_validator(mode="after")
    def _ranges(self) -> AgentProfile:
        for field in ("miss_offset_px", "settle_short_s", "scroll_fraction", "type_pause_s"):
            lo, hi = getattr(self, field)
            if not 0 <= lo <= hi:
                raise ValueError(f"{field}: needs 0 <= low <= high, got [{lo}, {hi}]")
        return self


STOCHASTIC = AgentProfile()
"""The default sampling profile (``--agent-profile stochastic``)."""

PROFILE_NAMES = ("scripted", "stochastic")
"""Named profiles: ``scripted`` is the deterministic agent (no profile), ``stochastic`` the default one."""


def load_profile(spec: str) -> AgentProfile | None:
    """A profile by name (``scripted``: None, deterministic; ``stochastic``) or from a YAML file of
    :class:`AgentProfile` fields (those left out keep the ``stochastic`` defaults).

    Bad input is a :class:`ConfigError` naming the file and the field."""
    if spec == "scripted":
        return None
    if spec == "stochastic":
        return STOCHASTIC
    path = Path(spec)
    if path.suffix.lower() not in (".yaml", ".yml") or not path.is_file():
        raise ConfigError(
            f"--agent-profile {spec}: not a profile name ({', '.join(PROFILE_NAMES)}) nor a YAML file"
        )
    try:
        raw: Any = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except (yaml.YAMLError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{path}: not valid YAML: {exc}") from None
    if not isinstance(raw, dict):
        raise ConfigError(f"{path}: an agent profile must be a mapping of AgentProfile fields")
    raw.setdefault("name", path.stem)
    try:
        return AgentProfile(**raw)
    except pydantic.ValidationError as exc:
        err = exc.errors()[0]
        field = ".".join(str(x) for x in err["loc"]) or "profile"
        raise ConfigError(f"{path}: {field}: {err['msg']}") from None


@dataclass(frozen=True)
class StepDraws:
    """The numbers one step of the sampling agent drew, always the same ones in the same order."""

    miss: bool
    miss_side: int
    """0 left, 1 right, 2 above, 3 below the element."""
    miss_offset: float
    jitter: tuple[float, float]
    settle_short: bool
    settle_factor: float
    short_settle_s: float
    wrong_pick: bool
    pick: float
    """Which of the other matches (uniform in [0, 1), scaled to how many there are)."""
    give_up: bool
    scroll_fraction: float
    pauses: bool
    pause_seed: int
    """Seed of the typing pauses (their number depends on the text)."""


def stream_key(seed: int, suite: str, case_id: str, attempt: int | str) -> str:
    """The key of one run's stream: the run seed, the case, and which attempt (0 the single run, 1.. the
    baselines' reruns; a string for branches)."""
    return f"{seed}:{suite}:{case_id}:{attempt}"


def draw_step(profile: AgentProfile, key: str, step: int) -> StepDraws:
    """Step ``step`` (0-based case step) of the stream ``key``."""
    rng = random.Random(f"{key}:{step}")
    u = [rng.random() for _ in range(11)]
    g = [rng.gauss(0.0, 1.0) for _ in range(3)]
    lo, hi = profile.miss_offset_px
    slo, shi = profile.settle_short_s
    flo, fhi = profile.scroll_fraction
    return StepDraws(
        miss=u[0] < profile.click_miss,
        miss_side=int(u[1] * 4) % 4,
        miss_offset=lo + (hi - lo) * u[2],
        jitter=(g[0] * profile.click_jitter, g[1] * profile.click_jitter),
        settle_short=u[3] < profile.settle_short,
        settle_factor=math.exp(g[2] * profile.settle_sigma),
        short_settle_s=slo + (shi - slo) * u[4],
        wrong_pick=u[5] < profile.wrong_match,
        pick=u[6],
        give_up=u[7] < profile.offscreen_give_up,
        scroll_fraction=flo + (fhi - flo) * u[8],
        pauses=u[9] < profile.type_pauses,
        pause_seed=int(u[10] * 2**31),
    )


def settle_time(profile: AgentProfile, draws: StepDraws, base_s: float) -> float:
    """The settle time of a step: too short, or drawn around the run's ``--settle``."""
    if draws.settle_short:
        return round(draws.short_settle_s, 3)
    return round(base_s * draws.settle_factor, 3)


def typing_pieces(profile: AgentProfile, draws: StepDraws, text: str) -> list[tuple[str, float]]:
    """The text as typed: one piece, or (with pauses) two to four pieces each followed by a pause. A text
    that names a secret (``${VAR}``) is typed in one piece: the reference is resolved when it is typed."""
    if not draws.pauses or len(text) < 2 or "${" in text:
        return [(text, 0.0)]
    rng = random.Random(draws.pause_seed)
    cuts = sorted(rng.sample(range(1, len(text)), min(len(text) - 1, rng.randint(1, 3))))
    lo, hi = profile.type_pause_s
    bounds = [0, *cuts, len(text)]
    pieces = [(text[a:b], round(lo + (hi - lo) * rng.random(), 3)) for a, b in itertools.pairwise(bounds)]
    return [*pieces[:-1], (pieces[-1][0], 0.0)]
