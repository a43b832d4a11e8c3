"""Prices in US dollars per million tokens (input, output). Users extend or override them with a YAML
or JSON file of ``{"provider/model": [input, output]}`` (``--prices``). Unknown models cost 0 and say so."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

import yaml

from .._exceptions import ConfigError

DEFAULT_PRICES: dict[str, tuple[str, str]] = {
    "openai/gpt-5": ("1.25", "10.00"),
    "openai/gpt-5-mini": ("0.25", "2.00"),
    "openai/gpt-5-nano": ("0.05", "0.40"),
    "openai/gpt-4.1-mini": ("0.40", "1.60"),
    "anthropic/claude-opus-4-6": ("5.00", "25.00"),
    "anthropic/claude-sonnet-4-6": ("3.00", "15.00"),
    "anthropic/claude-haiku-4-5": ("1.00", "5.00"),
    "google/gemini-3-flash": ("0.50", "3.00"),
    "google/gemini-2.5-flash": ("0.30", "2.50"),
}
"""Strings, so cost arithmetic is exact (Decimal) down to the token."""


class PriceTable:
    def __init__(self, extra: dict[str, tuple[str, str]] | None = None) -> None:
        self._p = {k: (Decimal(a), Decimal(b)) for k, (a, b) in {**DEFAULT_PRICES, **(extra or {})}.items()}

    @classmethod
    def load(cls, path: Path | None) -> PriceTable:
        if path is None:
            return cls()
        try:
            raw = (yaml.safe_load if path.suffix in (".yaml", ".yml") else json.loads)(
                path.read_text(encoding="utf-8")
            )
        except (OSError, ValueError, yaml.YAMLError) as exc:
            raise ConfigError(f"{path}: cannot read the price table: {exc}") from None
        if not isinstance(raw, dict):
            raise ConfigError(f"{path}: the price table must map 'provider/model' to [input, output]")
        extra = {}
        for k, v in raw.items():
            if not isinstance(v, list | tuple) or len(v) != 2:
                raise ConfigError(f"{path}: {k}: expected [input_per_million, output_per_million], got {v!r}")
            extra[str(k)] = (str(v[0]), str(v[1]))
        return cls(extra)

    def known(self, model: str) -> bool:
        return model in self._p

    def cost(self, model: str, input_tokens: int, output_tokens: int) -> Decimal:
        pin, pout = self._p.get(model, (Decimal(0), Decimal(0)))
        return (pin * input_tokens + pout * output_tokens) / Decimal(1_000_000)
