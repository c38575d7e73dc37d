#pragma once
// A finished game read from an SGF file, as the tools that study match games need it: the text,
// the main line's nodes (for root properties such as the players' names) and the game record.
#include <string>
#include <vector>

#include "engine/color.h"
#include "engine/expected.h"
#include "engine/sgf.h"

namespace kosumi::tools {

struct SgfGame {
  std::string path;
  std::vector<SgfNode> nodes;
  SgfRecord record;

  // The first value of a root property ("PB", "RE"), empty when absent.
  std::string rootProperty(const std::string& id) const;
  // The colour whose player's name (PB or PW) contains `name`; Empty when neither or both do.
  Color colourOf(const std::string& name) const;
  // Whether the game ended with two passes in a row.
  bool endedByPasses() const;
};

// The game in the file, or why it cannot be read.
Expected<SgfGame> readSgfGame(const std::string& path);

}  // namespace kosumi::tools
