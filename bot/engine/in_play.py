"""The deal in play as a sheet tells it before the deal has a row of its own
(:func:`deal_in_play`): its head (its number and dealer; its result while a merge question
waits), the bids made so far and, once the auction has settled one, the contract and who plays
it (or, NT-K1, that its declarer is still declaring it). In the variant's words, for every
variant alike: a frontend lays the parts out for its width and never asks which variant it is.
Each move is named as the frontend names it where it knows better than the seats' names now
(:class:`MoveNamesSaid`: a seat handed over during the deal, or kept by a computer for someone
away, named by who made the move, as the table's message names it).

Drawn from the deal's public view only: never a hand, a discard, a card laid face down with a
bid (NT-B2) or the turned card; a pass is not told (the bids say who bid what, the table's own
line who passed).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from bot.engine.actions import Bid, Support
from bot.engine.describe import (
    all_pass_words,
    contract_name,
    deal_summary,
    short_bid_words,
    support_word,
    takeover_aside,
    whister_word,
)
from bot.engine.game import DealEntry, Game
from bot.engine.optional import offers
from bot.engine.phase import Phase
from bot.engine.phrasing import Frames, say
from bot.engine.rules import ChoosesContract, DealRules
from bot.engine.views import PublicView
from bot.engine.words import Lang

_FRAMES: Frames = {
    "bid": {"en": "{who} {bid}", "sv": "{who} {bid}"},
}


@dataclass(frozen=True, slots=True)
class MoveNamesSaid:
    """Who made each move of the deal in play, as a frontend names them where a seat's name
    now would say otherwise (a seat handed over during the deal, or kept by a computer for a
    person away: "Anna", not "Anna (computer)"): drawn where the frontend's state is (a
    Discord cog's event loop), then handed to a worker thread as plain names."""

    dealer: str
    """The dealer, as held when the deal began."""
    calls: tuple[str, ...] = ()
    """Each call of the auction (the public view's ``auction``, passes too), by who made it."""
    declarer: str = ""
    partner: str = ""
    whister: str = ""
    """The contract's players, each as they took their part; empty where there is none."""


@dataclass(frozen=True, slots=True)
class DealInPlay:
    """The deal in play in parts, each a phrase a frontend keeps whole where it fits."""

    head: str
    """"Deal 5 · dealer Bertil: in progress"; a deal over whose merge question waits, its
    result as a result's summary says it."""
    bids: tuple[str, ...] = ()
    """Each bid made so far, in order, by its contract's short name: "Anna Five ♦", "Cilla je
    soutiens", "Bo 5 spel ♥ (i förhand)"; none before the first bid and once the deal is over."""
    contract: str = ""
    """The contract, once the auction has settled it: "Six ♦ (plain suit)"; a Misère Partout
    played (DW-B4, FB-A) by its words, with no declarer; empty before, and while
    ``declaring``."""
    declarer: str = ""
    """Who plays the contract; where ``declaring``, who is declaring it."""
    declarer_word: str = ""
    """The variant's word for the declarer ("declarer", "soloist", "spelförare")."""
    partner: str = ""
    """The declarer's partner fixed by the seating (AM-T2), where there is one."""
    whister: str = ""
    """Who plays with the declarer (a whister, a demande's supporter), where anyone does."""
    whister_word: str = ""
    """The variant's word for them ("whister", "supporter")."""
    declaring: bool = False
    """NT-K1: the declarer is naming trumps and may still declare a higher contract than the
    winning bid, so there is no contract yet (as the table's message says it)."""


