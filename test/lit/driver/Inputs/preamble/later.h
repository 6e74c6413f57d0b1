// later.h - included after the first declaration of the source, so outside
// its preamble (driver/shared-preamble.test).
inline int later() { return 1; }
