"""A deal's result and the game's end: the result post, its payment lines and the words
explained under them, the balances and the pool, the final standings, money and points, and
whether the game ends with a settlement of its own."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import replace
from functools import partial

from bot import guide
from bot.engine.describe import (
    all_pass_words,
    deal_verdict,
    laid_cards,
    result_contract,
    result_head,
    result_side,
    settlement_heading,
)
from bot.engine.game import DealEntry, Game
from bot.engine.scoring import Settlement
from bot.engine.variants import get_variant
from bot.engine.views import PublicView
from bot.i18n import Lang, kept_in_any, t
from bot.sheet import (
    HeldBefore,
    as_played_lines,
    balances_line,
    balances_lines,
    held_before_words,
)
from bot.standings import money_text, over_words, standing_words, standings
from bot.table_lines import pool_lines as shared_pool_lines
from bot.tables.options import TableOptions, engine_settings
from bot.tables.service import LiveTable, TableChange
from bot.wrapping import PHONE_LINE, display_width, fill_at_commas, item_lines, packed
from cogs.boston.deal_lines import bold_spans, last_trick_text, won_lines
from cogs.boston.seat_names import (
    DealParts,
    SeatNamer,
    at_deal,
    held_said_in,
    names,
    paid_at_deal,
    past_name,
    seat_name,
)
from cogs.boston.table_words import words_of
from db.models import SeatAssignment, TourSeatResult


def ends_with_settlement(table: LiveTable) -> bool:
    """Whether the table's game ends with a settlement of its own (betdelning, SV-P12; a pool
    shared out), as the engine declares it (``LedgerFeatures.final_settlement``): a text
    promises one only there, none in SV-F3 or WB-P5. From the game, else its row's rules."""
    game = table.game
    if game is not None:
        return game.features.final_settlement
    variant = get_variant(table.row.variant)
    return variant.features(engine_settings(table.row.settings)).final_settlement


def shared_at_end(table: LiveTable) -> bool:
    """Whether the game's settlement at its end shared anything out, as the game settled it
    (:attr:`~bot.engine.game.Game.final`): not where there was nothing to share (an empty
    pool: the thread's end says so, and gives the final balances only). True before it is
    settled, or without a game: what the rules promise (:func:`ends_with_settlement`)."""
    game = table.game
    final = game.final if game is not None else None
    return final is None or bool(final.payments)


def settled_at_end(table: LiveTable) -> bool:
    """Whether a game over says its final settlement is in the thread: the rules end the
    game with one (:func:`ends_with_settlement`) and it shared something out
    (:func:`shared_at_end`); else the thread has its final balances. The table message, the
    answer to ``/boston end`` and to the last deal's ``/boston score`` say it alike."""
    return ends_with_settlement(table) and shared_at_end(table)


def finished_deal(entry: DealEntry) -> PublicView | None:
    """The public view of a deal played to its end here; None for a scored deal, one still
    in play, or one whose cards are no longer kept (restored from a checkpoint)."""
    deal = entry.deal
    return deal.public_view() if deal is not None and deal.is_over else None


def finished_lines(table: LiveTable, entry: DealEntry, lang: Lang) -> list[str]:
    """A played deal's end, for its result: the cards laid face down with bids (NT-B2), each
    on a phone's lines as the rest of the post is (:func:`~bot.wrapping.fill_at_commas`, the
    names whole: "East laid 6♥ face down with their demande," then "which was overcalled."),
    the last trick and every seat's tricks."""
    view = finished_deal(entry)
    if view is None or not (view.tricks or view.claimed):
        return []
    # Drawn again later, the deal's own players; a kept seat's its person's (past_name).
    name = at_deal(entry.number, past_name)
    names = [name(table, s) for s in (1, 2, 3, 4)]
    lines = [
        piece
        for line in laid_cards(view.auction, names, view.ladder, words_of(table), lang)
        for piece in fill_at_commas(line, PHONE_LINE, whole=names).splitlines()
    ]
    last = view.last_trick
    lines += [last_trick_text(table, last, lang, name)] if last is not None else []
    # The tricks of the whole deal: a seat handed over during it names each who played it.
    whole = at_deal(entry.number, past_name, lang)
    return [*lines, *won_lines(table, view.won, lang, whole)]


