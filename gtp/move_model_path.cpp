#include "gtp/move_model_path.h"

#include <filesystem>
#include <system_error>

namespace kosumi::gtp {

std::vector<std::string> moveModelCandidates() {
  namespace fs = std::filesystem;
  std::vector<std::string> candidates;
  std::error_code ec;
  const fs::path binary = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    const fs::path up = binary.parent_path().parent_path();
    candidates.push_back((up / "share" / "kosumi" / kMoveModelFileName).string());
    candidates.push_back((up / "playouts" / "models" / kMoveModelFileName).string());
  }
  candidates.push_back((fs::path(KOSUMI_SOURCE_TREE) / "playouts" / "models" / kMoveModelFileName).string());
  return candidates;
}

std::vector<std::string> networkCandidates() {
  namespace fs = std::filesystem;
  const char* name = "network.kmn";
  std::vector<std::string> candidates;
  std::error_code ec;
  const fs::path binary = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    const fs::path up = binary.parent_path().parent_path();
    candidates.push_back((up / "share" / "kosumi" / name).string());
    candidates.push_back((up / "network" / "models" / name).string());
  }
  candidates.push_back((fs::path(KOSUMI_SOURCE_TREE) / "network" / "models" / name).string());
  return candidates;
}

std::string defaultNetworkPath() {
  for (const std::string& path : networkCandidates()) {
    std::error_code ec;
    if (std::filesystem::is_regular_file(path, ec)) return path;
  }
  return "";
}

Expected<std::string> defaultMoveModelPath() {
  const std::vector<std::string> candidates = moveModelCandidates();
  std::string tried;
  for (const std::string& path : candidates) {
    std::error_code ec;
    if (std::filesystem::is_regular_file(path, ec)) return path;
    tried += (tried.empty() ? "" : ", ") + path;
  }
  return Error{"no move model found (looked for " + tried + "); give one with --move-model FILE"};
}

}  // namespace kosumi::gtp
