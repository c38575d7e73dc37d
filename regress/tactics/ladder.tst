# Ladders on 9x9 and 19x19: chase when the ladder works, do not chase or run when it does not
# pay, escape when a breaker stands on the path. reg_genmove asks for a move without playing it.

# White D4 has two liberties; D5 starts a ladder that runs up and to the right to the edge.
#    B C D E F
#  5 . . . . .
#  4 . X O . .
#  3 . . X X .
#  2 . . . . .
boardsize 9
clear_board
play b C4
play b D3
play b E3
play w D4
1 reg_genmove b
#? [D5]*

# The same with a White ladder breaker at G7 on the ladder's path: Black must not chase.
#    B C D E F G H
#  8 . . . . . . .
#  7 . . . . . O .
#  6 . . . . . . .
#  5 . . . . . . .
#  4 . X O . . . .
#  3 . . X X . . .
#  2 . . . . . . .
boardsize 9
clear_board
play b C4
play b D3
play b E3
play w G7
play w D4
2 reg_genmove b
#? [!D5]

# D4 in atari and the ladder works: running at E4 only loses more stones.
#    B C D E F
#  6 . . . . .
#  5 . . X . .
#  4 . X O . .
#  3 . . X X .
#  2 . . . . .
boardsize 9
clear_board
play b D5
play b C4
play b D3
play b E3
play w D4
3 reg_genmove w
#? [!E4]

# 19x19: the ladder from D4 runs to Black's Q16 and works: Black chases at D5.
#    B C D E F G H J K L M N O P Q R
# 17 . . . . . . . . . . . . . . . .
# 16 . . . . . . . . . . . . . . X .
# 15 . . . . . . . . . . . . . . . .
# 14 . . . . . . . . . . . . . . . .
# 13 . . . . . . . . . . . . . . . .
# 12 . . . . . . . . . . . . . . . .
# 11 . . . . . . . . . . . . . . . .
# 10 . . . . . . . . . . . . . . . .
#  9 . . . . . . . . . . . . . . . .
#  8 . . . . . . . . . . . . . . . .
#  7 . . . . . . . . . . . . . . . .
#  6 . . . . . . . . . . . . . . . .
#  5 . . . . . . . . . . . . . . . .
#  4 . X O . . . . . . . . . . . . .
#  3 . . X X . . . . . . . . . . . .
#  2 . . . . . . . . . . . . . . . .
boardsize 19
clear_board
play b Q16
play b C4
play b D3
play b E3
play w D4
4 reg_genmove b
#? [D5]*

# 19x19: White's Q16 breaks the ladder: Black must not chase at D5.
#    B C D E F G H J K L M N O P Q R
# 17 . . . . . . . . . . . . . . . .
# 16 . . . . . . . . . . . . . . O .
# 15 . . . . . . . . . . . . . . . .
# 14 . . . . . . . . . . . . . . . .
# 13 . . . . . . . . . . . . . . . .
# 12 . . . . . . . . . . . . . . . .
# 11 . . . . . . . . . . . . . . . .
# 10 . . . . . . . . . . . . . . . .
#  9 . . . . . . . . . . . . . . . .
#  8 . . . . . . . . . . . . . . . .
#  7 . . . . . . . . . . . . . . . .
#  6 . . . . . . . . . . . . . . . .
#  5 . . . . . . . . . . . . . . . .
#  4 . X O . . . . . . . . . . . . .
#  3 . . X X . . . . . . . . . . . .
#  2 . . . . . . . . . . . . . . . .
boardsize 19
clear_board
play b C4
play b D3
play b E3
play w Q16
play w D4
5 reg_genmove b
#? [!D5]

# 19x19: D4 in atari with the ladder broken by Q16: Black must take it now, at E4.
#    B C D E F G H J K L M N O P Q R
# 17 . . . . . . . . . . . . . . . .
# 16 . . . . . . . . . . . . . . O .
# 15 . . . . . . . . . . . . . . . .
# 14 . . . . . . . . . . . . . . . .
# 13 . . . . . . . . . . . . . . . .
# 12 . . . . . . . . . . . . . . . .
# 11 . . . . . . . . . . . . . . . .
# 10 . . . . . . . . . . . . . . . .
#  9 . . . . . . . . . . . . . . . .
#  8 . . . . . . . . . . . . . . . .
#  7 . . . . . . . . . . . . . . . .
#  6 . . . . . . . . . . . . . . . .
#  5 . . X . . . . . . . . . . . . .
#  4 . X O . . . . . . . . . . . . .
#  3 . . X X . . . . . . . . . . . .
#  2 . . . . . . . . . . . . . . . .
boardsize 19
clear_board
play b D5
play b C4
play b D3
play b E3
play w Q16
play w D4
6 reg_genmove b
#? [E4]

# 19x19: D4 in atari, the ladder works (Black Q16): White must not run at E4.
#    B C D E F G H J K L M N O P Q R
# 17 . . . . . . . . . . . . . . . .
# 16 . . . . . . . . . . . . . . X .
# 15 . . . . . . . . . . . . . . . .
# 14 . . . . . . . . . . . . . . . .
# 13 . . . . . . . . . . . . . . . .
# 12 . . . . . . . . . . . . . . . .
# 11 . . . . . . . . . . . . . . . .
# 10 . . . . . . . . . . . . . . . .
#  9 . . . . . . . . . . . . . . . .
#  8 . . . . . . . . . . . . . . . .
#  7 . . . . . . . . . . . . . . . .
#  6 . . . . . . . . . . . . . . . .
#  5 . . X . . . . . . . . . . . . .
#  4 . X O . . . . . . . . . . . . .
#  3 . . X X . . . . . . . . . . . .
#  2 . . . . . . . . . . . . . . . .
boardsize 19
clear_board
play b Q16
play b D5
play b C4
play b D3
play b E3
play w D4
7 reg_genmove w
#? [!E4]
