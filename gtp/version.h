#pragma once
// The engine's version, from the project version in CMake.
namespace kosumi::gtp {
#ifdef KOSUMI_VERSION
inline constexpr const char* kVersion = KOSUMI_VERSION;
#else
inline constexpr const char* kVersion = "unknown";
#endif
}  // namespace kosumi::gtp
