"""Hjerterfri's phrases: every ``Reason`` key its rules produce (``engine/games/hearts``), its
scoresheet columns and its buttons. The template for the other games' tables."""

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
    # hints and the computer's reasons (engine/games/hearts/ai/__init__.py REASONS)
    "lead_low": QT_TRANSLATE_NOOP("Reasons:hearts", "Lead low: {card} is unlikely to win the trick."),
    "lead_safe": QT_TRANSLATE_NOOP("Reasons:hearts", "Lead {card}: several higher cards of that suit are "
                                                     "still out."),
    "flush_queen": QT_TRANSLATE_NOOP("Reasons:hearts", "Lead a low spade, {card}, to drive out the queen of "
                                                       "spades."),
    "first_trick_high": QT_TRANSLATE_NOOP("Reasons:hearts", "No points can fall in the first trick: get rid "
                                                            "of {card}."),
    "take_safe_trick": QT_TRANSLATE_NOOP("Reasons:hearts", "Last to play and no points in the trick: take "
                                                           "it with {card}."),
    "duck": QT_TRANSLATE_NOOP("Reasons:hearts", "{card} is the highest card that still loses the trick."),
    "dump_queen": QT_TRANSLATE_NOOP("Reasons:hearts", "Get rid of the queen of spades."),
    "win_high": QT_TRANSLATE_NOOP("Reasons:hearts", "This trick cannot be ducked: win it with the highest "
                                                    "card, {card}."),
    "cannot_duck": QT_TRANSLATE_NOOP("Reasons:hearts", "Nothing ducks under this trick: play the lowest, "
                                                       "{card}, and hope someone goes higher."),
    "break_moon": QT_TRANSLATE_NOOP("Reasons:hearts", "{seat} is taking every point: take this trick with "
                                                      "{card} to stop the moon."),
    "deny_moon": QT_TRANSLATE_NOOP("Reasons:hearts", "{seat} is taking every point: give them {card}, which "
                                                     "costs nothing."),
    "dump_high_spade": QT_TRANSLATE_NOOP("Reasons:hearts", "The queen of spades is still out: get rid of "
                                                           "{card}."),
    "dump_heart": QT_TRANSLATE_NOOP("Reasons:hearts", "You cannot follow suit: get rid of {card}."),
    "dump_high_card": QT_TRANSLATE_NOOP("Reasons:hearts", "You cannot follow suit: get rid of the high "
                                                          "{card}."),
    "follow_low": QT_TRANSLATE_NOOP("Reasons:hearts", "Follow with the lowest card, {card}."),
    "hunch": QT_TRANSLATE_NOOP("Reasons:hearts", "Just a hunch."),
    "search_best": QT_TRANSLATE_NOOP("Reasons:hearts", "{card} did best in {worlds} imagined deals."),
    "shoot_moon": QT_TRANSLATE_NOOP("Reasons:hearts", "Going for the moon: {card}."),
    "pass_queen": QT_TRANSLATE_NOOP("Reasons:hearts", "Pass {cards}: the queen of spades is too poorly "
                                                      "guarded to keep."),
    "pass_high_spades": QT_TRANSLATE_NOOP("Reasons:hearts", "Pass {cards}: high spades catch the queen."),
    "pass_high_hearts": QT_TRANSLATE_NOOP("Reasons:hearts", "Pass {cards}: high hearts win tricks full of "
                                                            "points."),
    "pass_to_void": QT_TRANSLATE_NOOP("Reasons:hearts", "Pass {cards}: with no {suit} left you can throw "
                                                        "points when it is led."),
    "pass_high_cards": QT_TRANSLATE_NOOP("Reasons:hearts", "Pass {cards}: high cards win tricks."),
    "pass_for_moon": QT_TRANSLATE_NOOP("Reasons:hearts", "Pass {cards} and try to shoot the moon."),
    "moon_win_now": QT_TRANSLATE_NOOP("Reasons:hearts", "Scored this way, the moon wins the game."),
    "moon_keep_playing": QT_TRANSLATE_NOOP("Reasons:hearts", "Taking 26 off your own score keeps the game "
                                                             "going."),
    "moon_others": QT_TRANSLATE_NOOP("Reasons:hearts", "Give everyone else 26 points."),
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
