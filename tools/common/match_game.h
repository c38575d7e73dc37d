#pragma once
// One game between two GTP engines, refereed move by move with Kosumi's own rules: each engine is
// asked for its move, the move is checked and passed to the opponent, clocks are kept, and the
// finished game is scored by both engines and, when given, a referee engine. Every failure is
// recorded against the engine that caused it and ends the game in the opponent's favour.
#include <cstdint>
#include <string>
#include <vector>

#include "engine/game.h"
#include "tools/common/gtp_engine.h"
#include "tools/common/match_results.h"

namespace kosumi::tools {

struct MatchSettings {
  int size = 19;
  double komi = 7.5;
  std::string rules;        // kosumi-rules argument, e.g. "chinese ko=simple"; empty: not sent
  int handicap = 0;
  double moveTime = 0;      // seconds of one overtime period (match_clock.h); 0: none
  double clock = 0;         // seconds of main time per side, then moveTime's overtime; 0: none
  int periodStones = 1;     // Canadian overtime: stones to play in each moveTime period
  int periods = 0;          // > 0: Japanese byo-yomi of this many moveTime periods instead
  int clockFor = 0;         // 1 or 2: only that engine plays under the clock, the other untimed
  double timeMargin = 0.5;  // tolerance for process overhead before a move counts as overtime
  double timeout = 600;     // seconds per command when no time control applies
  int maxMoves = 0;         // 0: 3 * size * size
  int openingMoves = 0;     // random legal moves played before the engines take over
  uint64_t seed = 1;
  // When not empty, these moves (passes allowed) are played before the engines take over,
  // instead of a random opening: a game continued from a given position.
  std::vector<MoveRecord> opening;
  // > 0: engine2 is not asked for moves from move number passFrom on (the first move is 1); it
  // passes instead, like an opponent that believes the game is over. Tests how the other engine
  // ends a game that is not settled.
  int passFrom = 0;
};

struct GameContext {
  int game = 0;              // index; games 2k and 2k+1 share an opening
  bool engine1White = false;
  GtpEngine* black = nullptr;
  GtpEngine* white = nullptr;
  GtpEngine* referee = nullptr;  // may be null
};

struct PlayedGame {
  GameResult result;
  std::vector<Point> handicap;
  std::vector<MoveRecord> moves;
  std::vector<double> moveSeconds;  // what each move's genmove took; 0 for moves not asked for
  // Under a clock, for engine1 and engine2: the longest genmove, and the least time left before
  // a deadline when a move was answered (match_clock.h's allowed() less the move's time).
  double longestMove[2] = {0, 0};
  double leastTimeLeft[2] = {1e9, 1e9};
  int timedMoves[2] = {0, 0};
};

// Called after every move with the number of moves played so far.
using MoveObserver = void (*)(void* data, int game, int moves);

PlayedGame playGame(const MatchSettings& settings, const GameContext& context,
                    MoveObserver observer = nullptr, void* observerData = nullptr);

// The random seed of one game, from the match's seed and the game's number alone, so that a game
// is played alike whichever process, shard or order plays it: sent before the game to each
// engine that knows set_random_seed (GNU Go's command), whose moves otherwise depend on the games
// its process played before. In 1 .. 2^31-1, as GNU Go reads an int.
uint32_t gameSeed(const MatchSettings& settings, int game);

// The opening of a game: `count` random legal moves off the edge, the same for both games of a
// colour-swapped pair.
std::vector<MoveRecord> randomOpening(const MatchSettings& settings, int pair);

// "B+3.5", "W+R", "0", "Draw", "b+3.50" -> a canonical "B+3.5"/"W+R"/"0"; empty when unreadable.
std::string normalizeScore(const std::string& answer);

}  // namespace kosumi::tools