def summary_text(
    table: LiveTable, entry: DealEntry, lang: Lang, name: SeatNamer = seat_name
) -> str:
    """``**Deal 3** · dealer Anna: Bengt with Cecilia as whister, 6 levées, tricks taken 5+3:
    made.``, or what happened instead (everyone passed, a concession) in the variant's words;
    its seats named by ``name`` (:func:`past_name` for a deal drawn again once the next is
    under way), a seat handed to someone else since by whoever held it then, and one handed
    over during the deal by the part it took (:class:`DealParts`): the dealer by who began
    the deal, the declarer by who made the winning bid, the whister by who accepted the
    whist; a partner fixed by the seating by each who played it ("Cecilia → Erik"). A
    dealer who is also the declarer is named once, with both parts: ``**Deal 3** · dealer and
    declarer Anna, Six ♣, …`` (the variant's word for the declarer: Dawson's soloist), its
    head and its "with Cecilia as whister" / "with Erik as partner" the engine's
    (:func:`~bot.engine.describe.result_head`, :func:`~bot.engine.describe.result_side`), as
    the terminal says them.

    Only for a deal that is over, which has a result: every caller gives one (a settled
    deal's post, :func:`result_text`; a scored deal withdrawn or previewed, :func:`withdrawn_text`,
    ``/boston withdraw``, the last entry's question in ``last_deal``; a scorekeeping table's
    last scored deal; the hand view's last deal once its view is over, or the settled one
    before the deal in play, ``hand_extras``). So, unlike the engine's
    :func:`~bot.engine.describe.deal_summary`, it has no words for a deal in progress: a
    deal without a result would read as everyone passed."""
    parts = DealParts(table, entry, name, lang)
    result = entry.result
    words = words_of(table)
    dealer = parts.dealer(entry.dealer)
    if result is None or result.all_pass or result.contract is None or result.declarer is None:
        head, _ = result_head(entry, dealer, None, words, lang, bold=True)
        return head + " " + t(lang, "result.all_pass", what=all_pass_words(words, lang))
    # The engine's head, as the terminal's: a dealer who played it is named once, on the side.
    declarer = parts.role(result.declarer, "declarer")
    head, side = result_head(entry, dealer, declarer, words, lang, bold=True)
    # The engine's words for who played with the declarer, as the terminal's; a partner
    # (AM-T2) is fixed by the seating, so named by the seat's whole deal.
    whister = None if result.whister is None else parts.role(result.whister, "whister")
    partner = None if result.partner is None else parts.whole(table, result.partner)
    side = result_side(side, words, lang, whister=whister, partner=partner)
    contract = result_contract(result, words, lang)
    if result.conceded:
        return head + " " + t(lang, "result.conceded", side=side, contract=contract)
    tricks = f"{result.declarer_tricks}"
    if result.partner is not None:  # the side's tricks together (a scored deal knows only those)
        tricks = f"{result.side_tricks}"
    if result.whister is not None:
        tricks += f"+{result.whister_tricks}"
    if result.claimed:  # tricks never played, credited by agreement (kept by a checkpoint)
        every = result.tricks is not None and result.claimed == sum(result.tricks)
        key = "result.claimed_all" if every else "result.claimed"  # none played: "all 13"
        tricks += " " + t(lang, key, n=result.claimed)
    verdict = deal_verdict(result, words, lang)  # a stop at the first trick lost says so
    return (
        head
        + " "
        + t(lang, "result.played", side=side, contract=contract, tricks=tricks, verdict=verdict)
    )


def summary_lines(
    table: LiveTable, entry: DealEntry, lang: Lang, name: SeatNamer = seat_name
) -> list[str]:
    """:func:`summary_text` as it stands where it keeps within a phone's line; else broken
    after its commas and colons (:func:`~bot.wrapping.fill_at_commas`), the deal's bold
    number and its dealer leading the first line ("**Deal 5** · dealer North:", then "South
    with West as whister,"), each seat's name and the bold number whole."""
    text = summary_text(table, entry, lang, name)
    if display_width(text) <= PHONE_LINE:
        return [text]
    whole = [*summary_names(table, entry, lang, name), *bold_spans(text)]
    return fill_at_commas(text, PHONE_LINE, whole=whole).splitlines()


def summary_names(
    table: LiveTable, entry: DealEntry, lang: Lang, name: SeatNamer = seat_name
) -> list[str]:
    """The seats' names as :func:`summary_text` names them over the whole deal, each to be
    kept whole where its line is broken ("Computer 2 (heuristic)", "Cecilia → Erik")."""
    whole = DealParts(table, entry, name, lang).whole
    return [whole(table, seat) for seat in (1, 2, 3, 4)]


def payments_heading(table: LiveTable, lang: Lang) -> str:
    """``Payments:`` above a deal's payment lines, in every game alike: a game no source
    prices says so once, in its lobby (:func:`reconstructed_note`), not on every deal."""
    return t(lang, "result.payments")


