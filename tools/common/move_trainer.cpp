#include "tools/common/move_trainer.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <thread>

#include "playouts/rng.h"

namespace kosumi::tools {

namespace {

constexpr char kCheckpointMagic[8] = {'K', 'S', 'M', 'T', 'R', 'A', 'I', 'N'};
constexpr uint32_t kCheckpointVersion = 1;

uint64_t fnv1a(std::string_view bytes) {
  uint64_t h = 0xcbf29ce484222325ULL;
  for (unsigned char b : bytes) {
    h ^= b;
    h *= 0x100000001b3ULL;
  }
  return h;
}

void put(std::string& out, const void* data, size_t n) { out.append(static_cast<const char*>(data), n); }
template <class T>
void put(std::string& out, T v) {
  put(out, &v, sizeof v);
}

// Reads what put wrote (the checkpoint is only read back on the machine that wrote it, so the
// host's byte order is fine here).
class Reader {
 public:
  explicit Reader(std::string_view bytes) : bytes_(bytes) {}
  template <class T>
  bool get(T& v) {
    return raw(&v, sizeof v);
  }
  bool raw(void* to, size_t n) {
    if (bytes_.size() - pos_ < n) return false;
    std::memcpy(to, bytes_.data() + pos_, n);
    pos_ += n;
    return true;
  }
  bool view(std::string_view& to, size_t n) {
    if (bytes_.size() - pos_ < n) return false;
    to = bytes_.substr(pos_, n);
    pos_ += n;
    return true;
  }
  size_t left() const { return bytes_.size() - pos_; }

