"""The carte de boston (NT-S3, NT-S4): which card it is in a deal. Its place in trick play —
the highest trump in every contract with trumps, a member of the trump suit for following and
winning, an ordinary card in a misère — is the trick play's ``top_trump``
(``bot/engine/tricks.py``), which :class:`~bot.engine.nantes.rules.NantesRules` sets."""

from __future__ import annotations

from bot.engine.cards import JACK, SUIT_OF, Card, Suit

JACK_OF_DIAMONDS: Card = Suit.DIAMONDS * 13 + JACK
JACK_OF_HEARTS: Card = Suit.HEARTS * 13 + JACK


def boston_card(turned: Card | None, *, foster: bool = False) -> Card:
    """NT-S4: the J♦ (the seed); with ``foster``, the J♥ when a diamond is turned."""
    if foster and turned is not None and SUIT_OF[turned] is Suit.DIAMONDS:
        return JACK_OF_HEARTS
    return JACK_OF_DIAMONDS
