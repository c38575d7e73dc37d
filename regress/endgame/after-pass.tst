# After the opponent's pass: positions where passing back would lose the game or leave its result
# in doubt (an unsettled group that decides it, a neutral point worth the game, a count that the
# search misjudges), and positions where passing is right (the board settled, a dead stone beyond
# doubt, a seki). Every answer was worked out by hand; the counts are in each comment. See
# search/game_end/pass_obstacles.h.

# Straight three in the corner, area scoring, komi 6.5: Black wins by 0.5 exactly when the corner
# lives.
# Black's corner A2-D2 D1 holds the straight three A1-C1: Black at B1 makes two eyes, White at B1
# kills. Black owns F1-J9, White A3-D9 with E1-E9. Area with the corner alive: Black 36 + 8 = 44,
# White 37; with it dead: Black 36, White 45.
#    A B C D E F G H J
#  9 . . . . O X . . .
#  8 . . . . O X . . .
#  7 . . . . O X . . .
#  6 . . . . O X . . .
#  5 . . . . O X . . .
#  4 . . . . O X . . .
#  3 O O O O O X . . .
#  2 X X X X O X . . .
#  1 . . . X O X . . .
# White has just passed. Passing would leave the corner to die: Black plays the vital point.
boardsize 9
clear_board
kosumi-rules chinese komi=6.5
play b f9
play b f8
play b f7
play b f6
play b f5
play b f4
play b f3
play b a2
play b b2
play b c2
play b d2
play b f2
play b d1
play b f1
play w e9
play w e8
play w e7
play w e6
play w e5
play w e4
play w a3
play w b3
play w c3
play w d3
play w e3
play w e2
play w e1
play w pass
1 reg_genmove b
#? [B1]

# Black has just passed. White wins by the count with the corner dead, but only because White
# moves first there; a referee who gives the corner to Black gives Black the game. White kills it
# for certain at B1 rather than pass.
boardsize 9
clear_board
kosumi-rules chinese komi=6.5
play b f9
play b f8
play b f7
play b f6
play b f5
play b f4
play b f3
play b a2
play b b2
play b c2
play b d2
play b f2
play b d1
play b f1
play w e9
play w e8
play w e7
play w e6
play w e5
play w e4
play w a3
play w b3
play w c3
play w d3
play w e3
play w e2
play w e1
play b pass
2 reg_genmove w
#? [B1]

# The same corner under territory scoring, komi 4.5. Alive: Black 27 + 2 eyes = 29, White 24: Black
# by 0.5. Dead: Black 27, White 24 + 8 points + 5 dead stones = 37.
# Black's corner A2-D2 D1 holds the straight three A1-C1: Black at B1 makes two eyes, White at B1
#    A B C D E F G H J
#  9 . . . . O X . . .
#  8 . . . . O X . . .
#  7 . . . . O X . . .
#  6 . . . . O X . . .
#  5 . . . . O X . . .
#  4 . . . . O X . . .
#  3 O O O O O X . . .
#  2 X X X X O X . . .
#  1 . . . X O X . . .
# White has just passed: Black plays B1.
boardsize 9
clear_board
kosumi-rules japanese komi=4.5
play b f9
play b f8
play b f7
play b f6
play b f5
play b f4
play b f3
play b a2
play b b2
play b c2
play b d2
play b f2
play b d1
play b f1
play w e9
play w e8
play w e7
play w e6
play w e5
play w e4
play w a3
play w b3
play w c3
play w d3
play w e3
play w e2
play w e1
play w pass
3 reg_genmove b
#? [B1]

# Black has just passed: White kills at B1 rather than pass into a result in doubt.
boardsize 9
clear_board
kosumi-rules japanese komi=4.5
play b f9
play b f8
play b f7
play b f6
play b f5
play b f4
play b f3
play b a2
play b b2
play b c2
play b d2
play b f2
play b d1
play b f1
play w e9
play w e8
play w e7
play w e6
play w e5
play w e4
play w a3
play w b3
play w c3
play w d3
play w e3
play w e2
play w e1
play b pass
4 reg_genmove w
#? [B1]

