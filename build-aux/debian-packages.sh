# Debian package helpers for the build-aux scripts (sourced, not run).

# What the app's sounds need at run time (issue 31, docs/sounds.md): GTK's
# GStreamer media backend for GtkMediaFile, GStreamer's playbin (base) and
# its WAV reader and audio sinks (good). Without them the app is silent.
sound_packages=(
  libgtk-4-media-gstreamer gstreamer1.0-plugins-base gstreamer1.0-plugins-good
)

is_installed() {
  dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'
}

# Installs those of the given Debian packages that are missing, with apt-get
# as root or through sudo; does nothing when all are there, or when this is
# not a system with apt-get.
install_missing_packages() {
  local missing=() package
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
