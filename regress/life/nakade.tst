# Nakade: the vital point of three- and four-point eye spaces inside a wall with no outside
# liberties; the owner lives by taking it, the opponent kills by playing it.

# Pyramid four D1 E1 F1 E2 inside Black's wall, no outside liberties: E1 lives (Black) or kills
# (White).
#    A B C D E F G H J
#  5 . . . . . . . . .
#  4 . . O O O O O . .
#  3 . O O X X X O O .
#  2 . O X X . X X O .
#  1 . O X . . . X O .
boardsize 9
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
1 reg_genmove b
#? [E1]
2 reg_genmove w
#? [E1]

# Bent three D1 E1 E2 on the edge: E1 for both.
#    A B C D E F G H
#  5 . . . . . . . .
#  4 . . O O O O O .
#  3 . O O X X X O .
#  2 . O X X . X O .
#  1 . O X . . X O .
boardsize 9
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
3 reg_genmove b
#? [E1]
4 reg_genmove w
#? [E1]
