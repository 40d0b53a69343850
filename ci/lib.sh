# Shared by the ci/ scripts: installing what they need, and reporting steps.
# shellcheck shell=bash

# Installs the Debian packages that are not installed yet (one apt-get update).
need_apt() {
  local missing=()
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "ci: installing ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  if [ -z "${KX_APT_UPDATED:-}" ]; then
    # A mirror in mid-sync can fail one index; the install below still says
    # clearly if a package really is missing.
    $sudo apt-get update -qq || echo "ci: apt-get update reported errors; trying the install anyway"
    export KX_APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" > /dev/null
}

step() { printf '\n==> %s\n' "$*"; }

# The repository root, whatever directory the script was started from.
repo_root() { cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd; }

jobs() { echo "${KX_JOBS:-2}"; }
