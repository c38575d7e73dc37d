#pragma once
// SGF FF[4] for one game, as pure string functions (reading and writing files is the caller's job):
// parsing the main line of a game record (size, komi, rules, handicap, setup stones, moves,
// result), replaying it into a Game, and writing a Game back out.
//
// Only the main line matters to a Go engine: later variations are checked for well-formedness and
// then skipped. Untrusted input is bounded by SgfLimits (bytes, nesting depth, nodes) so that a
// hostile file cannot exhaust the stack or memory; every refusal says what was wrong and where.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/expected.h"
#include "engine/game.h"
#include "engine/rules.h"

namespace kosumi {

struct SgfLimits {
  size_t maxBytes = size_t(4) << 20;
  int maxDepth = 256;      // nested variations
  size_t maxNodes = 100000;
};

// One node: properties in the order written, each with its raw (unescaped) values.
struct SgfProperty {
  std::string id;
  std::vector<std::string> values;
};
using SgfNode = std::vector<SgfProperty>;

// The first game of a collection, main line only.
struct SgfRecord {
  int size = 19;
  std::optional<double> komi;     // KM
  std::string rules;              // RU as written
  int handicap = 0;               // HA
  std::vector<SetupStone> setup;  // AB and AW before the first move
  std::vector<MoveRecord> moves;  // B and W along the main line
  std::string result;             // RE
  // RP (Kosumi's own property): the number of moves after which play last resumed, written by
  // the referee where the passes do not tell it (Referee::sgf).
  std::optional<size_t> playResumedAt;
};

inline constexpr const char* kSgfPlayResumed = "RP";

// The main line's nodes of the first game tree in text.
Expected<std::vector<SgfNode>> parseSgfMainLine(std::string_view text, const SgfLimits& limits = {});

// The game record of the first game in text.
Expected<SgfRecord> parseSgf(std::string_view text, const SgfLimits& limits = {});

// Rules for an RU value: Kosumi's own syntax ("japanese ko=simple"), or the usual SGF names
// (Chinese, Japanese, Korean, AGA, ...). Unknown names are an error; the caller decides whether to
// keep its current rules.
Expected<Rules> rulesFromSgf(std::string_view ru);

// A Game with the record's setup stones and its first `moves` moves (all when moves < 0), under
// `rules` with the record's komi when it has one. HA > 0 with black setup stones only makes them
// handicap stones, so White moves first. Fails on any illegal move, naming its number.
Expected<Game> replaySgf(const SgfRecord& record, Rules rules, int moves = -1);

// The game as SGF FF[4]: root with size, komi, rules, handicap and setup stones, then one node per
// move. `result` (like "B+3.5" or "W+R") is written as RE when not empty. No blank lines.
std::string formatSgf(const Game& game, std::string_view result, std::string_view application);

}  // namespace kosumi
