"""A static, self-contained HTML report of one run: open ``index.html``, no server, no network.

``index.html`` opens with what needs attention (product defects, agent mistakes, harness faults, each with
its count and cases), then the summary (verdicts, attributions, accuracy on labelled cases, cost) and a
filterable table of cases; each case has a page of its own (``_case_html``). Screenshots and traces are
copied into the folder, so it can be zipped and shared.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from .._exceptions import StoreError
from ..method import DiagnosisConfig, RunResult
from ..store import RunInfo, RunStore
from ._assets import SAFE, Assets
from ._case_html import case_page
from ._groups import GROUP_NOTES, GROUP_TITLES, Group, group
from ._page import attribution_badge, badge, e, page

_FILTER_JS = """
function applyFilters(){
  const v=document.getElementById('f-verdict').value, a=document.getElementById('f-attr').value,
        s=document.getElementById('f-suite').value, q=document.getElementById('f-text').value.toLowerCase();
  let shown=0;
  for(const r of document.querySelectorAll('#cases tbody tr')){
    const ok=(!v||r.dataset.verdict===v)&&(!a||r.dataset.attribution===a)&&(!s||r.dataset.suite===s)
      &&(!q||r.textContent.toLowerCase().includes(q));
    r.style.display=ok?'':'none'; if(ok) shown++;
  }
  document.getElementById('shown').textContent=shown;
}
for(const id of ['f-verdict','f-attr','f-suite','f-text']){
  const el=document.getElementById(id);
  el.addEventListener(el.tagName==='INPUT'?'input':'change',applyFilters);
}
applyFilters();
"""
MARKER = ".diageval-report"
"""Written into every report folder: a folder holding it may be rewritten, no other non-empty one."""
WRITTEN = (MARKER, "index.html", "cases", "img", "traces")
"""Everything a report writes at the top of its folder."""


def _clear(dest: Path) -> None:
    """Make ``dest`` ready for a report, removing only what an earlier report wrote there."""
    if not dest.exists():
        return
    if not dest.is_dir():
        raise StoreError(f"{dest}: exists and is not a folder; the report needs a folder")
    if not any(dest.iterdir()):
        return
    if not (dest / MARKER).is_file():
        raise StoreError(
            f"{dest}: the folder is not empty and holds no diageval report; give a new or empty folder "
            "(nothing was written or removed)"
        )
    for name in WRITTEN:
        p = dest / name
        if p.is_dir() and not p.is_symlink():
            shutil.rmtree(p)
        elif p.exists() or p.is_symlink():
            p.unlink()


def write_report(store: RunStore, run_id: str, dest: Path) -> Path:
    """Write the report of ``run_id`` into ``dest``; returns the path of ``index.html``."""
    info = store.run(run_id)
    run = store.run_result(run_id)
    run_dir = store.run_dir(run_id)
    _clear(dest)
    (dest / "cases").mkdir(parents=True)
    (dest / MARKER).write_text(f"diageval report of run {run_id}\n", encoding="utf-8")
    assets = Assets(run_dir, dest)
    pages = []
    for i, c in enumerate(run.cases):
        name = f"cases/{i:04d}-{SAFE.sub('_', c.suite)[:40]}-{SAFE.sub('_', c.case_id)[:60]}.html"
        (dest / name).write_text(case_page(run, c, run_dir, assets), encoding="utf-8")
        pages.append(name)
    index = dest / "index.html"
    index.write_text(_index(info, run, pages, store.attempts(run_id)), encoding="utf-8")
    return index


# -- index -----------------------------------------------------------------------------------------------


def _effective_diagnosis(run: RunResult) -> str:
    """The diagnosis parameters as they applied (``max_branches`` is the effective budget, never None)."""
    diag = run.parameters.get("diagnosis", {})
    try:
        max_branches: object = DiagnosisConfig.model_validate(diag).max_branches
    except ValidationError:
        max_branches = diag.get("budget") or "default"
    values = {**diag, "max_branches": max_branches}
    return ", ".join(
        f"{k} {values.get(k)}"
        for k in ("method", "rounds", "branches_per_round", "max_branches", "tau_env", "ordering")
        if values.get(k) is not None
    )


ATTENTION: tuple[Group, ...] = ("defect", "agent_mistake", "harness_fault")


def _groups(run: RunResult, pages: list[str]) -> str:
    """The three groups a QA team reads first, each with its count and its cases."""
    members: dict[Group, list[str]] = {g: [] for g in ATTENTION}
    for c, link in zip(run.cases, pages, strict=True):
        g = group(c)
        if g in members:
            members[g].append(
                f"<li><a href='{link}'>{e(c.suite)}/{e(c.case_id)}</a> {attribution_badge(c.attribution)}"
                f" <span class='dim'>{e(c.reason)}</span></li>"
            )
    boxes = []
    for g in ATTENTION:
        items = members[g]
        listing = f"<ul>{''.join(items)}</ul>" if items else ""
        if len(items) > 8:
            listing = f"<details><summary>{len(items)} cases</summary>{listing}</details>"
        boxes.append(
            f"<section class='group g-{g}' id='group-{g}'><h3><span class='n'>{len(items)}</span>"
            f"{e(GROUP_TITLES[g])}</h3><p class='dim'>{e(GROUP_NOTES[g])}</p>{listing}</section>"
        )
    return f"<div class='groups' id='groups'>{''.join(boxes)}</div>"


def _index(info: RunInfo, run: RunResult, pages: list[str], attempts: list[dict[str, Any]]) -> str:
    counts = run.counts()
    attrs: dict[str, int] = {}
    for c in run.cases:
        attrs[c.attribution] = attrs.get(c.attribution, 0) + 1
    labelled = [c for c in run.cases if c.label and c.verdict in ("pass", "fail")]
    cards = [f'<div class="card" id="n-{k}"><b>{v}</b>{badge(k)}</div>' for k, v in counts.items() if v]
    cards += [
        f'<div class="card"><b>{v}</b>{attribution_badge(k)}</div>'
        for k, v in sorted(attrs.items())
        if k != "none"
    ]
    if labelled:
        right = sum(c.verdict == c.label for c in labelled)
        single = [c for c in labelled if c.initial_verdict in ("pass", "fail")]
        right1 = sum(c.initial_verdict == c.label for c in single)
        cards.append(
            f'<div class="card" id="accuracy"><b>{100 * right / len(labelled):.1f}%</b>'
            f"accuracy ({right}/{len(labelled)} labelled)</div>"
        )
        if single:
            cards.append(
                f'<div class="card"><b>{100 * right1 / len(single):.1f}%</b>'
                f"single run ({right1}/{len(single)})</div>"
            )
    cost = sum(c.llm_cost_usd for c in run.cases)
    cards.append(f'<div class="card" id="cost"><b>${cost:.4f}</b>LLM cost</div>')
    cards.append(f'<div class="card"><b>{run.duration_s:.0f} s</b>wall time</div>')
    suites = sorted({c.suite for c in run.cases})

    def options(values: list[str]) -> str:
        return '<option value="">all</option>' + "".join(f"<option>{e(v)}</option>" for v in values)

    rows = []
    for c, link in zip(run.cases, pages, strict=True):
        d = c.diagnosis
        p_final = d.p_final if d else None
        rows.append(
            f'<tr data-verdict="{e(c.verdict)}" data-attribution="{e(c.attribution)}" '
            f'data-suite="{e(c.suite)}"><td>{e(c.suite)}</td>'
            f'<td><a href="{link}">{e(c.case_id)}</a></td><td>{e(c.label)}</td>'
            f"<td>{badge(c.initial_verdict)}</td><td>{badge(c.verdict)}</td>"
            f"<td>{attribution_badge(c.attribution)}</td>"
            f"<td>{len(d.branches) if d else ''}</td>"
            f"<td>{'' if p_final is None else f'{p_final:.2f}'}</td>"
            f"<td>{e(c.reason)}</td><td>{c.duration_s:.1f}</td></tr>"
        )
    versions = ", ".join(f"{k} {v}" for k, v in run.versions.items())
    events = "".join(
        f"<li>{e(a['at'])} {e(a['suite'])}/{e(a['case_id'])}: {e(a['event'])}: {e(a['detail'])}</li>"
        for a in attempts
    )
    body = (
        f"<header><h1>diageval run {e(run.run_id)}</h1><div class='meta'>started {e(run.started_at)} · "
        f"status {e(info.status)} · {e(info.done)}/{e(info.total)} cases · {e(versions)}</div>"
        f"<div class='meta'><code id='command'>{e(info.command)}</code> · diagnosis: "
        f"<span id='params'>{e(_effective_diagnosis(run))}</span></div></header><main>"
        f"<h2>What needs attention</h2>{_groups(run, pages)}"
        f"<h2>Summary</h2><div class='cards' id='summary'>{''.join(cards)}</div>"
        "<h2>Cases</h2><div class='filters'>"
        f"<label>verdict <select id='f-verdict'>{options(list(counts))}</select></label>"
        f"<label>attribution <select id='f-attr'>{options(sorted(attrs))}</select></label>"
        f"<label>suite <select id='f-suite'>{options(suites)}</select></label>"
        "<label>search <input id='f-text' type='search' placeholder='case, reason…'></label>"
        "<span class='dim'><span id='shown'></span> shown</span></div>"
        "<div class='tablewrap'><table id='cases'><thead><tr><th>suite</th><th>case</th><th>label</th>"
        "<th>single run</th><th>verdict</th><th>attribution</th><th>branches</th><th>p(defect)</th>"
        f"<th>reason</th><th>s</th></tr></thead><tbody>{''.join(rows)}</tbody></table></div>"
        + (f"<h2>Harness events</h2><ul id='events'>{events}</ul>" if events else "")
        + "</main>"
    )
    return page(f"diageval {run.run_id}", body, _FILTER_JS)
