"""Hjerterfri's phrases: every ``Reason`` key its rules produce (``engine/games/hearts``), its
scoresheet columns and its buttons. The template for the other games' tables. The computer levels'
reasons are phrased in ``advice.py`` (``ADVICE["hearts"]``)."""

from __future__ import annotations

from . import QT_TRANSLATE_NOOP, Entry, Phrase

REASONS: dict[str, Entry] = {
    # refusals (HeartsRules.explain_illegal)
    "deal_over": QT_TRANSLATE_NOOP("Reasons:hearts", "The hand is over."),
    "already_passed": QT_TRANSLATE_NOOP("Reasons:hearts", "You have already passed your cards."),
    "not_your_turn": QT_TRANSLATE_NOOP("Reasons:hearts", "Wait: it is {turn}'s turn."),
    "must_pass": (QT_TRANSLATE_NOOP("Reasons:hearts", "First choose one card to pass."),
                  QT_TRANSLATE_NOOP("Reasons:hearts", "First choose {count} cards to pass.")),
    "pass_count": (QT_TRANSLATE_NOOP("Reasons:hearts", "Pass exactly one card."),
                   QT_TRANSLATE_NOOP("Reasons:hearts", "Pass exactly {count} cards.")),
    "card_not_in_hand": QT_TRANSLATE_NOOP("Reasons:hearts", "You do not hold {card}."),
    "moon_choice_needed": QT_TRANSLATE_NOOP("Reasons:hearts", "You shot the moon: choose how to score it."),
    "must_play_card": QT_TRANSLATE_NOOP("Reasons:hearts", "Play a card from your hand."),
    "must_lead_opening": QT_TRANSLATE_NOOP("Reasons:hearts", "The first trick starts with {card}."),
    "hearts_not_broken": QT_TRANSLATE_NOOP("Reasons:hearts", "Hearts are not broken yet: lead another suit."),
    "must_follow": QT_TRANSLATE_NOOP("Reasons:hearts", "You must follow suit: you still hold {suit}."),
    "no_queen_first_trick": QT_TRANSLATE_NOOP("Reasons:hearts", "No Q♠ in the first trick: play a heart instead."),
    "no_points_first_trick": QT_TRANSLATE_NOOP("Reasons:hearts", "No hearts or Q♠ in the first trick while you hold "
                                                                 "another card."),
    # prompts (HeartsRules._prompt)
    "choose_pass": (QT_TRANSLATE_NOOP("Reasons:hearts", "Choose one card to pass to {to}."),
                    QT_TRANSLATE_NOOP("Reasons:hearts", "Choose {count} cards to pass to {to}.")),
    "moon_choice": QT_TRANSLATE_NOOP("Reasons:hearts", "You shot the moon! Give everyone else 26, or take 26 off "
                                                       "your own score."),
    "lead_opening": QT_TRANSLATE_NOOP("Reasons:hearts", "Lead {card} to start the hand."),
    "lead_card": QT_TRANSLATE_NOOP("Reasons:hearts", "Lead a card."),
    "follow_suit": QT_TRANSLATE_NOOP("Reasons:hearts", "Follow suit: play a {suit}."),
    "discard_card": QT_TRANSLATE_NOOP("Reasons:hearts", "You cannot follow suit: play any card."),
    # facts and deal labels
    "pass_direction": QT_TRANSLATE_NOOP("Reasons:hearts", "Passing {direction}"),
    "pass_direction/direction=hold": QT_TRANSLATE_NOOP("Reasons:hearts", "No passing this hand"),
    "hearts_broken": QT_TRANSLATE_NOOP("Reasons:hearts", "Hearts are broken"),
    "moon": QT_TRANSLATE_NOOP("Reasons:hearts", "{seat} shot the moon!"),
    # the scorekeeper's sum check for scores typed in from real cards (HeartsRules, store/scorekeeper.py)
    "deal_points_sum": QT_TRANSLATE_NOOP("Reasons:hearts", "The points add up to {total}; a hand gives {expected} "
                                                           "(or is a moon). Save anyway?"),
    # house-rule combinations (HeartsOptions.check)
    "pass_cycle_needs_five": QT_TRANSLATE_NOOP("Reasons:hearts", "Passing two seats away needs five players, "
                                                                 "not {seats}."),
    # house rules refused as they are built (HeartsOptions.__post_init__)
    "ten_of_diamonds_twice": QT_TRANSLATE_NOOP("Reasons:hearts", "The ten of diamonds already has its own rule: "
                                                                 "switch that off, or take it out of the list."),
    "card_points_too_many": QT_TRANSLATE_NOOP("Reasons:hearts", "At most {limit} cards may have their own points, "
                                                                "not {count}."),
}

COLUMNS: dict[str, Phrase] = {
    "tricks": QT_TRANSLATE_NOOP("Columns:hearts", "Tricks"),
    "hearts": QT_TRANSLATE_NOOP("Columns:hearts", "♥"),
    "queen": QT_TRANSLATE_NOOP("Columns:hearts", "Q♠"),
}

BUTTONS: dict[str, Phrase] = {
    "pass": QT_TRANSLATE_NOOP("Buttons:hearts", "Pass these cards"),
    "moon_others": QT_TRANSLATE_NOOP("Buttons:hearts", "Everyone else +26"),
    "moon_self": QT_TRANSLATE_NOOP("Buttons:hearts", "Me −26"),
}
