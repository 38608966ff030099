"""What a game's final settlement will draw on that its players must know before an agreed
end is decided, not only from the settlement: SV-P12's lot (``remainder=lot``), drawn by the
last turned card of a deal that counts. A deal dealt but not acted on, which the stop takes
back, does not count (nor does its card, which the record does not keep); a deal the stop
lets finish first does.

A ledger with such a thing says it through :class:`EndNotes` (an optional protocol, as
:class:`~bot.engine.deal_notes.DealNotes` is); a frontend asking the host whether to end the
game asks :func:`end_notes` and shows the lines, never which variant it is.

Where the game keeps a pool shared out at its end (FB-G2 and FB-G3 at an agreed end, NT-G4,
DW-P7), the question also says where the pool goes (:func:`end_pool_words`): ending now, the
final settlement itself, worked out on a copy of the ledger and not applied (a Fontainebleau
pool goes whole to the adversaries of a side that lost the deal just finished, which a host
ending the game must know first), said once under a short heading; ending once the deal under
way is over, the rules that deal is then settled by as the game's last, with what its contract
does to the pool before it is shared (NT-P9, DW-P3: a made one takes it, a lost one adds to it).
"""

from __future__ import annotations

import copy
from typing import Protocol, runtime_checkable

from bot.engine.cards import Card
from bot.engine.deal_notes import pool_changes, rules_as_last
from bot.engine.game import Game
from bot.engine.optional import offers
from bot.engine.phrasing import Frames, Texts, say
from bot.engine.scoring import POOL, PlaysOn
from bot.engine.words import Lang

FRAMES: Frames = {
    # A heading, the ledger's own line under it (written to follow one): who gets how much of
    # the pool and why, said once. A playtest's phone showed "the pool (150) is shared by all
    # four." above "The pool, 150, is divided equally, …: Dave 38, …", the same thing twice.
    "now": {"en": "If the game ends now:", "sv": "Slutar spelet nu:"},
    "now_empty": {
        "en": "If the game ends now, the pool is empty: there is nothing to share.",
        "sv": "Slutar spelet nu finns inget att dela: potten är tom.",
    },
    # The deal under way is played out first: its result is not known, the rules are.
    "after_rules": {
        "en": "Deal {deal} is then the game's last: {rules}.",
        "sv": "Giv {deal} blir då spelets sista: {rules}.",
    },
    "after_pool": {
        "en": "after it, what the pool holds (now {pool}) is shared out",
        "sv": "efter den delas det som finns i potten (nu {pool}) ut",
    },
}
"""The sentences of :func:`end_pool_words`; the shares and the rules are the ledger's words."""


@runtime_checkable
class EndNotes(Protocol):
    """Optional for a :class:`~bot.engine.scoring.Ledger`: the lines an agreed end's question
    says of the final settlement to come, in every language; ``turned`` is the turned card of
    the deal in progress where the end lets it finish first (None where there is none, or it
    is taken back)."""

    def end_notes(self, turned: Card | None) -> list[Texts]: ...


def end_notes(game: Game, lang: Lang) -> list[str]:
    """What an agreed end asked now would settle by, in ``lang``: the deal in progress is
    played out first where someone has acted in it (its card then counts), else taken back
    (:meth:`~bot.engine.game.Game.drop_untouched_deal`); none where the ledger has nothing to
    say, or the game is over."""
    ledger = game.ledger
    if game.finished or not offers(ledger, EndNotes):
        return []
    current = game.current
    deal = current.deal if current is not None else None
    turned = deal.turned if deal is not None and deal.actions else None
    return [line[lang] for line in ledger.end_notes(turned)]


def end_pool_words(game: Game, lang: Lang) -> list[str]:
    """Where the pool goes if the game is ended by agreement now, in ``lang``; none where the
    game keeps no pool shared out at its end, or is over.

    Between deals (or with a deal dealt but not acted on, which the stop takes back): the
    final settlement the end would make, worked out on a copy of the ledger (the live game is
    not touched): a short heading ("If the game ends now:"), then the ledger's own lines
    saying who gets how much and why ("Anna lost the last deal: their adversaries divide the
    pool, 350: …"; DW-P7's "the pool and the reserve, 100 + 1300 = 1400, are divided
    equally: …"), each said once; an empty pool in one sentence. With a deal under way,
    played out first: what the rules make of it as the game's last (FB-G2's "if lost, the
    adversaries share the pool"; NT-P9's "a lost contract doubles the pool first"), its result not
    being known yet."""
    if game.finished or not (game.features.pool and game.features.final_settlement):
        return []
    current = game.current
    if current is not None and (current.deal is None or current.deal.actions):
        return [_after(game, current.number, lang)]
    # What close() would pay once the stop takes the untouched deal back: the ledger's final
    # settlement alone, as close() makes it. That deal's deposit is not booked in the ledger
    # until the deal is settled (Game.pool_now adds it), so a copy of the ledger is all the
    # end needs, not one of the game and every move it keeps.
    settlement = copy.deepcopy(game.ledger).final_settlement()
    if not settlement.lines:  # no deal settled yet: nothing in the pool, nothing to say
        return []
    if not any(p.payer == POOL and p.payee != POOL and p.amount for p in settlement.payments):
        return [say(FRAMES, "now_empty", lang)]
    return [say(FRAMES, "now", lang), *(_sentence(line) for line in settlement.text(lang))]


def _after(game: Game, number: int, lang: Lang) -> str:
    """Deal ``number``, under way, made the game's last by an agreed end: the rules its
    ledger says its last deal is settled by (:func:`~bot.engine.deal_notes.rules_as_last`),
    or, where the ledger would play on past its agreed deals for the pool (NT-G4's
    ``play_out_pool``, whose last-deal words say so and an agreed end overrides), that the
    pool is shared out after it, with what a contract does to it first
    (:func:`~bot.engine.deal_notes.pool_changes`: NT-P9, a made one takes it, a lost one
    doubles it)."""
    ledger = game.ledger
    view = game.public_view()
    plays_on = offers(ledger, PlaysOn) and ledger.may_play_on
    said = () if plays_on else rules_as_last(game, view, lang)
    if not said:
        now = game.pool_now()
        shared = say(FRAMES, "after_pool", lang, pool=now[0] if now is not None else 0)
        said = (shared, *pool_changes(game, view, lang))
    return say(FRAMES, "after_rules", lang, deal=number, rules="; ".join(said))


def _sentence(line: str) -> str:
    """A ledger's line (written to follow a heading, lower-case) as a sentence of its own."""
    return line[:1].upper() + line[1:]
