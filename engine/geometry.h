#pragma once
// Point numbering shared by the board, the bitboards and everything above them.
//
// A board of size N is laid out row by row with a stride of N+1: column 0 of each row is a wall
// shared by the right edge of the row below and the left edge of its own row, and one wall row
// lies below and one above the board, plus one more wall index at the end. So the four neighbours
// of point p are p-1, p+1, p-stride and p+stride, its diagonals p+-stride+-1 are always valid
// indices, and a point's index is also its bit index in a Bitboard.
#include <cstdint>

namespace kosumi {

using Point = uint16_t;

constexpr int kMinSize = 2;
constexpr int kMaxSize = 25;
constexpr int kMaxStride = kMaxSize + 1;
constexpr int kMaxPoints = (kMaxSize + 2) * kMaxStride + 1;  // 703
constexpr int kMaxWords = (kMaxPoints + 63) / 64;        // 11

// Both lie in the bottom wall row, so they are never points of the board.
constexpr Point kNullPoint = 0;  // "no point": no ko, no last move
constexpr Point kPass = 1;

class Geometry {
 public:
  constexpr explicit Geometry(int size = 19)
      : size_(size), stride_(size + 1), numPoints_((size + 2) * (size + 1) + 1),
        words_(((size + 2) * (size + 1) + 1 + 63) / 64) {}

  constexpr int size() const { return size_; }
  constexpr int stride() const { return stride_; }
  // Indices 0..numPoints()-1 cover the board and its walls.
  constexpr int numPoints() const { return numPoints_; }
  // Bitboard words needed for this size.
  constexpr int words() const { return words_; }
  constexpr int area() const { return size_ * size_; }

  // x is the column from the left (0 = A), y the row from the bottom (0 = row 1).
  constexpr Point point(int x, int y) const { return Point((y + 1) * stride_ + x + 1); }
  constexpr int x(Point p) const { return p % stride_ - 1; }
  constexpr int y(Point p) const { return p / stride_ - 1; }
  constexpr bool onBoard(Point p) const {
    return p > stride_ && p < (size_ + 1) * stride_ && p % stride_ != 0;
  }
  constexpr bool operator==(const Geometry&) const = default;

 private:
  int size_;
  int stride_;
  int numPoints_;
  int words_;
};

}  // namespace kosumi
