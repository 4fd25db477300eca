"""Davoserjas' phrases: every ``Reason`` key its rules produce (``engine/games/davoserjas``: refusals
and prompts in ``trick_round.py`` and ``kabale.py``, round facts in ``rounds.py``, option checks in
``options.py``), the round names (``VALUES["id"]``, for the standard keys and the presets' keys), the
scoresheet columns (``cards:<pattern>`` for a round's penalty cards), the pass button, the plate tags
and the round sign in the middle of the table."""

from __future__ import annotations

from . import QT_TRANSLATE_NOOP, Entry, Phrase, Tag

REASONS: dict[str, Entry] = {
    # refusals
    "not_your_turn": QT_TRANSLATE_NOOP("Reasons:davoserjas", "Wait: it is {turn}'s turn."),
    "no_pass_in_trick_rounds": QT_TRANSLATE_NOOP("Reasons:davoserjas", "There is no passing in this round: play a "
                                                                       "card."),
    "must_lay_when_able": QT_TRANSLATE_NOOP("Reasons:davoserjas", "A card of yours fits, so you may not pass."),
    "must_lay_or_pass": QT_TRANSLATE_NOOP("Reasons:davoserjas", "Lay a card in the kabale, or pass."),
    "must_lay_seven": QT_TRANSLATE_NOOP("Reasons:davoserjas", "Lay your seven first."),
    "card_does_not_fit": QT_TRANSLATE_NOOP("Reasons:davoserjas", "{card} does not fit the {row} row yet."),
    # prompts
    "lead_card": QT_TRANSLATE_NOOP("Reasons:davoserjas", "Lead any card."),
    "follow_suit": QT_TRANSLATE_NOOP("Reasons:davoserjas", "Follow suit: play a {suit}."),
    "discard_card": QT_TRANSLATE_NOOP("Reasons:davoserjas", "You cannot follow suit: play any card."),
    "lay_card": QT_TRANSLATE_NOOP("Reasons:davoserjas", "Lay a card next to its row."),
    "must_pass": QT_TRANSLATE_NOOP("Reasons:davoserjas", "Nothing fits: you must pass."),
    # the round (a fact, the deal's label and the sign on the table)
    "round/name=": QT_TRANSLATE_NOOP("Reasons:davoserjas", "Round {index} of {of}: {id}"),
    "round": QT_TRANSLATE_NOOP("Reasons:davoserjas", "Round {index} of {of}: {name}"),
    "round_penalty/what=trick": QT_TRANSLATE_NOOP("Reasons:davoserjas", "+{points} per trick"),
    "round_penalty/what=cards": QT_TRANSLATE_NOOP("Reasons:davoserjas", "+{points} per {cards} taken"),
    "round_penalty/what=first_trick": QT_TRANSLATE_NOOP("Reasons:davoserjas", "+{points} for the first trick"),
    "round_penalty/what=last_trick": QT_TRANSLATE_NOOP("Reasons:davoserjas", "+{points} for the last trick"),
    "round_penalty/what=pass": QT_TRANSLATE_NOOP("Reasons:davoserjas", "+{points} per pass"),
    "round_penalty/what=card_left": QT_TRANSLATE_NOOP("Reasons:davoserjas", "+{points} per card left when someone "
                                                                            "is out"),
    "round_penalty/what=place": QT_TRANSLATE_NOOP("Reasons:davoserjas", "+{points} per place behind the winner"),
    "round_penalty": QT_TRANSLATE_NOOP("Reasons:davoserjas", "+{points}"),
    "round_bonus/what=first_out": QT_TRANSLATE_NOOP("Reasons:davoserjas", "−{points} for the first out"),
    "round_bonus": QT_TRANSLATE_NOOP("Reasons:davoserjas", "−{points}"),
    # other facts
    "cards_removed": QT_TRANSLATE_NOOP("Reasons:davoserjas", "Out of play: {cards}"),
    "ace_low": QT_TRANSLATE_NOOP("Reasons:davoserjas", "The ace is low."),
    "kabale_ace/ace=low": QT_TRANSLATE_NOOP("Reasons:davoserjas", "The ace goes below the two."),
    "kabale_ace/ace=high": QT_TRANSLATE_NOOP("Reasons:davoserjas", "The ace goes above the king."),
    "kabale_sevens/mode=setup": QT_TRANSLATE_NOOP("Reasons:davoserjas", "The sevens were laid out first."),
    "kabale_sevens/mode=forced_on_turn": QT_TRANSLATE_NOOP("Reasons:davoserjas", "Holding a seven, you lay it "
                                                                                 "first."),
    "kabale_sevens/mode=free_on_turn": QT_TRANSLATE_NOOP("Reasons:davoserjas", "Sevens are laid in turn."),
    "row": QT_TRANSLATE_NOOP("Reasons:davoserjas", "{suit}"),
    "out": QT_TRANSLATE_NOOP("Reasons:davoserjas", "{seat} is out ({place})."),
    "stopped_early": QT_TRANSLATE_NOOP("Reasons:davoserjas", "Every penalty was taken after trick {after_trick}."),
    # house rules (DavoserjasOptions, Round, CardPenalty)
    "bad_card_pattern": QT_TRANSLATE_NOOP("Reasons:davoserjas", "“{cards}” names no cards: write suits (C D H S), "
                                                                "ranks (2–10 J Q K A) or cards like KC."),
    "duplicate_card_penalty": QT_TRANSLATE_NOOP("Reasons:davoserjas", "Round “{round}” penalises the same cards "
                                                                      "twice."),
    "duplicate_round": QT_TRANSLATE_NOOP("Reasons:davoserjas", "A round is listed twice."),
    "no_rounds": QT_TRANSLATE_NOOP("Reasons:davoserjas", "At least one round must be played."),
    "too_many_rounds": QT_TRANSLATE_NOOP("Reasons:davoserjas", "At most {maximum} rounds."),
    "removed_twos_order": QT_TRANSLATE_NOOP("Reasons:davoserjas", "List each of the four twos once."),
    "round_name_too_long": QT_TRANSLATE_NOOP("Reasons:davoserjas", "The name of round “{round}” is too long."),
    "bad_round_key": QT_TRANSLATE_NOOP("Reasons:davoserjas", "Round key “{round}”: use lower-case letters, digits "
                                                             "and _."),
    "bad_place_points": QT_TRANSLATE_NOOP("Reasons:davoserjas", "Round “{round}” needs five place points (for 3 "
                                                                "to 7 players)."),
    "invalid_round_option": QT_TRANSLATE_NOOP("Reasons:davoserjas", "Round “{round}” has a value that cannot be "
                                                                    "used."),
    # hints and the computer's reasons (engine/games/davoserjas/ai/__init__.py REASONS)
    "lead_low": QT_TRANSLATE_NOOP("Reasons:davoserjas", "Lead low with {card}: someone else holds a higher card of "
                                                        "that suit."),
    "lead_sure": QT_TRANSLATE_NOOP("Reasons:davoserjas", "Lead {card}: nobody else holds a higher card of that suit, "
                                                         "so it wins the trick."),
    "lead_safe": QT_TRANSLATE_NOOP("Reasons:davoserjas", "Lead {card}: several higher cards of that suit are "
                                                         "still out."),
    "flush_penalty": QT_TRANSLATE_NOOP("Reasons:davoserjas", "Lead a low card, {card}, to drive out the costly "
                                                             "cards above it."),
    "lead_high_early": QT_TRANSLATE_NOOP("Reasons:davoserjas", "Only the last trick costs: lead the high {card} "
                                                               "while tricks are still free."),
    "shed_high": QT_TRANSLATE_NOOP("Reasons:davoserjas", "Nothing in this trick costs so far: get rid of the high "
                                                         "{card}."),
    "take_safe_trick": QT_TRANSLATE_NOOP("Reasons:davoserjas", "Last to play and the trick costs nothing: take "
                                                               "it with {card}."),
    "duck": QT_TRANSLATE_NOOP("Reasons:davoserjas", "{card} is the highest card that still loses the trick."),
    "stay_under": QT_TRANSLATE_NOOP("Reasons:davoserjas", "{card} stays under the trick: someone else takes it."),
    "dump_penalty": QT_TRANSLATE_NOOP("Reasons:davoserjas", "Someone else takes this trick: give them {card}, "
                                                            "which costs points."),
    "win_high": QT_TRANSLATE_NOOP("Reasons:davoserjas", "This trick cannot be ducked: win it with the highest "
                                                        "card, {card}."),
    "cannot_duck": QT_TRANSLATE_NOOP("Reasons:davoserjas", "Nothing ducks under this trick: play the lowest, "
                                                           "{card}, and hope someone goes higher."),
    "keep_low_for_last": QT_TRANSLATE_NOOP("Reasons:davoserjas", "Play {card} and keep for the last trick the card "
                                                                 "the others are likelier to beat."),
    "dump_high_card": QT_TRANSLATE_NOOP("Reasons:davoserjas", "You cannot follow suit: get rid of the high "
                                                              "{card}."),
    "follow_low": QT_TRANSLATE_NOOP("Reasons:davoserjas", "Follow with the lowest card, {card}."),
    "lay_toward_own": (QT_TRANSLATE_NOOP("Reasons:davoserjas", "Lay {card}: it opens the way to a card of your own "
                                                               "further along the row."),
                       QT_TRANSLATE_NOOP("Reasons:davoserjas", "Lay {card}: it opens the way to {count} cards of "
                                                               "your own further along the row.")),
    "lay_row_end": QT_TRANSLATE_NOOP("Reasons:davoserjas", "Lay {card}: it opens nothing for the others."),
    "lay_least_help": QT_TRANSLATE_NOOP("Reasons:davoserjas", "Lay {card}: it helps the others least; hold back "
                                                              "the cards they are waiting for."),
    "lay_any": QT_TRANSLATE_NOOP("Reasons:davoserjas", "Lay {card}: it fits."),
    "hunch": QT_TRANSLATE_NOOP("Reasons:davoserjas", "Just a hunch."),
    "search_best": QT_TRANSLATE_NOOP("Reasons:davoserjas", "{card} did best in {worlds}."),
}

