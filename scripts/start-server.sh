#!/bin/sh
# Runs the built server with the memory settings that suit its database (docs/operations.md,
# "Memory"); its arguments are further options of node (a benchmark's heap cap, say).
#
# - MALLOC_MMAP_THRESHOLD_: the C allocator maps each block of 4 MiB or more on its own and gives
#   it back when freed, instead of raising its threshold and keeping such blocks in its heap for
#   the life of the process (argon2id works in 19 MiB at every sign-in).
# - --heap-growing-percent: V8 collects its old generation once it has grown by this share of what
#   was live after the last collection, instead of letting it grow up to four times that.
# - On PostgreSQL the server answers three times the requests a second it answers embedded, so
#   its young generation keeps V8's 16 MB a half (a smaller one hands the old generation
#   requests still in flight) and its old generation grows by half; embedded, where PostgreSQL
#   itself lives in the process, a 4 MB young generation and a quarter keep both within budget.
if [ -n "$DATABASE_URL" ]; then
  memory='--heap-growing-percent=50'
else
  memory='--max-semi-space-size=4 --heap-growing-percent=25'
fi
MALLOC_MMAP_THRESHOLD_=4194304 exec node $memory "$@" dist-server/main.mjs
