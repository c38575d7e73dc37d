#include "tools/common/network_data.h"

#include <bit>
#include <cstring>
#include <vector>

#include "engine/game.h"
#include "network/inputs.h"

namespace kosumi::tools {

namespace {
void putU16(std::string& out, uint16_t v) { out.append(reinterpret_cast<const char*>(&v), 2); }
void putU32(std::string& out, uint32_t v) { out.append(reinterpret_cast<const char*>(&v), 4); }
void putF32(std::string& out, float v) { out.append(reinterpret_cast<const char*>(&v), 4); }
static_assert(std::endian::native == std::endian::little, "the training data is written little-endian");
}  // namespace

std::string networkDataHeader(int size) {
  std::string out(kNetworkDataMagic, 4);
  putU16(out, kNetworkDataVersion);
  putU16(out, uint16_t(network::kInputVersion));
  putU32(out, uint32_t(size));
  putU32(out, uint32_t(network::kBinaryPlanes));
  putU32(out, uint32_t(network::kScalarPlanes));
  return out;
}

size_t networkDataRecordBytes(int size) {
  const size_t n = size_t(size) * size_t(size);
  return 4 + 1 + 4 + 4 + 4 * network::kScalarPlanes + network::kBinaryPlanes * n + 4 * (n + 1) + n;
}

Expected<std::string> networkDataRecords(const SelfPlayGame& g) {
  Rules rules;
  rules.ko = g.ko;
  rules.scoring = g.scoring;
  rules.dead = g.dead;
  rules.komi = g.komi;
  Game game(g.size, rules);
  const Geometry& geo = game.geometry();
  const int n = g.size * g.size;
  std::vector<float> planes(size_t(network::kInputPlanes) * size_t(n));
  std::string out;
  out.reserve(g.moves.size() * networkDataRecordBytes(g.size));
  for (size_t m = 0; m < g.moves.size(); ++m) {
    const SelfPlayMove& move = g.moves[m];
    const Color mover = move.white ? Color::White : Color::Black;
    network::InputPosition position;
    position.board = &game.board();
    position.toMove = mover;
    position.komi = g.komi;
    const auto& history = game.moves();
    for (int k = 0; k < network::kRecentMoves && size_t(k) < history.size(); ++k)
      position.recent[k] = history[history.size() - 1 - size_t(k)].point;
    network::fillInputs(position, planes.data());

    putU32(out, g.index);
    out += char(move.random ? 0 : 1);
    float result = 0.5f;
    if (g.winner != SelfPlayWinner::Tie) result = (g.winner == SelfPlayWinner::White) == move.white ? 1.0f : 0.0f;
    putF32(out, result);
    putF32(out, float(move.value) / 65535.0f);
    for (int k = 0; k < network::kScalarPlanes; ++k)
      putF32(out, planes[size_t(network::kBinaryPlanes + k) * size_t(n)]);
    for (int k = 0; k < network::kBinaryPlanes * n; ++k) out += char(planes[size_t(k)] != 0.0f ? 1 : 0);
    std::vector<float> policy(size_t(n) + 1, 0.0f);
    uint64_t total = 0;
    for (const SelfPlayVisit& v : move.visits) total += v.visits;
    for (const SelfPlayVisit& v : move.visits) {
      const int at = v.point == n ? n : network::networkIndex(pointOfDataIndex(v.point, geo), geo);
      policy[size_t(at)] = float(double(v.visits) / double(total));
    }
    for (float p : policy) putF32(out, p);
    std::vector<int8_t> owner(size_t(n), 0);
    for (int i = 0; i < n; ++i) {
      const int8_t o = g.ownership[size_t(i)];
      owner[size_t(network::networkIndex(pointOfDataIndex(uint16_t(i), geo), geo))] = int8_t(move.white ? -o : o);
    }
    out.append(reinterpret_cast<const char*>(owner.data()), owner.size());

    if (!game.play(mover, pointOfDataIndex(move.point, geo)))
      return Error{"game " + std::to_string(g.index) + ": move " + std::to_string(m + 1) + " does not replay"};
  }
  return out;
}

}  // namespace kosumi::tools
