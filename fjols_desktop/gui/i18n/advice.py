"""Why a computer player chose its move: the reason keys of the computer levels (``Advice.reason``,
issue 8) phrased for the hint (H) and for the teaching option that explains the computers' moves.

``ADVICE[game]`` maps a level's reason key to a phrase (context ``"Advice:<game>"``); ``ADVICE["common"]``
holds the keys every level may give. ``advice_phrase(reason, names, game)`` looks in the game's
table here, then in the game's own phrase table (``REASONS`` of ``gui/i18n/<game>.py``, where the
levels of Durak, Fjols, Festudgaven, Davoserjas and Fool! keep theirs), then the common one, and
falls back to the readable form of the key; ``no_reason`` (a player that does not explain itself)
is ``""``. The phrases follow "Hint: 7♥ —" and "Bjørn played Q♠:" alike.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.errors import Reason
from . import QT_TRANSLATE_NOOP, Entry, _module, fallback, format_entry

ADVICE: dict[str, dict[str, Entry]] = {
    "common": {
        "only_move": QT_TRANSLATE_NOOP("Advice", "the only move allowed."),
        "only_sensible_move": QT_TRANSLATE_NOOP("Advice", "the only sensible move."),
        "random_choice": QT_TRANSLATE_NOOP("Advice", "picked at random."),
        "hunch": QT_TRANSLATE_NOOP("Advice", "a hunch."),
        "search_best": QT_TRANSLATE_NOOP("Advice", "came out best after playing {worlds} possible deals to the "
                                                   "end."),
    },
    "hearts": {
        "lead_low": QT_TRANSLATE_NOOP("Advice:hearts", "lead low with {card}: someone else will probably have "
                                                       "to take the trick."),
        "lead_safe": QT_TRANSLATE_NOOP("Advice:hearts", "lead {card}: plenty of higher cards of that suit are "
                                                        "still out."),
        "flush_queen": QT_TRANSLATE_NOOP("Advice:hearts", "lead a low spade ({card}) to drive out Q♠."),
        "first_trick_high": QT_TRANSLATE_NOOP("Advice:hearts", "the first trick holds no points: a safe place for "
                                                               "a high card ({card})."),
        "take_safe_trick": QT_TRANSLATE_NOOP("Advice:hearts", "the trick holds no points, so {card} may win it "
                                                              "safely."),
        "duck": QT_TRANSLATE_NOOP("Advice:hearts", "duck under the trick with {card}."),
        "cannot_duck": QT_TRANSLATE_NOOP("Advice:hearts", "no card stays under the trick; {card} is the "
                                                          "cheapest."),
        "win_high": QT_TRANSLATE_NOOP("Advice:hearts", "the trick is lost anyway: win it with the highest card, "
                                                       "{card}."),
        "follow_low": QT_TRANSLATE_NOOP("Advice:hearts", "follow low with {card} and keep the high cards for "
                                                         "later."),
        "dump_queen": QT_TRANSLATE_NOOP("Advice:hearts", "cannot follow suit: a chance to get rid of Q♠!"),
        "dump_high_spade": QT_TRANSLATE_NOOP("Advice:hearts", "cannot follow suit: get rid of {card} while Q♠ is "
                                                              "still out."),
        "dump_heart": QT_TRANSLATE_NOOP("Advice:hearts", "cannot follow suit: get rid of a heart, {card}."),
        "dump_high_card": QT_TRANSLATE_NOOP("Advice:hearts", "cannot follow suit: get rid of the highest card, "
                                                             "{card}."),
        "break_moon": QT_TRANSLATE_NOOP("Advice:hearts", "take the trick with {card} so that {seat} cannot shoot "
                                                         "the moon."),
        "deny_moon": QT_TRANSLATE_NOOP("Advice:hearts", "keep points away from {seat}, who may be shooting the "
                                                        "moon."),
        "shoot_moon": QT_TRANSLATE_NOOP("Advice:hearts", "going for the moon: {card}."),
        "pass_queen": QT_TRANSLATE_NOOP("Advice:hearts", "pass on Q♠ and its dangerous company: {cards}."),
        "pass_high_spades": QT_TRANSLATE_NOOP("Advice:hearts", "pass the high spades that could catch Q♠: "
                                                               "{cards}."),
        "pass_to_void": QT_TRANSLATE_NOOP("Advice:hearts", "pass {cards} to run out of {suit}."),
        "pass_high_hearts": QT_TRANSLATE_NOOP("Advice:hearts", "pass the high hearts: {cards}."),
        "pass_high_cards": QT_TRANSLATE_NOOP("Advice:hearts", "pass the highest cards: {cards}."),
        "pass_for_moon": QT_TRANSLATE_NOOP("Advice:hearts", "keep the high cards to shoot the moon; pass {cards}."),
        "moon_win_now": QT_TRANSLATE_NOOP("Advice:hearts", "this choice wins the game now."),
        "moon_keep_playing": QT_TRANSLATE_NOOP("Advice:hearts", "this choice keeps the game going, and better "
                                                                "placed."),
        "moon_others": QT_TRANSLATE_NOOP("Advice:hearts", "giving everyone else 26 is worth more."),
    },
}


def advice_phrase(reason: Reason | None, names: Sequence[str] = (), game: str | None = None) -> str:
    """The reason as a phrase ("duck under the trick with 7♥."); "" for none or ``no_reason``."""
    if reason is None or reason.key == "no_reason":
        return ""
    own = getattr(_module(game), "REASONS", None) if game else None   # the game's phrase table
    for table in (ADVICE.get(game or ""), own, ADVICE["common"]):
        if table is not None and reason.key in table:
            return format_entry(table[reason.key], reason, names, game)
    return fallback(reason, names, game)
