# rcucheck — top-level entry points. Shell here is glue only; the work is
# done by bin/rcucheck (C). See README.md.
#
#   make            build bin/rcucheck, the test tools and the exerciser
#                   (installing the few Debian packages the build needs first)
#   make setup      install Debian packages, extract the 6.1 tree cache
#   make check      unit tests, then the kernel integration tests (6.1 and 6.12)
#   make demo       the main job on the packaged 6.1 tree
#
# KDIR=DIR runs the kernel steps on your own tree (never edited: rcucheck
# works in a scratch clone); KVER=6.12 on Debian's packaged 6.12 instead
# of 6.1 (bin/rcucheck setup --help lists the versions). test-fix-kernel
# compares with the committed series of both trees whatever KVER says.
# RCUCHECK_CACHE=DIR moves the cache.

# Every core unless the command line says -j (make 4.x reads -j set here).
ifeq ($(filter -j%,$(MAKEFLAGS)),)
MAKEFLAGS += -j$(shell nproc)
endif

CC       ?= gcc
CFLAGS   ?= -O2 -g
WARN     := -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes \
            -Wformat=2 -Wno-format-nonliteral
ifdef WERROR
WARN     += -Werror
endif
ALL_CFLAGS := -std=c11 -D_GNU_SOURCE $(WARN) $(CFLAGS) -MMD -MP
# Libraries from Debian every program links (lib/json.c is on jansson,
# lib/hash.c on libcrypto).
LIBS     := -ljansson -lcrypto

BIN      := bin
OBJ      := bin/obj

