"""The windows and panels around the table: main window, dialogs, the hand-off curtain, overlays."""
