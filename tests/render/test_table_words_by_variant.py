"""What the table and the hand view say, variant by variant: no "plain suits" where the other
suits are simply suits (WB-D3, AM-D4); the dealer's turned card marked once he has played it
(MA-D1); the reconstructed payments of Le Whisch Bostonien and Mariland said once in the lobby,
alike (WB-P, MA-P), not on every table message nor on every result post; bid buttons
that read as a sentence ("I go 7", "Bid: Grand Misère"); the suits' rank beside
Fontainebleau's suit buttons (FB-B4); the notices' switch explained in the first deal only,
and the last deal's result beside its last trick."""

from __future__ import annotations

import pytest

from bot.engine.actions import Action, Bid, Pass
from bot.engine.cards import card_label, parse_card
from bot.engine.game import Game
from bot.engine.variants import new_game
from bot.i18n import Lang, t
from bot.wrapping import display_width
from cogs.boston.components import Component
from cogs.boston.deal_lines import deal_lines
from cogs.boston.hand_view import PHONE_LABEL, hand_components, notices_switch
from cogs.boston.results import result_text
from cogs.boston.table_message import lobby_text, play_text
from tests.render.tables import NAMES, live_table

SWITCH: Component = notices_switch(1, True, "en")
"""The notices' switch as the Play cog passes it (``extra``)."""


def started(variant: str, settings: dict[str, object] | None = None, turned: str = "KC") -> Game:
    game = new_game(variant, settings or {}, NAMES, first_dealer=1)
    game.start_deal(list(range(52)), parse_card(turned))
    return game


def step(game: Game, bid: bool) -> bool:
    """One action: the lowest bid if none was made yet, else a pass, else the first legal
    action (a card: the lowest legal). Returns whether a bid has been made."""
    seat = game.to_act
    assert seat is not None
    legal = game.legal_actions(seat)
    bids = [a for a in legal if isinstance(a, Bid)]
    action: Action
    if bids and not bid:
        action, bid = bids[0], True
    elif any(isinstance(a, Pass) for a in legal):
        action = next(a for a in legal if isinstance(a, Pass))
    else:
        action = legal[0]
    game.apply(action)
    return bid


def play_deal(game: Game) -> None:
    bid = False
    while game.to_act is not None:
        bid = step(game, bid)


def texts(components: list[Component]) -> str:
    return "\n".join(str(c["content"]) for c in components if c.get("type") == 10)


def buttons(components: list[Component]) -> list[str]:
    return [
        str(w.get("label"))
        for r in components
        if r.get("type") == 1
        for w in r["components"]
        if w["type"] == 2
    ]


# --- no "plain suits" where the other suits are simply suits ----------------------------


@pytest.mark.parametrize(
    ("variant", "lang", "line"),
    [
        # WB-D2: the dealer's own last card, A♦ in an unshuffled deck.
        ("whisch", "en", "Turned card: A♦ — trumps ♦"),
        ("whisch", "sv", "Vänt kort: A♦ — trumf ♦"),
        ("american", "en", "Cut from a second pack: K♣ — trumps ♣"),
        ("american", "sv", "Lyft ur en andra kortlek: K♣ — trumf ♣"),
    ],
)
def test_the_turned_card_names_the_trumps_alone(variant: str, lang: Lang, line: str) -> None:
    """WB-D3, AM-D4: trumps are the turned (or cut) suit and the other three are alike:
    "plain suits ♠ ♥ ♦" raised the question "plain as opposed to what?"."""
    game = started(variant)
    view = game.view(game.to_act or 1)
    assert view is not None
    lines = deal_lines(live_table(game, variant), view, lang)
    assert line in lines, lines


@pytest.mark.parametrize(
    ("variant", "plain"),
    [("mariland", "plain suits ♠ ♥ ♣"), ("nantes", "plain suits ♠ ♥ ♣"), ("swedish", "simpla")],
)
def test_games_with_suit_classes_still_list_their_plain_suits(variant: str, plain: str) -> None:
    game = started(variant, turned="AD")
    view = game.view(game.to_act or 1)
    assert view is not None
    lines = deal_lines(live_table(game, variant), view, "en")
    at = next(i for i, x in enumerate(lines) if x.startswith("Turned"))
    # The classes on the lines after the card (broken between classes where long).
    assert any(plain in line for line in lines[at + 1 : at + 3]), lines


# --- the dealer's turned card once played ------------------------------------------------


