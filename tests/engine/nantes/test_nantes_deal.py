"""Boston de Nantes' deal through the engine: the deal and play to the right (NT-D2, NT-D3), belle
and petite (NT-S1, NT-C3), the auction with the laid card and the support (NT-B, NT-X19), the
hidden card (NT-B2, NT-B8), the contract played (NT-K1, NT-X20), the carte de boston in play
(NT-S3, NT-X17), the misères (NT-C4, NT-C6, NT-T4), the game of 40 deals (NT-G2) and the
record (NT-R)."""

from __future__ import annotations

import random

import pytest

from bot.engine.actions import Bid, NameTrump, Pass, Play, Support, action_to_dict
from bot.engine.cards import SUIT_OF, Card, Suit, parse_card, parse_cards
from bot.engine.contracts import SuitClass
from bot.engine.deal import Deal
from bot.engine.describe import bid_words, laid_cards, result_contract
from bot.engine.errors import IllegalAction
from bot.engine.game import Game
from bot.engine.nantes.boston import JACK_OF_DIAMONDS
from bot.engine.nantes.ladder import BASE, EXTRA, HONOURS, MISERE_QUATRE_AS, row
from bot.engine.nantes.rules import SOLO_TRICKS, NantesRules
from bot.engine.phase import Phase
from bot.engine.record import game_from_record, game_to_record
from bot.engine.result import DealResult
from bot.engine.seats import Seat
from bot.engine.tricks import TrickPlay
from bot.engine.variant import ScoredDealError
from bot.engine.variants import get_variant, new_game

RIGHT = NantesRules()
NAMES = ("North", "East", "South", "West")
HEARTS, CLUBS, SPADES, DIAMONDS = Suit.HEARTS, Suit.CLUBS, Suit.SPADES, Suit.DIAMONDS


def hands(**given: str) -> list[list[Card]]:
    """Four hands of 13: ``s1="AS KS"`` puts those cards in seat 1; the rest fills up in order."""
    out: list[list[Card]] = [[], [], [], []]
    for key, text in given.items():
        out[int(key[1]) - 1] = parse_cards(text)
    rest = [c for c in range(52) if not any(c in h for h in out)]
    for hand in out:
        while len(hand) < 13:
            hand.append(rest.pop(0))
    return out


def deal_x19() -> Deal:
    """NT-X19's table: dealer 4, belle ♥ (deal 1 turned a heart), petite ♣ (turned 4♣)."""
    dealt = hands(s2="7C 8C 9C", s4="4C", s1="AH KH QH JH TH")
    return Deal(RIGHT, 4, dealt, parse_card("4C"), first_turned=parse_card("5H"))


def bids(deal: Deal, seat: Seat) -> list[Bid]:
    return [a for a in deal.legal_actions(seat) if isinstance(a, Bid)]


def test_nt_d2_deal_bidding_and_play_go_to_the_right() -> None:
    deck = list(range(52))
    random.Random(3).shuffle(deck)
    deal = Deal.from_deck(RIGHT, 4, deck, None)
    assert deal.forhand == 3 and deal.to_act == 3  # eldest: the dealer's right
    assert list(deal.dealt[2][:4]) == deck[:4]  # NT-D3: the first packet to eldest
    assert deal.turned == deck[-1] and deck[-1] in deal.dealt[3]  # the dealer's last card
    deal.apply(Pass(3))
    assert deal.to_act == 2
    assert not deal.public_view().clockwise
    left = Deal.from_deck(NantesRules(rotation="left"), 4, deck, None)
    assert left.forhand == 1 and left.public_view().clockwise
    game = new_game("nantes", {}, ["a", "b", "c", "d"], first_dealer=4)
    game.start_deal(deck, None)
    for seat in (3, 2, 1, 4):
        game.apply(Pass(seat))  # NT-G3: thrown in
    assert game.next_dealer == 3  # the deal passes to the right


def test_nt_s1_belle_is_the_first_turned_suit_petite_each_later_one() -> None:
    game = new_game("nantes", {}, ["a", "b", "c", "d"], first_dealer=1)
    first = game.start_deal_from_hands(hands(s1="5H"), parse_card("5H"))
    assert isinstance(first.rules, NantesRules)
    assert first.rules.belle is HEARTS and first.rules.petite is None
    for seat in (4, 3, 2, 1):
        game.apply(Pass(seat))
    second = game.start_deal_from_hands(hands(s4="5C"), parse_card("5C"))
    assert isinstance(second.rules, NantesRules)
    assert (second.rules.belle, second.rules.petite) == (HEARTS, CLUBS)
    view = second.public_view()
    assert view.class_of(HEARTS) is SuitClass.FIRST and view.class_of(CLUBS) is SuitClass.SECOND


