// The limits that bound untrusted input, each answered with a clear error and never a crash:
// the argument count of a command, the GTP line length, the SGF file's size, nesting depth and
// node count (through loadsgf), and file commands confined to their root or turned off, including
// links that lead out of the root and links that point nowhere yet.
#include <gtest/gtest.h>

#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include "engine/sgf.h"
#include "gtp/engine_loop.h"
#include "gtp/file_access.h"
#include "gtp/input_reader.h"
#include "gtp/protocol.h"
#include "gtp/session.h"
#include "tests/support/session_fixture.h"

namespace kosumi::gtp {
namespace {

namespace fs = std::filesystem;
using test::SessionFixture;
using test::freshTempDir;

std::string repeated(const std::string& word, size_t n) {
  std::string out;
  for (size_t i = 0; i < n; ++i) out += " " + word;
  return out;
}


TEST(Limits, ArgumentCountIsBounded) {
  SessionFixture f(FileAccess::disabled());
  f.send("play b c3");
  // At the limit the command runs (and fails or succeeds on its own terms).
  EXPECT_EQ(f.send("kosumi-dead" + repeated("c3", kMaxArguments)), "= \n\n");
  EXPECT_EQ(f.send("kosumi-dead"), "= C3\n\n");
  // One past the limit is refused before the handler looks at anything, with the id kept.
  EXPECT_EQ(f.send("kosumi-dead" + repeated("c3", kMaxArguments + 1)), "? too many arguments\n\n");
  EXPECT_EQ(f.send("7 play b" + repeated("d4", kMaxArguments + 1)), "?7 too many arguments\n\n");
  EXPECT_EQ(f.send("list_stones black"), "= C3\n\n");
  // An unknown command stays unknown, whatever follows it.
  EXPECT_EQ(f.send("fly" + repeated("x", 5000)), "? unknown command\n\n");
}

TEST(Limits, SplittingKeepsOnlyOneArgumentPastTheLimit) {
  const CommandLine many = splitCommand("12 play" + repeated("a", 1000000));
  EXPECT_EQ(many.id, 12);
  EXPECT_EQ(many.name, "play");
  EXPECT_EQ(many.args.size(), kMaxArguments + 1);
  EXPECT_EQ(splitCommand("play" + repeated("a", kMaxArguments)).args.size(), kMaxArguments);
}

// The read-answer loop over a pipe, with a small line limit so the test stays fast.
std::string runLoop(const std::string& input, size_t maxLine) {
  int in[2];
  EXPECT_EQ(::pipe(in), 0);
  std::thread writer([&] {
    for (size_t off = 0; off < input.size();) {
      const ssize_t n = ::write(in[1], input.data() + off, input.size() - off);
      if (n <= 0) break;
      off += size_t(n);
    }
    ::close(in[1]);
  });
  SessionFixture f(FileAccess::disabled());
  InputReader reader(in[0], maxLine);
  std::FILE* out = std::tmpfile();
  runGtpLoop(*f.session, reader, out);
  writer.join();
  std::rewind(out);
  std::string text;
  for (int c; (c = std::fgetc(out)) != EOF;) text += char(c);
  std::fclose(out);
  ::close(in[0]);
  return text;
}

TEST(Limits, LinesPastTheLimitAreRefusedWithTheirId) {
  const std::string longLine = "5 play b " + std::string(200, 'x');
  EXPECT_EQ(runLoop("play b e5\n" + longLine + "\n" + "play w " + std::string(91, 'y') + "\nlist_stones b\n", 100),
            "= \n\n?5 line too long\n\n? syntax error\n\n= E5\n\n");
  // A line of exactly the limit is a command like any other.
  EXPECT_EQ(runLoop("name" + std::string(96, ' ') + "\n", 100), "= Kosumi\n\n");
  EXPECT_EQ(InputReader::kDefaultMaxLine, size_t(8) << 20);
}

TEST(Limits, SgfSizeDepthAndNodeLimitsThroughLoadsgf) {
  const fs::path root = freshTempDir("sgf");
  const SgfLimits limits;
  ASSERT_EQ(limits.maxBytes, size_t(4) << 20);
  ASSERT_EQ(limits.maxDepth, 256);
  ASSERT_EQ(limits.maxNodes, 100000u);
  auto write = [&](const std::string& name, const std::string& text) { std::ofstream(root / name) << text; };
  auto nested = [](int depth) {
    std::string s;
    for (int i = 0; i < depth; ++i) s += "(;C[x]";
    return s + std::string(size_t(depth), ')');
  };
  auto nodes = [](size_t n) { return "(;GM[1]SZ[9]" + repeated(";C[]", n - 1) + ")"; };
  write("big.sgf", "(;GM[1]C[" + std::string(limits.maxBytes, 'x') + "])");
  write("deep_ok.sgf", nested(256));
  write("deep.sgf", nested(257));
  write("nodes_ok.sgf", nodes(100000));
  write("nodes.sgf", nodes(100001));
  SessionFixture f(FileAccess::confinedTo(root.string()).value());
  f.send("play b e5");
  EXPECT_EQ(f.send("loadsgf big.sgf"), "? cannot load file: file is larger than 4194304 bytes\n\n");
  EXPECT_EQ(f.send("loadsgf deep.sgf"),
            "? cannot load file: malformed SGF: variations nested deeper than 256 at byte 1536\n\n");
  EXPECT_EQ(f.send("loadsgf nodes.sgf"),
            "? cannot load file: malformed SGF: more than 100000 nodes at byte 500009\n\n");
  EXPECT_EQ(f.send("list_stones black"), "= E5\n\n");  // the refusals changed nothing
  EXPECT_EQ(f.send("loadsgf deep_ok.sgf"), "= \n\n");
  EXPECT_EQ(f.send("loadsgf nodes_ok.sgf"), "= \n\n");
  EXPECT_EQ(f.send("list_stones black"), "= \n\n");
  fs::remove_all(root);
}

TEST(Limits, NoFilesRefusesEveryPath) {
  SessionFixture f(FileAccess::disabled());
  for (const char* cmd : {"loadsgf game.sgf", "loadsgf /etc/hostname", "loadsgf ../x.sgf 3"})
    EXPECT_EQ(f.send(cmd), "? cannot load file: file access is disabled\n\n") << cmd;
  EXPECT_EQ(f.send("printsgf out.sgf"), "? cannot save file: file access is disabled\n\n");
  EXPECT_FALSE(fs::exists("out.sgf"));
  EXPECT_EQ(f.send("printsgf").rfind("= (;FF[4]", 0), 0u);
}

TEST(Limits, FilesRootRefusesEveryWayOut) {
  const fs::path root = freshTempDir("root");
  const fs::path outside = freshTempDir("outside");
  { std::ofstream(outside / "secret.sgf") << "(;GM[1]SZ[9];B[ee])"; }
  fs::create_directories(root / "games");
  fs::create_directory_symlink("..", root / "games" / "up");                       // relative link upwards
  fs::create_directory_symlink(outside, root / "out");                               // absolute link out
  fs::create_symlink(outside / "planted.sgf", root / "games" / "planted.sgf");       // dangling, leads out
  fs::create_symlink(outside / "nowhere" / "x.sgf", root / "games" / "deep.sgf");  // dangling, two levels
  SessionFixture f(FileAccess::confinedTo(root.string()).value());
  f.send("play b e5");
  const std::string outsideRel = "../" + outside.filename().string() + "/secret.sgf";
  for (const std::string& name :
       {outsideRel, std::string("games/../../") + outside.filename().string() + "/secret.sgf",
        (outside / "secret.sgf").string(), std::string("out/secret.sgf"), std::string("out/../x.sgf"),
        "games/up/../" + outside.filename().string() + "/secret.sgf", std::string("games/up/../x.sgf")}) {
    EXPECT_EQ(f.send("loadsgf " + name), "? cannot load file: path is outside the files root\n\n") << name;
    EXPECT_EQ(f.send("printsgf " + name), "? cannot save file: path is outside the files root\n\n") << name;
  }
  // A link that points out of the root at a file that does not exist yet must not let printsgf
  // create it there.
  for (const char* name : {"games/planted.sgf", "games/deep.sgf"}) {
    EXPECT_EQ(f.send(std::string("printsgf ") + name),
              "? cannot save file: path goes through a broken symbolic link\n\n") << name;
    EXPECT_EQ(f.send(std::string("loadsgf ") + name),
              "? cannot load file: path goes through a broken symbolic link\n\n") << name;
  }
  EXPECT_FALSE(fs::exists(outside / "planted.sgf"));
  EXPECT_FALSE(fs::exists(outside / "nowhere"));
  // The root itself and the paths inside it.
  EXPECT_EQ(f.send("printsgf ."), "? cannot save file: path is the files root itself\n\n");
  EXPECT_EQ(f.send("printsgf games/up/games/inside.sgf"), "= \n\n");  // the link stays inside
  EXPECT_TRUE(fs::exists(root / "games" / "inside.sgf"));
  EXPECT_EQ(f.send("printsgf " + (root / "abs.sgf").string()), "= \n\n");
  EXPECT_EQ(f.send("loadsgf abs.sgf"), "= \n\n");
  EXPECT_EQ(f.send("list_stones black"), "= E5\n\n");
  fs::remove_all(root);
  fs::remove_all(outside);
}

}  // namespace
}  // namespace kosumi::gtp
