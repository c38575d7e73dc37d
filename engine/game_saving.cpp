// A game saved to bytes and loaded back (Game::save and Game::load): what a server keeps of an idle
// game outside the engine's memory.
#include <algorithm>
#include <cmath>
#include <string>

#include "engine/byte_record.h"
#include "engine/game.h"

namespace kosumi {

namespace {

// Bounds that no saved game reaches, so that a count read from bad bytes cannot ask for
// gigabytes: the longest game the engine plays is far shorter.
constexpr size_t kMaxSavedMoves = size_t(1) << 20;
constexpr size_t kMaxPresetLength = 64;

void putStone(ByteWriter& out, Color c, Point p) {
  out.put(c);
  out.put(p);
}

}  // namespace

Game::Game(int size, Rules rules, ParkedTag) : geo_(size), rules_(std::move(rules)) {}

void Game::save(ByteWriter& out) const {
  out.put(uint8_t(size()));
  out.putText(rules_.preset);
  out.put(rules_.ko);
  out.put(rules_.scoring);
  out.put(rules_.dead);
  out.put(rules_.komi);
  out.put(uint32_t(setup_.size()));
  for (const SetupStone& s : setup_) putStone(out, s.color, s.point);
  out.put(uint32_t(moves_.size()));
  for (const MoveRecord& m : moves_) putStone(out, m.color, m.point);
  out.put(int32_t(handicap_));
  out.putVector(hashes_);
  if (parked()) {
    out.putVector(packed_);
  } else {
    std::vector<uint64_t> packed;
    board_->pack(packed);
    out.putVector(packed);
  }
}

Expected<Game> Game::load(ByteReader& in) {
  const Error bad{"not a saved game"};
  const int size = in.get<uint8_t>();
  if (size < kMinSize || size > kMaxSize) return bad;
  Rules rules;
  rules.preset = in.getText(kMaxPresetLength);
  rules.ko = in.get<KoRule>();
  rules.scoring = in.get<Scoring>();
  rules.dead = in.get<DeadStones>();
  rules.komi = in.get<double>();
  if (uint8_t(rules.ko) > uint8_t(KoRule::Situational) || uint8_t(rules.scoring) > uint8_t(Scoring::Territory) ||
      uint8_t(rules.dead) > uint8_t(DeadStones::AsIs) || !std::isfinite(rules.komi))
    return bad;
  Game g(size, std::move(rules), ParkedTag{});
  const auto stones = [&](size_t maxCount, bool passes, auto add) {
    const size_t n = in.count(maxCount, 0);
    for (size_t i = 0; i < n && !in.failed(); ++i) {
      const Color c = in.get<Color>();
      const Point p = in.get<Point>();
      if (!isStone(c) || !(g.geo_.onBoard(p) || (passes && p == kPass))) in.fail();
      add(c, p);
    }
  };
  stones(size_t(g.geo_.area()), false, [&](Color c, Point p) { g.setup_.push_back({c, p}); });
  stones(kMaxSavedMoves, true, [&](Color c, Point p) { g.moves_.push_back({c, p}); });
  g.handicap_ = in.get<int32_t>();
  g.hashes_ = in.getVector<uint64_t>(kMaxSavedMoves + 1);
  g.packed_ = in.getVector<uint64_t>(size_t(1) << 20);
  if (in.failed() || g.handicap_ < 0 || size_t(g.handicap_) > g.setup_.size() ||
      g.hashes_.size() != g.moves_.size() + 1 || g.packed_.empty())
    return bad;
  g.sortedHashes_ = g.hashes_;
  std::sort(g.sortedHashes_.begin(), g.sortedHashes_.end());
  return g;
}

}  // namespace kosumi
