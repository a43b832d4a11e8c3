"""The method layer: the data and the math of the DiagEval protocol, with no browser and no I/O.

Configuration (:class:`DiagnosisConfig`), the typed belief and expected information gain, the records a
diagnosis produces (:class:`FDS`, :class:`Branch`, :class:`BranchRun`, :class:`DiagnosisRecord`), the
results of cases and runs, and the matching of a TARGET to observed elements. Everything that reads
results (the store, the metrics, the reports) and the judges' logic depend on this layer only, so they
load and test without Playwright.
"""

from . import _calibrate as calibration
from ._belief import eig, entropy, p_success, update_fail, update_success
from ._config import (
    BRANCH_TYPES,
    CATEGORIES,
    DEFAULT_BUDGET,
    DEFAULT_PRIORS,
    DEFAULT_WEIGHTS,
    BranchType,
    Category,
    DiagnosisConfig,
    Method,
    Ordering,
)
from ._match import (
    ElementFilter,
    Match,
    context_target,
    grid_reference,
    is_select,
    is_slider,
    is_text_control,
    is_toggle,
    match_target,
    named_exactly_elsewhere,
    one_control,
    same_box,
    shared_name_controls,
    task_items,
)
from ._models import (
    FDS,
    SOU,
    SOU_NAMES,
    Branch,
    BranchRun,
    CheckResult,
    DefectEvidence,
    DiagnosisRecord,
    EvidenceKind,
    Outcome,
    RestoreContext,
    Rollout,
    RoundRecord,
    Waypoint,
)
from ._results import Attribution, CaseResult, RunResult, Verdict

__all__ = [
    "BRANCH_TYPES",
    "CATEGORIES",
    "DEFAULT_BUDGET",
    "DEFAULT_PRIORS",
    "DEFAULT_WEIGHTS",
    "FDS",
    "SOU",
    "SOU_NAMES",
    "Attribution",
    "Branch",
    "BranchRun",
    "BranchType",
    "CaseResult",
    "Category",
    "CheckResult",
    "DefectEvidence",
    "DiagnosisConfig",
    "DiagnosisRecord",
    "ElementFilter",
    "EvidenceKind",
    "Match",
    "Method",
    "Ordering",
    "Outcome",
    "RestoreContext",
    "Rollout",
    "RoundRecord",
    "RunResult",
    "Verdict",
    "Waypoint",
    "calibration",
    "context_target",
    "eig",
    "entropy",
    "grid_reference",
    "is_select",
    "is_slider",
    "is_text_control",
    "is_toggle",
    "match_target",
    "named_exactly_elsewhere",
    "one_control",
    "p_success",
    "same_box",
    "shared_name_controls",
    "task_items",
    "update_fail",
    "update_success",
]
