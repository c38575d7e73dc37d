#pragma once
// Where the engine and the tools find the move model when no --move-model is given, and the
// network when no --network is given. In order:
//   1. <folder of the running binary>/../share/kosumi/moves.kmm   (an installed engine:
//      bin/kosumi next to share/kosumi/)
//   2. <folder of the running binary>/../playouts/models/moves.kmm (a build folder inside the
//      source tree, such as build/kosumi)
//   3. <source tree at configure time>/playouts/models/moves.kmm   (a build folder elsewhere)
// The first file that exists is the one.
#include <string>
#include <vector>

#include "engine/expected.h"

namespace kosumi::gtp {

constexpr const char* kMoveModelFileName = "moves.kmm";

// The places above, in order.
std::vector<std::string> moveModelCandidates();
// The first of them that exists, or an error that lists them all.
Expected<std::string> defaultMoveModelPath();

// The network (network.kmn, network/network_file.h) is looked for in the same way, installed
// beside the move model: share/kosumi/, then network/models/ of the binary's tree and of the
// source tree. Without one the engine plays without a network.
std::vector<std::string> networkCandidates();
// The first of them that exists, or "" when there is none.
std::string defaultNetworkPath();

}  // namespace kosumi::gtp
