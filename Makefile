# rcucheck — top-level entry points. Shell here is glue only; the work is
# done by bin/rcucheck (C). See README.md.
#
#   make            build bin/rcucheck, the test tools and the exerciser
#   make setup      install Debian packages, extract the 6.1 tree cache
#   make check      unit tests, then the kernel integration test
#   make demo       the main job on the packaged 6.1 tree
#
# KDIR=DIR runs the kernel steps on your own tree (never edited: rcucheck
# works in a scratch clone). RCUCHECK_CACHE=DIR moves the cache.

CC       ?= gcc
CFLAGS   ?= -O2 -g
WARN     := -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes \
            -Wformat=2 -Wno-format-nonliteral
ifdef WERROR
WARN     += -Werror
endif
ALL_CFLAGS := -std=c11 -D_GNU_SOURCE $(WARN) $(CFLAGS) -MMD -MP

BIN      := bin
OBJ      := bin/obj
MAINS    := checker/rcucheck.c checker/testrun.c checker/test_kernel.c checker/bench.c checker/test_demo.c checker/test_fix_kernel.c checker/test_validate.c
LIB_SRCS := $(filter-out $(MAINS),$(wildcard checker/*.c))
LIB_OBJS := $(LIB_SRCS:checker/%.c=$(OBJ)/%.o)
TOOLS    := $(BIN)/rcucheck $(BIN)/testrun $(BIN)/bench $(BIN)/test-demo $(BIN)/test-kernel $(BIN)/test-validate $(BIN)/test-fix-kernel $(BIN)/exerciser

# Kernel-step options passed through to rcucheck.
RCUCHECK_TREE := $(if $(KDIR),-C $(KDIR))

.PHONY: all setup check unit-check kernel-check demo bench clean
all: $(TOOLS)

$(OBJ)/%.o: checker/%.c | $(OBJ)
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

$(OBJ):
	mkdir -p $@

$(BIN)/librcucheck.a: $(LIB_OBJS)
	$(AR) rcs $@ $^

$(BIN)/rcucheck: $(OBJ)/rcucheck.o $(BIN)/librcucheck.a
	$(CC) $(CFLAGS) -o $@ $^

$(BIN)/testrun: $(OBJ)/testrun.o $(BIN)/librcucheck.a
	$(CC) $(CFLAGS) -o $@ $^

$(BIN)/test-kernel: $(OBJ)/test_kernel.o $(BIN)/librcucheck.a
	$(CC) $(CFLAGS) -o $@ $^

$(BIN)/bench: $(OBJ)/bench.o $(BIN)/librcucheck.a
	$(CC) $(CFLAGS) -o $@ $^

$(BIN)/test-demo: $(OBJ)/test_demo.o $(BIN)/librcucheck.a
	$(CC) $(CFLAGS) -o $@ $^

$(BIN)/test-fix-kernel: $(OBJ)/test_fix_kernel.o $(BIN)/librcucheck.a
	$(CC) $(CFLAGS) -o $@ $^

$(BIN)/test-validate: $(OBJ)/test_validate.o $(BIN)/librcucheck.a
	$(CC) $(CFLAGS) -o $@ $^

# The guest's /init: static, so it is the only file the initramfs needs.
$(BIN)/exerciser: qemu/exerciser.c | $(OBJ)
	$(CC) -std=c11 -D_GNU_SOURCE $(WARN) -O2 -static -o $@ $<

setup: $(BIN)/rcucheck
	$(BIN)/rcucheck setup $(RCUCHECK_TREE)

# Unit tests need no kernel; the integration test builds and boots one.
check: all
	$(BIN)/rcucheck setup --packages-only
	$(BIN)/testrun testcases
	$(BIN)/test-kernel $(RCUCHECK_TREE)
	$(BIN)/test-validate $(RCUCHECK_TREE)
	$(BIN)/test-fix-kernel
	$(BIN)/test-demo $(RCUCHECK_TREE)

unit-check: all
	$(BIN)/testrun testcases

kernel-check: all
	$(BIN)/test-kernel $(RCUCHECK_TREE)
	$(BIN)/test-validate $(RCUCHECK_TREE)
	$(BIN)/test-fix-kernel

demo: all
	$(BIN)/rcucheck setup $(RCUCHECK_TREE)
	$(BIN)/rcucheck demo $(RCUCHECK_TREE)

# Figures beside a baseline measured in the same run (BENCH_ARGS=--full
# adds the whole tree). Never part of check: speed is not asserted.
bench: all
	$(BIN)/rcucheck setup $(RCUCHECK_TREE)
	$(BIN)/bench $(RCUCHECK_TREE) $(BENCH_ARGS)

clean:
	rm -rf $(BIN)

-include $(wildcard $(OBJ)/*.d)

# The sparse-based RCU checker (bin/sparse-rcu), when libsparse is built.
include sparse-rcu/Makefile.inc
