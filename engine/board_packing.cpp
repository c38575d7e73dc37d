// A board packed to the arrays over its points and the liberty rows of its chains' heads
// (Board::pack and Board::unpack): what a game parked between calls keeps instead of a whole board.
#include <cstring>
#include <memory>
#include <vector>

#include "engine/board.h"

namespace kosumi {

namespace {

// Copies between a board's members and a packed byte stream, in one order for both directions.
struct PackedBytes {
  uint8_t* at;
  void put(const void* from, size_t bytes) {
    std::memcpy(at, from, bytes);
    at += bytes;
  }
  void get(void* to, size_t bytes) {
    std::memcpy(to, at, bytes);
    at += bytes;
  }
};

}  // namespace

void Board::pack(std::vector<uint64_t>& out) const {
  const int n = geo_.numPoints();
  int heads = 0;
  for (int p = 0; p < n; ++p) heads += isStone(color_[p]) && head_[p] == p;
  const size_t scalars = sizeof emptyCount_ + sizeof hash_ + sizeof ko_ + sizeof koColor_ + sizeof lastMove_ +
                         sizeof lastColor_ + sizeof captures_ + sizeof stones_;
  const size_t perPoint = sizeof(Color) + sizeof(uint8_t) + 2 * sizeof(Point) + 3 * sizeof(uint16_t);
  const size_t bytes = scalars + perPoint * size_t(n) + sizeof(Point) * size_t(emptyCount_) +
                       sizeof(uint64_t) * size_t(rowWords_) * size_t(heads);
  out.assign((bytes + 7) / 8, 0);
  PackedBytes b{reinterpret_cast<uint8_t*>(out.data())};
  b.put(&emptyCount_, sizeof emptyCount_);
  b.put(&hash_, sizeof hash_);
  b.put(&ko_, sizeof ko_);
  b.put(&koColor_, sizeof koColor_);
  b.put(&lastMove_, sizeof lastMove_);
  b.put(&lastColor_, sizeof lastColor_);
  b.put(captures_, sizeof captures_);
  b.put(stones_, sizeof stones_);
  b.put(color_, sizeof(Color) * n);
  b.put(nbr_, sizeof(uint8_t) * n);
  b.put(head_, sizeof(Point) * n);
  b.put(next_, sizeof(Point) * n);
  b.put(chainSize_, sizeof(uint16_t) * n);
  b.put(chainLibs_, sizeof(uint16_t) * n);
  b.put(emptyIndex_, sizeof(uint16_t) * n);
  b.put(emptyList_, sizeof(Point) * emptyCount_);
  for (int p = 0; p < n; ++p)
    if (isStone(color_[p]) && head_[p] == p) b.put(libWords(Point(p)), sizeof(uint64_t) * rowWords_);
}

std::unique_ptr<Board> Board::unpack(int size, const std::vector<uint64_t>& in) {
  std::unique_ptr<Board> board(new Board(size, GeometryOnly{}));
  board->unpackArrays(in);
  return board;
}

void Board::unpackArrays(const std::vector<uint64_t>& in) {
  const int n = geo_.numPoints();
  // const_cast only to share PackedBytes with pack(): get() reads.
  PackedBytes b{reinterpret_cast<uint8_t*>(const_cast<uint64_t*>(in.data()))};
  b.get(&emptyCount_, sizeof emptyCount_);
  b.get(&hash_, sizeof hash_);
  b.get(&ko_, sizeof ko_);
  b.get(&koColor_, sizeof koColor_);
  b.get(&lastMove_, sizeof lastMove_);
  b.get(&lastColor_, sizeof lastColor_);
  b.get(captures_, sizeof captures_);
  b.get(stones_, sizeof stones_);
  b.get(color_, sizeof(Color) * n);
  b.get(nbr_, sizeof(uint8_t) * n);
  b.get(head_, sizeof(Point) * n);
  b.get(next_, sizeof(Point) * n);
  b.get(chainSize_, sizeof(uint16_t) * n);
  b.get(chainLibs_, sizeof(uint16_t) * n);
  b.get(emptyIndex_, sizeof(uint16_t) * n);
  b.get(emptyList_, sizeof(Point) * emptyCount_);
  // Rows of points that head no chain are all zero, as on every board (see play()).
  std::memset(libs_, 0, sizeof(uint64_t) * rowWords_ * n);
  for (int p = 0; p < n; ++p)
    if (isStone(color_[p]) && head_[p] == p) b.get(libWords(Point(p)), sizeof(uint64_t) * rowWords_);
}

}  // namespace kosumi
