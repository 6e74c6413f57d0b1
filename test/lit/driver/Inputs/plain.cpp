#include "plain.h"
int twice(int x) { return PLAIN_FACTOR * x; }
