// The clock: time_settings, time_left, kgs-time_settings, and cputime.
#include <sys/resource.h>

#include <fmt/format.h>

#include "gtp/session.h"

namespace kosumi::gtp {

namespace {
constexpr long long kMaxSeconds = 1000000000;

double processCpuSeconds() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  auto seconds = [](const timeval& t) { return double(t.tv_sec) + double(t.tv_usec) * 1e-6; };
  return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

Expected<TimeSettings> kgsSettings(const Arguments& a) {
  const Error bad{kSyntaxError};
  if (a.empty()) return bad;
  const std::string& system = a[0];
  auto seconds = [&](size_t i) { return a.integer(i, 0, kMaxSeconds); };
  if (system == "none") {
    if (a.size() != 1) return bad;
    return TimeSettings::none();
  }
  if (system == "absolute") {
    auto main = seconds(1);
    if (a.size() != 2 || !main) return bad;
    return *main > 0 ? TimeSettings::absolute(double(*main)) : TimeSettings::none();
  }
  if (system == "byoyomi" || system == "canadian") {
    auto main = seconds(1);
    auto period = seconds(2);
    auto count = a.integer(3, 1, kMaxSeconds);
    if (a.size() != 4 || !main || !period || !count || *period == 0) return bad;
    return system == "byoyomi" ? TimeSettings::byoyomi(double(*main), double(*period), int(*count))
                               : TimeSettings::canadian(double(*main), double(*period), int(*count));
  }
  return bad;
}
}  // namespace

void Session::registerTimeCommands() {
  table_.add("time_settings", [this](const Arguments& a) {
    if (Status s = a.expectCount(3); !s) return Reply::fail(s.error());
    auto main = a.integer(0, 0, kMaxSeconds);
    auto byo = a.integer(1, 0, kMaxSeconds);
    auto stones = a.integer(2, 0, kMaxSeconds);
    if (!main || !byo || !stones) return Reply::fail(kSyntaxError);
    time_.setSettings(TimeSettings::fromGtp(int(*main), int(*byo), int(*stones)));
    return Reply::ok();
  });
  table_.add("kgs-time_settings", [this](const Arguments& a) {
    auto settings = kgsSettings(a);
    if (!settings) return Reply::fail(settings.error());
    time_.setSettings(*settings);
    return Reply::ok();
  });
  table_.add("time_left", [this](const Arguments& a) {
    if (Status s = a.expectCount(3); !s) return Reply::fail(s.error());
    auto color = a.color(0);
    auto seconds = a.number(1);
    auto stones = a.integer(2, 0, kMaxSeconds);
    if (!color || !seconds || !stones || *seconds < 0 || *seconds > double(kMaxSeconds))
      return Reply::fail(kSyntaxError);
    if (Status s = time_.setTimeLeft(*color, *seconds, int(*stones)); !s) return Reply::fail(kSyntaxError);
    return Reply::ok();
  });
  table_.add("cputime", [](const Arguments&) { return Reply::ok(fmt::format("{:.3f}", processCpuSeconds())); });
}

}  // namespace kosumi::gtp
