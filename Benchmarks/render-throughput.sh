#!/bin/sh
# The rendering issue's throughput check: the raw-SDL baseline (RawSDLCircles) and Kinetic's
# whole pipeline (PipelineCircles) draw the same N moving anti-aliased circles with the same
# triangles; this prints their frames per second and the ratio, headless (SDL's software
# renderer into memory) and, when a display is there (DISPLAY, or under xvfb-run), in a window
# without vsync. Target: the pipeline at 80 % of the baseline or better at every N.
#
#     ./render-throughput.sh [frames]        # from Benchmarks/
set -eu
frames=${1:-300}
swift build -c release --product RawSDLCircles >/dev/null
swift build -c release --product PipelineCircles >/dev/null
bin=.build/release
modes=headless
[ -n "${DISPLAY:-}" ] && modes="headless window"
printf '%-9s %6s %10s %10s %7s\n' mode N raw_fps kinetic_fps ratio
for mode in $modes; do
    for n in 100 500 2000; do
        raw=$($bin/RawSDLCircles "$mode" "$n" "$frames" | sed -n 's/.*fps=\([0-9.]*\).*/\1/p')
        kin=$($bin/PipelineCircles "$mode" "$n" "$frames" | sed -n 's/.*fps=\([0-9.]*\).*/\1/p')
        ratio=$(awk -v a="$kin" -v b="$raw" 'BEGIN { printf "%.2f", a / b }')
        printf '%-9s %6s %10s %10s %7s\n' "$mode" "$n" "$raw" "$kin" "$ratio"
    done
done
