#include "network/quantized_conv.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <stdexcept>

// network/CMakeLists.txt compiles this file with AVX-512 VNNI where the building machine has it;
// elsewhere the class is there but not available().
#if defined(__AVX512F__) && defined(__AVX512BW__) && defined(__AVX512VNNI__)
#define KOSUMI_QUANTIZED_KERNEL 1
// GCC 12 reports its own intrinsics as reading an uninitialised register (the false positive
// evaluator.cpp meets in Eigen's kernels).
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"
#endif
#include <immintrin.h>
#endif

namespace kosumi::network {

namespace {

// Outputs are computed up to four vectors of sixteen at a time, for R points at once: R is as
// many as the 32 vector registers hold beside the weights (M x R sums, M weights, one input).
constexpr int kLanes = 16;
constexpr int kMaxVectors = 4;
constexpr int kMostPointsAtOnce = 12;

int roundUp(int n, int to) { return (n + to - 1) / to * to; }

#ifdef KOSUMI_QUANTIZED_KERNEL
constexpr int pointsAtOnce(int vectors) { return vectors == 1 ? 12 : vectors == 2 ? 8 : vectors == 3 ? 6 : 5; }
static_assert(pointsAtOnce(1) == kMostPointsAtOnce);

// sums[p][16 m + lane] for the `count` swept points from `in` (the first swept point's inputs),
// over the nine taps and `quads` groups of four input channels; `weights` is this block's
// [tap][quad][m] vectors. count is rounded up to whole groups of R: the buffers have room.
template <int M>
void sweepBlock(const int8_t* weights, int quads, const uint8_t* in, int inStride, const int* tapOffset, int count,
                int32_t* sums, int sumStride) {
  constexpr int R = pointsAtOnce(M);
  for (int p = 0; p < count; p += R) {
    __m512i acc[R][M];
    for (int r = 0; r < R; ++r)
      for (int m = 0; m < M; ++m) acc[r][m] = _mm512_setzero_si512();
    const uint8_t* at = in + size_t(p) * size_t(inStride);
    const int8_t* w = weights;
    for (int t = 0; t < 9; ++t) {
      const uint8_t* source = at + tapOffset[t];
      for (int j = 0; j < quads; ++j, w += M * 64) {
        __m512i wv[M];
        for (int m = 0; m < M; ++m) wv[m] = _mm512_loadu_si512(w + m * 64);
        for (int r = 0; r < R; ++r) {
          int32_t four;
          std::memcpy(&four, source + r * inStride + 4 * j, sizeof four);
          const __m512i x = _mm512_set1_epi32(four);
          for (int m = 0; m < M; ++m) acc[r][m] = _mm512_dpbusd_epi32(acc[r][m], x, wv[m]);
        }
      }
    }
    for (int r = 0; r < R; ++r)
      for (int m = 0; m < M; ++m) _mm512_storeu_si512(sums + size_t(p + r) * size_t(sumStride) + kLanes * m, acc[r][m]);
  }
}
#endif

}  // namespace

bool QuantizedConv3x3::available() {
#ifdef KOSUMI_QUANTIZED_KERNEL
  return true;
#else
  return false;
#endif
}

QuantizedConv3x3::QuantizedConv3x3(const ConvLayer& conv, int boardSize)
    : size_(boardSize),
      paddedWidth_(boardSize + 2),
      inChannels_(conv.inChannels),
      inStride_(roundUp(conv.inChannels, 4)),
      outChannels_(conv.outChannels),
      outStride_(roundUp(conv.outChannels, kLanes)) {
  if (!available()) throw std::invalid_argument("quantized convolution: this build has no AVX-512 VNNI kernel");
  if (conv.kernel != 3 || boardSize < 1) throw std::invalid_argument("quantized convolution: needs a 3x3 kernel");
  first_ = paddedWidth_ + 1;
  sweep_ = size_ * paddedWidth_ + size_ - first_ + 1;
  for (int t = 0; t < 9; ++t) tapOffset_[t] = ((t / 3 - 1) * paddedWidth_ + (t % 3 - 1)) * inStride_;

  // Per output channel, the largest weight's magnitude becomes 127.
  weightScale_.assign(size_t(outStride_), 0.0f);
  bias_.assign(size_t(outStride_), 0.0f);
  for (int o = 0; o < outChannels_; ++o) {
    float largest = 0;
    for (int i = 0; i < inChannels_; ++i)
      for (int t = 0; t < 9; ++t) largest = std::max(largest, std::abs(conv.at(o, i, t / 3 - 1, t % 3 - 1)));
    weightScale_[size_t(o)] = largest > 0 ? largest / 127.0f : 1.0f;
    bias_[size_t(o)] = conv.bias[size_t(o)];
  }
  const int quads = inStride_ / 4;
  weights_.assign(size_t(9) * size_t(quads) * size_t(outStride_) * 4, 0);
  int8_t* w = weights_.data();
  for (int block = 0; block < outStride_ / kLanes; block += kMaxVectors) {
    const int vectors = std::min(kMaxVectors, outStride_ / kLanes - block);
    for (int t = 0; t < 9; ++t)
      for (int j = 0; j < quads; ++j)
        for (int lane = 0; lane < vectors * kLanes; ++lane, w += 4) {
          const int o = block * kLanes + lane;
          for (int k = 0; k < 4; ++k) {
            const int i = 4 * j + k;
            if (o >= outChannels_ || i >= inChannels_) continue;
            const float scaled = conv.at(o, i, t / 3 - 1, t % 3 - 1) / weightScale_[size_t(o)];
            w[k] = int8_t(std::clamp(std::lround(scaled), -127L, 127L));
          }
        }
  }
  // Room for the last group of points of a sweep, and for its taps one row further down.
  padded_.assign(size_t(paddedWidth_ * paddedWidth_ + paddedWidth_ + kMostPointsAtOnce + 1) * size_t(inStride_), 0);
  sums_.assign(size_t(sweep_ + kMostPointsAtOnce) * size_t(outStride_), 0);
}

void QuantizedConv3x3::run([[maybe_unused]] const float* in, [[maybe_unused]] float* out) {
#ifdef KOSUMI_QUANTIZED_KERNEL
  // The constructor refuses to make the class where the kernel is missing, so run() is only ever
  // compiled with it; the conversions below are vectorised by hand as well, since a dynamic scale
  // reads and writes every activation once more for each convolution.
  const int points = size_ * size_;
  const int values = points * inChannels_;
  __m512 top = _mm512_setzero_ps();
  int i = 0;
  for (; i + kLanes <= values; i += kLanes) top = _mm512_max_ps(top, _mm512_loadu_ps(in + i));
  float largest = _mm512_reduce_max_ps(top);
  for (; i < values; ++i) largest = std::max(largest, in[i]);
  const float inScale = largest > 0 ? largest / 255.0f : 1.0f;
  const __m512 toByte = _mm512_set1_ps(1.0f / inScale);
  const __m512 zero = _mm512_setzero_ps();
  const __mmask16 inTail = __mmask16((1u << (inChannels_ % kLanes)) - 1);
  for (int y = 0; y < size_; ++y)
    for (int x = 0; x < size_; ++x) {
      const float* from = in + size_t(y * size_ + x) * size_t(inChannels_);
      uint8_t* to = padded_.data() + size_t((y + 1) * paddedWidth_ + x + 1) * size_t(inStride_);
      int c = 0;
      // Rounded to nearest, then narrowed with unsigned saturation (the largest lands on 255).
      for (; c + kLanes <= inChannels_; c += kLanes) {
        const __m512 scaled = _mm512_mul_ps(_mm512_max_ps(_mm512_loadu_ps(from + c), zero), toByte);
        _mm_storeu_si128(reinterpret_cast<__m128i*>(to + c), _mm512_cvtusepi32_epi8(_mm512_cvtps_epi32(scaled)));
      }
      if (c < inChannels_) {
        const __m512 scaled = _mm512_mul_ps(_mm512_max_ps(_mm512_maskz_loadu_ps(inTail, from + c), zero), toByte);
        _mm512_mask_cvtusepi32_storeu_epi8(to + c, inTail, _mm512_cvtps_epi32(scaled));
      }
    }

  const int quads = inStride_ / 4;
  const uint8_t* start = padded_.data() + size_t(first_) * size_t(inStride_);
  const int8_t* w = weights_.data();
  for (int block = 0; block < outStride_ / kLanes; block += kMaxVectors) {
    const int vectors = std::min(kMaxVectors, outStride_ / kLanes - block);
    int32_t* sums = sums_.data() + block * kLanes;
    switch (vectors) {
      case 1: sweepBlock<1>(w, quads, start, inStride_, tapOffset_, sweep_, sums, outStride_); break;
      case 2: sweepBlock<2>(w, quads, start, inStride_, tapOffset_, sweep_, sums, outStride_); break;
      case 3: sweepBlock<3>(w, quads, start, inStride_, tapOffset_, sweep_, sums, outStride_); break;
      default: sweepBlock<4>(w, quads, start, inStride_, tapOffset_, sweep_, sums, outStride_); break;
    }
    w += size_t(9) * size_t(quads) * size_t(vectors) * kLanes * 4;
  }

  // out = sum * (input step * channel's weight step) + bias, only the board's points.
  const __m512 step = _mm512_set1_ps(inScale);
  const __mmask16 outTail = __mmask16((1u << (outChannels_ % kLanes)) - 1);
  for (int y = 0; y < size_; ++y)
    for (int x = 0; x < size_; ++x) {
      const int32_t* s = sums_.data() + size_t((y + 1) * paddedWidth_ + x + 1 - first_) * size_t(outStride_);
      float* to = out + size_t(y * size_ + x) * size_t(outChannels_);
      for (int o = 0; o < outChannels_; o += kLanes) {
        const __m512 scale = _mm512_mul_ps(step, _mm512_loadu_ps(weightScale_.data() + o));
        const __m512 value = _mm512_fmadd_ps(_mm512_cvtepi32_ps(_mm512_loadu_si512(s + o)), scale,
                                             _mm512_loadu_ps(bias_.data() + o));
        if (o + kLanes <= outChannels_)
          _mm512_storeu_ps(to + o, value);
        else
          _mm512_mask_storeu_ps(to + o, outTail, value);
      }
    }
#endif
}

}  // namespace kosumi::network