# The corner after Black's B1: two eyes at A1 and C1, nothing left to play. Area, komi 6.5:
# Black 44, White 37 + 6.5.
#    A B C D E F G H J
#  9 . . . . O X . . .
#  8 . . . . O X . . .
#  7 . . . . O X . . .
#  6 . . . . O X . . .
#  5 . . . . O X . . .
#  4 . . . . O X . . .
#  3 O O O O O X . . .
#  2 X X X X O X . . .
#  1 . X . X O X . . .
# White has just passed; the board is settled and Black wins by 0.5: Black passes.
boardsize 9
clear_board
kosumi-rules chinese komi=6.5
play b f9
play b f8
play b f7
play b f6
play b f5
play b f4
play b f3
play b a2
play b b2
play b c2
play b d2
play b f2
play b b1
play b d1
play b f1
play w e9
play w e8
play w e7
play w e6
play w e5
play w e4
play w a3
play w b3
play w c3
play w d3
play w e3
play w e2
play w e1
play w pass
5 reg_genmove b
#? [pass]

# The settled corner under territory scoring, komi 4.5: Black 29, White 24 + 4.5. Any stone inside
# one's own area costs a point.
#    A B C D E F G H J
#  9 . . . . O X . . .
#  8 . . . . O X . . .
#  7 . . . . O X . . .
#  6 . . . . O X . . .
#  5 . . . . O X . . .
#  4 . . . . O X . . .
#  3 O O O O O X . . .
#  2 X X X X O X . . .
#  1 . X . X O X . . .
# White has just passed: Black passes.
boardsize 9
clear_board
kosumi-rules japanese komi=4.5
play b f9
play b f8
play b f7
play b f6
play b f5
play b f4
play b f3
play b a2
play b b2
play b c2
play b d2
play b f2
play b b1
play b d1
play b f1
play w e9
play w e8
play w e7
play w e6
play w e5
play w e4
play w a3
play w b3
play w c3
play w d3
play w e3
play w e2
play w e1
play w pass
6 reg_genmove b
#? [pass]

# Black's corner A3, B3, B2, C2, C1 holds the bent three A2, A1, B1: Black at A1 makes two eyes (A2
# and B1), White at A1 kills. Area, komi 6.5: alive, Black 36 + 8 = 44 and White 37 + 6.5;
# dead, Black 36 and White 45.
#    A B C D E F G H J
#  9 . . . . O X . . .
#  8 . . . . O X . . .
#  7 . . . . O X . . .
#  6 . . . . O X . . .
#  5 . . . . O X . . .
#  4 O O O . O X . . .
#  3 X X O . O X . . .
#  2 . X X O O X . . .
#  1 . . X O O X . . .
# White has just passed: Black must play the vital point A1.
boardsize 9
clear_board
kosumi-rules chinese komi=6.5
play b f9
play b f8
play b f7
play b f6
play b f5
play b f4
play b a3
play b b3
play b f3
play b b2
play b c2
play b f2
play b c1
play b f1
play w e9
play w e8
play w e7
play w e6
play w e5
play w a4
play w b4
play w c4
play w e4
play w c3
play w e3
play w d2
play w e2
play w d1
play w e1
play w pass
7 reg_genmove b
#? [A1]

# Black has just passed: White kills at A1 rather than pass into a result in doubt.
boardsize 9
clear_board
kosumi-rules chinese komi=6.5
play b f9
play b f8
play b f7
play b f6
play b f5
play b f4
play b a3
play b b3
play b f3
play b b2
play b c2
play b f2
play b c1
play b f1
play w e9
play w e8
play w e7
play w e6
play w e5
play w a4
play w b4
play w c4
play w e4
play w c3
play w e3
play w d2
play w e2
play w d1
play w e1
play b pass
8 reg_genmove w
#? [A1]

