// A referee saved to bytes and loaded back (Referee::save, Referee::load, Game::save): every
// phase comes back as it was, with the history superko needs, and bytes that save() did not
// write are refused.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <string_view>

#include "engine/byte_record.h"
#include "referee/referee.h"
#include "tests/support/diagram.h"

namespace kosumi {
namespace {

using test::at;
using test::diagramOf;
using test::gameFrom;

// As in referee_test: one dead stone on each side.
constexpr const char* kTwoDeadStones = R"(
  . . X O .
  . X X O .
  . . X O .
  . . X O O
  . . X O .
)";

Referee refereeOf(const char* rules, Confirmation confirmation = Confirmation::One) {
  return Referee(gameFrom(kTwoDeadStones, Rules::parse(rules).value()), confirmation);
}

// A referee loaded from r's bytes into one of another game; its game comes back parked and is
// unparked here, as a face does before asking.
std::unique_ptr<Referee> reloaded(const Referee& r) {
  auto copy = std::make_unique<Referee>(Game(3));
  const Status s = copy->load(r.save());
  EXPECT_TRUE(s.ok()) << s.error();
  EXPECT_TRUE(copy->game().parked());
  copy->game().unpark();
  return copy;
}

// Whether bytes load into a fresh referee.
bool loads(std::string_view bytes) { return Referee(Game(3)).load(bytes).ok(); }

// Everything a face can ask of a referee, as text, so that two referees compare in one line and
// a difference shows where it is.
std::string describe(const Referee& r) {
  const Game& g = r.game();
  std::string out = std::string(gamePhaseName(r.phase())) + " passes " + std::to_string(r.consecutivePasses()) +
                    " rules " + g.rules().toString() + " to move " + (g.toMove() == Color::Black ? "B" : "W") +
                    " handicap " + std::to_string(g.handicap()) + " moves " + std::to_string(g.moves().size()) +
                    " setup " + std::to_string(g.setupStones().size()) + "\n";
  out += "marks " + std::to_string(r.marks().count()) + " confirmed " + std::to_string(r.confirmed(Color::Black)) +
         std::to_string(r.confirmed(Color::White)) + " draw offer " +
         (r.drawOffer() ? (*r.drawOffer() == Color::Black ? "B" : "W") : "-") + "\n";
  if (auto end = r.ending())
    out += std::string("ended ") + gameEndingName(end->how) + " " + end->text + " dead " +
           std::to_string(end->dead.count()) + " marked " + std::to_string(end->marked) + "\n";
  return out + r.sgf("", "test");
}

void expectSame(const Referee& a, const Referee& b) {
  EXPECT_EQ(describe(a), describe(b));
  if (!a.game().parked() && !b.game().parked()) {
    EXPECT_EQ(diagramOf(a.game().board()), diagramOf(b.game().board()));
  }
}

TEST(RefereeSaving, PlayWithADrawOfferComesBackAndGoesOnAlike) {
  Referee r = refereeOf("japanese komi=6.5");
  ASSERT_EQ(r.play(Color::Black, at(r.game().geometry(), "A1")), std::nullopt);
  ASSERT_EQ(r.offerDraw(Color::White), std::nullopt);
  auto copy = reloaded(r);
  expectSame(r, *copy);
  // The offer still stands in the copy: Black may accept it.
  ASSERT_EQ(copy->answerDraw(Color::Black, true), std::nullopt);
  EXPECT_EQ(copy->ending()->text, "0");
}

TEST(RefereeSaving, MarkingWithMarksAndOneOfTwoConfirmationsComesBack) {
  Referee r = refereeOf("chinese komi=0.5", Confirmation::Both);
  const Geometry& geo = r.game().geometry();
  ASSERT_EQ(r.play(Color::Black, kPass), std::nullopt);
  ASSERT_EQ(r.play(Color::White, kPass), std::nullopt);
  ASSERT_EQ(r.toggleDead(at(geo, "E2")), std::nullopt);
  ASSERT_EQ(r.confirm(Color::Black), std::nullopt);
  auto copy = reloaded(r);
  expectSame(r, *copy);
  EXPECT_EQ(copy->phase(), GamePhase::Marking);
  EXPECT_TRUE(copy->marks().test(at(geo, "E2")));
  // White's confirmation ends both alike.
  ASSERT_EQ(r.confirm(Color::White), std::nullopt);
  ASSERT_EQ(copy->confirm(Color::White), std::nullopt);
  expectSame(r, *copy);
  EXPECT_EQ(copy->phase(), GamePhase::Over);
}

TEST(RefereeSaving, EveryEndComesBack) {
  Referee resigned = refereeOf("korean");
  ASSERT_EQ(resigned.resign(Color::White), std::nullopt);
  Referee scored = refereeOf("chinese komi=0.5");
  ASSERT_EQ(scored.play(Color::Black, kPass), std::nullopt);
  ASSERT_EQ(scored.play(Color::White, kPass), std::nullopt);
  ASSERT_EQ(scored.toggleDead(at(scored.game().geometry(), "E2")), std::nullopt);
  ASSERT_EQ(scored.confirm(Color::White), std::nullopt);
  Referee asIs = refereeOf("chinese dead=as-is komi=0.5");
  ASSERT_EQ(asIs.play(Color::Black, kPass), std::nullopt);
  ASSERT_EQ(asIs.play(Color::White, kPass), std::nullopt);
  for (const Referee* r : {&resigned, &scored, &asIs}) {
    ASSERT_EQ(r->phase(), GamePhase::Over);
    auto copy = reloaded(*r);
    expectSame(*r, *copy);
    EXPECT_EQ(copy->ending()->text, r->ending()->text);
    // Over stays over: nothing more is played.
    EXPECT_NE(copy->play(Color::Black, kPass), std::nullopt);
  }
  EXPECT_EQ(resigned.ending()->text, "B+R");
}

TEST(RefereeSaving, PassesBeforeAResumeStillDoNotCount) {
  Referee r = refereeOf("chinese komi=0.5");
  ASSERT_EQ(r.play(Color::Black, kPass), std::nullopt);
  ASSERT_EQ(r.play(Color::White, kPass), std::nullopt);
  ASSERT_EQ(r.resume(), std::nullopt);
  ASSERT_EQ(r.play(Color::Black, kPass), std::nullopt);
  auto copy = reloaded(r);
  expectSame(r, *copy);
  EXPECT_EQ(copy->consecutivePasses(), 1);
  // One more pass reaches marking, as in the original.
  ASSERT_EQ(copy->play(Color::White, kPass), std::nullopt);
  EXPECT_EQ(copy->phase(), GamePhase::Marking);
}

// White sends two stones at A1, Black takes them at C1: White's B1 would recreate the position
// after setup, which superko forbids. A loaded game knows it from the hashes it kept.
constexpr const char* kSendTwoReturnOne = R"(
  . . . .
  . . O .
  X X O .
  . O . O
)";

