"""The registered games. A game joins the menus, the conformance suite and the simulator by
adding its ``GAME`` to ``_games()`` here; nothing else needs to know it exists."""

from __future__ import annotations

from .game import Game


def _games() -> tuple[Game, ...]:
    from .games import davoserjas, durak, festudgave, fjols, fool, hearts

    # the order of the menus: the family's own games first, as the product's mission lists them
    return (fjols.GAME, durak.GAME, festudgave.GAME, davoserjas.GAME, hearts.GAME, fool.GAME)


GAMES: tuple[Game, ...] = _games()
_BY_ID = {game.info.id: game for game in GAMES}


def get_game(game_id: str) -> Game:
    try:
        return _BY_ID[game_id]
    except KeyError:
        raise KeyError(f"no game {game_id!r}; registered: {', '.join(_BY_ID)}") from None
