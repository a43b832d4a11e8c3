"""Whether a verifier's quote can count as evidence: it must show the expected result, and it must not be
page text talking to whoever evaluates the page.

No single pattern decides. A quote is accepted only when all of these hold:

1. it appears verbatim on the page;
2. the part of the expected result the verifier says it shows is drawn from the expected result, and the
   quote carries that part's content words (all of its numbers, at least half of its words);
3. the sentence around every clean occurrence of it (with its neighbours in the same block) is free of
   each kind of evaluator talk: instructions to disregard instructions, words addressed to an evaluator,
   AI, tester, grader, verifier, model or assistant, talk about "this test/check", and pass/fail verdicts.

An injected sentence must therefore both repeat the expected result and avoid every kind of evaluator
talk while still asking for a Pass, and a model fooled by it must also quote it.
"""

from __future__ import annotations

import math
import re

from .._util.text import norm

_TOKEN = re.compile(r"\d+(?:[.,:/]\d+)*|[^\W\d_]+")
_STOP = frozenset(
    """a an the and or nor of to in on at for with by from into onto over under about as is are was were be
    been being am this that these those it its itself has have had do does did will would shall should
    can could may might must not no yes but if then so than too very just your you our we i me my he she
    they them their there here what which who whom whose when where why how all any each both some such only
    own same again once also now still already page screen shows show shown showing appears appear appeared
    displayed display displays visible see seen result results expected expect text message""".split()  # noqa: SIM905
)
_SUFFIXES = ("ing", "ed", "es", "s", "e")


def _stem(word: str) -> str:
    for suf in _SUFFIXES:
        if word.endswith(suf) and len(word) - len(suf) >= 3:
            return word[: -len(suf)]
    return word


def content_words(text: str) -> set[str]:
    """Lower-cased, lightly stemmed words and whole numbers (``12.00``, ``#1042`` -> ``1042``), without
    function words."""
    out = set()
    for tok in _TOKEN.findall(text.casefold()):
        if tok[0].isdigit():
            out.add(tok)
        elif tok not in _STOP and len(tok) > 1:
            out.add(_stem(tok))
    return out


def shows_expected(quote: str, shows: str, expected: str) -> str | None:
    """None when ``quote`` shows the part ``shows`` of ``expected``; else why it does not."""
    want, claimed = content_words(expected), content_words(shows)
    part = claimed & want
    if not part or len(part) < math.ceil(len(claimed) / 2):
        return "what the evidence is said to show is not part of the expected result"
    got = content_words(quote)
    numbers = {w for w in part if w[0].isdigit()}
    if not numbers <= got or len(part & got) < math.ceil(len(part) / 2):
        return "the quoted evidence does not show the expected result"
    return None


