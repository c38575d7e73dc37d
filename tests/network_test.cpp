// The network's forward pass (network/evaluator.h) against a plain reference written from the
// layer definitions in network/network_desc.h: direct convolutions in double precision, point by
// point, with the board's edge as explicit bounds checks.
#include <gtest/gtest.h>

#include <cmath>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "network/evaluator.h"
#include "network/network_desc.h"

#include "tests/support/heap_allocations.h"

namespace kosumi::network {
namespace {

// Planes of one position: channel c, row y, column x at [(c * size + y) * size + x].
using Planes = std::vector<double>;

Planes convolve(const ConvLayer& conv, const Planes& in, int size) {
  const int r = conv.kernel / 2;
  Planes out(size_t(conv.outChannels) * size_t(size * size));
  for (int o = 0; o < conv.outChannels; ++o)
    for (int y = 0; y < size; ++y)
      for (int x = 0; x < size; ++x) {
        double sum = conv.bias[size_t(o)];
        for (int i = 0; i < conv.inChannels; ++i)
          for (int dy = -r; dy <= r; ++dy)
            for (int dx = -r; dx <= r; ++dx) {
              const int ny = y + dy, nx = x + dx;
              if (ny < 0 || ny >= size || nx < 0 || nx >= size) continue;
              sum += double(conv.at(o, i, dy, dx)) * in[(size_t(i) * size_t(size) + size_t(ny)) * size_t(size) + size_t(nx)];
            }
        out[(size_t(o) * size_t(size) + size_t(y)) * size_t(size) + size_t(x)] = sum;
      }
  return out;
}

void relu(Planes& p) {
  for (double& v : p) v = std::max(v, 0.0);
}

std::vector<double> meanOverBoard(const Planes& p, int channels, int size) {
  std::vector<double> mean(size_t(channels), 0.0);
  const size_t points = size_t(size * size);
  for (size_t c = 0; c < size_t(channels); ++c)
    for (size_t q = 0; q < points; ++q) mean[c] += p[c * points + q] / double(points);
  return mean;
}

struct Reference {
  std::vector<double> policy;  // points, then the pass
  double value = 0;
  std::vector<double> ownership;
};

Reference referenceForward(const NetworkWeights& w, const float* input, int size) {
  const NetworkShape& s = w.shape;
  const int points = size * size;
  Planes x(input, input + size_t(s.inputPlanes) * size_t(points));
  Planes trunk = convolve(w.input, x, size);
  relu(trunk);
  for (int b = 0; b < s.blocks; ++b) {
    Planes h = convolve(w.trunk[size_t(2 * b)], trunk, size);
    relu(h);
    Planes out = convolve(w.trunk[size_t(2 * b + 1)], h, size);
    for (size_t i = 0; i < out.size(); ++i) out[i] += trunk[i];
    relu(out);
    trunk = out;
  }
  Reference r;
  Planes p = convolve(w.policyConv, trunk, size);
  relu(p);
  const Planes logits = convolve(w.policyPoint, p, size);
  r.policy.assign(logits.begin(), logits.end());
  const std::vector<double> mean = meanOverBoard(trunk, s.channels, size);
  double pass = w.policyPass.bias[0];
  for (int k = 0; k < s.channels; ++k) pass += double(w.policyPass.at(0, k)) * mean[size_t(k)];
  r.policy.push_back(pass);
  double total = 0;
  for (double l : r.policy) total += std::exp(l);
  for (double& l : r.policy) l = std::exp(l) / total;

  Planes v = convolve(w.valueConv, trunk, size);
  relu(v);
  const Planes owner = convolve(w.ownership, v, size);
  for (double o : owner) r.ownership.push_back(std::tanh(o));
  const std::vector<double> pooled = meanOverBoard(v, s.valueChannels, size);
  double logit = w.valueOut.bias[0];
  for (int j = 0; j < s.valueHidden; ++j) {
    double h = w.valueHidden.bias[size_t(j)];
    for (int k = 0; k < s.valueChannels; ++k) h += double(w.valueHidden.at(j, k)) * pooled[size_t(k)];
    logit += double(w.valueOut.at(0, j)) * std::max(h, 0.0);
  }
  r.value = 1 / (1 + std::exp(-logit));
  return r;
}

// Inputs like a board's: mostly 0 and 1, with one plane of a constant (as komi would be).
void fillInputs(Evaluator& e, int position, uint64_t seed) {
  float* in = e.input(position);
  const int n = e.shape().inputPlanes * e.points();
  for (int i = 0; i < n; ++i) {
    seed = seed * 6364136223846793005ull + 1442695040888963407ull;
    in[i] = float((seed >> 33) % 3 == 0);
  }
  for (int q = 0; q < e.points(); ++q) in[q] = 0.75f;
}

NetworkShape smallShape() {
  NetworkShape s;
  s.inputPlanes = 5;
  s.blocks = 2;
  s.channels = 8;
  s.policyChannels = 2;
  s.valueChannels = 4;
  s.valueHidden = 6;
  return s;
}

void expectMatchesReference(const Evaluator& e, int position, const NetworkWeights& w, const float* input) {
  const Reference r = referenceForward(w, input, e.boardSize());
  const float* policy = e.policy(position);
  for (int q = 0; q <= e.points(); ++q)
    ASSERT_NEAR(policy[q], r.policy[size_t(q)], 1e-6 + 1e-4 * r.policy[size_t(q)])
        << "size " << e.boardSize() << " position " << position << " point " << q;
  for (int q = 0; q < e.points(); ++q)
    ASSERT_NEAR(e.ownership(position)[q], r.ownership[size_t(q)], 1e-4) << "point " << q;
  EXPECT_NEAR(e.value(position), r.value, 1e-5);
}

TEST(Network, MatchesReferenceOnSmallBoards) {
  const auto w = std::make_shared<NetworkWeights>(randomWeights(smallShape(), 11));
  for (int size : {5, 9}) {
    Evaluator e(w, size, 3, Arithmetic::Float);
    std::vector<std::vector<float>> inputs;
    for (int n = 0; n < 3; ++n) {
      fillInputs(e, n, uint64_t(100 * size + n));
      inputs.emplace_back(e.input(n), e.input(n) + smallShape().inputPlanes * e.points());
    }
    e.evaluate(3);
    for (int n = 0; n < 3; ++n) expectMatchesReference(e, n, *w, inputs[size_t(n)].data());
  }
}

TEST(Network, OneSizeOfWeightsServesEveryBoard) {
  const auto w = std::make_shared<NetworkWeights>(randomWeights(smallShape(), 12));
  for (int size : {1, 2, 7, 19}) {
    Evaluator e(w, size, 1, Arithmetic::Float);
    fillInputs(e, 0, uint64_t(size));
    const std::vector<float> input(e.input(0), e.input(0) + smallShape().inputPlanes * e.points());
    e.evaluate(1);
    expectMatchesReference(e, 0, *w, input.data());
  }
}

// The arithmetics this build has.
std::vector<Arithmetic> arithmetics() {
  if (QuantizedConv3x3::available()) return {Arithmetic::Float, Arithmetic::Int8};
  return {Arithmetic::Float};
}

TEST(Network, APositionGetsTheSameAnswerAloneAndInABatch) {
  const auto w = std::make_shared<NetworkWeights>(randomWeights(smallShape(), 13));
  for (Arithmetic a : arithmetics()) {
    Evaluator batch(w, 9, 8, a), alone(w, 9, 1, a);
    for (int n = 0; n < 8; ++n) fillInputs(batch, n, uint64_t(n));
    fillInputs(alone, 0, 5);
    batch.evaluate(8);
    alone.evaluate(1);
    for (int q = 0; q <= 81; ++q) EXPECT_NEAR(batch.policy(5)[q], alone.policy(0)[q], 1e-6) << q;
    EXPECT_NEAR(batch.value(5), alone.value(0), 1e-6);
    // A smaller batch than the evaluator was made for leaves the rest alone and answers the same.
    batch.evaluate(6);
    EXPECT_NEAR(batch.value(5), alone.value(0), 1e-6);
  }
}

TEST(Network, TheInt8TrunkStaysNearTheReference) {
  if (!QuantizedConv3x3::available()) {
    EXPECT_EQ(Evaluator::fastest(), Arithmetic::Float);
    EXPECT_THROW(Evaluator(std::make_shared<NetworkWeights>(randomWeights(smallShape(), 18)), 9, 1, Arithmetic::Int8),
                 std::invalid_argument);
    return;
  }
  EXPECT_EQ(Evaluator::fastest(), Arithmetic::Int8);
  NetworkShape wide;  // the default trunk, 6 blocks of 64 channels
  for (const NetworkShape& shape : {smallShape(), wide}) {
    const auto w = std::make_shared<NetworkWeights>(randomWeights(shape, 18));
    for (int size : {1, 5, 9, 19}) {
      Evaluator e(w, size, 2, Arithmetic::Int8);
      ASSERT_EQ(e.arithmetic(), Arithmetic::Int8);
      std::vector<std::vector<float>> inputs;
      for (int n = 0; n < 2; ++n) {
        fillInputs(e, n, uint64_t(10 * size + n));
        inputs.emplace_back(e.input(n), e.input(n) + shape.inputPlanes * e.points());
      }
      e.evaluate(2);
      for (int n = 0; n < 2; ++n) {
        const Reference r = referenceForward(*w, inputs[size_t(n)].data(), size);
        double policy = 0, ownership = 0;
        for (int q = 0; q <= e.points(); ++q) policy = std::max(policy, std::abs(e.policy(n)[q] - r.policy[size_t(q)]));
        for (int q = 0; q < e.points(); ++q)
          ownership = std::max(ownership, std::abs(e.ownership(n)[q] - r.ownership[size_t(q)]));
        // Well inside what the search would notice: a hundredth of a point of win rate, half a
        // hundredth of a move's probability. Ownership, which only training reads, strays more
        // where random weights drive its tanh steeply.
        EXPECT_NEAR(e.value(n), r.value, 0.005) << shape.blocks << " blocks, " << size << "x" << size;
        EXPECT_LT(policy, 0.005) << shape.blocks << " blocks, " << size << "x" << size;
        EXPECT_LT(ownership, 0.1) << shape.blocks << " blocks, " << size << "x" << size;
      }
    }
  }
}

TEST(Network, PolicySumsToOne) {
  NetworkShape shape;  // the default trunk, 6 blocks of 64 channels
  const auto w = std::make_shared<NetworkWeights>(randomWeights(shape, 14));
  for (int size : {9, 19}) {
    Evaluator e(w, size, 4);
    for (int n = 0; n < 4; ++n) fillInputs(e, n, uint64_t(size * 10 + n));
    e.evaluate(4);
    for (int n = 0; n < 4; ++n) {
      double total = 0;
      for (int q = 0; q <= e.points(); ++q) {
        ASSERT_GE(e.policy(n)[q], 0.0f);
        total += e.policy(n)[q];
      }
      EXPECT_NEAR(total, 1.0, 1e-5) << "size " << size << " position " << n;
      EXPECT_GT(e.value(n), 0.0f);
      EXPECT_LT(e.value(n), 1.0f);
    }
  }
}

// A one-channel net whose only convolution counts the stones of plane 0 in each 3x3
// neighbourhood; its policy logits and ownership then show the count point by point.
NetworkWeights countingNet() {
  NetworkShape s;
  s.inputPlanes = 1;
  s.blocks = 0;
  s.channels = 1;
  s.policyChannels = 1;
  s.valueChannels = 1;
  s.valueHidden = 1;
  NetworkWeights w(s);
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) w.input.at(0, 0, dy, dx) = 1;
  w.policyConv.at(0, 0, 0, 0) = 1;
  w.policyPoint.at(0, 0, 0, 0) = 1;
  w.policyPass.bias[0] = -50;
  w.valueConv.at(0, 0, 0, 0) = 1;
  w.ownership.at(0, 0, 0, 0) = 0.1f;
  return w;
}

// What the counting net's ownership says about each point: tanh(count / 10).
std::vector<int> countsSeen(const Evaluator& e, int position = 0) {
  std::vector<int> counts;
  for (int q = 0; q < e.points(); ++q)
    counts.push_back(int(std::lround(10 * std::atanh(e.ownership(position)[q]))));
  return counts;
}

TEST(Network, TheEdgeIsPaddedWithZeros) {
  // Every point a stone: a corner sees 4, an edge point 6, the rest 9. An edge that wrapped
  // round to the next row, or read past the board, would count more.
  const auto w = std::make_shared<NetworkWeights>(countingNet());
  Evaluator e(w, 5, 2);
  for (int q = 0; q < 25; ++q) e.input(0)[q] = 1;
  e.evaluate(1);
  EXPECT_EQ(countsSeen(e), (std::vector<int>{4, 6, 6, 6, 4,  //
                                             6, 9, 9, 9, 6,  //
                                             6, 9, 9, 9, 6,  //
                                             6, 9, 9, 9, 6,  //
                                             4, 6, 6, 6, 4}));
  // The policy's logits are the same counts: a corner is e^5 less likely than the centre.
  EXPECT_NEAR(std::log(e.policy(0)[12] / e.policy(0)[0]), 5.0, 1e-4);
}

TEST(Network, AKernelTapLooksTheWayItsOffsetSays) {
  // Only the tap up and to the right (dy -1, dx +1): each point counts the stone above it and to
  // its right, so a stone at row 1, column 3 shows at row 2, column 2. Stones whose tap falls off
  // the board show nowhere: one at row 2 of the first column (a row that wrapped round would show
  // it at the end of row 2) and one on the last row (a batch that ran on would show it in the
  // next position's first row).
  NetworkWeights net = countingNet();
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) net.input.at(0, 0, dy, dx) = (dy == -1 && dx == 1) ? 1.0f : 0.0f;
  const auto w = std::make_shared<NetworkWeights>(net);
  Evaluator e(w, 5, 2);
  std::fill(e.input(0), e.input(0) + 25, 0.0f);
  std::fill(e.input(1), e.input(1) + 25, 0.0f);
  e.input(0)[1 * 5 + 3] = 1;
  e.input(0)[2 * 5 + 0] = 1;
  e.input(0)[4 * 5 + 1] = 1;
  e.evaluate(2);
  std::vector<int> expected(25, 0);
  expected[2 * 5 + 2] = 1;
  EXPECT_EQ(countsSeen(e, 0), expected);
  EXPECT_EQ(countsSeen(e, 1), std::vector<int>(25, 0));
}

