#include "tools/common/gtp_engine.h"

#include <cctype>
#include <chrono>
#include <csignal>
#include <cstring>
#include <vector>

#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tools/common/atomic_files.h"

namespace kosumi::tools {

namespace {

double now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

}  // namespace

std::string GtpReply::describe() const {
  switch (kind) {
    case Kind::Success: return "= " + text;
    case Kind::Failure: return "? " + text;
    case Kind::Timeout: return "timeout";
    case Kind::Crash: return "crash";
    case Kind::Garbled: return "garbled answer: " + text;
  }
  return "";
}

Expected<std::unique_ptr<GtpEngine>> GtpEngine::start(const std::string& commandLine,
                                                       const std::string& workDir,
                                                       const std::string& stderrPath) {
  // A closed pipe must come back as an error from write(), not kill the runner.
  std::signal(SIGPIPE, SIG_IGN);
  int in[2], out[2];
  if (::pipe2(in, O_CLOEXEC) != 0) return Error{"pipe: " + std::string(std::strerror(errno))};
  if (::pipe2(out, O_CLOEXEC) != 0) {
    ::close(in[0]);
    ::close(in[1]);
    return Error{"pipe: " + std::string(std::strerror(errno))};
  }
  // Everything the child needs is prepared before fork: after it only async-signal-safe calls.
  const std::string shellCommand = "exec " + commandLine;
  const char* argv[] = {"/bin/sh", "-c", shellCommand.c_str(), nullptr};
  const char* errPath = stderrPath.empty() ? "/dev/null" : stderrPath.c_str();
  const int errFlags = stderrPath.empty() ? O_WRONLY : (O_WRONLY | O_CREAT | O_APPEND);
  const char* dir = workDir.empty() ? nullptr : workDir.c_str();

  const pid_t pid = ::fork();
  if (pid < 0) return Error{"fork: " + std::string(std::strerror(errno))};
  if (pid == 0) {
    ::setpgid(0, 0);
    if (dir && ::chdir(dir) != 0) ::_exit(126);
    const int err = ::open(errPath, errFlags, 0644);
    ::dup2(in[0], 0);
    ::dup2(out[1], 1);
    if (err >= 0) ::dup2(err, 2);
    ::execv("/bin/sh", const_cast<char* const*>(argv));
    ::_exit(127);
  }
  // Also here: whichever of parent and child runs first, the group exists before any kill.
  ::setpgid(pid, pid);
  ::close(in[0]);
  ::close(out[1]);
  std::unique_ptr<GtpEngine> engine(new GtpEngine());
  engine->commandLine_ = commandLine;
  engine->pid_ = pid;
  engine->toEngine_ = in[1];
  engine->fromEngine_ = out[0];
  return engine;
}

GtpEngine::~GtpEngine() { close(); }

bool GtpEngine::readLine(std::string& line, double deadline) {
  for (;;) {
    const size_t eol = buffer_.find('\n');
    if (eol != std::string::npos) {
      line = buffer_.substr(0, eol);
      buffer_.erase(0, eol + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return true;
    }
    int waitMs = -1;
    if (deadline > 0) {
      const double left = deadline - now();
      if (left <= 0) return false;
      waitMs = int(left * 1000) + 1;
    }
    pollfd p{fromEngine_, POLLIN, 0};
    const int r = ::poll(&p, 1, waitMs);
    if (r < 0 && errno == EINTR) continue;
    if (r == 0) return false;
    char chunk[4096];
    const ssize_t n = ::read(fromEngine_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      usable_ = false;  // end of file: the engine is gone
      return false;
    }
    buffer_.append(chunk, size_t(n));
    if (buffer_.size() > kMaxAnswerBytes) return false;  // send() tells this from a timeout by the size
  }
}

GtpReply GtpEngine::send(const std::string& command, double timeoutSeconds) {
  GtpReply reply;
  if (!usable_) return reply;  // Crash
  const double start = now();
  const double deadline = timeoutSeconds > 0 ? start + timeoutSeconds : 0;
  if (!writeAll(toEngine_, command + "\n")) {
    usable_ = false;
    return reply;
  }
  std::string line;
  // Skip blank lines before the answer; then read until the empty line that ends it.
  bool started = false;
  std::vector<std::string> lines;
  size_t answerBytes = 0;
  // What the engine said, cut short and made printable: it goes into logs and results files.
  const auto garbled = [&](std::string text) {
    if (text.size() > 200) text.resize(200);
    for (char& c : text)
      if (!std::isprint(static_cast<unsigned char>(c))) c = '?';
    reply.kind = GtpReply::Kind::Garbled;
    reply.text = std::move(text);
    usable_ = false;
    buffer_.clear();
    reply.seconds = now() - start;
    return reply;
  };
  for (;;) {
    if (!readLine(line, deadline)) {
      if (usable_ && buffer_.size() > kMaxAnswerBytes)
        return garbled("no end of line after " + std::to_string(kMaxAnswerBytes) + " bytes");
      reply.kind = usable_ ? GtpReply::Kind::Timeout : GtpReply::Kind::Crash;
      usable_ = false;
      reply.seconds = now() - start;
      return reply;
    }
    answerBytes += line.size() + 1;
    if (answerBytes > kMaxAnswerBytes)
      return garbled("no end of answer after " + std::to_string(kMaxAnswerBytes) + " bytes");
    if (!started) {
      if (line.empty()) continue;
      // Not GTP: whatever the engine meant, its answers can no longer be matched with commands,
      // and the rest of this one need not be waited for.
      if (line[0] != '=' && line[0] != '?') return garbled(line);
      started = true;
    } else if (line.empty()) {
      break;
    }
    lines.push_back(line);
  }
  std::string& first = lines.front();
  reply.kind = first[0] == '=' ? GtpReply::Kind::Success : GtpReply::Kind::Failure;
  size_t skip = 1;
  while (skip < first.size() && std::isdigit(static_cast<unsigned char>(first[skip]))) ++skip;
  while (skip < first.size() && (first[skip] == ' ' || first[skip] == '\t')) ++skip;
  first.erase(0, skip);
  for (size_t i = 0; i < lines.size(); ++i) {
    if (i) reply.text += '\n';
    reply.text += lines[i];
  }
  while (!reply.text.empty() && (reply.text.back() == ' ' || reply.text.back() == '\n'))
    reply.text.pop_back();
  reply.seconds = now() - start;
  return reply;
}

bool GtpEngine::knows(const std::string& name, double timeoutSeconds) {
  const std::string key = " " + name + " ";
  if (knownYes_.find(key) != std::string::npos) return true;
  if (knownNo_.find(key) != std::string::npos) return false;
  const GtpReply r = send("known_command " + name, timeoutSeconds);
  const bool yes = r.ok() && r.text == "true";
  (yes ? knownYes_ : knownNo_) += key;
  return yes;
}

void GtpEngine::close(double graceSeconds) {
  if (pid_ < 0) return;
  const bool wasUsable = usable_;
  if (usable_) {
    writeAll(toEngine_, "quit\n");
    std::string line;
    const double deadline = now() + graceSeconds;
    while (readLine(line, deadline)) {
    }
  }
  ::close(toEngine_);
  ::close(fromEngine_);
  // An engine that timed out or broke the protocol gets no grace period. The whole group is
  // killed: a hung engine's children would otherwise live on.
  if (!wasUsable || graceSeconds <= 0) ::kill(-pid_, SIGKILL);
  int status = 0;
  const double deadline = now() + graceSeconds;
  while (::waitpid(pid_, &status, WNOHANG) == 0) {
    if (now() > deadline) {
      ::kill(-pid_, SIGKILL);
      ::waitpid(pid_, &status, 0);
      break;
    }
    ::usleep(5000);
  }
  pid_ = -1;
  usable_ = false;
}

}  // namespace kosumi::tools
