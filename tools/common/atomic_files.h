#pragma once
// File writes that a kill at any instant cannot leave half done, for the match runner's records:
// whole files replaced by a rename, and lines appended with a single write. A reader of an
// appended file ignores a last line without its newline, which only an interrupted write leaves.
#include <string>

#include "engine/expected.h"

namespace kosumi::tools {

// Writes `text` to PATH.tmp, flushes it to disk and renames it over `path`: a reader sees the old
// file or the new one, never a part of either.
Status writeFileAtomically(const std::string& path, const std::string& text);

// Writes all of data to the file descriptor, again after an interrupted or partial write; false
// on an error. The match runner's pipes to its engines use it too.
bool writeAll(int fd, const std::string& data);

// Appends `text` (whole lines, each ending in '\n') to `path` in one write() on a file opened
// for appending, created if absent, so that writers in several threads never interleave and a kill
// leaves at most one line without its newline.
Status appendLines(const std::string& path, const std::string& text);

// Cuts a last line without its newline from the end of `path`, so that the next appended line
// starts on a line of its own; an absent file is left absent. The number of bytes cut.
Expected<long> dropTornLastLine(const std::string& path);

}  // namespace kosumi::tools
