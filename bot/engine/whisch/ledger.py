"""Le Whisch Bostonien's payments (WB-H1, WB-P1…P5) — a RECONSTRUCTION: no source prices the
game, so the amounts are Foster's French Boston rows for the same two bids, in the column of
the turned suit; the chelem bonus is his *slam seul* / *slam à deux*. No pool (WB-P5)."""

from __future__ import annotations

from bot.engine.cards import Suit
from bot.engine.demande import partnership_payments
from bot.engine.phrasing import (
    Frames,
    Names,
    each_lang,
    outcome,
    pays_sentence,
    plus_honours,
    say,
    seat_name,
)
from bot.engine.result import DealResult
from bot.engine.scoring import LedgerBase, Settlement
from bot.engine.whisch.rules import (
    BASE,
    CHELEM_ALONE,
    CHELEM_SUPPORTED,
    DEMANDE,
    EXTRA,
    FACTOR,
    HONOURS,
    INDEPENDANCE,
)
from bot.engine.whisch.words import WHISCH_WORDS
from bot.engine.words import Lang

CONTRACT_TERMS: dict[str, str] = {DEMANDE.id: "demande_wb", INDEPENDANCE.id: "independance_wb"}
"""The glossary word (docs/rules/glossary.md's ``term:`` marks) of a contract the headline
names, which a trick count does not explain: "Demande in ♦" is five tricks alone or eight
supported, "Indépendance in ♦" eight alone (WB-C, WB-B4, WB-B6)."""

FRAMES: Frames = {
    # Swedish says the verdict in the head, as Fontainebleau's lines do ("Anna spelade Demande
    # i ♠ och förlorade: 1×4 = 4"): "Demande i ♠ av Anna: förlorat: 1×4" read as a
    # word-for-word translation, a participle for a label after a passive "av Anna".
    # The base named, as the made line names its parts (WB-P2: f × the base): a bare "4×4"
    # read as four tricks short at 4 each.
    "lost": {"en": "lost: {f}×(base {base}) = {total}", "sv": "{f}×(bas {base}) = {total}"},
    # {extra}: the "extra" frame, or nothing where no trick is over the contract (WB-P1), as
    # {honours} is " + " the price and the count ("honours 6 (3 held)", plus_honours) or
    # nothing where they score nothing (fewer than three): "+ extra tricks 0" read as noise.
    "made": {
        "en": "made: {f}×({base}{extra}{honours})",
        "sv": "{f}×({base}{extra}{honours})",
    },
    "extra": {"en": " + extra tricks {extra}", "sv": " + överstick {extra}"},
    # The base alone, named as the lost line names it: a bare "2×(8)" read as a slip.
    "base": {"en": "base {base}", "sv": "bas {base}"},
    "chelem": {"en": " + chelem {n}", "sv": " + chelem {n}"},
    "head": {
        "en": "{contract} in {suit} by {who}",
        "sv": "{who} spelade {contract} i {suit} och {verdict}",
    },
    "head_with": {
        "en": "{contract} in {suit} by {who} with {partner}",
        "sv": "{who} spelade {contract} i {suit} med stödjaren {partner} och {verdict}",
    },
    "paired": {
        "en": "{head}: {working} per adversary; {pays}",
        "sv": "{head}: {working} per försvarare; {pays}",
    },
    "each_pays": {
        "en": "{head}: {working}; each adversary pays {who} {n}",
        "sv": "{head}: {working}; varje försvarare betalar {who} {n}",
    },
    "pays_each": {
        "en": "{head}: {working}; {who} pays each adversary {n}",
        "sv": "{head}: {working}; {who} betalar varje försvarare {n}",
    },
}
"""Every sentence of Le Whisch Bostonien's payment lines in every language (the words of
docs/rules/sv/whisch.md and its glossary: *stödjare*, *överstick*, *honnörer*, *chelem*);
the Swedish verdict is :func:`~bot.engine.phrasing.outcome`'s, Fontainebleau's "vann" /
"förlorade"."""