def deal_in_play(
    game: Game, names: Sequence[str], lang: Lang = "en", said: MoveNamesSaid | None = None
) -> DealInPlay | None:
    """The game's deal in play (:class:`DealInPlay`), its seats named ``names`` (seat 1 first),
    its moves by ``said`` where given (:class:`MoveNamesSaid`); None between deals."""
    entry = game.current
    if entry is None:
        return None
    words = game.words
    deal = entry.deal
    if deal is None or deal.is_over:  # its result is the head, each seat as it played
        dealt = said.dealer if said else None
        return DealInPlay(
            deal_summary(entry, _as_played(entry, names, said), words, lang, dealer=dealt)
        )
    head = deal_summary(entry, names, words, lang, dealer=said.dealer if said else None)
    view = deal.public_view()  # never the face-down card of a bid (NT-B2), never a discard
    ladder = game.rules.ladder
    calls = said.calls if said is not None else ()
    bids: list[str] = []
    for at, (action, takeover) in enumerate(zip(view.auction, view.auction_takeovers, strict=True)):
        who = calls[at] if at < len(calls) else names[action.seat - 1]
        if isinstance(action, Support):
            bid = support_word(words, lang, in_sentence=True)
        elif isinstance(action, Bid):
            bid = short_bid_words(action, ladder, words, lang)
            if takeover:
                bid += takeover_aside(words, lang, bid)
        else:
            continue
        bids.append(say(_FRAMES, "bid", lang, who=who, bid=bid))
    return _with_contract(DealInPlay(head, tuple(bids)), game, view, names, said, lang)


def _as_played(entry: DealEntry, names: Sequence[str], said: MoveNamesSaid | None) -> list[str]:
    """``names``, the seats of a deal over named as ``said`` names its parts where given: its
    declarer, partner and whister by who took them (the dealer is said apart)."""
    played = list(names)
    result = entry.result
    if said is None or result is None:
        return played
    for seat, who in (
        (result.declarer, said.declarer),
        (result.partner, said.partner),
        (result.whister, said.whister),
    ):
        if seat is not None and who:
            played[seat - 1] = who
    return played


def _with_contract(
    shown: DealInPlay,
    game: Game,
    view: PublicView,
    names: Sequence[str],
    said: MoveNamesSaid | None,
    lang: Lang,
) -> DealInPlay:
    """``shown`` with the contract as the auction settled it so far: nothing before it has;
    that it is being declared while the declarer may still declare a higher one (NT-K1)."""
    words = game.words
    if view.contract is None or view.declarer is None:
        if view.phase in (Phase.PLAY, Phase.CLAIM):  # everyone passed and plays (DW-B4, FB-A)
            all_pass = all_pass_words(words, lang)
            return replace(shown, contract=all_pass[:1].upper() + all_pass[1:])
        return shown

    def named(seat: int | None, given: str) -> str:
        if seat is None:
            return ""
        return given or names[seat - 1]

    declarer = named(view.declarer, said.declarer if said else "")
    if declaring(game.rules, view):
        return replace(shown, declarer=declarer, declaring=True)
    trump = view.trump
    trump_class = view.class_of(trump) if trump is not None else None
    return replace(
        shown,
        contract=contract_name(view.contract, view.level, trump, trump_class, words, lang),
        declarer=declarer,
        declarer_word=words.term("declarer", lang),
        partner=named(view.declarer_partner, said.partner if said else ""),
        whister=named(view.whister, said.whister if said else ""),
        whister_word=whister_word(words, lang),
    )


def declaring(rules: DealRules, view: PublicView) -> bool:
    """NT-K1: the declarer names trumps and may declare a higher contract with them than the
    winning bid, which is then no contract yet. The contracts open follow from the winning bid
    alone (:meth:`~bot.engine.rules.ChoosesContract.played_choices`, as the deal offers them:
    its contract and the suit it named), so the deal's public view and its rules answer it: no
    hand is asked, nor a seat's legal actions."""
    seat = view.declarer
    contract = view.contract
    if view.phase is not Phase.TRUMP or seat is None or contract is None or view.to_act != seat:
        return False
    if not offers(rules, ChoosesContract):
        return False
    # The winning bid: the declarer's last (a bid never falls below the one standing).
    won = next((a for a in reversed(view.auction) if isinstance(a, Bid) and a.seat == seat), None)
    suit = won.suit if won is not None else None
    return any(played is not None for played, _ in rules.played_choices(contract, suit))
