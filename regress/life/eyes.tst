# Making and taking away two eyes in the corner of a 9x9 board.
boardsize 9
komi 7.5

# Straight three (A1, B1, C1) inside Black's wall, all of whose outside liberties White holds:
# B1 makes two eyes for Black and kills for White.
clear_board
play b a2
play w a3
play b b2
play w b3
play b c2
play w c3
play b d2
play w d3
play b d1
play w e3
play w e2
play w e1
1 reg_genmove b
#? [B1]
2 reg_genmove w
#? [B1]

# Bent three (A1, A2, B1): the vital point is A1 for both sides.
clear_board
play b a3
play b b3
play b b2
play b c2
play b c1
play w a4
play w b4
play w c4
play w c3
play w d3
play w d2
play w d1
3 reg_genmove b
#? [A1]
4 reg_genmove w
#? [A1]

# Straight three on the edge away from the corner (D1, E1, F1): E1 for both sides.
clear_board
play b c1
play b c2
play b d2
play b e2
play b f2
play b g2
play b g1
play w b1
play w b2
play w b3
play w c3
play w d3
play w e3
play w f3
play w g3
play w h3
play w h2
play w h1
5 reg_genmove b
#? [E1]
6 reg_genmove w
#? [E1]
