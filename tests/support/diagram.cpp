#include "tests/support/diagram.h"

#include <gtest/gtest.h>

#include <cctype>

#include "engine/vertex.h"

namespace kosumi::test {

namespace {
constexpr std::string_view kColumns = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

std::string withoutSpaces(std::string_view line) {
  std::string out;
  for (char ch : line)
    if (!std::isspace(static_cast<unsigned char>(ch))) out += ch;
  return out;
}

// Splits "12XO.12" into the optional leading number, the cells and the optional trailing number
// (-1 when absent).
void splitRow(const std::string& row, int& leading, std::string& cells, int& trailing) {
  size_t begin = 0, end = row.size();
  while (begin < end && std::isdigit(static_cast<unsigned char>(row[begin]))) ++begin;
  while (end > begin && std::isdigit(static_cast<unsigned char>(row[end - 1]))) --end;
  leading = begin > 0 ? std::stoi(row.substr(0, begin)) : -1;
  trailing = end < row.size() ? std::stoi(row.substr(end)) : -1;
  cells = row.substr(begin, end - begin);
}
}  // namespace

Expected<Diagram> parseDiagram(std::string_view text) {
  std::vector<std::string> rows;
  std::vector<std::string> headers;
  std::vector<int> numbers;  // row numbers given, -1 where none
  size_t start = 0;
  while (start <= text.size()) {
    size_t nl = text.find('\n', start);
    if (nl == std::string_view::npos) nl = text.size();
    const std::string line = withoutSpaces(text.substr(start, nl - start));
    start = nl + 1;
    if (line.empty()) continue;
    if (line.rfind("AB", 0) == 0) {  // column letters; no row of cells holds an A
      headers.push_back(line);
      continue;
    }
    int leading = -1, trailing = -1;
    std::string cells;
    splitRow(line, leading, cells, trailing);
    if (leading >= 0 && trailing >= 0 && leading != trailing)
      return Error{"row numbers differ in '" + line + "'"};
    for (char ch : cells)
      if (std::string_view("XO.+xo").find(ch) == std::string_view::npos)
        return Error{"unexpected '" + std::string(1, ch) + "' in row '" + line + "'"};
    rows.push_back(cells);
    numbers.push_back(leading >= 0 ? leading : trailing);
  }
  const int size = int(rows.size());
  if (size < kMinSize || size > kMaxSize)
    return Error{"a diagram needs 2 to 25 rows, got " + std::to_string(size)};
  for (const std::string& h : headers)
    if (h != kColumns.substr(0, size)) return Error{"column letters '" + h + "' do not fit the size"};
  Diagram d;
  d.size = size;
  const Geometry geo(size);
  for (int r = 0; r < size; ++r) {
    if (int(rows[r].size()) != size)
      return Error{"row " + std::to_string(r + 1) + " from the top has " + std::to_string(rows[r].size()) +
                   " points, not " + std::to_string(size)};
    const int y = size - 1 - r;
    if (numbers[r] >= 0 && numbers[r] != y + 1)
      return Error{"row numbered " + std::to_string(numbers[r]) + " should be " + std::to_string(y + 1)};
    for (int x = 0; x < size; ++x) {
      const char ch = rows[r][x];
      const Point p = geo.point(x, y);
      if (ch == 'X' || ch == 'x') d.black.push_back(p);
      if (ch == 'O' || ch == 'o') d.white.push_back(p);
      if (ch == 'x' || ch == 'o') d.dead.set(p);
    }
  }
  return d;
}

Expected<Board> boardFromDiagram(std::string_view text) {
  auto d = parseDiagram(text);
  if (!d) return Error{d.error()};
  Board b(d->size);
  for (Color c : {Color::Black, Color::White})
    for (Point p : c == Color::Black ? d->black : d->white) {
      if (b.check(p, c) == MoveLegality::Suicide) return Error{"the diagram holds a chain without liberties"};
      b.play(p, c);
    }
  b.forgetLastMove();
  // A stone placed on the last liberty of a chain captures it: such a diagram is no position, so
  // it is refused rather than silently changed.
  if (b.stones(Color::Black).count() != int(d->black.size()) ||
      b.stones(Color::White).count() != int(d->white.size()))
    return Error{"the diagram holds a chain without liberties"};
  return b;
}

Expected<Game> gameFromDiagram(std::string_view text, const Rules& rules) {
  auto d = parseDiagram(text);
  if (!d) return Error{d.error()};
  Game g(d->size, rules);
  for (Color c : {Color::Black, Color::White}) {
    const Status s = g.addSetupStones(c, c == Color::Black ? d->black : d->white);
    if (!s) return Error{s.error()};
  }
  return g;
}

Board boardFrom(std::string_view text) {
  auto b = boardFromDiagram(text);
  if (!b) {
    ADD_FAILURE() << "bad diagram: " << b.error() << "\n" << text;
    return Board(2);
  }
  return b.value();
}

Game gameFrom(std::string_view text, const Rules& rules) {
  auto g = gameFromDiagram(text, rules);
  if (!g) {
    ADD_FAILURE() << "bad diagram: " << g.error() << "\n" << text;
    return Game(2, rules);
  }
  return g.value();
}

Bitboard deadFrom(std::string_view text) {
  auto d = parseDiagram(text);
  if (!d) {
    ADD_FAILURE() << "bad diagram: " << d.error() << "\n" << text;
    return {};
  }
  return d->dead;
}

Point at(const Geometry& geo, std::string_view vertex) {
  auto p = parseVertex(vertex, geo);
  if (!p) {
    ADD_FAILURE() << "bad vertex " << vertex << ": " << p.error();
    return kNullPoint;
  }
  return *p;
}

std::vector<Point> points(const Geometry& geo, std::string_view vertices) {
  std::vector<Point> out;
  size_t i = 0;
  while (i < vertices.size()) {
    while (i < vertices.size() && vertices[i] == ' ') ++i;
    size_t j = i;
    while (j < vertices.size() && vertices[j] != ' ') ++j;
    if (j > i) out.push_back(at(geo, vertices.substr(i, j - i)));
    i = j;
  }
  return out;
}

Bitboard pointSet(const Geometry& geo, std::string_view vertices) {
  Bitboard b;
  for (Point p : points(geo, vertices)) b.set(p);
  return b;
}

std::string diagramOf(const Board& board) {
  const Geometry& geo = board.geometry();
  std::string out;
  for (int y = geo.size() - 1; y >= 0; --y) {
    for (int x = 0; x < geo.size(); ++x) {
      const Color c = board.at(geo.point(x, y));
      out += c == Color::Black ? 'X' : c == Color::White ? 'O' : '.';
    }
    out += '\n';
  }
  return out;
}

std::string normalised(std::string_view text) {
  auto d = parseDiagram(text);
  if (!d) {
    ADD_FAILURE() << "bad diagram: " << d.error() << "\n" << text;
    return {};
  }
  const Geometry geo(d->size);
  std::string cells(size_t(d->size * d->size), '.');
  auto cell = [&](Point p) -> char& {
    return cells[size_t((d->size - 1 - geo.y(p)) * d->size + geo.x(p))];
  };
  for (Point p : d->black) cell(p) = 'X';
  for (Point p : d->white) cell(p) = 'O';
  std::string out;
  for (int r = 0; r < d->size; ++r) out += cells.substr(size_t(r * d->size), size_t(d->size)) + "\n";
  return out;
}

}  // namespace kosumi::test