@pytest.mark.parametrize(("variant", "settings"), [("mariland", {}), ("whisch", {})])
def test_the_turned_card_is_marked_once_the_dealer_has_played_it(
    variant: str, settings: dict[str, object]
) -> None:
    """MA-D1, WB-D2: the dealer's own last card is turned and "stays in view until he plays
    it"; after that its line read as if he still held it. Marked "(played)" / "(spelat)"."""
    game = started(variant, settings)
    table = live_table(game, variant)
    deal = game.deals[-1].deal
    assert deal is not None and deal.turned is not None
    turned, dealer = card_label(deal.turned), deal.dealer
    en, sv = f"Turned card: {turned} (played)", f"Vänt kort: {turned} (spelat)"
    bid, seen = False, False
    while game.to_act is not None:
        view = deal.public_view()
        played = any((dealer, deal.turned) in trick.cards for trick in view.tricks) or (
            (dealer, deal.turned) in view.current_trick
        )
        lines_en = deal_lines(table, view, "en")
        lines_sv = deal_lines(table, view, "sv")
        assert any(x.startswith(en) for x in lines_en) == played, lines_en
        assert any(x.startswith(sv) for x in lines_sv) == played, lines_sv
        unplayed = (f"Turned card: {turned} —", f"Turned card: {turned}")
        assert any(x.startswith(unplayed[0]) or x == unplayed[1] for x in lines_en) != played
        seen = seen or played
        bid = step(game, bid)
    assert seen, "the dealer never played the turned card"


def test_a_card_cut_from_a_second_pack_is_never_marked_played() -> None:
    """AM-D4: the cut card is no one's: the dealer playing the same card of the deal's own
    pack does not play it."""
    first = started("american")
    deal = first.deals[-1].deal
    assert deal is not None
    held = deal.dealt[deal.dealer - 1]
    game = new_game("american", {}, NAMES, first_dealer=1)
    game.start_deal(list(range(52)), held[-1])
    table = live_table(game, "american")
    bid = False
    while game.to_act is not None:
        view = game.public_view()
        assert view is not None
        assert not any("(played)" in x for x in deal_lines(table, view, "en"))
        bid = step(game, bid)


# --- the reconstructed payments, said once and marked alike -------------------------------


@pytest.mark.parametrize(
    ("variant", "lang", "note"),
    [
        (
            "whisch",
            "en",
            "No old rule book gives prices for Le Whisch Bostonien: the bot's prices are based "
            "on Boston de Nantes, its nearest relative (more in `/boston help topic:payments`).",
        ),
        (
            "mariland",
            "sv",
            "Ingen gammal regelbok anger priser för Mariland: botens priser bygger på Boston "
            "de Fontainebleau, dess efterföljare (mer i `/boston help topic:Betalning`).",
        ),
    ],
)
def test_a_reconstructed_game_says_so_in_its_lobby_and_not_on_every_deal(
    variant: str, lang: Lang, note: str
) -> None:
    """WB-P, MA-P: no source prices either game. Le Whisch repeated "reconstructed payment
    (no source prices this game)" on every table message (two or three lines on a phone)
    while Mariland said nothing anywhere: both say it once in the lobby, for a player (what
    their prices are based on, not "the project's reconstruction"); the table message's
    head names the game alone, and the result posts head their payments as every game's."""
    lobby = lobby_text(live_table(None, variant, status="lobby"), lang)
    assert note in lobby.splitlines(), lobby
    game = started(variant)
    table = live_table(game, variant)
    head = play_text(table, lang).splitlines()[0]
    assert "reconstruct" not in head and "rekonstru" not in head, head
    play_deal(game)
    entry = game.deals[-1]
    assert entry.settlement is not None and entry.settlement.lines
    posted = result_text(table, game, entry, entry.settlement, lang)
    heading = {"en": "Payments:", "sv": "Betalningar:"}[lang]
    assert heading in posted.splitlines(), posted
    assert "rekonstru" not in posted and "reconstruct" not in posted, posted


@pytest.mark.parametrize("variant", ["swedish", "fontainebleau", "nantes"])
def test_a_priced_game_says_nothing_of_a_reconstruction(variant: str) -> None:
    lobby = lobby_text(live_table(None, variant, status="lobby"), "en")
    assert "reconstruction" not in lobby and "rule book" not in lobby
    game = started(variant, turned="AD")
    table = live_table(game, variant)
    play_deal(game)
    entry = game.deals[-1]
    if entry.settlement is not None and entry.settlement.lines:
        posted = result_text(table, game, entry, entry.settlement, "en")
        assert "Payments:" in posted.splitlines(), posted


# --- bid buttons that read ------------------------------------------------------------


@pytest.mark.parametrize(
    ("variant", "lang", "chosen", "label", "old"),
    [
        ("american", "en", "7", "I go 7", "Bid I go 7"),
        ("american", "sv", "6", "Jag går sex", "Bjud Jag går sex"),
        ("american", "en", "5", "I go Boston (5 tricks)", "Bid: Boston (5 tricks)"),
        ("fontainebleau", "sv", "grand-misere", "Bjud: Stora misère", "Bjud Stora misère"),
        ("fontainebleau", "en", "little-misere", "Bid: Little Misère", "Bid Little Misère"),
        ("nantes", "sv", "demande-belle", "Bjud: Demande en belle", "Bjud Demande en belle"),
    ],
)
def test_a_contracts_only_bid_reads_as_a_sentence(
    variant: str, lang: Lang, chosen: str, label: str, old: str
) -> None:
    """ "Bjud Jag går sex", "Bid I go 7", "Bjud Stora misère" (a capital mid-phrase): a name
    that is what the bidder says stands alone (AM-B1), another is "Bid: …"."""
    game = started(variant, turned="AD")
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    labels = buttons(hand_components(live_table(game, variant), view, lang, chosen=chosen))
    assert label in labels and old not in labels, labels


