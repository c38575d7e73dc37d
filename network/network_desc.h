#pragma once
// A residual network's description and weights, apart from the arithmetic that runs it
// (network/evaluator.h). Every layer is a convolution over the board or a small dense layer on
// pooled features, so one set of weights serves every board size.
//
//   input    3x3 convolution, inputPlanes -> channels, ReLU
//   trunk    `blocks` residual blocks: 3x3 conv, ReLU, 3x3 conv, + the block's input, ReLU
//   policy   1x1 conv channels -> policyChannels, ReLU; a point's logit is a 1x1 conv of those to
//            one value; the pass's logit is a dense layer on the trunk's mean over the board;
//            softmax over every point and the pass
//   value    1x1 conv channels -> valueChannels, ReLU; their mean over the board, a dense layer
//            to valueHidden, ReLU, a dense layer to one logit: the win probability of the side to
//            move through a sigmoid
//   ownership  a 1x1 conv of the value channels to one value a point, tanh: +1 the side to
//            move's, -1 the opponent's
//
// Batch normalisation is folded into each convolution's weights and bias before use
// (foldBatchNorm), so a layer is one multiply-add pass and a bias.
#include <cstdint>
#include <string>
#include <vector>

namespace kosumi::network {

struct NetworkShape {
  int inputPlanes = 18;
  int blocks = 6;
  int channels = 64;
  int policyChannels = 2;
  int valueChannels = 32;
  int valueHidden = 64;

  bool operator==(const NetworkShape&) const = default;
};

// A convolution with a square kernel (1 or 3) and "same" zero padding. Weights are stored as an
// outChannels x (kernel*kernel*inChannels) column-major matrix whose column (tap, in) multiplies
// input channel `in` at kernel tap `tap` (row-major over the kernel, tap 4 the centre of a 3x3),
// the layout the evaluator's matrix product reads; at() hides it.
struct ConvLayer {
  int inChannels = 0;
  int outChannels = 0;
  int kernel = 1;
  std::vector<float> weights;
  std::vector<float> bias;

  ConvLayer() = default;
  ConvLayer(int in, int out, int kernelSize);
  // dy, dx in [-(kernel/2), kernel/2]: the weight from input channel `in` at offset (dy, dx) of
  // the output point to output channel `out`.
  float& at(int out, int in, int dy, int dx);
  float at(int out, int in, int dy, int dx) const;
};

// out = weights * in + bias; weights stored outputs x inputs, column-major.
struct DenseLayer {
  int inputs = 0;
  int outputs = 0;
  std::vector<float> weights;
  std::vector<float> bias;

  DenseLayer() = default;
  DenseLayer(int in, int out);
  float& at(int out, int in) { return weights[size_t(in) * size_t(outputs) + size_t(out)]; }
  float at(int out, int in) const { return weights[size_t(in) * size_t(outputs) + size_t(out)]; }
};

struct NetworkWeights {
  NetworkShape shape;
  ConvLayer input;                 // 3x3, inputPlanes -> channels
  std::vector<ConvLayer> trunk;    // 2 per block, 3x3, channels -> channels
  ConvLayer policyConv;            // 1x1, channels -> policyChannels
  ConvLayer policyPoint;           // 1x1, policyChannels -> 1
  DenseLayer policyPass;           // channels (trunk mean) -> 1
  ConvLayer valueConv;             // 1x1, channels -> valueChannels
  DenseLayer valueHidden;          // valueChannels (mean) -> valueHidden
  DenseLayer valueOut;             // valueHidden -> 1
  ConvLayer ownership;             // 1x1, valueChannels -> 1

  // Every layer of the right size for `shape`, weights and biases zero.
  explicit NetworkWeights(const NetworkShape& shape);
  // "" if every layer has the size the shape asks for, else what is wrong.
  [[nodiscard]] std::string shapeError() const;
};

// Scales a convolution followed by batch normalisation (per output channel: gamma, beta, the
// running mean and variance, epsilon) into one convolution that computes the same.
void foldBatchNorm(ConvLayer& conv, const std::vector<float>& gamma, const std::vector<float>& beta,
                   const std::vector<float>& mean, const std::vector<float>& variance, float epsilon);

// Weights drawn uniformly with He's scale (variance 2 / fan-in) from a fixed seed, biases small:
// a network whose activations neither vanish nor explode, for benchmarks and tests.
NetworkWeights randomWeights(const NetworkShape& shape, uint64_t seed);

// Multiply-adds one evaluation of one position of this size costs, all layers.
int64_t multiplyAdds(const NetworkShape& shape, int boardSize);

}  // namespace kosumi::network
