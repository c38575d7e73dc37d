#include "tools/common/selfplay_format.h"

#include <array>
#include <bit>
#include <cmath>
#include <cstring>
#include <fstream>
#include <iterator>

#include <fmt/format.h>

#include "engine/game.h"

namespace kosumi::tools {

namespace {

constexpr size_t kRecordHead = 4 + 2 + 4;  // magic, version, body length
constexpr size_t kRecordTail = 4;          // CRC-32
constexpr int kMaxSize = 25;

// Points, the pass and the visit-list length fit a byte up to 15x15 (225 points and the pass).
int pointWidth(int size) { return size <= 15 ? 1 : 2; }
int ownershipBytes(int size) { return (size * size + 3) / 4; }

constexpr std::array<uint32_t, 256> makeCrcTable() {
  std::array<uint32_t, 256> table{};
  for (uint32_t i = 0; i < 256; ++i) {
    uint32_t c = i;
    for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xedb88320u ^ (c >> 1) : c >> 1;
    table[i] = c;
  }
  return table;
}
constexpr std::array<uint32_t, 256> kCrcTable = makeCrcTable();

class Writer {
 public:
  void u8(unsigned v) { out_.push_back(char(uint8_t(v))); }
  void u16(unsigned v) { uint(v, 2); }
  void u32(uint32_t v) { uint(v, 4); }
  void u64(uint64_t v) { uint(v, 8); }
  void f32(float v) { u32(std::bit_cast<uint32_t>(v)); }
  void uint(uint64_t v, int bytes) {
    for (int i = 0; i < bytes; ++i) out_.push_back(char(uint8_t(v >> (8 * i))));
  }
  std::string& bytes() { return out_; }

 private:
  std::string out_;
};

// Reads little-endian fields; any read past the end sets a flag that the caller checks once.
class Reader {
 public:
  explicit Reader(std::string_view bytes) : in_(bytes) {}
  uint64_t uint(int bytes) {
    if (in_.size() - pos_ < size_t(bytes)) {
      short_ = true;
      pos_ = in_.size();
      return 0;
    }
    uint64_t v = 0;
    for (int i = 0; i < bytes; ++i) v |= uint64_t(uint8_t(in_[pos_ + size_t(i)])) << (8 * i);
    pos_ += size_t(bytes);
    return v;
  }
  unsigned u8() { return unsigned(uint(1)); }
  unsigned u16() { return unsigned(uint(2)); }
  uint32_t u32() { return uint32_t(uint(4)); }
  uint64_t u64() { return uint(8); }
  float f32() { return std::bit_cast<float>(u32()); }
  bool shortRead() const { return short_; }
  size_t left() const { return in_.size() - pos_; }

