#pragma once
// The forward pass of a network (network/network_desc.h) on the CPU, for one board size and up
// to `maxBatch` positions at once. Everything it needs is allocated when it is made: evaluate()
// allocates nothing. One evaluator serves one thread; several may share the weights.
//
// Activations are kept channel by channel for each point (a channels x points matrix over the
// whole batch); a 3x3 convolution gathers each point's nine neighbourhoods into one column
// (zeros off the board) and multiplies that by the weights in one matrix product, so the
// arithmetic is one large product a layer and the board's edge is exact.
//
// With Arithmetic::Int8 the trunk's convolutions run in 8-bit integers instead
// (network/quantized_conv.h), where the build has the kernel: about four times as fast, to a
// few thousandths of each activation's range; the input layer and the heads stay in float.
#include <memory>
#include <vector>

#include <cstdint>

#include "network/network_desc.h"
#include "network/quantized_conv.h"

namespace kosumi::network {

enum class Arithmetic { Float, Int8 };

class Evaluator {
 public:
  // Int8 where this build has it (QuantizedConv3x3::available()), else Float.
  static Arithmetic fastest();

  // The weights must be well-formed (NetworkWeights::shapeError() empty); throws
  // std::invalid_argument otherwise, for a board size or batch below 1, or for Int8 where the
  // build has no integer kernel.
  Evaluator(std::shared_ptr<const NetworkWeights> weights, int boardSize, int maxBatch,
            Arithmetic arithmetic = fastest());
  ~Evaluator();
  Evaluator(const Evaluator&) = delete;
  Evaluator& operator=(const Evaluator&) = delete;

  [[nodiscard]] int boardSize() const { return size_; }
  [[nodiscard]] int points() const { return points_; }
  [[nodiscard]] int maxBatch() const { return maxBatch_; }
  [[nodiscard]] const NetworkShape& shape() const { return weights_->shape; }
  [[nodiscard]] Arithmetic arithmetic() const { return quantized_.empty() ? Arithmetic::Float : Arithmetic::Int8; }

  // The input planes of position `i` of the batch, to be filled before evaluate():
  // inputPlanes x size x size floats, plane by plane, each row by row from the top left.
  float* input(int i) { return input_.data() + size_t(i) * size_t(inputStride_); }

  // Runs the network on the first `batch` positions (1 <= batch <= maxBatch).
  void evaluate(int batch);

  // After evaluate(): position i's move probabilities, one a point (row by row) and then the
  // pass; they sum to 1.
  [[nodiscard]] const float* policy(int i) const { return policy_.data() + size_t(i) * size_t(points_ + 1); }
  // The side to move's probability of winning.
  [[nodiscard]] float value(int i) const { return value_[size_t(i)]; }
  // Each point's expected owner, +1 the side to move, -1 the opponent.
  [[nodiscard]] const float* ownership(int i) const { return ownership_.data() + size_t(i) * size_t(points_); }

 private:
  struct Gemm;  // a matrix product with its packing buffers, made once (evaluator.cpp)

  void gather3x3(const float* source, int64_t channelStride, int64_t pointStride, int64_t positionStride,
                 int channels, int batch);
  void convolve3x3(const ConvLayer& conv, Gemm& gemm, const float* source, int64_t channelStride,
                   int64_t pointStride, int64_t positionStride, float* out, int batch);
  void convolve1x1(const ConvLayer& conv, Gemm& gemm, const float* source, float* out, int batch);
  // The trunk's convolution `layer` (w.trunk[layer]) of the batch's activations, in the
  // evaluator's arithmetic.
  void convolveTrunk(size_t layer, const float* source, float* out, int batch);

  std::shared_ptr<const NetworkWeights> weights_;
  int size_;
  int points_;
  int maxBatch_;
  int inputStride_;
  // neighbour_[p * 9 + tap]: the point at that tap of p's 3x3 neighbourhood, or -1 off the board.
  std::vector<int> neighbour_;
  std::vector<float> input_;
  std::vector<float> columns_;  // the gathered neighbourhoods, (9 * channels) x (batch * points)
  std::vector<float> trunk_, mid_, next_;  // channels x (batch * points)
  std::vector<float> policyHidden_, valueHidden_;
  std::vector<float> pooled_, hidden_;
  std::vector<float> policy_, value_, ownership_;
  std::unique_ptr<Gemm> inputGemm_, trunkGemm_, policyGemm_, valueGemm_;
  std::vector<QuantizedConv3x3> quantized_;  // the trunk's convolutions in integers, or none
};

}  // namespace kosumi::network
