// The trunk's 8-bit convolution (network/quantized_conv.h) against the same convolution in double
// precision. Rounding a weight to its channel's step (largest / 127) and an input to the
// position's step (largest / QuantizedConv3x3::inputLevels(): 255 with VNNI, 127 with AVX2)
// moves each product a * w by at most
//   |a| * wStep / 2 + |w| * aStep / 2 + aStep * wStep / 4,
// so each output may differ from the exact one by the sum of that over its taps and no more
// (beside float rounding); every output is held to its own bound.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <vector>

#include "network/network_desc.h"
#include "network/quantized_conv.h"

#include "tests/support/heap_allocations.h"

namespace kosumi::network {
namespace {

// Inputs point by point, a point's channels together; a quarter of them zero (as after a ReLU),
// the rest spread over [0, 3).
std::vector<float> randomInputs(int points, int channels, uint64_t seed) {
  std::vector<float> in(size_t(points) * size_t(channels));
  for (float& v : in) {
    seed = seed * 6364136223846793005ull + 1442695040888963407ull;
    const uint32_t r = uint32_t(seed >> 33);
    v = r % 4 == 0 ? 0.0f : float(r % 30000) / 10000.0f;
  }
  return in;
}

struct Bounded {
  double exact = 0;
  double bound = 0;
};

// The input step: the position's largest input is the kernel's top level.
double inputStep(const std::vector<float>& in) {
  float largest = 0;
  for (float v : in) largest = std::max(largest, v);
  return largest / QuantizedConv3x3::inputLevels();
}

// Output channel o's weight step: its largest magnitude is 127 steps.
double weightStep(const ConvLayer& conv, int o) {
  float largest = 0;
  for (int i = 0; i < conv.inChannels; ++i)
    for (int dy = -1; dy <= 1; ++dy)
      for (int dx = -1; dx <= 1; ++dx) largest = std::max(largest, std::abs(conv.at(o, i, dy, dx)));
  return largest / 127.0;
}

// Output `o` at (y, x): the exact value and how far the quantised one may stray from it, given
// the input's step and the channel's weight step.
Bounded exactAt(const ConvLayer& conv, const std::vector<float>& in, int size, int o, int y, int x, double aStep,
                double wStep) {
  Bounded b{conv.bias[size_t(o)], 0};
  for (int i = 0; i < conv.inChannels; ++i)
    for (int dy = -1; dy <= 1; ++dy)
      for (int dx = -1; dx <= 1; ++dx) {
        const int ny = y + dy, nx = x + dx;
        if (ny < 0 || ny >= size || nx < 0 || nx >= size) continue;
        const double a = in[size_t(ny * size + nx) * size_t(conv.inChannels) + size_t(i)];
        const double w = conv.at(o, i, dy, dx);
        b.exact += a * w;
        b.bound += std::abs(a) * wStep / 2 + std::abs(w) * aStep / 2 + aStep * wStep / 4;
      }
  b.bound += 1e-5 * (1 + std::abs(b.exact));
  return b;
}

ConvLayer randomConv(int in, int out, uint64_t seed) {
  ConvLayer conv(in, out, 3);
  NetworkShape shape;
  shape.inputPlanes = in;
  shape.channels = out;
  shape.blocks = 1;
  const NetworkWeights w = randomWeights(shape, seed);
  // The random trunk layer is channels -> channels; take the input layer's weights, in -> out.
  conv.weights = w.input.weights;
  conv.bias = w.input.bias;
  return conv;
}

TEST(QuantizedConv, EachOutputStaysWithinItsRoundingBound) {
  if (!QuantizedConv3x3::available()) GTEST_SKIP() << "this build has no integer kernel";
  // Channel counts that fill whole groups (4 inputs, 16 outputs) and counts that leave padding;
  // output counts that take one, two, three, four and five vectors; boards from one point up.
  struct Case {
    int in, out, size;
  };
  for (const Case c : {Case{48, 48, 9}, Case{64, 64, 19}, Case{32, 32, 5}, Case{8, 8, 1}, Case{5, 7, 2},
                       Case{13, 80, 7}, Case{16, 16, 3}, Case{6, 33, 9}}) {
    const ConvLayer conv = randomConv(c.in, c.out, uint64_t(c.in * 100 + c.out));
    const std::vector<float> in = randomInputs(c.size * c.size, c.in, uint64_t(c.size));
    std::vector<float> out(size_t(c.size * c.size) * size_t(c.out), -99.0f);
    QuantizedConv3x3 q(conv, c.size);
    q.run(in.data(), out.data());
    double worstShare = 0;  // the largest error as a share of its bound
    const double aStep = inputStep(in);
    std::vector<double> wSteps;
    for (int o = 0; o < c.out; ++o) wSteps.push_back(weightStep(conv, o));
    for (int y = 0; y < c.size; ++y)
      for (int x = 0; x < c.size; ++x)
        for (int o = 0; o < c.out; ++o) {
          const Bounded b = exactAt(conv, in, c.size, o, y, x, aStep, wSteps[size_t(o)]);
          const double got = out[size_t(y * c.size + x) * size_t(c.out) + size_t(o)];
          ASSERT_NEAR(got, b.exact, b.bound) << c.in << "->" << c.out << " on " << c.size << "x" << c.size
                                             << ", output " << o << " at " << x << "," << y;
          worstShare = std::max(worstShare, std::abs(got - b.exact) / b.bound);
        }
    // The outputs are not exact by accident: the rounding shows, well inside its bound.
    EXPECT_GT(worstShare, 0.0) << c.in << "->" << c.out;
  }
}

TEST(QuantizedConv, TheEdgeIsPaddedWithZerosAndRunsAreIndependent) {
  if (!QuantizedConv3x3::available()) GTEST_SKIP() << "this build has no integer kernel";
  // One channel in and out, all nine weights 1: each point counts the stones around it, exactly
  // (1 and 1 are exact in both scales). A second run on an empty board must see nothing of the
  // first.
  ConvLayer conv(1, 1, 3);
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) conv.at(0, 0, dy, dx) = 1;
  QuantizedConv3x3 q(conv, 5);
  std::vector<float> full(25, 1.0f), out(25);
  q.run(full.data(), out.data());
  const std::vector<int> counts{4, 6, 6, 6, 4,  //
                                6, 9, 9, 9, 6,  //
                                6, 9, 9, 9, 6,  //
                                6, 9, 9, 9, 6,  //
                                4, 6, 6, 6, 4};
  for (int p = 0; p < 25; ++p) EXPECT_NEAR(out[size_t(p)], counts[size_t(p)], 1e-4) << "point " << p;
  std::vector<float> empty(25, 0.0f);
  q.run(empty.data(), out.data());
  for (int p = 0; p < 25; ++p) EXPECT_EQ(out[size_t(p)], 0.0f) << "point " << p;
}

TEST(QuantizedConv, RunAllocatesNothing) {
#ifndef KOSUMI_COUNTS_ALLOCATIONS
  GTEST_SKIP() << "allocations are not counted under a sanitizer's allocator";
#else
  if (!QuantizedConv3x3::available()) GTEST_SKIP() << "this build has no integer kernel";
  const ConvLayer conv = randomConv(64, 64, 3);
  QuantizedConv3x3 q(conv, 19);
  const std::vector<float> in = randomInputs(361, 64, 4);
  std::vector<float> out(361 * 64);
  const long before = allocations.load();
  q.run(in.data(), out.data());
  EXPECT_EQ(allocations.load() - before, 0);
#endif
}

TEST(QuantizedConv, IsRefusedWhereItCannotRun) {
  if (QuantizedConv3x3::available()) {
    EXPECT_THROW(QuantizedConv3x3(ConvLayer(4, 4, 1), 9), std::invalid_argument);
  } else {
    EXPECT_THROW(QuantizedConv3x3(ConvLayer(4, 4, 3), 9), std::invalid_argument);
  }
}

}  // namespace
}  // namespace kosumi::network
