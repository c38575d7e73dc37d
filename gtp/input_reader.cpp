#include "gtp/input_reader.h"

#include <unistd.h>

#include <cerrno>
#include <thread>

namespace kosumi::gtp {

struct InputReader::Shared {
  struct Entry {
    InputLine line;
    bool interrupted = false;
  };
  std::mutex mutex;
  std::condition_variable ready;
  std::deque<Entry> queue;
  bool ended = false;
  std::atomic<bool> interrupt{false};
  std::atomic<bool> input{false};

  void push(InputLine line) {
    std::lock_guard lock(mutex);
    // Relaxed: the flag only asks a running command to end soon; the line itself is handed
    // over under the mutex.
    input.store(true, std::memory_order_relaxed);
    if (!line.tooLong && isInterruptLine(line.text)) {
      // The interrupt belongs to the last command read: still queued, or already running.
      if (!queue.empty()) queue.back().interrupted = true;
      else interrupt.store(true, std::memory_order_relaxed);
      return;
    }
    queue.push_back({std::move(line), false});
    ready.notify_all();
  }
  void end() {
    std::lock_guard lock(mutex);
    ended = true;
    input.store(true, std::memory_order_relaxed);
    ready.notify_all();
  }
};

bool isInterruptLine(const std::string& raw) {
  size_t b = 0, e = raw.size();
  while (b < e && (raw[b] == ' ' || raw[b] == '\t' || raw[b] == '\r')) ++b;
  while (e > b && (raw[e - 1] == ' ' || raw[e - 1] == '\t' || raw[e - 1] == '\r')) --e;
  return raw.compare(b, e - b, "# interrupt") == 0;
}

InputReader::InputReader(int fd, size_t maxLine) : shared_(std::make_shared<Shared>()) {
  std::thread([shared = shared_, fd, maxLine] { readLoop(shared, fd, maxLine); }).detach();
}

InputReader::~InputReader() = default;

std::optional<InputLine> InputReader::next() {
  std::unique_lock lock(shared_->mutex);
  shared_->ready.wait(lock, [&] { return !shared_->queue.empty() || shared_->ended; });
  if (shared_->queue.empty()) return std::nullopt;
  Shared::Entry entry = std::move(shared_->queue.front());
  shared_->queue.pop_front();
  // Relaxed is enough: the flag only asks a search to stop soon, and the mutex orders this
  // store before any interrupt the reader records for this command.
  shared_->interrupt.store(entry.interrupted, std::memory_order_relaxed);
  shared_->input.store(!shared_->queue.empty() || shared_->ended, std::memory_order_relaxed);
  return std::move(entry.line);
}

const std::atomic<bool>& InputReader::interruptFlag() const { return shared_->interrupt; }

const std::atomic<bool>& InputReader::inputFlag() const { return shared_->input; }

bool InputReader::waitForPending(std::chrono::milliseconds wait) {
  std::unique_lock lock(shared_->mutex);
  return shared_->ready.wait_for(lock, wait, [&] { return !shared_->queue.empty() || shared_->ended; }) &&
         !shared_->queue.empty();
}

void InputReader::readLoop(const std::shared_ptr<Shared>& shared, int fd, size_t maxLine) {
  InputLine line;
  char buf[65536];
  for (;;) {
    const ssize_t n = ::read(fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    for (ssize_t i = 0; i < n; ++i) {
      if (buf[i] == '\n') {
        shared->push(std::move(line));
        line = InputLine{};
      } else if (line.text.size() < maxLine) {
        line.text += buf[i];
      } else {
        line.tooLong = true;
      }
    }
  }
  // A last line without a newline is still a command.
  if (!line.text.empty() || line.tooLong) shared->push(std::move(line));
  shared->end();
}

}  // namespace kosumi::gtp
