#pragma once
// A game: the board plus everything that needs history — setup and handicap stones, the moves
// played, the ko rule in force (simple, positional or situational superko), consecutive passes,
// undo, and scoring under the game's rules. What happens after the moves (marks, confirmations,
// the result) is the referee's (referee/referee.h).
//
// Superko is checked without replaying the game: every earlier position is kept as its hash and
// its two colour masks, the hash of the position a move would make is computed from the board,
// and a hash hit is confirmed by comparing the stones exactly.
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "engine/bitboard.h"
#include "engine/board.h"
#include "engine/expected.h"
#include "engine/rules.h"
#include "engine/score.h"

namespace kosumi {

struct MoveRecord {
  Color color;
  Point point;  // kPass for a pass
  bool operator==(const MoveRecord&) const = default;
};

struct SetupStone {
  Color color;
  Point point;
  bool operator==(const SetupStone&) const = default;
};

class Game {
 public:
  explicit Game(int size = 19, Rules rules = Rules::chinese());
  // Checks the size (2..25).
  static Expected<Game> create(int size, Rules rules = Rules::chinese());

  const Board& board() const { return board_; }
  const Geometry& geometry() const { return board_.geometry(); }
  int size() const { return board_.size(); }
  const Rules& rules() const { return rules_; }
  void setRules(const Rules& rules) { rules_ = rules; }
  void setKomi(double komi) { rules_.komi = komi; }

  // A new empty board of this size, keeping the rules. Fails, changing nothing, off 2..25.
  Status resize(int size);
  // Empties the board and forgets setup stones and moves.
  void clear();

  // Whose turn it is: the opponent of the last mover; White after handicap stones, else Black.
  Color toMove() const;
  // Legality of c playing p under the game's ko rule. A pass is always legal.
  MoveLegality legality(Color c, Point p) const;
  // Plays a move (or pass) for either colour; an illegal move fails with the reason
  // ("illegal move: ko") and changes nothing.
  Status play(Color c, Point p);
  // Takes back the last move; false, changing nothing, when there is none.
  bool undo();

  // Setup stones before the first move: handicap (Black) or an SGF's AB/AW. Fails, changing
  // nothing, if moves were played, a point is off the board or taken, or a stone would capture.
  // Handicap stones (asHandicap) make White move first and count in handicap().
  Status addSetupStones(Color c, const std::vector<Point>& points, bool asHandicap = false);
  const std::vector<SetupStone>& setupStones() const { return setup_; }
  // Black stones placed by the handicap commands.
  int handicap() const { return handicap_; }

  const std::vector<MoveRecord>& moves() const { return moves_; }
  int consecutivePasses() const;
  // Whether the last move was a pass by c's opponent: c's pass now would end the game.
  bool opponentJustPassed(Color c) const;

  // Whether the position after c plays p would repeat one already in the game; side (situational)
  // per the rules. Exposed for search, which checks superko in the tree.
  bool wouldRepeat(Color c, Point p) const;

  // Scores with the given dead stones (ignored under dead=as-is).
  Score score(const Bitboard& dead) const { return scoreBoard(board_, rules_, dead); }

 private:
  struct Position {
    uint64_t hash;
    Color toMove;  // after this position arose
    Bitboard stones[2];
  };
  void recordPosition();
  void rebuild();
  bool samePosition(const Position& pos, const Board& b) const;

  Board board_;
  Rules rules_;
  std::vector<SetupStone> setup_;
  std::vector<MoveRecord> moves_;
  int handicap_ = 0;
  std::vector<Position> positions_;  // [0] after setup, [i] after move i
  std::unordered_multimap<uint64_t, int> positionIndex_;
};

}  // namespace kosumi
