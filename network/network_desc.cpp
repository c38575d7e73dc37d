#include "network/network_desc.h"

#include <cmath>
#include <string>

namespace kosumi::network {

ConvLayer::ConvLayer(int in, int out, int kernelSize)
    : inChannels(in),
      outChannels(out),
      kernel(kernelSize),
      weights(size_t(in) * size_t(out) * size_t(kernelSize * kernelSize), 0.0f),
      bias(size_t(out), 0.0f) {}

namespace {
size_t convIndex(const ConvLayer& c, int out, int in, int dy, int dx) {
  const int r = c.kernel / 2;
  const int tap = (dy + r) * c.kernel + (dx + r);
  return (size_t(tap) * size_t(c.inChannels) + size_t(in)) * size_t(c.outChannels) + size_t(out);
}
}  // namespace

float& ConvLayer::at(int out, int in, int dy, int dx) { return weights[convIndex(*this, out, in, dy, dx)]; }
float ConvLayer::at(int out, int in, int dy, int dx) const { return weights[convIndex(*this, out, in, dy, dx)]; }

DenseLayer::DenseLayer(int in, int out)
    : inputs(in), outputs(out), weights(size_t(in) * size_t(out), 0.0f), bias(size_t(out), 0.0f) {}

NetworkWeights::NetworkWeights(const NetworkShape& s)
    : shape(s),
      input(s.inputPlanes, s.channels, 3),
      trunk(size_t(2 * s.blocks), ConvLayer(s.channels, s.channels, 3)),
      policyConv(s.channels, s.policyChannels, 1),
      policyPoint(s.policyChannels, 1, 1),
      policyPass(s.channels, 1),
      valueConv(s.channels, s.valueChannels, 1),
      valueHidden(s.valueChannels, s.valueHidden),
      valueOut(s.valueHidden, 1),
      ownership(s.valueChannels, 1, 1) {}

namespace {
std::string convError(const char* name, const ConvLayer& c, int in, int out, int kernel) {
  if (c.inChannels != in || c.outChannels != out || c.kernel != kernel)
    return std::string(name) + ": " + std::to_string(c.inChannels) + "->" + std::to_string(c.outChannels) +
           " kernel " + std::to_string(c.kernel) + ", expected " + std::to_string(in) + "->" +
           std::to_string(out) + " kernel " + std::to_string(kernel);
  if (c.weights.size() != size_t(in) * size_t(out) * size_t(kernel * kernel) || c.bias.size() != size_t(out))
    return std::string(name) + ": weights or bias of the wrong length";
  return "";
}
std::string denseError(const char* name, const DenseLayer& d, int in, int out) {
  if (d.inputs != in || d.outputs != out || d.weights.size() != size_t(in) * size_t(out) ||
      d.bias.size() != size_t(out))
    return std::string(name) + ": not " + std::to_string(in) + "->" + std::to_string(out);
  return "";
}
}  // namespace

std::string NetworkWeights::shapeError() const {
  const NetworkShape& s = shape;
  if (s.inputPlanes < 1 || s.blocks < 0 || s.channels < 1 || s.policyChannels < 1 || s.valueChannels < 1 ||
      s.valueHidden < 1)
    return "shape: every size must be positive";
  if (trunk.size() != size_t(2 * s.blocks)) return "trunk: not two convolutions a block";
  std::string e = convError("input", input, s.inputPlanes, s.channels, 3);
  for (const ConvLayer& c : trunk)
    if (e.empty()) e = convError("trunk", c, s.channels, s.channels, 3);
  if (e.empty()) e = convError("policy conv", policyConv, s.channels, s.policyChannels, 1);
  if (e.empty()) e = convError("policy point", policyPoint, s.policyChannels, 1, 1);
  if (e.empty()) e = denseError("policy pass", policyPass, s.channels, 1);
  if (e.empty()) e = convError("value conv", valueConv, s.channels, s.valueChannels, 1);
  if (e.empty()) e = denseError("value hidden", valueHidden, s.valueChannels, s.valueHidden);
  if (e.empty()) e = denseError("value out", valueOut, s.valueHidden, 1);
  if (e.empty()) e = convError("ownership", ownership, s.valueChannels, 1, 1);
  return e;
}

void foldBatchNorm(ConvLayer& conv, const std::vector<float>& gamma, const std::vector<float>& beta,
                   const std::vector<float>& mean, const std::vector<float>& variance, float epsilon) {
  const int r = conv.kernel / 2;
  for (int o = 0; o < conv.outChannels; ++o) {
    const float scale = gamma[size_t(o)] / std::sqrt(variance[size_t(o)] + epsilon);
    for (int i = 0; i < conv.inChannels; ++i)
      for (int dy = -r; dy <= r; ++dy)
        for (int dx = -r; dx <= r; ++dx) conv.at(o, i, dy, dx) *= scale;
    conv.bias[size_t(o)] = (conv.bias[size_t(o)] - mean[size_t(o)]) * scale + beta[size_t(o)];
  }
}

namespace {
// SplitMix64: the same numbers on every platform, unlike the standard distributions.
struct Draw {
  uint64_t state;
  double uniform() {  // [0, 1)
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return double(z >> 11) * 0x1.0p-53;
  }
  float symmetric(double limit) { return float((2 * uniform() - 1) * limit); }
};

void fill(std::vector<float>& weights, std::vector<float>& bias, int fanIn, Draw& d) {
  const double limit = std::sqrt(6.0 / fanIn);  // uniform(-a, a) has variance a^2 / 3 = 2 / fanIn
  for (float& w : weights) w = d.symmetric(limit);
  for (float& b : bias) b = d.symmetric(0.1);
}
}  // namespace

NetworkWeights randomWeights(const NetworkShape& shape, uint64_t seed) {
  NetworkWeights w(shape);
  Draw d{seed};
  auto conv = [&](ConvLayer& c) { fill(c.weights, c.bias, c.inChannels * c.kernel * c.kernel, d); };
  auto dense = [&](DenseLayer& l) { fill(l.weights, l.bias, l.inputs, d); };
  conv(w.input);
  for (ConvLayer& c : w.trunk) conv(c);
  // The second convolution of each block is scaled down, as a trained residual block's tends to
  // be, so that the sum of the skip connections grows slowly along the trunk.
  for (size_t b = 1; b < w.trunk.size(); b += 2)
    for (float& x : w.trunk[b].weights) x *= 0.5f;
  conv(w.policyConv);
  conv(w.policyPoint);
  dense(w.policyPass);
  conv(w.valueConv);
  dense(w.valueHidden);
  dense(w.valueOut);
  conv(w.ownership);
  return w;
}

int64_t multiplyAdds(const NetworkShape& s, int boardSize) {
  const int64_t points = int64_t(boardSize) * boardSize;
  const int64_t c = s.channels;
  int64_t perPoint = 9 * s.inputPlanes * c;                   // input convolution
  perPoint += int64_t(s.blocks) * 2 * 9 * c * c;               // trunk
  perPoint += c * s.policyChannels + s.policyChannels;         // policy convolutions
  perPoint += c * s.valueChannels + s.valueChannels;           // value convolution, ownership
  const int64_t pooled = c + int64_t(s.valueChannels) * s.valueHidden + s.valueHidden;
  return perPoint * points + pooled;
}

}  // namespace kosumi::network
