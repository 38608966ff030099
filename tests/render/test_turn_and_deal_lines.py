"""The lines a player reads about the deal, in each variant's words (a playtest of American,
Mariland and Swedish Boston): the turn prompt offers only what is legal and says how the hand
view takes a bid; the turned-card line lists alike suits together and says in words that a
class is empty; the contract names its trumps once; a result names the suit it was played in."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.engine.actions import Action, Bid, Concede, Declare, Level, Pass, Play, Whist
from bot.engine.cards import Suit, parse_card
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.variants import get_variant, new_game
from bot.engine.views import SeatView
from bot.i18n import Lang
from cogs.boston.deal_lines import contract_text, deal_lines, side_line, turn_text
from cogs.boston.hand_header import action_prompt, bid_how_text, declaration_note
from cogs.boston.hand_view import hand_components
from cogs.boston.results import summary_text
from tests.engine.fontainebleau.helpers import act as fb_act
from tests.engine.fontainebleau.helpers import fill as fb_fill
from tests.engine.fontainebleau.helpers import play_out as fb_play_out
from tests.engine.fontainebleau.helpers import table as fb_table
from tests.render.tables import NAMES, live_table


def started(variant: str, turned: str) -> Game:
    """A game's first deal from an unshuffled deck (Mariland turns the dealer's last card)."""
    game = new_game(variant, {}, NAMES)
    game.start_deal(list(range(52)), parse_card(turned))
    return game


def seat_view(game: Game) -> SeatView:
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    return view


def bid_lowest_then_pass(game: Game) -> None:
    """The first bidder bids the lowest legal bid, everyone else passes; then the first legal
    action until the play, and the play to its end."""
    bid = False
    while game.to_act is not None:
        legal = game.legal_actions(game.to_act)
        bids = [a for a in legal if isinstance(a, Bid)]
        action: Action
        if bids and not bid:
            action, bid = bids[0], True
        elif any(isinstance(a, Pass) for a in legal):
            action = next(a for a in legal if isinstance(a, Pass))
        else:
            action = legal[0]
        game.apply(action)


@pytest.mark.parametrize(
    ("variant", "lang", "prompt"),
    [
        # The button says the bid ("I go 7", "I go Boston (5 tricks)"): not always "Bid".
        ("american", "en", "Choose a contract, then click its button."),
        ("american", "sv", "Välj ett spel och klicka sedan på knappen."),
        ("mariland", "en", "Choose a contract, then its trump suit."),
        ("mariland", "sv", "Välj ett spel, sedan trumffärg."),
        ("swedish", "en", "Choose a contract, then its colour level, if it has a choice."),
    ],
)
def test_the_bid_prompt_says_what_a_bid_is_made_of(variant: str, lang: Lang, prompt: str) -> None:
    """American Boston has no colour levels (one Bid button per contract), Mariland's bids name
    their suit; Swedish misères have no colour level. Said under the turn line, which says
    only "bid or pass"."""
    view = seat_view(started(variant, "KC"))
    assert action_prompt(view, lang) == ("bid or pass." if lang == "en" else "bjud eller passa.")
    assert bid_how_text(view, lang) == prompt


def test_the_whist_prompt_names_only_the_legal_answers() -> None:
    """The Swedish whist question offered Invite whist and Play alone, not a concession."""
    view = seat_view(started("swedish", "KC"))
    asked = replace(view, phase=Phase.WHIST_OFFER, legal=(Whist(1, "invite"), Whist(1, "alone")))
    assert action_prompt(asked, "en") == "invite whist or play alone."
    assert action_prompt(asked, "sv") == "bjud in till whist eller spela ensam."
    conceding = replace(asked, legal=(*asked.legal, Concede(1)))
    assert action_prompt(conceding, "en") == "invite whist, play alone or concede."
    answering = replace(asked, legal=(Whist(2, "accept"), Whist(2, "decline")))
    assert action_prompt(answering, "sv") == "säg whist eller avböj."


def test_american_cut_card_names_the_trumps_alone() -> None:
    """AM-D4: the card is cut from a second pack, and said so; the other suits are simply
    suits, so "plain suits ♠ ♥ ♦" said nothing."""
    game = started("american", "KC")
    table = live_table(game, "american")
    view = seat_view(game)
    en = deal_lines(table, view, "en")
    assert "Cut from a second pack: K♣ — trumps ♣" in en
    assert not any("plain suit" in line for line in en), en
    sv = deal_lines(table, view, "sv")
    assert "Lyft ur en andra kortlek: K♣ — trumf ♣" in sv
    assert not any("vanlig" in line for line in sv), sv


def test_marilands_first_deal_says_it_has_no_preference() -> None:
    """MA-D2: the first deal's turned suit is the superpreference; no suit is preference.
    The dealer's last card is turned (MA-D1): A♦ in this deck."""
    game = started("mariland", "AD")
    table = live_table(game, "mariland")
    view = seat_view(game)
    # The classes broken between classes, within a phone's line.
    en = ["Turned card: A♦", "superpreference ♦ · preference: none", "plain suits ♠ ♥ ♣"]
    lines = deal_lines(table, view, "en")
    assert lines[lines.index(en[0]) :][:3] == en, lines
    sv = ["Vänt kort: A♦", "superpreferens ♦ · preferens: ingen", "vanliga färger ♠ ♥ ♣"]
    lines = deal_lines(table, view, "sv")
    assert lines[lines.index(sv[0]) :][:3] == sv, lines


