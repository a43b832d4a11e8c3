"""Branches start ahead of the protocol only while the machine has room: a whole core idle by the kernel's
own CPU accounting (``/proc/stat``), or, without a reading, fewer branches than cores."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from diageval.diagnosis._ahead import CpuGauge, RunningBranches


def _stat(path: Path, busy: int, idle: int) -> None:
    # user nice system idle iowait irq softirq steal
    path.write_text(f"cpu  {busy} 0 0 {idle} 0 0 0 0\ncpu0 0 0 0 0 0 0 0 0\n")


def test_the_gauge_reads_the_busy_share_between_two_readings(tmp_path: Path) -> None:
    stat = tmp_path / "stat"
    _stat(stat, 1000, 1000)
    gauge = CpuGauge(stat)
    assert gauge.busy() is None  # one reading: no interval yet
    _stat(stat, 1300, 1100)  # 300 busy of 400 jiffies since
    assert gauge.busy() is None  # read again within the window: the last share (none yet)
    time.sleep(CpuGauge.WINDOW_S + 0.05)
    assert gauge.busy() == pytest.approx(0.75)
    assert CpuGauge(tmp_path / "missing").busy() is None


def test_room_for_a_branch_ahead(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    stat = tmp_path / "stat"
    _stat(stat, 0, 0)
    gauge = CpuGauge(stat)
    gauge.busy()
    monkeypatch.setattr(RunningBranches, "gauge", gauge)
    monkeypatch.setattr(RunningBranches, "cores", 2)
    monkeypatch.setattr(RunningBranches, "count", 1)
    assert RunningBranches.room() is True  # no interval read yet: fewer branches than cores
    time.sleep(CpuGauge.WINDOW_S + 0.05)
    _stat(stat, 150, 50)  # 75% busy: half a core idle
    assert not RunningBranches.room()  # one branch here, but other processes keep the cores busy
    gauge._last = None  # type: ignore[assignment]
    gauge.busy()
    time.sleep(CpuGauge.WINDOW_S + 0.05)
    _stat(stat, 200, 250)  # of 250 more jiffies, 50 busy: 20% busy, 1.6 cores idle
    assert RunningBranches.room()
    monkeypatch.setattr(RunningBranches, "count", 2 * RunningBranches.MOST_PER_CORE)
    assert not RunningBranches.room()  # the cap holds however idle the machine is
