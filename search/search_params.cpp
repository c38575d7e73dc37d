#include "search/search_params.h"

#include <algorithm>
#include <array>
#include <string>

#include "engine/quoted_input.h"
#include "network/quantized_conv.h"

namespace kosumi {

namespace {

struct Tunable {
  std::string_view name;
  std::optional<double> SearchTuning::*field;
};

constexpr std::array<Tunable, 12> kTunables{{
    {"exploration", &SearchTuning::exploration},
    {"rave", &SearchTuning::rave},
    {"fpu", &SearchTuning::fpu},
    {"expand", &SearchTuning::expand},
    {"widening", &SearchTuning::widening},
    {"widening-factor", &SearchTuning::wideningFactor},
    {"prior-weight", &SearchTuning::priorWeight},
    {"network-size", &SearchTuning::networkSize},
    {"network-policy", &SearchTuning::networkPolicy},
    {"network-value", &SearchTuning::networkValue},
    {"network-visits", &SearchTuning::networkVisits},
    {"network-mix", &SearchTuning::networkMix},
}};

constexpr std::array<std::string_view, kTunables.size()> kNames = [] {
  std::array<std::string_view, kTunables.size()> names{};
  for (size_t i = 0; i < kTunables.size(); ++i) names[i] = kTunables[i].name;
  return names;
}();

}  // namespace

std::span<const std::string_view> tunableNames() { return kNames; }

Status SearchTuning::set(std::string_view assignment, Expected<double> (*parseNumber)(std::string_view)) {
  const size_t eq = assignment.find('=');
  if (eq == std::string_view::npos) return Error{"expected NAME=VALUE, got " + quotedInput(assignment)};
  const std::string_view name = assignment.substr(0, eq), text = assignment.substr(eq + 1);
  const auto t = std::find_if(kTunables.begin(), kTunables.end(), [&](const Tunable& u) { return u.name == name; });
  if (t == kTunables.end()) return Error{"unknown parameter " + quotedInput(name)};
  const Expected<double> value = parseNumber(text);
  if (!value || *value < 0)
    return Error{"parameter " + std::string(name) + " needs a number of at least 0, got " + quotedInput(text)};
  if (t->field == &SearchTuning::wideningFactor && *value <= 1)
    return Error{"parameter widening-factor must be above 1"};
  this->*(t->field) = *value;
  return Status::success();
}

int networkMaxSize() {
  return network::QuantizedConv3x3::kernel() == network::QuantizedConv3x3::Kernel::Vnni ? kNetworkMaxSize : 0;
}

SearchParams searchParams(const SearchTuning& t, int boardSize, bool moveModel, bool network) {
  SearchParams p;
  p.useNetwork = network && boardSize <= (t.networkSize ? int(*t.networkSize) : networkMaxSize());
  // The network's probabilities list a node's moves best first, as the model's do.
  if (moveModel || p.useNetwork) p.wideningVisits = kModelWideningVisits;
  if (boardSize <= kSmallBoard) {
    p.raveEquivalence = kSmallBoardRaveEquivalence;
    p.priorWeight = kSmallBoardPriorWeight;
  }
  if (t.exploration) p.exploration = *t.exploration;
  if (t.rave) p.raveEquivalence = std::max(1.0, *t.rave);
  if (t.fpu) p.firstPlayUrgency = *t.fpu;
  if (t.expand) p.expandVisits = uint32_t(*t.expand);
  if (t.widening) p.wideningVisits = *t.widening;
  if (t.wideningFactor) p.wideningFactor = *t.wideningFactor;
  if (t.priorWeight) p.priorWeight = *t.priorWeight;
  if (t.networkPolicy) p.networkPolicyShare = std::min(1.0, *t.networkPolicy);
  if (t.networkValue) p.networkValueVisits = *t.networkValue;
  if (t.networkVisits) p.networkVisits = uint32_t(*t.networkVisits);
  if (t.networkMix) p.networkMix = std::min(1.0, *t.networkMix);
  return p;
}

}  // namespace kosumi
