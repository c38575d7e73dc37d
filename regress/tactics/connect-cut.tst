# Connecting against a cut that kills, and cutting a weak connection.

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
boardsize 9
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
1 reg_genmove b
#? [E2]
2 reg_genmove w
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
boardsize 9
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
3 reg_genmove b
#? [E1]
4 reg_genmove w
#? [E1]

# 19x19: the same lower group against a wall on the third line; E2 connects or cuts.
#    A B C D E F G H J K L
#  4 . . . . . . . . . . .
#  3 O O O O O O O O O O .
#  2 X X X X . X X X X O .
#  1 . X X X O X X X . O .
boardsize 19
clear_board
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
play w A3
play w B3
play w C3
play w D3
play w E3
play w F3
play w G3
play w H3
play w J3
play w K3
play w K2
play w E1
play w K1
5 reg_genmove b
#? [E2]
6 reg_genmove w
#? [E2]