# A deal's label on the scoresheet: just the round's name, short (VALUES["LABELS:id"]).
LABELS: dict[str, Entry] = {
    "round/name=": QT_TRANSLATE_NOOP("Reasons:davoserjas", "{id}"),
    "round": QT_TRANSLATE_NOOP("Reasons:davoserjas", "{name}"),
}

ARGS: dict[str, str] = {"row": "suit", "cards": "pattern", "round": "text"}

VALUES: dict[str, dict[str, Phrase]] = {
    "id": {
        "tricks": QT_TRANSLATE_NOOP("Rounds:davoserjas", "Avoid tricks"),
        "clubs": QT_TRANSLATE_NOOP("Rounds:davoserjas", "Avoid clubs"),
        "queens": QT_TRANSLATE_NOOP("Rounds:davoserjas", "Avoid queens"),
        "king_of_clubs": QT_TRANSLATE_NOOP("Rounds:davoserjas", "Avoid the king of clubs"),
        "last_trick": QT_TRANSLATE_NOOP("Rounds:davoserjas", "Avoid the last trick"),
        "first_trick": QT_TRANSLATE_NOOP("Rounds:davoserjas", "Avoid the first trick"),
        "hearts": QT_TRANSLATE_NOOP("Rounds:davoserjas", "Avoid hearts"),
        "kabale": QT_TRANSLATE_NOOP("Rounds:davoserjas", "The kabale"),
        "first_and_last_trick": QT_TRANSLATE_NOOP("Rounds:davoserjas", "Avoid the first and the last trick"),
        "all_rules": QT_TRANSLATE_NOOP("Rounds:davoserjas", "All rules at once"),
        "black_cards": QT_TRANSLATE_NOOP("Rounds:davoserjas", "Avoid black cards"),
        "diamonds": QT_TRANSLATE_NOOP("Rounds:davoserjas", "Avoid diamonds"),
        "king_of_clubs_and_last_trick": QT_TRANSLATE_NOOP("Rounds:davoserjas", "Avoid K♣ and the last trick"),
    },
    "LABELS:id": {
        "tricks": QT_TRANSLATE_NOOP("Rounds:davoserjas", "Tricks"),
        "clubs": QT_TRANSLATE_NOOP("Rounds:davoserjas", "Clubs"),
        "queens": QT_TRANSLATE_NOOP("Rounds:davoserjas", "Queens"),
        "king_of_clubs": QT_TRANSLATE_NOOP("Rounds:davoserjas", "K♣"),
        "last_trick": QT_TRANSLATE_NOOP("Rounds:davoserjas", "Last trick"),
        "first_trick": QT_TRANSLATE_NOOP("Rounds:davoserjas", "First trick"),
        "hearts": QT_TRANSLATE_NOOP("Rounds:davoserjas", "Hearts"),
        "kabale": QT_TRANSLATE_NOOP("Rounds:davoserjas", "Kabale"),
        "first_and_last_trick": QT_TRANSLATE_NOOP("Rounds:davoserjas", "First + last"),
        "all_rules": QT_TRANSLATE_NOOP("Rounds:davoserjas", "All rules"),
        "black_cards": QT_TRANSLATE_NOOP("Rounds:davoserjas", "Black cards"),
        "diamonds": QT_TRANSLATE_NOOP("Rounds:davoserjas", "Diamonds"),
        "king_of_clubs_and_last_trick": QT_TRANSLATE_NOOP("Rounds:davoserjas", "K♣ + last"),
    },
    "place": {str(n): text for n, text in enumerate((
        QT_TRANSLATE_NOOP("Reasons:davoserjas", "1st"), QT_TRANSLATE_NOOP("Reasons:davoserjas", "2nd"),
        QT_TRANSLATE_NOOP("Reasons:davoserjas", "3rd"), QT_TRANSLATE_NOOP("Reasons:davoserjas", "4th"),
        QT_TRANSLATE_NOOP("Reasons:davoserjas", "5th"), QT_TRANSLATE_NOOP("Reasons:davoserjas", "6th"),
        QT_TRANSLATE_NOOP("Reasons:davoserjas", "7th")), start=1)},
}

TAGS: dict[str, Tag] = {
    "out": Tag(QT_TRANSLATE_NOOP("Tags:davoserjas", "{place} out"), "good"),
}

SIGNS = ("round", "round_penalty", "round_bonus")

COLUMNS: dict[str, Phrase] = {
    "tricks": QT_TRANSLATE_NOOP("Columns:davoserjas", "Tricks"),
    "cards": QT_TRANSLATE_NOOP("Columns:davoserjas", "{cards}"),
    "first_trick": QT_TRANSLATE_NOOP("Columns:davoserjas", "First trick"),
    "last_trick": QT_TRANSLATE_NOOP("Columns:davoserjas", "Last trick"),
    "passes": QT_TRANSLATE_NOOP("Columns:davoserjas", "Passes"),
    "cards_left": QT_TRANSLATE_NOOP("Columns:davoserjas", "Cards left"),
    "place": QT_TRANSLATE_NOOP("Columns:davoserjas", "Place"),
}

BUTTONS: dict[str, Phrase] = {
    "pass": QT_TRANSLATE_NOOP("Buttons:davoserjas", "Pass (nothing fits)"),
}
