"""The score sheet of any game: one row per finished deal — its number, each seat's gain or
loss that deal (and the pool's share, where the game keeps a pool), who played what and whether
it was made — then the balances, as a fixed-width block for a message, a terminal or a file.
A message's keeps within the width a phone shows (:data:`~bot.sheet.PHONE_WIDTH`): each deal's
figures on a line, in columns as wide as the figures need, and its words under them; a file's
is laid out alike (a phone shows a text file as it shows a message), with a key of the names
in full above it.

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
from bot.sheet import PHONE_WIDTH, column_headings
from bot.wrapping import display_width, fill_at_commas, ljust, rjust

WIDTH = 9
"""A seat's column: its heading (``"2 Comp 2"``) and figures, right-aligned."""


@dataclass(frozen=True, slots=True)
class ScoreRow:
    """One row of the sheet: ``label`` is the deal's number (empty for the final
    settlement), ``net`` each seat's gain (+) or loss (−), ``pool`` the pool's share, ``deal``
    the deal whose words (who played what) the row shows, None for the final settlement's. The
    words are written when the sheet is laid out, in the names its columns are headed with."""

    label: str
    net: dict[Seat, int]
    pool: int
    deal: DealEntry | None


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


def score_rows(game: Game) -> list[ScoreRow]:
    """A row per settled deal the game still holds (oldest first), then the final settlement
    where it moved any point."""
    rows: list[ScoreRow] = []
    for entry in game.deals.kept():
        if entry.settlement is None:
            continue  # in progress, or waiting for the merge question
        net = entry.settlement.net()
        rows.append(ScoreRow(str(entry.number), net, -sum(net.values()), entry))
    final = game.final.net() if game.final is not None else {}
    if any(final.values()):
        rows.append(ScoreRow("", final, -sum(final.values()), None))
    return rows


def _row_text(row: ScoreRow, game: Game, short: Sequence[str], lang: Lang) -> str:
    if row.deal is None:
        return game_end_heading(game.words, lang)
    return _deal_text(row.deal, game, short, lang)


def score_sheet(
    game: Game,
    names: Sequence[str],
    lang: Lang = "en",
    limit: int | None = None,
    *,
    key: bool = False,
    width: int | None = None,
) -> str:
    """The sheet in ``lang``, at most ``limit`` characters when given: the newest rows are
    kept, and a line says how many earlier deals are left out (also those a long-lived game no
    longer holds in memory). Its last line is the balances (``game.balances``).

    Without ``width`` it is a message's sheet, within :data:`~bot.sheet.PHONE_WIDTH` columns
    where its figures allow: a deal's figures on a line, the columns as wide as the figures
    shown need and the names shortened alike to fit (``"2 Com 2"``), and who played what on
    indented lines of their own under them, naming the players as the columns do. ``width``
    (a terminal's): the same within it, a deal's words beside its figures where it leaves them
    :data:`BESIDE_LEAST` columns, broken between phrases where it can (as under them:
    :func:`~bot.wrapping.fill_at_commas`), their later lines under the first.
    ``key`` (a file's, which a phone shows as it shows a message): a line first for each
    column, naming its player in full (``"2 = Computer 2 (heuristic)"``)."""
    rows = score_rows(game)
    deals_shown = sum(1 for r in rows if r.label)
    forgotten = game.deals.offset

    def layout(shown: Sequence[ScoreRow]) -> tuple[str, list[str], str]:
        """The head, a block of lines per row ``shown`` and the total."""
        # Each column as wide as the figures shown need.
        fitted = _fitted(game, names, shown, lang, PHONE_WIDTH if width is None else width)
        if not key:
            return fitted
        head, body, total = fitted
        named = [f"{seat} = {name}" for seat, name in enumerate(names, start=1)]
        return "\n".join([*named, head]), body, total

    def sheet(head: str, kept: Sequence[str], total: str) -> str:
        cut = forgotten + deals_shown - sum(1 for r in rows[len(rows) - len(kept) :] if r.label)
        lines = [head]
        if cut:
            lines.append(t(lang, "scoresheet.earlier", n=cut))
        if not rows and not forgotten:
            lines.append(t(lang, "scoresheet.none"))
        return "\n".join([*lines, *kept, total])

    head, kept, total = layout(rows)
    text = sheet(head, kept, total)
    if limit is None or len(text) <= limit:
        return text
    while len(text) > limit and kept:
        kept = kept[1:]  # the oldest row goes first
        text = sheet(head, kept, total)
    if kept:  # drawn again for the rows kept: their figures may need narrower columns
        again = sheet(*layout(rows[len(rows) - len(kept) :]))
        if len(again) <= limit:
            return again
    return text


