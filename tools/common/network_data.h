#pragma once
// Training data for the network (docs/network.md, "Training data"): every position of the
// self-play records replayed by the engine, with the input planes of network/inputs.h, the root's
// visits as the policy target, the game's result and final ownership from the mover's side. The
// trainer reads these bytes with numpy and never computes a plane itself.
#include <cstdint>
#include <string>

#include "tools/common/selfplay_format.h"

namespace kosumi::tools {

inline constexpr char kNetworkDataMagic[4] = {'K', 'N', 'T', 'D'};
inline constexpr uint16_t kNetworkDataVersion = 1;
inline constexpr size_t kNetworkDataHeaderBytes = 20;

// The file's header for boards of `size`.
std::string networkDataHeader(int size);
// Bytes of one position's record on a board of `size`.
size_t networkDataRecordBytes(int size);
// The records of every position of a game (one per move, before the move), or an error when a
// move does not replay legally.
Expected<std::string> networkDataRecords(const SelfPlayGame& game);

}  // namespace kosumi::tools
