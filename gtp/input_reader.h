#pragma once
// Reads GTP input on its own thread, so that input can arrive while a command runs: a line
// "# interrupt" (GoGui's gogui-interrupt) sets the interrupt flag of the command it follows, and
// every other line is queued and answered in order (pipelining). Analysis streams can also ask
// whether input is waiting, since any new line ends them.
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

namespace kosumi::gtp {

struct InputLine {
  std::string text;
  bool tooLong = false;  // the line passed the limit; text holds its beginning only
};

class InputReader {
 public:
  static constexpr size_t kDefaultMaxLine = size_t(8) << 20;

  // Starts reading fd (stdin by default) until end of input.
  explicit InputReader(int fd = 0, size_t maxLine = kDefaultMaxLine);
  // The reading thread may be blocked in read(); it is detached and keeps its own state alive,
  // so the process can end while it waits.
  ~InputReader();
  InputReader(const InputReader&) = delete;
  InputReader& operator=(const InputReader&) = delete;

  // The next line, blocking; nullopt once input has ended and every line was taken.
  std::optional<InputLine> next();
  // Set when "# interrupt" arrives for the command last returned by next(); reset by next().
  const std::atomic<bool>& interruptFlag() const;
  // Whether a line is queued, waiting up to `wait` for one.
  bool waitForPending(std::chrono::milliseconds wait);
  // Raised whenever input arrives for a command that is running (a queued line, an interrupt
  // line) or input ends; next() lowers it unless more input already waits. Streaming commands
  // end when it rises, as clients stop analysis by sending any command.
  const std::atomic<bool>& inputFlag() const;

 private:
  struct Shared;
  static void readLoop(const std::shared_ptr<Shared>& shared, int fd, size_t maxLine);
  std::shared_ptr<Shared> shared_;
};

// Whether a raw input line is GoGui's interrupt request.
bool isInterruptLine(const std::string& raw);

}  // namespace kosumi::gtp
