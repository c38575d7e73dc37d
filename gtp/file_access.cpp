#include "gtp/file_access.h"
#include "engine/quoted_input.h"

#include <fstream>
#include <iterator>
#include <system_error>

namespace kosumi::gtp {

namespace fs = std::filesystem;

FileAccess FileAccess::disabled() {
  FileAccess f;
  f.enabled_ = false;
  return f;
}

Expected<FileAccess> FileAccess::confinedTo(const std::string& root) {
  std::error_code ec;
  const fs::path canonical = fs::canonical(root, ec);
  if (ec || !fs::is_directory(canonical, ec)) return Error{"files root " + root + " is not a directory"};
  FileAccess f;
  f.root_ = canonical;
  return f;
}

Expected<fs::path> FileAccess::resolve(std::string_view name) const {
  if (!enabled_) return Error{"file access is disabled"};
  if (name.empty()) return Error{"empty file name"};
  if (root_.empty()) return fs::path(name);
  const fs::path requested(name);
  // Symbolic links are followed for the parts that exist, so a link pointing out of the root is
  // judged by where it leads.
  std::error_code ec;
  const fs::path full = fs::weakly_canonical(root_ / requested, ec);
  if (ec) return Error{"cannot resolve " + quotedInput(name)};
  auto r = root_.begin();
  auto f = full.begin();
  for (; r != root_.end(); ++r, ++f)
    if (f == full.end() || *f != *r) return Error{"path is outside the files root"};
  if (f == full.end()) return Error{"path is the files root itself"};
  // weakly_canonical stops at the first part that does not exist, and a link whose target does
  // not exist counts as not existing, so such a link is left in the path unresolved: writing
  // through it would create its target wherever it points. Any link still in the path is one.
  fs::path walked = root_;
  for (; f != full.end(); ++f) {
    walked /= *f;
    if (fs::is_symlink(fs::symlink_status(walked, ec))) return Error{"path goes through a broken symbolic link"};
  }
  return full;
}

Expected<std::string> FileAccess::read(std::string_view name, size_t maxBytes) const {
  auto path = resolve(name);
  if (!path) return Error{path.error()};
  std::error_code ec;
  if (!fs::is_regular_file(*path, ec)) return Error{"no such file"};
  const auto size = fs::file_size(*path, ec);
  if (ec) return Error{"cannot read the file"};
  if (size > maxBytes) return Error{"file is larger than " + std::to_string(maxBytes) + " bytes"};
  std::ifstream in(*path, std::ios::binary);
  if (!in) return Error{"cannot open the file"};
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

Status FileAccess::write(std::string_view name, std::string_view text) const {
  auto path = resolve(name);
  if (!path) return Error{path.error()};
  std::ofstream out(*path, std::ios::binary | std::ios::trunc);
  if (!out) return Error{"cannot open the file for writing"};
  out.write(text.data(), std::streamsize(text.size()));
  if (!out) return Error{"write failed"};
  return {};
}

}  // namespace kosumi::gtp
