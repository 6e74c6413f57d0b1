// edge_detection.cpp - the edge-detection pipeline of the HPVM papers as a
// streaming graph: every frame goes through six stages (Gaussian smoothing,
// Laplacian estimate, zero crossings, gradient, maximum gradient, rejection
// of weak zero crossings), and while one stage works on frame f the stages
// before it already work on the frames after it.
//
//   hpvmcc -O2 edge_detection.cpp -o edge_detection
//   ./edge_detection in1.pgm in2.pgm ...   # writes in1.edges.pgm, ...
//   ./edge_detection                       # 16 generated 96 x 128 frames
//
// Frames are binary PGM images (P5, 8 bits: `convert x.png x.pgm` makes
// one) of one size. The program prints a checksum of the edge images;
// compiled by a plain C++ compiler (pragmas ignored) it is the sequential
// program with the same output.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

static const float Gaussian[7][7] = {
    {0.000036f, 0.000363f, 0.001446f, 0.002291f, 0.001446f, 0.000363f, 0.000036f},
    {0.000363f, 0.003676f, 0.014662f, 0.023226f, 0.014662f, 0.003676f, 0.000363f},
    {0.001446f, 0.014662f, 0.058488f, 0.092651f, 0.058488f, 0.014662f, 0.001446f},
    {0.002291f, 0.023226f, 0.092651f, 0.146768f, 0.092651f, 0.023226f, 0.002291f},
    {0.001446f, 0.014662f, 0.058488f, 0.092651f, 0.058488f, 0.014662f, 0.001446f},
    {0.000363f, 0.003676f, 0.014662f, 0.023226f, 0.014662f, 0.003676f, 0.000363f},
    {0.000036f, 0.000363f, 0.001446f, 0.002291f, 0.001446f, 0.000363f, 0.000036f}};
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
      float v = yy < 0 || yy >= m || xx < 0 || xx >= n ? Outside
                                                       : img[yy * n + xx];
      r = Max ? (v > r ? v : r) : (v < r ? v : r);
    }
  return r;
}

// Edges of `frames` (count frames of m x n pixels in [0, 1]) into `edges`;
// smooth, lap, sign and grad are work images of the same size per frame.
static void detectEdges(const float *frames, float *smooth, float *lap,
                        float *sign, float *grad, float *edges, long count,
                        long m, long n) {
  long size = m * n;
#pragma hpvm graph stream in(frames[0:count*size]) out(edges[0:count*size]) inout(smooth[0:count*size], lap[0:count*size], sign[0:count*size], grad[0:count*size])
  for (long f = 0; f < count; ++f) {
    const float *I = frames + f * size;
    float *Is = smooth + f * size;
    float *L = lap + f * size;
    float *S = sign + f * size;
    float *G = grad + f * size;
    float *E = edges + f * size;
    float maxG = 0;
#pragma hpvm node name(gaussian) parallel(2) in(I[0:size]) out(Is[0:size])
    for (long y = 0; y < m; ++y)
      for (long x = 0; x < n; ++x) {
        float s = 0;
        for (long i = -3; i <= 3; ++i)
          for (long j = -3; j <= 3; ++j)
            s += I[clampTo(y + i, m - 1) * n + clampTo(x + j, n - 1)] *
                 Gaussian[i + 3][j + 3];
        Is[y * n + x] = s;
      }
#pragma hpvm node name(laplacian) parallel(2) in(Is[0:size]) out(L[0:size])
    for (long y = 0; y < m; ++y)
      for (long x = 0; x < n; ++x)
        L[y * n + x] = extremum(Is, m, n, y, x, true, 0.0f) +
                       extremum(Is, m, n, y, x, false, 1.0f) -
                       2 * Is[y * n + x];
#pragma hpvm node name(zerocross) parallel(2) in(L[0:size]) out(S[0:size])
    for (long y = 0; y < m; ++y)
      for (long x = 0; x < n; ++x) {
        float hi = 0, lo = 1;
        for (long dy = -1; dy <= 1; ++dy)
          for (long dx = -1; dx <= 1; ++dx) {
            long yy = y + dy, xx = x + dx;
            bool in = yy >= 0 && yy < m && xx >= 0 && xx < n;
            float v = in && L[yy * n + xx] > 0 ? 1.0f : 0.0f;
            hi = v > hi ? v : hi;
            lo = !in ? lo : (v < lo ? v : lo);
          }
        S[y * n + x] = hi - lo;
      }
#pragma hpvm node name(gradient) parallel(2) in(Is[0:size]) out(G[0:size])
    for (long y = 0; y < m; ++y)
      for (long x = 0; x < n; ++x) {
        float gx = 0, gy = 0;
        for (long i = -1; i <= 1; ++i)
          for (long j = -1; j <= 1; ++j) {
            float v = Is[clampTo(y + i, m - 1) * n + clampTo(x + j, n - 1)];
            gx += v * (float)(j * (i == 0 ? 2 : 1));
            gy += v * (float)(i * (j == 0 ? 2 : 1));
          }
        G[y * n + x] = std::sqrt(gx * gx + gy * gy);
      }
#pragma hpvm node name(maxgradient) in(G[0:size]) out(maxG)
    {
      float mg = 0;
      for (long i = 0; i < size; ++i)
        mg = G[i] > mg ? G[i] : mg;
      maxG = mg;
    }
#pragma hpvm node name(reject) parallel(1) in(S[0:size], G[0:size]) out(E[0:size])
    for (long i = 0; i < size; ++i)
      E[i] = S[i] > 0 && G[i] > Threshold * maxG ? 1.0f : 0.0f;
  }
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

int main(int argc, char **argv) {
  long m = 96, n = 128, count = argc > 1 ? argc - 1 : 16;
  std::vector<float> frames;
  if (argc > 1) {
    for (int a = 1; a < argc; ++a) {
      std::vector<float> pixels;
      long fm, fn;
      if (!readPGM(argv[a], pixels, fm, fn)) {
        std::fprintf(stderr, "%s: not a binary 8-bit PGM image\n", argv[a]);
        return 1;
      }
      if (a > 1 && (fm != m || fn != n)) {
        std::fprintf(stderr, "%s: the frames must have one size\n", argv[a]);
        return 1;
      }
      m = fm;
      n = fn;
      frames.insert(frames.end(), pixels.begin(), pixels.end());
    }
  } else {
    // Moving discs on a gradient.
    frames.resize(count * m * n);
    for (long f = 0; f < count; ++f)
      for (long y = 0; y < m; ++y)
        for (long x = 0; x < n; ++x) {
          long cx = 20 + 5 * f, cy = m / 2, r = 18 + f % 5;
          bool disc = (x - cx) * (x - cx) + (y - cy) * (y - cy) < r * r;
          frames[(f * m + y) * n + x] = disc ? 0.9f : 0.1f + 0.002f * x;
        }
  }
  long size = m * n;
  std::vector<float> smooth(count * size), lap(count * size),
      sign(count * size), grad(count * size), edges(count * size, -1.0f);
  detectEdges(frames.data(), smooth.data(), lap.data(), sign.data(),
              grad.data(), edges.data(), count, m, n);
  long edgePixels = 0, weighted = 0;
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