# The straight three again, turned round and with the colours swapped: White's corner F8-J8 F9
# holds G9-H9-J9 along the top edge inside Black's area (Black E1-E9 and F7-J7 with F1-J6; White
# D1-D9 with A1-C9). Area, komi -6.5: alive, White 36 + 8 = 44 - 6.5 to Black 37, White by 0.5;
# dead, White 36 - 6.5 to Black 45.
#    A B C D E F G H J
#  9 . . . O X O . . .
#  8 . . . O X O O O O
#  7 . . . O X X X X X
#  6 . . . O X . . . .
#  5 . . . O X . . . .
#  4 . . . O X . . . .
#  3 . . . O X . . . .
#  2 . . . O X . . . .
#  1 . . . O X . . . .
# White has just passed: Black kills at H9, the vital point.
boardsize 9
clear_board
kosumi-rules chinese komi=-6.5
play b e9
play b e8
play b e7
play b f7
play b g7
play b h7
play b j7
play b e6
play b e5
play b e4
play b e3
play b e2
play b e1
play w d9
play w f9
play w d8
play w f8
play w g8
play w h8
play w j8
play w d7
play w d6
play w d5
play w d4
play w d3
play w d2
play w d1
play w pass
9 reg_genmove b
#? [H9]

# Black has just passed: White lives at H9.
boardsize 9
clear_board
kosumi-rules chinese komi=-6.5
play b e9
play b e8
play b e7
play b f7
play b g7
play b h7
play b j7
play b e6
play b e5
play b e4
play b e3
play b e2
play b e1
play w d9
play w f9
play w d8
play w f8
play w g8
play w h8
play w j8
play w d7
play w d6
play w d5
play w d4
play w d3
play w d2
play w d1
play b pass
10 reg_genmove w
#? [H9]

# A White stone at B6 in Black's two-line strip A1-B9, too narrow to live in even with the first
# move: dead beyond doubt. Area: Black 9 stones + 18 points = 27, White 54; komi -27.5, so Black
# wins by 0.5.
#    A B C D E F G H J
#  9 . . X O O O O O O
#  8 . . X O . O O O O
#  7 . . X O O O O O O
#  6 . O X O O O O . O
#  5 . . X O O O O O O
#  4 . . X O O O O O O
#  3 . . X O O . O O O
#  2 . . X O O O O O O
#  1 . . X O O O O O O
# White has just passed: nothing is in doubt, and Black passes.
boardsize 9
clear_board
kosumi-rules chinese komi=-27.5
play b c9
play b c8
play b c7
play b c6
play b c5
play b c4
play b c3
play b c2
play b c1
play w d9
play w e9
play w f9
play w g9
play w h9
play w j9
play w d8
play w f8
play w g8
play w h8
play w j8
play w d7
play w e7
play w f7
play w g7
play w h7
play w j7
play w b6
play w d6
play w e6
play w f6
play w g6
play w j6
play w d5
play w e5
play w f5
play w g5
play w h5
play w j5
play w d4
play w e4
play w f4
play w g4
play w h4
play w j4
play w d3
play w e3
play w g3
play w h3
play w j3
play w d2
play w e2
play w f2
play w g2
play w h2
play w j2
play w d1
play w e1
play w f1
play w g1
play w h1
play w j1
play w pass
11 reg_genmove b
#? [pass]

# The same under territory scoring: Black 18 points + 1 dead stone = 19, White 3 (its eyes); komi
# 15.5, Black by 0.5. Capturing B6 would cost Black a point for every stone played inside.
#    A B C D E F G H J
#  9 . . X O O O O O O
#  8 . . X O . O O O O
#  7 . . X O O O O O O
#  6 . O X O O O O . O
#  5 . . X O O O O O O
#  4 . . X O O O O O O
#  3 . . X O O . O O O
#  2 . . X O O O O O O
#  1 . . X O O O O O O
# White has just passed: Black passes.
boardsize 9
clear_board
kosumi-rules japanese komi=15.5
play b c9
play b c8
play b c7
play b c6
play b c5
play b c4
play b c3
play b c2
play b c1
play w d9
play w e9
play w f9
play w g9
play w h9
play w j9
play w d8
play w f8
play w g8
play w h8
play w j8
play w d7
play w e7
play w f7
play w g7
play w h7
play w j7
play w b6
play w d6
play w e6
play w f6
play w g6
play w j6
play w d5
play w e5
play w f5
play w g5
play w h5
play w j5
play w d4
play w e4
play w f4
play w g4
play w h4
play w j4
play w d3
play w e3
play w g3
play w h3
play w j3
play w d2
play w e2
play w f2
play w g2
play w h2
play w j2
play w d1
play w e1
play w f1
play w g1
play w h1
play w j1
play w pass
12 reg_genmove b
#? [pass]

