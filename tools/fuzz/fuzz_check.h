#pragma once
// What a harness does when an invariant breaks: say which one and abort, so libFuzzer records the
// input as a crash (a failed check is as much a finding as a sanitizer report). The message goes
// through the sanitizer's report channel too, which stays open when the fuzzer is told to close
// stderr (-close_fd_mask) to keep the engine's own log quiet.
#include <sanitizer/common_interface_defs.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace kosumi::fuzz {

[[noreturn]] inline void fail(std::string_view what, std::string_view detail = {}) {
  std::fprintf(stderr, "fuzz check failed: %.*s\n%.*s\n", int(what.size()), what.data(), int(detail.size()),
               detail.data());
  const std::string summary = "fuzz check failed: " + std::string(what) + "\n" + std::string(detail);
  __sanitizer_report_error_summary(summary.c_str());
  std::abort();
}

inline void check(bool ok, std::string_view what, std::string_view detail = {}) {
  if (!ok) fail(what, detail);
}

}  // namespace kosumi::fuzz