def test_american_contract_and_result_name_the_trump_suit_once() -> None:
    game = started("american", "KC")
    table = live_table(game, "american")
    bid_lowest_then_pass(game)
    deal = game.deals[-1].deal
    assert deal is not None
    contract = contract_text(table, deal.public_view(), "en")
    assert contract is not None and "trumps ♣ ·" in contract and "trumps ♣ trumps" not in contract
    summary = summary_text(table, game.deals[-1], "en")
    assert ", I go Boston ♣, tricks taken" in summary and "(trumps)" not in summary


@pytest.mark.parametrize("variant", ["american", "whisch"])
def test_the_auctions_winner_is_the_declarer_as_in_the_glossary(variant: str) -> None:
    """One word for who won the auction and plays the contract: *declarer* (*spelförare*),
    never "bidder" (anyone who bids is one) or "demander" (an indépendance is no demande)."""
    game = started(variant, "KC")
    table = live_table(game, variant)
    bid_lowest_then_pass(game)
    deal = game.deals[-1].deal
    assert deal is not None and deal.declarer is not None
    name = NAMES[deal.declarer - 1]
    en = contract_text(table, deal.public_view(), "en")
    assert en is not None and f" · declarer {name}" in en
    assert "bidder" not in en and "demander" not in en
    sv = contract_text(table, deal.public_view(), "sv")
    assert sv is not None and f" · spelförare {name}" in sv and "budgivare" not in sv


def test_a_mariland_result_names_its_suit_and_its_class() -> None:
    game = started("mariland", "AD")
    table = live_table(game, "mariland")
    bid_lowest_then_pass(game)
    result = game.deals[-1].result
    assert result is not None and result.trump is not None
    summary = summary_text(table, game.deals[-1], "en")
    assert f", Four {result.trump.symbol} (" in summary
    sv = summary_text(table, game.deals[-1], "sv")
    assert f", Fyra {result.trump.symbol} (" in sv


def test_the_play_prompt_is_unchanged() -> None:
    view = seat_view(started("american", "KC"))
    playing = replace(view, legal=(Play(view.seat, view.hand[0]),))
    assert action_prompt(playing, "en") == "play a card."


def test_a_refused_claim_is_said_to_everyone_while_its_trick_lasts() -> None:
    """SV-T4: the claimed cards were shown to all and are hidden again; the table says who
    refused, or a player sees the cards go without a word."""
    game = started("swedish", "KC")
    view = seat_view(game)
    playing = replace(view, phase=Phase.PLAY, declarer=2, claim_refused_by=3)
    table = live_table(game, "swedish")
    assert "South refused East's claim: play goes on." in deal_lines(table, playing, "en")
    assert "South avslog kravet från East: spelet fortsätter." in deal_lines(table, playing, "sv")
    assert not [x for x in deal_lines(table, view, "en") if "claim" in x]


def test_a_misere_counts_the_declarers_tricks_against_a_target_of_none() -> None:
    """As a trick contract's line reads ("6 taken, target 5"), with the misère's target 0:
    the old "1 (a misère takes none)" read as a contradiction once a trick was taken."""
    game = started("swedish", "KC")
    view = seat_view(game)
    misere = next(c for c in view.ladder if c.misere)
    playing = replace(view, phase=Phase.PLAY, contract=misere, declarer=1, won=(1, 2, 0, 0))
    table = live_table(game, "swedish")
    assert side_line(table, playing, "en") == "North: 1 taken, target 0 (misère) · defenders: 2"
    # Swedish Boston's own word for the other side, as its payment lines say it.
    assert side_line(table, playing, "sv") == "North: 1 stick, mål 0 (misère) · försvararna: 2"


