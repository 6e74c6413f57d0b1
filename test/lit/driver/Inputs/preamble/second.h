// second.h - included after first.h (driver/shared-preamble.test).
#define SCALE 2
