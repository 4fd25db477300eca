"""Festudgaven's phrases: every ``Reason`` key its rules produce (``engine/games/festudgave``:
refusals and notes in ``rules.py``, facts and prompts in ``view.py``, option checks in
``options.py``), its scoresheet columns, its buttons and the plate tags. The signal race's own
words (each player's key, "signal now!") are the table's, in ``gui/race.py``."""

from __future__ import annotations

from . import QT_TRANSLATE_NOOP, Entry, Phrase, Tag

REASONS: dict[str, Entry] = {
    # refusals (FestudgaveRules.explain_illegal)
    "not_in_round": QT_TRANSLATE_NOOP("Reasons:festudgave", "{seat} is out of the game."),
    "already_signalled": QT_TRANSLATE_NOOP("Reasons:festudgave", "You have already signalled."),
    "must_signal": QT_TRANSLATE_NOOP("Reasons:festudgave", "{trigger} has signalled: signal too, quickly!"),
    "signal_needs_time": QT_TRANSLATE_NOOP("Reasons:festudgave", "Signal with your key."),
    "signal_too_late": QT_TRANSLATE_NOOP("Reasons:festudgave", "Too late: the time to signal is over."),
    "no_trigger_yet": QT_TRANSLATE_NOOP("Reasons:festudgave", "Nobody has signalled yet."),
    "already_chose": QT_TRANSLATE_NOOP("Reasons:festudgave", "You have chosen your card: wait for the others."),
    "wait_for_card": QT_TRANSLATE_NOOP("Reasons:festudgave", "Wait for the next card to reach you."),
    "false_signal/penalty=reject": QT_TRANSLATE_NOOP("Reasons:festudgave", "You do not have four of a kind: the "
                                                                           "signal does not count."),
    "false_signal/penalty=lose_round": QT_TRANSLATE_NOOP("Reasons:festudgave", "Careful: without four of a kind a "
                                                                               "signal makes you the fjols."),
    "false_signal": QT_TRANSLATE_NOOP("Reasons:festudgave", "{seat} signalled without four of a kind."),
    "take_needs_free_flow": QT_TRANSLATE_NOOP("Reasons:festudgave", "Everybody passes at once here: there is nothing "
                                                                    "to take."),
    "hand_full": QT_TRANSLATE_NOOP("Reasons:festudgave", "Your hand is full: pass a card first."),
    "nothing_to_take": QT_TRANSLATE_NOOP("Reasons:festudgave", "No card is waiting for you."),
    "take_first": QT_TRANSLATE_NOOP("Reasons:festudgave", "You hold {cards} cards: take the waiting card first."),
    "not_a_festudgave_move": QT_TRANSLATE_NOOP("Reasons:festudgave", "That is not a move in this game."),
    # prompts
    "choose_pass": QT_TRANSLATE_NOOP("Reasons:festudgave", "Choose a card to pass to {to}."),
    "choose_pass/to=-1": QT_TRANSLATE_NOOP("Reasons:festudgave", "Choose a card for the discard pile."),
    "take_card": QT_TRANSLATE_NOOP("Reasons:festudgave", "Take the card waiting for you."),
    "four_of_a_kind": QT_TRANSLATE_NOOP("Reasons:festudgave", "Four of a kind: signal!"),
    "signal_now": QT_TRANSLATE_NOOP("Reasons:festudgave", "{trigger} signalled: signal too, quickly!"),
    # facts
    "false_signal_penalty/penalty=lose_round": QT_TRANSLATE_NOOP("Reasons:festudgave", "A false signal makes you the "
                                                                                       "fjols."),
    "false_signal_penalty/penalty=reject": QT_TRANSLATE_NOOP("Reasons:festudgave", "A false signal does not count."),
    "end_theme/theme=nose": QT_TRANSLATE_NOOP("Reasons:festudgave", "Four of a kind: finger on your nose!"),
    "end_theme/theme=spoons": QT_TRANSLATE_NOOP("Reasons:festudgave", "Four of a kind: grab a spoon!"),
    "tick": QT_TRANSLATE_NOOP("Reasons:festudgave", "Passing round {number}"),
    "next_card_from": QT_TRANSLATE_NOOP("Reasons:festudgave", "Your next card comes from {seat}."),
    "next_card_from_stock": QT_TRANSLATE_NOOP("Reasons:festudgave", "Your next card comes from the stock."),
    "trigger": QT_TRANSLATE_NOOP("Reasons:festudgave", "{seat} signalled first!"),
    "spoons_left": (QT_TRANSLATE_NOOP("Reasons:festudgave", "One spoon left"),
                    QT_TRANSLATE_NOOP("Reasons:festudgave", "{count} spoons left")),
    "spoons_left/count=0": QT_TRANSLATE_NOOP("Reasons:festudgave", "No spoons left"),
    "eliminated": QT_TRANSLATE_NOOP("Reasons:festudgave", "{seat} has the whole word and is out."),
    "fjols": QT_TRANSLATE_NOOP("Reasons:festudgave", "{seat} is the fjols!"),
    "unfinished": QT_TRANSLATE_NOOP("Reasons:festudgave", "Nobody signalled in time; the round is dealt again."),
    # deal notes
    "late": QT_TRANSLATE_NOOP("Reasons:festudgave", "{seat} was too late."),
    # house-rule combinations (FestudgaveOptions.check)
    "stock_needs_cards": QT_TRANSLATE_NOOP("Reasons:festudgave", "With a draw pile at most {maximum} can play, not "
                                                                 "{seats}."),
    # hints and the computer's reasons (engine/games/festudgave/ai/__init__.py REASONS)
    "hunch": QT_TRANSLATE_NOOP("Reasons:festudgave", "Just a hunch."),
    "signal_back": QT_TRANSLATE_NOOP("Reasons:festudgave", "{trigger} signalled: signal too, quickly!"),
    "signal_quad": QT_TRANSLATE_NOOP("Reasons:festudgave", "Four of a kind ({rank}): signal!"),
    "take_next": QT_TRANSLATE_NOOP("Reasons:festudgave", "Take the card waiting for you."),
    "collect_most": QT_TRANSLATE_NOOP("Reasons:festudgave", "Collect {rank}, the rank you hold most of: pass on "
                                                            "{card}."),
    "collect_coming": QT_TRANSLATE_NOOP("Reasons:festudgave", "Collect {rank}: your right neighbour has passed you "
                                                              "some lately, so more may come. Pass on {card}."),
    "search_pass": QT_TRANSLATE_NOOP("Reasons:festudgave", "Pass on {card}: in {worlds} it gave four of a kind "
                                                           "first {percent}% of the time."),
}

