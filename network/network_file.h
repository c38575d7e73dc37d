#pragma once
// The network's file (network.kmn): a versioned header, the weights with batch norm already
// folded in, and a CRC-32, written by tools/train/train_network.py and read here. The byte
// layout is in docs/network.md; this reader is its reference. A file that is cut, damaged, of
// another format version or of an impossible shape is refused with the reason, never half read.
#include <cstdint>
#include <string>
#include <string_view>

#include "engine/expected.h"
#include "network/network_desc.h"

namespace kosumi::network {

inline constexpr char kNetworkMagic[4] = {'K', 'N', 'E', 'T'};
inline constexpr uint16_t kNetworkFormatVersion = 1;
inline constexpr const char* kNetworkFileName = "network.kmn";

struct NetworkFile {
  // The version of the input planes the network was trained on (network/inputs.h).
  int inputVersion = 0;
  NetworkWeights weights{NetworkShape{}};
};

// CRC-32 (IEEE 802.3, as zlib.crc32 computes it).
uint32_t networkCrc32(std::string_view bytes);

std::string encodeNetworkFile(const NetworkFile& file);
Expected<NetworkFile> decodeNetworkFile(std::string_view bytes);
Expected<NetworkFile> readNetworkFile(const std::string& path);

}  // namespace kosumi::network
