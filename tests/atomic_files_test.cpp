// The match runner's file writes (tools/common/atomic_files.h): a file replaced whole, lines
// appended whole from several threads at once, and a last line torn by a kill cut off before the
// next append.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "tools/common/atomic_files.h"

namespace fs = std::filesystem;
using namespace kosumi;
using namespace kosumi::tools;

namespace {

class AtomicFiles : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("kosumi-atomic-files-test-" + std::to_string(::getpid()) + "-" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string text(const std::string& name) const {
    std::ifstream in(dir_ / name, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }
  void write(const std::string& name, const std::string& content) const {
    std::ofstream(dir_ / name, std::ios::binary | std::ios::trunc) << content;
  }
  std::string path(const std::string& name) const { return (dir_ / name).string(); }
  fs::path dir_;
};

}  // namespace

TEST_F(AtomicFiles, ReplacesAFileWholeAndLeavesNoTemporary) {
  write("a.txt", "old contents that are longer than the new ones\n");
  ASSERT_TRUE(writeFileAtomically(path("a.txt"), "new\n").ok());
  EXPECT_EQ(text("a.txt"), "new\n");
  EXPECT_FALSE(fs::exists(dir_ / "a.txt.tmp"));
  ASSERT_TRUE(writeFileAtomically(path("b.txt"), "").ok());
  EXPECT_TRUE(fs::exists(dir_ / "b.txt"));
  const Status missing = writeFileAtomically(path("no-such-folder/c.txt"), "x");
  EXPECT_FALSE(missing.ok());
  EXPECT_NE(missing.error().find("no-such-folder"), std::string::npos) << missing.error();
}

TEST_F(AtomicFiles, LinesAppendedFromManyThreadsStayWhole) {
  // Long lines, so that a write split in pieces would show as interleaved text.
  constexpr int kThreads = 8, kLines = 200;
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([&, t] {
      for (int i = 0; i < kLines; ++i)
        ASSERT_TRUE(appendLines(path("lines.txt"), std::to_string(t) + ":" + std::string(3000, char('a' + t)) + "\n").ok());
    });
  for (std::thread& t : threads) t.join();
  std::istringstream in(text("lines.txt"));
  std::map<int, int> count;
  int lines = 0;
  for (std::string line; std::getline(in, line); ++lines) {
    ASSERT_EQ(line.size(), 3002u);
    const int t = line[0] - '0';
    EXPECT_EQ(line.substr(2), std::string(3000, char('a' + t)));
    ++count[t];
  }
  EXPECT_EQ(lines, kThreads * kLines);
  for (int t = 0; t < kThreads; ++t) EXPECT_EQ(count[t], kLines);
}

TEST_F(AtomicFiles, DropsOnlyALastLineWithoutItsNewline) {
  write("torn.txt", "one\ntwo\nthr");
  const auto cut = dropTornLastLine(path("torn.txt"));
  ASSERT_TRUE(cut.ok()) << cut.error();
  EXPECT_EQ(*cut, 3);
  EXPECT_EQ(text("torn.txt"), "one\ntwo\n");
  // A whole file is left as it is; so is an absent one.
  EXPECT_EQ(*dropTornLastLine(path("torn.txt")), 0);
  EXPECT_EQ(text("torn.txt"), "one\ntwo\n");
  EXPECT_EQ(*dropTornLastLine(path("absent.txt")), 0);
  EXPECT_FALSE(fs::exists(dir_ / "absent.txt"));
  // A torn line longer than the block read back at a time, and a file of one torn line.
  write("long.txt", "head\n" + std::string(10000, 'x'));
  EXPECT_EQ(*dropTornLastLine(path("long.txt")), 10000);
  EXPECT_EQ(text("long.txt"), "head\n");
  write("only.txt", "no newline at all");
  EXPECT_EQ(*dropTornLastLine(path("only.txt")), 17);
  EXPECT_EQ(text("only.txt"), "");
  // After the cut the next appended line starts on its own line.
  write("next.txt", "1\tB+1\n2\tW+");
  ASSERT_TRUE(dropTornLastLine(path("next.txt")).ok());
  ASSERT_TRUE(appendLines(path("next.txt"), "2\tW+3\n").ok());
  EXPECT_EQ(text("next.txt"), "1\tB+1\n2\tW+3\n");
}
