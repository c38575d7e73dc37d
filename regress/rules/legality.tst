# Legality of single moves: occupied points, off-board and malformed vertices, passes, and that a
# refused move changes nothing. Same answers under every rule set.
boardsize 5
clear_board
komi 0.5
play b c3

1 is_legal w c3
#? [0]
2 play w c3
#? [\? illegal move: occupied]
3 color c3
#? [black]
4 is_legal w c4
#? [1]
5 play b f1
#? [\?.*]
6 play b a6
#? [\?.*]
7 play w i3
#? [\?.*]
8 play w pass
#? []
9 play b PASS
#? []
10 play W D4
#? []
11 color d4
#? [white]
12 list_stones black
#? [C3]
13 countlib c3
#? [4]
14 countlib d4
#? [4]

# Either colour may move twice in a row.
play b b2
15 play b b3
#? []
16 countlib b2
#? [7]

# An out-of-range board size is refused and keeps the board.
17 boardsize 26
#? [\? unacceptable size]
18 color c3
#? [black]

# Corner and edge liberties.
clear_board
play b a1
play w e5
19 countlib a1
#? [2]
20 countlib e5
#? [2]
play b a3
21 countlib a3
#? [3]
