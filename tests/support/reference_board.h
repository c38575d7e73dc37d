#pragma once
// A deliberately plain Go board for differential tests: the position is a string of cells, chains
// and liberties are found by flood fill on every question, ko and superko compare whole positions
// against the full history, and scoring floods the empty regions. Nothing is incremental and
// nothing is shared with engine/board or engine/game, so agreement between the two means something.
//
// Points are (x, y) with x the column from the left and y the row from the bottom, both from 0.
#include <array>
#include <string>
#include <unordered_map>
#include <vector>

#include "engine/board.h"
#include "engine/color.h"
#include "engine/rules.h"

namespace kosumi::test {

struct ReferenceScore {
  int stones[2] = {0, 0};     // living stones
  int territory[2] = {0, 0};  // empty points (dead stones removed) next to that colour only
  int prisoners[2] = {0, 0};  // captured in play by that colour
  int deadCaptured[2] = {0, 0};  // the opponent's dead stones
  double points[2] = {0, 0};  // under the rules, komi included for White
};

class ReferenceBoard {
 public:
  ReferenceBoard(int size, KoRule ko);

  int size() const { return size_; }
  Color at(int x, int y) const;
  int captures(Color c) const { return state_.captures[index(c)]; }
  // Whose turn it is after the last move (Black at the start): situational superko uses it.
  Color toMove() const { return state_.toMove; }

  // Legal, Occupied, Suicide, Ko (the move recreates the position before the last move and that
  // is forbidden) or Superko (it recreates an older position the ko rule forbids).
  MoveLegality legality(Color c, int x, int y) const;
  // Plays a legal move and returns the number of stones it captured.
  int play(Color c, int x, int y);
  void pass(Color c);
  // Takes back the last move or pass; false when there is none.
  bool undo();

  // dead[y * size + x]: stones to treat as dead (ignored when dead is AsIs).
  ReferenceScore score(const std::vector<bool>& dead, const Rules& rules) const;

 private:
  struct State {
    std::string cells;  // 'X', 'O', '.', row by row from the bottom
    int captures[2] = {0, 0};
    Color toMove = Color::Black;
  };
  char cell(Color c) const { return c == Color::Black ? 'X' : 'O'; }
  // The cells after c plays at i (captures made), and whether the new chain has a liberty.
  std::string after(const std::string& cells, Color c, int i, int& captured, bool& hasLiberty) const;
  // Stones of the chain at i and whether any of them touches an empty cell.
  std::vector<int> chain(const std::string& cells, int i, bool& hasLiberty) const;
  struct Neighbours {
    int point[4];
    int count = 0;
    const int* begin() const { return point; }
    const int* end() const { return point + count; }
  };
  Neighbours neighbours(int i) const;
  void record();

  int size_;
  KoRule ko_;
  State state_;
  std::vector<State> history_;  // every earlier state, oldest first; the current one last
  // How often each position arose in history_, with Black [0] and with White [1] to move.
  std::unordered_map<std::string, std::array<int, 2>> seen_;
};

}  // namespace kosumi::test
