#include "engine/game.h"

#include <string>

namespace kosumi {

Game::Game(int size, Rules rules) : board_(size), rules_(std::move(rules)) { recordPosition(); }

Expected<Game> Game::create(int size, Rules rules) {
  if (size < kMinSize || size > kMaxSize)
    return Error{"unacceptable size " + std::to_string(size) + " (2 to 25)"};
  return Game(size, std::move(rules));
}

Status Game::resize(int size) {
  if (size < kMinSize || size > kMaxSize)
    return Error{"unacceptable size " + std::to_string(size) + " (2 to 25)"};
  board_ = Board(size);
  setup_.clear();
  moves_.clear();
  handicap_ = 0;
  rebuild();
  return {};
}

void Game::clear() {
  const int size = board_.size();
  board_ = Board(size);
  setup_.clear();
  moves_.clear();
  handicap_ = 0;
  rebuild();
}

Color Game::toMove() const {
  if (!moves_.empty()) return opponent(moves_.back().color);
  return handicap_ > 0 ? Color::White : Color::Black;
}

bool Game::opponentJustPassed(Color c) const {
  return !moves_.empty() && moves_.back().point == kPass && moves_.back().color == opponent(c);
}

int Game::consecutivePasses() const {
  int n = 0;
  for (auto it = moves_.rbegin(); it != moves_.rend() && it->point == kPass; ++it) ++n;
  return n;
}

bool Game::samePosition(const Position& pos, const Board& b) const {
  return pos.stones[0] == b.stones(Color::Black) && pos.stones[1] == b.stones(Color::White);
}

bool Game::wouldRepeat(Color c, Point p) const {
  if (p == kPass || rules_.ko == KoRule::Simple) return false;
  const uint64_t h = board_.hashAfter(p, c);
  auto [first, last] = positionIndex_.equal_range(h);
  if (first == last) return false;
  Board after = board_;
  after.play(p, c);
  for (auto it = first; it != last; ++it) {
    const Position& pos = positions_[it->second];
    if (rules_.ko == KoRule::Situational && pos.toMove != opponent(c)) continue;
    if (samePosition(pos, after)) return true;
  }
  return false;
}

MoveLegality Game::legality(Color c, Point p) const {
  if (p == kPass) return MoveLegality::Legal;
  MoveLegality r = board_.check(p, c);
  if (r == MoveLegality::Ko && rules_.ko != KoRule::Simple) r = MoveLegality::Legal;  // superko decides
  if (r != MoveLegality::Legal) return r;
  if (!wouldRepeat(c, p)) return MoveLegality::Legal;
  // The position just before the last move coming back is the familiar ko; older ones are superko.
  if (positions_.size() >= 2) {
    Board after = board_;
    after.play(p, c);
    const Position& beforeLast = positions_[positions_.size() - 2];
    const bool sameSide = rules_.ko != KoRule::Situational || beforeLast.toMove == opponent(c);
    if (sameSide && samePosition(beforeLast, after)) return MoveLegality::Ko;
  }
  return MoveLegality::Superko;
}

Status Game::play(Color c, Point p) {
  const MoveLegality r = legality(c, p);
  if (r != MoveLegality::Legal) return Error{std::string("illegal move: ") + legalityName(r)};
  if (p == kPass) board_.pass(c);
  else board_.play(p, c);
  moves_.push_back({c, p});
  recordPosition();
  return {};
}

bool Game::undo() {
  if (moves_.empty()) return false;
  moves_.pop_back();
  rebuild();
  return true;
}

Status Game::addSetupStones(Color c, const std::vector<Point>& points, bool asHandicap) {
  if (!moves_.empty()) return Error{"setup stones must come before the first move"};
  Board trial = board_;
  for (Point p : points) {
    if (!trial.onBoard(p)) return Error{"setup point is off the board"};
    if (trial.at(p) != Color::Empty) return Error{"setup point is occupied"};
    if (trial.check(p, c) == MoveLegality::Suicide || trial.captureCount(p, c) > 0)
      return Error{"setup stone would capture or have no liberty"};
    trial.play(p, c);
  }
  for (Point p : points) setup_.push_back({c, p});
  if (asHandicap) handicap_ += int(points.size());
  rebuild();
  return {};
}

void Game::recordPosition() {
  Position pos{board_.hash(), toMove(), {board_.stones(Color::Black), board_.stones(Color::White)}};
  positionIndex_.emplace(pos.hash, int(positions_.size()));
  positions_.push_back(pos);
}

void Game::rebuild() {
  // Replaying is simple and fast enough for undo and setup; no state is kept twice.
  board_ = Board(board_.size());
  for (const SetupStone& s : setup_) board_.play(s.point, s.color);
  board_.forgetLastMove();  // setup stones are not moves: no ko, nothing to answer
  positions_.clear();
  positionIndex_.clear();
  std::vector<MoveRecord> moves;
  moves.swap(moves_);
  recordPosition();
  for (const MoveRecord& m : moves) {
    if (m.point == kPass) board_.pass(m.color);
    else board_.play(m.point, m.color);
    moves_.push_back(m);
    recordPosition();
  }
}

}  // namespace kosumi
