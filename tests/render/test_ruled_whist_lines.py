"""The table's lines about a whist answer the rules gave, in English and Swedish: the turn line
while the table makes it says what happens and why (nobody decides it), and the contract line
afterwards says why the declarer plays alone (FB-W3, DW-P4) or why the whister had to say
whist (SV-W5). An answer a player chose reads as before. The words are the engine's
(``describe.ruled_whist_words``): the frontend asks the variant nothing."""

from __future__ import annotations

import pytest

from bot.engine.actions import Action, Bid, Pass, Whist, WhistAnswer
from bot.engine.cards import parse_card
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.variants import new_game
from bot.i18n import Lang
from cogs.boston.deal_lines import contract_text, turn_text
from tests.render.tables import NAMES, live_table


def _phase(game: Game) -> Phase | None:
    entry = game.current
    return entry.deal.phase if entry is not None and entry.deal is not None else None


def played_to(
    variant: str, settings: dict[str, object], answers: tuple[WhistAnswer, ...], until: Phase
) -> Game:
    """The first bidder bids 5 (its first bid), the others pass, trumps are the first
    suit offered, each whist question gets the first of ``answers`` it offers; until the
    deal reaches ``until`` (its first state there)."""
    game = new_game(variant, dict(settings), NAMES)
    game.start_deal(list(range(52)), parse_card("KC"))
    bid = False
    while game.to_act is not None and _phase(game) is not until:
        legal = game.legal_actions(game.to_act)
        bids = [a for a in legal if isinstance(a, Bid) and a.contract == "5"]
        action: Action
        if bids and not bid:
            action, bid = bids[0], True
        elif any(isinstance(a, Pass) for a in legal):
            action = next(a for a in legal if isinstance(a, Pass))
        else:
            whist = [a for a in legal if isinstance(a, Whist) and a.answer in answers]
            action = whist[0] if whist else legal[0]
        game.apply(action)
    assert _phase(game) is until
    return game


def lines(game: Game, variant: str, lang: Lang) -> tuple[str | None, str | None]:
    table = live_table(game, variant)
    view = game.public_view()
    assert view is not None
    return turn_text(table, view, lang), contract_text(table, view, lang)


@pytest.mark.parametrize(
    ("variant", "settings"),
    [("fontainebleau", {}), ("russian", {}), ("dawson", {"whister": True})],
)
def test_nobody_said_whist_the_declarer_plays_alone_and_the_table_says_why(
    variant: str, settings: dict[str, object]
) -> None:
    declined = played_to(variant, settings, ("invite", "decline"), Phase.WHIST_DECLINED)
    declarer = declined.to_act
    assert declined.forced_action() == Whist(declarer or 0, "alone")
    mention = f"<@{10 + (declarer or 0)}>"
    assert lines(declined, variant, "en")[0] == f"Nobody said whist: {mention} plays alone."
    assert lines(declined, variant, "sv")[0] == f"Ingen sa whist: {mention} spelar ensam."
    declined.apply(Whist(declarer or 0, "alone"))
    english, swedish = lines(declined, variant, "en")[1], lines(declined, variant, "sv")[1]
    assert english is not None and english.endswith(" · plays alone: nobody said whist")
    assert swedish is not None and swedish.endswith(" · spelar ensam: ingen sa whist")


def test_a_declarer_who_chose_to_play_alone_is_given_no_reason() -> None:
    """FB: playing alone without inviting is the declarer's choice; SV-W4: so is playing alone
    after everyone declined, where he may concede instead."""
    chose = played_to("fontainebleau", {}, ("alone",), Phase.PLAY)
    assert lines(chose, "fontainebleau", "en")[1] == (
        "Contract: 5 levées · declarer East · trumps ♠ spades · plays alone"
    )
    declined = played_to("swedish", {}, ("invite", "decline"), Phase.WHIST_DECLINED)
    assert declined.forced_action() is None
    turn = lines(declined, "swedish", "en")[0]
    assert turn is not None and turn.endswith("plays alone or concedes.")
    declined.apply(Whist(declined.to_act or 0, "alone"))
    contract = lines(declined, "swedish", "en")[1]
    assert contract is not None and contract.endswith(" · plays alone")


def test_sv_w5_compulsory_whist_said_at_each_step_in_both_languages() -> None:
    settings: dict[str, object] = {"whist_compulsory_in_5": True}
    offer = played_to("swedish", settings, ("decline",), Phase.WHIST_OFFER)
    declarer = offer.to_act or 0
    who = f"<@{10 + declarer}>"
    assert lines(offer, "swedish", "en")[0] == (
        f"Whist is compulsory in 5 spel (liten boston): {who} invites whist."
    )
    assert lines(offer, "swedish", "sv")[0] == (
        f"Tvungen whist i 5 spel (liten boston): {who} bjuder in till whist."
    )
    offer.apply(Whist(declarer, "invite"))
    # While the others answer: the invitation was the rules', which the contract line says.
    turn, contract = lines(offer, "swedish", "en")
    assert turn is not None and turn.endswith("answers the whist invitation.")
    assert contract is not None
    assert contract.endswith(" · compulsory whist")
    for _ in range(2):
        offer.apply(Whist(offer.to_act or 0, "decline"))
    last = offer.to_act or 0
    assert offer.forced_action() == Whist(last, "accept")
    assert lines(offer, "swedish", "en")[0] == (
        f"Whist is compulsory in 5 spel (liten boston): <@{10 + last}> says whist."
    )
    assert lines(offer, "swedish", "sv")[0] == (
        f"Tvungen whist i 5 spel (liten boston): <@{10 + last}> säger whist."
    )
    offer.apply(Whist(last, "accept"))
    name = NAMES[last - 1]
    english, swedish = lines(offer, "swedish", "en")[1], lines(offer, "swedish", "sv")[1]
    assert english is not None
    assert english.endswith(f" · whister {name}: compulsory whist")
    assert swedish is not None
    assert swedish.endswith(f" · whistare {name}: tvungen whist")


def test_sv_w5_a_whister_who_chose_it_is_given_no_reason() -> None:
    """The first asked says whist of his own accord: the invitation was compulsory, his
    whist was not, and the contract line names him as any whister."""
    game = played_to("swedish", {"whist_compulsory_in_5": True}, ("accept",), Phase.PLAY)
    contract = lines(game, "swedish", "en")[1]
    assert contract is not None and "compulsory" not in contract
    assert " · whister " in contract
