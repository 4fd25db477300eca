"""Fjols' phrases: every ``Reason`` key its rules produce (``engine/games/fjols/rules.py``: refusals,
prompts, facts, deal notes; ``options.py``: option checks), its scoresheet columns, its button, the
plate tags (who is out, who is the fjols) and the trump signs in the middle of the table."""

from __future__ import annotations

from . import QT_TRANSLATE_NOOP, Entry, Phrase, Tag

REASONS: dict[str, Entry] = {
    # refusals (FjolsRules.explain_illegal)
    "not_your_turn": QT_TRANSLATE_NOOP("Reasons:fjols", "Wait: it is {turn}'s turn."),
    "must_beat": QT_TRANSLATE_NOOP("Reasons:fjols", "That card does not beat {card}."),
    "must_follow_suit": QT_TRANSLATE_NOOP("Reasons:fjols", "You can beat {card} with a higher {suit}: play that."),
    "pickup_not_allowed/why=can_beat_in_suit": QT_TRANSLATE_NOOP("Reasons:fjols", "You can beat {card} in its suit, "
                                                                                   "so you may not pick up."),
    "pickup_not_allowed/why=can_beat": QT_TRANSLATE_NOOP("Reasons:fjols", "You can beat {card}, so you may not pick "
                                                                          "up."),
    "pickup_not_allowed": QT_TRANSLATE_NOOP("Reasons:fjols", "You may not pick up {card} now."),
    "nothing_to_pick_up": QT_TRANSLATE_NOOP("Reasons:fjols", "There is nothing to pick up: lead any card."),
    "not_a_fjols_move": QT_TRANSLATE_NOOP("Reasons:fjols", "That is not a move in Fjols."),
    # prompts
    "lead_card": QT_TRANSLATE_NOOP("Reasons:fjols", "Lead any card."),
    "beat_card": QT_TRANSLATE_NOOP("Reasons:fjols", "Beat {card}, or pick it up."),
    "must_pick_up": QT_TRANSLATE_NOOP("Reasons:fjols", "You cannot beat {card}: pick it up."),
    # facts and labels
    "high_trump": QT_TRANSLATE_NOOP("Reasons:fjols", "High trump {suit}"),
    "low_trump": QT_TRANSLATE_NOOP("Reasons:fjols", "Low trump {suit}"),
    "turned_card": QT_TRANSLATE_NOOP("Reasons:fjols", "Turned up: {card}"),
    "out/place=1": QT_TRANSLATE_NOOP("Reasons:fjols", "{seat} went out first and has won."),
    "out": QT_TRANSLATE_NOOP("Reasons:fjols", "{seat} is out ({place})."),
    "fjols": QT_TRANSLATE_NOOP("Reasons:fjols", "{seat} is the fjols!"),
    # deal notes
    "first_out": QT_TRANSLATE_NOOP("Reasons:fjols", "{seat} went out first."),
    "unfinished": QT_TRANSLATE_NOOP("Reasons:fjols", "The deal went on too long; it is dealt again."),
    # hints and the computer's reasons (engine/games/fjols/ai/__init__.py REASONS)
    "hunch": QT_TRANSLATE_NOOP("Reasons:fjols", "Just a hunch."),
    "lead_lowest": QT_TRANSLATE_NOOP("Reasons:fjols", "Lead the lowest card, {card}."),
    "beat_lowest": QT_TRANSLATE_NOOP("Reasons:fjols", "Beat {target} with the lowest card that will do, {card}."),
    "lead_weak": QT_TRANSLATE_NOOP("Reasons:fjols", "Lead the weakest card, {card}, and keep the trumps for "
                                                    "beating."),
    "lead_weakest": QT_TRANSLATE_NOOP("Reasons:fjols", "Lead the weakest card, {card}."),
    "lead_hard_for_next": QT_TRANSLATE_NOOP("Reasons:fjols", "{seat} has one card left: lead {card}, the hardest "
                                                             "card to beat."),
    "go_out": QT_TRANSLATE_NOOP("Reasons:fjols", "Play the last card, {card}, and go out."),
    "hard_for_next": QT_TRANSLATE_NOOP("Reasons:fjols", "{seat} is nearly out: give them {card}, the hardest card "
                                                        "to beat."),
    "pick_up_trump": QT_TRANSLATE_NOOP("Reasons:fjols", "Pick up the trump {card} rather than spend {keep}: the "
                                                        "stock is still large."),
    "top_trump": QT_TRANSLATE_NOOP("Reasons:fjols", "Nobody else can beat {card}: no card that beats it is left in "
                                                    "the other hands or the stock."),
    "beat_cheap": QT_TRANSLATE_NOOP("Reasons:fjols", "Beat {target} with the cheapest card, {card}, and keep the "
                                                     "trumps."),
    "beat_low_trump": QT_TRANSLATE_NOOP("Reasons:fjols", "No plain card of yours beats {target}: beat it with the "
                                                         "low trump {card}."),
    "beat_high_trump": QT_TRANSLATE_NOOP("Reasons:fjols", "Only a high trump of yours beats {target}: use the "
                                                          "lowest, {card}."),
    "search_best": QT_TRANSLATE_NOOP("Reasons:fjols", "{card} did best in {worlds} played to the "
                                                      "end."),
    "search_pickup": QT_TRANSLATE_NOOP("Reasons:fjols", "Picking up did best in {worlds} played to "
                                                        "the end."),
}

ARGS: dict[str, str] = {"target": "card", "keep": "card"}

VALUES: dict[str, dict[str, Phrase]] = {
    "place": {"1": QT_TRANSLATE_NOOP("Reasons:fjols", "1st"), "2": QT_TRANSLATE_NOOP("Reasons:fjols", "2nd"),
              "3": QT_TRANSLATE_NOOP("Reasons:fjols", "3rd"), "4": QT_TRANSLATE_NOOP("Reasons:fjols", "4th"),
              "5": QT_TRANSLATE_NOOP("Reasons:fjols", "5th")},
}

TAGS: dict[str, Tag] = {
    "out/place=1": Tag(QT_TRANSLATE_NOOP("Tags:fjols", "won!"), "good"),
    "out": Tag(QT_TRANSLATE_NOOP("Tags:fjols", "{place} out"), "good"),
    "fjols": Tag(QT_TRANSLATE_NOOP("Tags:fjols", "fjols!"), "bad"),
}

SIGNS = ("high_trump", "low_trump")

COLUMNS: dict[str, Phrase] = {
    "matchsticks": QT_TRANSLATE_NOOP("Columns:fjols", "Matchsticks"),
    "place": QT_TRANSLATE_NOOP("Columns:fjols", "Place"),
}

BUTTONS: dict[str, Phrase] = {
    "pickup": QT_TRANSLATE_NOOP("Buttons:fjols", "Pick up"),
}
