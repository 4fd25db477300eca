"""The language the program speaks: the translators for it, installed and swapped while it runs.

``install_translators(app, language)`` removes the translators installed before (if any) and
installs, for ``language`` ("" or ``"system"``: the computer's language; ``"en"``, ``"da"``,
``"sv"``, ``"nb"``):

* our catalogue ``translations/fjols_<lang>.qm`` (for English only the plural forms of our texts,
  ``fjols_en.qm``: "%n game(s)" reads "1 game", "2 games");
* Qt's own texts (the OK and Cancel buttons, message boxes, a text field's context menu) from the
  ``qtbase_<lang>.qm`` PySide6 ships in ``QLibraryInfo``'s translations folder (Danish and Swedish).

Qt ships no Norwegian Bokmål catalogue, only Nynorsk (``qtbase_nn``). Decision: for Bokmål we
install Qt's Nynorsk catalogue underneath and our own small Bokmål catalogue
``translations/qt_nb.ts`` (compiled with the others by ``scripts/build_translations.py``) on top of
it. Ours holds the Qt texts a family meets in Fjols (the standard dialog buttons of
``QPlatformTheme``, the message boxes' details buttons, a text field's context menu) in Bokmål, so
the buttons read "Avbryt" and "Lagre", never the Nynorsk "Lagra" or a Danish "Annuller"; anything
rarer (a non-native file dialog's inner texts) falls back to Nynorsk, which every Norwegian reads
and which is nearer to Bokmål than Danish is.

Qt sends ``QEvent.LanguageChange`` to every window when a translator is installed or removed; the
main window and its open panels retranslate themselves then (``MainWindow.changeEvent``), so a new
language in the settings takes effect at once, without a restart. ``QLocale.setDefault`` follows the
language too: the rules texts, number formats and the cards' index letters (``i18n/letters.py``) read it.

Also here, because the first frame needs them and ``i18n`` is loaded only later: ``base_language``
(a locale name's language, Norwegian in any code read as Bokmål) and the family's choice of the
international card letters (``international``/``set_international``, a property of the application
object like the language itself), which ``i18n/letters.py`` uses and exports with its tables.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from .paths import translations_dir

# The choices of the Language setting, each named in its own language (never translated).
LANGUAGE_NAMES = {"en": "English", "da": "Dansk", "sv": "Svenska", "nb": "Norsk bokmål"}
APP_LANGUAGES = ("da", "sv", "nb")  # the languages Fjols has catalogues for (English is the source)
SYSTEM = "system"
_TRANSLATOR_NAME = "fjols-translator"
# Norwegian in any of its codes is Bokmål here (the cards' letters too: the same words in Nynorsk, knekt, dame, konge, ess).
_ALIASES = {"no": "nb", "nn": "nb"}
_PROPERTY = "fjolsInternationalLetters"


def base_language(name: str) -> str:
    """``"nb_NO"`` -> ``"nb"``, ``"no"`` and ``"nn"`` -> ``"nb"``, ``"da-DK"`` -> ``"da"``."""
    code = name.replace("-", "_").split("_", 1)[0].lower()
    return _ALIASES.get(code, code)


def international() -> bool:
    """Whether the family chose the international letters (J, Q, K, A) in every language."""
    app = QCoreApplication.instance()
    return bool(app is not None and app.property(_PROPERTY))


def set_international(value: bool) -> None:
    app = QCoreApplication.instance()
    if app is not None:
        app.setProperty(_PROPERTY, bool(value))


def qt_translations_dir() -> str:
    from PySide6.QtCore import QLibraryInfo  # a Qt class is built with its enums on first use (start-up time)

    return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)


def locale_for(language: str = "") -> QLocale:
    """The locale for a setting's value ("" and ``"system"``: the computer's). Dates and numbers are
    written the way it says, so it must be a real one: a computer without a locale (Qt's "C", which
    writes 3 December 2026 as "3 12 2026") and English chosen on a computer that speaks another
    language get British English (day before month, as the Nordic countries write dates)."""
    british = QLocale("en_GB")
    system = QLocale.system()
    if language in ("", SYSTEM):
        return british if system.language() == QLocale.Language.C else system
    if base_language(language) == "en":
        return system if system.language() == QLocale.Language.English else british
    return QLocale(language)


def shown_language(language: str = "") -> str:
    """The language the program will actually speak for a setting: one of ``APP_LANGUAGES`` or ``"en"``."""
    code = base_language(locale_for(language).name())
    return code if code in APP_LANGUAGES else "en"


def installed_translators(app: QCoreApplication) -> list[QTranslator]:
    """Our translators on ``app``. Found by name in Qt: asked for every ``QTranslator`` child, PySide6
    wraps each of the application's children to test its type (the style among them, whose dozen
    enums it then builds; the cost is in ``benchmarks/results/startup.md``)."""
    return list(app.findChildren(QTranslator, _TRANSLATOR_NAME))


def _translator(app: QCoreApplication, path: str) -> QTranslator | None:
    translator = QTranslator(app)
    translator.setObjectName(_TRANSLATOR_NAME)
    if translator.load(path):
        return translator
    translator.deleteLater()
    return None


def install_translators(app: QCoreApplication, language: str = "") -> list[QTranslator]:
    """Swap the program's translators for those of ``language``; returns the ones installed
    (for English only our plural forms). Safe to call again at any time: the earlier ones are removed
    first."""
    for old in installed_translators(app):
        app.removeTranslator(old)
        old.setObjectName("")
        old.deleteLater()
    locale = locale_for(language)
    QLocale.setDefault(locale)  # the rules texts, number formats and card letters follow the same language
    code = shown_language(language)
    ours = translations_dir()
    # Installed later is asked first: Qt's catalogue, our Qt additions, then our own texts. English, the
    # source language, has only its plural forms ("1 game", "2 games"), and Qt's folder is not looked up.
    qt = qt_translations_dir() if code != "en" else ""
    paths = [] if code == "en" else \
        [f"{qt}/qtbase_{code}.qm"] if code != "nb" else [f"{qt}/qtbase_nn.qm", str(ours / "qt_nb.qm")]
    paths.append(str(ours / f"fjols_{code}.qm"))
    installed = []
    for path in paths:
        translator = _translator(app, path)
        if translator is not None:
            app.installTranslator(translator)
            installed.append(translator)
    return installed
