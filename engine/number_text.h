#pragma once
// Doubles to and from text exactly as std::from_chars and std::to_chars do it (general format;
// the shortest text that reads back as the same double). Standard libraries without
// floating-point <charconv> (libc++ before 17, which the WebAssembly build's Emscripten ships)
// get an equivalent built on strtod and snprintf, whose results are correctly rounded.
#include <charconv>

namespace kosumi {

std::from_chars_result doubleFromChars(const char* first, const char* last, double& value);
std::to_chars_result doubleToChars(char* first, char* last, double value);

// The equivalent on strtod and snprintf, always built, so that native tests can compare it with
// the standard library's.
namespace portable {
std::from_chars_result doubleFromChars(const char* first, const char* last, double& value);
std::to_chars_result doubleToChars(char* first, char* last, double value);
}  // namespace portable

}  // namespace kosumi
