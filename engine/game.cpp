#include "engine/game.h"

#include <algorithm>
#include <string>

namespace kosumi {

Game::Game(int size, Rules rules)
    : geo_(std::clamp(size, kMinSize, kMaxSize)), board_(geo_.size()), rules_(std::move(rules)) { recordPosition(); }

Expected<Game> Game::create(int size, Rules rules) {
  if (size < kMinSize || size > kMaxSize)
    return Error{"unacceptable size " + std::to_string(size) + " (2 to 25)"};
  return Game(size, std::move(rules));
}

Status Game::resize(int size) {
  if (size < kMinSize || size > kMaxSize)
    return Error{"unacceptable size " + std::to_string(size) + " (2 to 25)"};
  geo_ = Geometry(size);
  setup_.clear();
  moves_.clear();
  handicap_ = 0;
  rebuild();
  return {};
}

void Game::clear() {
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

Color Game::toMoveAfter(size_t i) const {
  if (i > 0) return opponent(moves_[i - 1].color);
  return handicap_ > 0 ? Color::White : Color::Black;
}

bool Game::sameSituation(size_t i, Color c) const {
  return rules_.ko != KoRule::Situational || toMoveAfter(i) == opponent(c);
}

int Game::repeatedPosition(Color c, Point p) const {
  if (p == kPass || rules_.ko == KoRule::Simple) return -1;
  const uint64_t h = board_->hashAfter(p, c);
  if (!std::binary_search(sortedHashes_.begin(), sortedHashes_.end(), h)) return -1;
  int last = -1;
  for (size_t i = 0; i < hashes_.size(); ++i)
    if (hashes_[i] == h && sameSituation(i, c)) last = int(i);
  if (last < 0) return -1;
  // A hit: replay the game as far as the last position with this hash, comparing the stones of
  // each position with it, so a hash collision can never forbid a move.
  Board after = *board_;
  after.play(p, c);
  Board replayed(size());
  replay(replayed, 0);
  int found = -1;
  for (int i = 0; i <= last; ++i) {
    if (i > 0) {
      const MoveRecord& m = moves_[size_t(i) - 1];
      if (m.point == kPass) replayed.pass(m.color);
      else replayed.play(m.point, m.color);
    }
    if (hashes_[size_t(i)] == h && sameSituation(size_t(i), c) &&
        replayed.stones(Color::Black) == after.stones(Color::Black) &&
        replayed.stones(Color::White) == after.stones(Color::White))
      found = i;
  }
  return found;
}

bool Game::wouldRepeat(Color c, Point p) const { return repeatedPosition(c, p) >= 0; }

MoveLegality Game::legality(Color c, Point p) const {
  if (p == kPass) return MoveLegality::Legal;
  MoveLegality r = board_->check(p, c);
  if (r == MoveLegality::Ko && rules_.ko != KoRule::Simple) {
    // Retaking a ko at once makes exactly the position before the last move (the board's ko point
    // is set only by a single stone taking a single stone): the familiar ko, when that position
    // counts as a repeat. Otherwise superko decides.
    if (!moves_.empty() && sameSituation(moves_.size() - 1, c)) return MoveLegality::Ko;
    r = MoveLegality::Legal;
  }
  if (r != MoveLegality::Legal) return r;
  const int repeated = repeatedPosition(c, p);
  if (repeated < 0) return MoveLegality::Legal;
  // The position just before the last move coming back is the familiar ko; older ones are superko.
  return size_t(repeated) + 2 == hashes_.size() ? MoveLegality::Ko : MoveLegality::Superko;
}

Status Game::play(Color c, Point p) {
  const MoveLegality r = legality(c, p);
  if (r != MoveLegality::Legal) return Error{std::string("illegal move: ") + legalityName(r)};
  if (p == kPass) board_->pass(c);
  else board_->play(p, c);
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
  Board trial = *board_;
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
  const uint64_t h = board_->hash();
  hashes_.push_back(h);
  sortedHashes_.insert(std::upper_bound(sortedHashes_.begin(), sortedHashes_.end(), h), h);
}

void Game::replay(Board& b, size_t moves) const {
  for (const SetupStone& s : setup_) b.play(s.point, s.color);
  b.forgetLastMove();  // setup stones are not moves: no ko, nothing to answer
  for (size_t i = 0; i < moves; ++i) {
    if (moves_[i].point == kPass) b.pass(moves_[i].color);
    else b.play(moves_[i].point, moves_[i].color);
  }
}

size_t Game::heapBytes() const {
  return (board_ ? sizeof(Board) : 0) + sizeof(uint64_t) * (packed_.capacity() + hashes_.capacity() + sortedHashes_.capacity()) +
         sizeof(SetupStone) * setup_.capacity() + sizeof(MoveRecord) * moves_.capacity() + rules_.preset.capacity();
}

void Game::park() const {
  if (!board_) return;
  board_->pack(packed_);
  board_.reset();
}

void Game::unpark() const {
  if (board_) return;
  board_.reset(Board::unpack(size(), packed_));
  std::vector<uint64_t>().swap(packed_);
}

void Game::rebuild() {
  // Replaying is simple and fast enough for undo and setup; no state is kept twice.
  board_.reset(std::make_unique<Board>(size()));
  replay(*board_, 0);
  hashes_.clear();
  hashes_.push_back(board_->hash());
  for (const MoveRecord& m : moves_) {
    if (m.point == kPass) board_->pass(m.color);
    else board_->play(m.point, m.color);
    hashes_.push_back(board_->hash());
  }
  sortedHashes_ = hashes_;
  std::sort(sortedHashes_.begin(), sortedHashes_.end());
}

}  // namespace kosumi
