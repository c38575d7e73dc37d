// The end of a game: final_score, final_status_list, kosumi-dead (the dead stones both players
// agreed on) and kgs-game_over.
#include "engine/vertex.h"
#include "gtp/session.h"
#include "referee/game_end.h"
#include "search/game_end/stone_status.h"

namespace kosumi::gtp {

void Session::registerScoringCommands() {
  table_.add("final_score", [this](const Arguments&) {
    const Bitboard dead = deadStones();
    const Board& board = game_.board();
    // The judgment must only name stones on the board; anything else cannot be scored.
    if (!dead.andNot(board.stones(Color::Black) | board.stones(Color::White)).empty())
      return Reply::fail("cannot score");
    return Reply::ok(GameEnd::scored(game_, dead).text);
  });
  table_.add("final_status_list", [this](const Arguments& a) {
    if (Status s = a.expectCount(1); !s) return Reply::fail(s.error());
    const std::string& which = a[0];
    if (which != "alive" && which != "dead" && which != "seki") return Reply::fail(kSyntaxError);
    const Bitboard dead = deadStones();
    // Where the judge has looked at this position (for these dead stones or an earlier score),
    // it has found the board's seki chains already.
    const StoneStatus status = judge_.judged(game_)
                                   ? classifyStones(game_.board(), dead, judge_.judge(game_).seki)
                                   : classifyStones(game_.board(), dead);
    const Bitboard& list = which == "alive" ? status.alive : which == "dead" ? status.dead : status.seki;
    return Reply::ok(vertexList(list));
  });
  table_.add("kosumi-dead", [this](const Arguments& a) {
    if (a.empty()) return Reply::ok(vertexList(agreedDead_.value_or(Bitboard())));
    const Board& board = game_.board();
    Bitboard dead;
    for (size_t i = 0; i < a.size(); ++i) {
      auto p = a.vertex(i, game_.geometry());
      // Marking acts on stones: a pass or an empty point is not a stone to mark.
      if (!p || *p == kPass || !isStone(board.at(*p))) return Reply::fail("bad vertex list");
      dead |= board.chainStones(*p);
    }
    agreedDead_ = dead;
    return Reply::ok();
  });
  table_.add("kgs-game_over", [this](const Arguments&) {
    log_.info("game over");
    return Reply::ok();
  });
}

}  // namespace kosumi::gtp
