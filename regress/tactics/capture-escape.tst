# Capturing a chain in atari and escaping from atari, on 9x9 and 19x19. reg_genmove asks for a
# move without playing it.
boardsize 9
komi 7.5

# A White stone in atari in the centre: Black takes it at E4.
clear_board
play b d5
play w e5
play b f5
play w a9
play b e6
play w a8
1 reg_genmove b
#? [E4]
# White to move saves it at E4.
2 reg_genmove w
#? [E4]

# A White stone on the edge, in atari: Black takes it at E2; White saves it there.
clear_board
play w e1
play b d1
play w h8
play b f1
play w h7
6 reg_genmove b
#? [E2]
7 reg_genmove w
#? [E2]

# A Black stone in atari in the centre, Black to move: extend at E4.
clear_board
play b e5
play w d5
play b a9
play w f5
play b a8
play w e6
8 reg_genmove b
#? [E4]
9 reg_genmove w
#? [E4]

# 19x19: a White stone in atari in the middle of the board.
boardsize 19
clear_board
play b j10
play w k10
play b l10
play w q16
play b k11
play w q4
11 reg_genmove b
#? [K9]*
12 reg_genmove w
#? [K9]*
