"""Durak's phrases: every ``Reason`` key its rules produce (``engine/games/durak``: refusals in
``legal.py``, facts and prompts in ``view.py``, deal notes in ``rules.py``, option checks in
``options.py``), its scoresheet columns, its buttons, the plate tags (who attacks, who defends, who
is out) and the trump sign in the middle of the table."""

from __future__ import annotations

from . import QT_TRANSLATE_NOOP, Entry, Phrase, Tag

REASONS: dict[str, Entry] = {
    # refusals (legal.explain)
    "not_your_turn": QT_TRANSLATE_NOOP("Reasons:durak", "Wait: it is {turn}'s turn."),
    "already_beaten": QT_TRANSLATE_NOOP("Reasons:durak", "{card} is already beaten."),
    "already_shown": QT_TRANSLATE_NOOP("Reasons:durak", "You have already shown {card}."),
    "not_on_table": QT_TRANSLATE_NOOP("Reasons:durak", "{card} is not on the table."),
    "too_low": QT_TRANSLATE_NOOP("Reasons:durak", "{card} is too low to beat {attack}."),
    "wrong_suit": QT_TRANSLATE_NOOP("Reasons:durak", "{card} cannot beat {attack}: use a higher card of its suit "
                                                     "or a trump."),
    "cannot_beat_trump_with_plain": QT_TRANSLATE_NOOP("Reasons:durak", "{attack} is a trump: only a higher trump "
                                                                       "beats it."),
    "cannot_beat_higher_trump": QT_TRANSLATE_NOOP("Reasons:durak", "{card} cannot beat {attack}: that trump ranks "
                                                                   "higher."),
    "lead_one_rank": QT_TRANSLATE_NOOP("Reasons:durak", "Attack with cards of one rank only."),
    "must_attack": QT_TRANSLATE_NOOP("Reasons:durak", "You start this bout: attack with a card."),
    "rank_not_on_table": QT_TRANSLATE_NOOP("Reasons:durak", "Only ranks already on the table may be added; {card} "
                                                            "is not one of them."),
    "table_full": QT_TRANSLATE_NOOP("Reasons:durak", "The table is full: at most {cap} attack cards."),
    "defender_too_few_cards": QT_TRANSLATE_NOOP("Reasons:durak", "Too many: the defender holds only {cards} cards."),
    "defender_too_few_cards/cards=1": QT_TRANSLATE_NOOP("Reasons:durak", "Too many: the defender holds only one "
                                                                         "card."),
    "prostoy_attack_pattern": QT_TRANSLATE_NOOP("Reasons:durak", "In prostoy you attack with one card, a pair and "
                                                                 "one more, or two pairs and one more."),
    "prostoy_attack_size": QT_TRANSLATE_NOOP("Reasons:durak", "In prostoy you attack with one, three or five "
                                                              "cards, not {count}."),
    "take_not_in_prostoy": QT_TRANSLATE_NOOP("Reasons:durak", "There is no taking in prostoy: beat the cards or "
                                                              "say you are done."),
    "done_only_in_prostoy": QT_TRANSLATE_NOOP("Reasons:durak", "Beat the cards or take them."),
    "no_transfer": QT_TRANSLATE_NOOP("Reasons:durak", "Passing the attack on is not part of {variant}."),
    "no_show_transfer": QT_TRANSLATE_NOOP("Reasons:durak", "Passing on by showing a trump is not played at this "
                                                           "table."),
    "transfer_after_beat": QT_TRANSLATE_NOOP("Reasons:durak", "Too late to pass the attack on: a card is already "
                                                              "beaten."),
    "transfer_rank": QT_TRANSLATE_NOOP("Reasons:durak", "Pass the attack on with a {rank}."),
    "transfer_one_card": QT_TRANSLATE_NOOP("Reasons:durak", "Pass the attack on with one card only."),
    "not_trump_of_rank": QT_TRANSLATE_NOOP("Reasons:durak", "Show the trump of the attack's rank, not {card}."),
    "nobody_to_transfer_to": QT_TRANSLATE_NOOP("Reasons:durak", "There is nobody to pass the attack on to."),
    "new_defender_too_few_cards": QT_TRANSLATE_NOOP("Reasons:durak", "{seat} holds only {cards} cards: too few to "
                                                                     "defend {needed}."),
    "new_defender_too_few_cards/cards=1": QT_TRANSLATE_NOOP("Reasons:durak", "{seat} holds only one card: too few "
                                                                             "to defend {needed}."),
    "not_exchange_card": QT_TRANSLATE_NOOP("Reasons:durak", "Only {card} may be swapped for the trump card."),
    "exchange_or_decline": QT_TRANSLATE_NOOP("Reasons:durak", "First swap your {card} for the trump card, or keep "
                                                              "it."),
    # prompts (view.prompt); the first two are refusals too
    "beat_or_take": QT_TRANSLATE_NOOP("Reasons:durak", "Beat every card, or take them all."),
    "beat_or_done": QT_TRANSLATE_NOOP("Reasons:durak", "Beat the cards you can, then say you are done."),
    "throw_in_or_pass": QT_TRANSLATE_NOOP("Reasons:durak", "Add cards of the ranks on the table against {defender}, "
                                                           "or add nothing."),
    "add_on_take": QT_TRANSLATE_NOOP("Reasons:durak", "{defender} takes: add cards of the ranks on the table, or "
                                                      "add nothing."),
    "lead_attack": QT_TRANSLATE_NOOP("Reasons:durak", "Attack {defender}: drag a card (or several of one rank) to "
                                                      "the table."),
    "exchange_trump_six": QT_TRANSLATE_NOOP("Reasons:durak", "Swap your {card} for {trump} under the talon? Drop "
                                                             "it on the trump card."),
    # facts (view.facts)
    "trump": QT_TRANSLATE_NOOP("Reasons:durak", "Trump {suit}"),
    "second_trump/mode=ranked": QT_TRANSLATE_NOOP("Reasons:durak", "Second trump {suit}, above the first"),
    "second_trump/mode=replace": QT_TRANSLATE_NOOP("Reasons:durak", "Trump is now {suit}"),
    "trump_card_in_hand": QT_TRANSLATE_NOOP("Reasons:durak", "{card} sets trump and stays in {seat}'s hand."),
    "lowest_trump_shown": QT_TRANSLATE_NOOP("Reasons:durak", "{seat} showed {card}, the lowest trump, and "
                                                             "attacks first."),
    "exchange_right": QT_TRANSLATE_NOOP("Reasons:durak", "{seat} may swap {card} for the trump card."),
    "team": QT_TRANSLATE_NOOP("Reasons:durak", "Partners: {seats}"),
    "attacker": QT_TRANSLATE_NOOP("Reasons:durak", "{seat} attacks."),
    "defender": QT_TRANSLATE_NOOP("Reasons:durak", "{seat} defends."),
    "attack_cap": QT_TRANSLATE_NOOP("Reasons:durak", "At most {cap} attack cards in this bout."),
    "out": QT_TRANSLATE_NOOP("Reasons:durak", "{seat} is out."),
    # the end of the deal (facts and notes)
    "draw": QT_TRANSLATE_NOOP("Reasons:durak", "A draw: nobody is the durak."),
    "durak": QT_TRANSLATE_NOOP("Reasons:durak", "{seat} is the durak!"),
    "losing_team": QT_TRANSLATE_NOOP("Reasons:durak", "{seats} lose: they are the durak."),
    "durak_with_slips": QT_TRANSLATE_NOOP("Reasons:durak", "With slips: the last attack was a six!"),
    # house-rule combinations (DurakOptions.check)
    "variant_seats": QT_TRANSLATE_NOOP("Reasons:durak", "With {deck} cards, {variant} is for {minimum} to {maximum} "
                                                        "players, not {seats}."),
    "variant_seats/deck=24": QT_TRANSLATE_NOOP("Reasons:durak", "With 24 cards, {variant} is for two players, not "
                                                                "{seats}."),
    "teams_seats": QT_TRANSLATE_NOOP("Reasons:durak", "Teams of {teams} need {needed} players, not {seats}."),
    "prostoy_no_teams": QT_TRANSLATE_NOOP("Reasons:durak", "Prostoy is not played in teams."),
    # hints and the computer's reasons (engine/games/durak/ai/__init__.py REASONS)
    "hunch": QT_TRANSLATE_NOOP("Reasons:durak", "Just a hunch."),
    "lead_unbeatable": QT_TRANSLATE_NOOP("Reasons:durak", "Nobody can beat {card} any more: attack with it now."),
    "lead_pair_end": QT_TRANSLATE_NOOP("Reasons:durak", "The talon is nearly gone: attack with several cards of one "
                                                        "rank, {laid_cards}."),
    "lead_pair": QT_TRANSLATE_NOOP("Reasons:durak", "Attack with the low cards of one rank together: {laid_cards}."),
    "lead_low": QT_TRANSLATE_NOOP("Reasons:durak", "Attack with the lowest plain card, {card}, and keep the trumps."),
    "lead_low_trump": QT_TRANSLATE_NOOP("Reasons:durak", "Only trumps are left: attack with the lowest, {card}."),
    "lead_prostoy": QT_TRANSLATE_NOOP("Reasons:durak", "Attack with {laid_cards}: as many cards as you may lay "
                                                       "without a trump."),
    "keep_cards": QT_TRANSLATE_NOOP("Reasons:durak", "Add nothing: keep these cards for later."),
    "throw_out": QT_TRANSLATE_NOOP("Reasons:durak", "Add {laid_cards}: then your hand is empty."),
    "give_on_take": QT_TRANSLATE_NOOP("Reasons:durak", "The defender takes anyway: give them {laid_cards} too."),
    "throw_in_low": QT_TRANSLATE_NOOP("Reasons:durak", "Add the low cards {laid_cards}."),
    "throw_in_plain": QT_TRANSLATE_NOOP("Reasons:durak", "Add {laid_cards}: no trump among them."),
    "transfer_plain": QT_TRANSLATE_NOOP("Reasons:durak", "Pass the attack on with {card}: it costs no trump."),
    "transfer_show": QT_TRANSLATE_NOOP("Reasons:durak", "Show {card} and pass the attack on: it costs nothing."),
    "beat_cheap": QT_TRANSLATE_NOOP("Reasons:durak", "Beat {attack} with the cheapest card that does, {card}."),
    "beat_with_trump": QT_TRANSLATE_NOOP("Reasons:durak", "Only a trump beats {attack}: use the lowest, {card}."),
    "done_keep_trumps": QT_TRANSLATE_NOOP("Reasons:durak", "Stop beating here and keep your trumps."),
    "take_cannot_beat": QT_TRANSLATE_NOOP("Reasons:durak", "You cannot beat every card: take them."),
    "take_trump": QT_TRANSLATE_NOOP("Reasons:durak", "Take the trump you are offered: trumps are worth more early in "
                                                     "the game."),
    "take_keep_trumps": QT_TRANSLATE_NOOP("Reasons:durak", "Take the cards rather than spend {card} this early."),
    "exchange_six": QT_TRANSLATE_NOOP("Reasons:durak", "Swap {card} for the trump card under the talon: a higher trump "
                                                       "for the lowest."),
    "lead_lowest": QT_TRANSLATE_NOOP("Reasons:durak", "Attack with the lowest card, {card}."),
    "throw_lowest": QT_TRANSLATE_NOOP("Reasons:durak", "Add the lowest card that matches, {card}."),
    "beat_lowest": QT_TRANSLATE_NOOP("Reasons:durak", "Beat {attack} with {card}."),
    "search_defend": QT_TRANSLATE_NOOP("Reasons:durak", "Beating {attack} with {card} did best in {worlds}."),
    "search_attack": QT_TRANSLATE_NOOP("Reasons:durak", "Playing {laid_cards} did best in {worlds}."),
    "search_transfer": QT_TRANSLATE_NOOP("Reasons:durak", "Passing the attack on with {laid_cards} did best in "
                                                          "{worlds}."),
    "search_show": QT_TRANSLATE_NOOP("Reasons:durak", "Showing {card} to pass the attack on did best in {worlds}."),
    "search_take": QT_TRANSLATE_NOOP("Reasons:durak", "Taking the cards did best in {worlds}."),
    "search_done": QT_TRANSLATE_NOOP("Reasons:durak", "Stopping here did best in {worlds}."),
    "search_pass": QT_TRANSLATE_NOOP("Reasons:durak", "Adding nothing did best in {worlds}."),
    "search_best": QT_TRANSLATE_NOOP("Reasons:durak", "This did best in {worlds}."),
    "endgame_defend": QT_TRANSLATE_NOOP("Reasons:durak", "The talon is empty and every card is known: beating {attack} "
                                                         "with {card} plays out best."),
    "endgame_attack": QT_TRANSLATE_NOOP("Reasons:durak", "The talon is empty and every card is known: {laid_cards} "
                                                         "plays out best."),
    "endgame_take": QT_TRANSLATE_NOOP("Reasons:durak", "The talon is empty and every card is known: taking plays out "
                                                       "best."),
    "endgame_done": QT_TRANSLATE_NOOP("Reasons:durak", "The talon is empty and every card is known: stopping here "
                                                       "plays out best."),
    "endgame_pass": QT_TRANSLATE_NOOP("Reasons:durak", "The talon is empty and every card is known: adding nothing "
                                                       "plays out best."),
}

