"""The labelled benchmark: every method on the same cases, and the paper's tables."""

from ._provenance import provenance
from ._report import corpus_rows, markdown, tables, write
from ._run import (
    JOURNAL,
    REVIEW_DIR,
    bench_document,
    corpora,
    corpus_of,
    method_configs,
    quick_subset,
    run_bench,
)
from ._seeds import merge_seeded, seed_rows, seeded_document, spread

__all__ = [
    "JOURNAL",
    "REVIEW_DIR",
    "bench_document",
    "corpora",
    "corpus_of",
    "corpus_rows",
    "markdown",
    "merge_seeded",
    "method_configs",
    "provenance",
    "quick_subset",
    "run_bench",
    "seed_rows",
    "seeded_document",
    "spread",
    "tables",
    "write",
]
