"""The merge question's hand view, read on a phone (SV-P9): the question, then what each of
its two buttons books, then what both book alike, and the words they use named on one short
line, not a five-word glossary (about 1,500 characters in 16 lines) between the question and
the buttons, which the deal's result post explains again right after the answer."""

from __future__ import annotations

import random

from bot.engine.actions import Merge
from bot.engine.game import Game
from bot.engine.variants import new_game
from bot.i18n import Lang
from cogs.boston.components import Component
from cogs.boston.hand_view import hand_components, notices_switch
from tests.render.tables import NAMES, live_table

SWITCH: Component = notices_switch(1, True, "en")


def merge_asked() -> tuple[Game, int]:
    """A Swedish Boston game (traditional payment) played at random, seeded, to its first
    merge question (SV-P9: a lost contract wrote two betar); the seat asked."""
    for seed in range(60):
        rng = random.Random(seed)
        game = new_game("swedish", {"payment": "traditional"}, NAMES)
        for _ in range(6):
            deck = list(range(52))
            rng.shuffle(deck)
            game.start_deal(deck, deck[-1])
            while game.to_act is not None:
                seat = game.to_act
                legal = game.legal_actions(seat)
                if any(isinstance(a, Merge) for a in legal):
                    return game, seat
                game.apply(rng.choice(legal))
    raise AssertionError("no merge question in 60 seeded games")


def asked(lang: Lang) -> tuple[str, list[Component]]:
    """The asked seat's hand view, as its text displays and its components."""
    game, seat = merge_asked()
    view = game.view(seat)
    assert view is not None
    drawn = hand_components(live_table(game), view, lang, extra=[SWITCH])
    texts = "\n".join(str(c["content"]) for c in drawn if c.get("type") == 10)
    return texts, drawn


def test_the_merge_question_names_its_words_and_does_not_explain_them() -> None:
    for lang, glossary, topic in (
        ("sv", "två betar från samma giv görs till en med dubbelt värde", "topic:Ordlista"),
        ("en", "Two betar", "topic:glossary"),
    ):
        texts, _ = asked(lang)  # type: ignore[arg-type]
        assert glossary not in texts, texts
        words = [x for x in texts.splitlines() if f"/boston help {topic}" in x]
        assert len(words) == 1 and len(words[0]) < 160, words
        assert words[0].startswith("-# "), words


def test_each_buttons_outcome_comes_first_then_what_both_book() -> None:
    texts, drawn = asked("sv")
    lines = texts.splitlines()
    turn = next(i for i, x in enumerate(lines) if x.startswith("**Din tur"))
    yes = next(i for i, x in enumerate(lines) if x.startswith("Om du slår ihop:"))
    no = next(i for i, x in enumerate(lines) if x.startswith("Om du behåller två betar:"))
    alike = next(i for i, x in enumerate(lines) if x.startswith("Hur du än väljer:"))
    assert turn < yes < no < alike, lines
    # Nothing else between the question and its outcomes but the empty hand's line: the
    # notices' switch is explained on the first deal's other views.
    assert all("🔔" not in x for x in lines[turn:yes]), lines[turn:yes]
    labels = [
        str(b.get("label"))
        for r in drawn
        if r.get("type") == 1
        for b in r.get("components", ())  # type: ignore[union-attr]
    ]
    assert labels.index("Slå ihop de två betarna") < labels.index("Behåll två betar")


def test_the_merge_question_is_short_enough_for_a_phone() -> None:
    for lang in ("sv", "en"):
        texts, _ = asked(lang)  # type: ignore[arg-type]
        assert len(texts) < 1100, (len(texts), texts)
