#include "network/evaluator.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <stdexcept>
#include <string>

// GCC 12 reports Eigen's vector kernels as reading an uninitialised register (a false positive in
// its own intrinsics header, seen with -march=native).
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include <Eigen/Core>

#if !EIGEN_VERSION_AT_LEAST(3, 4, 0)
#error "the network's evaluator needs Eigen 3.4 (its matrix product takes a result stride)"
#endif

namespace kosumi::network {

// Eigen's own kernel for a column-major float product, called with packing buffers allocated once
// here: the expression `out.noalias() += a * b` would allocate them on the heap at every call
// once they pass Eigen's stack limit (128 KiB), which the trunk's products do.
struct Evaluator::Gemm {
  using Blocking = Eigen::internal::gemm_blocking_space<Eigen::ColMajor, float, float, Eigen::Dynamic,
                                                        Eigen::Dynamic, Eigen::Dynamic>;
  using Product = Eigen::internal::general_matrix_matrix_product<Eigen::Index, float, Eigen::ColMajor, false,
                                                                 float, Eigen::ColMajor, false, Eigen::ColMajor, 1>;
  Blocking blocking;
  Eigen::Index rows, depth;

  Gemm(int r, int maxColumns, int d) : blocking(r, maxColumns, d, 1, true), rows(r), depth(d) {
    blocking.allocateAll();
  }
  // out (rows x columns) += a (rows x depth) * b (depth x columns), all column-major and packed.
  void run(const float* a, const float* b, Eigen::Index columns, float* out) {
    Product::run(rows, columns, depth, a, rows, b, depth, out, 1, rows, 1.0f, blocking, nullptr);
  }
};

namespace {
void relu(float* x, size_t n) {
  for (size_t i = 0; i < n; ++i) x[i] = std::max(x[i], 0.0f);
}
// Each column of out (rows x columns) set to the bias.
void setBias(float* out, const std::vector<float>& bias, int64_t columns) {
  const size_t rows = bias.size();
  for (int64_t j = 0; j < columns; ++j) std::memcpy(out + size_t(j) * rows, bias.data(), rows * sizeof(float));
}
}  // namespace

Arithmetic Evaluator::fastest() {
  return QuantizedConv3x3::available() ? Arithmetic::Int8 : Arithmetic::Float;
}

Evaluator::Evaluator(std::shared_ptr<const NetworkWeights> weights, int boardSize, int maxBatch, Arithmetic arithmetic)
    : weights_(std::move(weights)), size_(boardSize), points_(boardSize * boardSize), maxBatch_(maxBatch) {
  if (!weights_) throw std::invalid_argument("network evaluator: no weights");
  if (const std::string e = weights_->shapeError(); !e.empty())
    throw std::invalid_argument("network evaluator: " + e);
  if (boardSize < 1 || maxBatch < 1) throw std::invalid_argument("network evaluator: size and batch must be positive");
  const NetworkShape& s = weights_->shape;
  inputStride_ = s.inputPlanes * points_;
  neighbour_.resize(size_t(points_) * 9);
  for (int y = 0; y < size_; ++y)
    for (int x = 0; x < size_; ++x)
      for (int t = 0; t < 9; ++t) {
        const int ny = y + t / 3 - 1, nx = x + t % 3 - 1;
        const bool on = ny >= 0 && ny < size_ && nx >= 0 && nx < size_;
        neighbour_[size_t(y * size_ + x) * 9 + size_t(t)] = on ? ny * size_ + nx : -1;
      }
  const size_t columns = size_t(maxBatch) * size_t(points_);
  input_.assign(size_t(maxBatch) * size_t(inputStride_), 0.0f);
  columns_.assign(9 * size_t(std::max(s.inputPlanes, s.channels)) * columns, 0.0f);
  trunk_.assign(size_t(s.channels) * columns, 0.0f);
  mid_.assign(trunk_.size(), 0.0f);
  next_.assign(trunk_.size(), 0.0f);
  policyHidden_.assign(size_t(s.policyChannels) * columns, 0.0f);
  valueHidden_.assign(size_t(s.valueChannels) * columns, 0.0f);
  pooled_.assign(size_t(std::max(s.channels, s.valueChannels)), 0.0f);
  hidden_.assign(size_t(s.valueHidden), 0.0f);
  policy_.assign(size_t(maxBatch) * size_t(points_ + 1), 0.0f);
  value_.assign(size_t(maxBatch), 0.0f);
  ownership_.assign(columns, 0.0f);
  const int maxColumns = maxBatch * points_;
  inputGemm_ = std::make_unique<Gemm>(s.channels, maxColumns, 9 * s.inputPlanes);
  trunkGemm_ = std::make_unique<Gemm>(s.channels, maxColumns, 9 * s.channels);
  policyGemm_ = std::make_unique<Gemm>(s.policyChannels, maxColumns, s.channels);
  valueGemm_ = std::make_unique<Gemm>(s.valueChannels, maxColumns, s.channels);
  if (arithmetic == Arithmetic::Int8) {
    quantized_.reserve(weights_->trunk.size());
    for (const ConvLayer& conv : weights_->trunk) quantized_.emplace_back(conv, boardSize);
  }
}

Evaluator::~Evaluator() = default;

void Evaluator::gather3x3(const float* source, int64_t channelStride, int64_t pointStride, int64_t positionStride,
                          int channels, int batch) {
  float* column = columns_.data();
  for (int n = 0; n < batch; ++n) {
    const float* position = source + n * positionStride;
    for (int p = 0; p < points_; ++p) {
      const int* taps = &neighbour_[size_t(p) * 9];
      for (int t = 0; t < 9; ++t, column += channels) {
        if (taps[t] < 0) {
          std::fill(column, column + channels, 0.0f);
        } else if (channelStride == 1) {
          std::memcpy(column, position + taps[t] * pointStride, size_t(channels) * sizeof(float));
        } else {
          const float* from = position + taps[t] * pointStride;
          for (int c = 0; c < channels; ++c) column[c] = from[c * channelStride];
        }
      }
    }
  }
}

void Evaluator::convolve3x3(const ConvLayer& conv, Gemm& gemm, const float* source, int64_t channelStride,
                            int64_t pointStride, int64_t positionStride, float* out, int batch) {
  gather3x3(source, channelStride, pointStride, positionStride, conv.inChannels, batch);
  const int64_t columns = int64_t(batch) * points_;
  setBias(out, conv.bias, columns);
  gemm.run(conv.weights.data(), columns_.data(), columns, out);
}

void Evaluator::convolve1x1(const ConvLayer& conv, Gemm& gemm, const float* source, float* out, int batch) {
  const int64_t columns = int64_t(batch) * points_;
  setBias(out, conv.bias, columns);
  gemm.run(conv.weights.data(), source, columns, out);
}

void Evaluator::convolveTrunk(size_t layer, const float* source, float* out, int batch) {
  const int c = weights_->shape.channels;
  const size_t positionStride = size_t(c) * size_t(points_);
  if (quantized_.empty()) {
    convolve3x3(weights_->trunk[layer], *trunkGemm_, source, 1, c, int64_t(positionStride), out, batch);
  } else {
    // The integer kernel scales each position's inputs by their own largest.
    for (int n = 0; n < batch; ++n)
      quantized_[layer].run(source + size_t(n) * positionStride, out + size_t(n) * positionStride);
  }
}

void Evaluator::evaluate(int batch) {
  if (batch < 1 || batch > maxBatch_) throw std::invalid_argument("network evaluator: batch out of range");
  const NetworkWeights& w = *weights_;
  const NetworkShape& s = w.shape;
  const int c = s.channels;
  const size_t active = size_t(c) * size_t(batch) * size_t(points_);

  // The input planes are stored plane by plane; the gather reads them in place.
  convolve3x3(w.input, *inputGemm_, input_.data(), points_, 1, inputStride_, trunk_.data(), batch);
  relu(trunk_.data(), active);
  for (int b = 0; b < s.blocks; ++b) {
    convolveTrunk(size_t(2 * b), trunk_.data(), mid_.data(), batch);
    relu(mid_.data(), active);
    convolveTrunk(size_t(2 * b + 1), mid_.data(), next_.data(), batch);
    for (size_t i = 0; i < active; ++i) next_[i] = std::max(next_[i] + trunk_[i], 0.0f);
    trunk_.swap(next_);
  }

  // Policy.
  const int pc = s.policyChannels;
  convolve1x1(w.policyConv, *policyGemm_, trunk_.data(), policyHidden_.data(), batch);
  relu(policyHidden_.data(), size_t(pc) * size_t(batch) * size_t(points_));
  for (int n = 0; n < batch; ++n) {
    float* logits = policy_.data() + size_t(n) * size_t(points_ + 1);
    for (int p = 0; p < points_; ++p) {
      const float* h = policyHidden_.data() + (size_t(n) * size_t(points_) + size_t(p)) * size_t(pc);
      float sum = w.policyPoint.bias[0];
      for (int k = 0; k < pc; ++k) sum += w.policyPoint.weights[size_t(k)] * h[k];
      logits[p] = sum;
    }
    // The pass sees the trunk's mean over the board.
    std::fill(pooled_.begin(), pooled_.begin() + c, 0.0f);
    const float* t = trunk_.data() + size_t(n) * size_t(points_) * size_t(c);
    for (int p = 0; p < points_; ++p)
      for (int k = 0; k < c; ++k) pooled_[size_t(k)] += t[size_t(p) * size_t(c) + size_t(k)];
    float pass = w.policyPass.bias[0];
    for (int k = 0; k < c; ++k) pass += w.policyPass.weights[size_t(k)] * (pooled_[size_t(k)] / float(points_));
    logits[points_] = pass;
    const float top = *std::max_element(logits, logits + points_ + 1);
    float total = 0;
    for (int p = 0; p <= points_; ++p) total += (logits[p] = std::exp(logits[p] - top));
    for (int p = 0; p <= points_; ++p) logits[p] /= total;
  }

  // Value and ownership.
  const int vc = s.valueChannels;
  convolve1x1(w.valueConv, *valueGemm_, trunk_.data(), valueHidden_.data(), batch);
  relu(valueHidden_.data(), size_t(vc) * size_t(batch) * size_t(points_));
  for (int n = 0; n < batch; ++n) {
    const float* v = valueHidden_.data() + size_t(n) * size_t(points_) * size_t(vc);
    float* owner = ownership_.data() + size_t(n) * size_t(points_);
    std::fill(pooled_.begin(), pooled_.begin() + vc, 0.0f);
    for (int p = 0; p < points_; ++p) {
      const float* h = v + size_t(p) * size_t(vc);
      float sum = w.ownership.bias[0];
      for (int k = 0; k < vc; ++k) {
        sum += w.ownership.weights[size_t(k)] * h[k];
        pooled_[size_t(k)] += h[k];
      }
      owner[p] = std::tanh(sum);
    }
    for (int k = 0; k < vc; ++k) pooled_[size_t(k)] /= float(points_);
    for (int j = 0; j < s.valueHidden; ++j) {
      float sum = w.valueHidden.bias[size_t(j)];
      for (int k = 0; k < vc; ++k) sum += w.valueHidden.at(j, k) * pooled_[size_t(k)];
      hidden_[size_t(j)] = std::max(sum, 0.0f);
    }
    float logit = w.valueOut.bias[0];
    for (int j = 0; j < s.valueHidden; ++j) logit += w.valueOut.weights[size_t(j)] * hidden_[size_t(j)];
    value_[size_t(n)] = 1.0f / (1.0f + std::exp(-logit));
  }
}

}  // namespace kosumi::network
