#include "playouts/reply_memory.h"

namespace kosumi {

ReplyMemory::ReplyMemory(int numPoints)
    : points_(numPoints), one_(size_t(2) * size_t(numPoints), kNullPoint),
      two_(size_t(2) * size_t(numPoints) * size_t(numPoints), kNullPoint) {}

void ReplyMemory::learn(const Point* moves, int n, Color firstMover, Point before2, Point before1, Color winner) {
  Point second = before2, last = before1;
  Color c = firstMover;
  for (int i = 0; i < n; ++i, c = opponent(c)) {
    const Point m = moves[i];
    // A pass is never stored as a reply: a playout passes only when nothing else is left.
    if (m != kPass) {
      Point& one = one_[slot1(c, last)];
      Point& two = two_[slot2(c, second, last)];
      if (c == winner) {
        one = m;
        two = m;
      } else {
        if (one == m) one = kNullPoint;
        if (two == m) two = kNullPoint;
      }
    }
    second = last;
    last = m;
  }
}

}  // namespace kosumi
