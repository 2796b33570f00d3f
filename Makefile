# Kinetic — set-up, build, run and test on Debian. See README.md.

SWIFT ?= swift
# What the playground needs to build and run.
RUN_PACKAGES := pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev fonts-dejavu-core
# What the tests need besides: a virtual display, a way to drive it, and screenshots.
TEST_PACKAGES := $(RUN_PACKAGES) xvfb xauth xdotool imagemagick libgl1-mesa-dri python3

# Arguments for the playground: make run ARGS="--fps 120"
ARGS ?=

.PHONY: run test fuzz soak storm bench screenshots build deps test-deps clean

## make run: install what is missing, build in release, launch the playground.
run: deps
	$(SWIFT) build -c release --product kinetic
	.build/release/kinetic $(ARGS)

## make test: install what the tests need, build (the example app too), run every test
## (end-to-end ones included).
test: test-deps
	$(SWIFT) build
	$(SWIFT) build --package-path examples/HelloKinetic
	$(SWIFT) test

## make fuzz: a million seeded sequences through the Animator and 5,000 through the view DSL,
## in release (CI runs 10,000 and 200 with make test). A failure prints its seed and trace.
fuzz: test-deps
	KINETIC_FUZZ_SEQUENCES=1000000 KINETIC_DSL_FUZZ_SEQUENCES=5000 \
		$(SWIFT) test -c release -Xswiftc -enable-testing --filter Fuzz

## make soak: an hour of virtual time on each soak scene, headless; memory and drift.
soak: deps
	scripts/soak

## make storm: 10,000 random clicks, drags, wheel turns and keys on every scene in a window.
storm: test-deps
	$(SWIFT) build -c release --product kinetic
	scripts/input-storm

## make screenshots: one headless PNG per playground scene into docs/scenes (the README's table),
## each driven by its script in docs/scenes/scripts when it has one.
screenshots: deps
	$(SWIFT) build -c release --product kinetic
	scripts/screenshots

## make bench: run the benchmarks (a package of their own under Benchmarks/).
# The release build is made afresh: an incremental release build of the benchmarks after a
# change to Motion's stored properties can link stale cross-module-optimised code and crash.
bench: deps
	rm -rf Benchmarks/.build/*/release Benchmarks/.build/release
	cd Benchmarks && $(SWIFT) package --disable-sandbox benchmark

build: deps
	$(SWIFT) build -c release

deps:
	@scripts/install-packages.sh $(RUN_PACKAGES)

test-deps:
	@scripts/install-packages.sh $(TEST_PACKAGES)

clean:
	rm -rf .build Benchmarks/.build
