"""A static, self-contained HTML report of one run: open ``index.html``, no server, no network.

``index.html`` has the summary (verdicts, attributions, accuracy on labelled cases, cost) and a filterable
table of cases; each case has a page with its checks, its trajectory as a filmstrip (the screen the agent
acted on, with click points and the grounded element's box drawn over it), each round's Failure Diagnosis
Summary, the branch tree with outcomes and evidence, and the belief curve against tau_env. Screenshots and
traces are copied into the folder, so it can be zipped and shared.
"""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from .._exceptions import StoreError
from ..method import BranchRun, CaseResult, DiagnosisConfig, DiagnosisRecord, RunResult
from ..store import RunInfo, RunStore
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

_SAFE = re.compile(r"[^A-Za-z0-9._-]+")


_e = e
_badge = badge
_page = page


class _Assets:
    """Copies artifacts into the report folder (hard links when possible) and returns relative links."""

    def __init__(self, run_dir: Path, dest: Path) -> None:
        self.run_dir = run_dir
        self.dest = dest
        self.copied: dict[str, str] = {}

    def resolve(self, path: str) -> Path | None:
        src = self.run_dir / path  # an absolute path stays as it is
        return src if src.is_file() else None

    def link(self, path: str | None, sub: str = "img") -> str | None:
        """The report-relative link of artifact ``path`` (relative to the run folder), or None."""
        if not path:
            return None
        if path in self.copied:
            return self.copied[path]
        src = self.resolve(path)
        if src is None:
            return None
        rel = src.relative_to(self.run_dir) if src.is_relative_to(self.run_dir) else Path(src.name)
        name = _SAFE.sub("_", str(rel))
        target = self.dest / sub / name
        target.parent.mkdir(parents=True, exist_ok=True)
        if not target.exists():
            try:
                os.link(src, target)
            except OSError:
                shutil.copy2(src, target)
        self.copied[path] = f"{sub}/{name}"
        return self.copied[path]


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
    assets = _Assets(run_dir, dest)
    pages = []
    for i, c in enumerate(run.cases):
        name = f"cases/{i:04d}-{_SAFE.sub('_', c.suite)[:40]}-{_SAFE.sub('_', c.case_id)[:60]}.html"
        (dest / name).write_text(_case_page(run, c, run_dir, assets), encoding="utf-8")
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
                f"<li><a href='{link}'>{_e(c.suite)}/{_e(c.case_id)}</a> {attribution_badge(c.attribution)}"
                f" <span class='dim'>{_e(c.reason)}</span></li>"
            )
    boxes = []
    for g in ATTENTION:
        items = members[g]
        listing = f"<ul>{''.join(items)}</ul>" if items else ""
        if len(items) > 8:
            listing = f"<details><summary>{len(items)} cases</summary>{listing}</details>"
        boxes.append(
            f"<section class='group g-{g}' id='group-{g}'><h3><span class='n'>{len(items)}</span>"
            f"{_e(GROUP_TITLES[g])}</h3><p class='dim'>{_e(GROUP_NOTES[g])}</p>{listing}</section>"
        )
    return f"<div class='groups' id='groups'>{''.join(boxes)}</div>"


