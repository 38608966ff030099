"""Toy Boston: a minimal rule system that exists only in the test suite, to prove that a rule
system is one package plus one registration (``bot.engine.variants.register``; the tests
register it for a while, :func:`toy_registered`) and nothing else — no frontend, player,
storage or catalogue file knows it.

It uses the seam's less common answers on purpose: no card is turned (suits are just suits),
every bid names its trump suit, its misère makes all four seats put a card away and ends as
soon as the declarer takes a trick, and an all-pass deal ends unplayed.

* Contracts, lowest first: ``6`` (six tricks), ``misere`` (no trick in 12), ``8``.
* Bidding: from eldest, each seat on turn passes or bids higher — a higher contract, or the
  same trick contract in a later suit (♠ ♥ ♣ ♦). A pass is final. Three passes after a bid
  end it; four passes end the deal.
* Payment: made, each other seat pays the declarer ``stake``; lost, the declarer pays each.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass

from bot.engine.actions import Bid, Level, Pass
from bot.engine.auction import AuctionState
from bot.engine.cards import Suit
from bot.engine.contracts import Contract, Ladder, SuitClass
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.result import DealResult
from bot.engine.rules import StandardDeal, Tally
from bot.engine.scoring import Ledger, LedgerBase, LedgerFeatures, Payment, Settlement
from bot.engine.seats import SEATS, Seat, clockwise_from
from bot.engine.settings import RuleSettings, setting
from bot.engine.variant import ScoredDealError, VariantBase
from bot.engine.variants import register, unregister
from bot.engine.words import Vocabulary, same

SIX = Contract(id="6", rank=1, target=6, name="Six")
MISERE = Contract(id="misere", rank=2, target=0, name="Misère", misere=True, discard=True)
EIGHT = Contract(id="8", rank=3, target=8, name="Eight")
TOY_LADDER = Ladder((SIX, MISERE, EIGHT))

TOY_WORDS = Vocabulary(
    name={"en": "Toy Boston", "sv": "Leksaksboston"},
    levels={},
    classes={c: same("") for c in SuitClass},
    contracts={
        "6": {"en": "Six", "sv": "Sex"},
        "misere": {"en": "Misère", "sv": "Misär"},
        "8": {"en": "Eight", "sv": "Åtta"},
    },
    suits={
        Suit.SPADES: {"en": "spades", "sv": "spader"},
        Suit.HEARTS: {"en": "hearts", "sv": "hjärter"},
        Suit.CLUBS: {"en": "clubs", "sv": "klöver"},
        Suit.DIAMONDS: {"en": "diamonds", "sv": "ruter"},
    },
    terms={"declarer": {"en": "bidder", "sv": "budgivare"}, "forhand": same("eldest")},
)


class ToySettings(RuleSettings):
    stake: int = setting(
        1, ge=1, le=100, en="Stake", sv="Insats", description="What each seat pays per deal."
    )


def _key(contract: Contract, suit: Suit | None) -> tuple[int, int]:
    return contract.rank, -1 if suit is None else int(suit)


class ToyAuction(AuctionState):
    names_suits = True  # every trick bid names its trump suit (checked below)

    def _beats(self, contract: Contract, suit: Suit | None) -> bool:
        high = self._high_bid
        if high is None:
            return True
        high_contract = self.ladder.get(high.contract)
        assert high_contract is not None
        return _key(contract, suit) > _key(high_contract, high.suit)

    def legal(self, seat: Seat) -> list[Pass | Bid]:
        if self._done or seat != self._turn:
            return []
        out: list[Pass | Bid] = [Pass(seat)]
        for contract in self.ladder:
            suits: tuple[Suit | None, ...] = (None,) if contract.misere else tuple(Suit)
            out += [Bid(seat, contract.id, suit=s) for s in suits if self._beats(contract, s)]
        return out

    def check(self, action: Pass | Bid) -> None:
        contract = self.check_turn(action, passes_final=True)
        if contract is None or isinstance(action, Pass):
            return
        if action.level is not Level.PLAIN or (action.suit is None) != contract.misere:
            raise IllegalAction(Refusal.BAD_LEVEL, "A trick bid names a suit; a misère none.")
        if not self._beats(contract, action.suit):
            raise IllegalAction(Refusal.BID_TOO_LOW, "Your bid must be higher.")

    def apply(self, action: Pass | Bid) -> None:
        self.record(action)
        self.end_or_skip_passed()


@dataclass(frozen=True, slots=True)
class ToyRules(StandardDeal):
    stake: int = 1

    @property
    def variant(self) -> str:
        return "toy"

    @property
    def ladder(self) -> Ladder:
        return TOY_LADDER

    @property
    def deal_pattern(self) -> tuple[int, ...]:
        return (4, 4, 5)

    @property
    def all_pass_is_played(self) -> bool:
        return False

    @property
    def turns_card(self) -> bool:
        return False

    def new_auction(self, forhand: Seat) -> ToyAuction:
        return ToyAuction(TOY_LADDER, forhand)

    def trump_choices(self, level: Level, first: Suit | None) -> tuple[Suit, ...]:
        return tuple(Suit)  # never asked: the bid names its trumps

    def contract_value(self, contract: Contract, with_whist: bool) -> tuple[int, int]:
        return self.stake, 0

    def discarders(self, contract: Contract, declarer: Seat, eldest: Seat) -> tuple[Seat, ...]:
        return tuple(clockwise_from(declarer))  # every seat puts a card away

    def result_decided(self, contract: Contract, tally: Tally) -> bool:
        return contract.misere and tally.declarer > 0  # a misère is lost at its first trick


class ToyLedger(LedgerBase):
    def __init__(self, stake: int) -> None:
        self.stake = stake

    def settle(self, result: DealResult, merge: bool | None = None) -> Settlement:
        if result.all_pass or result.declarer is None:
            return Settlement(lines=("all passed: nothing to pay",))
        declarer, stake = result.declarer, self.stake
        others = [s for s in SEATS if s != declarer]
        if result.made:
            pays = tuple(Payment(s, declarer, stake, "toy") for s in others)
            return Settlement(pays, (f"made: each pays {stake}",))
        pays = tuple(Payment(declarer, s, stake, "toy") for s in others)
        return Settlement(pays, (f"lost: the bidder pays each {stake}",))

    def snapshot(self) -> dict[str, object]:
        return {}


class ToyVariant(VariantBase):
    settings_model = ToySettings

    @property
    def name(self) -> str:
        return "toy"

    @property
    def words(self) -> Vocabulary:
        return TOY_WORDS

    def rules(self, settings: Mapping[str, object]) -> ToyRules:
        stake = settings["stake"]
        assert isinstance(stake, int)
        return ToyRules(stake)

    def ledger(self, settings: Mapping[str, object], names: tuple[str, ...]) -> Ledger:
        return ToyLedger(self.rules(settings).stake)

    def features(self, settings: Mapping[str, object]) -> LedgerFeatures:
        return LedgerFeatures()

    def scored_result(self, data: object, dealer: Seat) -> DealResult:
        raise ScoredDealError("Toy Boston keeps no score of games with real cards")

    def scored_to_record(self, result: DealResult, merge: bool | None) -> object:
        raise ScoredDealError("Toy Boston keeps no score of games with real cards")


TOY = ToyVariant()


@contextmanager
def toy_registered() -> Iterator[None]:
    """Toy Boston playable everywhere (tables, records, the CLI, Discord) for the duration of
    a ``with`` block, then unknown again."""
    register(TOY)
    try:
        yield
    finally:
        unregister(TOY.name)
