#pragma once
// Input echoed in an error message: a caller who sent a megabyte of garbage gets a message of a
// line, not the megabyte back. Every message that repeats what it was given quotes it with this.
#include <cstddef>
#include <string>
#include <string_view>

namespace kosumi {

// The most bytes of an input an error message repeats.
inline constexpr size_t kQuotedInputBytes = 40;

// The text in single quotes: whole when it is at most kQuotedInputBytes long, else its first
// bytes (cut before a UTF-8 character, never inside one), an ellipsis and the whole length:
// "'AAAA...' (1048576 bytes)".
std::string quotedInput(std::string_view text);

}  // namespace kosumi
