// Handicap stones: fixed_handicap, place_free_handicap, set_free_handicap.
#include <algorithm>

#include "engine/handicap.h"
#include "engine/vertex.h"
#include "gtp/free_handicap.h"
#include "gtp/session.h"

namespace kosumi::gtp {

namespace {
bool boardEmpty(const Game& g) {
  const Board& b = g.board();
  return g.moves().empty() && g.setupStones().empty() && b.stones(Color::Black).empty() &&
         b.stones(Color::White).empty();
}

std::string joinVertices(const std::vector<Point>& points, const Geometry& geo) {
  std::string out;
  for (Point p : points) {
    if (!out.empty()) out += ' ';
    out += formatVertex(p, geo);
  }
  return out;
}
}  // namespace

void Session::registerHandicapCommands() {
  table_.add("fixed_handicap", [this](const Arguments& a) {
    if (Status s = a.expectCount(1); !s) return Reply::fail(s.error());
    auto n = a.integer(0, -1000000, 1000000);
    if (!n) return Reply::fail(n.error());
    if (!boardEmpty(game_)) return Reply::fail("board not empty");
    auto points = fixedHandicapPoints(game_.geometry(), int(*n));
    if (!points) return Reply::fail("invalid number of stones");
    if (Status s = game_.addSetupStones(Color::Black, *points, true); !s) return Reply::fail(s.error());
    forgetResult();
    return Reply::ok(joinVertices(*points, game_.geometry()));
  });
  table_.add("place_free_handicap", [this](const Arguments& a) {
    if (Status s = a.expectCount(1); !s) return Reply::fail(s.error());
    auto n = a.integer(0, -1000000, 1000000);
    if (!n) return Reply::fail(n.error());
    if (!boardEmpty(game_)) return Reply::fail("board not empty");
    if (*n < 2 || *n >= game_.geometry().area()) return Reply::fail("invalid number of stones");
    const std::vector<Point> points = freeHandicapPoints(game_.geometry(), int(*n));
    if (Status s = game_.addSetupStones(Color::Black, points, true); !s) return Reply::fail(s.error());
    forgetResult();
    return Reply::ok(joinVertices(points, game_.geometry()));
  });
  table_.add("set_free_handicap", [this](const Arguments& a) {
    if (a.empty()) return Reply::fail(kSyntaxError);
    if (!boardEmpty(game_)) return Reply::fail("board not empty");
    if (a.size() < 2 || int(a.size()) >= game_.geometry().area()) return Reply::fail("invalid number of stones");
    std::vector<Point> points;
    for (size_t i = 0; i < a.size(); ++i) {
      auto p = a.vertex(i, game_.geometry());
      if (!p || *p == kPass || std::find(points.begin(), points.end(), *p) != points.end())
        return Reply::fail("bad vertex list");
      points.push_back(*p);
    }
    if (Status s = game_.addSetupStones(Color::Black, points, true); !s) return Reply::fail("bad vertex list");
    forgetResult();
    return Reply::ok();
  });
}

}  // namespace kosumi::gtp
