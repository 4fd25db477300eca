"""What the table writes, from an observation's facts: each fact goes to one of three places.

* a fact the game lists in its ``TAGS`` and that names one seat becomes a tag on that seat's name
  plate ("attacks", "sits out", "2nd out");
* a fact the game lists in its ``SIGNS`` is a line of the sign in the corner ("Trump ♦"; "Round 2 of
  6: Avoid clubs" over "+1 per ♣ taken"), in the order the game lists them;
* every other fact is a line in the facts box in the corner.

Kept apart from the scene so the rule is tested without Qt items (see ``gui/i18n`` for the tables).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ...engine.rules import Observation
from .. import i18n


class TableTexts(NamedTuple):
    tags: dict[int, list[tuple[str, str]]]   # seat -> [(text, tone)]
    sign: str
    facts: str


def table_texts(view: Observation, names: Sequence[str]) -> TableTexts:
    game = view.game
    signs = i18n.signs(game)
    tags: dict[int, list[tuple[str, str]]] = {}
    sign: list[tuple[int, str]] = []
    facts: list[str] = []
    for fact in view.facts:
        tag = i18n.tag_of(fact, game)
        if tag is not None:
            tags.setdefault(fact.arg("seat"), []).append((i18n.phrase(fact, names, game, "TAGS"), tag.tone))
        elif fact.key in signs:
            sign.append((signs.index(fact.key), i18n.phrase(fact, names, game)))
        else:
            facts.append(i18n.phrase(fact, names, game))
    return TableTexts(tags, "\n".join(text for _, text in sorted(sign, key=lambda s: s[0])), "\n".join(facts))
