#pragma once
// Last good reply with forgetting (Baier and Drake, 2010): what the playouts of a search have
// learned about answering a move. After each playout, every move of the winner is stored as the
// reply to the move before it (LGRF-1) and to the two moves before it (LGRF-2); every move of the
// loser that was stored as such a reply is forgotten. A playout then plays the stored reply to
// the last two moves, else to the last move, when it is acceptable. Local answers that won in
// this very search — the right side to extend, the capture that worked — thus spread between
// playouts, which a fixed policy cannot learn.
//
// One per search thread: the tables are written after every playout and read on every move.
#include <vector>

#include "engine/board.h"
#include "engine/color.h"

namespace kosumi {

class ReplyMemory {
 public:
  // For boards of this many points (Geometry::numPoints()); nothing stored.
  explicit ReplyMemory(int numPoints);

  // c's stored reply when `secondLast` then `last` were just played (either may be kPass or
  // kNullPoint): the two-move reply if there is one, else the one-move reply, else kNullPoint.
  Point replyTo(Color c, Point secondLast, Point last) const {
    const Point two = two_[slot2(c, secondLast, last)];
    return two != kNullPoint ? two : one_[slot1(c, last)];
  }

  // After a playout: `moves` (n of them, passes included) were played alternately from
  // `firstMover`, after `before2` then `before1`; `winner` won it.
  void learn(const Point* moves, int n, Color firstMover, Point before2, Point before1, Color winner);

 private:
  size_t slot1(Color c, Point last) const { return size_t(index(c)) * size_t(points_) + size_t(last); }
  size_t slot2(Color c, Point secondLast, Point last) const {
    return (size_t(index(c)) * size_t(points_) + size_t(secondLast)) * size_t(points_) + size_t(last);
  }

  int points_;
  std::vector<Point> one_;  // [colour][last]
  std::vector<Point> two_;  // [colour][second last][last]
};

}  // namespace kosumi
