# A small deterministic tactical subset for CI: stones in atari that must be captured or saved
# at once, and the vital point of three-point eye spaces. Each has one clearly right answer.
boardsize 9
komi 7.5

clear_board
play b d5
play w e5
play b f5
play w a9
play b e6
play w a8
1 reg_genmove b
#? [E4]
2 reg_genmove w
#? [E4]

clear_board
play w e1
play b d1
play w h8
play b f1
play w h7
3 reg_genmove b
#? [E2]*
4 reg_genmove w
#? [E2]*

# Straight three in the corner: B1 for both sides.
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
5 reg_genmove b
#? [B1]*
6 reg_genmove w
#? [B1]*

# From tactics/connect-cut.tst and life/nakade.tst (9x9): connecting or cutting two one-eyed
# halves, and the vital point of pyramid-four and bent-three eye spaces.

# Black's lower group has one eye on each side (A1, J1). Black E2 captures E1 and joins them:
# two eyes. White E2 connects E1 and cuts; both halves die.
#    A B C D E F G H J
#  7 . . . . . . . . .
#  6 X X X X X X X X X
#  5 O O O O O O O O O
#  4 O . . . . . . . O
#  3 O O O O O O O O O
#  2 X X X X . X X X X
#  1 . X X X O X X X .
clear_board
play b A6
play b B6
play b C6
play b D6
play b E6
play b F6
play b G6
play b H6
play b J6
play b A2
play b B2
play b C2
play b D2
play b F2
play b G2
play b H2
play b J2
play b B1
play b C1
play b D1
play b F1
play b G1
play b H1
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
play w A4
play w J4
play w A3
play w B3
play w C3
play w D3
play w E3
play w F3
play w G3
play w H3
play w J3
play w E1
7 reg_genmove b
#? [E2]
8 reg_genmove w
#? [E2]

# The same with White at E2: E1 joins the halves (Black) or cuts them for good (White).
#    A B C D E F G H J
#  7 . . . . . . . . .
#  6 X X X X X X X X X
#  5 O O O O O O O O O
#  4 O . . . . . . . O
#  3 O O O O O O O O O
#  2 X X X X O X X X X
#  1 . X X X . X X X .
clear_board
play b A6
play b B6
play b C6
play b D6
play b E6
play b F6
play b G6
play b H6
play b J6
play b A2
play b B2
play b C2
play b D2
play b F2
play b G2
play b H2
play b J2
play b B1
play b C1
play b D1
play b F1
play b G1
play b H1
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
play w A4
play w J4
play w A3
play w B3
play w C3
play w D3
play w E3
play w F3
play w G3
play w H3
play w J3
play w E2
9 reg_genmove b
#? [E1]
10 reg_genmove w
#? [E1]

# Pyramid four D1 E1 F1 E2 inside Black's wall, no outside liberties: E1 lives (Black) or kills
# (White).
#    A B C D E F G H J
#  5 . . . . . . . . .
#  4 . . O O O O O . .
#  3 . O O X X X O O .
#  2 . O X X . X X O .
#  1 . O X . . . X O .
clear_board
play b D3
play b E3
play b F3
play b C2
play b D2
play b F2
play b G2
play b C1
play b G1
play w C4
play w D4
play w E4
play w F4
play w G4
play w B3
play w C3
play w G3
play w H3
play w B2
play w H2
play w B1
play w H1
11 reg_genmove b
#? [E1]

# Bent three D1 E1 E2 on the edge: E1 for both.
#    A B C D E F G H
#  5 . . . . . . . .
#  4 . . O O O O O .
#  3 . O O X X X O .
#  2 . O X X . X O .
#  1 . O X . . X O .
clear_board
play b D3
play b E3
play b F3
play b C2
play b D2
play b F2
play b C1
play b F1
play w C4
play w D4
play w E4
play w F4
play w G4
play w B3
play w C3
play w G3
play w B2
play w G2
play w B1
play w G1
12 reg_genmove b
#? [E1]
