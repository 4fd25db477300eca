"""What the table can do with one observation's legal moves, without knowing the game.

The engine describes every move by the cards it takes from the hand (``cards``), the pile a single
dragged card lands on (``target``) and, for card-less moves, a button key (``kind``/``key``). From
that alone the table decides:

* which cards are legal (they lift and are highlighted; the rest are dimmed),
* which single-card move a drop makes (card + the pile ids under the pointer, most specific first),
* which move a selection of cards confirms (Hearts' pass, Durak's throw-in),
* which move a double-click or Enter makes when it is unambiguous,
* which buttons to show (card-less legal moves only).

For a refusal the table needs the *illegal* move the player tried, which is not in the legal list.
``guess`` builds it from the game's own move texts: it takes a legal move of the same shape (same
target pile, or a sibling target such as another attack card on Durak's table, or any move made by
dropping a card), substitutes the card texts and parses the result with ``rules.parse_move``;
failing that it parses the card's own text
(``"QS"`` is a play in every trick game). A game whose moves do not fit can give its rules object a
``move_for_drop(card, target) -> Move | None`` method (``engine.rules.DropHook``), which is asked first.

Pure Python: no Qt, so it is tested directly and fast.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from ..engine.errors import FjolsError

if TYPE_CHECKING:  # the engine loads with the first match, not for the first frame (start-up time)
    from ..engine.rules import Move


def key(card: Any) -> str:
    return str(card)


class MoveIndex:
    """An index over one observation's legal moves (build one per observation)."""

    def __init__(self, moves: Sequence[Move]) -> None:
        self.moves = moves
        self._single: dict[str, list[Move]] = {}
        self._multi: list[Move] = []
        buttons: list[Move] = []
        legal: set[str] = set()
        for move in moves:
            cards = move.cards
            if not cards:
                buttons.append(move)
            elif len(cards) == 1:
                same = self._single.setdefault(key(cards[0]), [])
                if move not in same:  # twin cards (FOOL!'s wild 1s) make equal moves: keep one
                    same.append(move)
                legal.add(key(cards[0]))
            else:
                self._multi.append(move)
                legal.update(key(c) for c in cards)
        self.buttons: tuple[Move, ...] = tuple(buttons)
        self.legal_cards = frozenset(legal)
        self.selection_sizes = tuple(sorted({len(m.cards) for m in self._multi}
                                            | {1 for ms in self._single.values() for m in ms if m.target is None}))

    # -- questions --------------------------------------------------------------------------------------
    def is_legal(self, card: Any) -> bool:
        return key(card) in self.legal_cards

    def targets(self, card: Any) -> tuple[str, ...]:
        """Pile ids the card may be dropped on."""
        return tuple(m.target for m in self._single.get(key(card), ()) if m.target is not None)

    @property
    def multi_select(self) -> bool:
        """Whether moves are made by selecting several cards and confirming."""
        return bool(self._multi)

    @property
    def confirm_sample(self) -> Move | None:
        """A move made by selecting cards and confirming (names the confirm button), if any."""
        if self._multi:
            return self._multi[0]
        return next((m for ms in self._single.values() for m in ms if m.target is None), None)

    @property
    def needs_confirm(self) -> bool:
        """Whether some move is made by selecting cards and confirming (no drop target)."""
        return bool(self.selection_sizes)

    @property
    def drops_every_card(self) -> bool:
        """Whether every legal card can also be played alone by dropping it on a pile (Durak's attack:
        the confirm button is then needed only for a group of cards)."""
        return bool(self.legal_cards) and all(self.targets(card) for card in self.legal_cards)

    # -- turning gestures into moves ------------------------------------------------------------------
    def move_for_drop(self, card: Any, targets: Iterable[str]) -> Move | None:
        """The legal move that drops ``card`` on the first of ``targets`` that accepts it."""
        moves = self._single.get(key(card), ())
        for target in targets:
            for move in moves:
                if move.target == target:
                    return move
        return None

    def move_for_card(self, card: Any) -> Move | None:
        """The move a double-click makes: the card's only single-card move, if it has exactly one."""
        moves = self._single.get(key(card), ())
        return moves[0] if len(moves) == 1 else None

    def move_for_selection(self, cards: Iterable[Any]) -> Move | None:
        """The move that takes exactly these cards, if exactly one does (order does not matter)."""
        wanted = frozenset(key(c) for c in cards)
        if not wanted:
            return None
        if len(wanted) == 1:
            (only,) = wanted
            return self.move_for_card(only)
        found = [m for m in self._multi if len(m.cards) == len(wanted) and frozenset(map(key, m.cards)) == wanted]
        return found[0] if len(found) == 1 else None

    def missing(self, selected: int) -> int:
        """How many more cards the smallest selection move needs (0 when none or already enough)."""
        bigger = [n for n in self.selection_sizes if n > selected]
        if not bigger or selected in self.selection_sizes:
            return 0
        return bigger[0] - selected

    # -- building the move a refusal explains ---------------------------------------------------------
    def guess(self, card: Any, target: str | None, parse: Callable[[str], Move],
              hook: Callable[[Any, str | None], Move | None] | None = None) -> Move | None:
        """The (probably illegal) move of dropping ``card`` on ``target``; see the module docstring."""
        if hook is not None:
            move = hook(card, target)
            if move is not None:
                return move
        text = key(card)
        candidates: list[str] = []
        for moves in self._single.values():
            for move in moves:
                if move.target is None or target is None:
                    continue
                template = str(move)
                played = key(move.cards[0])
                if move.target == target:
                    candidates.append(_substitute(template, {played: text}))
                elif "/" in target and move.target.split("/", 1)[0] == target.split("/", 1)[0]:
                    old_ref, new_ref = move.target.split("/", 1)[1], target.split("/", 1)[1]
                    candidates.append(_substitute(template, {played: text, old_ref: new_ref}))
        # any move played by dropping a card, with this card in it ("lay 9H" -> "lay 2C" on another row)
        candidates += [_substitute(str(m), {key(m.cards[0]): text}) for ms in self._single.values() for m in ms
                       if m.target is not None]
        candidates.append(text)
        for candidate in candidates:
            try:
                move = parse(candidate)
            except FjolsError:
                continue
            if tuple(map(key, move.cards)) == (text,):
                return move
        return None


def _substitute(text: str, changes: dict[str, str]) -> str:
    """Replace whole words of a move text (card texts are words), all changes at once."""
    return " ".join(changes.get(word, word) for word in text.split())
