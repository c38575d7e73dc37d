#include "network/quantized_conv.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <stdexcept>

// network/CMakeLists.txt compiles this file with AVX-512 VNNI where the building machine has it;
// elsewhere the native build's AVX2 gives the second kernel, and without either the class is
// there but not available().
#if defined(__AVX512F__) && defined(__AVX512BW__) && defined(__AVX512VNNI__)
#define KOSUMI_QUANTIZED_VNNI 1
#elif defined(__AVX2__) && defined(__FMA__)
#define KOSUMI_QUANTIZED_AVX2 1
#endif
#if defined(KOSUMI_QUANTIZED_VNNI) || defined(KOSUMI_QUANTIZED_AVX2)
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

int roundUp(int n, int to) { return (n + to - 1) / to * to; }

// Outputs are computed up to four vectors at a time (kLanes 32-bit sums each), for R points at
// once: R is as many as the vector registers hold beside the weights (M x R sums, M weights, one
// input; AVX-512 has 32 registers, AVX2 16 and a constant of ones).
constexpr int kMaxVectors = 4;
constexpr int kMostPointsAtOnce = 12;

#if defined(KOSUMI_QUANTIZED_VNNI)
constexpr int kLanes = 16;
// vpdpbusd adds the four byte products of a lane into 32 bits: inputs may take all of 0..255.
constexpr int kInputLevels = 255;
constexpr int pointsAtOnce(int vectors) { return vectors == 1 ? 12 : vectors == 2 ? 8 : vectors == 3 ? 6 : 5; }
using Vector = __m512i;
inline Vector zeroVector() { return _mm512_setzero_si512(); }
inline Vector loadVector(const void* from) { return _mm512_loadu_si512(from); }
inline void storeVector(void* to, Vector v) { _mm512_storeu_si512(to, v); }
inline Vector broadcast(int32_t four) { return _mm512_set1_epi32(four); }
struct DotBytes {
  Vector operator()(Vector acc, Vector x, Vector w) const { return _mm512_dpbusd_epi32(acc, x, w); }
};
#elif defined(KOSUMI_QUANTIZED_AVX2)
constexpr int kLanes = 8;
// AVX2 has no vpdpbusd: vpmaddubsw adds two byte products into 16 bits with saturation, and
// vpmaddwd by ones adds two of those into 32. With inputs up to 127 and weights up to 127 in
// magnitude a pair is at most 2 x 127 x 127 = 32,258, so nothing saturates and the lane's sum is
// exactly vpdpbusd's; the inputs lose one bit of resolution for it.
constexpr int kInputLevels = 127;
constexpr int pointsAtOnce(int vectors) { return vectors == 1 ? 8 : vectors == 2 ? 4 : vectors == 3 ? 3 : 2; }
using Vector = __m256i;
inline Vector zeroVector() { return _mm256_setzero_si256(); }
inline Vector loadVector(const void* from) { return _mm256_loadu_si256(static_cast<const __m256i*>(from)); }
inline void storeVector(void* to, Vector v) { _mm256_storeu_si256(static_cast<__m256i*>(to), v); }
inline Vector broadcast(int32_t four) { return _mm256_set1_epi32(four); }
struct DotBytes {
  const Vector ones = _mm256_set1_epi16(1);
  Vector operator()(Vector acc, Vector x, Vector w) const {
    return _mm256_add_epi32(acc, _mm256_madd_epi16(_mm256_maddubs_epi16(x, w), ones));
  }
};
#else
constexpr int kLanes = 16;
constexpr int kInputLevels = 255;
#endif

#ifdef KOSUMI_QUANTIZED_KERNEL
static_assert(pointsAtOnce(1) <= kMostPointsAtOnce);

