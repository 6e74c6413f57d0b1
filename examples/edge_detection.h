// edge_detection.h - the per-pixel steps of the edge-detection pipeline,
// shared by edge_detection.cpp (`#pragma hpvm graph stream`) and
// edge_detection_hpvmc.cpp (HPVM-C push/pop). Images are m x n floats in
// [0, 1], row by row.
#ifndef EDGE_DETECTION_H
#define EDGE_DETECTION_H

#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

static const float Gaussian[7][7] = {
    {0.000036f, 0.000363f, 0.001446f, 0.002291f, 0.001446f, 0.000363f,
     0.000036f},
    {0.000363f, 0.003676f, 0.014662f, 0.023226f, 0.014662f, 0.003676f,
     0.000363f},
    {0.001446f, 0.014662f, 0.058488f, 0.092651f, 0.058488f, 0.014662f,
     0.001446f},
    {0.002291f, 0.023226f, 0.092651f, 0.146768f, 0.092651f, 0.023226f,
     0.002291f},
    {0.001446f, 0.014662f, 0.058488f, 0.092651f, 0.058488f, 0.014662f,
     0.001446f},
    {0.000363f, 0.003676f, 0.014662f, 0.023226f, 0.014662f, 0.003676f,
     0.000363f},
    {0.000036f, 0.000363f, 0.001446f, 0.002291f, 0.001446f, 0.000363f,
     0.000036f}};
// Zero crossings whose gradient is below this fraction of the frame's
// largest gradient are not edges.
static const float Threshold = 0.1f;

static long clampTo(long v, long hi) { return v < 0 ? 0 : v > hi ? hi : v; }

// The largest (Max) or smallest value of the 3 x 3 neighbourhood of (y, x)
// in img, outside the image counting as Outside.
static float extremum(const float *img, long m, long n, long y, long x,
                      bool Max, float Outside) {
  float r = Max ? 0.0f : 1.0f;
  for (long dy = -1; dy <= 1; ++dy)
    for (long dx = -1; dx <= 1; ++dx) {
      long yy = y + dy, xx = x + dx;
      float v =
          yy < 0 || yy >= m || xx < 0 || xx >= n ? Outside : img[yy * n + xx];
      r = Max ? (v > r ? v : r) : (v < r ? v : r);
    }
  return r;
}

// Gaussian smoothing (7 x 7, edges clamped) of I at (y, x).
static float smoothAt(const float *I, long m, long n, long y, long x) {
  float s = 0;
  for (long i = -3; i <= 3; ++i)
    for (long j = -3; j <= 3; ++j)
      s += I[clampTo(y + i, m - 1) * n + clampTo(x + j, n - 1)] *
           Gaussian[i + 3][j + 3];
  return s;
}

// Non-linear Laplacian estimate: dilation + erosion - 2 * the pixel.
static float laplacianAt(const float *Is, long m, long n, long y, long x) {
  return extremum(Is, m, n, y, x, true, 0.0f) +
         extremum(Is, m, n, y, x, false, 1.0f) - 2 * Is[y * n + x];
}

// 1 where the sign of L changes in the 3 x 3 neighbourhood, else 0.
static float zeroCrossingAt(const float *L, long m, long n, long y, long x) {
  float hi = 0, lo = 1;
  for (long dy = -1; dy <= 1; ++dy)
    for (long dx = -1; dx <= 1; ++dx) {
      long yy = y + dy, xx = x + dx;
      bool in = yy >= 0 && yy < m && xx >= 0 && xx < n;
      float v = in && L[yy * n + xx] > 0 ? 1.0f : 0.0f;
      hi = v > hi ? v : hi;
      lo = !in ? lo : (v < lo ? v : lo);
    }
  return hi - lo;
}

// Sobel gradient magnitude of Is at (y, x).
static float gradientAt(const float *Is, long m, long n, long y, long x) {
  float gx = 0, gy = 0;
  for (long i = -1; i <= 1; ++i)
    for (long j = -1; j <= 1; ++j) {
      float v = Is[clampTo(y + i, m - 1) * n + clampTo(x + j, n - 1)];
      gx += v * (float)(j * (i == 0 ? 2 : 1));
      gy += v * (float)(i * (j == 0 ? 2 : 1));
    }
  return std::sqrt(gx * gx + gy * gy);
}

