#include "network/inputs.h"

#include <algorithm>

#include "playouts/ladder.h"

namespace kosumi::network {

int networkIndex(Point p, const Geometry& geo) {
  return (geo.size() - 1 - geo.y(p)) * geo.size() + geo.x(p);
}

Point pointOfNetworkIndex(int index, const Geometry& geo) {
  const int size = geo.size();
  return geo.point(index % size, size - 1 - index / size);
}

void fillInputs(const InputPosition& position, float* planes) {
  const Board& board = *position.board;
  const Geometry& geo = board.geometry();
  const int size = board.size();
  const int n = size * size;
  const Color own = position.toMove;
  const Color other = opponent(own);
  std::fill(planes, planes + size_t(kInputPlanes) * size_t(n), 0.0f);
  auto plane = [&](int k) { return planes + size_t(k) * size_t(n); };

  for (int i = 0; i < n; ++i) {
    const Point p = pointOfNetworkIndex(i, geo);
    plane(0)[i] = 1.0f;
    const Color c = board.at(p);
    if (!isStone(c)) continue;
    const int base = c == own ? 0 : 1;
    plane(1 + base)[i] = 1.0f;
    const int libs = board.liberties(p);
    plane(3 + 3 * base + std::min(libs, 3) - 1)[i] = 1.0f;
    // A chain in atari is read once, at its head, and marked on every stone.
    if (libs == 1 && board.chainHead(p) == p && ladderCaptures(board, p)) {
      board.forEachStone(p, [&](Point s) { plane(13 + base)[networkIndex(s, geo)] = 1.0f; });
    }
  }
  if (board.koPoint() != kNullPoint && board.koColor() == own) plane(9)[networkIndex(board.koPoint(), geo)] = 1.0f;
  for (int k = 0; k < kRecentMoves; ++k) {
    const Point p = position.recent[k];
    if (p != kNullPoint && p != kPass && board.onBoard(p)) plane(10 + k)[networkIndex(p, geo)] = 1.0f;
  }
  // Ataris that work: the two liberties of each opponent chain with two.
  for (int i = 0; i < n; ++i) {
    const Point p = pointOfNetworkIndex(i, geo);
    if (board.at(p) != other || board.chainHead(p) != p || board.liberties(p) != 2) continue;
    const Bitboard libs = board.chainLiberties(p);
    libs.forEach([&](Point q) {
      float& works = plane(15)[networkIndex(q, geo)];
      if (works == 0.0f && ladderAtariWorks(board, q, own)) works = 1.0f;
    });
  }
  std::fill(plane(16), plane(16) + n, own == Color::White ? 1.0f : 0.0f);
  const float komi = float(own == Color::White ? position.komi : -position.komi) / kKomiScale;
  std::fill(plane(17), plane(17) + n, komi);
}

}  // namespace kosumi::network
