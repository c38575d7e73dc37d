#pragma once
// Seki recognised on the board itself: a group of chains of both colours, joined by shared
// liberties and walled in by stones of both colours, on whose every liberty neither colour can
// play except as a self-atari that captures nothing (or not at all). Whoever fills such a point
// hands the opponent a capture, so neither does, and every chain of the group lives. This covers
// the usual sekis — two eyeless chains sharing two liberties, one eye each and one shared
// liberty — and refuses a capturing race that one side can still win by filling an outside
// liberty safely. A group walled in by one colour alone (stones of that colour inside another
// colour's eye space) is read out first: a seki only if sacrificing the stones inside cannot
// kill, as it does when they sit on the vital point of a small eye space. So is a group where a
// side can safely fill only points of its own (an eye of a chain with more liberties, or the point
// joining two of its chains): a seki only if neither side, moving first, can then capture.
//
// Playouts cannot see this: a uniform policy fills a shared liberty as readily as any other
// point, so the ownership of seki stones ends near a coin toss.
#include "engine/bitboard.h"
#include "engine/board.h"

namespace kosumi {

// The stones of every chain in seki on this board.
Bitboard sekiStones(const Board& board);

}  // namespace kosumi
