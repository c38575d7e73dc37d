// A referee saved to bytes and loaded back (Referee::save and Referee::load).
#include <cmath>
#include <string>

#include "engine/byte_record.h"
#include "referee/referee.h"

namespace kosumi {

namespace {

constexpr size_t kMaxResultText = 64;

void putPoints(ByteWriter& out, const Bitboard& points) {
  out.put(uint32_t(points.count()));
  points.forEach([&](Point p) { out.put(p); });
}

Bitboard getPoints(ByteReader& in, const Geometry& geo) {
  Bitboard points;
  const size_t n = in.count(size_t(geo.area()), 0);
  for (size_t i = 0; i < n && !in.failed(); ++i) {
    const Point p = in.get<Point>();
    if (!geo.onBoard(p)) in.fail();
    else points.set(p);
  }
  return points;
}

// An optional colour as one byte: 0 none, 1 + the colour.
void putOptionalColor(ByteWriter& out, const std::optional<Color>& c) { out.put(uint8_t(c ? 1 + index(*c) : 0)); }

std::optional<Color> getOptionalColor(ByteReader& in) {
  const uint8_t v = in.get<uint8_t>();
  if (v > 2) in.fail();
  if (v == 0 || v > 2) return std::nullopt;
  return Color(v - 1);
}

}  // namespace

std::string Referee::save() const {
  std::string bytes;
  // The game's own heap (its packed board, record and hashes) bounds what it writes: one
  // allocation in all.
  bytes.reserve(256 + game_.heapBytes());
  ByteWriter out(bytes);
  game_.save(out);
  out.put(confirmation_);
  putPoints(out, marks_);
  out.put(uint8_t(confirmed_[0]));
  out.put(uint8_t(confirmed_[1]));
  putOptionalColor(out, drawOffer_);
  out.put(uint64_t(resumedAt_));
  out.put(uint8_t(end_.has_value()));
  if (end_) {
    out.put(end_->how);
    putOptionalColor(out, end_->winner);
    out.put(end_->margin);
    out.putText(end_->text);
    putPoints(out, end_->dead);
    out.put(uint8_t(end_->marked));
  }
  return bytes;
}

Status Referee::load(std::string_view bytes) {
  const Error bad{"not a saved game"};
  ByteReader in(bytes);
  auto game = Game::load(in);
  if (!game) return Error{game.error()};
  const Geometry geo = game->geometry();
  const auto confirmation = in.get<Confirmation>();
  if (uint8_t(confirmation) > uint8_t(Confirmation::Both)) in.fail();
  const Bitboard marks = getPoints(in, geo);
  bool confirmed[2];
  for (bool& c : confirmed) {
    const uint8_t v = in.get<uint8_t>();
    if (v > 1) in.fail();
    c = v == 1;
  }
  const std::optional<Color> drawOffer = getOptionalColor(in);
  const uint64_t resumedAt = in.get<uint64_t>();
  if (resumedAt > game->moves().size()) in.fail();
  std::optional<GameEnd> end;
  const uint8_t ended = in.get<uint8_t>();
  if (ended > 1) in.fail();
  if (ended == 1) {
    end.emplace();
    end->how = in.get<GameEnding>();
    if (uint8_t(end->how) > uint8_t(GameEnding::Draw)) in.fail();
    end->winner = getOptionalColor(in);
    end->margin = in.get<double>();
    if (!std::isfinite(end->margin)) in.fail();
    end->text = in.getText(kMaxResultText);
    end->dead = getPoints(in, geo);
    const uint8_t marked = in.get<uint8_t>();
    if (marked > 1) in.fail();
    end->marked = marked == 1;
  }
  if (in.failed() || !in.atEnd()) return bad;
  // The judge keeps its last judgment: it is keyed by the position and the rules, so it stays
  // true of whatever game asks.
  game_ = std::move(game.value());
  confirmation_ = confirmation;
  marks_ = marks;
  confirmed_[0] = confirmed[0];
  confirmed_[1] = confirmed[1];
  drawOffer_ = drawOffer;
  resumedAt_ = size_t(resumedAt);
  end_ = std::move(end);
  return {};
}

}  // namespace kosumi
