# Suicide is illegal under every rule set; a move that captures is not suicide.
boardsize 5
clear_board
komi 0.5

# White A2 and B1 make A1 a single-point eye: Black A1 is suicide.
play w a2
play w b1
1 is_legal b a1
#? [0]
2 play b a1
#? [\? illegal move: suicide]
3 color a1
#? [empty]
4 is_legal w a1
#? [1]

# Black A3, B2 and C1 take all other liberties of A2 and B1: now Black A1 captures both.
play b a3
play b b2
play b c1
5 countlib a2
#? [1]
6 is_legal b a1
#? [1]
7 play b a1
#? []
8 captures b
#? [2]
9 color b1
#? [empty]
10 countlib a1
#? [2]

# Multi-stone suicide: Black A1-B1 with C1 its last liberty, surrounded by White.
clear_board
play b a1
play b b1
play w a2
play w b2
play w c2
play w d1
11 countlib a1
#? [1]
12 is_legal b c1
#? [0]
13 play b c1
#? [\? illegal move: suicide]
14 play w c1
#? []
15 captures w
#? [2]
16 list_stones black
#? []
