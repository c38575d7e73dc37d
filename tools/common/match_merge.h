#pragma once
// Merging the folders of a match's shards (kosumi-match --shard K/N) into the one match they
// make: their definitions must agree (match_definition.h), each game counts once however many
// folders hold it, and the games no folder has are named. The merged folder has what one run of
// the whole match would have left: results.dat, the SGFs, moves.dat, clock.dat (for a match under
// a clock) and match.txt.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/expected.h"
#include "tools/common/match_clock_log.h"
#include "tools/common/match_definition.h"
#include "tools/common/match_results.h"
#include "tools/common/sprt.h"

namespace kosumi::tools {

// One folder as a runner left it.
struct MatchFolder {
  std::string dir;
  MatchFile file;
  std::vector<GameResult> games;
};
// Its match.txt and results.dat, or why they cannot be read.
Expected<MatchFolder> readMatchFolder(const std::string& dir);

struct MergedMatch {
  MatchDefinition definition;          // the shards', with shard 0/1
  EngineNames names;                   // the first folder's that has them
  std::vector<GameResult> games;       // by game number, each once
  std::map<int, std::string> folderOf;  // where each game was taken from
  std::vector<int> missing;            // game numbers of the match that no folder has
  std::vector<std::string> notes;      // games found twice, games outside a folder's shard
  std::map<int, ClockLine> clock;      // clock.dat's line of each game, from the folder it was taken from
};

// Refuses folders of different matches with the settings that differ, and folders that cannot
// be read. A game in several folders is taken from the first given.
Expected<MergedMatch> mergeMatchFolders(const std::vector<std::string>& dirs);

// Writes the merged match into `out` (created if needed): results.dat, the games' SGFs, moves.dat,
// clock.dat (when a folder had one) and match.txt, each file replaced whole.
Status writeMergedFolder(const MergedMatch& merged, const std::string& out);

// Where one run of the match playing its games in order (--parallel 1) would have been stopped
// by the test: the number of games played then and the test's state; nothing when the test does
// not decide within these games.
struct SprtStop {
  int games = 0;
  int lastGame = -1;
  SprtState state;
};
std::optional<SprtStop> sprtStopInGameOrder(const SprtSettings& settings, const std::vector<GameResult>& byNumber);

}  // namespace kosumi::tools
