#pragma once
// KataGo's rules commands mapped onto Kosumi's Rules: kata-get-rules prints KataGo's JSON,
// kata-set-rules takes a rules name or such a JSON object, kata-set-rule one field. Fields Kosumi
// cannot honour (territory tax, suicide, the button, a handicap bonus for White) are refused with
// a message naming them; friendlyPassOk does not change how Kosumi scores and is accepted.
#include <string>
#include <string_view>

#include "engine/expected.h"
#include "engine/rules.h"

namespace kosumi::gtp {

std::string kataRulesJson(const Rules& rules);
// current with the named rules (komi kept) or the JSON object's fields applied.
Expected<Rules> applyKataRules(const Rules& current, std::string_view nameOrJson);
// current with one field set.
Expected<Rules> applyKataRule(const Rules& current, std::string_view key, std::string_view value);
// kgs-rules: japanese, chinese, aga, new_zealand (KGS's names), and korean; komi kept.
Expected<Rules> applyKgsRules(const Rules& current, std::string_view name);

}  // namespace kosumi::gtp
