// first.h - a header with a warning (-Wall) for driver/shared-preamble.test.
static inline int firstValue() {
  int unused;
  return 3;
}