TEST(Network, EvaluateAllocatesNothing) {
#ifndef KOSUMI_COUNTS_ALLOCATIONS
  GTEST_SKIP() << "allocations are not counted under a sanitizer's allocator";
#else
  // The trunk of the benchmark at its largest batch: its matrix products are the ones whose
  // packing buffers would pass Eigen's stack limit.
  NetworkShape shape;
  const auto w = std::make_shared<NetworkWeights>(randomWeights(shape, 17));
  for (Arithmetic a : arithmetics())
    for (int size : {9, 19}) {
      Evaluator e(w, size, 16, a);
      for (int n = 0; n < 16; ++n) fillInputs(e, n, uint64_t(n));
      const std::vector<float> probe(1000);  // the count sees an allocation made here
      long before = allocations.load();
      std::vector<float>* counted = new std::vector<float>(probe);
      EXPECT_GE(allocations.load() - before, 1);
      delete counted;
      before = allocations.load();
      e.evaluate(16);
      e.evaluate(1);
      EXPECT_EQ(allocations.load() - before, 0) << "size " << size;
    }
#endif
}

TEST(Network, FoldedBatchNormComputesTheSame) {
  ConvLayer conv(3, 4, 3);
  NetworkWeights random = randomWeights(smallShape(), 15);
  for (size_t i = 0; i < conv.weights.size(); ++i) conv.weights[i] = random.trunk[0].weights[i];
  conv.bias = {0.1f, -0.2f, 0.3f, 0.0f};
  const std::vector<float> gamma{1.5f, 0.5f, -1.0f, 2.0f}, beta{0.1f, 0.2f, -0.3f, 0.0f},
      mean{0.3f, -0.1f, 0.0f, 1.0f}, variance{0.5f, 2.0f, 1.0f, 0.1f};
  const float epsilon = 1e-3f;
  Planes in(3 * 49);
  for (size_t i = 0; i < in.size(); ++i) in[i] = std::sin(double(i));
  const Planes plain = convolve(conv, in, 7);
  ConvLayer folded = conv;
  foldBatchNorm(folded, gamma, beta, mean, variance, epsilon);
  const Planes once = convolve(folded, in, 7);
  for (size_t i = 0; i < plain.size(); ++i) {
    const size_t o = i / 49;
    const double normalised = (plain[i] - mean[o]) / std::sqrt(double(variance[o]) + epsilon) * gamma[o] + beta[o];
    ASSERT_NEAR(once[i], normalised, 1e-5) << i;
  }
}

