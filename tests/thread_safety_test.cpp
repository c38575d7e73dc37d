// Code that runs on several threads, written to be run under ThreadSanitizer as well as normally:
// sessions side by side on their own threads (nothing global is shared, so each answers exactly
// as it does alone), a four-thread search kept across a whole game with its analysis callback and
// an interrupt raised from another thread, and the input reader fed from one thread while the
// loop consumes on another.
#include <gtest/gtest.h>

#include <unistd.h>

#include <atomic>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "engine/vertex.h"
#include "gtp/input_reader.h"
#include "gtp/session.h"
#include "search/player.h"

namespace kosumi::gtp {
namespace {

EngineOptions smallOptions(int threads, uint64_t seed) {
  EngineOptions o;
  o.size = 9;
  o.player.playouts = 60;
  o.player.threads = threads;
  o.player.seed = seed;
  o.player.maxMemoryBytes = size_t(16) << 20;
  o.player.resignThreshold = 0;
  return o;
}

// A short game of genmove and the answers it gave.
std::vector<std::string> playGame(uint64_t seed) {
  Log log(false, "");
  Session session(smallOptions(1, seed), log, FileAccess::disabled());
  std::vector<std::string> answers;
  for (int i = 0; i < 12; ++i) answers.push_back(session.execute(i % 2 ? "genmove w" : "genmove b"));
  answers.push_back(session.execute("final_status_list dead"));
  return answers;
}

TEST(ThreadSafety, SessionsOnTheirOwnThreadsAnswerAsAlone) {
  constexpr int kSessions = 3;
  std::vector<std::vector<std::string>> alone, together(kSessions);
  for (int i = 0; i < kSessions; ++i) alone.push_back(playGame(uint64_t(i + 1)));
  std::vector<std::thread> threads;
  for (int i = 0; i < kSessions; ++i) threads.emplace_back([&, i] { together[i] = playGame(uint64_t(i + 1)); });
  for (std::thread& t : threads) t.join();
  for (int i = 0; i < kSessions; ++i) EXPECT_EQ(together[i], alone[i]) << "session " << i;
  EXPECT_NE(alone[0], alone[1]);  // the seeds matter, so equality above means something
}

TEST(ThreadSafety, FourThreadSearchAcrossAGameWithAnalysisAndInterrupt) {
  PlayerOptions o = smallOptions(4, 3).player;
  std::unique_ptr<Player> player = makePlayer(o);
  Game game(9);
  std::atomic<long> analyses{0};
  for (int move = 0; move < 16; ++move) {
    MoveRequest request;
    request.color = game.toMove();
    request.analysisSeconds = 0.001;
    request.onAnalysis = [&](const SearchAnalysis& a) {
      EXPECT_EQ(a.toMove, request.color);
      analyses.fetch_add(1, std::memory_order_relaxed);
    };
    const MoveChoice choice = player->chooseMove(game, request);
    ASSERT_FALSE(choice.resign);
    EXPECT_EQ(choice.threads, 4);
    ASSERT_EQ(game.legality(request.color, choice.move), MoveLegality::Legal)
        << formatVertex(choice.move, game.geometry());
    ASSERT_TRUE(game.play(request.color, choice.move));
  }

  // A long search by time, ended from another thread.
  o.playouts = 0;
  o.secondsPerMove = 60;
  player->setOptions(o);
  std::atomic<bool> interrupt{false};
  MoveRequest request;
  request.color = game.toMove();
  request.interrupt = &interrupt;
  std::thread raiser([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    interrupt.store(true, std::memory_order_relaxed);
  });
  const auto start = std::chrono::steady_clock::now();
  const MoveChoice choice = player->chooseMove(game, request);
  raiser.join();
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 20.0);
  EXPECT_EQ(game.legality(request.color, choice.move), MoveLegality::Legal);
  EXPECT_GT(choice.playouts, 0);
}

TEST(ThreadSafety, InputReaderKeepsOrderAndInterruptsAcrossThreads) {
  int fds[2];
  ASSERT_EQ(::pipe(fds), 0);
  constexpr int kLines = 20000;
  std::thread writer([&] {
    std::string batch;
    for (int i = 0; i < kLines; ++i) {
      batch += std::to_string(i) + " name\n";
      if (i % 7 == 0) batch += "# interrupt\n";
      if (batch.size() > 4000 || i + 1 == kLines) {
        for (size_t off = 0; off < batch.size();) {
          const ssize_t n = ::write(fds[1], batch.data() + off, batch.size() - off);
          ASSERT_GT(n, 0);
          off += size_t(n);
        }
        batch.clear();
      }
    }
    ::close(fds[1]);
  });
  InputReader reader(fds[0]);
  int expected = 0, interrupted = 0;
  while (auto line = reader.next()) {
    ASSERT_EQ(line->text, std::to_string(expected) + " name");
    // The interrupt after a line is seen while that line's command runs, here or a little later.
    if (expected % 7 == 0) {
      for (int wait = 0; wait < 1000 && !reader.interruptFlag().load(std::memory_order_relaxed); ++wait)
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
      interrupted += reader.interruptFlag().load(std::memory_order_relaxed);
    } else {
      EXPECT_FALSE(reader.interruptFlag().load(std::memory_order_relaxed)) << expected;
    }
    ++expected;
  }
  writer.join();
  ::close(fds[0]);
  EXPECT_EQ(expected, kLines);
  EXPECT_EQ(interrupted, (kLines + 6) / 7);
}

}  // namespace
}  // namespace kosumi::gtp
