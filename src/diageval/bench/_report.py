"""The benchmark's tables as Markdown and JSON (Table 1, Table 2, per-SOU recovery, branch orderings)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..metrics import (
    BenchCase,
    caught_defects,
    confirmation,
    confusion,
    cost,
    false_negatives,
    false_passes,
    per_sou,
    recovery,
)

SOU_NAMES = {1: "SOU-1 grounding", 2: "SOU-2 partial view", 3: "SOU-3 reasoning", 4: "SOU-4 instability"}


def tables(cases: list[BenchCase]) -> dict[str, Any]:
    """Every table as data (the JSON output, and the source of the Markdown)."""
    labelled = [c for c in cases if c.label in ("pass", "fail")]
    t1 = []
    for name, method, rounds in (
        ("Single run", None, None),
        ("DiagEval x1", "diageval", 1),
        ("DiagEval x2", "diageval", 2),
    ):
        m = confusion(labelled, method, rounds)
        k = cost(labelled, method, rounds)
        t1.append(
            {
                "method": name,
                "n": m.n,
                "accuracy": round(m.accuracy, 4),
                "TP": m.tp,
                "FN": m.fn,
                "TN": m.tn,
                "FP": m.fp,
                "other": m.other,
                "wall_s_per_case": round(k.wall_s, 2),
                "judge_s": round(k.judge_s, 2),
                "restore_s": round(k.restore_s, 2),
                "branch_s": round(k.branch_s, 2),
                "wait_s": round(k.wait_s, 2),
                "branches_per_case": round(k.branches, 2),
            }
        )
    fns = false_negatives(labelled)
    defects = caught_defects(labelled)
    t2 = []
    for name, method, rounds in (
        ("NR x1", "nr", 1),
        ("NR+IE x1", "nr_ie", 1),
        ("DiagEval x1", "diageval", 1),
        ("NR x2", "nr", 2),
        ("NR+IE x2", "nr_ie", 2),
        ("DiagEval x2", "diageval", 2),
        ("Best-of-3", "best_of_3", None),
    ):
        r = recovery(fns, method, rounds)
        fp = false_passes(defects, method, rounds)
        t2.append(
            {
                "method": name,
                "false_negatives": r.n,
                "recovered": r.recovered,
                "recovery": round(r.rate, 4),
                "dH": round(r.dh, 4),
                "defects": len(defects),
                "false_pass": fp,
                "false_pass_rate": round(fp / len(defects), 4) if defects else 0.0,
            }
        )
    sou = [
        {
            "sou": SOU_NAMES.get(k, str(k)),
            "recovered": rec,
            "total": tot,
            "recovery": round(rec / tot, 4) if tot else 0.0,
        }
        for k, (rec, tot) in per_sou(fns, "diageval", 2).items()
    ]
    orders = []
    for name, method in (
        ("EIG", "diageval"),
        ("random (seeded)", "diageval/random"),
        ("fixed", "diageval/fixed"),
    ):
        if not any(method in c.outcomes for c in fns):
            continue  # not run (the seeded bench leaves the ablations out)
        r = recovery(fns, method, 2)
        orders.append(
            {
                "ordering": name,
                "recovered": r.recovered,
                "recovery": round(r.rate, 4),
                "first_branch_hit": round(r.first_hit_rate, 4),
                "branches_per_recovered": round(r.branches_recovered, 3),
            }
        )
    confirm = []
    for name, method in (("DiagEval x2", "diageval"), ("NR x2", "nr"), ("NR+IE x2", "nr_ie")):
        cf = confirmation(labelled, method)
        confirm.append(
            {
                "method": name,
                "defects": cf.defects,
                "confirmed": cf.confirmed,
                "unconfirmed": cf.unconfirmed,
                "false_pass": cf.passed,
                "false_confirmations": cf.false_confirmations,
                "precision": round(cf.precision, 4),
                "evidence": ", ".join(f"{kind} {n}" for kind, n in cf.evidence.items()) or "-",
            }
        )
    labels = {k: sum(1 for c in labelled if c.label == k) for k in ("pass", "fail")}
    return {
        "cases": len(cases),
        "labels": labels,
        "table1": t1,
        "table2": t2,
        "per_sou": sou,
        "orderings": orders,
        "confirmation": confirm,
    }


def _source_line(src: dict[str, Any]) -> str:
    if not src:
        return "not recorded"
    commit = src.get("commit") or "no git checkout"
    dirty = " with uncommitted changes" if src.get("dirty") else ""
    return f"commit {commit}{dirty}, source hash {src.get('source_sha256', '?')}"


def _md_table(rows: list[dict[str, Any]]) -> str:
    if not rows:
        return "(none)\n"
    keys = list(rows[0])
    out = ["| " + " | ".join(keys) + " |", "|" + "---|" * len(keys)]
    for r in rows:
        out.append("| " + " | ".join(_fmt(r[k]) for k in keys) + " |")
    return "\n".join(out) + "\n"


def _fmt(v: Any) -> str:
    if isinstance(v, float):
        return f"{v:.4f}" if v <= 1 and v >= -1 else f"{v:.2f}"
    return str(v)


def corpus_rows(data: dict[str, Any]) -> list[dict[str, Any]]:
    """One line per corpus: its size, the single run's false negatives, and what DiagEval and Best-of-3
    made of them and of the defects."""
    rows = []
    for name, t in data.get("corpora", {}).items():
        t2 = {r["method"]: r for r in t["table2"]}
        x1, x2, bo3 = t2["DiagEval x1"], t2["DiagEval x2"], t2["Best-of-3"]
        t1 = {r["method"]: r for r in t["table1"]}
        rows.append(
            {
                "corpus": name,
                "cases": t["cases"],
                "pass/fail": f"{t['labels']['pass']}/{t['labels']['fail']}",
                "single FN": x2["false_negatives"],
                "DiagEval x1": f"{x1['recovered']}/{x1['false_negatives']}",
                "DiagEval x2": f"{x2['recovered']}/{x2['false_negatives']}",
                "x2 recovery": x2["recovery"],
                "Best-of-3": f"{bo3['recovered']}/{bo3['false_negatives']}",
                "x2 false Pass": f"{x2['false_pass']}/{x2['defects']}",
                "x2 accuracy": t1["DiagEval x2"]["accuracy"],
                **_confirm_cells(t),
            }
        )
    return rows


def _confirm_cells(t: dict[str, Any]) -> dict[str, str]:
    rows = {r["method"]: r for r in t.get("confirmation", [])}
    x2 = rows.get("DiagEval x2")
    if x2 is None:
        return {}
    return {
        "x2 defects confirmed": f"{x2['confirmed']}/{x2['defects']}",
        "x2 false confirmations": str(x2["false_confirmations"]),
    }


def _tables_md(t: dict[str, Any], h: str) -> list[str]:
    return [
        f"{h} Table 1: verdicts per method (positive = Pass)",
        "",
        _md_table(t["table1"]),
        "`other` = unverifiable or harness error. Cost per case: wall seconds (single run plus the whole "
        "diagnosis), split into judging and planning (`judge_s`), restoring the fork point (`restore_s`) "
        "and running branches (`branch_s`, of which `wait_s` waiting for the page), and branches executed; "
        "restore and branch seconds are summed over branches, which run several at a time in a round "
        "(`parallel_branches`), so they can add up to more than the wall time; no LLM is used, so no tokens "
        "or money.",
        "",
        f"{h} Table 2: recovery of the single run's false negatives",
        "",
        _md_table(t["table2"]),
        "dH = mean H(p0) - H(p_final) in bits. The reruns of NR, NR+IE and Best-of-3 carry no typed "
        "evidence, so a failed rerun leaves the belief at p0. Every method also runs on the defects the "
        "single run judged Fail: `false_pass` counts those it turned into a Pass. Best-of-3 is three "
        "attempts of the plain agent from the entry page, the single run and NR x2's two reruns: the bench "
        "reads it off those runs, so its row is NR x2's.",
        "",
        f"{h}# DiagEval x2 recovery by the first round's SOU",
        "",
        _md_table(t["per_sou"]),
        f"{h} Branch ordering (DiagEval x2, on the false negatives only)",
        "",
        _md_table(t["orderings"]),
        f"{h} What backs a Fail (after all rounds)",
        "",
        _md_table(t.get("confirmation", [])),
        "`confirmed` = defects the single run failed that ended `env_fail_confirmed`, which needs defect "
        "evidence as well as the belief; `false_confirmations` = correct cases that ended confirmed; "
        "`precision` = confirmed defects / all confirmed verdicts; `evidence` = confirmed defects per kind "
        "of evidence recorded. The reruns carry no evidence, so they never confirm.",
        "",
    ]


def _spread_rows(block: dict[str, Any]) -> list[dict[str, Any]]:
    return [
        {
            "method": r["method"],
            "recovery mean": "n/a" if r["mean"] is None else r["mean"],
            "sd": "n/a" if r["sd"] is None else r["sd"],
            "range": "n/a" if r["min"] is None else f"{r['min']:.4f}-{r['max']:.4f}",
            "recovered per seed": ", ".join(
                f"{a}/{b}" for a, b in zip(r["recovered"], r["false_negatives"], strict=True)
            ),
            "false Pass per seed": ", ".join(str(x) for x in r["false_pass"]),
        }
        for r in block["table2"]
    ]


def _margin_line(block: dict[str, Any]) -> str:
    m = block["margin"]
    if m["mean"] is None:
        return "No seed's single run had a false negative here: no recovery, and no margin, to measure."
    seeds = block["measured_seeds"]
    per = ", ".join(
        f"seed {s}: {v:+.4f} over {b}"
        for s, v, b in zip(seeds, m["per_seed"], m["best_baseline"], strict=True)
    )
    left = sorted(set(block["seeds"]) - set(seeds))
    if left:
        per += f"; seed(s) {', '.join(str(s) for s in left)} had no false negative and are left out"
    return (
        f"DiagEval x2's margin over the best baseline of each seed: {m['mean']:+.4f} (sd {m['sd']:.4f}, "
        f"range {m['min']:+.4f} to {m['max']:+.4f}; {per})."
    )


def _spread_md(data: dict[str, Any]) -> list[str]:
    p = data["parameters"]
    profile = p.get("agent_profile") or {}
    sp = data["spread"]
    lines = [
        f"## Table 2 with the sampling agent (profile `{profile.get('name', '?')}`, seeds "
        f"{', '.join(str(s) for s in p.get('seeds') or [])})",
        "",
        "Recovery of the single run's false negatives, per seed (each seed draws its own single run, so its "
        "own false negatives), as mean, sample standard deviation and range over the seeds that had false "
        "negatives (a seed with none has no recovery to measure). `recovered per "
        "seed` is recovered/false negatives; `false Pass per seed` counts defects a method turned into a "
        "Pass. The reruns of NR, NR+IE and Best-of-3 are the sampling agent's own runs, each from a stream "
        "of its own; DiagEval's branches act through the probe layer"
        + (", finishing the case with the sampling agent." if p.get("noisy_branches") else ".")
        + " The tables after this section pool every seed's cases.",
        "",
    ]
    blocks = [(f"Corpus `{n}`", b) for n, b in sp["corpora"].items()]
    if len(blocks) != 1:
        blocks.append(("All corpora together", sp["all"]))
    for title, block in blocks:
        lines += [f"### {title}", "", _md_table(_spread_rows(block)), _margin_line(block), ""]
    return lines


def markdown(data: dict[str, Any]) -> str:
    t = data["tables"]
    corpora = data.get("corpora", {})
    lines = [
        "# diageval benchmark",
        "",
        f"Command: `{data['command']}`",
        f"Cases: {t['cases']} ({t['labels']['pass']} labelled pass, {t['labels']['fail']} labelled fail); "
        f"wall time {data['wall_s']:.0f} s with {data['parameters']['workers']} workers.",
        f"Versions: {', '.join(f'{k} {v}' for k, v in data['versions'].items())}.",
        f"Source: {_source_line(data.get('source', {}))}.",
        "",
    ]
    if data.get("partial"):
        seeds = ", ".join(str(s) for s in data["partial"])
        lines += [f"**Partial: only seed(s) {seeds} of {data['parameters'].get('seeds')} finished.**", ""]
    if "spread" in data:
        lines += _spread_md(data)
    if len(corpora) > 1:
        lines += [
            "## Corpora",
            "",
            _md_table(corpus_rows(data)),
            "Each corpus is reported on its own below; the tables of all cases together come last.",
            "",
        ]
        for name, ct in corpora.items():
            lines += [f"## Corpus `{name}`", "", *_tables_md(ct, "###")]
        lines += ["## All corpora together", "", *_tables_md(t, "###")]
    else:
        lines += _tables_md(t, "##")
    lines += [
        "## Parameters",
        "",
        "```json",
        json.dumps(data["parameters"], indent=1),
        "```",
        "",
    ]
    return "\n".join(lines)


def write(out_dir: Path, data: dict[str, Any]) -> tuple[Path, Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    js, md = out_dir / "bench.json", out_dir / "bench.md"
    js.write_text(json.dumps(data, indent=1), encoding="utf-8")
    md.write_text(markdown(data), encoding="utf-8")
    return js, md
