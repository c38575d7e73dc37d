#include "engine/vertex.h"
#include "engine/quoted_input.h"

#include <cctype>

namespace kosumi {

namespace {
constexpr std::string_view kColumns = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

bool equalsIgnoreCase(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i])))
      return false;
  return true;
}
}  // namespace

Expected<Point> parseVertex(std::string_view text, const Geometry& geo) {
  if (equalsIgnoreCase(text, "pass")) return kPass;
  const std::string quoted = "vertex " + quotedInput(text);
  if (text.empty()) return Error{"empty vertex"};
  const char letter = char(std::toupper(static_cast<unsigned char>(text[0])));
  if (letter == 'I') return Error{quoted + ": the letter I is not used for columns"};
  const size_t column = kColumns.find(letter);
  if (column == std::string_view::npos) return Error{quoted + ": the column must be a letter A to Z"};
  if (text.size() == 1) return Error{quoted + " has no row number"};
  for (size_t i = 1; i < text.size(); ++i)
    if (!std::isdigit(static_cast<unsigned char>(text[i])))
      return Error{quoted + ": a column letter must be followed by a row number"};
  if (text[1] == '0') return Error{quoted + ": rows are numbered from 1, without leading zeros"};
  const int size = geo.size();
  // Rows beyond 99 are off every board; stopping there keeps the number from overflowing.
  int row = 0;
  for (size_t i = 1; i < text.size() && row <= 99; ++i) row = row * 10 + (text[i] - '0');
  if (int(column) >= size || row > size)
    return Error{quoted + " is off the " + std::to_string(size) + "x" + std::to_string(size) + " board"};
  return geo.point(int(column), row - 1);
}

std::string formatVertex(Point p, const Geometry& geo) {
  if (p == kPass) return "pass";
  if (!geo.onBoard(p)) return "??";
  return std::string(1, kColumns[geo.x(p)]) + std::to_string(geo.y(p) + 1);
}

Expected<Color> parseColor(std::string_view text) {
  if (equalsIgnoreCase(text, "b") || equalsIgnoreCase(text, "black")) return Color::Black;
  if (equalsIgnoreCase(text, "w") || equalsIgnoreCase(text, "white")) return Color::White;
  return Error{"invalid color " + quotedInput(text)};
}

std::string formatColor(Color c) { return c == Color::Black ? "B" : "W"; }

Expected<Point> parseSgfPoint(std::string_view text, const Geometry& geo) {
  if (text.empty()) return kPass;
  if (text.size() != 2) return Error{"malformed SGF point " + quotedInput(text)};
  if (text == "tt" && geo.size() <= 19) return kPass;
  auto coord = [](char ch) {
    if (ch >= 'a' && ch <= 'z') return ch - 'a';
    if (ch >= 'A' && ch <= 'Z') return ch - 'A' + 26;
    return -1;
  };
  const int x = coord(text[0]);
  const int top = coord(text[1]);
  const int size = geo.size();
  if (x < 0 || top < 0 || x >= size || top >= size)
    return Error{"SGF point " + quotedInput(text) + " is off the board"};
  return geo.point(x, size - 1 - top);
}

std::string formatSgfPoint(Point p, const Geometry& geo) {
  if (p == kPass || !geo.onBoard(p)) return "";
  const int top = geo.size() - 1 - geo.y(p);
  return std::string{char('a' + geo.x(p)), char('a' + top)};
}

}  // namespace kosumi
