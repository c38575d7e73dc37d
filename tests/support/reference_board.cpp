#include "tests/support/reference_board.h"

namespace kosumi::test {

ReferenceBoard::ReferenceBoard(int size, KoRule ko) : size_(size), ko_(ko) {
  state_.cells.assign(size_t(size * size), '.');
  record();
}

Color ReferenceBoard::at(int x, int y) const {
  const char ch = state_.cells[size_t(y * size_ + x)];
  return ch == 'X' ? Color::Black : ch == 'O' ? Color::White : Color::Empty;
}

ReferenceBoard::Neighbours ReferenceBoard::neighbours(int i) const {
  const int x = i % size_, y = i / size_;
  Neighbours out;
  if (x > 0) out.point[out.count++] = i - 1;
  if (x < size_ - 1) out.point[out.count++] = i + 1;
  if (y > 0) out.point[out.count++] = i - size_;
  if (y < size_ - 1) out.point[out.count++] = i + size_;
  return out;
}

std::vector<int> ReferenceBoard::chain(const std::string& cells, int i, bool& hasLiberty) const {
  const char colour = cells[size_t(i)];
  std::vector<bool> inChain(cells.size(), false);
  std::vector<int> stones{i};
  inChain[size_t(i)] = true;
  hasLiberty = false;
  for (size_t k = 0; k < stones.size(); ++k)
    for (int n : neighbours(stones[k])) {
      if (cells[size_t(n)] == '.') hasLiberty = true;
      else if (cells[size_t(n)] == colour && !inChain[size_t(n)]) {
        inChain[size_t(n)] = true;
        stones.push_back(n);
      }
    }
  return stones;
}

std::string ReferenceBoard::after(const std::string& cells, Color c, int i, int& captured,
                                  bool& hasLiberty) const {
  std::string next = cells;
  next[size_t(i)] = cell(c);
  captured = 0;
  for (int n : neighbours(i)) {
    if (next[size_t(n)] != cell(opponent(c))) continue;
    bool free = false;
    const std::vector<int> stones = chain(next, n, free);
    if (free) continue;
    for (int s : stones) next[size_t(s)] = '.';
    captured += int(stones.size());
  }
  chain(next, i, hasLiberty);
  return next;
}

MoveLegality ReferenceBoard::legality(Color c, int x, int y) const {
  const int i = y * size_ + x;
  if (state_.cells[size_t(i)] != '.') return MoveLegality::Occupied;
  int captured = 0;
  bool hasLiberty = false;
  const std::string next = after(state_.cells, c, i, captured, hasLiberty);
  if (!hasLiberty) return MoveLegality::Suicide;
  const bool recreatesPrevious =
      history_.size() >= 2 && history_[history_.size() - 2].cells == next;
  // Under situational superko the position before the last move only counts as the same
  // position, and so as "ko", when it had the same side to move as the move would leave.
  const bool recreatesPreviousSituation =
      recreatesPrevious && (ko_ != KoRule::Situational || history_[history_.size() - 2].toMove == opponent(c));
  bool forbidden = false;
  if (ko_ == KoRule::Simple) {
    forbidden = recreatesPrevious;
  } else {
    auto it = seen_.find(next);
    if (it != seen_.end()) {
      // After c's move it is the opponent's turn: situational superko only forbids a position
      // that arose with that same side to move.
      forbidden = ko_ == KoRule::Positional ? (it->second[0] + it->second[1] > 0)
                                            : it->second[index(opponent(c))] > 0;
    }
  }
  if (!forbidden) return MoveLegality::Legal;
  return recreatesPreviousSituation ? MoveLegality::Ko : MoveLegality::Superko;
}

int ReferenceBoard::play(Color c, int x, int y) {
  int captured = 0;
  bool hasLiberty = false;
  state_.cells = after(state_.cells, c, y * size_ + x, captured, hasLiberty);
  state_.captures[index(c)] += captured;
  state_.toMove = opponent(c);
  record();
  return captured;
}

void ReferenceBoard::pass(Color c) {
  state_.toMove = opponent(c);
  record();
}

bool ReferenceBoard::undo() {
  if (history_.size() < 2) return false;
  auto it = seen_.find(history_.back().cells);
  --it->second[index(history_.back().toMove)];
  history_.pop_back();
  state_ = history_.back();
  return true;
}

void ReferenceBoard::record() {
  history_.push_back(state_);
  ++seen_[state_.cells][index(state_.toMove)];
}

ReferenceScore ReferenceBoard::score(const std::vector<bool>& dead, const Rules& rules) const {
  ReferenceScore s;
  std::string living = state_.cells;
  for (size_t i = 0; i < living.size(); ++i) {
    if (living[i] == '.') continue;
    const int owner = living[i] == 'X' ? 0 : 1;
    if (rules.dead == DeadStones::Marked && dead[i]) {
      ++s.deadCaptured[1 - owner];
      living[i] = '.';
    } else {
      ++s.stones[owner];
    }
  }
  // Flood each empty region and note which colours border it.
  std::vector<bool> done(living.size(), false);
  for (size_t start = 0; start < living.size(); ++start) {
    if (living[start] != '.' || done[start]) continue;
    std::vector<int> region{int(start)};
    done[start] = true;
    bool touches[2] = {false, false};
    for (size_t k = 0; k < region.size(); ++k)
      for (int n : neighbours(region[k])) {
        const char ch = living[size_t(n)];
        if (ch == 'X') touches[0] = true;
        else if (ch == 'O') touches[1] = true;
        else if (!done[size_t(n)]) {
          done[size_t(n)] = true;
          region.push_back(n);
        }
      }
    if (touches[0] != touches[1]) s.territory[touches[0] ? 0 : 1] += int(region.size());
  }
  for (int c = 0; c < 2; ++c) {
    s.prisoners[c] = state_.captures[c];
    s.points[c] = rules.scoring == Scoring::Area
                      ? s.stones[c] + s.territory[c]
                      : s.territory[c] + s.prisoners[c] + s.deadCaptured[c];
  }
  s.points[1] += rules.komi;
  return s;
}

}  // namespace kosumi::test
