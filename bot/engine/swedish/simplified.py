"""The simplified Swedish payment, Table III (SV-F1…F3), as a ledger: it replaces the betar and
the direct payment with one value per contract, and keeps no protocol.
"""

from __future__ import annotations

from bot.engine.phrasing import Frames, Names, each_lang, say
from bot.engine.result import DealResult
from bot.engine.scoring import LedgerBase, Settlement
from bot.engine.swedish.direct import contract_of, side_payments
from bot.engine.swedish.ladder import headline_terms
from bot.engine.words import Lang

FRAMES: Frames = {
    "made": {"en": "made: value {n}", "sv": "hemgång: värde {n}"},
    "conceded": {"en": "conceded: value {n}", "sv": "uppgivet: värde {n}"},
    "lost": {"en": "lost: value {n}", "sv": "förlorat: värde {n}"},
    "overtricks": {"en": " + {n} overtricks × {each}", "sv": " + {n} överstick × {each}"},
    "overtrick": {"en": " + 1 overtrick × {each}", "sv": " + 1 överstick × {each}"},
    "doubled": {
        "en": " × 2 (two penalty tricks or more)",
        "sv": " × 2 (två straffstick eller fler)",
    },
}
"""Table III's sentence frames."""

TABLE_III: dict[str, tuple[int, int]] = {
    "5": (5, 1),
    "6": (8, 2),
    "petite-misere": (10, 0),
    "7": (16, 2),
    "grande-misere": (20, 0),
    "8": (24, 2),
    "petite-misere-ouverte": (30, 0),
    "9": (32, 3),
    "grande-misere-ouverte": (40, 0),
    "10": (44, 4),
    "11": (60, 5),
    "12": (80, 5),
    "13": (100, 0),
}
"""Contract id → (value, per overtrick); 0 where the table has "–"."""

TABLE_III_WITH_WHIST: dict[str, tuple[int, int]] = {"5": (10, 2), "6": (16, 4)}


def table_value(result: DealResult) -> tuple[int, int]:
    """The row of Table III for this deal; a concession has no whister, so the lone row."""
    contract_id = contract_of(result).id
    if result.with_whist:
        return TABLE_III_WITH_WHIST[contract_id]
    return TABLE_III[contract_id]


class SimplifiedLedger(LedgerBase):
    """Table III as a :class:`~bot.engine.scoring.Ledger`: no marks, betar, rounding or tour."""

    def __init__(self, names: Names = None) -> None:
        self.names = names

    def settle(self, result: DealResult, merge: bool | None = None) -> Settlement:
        """SV-F1/F2; ``merge`` is never asked here and is ignored. All-pass deals pay nothing,
        and get no payment line: the deal's headline says "ompassning" already (the glossary
        explains the word)."""
        if result.all_pass:
            return Settlement(terms=("ompassning",))
        value, per_overtrick = table_value(result)
        terms = headline_terms(result.contract)  # the headline's misère first (SV-C2)
        if result.made:
            amount = value + result.overtricks * per_overtrick
            key, times = "made", 1
            if result.overtricks:
                terms.append("overtrick")
        else:
            # SV-F3: a concession pays as lost by one penalty trick (penalty_tricks is 1).
            times = 1 if result.penalty_tricks == 1 else 2
            amount = value * times
            key = "conceded" if result.conceded else "lost"
        payments, who = side_payments(result, amount, "Table III", self.names)

        def tail(lang: Lang) -> str:
            """What each figure counts, said with it: a bare "× 2" read as unexplained."""
            if result.made and result.overtricks:
                frame = "overtrick" if result.overtricks == 1 else "overtricks"
                said = say(FRAMES, frame, lang, n=result.overtricks, each=per_overtrick)
                return f"{said} = {amount}"
            return f"{say(FRAMES, 'doubled', lang)} = {amount}" if times == 2 else ""

        def line(lang: Lang) -> str:
            return f"{say(FRAMES, key, lang, n=value)}{tail(lang)}; {who[lang]}"

        return Settlement.worded(payments, [each_lang(line)], {"amount": amount}, terms)

    def snapshot(self) -> dict[str, object]:
        return {"payment": "simplified"}
