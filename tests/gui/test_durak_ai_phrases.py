"""Every reason Durak's computer levels give (``engine/games/durak/ai/__init__.py`` REASONS) has a phrase in
Durak's table, and the reasons they give in real play read as sentences with every argument filled
in (cards as K♣, no raw engine words)."""

from __future__ import annotations

import random
import re

from fjols_desktop.engine.errors import Reason
from fjols_desktop.engine.games.durak import DurakOptions, DurakRules
from fjols_desktop.engine.games.durak.ai import REASONS, EasyPlayer, HardPlayer, MediumPlayer
from fjols_desktop.gui import i18n
from fjols_desktop.gui.i18n import common, durak

NAMES = ("Sofie", "Bjørn", "Åse", "Karl")


def test_every_advice_reason_has_a_phrase() -> None:
    missing = sorted(k for k in REASONS if k not in durak.REASONS and k not in common.REASONS)
    assert missing == []


def test_advice_given_in_play_reads_as_a_sentence() -> None:
    rules = DurakRules()
    seen: dict[str, str] = {}
    for variant, seats in (("podkidnoy", 2), ("perevodnoy", 3), ("prostoy", 2)):
        state = rules.new_deal(DurakOptions.from_dict({"variant": variant}), seats, 0, random.Random(4))
        players = [HardPlayer(seconds=None, playouts=6), MediumPlayer(), EasyPlayer()][:seats]
        rng = random.Random(4)
        while not rules.is_over(state):
            seat = state.turn
            advice = players[seat].advise(rules.observe(state, seat), rng)
            text = i18n.phrase(advice.reason, NAMES, "durak")
            assert i18n.is_phrased(advice.reason, "durak"), advice.reason
            assert not re.search(r"\{\w*\}", text), (advice.reason, text)
            assert not re.search(r"\b[a-z]+_[a-z_]+\b", text), (advice.reason, text)
            seen[advice.reason.key] = text
            state = rules.apply(state, seat, advice.move)
    assert len(seen) >= 10


def test_arguments_read_as_cards() -> None:
    assert i18n.phrase(Reason.of("lead_pair", laid_cards="7C 7D"), NAMES, "durak") == \
        "Attack with the low cards of one rank together: 7♣ 7♦."
    assert i18n.phrase(Reason.of("search_defend", attack="8S", card="6H", worlds=12), NAMES, "durak") == \
        "Beating 8♠ with 6♥ did best in 12 imagined deals."