def _label_width(rows: Sequence[ScoreRow], lang: Lang) -> int:
    words = [t(lang, "scoresheet.deal"), t(lang, "scoresheet.total"), *(r.label for r in rows)]
    return max(display_width(x) for x in words)


def _label(label: str, first: int) -> str:
    return rjust(label, first) if label.isdigit() else ljust(label, first)


def _figures(game: Game, net: dict[Seat, int], share: int) -> list[str]:
    shown = [signed(net[s]) for s in SEATS]
    return [*shown, signed(share)] if game.features.pool else shown


def _total(game: Game) -> list[str]:
    return _figures(game, game.balances, -sum(game.balances.values()))


def _pool_word(game: Game, lang: Lang) -> str:
    return game.words.term("pool", lang).capitalize()[: WIDTH - 1]


BESIDE_LEAST = 30
"""Columns a deal's words need beside its figures; with fewer left they go on lines of their
own under the figures."""


def _fitted(
    game: Game, names: Sequence[str], rows: Sequence[ScoreRow], lang: Lang, width: int
) -> tuple[str, list[str], str]:
    """A sheet within ``width`` where its figures allow: each column as wide as its figures
    or its heading need (the names shortened to fit), the pool's only where the game keeps a
    pool. A deal's words of who played what name the players as the columns' headings do, and
    go beside its figures where the width leaves them :data:`BESIDE_LEAST` columns (their
    later lines under the first), else on lines of their own under the figures, indented (a
    phone's); either way broken between phrases where they can be, a contract's bracket kept
    whole (:func:`~bot.wrapping.fill_at_commas`). The head, a block of lines per row, and the
    total."""
    figure_rows = [_figures(game, r.net, r.pool) for r in rows] + [_total(game)]
    seats = len(SEATS)
    # A figure needs a space before it; a heading of several words two, not to run into the
    # next ("1 Anna  2 Com 2").
    needs = [max(len(f[k]) for f in figure_rows) + 1 for k in range(seats)]
    first = _label_width(rows, lang)
    extra: list[str] = []
    pool_width = 0
    if game.features.pool:
        extra = [_pool_word(game, lang)]
        pool_width = max(display_width(extra[0]) + 2, *(len(f[seats]) + 1 for f in figure_rows))

    def widths_for(headings: Sequence[str]) -> list[int]:
        return [max(n, display_width(h) + 2) for n, h in zip(needs, headings, strict=True)]

    # The longest headings, the same most for every column (so that "Comp 2" does not stand
    # beside "Com 3"), with which the line keeps within the width; the seat's number alone
    # where even that is too wide (the figures alone are then as wide as they need).
    headings = [str(seat) for seat in SEATS]
    for most in range(WIDTH - 1, 1, -1):
        shortened = column_headings(
            names, lambda heading, most=most: display_width(heading) <= most
        )
        if first + pool_width + sum(widths_for(shortened)) <= width:
            headings = shortened
            break
    # The words name a player as the column does; a column headed by its number alone leaves
    # the words a name as a column of WIDTH would show it.
    named = column_headings(names, lambda heading: display_width(heading) < WIDTH)
    short = [
        (heading if " " in heading else fallback).partition(" ")[2] or heading
        for heading, fallback in zip(headings, named, strict=True)
    ]
    widths = [*widths_for(headings), pool_width]
    beside = width - first - sum(widths) - 2 >= BESIDE_LEAST
    indent = " " * (first + 1)

    def line(label: str, cells: Sequence[str], text: str = "") -> str:
        shown = "".join(rjust(c, w) for c, w in zip(cells, widths, strict=False))
        start = f"{_label(label, first)}{shown}"
        if not text:
            return start.rstrip()
        if not beside:
            words = fill_at_commas(text, width, first=indent, later=indent, whole=short)
            return f"{start.rstrip()}\n{words}"
        start += "  "
        if display_width(start + text) <= width:
            return start + text
        later = " " * display_width(start)
        return fill_at_commas(text, width, first=start, later=later, whole=short)

    head = line(t(lang, "scoresheet.deal"), [*headings, *extra], t(lang, "scoresheet.contract"))
    body = [
        line(r.label, figures, _row_text(r, game, short, lang))
        for r, figures in zip(rows, figure_rows, strict=False)
    ]
    return head, body, line(t(lang, "scoresheet.total"), figure_rows[-1])
