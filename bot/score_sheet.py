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

Under either sheet, while a deal is played, the lines of that deal so far (:func:`in_play_lines`:
its dealer, the bids, the contract once settled), which have no row yet: in the engine's words
(:func:`~bot.engine.in_play.deal_in_play`), from the deal's public view only.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import accumulate

from bot.engine.actions import Level
from bot.engine.describe import (
    all_pass_words,
    declared_gains,
    game_end_heading,
    made_word,
    result_contract,
)
from bot.engine.game import DealEntry, Game
from bot.engine.in_play import DealInPlay, MoveNamesSaid, deal_in_play
from bot.engine.seats import SEATS, Seat
from bot.i18n import Lang, signed, t
from bot.names import in_turn
from bot.sheet import (
    PHONE_WIDTH,
    bracketed,
    fitted_headings,
    heading_name,
    in_series,
    name_forms,
    name_series,
    whole_name_forms,
)
from bot.wrapping import (
    PHONE_LINE,
    display_width,
    fill,
    fill_at_commas,
    headed_lines,
    ljust,
    packed,
    rjust,
    rule_phrases,
    template_cut,
)

POOL_WORD_MOST = 8
"""Columns the pool's heading takes at most."""


@dataclass(frozen=True, slots=True)
class ScoreRow:
    """One row of the sheet: ``label`` is the deal's number (empty for the final
    settlement), ``net`` each seat's gain (+) or loss (−), ``pool`` the pool's share, ``deal``
    the deal whose words (who played what) the row shows, None for the final settlement's. The
    words are written when the sheet is laid out, naming the players as fully as its lines
    allow."""

    label: str
    net: dict[Seat, int]
    pool: int
    deal: DealEntry | None


Played = Callable[[int], Sequence[Sequence[str]]]
"""Who played each seat of deal number ``n``, in turn (seat 1 first): where a seat changed
hands during the game, a deal's words name who played it (:meth:`bot.sheet.SeatPlayers.in_deal`)
rather than the column's player."""


@dataclass(frozen=True, slots=True)
class _DealWords:
    """A deal's words of who played what but the names: the seats (0-based) that played it,
    declarer first, and what follows the names (``"I go 7 ♥"``, ``"made"``); no seats where
    nobody played (``contract`` then holds the whole words: "everyone passed, thrown in").
    ``players``: for each of ``seats``, who played it in turn, as indices of the sheet's
    names (its columns' players, then any other who played); empty: each seat's column.
    ``declared``: each declaration made in the deal, by the seat (0-based) that made it, and
    what it brought ("chicane +30", :func:`~bot.engine.describe.declared_gains`), with
    ``declared_by`` who played that seat, as ``players`` for ``seats``."""

    seats: tuple[int, ...]
    contract: str
    verdict: str = ""
    players: tuple[tuple[int, ...], ...] = ()
    declared: tuple[tuple[int, str], ...] = ()
    declared_by: tuple[tuple[int, ...], ...] = ()

    def who(self) -> tuple[tuple[int, ...], ...]:
        """Who played each of ``seats``, in turn, as indices of the sheet's names."""
        return self.players or tuple((k,) for k in self.seats)

    def declarers(self) -> tuple[tuple[int, ...], ...]:
        """Who made each of ``declared``, in turn, as indices of the sheet's names."""
        return self.declared_by or tuple((k,) for k, _ in self.declared)

    def named(self) -> tuple[int, ...]:
        """Every name the words say, as indices of the sheet's names."""
        return tuple(k for turn in (*self.who(), *self.declarers()) for k in turn)

    def declarations(self, names: Sequence[str], lang: Lang) -> list[str]:
        """``West: chicane +30`` for each of ``declared``, naming player ``k``
        ``names[k]``."""
        return [
            t(lang, "scoresheet.declared", who=in_turn([names[k] for k in turn]), what=what)
            for (_, what), turn in zip(self.declared, self.declarers(), strict=True)
        ]

    def side(self, names: Sequence[str]) -> str:
        """``Comp 2 + Anna``: who played the deal, naming player ``k`` ``names[k]``; a seat
        that changed hands during the deal by each who played it ("Bo → Erik")."""
        return " + ".join(in_turn([names[k] for k in turn]) for turn in self.who())

    def said(self, names: Sequence[str], lang: Lang) -> str:
        """``Comp 2 + Anna: I go 7 ♥, made``, naming player ``k`` ``names[k]``; then each
        declaration made in the deal, after a semicolon (``…, made; West: chicane +30``): a
        declarer's figure that the contract's payments alone do not make (RU-C5)."""
        said = self.contract
        if self.seats:
            side = self.side(names)
            said = t(
                lang, "scoresheet.row", side=side, contract=self.contract, verdict=self.verdict
            )
        return "; ".join([said, *self.declarations(names, lang)])

    def whole(self, names: Sequence[str], room: int, lang: Lang) -> tuple[str, ...]:
        """What the words keep on one line, naming player ``k`` ``names[k]``: each name, the
        side ("Bertil + Cilla") where it fits in ``room`` columns, never "Bertil" / "+ Cilla:
        5 spel …" read as two rows' players, and each declaration where it fits."""
        side = self.side(names) if self.seats else ""
        pair = (side,) if " + " in side and display_width(side) <= room else ()
        # A declaration whole where it fits ("West: chicane +30", never "West:" / "chicane").
        fitting = [d for d in self.declarations(names, lang) if display_width(d) <= room]
        return (*(names[k] for k in self.named()), *pair, *fitting)


