#include "network/network_file.h"

#include <array>
#include <cmath>
#include <cstring>
#include <fstream>
#include <sstream>

namespace kosumi::network {

namespace {

// Every layer's weights and then its bias, in the order the file holds them.
template <class F>
void forEachArray(NetworkWeights& w, F&& f) {
  auto layer = [&](auto& l) {
    f(l.weights);
    f(l.bias);
  };
  layer(w.input);
  for (ConvLayer& t : w.trunk) layer(t);
  layer(w.policyConv);
  layer(w.policyPoint);
  layer(w.policyPass);
  layer(w.valueConv);
  layer(w.valueHidden);
  layer(w.valueOut);
  layer(w.ownership);
}

void putU16(std::string& out, uint16_t v) {
  out += char(v & 0xff);
  out += char(v >> 8);
}
void putU32(std::string& out, uint32_t v) {
  for (int i = 0; i < 4; ++i) out += char((v >> (8 * i)) & 0xff);
}
uint32_t getU32(std::string_view b, size_t at) {
  uint32_t v = 0;
  for (int i = 0; i < 4; ++i) v |= uint32_t(uint8_t(b[at + size_t(i)])) << (8 * i);
  return v;
}
uint16_t getU16(std::string_view b, size_t at) { return uint16_t(uint8_t(b[at]) | uint8_t(b[at + 1]) << 8); }

// magic, version, input version, six shape numbers, the float count.
constexpr size_t kHeaderBytes = 4 + 2 + 2 + 6 * 4 + 4;
// No shape beyond these is read: they bound what a damaged header can make the reader allocate.
constexpr uint32_t kMaxBlocks = 64, kMaxChannels = 1024, kMaxPlanes = 256;
constexpr float kMaxWeight = 1e4f;

Error fail(const std::string& what) { return Error{"network file: " + what}; }

}  // namespace

uint32_t networkCrc32(std::string_view bytes) {
  static constexpr std::array<uint32_t, 256> table = [] {
    std::array<uint32_t, 256> t{};
    for (uint32_t i = 0; i < 256; ++i) {
      uint32_t c = i;
      for (int k = 0; k < 8; ++k) c = (c & 1u) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
      t[i] = c;
    }
    return t;
  }();
  uint32_t crc = 0xFFFFFFFFu;
  for (char ch : bytes) crc = table[(crc ^ uint8_t(ch)) & 0xffu] ^ (crc >> 8);
  return crc ^ 0xFFFFFFFFu;
}

std::string encodeNetworkFile(const NetworkFile& file) {
  NetworkWeights w = file.weights;
  const NetworkShape& s = w.shape;
  std::string out(kNetworkMagic, 4);
  putU16(out, kNetworkFormatVersion);
  putU16(out, uint16_t(file.inputVersion));
  for (int v : {s.inputPlanes, s.blocks, s.channels, s.policyChannels, s.valueChannels, s.valueHidden})
    putU32(out, uint32_t(v));
  uint32_t count = 0;
  forEachArray(w, [&](std::vector<float>& a) { count += uint32_t(a.size()); });
  putU32(out, count);
  forEachArray(w, [&](std::vector<float>& a) {
    for (float x : a) {
      uint32_t bits;
      std::memcpy(&bits, &x, 4);
      putU32(out, bits);
    }
  });
  putU32(out, networkCrc32(out));
  return out;
}

Expected<NetworkFile> decodeNetworkFile(std::string_view bytes) {
  if (bytes.size() < kHeaderBytes + 4) return fail("truncated header (" + std::to_string(bytes.size()) + " bytes)");
  if (std::memcmp(bytes.data(), kNetworkMagic, 4) != 0) return fail("not a network file (bad magic)");
  const uint16_t version = getU16(bytes, 4);
  if (version != kNetworkFormatVersion)
    return fail("format version " + std::to_string(version) + ", this engine reads " +
                std::to_string(kNetworkFormatVersion));
  NetworkShape s;
  uint32_t v[6];
  for (int i = 0; i < 6; ++i) v[i] = getU32(bytes, 8 + 4 * size_t(i));
  if (v[0] < 1 || v[0] > kMaxPlanes || v[1] > kMaxBlocks)
    return fail("impossible shape (" + std::to_string(v[0]) + " planes, " + std::to_string(v[1]) + " blocks)");
  for (int i = 2; i < 6; ++i)
    if (v[i] < 1 || v[i] > kMaxChannels) return fail("impossible shape (a layer of " + std::to_string(v[i]) + ")");
  s.inputPlanes = int(v[0]);
  s.blocks = int(v[1]);
  s.channels = int(v[2]);
  s.policyChannels = int(v[3]);
  s.valueChannels = int(v[4]);
  s.valueHidden = int(v[5]);
  // The weights the shape needs, counted before anything is made: a damaged header must not make
  // the reader allocate more than the file could hold.
  const uint64_t c = v[2], in = v[0], pc = v[3], vc = v[4], vh = v[5];
  const uint64_t expected = (9 * in * c + c) + uint64_t(v[1]) * 2 * (9 * c * c + c) + (c * pc + pc) + (pc + 1) +
                            (c + 1) + (c * vc + vc) + (vc * vh + vh) + (vh + 1) + (vc + 1);
  const uint32_t count = getU32(bytes, kHeaderBytes - 4);
  if (count != expected)
    return fail("holds " + std::to_string(count) + " weights, its shape needs " + std::to_string(expected));
  const uint64_t total = kHeaderBytes + 4 * expected + 4;
  if (bytes.size() < total)
    return fail("truncated (" + std::to_string(bytes.size()) + " of " + std::to_string(total) + " bytes)");
  if (bytes.size() > total) return fail("trailing bytes after the checksum");
  const uint32_t crc = getU32(bytes, size_t(total) - 4);
  if (networkCrc32(bytes.substr(0, size_t(total) - 4)) != crc) return fail("checksum mismatch (damaged)");
  NetworkFile file;
  file.inputVersion = getU16(bytes, 6);
  file.weights = NetworkWeights(s);
  uint64_t made = 0;
  forEachArray(file.weights, [&](std::vector<float>& a) { made += a.size(); });
  if (made != expected) return fail("the reader's count of the weights is wrong");
  size_t at = kHeaderBytes;
  bool finite = true;
  forEachArray(file.weights, [&](std::vector<float>& a) {
    for (float& x : a) {
      const uint32_t bits = getU32(bytes, at);
      std::memcpy(&x, &bits, 4);
      at += 4;
      if (!std::isfinite(x) || std::fabs(x) > kMaxWeight) finite = false;
    }
  });
  if (!finite) return fail("a weight is not finite or beyond 10000");
  return file;
}

Expected<NetworkFile> readNetworkFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Error{"network file: cannot open " + path};
  std::ostringstream bytes;
  bytes << in.rdbuf();
  Expected<NetworkFile> file = decodeNetworkFile(bytes.str());
  if (!file) return Error{file.error() + ": " + path};
  return file;
}

}  // namespace kosumi::network