TEST(Network, RefusesWeightsOfTheWrongShape) {
  NetworkWeights w = randomWeights(smallShape(), 16);
  w.trunk[1] = ConvLayer(8, 7, 3);
  EXPECT_NE(w.shapeError(), "");
  EXPECT_THROW(Evaluator(std::make_shared<NetworkWeights>(w), 9, 1), std::invalid_argument);
  w = randomWeights(smallShape(), 16);
  EXPECT_EQ(w.shapeError(), "");
  w.valueHidden.bias.pop_back();
  EXPECT_NE(w.shapeError(), "");
  Evaluator good(std::make_shared<NetworkWeights>(randomWeights(smallShape(), 16)), 9, 2);
  EXPECT_THROW(good.evaluate(3), std::invalid_argument);
}

TEST(Network, CountsItsMultiplyAdds) {
  NetworkShape s;
  s.inputPlanes = 2;
  s.blocks = 1;
  s.channels = 3;
  s.policyChannels = 2;
  s.valueChannels = 2;
  s.valueHidden = 4;
  // A point: input 9*2*3 = 54, trunk 2*9*3*3 = 162, policy 3*2 + 2 = 8, value and ownership
  // 3*2 + 2 = 8, so 232; on 5x5 25 points, and the pooled layers 3 + 2*4 + 4 = 15.
  EXPECT_EQ(multiplyAdds(s, 5), 232 * 25 + 15);
}

}  // namespace
}  // namespace kosumi::network
