#pragma once
// Runs a program to completion with given bytes on its stdin, for tests that check a whole
// session of build/kosumi: its stdout, its stderr and its exit status.
#include <string>
#include <vector>

namespace kosumi::test {

struct ProcessResult {
  int exitCode = -1;    // the exit status, or -1 when killed by a signal or not started
  int signal = 0;       // the signal that ended it, if any
  bool timedOut = false;
  std::string out;
  std::string err;
};

// argv[0] is the program's path. The program is killed after timeoutSeconds.
ProcessResult runProcess(const std::vector<std::string>& argv, const std::string& input,
                         int timeoutSeconds = 60);

}  // namespace kosumi::test