 private:
  std::string_view in_;
  size_t pos_ = 0;
  bool short_ = false;
};

int visitWidthCode(const std::vector<SelfPlayVisit>& visits) {
  uint32_t most = 0;
  for (const auto& v : visits) most = std::max(most, v.visits);
  return most <= 0xff ? 0 : most <= 0xffff ? 1 : 2;
}

constexpr int kVisitWidths[3] = {1, 2, 4};

Expected<SelfPlayGame> decodeBody(std::string_view body) {
  Reader r(body);
  SelfPlayGame g;
  g.index = r.u32();
  g.seed = r.u64();
  g.size = int(r.u8());
  const unsigned rules = r.u8();
  g.komi = r.f32();
  g.playouts = r.u32();
  const unsigned end = r.u8(), winner = r.u8();
  g.margin = r.f32();
  const unsigned flags = r.u8();
  const unsigned moves = r.u16();
  if (r.shortRead()) return Error{"body shorter than its header"};
  if (g.size < 2 || g.size > kMaxSize) return Error{fmt::format("board size {} is not 2..25", g.size)};
  if ((rules & 3) > 2 || rules >> 4) return Error{fmt::format("bad rules byte {:#x}", rules)};
  g.ko = KoRule(rules & 3);
  g.scoring = rules & 4 ? Scoring::Territory : Scoring::Area;
  g.dead = rules & 8 ? DeadStones::AsIs : DeadStones::Marked;
  if (!std::isfinite(g.komi) || !std::isfinite(g.margin)) return Error{"komi or margin not finite"};
  if (end > 2) return Error{fmt::format("bad end {}", end)};
  if (winner > 2) return Error{fmt::format("bad winner {}", winner)};
  if (flags >> 1) return Error{fmt::format("bad game flags {:#x}", flags)};
  g.end = SelfPlayEnd(end);
  g.winner = SelfPlayWinner(winner);
  g.resignDisabled = flags & 1;

  const int points = g.size * g.size;
  g.ownership.assign(size_t(points), 0);
  for (int b = 0; b < ownershipBytes(g.size); ++b) {
    const unsigned byte = r.u8();
    for (int k = 0; k < 4; ++k) {
      const unsigned code = (byte >> (2 * k)) & 3;
      const int i = 4 * b + k;
      if (code == 3 || (i >= points && code != 0))
        return Error{fmt::format("bad ownership code {} at point {}", code, i)};
      if (i < points) g.ownership[size_t(i)] = code == 1 ? 1 : code == 2 ? -1 : 0;
    }
  }
  const int width = pointWidth(g.size);
  g.moves.resize(moves);
  for (unsigned m = 0; m < moves; ++m) {
    SelfPlayMove& mv = g.moves[m];
    const unsigned moveFlags = r.u8();
    mv.white = moveFlags & 1;
    mv.random = moveFlags & 2;
    const unsigned code = (moveFlags >> 2) & 3;
    if (code == 3 || moveFlags >> 4) return Error{fmt::format("move {}: bad flags {:#x}", m + 1, moveFlags)};
    mv.point = uint16_t(r.uint(width));
    mv.value = uint16_t(r.u16());
    const auto count = size_t(r.uint(width));
    if (r.shortRead()) return Error{fmt::format("move {} cut short", m + 1)};
    if (mv.point > points) return Error{fmt::format("move {}: point {} off the board", m + 1, mv.point)};
    if (count > size_t(points) + 1) return Error{fmt::format("move {}: {} visited moves", m + 1, count)};
    mv.visits.resize(count);
    for (auto& v : mv.visits) {
      v.point = uint16_t(r.uint(width));
      v.visits = uint32_t(r.uint(kVisitWidths[code]));
      if (v.point > points && !r.shortRead())
        return Error{fmt::format("move {}: visited point {} off the board", m + 1, v.point)};
    }
    if (r.shortRead()) return Error{fmt::format("move {} cut short", m + 1)};
  }
  if (r.left() != 0) return Error{fmt::format("{} bytes after the last move", r.left())};
  return g;
}

}  // namespace

uint16_t dataIndex(Point p, const Geometry& geo) {
  if (p == kPass) return uint16_t(geo.area());
  return uint16_t(geo.y(p) * geo.size() + geo.x(p));
}

Point pointOfDataIndex(uint16_t index, const Geometry& geo) {
  if (index >= geo.area()) return kPass;
  return geo.point(index % geo.size(), index / geo.size());
}

uint32_t crc32(std::string_view bytes) {
  uint32_t c = 0xffffffffu;
  for (char ch : bytes) c = kCrcTable[(c ^ uint8_t(ch)) & 0xff] ^ (c >> 8);
  return c ^ 0xffffffffu;
}

std::string encodeSelfPlayGame(const SelfPlayGame& g) {
  Writer body;
  body.u32(g.index);
  body.u64(g.seed);
  body.u8(unsigned(g.size));
  body.u8(unsigned(g.ko) | (g.scoring == Scoring::Territory ? 4u : 0u) | (g.dead == DeadStones::AsIs ? 8u : 0u));
  body.f32(g.komi);
  body.u32(g.playouts);
  body.u8(unsigned(g.end));
  body.u8(unsigned(g.winner));
  body.f32(g.margin);
  body.u8(g.resignDisabled ? 1u : 0u);
  body.u16(unsigned(g.moves.size()));
  const int points = g.size * g.size;
  for (int b = 0; b < ownershipBytes(g.size); ++b) {
    unsigned byte = 0;
    for (int k = 0; k < 4; ++k) {
      const int i = 4 * b + k;
      const int owner = i < points && size_t(i) < g.ownership.size() ? g.ownership[size_t(i)] : 0;
      byte |= unsigned(owner > 0 ? 1 : owner < 0 ? 2 : 0) << (2 * k);
    }
    body.u8(byte);
  }
  const int width = pointWidth(g.size);
  for (const SelfPlayMove& m : g.moves) {
    const int code = visitWidthCode(m.visits);
    body.u8((m.white ? 1u : 0u) | (m.random ? 2u : 0u) | unsigned(code) << 2);
    body.uint(m.point, width);
    body.u16(m.value);
    body.uint(m.visits.size(), width);
    for (const SelfPlayVisit& v : m.visits) {
      body.uint(v.point, width);
      body.uint(v.visits, kVisitWidths[code]);
    }
  }
  Writer record;
  for (char c : kSelfPlayMagic) record.u8(uint8_t(c));
  record.u16(kSelfPlayVersion);
  record.u32(uint32_t(body.bytes().size()));
  record.bytes() += body.bytes();
  record.u32(crc32(body.bytes()));
  return std::move(record.bytes());
}

Expected<DecodedSelfPlayGame> decodeSelfPlayGame(std::string_view bytes) {
  if (bytes.size() < kRecordHead) return Error{fmt::format("truncated: {} bytes, the header needs {}", bytes.size(), kRecordHead)};
  if (std::memcmp(bytes.data(), kSelfPlayMagic, 4) != 0) return Error{"not a self-play record (bad magic)"};
  Reader head(bytes.substr(4));
  const unsigned version = head.u16();
  const uint32_t length = head.u32();
  if (version != kSelfPlayVersion)
    return Error{fmt::format("format version {}, this reader knows version {}", version, kSelfPlayVersion)};
  if (length > kSelfPlayMaxBody) return Error{fmt::format("body of {} bytes is over the limit", length)};
  const size_t total = kRecordHead + size_t(length) + kRecordTail;
  if (bytes.size() < total)
    return Error{fmt::format("truncated: the record needs {} bytes, {} are left", total, bytes.size())};
  const std::string_view body = bytes.substr(kRecordHead, length);
  const uint32_t stored = uint32_t(Reader(bytes.substr(kRecordHead + length, 4)).u32());
  if (stored != crc32(body)) return Error{"checksum mismatch: the record is damaged"};
  auto game = decodeBody(body);
  if (!game) return Error{"malformed body: " + game.error()};
  return DecodedSelfPlayGame{std::move(game.value()), total};
}

Expected<std::vector<SelfPlayGame>> decodeSelfPlayGames(std::string_view bytes) {
  std::vector<SelfPlayGame> games;
  size_t offset = 0;
  while (offset < bytes.size()) {
    auto one = decodeSelfPlayGame(bytes.substr(offset));
    if (!one) return Error{fmt::format("record {} at byte {}: {}", games.size() + 1, offset, one.error())};
    offset += one->bytes;
    games.push_back(std::move(one.value().game));
  }
  return games;
}

Expected<std::vector<SelfPlayGame>> readSelfPlayFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Error{fmt::format("cannot open {}", path)};
  const std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  if (in.bad()) return Error{fmt::format("cannot read {}", path)};
  auto games = decodeSelfPlayGames(bytes);
  if (!games) return Error{fmt::format("{}: {}", path, games.error())};
  return games;
}