def whisch_amount(result: DealResult, lang: Lang = "en") -> tuple[int, str]:
    """X per adversary (WB-P1, WB-P2) and how it is made up, in ``lang``."""
    contract, trump = result.contract, result.trump
    assert contract is not None and trump is not None
    f = FACTOR[trump]
    base = BASE[contract.id]
    if not result.made:
        return f * base, say(FRAMES, "lost", lang, f=f, base=base, total=f * base)
    rate, over = EXTRA[contract.id], result.overtricks
    extra = rate * over
    three, four = HONOURS[contract.id]
    honours = four if result.honours >= 4 else three if result.honours == 3 else 0
    amount = f * (base + extra + honours)
    # The extra tricks itemised, tricks × rate ("extra tricks 5×4", not a bare 20); at a rate
    # of one (the demande) the tricks alone say it. "Extra tricks" is the word of Foster's
    # table the prices come from, as docs/rules/whisch.md says it.
    itemised = f"{over}×{rate}" if over and rate != 1 else str(extra)
    plus_extra = say(FRAMES, "extra", lang, extra=itemised) if over else ""
    held = plus_honours(result.honours, honours, lang)
    named = base if plus_extra or held else say(FRAMES, "base", lang, base=base)
    text = say(FRAMES, "made", lang, f=f, base=named, extra=plus_extra, honours=held)
    if result.side_tricks == 13:  # WB-P3: the chelem bonus is added
        bonus = f * (CHELEM_SUPPORTED if result.with_whist else CHELEM_ALONE)
        amount += bonus
        text += say(FRAMES, "chelem", lang, n=bonus)
    return amount, f"{text} = {amount}"


class WhischLedger(LedgerBase):
    """WB-P4: each adversary settles X with the declarer, or with his paired partner; the
    payment line says who pays whom, since the pairing is not for the players to work out."""

    names: Names = None
    """Label seats in the explanations (a class default: a checkpoint written before the
    ledger kept names restores without it)."""

    def __init__(self, names: Names = None) -> None:
        self.names = names

    def settle(self, result: DealResult, merge: bool | None = None) -> Settlement:
        if result.all_pass or result.declarer is None:
            return Settlement()  # WB-B7: nobody pays; the deal's headline says it is thrown in
        amount, _ = whisch_amount(result)
        pays = partnership_payments(result.declarer, result.whister, amount, result.made, "whisch")
        suit = (result.trump or Suit.SPADES).symbol
        contract = result.contract
        assert contract is not None

        def line(lang: Lang) -> str:
            # The contract, its trumps and who played it, as every variant's line says them.
            who = seat_name(result.declarer or 1, self.names, lang)
            named = WHISCH_WORDS.contract(contract, lang)
            said = {"contract": named, "suit": suit, "who": who}
            said["verdict"] = outcome(result.made, lang)  # Swedish's head says it
            if result.whister is None:
                head = say(FRAMES, "head", lang, **said)
            else:
                partner = seat_name(result.whister, self.names, lang)
                head = say(FRAMES, "head_with", lang, partner=partner, **said)
            working = whisch_amount(result, lang)[1]
            if result.whister is not None:  # who settles with whom is the table's to say (WB-P4)
                pays_text = pays_sentence(pays, self.names, lang)
                return say(FRAMES, "paired", lang, head=head, working=working, pays=pays_text)
            key = "each_pays" if result.made else "pays_each"
            return say(FRAMES, key, lang, head=head, working=working, who=who, n=amount)

        # The glossary words of the line (docs/rules/glossary.md's ``term:`` marks).
        # The headline's contract first, as the headline comes first.
        named = CONTRACT_TERMS.get(contract.id)
        terms = [*([named] if named else []), "factor_wb"]
        if result.made and result.side_tricks == 13:
            terms.append("chelem_wb")
        return Settlement.worded(pays, [each_lang(line)], None, terms)

    def snapshot(self) -> dict[str, object]:
        return {}
