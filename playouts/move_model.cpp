#include "playouts/move_model.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <fstream>
#include <iterator>
#include <limits>
#include <sstream>

namespace kosumi {

// The file, all numbers little-endian:
//   8 bytes   magic "KSMMOVES"
//   u32       format version (kFormatVersion)
//   u32       number of feature groups G, then G x u32: the values of each group
//   u32       largest shape size
//   u32       number of 3x3 shapes with liberties S, u32 number of larger shapes P
//   f32 x V   the weights of the groups' values (V in all), then of an unknown 3x3 shape and of
//             a move whose smallest shape is unknown
//   f32       the scale of the shapes' weights
//   S x 8     the 3x3 shapes: hash (6 bytes), weight (i16, times the scale)
//   P x 8     the larger shapes, the same way
//   u64       checksum: FNV-1a (64 bits) of every byte before it
// Shape weights in 16 bits keep a model of half a million shapes near 4 MB; the rounding, at
// most half a scale step (a few ten-thousandths), changes no prediction that matters.
namespace {

constexpr char kMagic[8] = {'K', 'S', 'M', 'M', 'O', 'V', 'E', 'S'};
constexpr uint32_t kFormatVersion = 1;
// No trained weight comes near this bound (the model's are within a few tens). A move's score is
// a sum of some tens of weights, so with weights this small it stays finite, and the softmax in
// evaluate() never meets inf - inf; finite but larger weights could overflow the sum.
constexpr float kMaxWeight = 1000;

uint64_t fnv1a(std::string_view bytes) {
  uint64_t h = 0xcbf29ce484222325ULL;
  for (unsigned char b : bytes) {
    h ^= b;
    h *= 0x100000001b3ULL;
  }
  return h;
}

void putU32(std::string& out, uint32_t v) {
  for (int i = 0; i < 4; ++i) out.push_back(char((v >> (8 * i)) & 0xff));
}
void putU64(std::string& out, uint64_t v) {
  for (int i = 0; i < 8; ++i) out.push_back(char((v >> (8 * i)) & 0xff));
}
void putU48(std::string& out, uint64_t v) {
  for (int i = 0; i < 6; ++i) out.push_back(char((v >> (8 * i)) & 0xff));
}
void putF32(std::string& out, float f) {
  uint32_t v;
  std::memcpy(&v, &f, 4);
  putU32(out, v);
}

// Reads the file front to back; a read past the end fails with "truncated".
class Reader {
 public:
  explicit Reader(std::string_view bytes) : bytes_(bytes) {}
  bool u32(uint32_t& v) {
    if (left() < 4) return false;
    v = 0;
    for (int i = 0; i < 4; ++i) v |= uint32_t(uint8_t(bytes_[pos_ + size_t(i)])) << (8 * i);
    pos_ += 4;
    return true;
  }
  bool u64(uint64_t& v) {
    if (left() < 8) return false;
    v = 0;
    for (int i = 0; i < 8; ++i) v |= uint64_t(uint8_t(bytes_[pos_ + size_t(i)])) << (8 * i);
    pos_ += 8;
    return true;
  }
  bool u48(uint64_t& v) {
    if (left() < 6) return false;
    v = 0;
    for (int i = 0; i < 6; ++i) v |= uint64_t(uint8_t(bytes_[pos_ + size_t(i)])) << (8 * i);
    pos_ += 6;
    return true;
  }
  bool i16(int16_t& v) {
    if (left() < 2) return false;
    v = int16_t(uint16_t(uint8_t(bytes_[pos_]) | uint16_t(uint8_t(bytes_[pos_ + 1])) << 8));
    pos_ += 2;
    return true;
  }
  bool f32(float& f) {
    uint32_t v;
    if (!u32(v)) return false;
    std::memcpy(&f, &v, 4);
    return true;
  }
  size_t left() const { return bytes_.size() - pos_; }
  size_t pos() const { return pos_; }