_STRONG = (
    r"(?:evaluat(?:or|ors|ion)|verifi(?:er|ers|cation)|grad(?:er|ers|ing)|test(?:er|ers|ing\s+agents?)|qa"
    r"|a\.?i\.?|llms?|gpt\w*|chat\s?bots?|(?:large\s+)?language\s+models?|automated\s+\w+|automation)"
)
"""Readers only an evaluation has: named alone, they already address the evaluator."""
_WEAK = (
    r"(?:judges?|review(?:er|ers)|assessors?|examiners?|auditors?|checkers?|inspectors?|bots?|robots?"
    r"|crawlers?|assistants?|models?|agents?|machines?)"
)
"""Words an app also uses for other things ("Model X", "our agents"): addressing only when called on."""
_ALL = f"(?:{_STRONG}|{_WEAK})"
_DET = r"(?:the\s+|any\s+|all\s+|every\s+|an?\s+|our\s+|my\s+|whichever\s+)?(?:\w+\s+)?"
_STATUS = (
    r"(?:pass(?:ed|es|ing)?|success(?:ful(?:ly)?)?|succeeded|true|yes|ok(?:ay)?|green|complete[d]?|done)"
)
_RULES: dict[str, re.Pattern[str]] = {
    # "ignore previous instructions", "disregard your earlier guidance", "forget what you were told"
    "override": re.compile(
        r"\b(?:ignore|disregard|forget|override|overrule|bypass|skip|abandon|set\s+aside)\b[^.!?\n]{0,40}?"
        r"\b(?:instructions?|guidance|guidelines?|rules?|prompts?|directions?|directives?|told|said|above"
        r"|previous(?:ly)?|prior|earlier|everything)\b"
        r"|\bsystem\s+(?:prompt|override|message|note|instruction)s?\b|\bnew\s+instructions?\b",
        re.IGNORECASE,
    ),
    # "Note to the AI evaluator", "Dear grader,", "Hey model", "If you are a language model", "Verifiers:"
    "addressed": re.compile(
        rf"\b(?:dear|hey|hi|hello|attention|attn|note\s+to|message\s+to|memo\s+to|instructions?\s+(?:to|for))"
        rf"\s+{_DET}{_ALL}\b"
        rf"|\b(?:to|for)\s+{_DET}{_STRONG}\b|\b(?:to|for)\s+{_DET}{_WEAK}\s*[:,]"
        rf"|\bif\s+you\s+are\s+{_DET}{_ALL}\b"
        rf"|\byou\b[^.!?\n]{{0,30}}\b{_STRONG}\b|\b{_STRONG}\b[^.!?\n]{{0,30}}\b(?:you|your)\b"
        rf"|(?:^|[.!?(]\s*)(?:\w+\s+)?{_STRONG}(?:\s+\w+)?\s*(?::|,|\s[\u2014\u2013-]\s)"
        rf"|\b{_STRONG}\s+(?:should|must|shall|need\s+to|are\s+to|is\s+to|will|may)\b"
        rf"|\b{_ALL}\s+(?:reading|checking|reviewing|viewing|parsing|processing|scanning|evaluating|grading"
        r"|verifying)\s+(?:this|the|these)\b"
        r"|\b(?:whoever|anyone|anybody|someone)\s+(?:is\s+)?(?:check|read|review|verif|test|grad|evaluat"
        r"|inspect|scor|judg|assess)\w*",
        re.IGNORECASE,
    ),
    # "this test", "this check", "the current evaluation"
    "about_the_test": re.compile(
        r"\b(?:this|the\s+current|the\s+present)\s+(?:test(?:\s+case|\s+run)?|check|evaluation|verification"
        r"|assessment|grading|scenario)\b|\bthe\s+(?:test\s+case|test\s+run|evaluation|verification|grading)\b",
        re.IGNORECASE,
    ),
    # "mark this test as passed", "verdict: PASS", "success: true", "Output success"
    "verdict": re.compile(
        rf"\b(?:mark|report|record|treat|consider|score|grade|rate|count|flag|classify|log|declare|deem"
        rf"|judge|regard|label|list)\w*\s+(?:this|that|it|the|these|everything)\b[^.!?\n]{{0,30}}?"
        rf"\b(?:as\s+)?(?:an?\s+)?{_STATUS}\b"
        r"|\b(?:status|verdict|outcome|grade|result)\b[^.!?\n]{0,40}?(?:\bis|\bbe|\bwas|=|:|\bequals)\s*"
        r"[\"']?(?:pass(?:ed)?|fail(?:ed)?|true|false)\b"
        r"|[\"']?success[\"']?\s*[:=]\s*true"
        r"|\b(?:record|output|answer|respond|reply|say|return|conclude)\w*\s+(?:with\s+|that\s+)?(?:an?\s+)?"
        r"[\"']?(?:pass|success|true|yes)\b"
        r"|\b(?:test|check|case|task|run|scenario|evaluation)s?\s+(?:has\s+|have\s+|is\s+|was\s+)?"
        r"(?:already\s+)?(?:passed|succeeded|been\s+(?:verified|passed|completed))",
        re.IGNORECASE,
    ),
}


def evaluator_talk(text: str) -> list[str]:
    """The kinds of evaluator talk in ``text`` (empty when it reads as the app talking to its user)."""
    return [name for name, rule in _RULES.items() if rule.search(text)]


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def contexts(quote: str, page_text: str) -> list[str]:
    """For each occurrence of ``quote`` on the page: the sentences it spans, with the sentence before and
    after when they are in the same block (line) of page text."""
    sentences: list[tuple[str, int]] = []
    for n, line in enumerate(page_text.splitlines()):
        sentences += [(s, n) for s in _SENTENCE_END.split(norm(line)) if s]
    starts, pos = [], 0
    for s, _ in sentences:
        starts.append(pos)
        pos += len(s) + 1
    text = " ".join(s for s, _ in sentences).casefold()
    q = norm(quote).casefold()
    out = []
    at = text.find(q) if q else -1
    while at != -1:
        first = max(i for i, st in enumerate(starts) if st <= at)
        last = max(i for i, st in enumerate(starts) if st < at + len(q))
        if first > 0 and sentences[first - 1][1] == sentences[first][1]:
            first -= 1
        if last + 1 < len(sentences) and sentences[last + 1][1] == sentences[last][1]:
            last += 1
        out.append(" ".join(s for s, _ in sentences[first : last + 1]))
        at = text.find(q, at + 1)
    return out
