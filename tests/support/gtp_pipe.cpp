#include "tests/support/gtp_pipe.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>

namespace kosumi::test {

GtpPipe::GtpPipe(const std::vector<std::string>& argv, int timeoutSeconds)
    : timeoutMs_(timeoutSeconds * 1000) {
  if (argv.empty()) return;
  signal(SIGPIPE, SIG_IGN);
  int in[2], out[2];
  if (pipe2(in, O_CLOEXEC) != 0) return;
  if (pipe2(out, O_CLOEXEC) != 0) {
    close(in[0]);
    close(in[1]);
    return;
  }
  // Build argv before forking: the child may only call async-signal-safe functions.
  std::vector<char*> args;
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  pid_ = fork();
  if (pid_ == 0) {
    dup2(in[0], STDIN_FILENO);  // dup2 clears close-on-exec on the copies
    dup2(out[1], STDOUT_FILENO);
    execv(args[0], args.data());
    _exit(127);
  }
  close(in[0]);
  close(out[1]);
  if (pid_ < 0) {
    close(in[1]);
    close(out[0]);
    return;
  }
  toEngine_ = in[1];
  fromEngine_ = out[0];
  alive_ = true;
}

GtpPipe::~GtpPipe() {
  if (alive_) send("quit");
  stop();
}

void GtpPipe::stop() {
  alive_ = false;
  if (toEngine_ >= 0) close(toEngine_);
  if (fromEngine_ >= 0) close(fromEngine_);
  toEngine_ = fromEngine_ = -1;
  if (pid_ > 0) {
    // Give the engine a moment to exit on its own after quit or a closed stdin, then make sure.
    for (int i = 0; i < 100; ++i) {
      if (waitpid(pid_, nullptr, WNOHANG) == pid_) {
        pid_ = -1;
        return;
      }
      usleep(10000);
    }
    kill(pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
    pid_ = -1;
  }
}

bool GtpPipe::readMore() {
  pollfd pfd{fromEngine_, POLLIN, 0};
  int ready;
  do ready = poll(&pfd, 1, timeoutMs_);
  while (ready < 0 && errno == EINTR);
  if (ready <= 0) return false;
  char chunk[4096];
  ssize_t n;
  do n = read(fromEngine_, chunk, sizeof chunk);
  while (n < 0 && errno == EINTR);
  if (n <= 0) return false;
  buffer_.append(chunk, size_t(n));
  return true;
}

std::string GtpPipe::send(const std::string& command) {
  if (!alive_) return "";
  const std::string line = command + "\n";
  size_t written = 0;
  while (written < line.size()) {
    const ssize_t n = write(toEngine_, line.data() + written, line.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      stop();
      return "";
    }
    written += size_t(n);
  }
  // An answer ends with an empty line. GTP allows CR before LF; drop CRs.
  for (;;) {
    for (size_t i = 0; i < buffer_.size(); ++i)
      if (buffer_[i] == '\r') buffer_.erase(i--, 1);
    const size_t end = buffer_.find("\n\n");
    if (end != std::string::npos) {
      std::string answer = buffer_.substr(0, end);
      buffer_.erase(0, end + 2);
      return answer;
    }
    if (!readMore()) {
      stop();
      return "";
    }
  }
}

}  // namespace kosumi::test