def _deal_words(entry: DealEntry, game: Game, lang: Lang) -> _DealWords:
    """Who played what and how it went, in the variant's words (as the deal's result post)."""
    result = entry.result
    # What each declaration brought its declarer (RU-C5: West's "chicane +30").
    declared = tuple((seat - 1, what) for seat, what in declared_gains(entry, game.words, lang))
    if result is None or result.all_pass or result.contract is None or result.declarer is None:
        # Misère Partout, thrown in
        return _DealWords((), all_pass_words(game.words, lang), declared=declared)
    seats = [result.declarer, *(s for s in (result.partner, result.whister) if s is not None)]
    contract = result_contract(result, game.words, lang)
    if result.conceded:
        verdict = t(lang, "scoresheet.conceded")
    elif result.made:
        verdict = made_word(game.words, lang)  # the variant's word ("gick hem")
    else:
        lost = game.words.term("lost", lang)  # the variant's word ("bet", "failed")
        verdict = t(lang, "scoresheet.lost", lost=lost, n=result.penalty_tricks)
    deal = entry.deal  # a deal played here: its tricks claimed, not played
    claimed = deal.public_view().claimed if deal is not None and deal.is_over else 0
    if claimed:
        verdict = t(lang, "scoresheet.claimed", verdict=verdict, n=claimed)
    return _DealWords(tuple(s - 1 for s in seats), contract, verdict, declared=declared)


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