std::string dumpSelfPlayGame(const SelfPlayGame& g) {
  static constexpr const char* kEnds[] = {"two-passes", "resignation", "move-limit"};
  static constexpr const char* kWinners[] = {"black", "white", "tie"};
  std::string text = fmt::format("game {} seed {} size {} rules {} {} {} komi {:.2f} playouts {} end {} winner {} margin {:.2f}{}\n",
                                 g.index, g.seed, g.size, koRuleName(g.ko), scoringName(g.scoring),
                                 deadStonesName(g.dead), double(g.komi), g.playouts, kEnds[int(g.end)],
                                 kWinners[int(g.winner)], double(g.margin), g.resignDisabled ? " resign-disabled" : "");
  text += "ownership ";
  for (int8_t o : g.ownership) text += o > 0 ? 'X' : o < 0 ? 'O' : '.';
  text += "\nfinal ";
  // The stones after the last move, replayed by the engine under the game's rules.
  Rules rules;
  rules.ko = g.ko;
  rules.scoring = g.scoring;
  rules.dead = g.dead;
  rules.komi = g.komi;
  Game game(g.size, rules);
  for (size_t n = 0; n < g.moves.size(); ++n) {
    const SelfPlayMove& m = g.moves[n];
    if (!game.play(m.white ? Color::White : Color::Black, pointOfDataIndex(m.point, game.geometry()))) {
      text += fmt::format("illegal move {}", n + 1);
      break;
    }
  }
  if (game.moves().size() == g.moves.size())
    for (int i = 0; i < g.size * g.size; ++i) {
      const Color c = game.board().at(pointOfDataIndex(uint16_t(i), game.geometry()));
      text += c == Color::Black ? 'X' : c == Color::White ? 'O' : '.';
    }
  text += '\n';
  for (const SelfPlayMove& m : g.moves) {
    text += fmt::format("{} {}{} value {} visits", m.white ? 'W' : 'B', m.point, m.random ? " random" : "", m.value);
    for (const SelfPlayVisit& v : m.visits) text += fmt::format(" {}:{}", v.point, v.visits);
    text += '\n';
  }
  return text;
}

}  // namespace kosumi::tools
