#pragma once
// A GTP engine run as a child process: started from a shell command line in a chosen folder,
// driven over pipes, one command at a time, each with a time limit. Runners use it to tell a
// failed command, a timeout and a crash apart, because each is recorded differently.
#include <memory>
#include <string>

#include <sys/types.h>

#include "engine/expected.h"

namespace kosumi::tools {

struct GtpReply {
  // Garbled: the answer is not GTP (it starts with neither '=' nor '?', or runs past
  // kMaxAnswerBytes); the engine is out of step after it, like after a timeout.
  enum class Kind { Success, Failure, Timeout, Crash, Garbled };
  Kind kind = Kind::Crash;
  // The answer without "=" / "?", the id and the trailing empty line; lines joined by "\n".
  std::string text;
  double seconds = 0;  // wall time from sending the command to the end of the answer

  bool ok() const { return kind == Kind::Success; }
  // "= text", "? text", "timeout", "crash", "garbled answer: text": for logs and error messages.
  std::string describe() const;
};

class GtpEngine {
 public:
  // The longest answer read: past it an engine that prints without end is cut off as garbled.
  static constexpr size_t kMaxAnswerBytes = 16 << 20;

  // Runs `commandLine` through /bin/sh in `workDir` (empty: the current folder). The engine's
  // stderr goes to `stderrPath` (appended), or is discarded when that is empty. The engine leads
  // a process group of its own, so that killing it also kills what it started (a wrapper
  // script's engine, a helper that would otherwise hold on after a hang).
  static Expected<std::unique_ptr<GtpEngine>> start(const std::string& commandLine, const std::string& workDir = "",
                                    const std::string& stderrPath = "");
  GtpEngine(const GtpEngine&) = delete;
  GtpEngine& operator=(const GtpEngine&) = delete;
  // Closes the engine: quit, a short wait, then SIGKILL.
  ~GtpEngine();

  // Sends one command and waits for its answer; timeoutSeconds <= 0 waits without limit.
  // After a timeout, a crash or a garbled answer the engine is unusable (its next answer would be
  // out of step).
  GtpReply send(const std::string& command, double timeoutSeconds = 0);
  bool usable() const { return usable_; }
  const std::string& commandLine() const { return commandLine_; }
  pid_t pid() const { return pid_; }
  // Whether `known_command NAME` answers true; cached.
  bool knows(const std::string& name, double timeoutSeconds = 10);
  // Sends quit (if usable), waits up to graceSeconds for the exit, then kills its process group;
  // idempotent.
  void close(double graceSeconds = 2);

 private:
  GtpEngine() = default;
  bool readLine(std::string& line, double deadline);

  std::string commandLine_;
  pid_t pid_ = -1;
  int toEngine_ = -1;
  int fromEngine_ = -1;
  bool usable_ = true;
  std::string buffer_;
  std::string knownYes_, knownNo_;  // space-separated names, cached answers of known_command
};

}  // namespace kosumi::tools
