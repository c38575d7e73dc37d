// libFuzzer harness for the move model's file reader (MoveModel::parse, which MoveModel::load
// uses): arbitrary bytes as a model file, damaged, cut short or with hostile counts in its header.
// Each input is read twice: as it is, and with its last eight bytes replaced by the checksum of
// the rest, since otherwise nearly every mutation stops at the checksum and the checks after it
// (weights, scale, shape order) would never see hostile values.
//
// Checked: a refused file gets a message that names it and says what is wrong; an accepted one
// has as many weights as its shapes need, writes out and reads back with the same shapes, and
// evaluates a small position into probabilities that are finite, zero on illegal points and sum
// to one. Run with -rss_limit_mb (fuzz-run.sh does) so that a count that makes the reader
// allocate far more than the file holds is a finding too.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "playouts/move_model.h"
#include "tools/fuzz/fuzz_check.h"

namespace {

using namespace kosumi;

const std::string kName = "fuzzed.kmm";

// The model file's checksum (FNV-1a, 64 bits, of every byte before it), written over the input's
// last eight bytes.
std::string withChecksumRewritten(std::string_view input) {
  std::string bytes(input);
  uint64_t h = 0xcbf29ce484222325ULL;
  for (size_t i = 0; i + 8 < bytes.size(); ++i) {
    h ^= uint8_t(bytes[i]);
    h *= 0x100000001b3ULL;
  }
  for (size_t i = 0; i < 8; ++i) bytes[bytes.size() - 8 + i] = char((h >> (8 * i)) & 0xff);
  return bytes;
}

// A 7x7 position with stones in atari, a capture, a ko just taken and edge stones, so that most
// feature groups and shapes of several sizes occur among its moves.
Board testPosition() {
  Board board(7);
  const Geometry& g = board.geometry();
  const struct {
    int x, y;
    Color c;
  } stones[] = {{2, 1, Color::Black}, {3, 1, Color::White}, {1, 2, Color::Black}, {2, 2, Color::White},
                {4, 2, Color::White}, {2, 3, Color::Black}, {3, 3, Color::White}, {0, 5, Color::White},
                {1, 6, Color::White}, {5, 5, Color::Black}, {6, 4, Color::Black}};
  for (const auto& s : stones) board.play(g.point(s.x, s.y), s.c);
  board.play(g.point(3, 2), Color::Black);  // takes the ko at (2, 2)
  return board;
}

void checkEvaluates(const MoveModel& model) {
  static const Board board = testPosition();
  const Geometry& g = board.geometry();
  std::vector<float> probabilities(size_t(g.numPoints()), -1.0f);
  for (Color c : {Color::White, Color::Black}) {
    const MoveHistory history{board.lastMove(), kPass};
    const float pass = model.evaluate(board, c, history, probabilities.data());
    fuzz::check(std::isfinite(pass) && pass >= 0 && pass <= 1, "the pass gets a probability");
    double total = pass;
    for (int i = 0; i < g.numPoints(); ++i) {
      const float p = probabilities[size_t(i)];
      const bool legal = board.onBoard(Point(i)) && board.isLegal(Point(i), c);
      fuzz::check(std::isfinite(p) && p >= 0 && p <= 1, "every point gets a probability", std::to_string(p));
      fuzz::check(legal || p == 0, "an illegal point gets nothing");
    }
    for (float p : probabilities) total += p;
    fuzz::check(std::fabs(total - 1) < 1e-3, "the probabilities sum to one", std::to_string(total));
  }
}

void readModel(std::string_view bytes) {
  const Expected<MoveModel> model = MoveModel::parse(bytes, kName);
  if (!model) {
    const std::string& error = model.error();
    fuzz::check(error.rfind("bad move model " + kName + ": ", 0) == 0 && error.size() > kName.size() + 17,
                "a refusal names the file and the reason", error);
    return;
  }
  const size_t shapes = model->libertyShapeCount(), patterns = model->patternCount();
  fuzz::check(model->weightCount() == size_t(kGroupFeatureCount) + shapes + 1 + patterns + 1,
              "one weight for each feature, shape and unknown shape");
  const Expected<MoveModel> again = MoveModel::parse(model->serialize(), kName);
  fuzz::check(bool(again), "a model read writes out readable", again ? "" : again.error());
  fuzz::check(again->libertyShapeCount() == shapes && again->patternCount() == patterns &&
                  again->maxPatternSize() == model->maxPatternSize(),
              "a model written out reads back with the same shapes");
  checkEvaluates(*model);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  readModel(input);
  if (size >= 8) readModel(withChecksumRewritten(input));
  return 0;
}
