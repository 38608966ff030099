"""Pictures of game state for frontends that can post images (the text forms live in
:mod:`bot.sheet`)."""

from __future__ import annotations

from bot.render.protocol_png import render_protocol

__all__ = ["render_protocol"]