def _index(info: RunInfo, run: RunResult, pages: list[str], attempts: list[dict[str, Any]]) -> str:
    counts = run.counts()
    attrs: dict[str, int] = {}
    for c in run.cases:
        attrs[c.attribution] = attrs.get(c.attribution, 0) + 1
    labelled = [c for c in run.cases if c.label and c.verdict in ("pass", "fail")]
    cards = [f'<div class="card" id="n-{k}"><b>{v}</b>{_badge(k)}</div>' for k, v in counts.items() if v]
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
        return '<option value="">all</option>' + "".join(f"<option>{_e(v)}</option>" for v in values)

    rows = []
    for c, link in zip(run.cases, pages, strict=True):
        d = c.diagnosis
        p_final = d.p_final if d else None
        rows.append(
            f'<tr data-verdict="{_e(c.verdict)}" data-attribution="{_e(c.attribution)}" '
            f'data-suite="{_e(c.suite)}"><td>{_e(c.suite)}</td>'
            f'<td><a href="{link}">{_e(c.case_id)}</a></td><td>{_e(c.label)}</td>'
            f"<td>{_badge(c.initial_verdict)}</td><td>{_badge(c.verdict)}</td>"
            f"<td>{attribution_badge(c.attribution)}</td>"
            f"<td>{len(d.branches) if d else ''}</td>"
            f"<td>{'' if p_final is None else f'{p_final:.2f}'}</td>"
            f"<td>{_e(c.reason)}</td><td>{c.duration_s:.1f}</td></tr>"
        )
    versions = ", ".join(f"{k} {v}" for k, v in run.versions.items())
    events = "".join(
        f"<li>{_e(a['at'])} {_e(a['suite'])}/{_e(a['case_id'])}: {_e(a['event'])}: {_e(a['detail'])}</li>"
        for a in attempts
    )
    body = (
        f"<header><h1>diageval run {_e(run.run_id)}</h1><div class='meta'>started {_e(run.started_at)} · "
        f"status {_e(info.status)} · {_e(info.done)}/{_e(info.total)} cases · {_e(versions)}</div>"
        f"<div class='meta'><code id='command'>{_e(info.command)}</code> · diagnosis: "
        f"<span id='params'>{_e(_effective_diagnosis(run))}</span></div></header><main>"
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
    return _page(f"diageval {run.run_id}", body, _FILTER_JS)


# -- one case --------------------------------------------------------------------------------------------


def _overlay(step: dict[str, Any], viewport: tuple[int, int]) -> str:
    """SVG over the screen the agent acted on: the grounded element's box and every point it clicked (a
    step that failed before any input shows the point it meant to click, dashed)."""
    w, h = viewport
    a = step["action"]
    parts = []
    g = a.get("grounded")
    color = "#d1242f" if not a.get("ok", True) else "#e36209"
    if g:
        x, y, bw, bh = g["box"]
        parts.append(
            f'<rect class="box" x="{x}" y="{y}" width="{bw}" height="{bh}" fill="none" '
            'stroke="#1f6feb" stroke-width="3"/>'
        )
    pointed = False
    for ev in a.get("events", []):
        if ev.get("x") is None or ev["kind"] in ("resize", "goto", "wait"):
            continue
        pointed = True
        parts.append(
            f'<circle class="click" cx="{ev["x"]}" cy="{ev["y"]}" r="14" fill="none" stroke="{color}" '
            f'stroke-width="4"/><circle cx="{ev["x"]}" cy="{ev["y"]}" r="3" fill="{color}"/>'
        )
        if ev.get("x2") is not None:
            parts.append(
                f'<line x1="{ev["x"]}" y1="{ev["y"]}" x2="{ev["x2"]}" y2="{ev["y2"]}" stroke="{color}" '
                'stroke-width="3"/>'
            )
    if not pointed and g and g.get("point"):
        px, py = g["point"]
        parts.append(
            f'<circle class="click intended" cx="{px}" cy="{py}" r="14" fill="none" stroke="{color}" '
            f'stroke-width="4" stroke-dasharray="5 4"/><circle cx="{px}" cy="{py}" r="3" fill="{color}"/>'
        )
    return f'<svg viewBox="0 0 {w} {h}" preserveAspectRatio="none">{"".join(parts)}</svg>'


def _frame(shot: str | None, alt: str, overlay: str = "") -> str:
    """A screenshot (a link to it at full size) with an overlay."""
    if not shot:
        return "<div class='dim'>(no screenshot)</div>"
    return (
        f"<a class='full' href='../{shot}' target='_blank' title='open full size'><div class='frame'>"
        f"<img src='../{shot}' alt='{_e(alt)}'>{overlay}</div></a>"
    )


def _failing_index(traj: dict[str, Any], failing_step: int | None) -> int | None:
    """The recorded step the single run failed at (None: every step ran, the checks failed)."""
    if failing_step is not None:
        return failing_step
    bad = [s["index"] for s in traj["steps"] if not s["action"].get("ok", True)]
    return bad[0] if bad and not traj.get("finished", True) else None


def _filmstrip(
    traj: dict[str, Any],
    traj_dir: str,
    assets: _Assets,
    failing_step: int | None = None,
    checks_failed: bool = False,
) -> str:
    """The single run as frames: the screen each action was taken on, the failing one marked."""
    vp = tuple(traj.get("viewport", (1280, 720)))
    failing = _failing_index(traj, failing_step)
    frames = []
    prev = traj["initial"]
    for step in traj["steps"]:
        shot = assets.link(f"{traj_dir}/{prev['screenshot']}") if prev.get("screenshot") else None
        a = step["action"]
        status = (
            "<span class='ok'>ok</span>"
            if a.get("ok", True)
            else f"<span class='bad'>{_e(a.get('error_kind'))}: {_e(a.get('error'))}</span>"
        )
        here = step["index"] == failing
        mark = " <b class='bad'>the single run failed here</b>" if here else ""
        frames.append(
            f"<figure class='step{' failing' if here else ''}'"
            + (" id='failing-step'" if here else "")
            + f">{_frame(shot, 'screen before step ' + str(step['index']), _overlay(step, vp))}"
            f"<figcaption><b>step {step['index']}</b> {_e(a['description'])} — {status}{mark}</figcaption>"
            "</figure>"
        )
        prev = step["observation"]
    last = assets.link(f"{traj_dir}/{prev['screenshot']}") if prev.get("screenshot") else None
    if last:
        # Every step ran and a check failed: the final page is where the single run failed.
        here = failing is None and checks_failed
        mark = " <b class='bad'>a check failed here</b>" if here else ""
        frames.append(
            f"<figure class='step final{' failing' if here else ''}'"
            + (" id='failing-step'" if here else "")
            + ">"
            + _frame(last, "final page")
            + f"<figcaption><b>final page</b> (where the checks ran){mark}</figcaption></figure>"
        )
    return f"<div class='strip' id='filmstrip'>{''.join(frames)}</div>"


_SCROLL_JS = """
const strip=document.getElementById('filmstrip'), f=document.getElementById('failing-step');
if(strip&&f){strip.scrollLeft+=f.getBoundingClientRect().left-strip.getBoundingClientRect().left-12;}
"""


def _belief_svg(trace: list[float], tau: float | None) -> str:
    """p(defect) before any branch and after each, against the tau_env line."""
    if not trace:
        return ""
    w, h, pad = 520, 220, 34
    n = max(1, len(trace) - 1)

    def xy(i: int, p: float) -> tuple[float, float]:
        return pad + (w - 2 * pad) * i / n, h - pad - (h - 2 * pad) * p

    pts = [xy(i, p) for i, p in enumerate(trace)]
    line = " ".join(f"{x:.1f},{y:.1f}" for x, y in pts)
    dots = "".join(
        f'<circle cx="{x:.1f}" cy="{y:.1f}" r="4" fill="#1f6feb"/>'
        f'<text x="{x:.1f}" y="{y - 8:.1f}" font-size="11" text-anchor="middle">{p:.2f}</text>'
        for (x, y), p in zip(pts, trace, strict=True)
    )
    ticks = "".join(
        f'<text x="{xy(i, 0)[0]:.1f}" y="{h - pad + 16}" font-size="11" text-anchor="middle">{i}</text>'
        for i in range(len(trace))
    )
    tau_line = ""
    if tau is not None:
        _, ty = xy(0, tau)
        tau_line = (
            f'<line x1="{pad}" y1="{ty:.1f}" x2="{w - pad}" y2="{ty:.1f}" stroke="#d1242f" '
            f'stroke-dasharray="6 4"/><text x="{pad + 4}" y="{ty - 5:.1f}" font-size="11" '
            f'fill="#d1242f">tau_env {tau}</text>'
        )
    axes = (
        f'<line x1="{pad}" y1="{h - pad}" x2="{w - pad}" y2="{h - pad}" stroke="#888"/>'
        f'<line x1="{pad}" y1="{pad}" x2="{pad}" y2="{h - pad}" stroke="#888"/>'
        f'<text x="4" y="{pad}" font-size="11">1.0</text><text x="4" y="{h - pad}" font-size="11">0.0</text>'
        f'<text x="{w / 2}" y="{h - 4}" font-size="11" text-anchor="middle">branches run</text>'
    )
    return (
        f'<svg id="belief" width="{w}" height="{h}" viewBox="0 0 {w} {h}" role="img" '
        f'aria-label="belief curve">{axes}{tau_line}<polyline points="{line}" fill="none" '
        f'stroke="#1f6feb" stroke-width="2"/>{dots}{ticks}</svg>'
    )


def _branch_tree(d: DiagnosisRecord, assets: _Assets) -> str:
    by_round: dict[int, list[BranchRun]] = {}
    for b in d.branches:
        by_round.setdefault(b.round, []).append(b)
    items = []
    for rnd in d.rounds:
        f = rnd.fds
        evidence = "".join(f"<li>{_e(x)}</li>" for x in f.evidence)
        fds = (
            f"<div class='fds'><b>Round {rnd.round} · FDS</b>: fork after step {f.fork_step} "
            f"(resume at case step {f.resume_case_step + 1}), <b>SOU-{f.sou}</b> {_e(f.category)}, "
            f"p0 {f.p0:.2f}, target {_e(f.target)}, error {_e(f.error_kind)}<br>"
            f"{_e(f.diagnosis)}<ul>{evidence}</ul>"
            f"<span class='dim'>restore to {_e(f.restore.url)} (fingerprint "
            f"{_e(f.restore.fingerprint[:10])}, {len(f.restore.path)} steps of input)</span>"
        )
        if rnd.pruned:
            pruned = "".join(f"<li>{_e(x)}</li>" for x in rnd.pruned)
            fds += (
                f"<details class='pruned'><summary>{len(rnd.pruned)} candidates pruned (cannot apply to "
                f"this page)</summary><ul>{pruned}</ul></details>"
            )
        fds += "</div>"
        children = []
        for b in by_round.get(rnd.round, []):
            br = b.branch
            ev = "".join(f"<li>{_e(x)}</li>" for x in b.evidence)
            thumbs = "".join(
                f"<a href='../{link}'><img src='../{link}' alt='branch screenshot'></a>"
                for link in (assets.link(s) for s in b.screenshots)
                if link
            )
            checks = "".join(
                f"<li class='{'ok' if c.ok else 'bad'}'>{_e(c.check)}: {_e(c.detail)}</li>" for c in b.checks
            )
            shots_dir = next(iter(b.screenshots), None)
            trace = assets.link(str(Path(shots_dir).parent / "trace.zip"), "traces") if shots_dir else None
            eig = f", EIG {br.eig:.3f}" if br.eig is not None else ""
            found = " id='found-branch'" if b.outcome == "verified_success" else ""
            children.append(
                f"<li class='branch'{found}><b>{_e(br.type)} · {_e(br.probe)}</b> "
                f"{_badge(b.outcome, 'o')} p {b.p_before:.2f} → {b.p_after:.2f}"
                f" <span class='dim'>(restore {_e(b.restore)}, {b.restore_s:.1f} s; branch "
                f"{b.duration_s:.1f} s{eig})</span><br>"
                f"{_e(br.description)}<br><i>{_e(b.reason)}</i>"
                + (f"<ul>{ev}</ul>" if ev else "")
                + (f"<ul>{checks}</ul>" if checks else "")
                + (f"<div class='thumbs'>{thumbs}</div>" if thumbs else "")
                + (f"<a href='../{trace}'>trace.zip</a>" if trace else "")
                + "</li>"
            )
        items.append(f"<li>{fds}<ul class='tree'>{''.join(children)}</ul></li>")
    return f"<ul class='tree' id='branches'>{''.join(items)}</ul>"


def _found_by(d: DiagnosisRecord, assets: _Assets) -> str:
    """The branch that found a valid path, when one did: what it did and what it saw."""
    wins = [b for b in d.branches if b.outcome == "verified_success"]
    if not wins:
        return ""
    b = wins[0]
    thumbs = "".join(
        f"<a href='../{link}' target='_blank'><img src='../{link}' alt='screen of the branch'></a>"
        for link in (assets.link(x) for x in b.screenshots)
        if link
    )
    return (
        f"<div class='found' id='found-by'><b>Path found by a diagnosis branch</b>: round {b.round}, "
        f"type {_e(b.branch.type)} · <b>{_e(b.branch.probe)}</b> — {_e(b.branch.description)}<br>"
        f"<i>{_e(b.reason)}</i>"
        + (f"<div class='thumbs'>{thumbs}</div>" if thumbs else "")
        + " <a href='#found-branch'>in the branch tree</a></div>"
    )


def _case_page(run: RunResult, c: CaseResult, run_dir: Path, assets: _Assets) -> str:
    checks = "".join(
        f"<tr><td class='{'ok' if k.ok else 'bad'}'>{'ok' if k.ok else 'FAILED'}</td>"
        f"<td>{_e(k.check)}</td><td>{_e(k.detail)}</td></tr>"
        for k in c.checks
    )
    single_failed = c.initial_verdict == "fail"
    strip = "<p class='dim'>No trajectory was recorded.</p>"
    trace_link = ""
    if c.trajectory:
        try:
            traj = json.loads((run_dir / c.trajectory).read_text(encoding="utf-8"))
            checks_failed = single_failed and any(not k.ok for k in c.checks)
            strip = _filmstrip(traj, str(Path(c.trajectory).parent), assets, c.failing_step, checks_failed)
        except (OSError, ValueError):
            strip = "<p class='bad'>trajectory.json is missing or unreadable.</p>"
        t = assets.link(str(Path(c.trajectory).parent / "trace.zip"), "traces")
        if t:
            trace_link = f" · <a href='../{t}'>trace.zip</a> (<code>playwright show-trace</code>)"
    d = c.diagnosis
    found = _found_by(d, assets) if d is not None else ""
    diag = "<p class='dim'>Not diagnosed (the single run's verdict stands).</p>"
    if d is not None:
        tau = d.parameters.get("tau_env")
        diag = (
            f"<p>method {_e(d.method)}, stop: <b>{_e(d.stop)}</b>, p0 {d.p0:.2f} → "
            f"p_final {d.p_final:.2f}, {len(d.branches)} branches in {d.duration_s:.1f} s</p>"
            + (
                "<h3>Defect evidence</h3><ul id='defect-evidence'>"
                + "".join(
                    f"<li><b>{_e(ev.kind.replace('_', ' '))}</b>: {_e(ev.text)}</li>"
                    for ev in d.defect_evidence
                )
                + "</ul>"
                if d.defect_evidence
                else ""
            )
            + f"<h3>Belief p(defect) after each branch</h3>{_belief_svg(d.belief_trace, tau)}"
            f"<h3>Rounds and branches</h3>{_branch_tree(d, assets)}"
        )
    console = "".join(f"<li>{_e(x)}</li>" for x in c.console_errors)
    calls = "".join(
        f"<tr><td>{_e(k.get('purpose'))}</td><td>{_e(k.get('model'))}</td><td>{_e(k.get('input_tokens'))}</td>"
        f"<td>{_e(k.get('output_tokens'))}</td><td>{_e(k.get('cost_usd'))}</td><td>{_e(k.get('cached'))}</td></tr>"
        for k in c.llm_calls
        if "model" in k
    )
    single = f"single run: {_e(c.initial_verdict)}" if c.initial_verdict else "no single run"
    overruled = c.initial_verdict is not None and c.initial_verdict != c.verdict
    body = (
        f"<header><h1>{_e(c.suite)} / {_e(c.case_id)} {_badge(c.verdict)} "
        f"{attribution_badge(c.attribution)}</h1>"
        f"<div class='meta'><a href='../index.html'>← run {_e(run.run_id)}</a> · "
        f"{c.duration_s:.1f} s · attempts {c.attempts} · {_e(c.worker)}{trace_link}</div></header><main>"
        f"<p><b>Task:</b> {_e(c.task)}</p>"
        f"<p id='verdict'><b>Verdict:</b> {_badge(c.verdict)} {attribution_badge(c.attribution)} — "
        f"{_e(c.reason)}</p>"
        f"<p class='dim'>label {_e(c.label)} · {single} · failing step {_e(c.failing_step)}</p>"
        + found
        + "<h2 id='single-run'>The single run</h2>"
        + (
            "<p class='dim'>What the agent's own run saw, before the diagnosis"
            + (" overruled it" if overruled else "")
            + ".</p>"
        )
        + (
            "<div class='tablewrap'><table id='checks'><caption>Checks on the single run's final page"
            f"</caption><tr><th></th><th>check</th><th>detail</th></tr>{checks}</table></div>"
            if checks
            else "<p class='dim'>No checks ran on the single run.</p>"
        )
        + f"<h3>Trajectory</h3>{strip}<h2>Diagnosis</h2>{diag}"
        + (f"<h2>Console errors</h2><ul>{console}</ul>" if console else "")
        + (
            "<h2>LLM calls</h2><div class='tablewrap'><table><tr><th>purpose</th><th>model</th><th>in</th>"
            f"<th>out</th><th>$</th><th>cached</th></tr>{calls}</table></div>"
            if calls
            else ""
        )
        + "</main>"
    )
    return _page(f"{c.suite}/{c.case_id}", body, _SCROLL_JS)