def score_sheet(
    game: Game,
    names: Sequence[str],
    lang: Lang = "en",
    limit: int | None = None,
    *,
    key: bool = False,
    width: int | None = None,
    played: Played | None = None,
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
    column, naming its player in full (``"2 = Computer 2 (heuristic)"``).
    ``played``: who played each deal (:data:`Played`), where a seat changed hands during the
    game; ``names`` then name its columns (each seat's holder at the end)."""
    rows = score_rows(game)
    deals_shown = sum(1 for r in rows if r.label)
    forgotten = game.deals.offset

    def layout(shown: Sequence[ScoreRow]) -> tuple[str, list[str], str]:
        """The head, a block of lines per row ``shown`` and the total."""
        # Each column as wide as the figures shown need.
        room = PHONE_WIDTH if width is None else width
        fitted = _fitted(game, names, shown, lang, room, played)
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


def in_play_lines(
    game: Game,
    names: Sequence[str],
    lang: Lang = "en",
    width: int = PHONE_LINE,
    *,
    said: MoveNamesSaid | None = None,
    room: int | None = None,
) -> list[str]:
    """The deal in play, which no row of a sheet shows yet, on lines within ``width``
    columns: its head ("Deal 5 · dealer Bertil: in progress"), the bids made so far as the
    table message's line of bids heads them ("Bids: Anna Five ♦ · Cilla Six ♦", broken
    between bids), and the contract once the auction has settled it under the table message's
    "Contract:" label, so that it is not read as one more bid, the contract named as a
    result names it (:func:`~bot.engine.describe.contract_name`, not the table message's bid
    words: "Contract: Six ♦ (plain suit) · declarer Cilla", then "whister Anna"), or that it is
    being declared (NT-K1); a name and a contract's name each kept whole. ``said``: who made
    each move, where not the seats' ``names`` (:class:`~bot.engine.in_play.MoveNamesSaid`).
    ``room``: the characters the lines take at most, joined by newlines (a message's share):
    the newest bids kept, the earliest counted on a line of their own ("… 12 earlier bids").
    Public facts only (:func:`~bot.engine.in_play.deal_in_play`). None between deals."""
    shown = deal_in_play(game, names, lang, said)
    if shown is None:
        return []
    phrases = rule_phrases(game.words, game.rules.ladder, lang)
    people = [*names, *(x for x in (shown.declarer, shown.partner, shown.whister) if x)]
    if said is not None:
        people += [said.dealer, *said.calls]
    whole = tuple(dict.fromkeys(people))
    head = fill_at_commas(shown.head, width, whole=whole).splitlines()
    tail = _in_play_contract(shown, lang, width, whole, phrases)

    def lines_for(bids: Sequence[str]) -> list[str]:
        headed = headed_lines(
            bids,
            lambda first: t(lang, "deal.bids", bids=first),
            width,
            whole=whole,
            phrases=phrases,
        )
        return [*head, *headed, *tail]

    lines = lines_for(shown.bids)
    dropped = 0
    # The earliest bids give way first, counted: the newest say where the auction stands.
    while room is not None and len("\n".join(lines)) > room and dropped < len(shown.bids):
        dropped += 1
        key = "deal.earlier_bid" if dropped == 1 else "deal.earlier_bids"
        lines = lines_for([t(lang, key, n=dropped), *shown.bids[dropped:]])
    return lines


def _in_play_contract(
    shown: DealInPlay, lang: Lang, width: int, whole: Sequence[str], phrases: Sequence[str]
) -> list[str]:
    """The deal in play's contract line(s) in the table message's contract template (its
    "Contract:" label, the declarer, then the partner or whister), the contract named as a
    result names it (:attr:`DealInPlay.contract`), broken between its parts; that it is being
    declared (NT-K1); a Misère Partout played by its words alone."""
    if shown.declaring:
        text = t(lang, "contract.declaring", declarer=shown.declarer)
        return fill_at_commas(text, width, whole=whole).splitlines()
    if not shown.contract:
        return []
    if not shown.declarer:  # everyone passed and plays (DW-B4, FB-A): no bid to mistake
        return fill_at_commas(shown.contract, width, whole=whole, phrases=phrases).splitlines()
    # The table message's own line, cut at its " · " (never at one inside a name).
    fields = {
        "contract": shown.contract,
        "declarer_word": shown.declarer_word,
        "declarer": shown.declarer,
    }
    parts = template_cut(lang, "contract.line", fields)
    if shown.partner:  # AM-T2
        parts.append(t(lang, "contract.partner", who=shown.partner))
    if shown.whister:
        parts.append(t(lang, "contract.whister", role=shown.whister_word, who=shown.whister))
    lines: list[str] = []
    for line in packed(parts, width):
        if display_width(line) <= width:
            lines.append(line)
        else:  # a part wider than a line alone: broken between its phrases
            lines += fill_at_commas(line, width, whole=whole, phrases=phrases).splitlines()
    return lines


HEAD_RULES = (" │", "│")
"""What ends the head's label ("Deal │ 1 Anna  2 Comp 2"), the second where a line is tight
("Deal│ 1 Anna", in the columns "Deal  1 Anna" took): the seats' headings begin with their
numbers, and "Deal   1 Anna" read as "Deal 1"."""


def _label_width(rows: Sequence[ScoreRow], lang: Lang) -> int:
    words = [t(lang, "scoresheet.deal"), t(lang, "scoresheet.total"), *(r.label for r in rows)]
    return max(display_width(x) for x in words)


def _label(label: str, first: int) -> str:
    return rjust(label, first) if label.isdigit() else ljust(label, first)


def _figures(game: Game, net: dict[Seat, int], share: int) -> list[str]:
    shown = [signed(net[s]) for s in SEATS]
    return [*shown, signed(share)] if game.features.pool else shown


def _total(game: Game) -> list[str]:
    """The balances, and what the pool holds, unsigned: a deal's row has the pool's change
    ("+175"), its total the pool's content ("325"), which is no gain ("+325" read as one)."""
    shown = [signed(game.balances[s]) for s in SEATS]
    return [*shown, str(-sum(game.balances.values()))] if game.features.pool else shown


def _pool_word(game: Game, lang: Lang) -> str:
    return game.words.term("pool", lang).capitalize()[:POOL_WORD_MOST]


HANG = "  "
"""How much further in a deal's words beside its figures go on where broken: a later line
level with the first ("Dator 2 + Du: 6 levées ♠," / "bet med 1") read as a row of its own."""

BESIDE_LEAST = 30
"""Columns a deal's words need beside its figures; with fewer left they go on lines of their
own under the figures."""


def _fitted(
    game: Game,
    names: Sequence[str],
    rows: Sequence[ScoreRow],
    lang: Lang,
    width: int,
    played: Played | None = None,
) -> tuple[str, list[str], str]:
    """A sheet within ``width`` where its figures allow: each column as wide as its figures
    or its heading need, the pool's only where the game keeps a pool, each heading as long as
    the line leaves its column (:func:`~bot.sheet.fitted_headings`: "1 Marg…  2 Maria  3
    Magnus", never two read alike), a space instead of two before one where that keeps a
    name of ordinary length whole (:func:`_closer_headings`: "1 Anna 2 Bertil  3 Cilla"). A
    deal's words of who played what name the players as fully as the words' lines allow,
    uncut where a name fits a line (:func:`_word_names`), and go beside its figures where
    the width leaves them :data:`BESIDE_LEAST` columns (their later lines under the first),
    else on lines of their own under the figures, indented (a phone's); either way broken
    between phrases where they can be, a contract's bracket kept whole
    (:func:`~bot.wrapping.fill_at_commas`). ``played``: who played each deal, where not the
    columns' players (:data:`Played`). The head, a block of lines per row, and the total."""
    figure_rows = [_figures(game, r.net, r.pool) for r in rows]
    total_row = _total(game)
    seats = len(SEATS)
    # A figure needs a space before it; a heading two, not to run into the next ("1 Anna  2
    # Comp 2").
    needs = [max(len(f[k]) for f in [*figure_rows, total_row]) + 1 for k in range(seats)]
    first = _label_width(rows, lang)
    # The first heading may reach into the labels' column as far as the head's label leaves
    # it ("Giv" under "Summa"), two spaces after that label.
    # ("Deal│ 1 Anna": the head's rule and a space before the heading.)
    wide, tight = (t(lang, "scoresheet.deal") + rule for rule in HEAD_RULES)
    spare = first + 1 - display_width(tight)
    extra: list[str] = []
    pool_least = pool_word = 0
    if game.features.pool:
        extra = [_pool_word(game, lang)]
        pool_word = display_width(extra[0])
        pool_least = max(len(f[seats]) + 1 for f in [*figure_rows, total_row])
    apart = [HEADING_GAP] * (seats + 1)  # before each seat's heading, then the pool's

    def pool_for(gaps: Sequence[int]) -> int:
        return max(pool_word + gaps[seats], pool_least) if game.features.pool else 0

    def widths_for(shown: Sequence[int], reach: int = 0, gaps: Sequence[int] = apart) -> list[int]:
        """The seats' columns under headings ``shown`` columns wide, ``gaps`` before each."""
        found = [max(n, w + g) for n, w, g in zip(needs, shown, gaps, strict=False)]
        found[0] = max(needs[0], shown[0] + HEADING_GAP - reach)
        return found

    def line_width(shown: Sequence[int], gaps: Sequence[int] = apart) -> int:
        return first + pool_for(gaps) + sum(widths_for(shown, spare, gaps))

    headings = fitted_headings(names, line_width, width, alone=True)
    gaps = apart
    if width > PHONE_WIDTH:
        # A terminal's: the words beside the figures where names uncut leave them room.
        beside_room = width - BESIDE_LEAST - 2
        uncut = fitted_headings(names, line_width, beside_room, worst=0)
        if line_width([display_width(h) for h in uncut]) <= beside_room:
            headings = uncut
    closer, closed = _closer_headings(names, headings, line_width, width)
    if closer:
        headings, gaps = closer, closed
    pool_width = pool_for(gaps)
    shown = [display_width(h) for h in headings]
    widths = widths_for(shown, first + 1 - display_width(wide), gaps)
    if first + pool_width + sum(widths) > width:  # the first heading reaches into the labels'
        widths = widths_for(shown, spare, gaps)
    # The wide rule where the first heading's column leaves it room, a space before the heading.
    fits = first + widths[0] - shown[0] - 1 >= display_width(wide)
    head_label = wide if fits else tight
    widths.append(pool_width)
    beside = width - first - sum(widths) - 2 >= BESIDE_LEAST
    indent = " " * (first + 1)
    words_room = width - first - sum(widths) - 2 - len(HANG) if beside else width - len(indent)
    said = [
        _deal_words(r.deal, game, lang)
        if r.deal is not None
        else _DealWords((), game_end_heading(game.words, lang))
        for r in rows
    ]
    people = list(names)
    if played is not None:
        said = [
            _played_by(words, played(r.deal.number), people) if r.deal is not None else words
            for r, words in zip(rows, said, strict=True)
        ]
    # A contract's name kept whole where it fits, with its level's words where it costs no
    # line (_filled).
    phrases = _rule_words(game, lang)
    named = _word_names(people, said, headings, lang, words_room, phrases)

    def line(
        label: str,
        cells: Sequence[str],
        text: str = "",
        whole: Sequence[str] = (),
        cols: Sequence[int] | None = None,
    ) -> str:
        start = f"{_label(label, first)}" + "".join(
            rjust(c, w) for c, w in zip(cells, widths if cols is None else cols, strict=False)
        )
        if not text:
            return start.rstrip()
        if not beside:
            words = _filled(text, width, first=indent, later=indent, whole=whole, phrases=phrases)
            return f"{start.rstrip()}\n{words}"
        start += "  "
        if display_width(start + text) <= width:
            return start + text
        later = " " * display_width(start) + HANG  # under the contract, not a new row's
        return _filled(text, width, first=start, later=later, whole=whole, phrases=phrases)

    # The head's label reaches into the first heading's column as far as it leaves room.
    over = max(0, display_width(head_label) - first)
    head_widths = [widths[0] - over, *widths[1:]]
    head = line(head_label, [*headings, *extra], t(lang, "scoresheet.contract"), cols=head_widths)
    body = [
        line(r.label, figures, words.said(named, lang), words.whole(named, words_room, lang))
        for r, figures, words in zip(rows, figure_rows, said, strict=True)
    ]
    return head, body, line(t(lang, "scoresheet.total"), total_row)


HEADING_GAP, CLOSE_GAP = 2, 1
"""Spaces before a seat's heading: two ("1 Anna  2 Bertil"), one where that keeps a name
whole that two would cut ("1 Anna 2 Bertil  3 Cilla", not "2 Ber…"); two before the pool's."""

WHOLE_MOST = 8
"""Columns of a name that a heading keeps whole at the cost of a closer gap: a name of
ordinary length ("Bertil", "South"), not one a column is no place for."""


def _closer_headings(
    names: Sequence[str],
    headings: Sequence[str],
    line_width: Callable[[Sequence[int], Sequence[int]], int],
    width: int,
) -> tuple[list[str], list[int]]:
    """Headings that keep more names whole than ``headings`` (a name of at most
    :data:`WHOLE_MOST` columns cut there: "3 Sou…") where a space instead of two before some
    headings lets the line (``line_width(headings' columns, gaps)``) keep within ``width``,
    and those gaps: one space before the heading it keeps whole first, then before others
    from the right, as few as the line needs. One space only between two one-word names
    ("2 Comp 2 3 Cilla" reads as a row of numbers, "1 Maria 2 Maria Lind 3 Per P" as one
    name), never before the pool's. None where no name is kept whole."""
    seats = len(headings)
    wholes = whole_name_forms(names)
    if all(heading_name(heading, k + 1) in wholes[k] for k, heading in enumerate(headings)):
        return [], []
    bests = name_forms(names)

    def whole(k: int, heading: str) -> bool:
        return heading_name(heading, k + 1) in wholes[k]

    def one_word(k: int) -> bool:
        """Whether player ``k``'s name is a word ending in a letter, whatever it is cut to:
        "2 Comp 2 3 Cilla" or "1 Maria 2 Maria Lind 3 Per P" read as a row of numbers or
        of one name."""
        best = bests[k][0] if bests[k] else ""
        return bool(best) and " " not in best and not best[-1].isdigit()

    # Two spaces before the pool's heading always ("4 David Pool" reads as a name).
    closable = [k for k in range(1, seats) if one_word(k - 1) and one_word(k)]
    if not closable:
        return [], []
    trial = [CLOSE_GAP if k in closable else HEADING_GAP for k in range(seats + 1)]
    closer = fitted_headings(names, lambda shown: line_width(shown, trial), width, alone=True)
    kept = [
        k
        for k in range(seats)
        if whole(k, closer[k])
        and not whole(k, headings[k])
        and display_width(heading_name(closer[k], k + 1)) <= WHOLE_MOST
    ]
    worse = any(
        (whole(k, headings[k]) and not whole(k, closer[k]))
        or display_width(closer[k]) < display_width(headings[k])
        for k in range(seats)
    )
    if not kept or worse:
        return [], []
    shown = [display_width(h) for h in closer]
    order = [k for k in closable if k in kept] + [k for k in reversed(closable) if k not in kept]
    gaps = [HEADING_GAP] * (seats + 1)
    for k in order:
        if line_width(shown, gaps) <= width:
            break
        pair = [heading_name(closer[j], j + 1) for j in (k - 1, k)]
        if all(name and " " not in name for name in pair):  # not "2 3 C…"
            gaps[k] = CLOSE_GAP
    if line_width(shown, gaps) > width:
        return [], []
    return closer, gaps


@dataclass(frozen=True, slots=True)
class _Phrases:
    """A game's rule words that read as one (:func:`~bot.wrapping.rule_phrases`), as a
    sheet keeps them: ``whole``, each contract's name, each level's words and each suit
    class's, kept on one line wherever they fit (never "13 spel" / "(concordia) i högsta färg",
    "Grande" / "indépendance"); ``joined``, every one of them, a contract's name with its
    level's words too ("13 spel (concordia) i högsta färg"), kept whole only where that takes
    no more lines."""

    whole: tuple[str, ...] = ()
    joined: tuple[str, ...] = ()


def _rule_words(game: Game, lang: Lang) -> _Phrases:
    """The game's rule words in ``lang``, as a sheet keeps them (:class:`_Phrases`)."""
    joined = rule_phrases(game.words, game.rules.ladder, lang)
    levels = {game.words.level(level, lang) for level in Level} - {""}
    named = {game.words.contract(c, lang) for c in game.rules.ladder}
    named |= {game.words.contract_short(c, lang) for c in game.rules.ladder}
    named |= {game.words.contract_choice(c, lang) for c in game.rules.ladder}
    with_level = {name + level for name in named for level in levels}
    return _Phrases(tuple(p for p in joined if p not in with_level), joined)


def _played_by(words: _DealWords, who: Sequence[Sequence[str]], people: list[str]) -> _DealWords:
    """``words`` naming who played each of its seats (``who``, seat 1 first): a seat's
    column player by its column, anyone else by a name added to ``people`` (once)."""

    def index(seat: int, name: str) -> int:
        if name == people[seat]:
            return seat
        if name not in people:
            people.append(name)
        return people.index(name)

    def holders(k: int) -> tuple[int, ...]:
        return tuple(index(k, name) for name in who[k]) if k < len(who) and who[k] else (k,)

    players = tuple(holders(k) for k in words.seats)
    declared_by = tuple(holders(k) for k, _ in words.declared)
    return replace(words, players=players, declared_by=declared_by)


WORDS_MOST, WORDS_LEAST = 24, 6
"""Columns a player's name takes in a deal's words: at most, and at least where the sheet
heads the player's column by its number alone ("Comp 2", "Anna L.")."""


def _word_names(
    names: Sequence[str],
    said: Sequence[_DealWords],
    headings: Sequence[str],
    lang: Lang,
    room: int,
    phrases: _Phrases = _Phrases(),
) -> list[str]:
    """How the deals' words (``said``) name each player: as fully as they can (the whole
    name, "Magnus 🃏", "Mats-Olof S.", "Computer 2") while no deal's words take more lines of
    ``room`` columns than they would with the names of the columns' ``headings``, and never
    less fully than those; never cut ("Ber…", "M.L.") where a form uncut fits a line, even at
    a line's cost ("Bertil:" / "Demande ♣ (petite – andra färg),", never "Ber…: Demande ♣
    (petite – andra färg),"); one name per player in every deal's words, a series ("Computer 2",
    "Computer 3") named alike, and none that could be another player's
    (:func:`~bot.sheet.name_forms`). Where the words need it, the widest name gives way first.
    ``names``: the columns' players, then any other who played a deal (no column: as under a
    heading of its number alone)."""
    choices: list[list[str]] = []
    for k, column in enumerate(name_forms(names)):
        seat = k + 1
        shown = heading_name(headings[k], seat) if k < len(headings) else ""
        # No shorter than the heading's name; under a number alone, as a narrow column would
        # show it (WORDS_LEAST).
        most = display_width(shown) if shown else WORDS_LEAST
        fitting = (k for k, f in enumerate(column) if display_width(f) <= most)
        at = column.index(shown) if shown in column else next(fitting, len(column) - 1)
        kept = [f for f in column[: at + 1] if display_width(f) <= WORDS_MOST and f]
        if shown and k < len(names) and in_series(names[k]) and not bracketed(column[0]):
            # A series' name cut as its heading cuts it or not at all: "Co 2" or "Computer
            # 2" under "2 Co 2", never "Comp 2" (one seat cut two ways). One only its
            # brackets tell apart is none of the series: "Computer 4 (alice)" under "2
            # (alice)".
            kept = [f for f in kept if f in (column[0], shown)]
        choices.append(kept or [column[at] or str(seat)])  # a name left empty: its number
    # Never a name cut where it fits a line with its colon ("Bertil:", never "Ber…:" to spare
    # a deal's words a line): the uncut forms come first (best first); a name cut only where
    # a deal's words are wider than a line with it ("Christopher + Bartholomew-Maximilia…:",
    # a name longer than WORDS_MOST), no further than that line needs.
    uncut = [  # how many of each player's forms to try before a cut: up to the last uncut
        max(
            (j + 1 for j, f in enumerate(column) if f in whole and display_width(f) < room),
            default=0,
        )
        for column, whole in zip(choices, whole_name_forms(names), strict=True)
    ]
    deals = [words for words in said if words.seats]
    # The columns a deal's words take but its names (a name's are added to them).
    bare = [display_width(words.said([""] * len(names), lang)) for words in deals]
    wide = {f: display_width(f) for column in choices for f in column}

    def size(number: int, named: Sequence[str]) -> tuple[int, int]:
        """The lines deal ``number``'s words take, and the widest of them: wider than a line
        where they name a side too wide for one ("Christopher" / "+ Bartholomew-Maximilian…:"
        reads as two rows' players)."""
        words = deals[number]
        if bare[number] + sum(wide[named[k]] for k in words.named()) <= room:
            return 1, 0  # most words fit a line: no need to break them
        side = words.side(named)
        if " + " in side and display_width(side) >= room:
            return 0, room + 1
        return _filled_size(words.said(named, lang), room, words.whole(named, room, lang), phrases)

    floor = [column[n - 1 if n else 0] for column, n in zip(choices, uncut, strict=True)]
    fewest = [size(n, floor)[0] for n in range(len(deals))]
    groups = name_series(names, choices)
    choice = [0] * len(choices)
    named_in = [words.named() for words in deals]
    while True:
        named = [column[k] for column, k in zip(choices, choice, strict=True)]
        sizes = [size(n, named) for n in range(len(deals))]
        over = {k for n, least in enumerate(fewest) if sizes[n][0] > least for k in named_in[n]}
        spill = {k for n, (_, most) in enumerate(sizes) if most > room for k in named_in[n]}
        steps: list[tuple[int, int, list[int], int]] = []
        for group in groups:
            k = group[0]
            if spill.intersection(group):
                last = len(choices[k])
            elif over.intersection(group) and uncut[k]:
                last = uncut[k]
            else:
                continue
            now = wide[named[k]]
            narrower = (j for j in range(choice[k] + 1, last))
            step = next((j for j in narrower if wide[choices[k][j]] < now), None)
            if step is not None:
                steps.append((now, k, group, step))
        if not steps:
            return named
        _, _, group, step = max(steps, key=lambda s: (s[0], s[1]))
        for k in group:
            choice[k] = step


@lru_cache(maxsize=4096)
def _filled_size(
    text: str, room: int, whole: tuple[str, ...], phrases: _Phrases = _Phrases()
) -> tuple[int, int]:
    """The lines ``text`` takes broken within ``room`` columns, names ``whole`` kept whole and
    ``phrases`` as :func:`_filled` keeps them, and the widest of them (a sheet asks again for
    the same deal's words with each name tried, and each time it is drawn)."""
    lines = _filled(text, room, whole=whole, phrases=phrases).splitlines()
    return len(lines), max(display_width(line) for line in lines)


def _filled(
    text: str,
    width: int,
    *,
    first: str = "",
    later: str = "",
    whole: Sequence[str] = (),
    phrases: _Phrases = _Phrases(),
) -> str:
    """A deal's words broken within ``width`` columns (:func:`~bot.wrapping.fill_at_commas`),
    names ``whole`` kept whole, and the game's rule words (``phrases``): a contract's name and
    a level's words wherever they fit on a line, even at a line's cost ("Comp 2: 13 spel
    (concordia)" / "i högsta färg ♠, lost by 9", never "Comp 2: 13 spel" / "(concordia) i
    högsta färg ♠, lost by 9"), and a name with its level's words too where that takes no more
    lines: "Bertil + Cilla:" / "5 spel (liten boston) ♠, simpel färg," / "bet med 3", but
    "Bertil: 5 spel (liten boston)" / "i färg ♠, andra färg, made" kept to its two lines."""
    plain = fill_at_commas(text, width, first=first, later=later, whole=whole)
    joined = fill_at_commas(
        text, width, first=first, later=later, whole=whole, phrases=phrases.joined
    )
    best = joined if joined.count("\n") <= plain.count("\n") else plain
    room = width - max(display_width(first), display_width(later))
    if best is joined or not _cuts(plain, first, later, phrases.whole, room):
        return best
    # A name broken where it fits: kept whole, at a line's cost where it must. The way that
    # weighs a phrase cut above a line may take one more than filling line by line ("Comp 2:"
    # / "13 spel (concordia) i högsta färg ♠," / "lost by 9"); that, where no bracket is left
    # open at a line's end and it takes fewer.
    kept = fill_at_commas(text, width, first=first, later=later, whole=whole, phrases=phrases.whole)
    tight = fill(text, width, first=first, later=later, whole=whole, phrases=phrases.whole)
    if any(line.count("(") > line.count(")") for line in tight.splitlines()):
        return kept
    return tight if tight.count("\n") < kept.count("\n") else kept


_SUITS = "♠♥♦♣"
"""The suits' symbols: one after a contract's name stays with it ("Grande indépendance ♦")."""


@lru_cache(maxsize=256)
def _phrase_finder(phrase: str) -> re.Pattern[str]:
    """``phrase`` as whole words whatever their case, with what sticks to it after (a suit's
    symbol, a comma), as :func:`~bot.wrapping.fill_at_commas` keeps it whole."""
    words = r"\s+".join(map(re.escape, phrase.split()))
    return re.compile(rf"(?<!\w){words}(?!\w)(?: [{_SUITS}])?\S*", re.IGNORECASE)


def _cuts(filled: str, first: str, later: str, phrases: Sequence[str], room: int) -> bool:
    """Whether ``filled`` (led by ``first``, then ``later``) breaks one of ``phrases`` that
    fits in ``room`` columns with what sticks to it after."""
    lines = filled.splitlines()
    if len(lines) < 2:
        return False
    parts = [lines[0].removeprefix(first), *(line.removeprefix(later) for line in lines[1:])]
    flat = " ".join(parts)
    starts = list(accumulate(len(part) + 1 for part in parts[:-1]))  # each later line's
    for phrase in phrases:
        for found in _phrase_finder(phrase).finditer(flat):
            if display_width(found[0]) > room:
                continue
            if any(found.start() < start < found.end() for start in starts):
                return True
    return False
