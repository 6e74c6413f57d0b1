// saxpy.h - y = a * x + y on the targets the library was built for.
#ifndef SAXPY_H
#define SAXPY_H

void saxpy(float a, const float *x, float *y, long n);

#endif
