#pragma once
// A game: the board plus everything that needs history — setup and handicap stones, the moves
// played, the ko rule in force (simple, positional or situational superko), consecutive passes,
// undo, and scoring under the game's rules. What happens after the moves (marks, confirmations,
// the result) is the referee's (referee/referee.h).
//
// Superko keeps only the hash of every earlier position (8 bytes a move: a server holds many
// games). The hash of the position a move would make is computed from the board and looked up;
// a hit is confirmed by replaying the moves and comparing the stones exactly. Hits are rare: the
// repeat met in play, retaking a ko at once, is known from the board's ko point without a lookup.
#include <cstdint>
#include <memory>
#include <vector>

#include "engine/bitboard.h"
#include "engine/board.h"
#include "engine/expected.h"
#include "engine/rules.h"
#include "engine/score.h"

namespace kosumi {

class ByteReader;
class ByteWriter;

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

  // The board; the game must not be parked.
  const Board& board() const { return *board_; }
  const Geometry& geometry() const { return geo_; }
  int size() const { return geo_.size(); }
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
  Score score(const Bitboard& dead) const { return scoreBoard(*board_, rules_, dead); }

  // Parking packs the board (Board::pack: about 11 KB for 19x19 after 200 moves, against the
  // board's 70 KB) for a server that holds many games between calls; unparking unpacks it. A
  // parked game answers only size(), geometry(), rules(), toMove(), the setup, the moves and the
  // passes; everything else needs it unparked. Neither changes what the game is, hence const.
  void park() const;
  void unpark() const;
  bool parked() const { return !board_; }
  // The bytes the game holds beyond its own object: the board or its packed words, the record
  // and the hashes. For a server's accounting of the games it holds.
  size_t heapBytes() const;

  // The game as bytes (engine/byte_record.h), for a server that keeps its idle games outside the
  // engine's memory, and back: the record, the positions' hashes and the board packed. A loaded
  // game is parked. load() refuses what save() cannot have written (a size, count or value out
  // of range, bytes missing or left over); the packed board's words are trusted, only save()
  // makes them.
  void save(ByteWriter& out) const;
  static Expected<Game> load(ByteReader& in);

 private:
  // A parked game with no board, for load().
  struct ParkedTag {};
  Game(int size, Rules rules, ParkedTag);

  void recordPosition();
  void rebuild();
  // Replays the setup stones and the first `moves` moves onto b, a new empty board.
  void replay(Board& b, size_t moves) const;
  // The side to move after position i ([0] after setup, [i] after move i).
  Color toMoveAfter(size_t i) const;
  // Whether position i counts as a repeat for c's move: always under positional superko, only
  // with the same side to move (c's opponent) under situational superko.
  bool sameSituation(size_t i, Color c) const;
  // The latest position that c playing p would recreate, or -1 (always -1 under simple ko).
  int repeatedPosition(Color c, Point p) const;

  // On the heap so that parking can give it back; a copied game gets its own.
  class BoardPtr {
   public:
    BoardPtr() = default;
    explicit BoardPtr(int size) : p_(std::make_unique<Board>(size)) {}
    BoardPtr(const BoardPtr& o) : p_(o.p_ ? std::make_unique<Board>(*o.p_) : nullptr) {}
    BoardPtr& operator=(const BoardPtr& o) {
      if (this != &o) p_ = o.p_ ? std::make_unique<Board>(*o.p_) : nullptr;
      return *this;
    }
    BoardPtr(BoardPtr&&) noexcept = default;
    BoardPtr& operator=(BoardPtr&&) noexcept = default;
    Board& operator*() const { return *p_; }
    Board* operator->() const { return p_.get(); }
    explicit operator bool() const { return p_ != nullptr; }
    void reset(std::unique_ptr<Board> b = nullptr) { p_ = std::move(b); }

   private:
    std::unique_ptr<Board> p_;
  };

  Geometry geo_;
  mutable BoardPtr board_;                 // null while parked
  mutable std::vector<uint64_t> packed_;  // the board while parked
  Rules rules_;
  std::vector<SetupStone> setup_;
  std::vector<MoveRecord> moves_;
  int handicap_ = 0;
  std::vector<uint64_t> hashes_;        // [0] after setup, [i] after move i
  std::vector<uint64_t> sortedHashes_;  // the same, sorted, for the lookup
};

}  // namespace kosumi
