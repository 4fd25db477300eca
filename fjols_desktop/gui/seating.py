"""Default and remembered tables: who sits where when a game starts without the dialog (the command
line, the welcome panel's quick start) and what the new-game dialog offers first. Kept apart from
the dialog so that start-up does not load the dialog's widgets."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .controller import SeatSetup, TableSetup, get_game
from .settings import AppSettings

COMPUTER_NAMES = ("Astrid", "Bjørn", "Freja", "Gustav", "Ingrid", "Lars", "Mette", "Søren", "Åse", "Ole",
                  "Karin", "Nils", "Tove")


def default_level(game_id: str) -> str:
    """The computer level a new table starts with: the middle one ("medium") where the game has it,
    else its first level; a family can choose another in the new-game dialog."""
    levels = get_game(game_id).levels
    return "medium" if "medium" in levels else next(iter(levels))


def default_table(game_id: str, seats: int | None = None, humans: tuple[int, ...] | None = None,
                  level: str | None = None) -> TableSetup:
    """People at ``humans`` (default: seat 0) and computers at ``level`` (default: ``default_level``)
    elsewhere, at the game's usual size."""
    game = get_game(game_id)
    n = seats or game.info.default_seats
    humans = (0,) if humans is None else humans
    level = level or default_level(game_id)
    game.player(level)  # an unknown level is refused here, with the levels the game offers
    player = QCoreApplication.translate("NewGameDialog", "Player {number}")
    return TableSetup(game_id, tuple(
        SeatSetup(player.format(number=s + 1) if s in humans else COMPUTER_NAMES[s % len(COMPUTER_NAMES)],
                  s in humans, level) for s in range(n)))


def remembered_table(settings: AppSettings, game_id: str) -> TableSetup:
    """The last table set up for ``game_id``, or the default one if there is none (or it is damaged)."""
    data = settings.table(game_id)
    if data:
        try:
            setup = TableSetup.from_dict(data)
            info = get_game(game_id).info
            if setup.game_id == game_id and info.min_seats <= len(setup.seats) <= info.max_seats:
                return setup
        except (KeyError, TypeError, ValueError):
            pass
    return default_table(game_id)