# checker/ is built by stage, one archive per folder. The floors, lowest
# first; a folder may call only the ones below it, and linking the archives
# top floor first makes the linker enforce it (an upward call is undefined).
FLOORS   := lib rcu index tree audit runtime fix
reverse    = $(if $(1),$(call reverse,$(wordlist 2,$(words $(1)),$(1))) $(firstword $(1)))
floor_srcs = $(wildcard checker/$(1)/*.c)
floor_objs = $(patsubst checker/%.c,$(OBJ)/%.o,$(call floor_srcs,$(1)))
FLOOR_LIBS := $(foreach f,$(call reverse,$(FLOORS)),$(OBJ)/lib$(f).a)

CLI_OBJS := $(call floor_objs,cli)
TESTKIT  := $(OBJ)/tests/testkit.o
TOOLS    := $(BIN)/rcucheck $(BIN)/testrun $(BIN)/rcu-model $(BIN)/bench $(BIN)/test-demo $(BIN)/test-kernel $(BIN)/test-validate $(BIN)/test-fix-kernel $(BIN)/test-recall $(BIN)/floors $(BIN)/verdict $(BIN)/exerciser
ALL_CFLAGS += -Ichecker

# Kernel-step options passed through to rcucheck.
RCUCHECK_TREE := $(if $(KDIR),-C $(KDIR)) $(if $(KVER),--kver $(KVER))

.PHONY: all packages setup check unit-check kernel-check demo bench clean
all: $(TOOLS)

# The Debian packages the build itself needs, installed with apt before
# anything compiles: bin/rcucheck, whose setup installs the rest, cannot
# be linked without them. One dpkg-query when they are all there.
BUILD_DEPS := libjansson-dev libssl-dev
packages:
	@command -v dpkg-query >/dev/null || exit 0; missing=; \
	for p in $(BUILD_DEPS); do \
		dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'ok installed' || missing="$$missing $$p"; \
	done; \
	[ -z "$$missing" ] && exit 0; \
	sudo=; [ "$$(id -u)" = 0 ] || sudo="sudo"; \
	apt="$$sudo env DEBIAN_FRONTEND=noninteractive apt-get -q -y --no-install-recommends"; \
	echo "packages: installing$$missing"; \
	$$apt install $$missing || { $$apt update && $$apt install $$missing; }

$(OBJ)/%.o: checker/%.c | packages
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

$(foreach f,$(FLOORS),$(eval $(OBJ)/lib$(f).a: $(call floor_objs,$(f))))

# The RCU model's data (checker/rcu/data/) is compiled in: sparse-rcu runs
# under kbuild from a kernel tree, maybe as a copy, and must not need to
# find this checkout; nor can a binary and its data drift apart.
RCU_DATA := $(sort $(wildcard checker/rcu/data/*))

$(BIN)/embed-data: checker/rcu/gen/embed.c
	@mkdir -p $(@D)
	$(CC) -std=c11 $(WARN) $(CFLAGS) -o $@ $<

$(OBJ)/rcu/model_data.c: $(BIN)/embed-data $(RCU_DATA)
	@mkdir -p $(@D)
	$(BIN)/embed-data $(RCU_DATA) > $@.tmp && mv $@.tmp $@

$(OBJ)/rcu/model_data.o: $(OBJ)/rcu/model_data.c
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

$(OBJ)/librcu.a: $(OBJ)/rcu/model_data.o

# Made afresh: "ar r" would keep the object of a source file since removed.
$(OBJ)/lib%.a:
	@rm -f $@
	$(AR) rcs $@ $^

$(BIN)/rcucheck: $(CLI_OBJS) $(FLOOR_LIBS)
	$(CC) $(CFLAGS) -o $@ $^ $(LIBS)

# The test and bench programs: one main each, on the same floors.
$(BIN)/testrun: $(OBJ)/tests/testrun.o $(FLOOR_LIBS)
	$(CC) $(CFLAGS) -o $@ $^ $(LIBS)

$(BIN)/floors: $(OBJ)/tests/floors.o $(FLOOR_LIBS)
	$(CC) $(CFLAGS) -o $@ $^ $(LIBS)

$(BIN)/bench: $(OBJ)/tests/bench.o $(OBJ)/tests/bench_recall.o $(OBJ)/tests/recall.o $(OBJ)/tests/recall_link.o $(FLOOR_LIBS)
	$(CC) $(CFLAGS) -o $@ $^ $(LIBS)

$(BIN)/rcu-model: $(OBJ)/tests/rcu_model.o $(FLOOR_LIBS)
	$(CC) $(CFLAGS) -o $@ $^ $(LIBS)

$(BIN)/verdict: $(OBJ)/tests/verdict.o $(FLOOR_LIBS)
	$(CC) $(CFLAGS) -o $@ $^ $(LIBS)

$(BIN)/test-recall: $(OBJ)/tests/test_recall.o $(OBJ)/tests/recall.o $(OBJ)/tests/recall_link.o $(TESTKIT) $(FLOOR_LIBS)
	$(CC) $(CFLAGS) -o $@ $^ $(LIBS)

$(BIN)/test-%: $(OBJ)/tests/test_%.o $(TESTKIT) $(FLOOR_LIBS)
	$(CC) $(CFLAGS) -o $@ $^ $(LIBS)

$(BIN)/test-fix-kernel: $(OBJ)/tests/test_fix_kernel.o $(TESTKIT) $(FLOOR_LIBS)
	$(CC) $(CFLAGS) -o $@ $^ $(LIBS)

$(BIN)/test-validate: $(OBJ)/tests/test_validate.o $(TESTKIT) $(FLOOR_LIBS)
	$(CC) $(CFLAGS) -o $@ $^ $(LIBS)

# The guest's /init: static, so it is the only file the initramfs needs.
$(BIN)/exerciser: qemu/exerciser.c
	@mkdir -p $(@D)
	$(CC) -std=c11 -D_GNU_SOURCE $(WARN) -O2 -static -o $@ $<

setup: $(BIN)/rcucheck
	$(BIN)/rcucheck setup $(RCUCHECK_TREE)

# Unit tests need no kernel; the integration tests build and boot one.
# Besides the default tree, Debian's 6.12: build, boot, the 2009 splats
# (test-kernel) and its fix series proven (test-validate); not again when
# KDIR or KVER already picks the tree. test-fix-kernel covers both.
SECOND_TREE := $(if $(KDIR)$(KVER),,--kver 6.12)

check: all
	$(BIN)/rcucheck setup --packages-only
	$(BIN)/testrun testcases
	$(MAKE) --no-print-directory kernel-check
	$(BIN)/test-demo $(RCUCHECK_TREE)

unit-check: all
	$(BIN)/testrun testcases

kernel-check: all
	$(BIN)/test-kernel $(RCUCHECK_TREE)
	$(BIN)/test-recall
	$(BIN)/test-recall --sparse
	$(BIN)/test-recall --lifecycle
	$(BIN)/test-validate $(RCUCHECK_TREE)
	$(if $(SECOND_TREE),$(BIN)/test-kernel $(SECOND_TREE))
	$(if $(SECOND_TREE),$(BIN)/test-validate $(SECOND_TREE))
	$(BIN)/test-fix-kernel

demo: all
	$(BIN)/rcucheck setup $(RCUCHECK_TREE)
	$(BIN)/rcucheck demo $(RCUCHECK_TREE)

# Figures beside a baseline measured in the same run (BENCH_ARGS=--full
# adds the whole tree; on 6.1 the fixed sample of bench/sample-6.1.txt,
# BENCH_SAMPLE= leaves it out), then the result cache on the whole tree:
# cold, warm with no change, after one changed .c file, --since HEAD~1,
# beside the naive rule of the same run (BENCH_CACHE= leaves it out), then
# recall on testcases/kernel/recall/ (6.1 only; BENCH_RECALL= leaves it
# out). Never part of check: speed is not asserted.
BENCH_RECALL := --recall
BENCH_SAMPLE := --sample bench/sample-6.1.txt
BENCH_CACHE := --cache --full --runs 1
bench: all
	$(BIN)/rcucheck setup $(RCUCHECK_TREE)
	$(BIN)/bench $(RCUCHECK_TREE) $(if $(KDIR)$(KVER),,$(BENCH_SAMPLE)) $(BENCH_ARGS)
	$(if $(BENCH_CACHE),$(BIN)/bench $(BENCH_CACHE) $(RCUCHECK_TREE))
	$(if $(BENCH_RECALL),$(if $(KDIR)$(KVER),,$(BIN)/bench $(BENCH_RECALL)))

clean:
	rm -rf $(BIN)

-include $(wildcard $(OBJ)/*/*.d)

# The sparse-based RCU checker (bin/sparse-rcu), when libsparse is built.
include checker/sparse/Makefile.inc
