"""LLM settings of a run. With no model set (the default) nothing touches the network."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from pydantic import BaseModel, Field

from ._client import ClientSettings, Gates, LLMClient, Spending
from ._prices import PriceTable
from ._spec import ModelSpec


class LLMConfig(BaseModel):
    verifier_model: str | None = None
    """``provider/model`` of the verifier used for cases without deterministic checks."""
    agent_model: str | None = None
    """``provider/model`` of the vision GUI agent; the scripted screen agent when unset."""
    judge_model: str | None = None
    """``provider/model`` of the judge that writes the FDS; the heuristic judge when unset."""
    base_url: str | None = None
    max_cost_usd: float | None = Field(default=None, gt=0)
    cache_dir: Path | None = None
    prices: Path | None = None
    timeout_s: float = 60.0
    retries: int = 4
    concurrency: int = Field(default=4, ge=1)
    """Requests in flight at once to one provider endpoint, over all roles."""

    @property
    def enabled(self) -> bool:
        return bool(self.verifier_model or self.judge_model or self.agent_model)

    def require_keys(self) -> None:
        """Check that every configured model's API key is available (the environment, or a ``.env`` file
        read only when a model is set); a missing one is a :class:`ConfigError` naming the variable."""
        if not self.enabled:
            return
        try:
            from dotenv import load_dotenv

            load_dotenv(override=False)
        except ImportError:
            pass
        for model in (self.verifier_model, self.agent_model, self.judge_model):
            if model:
                ModelSpec.parse(model, self.base_url).api_key()

    def spending(self) -> Spending:
        cap = None if self.max_cost_usd is None else Decimal(str(self.max_cost_usd))
        return Spending(max_cost_usd=cap)

    def gates(self) -> Gates:
        """The run's concurrency caps, one per endpoint, for every client of the run."""
        return Gates(self.concurrency)

    def client(self, model: str, spending: Spending, gates: Gates | None = None) -> LLMClient:
        settings = ClientSettings(
            retries=self.retries,
            timeout_s=self.timeout_s,
            concurrency=self.concurrency,
            cache_dir=self.cache_dir,
        )
        return LLMClient(
            ModelSpec.parse(model, self.base_url),
            settings=settings,
            prices=PriceTable.load(self.prices),
            spending=spending,
            gates=gates,
        )