MESSAGE_LIMIT = 2000
"""Discord's limit on a message's content."""


PHONE_COLUMNS = 44
"""About what a phone shows of a line in a code block, in Discord's default font. A longer
line is wrapped by the app at any column, its rest flush left among the items."""


def payment_block(settlement: Settlement, lang: Lang, names: Iterable[str] = ()) -> str:
    """The itemised payment lines in the reader's language, as a code block laid out for a
    phone (:func:`~bot.wrapping.item_lines`): every line within :data:`PHONE_COLUMNS`, each
    of ``names`` (the seats' names) kept whole."""
    return "```\n" + "\n".join(item_lines(settlement.text(lang), PHONE_COLUMNS, names)) + "\n```"


def terms_line(
    settlement: Settlement,
    lang: Lang,
    room: int | None = None,
    *,
    explained: bool | Collection[str] = True,
    settings: guide.Settings | None = None,
) -> str:
    """The line after the payment lines explaining each glossary term they used, from the
    players' glossary, shortened to ``room`` characters; empty when there is nothing to say.
    Not ``explained``: the words only, and where they are explained. ``settings``: the
    table's (:func:`table_settings`), so no explanation contradicts its rules (its deposit,
    Foster's partners); without them, the defaults."""
    more = t(lang, "glossary.more")
    try:
        return guide.explain(
            settlement.terms,
            lang,
            more,
            room,
            explained=explained,
            settings=settings,
            one_per_line=True,
        )
    except guide.GuideMissing:
        # A bot installed without its guide still posts the result; /boston help says why.
        return ""


def with_terms(
    lines: list[str],
    at: int,
    settlement: Settlement,
    lang: Lang,
    *,
    explained: bool | Collection[str] = True,
    settings: guide.Settings | None = None,
) -> str:
    """``lines`` joined, with :func:`terms_line` inserted at ``at`` in the room a message has
    left (explained as a table with ``settings`` plays). ``explained`` a collection (the
    words a game uses for the first time, :func:`explained_in`): only those, the words an
    earlier post of the game explained left out rather than listed bare on every later post;
    the game keeps which are new, so a restart changes nothing, and ``/boston help
    topic:glossary`` has them all."""
    if not isinstance(explained, bool):
        settlement = replace(settlement, terms=tuple(k for k in settlement.terms if k in explained))
    room = MESSAGE_LIMIT - len("\n".join(lines)) - 1
    note = terms_line(settlement, lang, room, explained=explained, settings=settings)
    return "\n".join([*lines[:at], note, *lines[at:]] if note else lines)


def table_settings(table: LiveTable) -> guide.Settings:
    """The table's rule settings, by which the words under a payment are explained."""
    return engine_settings(table.row.settings)


EXPLAINED_DEALS = 1
"""Where the game does not know which words its earlier deals used (restored from an older
checkpoint): result posts explain their words in full for the game's first deal only."""


def explained_in(entry: DealEntry) -> bool | tuple[str, ...]:
    """The words a deal's result explains in full: those the game uses there for the first
    time (``DealEntry.new_terms``); :func:`with_terms` leaves the others out (no pointer
    either when none is new), so a result does not end in the same paragraph deal after deal
    (a wall of text on a phone). Kept by the engine with the game, so a restart changes
    nothing. Only a game restored from an older checkpoint, which does not know its new words,
    gets a bool: everything explained on its first deal, later words only named, with where
    to read them."""
    if entry.new_terms is not None:
        return entry.new_terms
    return entry.number <= EXPLAINED_DEALS


def result_text(
    table: LiveTable, game: Game, entry: DealEntry, settlement: Settlement, lang: Lang
) -> str:
    """A deal's result post. Its seats are named as played (:func:`past_name`): a seat a
    computer keeps for a person who stepped away, were it only to answer the merge question
    (SV-P9), is that person's deal, money and balance, not the computer's."""
    lines = summary_lines(table, entry, lang, past_name)  # on a phone's lines
    lines += finished_lines(table, entry, lang)  # the last trick, seen nowhere else
    # The payments and the net are about the whole deal: a seat handed over during it by
    # each who played it, as the heading names it; one back with its first holder by them
    # alone (paid_at_deal: the money is theirs at both ends).
    whole = paid_at_deal(entry.number, lang)
    if settlement.lines:
        lines.append(payments_heading(table, lang))
        paid = as_played_whole(table, entry.number, settlement, lang)
        lines.append(payment_block(paid, lang, [whole(table, s) for s in (1, 2, 3, 4)]))
    at = len(lines)
    net = settlement.net()
    if any(net.values()):  # four "0" after a thrown-in deal only repeat that nobody pays
        lines += net_lines(net, [whole(table, s) for s in (1, 2, 3, 4)], lang)
    # As they stood after the deal (its result drawn again later: owed since a stop).
    lines.append(balances_text(table, game.balances, lang, at_deal(entry.number, past_name)))
    explained = explained_in(entry)
    return with_terms(
        lines, at, settlement, lang, explained=explained, settings=table_settings(table)
    )


