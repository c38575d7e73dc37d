// The network's file (network/network_file.h): what is written reads back the same and evaluates
// the same; every cut, a changed byte anywhere, another version and impossible shapes are refused.
#include "network/network_file.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>

#include "engine/game.h"
#include "gtp/engine_options.h"
#include "network/evaluator.h"
#include "network/inputs.h"

namespace kosumi::network {
namespace {

NetworkShape smallShape() {
  NetworkShape s;
  s.inputPlanes = kInputPlanes;
  s.blocks = 1;
  s.channels = 4;
  s.policyChannels = 2;
  s.valueChannels = 3;
  s.valueHidden = 5;
  return s;
}

NetworkFile smallFile() {
  NetworkFile f;
  f.inputVersion = kInputVersion;
  f.weights = randomWeights(smallShape(), 7);
  return f;
}

TEST(NetworkFile, RoundTripKeepsEveryWeight) {
  const NetworkFile f = smallFile();
  const std::string bytes = encodeNetworkFile(f);
  const Expected<NetworkFile> back = decodeNetworkFile(bytes);
  ASSERT_TRUE(back.ok()) << back.error();
  EXPECT_EQ(back->inputVersion, kInputVersion);
  EXPECT_EQ(back->weights.shape, f.weights.shape);
  EXPECT_EQ(back->weights.input.weights, f.weights.input.weights);
  EXPECT_EQ(back->weights.trunk[1].bias, f.weights.trunk[1].bias);
  EXPECT_EQ(back->weights.valueHidden.weights, f.weights.valueHidden.weights);
  EXPECT_EQ(back->weights.ownership.weights, f.weights.ownership.weights);
  EXPECT_EQ(encodeNetworkFile(*back), bytes);

  // Both evaluate alike.
  Evaluator a(std::make_shared<const NetworkWeights>(f.weights), 5, 1);
  Evaluator b(std::make_shared<const NetworkWeights>(back->weights), 5, 1);
  for (int i = 0; i < kInputPlanes * 25; ++i) a.input(0)[i] = b.input(0)[i] = float((i * 7) % 3 == 0);
  a.evaluate(1);
  b.evaluate(1);
  EXPECT_EQ(a.value(0), b.value(0));
  for (int p = 0; p <= 25; ++p) EXPECT_EQ(a.policy(0)[p], b.policy(0)[p]);
}

TEST(NetworkFile, EveryCutAndEveryChangedByteIsRefused) {
  const std::string bytes = encodeNetworkFile(smallFile());
  for (size_t n = 0; n < bytes.size(); ++n) EXPECT_FALSE(decodeNetworkFile(bytes.substr(0, n)).ok()) << n;
  for (size_t i = 0; i < bytes.size(); ++i) {
    std::string damaged = bytes;
    damaged[i] = char(damaged[i] ^ 0x10);
    EXPECT_FALSE(decodeNetworkFile(damaged).ok()) << "byte " << i;
  }
  EXPECT_FALSE(decodeNetworkFile(bytes + "x").ok());
}

TEST(NetworkFile, RefusalsSayWhy) {
  const std::string bytes = encodeNetworkFile(smallFile());
  std::string other = bytes;
  other[4] = 2;  // format version 2, checksum made right again
  other.replace(other.size() - 4, 4, std::string(4, '\0'));
  const uint32_t crc = networkCrc32(std::string_view(other).substr(0, other.size() - 4));
  std::memcpy(other.data() + other.size() - 4, &crc, 4);
  EXPECT_NE(decodeNetworkFile(other).error().find("format version 2"), std::string::npos);
  std::string flipped = bytes;
  flipped[bytes.size() / 2] = char(flipped[bytes.size() / 2] ^ 1);
  EXPECT_NE(decodeNetworkFile(flipped).error().find("checksum"), std::string::npos);
  EXPECT_NE(decodeNetworkFile(bytes.substr(0, 100)).error().find("truncated"), std::string::npos);
  EXPECT_NE(decodeNetworkFile("KMOD" + bytes.substr(4)).error().find("magic"), std::string::npos);
  // A header of 100,000 channels is refused before anything that size is made.
  std::string huge = bytes;
  const uint32_t channels = 100000;
  std::memcpy(huge.data() + 16, &channels, 4);
  EXPECT_NE(decodeNetworkFile(huge).error().find("impossible shape"), std::string::npos);
}

TEST(NetworkFile, NonFiniteWeightsAreRefused) {
  NetworkFile f = smallFile();
  f.weights.valueOut.weights[0] = std::nanf("");
  EXPECT_NE(decodeNetworkFile(encodeNetworkFile(f)).error().find("not finite"), std::string::npos);
  f.weights.valueOut.weights[0] = 1e6f;
  EXPECT_FALSE(decodeNetworkFile(encodeNetworkFile(f)).ok());
}

TEST(NetworkFile, ReadsFromDiskAndNamesAMissingFile) {
  const std::filesystem::path path = std::filesystem::temp_directory_path() / "kosumi-network-file-test.kmn";
  {
    std::ofstream out(path, std::ios::binary);
    out << encodeNetworkFile(smallFile());
  }
  const Expected<NetworkFile> read = readNetworkFile(path.string());
  EXPECT_TRUE(read.ok()) << read.error();
  std::filesystem::remove(path);
  const Expected<NetworkFile> missing = readNetworkFile(path.string());
  ASSERT_FALSE(missing.ok());
  EXPECT_NE(missing.error().find("cannot open"), std::string::npos);
}

TEST(NetworkFile, TheEngineLoadsItOrRefusesIt) {
  const std::filesystem::path path = std::filesystem::temp_directory_path() / "kosumi-network-engine-test.kmn";
  auto write = [&](const NetworkFile& f) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << encodeNetworkFile(f);
  };
  gtp::EngineOptions options;
  options.networkFile = path.string();
  write(smallFile());
  ASSERT_TRUE(gtp::loadNetwork(options).ok());
  ASSERT_TRUE(options.player.network);
  EXPECT_EQ(options.player.network->shape, smallShape());

