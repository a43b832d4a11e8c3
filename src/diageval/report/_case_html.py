"""One case's page of the report: the path a branch found, the single run (its checks and its filmstrip,
the failing step marked), each round's FDS, the branch tree and the belief curve."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..method import BranchRun, CaseResult, DiagnosisRecord, RunResult
from ._assets import Assets
from ._page import attribution_badge, badge, e, page


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
        if ev.get("x") is None or ev["kind"] in ("resize", "goto", "reload", "wait"):
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
        f"<img src='../{shot}' alt='{e(alt)}'>{overlay}</div></a>"
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
    assets: Assets,
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
            else f"<span class='bad'>{e(a.get('error_kind'))}: {e(a.get('error'))}</span>"
        )
        here = step["index"] == failing
        mark = " <b class='bad'>the single run failed here</b>" if here else ""
        frames.append(
            f"<figure class='step{' failing' if here else ''}'"
            + (" id='failing-step'" if here else "")
            + f">{_frame(shot, 'screen before step ' + str(step['index']), _overlay(step, vp))}"
            f"<figcaption><b>step {step['index']}</b> {e(a['description'])} — {status}{mark}</figcaption>"
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


def _branch_tree(d: DiagnosisRecord, assets: Assets) -> str:
    by_round: dict[int, list[BranchRun]] = {}
    for b in d.branches:
        by_round.setdefault(b.round, []).append(b)
    items = []
    for rnd in d.rounds:
        f = rnd.fds
        evidence = "".join(f"<li>{e(x)}</li>" for x in f.evidence)
        fds = (
            f"<div class='fds'><b>Round {rnd.round} · FDS</b>: fork after step {f.fork_step} "
            f"(resume at case step {f.resume_case_step + 1}), <b>SOU-{f.sou}</b> {e(f.category)}, "
            f"p0 {f.p0:.2f}, target {e(f.target)}, error {e(f.error_kind)}<br>"
            f"{e(f.diagnosis)}<ul>{evidence}</ul>"
            f"<span class='dim'>restore to {e(f.restore.url)} (fingerprint "
            f"{e(f.restore.fingerprint[:10])}, {len(f.restore.path)} steps of input)</span>"
        )
        if rnd.pruned:
            pruned = "".join(f"<li>{e(x)}</li>" for x in rnd.pruned)
            fds += (
                f"<details class='pruned'><summary>{len(rnd.pruned)} candidates pruned (cannot apply to "
                f"this page)</summary><ul>{pruned}</ul></details>"
            )
        fds += "</div>"
        children = []
        for b in by_round.get(rnd.round, []):
            br = b.branch
            ev = "".join(f"<li>{e(x)}</li>" for x in b.evidence)
            thumbs = "".join(
                f"<a href='../{link}'><img src='../{link}' alt='branch screenshot'></a>"
                for link in (assets.link(s) for s in b.screenshots)
                if link
            )
            checks = "".join(
                f"<li class='{'ok' if c.ok else 'bad'}'>{e(c.check)}: {e(c.detail)}</li>" for c in b.checks
            )
            shots_dir = next(iter(b.screenshots), None)
            trace = assets.link(str(Path(shots_dir).parent / "trace.zip"), "traces") if shots_dir else None
            eig = f", EIG {br.eig:.3f}" if br.eig is not None else ""
            found = " id='found-branch'" if b.outcome == "verified_success" else ""
            children.append(
                f"<li class='branch'{found}><b>{e(br.type)} · {e(br.probe)}</b> "
                f"{badge(b.outcome, 'o')} p {b.p_before:.2f} → {b.p_after:.2f}"
                f" <span class='dim'>(restore {e(b.restore)}, {b.restore_s:.1f} s; branch "
                f"{b.duration_s:.1f} s{eig})</span><br>"
                f"{e(br.description)}<br><i>{e(b.reason)}</i>"
                + (f"<ul>{ev}</ul>" if ev else "")
                + (f"<ul>{checks}</ul>" if checks else "")
                + (f"<div class='thumbs'>{thumbs}</div>" if thumbs else "")
                + (f"<a href='../{trace}'>trace.zip</a>" if trace else "")
                + "</li>"
            )
        items.append(f"<li>{fds}<ul class='tree'>{''.join(children)}</ul></li>")
    return f"<ul class='tree' id='branches'>{''.join(items)}</ul>"


def _found_by(d: DiagnosisRecord, assets: Assets) -> str:
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
        f"type {e(b.branch.type)} · <b>{e(b.branch.probe)}</b> — {e(b.branch.description)}<br>"
        f"<i>{e(b.reason)}</i>"
        + (f"<div class='thumbs'>{thumbs}</div>" if thumbs else "")
        + " <a href='#found-branch'>in the branch tree</a></div>"
    )


def case_page(run: RunResult, c: CaseResult, run_dir: Path, assets: Assets) -> str:
    checks = "".join(
        f"<tr><td class='{'ok' if k.ok else 'bad'}'>{'ok' if k.ok else 'FAILED'}</td>"
        f"<td>{e(k.check)}</td><td>{e(k.detail)}</td></tr>"
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
            f"<p>method {e(d.method)}, stop: <b>{e(d.stop)}</b>, p0 {d.p0:.2f} → "
            f"p_final {d.p_final:.2f}, {len(d.branches)} branches in {d.duration_s:.1f} s</p>"
            + (
                "<h3>Defect evidence</h3><ul id='defect-evidence'>"
                + "".join(
                    f"<li><b>{e(ev.kind.replace('_', ' '))}</b>: {e(ev.text)}</li>"
                    for ev in d.defect_evidence
                )
                + "</ul>"
                if d.defect_evidence
                else ""
            )
            + f"<h3>Belief p(defect) after each branch</h3>{_belief_svg(d.belief_trace, tau)}"
            f"<h3>Rounds and branches</h3>{_branch_tree(d, assets)}"
        )
    console = "".join(f"<li>{e(x)}</li>" for x in c.console_errors)
    calls = "".join(
        f"<tr><td>{e(k.get('purpose'))}</td><td>{e(k.get('model'))}</td><td>{e(k.get('input_tokens'))}</td>"
        f"<td>{e(k.get('output_tokens'))}</td><td>{e(k.get('cost_usd'))}</td><td>{e(k.get('cached'))}</td></tr>"
        for k in c.llm_calls
        if "model" in k
    )
    single = f"single run: {e(c.initial_verdict)}" if c.initial_verdict else "no single run"
    overruled = c.initial_verdict is not None and c.initial_verdict != c.verdict
    body = (
        f"<header><h1>{e(c.suite)} / {e(c.case_id)} {badge(c.verdict)} "
        f"{attribution_badge(c.attribution)}</h1>"
        f"<div class='meta'><a href='../index.html'>← run {e(run.run_id)}</a> · "
        f"{c.duration_s:.1f} s · attempts {c.attempts} · {e(c.worker)}{trace_link}</div></header><main>"
        f"<p><b>Task:</b> {e(c.task)}</p>"
        f"<p id='verdict'><b>Verdict:</b> {badge(c.verdict)} {attribution_badge(c.attribution)} — "
        f"{e(c.reason)}</p>"
        f"<p class='dim'>label {e(c.label)} · {single} · failing step {e(c.failing_step)}</p>"
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
    return page(f"{c.suite}/{c.case_id}", body, _SCROLL_JS)
