#include "gtp/log.h"

#include <cstdio>

namespace kosumi::gtp {

Log::Log(bool verbose, const std::string& filePath) : verbose_(verbose) {
  if (!filePath.empty()) {
    file_.open(filePath, std::ios::app);
    fileOk_ = bool(file_);
  }
}

void Log::info(std::string_view line) {
  std::fwrite(line.data(), 1, line.size(), stderr);
  std::fputc('\n', stderr);
  std::fflush(stderr);
  if (file_) {
    file_ << line << '\n';
    file_.flush();
  }
}

void Log::debug(std::string_view line) {
  if (verbose_) info(line);
}

}  // namespace kosumi::gtp
