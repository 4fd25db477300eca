"""Cards, options, errors, the registry and the engine's independence from Qt."""

from __future__ import annotations

import copy
import json
import pickle
import subprocess
import sys
from dataclasses import dataclass, fields
from enum import Enum

import pytest

from fjols_desktop.engine.cards import (
    DECK24,
    DECK36,
    DECK52,
    Card,
    Suit,
    cards_of,
    mask_of,
    parse_card,
    parse_cards,
    party_deck,
    stack_deck,
)
from fjols_desktop.engine.errors import FjolsError, InvalidCardError, InvalidOptionError, Reason
from fjols_desktop.engine.games.davoserjas import DavoserjasOptions
from fjols_desktop.engine.games.durak import DurakOptions
from fjols_desktop.engine.games.festudgave import FestudgaveOptions
from fjols_desktop.engine.games.fool import FoolOptions
from fjols_desktop.engine.options import QT_TRANSLATE_NOOP, Options, kept_hash, option
from fjols_desktop.engine.registry import GAMES, get_game
from fjols_desktop.engine.rules import CombinationMoves


def test_engine_never_imports_qt() -> None:
    code = ("import sys, fjols_desktop.engine.registry, fjols_desktop.sim;"
            "from fjols_desktop.engine.registry import GAMES;"
            "print(json.dumps(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken', "
            "'fjols_desktop.gui')))))")
    out = subprocess.run([sys.executable, "-c", "import json;" + code], capture_output=True, text=True, check=True)
    assert json.loads(out.stdout) == []


def test_card_texts() -> None:
    assert str(parse_card("QS")) == "QS"
    assert str(parse_card("10d")) == "10D"
    assert parse_card("TD") is parse_card("10D")
    assert parse_card(" ah ") is Card(14, Suit.HEARTS)
    assert parse_card("2C").index == 0 and parse_card("AS").index == 51
    assert parse_card("QS").symbol_text == "Q♠"
    assert [str(c) for c in parse_cards("2C, QS 10D")] == ["2C", "QS", "10D"]
    for bad in ("1C", "QX", "", "10", "QQS"):
        with pytest.raises(InvalidCardError):
            parse_card(bad)
    assert issubclass(InvalidCardError, ValueError) and issubclass(InvalidCardError, FjolsError)


def test_cards_are_interned_and_immutable() -> None:
    card = parse_card("KH")
    assert Card(13, Suit.HEARTS) is card
    with pytest.raises(AttributeError):
        card.rank = 2  # type: ignore[misc]
    import copy
    import pickle
    assert copy.deepcopy(card) is card
    assert pickle.loads(pickle.dumps(card)) is card


def test_decks_and_masks() -> None:
    assert (len(DECK52), len(DECK36), len(DECK24)) == (52, 36, 24)
    assert min(c.rank for c in DECK36) == 6 and min(c.rank for c in DECK24) == 9
    assert [str(c) for c in party_deck(2)] == ["KC", "AC", "KD", "AD", "KH", "AH", "KS", "AS"]
    hand = parse_cards("AS 2C QH")
    assert [str(c) for c in cards_of(mask_of(hand))] == ["2C", "QH", "AS"]
    assert cards_of(0) == ()
    assert Suit.HEARTS.partner is Suit.DIAMONDS and Suit.CLUBS.partner is Suit.SPADES


def test_stack_deck_deals_one_at_a_time_from_the_dealers_left() -> None:
    hands = [parse_cards("2C 3C"), parse_cards("2D 3D"), parse_cards("2H 3H")]
    order = stack_deck(hands, dealer=1, rest=parse_cards("AS"))
    assert [str(c) for c in order] == ["2H", "2C", "2D", "3H", "3C", "3D", "AS"]
    with pytest.raises(InvalidCardError):
        stack_deck([parse_cards("2C"), parse_cards("2D 3D")], dealer=0)


def test_combination_moves_are_lazy_but_complete() -> None:
    cards = parse_cards("2C 3C 4C 5C")
    moves = CombinationMoves(cards, 2, lambda chosen: tuple(str(c) for c in chosen))
    assert len(moves) == 6
    assert list(moves) == [moves[i] for i in range(6)]
    assert moves[0] == ("2C", "3C") and moves[-1] == ("4C", "5C")


class Colour(str, Enum):
    RED = "red"
    BLUE = "blue"


