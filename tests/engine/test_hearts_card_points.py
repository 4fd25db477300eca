"""Hjerterfri's extra penalty and bonus cards (house rule ``card_points``): "some give extra points for
certain cards", as the rules text says. Scoring from stacked deals, the moon, the scorekeeper's sum
check, and the option as data: validation, JSON and old settings."""

from __future__ import annotations

import pytest

from fjols_desktop.engine.cards import cards_of, mask_of, parse_cards
from fjols_desktop.engine.errors import InvalidOptionError, Reason
from fjols_desktop.engine.games.hearts import HeartsOptions
from fjols_desktop.engine.games.hearts.options import MoonMode
from fjols_desktop.engine.games.hearts.state import hand_points
from fjols_desktop.engine.options import CardPoints

from .test_hearts_rules import MOON_HANDS, NO_PASS, RULES, deal, finish_with_policy

# J♦ a bonus of 10, Q♠ down from 13 to 10, A♣ a penalty of 2
FAMILY = NO_PASS.replace(card_points=(CardPoints("JD", -10), CardPoints("QS", 10), CardPoints("AC", 2)))
HANDS = ["2C AC AD 5D 3H 4H 5H 6H 7H 8H 9H 10H JH",
         "KC 6C 2D 5C 9C 3S 4S AS 2S 5S 6S 7S 8S",
         "3C 7C 3D 10C JC QC KH QH AH 2H 9S 10S JS",
         "4C 8C 4D 9D 6D 7D 8D 10D JD QD KD KS QS"]


def taken(state, seat: int, among: str) -> list[str]:
    return [str(c) for c in cards_of(state.taken[seat] & mask_of(parse_cards(among)))]


def test_priced_cards_count_their_own_points_for_whoever_takes_them() -> None:
    state = finish_with_policy(deal(HANDS, FAMILY), winner=0)
    assert [taken(state, s, "AC QS JD") for s in range(4)] == [["AC"], ["QS"], [], ["JD"]]
    assert [(t & 0x1FFF << 26).bit_count() for t in state.taken] == [0, 6, 0, 7]   # hearts taken
    # P0: A♣ 2. P1: six hearts and Q♠ at 10. P3: seven hearts and the J♦ bonus of -10.
    assert state.points == (2, 16, 0, -3)
    assert finish_with_policy(deal(HANDS), winner=0).points == (0, 19, 0, 7)   # the standard rules
    assert RULES.deal_result(state).points == (2, 16, 0, -3)


def test_hand_points_of_single_cards() -> None:
    assert hand_points(FAMILY, mask_of(parse_cards("2H 5H 9H JH AH QS 3C KD"))) == 15
    assert hand_points(FAMILY, mask_of(parse_cards("JD AC 10D"))) == -8
    hearts = NO_PASS.replace(card_points=(CardPoints("AH", 5), CardPoints("2H", 0)))
    assert hand_points(hearts, mask_of(parse_cards("AH 2H 3H"))) == 6


def test_the_moon_still_needs_every_heart_and_the_queen_and_counts_26() -> None:
    """Q♠ counts 10 here, yet the moon gives the others 26; the J♦ the shooter took still counts."""
    state = finish_with_policy(deal(MOON_HANDS, FAMILY), winner=2)
    assert taken(state, 2, "QS JD AC") == ["AC", "JD", "QS"] and state.moon == 2
    assert state.points == (26, 26, -8, 26)
    minus = FAMILY.replace(moon_mode=MoonMode.SELF_MINUS_26)
    assert finish_with_policy(deal(MOON_HANDS, minus), winner=2).points == (0, 0, -34, 0)


def test_the_scorekeepers_sum_check_knows_the_priced_cards() -> None:
    # in play: 26 - 3 (Q♠ at 10) - 10 (J♦) + 2 (A♣) = 15
    assert RULES.check_deal_points(FAMILY, 4, (2, 16, 0, -3)) is None
    assert RULES.check_deal_points(FAMILY, 4, (2, 19, 0, -3)) == Reason.of("deal_points_sum", total=18, expected=15)
    assert RULES.check_deal_points(FAMILY, 4, (26, 26, -8, 26)) is None          # the moon above
    assert RULES.check_deal_points(FAMILY, 4, (16, 0, 26, 28)) is None   # P1 shot, J♦ to P0, A♣ to P3
    assert RULES.check_deal_points(FAMILY, 4, (26, 26, 0, 26)) is not None      # J♦ and A♣ went nowhere
    # a card out of play at this table counts nowhere: the two of spades at five players
    out = NO_PASS.replace(card_points=(CardPoints("2S", 7),))
    assert RULES.check_deal_points(out, 5, (26, 0, 0, 0, 0)) is None
    assert RULES.check_deal_points(out, 4, (33, 0, 0, 0)) is None


def test_card_points_as_data_round_trip_and_old_settings_keep_loading() -> None:
    data = FAMILY.to_dict()
    assert data["card_points"] == [{"card": "JD", "points": -10}, {"card": "QS", "points": 10},
                                   {"card": "AC", "points": 2}]
    assert HeartsOptions.from_dict(data) == FAMILY
    old = {k: v for k, v in data.items() if k not in ("card_points", "hearts_broken_by", "five_players_remove")}
    assert HeartsOptions.from_dict({**old, "from_a_newer_version": 1}) == NO_PASS
    assert HeartsOptions.from_dict({"card_points": [{"card": "td", "points": 3}]}).card_points == (
        CardPoints("10D", 3),)


@pytest.mark.parametrize(("entries", "extra", "key", "field"), [
    ([{"card": "JD", "points": -10}, {"card": "jd", "points": 1}], {}, "card_points_twice", "card_points"),
    ([{"card": "JD", "points": -51}], {}, "card_points_range", "card_points[0]"),
    ([{"card": "KH", "points": 1}, {"card": "JD", "points": 51}], {}, "card_points_range", "card_points[1]"),
    ([{"card": "XX", "points": 1}], {}, "invalid_option", "card_points[0]"),
    ([{"card": "JD"}], {}, "invalid_option", "card_points[0]"),
    ([{"card": "JD", "points": True}], {}, "invalid_option", "card_points[0].points"),
    ([{"card": "10D", "points": -5}], {"ten_of_diamonds": True}, "ten_of_diamonds_twice", "card_points"),
    ([{"card": c, "points": 1} for c in ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "QC", "KC", "AC"]], {},
     "card_points_too_many", "card_points"),
])
def test_bad_card_points_are_refused_with_the_field_named(entries, extra, key, field) -> None:
    with pytest.raises(InvalidOptionError) as refused:
        HeartsOptions.from_dict({"card_points": entries, **extra})
    assert (refused.value.reason.key, refused.value.option) == (key, field)
