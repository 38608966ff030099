"""What sets a deal apart from the game's others, said with the deal's head from its start,
which its players must know before they bid, not only from its result: a Nantes double
(NT-G2: every amount and deposit twice, NT-P8), and the game's last deal where the number of
deals is agreed, with what the rules make of it (FB-G2: lost, the adversaries divide the whole
pool; NT-G4, DW-P7, SV-P12: what is left is shared out after it; NT-P9, DW-P3: a made contract
takes the pool first, a lost one adds to it, :class:`PoolChangeNotes`). Where a Nantes game may
play on for its pool (NT-G4's ``play_out_pool``), the last agreed deal is said as such, the
game's last only if no pool is left after it, and each extra deal says why it is played.

A ledger that has such deals says so through :class:`DealNotes` and :class:`LastDealNotes`
(optional protocols, as :class:`~bot.engine.scoring.Deposits` is), in keys of the variant's
vocabulary; a frontend asks :func:`deal_notes` and shows the words, never which variant it is.
A frontend that says the last deal's rule apart from its count (a phone's short head) asks
:func:`last_deal_rules` for it, said only where it applies to the deal being played, and
without "last deal:" again: the head's count above it says so already; each of its rules a
phrase of its own, so that a phone's line holds one whole (not "if lost, …; any rest …" in
one line wrapped mid-phrase). A phrase that says the pool's amount (NT-G4, DW-P7: "after this
deal all four share the pool, now 1700") holds ``{pool}`` in the vocabulary, filled here with
the pool as it lies on the table (:meth:`~bot.engine.game.Game.pool_now`, the deal's deposit in
it), the figure the table's pool line shows beside it.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from bot.engine.contracts import Contract
from bot.engine.game import Game
from bot.engine.optional import offers
from bot.engine.phase import Phase
from bot.engine.phrasing import Frames, say
from bot.engine.scoring import PlaysOn
from bot.engine.views import PublicView
from bot.engine.words import Lang

FRAMES: Frames = {
    # The count is said with it: nothing else tells the players how long the game is.
    "last": {"en": "the last of {deals} deals", "sv": "sista given av {deals}"},
    "last_what": {
        "en": "the last of {deals} deals: {what}",
        "sv": "sista given av {deals}: {what}",
    },
    # A game of one deal: "the last of 1 deals" read as a slip.
    "only": {"en": "the only deal", "sv": "enda given"},
    "only_what": {"en": "the only deal: {what}", "sv": "enda given: {what}"},
    # NT-G4 with play_out_pool: the last agreed deal, the game's last only if no pool is left.
    "last_agreed": {
        "en": "the last of {deals} agreed deals",
        "sv": "sista avtalade given av {deals}",
    },
    "last_agreed_what": {
        "en": "the last of {deals} agreed deals: {what}",
        "sv": "sista avtalade given av {deals}: {what}",
    },
    "only_agreed": {"en": "the only agreed deal", "sv": "enda avtalade given"},
    "only_agreed_what": {
        "en": "the only agreed deal: {what}",
        "sv": "enda avtalade given: {what}",
    },
}


@runtime_checkable
class DealNotes(Protocol):
    """Optional for a :class:`~bot.engine.scoring.Ledger`: the vocabulary terms (keys of
    ``Vocabulary.terms``) qualifying deal ``number`` of the game (counted from 1), such as
    ``"double"``; empty for an ordinary deal."""

    def deal_terms(self, number: int) -> tuple[str, ...]: ...


@runtime_checkable
class LastDealNotes(Protocol):
    """Optional for a :class:`~bot.engine.scoring.Ledger` whose rules make the game's last
    deal special: the vocabulary terms saying what they make of it (FB-G2's "lost, the
    adversaries divide the whole pool"), said with the deal's head once it is known to be
    the last (:func:`last_deal`). A ledger without them has its last deal said by its count
    alone."""

    def last_deal_terms(self) -> tuple[str, ...]: ...


@runtime_checkable
class UndeclaredLastDealNotes(Protocol):
    """Optional beside :class:`LastDealNotes`: those of its terms that still hold where the
    last deal is played without a declarer (everyone passed: FB-A's Misère Partout has no
    contract to lose, so FB-G2's "if lost" means nothing in it; FB-G3's rest still goes to
    all four). A ledger without it has all its terms hold in every deal."""

    def last_deal_terms_undeclared(self) -> tuple[str, ...]: ...


@runtime_checkable
class PoolChangeNotes(Protocol):
    """Optional beside :class:`LastDealNotes`: the vocabulary terms saying what a deal's
    contract does to the pool before what is left after it is shared out at the game's end,
    made and lost (NT-P9: made, it takes the pool, two partners halving it between them, so
    nothing is left; lost, it doubles it; DW-P3: a made Seven or higher, misères and spreads
    included, takes the whole pool, a lost one pays twice it in), said with the last deal's
    rules, so that "all four share the pool, now 70" is not read as the 70 they will share.
    ``contract`` is the deal's once its auction has made one, None before (it may yet be
    any): no terms for one that leaves the pool (DW-P3's bids below Seven). Not said of a
    deal everyone passed (no contract), nor where the ledger may play on for its pool
    (NT-G4's ``play_out_pool``: the pool is taken, or play goes on) unless an agreed end makes
    the deal the last (:func:`bot.engine.end_notes.end_pool_words`)."""

    def pool_change_terms(self, contract: Contract | None) -> tuple[str, ...]: ...


def said_term(game: Game, key: str, lang: Lang) -> str:
    """The vocabulary's ``key`` in ``lang``, its ``{pool}`` (if any) the pool as it lies on the
    table now, ``{reserve}`` the reserve beside it (DW-P3), ``{total}`` the two together: a
    phrase that stands alone, saying how much is shared; ``{deals}`` the agreed number of
    deals (NT-G4's extra deals played past them)."""
    said = game.words.term(key, lang)
    if "{" not in said:
        return said
    now, kept = game.pool_now(), game.reserve_now()
    pool = now[0] if now is not None else 0
    reserve = kept[0] if kept is not None else 0
    fills = {
        "{pool}": pool,
        "{reserve}": reserve,
        "{total}": pool + reserve,
        "{deals}": game.agreed_deals or 0,
    }
    for mark, value in fills.items():
        said = said.replace(mark, str(value))
    return said


def last_deal(game: Game) -> int | None:
    """The number of the game's last deal where it is known before it is played: the agreed
    number of deals (the ``deals`` setting), unless the ledger may play on past them for its
    pool (NT-G4); None without an agreed number (SV-F3's 0). A tour of betar (SV-P11) may end
    the game sooner, on a result nobody knows before it, so it is not counted here (as in
    :attr:`~bot.engine.game.Game.on_last_deal`)."""
    limit = game.agreed_deals
    if limit is None:
        return None
    if offers(game.ledger, PlaysOn) and game.ledger.may_play_on:
        return None
    return limit


def last_agreed_deal(game: Game) -> int | None:
    """The number of the last agreed deal where the ledger may play on past it for its pool
    (NT-G4): the game's last only if no pool is left after it, so said apart from
    :func:`last_deal`'s; None otherwise."""
    limit = game.agreed_deals
    if limit is None or last_deal(game) is not None:
        return None
    return limit


def deal_notes(game: Game, number: int, lang: Lang, *, rule: bool = True) -> list[str]:
    """The words qualifying deal ``number`` in ``lang`` (``double deal (stakes doubled)``,
    ``the last of 12 deals: …``), as the game's ledger names them; none for an ordinary
    deal. ``rule=False``: the last deal by its count alone (``the last of 12 deals``), what
    the rules make of it left to :func:`last_deal_rules`."""
    ledger = game.ledger
    notes = (
        [said_term(game, key, lang) for key in ledger.deal_terms(number)]
        if offers(ledger, DealNotes)
        else []
    )
    if number == last_deal(game):
        keys = ledger.last_deal_terms() if rule and offers(ledger, LastDealNotes) else ()
        if keys and offers(ledger, PoolChangeNotes):  # said before anyone bids: no contract yet
            keys = (*keys, *ledger.pool_change_terms(None))
        what = "; ".join(said_term(game, key, lang) for key in keys)
        frame = ("only" if number == 1 else "last") + ("_what" if what else "")
        notes.append(say(FRAMES, frame, lang, deals=number, what=what))
    elif number == last_agreed_deal(game):
        keys = ledger.last_deal_terms() if rule and offers(ledger, LastDealNotes) else ()
        what = "; ".join(said_term(game, key, lang) for key in keys)
        frame = ("only_agreed" if number == 1 else "last_agreed") + ("_what" if what else "")
        notes.append(say(FRAMES, frame, lang, deals=number, what=what))
    return notes


def last_deal_rules(game: Game, number: int, view: PublicView, lang: Lang) -> tuple[str, ...]:
    """What the rules make of the game's last deal (FB-G2, FB-G3, NT-G4, DW-P7, SV-M2,
    SV-P12), in ``lang``, one phrase per rule (``if lost, the adversaries share the pool``,
    ``any rest goes to all four``), while deal ``number`` is it and ``view`` (its public view)
    is being played, for lines under the deal's head, whose count (:func:`deal_notes` with
    ``rule=False``: ``the last of 4 deals``) says it is the last: so not "last deal:" again,
    the same fact twice. The phrases that apply to it alone, so none of a contract lost once
    everyone passed (FB-A: no declarer), and none once the deal is over (its result says
    what became of the pool). Empty where the rules make nothing of the last deal."""
    if number not in (last_deal(game), last_agreed_deal(game)) or view.phase is Phase.OVER:
        return ()
    return rules_as_last(game, view, lang)


def rules_as_last(game: Game, view: PublicView | None, lang: Lang) -> tuple[str, ...]:
    """What the rules make of the deal ``view`` shows (None: none dealt) as the game's last,
    whichever deal it is (an agreed end makes the deal under way the last,
    :func:`bot.engine.end_notes.end_pool_words`), in ``lang``, one phrase per rule: none of a
    contract lost once everyone passed (FB-A: no declarer). Empty where the rules make
    nothing of the last deal."""
    ledger = game.ledger
    if not offers(ledger, LastDealNotes):
        return ()
    keys = ledger.last_deal_terms()
    if _undeclared(view) and offers(ledger, UndeclaredLastDealNotes):
        keys = ledger.last_deal_terms_undeclared()
    said = tuple(said for said in (said_term(game, key, lang) for key in keys) if said)
    plays_on = offers(ledger, PlaysOn) and ledger.may_play_on
    return (*said, *pool_changes(game, view, lang)) if said and not plays_on else said


def pool_changes(game: Game, view: PublicView | None, lang: Lang) -> tuple[str, ...]:
    """What the contract of the deal ``view`` shows (None: none dealt) does to the pool before
    it is shared out at the game's end (:class:`PoolChangeNotes`: NT-P9's "a made contract
    takes the pool", "a lost contract doubles the pool first"), in ``lang``, one phrase each;
    none once everyone passed (no contract), once the contract is one that leaves the pool
    (DW-P3: below Seven), or where the ledger says nothing of it."""
    ledger = game.ledger
    if _undeclared(view) or not offers(ledger, PoolChangeNotes):
        return ()
    contract = view.contract if view is not None else None  # None until the auction ends
    return tuple(said_term(game, key, lang) for key in ledger.pool_change_terms(contract))


def _undeclared(view: PublicView | None) -> bool:
    """Whether ``view``'s deal is past its auction without a declarer (everyone passed)."""
    return view is not None and view.phase is not Phase.AUCTION and view.declarer is None