TEST(GameSaving, SuperkoHistoryComesBack) {
  for (KoRule ko : {KoRule::Positional, KoRule::Situational}) {
    Rules rules = Rules::chinese();
    rules.ko = ko;
    Game g = gameFrom(kSendTwoReturnOne, rules);
    const Geometry& geo = g.geometry();
    ASSERT_TRUE(g.play(Color::Black, kPass).ok());
    ASSERT_TRUE(g.play(Color::White, at(geo, "A1")).ok());
    ASSERT_TRUE(g.play(Color::Black, at(geo, "C1")).ok());
    ASSERT_EQ(g.legality(Color::White, at(geo, "B1")), MoveLegality::Superko);
    for (bool parkFirst : {false, true}) {
      if (parkFirst) g.park();
      std::string bytes;
      ByteWriter out(bytes);
      g.save(out);
      ByteReader in(bytes);
      auto loaded = Game::load(in);
      ASSERT_TRUE(loaded.ok()) << loaded.error();
      EXPECT_TRUE(in.atEnd());
      EXPECT_TRUE(loaded->parked());
      loaded->unpark();
      g.unpark();
      EXPECT_EQ(diagramOf(loaded->board()), diagramOf(g.board()));
      EXPECT_EQ(loaded->legality(Color::White, at(geo, "B1")), MoveLegality::Superko) << koRuleName(ko);
      EXPECT_EQ(loaded->moves(), g.moves());
      EXPECT_EQ(loaded->board().captures(Color::Black), 2);
    }
  }
}

TEST(RefereeSaving, BytesThatSaveDidNotWriteAreRefused) {
  Referee r = refereeOf("chinese komi=0.5", Confirmation::Both);
  ASSERT_EQ(r.play(Color::Black, kPass), std::nullopt);
  ASSERT_EQ(r.play(Color::White, kPass), std::nullopt);
  ASSERT_EQ(r.toggleDead(at(r.game().geometry(), "E2")), std::nullopt);
  ASSERT_EQ(r.resign(Color::Black), std::nullopt);
  const std::string bytes = r.save();
  ASSERT_TRUE(loads(bytes));
  // Every shorter prefix, one byte more, a size off the board and nothing at all.
  for (size_t n = 0; n < bytes.size(); ++n)
    EXPECT_FALSE(loads(std::string_view(bytes).substr(0, n))) << n << " of " << bytes.size();
  EXPECT_FALSE(loads(bytes + '\0'));
  std::string badSize = bytes;
  badSize[0] = char(26);
  EXPECT_FALSE(loads(badSize));
  badSize[0] = char(1);
  EXPECT_FALSE(loads(badSize));
  // A refusal changes nothing.
  Referee other(Game(3));
  const std::string before = other.save();
  EXPECT_EQ(other.load("").error(), "not a saved game");
  EXPECT_EQ(other.save(), before);
}

}  // namespace
}  // namespace kosumi
