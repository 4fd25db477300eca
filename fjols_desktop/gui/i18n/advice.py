"""Why a computer player chose its move: the reason keys of the computer levels (``Advice.reason``,
issue 8) phrased for the hint (H) and for the teaching option that explains the computers' moves.

``ADVICE[game]`` maps a level's reason key to a phrase (context ``"Advice:<game>"``); ``ADVICE["common"]``
holds the keys every level may give. ``advice_phrase(reason, names, game)`` looks in the game's
table here, then in the game's own phrase table (``REASONS`` of ``gui/i18n/<game>.py``, where the
levels of Durak, Fjols, Festudgaven, Davoserjas and Fool! keep theirs), then the common one, and
falls back to the readable form of the key; ``no_reason`` (a player that does not explain itself)
is ``""``. ``move_said`` puts a move and its reason into one sentence that names the move once, for the
hint and for the teaching note alike.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ...engine.errors import Reason
from ...engine.rules import Move
from . import QT_TRANSLATE_NOOP, Entry, _module, fallback, format_entry

ADVICE: dict[str, dict[str, Entry]] = {
    "common": {
        "only_move": QT_TRANSLATE_NOOP("Advice", "the only move allowed."),
        "only_sensible_move": QT_TRANSLATE_NOOP("Advice", "the only sensible move."),
        "random_choice": QT_TRANSLATE_NOOP("Advice", "picked at random."),
        "hunch": QT_TRANSLATE_NOOP("Advice", "a hunch."),
        "search_best": QT_TRANSLATE_NOOP("Advice", "came out best in {worlds}, each played to the end."),
    },
    "hearts": {
        "lead_low": QT_TRANSLATE_NOOP("Advice:hearts", "lead low with {card}: someone else holds a higher card "
                                                       "of that suit."),
        "lead_safe": QT_TRANSLATE_NOOP("Advice:hearts", "lead {card}: several higher cards of that suit are "
                                                        "still out."),
        "lead_sure": QT_TRANSLATE_NOOP("Advice:hearts", "lead {card}: nobody else holds a higher card of that "
                                                        "suit, so it wins the trick."),
        "flush_queen": QT_TRANSLATE_NOOP("Advice:hearts", "lead a low spade ({card}) to drive out Q♠."),
        "first_trick_high": QT_TRANSLATE_NOOP("Advice:hearts", "nothing in the first trick costs points so far: "
                                                               "a good place for a high card ({card})."),
        "take_safe_trick": QT_TRANSLATE_NOOP("Advice:hearts", "you play last and the trick costs no points, so "
                                                              "{card} may win it safely."),
        "duck": QT_TRANSLATE_NOOP("Advice:hearts", "duck under the trick with {card}."),
        "cannot_duck": QT_TRANSLATE_NOOP("Advice:hearts", "no card stays under the trick; {card} is the "
                                                          "cheapest."),
        "win_high": QT_TRANSLATE_NOOP("Advice:hearts", "you play last and nothing stays under the trick: win it "
                                                       "with the highest card, {card}."),
        "follow_low": QT_TRANSLATE_NOOP("Advice:hearts", "follow low with {card} and keep the high cards for "
                                                         "later."),
        "follow_high": QT_TRANSLATE_NOOP("Advice:hearts", "follow with your highest card of the suit, {card}."),
        "dump_queen": QT_TRANSLATE_NOOP("Advice:hearts", "cannot follow suit: a chance to get rid of Q♠!"),
        "dump_high_spade": QT_TRANSLATE_NOOP("Advice:hearts", "cannot follow suit: get rid of {card} while Q♠ is "
                                                              "still out."),
        "dump_heart": QT_TRANSLATE_NOOP("Advice:hearts", "cannot follow suit: get rid of a heart, {card}."),
        "dump_high_card": QT_TRANSLATE_NOOP("Advice:hearts", "cannot follow suit: get rid of the highest card, "
                                                             "{card}."),
        "break_moon": QT_TRANSLATE_NOOP("Advice:hearts", "go above {seat} with {card}: {seat} has taken every "
                                                         "point so far and may be shooting the moon."),
        "deny_moon": QT_TRANSLATE_NOOP("Advice:hearts", "{seat} is winning the trick and has taken every point so "
                                                        "far: keep points away from them."),
        "shoot_moon": QT_TRANSLATE_NOOP("Advice:hearts", "going for the moon: {card}."),
        "pass_queen": QT_TRANSLATE_NOOP("Advice:hearts", "pass on Q♠ and its dangerous company: {cards}."),
        "pass_high_spades": QT_TRANSLATE_NOOP("Advice:hearts", "pass the high spades that could catch Q♠: "
                                                               "{cards}."),
        "pass_to_void": QT_TRANSLATE_NOOP("Advice:hearts", "pass {cards} to run out of {suit}."),
        "pass_high_hearts": QT_TRANSLATE_NOOP("Advice:hearts", "pass the high hearts: {cards}."),
        "pass_high_cards": QT_TRANSLATE_NOOP("Advice:hearts", "pass the highest cards: {cards}."),
        "pass_unwanted": QT_TRANSLATE_NOOP("Advice:hearts", "pass {cards}, the cards you least want to keep."),
        "pass_for_moon": QT_TRANSLATE_NOOP("Advice:hearts", "going for the moon: pass {cards}."),
        "moon_win_now": QT_TRANSLATE_NOOP("Advice:hearts", "this choice wins the game now."),
        "moon_keep_playing": QT_TRANSLATE_NOOP("Advice:hearts", "this choice keeps the game going, and better "
                                                                "placed."),
        "moon_others": QT_TRANSLATE_NOOP("Advice:hearts", "giving everyone else 26 is worth more."),
    },
}


# Reasons whose phrase does not say which move was made (for a move without cards the phrase is the only
# place that could): the move is named before them.
UNNAMED = frozenset({"only_move", "only_sensible_move", "random_choice", "hunch", "search_best", "no_reason",
                     "moon_win_now", "moon_keep_playing"})


def move_said(move: Move, reason: Reason | None, names: Sequence[str] = (), game: str | None = None,
              seat: int | None = None) -> str:
    """A move and its reason in one sentence that names the move once: the hint (``seat`` None,
    "Hint: …") or a computer's move explained (``seat``'s name, "Gustav played 6♣: it fits.").

    The rule: a move with cards is named by its cards ("6♣", "blue 7"), one without by its button
    label ("“Take the cards”"). When the reason opens with the move's cards before a colon ("Lay 6♣:
    it fits."), only the rest follows the move: "Gustav played 6♣: it fits." When it names them
    elsewhere ("Beat 10♥ with the cheapest card that does, J♥."), the reason alone says the move:
    "Freja: Beat 10♥ …", "Hint: Beat 10♥ …". Otherwise the move is named, then the reason: "Gustav
    played 6♣: a hunch.", "Freja chose “Take the cards”: picked at random."."""
    from .. import i18n

    why = advice_phrase(reason, names, game)
    cards = " ".join(i18n.card_text(card) for card in move.cards)
    named = False
    if cards and why:
        first, colon, rest = why.partition(": ")
        if colon and cards in first:
            why = rest
        else:
            named = cards in why
    elif why:
        named = reason is not None and reason.key not in UNNAMED
    who = i18n.seat_name(seat, names) if seat is not None else ""
    if named:
        why = why[:1].upper() + why[1:]
        if who:
            return QCoreApplication.translate("Advice", "{name}: {why}").format(name=who, why=why)
        return QCoreApplication.translate("Advice", "Hint: {why}").format(why=why)
    move_text = cards or i18n.button_label(move, game)
    if not why:
        return (QCoreApplication.translate("Advice", "{name} played {move}.") if who and cards else
                QCoreApplication.translate("Advice", "{name} chose “{move}”.") if who else
                QCoreApplication.translate("Advice", "Hint: {move}") if cards else
                QCoreApplication.translate("Advice", "Hint: “{move}”")).format(name=who, move=move_text)
    return (QCoreApplication.translate("Advice", "{name} played {move}: {why}") if who and cards else
            QCoreApplication.translate("Advice", "{name} chose “{move}”: {why}") if who else
            QCoreApplication.translate("Advice", "Hint: {move} — {why}") if cards else
            QCoreApplication.translate("Advice", "Hint: “{move}” — {why}")).format(name=who, move=move_text, why=why)


def advice_phrase(reason: Reason | None, names: Sequence[str] = (), game: str | None = None) -> str:
    """The reason as a phrase ("duck under the trick with 7♥."); "" for none or ``no_reason``."""
    if reason is None or reason.key == "no_reason":
        return ""
    own = getattr(_module(game), "REASONS", None) if game else None   # the game's phrase table
    for table in (ADVICE.get(game or ""), own, ADVICE["common"]):
        if table is not None and reason.key in table:
            return format_entry(table[reason.key], reason, names, game)
    return fallback(reason, names, game)
