#pragma once
// A 3x3 convolution of the trunk in 8-bit integers. With AVX-512 VNNI one instruction (vpdpbusd)
// does 64 multiply-adds of unsigned by signed bytes where a float multiply-add does 16: the trunk,
// nearly all of an evaluation's arithmetic, runs about four times as fast (docs/speed.md). With
// AVX2 alone the same sums take three instructions for 32 products (vpmaddubsw, vpmaddwd, vpaddd),
// still more a cycle than the float multiply-adds.
//
// The quantisation:
//   - weights: per output channel, symmetric, scaled so the largest magnitude is 127;
//   - activations: the trunk's inputs follow a ReLU, so they are never negative; per position
//     and call, scaled so the largest is inputLevels() (255 with VNNI, 127 with AVX2, whose
//     16-bit pair sums would saturate above it; a dynamic scale: nothing to calibrate, and a
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
  enum class Kernel { None, Avx2, Vnni };

  // Whether this build has an integer kernel (the building machine had AVX-512 VNNI, or AVX2 in
  // the native build), which one, its name ("AVX-512 VNNI", "AVX2" or "none"), and the steps its
  // inputs are quantised to.
  static bool available() { return kernel() != Kernel::None; }
  static Kernel kernel();
  static const char* kernelName();
  static int inputLevels();

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
  int outChannels_, outStride_;  // outStride_: outChannels_ rounded up to whole vectors of sums
  int first_, sweep_;            // the first point on the board (padded index) and the points swept
  int tapOffset_[9];             // bytes from a point's inputs to its neighbour's at each tap
  std::vector<int8_t> weights_;  // [tap][group of four inputs][output] x 4 bytes, as the kernel reads them
  std::vector<float> weightScale_, bias_;
  std::vector<uint8_t> padded_;  // the inputs, quantised, on the bordered board
  std::vector<int32_t> sums_;    // sweep_ x outStride_
};

}  // namespace kosumi::network