# --- the suits' rank beside Fontainebleau's suit buttons -------------------------------


@pytest.mark.parametrize(
    ("variant", "settings", "lang", "line"),
    [
        (
            "fontainebleau",
            {},
            "en",
            "The buttons below bid **6 levées**;\nthe suits rank ♦ ♥ ♣ ♠, best first.",
        ),
        (
            "fontainebleau",
            {"suit_order": "HDCS"},
            "en",
            "The buttons below bid **6 levées**;\nthe suits rank ♥ ♦ ♣ ♠, best first.",
        ),
        (
            "russian",
            {},
            "sv",
            "Knapparna nedan bjuder **6 levées**;\nfärgernas rangordning, bästa först: ♦ ♥ ♣ ♠.",
        ),
    ],
)
def test_the_suit_buttons_say_the_suits_rank(
    variant: str, settings: dict[str, object], lang: Lang, line: str
) -> None:
    """FB-B4: the rank decides an overcall at the same level and the price column; the
    buttons read [Bid ♠] [Bid ♣] [Bid ♥] [Bid ♦] with no word of it, where Mariland's and
    Nantes' name their class ("♦ (superpreference)")."""
    game = started(variant, settings)
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    drawn = hand_components(live_table(game, variant), view, lang, chosen="6")
    # Broken after its semicolon for a phone: the lines given, whole, one after the other.
    lines, want = texts(drawn).splitlines(), line.split("\n")
    assert want[0] in lines, lines
    at = lines.index(want[0])
    assert lines[at : at + len(want)] == want, lines
    assert all(len(label) <= PHONE_LABEL for label in buttons(drawn))


def test_classed_suits_keep_their_class_and_no_rank_line() -> None:
    game = started("mariland", turned="AD")
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    drawn = hand_components(live_table(game, "mariland"), view, "en", chosen="5")
    assert "rank" not in texts(drawn)
    assert "♦ (superpreference)" in buttons(drawn)


# --- the switch's note and the last deal's place ------------------------------------


def test_the_switch_is_explained_in_the_first_deal_only() -> None:
    """Every hand view carried the switch's explanation (two or three lines on a phone, now
    "-# 🔔/🔕: whether you are mentioned on your turn"): said in the game's first deal, not
    under the switch's own confirmation, and no more from the second deal on."""
    game = started("swedish", turned="AD")
    table = live_table(game, "swedish")
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    first = texts(hand_components(table, view, "en", extra=(SWITCH,)))
    assert "-# 🔔/🔕: whether you are mentioned on your turn" in first
    for lang in ("en", "sv"):  # one line on a phone (about 50 columns)
        note = t(lang, "notices.switch_note")
        assert len(note) <= 50 and "\n" not in note, note
    confirmed = hand_components(
        table, view, "en", notice="🔔 You will be mentioned", extra=(SWITCH,)
    )
    assert "-# 🔔" not in texts(confirmed)
    play_deal(game)
    game.start_deal(list(range(52)), parse_card("2H"))
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    drawn = hand_components(table, view, "en", extra=(SWITCH,))
    assert "-# 🔔" not in texts(drawn)
    assert t("en", "notices.mute") in buttons(drawn)  # the switch itself stays


@pytest.mark.parametrize("variant", ["swedish", "fontainebleau"])
def test_the_last_deal_stands_beside_its_last_trick(variant: str) -> None:
    """ "Previous deal: … Your payment: +75" came under the turn's prompt (and the switch's note),
    apart from "Last trick of deal 1: …" above it: it follows that line now."""
    game = started(variant, turned="AD")
    table = live_table(game, variant)
    play_deal(game)
    game.start_deal(list(range(52)), parse_card("2H"))
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    lines = texts(hand_components(table, view, "en", extra=(SWITCH,))).splitlines()
    trick = next(i for i, x in enumerate(lines) if x.startswith("Last trick of deal 1:"))
    assert lines[trick + 1].count(" · ") == 3, lines  # its four cards
    assert lines[trick + 2].startswith("Previous deal: **Deal 1**"), lines
    paid = next(i for i, x in enumerate(lines) if x.startswith("Your payment: "))
    assert all(display_width(x) <= 50 for x in lines[trick + 2 : paid]), lines  # its phrases
    assert lines[paid + 1].startswith("**Your turn:"), lines
    assert sum(x.startswith("Previous deal:") for x in lines) == 1, lines
