#pragma once
// A 3x3 convolution of the trunk in 8-bit integers, for processors with AVX-512 VNNI, whose one
// instruction (vpdpbusd) does 64 multiply-adds of unsigned by signed bytes where a float
// multiply-add does 16: the trunk, nearly all of an evaluation's arithmetic, runs about four
// times as fast (docs/speed.md).
//
// The quantisation:
//   - weights: per output channel, symmetric, scaled so the largest magnitude is 127;
//   - activations: the trunk's inputs follow a ReLU, so they are never negative; per position
//     and call, scaled so the largest is 255 (a dynamic scale: nothing to calibrate, and a
//     position's answer does not depend on the others of its batch);
//   - the 32-bit sums are scaled back to floats and the bias added in float, so the ReLU, the
//     residual sums and the heads stay in float.
// The error this brings is a few thousandths of each activation's range: each output stays within
// the bound its rounding allows (tests/quantized_conv_test.cpp), and tests/network_test.cpp and
// tests/network_file_test.cpp bound what it does to a network's outputs.
//
// The board is kept with a one-point border of zeros, so every tap of every point reads memory
// and the edge needs no test; each call sweeps the points from the first on the board to the
// last, the border's among them, a few at a time.
#include <cstdint>
#include <vector>

#include "network/network_desc.h"

namespace kosumi::network {

class QuantizedConv3x3 {
 public:
  // Whether this build has the integer kernel (the building machine had AVX-512 VNNI).
  static bool available();

  // conv must be a 3x3 convolution; throws std::invalid_argument otherwise, or where the kernel
  // is not available.
  QuantizedConv3x3(const ConvLayer& conv, int boardSize);

  // out = conv(in) + bias for one position. in: points x inChannels floats (a point's channels
  // together, the evaluator's layout), none negative; out: points x outChannels. Allocates
  // nothing.
  void run(const float* in, float* out);

 private:
  int size_, paddedWidth_;
  int inChannels_, inStride_;    // inStride_: inChannels_ rounded up to whole groups of four
  int outChannels_, outStride_;  // outStride_: outChannels_ rounded up to whole groups of sixteen
  int first_, sweep_;            // the first point on the board (padded index) and the points swept
  int tapOffset_[9];             // bytes from a point's inputs to its neighbour's at each tap
  std::vector<int8_t> weights_;  // [tap][group of four inputs][output] x 4 bytes, as vpdpbusd reads them
  std::vector<float> weightScale_, bias_;
  std::vector<uint8_t> padded_;  // the inputs, quantised, on the bordered board
  std::vector<int32_t> sums_;    // sweep_ x outStride_
};

}  // namespace kosumi::network
