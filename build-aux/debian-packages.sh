# Debian package helpers for the build-aux scripts (sourced, not run).

# What the app's sounds need at run time (issue 31, docs/sounds.md): GTK's
# GStreamer media backend for GtkMediaFile, GStreamer's playbin (base) and
# its WAV reader and audio sinks (good). Without them the app is silent.
sound_packages=(
  libgtk-4-media-gstreamer gstreamer1.0-plugins-base gstreamer1.0-plugins-good
)

# What build-aux/check installs: the build, and what the whole test suite
# needs at run time. The Flatpak check's stand-in Sdk holds the same, to run
# the suite inside it.
check_packages=(
  gcc libc6-dev meson ninja-build pkg-config gettext
  libglib2.0-dev libglib2.0-dev-bin libgtk-4-dev libgtk-4-bin libadwaita-1-dev
  desktop-file-utils appstream
  # What GTK needs at run time to draw its icons.
  adwaita-icon-theme hicolor-icon-theme librsvg2-common shared-mime-info
  # The display for the widget tests.
  xvfb xauth
  # The install test (tests/install/check-install): the installed app's
  # window, its private session bus, its settings, the manual pages.
  x11-utils dbus-daemon libglib2.0-bin groff-base
  # The accessibility bus, as on every GNOME desktop: the installed app
  # registers there (GTK warns when it cannot), and the install test looks
  # for its window in the registry.
  at-spi2-core
  # The locales of the window tests in German and Spanish.
  locales
  # The app's sounds, which the window-sound test plays (issue 31)
  "${sound_packages[@]}"
  # Online play (issue 33): the XMPP library, and the server and the
  # certificate tool of the online tests (tests/online/harness.sh)
  libstrophe-dev prosody openssl
)

is_installed() {
  dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'
}

# Installs those of the given Debian packages that are missing, with apt-get
# as root or through sudo; does nothing when all are there, or when this is
# not a system with apt-get.
install_missing_packages() {
  local missing=() package
  # Inside a Flatpak sandbox (the Flatpak check's suite in its Sdk) the
  # runtime holds what it holds, and there is no package database.
  [ -f /.flatpak-info ] && return 0
  if ! command -v dpkg-query >/dev/null || ! command -v apt-get >/dev/null; then
    echo "Not a Debian system: make sure these are installed: $*" >&2
    return 0
  fi
  for package in "$@"; do
    is_installed "$package" || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0

  echo "Installing ${missing[*]}" >&2
  local as_root=()
  if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null; then
      echo "Please install these packages as root: ${missing[*]}" >&2
      exit 1
    fi
    as_root=(sudo)
  fi
  "${as_root[@]}" apt-get update
  "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y --no-install-recommends "${missing[@]}"
}

# debian_mirror SUITE: the archive this machine's apt uses for SUITE, from
# the deb822 sources or the one-line sources.list (nothing if none).
debian_mirror() {
  local suite=$1 sources
  for sources in /etc/apt/sources.list.d/*.sources; do
    [ -f "$sources" ] || continue
    awk -v suite="$suite" '
      function stanza_end() {
        if (uris != "" && suites ~ "(^| )" suite "( |$)") { print uris; uris = ""; exit }
        uris = suites = ""
      }
      /^[ \t]*$/ { stanza_end() }
      /^URIs:/ { uris = $2 }
      /^Suites:/ { $1 = ""; suites = substr($0, 2) }
      END { stanza_end() }
    ' "$sources"
  done
  for sources in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
    [ -f "$sources" ] || continue
    awk -v suite="$suite" '$1 == "deb" && $3 == suite { print $2 }' "$sources"
  done
}
