"""The merge question's two answers (SV-P9, SV-P10) as the ledger would book them, for any
frontend to show before the person answers: what each books apart (the two differ in a line
or two of a long settlement), then what both book alike.

The ledger is settled on a copy both ways, so the figures are the engine's own; a ledger that
words its answers for the asked seat (:class:`~bot.engine.scoring.AsksMerge`) says them in
that seat's own person. Nothing here decides a rule.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

from bot.engine.actions import Merge
from bot.engine.game import Game
from bot.engine.scoring import AsksMerge
from bot.engine.views import SeatView
from bot.i18n import Lang, t


@dataclass(frozen=True, slots=True)
class MergeOutcomes:
    alike: tuple[str, ...]
    if_merged: tuple[str, ...]
    if_apart: tuple[str, ...]
    terms: tuple[str, ...]
    """The glossary terms either settlement uses."""

    def lines(self, lang: Lang) -> list[str]:
        """``If you merge: …``, ``If you keep them apart: …``, then ``Either way: …``: the
        answers in the buttons' order, what they book alike after them, as a Discord hand view
        lists them too (``cogs.boston.hand_extras.merge_lines``)."""
        shown = [
            t(lang, "hand.merge_if_yes", lines="; ".join(self.if_merged) or "—"),
            t(lang, "hand.merge_if_no", lines="; ".join(self.if_apart) or "—"),
        ]
        if self.alike:
            shown.append(t(lang, "hand.merge_alike", lines="; ".join(self.alike)))
        return shown


def merge_outcomes(game: Game, view: SeatView, lang: Lang) -> MergeOutcomes | None:
    """The two answers' bookings where ``view``'s seat is asked the merge question; else
    None."""
    if not any(isinstance(a, Merge) for a in view.legal) or not game.deals:
        return None
    result = game.deals[-1].result
    if result is None:
        return None
    merged, apart = (copy.deepcopy(game.ledger).settle(result, merge) for merge in (True, False))
    terms = (*merged.terms, *apart.terms)
    ledger = game.ledger
    answers = ledger.merge_answers(result) if isinstance(ledger, AsksMerge) else None
    if answers is not None:  # in the asked seat's own person ("you write …", not their name)
        yes_text, no_text, alike_text = (answer[lang] for answer in answers)
        return MergeOutcomes(
            alike=(alike_text,), if_merged=(yes_text,), if_apart=(no_text,), terms=terms
        )
    yes, no = merged.text(lang), apart.text(lang)
    return MergeOutcomes(
        alike=tuple(line for line in yes if line in no),
        if_merged=tuple(x for x in yes if x not in no),
        if_apart=tuple(x for x in no if x not in yes),
        terms=terms,
    )
