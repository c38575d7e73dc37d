# The end of the game on a settled 5x5 board (walls Black B1-B5, White C1-C5, komi 0.5).
# With nothing left to gain the engine passes; under territory scoring it never fills its own
# territory. A dead Black stone at E3 must be captured when the board is scored as it stands
# (dead=as-is), and may be left on the board when dead stones are marked.
boardsize 5

# Settled, territory scoring: any stone inside one's own area costs a point. Pass.
clear_board
kosumi-rules japanese komi=0.5
play b b1
play w c1
play b b2
play w c2
play b b3
play w c3
play b b4
play w c4
play b b5
play w c5
1 reg_genmove b
#? [pass]*
2 reg_genmove w
#? [pass]*
# After the opponent passed too.
play b pass
3 reg_genmove w
#? [pass]

# Settled, area scoring: nothing to gain either; no move into the opponent's area.
clear_board
kosumi-rules chinese komi=0.5
play b b1
play w c1
play b b2
play w c2
play b b3
play w c3
play b b4
play w c4
play b b5
play w c5
4 reg_genmove b
#? [pass|A[1-5]]*
5 reg_genmove w
#? [pass|[DE][1-5]]

# A dead Black stone at E3, White to move. As-is: it counts as alive and spoils White's area
# unless captured, so White must not pass.
clear_board
kosumi-rules chinese dead=as-is komi=0.5
play b b1
play w c1
play b b2
play w c2
play b b3
play w c3
play b b4
play w c4
play b b5
play w c5
play b e3
6 reg_genmove w
#? [D3|E2|E4]
kosumi-rules japanese dead=as-is komi=0.5
7 reg_genmove w
#? [D3|E2|E4]
# Marked, territory scoring: E3 will be marked dead; each move to capture it costs White a
# point of territory, so White passes.
kosumi-rules japanese komi=0.5
8 reg_genmove w
#? [pass]*
# Black cannot live in White's area and every stone played there is one more dead stone, so
# Black passes too.
9 reg_genmove b
#? [pass]*