def as_played_whole(
    table: LiveTable, number: int, settlement: Settlement, lang: Lang
) -> Settlement:
    """Deal ``number``'s ``settlement`` with a seat handed to someone else during the deal
    named as the deal's net names it, by each who played it in turn ("Bengt → Erik played
    …"), not by its holder at the deal's end alone, whose name the ledger wrote its lines
    with (the game's names then, :meth:`~bot.engine.game.Game.rename_seat`): as ``python -m
    bot replay`` renames them (:func:`~bot.sheet.as_played_lines`); a seat back with whoever
    began the deal in it by them alone (:func:`paid_at_deal`). The settlement itself, for
    nearly every deal (no seat changed hands during it)."""
    if not any(table.played_part(seat, number) for seat in (1, 2, 3, 4)):
        return settlement
    held, whole = at_deal(number, past_name), paid_at_deal(number, lang)
    settled = [held(table, seat) for seat in (1, 2, 3, 4)]
    played = [whole(table, seat) for seat in (1, 2, 3, 4)]
    lines = as_played_lines(settlement.text(lang), settled, played)
    return replace(settlement, texts={**settlement.texts, lang: lines})


def withdrawn_text(table: LiveTable, change: TableChange, game: Game, lang: Lang) -> str:
    """The thread's line when a scored deal is taken back (``/boston withdraw``): who, which
    deal and what it was, and the balances without it."""
    who = seat_name(table, change.seat) if change.seat is not None else "?"
    lines = [t(lang, "notice.withdrawn", who=who, n=change.deal_no)]
    if change.withdrawn is not None:
        lines += summary_lines(table, change.withdrawn, lang)  # on a phone's lines
    lines.append(balances_text(table, game.balances, lang))
    lines += pool_lines(table, game, lang)
    return "\n".join(lines)


def final_text(table: LiveTable, settlement: Settlement | None, lang: Lang) -> str:
    """The end of a game or tour: betdelning (SV-P12), then each seat's final balance in point
    and, at a table that plays for money, in kronor at its price per point (SV-M2)."""
    game = table.game
    # Why it ended: its tour's betar played off (SV-P11) or its agreed deals played; an agreed
    # stop (SV-M2) is named on a line before this post.
    lines = [over_words(game, lang, agreed=table.row.end_requested)]
    if settlement is not None and settlement.lines:
        heading = settlement_heading(words_of(table), settlement.text(lang), lang)
        if heading is not None:
            lines.append(t(lang, "result.game_end", heading=heading))
        lines.append(payment_block(settlement, lang, names(table)))
    at = len(lines)
    settlement = settlement or Settlement()
    settings = table_settings(table)
    if game is None:
        return with_terms(lines, at, settlement, lang, settings=settings)
    price = table.options.price_per_point_ore
    lines.append(t(lang, "result.standings"))
    lines += [
        standing_line(table, game, place, seat, lang) for place, seat in standings(game.balances)
    ]
    if price:
        lines.append(t(lang, "result.price", price=money_text(price, signed=False)))
    # Nothing is said of a pool: a finished game is closed, and closing shares out what a pool
    # and its reserve hold (DW-P7, FB-G3, NT-G4), so the standings add up to zero.
    return with_terms(lines, at, settlement, lang, settings=settings)


def standing_line(table: LiveTable, game: Game, place: int, seat: int, lang: Lang) -> str:
    """A seat's line of the final standings, its ``place`` first: ``2. Anna +12 points`` and,
    at a table that plays for money, ``= +6,00 kr`` (SV-M2), with who held the seat before
    (:func:`held_before`). The game's end post has every seat's; a player's hand view of
    the ended game has their own (``cogs/boston/live.py``)."""
    # The seat's balance is its owner's: a person who let a computer finish for them is
    # named, not the computer ("Anna", not "Anna (computer)"), as the stats credit them.
    who = past_name(table, seat, lang)
    price = table.options.price_per_point_ore
    line = standing_words(place, who, game.balances[seat], price, lang)
    return line + held_before(table, seat, lang, who)