 private:
  std::string_view bytes_;
  size_t pos_ = 0;
};

// Shape hashes in increasing order, each once, within the bits a hash has.
std::vector<uint64_t> sortedShapes(std::vector<uint64_t> keys) {
  for (uint64_t& k : keys) k &= kShapeHashMask;
  // Keys read from a file come sorted; checking first keeps loading quick.
  if (!std::is_sorted(keys.begin(), keys.end())) std::sort(keys.begin(), keys.end());
  keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
  return keys;
}

std::vector<float> zeroWeights(size_t libertyShapes, size_t patterns) {
  return std::vector<float>(size_t(kGroupFeatureCount) + libertyShapes + 1 + patterns + 1, 0.0f);
}

}  // namespace

MoveModel::MoveModel(int maxPatternSize, std::vector<uint64_t> libertyShapes, std::vector<uint64_t> patterns)
    : maxPatternSize_(std::clamp(maxPatternSize, kMinPatternSize, kMaxPatternSize)),
      libertyShapeKeys_(sortedShapes(std::move(libertyShapes))),
      patternKeys_(sortedShapes(std::move(patterns))),
      libertyShapes_(libertyShapeKeys_),
      patterns_(patternKeys_),
      weights_(zeroWeights(libertyShapeKeys_.size(), patternKeys_.size())) {}

void MoveModel::setWeights(std::vector<float> weights) {
  if (weights.size() == weights_.size()) weights_ = std::move(weights);
}

int MoveModel::passFeatures(const MoveHistory& history, uint32_t* out) const {
  const GroupValues v = passGroupValues(history);
  out[0] = uint32_t(groupOffset(FeatureGroup::Pass) + v[FeatureGroup::Pass] - 1);
  return 1;
}

int MoveModel::moveFeatures(const Board& board, Point p, Color c, const MoveHistory& history, uint32_t* out) const {
  return moveFeatures(ShapeGrid(board, c), board, p, c, history, out);
}

int MoveModel::moveFeatures(const ShapeGrid& grid, const Board& board, Point p, Color c, const MoveHistory& history,
                            uint32_t* out) const {
  int n = 0;
  const GroupValues v = groupValues(board, p, c, history);
  for (int g = 0; g < kFeatureGroups; ++g)
    if (v.value[size_t(g)] != 0) out[n++] = uint32_t(groupOffset(FeatureGroup(g)) + v.value[size_t(g)] - 1);

  const Geometry& g = board.geometry();
  const int32_t shape = libertyShapes_.find(libertyShapeHash(grid, g, p));
  out[n++] = libertyShapeBase() + (shape >= 0 ? uint32_t(shape) : uint32_t(libertyShapes_.size()));

  // The largest known size alone: its weight, learned on the moves that have it, says more than
  // the smaller shapes inside it. (Adding the weights of every known size instead predicted the
  // first choice slightly more often but the moves played less well overall: a higher log-loss.)
  int32_t largest = -1;
  growPatterns(grid, g, p, maxPatternSize_, [&](int, uint64_t hash) {
    const int32_t found = patterns_.find(hash);
    if (found < 0) return false;
    largest = found;
    return true;
  });
  out[n++] = patternBase() + (largest >= 0 ? uint32_t(largest) : uint32_t(patterns_.size()));
  return n;
}

float MoveModel::evaluate(const Board& board, Color c, const MoveHistory& history, float* weights) const {
  const int points = board.geometry().numPoints();
  std::fill(weights, weights + points, 0.0f);
  uint32_t features[kMaxMoveFeatures];
  const ShapeGrid grid(board, c);
  Point legal[kMaxPoints];
  float scores[kMaxPoints];
  int count = 0;
  float passScore = score(features, passFeatures(history, features));
  float best = passScore;
  for (int i = 0; i < board.emptyCount(); ++i) {
    const Point p = board.emptyAt(i);
    if (!board.isLegal(p, c)) continue;
    const float s = score(features, moveFeatures(grid, board, p, c, history, features));
    legal[count] = p;
    scores[count++] = s;
    best = std::max(best, s);
  }
  // Softmax, shifted by the best score so that no exponential overflows.
  float total = std::exp(passScore - best);
  const float passWeight = total;
  for (int i = 0; i < count; ++i) {
    const float w = std::exp(scores[i] - best);
    weights[legal[i]] = w;
    total += w;
  }
  const float scale = 1.0f / total;
  for (int i = 0; i < count; ++i) weights[legal[i]] *= scale;
  return passWeight * scale;
}

std::string MoveModel::serialize() const {
  std::string out(kMagic, sizeof kMagic);
  putU32(out, kFormatVersion);
  putU32(out, uint32_t(kFeatureGroups));
  for (int values : kGroupValues) putU32(out, uint32_t(values));
  putU32(out, uint32_t(maxPatternSize_));
  putU32(out, uint32_t(libertyShapeKeys_.size()));
  putU32(out, uint32_t(patternKeys_.size()));
  for (int i = 0; i < kGroupFeatureCount; ++i) putF32(out, weights_[size_t(i)]);
  const uint32_t unknownShape = libertyShapeBase() + uint32_t(libertyShapeKeys_.size());
  const uint32_t noPattern = patternBase() + uint32_t(patternKeys_.size());
  putF32(out, weights_[unknownShape]);
  putF32(out, weights_[noPattern]);
  float largest = 0;
  for (size_t i = 0; i < libertyShapeKeys_.size(); ++i) largest = std::max(largest, std::fabs(weights_[libertyShapeBase() + i]));
  for (size_t i = 0; i < patternKeys_.size(); ++i) largest = std::max(largest, std::fabs(weights_[patternBase() + i]));
  // A scale below the smallest float would round to 0, which the reader refuses: shape weights
  // that small (a file whose scale is that smallest float, read and written again) all store as
  // whole steps of it instead.
  const float scale = largest > 0 ? std::max(largest / 32767.0f, std::numeric_limits<float>::denorm_min()) : 1.0f;
  putF32(out, scale);
  auto putShape = [&](uint64_t key, float w) {
    putU48(out, key & kShapeHashMask);
    const long q = std::clamp(std::lround(w / scale), -32767L, 32767L);
    const uint16_t bits = uint16_t(int16_t(q));
    out.push_back(char(bits & 0xff));
    out.push_back(char(bits >> 8));
  };
  // The keys are in increasing order (the constructor sorts them), which lets the reader refuse
  // a repeated shape in one pass.
  for (size_t i = 0; i < libertyShapeKeys_.size(); ++i) putShape(libertyShapeKeys_[i], weights_[libertyShapeBase() + i]);
  for (size_t i = 0; i < patternKeys_.size(); ++i) putShape(patternKeys_[i], weights_[patternBase() + i]);
  putU64(out, fnv1a(out));
  return out;
}

Status MoveModel::save(const std::string& path) const {
  const std::string bytes = serialize();
  std::ofstream file(path, std::ios::binary | std::ios::trunc);
  if (!file) return Error{"cannot write move model " + path};
  file.write(bytes.data(), std::streamsize(bytes.size()));
  file.close();
  if (!file) return Error{"cannot write move model " + path};
  return Status::success();
}

Expected<MoveModel> MoveModel::load(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) return Error{"cannot read move model " + path + ": no such file or not readable"};
  std::ostringstream bytes;
  bytes << file.rdbuf();
  if (file.bad()) return Error{"cannot read move model " + path};
  return parse(bytes.str(), path);
}

