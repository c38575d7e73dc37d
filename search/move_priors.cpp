#include "search/move_priors.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "playouts/ladder.h"

namespace kosumi {

namespace {
// Weights in playouts of equivalent experience. A few dozen playouts of real evidence outweigh
// any of them, so a wrong prior only delays the search.
struct Experience {
  int visits = 0;
  int halfWins = 0;
  void add(int n, double winrate) {
    visits += n;
    halfWins += int(2 * n * winrate + 0.5);
  }
};

// What c playing p does for c's chains in atari next to it.
enum class Rescue { None, Escapes, LostLadder };

// The move touches a chain of c's in atari and leaves it two or more liberties. When every such
// chain dies however it runs (ladder.h: the ladder works for the chaser, breakers and captures
// along the way read), the rescue is only a lost ladder: extending it gives the chaser more
// stones to capture.
Rescue rescueOf(const Board& b, Point p, Color c, int libertiesAfter) {
  if (libertiesAfter < 2) return Rescue::None;
  const int s = b.geometry().stride();
  bool touches = false, lost = true;
  for (Point q : {Point(p - s), Point(p - 1), Point(p + 1), Point(p + s)}) {
    if (b.at(q) != c || b.liberties(q) != 1) continue;
    touches = true;
    // Three or more liberties at once is out of any ladder.
    if (libertiesAfter >= 3 || !ladderCaptures(b, q)) lost = false;
  }
  return !touches ? Rescue::None : lost ? Rescue::LostLadder : Rescue::Escapes;
}

// c's stone at p, a lone self-atari that captures nothing, is a snapback: when the opponent takes
// it, the capturing chain is itself left in atari at p (and is more than the one stone taken),
// so c retakes it there. Read on a copy of the board, which only moves that look like throw-ins
// pay for.
bool isSnapback(const Board& b, Point p, Color c) {
  const int s = b.geometry().stride();
  for (Point q : {Point(p - s), Point(p - 1), Point(p + 1), Point(p + s)})
    if (b.at(q) == c) return false;  // not a lone stone
  Board after(b);
  after.play(p, c);
  if (after.liberties(p) != 1) return false;
  const Color o = opponent(c);
  const Point take = after.lastLiberty(p);
  if (after.check(take, o) != MoveLegality::Legal) return false;
  after.play(take, o);
  return after.at(take) == o && after.liberties(take) == 1 && after.chainSize(take) >= 2 &&
         after.lastLiberty(take) == p;
}

// c's capture at p takes a chain that would otherwise run: its owner extending at p would get
// three liberties or more. Taking such a chain now is worth more than a chain that stays
// capturable.
bool capturesARunner(const Board& b, Point p, Color c) {
  return b.check(p, opponent(c)) == MoveLegality::Legal && b.libertiesAfter(p, opponent(c)) >= 3;
}

// c's stone at p takes the second-last liberty of an opponent chain next to it: the cheap test
// before a ladder is read (one stone takes at most one liberty from each chain it touches).
bool ataris(const Board& b, Point p, Color c) {
  const int s = b.geometry().stride();
  for (Point q : {Point(p - s), Point(p - 1), Point(p + 1), Point(p + s)})
    if (b.at(q) == opponent(c) && b.liberties(q) == 2) return true;
  return false;
}

bool nearLastMove(const Board& b, Point p) {
  const Point last = b.lastMove();
  if (last == kNullPoint || last == kPass) return false;
  const Geometry& g = b.geometry();
  const int dx = std::abs(g.x(p) - g.x(last)), dy = std::abs(g.y(p) - g.y(last));
  return dx + dy <= 2;
}

bool onFirstLine(const Board& b, Point p) {
  const Geometry& g = b.geometry();
  const int x = g.x(p), y = g.y(p), last = g.size() - 1;
  return x == 0 || y == 0 || x == last || y == last;
}
}  // namespace

Bitboard vitalPoints(const Board& b) {
  Bitboard vital, seen;
  const int s = b.geometry().stride();
  const Bitboard empty = b.emptyPoints();
  empty.forEach([&](Point start) {
    if (seen.test(start)) return;
    const Bitboard region = regionOf(start, empty, s);
    seen |= region;
    const int size = region.count();
    if (size < 3 || size > kMaxEyeSpace) return;
    const Bitboard border = region.neighbours(s);
    // Touching both colours: no one's eye space.
    if (!(border & b.stones(Color::Black)).empty() && !(border & b.stones(Color::White)).empty()) return;
    int best = 0, ties = 0;
    Point bestPoint = kNullPoint;
    region.forEach([&](Point p) {
      const int inside = region.test(Point(p - s)) + region.test(Point(p - 1)) + region.test(Point(p + 1)) +
                         region.test(Point(p + s));
      if (inside > best) {
        best = inside;
        ties = 1;
        bestPoint = p;
      } else if (inside == best) {
        ++ties;
      }
    });
    if (best >= 2 && ties == 1) vital.set(bestPoint);
  });
  return vital;
}

void addModelPrior(MoveCandidate& m, float q, double weight) {
  const int wins = int(weight * std::sqrt(double(std::max(q, 0.0f))) + 0.5);
  const int visits = std::min(int(m.priorVisits) + wins, 30000);
  m.priorHalfWins = uint16_t(std::min(int(m.priorHalfWins) + 2 * wins, 2 * visits));
  m.priorVisits = uint16_t(visits);
}

MoveCandidate movePrior(const Board& b, Point p, Color c, const Bitboard& vital) {
  Experience e;
  if (p == kPass) {
    e.add(10, 0.1);
  } else if (b.isOwnEye(p, c)) {
    e.add(30, 0.0);
  } else {
    const int captured = b.captureCount(p, c);
    const int libs = b.libertiesAfter(p, c);
    if (captured > 0) e.add(capturesARunner(b, p, c) ? 100 : 50, 1.0);
    const Rescue rescue = rescueOf(b, p, c, libs);
    // A broken ladder's escape is as urgent as one that gets three liberties at once.
    if (rescue == Rescue::Escapes) e.add(50, 1.0);
    if (rescue == Rescue::LostLadder && captured == 0) e.add(20, 0.0);
    if (captured == 0 && libs == 1) {
      if (isSnapback(b, p, c)) e.add(50, 1.0);
      else e.add(20, 0.0);
    }
    // An atari that captures in a ladder wins the chain as surely as a capture.
    if (captured == 0 && libs >= 2 && ataris(b, p, c) && ladderAtariWorks(b, p, c)) e.add(50, 1.0);
    if (nearLastMove(b, p)) e.add(6, 0.8);
    if (vital.test(p) && libs >= 2) e.add(50, 1.0);
    if (b.size() >= 9 && onFirstLine(b, p) && captured == 0) e.add(6, 0.2);
  }
  MoveCandidate m;
  m.move = p;
  m.priorVisits = uint16_t(e.visits);
  m.priorHalfWins = uint16_t(std::min(e.halfWins, 2 * e.visits));
  return m;
}

}  // namespace kosumi
