#include "playouts/shape_patterns.h"

#include <bit>
#include <string_view>

namespace kosumi {

namespace {

// Shapes as 3x3 diagrams around the empty centre where the move goes. 'X' and 'O' are stones of
// the two colours (either may be the player's), '.' empty, 'x' anything but an X stone on the
// board, 'o' likewise for O, '#' off the board, '?' anything.
constexpr std::string_view kShapes[] = {
    // Hane: reaching round an opponent stone that touches one's own.
    "XOX"
    "..."
    "???",
    "XO."
    "..."
    "?.?",
    "XO?"
    "X.."
    "x.?",
    "XOO"
    "..."
    "?.?",
    // Cutting, or connecting against a cut, where two stones touch only diagonally.
    "XO?"
    "O.o"
    "?o?",
    "XO?"
    "O.X"
    "???",
    "?X?"
    "O.O"
    "ooo",
    // On the first line.
    "X.?"
    "O.?"
    "###",
    "OX?"
    "X.O"
    "###",
    "?X?"
    "x.O"
    "###",
    "?XO"
    "x.x"
    "###",
    "?OX"
    "X.O"
    "###",
};

// The colours a diagram character allows, as a bit per Color value; `swap` exchanges X and O.
unsigned allowed(char ch, bool swap) {
  constexpr unsigned kBlack = 1u << unsigned(Color::Black), kWhite = 1u << unsigned(Color::White),
                     kEmpty = 1u << unsigned(Color::Empty), kWall = 1u << unsigned(Color::Wall);
  const unsigned x = swap ? kWhite : kBlack, o = swap ? kBlack : kWhite;
  switch (ch) {
    case 'X': return x;
    case 'O': return o;
    case '.': return kEmpty;
    case 'x': return o | kEmpty;
    case 'o': return x | kEmpty;
    case '#': return kWall;
    default: return kBlack | kWhite | kEmpty | kWall;
  }
}

}  // namespace

const ShapePatterns& ShapePatterns::standard() {
  static const ShapePatterns table;
  return table;
}

ShapePatterns::ShapePatterns() {
  for (std::string_view shape : kShapes) {
    for (int orientation = 0; orientation < 8; ++orientation) {
      // Cell (r, c) of the oriented shape reads cell (sr, sc) of the diagram: a transpose for
      // the odd orientations, then mirrors of rows and columns.
      unsigned masks[2][8];
      int cell = 0;
      for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c) {
          if (r == 1 && c == 1) continue;
          int sr = (orientation & 1) ? c : r, sc = (orientation & 1) ? r : c;
          if (orientation & 2) sr = 2 - sr;
          if (orientation & 4) sc = 2 - sc;
          const char ch = shape[size_t(sr * 3 + sc)];
          masks[0][cell] = allowed(ch, false);
          masks[1][cell] = allowed(ch, true);
          ++cell;
        }
      // Every key whose eight colours each lie in their allowed set.
      for (const auto& m : masks) {
        unsigned key = 0;
        auto next = [&](int i, auto&& self) -> void {
          if (i == 8) {
            bits_[key >> 6] |= uint64_t(1) << (key & 63);
            return;
          }
          for (unsigned colour = 0; colour < 4; ++colour) {
            if (!((m[i] >> colour) & 1)) continue;
            key = (key & ~(3u << (2 * i))) | (colour << (2 * i));
            self(i + 1, self);
          }
        };
        next(0, next);
      }
    }
  }
}

int ShapePatterns::matchingKeys() const {
  int n = 0;
  for (uint64_t w : bits_) n += std::popcount(w);
  return n;
}

}  // namespace kosumi