Expected<MoveModel> MoveModel::parse(std::string_view bytes, const std::string& name) {
  auto fail = [&](const std::string& why) { return Error{"bad move model " + name + ": " + why}; };
  if (bytes.size() < sizeof kMagic || std::memcmp(bytes.data(), kMagic, sizeof kMagic) != 0)
    return fail("not a move model file (bad magic)");
  Reader in(bytes.substr(sizeof kMagic));
  const std::string truncated = "truncated";
  uint32_t version = 0;
  if (!in.u32(version)) return fail(truncated);
  if (version != kFormatVersion)
    return fail("format version " + std::to_string(version) + ", this program reads version " +
                std::to_string(kFormatVersion));
  uint32_t groups = 0;
  if (!in.u32(groups)) return fail(truncated);
  if (groups != uint32_t(kFeatureGroups)) return fail("made for other move features (feature groups differ)");
  for (int values : kGroupValues) {
    uint32_t v = 0;
    if (!in.u32(v)) return fail(truncated);
    if (v != uint32_t(values)) return fail("made for other move features (feature values differ)");
  }
  uint32_t maxSize = 0, shapeCount = 0, patternCount = 0;
  if (!in.u32(maxSize) || !in.u32(shapeCount) || !in.u32(patternCount)) return fail(truncated);
  if (maxSize < uint32_t(kMinPatternSize) || maxSize > uint32_t(kMaxPatternSize))
    return fail("shape size " + std::to_string(maxSize) + " out of range");
  if (shapeCount > PatternTable::kMaxKeys || patternCount > PatternTable::kMaxKeys)
    return fail("implausible shape count");
  const size_t expected = (size_t(kGroupFeatureCount) + 2 + 1) * 4 + (size_t(shapeCount) + patternCount) * 8 + 8;
  if (in.left() < expected) return fail(truncated);
  if (in.left() > expected) return fail("unexpected bytes after the checksum");
  const uint64_t sum = fnv1a(bytes.substr(0, bytes.size() - 8));

  std::vector<float> weights(size_t(kGroupFeatureCount) + shapeCount + 1 + patternCount + 1);
  float unknownShape = 0, noPattern = 0, scale = 0;
  for (int i = 0; i < kGroupFeatureCount; ++i) in.f32(weights[size_t(i)]);
  in.f32(unknownShape);
  in.f32(noPattern);
  in.f32(scale);
  std::vector<uint64_t> shapes(shapeCount), patterns(patternCount);
  auto readShapes = [&](std::vector<uint64_t>& keys, size_t base) {
    for (size_t i = 0; i < keys.size(); ++i) {
      int16_t q = 0;
      in.u48(keys[i]);
      in.i16(q);
      weights[base + i] = float(q) * scale;
    }
  };
  readShapes(shapes, size_t(kGroupFeatureCount));
  readShapes(patterns, size_t(kGroupFeatureCount) + shapeCount + 1);
  weights[size_t(kGroupFeatureCount) + shapeCount] = unknownShape;
  weights[size_t(kGroupFeatureCount) + shapeCount + 1 + patternCount] = noPattern;
  uint64_t stored = 0;
  in.u64(stored);
  if (stored != sum) return fail("checksum mismatch (the file is corrupt)");
  if (!(scale > 0)) return fail("the scale of the shape weights is not positive");
  for (float w : weights) {
    if (!std::isfinite(w)) return fail("a weight is not a finite number");
    if (std::fabs(w) > kMaxWeight) return fail("a weight is beyond +-1000");
  }

  for (const auto* keys : {&shapes, &patterns})
    for (size_t i = 1; i < keys->size(); ++i)
      if ((*keys)[i] <= (*keys)[i - 1]) return fail("shapes out of order or listed twice");
  MoveModel model(int(maxSize), std::move(shapes), std::move(patterns));
  model.setWeights(std::move(weights));
  return model;
}

}  // namespace kosumi
