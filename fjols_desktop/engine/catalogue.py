"""What the menus show of each registered game before its rules are loaded: the game's id, name,
one-line summary and table sizes, in the menus' order.

Loading every game's rules (``registry.GAMES``) is the largest single cost of starting the app, and
the first frame (the welcome panel's list of games) needs only these few facts. They are the same
facts each game's ``GameInfo`` declares; ``tests/engine/test_catalogue.py`` holds the two equal
(every field, and the order of ``registry.GAMES``), so a game added or renamed in one place and not
the other fails the tests instead of showing a wrong name.
"""

from __future__ import annotations

from dataclasses import dataclass

from .options import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class GameFacts:
    """A game's display facts; ``name`` and ``summary`` are ``QT_TRANSLATE_NOOP("Games", ...)`` source
    strings, as in ``GameInfo``."""

    id: str
    name: str
    summary: str
    min_seats: int
    max_seats: int
    default_seats: int


CATALOGUE: tuple[GameFacts, ...] = (
    GameFacts("fjols", QT_TRANSLATE_NOOP("Games", "Fjols"),
              QT_TRANSLATE_NOOP("Games", "Beat the card before you with a high or a low trump; "
                                "the last with cards is the fjols."), 2, 5, 4),
    GameFacts("durak", QT_TRANSLATE_NOOP("Games", "Durak"),
              QT_TRANSLATE_NOOP("Games", "Attack and defend; the last player with cards is the fool."), 2, 6, 4),
    GameFacts("festudgave", QT_TRANSLATE_NOOP("Games", "Fjols – festudgave"),
              QT_TRANSLATE_NOOP("Games", "Pass cards to the left until someone has four of a kind; "
                                "the last to touch their nose is the fjols."), 3, 13, 5),
    GameFacts("davoserjas", QT_TRANSLATE_NOOP("Games", "Davoserjas"),
              QT_TRANSLATE_NOOP("Games", "Six rounds: avoid tricks, clubs, queens, the king of clubs and the "
                                "last trick, then race to empty your hand in the kabale."), 3, 7, 4),
    GameFacts("hearts", QT_TRANSLATE_NOOP("Games", "Hjerterfri"),
              QT_TRANSLATE_NOOP("Games", "Hearts: avoid the hearts and the queen of spades."), 3, 5, 4),
    GameFacts("fool", QT_TRANSLATE_NOOP("Games", "Fool!"),
              QT_TRANSLATE_NOOP("Games", "Get rid of your cards, but never play the worst card of a "
                                "trick."), 4, 8, 6),
)


def game_facts(game_id: str) -> GameFacts:
    """The facts of the registered game ``game_id`` (``KeyError`` naming the known ids if none)."""
    for facts in CATALOGUE:
        if facts.id == game_id:
            return facts
    raise KeyError(f"no game {game_id!r}; registered: {', '.join(f.id for f in CATALOGUE)}")
