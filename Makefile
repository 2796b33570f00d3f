# Kinetic — set-up, build, run and test on Debian. See README.md.

SWIFT ?= swift
# What the playground needs to build and run.
RUN_PACKAGES := pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev fonts-dejavu-core
# What the tests need besides: a virtual display, a way to drive it, and screenshots.
TEST_PACKAGES := $(RUN_PACKAGES) xvfb xauth xdotool imagemagick libgl1-mesa-dri python3

# Arguments for the playground: make run ARGS="--fps 120"
ARGS ?=

.PHONY: run test bench build deps test-deps clean

## make run: install what is missing, build in release, launch the playground.
run: deps
	$(SWIFT) build -c release --product kinetic
	.build/release/kinetic $(ARGS)

## make test: install what the tests need, build, run every test (end-to-end ones included).
test: test-deps
	$(SWIFT) build
	$(SWIFT) test

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
