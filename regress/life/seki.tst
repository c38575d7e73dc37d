# Seki: neither side plays the shared liberties; final_status_list seki names the seki stones
# (docs-gtp.md, "Dead stones and seki") and nothing is dead.

# Seki: Black D1-E3 and White F1-F3 share the liberties E1 and E2 and have no eyes. Either side
# playing E1 or E2 puts itself in atari and is captured; neither should. Komi -5.5: Black wins by
# 0.5 if the seki stands.
#    B C D E F G H
#  9 . . . O X . .
#  8 . . . O X . .
#  7 . . . O X . .
#  6 . . . O X . .
#  5 . . . O X . .
#  4 . . O O X . .
#  3 . O X X O X .
#  2 . O X . O X .
#  1 . O X . O X .
boardsize 9
clear_board
komi -5.5
play b F9
play b F8
play b F7
play b F6
play b F5
play b F4
play b D3
play b E3
play b G3
play b D2
play b G2
play b D1
play b G1
play w E9
play w E8
play w E7
play w E6
play w E5
play w D4
play w E4
play w C3
play w F3
play w C2
play w F2
play w C1
play w F1
1 reg_genmove b
#? [!E1|E2]
2 final_status_list seki
#? [(?=[\s\S]*\bD1\b)(?=[\s\S]*\bD2\b)(?=[\s\S]*\bD3\b)(?=[\s\S]*\bE3\b)(?=[\s\S]*\bF1\b)(?=[\s\S]*\bF2\b)(?=[\s\S]*\bF3\b)\s*([A-T]\d+\s*){7}]
3 final_status_list dead
#? []

# The same, komi -4.5 so that White wins by 0.5 if the seki stands.
#    B C D E F G H
#  9 . . . O X . .
#  8 . . . O X . .
#  7 . . . O X . .
#  6 . . . O X . .
#  5 . . . O X . .
#  4 . . O O X . .
#  3 . O X X O X .
#  2 . O X . O X .
#  1 . O X . O X .
boardsize 9
clear_board
komi -4.5
play b F9
play b F8
play b F7
play b F6
play b F5
play b F4
play b D3
play b E3
play b G3
play b D2
play b G2
play b D1
play b G1
play w E9
play w E8
play w E7
play w E6
play w E5
play w D4
play w E4
play w C3
play w F3
play w C2
play w F2
play w C1
play w F1
4 reg_genmove w
#? [!E1|E2]

# 19x19: the same seki at H1-L3 between two walls running to the top (komi 22.5: Black by 0.5).
#    F G H J K L M
# 19 . . . O X . .
# 18 . . . O X . .
# 17 . . . O X . .
# 16 . . . O X . .
# 15 . . . O X . .
# 14 . . . O X . .
# 13 . . . O X . .
# 12 . . . O X . .
# 11 . . . O X . .
# 10 . . . O X . .
#  9 . . . O X . .
#  8 . . . O X . .
#  7 . . . O X . .
#  6 . . . O X . .
#  5 . . . O X . .
#  4 . . O O X . .
#  3 . O X X O X .
#  2 . O X . O X .
#  1 . O X . O X .
boardsize 19
clear_board
komi 22.5
play b K19
play b K18
play b K17
play b K16
play b K15
play b K14
play b K13
play b K12
play b K11
play b K10
play b K9
play b K8
play b K7
play b K6
play b K5
play b K4
play b H3
play b J3
play b L3
play b H2
play b L2
play b H1
play b L1
play w J19
play w J18
play w J17
play w J16
play w J15
play w J14
play w J13
play w J12
play w J11
play w J10
play w J9
play w J8
play w J7
play w J6
play w J5
play w H4
play w J4
play w G3
play w K3
play w G2
play w K2
play w G1
play w K1
5 reg_genmove b
#? [!J1|J2]
6 final_status_list seki
#? [(?=[\s\S]*\bH1\b)(?=[\s\S]*\bH2\b)(?=[\s\S]*\bH3\b)(?=[\s\S]*\bJ3\b)(?=[\s\S]*\bK1\b)(?=[\s\S]*\bK2\b)(?=[\s\S]*\bK3\b)\s*([A-T]\d+\s*){7}]
7 final_status_list dead
#? []

# 19x19: komi 23.5, White by 0.5 if the seki stands.
#    F G H J K L M
# 19 . . . O X . .
# 18 . . . O X . .
# 17 . . . O X . .
# 16 . . . O X . .
# 15 . . . O X . .
# 14 . . . O X . .
# 13 . . . O X . .
# 12 . . . O X . .
# 11 . . . O X . .
# 10 . . . O X . .
#  9 . . . O X . .
#  8 . . . O X . .
#  7 . . . O X . .
#  6 . . . O X . .
#  5 . . . O X . .
#  4 . . O O X . .
#  3 . O X X O X .
#  2 . O X . O X .
#  1 . O X . O X .
boardsize 19
clear_board
komi 23.5
play b K19
play b K18
play b K17
play b K16
play b K15
play b K14
play b K13
play b K12
play b K11
play b K10
play b K9
play b K8
play b K7
play b K6
play b K5
play b K4
play b H3
play b J3
play b L3
play b H2
play b L2
play b H1
play b L1
play w J19
play w J18
play w J17
play w J16
play w J15
play w J14
play w J13
play w J12
play w J11
play w J10
play w J9
play w J8
play w J7
play w J6
play w J5
play w H4
play w J4
play w G3
play w K3
play w G2
play w K2
play w G1
play w K1
8 reg_genmove w
#? [!J1|J2]
