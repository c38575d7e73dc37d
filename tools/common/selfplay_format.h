#pragma once
// Self-play records, the data a network of the search is trained on: for each game its rules,
// result and final ownership, and for each move the root's visit distribution and value. The byte
// layout is in docs/selfplay.md; this is its reference reader and writer, and
// tools/train/selfplay_format.py reads the same bytes.
//
// A file is a sequence of game records, each starting with the magic and the format's version and
// ending with a CRC-32 of its body, so that files join with `cat` and a cut or damaged record is
// refused rather than misread. Stones are not stored: a reader replays the moves from the empty
// board under the game's rules.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/expected.h"
#include "engine/geometry.h"
#include "engine/rules.h"

namespace kosumi::tools {

inline constexpr char kSelfPlayMagic[4] = {'K', 'S', 'P', 'G'};
inline constexpr uint16_t kSelfPlayVersion = 1;
// A record's body is refused beyond this: a 25x25 game of 2,500 moves with every point visited
// takes under 8 MB.
inline constexpr uint32_t kSelfPlayMaxBody = 16u << 20;

// How a game ended.
enum class SelfPlayEnd : uint8_t { TwoPasses = 0, Resignation = 1, MoveLimit = 2 };
// Who won.
enum class SelfPlayWinner : uint8_t { Black = 0, White = 1, Tie = 2 };

// One root child's visits. `point` is the data index: y * size + x (x the column from the left,
// y the row from the bottom), size * size for a pass.
struct SelfPlayVisit {
  uint16_t point = 0;
  uint32_t visits = 0;
  bool operator==(const SelfPlayVisit&) const = default;
};

struct SelfPlayMove {
  uint16_t point = 0;         // data index of the move played (pass = size * size)
  bool white = false;         // the mover's colour
  bool random = false;        // a random opening move: no search, nothing to learn a policy from
  uint16_t value = 0;         // the root's win rate for the mover, scaled to 0..65535
  std::vector<SelfPlayVisit> visits;  // the root's visited children, most visited first
  bool operator==(const SelfPlayMove&) const = default;
};

struct SelfPlayGame {
  uint32_t index = 0;        // the game's number in the whole run (shards share the numbering)
  uint64_t seed = 0;         // the game's seed, from the run's seed and the index
  int size = 9;
  KoRule ko = KoRule::Positional;
  Scoring scoring = Scoring::Area;
  DeadStones dead = DeadStones::Marked;
  float komi = 7.5f;
  uint32_t playouts = 0;     // new playouts per searched move
  SelfPlayEnd end = SelfPlayEnd::TwoPasses;
  SelfPlayWinner winner = SelfPlayWinner::Black;
  // Black's points minus White's on the final board, dead stones by the dead-stone judge. After a
  // resignation, the judge's count of the board the loser resigned on: an estimate.
  float margin = 0;
  bool resignDisabled = false;  // the game was played out with resigning off
  // Per data index: +1 Black's (living stone or territory), -1 White's, 0 neither (dame, the
  // shared liberties of a seki).
  std::vector<int8_t> ownership;
  std::vector<SelfPlayMove> moves;
  bool operator==(const SelfPlayGame&) const = default;
};

// Data index of an on-board point or the pass, and back.
uint16_t dataIndex(Point p, const Geometry& geo);
Point pointOfDataIndex(uint16_t index, const Geometry& geo);

// CRC-32 (IEEE 802.3, as zlib.crc32 computes it).
uint32_t crc32(std::string_view bytes);

// One game's record, magic to checksum.
std::string encodeSelfPlayGame(const SelfPlayGame& game);

// One record read from the start of `bytes`: the game and the bytes it took.
struct DecodedSelfPlayGame {
  SelfPlayGame game;
  size_t bytes = 0;
};
Expected<DecodedSelfPlayGame> decodeSelfPlayGame(std::string_view bytes);

// Every record of a file's bytes, in order. Fails on the first bad record, naming its number and
// offset and what is wrong (bad magic, another version, truncated, checksum, malformed body).
Expected<std::vector<SelfPlayGame>> decodeSelfPlayGames(std::string_view bytes);
Expected<std::vector<SelfPlayGame>> readSelfPlayFile(const std::string& path);

// The game as text, a line for the game, one for the ownership (X, O, .), one for the stones
// after the last move (replayed under the game's rules; "illegal move N" if one is) and one per
// move ("B 40 value 33012 visits 40:120 31:50 ..."), as tools/train/selfplay_format.py prints it.
std::string dumpSelfPlayGame(const SelfPlayGame& game);

}  // namespace kosumi::tools
