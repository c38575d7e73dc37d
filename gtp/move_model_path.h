#pragma once
// Where the engine and the tools find the move model when no --move-model is given. In order:
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

}  // namespace kosumi::gtp