 private:
  std::string_view bytes_;
  size_t pos_ = 0;
};

}  // namespace

MoveTrainer::MoveTrainer(MoveModel model, const std::vector<GameRecord>& games, const TrainOptions& options)
    : model_(std::move(model)), games_(games), options_(options) {
  options_.threads = std::max(1, options_.threads);
  options_.cursors = std::max(1, options_.cursors);
  weights_ = model_.weights();
  adagrad_.assign(weights_.size(), 0.0f);
  mark_.assign(weights_.size(), 0);
  buffers_.resize(size_t(options_.threads));
  for (ThreadBuffers& b : buffers_) {
    b.gradient.assign(weights_.size(), 0.0f);
    b.stamp.assign(weights_.size(), 0);
    b.features.resize(size_t(kMaxPoints + 1) * MoveModel::kMaxMoveFeatures);
    b.scores.resize(size_t(kMaxPoints + 1));
  }
  for (const GameRecord& g : games_) positionsPerEpoch_ += g.moves.size();
  cursors_.resize(size_t(options_.cursors));
  startEpoch();
}

void MoveTrainer::startEpoch() {
  // Each epoch's order follows from the seed and the epoch alone, so a resumed run rebuilds it.
  order_.resize(games_.size());
  for (size_t i = 0; i < order_.size(); ++i) order_[i] = int64_t(i);
  Rng rng(options_.seed * 0x9e3779b97f4a7c15ULL + uint64_t(epoch_));
  for (size_t i = order_.size(); i > 1; --i) std::swap(order_[i - 1], order_[rng.below(uint32_t(i))]);
  nextInOrder_ = 0;
}

void MoveTrainer::refillCursors() {
  for (;;) {
    bool anyActive = false;
    for (Cursor& c : cursors_) {
      while ((c.game < 0 || c.walker.done()) && nextInOrder_ < order_.size()) {
        c.game = int64_t(nextInOrder_++);
        c.walker = GameWalker(games_[size_t(order_[size_t(c.game)])]);
      }
      if (c.game >= 0 && c.walker.done()) c.game = -1;
      anyActive |= c.game >= 0;
    }
    if (anyActive || finished()) return;
    ++epoch_;
    if (finished()) return;
    startEpoch();
  }
}

void MoveTrainer::positionGradient(const GameWalker& w, ThreadBuffers& buf) {
  const Board& board = w.board();
  const Color c = w.toMove();
  const MoveHistory& history = w.history();
  const Point played = w.played();
  constexpr int F = MoveModel::kMaxMoveFeatures;
  uint32_t* features = buf.features.data();
  float* scores = buf.scores.data();
  int counts[kMaxPoints + 1];
  const ShapeGrid grid(board, c);
  // Candidate 0 is the pass, then the legal moves.
  int n = 0, playedIndex = -1;
  counts[0] = model_.passFeatures(history, features);
  if (played == kPass) playedIndex = 0;
  n = 1;
  for (int i = 0; i < board.emptyCount(); ++i) {
    const Point p = board.emptyAt(i);
    if (!board.isLegal(p, c)) continue;
    if (p == played) playedIndex = n;
    counts[n] = model_.moveFeatures(grid, board, p, c, history, features + size_t(n) * F);
    ++n;
  }
  if (playedIndex < 0) return;  // cannot happen for a checked record
  float best = -1e30f;
  for (int i = 0; i < n; ++i) {
    float s = 0;
    const uint32_t* f = features + size_t(i) * F;
    for (int k = 0; k < counts[i]; ++k) s += weights_[f[k]];
    scores[i] = s;
    best = std::max(best, s);
  }
  double total = 0;
  int atLeast = 0;
  for (int i = 0; i < n; ++i) {
    total += std::exp(double(scores[i] - best));
    if (i != playedIndex && scores[i] >= scores[playedIndex]) ++atLeast;
  }
  buf.stats.positions += 1;
  buf.stats.logLoss += -(double(scores[playedIndex] - best) - std::log(total));
  buf.stats.top1 += atLeast == 0;
  for (int i = 0; i < n; ++i) {
    const float g = float(std::exp(double(scores[i] - best)) / total) - (i == playedIndex ? 1.0f : 0.0f);
    const uint32_t* f = features + size_t(i) * F;
    for (int k = 0; k < counts[i]; ++k) {
      const uint32_t j = f[k];
      if (buf.stamp[j] != batch_) {
        buf.stamp[j] = batch_;
        buf.touched.push_back(j);
      }
      buf.gradient[j] += g;
    }
  }
}

void MoveTrainer::applyGradients() {
  size_t positions = 0;
  for (const ThreadBuffers& b : buffers_) positions += b.stats.positions;
  if (positions == 0) return;
  merged_.clear();
  for (const ThreadBuffers& b : buffers_)
    for (uint32_t j : b.touched)
      if (mark_[j] != batch_) {
        mark_[j] = batch_;
        merged_.push_back(j);
      }
  const float scale = 1.0f / float(positions);
  const float lr = float(options_.learningRate), l2 = float(options_.l2);
  for (uint32_t j : merged_) {
    float g = 0;
    for (ThreadBuffers& b : buffers_) {
      g += b.gradient[j];
      b.gradient[j] = 0;
    }
    g = g * scale + l2 * weights_[j];
    adagrad_[j] += g * g;
    weights_[j] -= lr * g / (std::sqrt(adagrad_[j]) + 1e-6f);
  }
}

BatchStats MoveTrainer::step() {
  BatchStats total;
  refillCursors();
  if (finished()) return total;
  ++batch_;
  for (ThreadBuffers& b : buffers_) {
    b.touched.clear();
    b.stats = {};
  }
  auto work = [&](int t) {
    ThreadBuffers& buf = buffers_[size_t(t)];
    for (size_t i = size_t(t); i < cursors_.size(); i += size_t(options_.threads)) {
      Cursor& c = cursors_[i];
      if (c.game < 0 || c.walker.done()) continue;
      positionGradient(c.walker, buf);
      c.walker.advance();
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < options_.threads; ++t) pool.emplace_back(work, t);
  work(0);
  for (auto& t : pool) t.join();
  applyGradients();
  for (const ThreadBuffers& b : buffers_) {
    total.positions += b.stats.positions;
    total.logLoss += b.stats.logLoss;
    total.top1 += b.stats.top1;
  }
  positionsDone_ += total.positions;
  return total;
}

MoveModel MoveTrainer::currentModel() const {
  MoveModel m = model_;
  m.setWeights(weights_);
  return m;
}

std::string MoveTrainer::checkpoint() const {
  std::string out(kCheckpointMagic, sizeof kCheckpointMagic);
  put(out, kCheckpointVersion);
  const std::string model = currentModel().serialize();
  put(out, uint64_t(model.size()));
  out += model;
  // The weights in full: the model file rounds its shapes' weights.
  put(out, uint64_t(weights_.size()));
  put(out, weights_.data(), weights_.size() * sizeof(float));
  put(out, adagrad_.data(), adagrad_.size() * sizeof(float));
  put(out, int32_t(epoch_));
  put(out, uint64_t(nextInOrder_));
  put(out, uint64_t(positionsDone_));
  put(out, uint64_t(options_.seed));
  put(out, uint64_t(games_.size()));
  put(out, uint32_t(cursors_.size()));
  for (const Cursor& c : cursors_) {
    put(out, int64_t(c.game));
    put(out, uint64_t(c.game >= 0 ? c.walker.moveNumber() : 0));
  }
  put(out, fnv1a(out));
  return out;
}

Status MoveTrainer::resume(std::string_view bytes) {
  auto fail = [](const std::string& why) { return Error{"cannot resume from the checkpoint: " + why}; };
  if (bytes.size() < sizeof kCheckpointMagic + 8 ||
      std::memcmp(bytes.data(), kCheckpointMagic, sizeof kCheckpointMagic) != 0)
    return fail("not a training checkpoint");
  uint64_t stored = 0;
  std::memcpy(&stored, bytes.data() + bytes.size() - 8, 8);
  if (stored != fnv1a(bytes.substr(0, bytes.size() - 8))) return fail("checksum mismatch (truncated or corrupt)");
  Reader in(bytes.substr(sizeof kCheckpointMagic, bytes.size() - sizeof kCheckpointMagic - 8));
  uint32_t version = 0;
  uint64_t modelSize = 0;
  std::string_view modelBytes;
  if (!in.get(version) || version != kCheckpointVersion) return fail("unknown checkpoint version");
  if (!in.get(modelSize) || !in.view(modelBytes, size_t(modelSize))) return fail("truncated");
  auto model = MoveModel::parse(modelBytes, "in the checkpoint");
  if (!model) return fail(model.error());
  uint64_t count = 0;
  if (!in.get(count) || count != model->weightCount()) return fail("the weights do not match the model");
  std::vector<float> weights(count), adagrad(count);
  int32_t epoch = 0;
  uint64_t nextInOrder = 0, done = 0, seed = 0, games = 0;
  uint32_t cursors = 0;
  if (!in.raw(weights.data(), count * sizeof(float)) || !in.raw(adagrad.data(), count * sizeof(float)) || !in.get(epoch) || !in.get(nextInOrder) || !in.get(done) ||
      !in.get(seed) || !in.get(games) || !in.get(cursors))
    return fail("truncated");
  if (games != games_.size()) return fail("it was written for " + std::to_string(games) + " games, not " + std::to_string(games_.size()));
  if (seed != options_.seed) return fail("it was written with seed " + std::to_string(seed));
  if (cursors != cursors_.size()) return fail("it was written with " + std::to_string(cursors) + " cursors");
  if (nextInOrder > games) return fail("malformed");
  std::vector<std::pair<int64_t, uint64_t>> where(cursors);
  for (auto& [game, move] : where)
    if (!in.get(game) || !in.get(move) || game >= int64_t(games) || game < -1) return fail("malformed");
  if (in.left() != 0) return fail("unexpected bytes");

  // All checked: take it up.
  model_ = std::move(model.value());
  model_.setWeights(weights);
  weights_ = std::move(weights);
  adagrad_ = std::move(adagrad);
  mark_.assign(weights_.size(), 0);
  for (ThreadBuffers& b : buffers_) {
    b.gradient.assign(weights_.size(), 0.0f);
    b.stamp.assign(weights_.size(), 0);
  }
  batch_ = 0;
  epoch_ = epoch;
  positionsDone_ = done;
  if (!finished()) startEpoch();
  nextInOrder_ = nextInOrder;
  for (size_t i = 0; i < cursors_.size(); ++i) {
    Cursor& c = cursors_[i];
    c.game = where[i].first;
    c.walker = GameWalker();
    if (c.game >= 0) {
      c.walker = GameWalker(games_[size_t(order_[size_t(c.game)])]);
      c.walker.skipTo(size_t(where[i].second));
    }
  }
  return Status::success();
}

}  // namespace kosumi::tools
