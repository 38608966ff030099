"""The score sheet of any game: one row per finished deal — its number, each seat's gain or
loss that deal (and the pool's share, where the game keeps a pool), who played what and whether
it was made — then the balances, as a fixed-width block for a message, a terminal or a file.
A message's keeps within the width a phone shows (:data:`~bot.sheet.PHONE_WIDTH`): each deal's
figures on a line, in columns as wide as the figures need, and its words under them.

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
from bot.wrapping import fill, fill_at_commas

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

    Without ``wide`` or ``width`` it is a message's sheet, within :data:`~bot.sheet.PHONE_WIDTH`
    columns where its figures allow: a deal's figures on a line, the columns as wide as the
    figures shown need and the names shortened alike to fit (``"2 Com 2"``), and who played
    what on indented lines of their own under them. ``width`` (a terminal's): the same within
    it, a deal's words beside its figures where it leaves them :data:`BESIDE_LEAST` columns,
    broken between words, their later lines under the first. ``wide``: every name whole, each
    column as wide as its name needs, a deal on one line (a file, which no width limits)."""
    rows = score_rows(game, _word_names(names, wide), lang)
    deals_shown = sum(1 for r in rows if r.label)
    forgotten = game.deals.offset

    def layout(shown: Sequence[ScoreRow]) -> tuple[str, list[str], str]:
        """The head, a block of lines per row ``shown`` and the total."""
        if wide:
            return _file(game, names, shown, lang)
        # Each column as wide as the figures shown need.
        return _fitted(game, names, shown, lang, PHONE_WIDTH if width is None else width)

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


def _word_names(names: Sequence[str], wide: bool) -> list[str]:
    """The names in the words of who played what: whole in a file, else as a column of
    :data:`WIDTH` would head them (``"Comp 2"``), or the seat's number."""
    if wide:
        return [name or str(seat) for seat, name in enumerate(names, start=1)]
    headings = column_headings(names, lambda heading: len(heading) < WIDTH)
    return [h.partition(" ")[2] or h for h in headings]


def _label_width(rows: Sequence[ScoreRow], lang: Lang) -> int:
    words = [t(lang, "scoresheet.deal"), t(lang, "scoresheet.total"), *(r.label for r in rows)]
    return max(len(x) for x in words)


def _label(label: str, first: int) -> str:
    return label.rjust(first) if label.isdigit() else label.ljust(first)


def _figures(game: Game, net: dict[Seat, int], share: int) -> list[str]:
    shown = [signed(net[s]) for s in SEATS]
    return [*shown, signed(share)] if game.features.pool else shown


def _total(game: Game) -> list[str]:
    return _figures(game, game.balances, -sum(game.balances.values()))


def _pool_word(game: Game, lang: Lang) -> str:
    return game.words.term("pool", lang).capitalize()[: WIDTH - 1]


def _file(
    game: Game, names: Sequence[str], rows: Sequence[ScoreRow], lang: Lang
) -> tuple[str, list[str], str]:
    """A file's sheet: every name whole, each column as wide as its name needs, a deal on a
    line with its words beside its figures. The head, a row per deal, and the total."""
    headings = [f"{seat} {name}".rstrip() for seat, name in enumerate(names, start=1)]
    widths = [max(WIDTH, len(h) + 1) for h in headings] + [WIDTH]  # the pool's last
    first = _label_width(rows, lang)
    columns = [*headings, _pool_word(game, lang)] if game.features.pool else headings

    def line(label: str, figures: Sequence[str], text: str = "") -> str:
        cells = "".join(f.rjust(w) for f, w in zip(figures, widths, strict=False))
        return f"{_label(label, first)}{cells}  {text}".rstrip()

    head = line(t(lang, "scoresheet.deal"), columns, t(lang, "scoresheet.contract"))
    body = [line(r.label, _figures(game, r.net, r.pool), r.text) for r in rows]
    return head, body, line(t(lang, "scoresheet.total"), _total(game))


BESIDE_LEAST = 30
"""Columns a deal's words need beside its figures; with fewer left they go on lines of their
own under the figures."""


def _fitted(
    game: Game, names: Sequence[str], rows: Sequence[ScoreRow], lang: Lang, width: int
) -> tuple[str, list[str], str]:
    """A message's or a terminal's sheet within ``width`` where its figures allow: each column
    as wide as its figures or its heading need (the names shortened to fit, as far as the
    words' names at most), the pool's only where the game keeps a pool. A deal's words of who
    played what go beside its figures where the width leaves them :data:`BESIDE_LEAST`
    columns (broken between words, their later lines under the first), else on lines of their
    own under the figures, indented (a phone's). The head, a block of lines per row, and the
    total."""
    short = _word_names(names, False)
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
        pool_width = max(len(extra[0]) + 2, *(len(f[seats]) + 1 for f in figure_rows))

    def widths_for(headings: Sequence[str]) -> list[int]:
        return [max(n, len(h) + 2) for n, h in zip(needs, headings, strict=True)]

    # The longest headings, the same most for every column (so that "Comp 2" does not stand
    # beside "Com 3"), with which the line keeps within the width; the seat's number alone
    # where even that is too wide (the figures alone are then as wide as they need).
    headings = [str(seat) for seat in SEATS]
    for most in range(WIDTH - 1, 1, -1):
        shortened = column_headings(names, lambda heading, most=most: len(heading) <= most)
        if first + pool_width + sum(widths_for(shortened)) <= width:
            headings = shortened
            break
    widths = [*widths_for(headings), pool_width]
    beside = width - first - sum(widths) - 2 >= BESIDE_LEAST
    indent = " " * (first + 1)

    def line(label: str, cells: Sequence[str], text: str = "") -> str:
        shown = "".join(c.rjust(w) for c, w in zip(cells, widths, strict=False))
        start = f"{_label(label, first)}{shown}"
        if not text:
            return start.rstrip()
        if not beside:
            words = fill_at_commas(text, width, first=indent, later=indent, whole=short)
            return f"{start.rstrip()}\n{words}"
        start += "  "
        if len(start) + len(text) <= width:
            return start + text
        return fill(text, width, first=start, later=" " * len(start), whole=short)

    head = line(t(lang, "scoresheet.deal"), [*headings, *extra], t(lang, "scoresheet.contract"))
    body = [line(r.label, figures, r.text) for r, figures in zip(rows, figure_rows, strict=False)]
    return head, body, line(t(lang, "scoresheet.total"), figure_rows[-1])
