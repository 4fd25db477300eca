"""A slow, literal reading of Fjols (``resources/rules/en/fjols.md#high-trump-and-low-trump`` and
``resources/rules/en/fjols.md#how-a-deal-goes`` pseudo-code) with lists of cards, used to check the fast
bit-mask engine move by move (``test_fjols_rules.test_engine_matches_the_reference``).

It shares nothing with the engine but ``Card``: no masks, no precomputed tables, no shortcuts.
"""

from __future__ import annotations

from fjols_desktop.engine.games.fjols.options import FollowSuit, PickupMode, VoluntaryPickup


class ReferenceFjols:
    def __init__(self, options, seats, dealer, deck):
        size = options.hand_size
        self.o = options
        self.seats = seats
        self.hands = [[] for _ in range(seats)]
        for i in range(seats * size):
            self.hands[(dealer + 1 + i) % seats].append(deck[i])
        turned = deck[seats * size]
        self.stock = list(deck[seats * size + 1:])
        self.high = turned.suit
        self.low = turned.suit.partner
        self.chain = [(turned, None)]
        self.discard = []
        self.out = []
        self.to_act = (dealer + 1) % seats
        self.phase = "RESPOND"
        self.chain_began_with = seats

    def klass(self, card):
        return 2 if card.suit == self.high else 1 if card.suit == self.low else 0

    def beats(self, c, t):
        if c.suit == t.suit:
            if self.klass(t) == 1 and not self.o.low_beats_low:
                return False
            return c.rank > t.rank
        return self.klass(c) > self.klass(t)

    def next_active(self, p):
        q = (p + 1) % self.seats
        while not self.hands[q]:
            q = (q + 1) % self.seats
        return q

    def legal(self):
        if self.phase == "OVER":
            return set()
        hand = self.hands[self.to_act]
        if self.phase == "LEAD":
            return {str(c) for c in hand}
        t = self.chain[-1][0]
        beaters = [c for c in hand if self.beats(c, t)]
        in_suit = [c for c in beaters if c.suit == t.suit]
        mode = self.o.follow_suit
        if mode is FollowSuit.SUIT_FIRST:
            plays = in_suit if in_suit else beaters
        elif mode is FollowSuit.STRICT_VOID:
            plays = in_suit if any(c.suit == t.suit for c in hand) else beaters
        else:
            plays = beaters
        v = self.o.voluntary_pickup
        pickup = (not plays or v is VoluntaryPickup.ALWAYS
                  or (v is VoluntaryPickup.WHEN_NO_SUIT_BEATER and not in_suit))
        return {str(c) for c in plays} | ({"pickup"} if pickup else set())

    def apply(self, text):
        assert text in self.legal()
        p = self.to_act
        if text == "pickup":
            if self.o.pickup is PickupMode.LAST_CARD:
                self.hands[p].append(self.chain.pop()[0])
                self.discard += [c for c, _ in self.chain]
            else:
                self.hands[p] += [c for c, _ in self.chain]
            self.chain = []
            self.to_act = self.next_active(p)
            self.phase = "LEAD"
            self.chain_began_with = sum(1 for h in self.hands if h)
            return
        card = next(c for c in self.hands[p] if str(c) == text)
        if self.phase == "LEAD":
            self.chain = []
        self.hands[p].remove(card)
        self.chain.append((card, p))
        if self.stock:
            self.hands[p].append(self.stock.pop(0))
        if not self.hands[p]:
            self.out.append(p)
        if sum(1 for h in self.hands if h) <= 1:
            self.phase = "OVER"
            return
        played = sum(1 for _, by in self.chain if by is not None)
        if self.o.chain_closes_after_full_round and played == self.chain_began_with:
            self.discard += [c for c, _ in self.chain]
            self.chain = []
            self.to_act = p if self.hands[p] else self.next_active(p)
            self.phase = "LEAD"
            self.chain_began_with = sum(1 for h in self.hands if h)
            return
        self.to_act = self.next_active(p)
        self.phase = "RESPOND"