def test_nt_c3_without_petite_only_the_demande_en_belle_forms_a_partnership() -> None:
    deal = Deal(RIGHT, 4, hands(s4="7H"), parse_card("7H"), first_turned=parse_card("5H"))
    offered = {b.contract for b in bids(deal, 3)}
    assert "demande" not in offered and "neuf-petite" not in offered
    assert {"demande-belle", "neuf-belle"} <= offered


def test_nt_x19_the_auction_with_a_support_after_passing() -> None:
    deal = deal_x19()
    deal.apply(Pass(3))
    # NT-B2: a demande lays a card of belle or petite from the hand.
    demandes = [b for b in bids(deal, 2) if b.contract == "demande"]
    assert demandes and all(SUIT_OF[b.card] in (HEARTS, CLUBS) for b in demandes if b.card)
    with pytest.raises(IllegalAction):
        deal.apply(Bid(2, "demande", card=parse_card("AS")))  # not belle or petite
    deal.apply(Bid(2, "demande", card=parse_card("7C")))
    deal.apply(Bid(1, "demande-belle"))  # legal, higher
    deal.apply(Pass(4))
    # NT-B3: 3 passed; he may support 1 but not bid.
    assert deal.to_act == 3 and deal.legal_actions(3) == [Pass(3), Support(3)]
    deal.apply(Pass(3))
    # NT-B5: 2 may support, pass, or bid again — a solo trick bid only in his laid suit.
    legal = deal.legal_actions(2)
    assert Support(2) in legal and Pass(2) in legal
    assert Bid(2, "petite-independance", suit=CLUBS) in legal
    assert Bid(2, "petite-independance", suit=HEARTS) not in legal
    assert Bid(2, "petite-misere") in legal
    with pytest.raises(IllegalAction):
        deal.apply(Bid(2, "grande-independance", suit=SPADES))
    deal.apply(Support(2))
    # 4 and 3 have passed and the bid is supported: both skipped, the auction is over.
    assert deal.phase is Phase.PLAY
    assert (deal.declarer, deal.whister, deal.trump) == (1, 2, HEARTS)
    assert deal.public_view().side_target == 8
    assert deal.to_act == 3  # NT-T1: eldest leads


def test_nt_b7_an_unsupported_demande_is_played_alone_for_five() -> None:
    deal = deal_x19()
    for action in (
        Pass(3),
        Bid(2, "demande", card=parse_card("7C")),
        Bid(1, "demande-belle"),
        Pass(4),
        Pass(3),
        Pass(2),
    ):
        deal.apply(action)
    assert deal.phase is Phase.PLAY
    assert (deal.declarer, deal.whister, deal.trump) == (1, None, HEARTS)
    assert deal.public_view().side_target == 5


def test_nt_b2_b8_the_laid_card_is_hidden_until_the_deal_is_over() -> None:
    deal = deal_x19()
    seven = parse_card("7C")
    deal.apply(Pass(3))
    deal.apply(Bid(2, "demande", card=seven))
    laid = Bid(2, "demande", card=seven)
    assert laid not in deal.public_view().auction
    assert Bid(2, "demande") in deal.public_view().auction
    for seat in (1, 3, 4):
        assert laid not in deal.view(seat).auction
    assert laid in deal.view(2).auction  # the bidder sees his own card
    assert deal.view(2).own_laid == seven  # his private reminder of it
    assert all(deal.view(seat).own_laid is None for seat in (1, 3, 4))
    ladder, words = RIGHT.ladder, get_variant("nantes").words
    assert laid_cards(deal.public_view().auction, NAMES, ladder, words) == []
    for seat in (1, 4, 3):
        deal.apply(Pass(seat))
    # NT-B8: the suit is announced (the trumps), the card itself is not shown.
    view = deal.public_view()
    assert view.trump is CLUBS and laid not in view.auction
    while not deal.is_over:
        seat = deal.to_act
        assert seat is not None
        deal.apply(next(a for a in deal.legal_actions(seat) if isinstance(a, Play)))
    assert laid in deal.public_view().auction
    assert action_to_dict(laid) == {"seat": 2, "bid": "demande", "card": "7C"}
    # NT-B2: "the card itself is shown when the deal is over", in the result's words.
    assert laid_cards(deal.public_view().auction, NAMES, ladder, words) == [
        "East laid 7♣ face down with the demande."
    ]
    assert laid_cards(deal.public_view().auction, NAMES, ladder, words, "sv") == [
        "East lade 7♣ dolt med demande."
    ]


