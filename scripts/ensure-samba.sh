#!/usr/bin/env bash
# The API tests read CSV files from a real Samba share: they start Debian's smbd and read with
# smbclient (DESIGN §3). Install both when missing and we may (root with apt-get); otherwise say
# exactly what to install.
set -euo pipefail
have_samba() {
  { [ -x /usr/sbin/smbd ] || command -v smbd >/dev/null 2>&1; } &&
    command -v smbclient >/dev/null 2>&1 &&
    command -v smbpasswd >/dev/null 2>&1
}
if have_samba; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Samba (smbd, smbclient) not found: installing Debian's samba and smbclient packages..."
  export DEBIAN_FRONTEND=noninteractive
  # Try the package lists we have first; refresh them only when that fails.
  if ! apt-get install -y -qq --no-install-recommends samba smbclient >/dev/null 2>&1; then
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends samba smbclient >/dev/null
  fi
  have_samba && exit 0
fi
cat >&2 <<MSG
The API tests need Samba's smbd, smbpasswd and smbclient (a real SMB share for the CSV import).
Install them, e.g. on Debian/Ubuntu:   sudo apt-get install -y --no-install-recommends samba smbclient
The tests start smbd themselves, so they must run as root.
MSG
exit 1
