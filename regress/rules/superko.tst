# Superko: a position repeated after the simple-ko point is lifted by passes.
# Black D3 captures at C3; both sides pass; White C3 would recreate the position before D3.
# Simple ko allows it; positional superko refuses it (the board repeats); situational superko
# refuses it only when the earlier position had the same player to move.
boardsize 5
clear_board
kosumi-rules chinese ko=simple komi=0.5
play b b3
play b c4
play b c2
play w c3
play w d4
play w d2
play w e3
play b d3
play w pass
play b pass
1 is_legal w c3
#? [1]
2 play w c3
#? []
3 color d3
#? [empty]

clear_board
kosumi-rules chinese ko=positional komi=0.5
play b b3
play b c4
play b c2
play w c3
play w d4
play w d2
play w e3
play b d3
play w pass
play b pass
4 is_legal w c3
#? [0]
5 play w c3
#? [\? illegal move: superko]
6 color d3
#? [black]
7 is_legal w a1
#? [1]

# Situational, same player to move: the position before D3 arose with Black to move (White's
# E3 was the last setup move) and would again have Black to move: refused.
clear_board
kosumi-rules chinese ko=situational komi=0.5
play b b3
play b c4
play b c2
play w c3
play w d4
play w d2
play w e3
play b d3
play w pass
play b pass
8 is_legal w c3
#? [0]
9 play w c3
#? [\? illegal move: superko]

# Situational, other player to move: Black's extra move A1 comes last in the setup, so the
# position before D3 arose with White to move. Black then plays D3 (a second Black move in a
# row), both pass, and White's C3 recreates that board with Black to move: allowed under
# situational superko, refused under positional superko.
clear_board
kosumi-rules chinese ko=situational komi=0.5
play b b3
play b c4
play b c2
play w c3
play w d4
play w d2
play w e3
play b a1
play b d3
play w pass
play b pass
10 is_legal w c3
#? [1]
11 play w c3
#? []

clear_board
kosumi-rules chinese ko=positional komi=0.5
play b b3
play b c4
play b c2
play w c3
play w d4
play w d2
play w e3
play b a1
play b d3
play w pass
play b pass
12 is_legal w c3
#? [0]

# Undoing the two passes brings back the simple-ko point; moves elsewhere lift it, and the
# retake then makes a new position.
clear_board
kosumi-rules chinese ko=positional komi=0.5
play b b3
play b c4
play b c2
play w c3
play w d4
play w d2
play w e3
play b d3
play w pass
play b pass
undo
undo
13 is_legal w c3
#? [0]
14 play w a5
#? []
15 play b a1
#? []
16 is_legal w c3
#? [1]
