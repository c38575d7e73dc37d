// The move model: evaluate() gives a probability to every legal move and the pass that sum to 1
// and 0 to every other point, a move's shape is the largest known one, files round-trip and
// every kind of damage to a file is refused with a message that names it, concurrent calls
// agree, and the model in the repository plays like a strong player in plain positions.
#include "playouts/move_model.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <thread>
#include <vector>

#include "tests/support/diagram.h"
#include "tests/support/random_positions.h"

namespace kosumi {
namespace {

using test::at;
using test::boardFrom;

// The shapes of every empty point of some positions, so that a model knows a varied set.
MoveModel modelKnowingShapesOf(const std::vector<Board>& boards, int maxSize) {
  std::vector<uint64_t> shapes, patterns;
  for (const Board& b : boards)
    for (int i = 0; i < b.emptyCount(); ++i) {
      const Point p = b.emptyAt(i);
      shapes.push_back(libertyShapeHash(b, p, Color::Black));
      growPatterns(b, p, Color::Black, maxSize, [&](int, uint64_t h) {
        patterns.push_back(h);
        return true;
      });
    }
  for (auto* v : {&shapes, &patterns}) {
    std::sort(v->begin(), v->end());
    v->erase(std::unique(v->begin(), v->end()), v->end());
  }
  return MoveModel(maxSize, shapes, patterns);
}

MoveModel randomModel(uint64_t seed) {
  Rng rng(seed);
  std::vector<Board> boards;
  for (int i = 0; i < 3; ++i) boards.push_back(test::randomBoard(9, 20 + 10 * i, rng));
  MoveModel m = modelKnowingShapesOf(boards, 6);
  std::vector<float> w(m.weightCount());
  for (float& x : w) x = float(rng.uniform() * 4 - 2);
  m.setWeights(w);
  return m;
}

// A position with an occupied point, a suicide point and a simple-ko point for Black.
Board koPosition() {
  Board b = boardFrom(R"(
    . . . . . . .
    . . X O . . .
    . X O . O . .
    . . X O . . .
    . . . . . . .
    O . . . . . .
    . O . . . . .
  )");
  b.play(at(b.geometry(), "D5"), Color::Black);  // takes the ko: White may not retake at C5
  return b;
}

void expectDistribution(const MoveModel& m, const Board& b, Color c, const MoveHistory& h) {
  std::vector<float> p(size_t(b.geometry().numPoints()), -1.0f);
  const float pass = m.evaluate(b, c, h, p.data());
  double total = pass;
  EXPECT_GT(pass, 0.0f);
  for (int q = 0; q < b.geometry().numPoints(); ++q) {
    const bool legal = b.onBoard(Point(q)) && b.isLegal(Point(q), c);
    if (legal) {
      EXPECT_GT(p[size_t(q)], 0.0f) << q;
    } else {
      EXPECT_EQ(p[size_t(q)], 0.0f) << q;
    }
    total += p[size_t(q)];
  }
  EXPECT_NEAR(total, 1.0, 1e-5);
}

TEST(MoveModel, AModelWithoutWeightsIsUniformOverLegalMovesAndThePass) {
  const MoveModel m;
  const Board b = koPosition();
  const Color white = Color::White;
  ASSERT_EQ(b.check(at(b.geometry(), "C5"), white), MoveLegality::Ko);
  ASSERT_EQ(b.check(at(b.geometry(), "A1"), Color::Black), MoveLegality::Suicide);
  int legal = 0;
  for (int i = 0; i < b.emptyCount(); ++i) legal += b.isLegal(b.emptyAt(i), white);
  std::vector<float> p(size_t(b.geometry().numPoints()));
  const float pass = m.evaluate(b, white, {}, p.data());
  EXPECT_NEAR(pass, 1.0 / (legal + 1), 1e-6);
  EXPECT_EQ(p[at(b.geometry(), "C5")], 0.0f);  // ko
  EXPECT_EQ(p[at(b.geometry(), "D5")], 0.0f);  // occupied
  EXPECT_NEAR(p[at(b.geometry(), "G7")], 1.0 / (legal + 1), 1e-6);
  expectDistribution(m, b, white, {});
}

TEST(MoveModel, ProbabilitiesSumToOneAndIllegalPointsGetNothing) {
  const MoveModel m = randomModel(3);
  const Board ko = koPosition();
  expectDistribution(m, ko, Color::White, {at(ko.geometry(), "D5"), kNullPoint});
  expectDistribution(m, ko, Color::Black, {kPass, at(ko.geometry(), "D5")});
  Rng rng(9);
  for (int size : {9, 13, 19}) {
    const Board b = test::randomBoard(size, size * size / 2, rng);
    expectDistribution(m, b, Color::Black, {});
    expectDistribution(m, b, Color::White, {b.lastMove(), kNullPoint});
  }
}

TEST(MoveModel, AMoveHasOneValuePerGroupAndItsLargestKnownShape) {
  const Board b = boardFrom(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . X . . . . . .
    . . . . . O . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
  )");
  const Point e5 = at(b.geometry(), "E5");
  std::vector<uint64_t> hashes(kMaxPatternSize + 1);
  growPatterns(b, e5, Color::Black, kMaxPatternSize, [&](int s, uint64_t h) { return hashes[size_t(s)] = h, true; });
  // The model knows sizes 2 to 5 and 7 of E5's shape but not 6: growing stops at 5.
  const MoveModel m(10, {libertyShapeHash(b, e5, Color::Black)},
                    {hashes[2], hashes[3], hashes[4], hashes[5], hashes[7]});
  uint32_t f[MoveModel::kMaxMoveFeatures];
  const int n = m.moveFeatures(b, e5, Color::Black, {}, f);
  ASSERT_GE(n, 2);
  ASSERT_GE(m.patternNumber(hashes[5]), 0);
  EXPECT_EQ(f[n - 1], m.patternBase() + uint32_t(m.patternNumber(hashes[5])));
  EXPECT_EQ(f[n - 2], m.libertyShapeBase());  // the one 3x3 shape it knows
  const GroupValues v = groupValues(b, e5, Color::Black, {});
  int groups = 0;
  for (int g = 0; g < kFeatureGroups; ++g)
    if (v.value[size_t(g)] != 0) {
      EXPECT_EQ(f[groups++], uint32_t(groupOffset(FeatureGroup(g)) + v.value[size_t(g)] - 1));
    }
  EXPECT_EQ(n, groups + 2);
  // Another point: shapes unknown, the weights for unknown shapes.
  const int k = m.moveFeatures(b, at(b.geometry(), "A1"), Color::Black, {}, f);
  EXPECT_EQ(f[k - 1], m.patternBase() + 5);
  EXPECT_EQ(f[k - 2], m.libertyShapeBase() + 1);
  EXPECT_EQ(m.weightCount(), size_t(kGroupFeatureCount) + 2 + 6);
  // A pass has its one group value.
  EXPECT_EQ(m.passFeatures({kPass, kNullPoint}, f), 1);
  EXPECT_EQ(f[0], uint32_t(groupOffset(FeatureGroup::Pass) + 1));
}

TEST(MoveModel, FilesRoundTrip) {
  const MoveModel m = randomModel(5);
  const std::string bytes = m.serialize();
  auto back = MoveModel::parse(bytes);
  ASSERT_TRUE(back) << back.error();
  // Shape weights are stored in 16 bits: within half a step of 2/32767 here.
  ASSERT_EQ(back->weightCount(), m.weightCount());
  for (size_t i = 0; i < m.weightCount(); ++i) EXPECT_NEAR(back->weights()[i], m.weights()[i], 1.0 / 32767) << i;
  EXPECT_EQ(back->maxPatternSize(), m.maxPatternSize());
  EXPECT_EQ(back->patternCount(), m.patternCount());
  // Written again, the read model keeps its weights.
  auto again = MoveModel::parse(back->serialize());
  ASSERT_TRUE(again);
  for (size_t i = 0; i < m.weightCount(); ++i) EXPECT_NEAR(again->weights()[i], back->weights()[i], 1e-6) << i;
  const Board b = koPosition();
  std::vector<float> p1(size_t(b.geometry().numPoints())), p2(p1.size());
  EXPECT_NEAR(m.evaluate(b, Color::White, {}, p1.data()), back->evaluate(b, Color::White, {}, p2.data()), 1e-3);
  for (size_t i = 0; i < p1.size(); ++i) EXPECT_NEAR(p1[i], p2[i], 1e-3);

  const std::string path = ::testing::TempDir() + "/kosumi-move-model-roundtrip.kmm";
  ASSERT_TRUE(m.save(path));
  auto loaded = MoveModel::load(path);
  ASSERT_TRUE(loaded) << loaded.error();
  EXPECT_EQ(loaded->weights(), back->weights());
  std::filesystem::remove(path);
}

// The bytes with the checksum written anew, as a file damaged before it was summed would be.
std::string resummed(std::string bytes) {
  uint64_t h = 0xcbf29ce484222325ULL;
  for (size_t i = 0; i + 8 < bytes.size(); ++i) {
    h ^= uint8_t(bytes[i]);
    h *= 0x100000001b3ULL;
  }
  for (int i = 0; i < 8; ++i) bytes[bytes.size() - 8 + size_t(i)] = char((h >> (8 * i)) & 0xff);
  return bytes;
}

void expectRefused(const std::string& bytes, const std::string& why) {
  auto m = MoveModel::parse(bytes, "test.kmm");
  ASSERT_FALSE(m) << "accepted, expected: " << why;
  EXPECT_NE(m.error().find("test.kmm"), std::string::npos) << m.error();
  EXPECT_NE(m.error().find(why), std::string::npos) << m.error();
}

TEST(MoveModel, DamagedFilesAreRefusedWithTheReason) {
  const std::string good = randomModel(7).serialize();
  ASSERT_TRUE(MoveModel::parse(good));

  auto missing = MoveModel::load("/nonexistent/kosumi/moves.kmm");
  ASSERT_FALSE(missing);
  EXPECT_NE(missing.error().find("cannot read move model /nonexistent/kosumi/moves.kmm"), std::string::npos);

  expectRefused("", "bad magic");
  expectRefused("GIF89a..........", "bad magic");
  std::string version = good;
  version[8] = 2;
  expectRefused(resummed(version), "format version 2, this program reads version 1");
  std::string groups = good;
  groups[12] = char(kFeatureGroups + 1);
  expectRefused(resummed(groups), "other move features");
  std::string values = good;
  values[16] = char(kGroupValues[0] + 1);
  expectRefused(resummed(values), "other move features");
  // Cut anywhere after the magic: truncated.
  for (size_t length : {size_t(9), size_t(20), size_t(60), good.size() / 2, good.size() - 9, good.size() - 1})
    expectRefused(good.substr(0, length), "truncated");
  expectRefused(good + "x", "unexpected bytes");
  // One bit changed in a weight, in a shape hash, in the checksum: the checksum catches it.
  for (size_t at : {size_t(100), good.size() - 20, good.size() - 3}) {
    std::string flipped = good;
    flipped[at] = char(flipped[at] ^ 0x10);
    expectRefused(flipped, "checksum mismatch");
  }
  // A weight that is not a number, summed as if it were meant.
  std::string nan = good;
  const float q = std::nanf("");
  std::memcpy(&nan[8 + 4 + 4 + 4 * kFeatureGroups + 12], &q, 4);  // the first weight
  expectRefused(resummed(nan), "not a finite number");
  // A weight finite but so large that a sum of two would overflow.
  std::string huge = good;
  const float big = 3e38f;
  std::memcpy(&huge[8 + 4 + 4 + 4 * kFeatureGroups + 12], &big, 4);
  expectRefused(resummed(huge), "beyond");
  // Shapes out of order: the first two 3x3 shapes exchanged.
  const size_t scaleAt = 8 + 4 + 4 + 4 * kFeatureGroups + 12 + 4 * (kGroupFeatureCount + 2);
  std::string swapped = good;
  std::swap_ranges(swapped.begin() + long(scaleAt + 4), swapped.begin() + long(scaleAt + 12),
                   swapped.begin() + long(scaleAt + 12));
  expectRefused(resummed(swapped), "out of order");
  // A scale below zero.
  std::string negative = good;
  const float minusOne = -1.0f;
  std::memcpy(&negative[scaleAt], &minusOne, 4);
  expectRefused(resummed(negative), "not positive");
  // A shape size the code does not have.
  std::string size = good;
  size[12 + 4 + 4 * kFeatureGroups] = char(kMaxPatternSize + 1);
  expectRefused(resummed(size), "out of range");
}

// Shape weights so small that their largest over 32767 is below the smallest float (a file whose
// scale is that smallest float, read back) must still write a scale the reader accepts.
TEST(MoveModel, TinyShapeWeightsWriteAFileThatReadsBack) {
  MoveModel m = randomModel(9);
  ASSERT_GT(m.libertyShapeCount(), 0u);
  std::vector<float> w(m.weightCount(), 0.0f);
  w[m.libertyShapeBase()] = std::numeric_limits<float>::denorm_min() * 5956;
  m.setWeights(w);
  auto back = MoveModel::parse(m.serialize());
  ASSERT_TRUE(back) << back.error();
  EXPECT_EQ(back->weightCount(), m.weightCount());
  EXPECT_GT(back->weights()[m.libertyShapeBase()], 0.0f);
}

TEST(MoveModel, ConcurrentEvaluationsAgree) {
  const MoveModel m = randomModel(13);
  Rng rng(17);
  std::vector<Board> boards;
  for (int i = 0; i < 8; ++i) boards.push_back(test::randomBoard(19, 40 + 20 * i, rng));
  auto run = [&](std::vector<float>& out) {
    std::vector<float> p(static_cast<size_t>(kMaxPoints));
    for (int round = 0; round < 20; ++round)
      for (const Board& b : boards) {
        out.push_back(m.evaluate(b, Color::Black, {b.lastMove(), kNullPoint}, p.data()));
        out.insert(out.end(), p.begin(), p.begin() + b.geometry().numPoints());
      }
  };
  std::vector<float> a, b2, c;
  std::thread t1(run, std::ref(a)), t2(run, std::ref(b2));
  run(c);
  t1.join();
  t2.join();
  EXPECT_EQ(a, c);
  EXPECT_EQ(b2, c);
}

// The model the engine ships with.
MoveModel shippedModel() {
  auto m = MoveModel::load(std::string(KOSUMI_SOURCE_DIR) + "/playouts/models/moves.kmm");
  EXPECT_TRUE(m) << m.error();
  return m ? *m : MoveModel();
}

// Points ordered by the model's probability, best first.
std::vector<Point> ranked(const MoveModel& m, const Board& b, Color c, const MoveHistory& h) {
  std::vector<float> p(size_t(b.geometry().numPoints()));
  m.evaluate(b, c, h, p.data());
  std::vector<Point> points;
  for (int q = 0; q < b.geometry().numPoints(); ++q)
    if (p[size_t(q)] > 0) points.push_back(Point(q));
  std::stable_sort(points.begin(), points.end(), [&](Point x, Point y) { return p[x] > p[y]; });
  return points;
}

TEST(MoveModel, ShippedModelOpensOnTheThirdOrFourthLine) {
  const MoveModel m = shippedModel();
  ASSERT_GT(m.patternCount(), 1000u);
  const Board b(19);
  const std::vector<Point> order = ranked(m, b, Color::Black, {});
  const Geometry& g = b.geometry();
  for (int i = 0; i < 8; ++i) {
    const int lx = std::min(g.x(order[size_t(i)]), 18 - g.x(order[size_t(i)])) + 1;
    const int ly = std::min(g.y(order[size_t(i)]), 18 - g.y(order[size_t(i)])) + 1;
    EXPECT_GE(std::min(lx, ly), 3) << i;
    EXPECT_LE(std::max(lx, ly), 5) << i;
  }
}

TEST(MoveModel, ShippedModelSavesAChainInAtari) {
  const MoveModel m = shippedModel();
  // White's last move, O at E4, puts the black chain of five in atari; extending at F4 (to
  // four liberties) is what everyone plays.
  const Board atari = boardFrom(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . O O O O . . .
    . O X X X X O . .
    . . O X O . . . .
    . . . O . . . . .
    . . . . . . . . .
    . . . . . . . . .
  )");
  const Geometry& g = atari.geometry();
  const std::vector<Point> order = ranked(m, atari, Color::Black, {at(g, "E4"), at(g, "D3")});
  ASSERT_FALSE(order.empty());
  EXPECT_EQ(order[0], at(g, "F4"));
}

}  // namespace
}  // namespace kosumi