def test_nt_c2_the_plain_neuf_reads_apart_from_neuf_en_belle() -> None:
    """NT-C2: a plain neuf may name belle; offered before its suit is chosen its words must
    not read as Neuf en belle ("Neuf in any suit"), and no class word nests brackets inside
    the brackets it is shown in."""
    words = get_variant("nantes").words
    neuf, belle = RIGHT.ladder.get("neuf"), RIGHT.ladder.get("neuf-belle")
    assert neuf is not None and belle is not None
    assert words.contract_choice(neuf, "en") == "Neuf in any suit"
    assert words.contract_choice(neuf, "sv") == "Neuf i valfri färg"
    for lang in ("en", "sv"):
        assert "belle" not in words.contract_choice(neuf, lang)
        assert words.contract_choice(neuf, lang) != words.contract_choice(belle, lang)
        assert words.contract_choice(belle, lang) == words.contract(belle, lang)
        for cls in SuitClass:
            assert "(" not in words.suit_class(cls, lang)


def test_nt_c2_a_neuf_whose_suit_is_named_is_neuf_and_its_suit() -> None:
    """NT-C2: "any suit" is for the choice only: a neuf bid, its contract and its result
    name the suit chosen ("Neuf ♠"), never "Neuf in any suit ♠"."""
    words = get_variant("nantes").words
    neuf = RIGHT.ladder.get("neuf")
    assert neuf is not None
    result = DealResult(dealer=1, contract=neuf, declarer=2, trump=Suit.SPADES, side_target=9)
    for lang in ("en", "sv"):
        assert bid_words(Bid(2, "neuf", suit=Suit.SPADES), RIGHT.ladder, words, lang) == "Neuf ♠"
        assert result_contract(result, words, lang) == "Neuf ♠"
        assert words.contract(neuf, lang) == "Neuf"


def test_nt_x20_the_contract_played_ranks_at_least_as_high_as_the_bid() -> None:
    deal = deal_x19()
    deal.apply(Bid(3, "grande-independance", suit=DIAMONDS))
    for seat in (2, 1, 4):
        deal.apply(Pass(seat))
    assert deal.phase is Phase.TRUMP and deal.to_act == 3
    legal = deal.legal_actions(3)
    assert NameTrump(3, DIAMONDS) in legal and NameTrump(3, HEARTS) in legal
    assert NameTrump(3, SPADES, "neuf") in legal
    assert NameTrump(3, CLUBS, "neuf-petite") in legal
    assert NameTrump(3, HEARTS, "neuf-belle") in legal
    assert NameTrump(3, CLUBS) not in legal
    with pytest.raises(IllegalAction):
        deal.apply(NameTrump(3, CLUBS))
    deal.apply(NameTrump(3, SPADES, "neuf"))
    assert deal.contract is not None and deal.contract.id == "neuf" and deal.trump is SPADES
    assert deal.phase is Phase.PLAY
    assert action_to_dict(NameTrump(3, SPADES, "neuf")) == {
        "seat": 3,
        "trump": "S",
        "contract": "neuf",
    }


def test_nt_x17_the_carte_de_boston_is_a_trump_in_a_trump_contract_only() -> None:
    deal = deal_x19()
    deal.apply(Bid(3, "petite-independance", suit=SPADES))
    for seat in (2, 1, 4):
        deal.apply(Pass(seat))
    deal.apply(NameTrump(3, SPADES))
    assert deal.public_view().top_trump == JACK_OF_DIAMONDS
    misere = deal_x19()
    misere.apply(Bid(3, "grande-misere"))
    for seat in (2, 1, 4):
        misere.apply(Pass(seat))
    assert misere.public_view().top_trump is None


