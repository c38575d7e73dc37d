// Rules: kosumi-rules (Kosumi's own syntax), kgs-rules, and KataGo's kata-get-rules,
// kata-set-rules and kata-set-rule.
#include "gtp/kata_rules.h"
#include "gtp/session.h"

namespace kosumi::gtp {

void Session::registerRulesCommands() {
  table_.add("kosumi-rules", [this](const Arguments& a) {
    if (a.empty()) return Reply::ok(game_.rules().toString());
    auto rules = Rules::parse(a.joined());
    if (!rules) return Reply::fail(rules.error());
    game_.setRules(*rules);
    return Reply::ok();
  });
  table_.add("kgs-rules", [this](const Arguments& a) {
    if (Status s = a.expectCount(1); !s) return Reply::fail(s.error());
    auto rules = applyKgsRules(game_.rules(), a[0]);
    if (!rules) return Reply::fail(rules.error());
    game_.setRules(*rules);
    return Reply::ok();
  });
  table_.add("kata-get-rules", [this](const Arguments&) { return Reply::ok(kataRulesJson(game_.rules())); });
  table_.add("kata-set-rules", [this](const Arguments& a) {
    if (a.empty()) return Reply::fail(kSyntaxError);
    auto rules = applyKataRules(game_.rules(), a.joined());
    if (!rules) return Reply::fail(rules.error());
    game_.setRules(*rules);
    return Reply::ok();
  });
  table_.add("kata-set-rule", [this](const Arguments& a) {
    if (Status s = a.expectCount(2); !s) return Reply::fail(s.error());
    auto rules = applyKataRule(game_.rules(), a[0], a[1]);
    if (!rules) return Reply::fail(rules.error());
    game_.setRules(*rules);
    return Reply::ok();
  });
}

}  // namespace kosumi::gtp
