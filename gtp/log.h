#pragma once
// The engine's log: stderr, and a file as well when --log-file names one. stdout carries GTP only.
#include <fstream>
#include <string>
#include <string_view>

namespace kosumi::gtp {

class Log {
 public:
  Log(bool verbose, const std::string& filePath);
  // Whether the log file named in the constructor could be opened (true when none was named).
  bool fileOk() const { return fileOk_; }
  bool verbose() const { return verbose_; }
  // One line, always written.
  void info(std::string_view line);
  // One line, written with --verbose only.
  void debug(std::string_view line);

 private:
  bool verbose_;
  bool fileOk_ = true;
  std::ofstream file_;
};

}  // namespace kosumi::gtp
