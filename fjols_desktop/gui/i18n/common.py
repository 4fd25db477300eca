"""Phrases shared by every game: the engine's generic refusals and option errors, the table's own
hints, card vocabulary (FOOL! colours, pass directions; the rank letters are in ``letters.py``) and the generic buttons,
columns and computer levels. A game's table (``<game id>.py``) overrides any key here."""

from __future__ import annotations

from . import QT_TRANSLATE_NOOP, Entry, Phrase

REASONS: dict[str, Entry] = {
    # the engine's generic keys (rules.py, match.py, options.py)
    "not_allowed_now": QT_TRANSLATE_NOOP("Reasons", "That move is not allowed now."),
    "not_your_turn": QT_TRANSLATE_NOOP("Reasons", "It is not your turn."),
    "deal_over": QT_TRANSLATE_NOOP("Reasons", "This deal is over."),
    "card_not_in_hand": QT_TRANSLATE_NOOP("Reasons", "You do not hold {card}."),
    "must_follow": QT_TRANSLATE_NOOP("Reasons", "You must follow suit: you still hold {suit}."),
    "must_play_card": QT_TRANSLATE_NOOP("Reasons", "Play a card from your hand."),
    "seats_out_of_range": QT_TRANSLATE_NOOP("Reasons", "This game is for {minimum} to {maximum} players, not {seats}."),
    "invalid_option": QT_TRANSLATE_NOOP("Reasons", "The house rule “{option}” has a value that cannot be used."),
    "options_not_object": QT_TRANSLATE_NOOP("Reasons", "The saved house rules could not be read."),
    "card_points_twice": QT_TRANSLATE_NOOP("Reasons", "{card} is listed twice: give each card its points once."),
    "card_points_range": QT_TRANSLATE_NOOP("Reasons", "{card} may count from {minimum} to {maximum} points, not "
                                                      "{value}."),
    # the table's own situations
    "handoff_pending": QT_TRANSLATE_NOOP("Reasons", "Pass the computer to {seat} first."),
    "drop_target_hint": QT_TRANSLATE_NOOP("Reasons", "Drop the card on {pile}."),
    "cannot_drop_here": QT_TRANSLATE_NOOP("Reasons", "{card} cannot be played there."),
    "select_more": (QT_TRANSLATE_NOOP("Reasons", "Select one more card."),
                    QT_TRANSLATE_NOOP("Reasons", "Select {count} more cards.")),
    "computer_failed": QT_TRANSLATE_NOOP("Reasons", "{seat}'s computer player failed; a random move was played."),
    # the computer players' generic reasons (engine/players.py, engine/search.py)
    "only_move": QT_TRANSLATE_NOOP("Reasons", "This is the only move allowed."),
    "only_sensible_move": QT_TRANSLATE_NOOP("Reasons", "The other moves all come to the same."),
    "random_choice": QT_TRANSLATE_NOOP("Reasons", "Chosen at random."),
    "no_reason": QT_TRANSLATE_NOOP("Reasons", "No reason given."),
    "search_best": QT_TRANSLATE_NOOP("Reasons", "This did best in {worlds}."),
}

# The rank indices on cards and in sentences (J/Q/K/A, B/D/K/E ...) are not here: they follow each
# country's printed decks, a data table in ``letters.py``.

COLOURS: dict[str, Phrase] = {
    "G": QT_TRANSLATE_NOOP("Cards", "green"),
    "R": QT_TRANSLATE_NOOP("Cards", "red"),
    "Y": QT_TRANSLATE_NOOP("Cards", "yellow"),
    "B": QT_TRANSLATE_NOOP("Cards", "blue"),
    "W": QT_TRANSLATE_NOOP("Cards", "wild"),
}

DIRECTIONS: dict[str, Phrase] = {
    "left": QT_TRANSLATE_NOOP("Reasons", "to the left"),
    "right": QT_TRANSLATE_NOOP("Reasons", "to the right"),
    "across": QT_TRANSLATE_NOOP("Reasons", "across"),
    "left2": QT_TRANSLATE_NOOP("Reasons", "two seats to the left"),
    "right2": QT_TRANSLATE_NOOP("Reasons", "two seats to the right"),
    "hold": QT_TRANSLATE_NOOP("Reasons", "no passing"),
}

# Pile kinds: as the object of a hint ("Drop the card on the trick.") ...
PILE_TARGETS: dict[str, Phrase] = {
    "hand": QT_TRANSLATE_NOOP("Piles", "your hand"),
    "trick": QT_TRANSLATE_NOOP("Piles", "the trick"),
    "stock": QT_TRANSLATE_NOOP("Piles", "the stock"),
    "turned": QT_TRANSLATE_NOOP("Piles", "the turned card"),
    "discard": QT_TRANSLATE_NOOP("Piles", "the discard pile"),
    "chain": QT_TRANSLATE_NOOP("Piles", "the chain"),
    "bout": QT_TRANSLATE_NOOP("Piles", "the table"),
    "row": QT_TRANSLATE_NOOP("Piles", "a row"),
    "pass": QT_TRANSLATE_NOOP("Piles", "the cards to pass"),
}

# ... and as a label on the table.
PILE_LABELS: dict[str, Phrase] = {
    "hand": QT_TRANSLATE_NOOP("Piles", "Hand"),
    "trick": QT_TRANSLATE_NOOP("Piles", "Trick"),
    "last_trick": QT_TRANSLATE_NOOP("Piles", "Last trick"),
    "taken": QT_TRANSLATE_NOOP("Piles", "Taken"),
    "stock": QT_TRANSLATE_NOOP("Piles", "Stock"),
    "turned": QT_TRANSLATE_NOOP("Piles", "Turned card"),
    "discard": QT_TRANSLATE_NOOP("Piles", "Discard pile"),
    "chain": QT_TRANSLATE_NOOP("Piles", "Chain"),
    "bout": QT_TRANSLATE_NOOP("Piles", "Table"),
    "row": QT_TRANSLATE_NOOP("Piles", "Row"),
    "pass": QT_TRANSLATE_NOOP("Piles", "Passed"),
    "token": QT_TRANSLATE_NOOP("Piles", "FOOL"),
}

COLUMNS: dict[str, Phrase] = {
    "points": QT_TRANSLATE_NOOP("Columns", "Points"),
    "tricks": QT_TRANSLATE_NOOP("Columns", "Tricks"),
    "matchsticks": QT_TRANSLATE_NOOP("Columns", "Matchsticks"),
    "fools": QT_TRANSLATE_NOOP("Columns", "Fool"),
    "cards_left": QT_TRANSLATE_NOOP("Columns", "Cards left"),
    "place": QT_TRANSLATE_NOOP("Columns", "Place"),
}

BUTTONS: dict[str, Phrase] = {
    "play": QT_TRANSLATE_NOOP("Buttons", "Play"),
    "pass": QT_TRANSLATE_NOOP("Buttons", "Pass"),
    "take": QT_TRANSLATE_NOOP("Buttons", "Take"),
    "done": QT_TRANSLATE_NOOP("Buttons", "Done"),
    "draw": QT_TRANSLATE_NOOP("Buttons", "Draw"),
    "signal": QT_TRANSLATE_NOOP("Buttons", "Signal!"),
}

LEVELS: dict[str, Phrase] = {
    "random": QT_TRANSLATE_NOOP("Levels", "random cards"),
    "easy": QT_TRANSLATE_NOOP("Levels", "easy"),
    "medium": QT_TRANSLATE_NOOP("Levels", "medium"),
    "hard": QT_TRANSLATE_NOOP("Levels", "hard"),
}
