#include "tests/support/session_fixture.h"

#include <unistd.h>

namespace kosumi::test {

SessionFixture::SessionFixture(gtp::FileAccess files) {
  options.size = 9;
  options.player.playouts = 20;
  options.player.threads = 1;
  options.player.seed = 1;
  session = std::make_unique<gtp::Session>(options, log, std::move(files));
}

std::filesystem::path freshTempDir(const std::string& tag) {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("kosumi-test-" + tag + "-" + std::to_string(getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

}  // namespace kosumi::test
