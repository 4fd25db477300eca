"""The card table: a QGraphicsScene laid out from observations, its items, and the card painter."""
