// Superko from position hashes alone (engine/game.h keeps no earlier stones): the legality of
// every point, every turn, of random games on small boards, where cycles are common, agrees with
// a reference that keeps every earlier position's stones and side to move. The games mix in
// passes, moves out of turn (so situational and positional superko disagree) and undo. A parked
// game (its board given back) unparks to the same board, ko point and captures included.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "engine/game.h"

namespace kosumi {
namespace {

struct Situation {
  Bitboard black, white;
  Color toMove;  // after this position arose
};

// The reference: every position of the game kept whole, compared stone by stone.
class ReferenceHistory {
 public:
  void record(const Board& b, Color toMove) {
    positions_.push_back({b.stones(Color::Black), b.stones(Color::White), toMove});
  }
  void pop() { positions_.pop_back(); }

  MoveLegality legality(const Board& b, KoRule ko, Color c, Point p) const {
    if (p == kPass) return MoveLegality::Legal;
    MoveLegality r = b.check(p, c);
    if (ko == KoRule::Simple || (r != MoveLegality::Legal && r != MoveLegality::Ko)) return r;
    Board after = b;
    after.play(p, c);
    int latest = -1;
    for (size_t i = 0; i < positions_.size(); ++i) {
      const Situation& s = positions_[i];
      if (ko == KoRule::Situational && s.toMove != opponent(c)) continue;
      if (s.black == after.stones(Color::Black) && s.white == after.stones(Color::White)) latest = int(i);
    }
    if (latest < 0) return MoveLegality::Legal;
    return size_t(latest) + 2 == positions_.size() ? MoveLegality::Ko : MoveLegality::Superko;
  }

 private:
  std::vector<Situation> positions_;
};

Rules withKo(KoRule ko) {
  Rules r = Rules::chinese();
  r.ko = ko;
  return r;
}

TEST(SuperkoFromHashes, AgreesWithEveryPositionKeptWhole) {
  std::mt19937_64 rng(45);
  long checked = 0, repeats = 0;
  for (int size = 2; size <= 6; ++size)
    for (KoRule ko : {KoRule::Simple, KoRule::Positional, KoRule::Situational})
      for (int round = 0; round < 6; ++round) {
        Game g(size, withKo(ko));
        ReferenceHistory ref;
        ref.record(g.board(), g.toMove());
        for (int turn = 0; turn < 12 * size * size; ++turn) {
          // Mostly the side to move; sometimes the other side, which makes the side to move after
          // a position differ between games with the same stones.
          const Color c = rng() % 8 == 0 ? opponent(g.toMove()) : g.toMove();
          std::vector<Point> legal;
          for (int i = 0; i < g.board().emptyCount(); ++i) {
            const Point p = g.board().emptyAt(i);
            const MoveLegality expected = ref.legality(g.board(), ko, c, p);
            ASSERT_EQ(g.legality(c, p), expected) << "size " << size << " " << koRuleName(ko) << " turn " << turn
                                                  << "\n" << g.board().toString();
            ASSERT_EQ(g.wouldRepeat(c, p),
                      ko != KoRule::Simple && (expected == MoveLegality::Ko || expected == MoveLegality::Superko));
            ++checked;
            if (expected == MoveLegality::Superko) ++repeats;
            if (expected == MoveLegality::Legal) legal.push_back(p);
          }
          if (!g.moves().empty() && rng() % 10 == 0) {
            ASSERT_TRUE(g.undo());
            ref.pop();
            continue;
          }
          const Point p = legal.empty() || rng() % 12 == 0 ? kPass : legal[rng() % legal.size()];
          ASSERT_TRUE(g.play(c, p).ok());
          ref.record(g.board(), g.toMove());
        }
      }
  EXPECT_GT(checked, 100000);
  EXPECT_GT(repeats, 100);  // the games do reach superko, so the comparison means something
  std::cout << checked << " legality answers checked, " << repeats << " of them superko\n";
}

TEST(ParkedGame, UnparksToTheSameBoardAndAnswers) {
  std::mt19937_64 rng(7);
  for (int size : {2, 5, 9, 19, 25}) {
    Game g(size, withKo(KoRule::Positional));
    ASSERT_TRUE(g.addSetupStones(Color::Black, {g.geometry().point(0, 0)}, true).ok());
    for (int turn = 0; turn < 3 * size * size; ++turn) {
      const Color c = g.toMove();
      std::vector<Point> legal;
      for (int i = 0; i < g.board().emptyCount(); ++i)
        if (g.legality(c, g.board().emptyAt(i)) == MoveLegality::Legal) legal.push_back(g.board().emptyAt(i));
      const Point p = legal.empty() || rng() % 30 == 0 ? kPass : legal[rng() % legal.size()];
      ASSERT_TRUE(g.play(c, p).ok());
      if (rng() % 7) continue;
      const Board before = g.board();
      const std::string diagram = before.toString();
      g.park();
      ASSERT_TRUE(g.parked());
      // What a parked game still answers.
      EXPECT_EQ(g.size(), size);
      EXPECT_EQ(g.geometry().size(), size);
      EXPECT_EQ(g.toMove(), opponent(c));
      EXPECT_EQ(g.handicap(), 1);
      const Game copy = g;  // a parked game copies, parked
      EXPECT_TRUE(copy.parked());
      g.unpark();
      ASSERT_FALSE(g.parked());
      EXPECT_EQ(g.board().toString(), diagram);
      EXPECT_EQ(g.board().hash(), before.hash());
      EXPECT_EQ(g.board().koPoint(), before.koPoint());
      EXPECT_EQ(g.board().koColor(), before.koColor());
      EXPECT_EQ(g.board().lastMove(), before.lastMove());
      EXPECT_EQ(g.board().captures(Color::Black), before.captures(Color::Black));
      EXPECT_EQ(g.board().captures(Color::White), before.captures(Color::White));
      ASSERT_EQ(g.board().consistencyError(), "");
      // An unparked copy is a game of its own.
      Game other = copy;
      other.unpark();
      EXPECT_EQ(other.board().toString(), diagram);
      ASSERT_TRUE(other.play(opponent(c), kPass).ok());
      EXPECT_EQ(g.moves().size() + 1, other.moves().size());
    }
  }
}

}  // namespace
}  // namespace kosumi