# "attack" names the card being beaten; "seats" lists team members; "rank" is a rank number
ARGS: dict[str, str] = {"attack": "card", "seats": "seats", "rank": "rank", "cards": "text", "trump": "card"}

VALUES: dict[str, dict[str, Phrase]] = {
    "teams": {"2v2": QT_TRANSLATE_NOOP("Reasons:durak", "two"), "3v3": QT_TRANSLATE_NOOP("Reasons:durak", "three")},
    "variant": {
        "podkidnoy": QT_TRANSLATE_NOOP("Reasons:durak", "podkidnoy"),
        "perevodnoy": QT_TRANSLATE_NOOP("Reasons:durak", "perevodnoy"),
        "prostoy": QT_TRANSLATE_NOOP("Reasons:durak", "prostoy"),
        "severnyi": QT_TRANSLATE_NOOP("Reasons:durak", "severnyi"),
    },
}

TAGS: dict[str, Tag] = {
    "attacker": Tag(QT_TRANSLATE_NOOP("Tags:durak", "attacks"), "attack"),
    "defender": Tag(QT_TRANSLATE_NOOP("Tags:durak", "defends"), "defend"),
    "out": Tag(QT_TRANSLATE_NOOP("Tags:durak", "out"), "good"),
    "durak": Tag(QT_TRANSLATE_NOOP("Tags:durak", "durak!"), "bad"),
}

SIGNS = ("trump", "second_trump")

COLUMNS: dict[str, Phrase] = {
    "matchsticks": QT_TRANSLATE_NOOP("Columns:durak", "Matchsticks"),
    "cards_left": QT_TRANSLATE_NOOP("Columns:durak", "Cards left"),
}

BUTTONS: dict[str, Phrase] = {
    "take": QT_TRANSLATE_NOOP("Buttons:durak", "Take the cards"),
    "pass": QT_TRANSLATE_NOOP("Buttons:durak", "Add nothing"),
    "done": QT_TRANSLATE_NOOP("Buttons:durak", "Done beating"),
    "decline": QT_TRANSLATE_NOOP("Buttons:durak", "Keep my card"),
    "show_trump": QT_TRANSLATE_NOOP("Buttons:durak", "Show the trump: pass on"),
    "attack": QT_TRANSLATE_NOOP("Buttons:durak", "Attack with these"),
    "transfer": QT_TRANSLATE_NOOP("Buttons:durak", "Pass the attack on"),
}
