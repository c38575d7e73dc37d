// The engine finds and loads its move model at start: the default is the repository's model
// (found next to the build folder), --move-model loads another, and a missing or damaged file
// stops the engine with exit status 2 and a message that names the file and the damage.
#include "gtp/move_model_path.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <unistd.h>

#include "gtp/engine_options.h"
#include "tests/support/process_run.h"

namespace kosumi::gtp {
namespace {

namespace fs = std::filesystem;

const std::string kRepositoryModel = std::string(KOSUMI_SOURCE_DIR) + "/playouts/models/moves.kmm";

TEST(MoveModelPath, TheDefaultIsTheRepositorysModel) {
  const std::vector<std::string> candidates = moveModelCandidates();
  ASSERT_EQ(candidates.size(), 3u);
  EXPECT_NE(candidates[0].find("share/kosumi/moves.kmm"), std::string::npos);
  EXPECT_NE(candidates[1].find("playouts/models/moves.kmm"), std::string::npos);
  EXPECT_TRUE(fs::equivalent(candidates[2], kRepositoryModel));
  auto found = defaultMoveModelPath();
  ASSERT_TRUE(found) << found.error();
  EXPECT_TRUE(fs::equivalent(*found, kRepositoryModel));
}

TEST(MoveModelPath, OptionsLoadTheModel) {
  EngineOptions options;
  ASSERT_TRUE(loadMoveModel(options));
  ASSERT_NE(options.player.moveModel, nullptr);
  EXPECT_GT(options.player.moveModel->patternCount(), 0u);
  options.moveModelFile = "/nonexistent/other.kmm";
  const Status missing = loadMoveModel(options);
  ASSERT_FALSE(missing);
  EXPECT_NE(missing.error().find("/nonexistent/other.kmm"), std::string::npos);
  // "off" runs without a model.
  options.moveModelFile = "off";
  ASSERT_TRUE(loadMoveModel(options));
  EXPECT_EQ(options.player.moveModel, nullptr);
}

TEST(MoveModelPath, TheEngineRefusesAMissingOrDamagedModel) {
  const fs::path dir = fs::path(::testing::TempDir()) / ("kosumi-model-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const auto missing = test::runProcess({KOSUMI_BINARY, "--move-model", (dir / "absent.kmm").string()}, "name\n");
  EXPECT_EQ(missing.exitCode, 2);
  EXPECT_NE(missing.err.find("cannot read move model " + (dir / "absent.kmm").string()), std::string::npos)
      << missing.err;
  EXPECT_TRUE(missing.out.empty());

  std::ifstream in(kRepositoryModel, std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  ASSERT_GT(bytes.size(), 1000u);
  const fs::path cut = dir / "cut.kmm";
  std::ofstream(cut, std::ios::binary) << bytes.substr(0, bytes.size() / 2);
  const auto truncated = test::runProcess({KOSUMI_BINARY, "--move-model", cut.string()}, "name\n");
  EXPECT_EQ(truncated.exitCode, 2);
  EXPECT_NE(truncated.err.find("bad move model " + cut.string() + ": truncated"), std::string::npos)
      << truncated.err;

  const fs::path text = dir / "text.kmm";
  std::ofstream(text) << "not a model\n";
  const auto notModel = test::runProcess({KOSUMI_BINARY, "--move-model", text.string()}, "name\n");
  EXPECT_EQ(notModel.exitCode, 2);
  EXPECT_NE(notModel.err.find("bad magic"), std::string::npos) << notModel.err;

  const fs::path copy = dir / "copy.kmm";
  std::ofstream(copy, std::ios::binary) << bytes;
  const auto good = test::runProcess({KOSUMI_BINARY, "--move-model", copy.string()}, "name\n");
  EXPECT_EQ(good.exitCode, 0) << good.err;
  EXPECT_EQ(good.out, "= Kosumi\n\n");
  fs::remove_all(dir);
}

}  // namespace
}  // namespace kosumi::gtp
