"""A match: a series of deals with running totals, played to the game's end rule.

``Match`` is an immutable value like the deal states: ``finish_deal`` returns a new match with one
more ``DealResult``. It knows the seed, so every deal of a match can be dealt again exactly
(``deal_rng(n)``): the deal review and saves rely on this, and so does "anyone can verify that the
computer did not cheat". Which rules apply comes from the registry by game id.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .errors import InvalidOptionError, Reason
from .options import Options
from .rules import DealResult, MatchContext, Seat

if TYPE_CHECKING:
    from .game import Game


def deal_seed(match_seed: int, number: int) -> str:
    """The seed of deal ``number`` (0-based) of a match: shown in the deal review."""
    return f"{match_seed}:{number}"


@dataclass(frozen=True)
class Match:
    game_id: str
    options: Options
    seats: int
    seed: int
    first_dealer: Seat
    dealers: tuple[Seat, ...] = ()
    results: tuple[DealResult, ...] = field(default=())

    @classmethod
    def new(cls, game_id: str, seats: int, options: Options | None = None, seed: int | None = None) -> Match:
        from .registry import get_game

        game = get_game(game_id)
        info = game.info
        if not info.min_seats <= seats <= info.max_seats:
            raise InvalidOptionError(
                f"{info.id} is played by {info.min_seats} to {info.max_seats} players, not {seats}",
                Reason.of("seats_out_of_range", seats=seats, minimum=info.min_seats, maximum=info.max_seats),
                option="seats")
        options = options if options is not None else info.options_type()
        if not isinstance(options, info.options_type):
            raise InvalidOptionError(f"{info.id} needs {info.options_type.__name__}, not {type(options).__name__}")
        options.check(seats)
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        first_dealer = random.Random(f"{seed}:first-dealer").randrange(seats)
        return cls(game_id, options, seats, seed, first_dealer)

    # -- derived ----------------------------------------------------------------------------------
    @property
    def game(self) -> Game:
        from .registry import get_game

        return get_game(self.game_id)

    @property
    def number(self) -> int:
        """0-based number of the next (or current) deal."""
        return len(self.results)

    @property
    def dealer(self) -> Seat:
        """Dealer of the next deal."""
        if not self.results:
            return self.first_dealer
        return self.game.rules.next_dealer(self.options, self.seats, self.dealers[-1], self.results[-1])

    @property
    def context(self) -> MatchContext:
        return MatchContext(len(self.results), self.results)

    @property
    def totals(self) -> tuple[int, ...]:
        return self.context.totals(self.seats)

    def is_over(self) -> bool:
        return self.game.rules.match_over(self.options, self.seats, self.results)

    def winners(self) -> tuple[Seat, ...]:
        return self.game.rules.match_winners(self.options, self.seats, self.results)

    def fools(self) -> tuple[Seat, ...]:
        """The match's losers so far (``BaseRules.match_fools``); in a game without a winner (Fjols,
        Durak) the only result a finished match names."""
        return self.game.rules.match_fools(self.options, self.seats, self.results)

    # -- playing ----------------------------------------------------------------------------------
    def deal_rng(self, number: int | None = None) -> random.Random:
        return random.Random(deal_seed(self.seed, self.number if number is None else number))

    def start_deal(self, deck: Sequence[Any] | None = None) -> Any:
        """The initial state of the next deal (its shuffle comes from the match seed)."""
        return self.game.rules.new_deal(self.options, self.seats, self.dealer, self.deal_rng(), deck=deck,
                                        context=self.context)

    def finish_deal(self, final_state: Any) -> Match:
        rules = self.game.rules
        if not rules.is_over(final_state):
            raise ValueError("finish_deal needs a finished deal")
        return Match(self.game_id, self.options, self.seats, self.seed, self.first_dealer,
                     self.dealers + (self.dealer,), self.results + (rules.deal_result(final_state),))

    # -- saving -----------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {"game": self.game_id, "options": self.options.to_dict(), "seats": self.seats, "seed": self.seed,
                "first_dealer": self.first_dealer, "dealers": list(self.dealers),
                "results": [r.to_dict() for r in self.results]}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Match:
        from .registry import get_game

        game = get_game(str(data["game"]))
        options = game.info.options_type.from_dict(data.get("options", {}))
        return cls(game.info.id, options, int(data["seats"]), int(data["seed"]), int(data["first_dealer"]),
                   tuple(int(d) for d in data.get("dealers", ())),
                   tuple(DealResult.from_dict(r) for r in data.get("results", ())))
