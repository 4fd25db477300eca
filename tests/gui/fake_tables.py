"""Observations of the games that are still being written (Durak, Fjols, Davoserjas, FOOL!), built by
hand from the pile conventions they will follow, so the table is tested for them already."""

from __future__ import annotations

from typing import Any, ClassVar

from fjols_desktop.engine.cards import parse_card, parse_cards
from fjols_desktop.engine.rules import Move, Observation, Pile, PileKind


class FoolCard:
    """A FOOL! card as the GUI sees it: ``colour`` and ``value``."""

    def __init__(self, text: str) -> None:
        self.colour, self.value = text[0], int(text[1:])

    def __str__(self) -> str:
        return f"{self.colour}{self.value}"


class CardMove(Move):
    """A one-card move with a target, or a card-less one with a kind."""

    kind: ClassVar[str] = "play"

    def __init__(self, text: str, card: Any = None, target: str | None = None, kind: str = "play") -> None:
        object.__setattr__(self, "_text", text)
        object.__setattr__(self, "_card", card)
        object.__setattr__(self, "_target", target)
        object.__setattr__(self, "_kind", kind)

    def __str__(self) -> str:
        return self._text  # type: ignore[attr-defined,no-any-return]

    @property
    def cards(self) -> tuple[Any, ...]:
        return () if self._card is None else (self._card,)  # type: ignore[attr-defined]

    @property
    def target(self) -> str | None:
        return self._target  # type: ignore[attr-defined,no-any-return]

    @property
    def key(self) -> str:
        return self._kind  # type: ignore[attr-defined,no-any-return]


def hidden(n: int) -> tuple[None, ...]:
    return (None,) * n


def durak() -> Observation:
    hand = parse_cards("6H 9H QH 7S KS AD")
    legal = (CardMove("defend 7H 9H", parse_card("9H"), "table/7H"), CardMove("defend 7H QH", parse_card("QH"),
             "table/7H"), CardMove("defend 7H 7S", parse_card("7S"), "table/7H"), CardMove("take", kind="take"))
    piles = (Pile("hand:0", PileKind.HAND, 0, hand), Pile("hand:1", PileKind.HAND, 1, hidden(4)),
             Pile("hand:2", PileKind.HAND, 2, hidden(6)),
             Pile("talon", PileKind.STOCK, None, hidden(12)), Pile("trump", PileKind.TURNED, None, (parse_card("10S"),)),
             Pile("table", PileKind.BOUT, None, parse_cards("8D 7H"), played_by=(1, 1),
                  covers=(parse_card("JD"), None)),
             Pile("discard", PileKind.DISCARD, None, hidden(6)))
    return Observation(game="durak", seat=0, seats=3, dealer=2, phase="defend", to_act=frozenset({0}),
                       legal_moves=legal, hand=hand, hand_sizes=(6, 4, 6), piles=piles, points=(0, 0, 0))


def fjols() -> Observation:
    hand = parse_cards("2C 5C 9D JD KH AS 4S")
    piles = (Pile("hand:0", PileKind.HAND, 0, hand), Pile("hand:1", PileKind.HAND, 1, hidden(7)),
             Pile("hand:2", PileKind.HAND, 2, hidden(6)), Pile("hand:3", PileKind.HAND, 3, hidden(7)),
             Pile("stock", PileKind.STOCK, None, hidden(20)), Pile("turned", PileKind.TURNED, None, (parse_card("QH"),)),
             Pile("chain", PileKind.CHAIN, None, parse_cards("3D 6D 10D"), played_by=(1, 2, 3)))
    legal = tuple(CardMove(str(c), c, "chain") for c in hand if c.suit.letter == "D")
    return Observation(game="fjols", seat=0, seats=4, dealer=3, phase="play", to_act=frozenset({0}),
                       legal_moves=legal, hand=hand, hand_sizes=(7, 7, 6, 7), piles=piles, points=(0, 1, 0, 2))


def davoserjas() -> Observation:
    hand = parse_cards("6C 8C 9H 10H JS QS KD")
    rows = tuple(Pile(f"row:{s}", PileKind.ROW, None, parse_cards(text))
                 for s, text in (("C", "7C"), ("D", "5D 6D 7D 8D 9D"), ("H", "7H 8H"), ("S", "")))
    piles = (Pile("hand:0", PileKind.HAND, 0, hand), *(Pile(f"hand:{s}", PileKind.HAND, s, hidden(7)) for s in (1, 2, 3, 4)),
             *rows)
    legal = (CardMove("6C", parse_card("6C"), "row:C"), CardMove("8C", parse_card("8C"), "row:C"),
             CardMove("9H", parse_card("9H"), "row:H"))
    return Observation(game="davoserjas", seat=0, seats=5, dealer=4, phase="kabale", to_act=frozenset({0}),
                       legal_moves=legal, hand=hand, hand_sizes=(7,) * 5, piles=piles, points=(3, 1, 0, 2, 5))


def fool() -> Observation:
    hand = tuple(FoolCard(t) for t in ("G3", "G12", "R7", "Y20", "B5", "W1", "W1", "B14"))
    trick = tuple(FoolCard(t) for t in ("R9", "R13", "G2"))
    last = tuple(FoolCard(t) for t in ("B2", "B9", "Y4", "B11", "W1"))
    piles = (Pile("hand:0", PileKind.HAND, 0, hand), *(Pile(f"hand:{s}", PileKind.HAND, s, hidden(8)) for s in range(1, 6)),
             Pile("trick", PileKind.TRICK, None, trick, played_by=(2, 3, 4)),
             Pile("last_trick", PileKind.LAST_TRICK, None, last, played_by=(1, 2, 3, 4, 5), marks=((2, "worst"),)),
             Pile("disc:1", PileKind.TOKEN, 1), Pile("taken:2", PileKind.TAKEN, 2, hidden(6)),
             Pile("bonus:0", "mystery", 0, hidden(2)), Pile("pool", "pool", None, hidden(3)))
    legal = tuple(CardMove(str(c), c, "trick") for c in hand if c.colour in "RW")
    return Observation(game="fool", seat=0, seats=6, dealer=1, phase="play", to_act=frozenset({0}),
                       legal_moves=legal, hand=hand, hand_sizes=(8,) * 6, piles=piles, points=(0, 2, 0, 1, 0, 3))


TABLES = {"durak": durak, "fjols": fjols, "davoserjas": davoserjas, "fool": fool}
