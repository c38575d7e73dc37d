#pragma once
// Which paths the file commands (loadsgf, printsgf FILE) may touch. A server that passes
// untrusted users' commands to the engine turns files off (--no-files) or confines them to one
// directory (--files-root): there, relative paths are taken inside the directory, and a path that
// leaves it, through "..", an absolute path or a symbolic link, is refused.
#include <filesystem>
#include <string>
#include <string_view>

#include "engine/expected.h"

namespace kosumi::gtp {

class FileAccess {
 public:
  // Every path allowed, relative to the working directory.
  FileAccess() = default;
  static FileAccess disabled();
  // Confined to root, which must be an existing directory.
  static Expected<FileAccess> confinedTo(const std::string& root);

  bool enabled() const { return enabled_; }
  // The path to open for `name`, or why it is refused.
  Expected<std::filesystem::path> resolve(std::string_view name) const;
  // A whole file, refused above maxBytes.
  Expected<std::string> read(std::string_view name, size_t maxBytes) const;
  Status write(std::string_view name, std::string_view text) const;

 private:
  bool enabled_ = true;
  std::filesystem::path root_;  // canonical; empty when not confined
};

}  // namespace kosumi::gtp
