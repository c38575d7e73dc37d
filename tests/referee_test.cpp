// The referee (referee/referee.h): a game's life from play through the marking of dead stones to
// its end by score, resignation or draw, on positions written as diagrams. Lower-case stones in
// a diagram are the ones the test marks dead.
#include "referee/referee.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "engine/sgf.h"
#include "tests/support/diagram.h"

namespace kosumi {
namespace {

using test::at;
using test::deadFrom;
using test::gameFrom;
using test::pointSet;

// Black owns the left, White the right; one white stone inside Black's side and one black stone
// inside White's are dead. Scored with them dead: Black 5 stones + 10 points, White 5 + 5 + 0.5
// komi, B+4.5. As it stands: Black 5 + 1 (the dead-looking stone E2 counts as living), White
// 5 + 1 + 0.5, W+0.5: the regions each dead stone touches belong to nobody.
constexpr const char* kTwoDeadStones = R"(
  . . X O .
  . o X O .
  . . X O .
  . . X O x
  . . X O .
)";

Rules rulesOf(const char* text) { return Rules::parse(text).value(); }

Referee refereeOf(const char* diagram, const char* rules = "chinese komi=0.5",
                  Confirmation confirmation = Confirmation::One) {
  return Referee(gameFrom(diagram, rulesOf(rules)), confirmation);
}

// Both sides pass, Black first (the diagram leaves Black to move).
void passTwice(Referee& r) {
  ASSERT_EQ(r.play(Color::Black, kPass), std::nullopt);
  ASSERT_EQ(r.play(Color::White, kPass), std::nullopt);
}

// The values of an SGF property as written: "[aa][ab]" for TB[aa][ab]; empty when absent.
std::string propertyValues(const std::string& sgf, const std::string& name) {
  const size_t at = sgf.find(name + "[");
  if (at == std::string::npos) return {};
  size_t end = at + name.size();
  while (end < sgf.size() && sgf[end] == '[') end = sgf.find(']', end) + 1;
  return sgf.substr(at + name.size(), end - at - name.size());
}

std::string reasonOf(const Refused& refused) { return refused ? refused->reason : "done"; }

TEST(Referee, TwoPassesBeginMarkingUnderMarkedDeadStones) {
  Referee r = refereeOf(kTwoDeadStones);
  EXPECT_EQ(r.phase(), GamePhase::Play);
  ASSERT_EQ(r.play(Color::Black, kPass), std::nullopt);
  EXPECT_EQ(r.phase(), GamePhase::Play);
  EXPECT_EQ(r.consecutivePasses(), 1);
  ASSERT_EQ(r.play(Color::White, kPass), std::nullopt);
  EXPECT_EQ(r.phase(), GamePhase::Marking);
  EXPECT_EQ(r.ending(), std::nullopt);
  // No move is played while stones are being marked.
  EXPECT_EQ(reasonOf(r.play(Color::Black, at(r.game().geometry(), "A1"))), "phase");
  EXPECT_EQ(r.play(Color::Black, at(r.game().geometry(), "A1"))->error, "dead stones are being marked");
}

TEST(Referee, TwoPassesEndTheGameAsItStandsUnderAsIs) {
  Referee r = refereeOf(kTwoDeadStones, "chinese komi=0.5 dead=as-is");
  passTwice(r);
  EXPECT_EQ(r.phase(), GamePhase::Over);
  const std::optional<GameEnd> end = r.ending();
  ASSERT_TRUE(end);
  EXPECT_EQ(end->how, GameEnding::Score);
  EXPECT_EQ(end->text, "W+0.5");
  EXPECT_EQ(end->winner, Color::White);
  EXPECT_DOUBLE_EQ(end->margin, -0.5);
  EXPECT_FALSE(end->marked);
  // Marking is not a phase of this game.
  EXPECT_EQ(r.toggleDead(at(r.game().geometry(), "B4"))->error, "the game is over");
}

TEST(Referee, MarkingBeforeTwoPassesIsRefusedWithTheReason) {
  Referee marked = refereeOf(kTwoDeadStones);
  EXPECT_EQ(marked.toggleDead(at(marked.game().geometry(), "B4")), (Refusal{"phase", "pass twice first"}));
  Referee asIs = refereeOf(kTwoDeadStones, "chinese dead=as-is");
  EXPECT_EQ(asIs.confirm(Color::Black),
            (Refusal{"phase", "pass twice first: the board is then scored as it stands (dead=as-is)"}));
  Score s;
  EXPECT_EQ(reasonOf(marked.score(std::nullopt, s)), "phase");
}

TEST(Referee, MarksTakeWholeChainsAndAToggleTakesThemBack) {
  Referee r = refereeOf(R"(
    . . X O .
    . o X O .
    . o X O .
    . . X O .
    . . X O .
  )");
  const Geometry& geo = r.game().geometry();
  passTwice(r);
  ASSERT_EQ(r.toggleDead(at(geo, "B4")), std::nullopt);
  EXPECT_EQ(r.marks(), pointSet(geo, "B4 B3"));
  // The other stone of the chain names the same chain: it unmarks both.
  ASSERT_EQ(r.toggleDead(at(geo, "B3")), std::nullopt);
  EXPECT_TRUE(r.marks().empty());
  EXPECT_EQ(r.toggleDead(at(geo, "A1")), (Refusal{"empty", "there is no stone at A1"}));
  EXPECT_EQ(r.toggleDead(kPass), (Refusal{"invalid", "a pass is not a stone"}));
}

TEST(Referee, OneConfirmationEndsTheGameScoredWithTheMarks) {
  Referee r = refereeOf(kTwoDeadStones);
  const Geometry& geo = r.game().geometry();
  passTwice(r);
  ASSERT_EQ(r.toggleDead(at(geo, "B4")), std::nullopt);
  ASSERT_EQ(r.toggleDead(at(geo, "E2")), std::nullopt);
  Score s;
  ASSERT_EQ(r.score(std::nullopt, s), std::nullopt);
  EXPECT_EQ(s.result(), "B+4.5");
  ASSERT_EQ(r.confirm(Color::White), std::nullopt);
  EXPECT_EQ(r.phase(), GamePhase::Over);
  const std::optional<GameEnd> end = r.ending();
  ASSERT_TRUE(end);
  EXPECT_EQ(end->text, "B+4.5");
  EXPECT_EQ(end->winner, Color::Black);
  EXPECT_DOUBLE_EQ(end->margin, 4.5);
  EXPECT_TRUE(end->marked);
  EXPECT_EQ(end->dead, deadFrom(kTwoDeadStones));
  // Once over, the agreed marks stand and are what the score counts.
  EXPECT_EQ(r.marks(), deadFrom(kTwoDeadStones));
  ASSERT_EQ(r.score(std::nullopt, s), std::nullopt);
  EXPECT_EQ(s.result(), "B+4.5");
  EXPECT_EQ(reasonOf(r.toggleDead(at(geo, "B4"))), "phase");
  EXPECT_EQ(reasonOf(r.resume()), "phase");
  EXPECT_EQ(reasonOf(r.undo()), "phase");
}

TEST(Referee, BothConfirmationsAreNeededInARoomAndAChangedMarkClearsThem) {
  Referee r = refereeOf(kTwoDeadStones, "chinese komi=0.5", Confirmation::Both);
  const Geometry& geo = r.game().geometry();
  passTwice(r);
  ASSERT_EQ(r.toggleDead(at(geo, "B4")), std::nullopt);
  ASSERT_EQ(r.confirm(Color::Black), std::nullopt);
  EXPECT_TRUE(r.confirmed(Color::Black));
  EXPECT_EQ(r.phase(), GamePhase::Marking);
  // White marks one more stone: Black confirmed other marks, so must confirm again.
  ASSERT_EQ(r.toggleDead(at(geo, "E2")), std::nullopt);
  EXPECT_FALSE(r.confirmed(Color::Black));
  ASSERT_EQ(r.confirm(Color::White), std::nullopt);
  EXPECT_EQ(r.phase(), GamePhase::Marking);
  ASSERT_EQ(r.confirm(Color::Black), std::nullopt);
  EXPECT_EQ(r.phase(), GamePhase::Over);
  EXPECT_EQ(r.ending()->text, "B+4.5");
  EXPECT_TRUE(r.confirmed(Color::Black) && r.confirmed(Color::White));
}

TEST(Referee, ProposedMarksAreTheJudgesAndClearConfirmations) {
  Referee r = refereeOf(kTwoDeadStones, "chinese komi=0.5", Confirmation::Both);
  passTwice(r);
  ASSERT_EQ(r.confirm(Color::Black), std::nullopt);
  ASSERT_EQ(r.proposeMarks(), std::nullopt);
  EXPECT_EQ(r.marks(), r.judgeDead());
  EXPECT_FALSE(r.confirmed(Color::Black));
}

TEST(Referee, ResumeReturnsToPlayAndOnlyNewPassesCount) {
  Referee r = refereeOf(kTwoDeadStones);
  const Geometry& geo = r.game().geometry();
  passTwice(r);
  ASSERT_EQ(r.toggleDead(at(geo, "B4")), std::nullopt);
  ASSERT_EQ(r.resume(), std::nullopt);
  EXPECT_EQ(r.phase(), GamePhase::Play);
  EXPECT_TRUE(r.marks().empty());
  EXPECT_EQ(r.consecutivePasses(), 0);
  // Three passes in a row on the record, but one since play resumed.
  ASSERT_EQ(r.play(Color::Black, kPass), std::nullopt);
  EXPECT_EQ(r.game().consecutivePasses(), 3);
  EXPECT_EQ(r.phase(), GamePhase::Play);
  ASSERT_EQ(r.play(Color::White, kPass), std::nullopt);
  EXPECT_EQ(r.phase(), GamePhase::Marking);
  EXPECT_EQ(reasonOf(r.resume()), "done");
  EXPECT_EQ(r.resume(), (Refusal{"phase", "pass twice first"}));
}

TEST(Referee, UndoDuringMarkingTakesBackThePassAndTheMarks) {
  Referee r = refereeOf(kTwoDeadStones);
  passTwice(r);
  ASSERT_EQ(r.toggleDead(at(r.game().geometry(), "B4")), std::nullopt);
  ASSERT_EQ(r.undo(), std::nullopt);
  EXPECT_EQ(r.phase(), GamePhase::Play);
  EXPECT_EQ(r.consecutivePasses(), 1);
  EXPECT_TRUE(r.marks().empty());
  EXPECT_EQ(r.game().toMove(), Color::White);
  Referee fresh = refereeOf(kTwoDeadStones);
  EXPECT_EQ(fresh.undo(), (Refusal{"invalid", "cannot undo: no move was played"}));
}

TEST(Referee, ResignationEndsTheGameForTheOtherSide) {
  Referee r = refereeOf(kTwoDeadStones);
  passTwice(r);
  ASSERT_EQ(r.toggleDead(at(r.game().geometry(), "B4")), std::nullopt);
  ASSERT_EQ(r.resign(Color::Black), std::nullopt);
  EXPECT_EQ(r.phase(), GamePhase::Over);
  const std::optional<GameEnd> end = r.ending();
  ASSERT_TRUE(end);
  EXPECT_EQ(end->how, GameEnding::Resign);
  EXPECT_EQ(end->winner, Color::White);
  EXPECT_EQ(end->text, "W+R");
  EXPECT_TRUE(r.marks().empty());
  EXPECT_EQ(r.resign(Color::White), (Refusal{"phase", "the game is over"}));
  EXPECT_EQ(GameEnd::resignation(Color::White).text, "B+R");
}

TEST(Referee, ADrawOfferStandsUntilAnsweredOrDeclinedByAMove) {
  Referee r = refereeOf(kTwoDeadStones);
  const Geometry& geo = r.game().geometry();
  ASSERT_EQ(r.offerDraw(Color::Black), std::nullopt);
  EXPECT_EQ(r.drawOffer(), Color::Black);
  EXPECT_EQ(r.offerDraw(Color::White), (Refusal{"offer", "black's draw offer is waiting for an answer"}));
  EXPECT_EQ(r.answerDraw(Color::Black, true), (Refusal{"offer", "black cannot answer its own draw offer"}));
  // The offerer's own move leaves the offer standing; the opponent's move declines it.
  ASSERT_EQ(r.play(Color::Black, at(geo, "A1")), std::nullopt);
  EXPECT_EQ(r.drawOffer(), Color::Black);
  ASSERT_EQ(r.play(Color::White, at(geo, "E5")), std::nullopt);
  EXPECT_EQ(r.drawOffer(), std::nullopt);
  EXPECT_EQ(r.answerDraw(Color::White, true), (Refusal{"offer", "no draw has been offered"}));
  // Declined, then offered again and accepted.
  ASSERT_EQ(r.offerDraw(Color::White), std::nullopt);
  ASSERT_EQ(r.answerDraw(Color::Black, false), std::nullopt);
  EXPECT_EQ(r.phase(), GamePhase::Play);
  ASSERT_EQ(r.offerDraw(Color::White), std::nullopt);
  ASSERT_EQ(r.answerDraw(Color::Black, true), std::nullopt);
  EXPECT_EQ(r.phase(), GamePhase::Over);
  const std::optional<GameEnd> end = r.ending();
  ASSERT_TRUE(end);
  EXPECT_EQ(end->how, GameEnding::Draw);
  EXPECT_EQ(end->winner, std::nullopt);
  EXPECT_EQ(end->text, "0");
  EXPECT_EQ(reasonOf(r.offerDraw(Color::Black)), "phase");
}

TEST(Referee, TheSecondPassUnderAsIsDropsAStandingDrawOffer) {
  Referee r = refereeOf(kTwoDeadStones, "chinese dead=as-is");
  ASSERT_EQ(r.play(Color::Black, kPass), std::nullopt);
  ASSERT_EQ(r.offerDraw(Color::White), std::nullopt);
  ASSERT_EQ(r.play(Color::White, kPass), std::nullopt);
  EXPECT_EQ(r.phase(), GamePhase::Over);
  EXPECT_EQ(r.drawOffer(), std::nullopt);
}

TEST(Referee, MovesAreRefusedWithTheRuleThatForbidsThem) {
  Referee r = refereeOf(R"(
    . X O .
    X O . O
    . X O .
    . . . .
  )");
  const Geometry& geo = r.game().geometry();
  EXPECT_EQ(r.play(Color::White, at(geo, "A1")), (Refusal{"invalid", "it is black's turn"}));
  EXPECT_EQ(r.legality(Color::Black, at(geo, "B4")), (Refusal{"occupied", "illegal move: occupied"}));
  // Black takes the ko at C3; White may not take back at once.
  ASSERT_EQ(r.play(Color::Black, at(geo, "C3")), std::nullopt);
  EXPECT_EQ(r.game().board().at(at(geo, "B3")), Color::Empty);
  EXPECT_EQ(reasonOf(r.legality(Color::White, at(geo, "B3"))), "ko");
}

TEST(Referee, DeadAsIsDuringMarkingEndsTheGameAndAnEndKeepsItsRules) {
  Referee r = refereeOf(kTwoDeadStones);
  passTwice(r);
  ASSERT_EQ(r.toggleDead(at(r.game().geometry(), "B4")), std::nullopt);
  ASSERT_EQ(r.setRules(rulesOf("chinese komi=0.5 dead=as-is")), std::nullopt);
  EXPECT_EQ(r.phase(), GamePhase::Over);
  EXPECT_TRUE(r.marks().empty());
  EXPECT_EQ(r.ending()->text, "W+0.5");
  // An end by resignation is not undone by a change of rules.
  Referee resigned = refereeOf(kTwoDeadStones);
  ASSERT_EQ(resigned.resign(Color::White), std::nullopt);
  EXPECT_EQ(resigned.setRules(rulesOf("japanese")), (Refusal{"phase", "the game is over"}));
}

TEST(Referee, ARecordEndingInPassesIsInThePhaseTheRefereeWroteItIn) {
  // Three passes: a pair reached marking, play resumed, one pass since.
  Game three = gameFrom(kTwoDeadStones, rulesOf("chinese"));
  for (Color c : {Color::Black, Color::White, Color::Black}) ASSERT_TRUE(three.play(c, kPass));
  Referee odd(std::move(three));
  EXPECT_EQ(odd.phase(), GamePhase::Play);
  EXPECT_EQ(odd.consecutivePasses(), 1);
  Game four = gameFrom(kTwoDeadStones, rulesOf("chinese"));
  for (Color c : {Color::Black, Color::White, Color::Black, Color::White}) ASSERT_TRUE(four.play(c, kPass));
  Referee even(std::move(four));
  EXPECT_EQ(even.phase(), GamePhase::Marking);
  ASSERT_EQ(even.undo(), std::nullopt);
  EXPECT_EQ(even.phase(), GamePhase::Play);
}

TEST(Referee, TheRecordCarriesTheResultAndTheTerritoryOfAMarkedEnd) {
  Referee r = refereeOf(kTwoDeadStones);
  const Geometry& geo = r.game().geometry();
  passTwice(r);
  // During marking nothing is agreed: the board's score as it stands.
  EXPECT_NE(r.sgf("", "Kosumi").find("RE[W+0.5]"), std::string::npos);
  ASSERT_EQ(r.toggleDead(at(geo, "B4")), std::nullopt);
  ASSERT_EQ(r.toggleDead(at(geo, "E2")), std::nullopt);
  ASSERT_EQ(r.confirm(Color::Black), std::nullopt);
  const std::string sgf = r.sgf("", "Kosumi");
  EXPECT_NE(sgf.find("RE[B+4.5]"), std::string::npos) << sgf;
  // Black's territory is columns A and B, the dead white stone's point B4 (SGF bb) among it;
  // White's is column E, the dead black stone's point E2 (SGF ed) among it.
  const std::string black = propertyValues(sgf, "TB");
  const std::string white = propertyValues(sgf, "TW");
  EXPECT_EQ(std::count(black.begin(), black.end(), '['), 10) << sgf;
  EXPECT_NE(black.find("[bb]"), std::string::npos) << sgf;
  EXPECT_EQ(std::count(white.begin(), white.end(), '['), 5) << sgf;
  for (const char* point : {"[ea]", "[eb]", "[ec]", "[ed]", "[ee]"}) EXPECT_NE(white.find(point), std::string::npos) << sgf;
  // A result given by the caller is written as given.
  EXPECT_NE(r.sgf("B+R", "Kosumi").find("RE[B+R]"), std::string::npos);
}

// Where play last resumed goes into the record (RP in the root) when its passes do not tell it,
// and a referee made from the record is in the same state: just resumed after two passes, an
// undo after resuming, a move after resuming taken back.
TEST(Referee, ARecordSaysWherePlayResumedWhenItsPassesDoNotTellIt) {
  const auto sameAfterReading = [](const Referee& r) {
    const std::string sgf = r.sgf("", "test");
    auto record = parseSgf(sgf);
    ASSERT_TRUE(record.ok()) << record.error();
    Referee copy(replaySgf(*record, r.game().rules()).value(), Confirmation::One, record->playResumedAt);
    EXPECT_EQ(copy.phase(), r.phase()) << sgf;
    EXPECT_EQ(copy.consecutivePasses(), r.consecutivePasses()) << sgf;
    EXPECT_EQ(copy.sgf("", "test"), sgf);
  };
  Referee r = refereeOf(kTwoDeadStones);
  passTwice(r);
  ASSERT_EQ(r.resume(), std::nullopt);
  EXPECT_EQ(propertyValues(r.sgf("", "test"), "RP"), "[2]");
  sameAfterReading(r);
  // Undo takes back White's pass: the pass before it does not count again.
  ASSERT_EQ(r.undo(), std::nullopt);
  EXPECT_EQ(r.consecutivePasses(), 0);
  EXPECT_EQ(propertyValues(r.sgf("", "test"), "RP"), "[1]");
  sameAfterReading(r);
  // A move after resuming, then taken back: just resumed again.
  Referee again = refereeOf(kTwoDeadStones);
  passTwice(again);
  ASSERT_EQ(again.resume(), std::nullopt);
  ASSERT_EQ(again.play(Color::Black, at(again.game().geometry(), "A1")), std::nullopt);
  sameAfterReading(again);
  ASSERT_EQ(again.undo(), std::nullopt);
  EXPECT_EQ(again.phase(), GamePhase::Play);
  sameAfterReading(again);
  // Passes that tell it themselves: nothing written.
  ASSERT_EQ(again.play(Color::Black, kPass), std::nullopt);
  EXPECT_EQ(again.sgf("", "test").find("RP["), std::string::npos);
  sameAfterReading(again);
  ASSERT_EQ(again.play(Color::White, kPass), std::nullopt);
  EXPECT_EQ(again.phase(), GamePhase::Marking);
  EXPECT_EQ(again.sgf("", "test").find("RP["), std::string::npos);
  sameAfterReading(again);
  // A record's RP beyond its moves is refused.
  EXPECT_FALSE(parseSgf("(;SZ[5]RP[3];B[];W[])").ok());
  EXPECT_FALSE(parseSgf("(;SZ[5]RP[-1];B[])").ok());
}

// White sends two stones at A1, Black takes them at C1, White retakes one at B1: under simple ko
// the position after setup comes back, which either superko forbids.
TEST(Referee, AKoRuleThatAMovePlayedBreaksIsRefused) {
  constexpr const char* kSendTwoReturnOne = R"(
    . . . .
    . . O .
    X X O .
    . O . O
  )";
  Referee r(gameFrom(kSendTwoReturnOne, rulesOf("chinese ko=simple")));
  const Geometry& geo = r.game().geometry();
  ASSERT_EQ(r.play(Color::Black, kPass), std::nullopt);
  ASSERT_EQ(r.play(Color::White, at(geo, "A1")), std::nullopt);
  ASSERT_EQ(r.play(Color::Black, at(geo, "C1")), std::nullopt);
  ASSERT_EQ(r.play(Color::White, at(geo, "B1")), std::nullopt);
  const std::string before = r.sgf("", "test");
  for (const char* stricter : {"chinese", "chinese ko=situational"}) {
    const Refused refused = r.setRules(rulesOf(stricter));
    ASSERT_NE(refused, std::nullopt) << stricter;
    EXPECT_EQ(refused->reason, "invalid");
    EXPECT_NE(refused->error.find("the moves played break ko="), std::string::npos) << refused->error;
    EXPECT_NE(refused->error.find("move 4 (W B1): illegal move: superko"), std::string::npos) << refused->error;
    EXPECT_EQ(r.sgf("", "test"), before) << stricter;
  }
  // Rules with the same ko rule are taken, and so is any ko rule once the move is taken back.
  EXPECT_EQ(r.setRules(rulesOf("japanese ko=simple")), std::nullopt);
  ASSERT_EQ(r.undo(), std::nullopt);
  EXPECT_EQ(r.setRules(rulesOf("chinese")), std::nullopt);
  EXPECT_EQ(r.game().rules().ko, KoRule::Positional);
}

}  // namespace
}  // namespace kosumi