def test_nt_c6_the_four_aces_misere_needs_the_aces_and_may_renounce() -> None:
    deal = Deal(
        RIGHT,
        4,
        hands(s3="AS AH AC AD 2S 3S 4S 5S 6S 7S 8S 9S TS", s4="4C"),
        parse_card("4C"),
        first_turned=parse_card("5H"),
    )
    assert Bid(3, "misere-quatre-as") in deal.legal_actions(3)
    deal.apply(Pass(3))
    assert Bid(2, "misere-quatre-as") not in deal.legal_actions(2)
    deal.apply(Bid(2, "grande-misere"))
    assert RIGHT.renounce_tricks(MISERE_QUATRE_AS) == 10
    # Trick play with one free trick: any card in it, then follow suit.
    held = [parse_cards("2H 5H"), parse_cards("3H 4H 2S 3S"), parse_cards("6H 7H"), []]
    held[3] = parse_cards("8H 9H")
    play = TrickPlay(held, 1, None, 13, renouncer=2, renounce_tricks=1)
    play.play(1, parse_card("2H"))
    assert set(play.legal_cards(2)) == set(parse_cards("3H 4H 2S 3S"))
    for seat, card in ((2, "2S"), (3, "6H"), (4, "8H"), (4, "9H"), (1, "5H")):
        play.check(seat, parse_card(card))
        play.play(seat, parse_card(card))
    assert sorted(play.legal_cards(2)) == sorted(parse_cards("3H 4H"))
    with pytest.raises(IllegalAction):
        play.check(2, parse_card("3S"))


def test_nt_c4_t4_petite_misere_all_discard_from_eldest_and_ends_on_a_trick() -> None:
    dealt = hands(s3="AS KS QS JS TS 9S 8S AD KD QD JD TD 9D", s4="4C")
    deal = Deal(RIGHT, 4, dealt, parse_card("4C"), first_turned=parse_card("5H"))
    deal.apply(Bid(3, "petite-misere"))
    for seat in (2, 1, 4):
        deal.apply(Pass(seat))
    order = []
    while deal.phase is Phase.DISCARD:
        seat = deal.to_act
        assert seat is not None
        order.append(seat)
        deal.apply(deal.legal_actions(seat)[0])
    assert order == [3, 2, 1, 4]
    assert deal.play.tricks_to_play == 12
    while not deal.is_over:  # the declarer leads his highest card until he takes a trick
        seat = deal.to_act
        assert seat is not None
        plays = [a for a in deal.legal_actions(seat) if isinstance(a, Play)]
        deal.apply(plays[-1] if seat == 3 else plays[0])
    # NT-T4: over as soon as the declarer takes a trick (his ace of diamonds, trick one)
    assert deal.play.won[2] == 1 and len(deal.play.tricks) == 1


def test_nt_g2_forty_deals_the_last_eight_doubled_then_the_pool_is_shared() -> None:
    game = new_game("nantes", {}, ["a", "b", "c", "d"], first_dealer=1)
    rng = random.Random(5)
    while not game.tour_over:
        deck = list(range(52))
        rng.shuffle(deck)
        deal = game.start_deal(deck, None)
        for _ in range(4):
            game.apply(Pass(deal.to_act or 0))
    assert len(game.deals) == 40
    deposits = [entry.settlement.net()[entry.dealer] for entry in game.deals if entry.settlement]
    assert deposits == [-10] * 32 + [-20] * 8
    game.close()
    assert sum(game.balances.values()) == 0  # NT-G4: the pool of 480 shared out, 120 each
    assert all(v == 0 for v in game.balances.values())


def test_nt_r_a_played_game_round_trips_through_its_record() -> None:
    rng = random.Random(11)
    game = new_game("nantes", {}, ["a", "b", "c", "d"], first_dealer=2)
    for _ in range(12):
        deck = list(range(52))
        rng.shuffle(deck)
        game.start_deal(deck, None)
        _play_out_and_round_trip(game, rng)


def _play_out_and_round_trip(game: Game, rng: random.Random) -> None:
    """The deal in progress played out at random; the game's record then replays to itself."""
    while game.current is not None:
        seat = game.to_act
        assert seat is not None
        game.apply(rng.choice(game.legal_actions(seat)))
    record = game_to_record(game)
    again = game_from_record(record)
    assert game_to_record(again) == record
    assert again.balances == game.balances


