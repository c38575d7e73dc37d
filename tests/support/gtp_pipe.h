#pragma once
// A GTP engine run as a child process and spoken to through pipes: for tests that drive
// build/kosumi or compare with GNU Go.
//
//   GtpPipe gnugo({"/usr/games/gnugo", "--mode", "gtp"});
//   gnugo.send("boardsize 9");   // "= "
//   gnugo.send("list_stones b"); // "= C3 D4", or "? ..." on failure
//
// The answer is returned without its closing blank line, with the leading "= " or "? " kept. If
// the engine dies, closes its output or stays silent past the timeout, send() returns "" and
// alive() becomes false. Writing to a dead engine must not kill the test program, so the first
// GtpPipe makes the process ignore SIGPIPE (write then fails with EPIPE instead).
#include <string>
#include <sys/types.h>
#include <vector>

namespace kosumi::test {

class GtpPipe {
 public:
  // argv[0] is the program's path. timeoutSeconds bounds the wait for each answer.
  explicit GtpPipe(const std::vector<std::string>& argv, int timeoutSeconds = 60);
  ~GtpPipe();
  GtpPipe(const GtpPipe&) = delete;
  GtpPipe& operator=(const GtpPipe&) = delete;

  // Sends one command line and returns the engine's answer.
  std::string send(const std::string& command);
  // Whether the engine was started and has not failed since.
  bool alive() const { return alive_; }

 private:
  void stop();
  bool readMore();

  pid_t pid_ = -1;
  int toEngine_ = -1;
  int fromEngine_ = -1;
  int timeoutMs_;
  bool alive_ = false;
  std::string buffer_;  // bytes read past the last answer
};

}  // namespace kosumi::test
