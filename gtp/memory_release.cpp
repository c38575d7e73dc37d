#include "gtp/memory_release.h"

// Any C library header defines __GLIBC__ where glibc is the C library; none is included above.
#include <cstdlib>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace kosumi::gtp {

void releaseFreedMemory() {
#if defined(__GLIBC__)
  // 0: keep no extra padding at the top of the heap; free pages in the middle are released too.
  ::malloc_trim(0);
#endif
}

}  // namespace kosumi::gtp
