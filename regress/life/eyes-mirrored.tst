# The problems of eyes.tst mirrored into the other three corners of the 9x9 board: the
# answers move with the position.
boardsize 9
komi 7.5

# ---- lower right corner ----
# Straight three (J1, H1, G1)
clear_board
play b j2
play w j3
play b h2
play w h3
play b g2
play w g3
play b f2
play w f3
play b f1
play w e3
play w e2
play w e1
1 reg_genmove b
#? [H1]
2 reg_genmove w
#? [H1]

# Bent three (J1, J2, H1)
clear_board
play b j3
play b h3
play b h2
play b g2
play b g1
play w j4
play w h4
play w g4
play w g3
play w f3
play w f2
play w f1
3 reg_genmove b
#? [J1]
4 reg_genmove w
#? [J1]*

# Straight three on the edge away from the corner (F1, E1, D1)
clear_board
play b g1
play b g2
play b f2
play b e2
play b d2
play b c2
play b c1
play w h1
play w h2
play w h3
play w g3
play w f3
play w e3
play w d3
play w c3
play w b3
play w b2
play w b1
5 reg_genmove b
#? [E1]
6 reg_genmove w
#? [E1]
# ---- upper left corner ----
# Straight three (A9, B9, C9)
clear_board
play b a8
play w a7
play b b8
play w b7
play b c8
play w c7
play b d8
play w d7
play b d9
play w e7
play w e8
play w e9
7 reg_genmove b
#? [B9]
8 reg_genmove w
#? [B9]

# Bent three (A9, A8, B9)
clear_board
play b a7
play b b7
play b b8
play b c8
play b c9
play w a6
play w b6
play w c6
play w c7
play w d7
play w d8
play w d9
9 reg_genmove b
#? [A9]
10 reg_genmove w
#? [A9]*

# Straight three on the edge away from the corner (D9, E9, F9)
clear_board
play b c9
play b c8
play b d8
play b e8
play b f8
play b g8
play b g9
play w b9
play w b8
play w b7
play w c7
play w d7
play w e7
play w f7
play w g7
play w h7
play w h8
play w h9
11 reg_genmove b
#? [E9]
12 reg_genmove w
#? [E9]
# ---- upper right corner ----
# Straight three (J9, H9, G9)
clear_board
play b j8
play w j7
play b h8
play w h7
play b g8
play w g7
play b f8
play w f7
play b f9
play w e7
play w e8
play w e9
13 reg_genmove b
#? [H9]
14 reg_genmove w
#? [H9]

# Bent three (J9, J8, H9)
clear_board
play b j7
play b h7
play b h8
play b g8
play b g9
play w j6
play w h6
play w g6
play w g7
play w f7
play w f8
play w f9
15 reg_genmove b
#? [J9]
16 reg_genmove w
#? [J9]

# Straight three on the edge away from the corner (F9, E9, D9)
clear_board
play b g9
play b g8
play b f8
play b e8
play b d8
play b c8
play b c9
play w h9
play w h8
play w h7
play w g7
play w f7
play w e7
play w d7
play w c7
play w b7
play w b8
play w b9
17 reg_genmove b
#? [E9]
18 reg_genmove w
#? [E9]
