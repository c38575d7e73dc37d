#pragma once
// Colours of stones and points. Black and White are 0 and 1 so they index per-colour arrays directly.
#include <cstdint>

namespace kosumi {

enum class Color : uint8_t { Black = 0, White = 1, Empty = 2, Wall = 3 };

constexpr Color opponent(Color c) { return Color(uint8_t(c) ^ 1u); }
constexpr int index(Color c) { return int(c); }
constexpr bool isStone(Color c) { return uint8_t(c) < 2; }

// "B"/"W" for stones, "." for empty: used in diagrams and logs.
constexpr char colorLetter(Color c) {
  switch (c) {
    case Color::Black: return 'B';
    case Color::White: return 'W';
    case Color::Empty: return '.';
    default: return '#';
  }
}

}  // namespace kosumi
