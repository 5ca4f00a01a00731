#!/bin/bash
# The app under Xvfb against `quintet-cli online` through a real Prosody
# (issue 33): tests/online/harness.sh starts the server with the accounts
# alice, bob and mallory; test-window-online-server signs the window in as
# alice and plays bob from the terminal. Its TAP is this test's.
#
# SPDX-License-Identifier: GPL-3.0-or-later
here=$(dirname "$0")
: "${QUINTET_APP_TEST:?QUINTET_APP_TEST: the test-window-online-server program}"
source "$here/../online/harness.sh"
start_server
# friends: each in the other's roster (a stranger's invitation would
# wait under Requests, issue 40)
add_contact alice bob
add_contact bob alice
# The window's account keeps its games here, not in the user's data
export XDG_DATA_HOME="$work/app-data"
export QUINTET_ONLINE_WORK="$work" QUINTET_ONLINE_DOMAIN="$domain"
# (the test stops the server and starts it again: its own one goes too)
export QUINTET_ONLINE_SERVER_PID="$server_pid"
"$QUINTET_APP_TEST" "$@"
status=$?
pkill -f -- "--config $work/prosody.cfg.lua" 2>/dev/null
if [ "$status" -ne 0 ]; then
  tail -20 "$work/prosody.log" 2>/dev/null | diag
fi
exit "$status"
