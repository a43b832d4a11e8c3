"""The HTML page of ``diageval diff``: one self-contained file, a section per kind of change."""

from __future__ import annotations

from ._diff import CaseChange, RunDiff, change_line
from ._page import attribution_badge, badge, e, page


def _side(ch: CaseChange, which: str) -> str:
    s = ch.a if which == "a" else ch.b
    if s is None:
        return "<span class='dim'>not in the run</span>"
    return f"{badge(s.verdict)} {attribution_badge(s.attribution)}"


def _rows(changes: list[CaseChange], slower: bool) -> str:
    rows = []
    for ch in changes:
        if slower:
            detail = e(change_line(ch).split(": ", 1)[1])
        else:
            detail = e(ch.b.reason if ch.b is not None else "")
        rows.append(
            f"<tr><td>{e(ch.suite)}</td><td>{e(ch.case_id)}</td><td>{_side(ch, 'a')}</td>"
            f"<td>{_side(ch, 'b')}</td><td>{detail}</td></tr>"
        )
    return "".join(rows)


def diff_html(d: RunDiff) -> str:
    """The diff as a page: counts at the top, then a table per kind of change."""
    cards = "".join(
        f"<a class='card' href='#{sid}'><b>{len(changes)}</b>{e(title)}</a>"
        for sid, title, changes in d.sections()
    )
    sections = []
    for sid, title, changes in d.sections():
        if not changes:
            sections.append(f"<h2 id='{sid}'>{e(title)}</h2><p class='dim'>None.</p>")
            continue
        last = "time" if sid == "slower" else "reason in the new run"
        sections.append(
            f"<h2 id='{sid}'>{e(title)}</h2><div class='tablewrap'><table><thead><tr><th>suite</th>"
            f"<th>case</th><th>{e(d.run_a)}</th><th>{e(d.run_b)}</th><th>{last}</th></tr></thead>"
            f"<tbody>{_rows(changes, sid == 'slower')}</tbody></table></div>"
        )
    only = ""
    if d.only_in_a or d.only_in_b:
        only = (
            "<h2 id='only'>Cases in one run only</h2>"
            + (f"<p>Only in {e(d.run_a)}: {e(', '.join(d.only_in_a))}</p>" if d.only_in_a else "")
            + (f"<p>Only in {e(d.run_b)}: {e(', '.join(d.only_in_b))}</p>" if d.only_in_b else "")
        )
    body = (
        f"<header><h1>diageval diff</h1><div class='meta'>run <code>{e(d.run_b)}</code> against run "
        f"<code>{e(d.run_a)}</code> · {d.compared} cases in both</div></header><main>"
        f"<div class='cards' id='counts'>{cards}</div>{''.join(sections)}{only}</main>"
    )
    return page(f"diageval diff {d.run_a} {d.run_b}", body)