def test_nt_g4_play_out_pool_plays_extra_simple_deals_until_the_pool_is_won() -> None:
    game = new_game(
        "nantes", {"deals": 2, "doubles": 1, "play_out_pool": True}, ["a", "b", "c", "d"]
    )
    rng = random.Random(2)
    for _ in range(3):  # two agreed deals and one extra, all thrown in
        deck = list(range(52))
        rng.shuffle(deck)
        deal = game.start_deal(deck, None)
        for _ in range(4):
            game.apply(Pass(deal.to_act or 0))
    deposits = [entry.settlement.net()[entry.dealer] for entry in game.deals if entry.settlement]
    assert deposits == [-10, -20, -10]  # the extra deal is a simple
    assert not game.tour_over  # the pool of 40 is still to be won
    deck = list(range(52))
    rng.shuffle(deck)
    deal = game.start_deal(deck, None)
    seat = deal.to_act or 0
    game.apply(Bid(seat, "grande-misere-sur-table"))  # nothing outranks it: the auction ends
    while game.current is not None:
        actor = game.to_act or 0
        game.apply(game.legal_actions(actor)[0])
    result = game.deals[-1].result
    assert result is not None
    assert game.tour_over is result.made  # won: the game ends; lost: the pool doubles, play on


def test_nt_r_a_scored_deal_reads_and_writes_its_record_form() -> None:
    """NT-R's example scored deal: NT-X1's supported demande, read and written back."""
    variant = get_variant("nantes")
    data: dict[str, object] = {
        "contract": "demande",
        "declarer": 3,
        "partner": 1,
        "suit": "C",
        "turned": "4C",
        "tricks": {"declarer": 6, "partner": 3},
        "honours": 3,
        "boston": 2,
    }
    result = variant.scored_result(data, 4)
    assert (result.declarer, result.whister, result.trump, result.boston) == (3, 1, CLUBS, 2)
    assert result.side_target == 8 and result.made
    assert variant.scored_to_record(result, None) == data
    misere = {**data, "contract": "petite-misere", "partner": None, "suit": None, "boston": None}
    misere["tricks"] = {"declarer": 0, "partner": None}
    misere["honours"] = 0  # NT-H1: no trumps, no honours
    assert variant.scored_to_record(variant.scored_result(misere, 4), None) == misere
    with pytest.raises(ScoredDealError, match="boston"):
        variant.scored_result({**data, "boston": None}, 4)


def test_nt_s3_the_carte_de_boston_is_known_from_the_deals_start() -> None:
    """A player values the carte de boston in the auction, before any contract fixes it as
    the top trump: the view names it from the first bid (NT-S3; NT-S4's J♥ with Foster's
    option when a diamond is turned)."""
    deal = deal_x19()
    assert deal.phase is Phase.AUCTION
    assert deal.view(1).standing_top_trump == JACK_OF_DIAMONDS
    assert deal.view(1).top_trump is None  # no contract yet
    dealt = hands(s4="9D")
    foster = Deal(NantesRules(foster_jack=True), 4, dealt, parse_card("9D"))
    assert foster.view(2).standing_top_trump == parse_card("JH")
    swedish = get_variant("swedish")
    plain = Deal.from_deck(swedish.rules(swedish.settings({})), 4, list(range(52)), 0)
    assert plain.view(1).standing_top_trump is None


def _effect(contract_id: str) -> tuple[int, int, int, tuple[int, int]]:
    """What playing a contract means beyond its name, read from the ladder's tables as the
    ledger reads them: its target, base, extra trick and honours (NT-K2, NT-P2, NT-P6)."""
    contract = RIGHT.ladder.get(contract_id)
    assert contract is not None
    key = row(contract_id)
    return contract.target, BASE[contract_id], EXTRA.get(key, 0), HONOURS.get(key, (0, 0))


def _declarations(deal: Deal, seat: Seat) -> list[tuple[Suit, str]]:
    """The (trump, contract played) of each legal trump naming (the winning bid's own where
    the action names none)."""
    assert deal.contract is not None
    won = deal.contract.id
    return [
        (a.suit, a.contract or won) for a in deal.legal_actions(seat) if isinstance(a, NameTrump)
    ]


