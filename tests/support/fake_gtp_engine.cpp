#include "tests/support/fake_gtp_engine.h"

#include <fstream>

namespace kosumi::test {

std::string writeFakeEngine(const std::filesystem::path& dir, const FakeEngine& e) {
  const std::filesystem::path path = dir / e.name;
  std::ofstream f(path);
  f << "#!/bin/sh\n"
       "n=0\n"
    << e.prelude << "\n"
    << "while read -r cmd arg rest; do\n"
       "  case \"$cmd\" in\n"
    << e.moreCommands << "\n"
    << "    quit) printf '=\\n\\n'; exit 0;;\n"
       "    name) printf '= " << e.name << "\\n\\n';;\n"
       "    known_command) case \" " << e.knownCommands << " \" in *\" $arg \"*) printf '= true\\n\\n';; "
       "*) printf '= false\\n\\n';; esac;;\n"
       "    final_score) printf '= " << e.finalScore << "\\n\\n';;\n"
       "    clear_board) n=0; printf '=\\n\\n';;\n"
       "    genmove) n=$((n+1)); " << e.genmove << ";;\n"
    << "    *) printf '=\\n\\n';;\n"
       "  esac\n"
       "done\n";
  f.close();
  std::filesystem::permissions(path, std::filesystem::perms::owner_all);
  return path.string();
}

std::string writeFakeEngine(const std::filesystem::path& dir, const std::string& name, const std::string& genmove,
                            const std::string& finalScore) {
  FakeEngine e;
  e.name = name;
  e.genmove = genmove;
  e.finalScore = finalScore;
  return writeFakeEngine(dir, e);
}

}  // namespace kosumi::test
