"""What a hand view shows beyond the table's state: the claimer's cards while a claim is
answered, the merge question's two outcomes, and the last deal's result with the seat's own
payment until the next deal's bidding is over.

Every figure comes from the engine: the outcomes of the merge question from the ledger itself
(:mod:`bot.merge_choice`), the payments from the deal's settlement. Nothing here decides
a rule.
"""

from __future__ import annotations

from bot.engine.actions import Claim
from bot.engine.describe import payment_parts
from bot.engine.game import DealEntry, Game
from bot.engine.phase import Phase
from bot.engine.scoring import Settlement
from bot.engine.views import SeatView
from bot.i18n import Lang, signed, t
from bot.merge_choice import merge_outcomes
from bot.tables.service import LiveTable
from bot.wrapping import PHONE_LINE, cards_lines, display_width
from cogs.boston.deal_lines import phrased
from cogs.boston.results import summary_names, summary_text, table_settings, terms_line
from cogs.boston.seat_names import MoveNames, names_in
from cogs.boston.table_words import cards_text, words_of

HAND_NOTE_ROOM = 300
"""Room for the line naming the merge question's words (named, not explained: the deal's
result explains them once the question is answered)."""


def claim_line(table: LiveTable, view: SeatView, lang: Lang) -> list[str]:
    """The claimer's cards, which the claim shows to everyone (SV-T4): on one line where it
    keeps within a phone's, else under their heading, broken between suits (none while no
    claim is answered)."""
    if view.claim_hand is None or view.declarer is None or view.phase is not Phase.CLAIM:
        return []
    # A move made: named as the deal's lines name it, by who made it (the seat may have been
    # handed to someone else since).
    who = MoveNames(table, lang).last(view.declarer, (Claim,))
    cards = cards_text(view.claim_hand, view) or "—"
    return cards_lines(lambda c: t(lang, "hand.claim_cards", who=who, cards=c), cards, whole=[who])


def merge_lines(table: LiveTable, game: Game, view: SeatView, lang: Lang) -> list[str]:
    """What each of the question's two buttons books, as the ledger books it
    (:mod:`bot.merge_choice`): merging first, then keeping apart (the buttons' order), then
    what either books alike, and one short line naming the words they use and where they
    are explained. A phone showed a five-word glossary (1,500 characters in all) between the
    question and its buttons, and the deal's result posted right after the answer explains
    the same words again: the question keeps only what the choice needs."""
    outcomes = merge_outcomes(game, view, lang)
    if outcomes is None:
        return []
    lines = outcomes.lines(lang)
    note = terms_line(
        Settlement(terms=outcomes.terms),
        lang,
        HAND_NOTE_ROOM,
        explained=False,
        settings=table_settings(table),
    )
    return [*lines, note] if note else lines  # in small print already (``-#``)


def payment_lines(table: LiveTable, settlement: Settlement, seat: int, lang: Lang) -> list[str]:
    """``Your payment: -12``, and where the seat's payment has more than one part, each
    named as the engine names it (:func:`~bot.engine.describe.payment_parts`): ``Your
    payment: -30 (ante -10, contract -20)``; where that is wider than a phone's line, the
    parts on lines of their own under the total (broken after their commas), each whole."""
    amount = signed(settlement.net()[seat])
    parts = payment_parts(settlement, seat, words_of(table), lang)
    if not parts:
        return [t(lang, "hand.your_payment", amount=amount)]
    said = [t(lang, "hand.payment_part", what=w, amount=signed(n)) for w, n in parts]
    line = t(lang, "hand.your_payment_parts", amount=amount, parts=", ".join(said))
    if display_width(line) <= PHONE_LINE:
        return [line]
    below = t(lang, "hand.payment_parts", parts=", ".join(said))
    return [t(lang, "hand.your_payment", amount=amount), *phrased(below, whole=said)]


def last_deal_lines(table: LiveTable, game: Game, view: SeatView, lang: Lang) -> list[str]:
    """The result of the deal just settled while the next one is being bid, and the result of
    a deal whose merge question is still open."""
    if view.phase is Phase.OVER and game.deals:
        entry: DealEntry = game.deals[-1]
        # Named as played, as its result post will be: a seat kept for someone away is theirs.
        text = summary_text(table, entry, lang, names_in(lang)[1])
        names = summary_names(table, entry, lang, names_in(lang)[1])
        return phrased(t(lang, "hand.deal_result", text=text), whole=names)
    if view.phase is not Phase.AUCTION or len(game.deals) < 2:
        return []
    entry = game.deals[-2]
    if entry.settlement is None:
        return []
    # A deal before the one in play: its seats as they played it, not as held now.
    text = summary_text(table, entry, lang, names_in(lang)[1])
    names = summary_names(table, entry, lang, names_in(lang)[1])  # each whole on its line
    lines = phrased(t(lang, "hand.last_deal", text=text), whole=names)  # on a phone's lines
    if any(entry.settlement.net().values()):  # a thrown-in deal paid nobody: no "0" line
        lines += payment_lines(table, entry.settlement, view.seat, lang)
    return lines


def extra_lines(table: LiveTable, view: SeatView, lang: Lang) -> list[str]:
    """The lines under the hand's text: the claim's cards and the merge question. The last
    deal's result (:func:`last_deal_lines`) is not among them: the hand view puts it beside
    that deal's last trick, in the hand's text."""
    game = table.game
    if game is None:
        return []
    return [*claim_line(table, view, lang), *merge_lines(table, game, view, lang)]
