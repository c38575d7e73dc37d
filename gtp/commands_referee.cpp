// Questions a referee or a front end asks about the position (GNU Go's names and answers):
// is_legal, all_legal, captures, list_stones, color, countlib, move_history.
#include "engine/vertex.h"
#include "gtp/session.h"

namespace kosumi::gtp {

namespace {
const char* colorWord(Color c) {
  return c == Color::Black ? "black" : c == Color::White ? "white" : "empty";
}
}  // namespace

void Session::registerRefereeCommands() {
  table_.add("is_legal", [this](const Arguments& a) {
    if (Status s = a.expectCount(2); !s) return Reply::fail(s.error());
    auto color = a.color(0);
    auto point = a.vertex(1, game_.geometry());
    if (!color || !point) return Reply::fail(kSyntaxError);
    return Reply::ok(game_.legality(*color, *point) == MoveLegality::Legal ? "1" : "0");
  });
  table_.add("all_legal", [this](const Arguments& a) {
    if (Status s = a.expectCount(1); !s) return Reply::fail(s.error());
    auto color = a.color(0);
    if (!color) return Reply::fail(color.error());
    Bitboard legal;
    boardMask(game_.geometry()).forEach([&](Point p) {
      if (game_.legality(*color, p) == MoveLegality::Legal) legal.set(p);
    });
    return Reply::ok(vertexList(legal));
  });
  table_.add("captures", [this](const Arguments& a) {
    if (Status s = a.expectCount(1); !s) return Reply::fail(s.error());
    auto color = a.color(0);
    if (!color) return Reply::fail(color.error());
    return Reply::ok(std::to_string(game_.board().captures(*color)));
  });
  table_.add("list_stones", [this](const Arguments& a) {
    if (Status s = a.expectCount(1); !s) return Reply::fail(s.error());
    auto color = a.color(0);
    if (!color) return Reply::fail(color.error());
    return Reply::ok(vertexList(game_.board().stones(*color)));
  });
  table_.add("color", [this](const Arguments& a) {
    if (Status s = a.expectCount(1); !s) return Reply::fail(s.error());
    auto point = a.vertex(0, game_.geometry());
    if (!point || *point == kPass) return Reply::fail(kSyntaxError);
    return Reply::ok(colorWord(game_.board().at(*point)));
  });
  table_.add("countlib", [this](const Arguments& a) {
    if (Status s = a.expectCount(1); !s) return Reply::fail(s.error());
    auto point = a.vertex(0, game_.geometry());
    if (!point || *point == kPass) return Reply::fail(kSyntaxError);
    if (!isStone(game_.board().at(*point))) return Reply::fail("vertex must not be empty");
    return Reply::ok(std::to_string(game_.board().liberties(*point)));
  });
  table_.add("move_history", [this](const Arguments&) {
    // Newest first, one move per line, as GNU Go answers.
    std::string out;
    const auto& moves = game_.moves();
    for (auto it = moves.rbegin(); it != moves.rend(); ++it) {
      if (!out.empty()) out += '\n';
      out += std::string(colorWord(it->color)) + " " + formatVertex(it->point, game_.geometry());
    }
    return Reply::ok(out);
  });
}

}  // namespace kosumi::gtp