ARGS: dict[str, str] = {"trigger": "seat", "cards": "text", "rank": "rank", "worlds": "rounds"}

TAGS: dict[str, Tag] = {
    "trigger": Tag(QT_TRANSLATE_NOOP("Tags:festudgave", "signalled first"), "attack"),
    "eliminated": Tag(QT_TRANSLATE_NOOP("Tags:festudgave", "out"), "neutral"),
    "fjols": Tag(QT_TRANSLATE_NOOP("Tags:festudgave", "fjols!"), "bad"),
}

SIGNS = ("spoons_left",)

COLUMNS: dict[str, Phrase] = {
    "matchsticks": QT_TRANSLATE_NOOP("Columns:festudgave", "Matchsticks"),
    "letters": QT_TRANSLATE_NOOP("Columns:festudgave", "Letters"),
    "eliminated": QT_TRANSLATE_NOOP("Columns:festudgave", "Out"),
}

BUTTONS: dict[str, Phrase] = {
    "pass": QT_TRANSLATE_NOOP("Buttons:festudgave", "Pass this card"),
    "take": QT_TRANSLATE_NOOP("Buttons:festudgave", "Take the card"),
    "signal": QT_TRANSLATE_NOOP("Buttons:festudgave", "Signal: four of a kind!"),
}