  NetworkFile older = smallFile();
  older.inputVersion = kInputVersion + 1;
  write(older);
  const Status refused = gtp::loadNetwork(options);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.error().find("input planes version"), std::string::npos) << refused.error();
  EXPECT_FALSE(options.player.network);

  std::string cut = encodeNetworkFile(smallFile());
  {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << cut.substr(0, cut.size() - 1);
  }
  EXPECT_FALSE(gtp::loadNetwork(options).ok());
  std::filesystem::remove(path);
  EXPECT_FALSE(gtp::loadNetwork(options).ok());  // a named file must be there

  options.networkFile = "off";
  EXPECT_TRUE(gtp::loadNetwork(options).ok());
  EXPECT_FALSE(options.player.network);
}

// The committed network through its integer trunk (network/quantized_conv.h) answers as through
// its float one, on the positions of a game: the win rate to within two hundredths at worst and
// half a hundredth on average (the network's own error against the game's result is near 0.4),
// each move's probability to within two hundredths, and the same most likely move nine times in
// ten or more.
TEST(NetworkFile, TheCommittedNetworkAnswersAlikeInIntegers) {
  if (!QuantizedConv3x3::available()) GTEST_SKIP() << "this build has no integer kernel";
  const Expected<NetworkFile> file = readNetworkFile(std::string(KOSUMI_SOURCE_DIR) + "/network/models/network.kmn");
  ASSERT_TRUE(file.ok()) << file.error();
  const auto weights = std::make_shared<const NetworkWeights>(file.value().weights);
  Evaluator exact(weights, 9, 1, Arithmetic::Float), fast(weights, 9, 1, Arithmetic::Int8);
  Game game(9);
  uint64_t seed = 12345;
  int positions = 0, sameTop = 0;
  double worstValue = 0, worstPolicy = 0, totalValue = 0;
  while (positions < 120 && game.consecutivePasses() < 2) {
    InputPosition at;
    at.board = &game.board();
    at.toMove = game.toMove();
    const auto& moves = game.moves();
    for (int k = 0; k < kRecentMoves && k < int(moves.size()); ++k) at.recent[k] = moves[moves.size() - 1 - size_t(k)].point;
    fillInputs(at, exact.input(0));
    fillInputs(at, fast.input(0));
    exact.evaluate(1);
    fast.evaluate(1);
    ++positions;
    worstValue = std::max(worstValue, double(std::abs(exact.value(0) - fast.value(0))));
    totalValue += std::abs(exact.value(0) - fast.value(0));
    for (int q = 0; q <= 81; ++q)
      worstPolicy = std::max(worstPolicy, double(std::abs(exact.policy(0)[q] - fast.policy(0)[q])));
    const auto top = [](const float* p) { return std::max_element(p, p + 82) - p; };
    sameTop += top(exact.policy(0)) == top(fast.policy(0));
    // The next move: a legal point drawn at random, a pass when ten draws find none.
    Point move = kPass;
    for (int tries = 0; tries < 10 && move == kPass; ++tries) {
      seed = seed * 6364136223846793005ull + 1442695040888963407ull;
      const int i = int((seed >> 33) % 81);
      const Point p = game.geometry().point(i % 9, i / 9);
      if (game.play(game.toMove(), p).ok()) move = p;
    }
    if (move == kPass) {
      ASSERT_TRUE(game.play(game.toMove(), kPass).ok());
    }
  }
  EXPECT_GE(positions, 60);
  EXPECT_LT(worstValue, 0.02);
  EXPECT_LT(totalValue / positions, 0.005);
  EXPECT_LT(worstPolicy, 0.02);
  EXPECT_GE(sameTop * 10, positions * 9) << sameTop << " of " << positions;
}

}  // namespace
}  // namespace kosumi::network
