"""Table state as text: the lobby, the public table message while the game runs, and once
the service has let go of the table.

Pure functions of a :class:`~bot.tables.service.LiveTable` and a language.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.engine.game import Game
from bot.engine.tour_notes import tour_lines
from bot.engine.variants import get_variant
from bot.engine.views import PublicView, fixed_partnerships
from bot.i18n import Lang, t
from bot.table_rules import rule_parts
from bot.tables.options import engine_settings
from bot.tables.service import LiveTable
from bot.wrapping import seat_lines
from cogs.boston.deal_lines import deal_lines, notes_of, packed, phrased, turn_or_pause
from cogs.boston.documents import document_lines
from cogs.boston.results import (
    balances_text,
    money_text,
    pool_lines,
    settled_at_end,
    summary_lines,
)
from cogs.boston.seat_names import past_name, seat_mention, seat_name
from cogs.boston.table_words import sides_text, variant_text, words_of

# --- the lobby -------------------------------------------------------------------------------


def terms_text(table: LiveTable, lang: Lang) -> str | None:
    """What a table is played for and under, where that is not the plain game: its price per
    point, its turn timer, and each rule set otherwise than the variant's default (its payment
    is in :func:`variant_text`, a card of prices in the document lines). None: nothing."""
    parts = terms_parts(table, lang)
    return t(lang, "lobby.terms", terms=" · ".join(parts)) if parts else None


def terms_parts(table: LiveTable, lang: Lang) -> list[str]:
    """:func:`terms_text`'s parts: the price, the timer, each rule not the default."""
    options = table.options
    parts: list[str] = []
    if options.price_per_point_ore:
        money = money_text(options.price_per_point_ore, signed=False)
        parts.append(t(lang, "club.price", money=money))
    if options.timer_minutes:
        parts.append(t(lang, "lobby.timer", n=options.timer_minutes))
    return parts + rule_parts(table.row, lang)


def reconstructed_note(table: LiveTable, lang: Lang) -> str | None:
    """That no old rule book prices the game, and what the bot's prices are based on (WB-P,
    MA-P: the variant's ``reconstructed`` term), said once, where the table is presented (its
    lobby), with where ``/boston help`` tells the rest; its result posts head their payments
    as every game's (:func:`payments_heading`). None for a game its sources price."""
    words = words_of(table)
    if not words.has_term("reconstructed"):
        return None
    what = words.term("reconstructed", lang)
    return t(lang, "lobby.reconstructed", what=what[:1].upper() + what[1:])


def protocol_label(table: LiveTable, lang: Lang) -> str:
    """The label of the button that shows the game's sheet privately, named by what it shows:
    **Protocol** where the game keeps one (``LedgerFeatures.protocol``: Swedish Boston's
    traditional payment), else **Score sheet** (SV-F3's simplified payment, every other
    game). From the game, else its row's rules."""
    game = table.game
    if game is not None:
        keeps = game.features.protocol
    else:
        keeps = (
            get_variant(table.row.variant).features(engine_settings(table.row.settings)).protocol
        )
    return t(lang, "table.protocol" if keeps else "table.score_sheet")


def lobby_text(table: LiveTable, lang: Lang) -> str:
    scoring = table.options.mode == "score"
    intro = "lobby.intro_score" if scoring else "lobby.intro"
    lines = [t(lang, intro, variant=variant_text(table, lang))]
    terms = terms_text(table, lang)  # before anyone sits down: money, a timer, other rules
    if terms is not None:
        lines.append(terms)
    note = reconstructed_note(table, lang)
    if note is not None:
        lines.append(note)
    for seat in (1, 2, 3, 4):
        assignment = table.seats.get(seat)
        if assignment is None:
            lines.append(t(lang, "lobby.seat_free", seat=seat))
            continue
        who = seat_mention(table, seat)
        if assignment.player_id == table.row.host_player_id:
            who += " " + t(lang, "lobby.host")
        lines.append(t(lang, "lobby.seat", seat=seat, who=who))
    host = table.row.host_player_id
    if table.seat_of(host) is None:  # her seat given away: still the host, who may Start
        lines.append(t(lang, "lobby.host_unseated", who=f"<@{host}>"))
    variant = get_variant(table.row.variant)
    sides = fixed_partnerships(variant.rules(engine_settings(table.row.settings)))
    if sides is not None:  # AM-P1: who plays with whom, known before anyone sits down
        (a, b), (c, d) = sides
        lines.append(t(lang, "lobby.sides", a=a, b=b, c=c, d=d))
    lines += document_lines(table, lang)  # AM-S1: the card of prices, before Start
    wait = "lobby.wait_score" if scoring else "lobby.wait"
    lines.append(t(lang, "lobby.start_hint") if len(table.seats) == 4 else t(lang, wait))
    if not scoring and len(table.seats) < 4:  # what the Computer buttons' levels are
        levels = {
            level: t(lang, f"computer.{level}") for level in ("random", "heuristic", "strong")
        }
        lines.append(t(lang, "lobby.levels", **levels))
    return "\n".join(lines)


# --- the public table message -------------------------------------------------------------


LinesOf = Callable[[LiveTable, PublicView, Lang], list[str]]
"""How a drawing gets the deal's public lines: :func:`deal_lines`, or a cache of them."""


def away_text(table: LiveTable, lang: Lang) -> str:
    """``🤖 A computer plays for Ben and Dan (away)``: the seats a computer keeps
    for people who stepped away or whose time ran out, by their people."""
    names = [past_name(table, seat, lang) for seat in sorted(table.options.away)]
    said = (
        names[0]
        if len(names) == 1
        else t(lang, "table.away_and", first=", ".join(names[:-1]), last=names[-1])
    )
    return t(lang, "table.away", names=said)