@pytest.mark.parametrize("variant", ["fontainebleau", "russian"])
def test_piccolissimo_counts_against_its_target_of_exactly_one(variant: str) -> None:
    """FB-S2: piccolissimo is made by taking exactly one trick; its line said "target 0", so a
    player who had taken the one trick read it as lost, and then "target 1 (misère)", read as
    one trick at least: it says "exactly 1" (FB-C3's contract, in Russian Boston too). The
    engine marks it as a misère, made with exactly its target (``Contract.misere``)."""
    game = started(variant, "KC")
    view = seat_view(game)
    small = next(c for c in view.ladder if c.misere and c.target == 1)
    assert small.id == "piccolissimo"
    playing = replace(
        view, phase=Phase.PLAY, contract=small, declarer=1, won=(1, 2, 0, 0), side_target=1
    )
    table = live_table(game, variant)
    english, swedish = side_line(table, playing, "en"), side_line(table, playing, "sv")
    assert english == "North: 1 taken, target exactly 1 · adversaries: 2"
    assert swedish == "North: 1 stick, mål exakt 1 · försvararna: 2"


@pytest.mark.parametrize(
    ("variant", "en", "sv"),
    [
        (
            "swedish",
            "Nobody said whist: <@1{seat}> plays alone or concedes.",
            "Ingen sa whist: <@1{seat}> spelar ensam eller ger upp.",
        ),
        # FB-W3: no concession in Boston de Fontainebleau; the declarer plays alone.
        (
            "fontainebleau",
            "Nobody said whist: <@1{seat}> plays alone.",
            "Ingen sa whist: <@1{seat}> spelar ensam.",
        ),
    ],
)
def test_nobody_said_whist_offers_a_concession_only_where_the_rules_have_one(
    variant: str, en: str, sv: str
) -> None:
    """Played to the question: the first bidder bids 6 (in 5 spel whist is compulsory,
    SV-W5), the others pass, the declarer invites whist and everyone declines."""
    game = started(variant, "KC")
    table = live_table(game, variant)
    bid = False
    while (view := game.public_view()) is not None and view.phase is not Phase.WHIST_DECLINED:
        assert game.to_act is not None
        legal = game.legal_actions(game.to_act)
        bids = [a for a in legal if isinstance(a, Bid) and a.contract == "6"]
        whists = {a.answer: a for a in legal if isinstance(a, Whist)}
        action: Action
        if bids and not bid:
            action, bid = bids[0], True
        else:
            passes = [a for a in legal if isinstance(a, Pass)]
            # A trump named where the bid leaves it open (the first suit offered).
            answer = whists.get("invite") or whists.get("decline")
            action = passes[0] if passes else answer or legal[0]
        game.apply(action)
    assert view is not None and view.to_act == view.declarer is not None
    seat = view.declarer
    assert turn_text(table, view, "en") == en.format(seat=seat)
    assert turn_text(table, view, "sv") == sv.format(seat=seat)


@pytest.mark.parametrize(
    ("variant", "en", "sv"),
    [
        # Both Swedish lines say "sang", as the contract line does for a misère; the line is
        # broken between its parts for a phone (tests/render/test_partout_phone_lines.py).
        ("fontainebleau", "the fewest tricks take the pool", "Misère Partout · sang"),
        ("dawson", "the most tricks pay the others", "Misère Partout · sang"),
    ],
)
def test_a_misere_partout_is_named_while_it_is_played(variant: str, en: str, sv: str) -> None:
    """FB-A, DW-B4 and DW-P5: four passes, and the cards are played for what the table
    says; before, it showed only the four passes and "play a card"."""
    game = started(variant, "KC")
    while game.to_act is not None and not any(
        isinstance(a, Play) for a in game.legal_actions(game.to_act)
    ):
        game.apply(Pass(game.to_act))
    view = game.public_view()
    assert view is not None and view.phase is Phase.PLAY and view.contract is None
    table = live_table(game, variant)
    assert en in deal_lines(table, view, "en")
    swedish = deal_lines(table, view, "sv")
    assert any(line.startswith(sv) for line in swedish)
    bid = started("swedish", "KC")  # a contract says its own trumps: no such line
    bid_lowest_then_pass_until_play(bid)
    shown = bid.public_view()
    assert shown is not None
    assert not any(
        "Partout" in line for line in deal_lines(live_table(bid, "swedish"), shown, "en")
    )


def bid_lowest_then_pass_until_play(game: Game) -> None:
    bid = False
    while game.to_act is not None:
        legal = game.legal_actions(game.to_act)
        if any(isinstance(a, Play) for a in legal):
            return
        bids = [a for a in legal if isinstance(a, Bid)]
        if bids and not bid:
            game.apply(bids[0])
            bid = True
        elif any(isinstance(a, Pass) for a in legal):
            game.apply(next(a for a in legal if isinstance(a, Pass)))
        else:
            game.apply(legal[0])


