#!/bin/sh
# How long the playground takes from launch to its first frame presented in a window: the
# median of RUNS launches (default 7) of `kinetic --scene spring-lab --frames 1`, each timed
# on the monotonic clock from just before the process starts to the first present (the
# program reports that instant when KINETIC_FIRST_FRAME_CLOCK=1). Needs a display (DISPLAY,
# or run under xvfb-run) and a release build (make build, or swift build -c release).
#
#     Benchmarks/first-frame.sh [runs] [scene]       # from the repository root
set -eu
runs=${1:-7}
scene=${2:-spring-lab}
exec python3 - "$runs" "$scene" <<'PY'
import os, statistics, subprocess, sys, time
runs, scene = int(sys.argv[1]), sys.argv[2]
binary = os.path.join(".build", "release", "kinetic")
env = dict(os.environ, KINETIC_FIRST_FRAME_CLOCK="1")
times = []
for run in range(runs + 1):
    start = time.monotonic()
    done = subprocess.run([binary, "--scene", scene, "--frames", "1"], env=env, capture_output=True, text=True, timeout=120)
    stamp = [line for line in done.stderr.splitlines() if "first frame presented at monotonic" in line]
    if done.returncode != 0 or not stamp:
        sys.exit(f"run {run} failed ({done.returncode}): {done.stderr.strip()}")
    if run > 0:  # the first run warms the file cache
        times.append((float(stamp[0].split()[-1]) - start) * 1000)
print(f"first frame after launch, {scene}, {runs} runs: median {statistics.median(times):.0f} ms "
      f"(min {min(times):.0f}, max {max(times):.0f})")
PY
