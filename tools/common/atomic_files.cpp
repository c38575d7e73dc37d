#include "tools/common/atomic_files.h"

#include <cerrno>
#include <cstring>
#include <filesystem>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace kosumi::tools {

namespace {

Error systemError(const std::string& what, const std::string& path) {
  return Error{what + " " + path + ": " + std::strerror(errno)};
}

}  // namespace

bool writeAll(int fd, const std::string& data) {
  size_t done = 0;
  while (done < data.size()) {
    const ssize_t n = ::write(fd, data.data() + done, data.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += size_t(n);
  }
  return true;
}

Status writeFileAtomically(const std::string& path, const std::string& text) {
  const std::string temporary = path + ".tmp";
  const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return systemError("cannot create", temporary);
  const bool written = writeAll(fd, text) && ::fsync(fd) == 0;
  const int savedErrno = errno;
  ::close(fd);
  if (!written) {
    errno = savedErrno;
    const Error e = systemError("cannot write", temporary);
    ::unlink(temporary.c_str());
    return e;
  }
  if (::rename(temporary.c_str(), path.c_str()) != 0) return systemError("cannot rename to", path);
  // The rename itself reaches the disk with the folder's entry.
  const std::string folder = std::filesystem::path(path).parent_path().string();
  const int dir = ::open(folder.empty() ? "." : folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir >= 0) {
    ::fsync(dir);
    ::close(dir);
  }
  return Status::success();
}

Status appendLines(const std::string& path, const std::string& text) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (fd < 0) return systemError("cannot open", path);
  // One write() of the whole text: O_APPEND places it at the end as one piece. A short write
  // (a full disk) is finished by further writes, which is the best that can be done then.
  const bool written = writeAll(fd, text);
  const int savedErrno = errno;
  ::close(fd);
  if (!written) {
    errno = savedErrno;
    return systemError("cannot append to", path);
  }
  return Status::success();
}

Expected<long> dropTornLastLine(const std::string& path) {
  const int fd = ::open(path.c_str(), O_RDWR | O_CLOEXEC);
  if (fd < 0) {
    if (errno == ENOENT) return 0L;
    return systemError("cannot open", path);
  }
  struct stat st {};
  if (::fstat(fd, &st) != 0) {
    const Error e = systemError("cannot read", path);
    ::close(fd);
    return e;
  }
  // Back from the end to the last newline, a block at a time.
  off_t end = st.st_size, keep = 0;
  char block[4096];
  while (end > 0) {
    const off_t from = end > off_t(sizeof block) ? end - off_t(sizeof block) : 0;
    const ssize_t n = ::pread(fd, block, size_t(end - from), from);
    if (n != ssize_t(end - from)) {
      const Error e = systemError("cannot read", path);
      ::close(fd);
      return e;
    }
    const void* last = ::memrchr(block, '\n', size_t(n));
    if (last) {
      keep = from + off_t(static_cast<const char*>(last) - block) + 1;
      break;
    }
    end = from;
  }
  const long cut = long(st.st_size - keep);
  if (cut > 0 && ::ftruncate(fd, keep) != 0) {
    const Error e = systemError("cannot truncate", path);
    ::close(fd);
    return e;
  }
  ::close(fd);
  return cut;
}

}  // namespace kosumi::tools
