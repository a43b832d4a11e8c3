"""The shell every report page shares: style sheet, escaping, badges.

Colours are chosen for WCAG AA (4.5:1 for text on its background, checked in a real browser by the report
tests), and nothing is wider than the window from 800 px up: long text wraps, wide tables and the
filmstrip scroll inside their own box.
"""

from __future__ import annotations

import html

CSS = """
*{box-sizing:border-box}
body{font:14px/1.45 system-ui,sans-serif;margin:0;color:#1d2430;background:#f6f7f9}
header{background:#1d2430;color:#fff;padding:14px 24px}header a{color:#9cc3ff}
header code{background:#2c3646;color:#e6edf3}
main{padding:16px 24px;max-width:1400px}
h1{font-size:20px;margin:0;overflow-wrap:anywhere}h2{font-size:16px;margin:22px 0 8px}
h3{font-size:14px;margin:14px 0 6px}
.meta{color:#c5cede;font-size:12px;margin-top:4px;overflow-wrap:anywhere}
a{color:#0b57d0}
.cards{display:flex;gap:10px;flex-wrap:wrap}
.card{background:#fff;border:1px solid #dde2ea;border-radius:6px;padding:10px 14px;min-width:110px}
.card b{display:block;font-size:20px}
.groups{display:grid;grid-template-columns:repeat(auto-fit,minmax(240px,1fr));gap:10px}
.group{background:#fff;border:1px solid #dde2ea;border-left:6px solid #8a94a6;border-radius:6px;
  padding:10px 14px}
.group h3{margin:0 0 4px}.group .n{font-size:22px;font-weight:700;margin-right:6px}
.group ul{margin:6px 0 0;padding-left:18px}.group p{margin:2px 0}
.g-defect{border-left-color:#c62828}.g-agent_mistake{border-left-color:#1e40af}
.g-harness_fault{border-left-color:#7b2d9b}
.tablewrap{overflow-x:auto;max-width:100%}
table{border-collapse:collapse;background:#fff;width:100%}
th,td{border-bottom:1px solid #e5e8ee;padding:5px 8px;text-align:left;vertical-align:top}
td{overflow-wrap:break-word}
#cases td:nth-child(9){min-width:12em}#cases td:last-child{white-space:nowrap}
th{background:#eef1f5;position:sticky;top:0}
caption{text-align:left;font-weight:600;padding:4px 0}
.v{display:inline-block;padding:1px 7px;border-radius:9px;font-size:12px;font-weight:600;white-space:nowrap}
.v-pass,.o-verified_success{background:#d7f5dd;color:#11652a}.v-fail,.o-fail{background:#fbdada;color:#8a1111}
.v-unverifiable,.o-inapplicable{background:#fff1c7;color:#745400}.v-error,.o-error{background:#f1dcf7;color:#6b1a83}
.o-progress{background:#dbeafe;color:#1e40af}
.a-agent_fail{background:#dbeafe;color:#1e40af}.a-env_fail_confirmed{background:#fbdada;color:#8a1111}
.a-env_fail_unconfirmed{background:#ffedd5;color:#9a3412}.a-undiagnosed{background:#e5e7eb;color:#374151}
.a-harness_fault{background:#f1dcf7;color:#6b1a83}.a-budget_stop{background:#fff1c7;color:#745400}
.filters{display:flex;gap:10px;margin:8px 0;flex-wrap:wrap}
.strip{display:flex;gap:12px;overflow-x:auto;padding-bottom:8px;max-width:100%}
figure{margin:0;background:#fff;border:1px solid #dde2ea;border-radius:6px;padding:6px;flex:0 0 auto}
figure.failing{border:3px solid #c62828}
.frame{position:relative;width:420px;max-width:calc(100vw - 80px)}.frame img{width:100%;display:block}
.frame svg{position:absolute;left:0;top:0;width:100%;height:100%;pointer-events:none}
figcaption{width:420px;max-width:calc(100vw - 80px);font-size:12px;overflow-wrap:anywhere}
.bad{color:#8a1111}.ok{color:#11652a}.dim{color:#5c6675}
ul.tree{list-style:none;padding-left:18px;border-left:2px solid #dde2ea}
ul.tree li{margin:6px 0;overflow-wrap:anywhere}
.fds{background:#fff;border:1px solid #dde2ea;border-radius:6px;padding:8px 12px}
.found{background:#eaf2ff;border:1px solid #9cc3ff;border-radius:6px;padding:8px 12px}
.thumbs img{height:90px;border:1px solid #dde2ea;margin:3px 3px 0 0}
code{background:#eef1f5;padding:0 3px;border-radius:3px;overflow-wrap:anywhere}
svg{max-width:100%;height:auto}
"""


def e(x: object) -> str:
    """HTML-escaped text (None is empty)."""
    return html.escape("" if x is None else str(x))


def badge(v: str | None, prefix: str = "v") -> str:
    """A coloured badge: a verdict (``v``), a branch outcome (``o``) or an attribution (``a``)."""
    return f'<span class="v {prefix}-{e(v)}">{e(v)}</span>' if v else ""


def attribution_badge(attribution: str | None) -> str:
    """The attribution of a case as a badge; nothing for ``none``."""
    return badge(attribution, "a") if attribution and attribution != "none" else ""


def page(title: str, body: str, script: str = "") -> str:
    """A whole HTML page with the shared style sheet."""
    js = f"<script>{script}</script>" if script else ""
    return (
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{e(title)}</title><style>{CSS}</style></head><body>{body}{js}</body></html>\n"
    )
