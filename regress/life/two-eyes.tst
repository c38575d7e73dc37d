# Making and taking away two eyes: the vital point of bulky five eye spaces.

# Bulky five D1 E1 F1 D2 E2: E1 makes two eyes (Black) or kills (White).
#    A B C D E F G H J
#  5 . . . . . . . . .
#  4 . O O O O O O . .
#  3 . O X X X X O O .
#  2 . O X . . X X O .
#  1 . O X . . . X O .
boardsize 9
clear_board
play b C3
play b D3
play b E3
play b F3
play b C2
play b F2
play b G2
play b C1
play b G1
play w B4
play w C4
play w D4
play w E4
play w F4
play w G4
play w B3
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

# 19x19: the same bulky five on the upper edge (turned half round): the vital point turns with it.
#    E F G H J K L M N
# 19 . O X . . . X O .
# 18 . O X X . . X O .
# 17 . O O X X X X O .
# 16 . . O O O O O O .
# 15 . . . . . . . . .
boardsize 19
clear_board
play b G19
play b L19
play b G18
play b H18
play b L18
play b H17
play b J17
play b K17
play b L17
play w F19
play w M19
play w F18
play w M18
play w F17
play w G17
play w M17
play w G16
play w H16
play w J16
play w K16
play w L16
play w M16
3 reg_genmove b
#? [J19]
4 reg_genmove w
#? [J19]*
