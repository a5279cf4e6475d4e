#!/bin/sh
# Runs the built server with the memory settings that suit its database, then becomes it; its
# arguments are further options of node (a benchmark's, say). What each setting does and what it
# was measured to save and cost: docs/operations.md, "Memory".
if [ -n "$DATABASE_URL" ]; then
  memory='--heap-growing-percent=50'
else
  memory='--max-semi-space-size=4 --heap-growing-percent=25'
fi
MALLOC_MMAP_THRESHOLD_=4194304 exec node $memory "$@" dist-server/main.mjs
