#!/bin/sh
# The rendering issues' throughput check: the raw-SDL baseline (RawSDLCircles) and Kinetic's
# whole pipeline (PipelineCircles) draw the same N moving anti-aliased circles; this prints
# their frames per second and the ratio, headless (SDL's software renderer into memory) and,
# when a display is there (DISPLAY, or under xvfb-run), in a window without vsync.
#
# `kinetic_fps` draws as the product does on that renderer (headless, KINETIC_SNAP=1: vertices
# on whole pixels, edges through the coverage texture, cores as rectangles; in a window, each
# circle one quad from the shape-mask atlas); `same_tri` draws the baseline's own triangles
# (vertex-coloured fringes, KINETIC_SNAP=0 KINETIC_MASKS=0), for the submit comparison.
# Target (issue 21): kinetic_fps at 1.0x the baseline or better at every N.
#
#     ./render-throughput.sh [frames]        # from Benchmarks/
set -eu
frames=${1:-300}
swift build -c release --product RawSDLCircles >/dev/null
swift build -c release --product PipelineCircles >/dev/null
bin=.build/release
modes=headless
[ -n "${DISPLAY:-}" ] && modes="headless window"
printf '%-9s %6s %10s %12s %7s %10s %7s\n' mode N raw_fps kinetic_fps ratio same_tri ratio
for mode in $modes; do
    for n in 100 500 2000; do
        raw=$($bin/RawSDLCircles "$mode" "$n" "$frames" | sed -n 's/.*fps=\([0-9.]*\).*/\1/p')
        kin=$(KINETIC_SNAP=1 $bin/PipelineCircles "$mode" "$n" "$frames" | sed -n 's/.*fps=\([0-9.]*\).*/\1/p')
        same=$(KINETIC_SNAP=0 KINETIC_MASKS=0 $bin/PipelineCircles "$mode" "$n" "$frames" | sed -n 's/.*fps=\([0-9.]*\).*/\1/p')
        ratio=$(awk -v a="$kin" -v b="$raw" 'BEGIN { printf "%.2f", a / b }')
        same_ratio=$(awk -v a="$same" -v b="$raw" 'BEGIN { printf "%.2f", a / b }')
        printf '%-9s %6s %10s %12s %7s %10s %7s\n' "$mode" "$n" "$raw" "$kin" "$ratio" "$same" "$same_ratio"
    done
done
