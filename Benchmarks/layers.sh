#!/bin/sh
# What a layer effect costs in a window: the Layers scene's twelve moving cards plain and with
# each effect (keys 1 to 5), composited on the GPU and on the CPU (KINETIC_LAYERS=cpu), and the
# Hero & Zoom scene zooming a card in and out five times (sessions/hero-zoom-5.jsonl). Each run
# records its frames; the table gives, over the frames after the first SKIP seconds (all but
# the first of the zooms'), the
# process's CPU time per frame (p50, the GPU's threads included, and as a multiple of the plain
# frame of the same path), submitting (p50), the time on layers (p50) and the missed frames.
# Needs a display (DISPLAY, or run under xvfb-run) and a release build (make build).
#
#     Benchmarks/layers.sh [seconds] [skip]       # from the repository root
set -eu
seconds=${1:-7}
skip=${2:-3}
exec python3 - "$seconds" "$skip" <<'PY'
import csv, os, statistics, subprocess, sys, tempfile, time
seconds, skip = float(sys.argv[1]), float(sys.argv[2])
binary = os.path.join(".build", "release", "kinetic")
folder = tempfile.mkdtemp(prefix="kinetic-layers-")

def run(arguments, path, key=None, skip=skip):
    csv_path = os.path.join(folder, "run.csv")
    env = dict(os.environ, KINETIC_LAYERS=path)
    arguments = [binary] + arguments + ["--record", csv_path]
    if key:
        script = os.path.join(folder, "key.jsonl")
        with open(script, "w") as f:
            f.write('{"at": 0.2, "key": "%s"}\n' % key)
        arguments += ["--script", script]
    done = subprocess.run(arguments, env=env, capture_output=True, text=True, timeout=300)
    if done.returncode != 0:
        sys.exit(f"{' '.join(arguments)} failed ({done.returncode}): {done.stderr.strip()}")
    rows = list(csv.DictReader(open(csv_path)))
    start = float(rows[0]["sample_time_ms"])
    # The first frame (the start-up's) never counts.
    rows = [r for r in rows[1:] if float(r["sample_time_ms"]) - start > skip * 1000] or rows
    p50 = lambda f: statistics.median(f(r) for r in rows)
    return {
        "cpu": p50(lambda r: float(r["process_cpu_ms"])),
        "submit": p50(lambda r: float(r["submit_end_ms"]) - float(r["display_list_end_ms"])),
        "layers": p50(lambda r: float(r["layer_ms"])),
        "missed": sum(int(r["missed"] or 0) for r in rows),
        "frames": len(rows),
    }

print(f"{'scene':<18}{'path':<5}{'CPU p50':>9}{'× plain':>9}{'submit':>8}{'layers':>8}{'missed':>8}{'frames':>8}")
for path in ["gpu", "cpu"]:
    plain = None
    for key, effect in [("1", "plain"), ("2", "shadow"), ("3", "clip"), ("4", "blur"), ("5", "mask")]:
        r = run(["--scene", "layers", "--duration", str(seconds)], path, key)
        plain = plain or r["cpu"]
        print(f"{'layers ' + effect:<18}{path:<5}{r['cpu']:>8.1f} {r['cpu'] / plain:>8.2f}{r['submit']:>8.2f}{r['layers']:>8.2f}"
              f"{r['missed']:>8}{r['frames']:>8}", flush=True)
    r = run(["--scene", "hero", "--script", "Benchmarks/sessions/hero-zoom-5.jsonl"], path, skip=0)
    print(f"{'hero, five zooms':<18}{path:<5}{r['cpu']:>8.1f} {'':>8}{r['submit']:>8.2f}{r['layers']:>8.2f}{r['missed']:>8}{r['frames']:>8}",
          flush=True)
PY
