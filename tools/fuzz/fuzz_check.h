#pragma once
// What a harness does when an invariant breaks: say which one on stderr and abort, so libFuzzer
// records the input as a crash (a failed check is as much a finding as a sanitizer report).
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace kosumi::fuzz {

[[noreturn]] inline void fail(std::string_view what, std::string_view detail = {}) {
  std::fprintf(stderr, "fuzz check failed: %.*s\n%.*s\n", int(what.size()), what.data(), int(detail.size()),
               detail.data());
  std::abort();
}

inline void check(bool ok, std::string_view what, std::string_view detail = {}) {
  if (!ok) fail(what, detail);
}

}  // namespace kosumi::fuzz
