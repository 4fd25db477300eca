"""FOOL!: the deck and its text forms, the alike wild ones as moves, options, what a seat sees
(piles, facts, prompts), sampled worlds, the contract under every non-default option, and whole matches."""

from __future__ import annotations

import copy
import pickle
import random

import pytest

from fjols_desktop.engine.errors import (
    FjolsError,
    InvalidCardError,
    InvalidMoveError,
    InvalidOptionError,
    Reason,
)
from fjols_desktop.engine.game_loop import play_match
from fjols_desktop.engine.games.fool import (
    CREDIT,
    GAME,
    FoolCard,
    FoolOptions,
    parse_card,
    parse_cards,
    stack_hands,
)
from fjols_desktop.engine.games.fool.deck import (
    DECK_TABLES,
    FULL_DECK,
    WILD_MASK,
    cards_of,
    format_cards,
    lowest_wild,
)
from fjols_desktop.engine.games.fool.options import (
    AllWildTrickWinner,
    DeckTable,
    TieRule,
    TieWorst,
    TwoFoolsFrom,
)
from fjols_desktop.engine.games.fool.rules import bonus_counts
from fjols_desktop.engine.match import Match
from fjols_desktop.engine.players import RandomPlayer
from fjols_desktop.engine.rules import PileKind

from .fool_helpers import RULES, deal, fill, hand, legal, play
from .test_conformance import play_random

# --- the deck ---------------------------------------------------------------------------------------------

def test_full_deck_colours_values_indices() -> None:
    assert len(FULL_DECK) == 88
    by_colour = {c: [card.value for card in FULL_DECK if card.colour == c] for c in "GRYBW"}
    assert by_colour == {"G": list(range(2, 28)), "R": list(range(2, 24)), "Y": list(range(2, 22)),
                         "B": list(range(2, 16)), "W": [1] * 6}
    assert all(card.index == i and card.bit == 1 << i for i, card in enumerate(FULL_DECK))
    assert [str(FULL_DECK[i]) for i in (0, 25, 26, 81, 82, 87)] == ["G2", "G27", "R2", "B15", "W1", "W1"]


def test_card_texts_and_interning() -> None:
    assert parse_card("g12") is FoolCard("G", 12) and str(parse_card(" R5 ")) == "R5"
    assert parse_card("W1") is FULL_DECK[82] and FoolCard("W", 1, 5) is FULL_DECK[87]
    card = parse_card("Y3")
    assert (card.colour, card.value, card.index, card.bit) == ("Y", 3, 49, 1 << 49)
    assert copy.deepcopy(card) is card and pickle.loads(pickle.dumps(FULL_DECK[85])) is FULL_DECK[85]
    with pytest.raises(AttributeError):
        card.value = 4  # type: ignore[misc]
    for bad in ("G1", "G28", "R24", "Y22", "B16", "W2", "X5", "G02", "", "12", "GG", "W"):
        with pytest.raises(InvalidCardError):
            parse_card(bad)
    with pytest.raises(InvalidCardError):
        FoolCard("W", 1, 6)
    assert issubclass(InvalidCardError, FjolsError) and issubclass(InvalidCardError, ValueError)


def test_every_w1_in_a_text_names_another_wild_one() -> None:
    assert [c.index for c in parse_cards("W1 G2 W1")] == [82, 0, 83]
    assert format_cards(parse_cards("W1 G2 W1")) == "W1 G2 W1"
    with pytest.raises(InvalidCardError):
        parse_cards("W1 " * 7)
    order = stack_hands(["W1 G2", "G3 W1"], dealer=1)    # seat 0 is dealt first
    assert [c.index for c in order] == [82, 1, 0, 83]
    assert lowest_wild(FULL_DECK[84].bit | FULL_DECK[86].bit | 1) == FULL_DECK[84].bit
    assert lowest_wild(0b111) == 0


