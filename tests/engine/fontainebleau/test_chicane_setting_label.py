"""RU-C5's setting says what it does where a host types it (the ``rules`` suggestions:
"chicane= — …") and in the lobby ("…: 20"): a playtest read "Chicane från varje annan
spelare", which leaves a reader to guess what chicane is and who pays whom."""

from __future__ import annotations

from bot.engine.variants import get_variant


def test_the_chicane_setting_says_who_pays_whom_and_for_what() -> None:
    spec = next(s for s in get_variant("russian").settings_model.specs() if s.name == "chicane")
    swedish, english = spec.label("sv"), spec.label("en")
    assert swedish == "Betalt för chicane (ingen trumf på handen) av varje annan spelare"
    assert english == "Paid for chicane (no trump in hand) by each other player"
    for label in (swedish, english):
        assert ":" not in label  # the lobby says it as "label: value"
        assert len(f"chicane= — {label}") <= 100  # a Discord suggestion's name
