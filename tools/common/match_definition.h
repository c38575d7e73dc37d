#pragma once
// What defines a match, kept in its folder as match.txt: the engines, the colours, the number of
// games, the board, rules, clocks, opening and seed, the sequential test and the shard. Shards
// of one match have equal definitions apart from the shard, which is how --merge knows them, and
// a folder is resumed only with the definition it was started with.
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "engine/expected.h"
#include "tools/common/match_game.h"
#include "tools/common/match_shard.h"
#include "tools/common/sprt.h"

namespace kosumi::tools {

struct MatchDefinition {
  std::string engine1, engine2, referee;  // command lines; referee may be empty
  bool alternate = true;                  // engine1 takes White in odd games; false: always Black
  int games = 20;
  MatchSettings settings;                 // its `opening` moves are not part of a match definition
  std::optional<SprtSettings> sprt;
  MatchShard shard;
};

// The engines' own names (GTP name and version) as a run learned them: shown in summaries, not
// part of what makes two folders the same match.
struct EngineNames {
  std::string engine1, engine2;
};

struct MatchFile {
  MatchDefinition definition;
  EngineNames names;
};

// The text of match.txt: one key=value a line.
std::string formatMatchFile(const MatchDefinition& definition, const EngineNames& names);
// The reason when a key is missing, unknown or unreadable.
Expected<MatchFile> parseMatchFile(const std::string& text);
// As parseMatchFile, the error naming the file; an absent file is an error too.
Expected<MatchFile> readMatchFile(const std::string& path);

// The settings in which two definitions differ, one "key: A, B" each. The shard never counts;
// keys in `ignore` ("games", "sprt", ...) do not either.
std::vector<std::string> definitionDifferences(const MatchDefinition& a, const MatchDefinition& b,
                                               const std::set<std::string>& ignore = {});

// The "# settings:" line of results.dat, which a resumed match must repeat (the file's format from
// before match.txt, still checked so that older folders keep their protection).
std::string resultsSettingsLine(const MatchSettings& settings);

// The lines that open results.dat: the settings line, the engines' command lines, the referee's
// when there is one, and the column header; each ends in '\n'.
std::string resultsFileHeader(const MatchDefinition& definition);

}  // namespace kosumi::tools
