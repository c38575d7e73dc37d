#pragma once
// Game records for training and measuring the move model, in Kosumi's own compact text format,
// and the readers of the formats they are converted from.
//
// The format: a first line "# kosumi games 1", lines starting with '#' are comments, and then
// one game per line, five fields separated by tabs:
//
//   ID <TAB> SIZE <TAB> KOMI <TAB> SETUP <TAB> MOVES
//
// ID is any text without tabs; SIZE 2 to 25; KOMI a number; SETUP "-" or setup stones as
// "B:D4 W:Q16"; MOVES the moves in order as "B:Q16 W:D4 B:pass", GTP vertices. Every game in a
// file was checked by the converter: its moves are legal under simple ko.
//
// The sources: lines of the Tygem collection of yenw/computer-go-dataset ("ID<TAB>;B[pd];W[dd]..."
// with SGF coordinates, 19x19, no handicap) and plain SGF files (the main line of the first game).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/expected.h"
#include "engine/game.h"
#include "engine/sgf.h"

namespace kosumi::tools {

constexpr std::string_view kGameFileHeader = "# kosumi games 1";

struct GameRecord {
  std::string id;
  int size = 19;
  double komi = 7.5;
  std::vector<SetupStone> setup;
  std::vector<MoveRecord> moves;
};

// One line of our format (without its newline), or why it is malformed.
Expected<GameRecord> parseGameLine(std::string_view line);
std::string formatGameLine(const GameRecord& game);

// A file of our format: every game, or the first malformed line's number and reason.
Expected<std::vector<GameRecord>> parseGameFile(std::string_view text, const std::string& name);
Expected<std::vector<GameRecord>> readGameFile(const std::string& path);

// One line of the Tygem collection. Its komi is not recorded; the server's usual 6.5 is assumed.
Expected<GameRecord> parseTygemLine(std::string_view line);
// An SGF game record; id names it (the converter uses the file name).
Expected<GameRecord> gameFromSgf(const SgfRecord& sgf, std::string id);

// Whether the game's moves are all legal from its setup under simple ko; the error names the
// first illegal move.
Status checkLegal(const GameRecord& game);

// Whether a game belongs to the held-out set: a hash of its id below `percent` of the range, so
// the split depends on the game alone, never on the order or the other files.
bool isHeldOut(std::string_view id, double percent);

}  // namespace kosumi::tools