# Seki: Black C1-C3 D3 and White E1-E3 share D1 and D2; whoever fills one is captured. Area: Black
# 13 stones + 33 points = 46, White 13 + 20 = 33; komi 12.5, Black by 0.5 with the seki standing.
#    A B C D E F G H J
#  9 . . . O X . . . .
#  8 . . . O X . . . .
#  7 . . . O X . . . .
#  6 . . . O X . . . .
#  5 . . . O X . . . .
#  4 . . O O X . . . .
#  3 . O X X O X . . .
#  2 . O X . O X . . .
#  1 . O X . O X . . .
# White has just passed: Black passes, and never fills D1 or D2.
boardsize 9
clear_board
kosumi-rules chinese komi=12.5
play b e9
play b e8
play b e7
play b e6
play b e5
play b e4
play b c3
play b d3
play b f3
play b c2
play b f2
play b c1
play b f1
play w d9
play w d8
play w d7
play w d6
play w d5
play w c4
play w d4
play w b3
play w e3
play w b2
play w e2
play w b1
play w e1
play w pass
13 reg_genmove b
#? [pass]

# Black has just passed. White, behind by 0.5, must not fill its own seki liberty.
boardsize 9
clear_board
kosumi-rules chinese komi=12.5
play b e9
play b e8
play b e7
play b e6
play b e5
play b e4
play b c3
play b d3
play b f3
play b c2
play b f2
play b c1
play b f1
play w d9
play w d8
play w d7
play w d6
play w d5
play w c4
play w d4
play w b3
play w e3
play w b2
play w e2
play w b1
play w e1
play b pass
14 reg_genmove w
#? [!D1|D2]

# The seki under territory scoring: Black 33 points, White 20; komi 12.5, Black by 0.5.
#    A B C D E F G H J
#  9 . . . O X . . . .
#  8 . . . O X . . . .
#  7 . . . O X . . . .
#  6 . . . O X . . . .
#  5 . . . O X . . . .
#  4 . . O O X . . . .
#  3 . O X X O X . . .
#  2 . O X . O X . . .
#  1 . O X . O X . . .
# White has just passed: Black passes.
boardsize 9
clear_board
kosumi-rules japanese komi=12.5
play b e9
play b e8
play b e7
play b e6
play b e5
play b e4
play b c3
play b d3
play b f3
play b c2
play b f2
play b c1
play b f1
play w d9
play w d8
play w d7
play w d6
play w d5
play w c4
play w d4
play w b3
play w e3
play w b2
play w e2
play w b1
play w e1
play w pass
15 reg_genmove b
#? [pass]

# A neutral point at E5 between White's wall (D1-D9, E1-E4) and Black's (F1-F9, E6-E9); every other
# point belongs to one side. Area: 40 each with E5 empty; komi 0.5. Whoever fills E5 has 41.
#    A B C D E F G H J
#  9 . . . O X X . . .
#  8 . . . O X X . . .
#  7 . . . O X X . . .
#  6 . . . O X X . . .
#  5 . . . O . X . . .
#  4 . . . O O X . . .
#  3 . . . O O X . . .
#  2 . . . O O X . . .
#  1 . . . O O X . . .
# White has just passed: Black fills the neutral point; passing would lose by 0.5.
boardsize 9
clear_board
kosumi-rules chinese komi=0.5
play b e9
play b f9
play b e8
play b f8
play b e7
play b f7
play b e6
play b f6
play b f5
play b f4
play b f3
play b f2
play b f1
play w d9
play w d8
play w d7
play w d6
play w d5
play w d4
play w e4
play w d3
play w e3
play w d2
play w e2
play w d1
play w e1
play w pass
16 reg_genmove b
#? [E5]

# Black has just passed: White, who wins either way, fills the neutral point before passing.
boardsize 9
clear_board
kosumi-rules chinese komi=0.5
play b e9
play b f9
play b e8
play b f8
play b e7
play b f7
play b e6
play b f6
play b f5
play b f4
play b f3
play b f2
play b f1
play w d9
play w d8
play w d7
play w d6
play w d5
play w d4
play w e4
play w d3
play w e3
play w d2
play w e2
play w d1
play w e1
play b pass
17 reg_genmove w
#? [E5]