def test_a_declaration_open_to_the_player_is_said_under_the_prompt() -> None:
    """RU-C4: chicane is declared before the player's first card or never; the hand view says
    so to the player who may (the button alone was easy to miss), on a line of its own under
    the bold prompt, which stays short enough for a phone's line."""
    view = seat_view(started("swedish", "KC"))
    card = parse_card("2C")
    playing = replace(view, phase=Phase.PLAY, legal=(Play(1, card),))
    assert action_prompt(playing, "en") == "play a card."
    assert declaration_note(playing, "en") is None
    declaring = replace(playing, legal=(Play(1, card), Declare(1, "chicane")))
    assert action_prompt(declaring, "en") == "play a card."
    assert declaration_note(declaring, "en") == (
        "Your hand allows a declaration: make it now, before this card, or the right is lost."
    )
    assert (declaration_note(declaring, "sv") or "").startswith("Din hand tillåter")
    # The hand view gives the table's words: the declaration is named.
    words = get_variant("russian").words
    assert declaration_note(declaring, "en", words) == (
        "Your hand allows you to declare chicane: do it now, before this card, or the right is "
        "lost."
    )
    assert "Din hand låter dig meddela chicane: gör det nu" in (
        declaration_note(declaring, "sv", words) or ""
    )


def test_a_turn_notice_says_nothing_the_hand_decides() -> None:
    """RU-C3: a chicane is offered privately. A turn notice is read by the whole table, so its
    prompt (``public``) leaves out the declaration a void in trumps allows, and how a bid is
    made where that hangs on the cards held (NT-B2: the suits a card could be laid in)."""
    view = seat_view(started("swedish", "KC"))
    card = parse_card("2C")
    declaring = replace(view, phase=Phase.PLAY, legal=(Play(1, card), Declare(1, "chicane")))
    assert action_prompt(declaring, "en", public=True) == "play a card."
    assert action_prompt(declaring, "sv", public=True) == "spela ett kort."
    bids = [a for a in view.legal if isinstance(a, Bid)]
    assert bids and bid_how_text(view, "en")  # privately, in the hand: how the bid is made
    shown = action_prompt(view, "en", public=True)
    assert "(" not in shown and shown.startswith("bid")


def test_a_deal_stopped_at_its_first_lost_trick_says_so_in_its_result_post() -> None:
    """FB-T3, FB-S3: a slam stops at the first trick lost and is paid as one trick short; the
    result post says so, so "0 tricks: lost by 1" does not read as the bot's mistake."""
    game = fb_table(fb_fill())  # seat 1 has no heart: seat 2 trumps the first trick
    fb_act(game, Bid(1, "13", suit=Suit.HEARTS), Pass(2), Pass(3), Pass(4))
    fb_play_out(game)
    table = live_table(game, "fontainebleau")
    english = summary_text(table, game.deals[-1], "en")
    assert english.endswith(
        "0: lost by 1 (play stopped at the first trick lost; paid as one trick short)."
    ), english
    swedish = summary_text(table, game.deals[-1], "sv")
    assert "bet med 1 (spelet slutade vid första förlorade sticket" in swedish, swedish


def test_a_single_contract_to_bid_shows_its_buttons_without_a_choice_first() -> None:
    """A playtest of Whisch: with one contract left to bid (indépendance, WB-B3) the select
    offered that one alone and the Bid button came only after choosing it: a click for nothing.
    No select of one option: its button is there at once."""
    game = started("whisch", "KC")
    view = seat_view(game)
    seat = view.seat
    only = replace(view, legal=(Pass(seat), Bid(seat, "independance", Level.PLAIN)))
    table = live_table(game, "whisch")
    drawn = hand_components(table, only, "en")
    flat = [c for row in drawn if row.get("type") == 1 for c in row["components"]]
    assert not [c for c in flat if c.get("type") == 3]
    labels = [str(c.get("label")) for c in flat if c.get("type") == 2]
    assert any(label.startswith("Bid") for label in labels), labels
    several = [a for a in view.legal if isinstance(a, Bid)]
    assert len({b.contract for b in several}) > 1  # with a choice, no button before it
    labels = [
        str(c.get("label"))
        for row in hand_components(table, view, "en")
        if row.get("type") == 1
        for c in row["components"]
        if c.get("type") == 2
    ]
    assert not any(label.startswith("Bid") for label in labels), labels
