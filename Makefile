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
MAINS    := checker/rcucheck.c checker/testrun.c checker/test_kernel.c
LIB_SRCS := $(filter-out $(MAINS),$(wildcard checker/*.c))
LIB_OBJS := $(LIB_SRCS:checker/%.c=$(OBJ)/%.o)
TOOLS    := $(BIN)/rcucheck $(BIN)/testrun $(BIN)/test-kernel $(BIN)/exerciser

# Kernel-step options passed through to rcucheck.
RCUCHECK_TREE := $(if $(KDIR),-C $(KDIR))

.PHONY: all setup check unit-check kernel-check demo clean
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

unit-check: all
	$(BIN)/testrun testcases

kernel-check: all
	$(BIN)/test-kernel $(RCUCHECK_TREE)

demo: all
	$(BIN)/rcucheck setup $(RCUCHECK_TREE)
	$(BIN)/rcucheck build $(RCUCHECK_TREE) --work demo
	$(BIN)/rcucheck boot --work demo || true
	$(BIN)/rcucheck build $(RCUCHECK_TREE) --work demo --series testcases/kernel/2009-tglx
	$(BIN)/rcucheck boot --work demo || test $$? -eq 1

clean:
	rm -rf $(BIN)

-include $(wildcard $(OBJ)/*.d)