# 19x19: the straight three in the lower left corner inside White's area (White's wall J1-J19, Black's
# K1-K19 with L1-T19). Area, komi 34.5: alive, Black 190 + 8 = 198 and White 163 + 34.5; dead,
# Black 190, White 171.
#    A B C D E F G H J K L M N O P Q R S T
# 19 . . . . . . . . O X . . . . . . . . .
# 18 . . . . . . . . O X . . . . . . . . .
# 17 . . . . . . . . O X . . . . . . . . .
# 16 . . . . . . . . O X . . . . . . . . .
# 15 . . . . . . . . O X . . . . . . . . .
# 14 . . . . . . . . O X . . . . . . . . .
# 13 . . . . . . . . O X . . . . . . . . .
# 12 . . . . . . . . O X . . . . . . . . .
# 11 . . . . . . . . O X . . . . . . . . .
# 10 . . . . . . . . O X . . . . . . . . .
#  9 . . . . . . . . O X . . . . . . . . .
#  8 . . . . . . . . O X . . . . . . . . .
#  7 . . . . . . . . O X . . . . . . . . .
#  6 . . . . . . . . O X . . . . . . . . .
#  5 . . . . . . . . O X . . . . . . . . .
#  4 . . . . . . . . O X . . . . . . . . .
#  3 O O O O O . . . O X . . . . . . . . .
#  2 X X X X O . . . O X . . . . . . . . .
#  1 . . . X O . . . O X . . . . . . . . .
# White has just passed: Black plays the vital point B1.
boardsize 19
clear_board
kosumi-rules chinese komi=34.5
play b k19
play b k18
play b k17
play b k16
play b k15
play b k14
play b k13
play b k12
play b k11
play b k10
play b k9
play b k8
play b k7
play b k6
play b k5
play b k4
play b k3
play b a2
play b b2
play b c2
play b d2
play b k2
play b d1
play b k1
play w j19
play w j18
play w j17
play w j16
play w j15
play w j14
play w j13
play w j12
play w j11
play w j10
play w j9
play w j8
play w j7
play w j6
play w j5
play w j4
play w a3
play w b3
play w c3
play w d3
play w e3
play w j3
play w e2
play w j2
play w e1
play w j1
play w pass
18 reg_genmove b
#? [B1]

# Black has just passed: White kills at B1 rather than pass into a result in doubt.
boardsize 19
clear_board
kosumi-rules chinese komi=34.5
play b k19
play b k18
play b k17
play b k16
play b k15
play b k14
play b k13
play b k12
play b k11
play b k10
play b k9
play b k8
play b k7
play b k6
play b k5
play b k4
play b k3
play b a2
play b b2
play b c2
play b d2
play b k2
play b d1
play b k1
play w j19
play w j18
play w j17
play w j16
play w j15
play w j14
play w j13
play w j12
play w j11
play w j10
play w j9
play w j8
play w j7
play w j6
play w j5
play w j4
play w a3
play w b3
play w c3
play w d3
play w e3
play w j3
play w e2
play w j2
play w e1
play w j1
play b pass
19 reg_genmove w
#? [B1]

# 19x19: the same corner after Black's B1, settled; Black wins by 0.5.
#    A B C D E F G H J K L M N O P Q R S T
# 19 . . . . . . . . O X . . . . . . . . .
# 18 . . . . . . . . O X . . . . . . . . .
# 17 . . . . . . . . O X . . . . . . . . .
# 16 . . . . . . . . O X . . . . . . . . .
# 15 . . . . . . . . O X . . . . . . . . .
# 14 . . . . . . . . O X . . . . . . . . .
# 13 . . . . . . . . O X . . . . . . . . .
# 12 . . . . . . . . O X . . . . . . . . .
# 11 . . . . . . . . O X . . . . . . . . .
# 10 . . . . . . . . O X . . . . . . . . .
#  9 . . . . . . . . O X . . . . . . . . .
#  8 . . . . . . . . O X . . . . . . . . .
#  7 . . . . . . . . O X . . . . . . . . .
#  6 . . . . . . . . O X . . . . . . . . .
#  5 . . . . . . . . O X . . . . . . . . .
#  4 . . . . . . . . O X . . . . . . . . .
#  3 O O O O O . . . O X . . . . . . . . .
#  2 X X X X O . . . O X . . . . . . . . .
#  1 . X . X O . . . O X . . . . . . . . .
# White has just passed: Black passes.
boardsize 19
clear_board
kosumi-rules chinese komi=34.5
play b k19
play b k18
play b k17
play b k16
play b k15
play b k14
play b k13
play b k12
play b k11
play b k10
play b k9
play b k8
play b k7
play b k6
play b k5
play b k4
play b k3
play b a2
play b b2
play b c2
play b d2
play b k2
play b b1
play b d1
play b k1
play w j19
play w j18
play w j17
play w j16
play w j15
play w j14
play w j13
play w j12
play w j11
play w j10
play w j9
play w j8
play w j7
play w j6
play w j5
play w j4
play w a3
play w b3
play w c3
play w d3
play w e3
play w j3
play w e2
play w j2
play w e1
play w j1
play w pass
20 reg_genmove b
#? [pass]