@dataclass(frozen=True)
class DemoOptions(Options):
    count: int = option(3, label=QT_TRANSLATE_NOOP("HouseRules", "Count"), minimum=1, maximum=5)
    flag: bool = option(False, label="Flag")
    colour: Colour = option(Colour.RED, label="Colour")
    order: tuple[Colour, ...] = option((Colour.RED, Colour.BLUE), label="Order")


def test_options_validate_and_convert() -> None:
    demo = DemoOptions(count=5, colour=Colour.BLUE)
    assert demo.to_dict() == {"count": 5, "flag": False, "colour": "blue", "order": ["red", "blue"]}
    assert DemoOptions.from_dict(demo.to_dict()) == demo
    assert DemoOptions.from_dict({"order": ["blue"], "junk": 1}) == DemoOptions(order=(Colour.BLUE,))
    assert demo.changed() == {"count": 5, "colour": "blue"}
    with pytest.raises(InvalidOptionError) as too_big:
        DemoOptions(count=6)
    assert too_big.value.option == "count"
    assert too_big.value.reason == Reason.of("invalid_option", option="count", value=6, minimum=1, maximum=5)
    for bad in ({"count": True}, {"count": "3"}, {"flag": 1}, {"colour": "green"}, {"order": "red"},
                {"order": ["red", 7]}):
        with pytest.raises(InvalidOptionError):
            DemoOptions.from_dict(bad)
    with pytest.raises(InvalidOptionError):
        DemoOptions.from_dict(["not", "a", "dict"])  # type: ignore[arg-type]
    assert [s.name for s in DemoOptions.specs()] == ["count", "flag", "colour", "order"]
    assert DemoOptions.specs()[2].choices == (Colour.RED, Colour.BLUE)


@dataclass(frozen=True)
class RuledOptions(Options):
    flag: bool = option(False, label="Flag")
    colour: Colour = option(Colour.RED, label="Colour")
    shade: int = option(1, label="Shade", applies={"flag": True, "colour": (Colour.RED, Colour.BLUE)})
    hue: int = option(1, label="Hue", applies={"colour": Colour.BLUE})


def test_a_field_applies_under_the_rules_it_names() -> None:
    shade, hue = RuledOptions.specs()[2:]
    assert shade.applies == {"flag": (True,), "colour": (Colour.RED, Colour.BLUE)}
    assert not shade.applies_to(RuledOptions().to_dict()) and shade.applies_to({"flag": True, "colour": "red"})
    assert hue.applies_to({"colour": Colour.BLUE}) and not hue.applies_to({"colour": "red"}) and not hue.applies_to({})
    assert RuledOptions.specs()[0].applies_to({})   # a field without a rule always applies

    @dataclass(frozen=True)
    class Typo(Options):
        shade: int = option(1, label="Shade", applies={"flog": True})

    @dataclass(frozen=True)
    class WrongValue(Options):
        flag: bool = option(False, label="Flag")
        shade: int = option(1, label="Shade", applies={"flag": "yes"})
    with pytest.raises(TypeError, match="flog"):
        Typo.specs()
    with pytest.raises(InvalidOptionError):
        WrongValue.specs()
    for game in GAMES:   # every game's rules name real fields and values
        game.info.options_type.specs()


@pytest.mark.parametrize("options", [DavoserjasOptions(), DurakOptions(), FestudgaveOptions(), FoolOptions()], ids=type)
def test_a_kept_hash_is_the_fields_hash_and_stays_out_of_copies(options: Options) -> None:
    cls = type(options)
    assert cls.__hash__ is kept_hash                              # ``dataclass`` kept it
    assert hash(options) == hash(tuple(getattr(options, f.name) for f in fields(options)))
    assert "_hash" in vars(options)                               # worked out once, then kept
    twin = cls.from_dict(options.to_dict())
    assert twin == options and hash(twin) == hash(options)
    for copied in (pickle.loads(pickle.dumps(options)), copy.deepcopy(options), copy.copy(options)):
        assert "_hash" not in vars(copied) and copied == options and hash(copied) == hash(options)


def test_registry() -> None:
    ids = [g.info.id for g in GAMES]
    assert "hearts" in ids and len(ids) == len(set(ids))
    assert get_game("hearts").info.name == "Hjerterfri"
    with pytest.raises(KeyError, match="no game"):
        get_game("chess")
    with pytest.raises(KeyError, match="no computer level"):
        get_game("hearts").player("grandmaster")
