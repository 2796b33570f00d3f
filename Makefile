# Kinetic — set-up, build, run and test on Debian. See README.md.

SWIFT ?= swift
# What the playground needs to build and run.
RUN_PACKAGES := pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev fonts-dejavu-core fonts-dejavu-extra
# What the tests need besides: a virtual display, a way to drive it, and screenshots.
TEST_PACKAGES := $(RUN_PACKAGES) xvfb xauth xdotool imagemagick libgl1-mesa-dri python3

# Arguments for the playground: make run ARGS="--fps 120"
ARGS ?=
# Release builds here compile KineticCore and Kinetic file by file, on both cores (Package.swift
# says why); WHOLE_MODULE=1 compiles them whole-module, as an app depending on Kinetic does.
WHOLE_MODULE ?=
ifeq ($(WHOLE_MODULE),)
export KINETIC_RELEASE_PER_FILE := 1
else
unexport KINETIC_RELEASE_PER_FILE
endif

# The macro plugin (@Animatable, #Preview) against the swift-syntax the toolchain ships built (its
# lib/swift/host): a library built once in debug, in seconds, which every build here loads,
# release ones included (Package.swift says how). No swift-syntax is compiled. A toolchain
# without those modules gets the plain SwiftPM macro (swift-syntax built from source).
SWIFT_HOST := $(shell $(SWIFT) -print-target-info 2>/dev/null | sed -n 's/.*"runtimeResourcePath": "\(.*\)".*/\1/p' | head -n 1)/host
ifneq ($(wildcard $(SWIFT_HOST)/SwiftSyntaxMacros.swiftmodule),)
export KINETIC_SWIFT_HOST := $(SWIFT_HOST)
export KINETIC_MACROS_PLUGIN := $(CURDIR)/.build/plugin/debug/libKineticMacros.so
endif
MACROS := $(KINETIC_MACROS_PLUGIN)
MACRO_SOURCES := Package.swift $(wildcard Sources/KineticMacros/*.swift Sources/KineticMacros/*/*.swift)

.PHONY: run debug-head test fuzz soak storm bench screenshots build deps test-deps clean first-build-note

## make run: install what is missing, build in release, launch the playground.
# The plugin first (half a minute), then one release build, in which SwiftPM fills both cores
# (the command-line parser beside the engine). Measured against building the plugin beside a
# first release build of the engine, as this did before, that is faster: that way the command-line
# parser was left for a second build and the plugin slowed the first.
run: deps first-build-note $(MACROS)
	$(SWIFT) build -c release --product kinetic
	.build/release/kinetic $(ARGS)

first-build-note:
	@test -x .build/release/kinetic || echo "building the playground in release: a few minutes the first time"

# The plugin is built in a scratch folder of its own, so that its build and the package's run
# side by side. (A clone that built swift-syntax from source before keeps its modules in .build,
# where they would shadow the toolchain's: they go.)
ifneq ($(MACROS),)
$(MACROS): $(MACRO_SOURCES)
	@rm -rf $(wildcard .build/*/*/Modules/Swift* .build/*/*/Modules/_Swift* .build/plugin/*/*/Modules/Swift* .build/plugin/*/*/Modules/_Swift*)
	$(SWIFT) build --scratch-path .build/plugin --product KineticMacros
	@touch $@
endif

## make test: install what the tests need, build everything (the example apps too) and run
## every test (end-to-end ones included).
test: test-deps
	@$(MAKE) --no-print-directory -j2 $(MACROS) debug-head
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# What the tests' build can do before the plugin is there, beside it.
debug-head:
	@$(SWIFT) build --target KineticSDL

## make fuzz: a million seeded sequences through the Animator and 5,000 through the view DSL,
## in release (CI runs 10,000 and 100 with make test). A failure prints its seed and trace.
fuzz: test-deps $(MACROS)
	KINETIC_FUZZ_SEQUENCES=1000000 KINETIC_DSL_FUZZ_SEQUENCES=5000 \
		$(SWIFT) test -c release -Xswiftc -enable-testing --filter Fuzz

## make soak: an hour of virtual time on each soak scene, headless; memory and drift.
soak: deps $(MACROS)
	scripts/soak

## make storm: 10,000 random clicks, drags, wheel turns and keys on every scene in a window.
storm: test-deps $(MACROS)
	$(SWIFT) build -c release --product kinetic
	scripts/input-storm

## make screenshots: one headless PNG per playground scene into docs/scenes (the README's table),
## each driven by its script in docs/scenes/scripts when it has one.
screenshots: deps $(MACROS)
	$(SWIFT) build -c release --product kinetic
	scripts/screenshots

## make bench: run the benchmarks (a package of their own under Benchmarks/).
# The release build is made afresh: an incremental release build of the benchmarks after a
# change to Motion's stored properties can link stale cross-module-optimised code and crash.
bench: deps
	rm -rf Benchmarks/.build/*/release Benchmarks/.build/release
	cd Benchmarks && env -u KINETIC_SWIFT_HOST -u KINETIC_MACROS_PLUGIN -u KINETIC_RELEASE_PER_FILE $(SWIFT) package --disable-sandbox benchmark

build: deps $(MACROS)
	$(SWIFT) build -c release

deps:
	@scripts/install-packages.sh $(RUN_PACKAGES)

test-deps:
	@scripts/install-packages.sh $(TEST_PACKAGES)

clean:
	rm -rf .build Benchmarks/.build