# 19x19: the same corner after White's B1: the corner is dead beyond doubt and White wins by the
# count: Black 190, White 171 + 34.5.
#    A B C D E F G H J K L M N O P Q R S T
# 19 . . . . . . . . O X . . . . . . . . .
# 18 . . . . . . . . O X . . . . . . . . .
# 17 . . . . . . . . O X . . . . . . . . .
# 16 . . . . . . . . O X . . . . . . . . .
# 15 . . . . . . . . O X . . . . . . . . .
# 14 . . . . . . . . O X . . . . . . . . .
# 13 . . . . . . . . O X . . . . . . . . .
# 12 . . . . . . . . O X . . . . . . . . .
# 11 . . . . . . . . O X . . . . . . . . .
# 10 . . . . . . . . O X . . . . . . . . .
#  9 . . . . . . . . O X . . . . . . . . .
#  8 . . . . . . . . O X . . . . . . . . .
#  7 . . . . . . . . O X . . . . . . . . .
#  6 . . . . . . . . O X . . . . . . . . .
#  5 . . . . . . . . O X . . . . . . . . .
#  4 . . . . . . . . O X . . . . . . . . .
#  3 O O O O O . . . O X . . . . . . . . .
#  2 X X X X O . . . O X . . . . . . . . .
#  1 . O . X O . . . O X . . . . . . . . .
# Black has just passed: White passes; the dead corner need not be captured.
boardsize 19
clear_board
kosumi-rules chinese komi=34.5
play b k19
play b k18
play b k17
play b k16
play b k15
play b k14
play b k13
play b k12
play b k11
play b k10
play b k9
play b k8
play b k7
play b k6
play b k5
play b k4
play b k3
play b a2
play b b2
play b c2
play b d2
play b k2
play b d1
play b k1
play w j19
play w j18
play w j17
play w j16
play w j15
play w j14
play w j13
play w j12
play w j11
play w j10
play w j9
play w j8
play w j7
play w j6
play w j5
play w j4
play w a3
play w b3
play w c3
play w d3
play w e3
play w j3
play w e2
play w j2
play w b1
play w e1
play w j1
play b pass
21 reg_genmove w
#? [pass]


# Settled but for the count, territory scoring, komi 6.5: the search likes the pass, the count does
# not. Black 30 points (A1-E2 and the left edge up to C9), White 23 (F6-J9, G4, J4, H3, J3, J2,
# J1), no prisoners: 30 against 23 + 6.5, Black by 0.5.
#    A B C D E F G H J
#  9 . . . X X O . . .
#  8 . . X X O O . . .
#  7 . . X O O . . . .
#  6 . . . X O . . . .
#  5 . . . X O O . . .
#  4 . . . . X O . O .
#  3 . . . X X X O . .
#  2 . . . . . X O O .
#  1 . . . . . X X O .
# Black has just passed. White passing back loses by 0.5: White plays on.
boardsize 9
clear_board
kosumi-rules japanese komi=6.5
play b d9
play b e9
play b c8
play b d8
play b c7
play b d6
play b d5
play b e4
play b d3
play b e3
play b f3
play b f2
play b f1
play b g1
play w f9
play w e8
play w f8
play w d7
play w e7
play w e6
play w e5
play w f5
play w f4
play w h4
play w g3
play w g2
play w h2
play w h1
play b pass
22 reg_genmove w
#? [!pass]
