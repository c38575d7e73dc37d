// A board packed to the arrays over its points and the liberty rows of its chains' heads
// (Board::pack and Board::unpack): what a game parked between calls keeps instead of a whole board.
#include <cstring>
#include <memory>
#include <vector>

#include "engine/board.h"

namespace kosumi {

template <class B, class Copy>
void Board::forEachPackedPart(B& board, Copy&& copy) {
  const int n = board.geo_.numPoints();
  copy(&board.emptyCount_, sizeof board.emptyCount_);
  copy(&board.hash_, sizeof board.hash_);
  copy(&board.ko_, sizeof board.ko_);
  copy(&board.koColor_, sizeof board.koColor_);
  copy(&board.lastMove_, sizeof board.lastMove_);
  copy(&board.lastColor_, sizeof board.lastColor_);
  copy(board.captures_, sizeof board.captures_);
  copy(board.stones_, sizeof board.stones_);
  copy(board.color_, sizeof(Color) * n);
  copy(board.nbr_, sizeof(uint8_t) * n);
  copy(board.head_, sizeof(Point) * n);
  copy(board.next_, sizeof(Point) * n);
  copy(board.chainSize_, sizeof(uint16_t) * n);
  copy(board.chainLibs_, sizeof(uint16_t) * n);
  copy(board.emptyIndex_, sizeof(uint16_t) * n);
  // emptyCount_, colours and heads come first, so that unpacking knows these sizes when it
  // reaches them.
  copy(board.emptyList_, sizeof(Point) * board.emptyCount_);
  for (int p = 0; p < n; ++p)
    if (isStone(board.color_[p]) && board.head_[p] == p)
      copy(board.libWords(Point(p)), sizeof(uint64_t) * board.rowWords_);
}

void Board::pack(std::vector<uint64_t>& out) const {
  size_t bytes = 0;
  forEachPackedPart(*this, [&](const void*, size_t size) { bytes += size; });
  out.assign((bytes + 7) / 8, 0);
  auto* at = reinterpret_cast<uint8_t*>(out.data());
  forEachPackedPart(*this, [&](const void* from, size_t size) {
    std::memcpy(at, from, size);
    at += size;
  });
}

std::unique_ptr<Board> Board::unpack(int size, const std::vector<uint64_t>& in) {
  std::unique_ptr<Board> board(new Board(size, GeometryOnly{}));
  board->unpackArrays(in);
  return board;
}

void Board::unpackArrays(const std::vector<uint64_t>& in) {
  // Rows of points that head no chain are all zero, as on every board (see play()).
  std::memset(libs_, 0, sizeof(uint64_t) * rowWords_ * geo_.numPoints());
  const auto* at = reinterpret_cast<const uint8_t*>(in.data());
  forEachPackedPart(*this, [&](void* to, size_t size) {
    std::memcpy(to, at, size);
    at += size;
  });
}

}  // namespace kosumi