def play_text(table: LiveTable, lang: Lang, lines_of: LinesOf | None = None) -> str:
    """The body of the public table message while the game runs; ``lines_of`` gives the
    deal's public lines (the hand views' cache, ``HandCache.public_lines``), else they are
    drawn here."""
    game = table.game
    view = table.public_view()
    if game is not None and view is None and table.options.mode == "score":
        return scorekeeping_text(table, game, lang)
    if game is None or view is None:
        return t(lang, "table.dealing")
    number, agreed = len(game.deals), game.agreed_deals
    variant = variant_text(table, lang)
    if agreed is not None and number < agreed:  # how long the game is, from its first deal
        head = t(lang, "table.deal_of", n=number, deals=agreed, variant=variant)
    else:  # no number agreed (a tour of betar ends on a result); the last agreed deal,
        # whose note says "the last of 12 deals" (``deal_notes``); NT-G4's deals past it
        head = t(lang, "table.deal_no", n=number, variant=variant)
    # NT-G2: a double, from its start; the variant and the notes whole on a phone's lines
    lines = packed([*head.split(" · "), *notes_of(game, lang)])
    if view.partnerships is not None:  # AM-P1: who plays with whom, before the auction
        lines.append(sides_text(table, view.partnerships, lang))
    lines += (lines_of or deal_lines)(table, view, lang)
    lines.append(turn_or_pause(table, view, lang))
    if table.options.away:
        # The moves above name a kept seat by its person (``past_name``): without this line
        # nobody reading the table could tell a computer bids and plays for them meanwhile.
        lines.append(away_text(table, lang))
    if table.row.end_requested:  # the agreed stop (SV-M2): no deal after this one
        lines.append(t(lang, "table.ending"))
    if any(game.balances.values()):  # four "0" say nothing before the first payment
        lines.append(balances_text(table, game.balances, lang))
    lines += pool_lines(table, game, lang)
    lines += tour_progress_lines(game, lang)
    return "\n".join(lines)


def tour_progress_lines(game: Game, lang: Lang) -> list[str]:
    """How far the tour has come, where the game keeps one, on a phone's lines (SV-P2, SV-P6,
    SV-P11: ``Streck: 5 · gående bet 128 · avspelade 23 av 24``, and with one bet left
    ``Sista beten: nästa hemgång avslutar turen``), as the engine says it."""
    return [piece for line in tour_lines(game, lang) for piece in phrased(line)]


def scorekeeping_text(table: LiveTable, game: Game, lang: Lang) -> str:
    """A scorekeeping table between its deals: what was entered so far, and how to go on."""
    lines = [variant_text(table, lang)]
    if game.deals:
        lines += summary_lines(table, game.deals[-1], lang)  # on a phone's lines
    paused = table.status == "paused"  # no deal is entered until it is resumed
    if paused:  # as the table message of a deal in play says it
        lines.append(t(lang, "table.paused"))
    else:  # after its colon on a phone: "Scorekeeping:", then "enter the next deal with …"
        lines += phrased(t(lang, "table.scorekeeping"))
    # /boston score takes seats by number (declarer, whister): say whose each is, each seat's
    # number and name whole on a phone's line.
    seats = [f"{seat} {seat_name(table, seat)}" for seat in sorted(table.seats)]
    lines += seat_lines(seats, lambda first: t(lang, "table.seats", seats=first))
    lines.append(balances_text(table, game.balances, lang))
    lines += pool_lines(table, game, lang)
    lines += tour_progress_lines(game, lang)
    return "\n".join(lines)


def closed_text(table: LiveTable, lang: Lang, *, cancelled: bool) -> str:
    """The table message once the service has let go of the table: over, with its balances;
    abandoned in play, with the balances as they stood; or a lobby cancelled."""
    if cancelled and table.game is None:
        return t(lang, "table.cancelled")
    if cancelled:
        lines = [t(lang, "table.abandoned")]
    elif settled_at_end(table):
        lines = [t(lang, "table.finished")]
    else:  # the thread has the final balances, and no settlement (SV-F3, WB-P5) or none to
        # share (an empty pool)
        lines = [t(lang, "table.finished_plain")]
    if table.game is not None:
        lines.append(balances_text(table, table.game.balances, lang))
    if not cancelled:  # a club that wants another game is told how, with these rules
        variant = words_of(table).variant_name(lang)
        lines.append(t(lang, "table.again", variant=variant, command=again_command(table, lang)))
    return "\n".join(lines)


def again_command(table: LiveTable, lang: Lang = "en") -> str:
    """The ``/boston new`` that opens another game of this table's variant: each rule set
    otherwise than the variant's default typed back as ``name=value`` as a reader of ``lang``
    types it (``betalning=förenklad``; a table's own card of prices cannot be typed, and is
    left out), and its mode where it keeps score. Not always the
    same rules: ``/boston new`` applies the server's stored rules under the typed ones, so the
    line that gives it says only "a new game of" the variant (typing every rule would not fit
    a phone)."""
    variant = get_variant(table.row.variant)
    settings = engine_settings(table.row.settings)
    typed: list[str] = []
    for spec in variant.settings_model.specs():
        value = settings.get(spec.name, spec.default)
        if value == spec.default or (spec.kind == "document" and not isinstance(value, str)):
            continue
        typed.append(f"{spec.typed_name(lang)}={spec.typed(value, lang)}")
    parts = ["/boston new", f"variant:{table.row.variant}"]
    if typed:
        parts.append("rules:" + " ".join(typed))
    if table.options.mode == "score":
        parts.append("mode:score")
    return "`" + " ".join(parts) + "`"