// sums[p][kLanes m + lane] for the `count` swept points from `in` (the first swept point's
// inputs), over the nine taps and `quads` groups of four input channels; `weights` is this block's
// [tap][quad][m] vectors. count is rounded up to whole groups of R: the buffers have room.
template <int M>
void sweepBlock(const int8_t* weights, int quads, const uint8_t* in, int inStride, const int* tapOffset, int count,
                int32_t* sums, int sumStride) {
  constexpr int R = pointsAtOnce(M);
  const DotBytes dot;
  for (int p = 0; p < count; p += R) {
    Vector acc[R][M];
    for (int r = 0; r < R; ++r)
      for (int m = 0; m < M; ++m) acc[r][m] = zeroVector();
    const uint8_t* at = in + size_t(p) * size_t(inStride);
    const int8_t* w = weights;
    for (int t = 0; t < 9; ++t) {
      const uint8_t* source = at + tapOffset[t];
      for (int j = 0; j < quads; ++j, w += M * kLanes * 4) {
        Vector wv[M];
        for (int m = 0; m < M; ++m) wv[m] = loadVector(w + m * kLanes * 4);
        for (int r = 0; r < R; ++r) {
          int32_t four;
          std::memcpy(&four, source + r * inStride + 4 * j, sizeof four);
          const Vector x = broadcast(four);
          for (int m = 0; m < M; ++m) acc[r][m] = dot(acc[r][m], x, wv[m]);
        }
      }
    }
    for (int r = 0; r < R; ++r)
      for (int m = 0; m < M; ++m) storeVector(sums + size_t(p + r) * size_t(sumStride) + kLanes * m, acc[r][m]);
  }
}

// The conversions around the sweep are vectorised by hand as well: a dynamic scale reads and
// writes every activation once more for each convolution.
#if defined(KOSUMI_QUANTIZED_VNNI)
float largestOf(const float* in, int values) {
  __m512 top = _mm512_setzero_ps();
  int i = 0;
  for (; i + 16 <= values; i += 16) top = _mm512_max_ps(top, _mm512_loadu_ps(in + i));
  float largest = _mm512_reduce_max_ps(top);
  for (; i < values; ++i) largest = std::max(largest, in[i]);
  return largest;
}

// to[c] = from[c] x toByte rounded to nearest, below zero 0, above kInputLevels kInputLevels.
void toBytes(const float* from, uint8_t* to, int channels, float toByte) {
  const __m512 scale = _mm512_set1_ps(toByte), zero = _mm512_setzero_ps();
  int c = 0;
  for (; c + 16 <= channels; c += 16) {
    const __m512 scaled = _mm512_mul_ps(_mm512_max_ps(_mm512_loadu_ps(from + c), zero), scale);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(to + c), _mm512_cvtusepi32_epi8(_mm512_cvtps_epi32(scaled)));
  }
  if (c < channels) {
    const __mmask16 tail = __mmask16((1u << (channels - c)) - 1);
    const __m512 scaled = _mm512_mul_ps(_mm512_max_ps(_mm512_maskz_loadu_ps(tail, from + c), zero), scale);
    _mm512_mask_cvtusepi32_storeu_epi8(to + c, tail, _mm512_cvtps_epi32(scaled));
  }
}

// to[o] = sums[o] x step x weightScale[o] + bias[o].
void toFloats(const int32_t* sums, float* to, int channels, float step, const float* weightScale, const float* bias) {
  const __m512 inStep = _mm512_set1_ps(step);
  for (int o = 0; o < channels; o += 16) {
    const __m512 scale = _mm512_mul_ps(inStep, _mm512_loadu_ps(weightScale + o));
    const __m512 value =
        _mm512_fmadd_ps(_mm512_cvtepi32_ps(_mm512_loadu_si512(sums + o)), scale, _mm512_loadu_ps(bias + o));
    if (o + 16 <= channels)
      _mm512_storeu_ps(to + o, value);
    else
      _mm512_mask_storeu_ps(to + o, __mmask16((1u << (channels - o)) - 1), value);
  }
}
#else
float largestOf(const float* in, int values) {
  __m256 top = _mm256_setzero_ps();
  int i = 0;
  for (; i + 8 <= values; i += 8) top = _mm256_max_ps(top, _mm256_loadu_ps(in + i));
  alignas(32) float lanes[8];
  _mm256_store_ps(lanes, top);
  float largest = *std::max_element(lanes, lanes + 8);
  for (; i < values; ++i) largest = std::max(largest, in[i]);
  return largest;
}