def own_standing(table: LiveTable, seat: int, lang: Lang) -> str | None:
    """``seat``'s line of a finished game's final standings, as the game's end post gives it
    (:func:`standing_line`, its place among the four counted as there); None without a game
    (a table whose game never began keeps no balances)."""
    game = table.game
    if game is None:
        return None
    place = {s: p for p, s in standings(game.balances)}[seat]
    return standing_line(table, game, place, seat, lang)


def stored_standing(
    result: TourSeatResult,
    holder: SeatAssignment | None,
    options: TableOptions,
    lang: Lang,
    earlier: Sequence[HeldBefore] = (),
) -> str | None:
    """A seat's line of a finished game's final standings read back from the database (its
    stored result, :meth:`~db.repos.tours.ToursRepo.final_result`) once the table has left
    memory: its place, its owner's name, its balance in points and, at a table that plays for
    money, in kronor, in the words :func:`standing_line` gives them in the end post (the
    stored rank is the place counted as :func:`standings` counts it), and who held the seat
    before as :func:`held_before` says it: ``earlier``, read back from the table's seat
    changes and log (``cogs.boston.thread_lines.stored_earlier_holders``; the result does not
    keep them). None where the seat's owner cannot be named as the end post names them (an
    empty seat, or a keeper whose name does not say whom it kept the seat for)."""
    if holder is None:
        return None
    who: str | None = holder.display_name
    if holder.computer_level is not None and holder.seat in options.away:
        who = kept_in_any(holder.display_name)  # as LiveTable.owner_name names a kept seat
    if who is None:
        return None
    line = standing_words(result.rank, who, result.balance, options.price_per_point_ore, lang)
    return line + held_before_words(result.seat, _said_in(earlier, lang, result.seat), lang, who)


def held_before(table: LiveTable, seat: int, lang: Lang, now: str | None = None) -> str:
    """`` (seat 4; David through deal 1)``, `` (seat 2; Bengt during part of deal 1)``: who held
    a seat handed to someone else before its holder now, whose balance holds their deals too,
    in the protocol's words (:func:`~bot.sheet.held_before_words`); empty for a seat nobody
    handed over (a computer that kept it for someone away is no holder of its own). ``now``:
    the name the line gives the seat's holder now, said with their deals since where they
    held it before too."""
    return held_before_words(seat, _said_in(table.earlier_holders(seat), lang, seat), lang, now)


def _said_in(earlier: Sequence[HeldBefore], lang: Lang, seat: int) -> list[HeldBefore]:
    """``earlier`` holders of ``seat`` with a computer's name the bot made said in ``lang``
    (:func:`~cogs.boston.seat_names.held_said_in`): a private view's reader's language."""
    return [(held_said_in(lang, name, seat), last, part) for name, last, part in earlier]


def balances_text(
    table: LiveTable, balances: dict[int, int], lang: Lang, name: SeatNamer = past_name
) -> str:
    """``Balances: Anna +10 · Bengt 0 · …``. A balance is its seat's owner's money
    (:func:`past_name`): a seat a computer keeps for a person who stepped away is named by
    that person, without "(computer)", on the table message as on the result post above it.
    Broken between seats where one line would pass a phone's (:func:`balances_lines`)."""
    names = [name(table, s) for s in (1, 2, 3, 4)]
    whole = balances_line(balances, names, lang, sep=" · ")
    if display_width(whole) <= PHONE_LINE:  # nearly always: one look at the line
        return whole
    return "\n".join(balances_lines(balances, names, lang))


def net_lines(net: Mapping[int, int], names: Sequence[str], lang: Lang) -> list[str]:
    """A deal's net per seat, "This deal: Anna +60 · Bengt -20 …", broken for a phone as
    the balances are (:func:`balances_lines`)."""
    return balances_lines(net, names, lang, headed=partial(_net_head, lang))


def _net_head(lang: Lang, first: str) -> str:
    return t(lang, "result.net", net=first)


def pool_lines(table: LiveTable, game: Game, lang: Lang) -> list[str]:
    """The pool's content, where the variant keeps one, as it lies on the table, the deposit
    of the deal in progress in it (said, since the last result's "pool now" did not hold it),
    and where a cap keeps a reserve that holds something (DW-P3) the reserve beside it, as it
    lies too, this deal's antes above the cap in it ("Pool: 60 · reserve 190 (this deal's ante
    of 50 in it)"; :func:`bot.table_lines.pool_lines`, the terminal's line under a deal's head
    too), on a phone's lines."""
    return packed(shared_pool_lines(game, lang))
