"""The score sheet of any game: one row per finished deal — its number, each seat's gain or
loss that deal (and the pool's share, where the game keeps a pool), who played what and whether
it was made — then the balances, as a fixed-width block for a message or a terminal.

It is drawn from public results only (``DealEntry.result`` and ``settlement.net()``): no hand
and no card is shown. Contract names come from the game's vocabulary, as in a deal's result
post (:func:`~bot.engine.describe.result_contract`); the frame words from the catalogue. The
Swedish protocol's own sheet (ålar and betar) is :mod:`bot.sheet`'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.engine.describe import all_pass_words, game_end_heading, result_contract
from bot.engine.game import DealEntry, Game
from bot.engine.seats import SEATS, Seat
from bot.i18n import Lang, signed, t
from bot.sheet import column_headings
from bot.wrapping import fill

WIDTH = 9
"""A seat's column: its heading (``"2 Comp 2"``) and figures, right-aligned."""


@dataclass(frozen=True, slots=True)
class ScoreRow:
    """One row of the sheet: ``label`` is the deal's number (empty for the final
    settlement), ``net`` each seat's gain (+) or loss (−), ``pool`` the pool's share."""

    label: str
    net: dict[Seat, int]
    pool: int
    text: str


def _deal_text(entry: DealEntry, game: Game, short: Sequence[str], lang: Lang) -> str:
    """Who played what and how it went: ``Comp 2 + Anna: I go 7 ♥, made``."""
    result = entry.result
    if result is None or result.all_pass or result.contract is None or result.declarer is None:
        return all_pass_words(game.words, lang)  # what it meant here: Misère Partout, thrown in
    side = short[result.declarer - 1]
    for other in (result.partner, result.whister):
        if other is not None:
            side += f" + {short[other - 1]}"
    contract = result_contract(result, game.words, lang)
    if result.conceded:
        verdict = t(lang, "scoresheet.conceded")
    elif result.made:
        verdict = t(lang, "result.made")
    else:
        lost = game.words.term("lost", lang)  # the variant's word ("bet", "failed")
        verdict = t(lang, "scoresheet.lost", lost=lost, n=result.penalty_tricks)
    return t(lang, "scoresheet.row", side=side, contract=contract, verdict=verdict)


def score_rows(game: Game, names: Sequence[str], lang: Lang = "en") -> list[ScoreRow]:
    """A row per settled deal the game still holds (oldest first), then the final settlement
    where it moved any point. ``names`` are the short names used in the rows' text."""
    rows: list[ScoreRow] = []
    for entry in game.deals.kept():
        if entry.settlement is None:
            continue  # in progress, or waiting for the merge question
        net = entry.settlement.net()
        text = _deal_text(entry, game, names, lang)
        rows.append(ScoreRow(str(entry.number), net, -sum(net.values()), text))
    final = game.final.net() if game.final is not None else {}
    if any(final.values()):
        rows.append(ScoreRow("", final, -sum(final.values()), game_end_heading(game.words, lang)))
    return rows


def score_sheet(
    game: Game,
    names: Sequence[str],
    lang: Lang = "en",
    limit: int | None = None,
    *,
    wide: bool = False,
    width: int | None = None,
) -> str:
    """The sheet in ``lang``, at most ``limit`` characters when given: the newest rows are
    kept, and a line says how many earlier deals are left out (also those a long-lived game no
    longer holds in memory). Its last line is the balances (``game.balances``).

    Names are shortened to fit a message's narrow columns (``"3 Cecil…"``); ``wide``: every
    name whole, each column as wide as its name needs (a file, which no width limits).
    ``width`` (a terminal's): a row's words of who played what are broken between words
    within it, their later lines under the first."""
    if wide:
        headings = [f"{seat} {name}".rstrip() for seat, name in enumerate(names, start=1)]
        short = [name or str(seat) for seat, name in enumerate(names, start=1)]
    else:
        headings = column_headings(names, lambda heading: len(heading) < WIDTH)
        short = [h.partition(" ")[2] or h for h in headings]  # the heading's name, or number
    widths = [max(WIDTH, len(h) + 1) for h in headings] + [WIDTH]  # the pool's last
    rows = score_rows(game, short, lang)
    pool = game.features.pool
    deal_word, total_word = t(lang, "scoresheet.deal"), t(lang, "scoresheet.total")
    numbers = [r.label for r in rows]
    first = max((len(x) for x in [deal_word, total_word, *numbers]), default=0)
    pool_word = game.words.term("pool", lang).capitalize()[: WIDTH - 1]
    columns = [*headings, pool_word] if pool else headings

    def line(label: str, figures: Sequence[str], text: str = "") -> str:
        cells = "".join(f.rjust(w) for f, w in zip(figures, widths, strict=False))
        start = f"{label.rjust(first) if label.isdigit() else label.ljust(first)}{cells}  "
        if width is None or len(start) + len(text) <= width:
            return start + text
        return fill(text, width, first=start, later=" " * len(start), whole=short)

    def figures(net: dict[Seat, int], share: int) -> list[str]:
        shown = [signed(net[s]) for s in SEATS]
        return [*shown, signed(share)] if pool else shown

    head = line(deal_word, columns, t(lang, "scoresheet.contract")).rstrip()
    body = [line(r.label, figures(r.net, r.pool), r.text).rstrip() for r in rows]
    total = line(total_word, figures(game.balances, -sum(game.balances.values()))).rstrip()
    deals_shown = sum(1 for r in rows if r.label)
    forgotten = game.deals.offset

    def sheet(kept: list[str]) -> str:
        cut = forgotten + deals_shown - sum(1 for r in rows[len(rows) - len(kept) :] if r.label)
        lines = [head]
        if cut:
            lines.append(t(lang, "scoresheet.earlier", n=cut))
        if not rows and not forgotten:
            lines.append(t(lang, "scoresheet.none"))
        return "\n".join([*lines, *kept, total])

    kept = body
    text = sheet(kept)
    while limit is not None and len(text) > limit and kept:
        kept = kept[1:]  # the oldest row goes first
        text = sheet(kept)
    return text