void toBytes(const float* from, uint8_t* to, int channels, float toByte) {
  const __m256 scale = _mm256_set1_ps(toByte), zero = _mm256_setzero_ps();
  const __m256i top = _mm256_set1_epi32(kInputLevels);
  // The low byte of each 32-bit lane, gathered into the low four bytes of each 128-bit half.
  const __m256i lowBytes = _mm256_setr_epi8(0, 4, 8, 12, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,  //
                                            0, 4, 8, 12, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1);
  int c = 0;
  for (; c + 8 <= channels; c += 8) {
    const __m256 scaled = _mm256_mul_ps(_mm256_max_ps(_mm256_loadu_ps(from + c), zero), scale);
    const __m256i bytes = _mm256_shuffle_epi8(_mm256_min_epi32(_mm256_cvtps_epi32(scaled), top), lowBytes);
    const uint32_t low = uint32_t(_mm_cvtsi128_si32(_mm256_castsi256_si128(bytes)));
    const uint32_t high = uint32_t(_mm_cvtsi128_si32(_mm256_extracti128_si256(bytes, 1)));
    const uint64_t eight = uint64_t(low) | uint64_t(high) << 32;
    std::memcpy(to + c, &eight, sizeof eight);
  }
  for (; c < channels; ++c)
    to[c] = uint8_t(std::min<long>(kInputLevels, std::lrint(std::max(from[c], 0.0f) * toByte)));
}

void toFloats(const int32_t* sums, float* to, int channels, float step, const float* weightScale, const float* bias) {
  const __m256 inStep = _mm256_set1_ps(step);
  int o = 0;
  for (; o + 8 <= channels; o += 8) {
    const __m256 scale = _mm256_mul_ps(inStep, _mm256_loadu_ps(weightScale + o));
    const __m256i s = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(sums + o));
    _mm256_storeu_ps(to + o, _mm256_fmadd_ps(_mm256_cvtepi32_ps(s), scale, _mm256_loadu_ps(bias + o)));
  }
  for (; o < channels; ++o) to[o] = std::fma(float(sums[o]), step * weightScale[o], bias[o]);
}
#endif
#endif

}  // namespace

QuantizedConv3x3::Kernel QuantizedConv3x3::kernel() {
#if defined(KOSUMI_QUANTIZED_VNNI)
  return Kernel::Vnni;
#elif defined(KOSUMI_QUANTIZED_AVX2)
  return Kernel::Avx2;
#else
  return Kernel::None;
#endif
}

const char* QuantizedConv3x3::kernelName() {
  switch (kernel()) {
    case Kernel::Vnni: return "AVX-512 VNNI";
    case Kernel::Avx2: return "AVX2";
    case Kernel::None: break;
  }
  return "none";
}

int QuantizedConv3x3::inputLevels() { return kInputLevels; }

QuantizedConv3x3::QuantizedConv3x3(const ConvLayer& conv, int boardSize)
    : size_(boardSize),
      paddedWidth_(boardSize + 2),
      inChannels_(conv.inChannels),
      inStride_(roundUp(conv.inChannels, 4)),
      outChannels_(conv.outChannels),
      outStride_(roundUp(conv.outChannels, kLanes)) {
  if (!available()) throw std::invalid_argument("quantized convolution: this build has no integer kernel");
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
  // The constructor refuses to make the class where no kernel is built, so run() is only ever
  // compiled with one.
  const float largest = largestOf(in, size_ * size_ * inChannels_);
  const float inScale = largest > 0 ? largest / float(kInputLevels) : 1.0f;
  for (int y = 0; y < size_; ++y)
    for (int x = 0; x < size_; ++x)
      toBytes(in + size_t(y * size_ + x) * size_t(inChannels_),
              padded_.data() + size_t((y + 1) * paddedWidth_ + x + 1) * size_t(inStride_), inChannels_,
              1.0f / inScale);

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
  for (int y = 0; y < size_; ++y)
    for (int x = 0; x < size_; ++x)
      toFloats(sums_.data() + size_t((y + 1) * paddedWidth_ + x + 1 - first_) * size_t(outStride_),
               out + size_t(y * size_ + x) * size_t(outChannels_), outChannels_, inScale, weightScale_.data(),
               bias_.data());
#endif
}

}  // namespace kosumi::network
