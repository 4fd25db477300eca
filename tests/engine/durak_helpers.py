"""Helpers for the Durak tests: stacked deals, mid-deal positions and move scripts.

``deal`` stacks a real deck: the hands as written, then the card turned for trump, then the talon
in draw order; the cards not named fill the talon after the named ones (in index order), so every
scenario uses the whole pack. ``position`` starts a bout in the middle of a deal (talon as given,
every card not in a hand or the talon in the discard pile): scenarios such as "the defender
started the bout with three cards" need a position a stacked deal reaches only after many bouts.
Everything after the set-up is played with move texts through the public API.
"""

from __future__ import annotations

import random
from typing import Any

from fjols_desktop.engine.cards import (
    DECK24,
    DECK36,
    DECK52,
    Suit,
    cards_of,
    mask_of,
    parse_card,
    parse_cards,
    stack_deck,
)
from fjols_desktop.engine.game_loop import replay
from fjols_desktop.engine.games.durak import DurakOptions, DurakRules, flow
from fjols_desktop.engine.games.durak.options import DeckSize, TrumpSixExchange
from fjols_desktop.engine.games.durak.state import (
    EMPTY_LOG,
    F_BEATS,
    F_BOUT,
    F_DEAL,
    F_DISCARD,
    F_DISCARDED,
    F_FOOLS,
    F_LAST_ATTACK,
    F_LOG,
    F_OUT,
    F_REVEALED,
    F_RIGHT,
    F_SECOND,
    F_TALON,
    KNOWN,
    ROOT,
    DurakState,
    made,
)
from fjols_desktop.engine.rules import MatchContext

RULES = DurakRules()
NO_SWAP = DurakOptions(trump_six_exchange=TrumpSixExchange.OFF)
PACKS = {DeckSize.CARDS_24: DECK24, DeckSize.CARDS_36: DECK36, DeckSize.CARDS_52: DECK52}


def deal(hands: list[str], trump: str | None, talon: str = "", options: DurakOptions = NO_SWAP,
         dealer: int | None = None, number: int = 1) -> DurakState:
    """A stacked deal. The default dealer is the last seat and the default deal is a later one
    (``number=1``), so seat 0 attacks first (the dealer's left neighbour). ``trump=None``: the hands
    take the whole pack (the dealer's last card fixes trump)."""
    dealt = [parse_cards(h) for h in hands]
    turned = [parse_card(trump)] if trump else []
    named = [c for h in dealt for c in h] + turned + list(parse_cards(talon))
    rest = [c for c in PACKS[options.deck] if c not in named]
    dealer = len(hands) - 1 if dealer is None else dealer
    order = stack_deck(dealt, dealer, [*turned, *parse_cards(talon), *rest])
    return RULES.new_deal(options, len(hands), dealer, random.Random(0), deck=order,
                          context=MatchContext(number))


def position(hands: list[str], talon: str = "", *, trump: str = "H", attacker: int = 0,
             options: DurakOptions = NO_SWAP, dealer: int | None = None,
             discarded: bool = True) -> DurakState:
    """The start of a bout in the middle of a deal: ``attacker``'s seat attacks; the talon is given in
    draw order (its last card is the face-up trump and fixes the trump suit)."""
    seats = len(hands)
    masks = [mask_of(parse_cards(h)) for h in hands]
    talon_cards = tuple(c.index for c in parse_cards(talon))
    dealer = seats - 1 if dealer is None else dealer
    base = RULES.new_deal(options, seats, dealer, random.Random(0), context=MatchContext(1))
    suit = talon_cards[-1] // 13 if talon_cards else Suit.from_letter(trump)
    table = base.deal.table
    trump_card = talon_cards[-1] if talon_cards else suit * 13 + 12
    deal_facts = base.deal._replace(trump=suit, trump_card=trump_card, six=suit * 13 + table.lowest - 2,
                                    holder=-1, first_attacker=attacker, shown=-1)
    in_play = sum(masks) | sum(1 << c for c in talon_cards)
    s: list[Any] = list(base._f)
    s[F_DEAL] = deal_facts
    s[:seats] = masks   # the hands' slots (``state.hands_of``)
    s[KNOWN:KNOWN + seats] = (0,) * seats   # the known cards' slots
    s[F_TALON] = talon_cards
    s[F_BEATS] = flow.beats_for(deal_facts, -1)
    s[F_SECOND] = s[F_REVEALED] = -1
    s[F_DISCARD] = table.deck & ~in_play
    s[F_DISCARDED] = discarded
    s[F_RIGHT] = -1
    s[F_BOUT] = 5
    s[F_OUT] = () if talon_cards else tuple(p for p in range(seats) if not masks[p])
    s[F_LAST_ATTACK] = ((-1,) * seats, ROOT, None)   # the root of its chain (``state.latest_by_seat``)
    s[F_FOOLS] = ()
    s[F_LOG] = EMPTY_LOG
    main, defender = flow.roles(table, masks, attacker)
    flow.start_bout(s, main, defender, attacker)
    return made(s)


def play(state: DurakState, *moves: str) -> DurakState:
    """Apply moves written "seat:text", e.g. "1:defend 7S 9S"."""
    pairs = []
    for text in moves:
        seat, move = text.split(":", 1)
        pairs.append((int(seat), move))
    return replay(RULES, state, pairs)


def pass_all(state: DurakState) -> DurakState:
    """Every attacker asked to throw in or add passes."""
    while RULES.legal_moves(state, state.turn) and str(RULES.legal_moves(state, state.turn)[-1]) == "pass":
        state = RULES.apply(state, state.turn, RULES.parse_move("pass"))
    return state


def legal(state: DurakState, seat: int | None = None) -> list[str]:
    return sorted(str(m) for m in RULES.legal_moves(state, state.turn if seat is None else seat))


def hand(state: DurakState, seat: int) -> list[str]:
    return sorted(str(c) for c in cards_of(state.hands[seat]))


def cards(text: str) -> list[str]:
    return sorted(text.split())


def mask(text: str) -> int:
    return mask_of(parse_cards(text))


def random_deal(options: DurakOptions, seats: int, seed: int, number: int = 0) -> DurakState:
    return RULES.new_deal(options, seats, seed % seats, random.Random(seed), context=MatchContext(number))