def test_nt_c2_k1_a_declaration_is_offered_once_per_trump_and_effect() -> None:
    """NT-C2, NT-K1, NT-P2: a plain neuf in belle or petite is the neuf en belle or en petite
    under another name (the same trumps, nine tricks and payment), so in every trump naming of
    random deals no two legal choices have the same suit and the same effect."""
    rng = random.Random(23)
    game = new_game("nantes", {}, ["a", "b", "c", "d"], first_dealer=1)
    namings = doubled = 0
    for _ in range(300):
        if game.tour_over:  # 40 deals a game (NT-G2): the next game
            game = new_game("nantes", {}, ["a", "b", "c", "d"], first_dealer=rng.randint(1, 4))
        deck = list(range(52))
        rng.shuffle(deck)
        deal = game.start_deal(deck, None)
        solo = [b for b in bids(deal, deal.forhand) if b.contract in SOLO_TRICKS]
        first = True
        while game.current is not None:
            seat = game.to_act
            assert seat is not None
            if deal.phase is Phase.TRUMP:
                offered = _declarations(deal, seat)
                effects = [(suit, _effect(c)) for suit, c in offered]
                assert len(effects) == len(set(effects)), offered
                for suit, c in offered:  # the one kept is the named neuf (NT-C2)
                    if c == "neuf":
                        assert deal.view(seat).class_of(suit) is SuitClass.PLAIN
                namings += 1
                played = {c for _, c in offered}
                doubled += "neuf" in played and bool(played & {"neuf-belle", "neuf-petite"})
            legal = game.legal_actions(seat)
            if first and solo:
                action = rng.choice(solo)  # a solo trick bid, then random: trumps are named
            else:
                passes = [a for a in legal if isinstance(a, Pass)]
                action = passes[0] if passes and rng.random() < 0.7 else rng.choice(legal)
            first = False
            game.apply(action)
    assert namings > 100 and doubled > 20


def _won_neuf_in_petite() -> Game:
    """A game at its second deal's trump naming: the eldest won with a plain neuf in petite."""
    rng = random.Random(3)
    game = new_game("nantes", {}, ["a", "b", "c", "d"], first_dealer=1)
    while True:
        deck = list(range(52))
        rng.shuffle(deck)
        deal = game.start_deal(deck, None)
        petite = deal.rules.petite if isinstance(deal.rules, NantesRules) else None
        if len(game.deals) > 1 and petite is not None:
            break
        for _ in range(4):  # thrown in (NT-G3): only the deposit moves
            game.apply(Pass(deal.to_act or 0))
    game.apply(Bid(deal.forhand, "neuf", suit=petite))
    while deal.phase is Phase.AUCTION:
        game.apply(Pass(deal.to_act or 0))
    return game


def test_nt_c2_a_plain_neuf_in_petite_is_declared_as_the_neuf_en_petite() -> None:
    """NT-C2, NT-K1: after winning with a neuf in petite the declarer is offered the neuf en
    petite in that suit, not the same contract under its plain name; a record made before,
    naming it plainly, still replays (the deal accepts it and plays it as written)."""
    game = _won_neuf_in_petite()
    deal = game.deals[-1].deal
    assert deal is not None and isinstance(deal.rules, NantesRules)
    petite, declarer = deal.rules.petite, deal.forhand
    assert petite is not None and deal.to_act == declarer
    legal = game.legal_actions(declarer)
    assert NameTrump(declarer, petite, "neuf-petite") in legal
    assert NameTrump(declarer, petite) not in legal
    game.apply(NameTrump(declarer, petite))  # the older form
    assert deal.contract is not None and deal.contract.id == "neuf" and deal.trump is petite
    _play_out_and_round_trip(game, random.Random(4))


def test_nt_k1_the_declarer_s_view_says_it_declares_a_contract() -> None:
    """NT-K1: the seat naming trumps names the contract it plays with them; both front ends
    (the terminal's menu, Discord's select) ask the view, not the legal actions, whether it
    does. Nobody else does, nor anyone in the auction."""
    game = _won_neuf_in_petite()
    deal = game.deals[-1].deal
    assert deal is not None and deal.phase is Phase.TRUMP
    declarer = deal.forhand
    assert deal.view(declarer).declares_contract
    assert not any(deal.view(s).declares_contract for s in (1, 2, 3, 4) if s != declarer)
    auction = new_game("nantes", {}, ["a", "b", "c", "d"], first_dealer=1)
    opening = auction.start_deal(list(range(52)), None)
    assert not opening.view(opening.forhand).declares_contract
