# Shared set-up for ./run and ./test: sourced, not executed.
# Creates .venv/ at the repository root on first use and (re)installs the project when
# pyproject.toml changes. A stamp file keeps the second call fast.
# Each step that does work prints one line ("Installing Fjols into .venv … done"); its output goes to a
# log that is printed whole only when the step fails, so a first run reads as a short list of steps.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
PY="$VENV/bin/python"

find_python() {
    for candidate in python3.13 python3.12 python3.11 python3; do
        if command -v "$candidate" >/dev/null 2>&1 &&
           "$candidate" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)' 2>/dev/null; then
            command -v "$candidate"; return 0
        fi
    done
    echo "Fjols needs Python 3.11 or newer (python3.11 was not found)." >&2
    return 1
}

# step MESSAGE COMMAND...: run COMMAND quietly, say "MESSAGE … done", or "failed" and the whole log.
step() {
    local message="$1" log status=0
    shift
    log="$(mktemp "${TMPDIR:-/tmp}/fjols-step.XXXXXX")"
    printf '%s … ' "$message"
    "$@" >"$log" 2>&1 || status=$?
    if [ "$status" -eq 0 ]; then
        echo "done"
        rm -f "$log"
        return 0
    fi
    echo "failed (exit $status):"
    cat "$log" >&2
    rm -f "$log"
    return "$status"
}

# ensure_venv EXTRAS: EXTRAS is "" for the app, "test" for the test tools, "test,build" to add PyInstaller.
ensure_venv() {
    local extras="$1" stamp want
    if [ ! -x "$PY" ]; then
        local python
        python="$(find_python)"
        step "Creating .venv with $("$python" -c 'import sys; print("Python %d.%d" % sys.version_info[:2])')" \
            "$python" -m venv "$VENV"
        step "Updating pip in .venv" "$PY" -m pip install --upgrade pip
    fi
    want="$(cat "$ROOT/pyproject.toml" | sha256sum | cut -c1-16)-${extras:-app}"
    stamp="$VENV/.fjols-installed-${extras:-app}"
    if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
        if [ -n "$extras" ]; then
            step "Installing Fjols and its ${extras//,/ and } tools into .venv" \
                "$PY" -m pip install -e "$ROOT[$extras]"
        else
            step "Installing Fjols into .venv" "$PY" -m pip install -e "$ROOT"
        fi
        echo "$want" > "$stamp"
    fi
}

# Debian packages the Qt xcb platform, Xvfb tests and screenshots need, and the installer checks
# (makensis, desktop-file-validate, appstreamcli); with FJOLS_BUILD_BUNDLE=1 also what the bundle
# build and the .deb test need (binutils for PyInstaller, lintian). Installed only as root;
# otherwise the tests that need them skip themselves.
ensure_debs() {
    local pkgs=(xvfb xauth xdotool libxcb-icccm4 libxcb-keysyms1 libxcb-cursor0 libxkbcommon-x11-0
                libegl1 libgl1 libfontconfig1 fonts-dejavu-core nsis desktop-file-utils appstream)
    [ "${FJOLS_BUILD_BUNDLE:-}" = 1 ] && pkgs+=(binutils lintian)
    local missing=()
    for p in "${pkgs[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
        step "Updating the Debian package lists" env DEBIAN_FRONTEND=noninteractive apt-get update
        step "Installing Debian packages (${missing[*]})" env DEBIAN_FRONTEND=noninteractive \
            apt-get install -y --no-install-recommends "${missing[@]}"
    else
        echo "Note: missing Debian packages (${missing[*]}); run ./test as root to install them." >&2
    fi
}

# Compile translations/*.ts into .qm when a .qm is missing or older than its .ts.
ensure_translations() {
    local ts stale=0
    for ts in "$ROOT"/translations/*.ts; do
        if [ "${ts%.ts}.qm" -ot "$ts" ]; then stale=1; fi
    done
    if [ "$stale" = 1 ]; then
        step "Building the translations" "$PY" "$ROOT/scripts/build_translations.py" --quiet
    fi
}