// Reads a binary 8-bit PGM into pixels in [0, 1]; false if it is not one.
static bool readPGM(const char *path, std::vector<float> &pixels, long &m,
                    long &n) {
  FILE *f = std::fopen(path, "rb");
  int w = 0, h = 0, maxval = 0;
  bool ok = f && std::fscanf(f, "P5 %d %d %d", &w, &h, &maxval) == 3 &&
            maxval > 0 && maxval < 256 && std::fgetc(f) != EOF;
  std::vector<unsigned char> bytes(ok ? (size_t)w * h : 0);
  ok = ok && std::fread(bytes.data(), 1, bytes.size(), f) == bytes.size();
  if (f)
    std::fclose(f);
  if (!ok)
    return false;
  m = h;
  n = w;
  pixels.resize(bytes.size());
  for (size_t i = 0; i < bytes.size(); ++i)
    pixels[i] = bytes[i] / (float)maxval;
  return true;
}

static bool writePGM(const std::string &path, const float *pixels, long m,
                     long n) {
  FILE *f = std::fopen(path.c_str(), "wb");
  if (!f)
    return false;
  std::fprintf(f, "P5\n%ld %ld\n255\n", n, m);
  for (long i = 0; i < m * n; ++i)
    std::fputc(pixels[i] > 0 ? 255 : 0, f);
  return std::fclose(f) == 0;
}

// The frames: the PGM files named on the command line (one size), or 16
// generated 96 x 128 frames of moving discs on a gradient.
static bool loadFrames(int argc, char **argv, std::vector<float> &frames,
                       long &count, long &m, long &n) {
  m = 96;
  n = 128;
  count = argc > 1 ? argc - 1 : 16;
  if (argc == 1) {
    frames.resize(count * m * n);
    for (long f = 0; f < count; ++f)
      for (long y = 0; y < m; ++y)
        for (long x = 0; x < n; ++x) {
          long cx = 20 + 5 * f, cy = m / 2, r = 18 + f % 5;
          bool disc = (x - cx) * (x - cx) + (y - cy) * (y - cy) < r * r;
          frames[(f * m + y) * n + x] = disc ? 0.9f : 0.1f + 0.002f * x;
        }
    return true;
  }
  for (int a = 1; a < argc; ++a) {
    std::vector<float> pixels;
    long fm, fn;
    if (!readPGM(argv[a], pixels, fm, fn)) {
      std::fprintf(stderr, "%s: not a binary 8-bit PGM image\n", argv[a]);
      return false;
    }
    if (a > 1 && (fm != m || fn != n)) {
      std::fprintf(stderr, "%s: the frames must have one size\n", argv[a]);
      return false;
    }
    m = fm;
    n = fn;
    frames.insert(frames.end(), pixels.begin(), pixels.end());
  }
  return true;
}

// Writes each input file's edges next to it (in.pgm -> in.edges.pgm) and
// prints a checksum of all edge images; the exit status.
static int finish(int argc, char **argv, const std::vector<float> &edges,
                  long count, long m, long n) {
  long size = m * n, edgePixels = 0, weighted = 0;
  for (long i = 0; i < count * size; ++i)
    if (edges[i] > 0) {
      ++edgePixels;
      weighted += i % 9973;
    }
  for (int a = 1; a < argc; ++a) {
    std::string out = argv[a];
    out = out.substr(0, out.rfind('.')) + ".edges.pgm";
    if (!writePGM(out, &edges[(a - 1) * size], m, n)) {
      std::fprintf(stderr, "%s: cannot write\n", out.c_str());
      return 1;
    }
  }
  std::printf("edge_detection: %ld frames of %ld x %ld, %ld edge pixels, "
              "checksum %ld\n",
              count, n, m, edgePixels, weighted);
  return 0;
}

#endif // EDGE_DETECTION_H
