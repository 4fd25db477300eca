"""Fool!'s phrases: every ``Reason`` key its rules produce (``engine/games/fool/rules.py``: refusals,
prompts, facts, the disc's label, deal notes; ``options.py``: option checks), the computer levels'
reasons (``engine/games/fool/ai/__init__.py``, ``REASONS``), its scoresheet columns, the plate tags (who sits
out, who is a fool) and the lead-colour sign in the middle of the table."""

from __future__ import annotations

from . import QT_TRANSLATE_NOOP, Entry, Phrase, Tag

REASONS: dict[str, Entry] = {
    # refusals (FoolRules.explain_illegal)
    "not_your_turn": QT_TRANSLATE_NOOP("Reasons:fool", "Wait: it is {turn}'s turn."),
    "sitting_out": QT_TRANSLATE_NOOP("Reasons:fool", "You hold a fool disc: you sit out this trick."),
    "must_follow_colour": QT_TRANSLATE_NOOP("Reasons:fool", "You must follow {colour} (or play a wild 1)."),
    # prompts
    "lead_card": QT_TRANSLATE_NOOP("Reasons:fool", "Lead any card."),
    "set_lead_colour": QT_TRANSLATE_NOOP("Reasons:fool", "A wild 1 was led: your card sets the colour."),
    "follow_colour": QT_TRANSLATE_NOOP("Reasons:fool", "Play {colour} (or a wild 1)."),
    "discard_card": QT_TRANSLATE_NOOP("Reasons:fool", "You cannot follow the colour: play any card."),
    # facts, the disc, notes
    "fools_per_trick": (QT_TRANSLATE_NOOP("Reasons:fool", "One fool per trick"),
                        QT_TRANSLATE_NOOP("Reasons:fool", "{count} fools per trick")),
    "lead_colour": QT_TRANSLATE_NOOP("Reasons:fool", "Lead colour: {colour}"),
    "lead_colour_undetermined": QT_TRANSLATE_NOOP("Reasons:fool", "Lead colour: the next coloured card"),
    "sits_out": QT_TRANSLATE_NOOP("Reasons:fool", "{seat} sits out this trick."),
    "fool": QT_TRANSLATE_NOOP("Reasons:fool", "{seat} played the worst card: the fool!"),
    "fool_disc": QT_TRANSLATE_NOOP("Reasons:fool", "Fool disc: sits out the next trick"),
    "out_as_fool": QT_TRANSLATE_NOOP("Reasons:fool", "{seat} went out but is a fool: no bonus."),
    # house-rule combinations (FoolOptions.check)
    "deck_table_seats": QT_TRANSLATE_NOOP("Reasons:fool", "This choice of cards is for {minimum} to {maximum} "
                                                          "players, not {seats}."),
    "deck_not_even": QT_TRANSLATE_NOOP("Reasons:fool", "These cards cannot be dealt evenly to {seats} players."),
    # hints and the computer's reasons (engine/games/fool/ai/__init__.py REASONS)
    "lead_top": QT_TRANSLATE_NOOP("Reasons:fool", "Lead {card}: no higher card of its colour is left, so it wins "
                                                  "the trick."),
    "lead_into_void": QT_TRANSLATE_NOOP("Reasons:fool", "Lead {card}: {seat} has no {colour} left and must play "
                                                        "another colour or a wild 1."),
    "lead_safe": QT_TRANSLATE_NOOP("Reasons:fool", "Lead {card}: it will most likely stay above the cards still to "
                                                   "come."),
    "lead_high": QT_TRANSLATE_NOOP("Reasons:fool", "Lead your highest card, {card}."),
    "lead_wild": QT_TRANSLATE_NOOP("Reasons:fool", "Lead a wild 1: the next coloured card sets the colour."),
    "set_colour": QT_TRANSLATE_NOOP("Reasons:fool", "A wild 1 was led: {card} sets the colour."),
    "safe_dump": QT_TRANSLATE_NOOP("Reasons:fool", "{card} cannot be the worst card of this trick any more: get "
                                                   "rid of it safely."),
    "wild_safe": QT_TRANSLATE_NOOP("Reasons:fool", "A wild 1 counts as the lead colour, so it stays above any "
                                                   "card of another colour."),
    "follow_above": QT_TRANSLATE_NOOP("Reasons:fool", "Play {card}: it will most likely stay above the cards "
                                                      "still to come."),
    "discard_high": QT_TRANSLATE_NOOP("Reasons:fool", "You cannot follow the colour: get rid of {card}."),
    "sacrifice": QT_TRANSLATE_NOOP("Reasons:fool", "You will probably be the fool whatever you play: at least "
                                                   "get rid of {card}."),
    "last_trick_dump": QT_TRANSLATE_NOOP("Reasons:fool", "The round ends with this trick: get rid of the most "
                                                         "expensive card, {card}."),
    "least_risk": QT_TRANSLATE_NOOP("Reasons:fool", "Play {card}: of your cards it is the least likely to "
                                                    "be the worst."),
    "likely_safe": QT_TRANSLATE_NOOP("Reasons:fool", "Play {card}: it will most likely not be the worst card of "
                                                     "the trick."),
    "risky_shed": QT_TRANSLATE_NOOP("Reasons:fool", "Play {card}: it may well make you the fool, but it is worth "
                                                    "getting rid of."),
    "beat_lowest": QT_TRANSLATE_NOOP("Reasons:fool", "Play {card}: it is not the lowest card in the trick "
                                                     "so far."),
    "follow_lowest": QT_TRANSLATE_NOOP("Reasons:fool", "Nothing of yours beats the lowest card in the trick: "
                                                       "play the lowest, {card}."),
    "hunch": QT_TRANSLATE_NOOP("Reasons:fool", "Just a hunch."),
    "search_best": QT_TRANSLATE_NOOP("Reasons:fool", "Play {card}: it did best in {worlds}."),
}

TAGS: dict[str, Tag] = {
    "sits_out": Tag(QT_TRANSLATE_NOOP("Tags:fool", "sits out"), "bad"),
    "fool": Tag(QT_TRANSLATE_NOOP("Tags:fool", "fool!"), "bad"),
}

SIGNS = ("lead_colour", "lead_colour_undetermined")

COLUMNS: dict[str, Phrase] = {
    "bonus": QT_TRANSLATE_NOOP("Columns:fool", "Out (+10)"),
    "cards_left": QT_TRANSLATE_NOOP("Columns:fool", "Cards left"),
}
