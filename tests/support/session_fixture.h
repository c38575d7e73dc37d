#pragma once
// An in-process GTP session on 9x9 with a small, fixed search budget, for tests that send
// commands and read answers without starting the binary; and fresh temporary folders for the
// file commands.
#include <filesystem>
#include <memory>
#include <string>

#include "gtp/engine_options.h"
#include "gtp/file_access.h"
#include "gtp/log.h"
#include "gtp/session.h"

namespace kosumi::test {

struct SessionFixture {
  gtp::EngineOptions options;
  gtp::Log log{false, ""};
  std::unique_ptr<gtp::Session> session;
  explicit SessionFixture(gtp::FileAccess files = {});
  std::string send(const std::string& line) { return session->execute(line); }
};

// An empty folder under the system's temporary folder, named after tag and this process.
std::filesystem::path freshTempDir(const std::string& tag);

}  // namespace kosumi::test