def test_deck_tables() -> None:
    for name, table in DECK_TABLES.items():
        for seats, row in table.items():
            assert row.mask.bit_count() == row.size and row.size % seats == 0, (name, seats)
    assert [DECK_TABLES["reconstructed"][n].size // n for n in range(4, 9)] == [12, 12, 12, 12, 11]
    assert DECK_TABLES["reconstructed"][8].mask == (1 << 88) - 1
    assert DECK_TABLES["first_edition"][5] == DECK_TABLES["reconstructed"][5]   # the 1995 deck
    assert {t.value for t in DeckTable} == set(DECK_TABLES)


# --- the wild ones as moves ---------------------------------------------------------------------------------

def test_all_wild_plays_are_one_move() -> None:
    wilds = [RULES.parse_move("W1")] + [type(RULES.parse_move("W1"))(card) for card in FULL_DECK[83:]]
    assert len(set(wilds)) == 1 and all(w == wilds[0] and str(w) == "W1" for w in wilds)
    assert RULES.parse_move("W1") != RULES.parse_move("G2")
    for card in FULL_DECK:
        move = RULES.parse_move(str(card))
        assert RULES.parse_move(str(move)) == move and move.target == "trick" and len(move.cards) == 1
    for bad in ("", "G1", "G12 R3", "pass", "W1 W1"):
        with pytest.raises(InvalidMoveError):
            RULES.parse_move(bad)


def test_w1_plays_the_lowest_wild_one_held() -> None:
    state = deal(fill(4, {1: "G16 W1 W1 W1"}))           # seat 1 holds the wild ones 82-84
    (wild,) = [m for m in RULES.legal_moves(state, 1) if str(m) == "W1"]
    assert wild.cards == (FULL_DECK[82],)
    after = RULES.apply(state, 1, RULES.parse_move("W1"))
    assert after.trick == (82,) and after.hands[1] & WILD_MASK == FULL_DECK[83].bit | FULL_DECK[84].bit
    by_other_wild = RULES.apply(state, 1, type(wild)(FULL_DECK[87]))   # a wild one the seat lacks: same move
    assert by_other_wild == after
    assert legal(after, 2).count("W1") == 0 and hand(after, 1).count("W1") == 2


def test_which_wild_one_is_which_tells_nothing() -> None:
    hands = fill(4, {0: "W1", 1: "G16", 2: "W1", 3: "W1"}, {1: "W"})   # wild ones 82, 83, 84 to P0, P2, P3
    swap = {FULL_DECK[83]: FULL_DECK[84], FULL_DECK[84]: FULL_DECK[83]}
    order = stack_hands(hands, 0)
    state_a = RULES.new_deal(FoolOptions(), 4, 0, random.Random(0), deck=order)
    state_b = RULES.new_deal(FoolOptions(), 4, 0, random.Random(0), deck=[swap.get(c, c) for c in order])
    state_a, state_b = play(state_a, "1:G16 2:W1"), play(state_b, "1:G16 2:W1")
    assert (state_a.trick[1], state_b.trick[1]) == (83, 84)          # the hidden difference...
    for seat in range(4):
        assert RULES.observe(state_a, seat) == RULES.observe(state_b, seat)   # ...is seen by nobody
    view = RULES.observe(state_b, 3)
    assert view.trick == (parse_card("G16").index, 82) and view.hand_mask & WILD_MASK == FULL_DECK[83].bit
    assert [m.cards for m in view.legal_moves if str(m) == "W1"] == [(FULL_DECK[83],)]
    assert RULES.observe(RULES.sample_world(view, random.Random(3)), 3) == view


# --- options ---------------------------------------------------------------------------------------------

def test_option_checks() -> None:
    for seats in (3, 9):
        with pytest.raises(InvalidOptionError) as refused:
            FoolOptions().check(seats)
        assert refused.value.reason == Reason.of("seats_out_of_range", seats=seats, minimum=4, maximum=8)
    old = FoolOptions(deck_table=DeckTable.FIRST_EDITION)
    with pytest.raises(InvalidOptionError) as refused:
        old.check(7)
    assert refused.value.option == "deck_table"
    assert refused.value.reason == Reason.of("deck_table_seats", seats=7, minimum=4, maximum=6)
    with pytest.raises(InvalidOptionError):
        FoolOptions(wild_one_penalty=11)
    assert FoolOptions.from_dict({"two_fools_from": "8", "deck_table": "first_edition"}) == \
        FoolOptions(two_fools_from=TwoFoolsFrom.EIGHT, deck_table=DeckTable.FIRST_EDITION)
    assert [s.name for s in FoolOptions.specs()] == [
        "deck_table", "two_fools_from", "tie_worst", "wild_one_penalty", "go_out_bonus", "fool_go_out_score",
        "end_negative_threshold", "end_bonus_count", "all_wild_trick_winner", "tie_rule"]


def test_first_edition_deck() -> None:
    options = FoolOptions(deck_table=DeckTable.FIRST_EDITION)
    state = RULES.new_deal(options, 4, 0, random.Random(3))
    assert [h.bit_count() for h in state.hands] == [15] * 4 and state.deal.deck.bit_count() == 60


def test_game_info() -> None:
    info = GAME.info
    assert (info.id, info.name, info.min_seats, info.max_seats) == ("fool", "Fool!", 4, 8)
    assert not info.lower_is_better
    assert info.extra["credit"] == CREDIT == \
        "A game by Friedemann Friese. This is an unofficial implementation for home play."


def test_a_stacked_deck_must_be_the_cards_in_play() -> None:
    hands = fill(4, {})
    with pytest.raises(InvalidCardError):
        RULES.new_deal(FoolOptions(), 4, 0, random.Random(0), deck=stack_hands(hands, 0)[:-1])
    with pytest.raises(InvalidCardError):                 # G17 is not used at four players
        RULES.new_deal(FoolOptions(), 4, 0, random.Random(0), deck=stack_hands([h.replace("G16", "G17")
                                                                                 for h in hands], 0))


# --- what a seat sees ------------------------------------------------------------------------------------

def test_piles_facts_and_prompts() -> None:
    state = deal(fill(4, {1: "G16 Y10", 2: "G15 Y4", 3: "G14", 0: "G2"}, {3: "Y"}))
    state = play(state, "1:G16 2:G15 3:G14 0:G2")
    view = RULES.observe(state, 2)
    assert [p.id for p in view.piles] == ["hand:0", "hand:1", "hand:2", "hand:3", "trick", "last_trick",
                                          "discard", "disc:0"]
    piles = {p.id: p for p in view.piles}
    assert piles["hand:2"].cards == view.hand and all(c is None for c in piles["hand:1"].cards)
    assert format_cards(piles["last_trick"].cards) == "G16 G15 G14 G2"
    assert piles["last_trick"].played_by == (1, 2, 3, 0)
    assert piles["last_trick"].marks == ((0, "won"), (3, "worst"))   # G16 won it, G2 is the worst
    assert piles["discard"].cards == (None,) * 4
    disc = piles["disc:0"]
    assert (disc.kind, disc.owner, disc.cards) == (PileKind.TOKEN, 0, ())
    assert view.facts == (Reason.of("fools_per_trick", count=1), Reason.of("sits_out", seat=0))
    assert view.to_act == frozenset({1}) and view.prompt is None and view.legal_moves == ()
    assert RULES.observe(state, 0).prompt is None and RULES.observe(state, 1).prompt == Reason.of("lead_card")
    state = play(state, "1:Y10 2:Y4")
    view = RULES.observe(state, 3)
    trick = view.pile("trick")
    assert format_cards(trick.cards) == "Y10 Y4" and trick.played_by == (1, 2)
    assert Reason.of("lead_colour", colour="Y") in view.facts
    assert view.prompt == Reason.of("discard_card")
    assert view.history == ((1, "G16"), (2, "G15"), (3, "G14"), (0, "G2"), (1, "Y10"), (2, "Y4"))


def test_prompts_to_follow_and_after_a_wild_lead() -> None:
    state = play(deal(fill(4, {1: "W1", 2: "G5", 3: "G2"})), "1:W1")
    assert RULES.observe(state, 2).prompt == Reason.of("set_lead_colour")
    state = play(state, "2:G5")
    assert RULES.observe(state, 3).prompt == Reason.of("follow_colour", colour="G")


def test_two_discs_and_voids() -> None:
    fixed = {1: "G26 R10", 2: "G25 R3", 3: "G24 G2", 4: "G23 R15", 5: "G22 W1", 6: "G3", 0: "G4"}
    state = play(deal(fill(7, fixed, {3: "R"})), "1:G26 2:G25 3:G24 4:G23 5:G22 6:G3 0:G4")
    view = RULES.observe(state, 1)
    assert [p.id for p in view.piles if p.kind is PileKind.TOKEN] == ["disc:6", "disc:0"]
    assert view.pile("last_trick").marks == ((0, "won"), (5, "worst"), (6, "worst"))
    assert {Reason.of("sits_out", seat=6), Reason.of("sits_out", seat=0)} <= set(view.facts)
    assert RULES.to_act(state) == frozenset({1}) and RULES.legal_moves(state, 0) == ()
    state = play(state, "1:R10 2:R3 3:G2 4:R15 5:W1")
    view = RULES.observe(state, 4)
    assert view.voids[3] == 1 << 1 and view.voids[5] == 0   # P3 showed no red; a wild one proves nothing
    for seed in range(10):
        world = RULES.sample_world(view, random.Random(seed))
        assert RULES.observe(world, 4) == view
        assert not any(c.colour == "R" for c in cards_of(world.hands[3]))


def test_sampled_worlds_at_the_end_of_a_round() -> None:
    state = RULES.new_deal(FoolOptions(), 5, 2, random.Random(9))
    rng = random.Random(4)
    while not RULES.is_over(state):
        (seat,) = RULES.to_act(state)
        moves = RULES.legal_moves(state, seat)
        state = RULES.apply(state, seat, moves[rng.randrange(len(moves))])
    view = RULES.observe(state, 0)
    assert view.over and view.points == state.points and view.facts[1:] == tuple(
        Reason.of("fool", seat=s) for s in state.discs)
    assert RULES.observe(RULES.sample_world(view, random.Random(1)), 0) == view


# --- the contract under every non-default option ---------------------------------------------------------

VARIANTS = [(FoolOptions(deck_table=DeckTable.FIRST_EDITION), seats) for seats in (4, 5, 6)] + [
    (FoolOptions(two_fools_from=TwoFoolsFrom.EIGHT), 7), (FoolOptions(two_fools_from=TwoFoolsFrom.NEVER), 8),
    (FoolOptions(tie_worst=TieWorst.EARLIER_PLAYED), 5),
    (FoolOptions(all_wild_trick_winner=AllWildTrickWinner.LAST_PLAYED), 8),
    (FoolOptions(all_wild_trick_winner=AllWildTrickWinner.LAST_PLAYED, tie_worst=TieWorst.EARLIER_PLAYED), 7),
    (FoolOptions(wild_one_penalty=0, go_out_bonus=50, fool_go_out_score=10,
                 tie_rule=TieRule.MOST_BONUSES), 4)]


@pytest.mark.parametrize(("options", "seats"), [
    pytest.param(o, n, id=f"{n}p-" + ",".join(f"{k}={v}" for k, v in o.changed().items()))
    for o, n in VARIANTS])
def test_contract_with_house_rules(options: FoolOptions, seats: int) -> None:
    for seed in range(2):
        final, _ = play_random(GAME, seats, options, 500 + seed, check=True)
        assert RULES.is_over(final) and len(final.discs) == options.fools_per_trick(seats)


def test_random_matches_end_by_the_rules() -> None:
    for seats, seed in ((4, 1), (6, 2), (8, 3)):
        match, logs = play_match(Match.new("fool", seats, FoolOptions(), seed=seed), [RandomPlayer()] * seats)
        totals = match.totals
        counts = bonus_counts(match.results, seats)
        assert match.is_over() and (min(totals) <= -80 or max(counts) >= 6)
        earlier = match.results[:-1]
        assert not RULES.match_over(FoolOptions(), seats, earlier)
        assert match.winners() == tuple(s for s in range(seats) if totals[s] == max(totals))
        for result, log in zip(match.results, logs, strict=True):
            assert result.points == log.final.points
        again = Match.from_dict(match.to_dict())
        assert again.is_over() and again.winners() == match.winners()


def test_every_card_is_played_from_a_hand_once() -> None:
    state = RULES.new_deal(FoolOptions(), 6, 0, random.Random(11))
    played = 0
    rng = random.Random(2)
    while not RULES.is_over(state):
        (seat,) = RULES.to_act(state)
        moves = RULES.legal_moves(state, seat)
        state = RULES.apply(state, seat, moves[rng.randrange(len(moves))])
        bit = 1 << (state.log[-1][1][-1] if not state.trick else state.trick[-1])
        assert not played & bit
        played |= bit
    assert played | sum(state.hands) == state.deal.deck and not played & sum(state.hands)
