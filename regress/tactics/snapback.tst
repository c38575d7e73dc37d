# Snapbacks: a capturing race won by throwing a stone in where it can be taken and retaken.

# Black A3-D1 has two liberties (E1, E3); White A2-C1 has two (A1, B1), both inside. A throw-in at
# A1 or B1 is a snapback: if White takes, Black retakes the whole chain. White to move wins the
# race at E1 or E3.
#    A B C D E F G
#  5 . . . . . . .
#  4 O O O O O O .
#  3 X X X X . O .
#  2 O O O X O O .
#  1 . . O X . O .
boardsize 9
clear_board
play b A3
play b B3
play b C3
play b D3
play b D2
play b D1
play w A4
play w B4
play w C4
play w D4
play w E4
play w F4
play w F3
play w A2
play w B2
play w C2
play w E2
play w F2
play w C1
play w F1
1 reg_genmove b
#? [A1|B1]
2 reg_genmove w
#? [E1|E3]

# Black's chain has liberties A4 and G1; White B1-E1 has C1 and D1. Black throws in at C1 or D1
# (snapback); White to move wins the race at A4 or G1.
#    A B C D E F G H J
#  6 . . . . . . . . .
#  5 O O . . . . . . .
#  4 . O O O O O O . .
#  3 X X X X X X O . .
#  2 X O O O O X O O .
#  1 X O . . O X . O .
boardsize 9
clear_board
play b A3
play b B3
play b C3
play b D3
play b E3
play b F3
play b A2
play b F2
play b A1
play b F1
play w A5
play w B5
play w B4
play w C4
play w D4
play w E4
play w F4
play w G4
play w G3
play w B2
play w C2
play w D2
play w E2
play w G2
play w H2
play w B1
play w E1
play w H1
3 reg_genmove b
#? [C1|D1]*
4 reg_genmove w
#? [A4|G1]

# 19x19: the corner snapback of the first problem.
#    A B C D E F G
#  5 . . . . . . .
#  4 O O O O O O .
#  3 X X X X . O .
#  2 O O O X O O .
#  1 . . O X . O .
boardsize 19
clear_board
play b A3
play b B3
play b C3
play b D3
play b D2
play b D1
play w A4
play w B4
play w C4
play w D4
play w E4
play w F4
play w F3
play w A2
play w B2
play w C2
play w E2
play w F2
play w C1
play w F1
5 reg_genmove b
#? [A1|B1]*

# 19x19: the edge snapback of the second problem, on the upper edge.
#    L M N O P Q R S T
# 19 . O . X O . . O X
# 18 . O O X O O O O X
# 17 . . O X X X X X X
# 16 . . O O O O O O .
# 15 . . . . . . . O O
# 14 . . . . . . . . .
boardsize 19
clear_board
play b O19
play b T19
play b O18
play b T18
play b O17
play b P17
play b Q17
play b R17
play b S17
play b T17
play w M19
play w P19
play w S19
play w M18
play w N18
play w P18
play w Q18
play w R18
play w S18
play w N17
play w N16
play w O16
play w P16
play w Q16
play w R16
play w S16
play w S15
play w T15
6 reg_genmove b
#? [R19|Q19]*
7 reg_genmove w
#? [T16|N19]*
