"""Boston de Nantes' ledger: the amount per adversary (NT-P6, NT-P7, NT-P4), who pays whom and
the pool (NT-P9, NT-G), the doubles (NT-P8, NT-G2), the carte de boston bonus (NT-J1) and the
division of the pool at the end (NT-G4). Every deal's payments sum to zero with the pool."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

from bot.engine.cards import Card, Suit
from bot.engine.contracts import Contract
from bot.engine.demande import partnership_payments
from bot.engine.nantes.boston import boston_card
from bot.engine.nantes.ladder import (
    BASE,
    DEMANDE,
    DEMANDE_BELLE,
    EXTRA,
    FACTOR,
    FORCED_SLAM_BELLE,
    FORCED_SLAM_PETITE,
    GRANDE_INDEPENDANCE,
    GRANDE_MISERE,
    GRANDE_MISERE_SUR_TABLE,
    HONOURS,
    MISERE_QUATRE_AS,
    NEUF,
    NEUF_BELLE,
    NEUF_PETITE,
    PETITE_INDEPENDANCE,
    PETITE_MISERE,
    PETITE_MISERE_SUR_TABLE,
    SLAM_ALONE,
    SLAM_PARTNERS,
    row,
)
from bot.engine.phrasing import (
    NOTHING_TO_SHARE,
    Frames,
    Names,
    each_lang,
    joined,
    pays_sentence,
    plus_honours,
    say,
    seat_name,
    verdict,
)
from bot.engine.result import DealResult
from bot.engine.scoring import POOL, LedgerBase, Payment, Settlement
from bot.engine.seats import SEATS, Seat, left_of, right_of
from bot.engine.words import LANGS, Lang


@dataclass(frozen=True, slots=True)
class NantesOutcome:
    """What a Nantes payment reads beyond the :class:`DealResult`: the belle suit (for the
    forced lone demander's "slam", NT-P4) and the seat holding the carte de boston as dealt
    (None in misères and thrown-in deals, NT-J1)."""

    result: DealResult
    belle: Suit
    boston: Seat | None


Line = dict[Lang, str]
"""One payment line in English and Swedish."""

CONTRACT_TERMS: dict[str, str] = {
    PETITE_MISERE.id: "petite_misere_nt",
    PETITE_MISERE_SUR_TABLE.id: "petite_misere_nt",
    GRANDE_MISERE.id: "grande_misere_nt",
    GRANDE_MISERE_SUR_TABLE.id: "grande_misere_nt",
    MISERE_QUATRE_AS.id: "quatre_as",
    PETITE_INDEPENDANCE.id: "petite_independance_nt",
    GRANDE_INDEPENDANCE.id: "grande_independance_nt",
    DEMANDE.id: "demande_nt",
    DEMANDE_BELLE.id: "demande_nt",
    NEUF.id: "neuf_nt",
    NEUF_PETITE.id: "neuf_nt",
    NEUF_BELLE.id: "neuf_nt",
}
"""The glossary word (docs/rules/glossary.md's ``term:`` marks) of a contract the headline
names that a trick count does not explain: a misère (NT-C4, NT-C6), to which a misère *sur
table* adds the *sur table* (NT-C5), an indépendance, six or eight tricks alone (NT-C1), a
demande, five alone or eight supported (NT-B2, NT-B4), and a neuf, nine alone (NT-C2): every
announcement, since none says its tricks and neither do the payment lines."""

FRAMES: Frames = {
    "deposit": {
        # The same verb as Fontainebleau's deposit and the glossary's "insats" (FB-L1, NT-D5).
        "en": "deposit: {dealer} (dealer) pays {n} into the pool",
        "sv": "insats: {dealer} (givare) betalar {n} i potten",
    },
    "deposit_double": {
        "en": "deposit: {dealer} (dealer) pays {n} into the pool, a double deal",
        "sv": "insats: {dealer} (givare) betalar {n} i potten, dubbel giv",
    },
    "taken": {"en": "{who} takes the pool of {n}", "sv": "{who} tar hem potten på {n}"},
    "halved": {
        "en": "{who} halve the pool of {n}: {shares}",
        "sv": "{who} delar potten på {n}: {shares}",
    },
    "doubled": {
        "en": "the pool of {n} is doubled: {shares} into it",
        # "betalar in", not "betalar 120 i den" ("pays 120 in it").
        "sv": "potten på {n} dubblas: {shares}",
    },
    "pays_in": {"en": "{who} pays {n}", "sv": "{who} betalar in {n}"},
    # The pair paying the same into a doubled pool, said once, as "each adversary pays North
    # 12" is: "South pays 65 and North pays 65 into it" said one amount twice.
    "pay_in_each": {"en": "{who} pay {n} each", "sv": "{who} betalar in {n} var"},
    # One seat settling the same with every adversary, said once, as Le Whisch Bostonien's
    # line says it: "North pays East 12, North pays Sven 12, North pays West 12" took three
    # lines of a phone to say one thing.
    "each_pays": {
        "en": "each adversary pays {who} {n}",
        "sv": "varje försvarare betalar {who} {n}",
    },
    "pays_each": {
        "en": "{who} pays each adversary {n}",
        "sv": "{who} betalar varje försvarare {n}",
    },
    "short_alone": {
        "en": "{who} took {won} of their {share} tricks, so pays alone",
        "sv": "{who} tog {won} stick av sina {share} och betalar ensam",
    },
    "share": {"en": "{who} {n}", "sv": "{who} {n}"},
    "shared_even": {
        "en": "the pool of {n} is shared out equally: {shares}",
        "sv": "potten på {n} delas lika: {shares}",
    },
    "shared_odd": {
        "en": "the pool of {n} is shared out, the odd points one each from the last deal's "
        "eldest: {shares}",
        "sv": "potten på {n} delas, de point som blir över en var från sista givens förhand: "
        "{shares}",
    },
}
"""NT-P9's sentences: who pays whom, the pool taken, halved or doubled."""


def _went(r: DealResult, names: Names) -> str:
    """Who played and how it went, in Swedish, before the working of a made or lost contract:
    "Anna gick bet: 4×6 = 24", the club's verbs as the headline says them; "förlorat: 4×6 =
    24" read as a word-for-word translation of "lost: …". A supported demande names both."""
    assert r.declarer is not None
    seats = [r.declarer, *([r.whister] if r.whister is not None else [])]
    who = joined([seat_name(seat, names, "sv") for seat in seats], "sv")
    return f"{who} {verdict(r.made, 'sv')}"


_BASE: dict[Lang, str] = {"en": "base", "sv": "bas"}
"""The word of a row's price (docs/rules/nantes.md's table) where a line names it alone (a
misère, a contract lost): Le Whisch Bostonien's word for the same price of Foster's table."""

_EXTRA: dict[Lang, str] = {"en": "extra tricks", "sv": "överstick"}
"""Foster's word (his table's "each extra trick") for the tricks over a made contract, as
docs/rules/nantes.md says it; Swedish the glossary's *överstick*."""


def contract_words(
    payments: Sequence[Payment], adversaries: Collection[Seat], names: Names
) -> Line:
    """Who pays whom for the contract (NT-P6, NT-P7, NT-P9): one seat paid the same by every
    adversary, or paying each of them the same, said once ("North pays each adversary 12",
    "each adversary pays North 12"); else each payment ("East pays North 12, Sven pays West
    12"), a pair settling each with its own adversary."""
    payers = {p.payer for p in payments}
    payees = {p.payee for p in payments}
    if len(payments) > 1 and len({p.amount for p in payments}) == 1:
        n = payments[0].amount
        if len(payers) == 1 and payees == set(adversaries):
            (payer,) = payers
            return each_lang(
                lambda lang: say(FRAMES, "pays_each", lang, who=seat_name(payer, names, lang), n=n)
            )
        if len(payees) == 1 and payers == set(adversaries):
            (payee,) = payees
            return each_lang(
                lambda lang: say(FRAMES, "each_pays", lang, who=seat_name(payee, names, lang), n=n)
            )
    return each_lang(lambda lang: pays_sentence(payments, names, lang))


def _paid_in(into: Sequence[Payment], names: Names) -> Line:
    """Who pays what into a doubled pool (NT-P9): a pair paying the same said once ("South
    and North pay 65 each"), else each payment ("South pays 66 and North pays 65"), one payer
    alone as "South pays 120"."""
    amounts = {p.amount for p in into}
    if len(into) > 1 and len(amounts) == 1:
        (n,) = amounts

        def each(lang: Lang) -> str:
            who = joined([seat_name(p.payer, names, lang) for p in into], lang)
            return say(FRAMES, "pay_in_each", lang, who=who, n=n)

        return each_lang(each)
    return each_lang(
        lambda lang: joined(
            [
                say(FRAMES, "pays_in", lang, who=seat_name(p.payer, names, lang), n=p.amount)
                for p in into
            ],
            lang,
        )
    )


def amount(outcome: NantesOutcome, names: Names = None) -> tuple[int, Line]:
    """X per adversary in a simple deal (NT-P6 made, NT-P7 lost, NT-P4 slams), and how it is
    made up; ``names`` label seats in the Swedish words (:func:`_went`)."""
    r = outcome.result
    contract = r.contract
    assert contract is not None and r.declarer is not None
    column = r.turned_suit if contract.misere else r.trump
    assert column is not None
    f = FACTOR[column]
    base = BASE[contract.id]
    if contract.misere or not r.made:
        # The price named, as the made line names its parts (NT-P7: f × the row's price): a
        # bare "4×4" read as four tricks short at 4 each.
        sums = {lang: f"{f}×({word} {base}) = {f * base}" for lang, word in _BASE.items()}
        said = {"en": "made" if r.made else "lost", "sv": _went(r, names)}
        return f * base, {lang: f"{said[lang]}: {sums[lang]}" for lang in LANGS}
    tricks = r.side_tricks
    if tricks == 13:
        slam = SLAM_PARTNERS if r.with_whist else SLAM_ALONE
        text = f"slam: {f}×{slam} = {f * slam}"  # NT-P4
        return f * slam, {"en": text, "sv": text}
    if row(contract.id) == "demande" and not r.with_whist and tricks >= 8:
        forced = FORCED_SLAM_BELLE if r.trump == outcome.belle else FORCED_SLAM_PETITE
        return forced, {
            "en": f"a lone demander's {tricks} tricks: {forced}",
            "sv": f"ensam demande med {tricks} stick: {forced}",
        }
    key = row(contract.id)
    rate, over = EXTRA[key], tricks - r.side_target
    extra = rate * over
    three, four = HONOURS[key]
    honours = four if r.honours >= 4 else three if r.honours == 3 else 0
    total = f * (base + extra + honours)
    # The extra tricks itemised, tricks × rate ("extra tricks 1×2", not a bare 2 that reads as
    # two tricks); at a rate of one (the demande) the tricks alone say it. "Extra tricks" is
    # Foster's word (his table's "each extra trick"), as docs/rules/nantes.md says it.
    itemised = f"{over}×{rate}" if over and rate != 1 else str(extra)
    # The honours as price and count ("honours 4 (3 held)"): a bare "honours 4" read as four;
    # none where they score nothing (fewer than three, NT-P6), "+ 2 honours 0" being noise.
    held = {lang: plus_honours(r.honours, honours, lang) for lang in LANGS}
    # No extra trick, no term: "+ extra tricks 0" read as noise, as "+ 2 honours 0" did; the
    # base alone is named, as the lost line names it.
    plus = {lang: f" + {_EXTRA[lang]} {itemised}" if over else "" for lang in LANGS}
    sums = {
        lang: f"{base}{plus[lang]}{held[lang]}"
        if plus[lang] or held[lang]
        else f"{_BASE[lang]} {base}"
        for lang in LANGS
    }
    return total, {
        "en": f"made: {f}×({sums['en']}) = {total}",
        "sv": f"{_went(r, names)}: {f}×({sums['sv']}) = {total}",
    }


def settle_deal(
    outcome: NantesOutcome,
    pool: int,
    *,
    deposit: int,
    bonus: int,
    double: bool,
    names: Names = None,
) -> tuple[Settlement, int]:
    """One deal's payments and the pool after it. ``pool`` is its content before the dealer's
    ``deposit`` (NT-D5); in a double every amount is doubled (NT-P8). ``names`` label seats
    in the explanations."""
    r = outcome.result
    times = 2 if double else 1
    put = deposit * times

    def who(seat: Seat) -> Callable[[Lang], str]:
        return lambda lang: seat_name(seat, names, lang)

    def shares(items: list[Payment], key: str, by: Callable[[Payment], Seat]) -> Line:
        return each_lang(
            lambda lang: joined(
                [say(FRAMES, key, lang, who=who(by(p))(lang), n=p.amount) for p in items], lang
            )
        )

    pays: list[Payment] = [Payment(r.dealer, POOL, put, "deposit")]
    deposit_key = "deposit_double" if double else "deposit"  # NT-D5, NT-G2
    lines: list[Line] = [
        each_lang(lambda lang: say(FRAMES, deposit_key, lang, dealer=who(r.dealer)(lang), n=put))
    ]
    pool += put
    # The glossary words of the lines (docs/rules/glossary.md's ``term:`` marks).
    terms = ["pool_nt", *(["doubles"] if double else [])]
    if r.all_pass or r.contract is None or r.declarer is None:
        # NT-G3: thrown in, the deposit stays in the pool; the deal's headline says so.
        return Settlement.worded(pays, lines, None, terms), pool
    terms.append("factor_nt")
    named = CONTRACT_TERMS.get(r.contract.id)
    if named is not None:
        terms.append(named)  # the headline's contract (NT-C1, NT-C2, NT-C4, NT-C6, NT-B2)
    if r.contract.exposed_before_play:
        terms.append("sur_table")  # the headline's contract (NT-C5)
    x, line = amount(outcome, names)
    x *= times
    lines.append(
        {
            "en": line["en"] + (" ×2 (double)" if double else "") + " per adversary",
            "sv": line["sv"] + (" ×2 (dubbel giv)" if double else "") + " per försvarare",
        }
    )
    declarer, partner = r.declarer, r.whister
    adversaries = [s for s in SEATS if s not in (declarer, partner)]
    if r.made:
        contract_pays = list(partnership_payments(declarer, partner, x, True, "contract"))
        if partner is None:
            into: list[Payment] = [Payment(POOL, declarer, pool, "pool")]
            taken = each_lang(
                lambda lang: say(FRAMES, "taken", lang, who=who(declarer)(lang), n=pool)
            )
        else:
            half = pool // 2
            into = [
                Payment(POOL, declarer, pool - half, "pool"),  # the odd point
                Payment(POOL, partner, half, "pool"),
            ]
            pair = each_lang(lambda lang: joined([who(declarer)(lang), who(partner)(lang)], lang))
            got = shares(into, "share", lambda p: p.payee)
            taken = each_lang(
                lambda lang: say(FRAMES, "halved", lang, who=pair[lang], n=pool, shares=got[lang])
            )
        pays += contract_pays + into
        lines.append(contract_words(contract_pays, adversaries, names))
        lines.append(taken)
        pool = 0
    else:
        declarer_short = partner is None or r.declarer_missed
        partner_short = partner is not None and r.whister_missed
        if declarer_short and partner_short:
            assert partner is not None
            contract_pays = list(partnership_payments(declarer, partner, x, False, "contract"))
            half = pool // 2
            into = [
                Payment(declarer, POOL, pool - half, "pool doubled"),  # the odd point
                Payment(partner, POOL, half, "pool doubled"),
            ]
        else:
            loser = declarer if declarer_short or partner is None else partner
            contract_pays = [Payment(loser, s, x, "contract") for s in adversaries]
            into = [Payment(loser, POOL, pool, "pool doubled")]
            if partner is not None:  # why the other of the pair pays nothing (NT-P9)
                won, share = (
                    (r.declarer_tricks, r.declarer_target)
                    if loser == declarer
                    else (r.whister_tricks, r.whister_target)
                )
                lines.append(
                    each_lang(
                        lambda lang: say(
                            FRAMES, "short_alone", lang, who=who(loser)(lang), won=won, share=share
                        )
                    )
                )
        pays += contract_pays + into
        lines.append(contract_words(contract_pays, adversaries, names))
        paid = _paid_in(into, names)
        lines.append(
            each_lang(lambda lang: say(FRAMES, "doubled", lang, n=pool, shares=paid[lang]))
        )
        pool *= 2
    if outcome.boston is not None and r.contract.has_trumps:
        b = bonus * times
        holder = outcome.boston
        pays += [Payment(s, holder, b, "carte de boston") for s in SEATS if s != holder]
        lines.append(
            {
                "en": f"carte de boston: {b} from each to {seat_name(holder, names, 'en')}",
                "sv": f"carte de boston: {b} från var och en till {seat_name(holder, names, 'sv')}",
            }
        )
        terms.append("carte_de_boston")
    return Settlement.worded(pays, lines, None, terms), pool


def holder(result: DealResult, card: Card) -> Seat | None:
    """The seat that held ``card`` as dealt, where the result knows the hands (NT-J1)."""
    if result.dealt is None:
        return result.boston
    return next((s for s in SEATS if card in result.dealt[s - 1]), None)


def divide_pool(
    pool: int, eldest: Seat, next_seat: Callable[[Seat], Seat], names: Names = None
) -> Settlement:
    """NT-G4: the pool shared equally; remainder points one each in rotation from ``eldest``.
    The line says each player's share, from ``eldest`` on (NT-X16: "the pool of 70 is shared
    out, …: A 18, B 18, C 17, D 17"), and "equally" only where it divides by four."""
    share, rest = divmod(pool, 4)
    order = [eldest]
    while len(order) < 4:
        order.append(next_seat(order[-1]))
    pays = tuple(
        Payment(POOL, s, share + (1 if i < rest else 0), "pool shared")
        for i, s in enumerate(order)
        if share + (1 if i < rest else 0)
    )
    key = "shared_odd" if rest else "shared_even"
    shared = each_lang(
        lambda lang: say(
            FRAMES,
            key,
            lang,
            n=pool,
            shares=", ".join(
                say(FRAMES, "share", lang, who=seat_name(p.payee, names, lang), n=p.amount)
                for p in pays
            ),
        )
    )
    return Settlement.worded(pays, [shared], None, ["pool_nt"])


class NantesLedger(LedgerBase):
    """The game's pool across deals. ``belle`` is learned from the first deal's turned card
    (NT-S1); deals after ``deals - doubles`` are doubles (NT-G2)."""

    def __init__(
        self,
        *,
        deposit: int = 10,
        bonus: int = 2,
        deals: int = 40,
        doubles: int = 8,
        clockwise: bool = False,
        foster_jack: bool = False,
        play_out_pool: bool = False,
        names: Names = None,
    ) -> None:
        self.deposit, self.bonus, self.deals, self.doubles = deposit, bonus, deals, doubles
        self.names = names
        """Label seats in the explanations."""
        # A flag, not the function: the ledger is written into each deal's checkpoint as data.
        self.clockwise = clockwise
        self.foster_jack = foster_jack
        self.play_out_pool = play_out_pool
        self.pool = 0
        self.number = 0
        self.belle: Suit | None = None
        self._last_dealer: Seat | None = None

    def next_seat(self, seat: Seat) -> Seat:
        """The player after ``seat`` in the game's direction (NT-D2: to the right)."""
        return left_of(seat) if self.clockwise else right_of(seat)

    def settle(self, result: DealResult, merge: bool | None = None) -> Settlement:
        self.number += 1
        if self.belle is None:
            self.belle = result.turned_suit
        belle = self.belle or Suit.HEARTS
        card = boston_card(result.turned, foster=self.foster_jack)
        boston = holder(result, card)
        double = self.is_double(self.number)
        settlement, self.pool = settle_deal(
            NantesOutcome(result, belle, boston),
            self.pool,
            deposit=self.deposit,
            bonus=self.bonus,
            double=double,
            names=self.names,
        )
        self._last_dealer = result.dealer
        return settlement

    def is_double(self, number: int) -> bool:
        """Whether deal ``number`` (from 1) is one of the doubles, the last ``doubles`` of the
        agreed deals (NT-G2); the extra deals played for the pool (NT-G4) are simples."""
        return self.deals - self.doubles < number <= self.deals

    def deal_terms(self, number: int) -> tuple[str, ...]:
        """A double is said with the deal's head from its start (NT-G2, NT-P8: the stakes
        are doubled), so its players know it before they bid (:mod:`bot.engine.deal_notes`);
        so is an extra deal played for the pool past the agreed ones (NT-G4), which no other
        line explains before the game's end."""
        if self.play_out_pool and number > self.deals:
            return ("past_agreed_one" if self.deals == 1 else "past_agreed", "playing_on")
        return ("double",) if self.is_double(number) else ()

    def last_deal_terms(self) -> tuple[str, ...]:
        """NT-G4: the pool is shared out after the last agreed deal; where the table asked to
        play on for it, the game ends there only if no pool is left, else plays on."""
        if self.play_out_pool:
            return ("ends_if_no_pool", "else_plays_on")
        return ("share_after",)

    def pool_change_terms(self, contract: Contract | None) -> tuple[str, ...]:
        """NT-P9: every contract plays for the pool, the last deal's too, before NT-G4 shares
        it out (:class:`~bot.engine.deal_notes.PoolChangeNotes`): made, it takes the pool (two
        partners halve it between them), leaving none; lost, it doubles it. Whichever the
        ``contract``."""
        return ("made_takes", "lost_doubles_first")

    def deposit_due(self) -> int:
        """The next deal's deposit (NT-D5): twice in the doubles (NT-G2, NT-P8)."""
        return self.deposit * (2 if self.is_double(self.number + 1) else 1)

    @property
    def plays_on(self) -> bool:
        """NT-G4 with ``play_out_pool``: extra deals until a contract takes the pool."""
        return self.play_out_pool and self.pool > 0

    @property
    def may_play_on(self) -> bool:
        """NT-G4's extra deals are played only where the table asked for them."""
        return self.play_out_pool

    def final_settlement(self) -> Settlement:
        """NT-G4: the pool shared out at the game's end (the agreed deals played, or an
        agreed stop); a pool a contract took is said to leave nothing to share, so the
        settlement the game's end promises is not passed over in silence."""
        if self._last_dealer is None:
            return Settlement()
        if not self.pool:
            return Settlement.worded([], [NOTHING_TO_SHARE], None, ["pool_nt"])
        eldest = self.next_seat(self._last_dealer)
        out = divide_pool(self.pool, eldest, self.next_seat, self.names)
        self.pool = 0
        return out

    def snapshot(self) -> dict[str, object]:
        return {"pool": self.pool}
