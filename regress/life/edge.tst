# Life and death on the edge, 9x9: a group on the first lines enclosed by the opponent, with an
# eye space of four to six points along the edge (some with a stone of the group's own already
# inside), both to kill and to live. The opponent's wall is solid and the rest of the board is
# settled (the group's owner has the three rows along the far side, the wall's owner the rest,
# each area filled but for one-point eyes). Komi makes the group's fate decide the game by four
# points or more either way: a usual komi where one does, else halfway between the two results.
# Every answer set is complete: an exhaustive search of the eye space (every move and pass, simple
# ko) finds exactly these moves, the side to move loses if it passes, and GNU Go's owl reading
# finds the same set, with no ko. reg_genmove asks for a move without playing it.

# Black to play and kill. White's group has the eye space C2 D1 D2 D3 E2 and no outside liberty (a
# cross of five, its centre on the second line). Black D2 takes the vital point: what is left
# around it cannot make two eyes, and every other Black move lets White live. Answer: D2.
#    A B C D E F G H J
#  9 O O O O O O O O O
#  8 O . O O . O O . O
#  7 O O O O O O O O O
#  6 X X X X X X X X X
#  5 X X X X X X X . X
#  4 X X O O O X X X X
#  3 X O O . O O X X X
#  2 X O . . . O X . X
#  1 X O O . O O X X X
boardsize 9
clear_board
komi 7.5
play w A7
play w A8
play w A9
play w B1
play w B2
play w B3
play w B7
play w B9
play w C1
play w C3
play w C4
play w C7
play w C8
play w C9
play w D4
play w D7
play w D8
play w D9
play w E1
play w E3
play w E4
play w E7
play w E9
play w F1
play w F2
play w F3
play w F7
play w F8
play w F9
play w G7
play w G8
play w G9
play w H7
play w H9
play w J7
play w J8
play w J9
play b A1
play b A2
play b A3
play b A4
play b A5
play b A6
play b B4
play b B5
play b B6
play b C5
play b C6
play b D5
play b D6
play b E5
play b E6
play b F4
play b F5
play b F6
play b G1
play b G2
play b G3
play b G4
play b G5
play b G6
play b H1
play b H3
play b H4
play b H6
play b J1
play b J2
play b J3
play b J4
play b J5
play b J6
1 reg_genmove b
#? [D2]

# White to play and live, same position. D2 splits it into D3 and E2 and C2 and D1. Any other move
# lets Black kill at the vital point. Answer: D2.
#    A B C D E F G H J
#  9 O O O O O O O O O
#  8 O . O O . O O . O
#  7 O O O O O O O O O
#  6 X X X X X X X X X
#  5 X X X X X X X . X
#  4 X X O O O X X X X
#  3 X O O . O O X X X
#  2 X O . . . O X . X
#  1 X O O . O O X X X
boardsize 9
clear_board
komi 7.5
play w A7
play w A8
play w A9
play w B1
play w B2
play w B3
play w B7
play w B9
play w C1
play w C3
play w C4
play w C7
play w C8
play w C9
play w D4
play w D7
play w D8
play w D9
play w E1
play w E3
play w E4
play w E7
play w E9
play w F1
play w F2
play w F3
play w F7
play w F8
play w F9
play w G7
play w G8
play w G9
play w H7
play w H9
play w J7
play w J8
play w J9
play b A1
play b A2
play b A3
play b A4
play b A5
play b A6
play b B4
play b B5
play b B6
play b C5
play b C6
play b D5
play b D6
play b E5
play b E6
play b F4
play b F5
play b F6
play b G1
play b G2
play b G3
play b G4
play b G5
play b G6
play b H1
play b H3
play b H4
play b H6
play b J1
play b J2
play b J3
play b J4
play b J5
play b J6
2 reg_genmove w
#? [D2]

# White to play and kill. Black's group has the eye space F1 F2 G1 G2 G3 and no outside liberty.
# White G2 takes the vital point: what is left around it cannot make two eyes, and every other
# White move lets Black live. Answer: G2.
#    A B C D E F G H J
#  9 X X X X X X X X X
#  8 X . X X . X X . X
#  7 X X X X X X X X X
#  6 O O O O O O O O O
#  5 O . O O O O O O O
#  4 O O O O O X X X O
#  3 O O O O X X . X O
#  2 O . O O X . . X O
#  1 O O O O X . . X O
boardsize 9
clear_board
komi -12.5
play w A1
play w A2
play w A3
play w A4
play w A5
play w A6
play w B1
play w B3
play w B4
play w B6
play w C1
play w C2
play w C3
play w C4
play w C5
play w C6
play w D1
play w D2
play w D3
play w D4
play w D5
play w D6
play w E4
play w E5
play w E6
play w F5
play w F6
play w G5
play w G6
play w H5
play w H6
play w J1
play w J2
play w J3
play w J4
play w J5
play w J6
play b A7
play b A8
play b A9
play b B7
play b B9
play b C7
play b C8
play b C9
play b D7
play b D8
play b D9
play b E1
play b E2
play b E3
play b E7
play b E9
play b F3
play b F4
play b F7
play b F8
play b F9
play b G4
play b G7
play b G8
play b G9
play b H1
play b H2
play b H3
play b H4
play b H7
play b H9
play b J7
play b J8
play b J9
3 reg_genmove w
#? [G2]

# Black to play and live, same position. G1 leaves F1-F2-G2-G3, which makes two eyes however White
# plays; G2 splits it into G3 and F1-F2-G1; F2 leaves F1-G1-G2-G3, which makes two eyes however
# White plays. Any other move lets White kill at the vital point. Answer: G1 or G2 or F2.
#    A B C D E F G H J
#  9 X X X X X X X X X
#  8 X . X X . X X . X
#  7 X X X X X X X X X
#  6 O O O O O O O O O
#  5 O . O O O O O O O
#  4 O O O O O X X X O
#  3 O O O O X X . X O
#  2 O . O O X . . X O
#  1 O O O O X . . X O
boardsize 9
clear_board
komi -12.5
play w A1
play w A2
play w A3
play w A4
play w A5
play w A6
play w B1
play w B3
play w B4
play w B6
play w C1
play w C2
play w C3
play w C4
play w C5
play w C6
play w D1
play w D2
play w D3
play w D4
play w D5
play w D6
play w E4
play w E5
play w E6
play w F5
play w F6
play w G5
play w G6
play w H5
play w H6
play w J1
play w J2
play w J3
play w J4
play w J5
play w J6
play b A7
play b A8
play b A9
play b B7
play b B9
play b C7
play b C8
play b C9
play b D7
play b D8
play b D9
play b E1
play b E2
play b E3
play b E7
play b E9
play b F3
play b F4
play b F7
play b F8
play b F9
play b G4
play b G7
play b G8
play b G9
play b H1
play b H2
play b H3
play b H4
play b H7
play b H9
play b J7
play b J8
play b J9
4 reg_genmove b
#? [G1|G2|F2]

# Black to play and kill. White's group has the eye space C9 D8 D9 E8 E9 and no outside liberty.
# Black D9 takes the vital point: what is left around it cannot make two eyes, and every other
# Black move lets White live. Answer: D9.
#    A B C D E F G H J
#  9 X O . . . O X X X
#  8 X O O . . O X . X
#  7 X X O O O O X X X
#  6 X X X X X X X X X
#  5 X . X X . X X . X
#  4 X X X X X X X X X
#  3 O O O O O O O O O
#  2 O . O O . O O . O
#  1 O O O O O O O O O
boardsize 9
clear_board
komi 7.5
play w A1
play w A2
play w A3
play w B1
play w B3
play w B8
play w B9
play w C1
play w C2
play w C3
play w C7
play w C8
play w D1
play w D2
play w D3
play w D7
play w E1
play w E3
play w E7
play w F1
play w F2
play w F3
play w F7
play w F8
play w F9
play w G1
play w G2
play w G3
play w H1
play w H3
play w J1
play w J2
play w J3
play b A4
play b A5
play b A6
play b A7
play b A8
play b A9
play b B4
play b B6
play b B7
play b C4
play b C5
play b C6
play b D4
play b D5
play b D6
play b E4
play b E6
play b F4
play b F5
play b F6
play b G4
play b G5
play b G6
play b G7
play b G8
play b G9
play b H4
play b H6
play b H7
play b H9
play b J4
play b J5
play b J6
play b J7
play b J8
play b J9
5 reg_genmove b
#? [D9]

# White to play and live, same position. D9 splits it into D8-E8-E9 and C9; D8 leaves C9-D9-E8-E9,
# which makes two eyes however Black plays; E9 leaves C9-D8-D9-E8, which makes two eyes however
# Black plays. Any other move lets Black kill at the vital point. Answer: D9 or D8 or E9.
#    A B C D E F G H J
#  9 X O . . . O X X X
#  8 X O O . . O X . X
#  7 X X O O O O X X X
#  6 X X X X X X X X X
#  5 X . X X . X X . X
#  4 X X X X X X X X X
#  3 O O O O O O O O O
#  2 O . O O . O O . O
#  1 O O O O O O O O O
boardsize 9
clear_board
komi 7.5
play w A1
play w A2
play w A3
play w B1
play w B3
play w B8
play w B9
play w C1
play w C2
play w C3
play w C7
play w C8
play w D1
play w D2
play w D3
play w D7
play w E1
play w E3
play w E7
play w F1
play w F2
play w F3
play w F7
play w F8
play w F9
play w G1
play w G2
play w G3
play w H1
play w H3
play w J1
play w J2
play w J3
play b A4
play b A5
play b A6
play b A7
play b A8
play b A9
play b B4
play b B6
play b B7
play b C4
play b C5
play b C6
play b D4
play b D5
play b D6
play b E4
play b E6
play b F4
play b F5
play b F6
play b G4
play b G5
play b G6
play b G7
play b G8
play b G9
play b H4
play b H6
play b H7
play b H9
play b J4
play b J5
play b J6
play b J7
play b J8
play b J9
6 reg_genmove w
#? [D9|D8|E9]

# White to play and kill. Black's group has the eye space E8 E9 F8 F9 G8 and no outside liberty.
# White F8 takes the vital point: what is left around it cannot make two eyes, and every other
# White move lets Black live. Answer: F8.
#    A B C D E F G H J
#  9 O O O X . . X X O
#  8 O . O X . . . X O
#  7 O O O X X X X X O
#  6 O O O O O O O O O
#  5 O . O O . O O . O
#  4 O O O O O O O O O
#  3 X X X X X X X X X
#  2 X . X X . X X . X
#  1 X X X X X X X X X
boardsize 9
clear_board
komi -12.5
play w A4
play w A5
play w A6
play w A7
play w A8
play w A9
play w B4
play w B6
play w B7
play w B9
play w C4
play w C5
play w C6
play w C7
play w C8
play w C9
play w D4
play w D5
play w D6
play w E4
play w E6
play w F4
play w F5
play w F6
play w G4
play w G5
play w G6
play w H4
play w H6
play w J4
play w J5
play w J6
play w J7
play w J8
play w J9
play b A1
play b A2
play b A3
play b B1
play b B3
play b C1
play b C2
play b C3
play b D1
play b D2
play b D3
play b D7
play b D8
play b D9
play b E1
play b E3
play b E7
play b F1
play b F2
play b F3
play b F7
play b G1
play b G2
play b G3
play b G7
play b G9
play b H1
play b H3
play b H7
play b H8
play b H9
play b J1
play b J2
play b J3
7 reg_genmove w
#? [F8]

# Black to play and live, same position. F9 leaves E8-E9-F8-G8, which makes two eyes however White
# plays; F8 splits it into G8 and E8-E9-F9; E8 leaves E9-F8-F9-G8, which makes two eyes however
# White plays. Any other move lets White kill at the vital point. Answer: F9 or F8 or E8.
#    A B C D E F G H J
#  9 O O O X . . X X O
#  8 O . O X . . . X O
#  7 O O O X X X X X O
#  6 O O O O O O O O O
#  5 O . O O . O O . O
#  4 O O O O O O O O O
#  3 X X X X X X X X X
#  2 X . X X . X X . X
#  1 X X X X X X X X X
boardsize 9
clear_board
komi -12.5
play w A4
play w A5
play w A6
play w A7
play w A8
play w A9
play w B4
play w B6
play w B7
play w B9
play w C4
play w C5
play w C6
play w C7
play w C8
play w C9
play w D4
play w D5
play w D6
play w E4
play w E6
play w F4
play w F5
play w F6
play w G4
play w G5
play w G6
play w H4
play w H6
play w J4
play w J5
play w J6
play w J7
play w J8
play w J9
play b A1
play b A2
play b A3
play b B1
play b B3
play b C1
play b C2
play b C3
play b D1
play b D2
play b D3
play b D7
play b D8
play b D9
play b E1
play b E3
play b E7
play b F1
play b F2
play b F3
play b F7
play b G1
play b G2
play b G3
play b G7
play b G9
play b H1
play b H3
play b H7
play b H8
play b H9
play b J1
play b J2
play b J3
8 reg_genmove b
#? [F9|F8|E8]

# Black to play and kill. White's group has the eye space A3 A4 B3 B4 B5 C4 and no outside liberty.
# Black B4 takes the vital point: what is left around it cannot make two eyes, and every other
# Black move lets White live. Answer: B4.
#    A B C D E F G H J
#  9 X X X X X X O O O
#  8 X . X X . X O . O
#  7 X X X X X X O O O
#  6 O O O X X X O O O
#  5 O . O O X X O . O
#  4 . . . O X X O O O
#  3 . . O O X X O O O
#  2 O O O X X X O . O
#  1 X X X X X X O O O
boardsize 9
clear_board
komi 7.5
play w A2
play w A5
play w A6
play w B2
play w B6
play w C2
play w C3
play w C5
play w C6
play w D3
play w D4
play w D5
play w G1
play w G2
play w G3
play w G4
play w G5
play w G6
play w G7
play w G8
play w G9
play w H1
play w H3
play w H4
play w H6
play w H7
play w H9
play w J1
play w J2
play w J3
play w J4
play w J5
play w J6
play w J7
play w J8
play w J9
play b A1
play b A7
play b A8
play b A9
play b B1
play b B7
play b B9
play b C1
play b C7
play b C8
play b C9
play b D1
play b D2
play b D6
play b D7
play b D8
play b D9
play b E1
play b E2
play b E3
play b E4
play b E5
play b E6
play b E7
play b E9
play b F1
play b F2
play b F3
play b F4
play b F5
play b F6
play b F7
play b F8
play b F9
9 reg_genmove b
#? [B4]

# White to play and live, same position. B3 leaves A3-A4-B4-B5-C4, which makes two eyes however
# Black plays; A4 leaves A3-B3-B4-B5-C4, which makes two eyes however Black plays; B4 splits it
# into A3-A4-B3 and B5 and C4. Any other move lets Black kill at the vital point. Answer: B3 or A4
# or B4.
#    A B C D E F G H J
#  9 X X X X X X O O O
#  8 X . X X . X O . O
#  7 X X X X X X O O O
#  6 O O O X X X O O O
#  5 O . O O X X O . O
#  4 . . . O X X O O O
#  3 . . O O X X O O O
#  2 O O O X X X O . O
#  1 X X X X X X O O O
boardsize 9
clear_board
komi 7.5
play w A2
play w A5
play w A6
play w B2
play w B6
play w C2
play w C3
play w C5
play w C6
play w D3
play w D4
play w D5
play w G1
play w G2
play w G3
play w G4
play w G5
play w G6
play w G7
play w G8
play w G9
play w H1
play w H3
play w H4
play w H6
play w H7
play w H9
play w J1
play w J2
play w J3
play w J4
play w J5
play w J6
play w J7
play w J8
play w J9
play b A1
play b A7
play b A8
play b A9
play b B1
play b B7
play b B9
play b C1
play b C7
play b C8
play b C9
play b D1
play b D2
play b D6
play b D7
play b D8
play b D9
play b E1
play b E2
play b E3
play b E4
play b E5
play b E6
play b E7
play b E9
play b F1
play b F2
play b F3
play b F4
play b F5
play b F6
play b F7
play b F8
play b F9
10 reg_genmove w
#? [B3|A4|B4]

# White to play and kill. Black's group has the eye space G4 G5 H3 H4 H5 J4 and no outside liberty.
# White H4 takes the vital point: what is left around it cannot make two eyes, and every other
# White move lets Black live. Answer: H4.
#    A B C D E F G H J
#  9 X X X O O O O O O
#  8 X . X O . O O . O
#  7 X X X O O O O O O
#  6 X X X O O X X X X
#  5 X . X O O X . . X
#  4 X X X O O X . . .
#  3 X X X O O X X . X
#  2 X . X O O O X X X
#  1 X X X O O O O O O
boardsize 9
clear_board
komi 6.5
play w D1
play w D2
play w D3
play w D4
play w D5
play w D6
play w D7
play w D8
play w D9
play w E1
play w E2
play w E3
play w E4
play w E5
play w E6
play w E7
play w E9
play w F1
play w F2
play w F7
play w F8
play w F9
play w G1
play w G7
play w G8
play w G9
play w H1
play w H7
play w H9
play w J1
play w J7
play w J8
play w J9
play b A1
play b A2
play b A3
play b A4
play b A5
play b A6
play b A7
play b A8
play b A9
play b B1
play b B3
play b B4
play b B6
play b B7
play b B9
play b C1
play b C2
play b C3
play b C4
play b C5
play b C6
play b C7
play b C8
play b C9
play b F3
play b F4
play b F5
play b F6
play b G2
play b G3
play b G6
play b H2
play b H6
play b J2
play b J3
play b J5
play b J6
11 reg_genmove w
#? [H4]

# Black to play and live, same position. H4 splits it into G4-G5-H5 and J4 and H3; G4 leaves
# G5-H3-H4-H5-J4, which makes two eyes however White plays; H5 leaves G4-G5-H3-H4-J4, which makes
# two eyes however White plays. Any other move lets White kill at the vital point. Answer: H4 or G4
# or H5.
#    A B C D E F G H J
#  9 X X X O O O O O O
#  8 X . X O . O O . O
#  7 X X X O O O O O O
#  6 X X X O O X X X X
#  5 X . X O O X . . X
#  4 X X X O O X . . .
#  3 X X X O O X X . X
#  2 X . X O O O X X X
#  1 X X X O O O O O O
boardsize 9
clear_board
komi 6.5
play w D1
play w D2
play w D3
play w D4
play w D5
play w D6
play w D7
play w D8
play w D9
play w E1
play w E2
play w E3
play w E4
play w E5
play w E6
play w E7
play w E9
play w F1
play w F2
play w F7
play w F8
play w F9
play w G1
play w G7
play w G8
play w G9
play w H1
play w H7
play w H9
play w J1
play w J7
play w J8
play w J9
play b A1
play b A2
play b A3
play b A4
play b A5
play b A6
play b A7
play b A8
play b A9
play b B1
play b B3
play b B4
play b B6
play b B7
play b B9
play b C1
play b C2
play b C3
play b C4
play b C5
play b C6
play b C7
play b C8
play b C9
play b F3
play b F4
play b F5
play b F6
play b G2
play b G3
play b G6
play b H2
play b H6
play b J2
play b J3
play b J5
play b J6
12 reg_genmove b
#? [H4|G4|H5]

# Black to play and kill. White's group has the eye space A5 A6 B5 B6 B7 C6 and no outside liberty.
# Black B6 takes the vital point: what is left around it cannot make two eyes, and every other
# Black move lets White live. Answer: B6.
#    A B C D E F G H J
#  9 X X X X X X O O O
#  8 O O O X X X O . O
#  7 O . O O X X O O O
#  6 . . . O X X O O O
#  5 . . O O X X O . O
#  4 O O O X X X O O O
#  3 X X X X X X O O O
#  2 X . X X . X O . O
#  1 X X X X X X O O O
boardsize 9
clear_board
komi 7.5
play w A4
play w A7
play w A8
play w B4
play w B8
play w C4
play w C5
play w C7
play w C8
play w D5
play w D6
play w D7
play w G1
play w G2
play w G3
play w G4
play w G5
play w G6
play w G7
play w G8
play w G9
play w H1
play w H3
play w H4
play w H6
play w H7
play w H9
play w J1
play w J2
play w J3
play w J4
play w J5
play w J6
play w J7
play w J8
play w J9
play b A1
play b A2
play b A3
play b A9
play b B1
play b B3
play b B9
play b C1
play b C2
play b C3
play b C9
play b D1
play b D2
play b D3
play b D4
play b D8
play b D9
play b E1
play b E3
play b E4
play b E5
play b E6
play b E7
play b E8
play b E9
play b F1
play b F2
play b F3
play b F4
play b F5
play b F6
play b F7
play b F8
play b F9
13 reg_genmove b
#? [B6]

# White to play and live, same position. A6 leaves A5-B5-B6-B7-C6, which makes two eyes however
# Black plays; B6 splits it into A5-A6-B5 and B7 and C6; B5 leaves A5-A6-B6-B7-C6, which makes two
# eyes however Black plays. Any other move lets Black kill at the vital point. Answer: A6 or B6 or
# B5.
#    A B C D E F G H J
#  9 X X X X X X O O O
#  8 O O O X X X O . O
#  7 O . O O X X O O O
#  6 . . . O X X O O O
#  5 . . O O X X O . O
#  4 O O O X X X O O O
#  3 X X X X X X O O O
#  2 X . X X . X O . O
#  1 X X X X X X O O O
boardsize 9
clear_board
komi 7.5
play w A4
play w A7
play w A8
play w B4
play w B8
play w C4
play w C5
play w C7
play w C8
play w D5
play w D6
play w D7
play w G1
play w G2
play w G3
play w G4
play w G5
play w G6
play w G7
play w G8
play w G9
play w H1
play w H3
play w H4
play w H6
play w H7
play w H9
play w J1
play w J2
play w J3
play w J4
play w J5
play w J6
play w J7
play w J8
play w J9
play b A1
play b A2
play b A3
play b A9
play b B1
play b B3
play b B9
play b C1
play b C2
play b C3
play b C9
play b D1
play b D2
play b D3
play b D4
play b D8
play b D9
play b E1
play b E3
play b E4
play b E5
play b E6
play b E7
play b E8
play b E9
play b F1
play b F2
play b F3
play b F4
play b F5
play b F6
play b F7
play b F8
play b F9
14 reg_genmove w
#? [A6|B6|B5]

# White to play and kill. Black's group has the eye space H4 H5 J4 J5 J6 and no outside liberty.
# White J5 takes the vital point: what is left around it cannot make two eyes, and every other
# White move lets Black live. Answer: J5.
#    A B C D E F G H J
#  9 X X X O O O O O O
#  8 X . X O . O O X X
#  7 X X X O O O O X X
#  6 X X X O O O X X .
#  5 X . X O . O X . .
#  4 X X X O O O X . .
#  3 X X X O O O X X X
#  2 X . X O . O O O O
#  1 X X X O O O O O O
boardsize 9
clear_board
komi 0.5
play w D1
play w D2
play w D3
play w D4
play w D5
play w D6
play w D7
play w D8
play w D9
play w E1
play w E3
play w E4
play w E6
play w E7
play w E9
play w F1
play w F2
play w F3
play w F4
play w F5
play w F6
play w F7
play w F8
play w F9
play w G1
play w G2
play w G7
play w G8
play w G9
play w H1
play w H2
play w H9
play w J1
play w J2
play w J9
play b A1
play b A2
play b A3
play b A4
play b A5
play b A6
play b A7
play b A8
play b A9
play b B1
play b B3
play b B4
play b B6
play b B7
play b B9
play b C1
play b C2
play b C3
play b C4
play b C5
play b C6
play b C7
play b C8
play b C9
play b G3
play b G4
play b G5
play b G6
play b H3
play b H6
play b H7
play b H8
play b J3
play b J7
play b J8
15 reg_genmove w
#? [J5]

# Black to play and live, same position. J5 splits it into H4-H5-J4 and J6; H5 leaves H4-J4-J5-J6,
# which makes two eyes however White plays; J4 leaves H4-H5-J5-J6, which makes two eyes however
# White plays. Any other move lets White kill at the vital point. Answer: J5 or H5 or J4.
#    A B C D E F G H J
#  9 X X X O O O O O O
#  8 X . X O . O O X X
#  7 X X X O O O O X X
#  6 X X X O O O X X .
#  5 X . X O . O X . .
#  4 X X X O O O X . .
#  3 X X X O O O X X X
#  2 X . X O . O O O O
#  1 X X X O O O O O O
boardsize 9
clear_board
komi 0.5
play w D1
play w D2
play w D3
play w D4
play w D5
play w D6
play w D7
play w D8
play w D9
play w E1
play w E3
play w E4
play w E6
play w E7
play w E9
play w F1
play w F2
play w F3
play w F4
play w F5
play w F6
play w F7
play w F8
play w F9
play w G1
play w G2
play w G7
play w G8
play w G9
play w H1
play w H2
play w H9
play w J1
play w J2
play w J9
play b A1
play b A2
play b A3
play b A4
play b A5
play b A6
play b A7
play b A8
play b A9
play b B1
play b B3
play b B4
play b B6
play b B7
play b B9
play b C1
play b C2
play b C3
play b C4
play b C5
play b C6
play b C7
play b C8
play b C9
play b G3
play b G4
play b G5
play b G6
play b H3
play b H6
play b H7
play b H8
play b J3
play b J7
play b J8
16 reg_genmove b
#? [J5|H5|J4]

# Black to play and kill. White's group has the eye space D2 E1 E2 E3 F2 and no outside liberty.
# Black E2 takes the vital point: what is left around it cannot make two eyes, and every other
# Black move lets White live. Answer: E2.
#    A B C D E F G H J
#  9 O O O O O O O O O
#  8 O . O O . O O . O
#  7 O O O O O O O O O
#  6 X X X X X X X X X
#  5 X . X X X X X . X
#  4 X X X O O O X X X
#  3 X O O O . O O X X
#  2 X O O . . . O X X
#  1 X O O O . O O X X
boardsize 9
clear_board
komi 7.5
play w A7
play w A8
play w A9
play w B1
play w B2
play w B3
play w B7
play w B9
play w C1
play w C2
play w C3
play w C7
play w C8
play w C9
play w D1
play w D3
play w D4
play w D7
play w D8
play w D9
play w E4
play w E7
play w E9
play w F1
play w F3
play w F4
play w F7
play w F8
play w F9
play w G1
play w G2
play w G3
play w G7
play w G8
play w G9
play w H7
play w H9
play w J7
play w J8
play w J9
play b A1
play b A2
play b A3
play b A4
play b A5
play b A6
play b B4
play b B6
play b C4
play b C5
play b C6
play b D5
play b D6
play b E5
play b E6
play b F5
play b F6
play b G4
play b G5
play b G6
play b H1
play b H2
play b H3
play b H4
play b H6
play b J1
play b J2
play b J3
play b J4
play b J5
play b J6
17 reg_genmove b
#? [E2]

# White to play and live, same position. E2 splits it into D2 and E1 and F2 and E3. Any other move
# lets Black kill at the vital point. Answer: E2.
#    A B C D E F G H J
#  9 O O O O O O O O O
#  8 O . O O . O O . O
#  7 O O O O O O O O O
#  6 X X X X X X X X X
#  5 X . X X X X X . X
#  4 X X X O O O X X X
#  3 X O O O . O O X X
#  2 X O O . . . O X X
#  1 X O O O . O O X X
boardsize 9
clear_board
komi 7.5
play w A7
play w A8
play w A9
play w B1
play w B2
play w B3
play w B7
play w B9
play w C1
play w C2
play w C3
play w C7
play w C8
play w C9
play w D1
play w D3
play w D4
play w D7
play w D8
play w D9
play w E4
play w E7
play w E9
play w F1
play w F3
play w F4
play w F7
play w F8
play w F9
play w G1
play w G2
play w G3
play w G7
play w G8
play w G9
play w H7
play w H9
play w J7
play w J8
play w J9
play b A1
play b A2
play b A3
play b A4
play b A5
play b A6
play b B4
play b B6
play b C4
play b C5
play b C6
play b D5
play b D6
play b E5
play b E6
play b F5
play b F6
play b G4
play b G5
play b G6
play b H1
play b H2
play b H3
play b H4
play b H6
play b J1
play b J2
play b J3
play b J4
play b J5
play b J6
18 reg_genmove w
#? [E2]

# White to play and kill. Black's group has the eye space F2 F3 G1 G2 G3 and no outside liberty.
# White G2 takes the vital point: what is left around it cannot make two eyes, and every other
# White move lets Black live. Answer: G2.
#    A B C D E F G H J
#  9 X X X X X X X X X
#  8 X . X X . X X . X
#  7 X X X X X X X X X
#  6 O O O O O O O O O
#  5 O . O O O O O O O
#  4 O O O O X X X X O
#  3 O O O O X . . X O
#  2 O . O O X . . X O
#  1 O O O O X X . X O
boardsize 9
clear_board
komi 0.5
play w A1
play w A2
play w A3
play w A4
play w A5
play w A6
play w B1
play w B3
play w B4
play w B6
play w C1
play w C2
play w C3
play w C4
play w C5
play w C6
play w D1
play w D2
play w D3
play w D4
play w D5
play w D6
play w E5
play w E6
play w F5
play w F6
play w G5
play w G6
play w H5
play w H6
play w J1
play w J2
play w J3
play w J4
play w J5
play w J6
play b A7
play b A8
play b A9
play b B7
play b B9
play b C7
play b C8
play b C9
play b D7
play b D8
play b D9
play b E1
play b E2
play b E3
play b E4
play b E7
play b E9
play b F1
play b F4
play b F7
play b F8
play b F9
play b G4
play b G7
play b G8
play b G9
play b H1
play b H2
play b H3
play b H4
play b H7
play b H9
play b J7
play b J8
play b J9
19 reg_genmove w
#? [G2]

# Black to play and live, same position. G2 splits it into F2-F3-G3 and G1; G3 leaves F2-F3-G1-G2,
# which makes two eyes however White plays; F2 leaves F3-G1-G2-G3, which makes two eyes however
# White plays. Any other move lets White kill at the vital point. Answer: G2 or G3 or F2.
#    A B C D E F G H J
#  9 X X X X X X X X X
#  8 X . X X . X X . X
#  7 X X X X X X X X X
#  6 O O O O O O O O O
#  5 O . O O O O O O O
#  4 O O O O X X X X O
#  3 O O O O X . . X O
#  2 O . O O X . . X O
#  1 O O O O X X . X O
boardsize 9
clear_board
komi 0.5
play w A1
play w A2
play w A3
play w A4
play w A5
play w A6
play w B1
play w B3
play w B4
play w B6
play w C1
play w C2
play w C3
play w C4
play w C5
play w C6
play w D1
play w D2
play w D3
play w D4
play w D5
play w D6
play w E5
play w E6
play w F5
play w F6
play w G5
play w G6
play w H5
play w H6
play w J1
play w J2
play w J3
play w J4
play w J5
play w J6
play b A7
play b A8
play b A9
play b B7
play b B9
play b C7
play b C8
play b C9
play b D7
play b D8
play b D9
play b E1
play b E2
play b E3
play b E4
play b E7
play b E9
play b F1
play b F4
play b F7
play b F8
play b F9
play b G4
play b G7
play b G8
play b G9
play b H1
play b H2
play b H3
play b H4
play b H7
play b H9
play b J7
play b J8
play b J9
20 reg_genmove b
#? [G2|G3|F2]

# Black to play and kill. White's group has the eye space C8 C9 D8 D9 E9 and no outside liberty.
# Black D9 takes the vital point: what is left around it cannot make two eyes, and every other
# Black move lets White live. Answer: D9.
#    A B C D E F G H J
#  9 X O . . . O X X X
#  8 X O . . O O X . X
#  7 X O O O O X X X X
#  6 X X X X X X X X X
#  5 X . X X . X X . X
#  4 X X X X X X X X X
#  3 O O O O O O O O O
#  2 O . O O . O O . O
#  1 O O O O O O O O O
boardsize 9
clear_board
komi 7.5
play w A1
play w A2
play w A3
play w B1
play w B3
play w B7
play w B8
play w B9
play w C1
play w C2
play w C3
play w C7
play w D1
play w D2
play w D3
play w D7
play w E1
play w E3
play w E7
play w E8
play w F1
play w F2
play w F3
play w F8
play w F9
play w G1
play w G2
play w G3
play w H1
play w H3
play w J1
play w J2
play w J3
play b A4
play b A5
play b A6
play b A7
play b A8
play b A9
play b B4
play b B6
play b C4
play b C5
play b C6
play b D4
play b D5
play b D6
play b E4
play b E6
play b F4
play b F5
play b F6
play b F7
play b G4
play b G5
play b G6
play b G7
play b G8
play b G9
play b H4
play b H6
play b H7
play b H9
play b J4
play b J5
play b J6
play b J7
play b J8
play b J9
21 reg_genmove b
#? [D9]

# White to play and live, same position. C9 leaves C8-D8-D9-E9, which makes two eyes however Black
# plays; D9 splits it into E9 and C8-C9-D8; D8 leaves C8-C9-D9-E9, which makes two eyes however
# Black plays. Any other move lets Black kill at the vital point. Answer: C9 or D9 or D8.
#    A B C D E F G H J
#  9 X O . . . O X X X
#  8 X O . . O O X . X
#  7 X O O O O X X X X
#  6 X X X X X X X X X
#  5 X . X X . X X . X
#  4 X X X X X X X X X
#  3 O O O O O O O O O
#  2 O . O O . O O . O
#  1 O O O O O O O O O
boardsize 9
clear_board
komi 7.5
play w A1
play w A2
play w A3
play w B1
play w B3
play w B7
play w B8
play w B9
play w C1
play w C2
play w C3
play w C7
play w D1
play w D2
play w D3
play w D7
play w E1
play w E3
play w E7
play w E8
play w F1
play w F2
play w F3
play w F8
play w F9
play w G1
play w G2
play w G3
play w H1
play w H3
play w J1
play w J2
play w J3
play b A4
play b A5
play b A6
play b A7
play b A8
play b A9
play b B4
play b B6
play b C4
play b C5
play b C6
play b D4
play b D5
play b D6
play b E4
play b E6
play b F4
play b F5
play b F6
play b F7
play b G4
play b G5
play b G6
play b G7
play b G8
play b G9
play b H4
play b H6
play b H7
play b H9
play b J4
play b J5
play b J6
play b J7
play b J8
play b J9
22 reg_genmove w
#? [C9|D9|D8]

# White to play and kill. Black's group has the eye space E8 F8 F9 G8 G9 and no outside liberty.
# White F8 takes the vital point: what is left around it cannot make two eyes, and every other
# White move lets Black live. Answer: F8.
#    A B C D E F G H J
#  9 O O O X X . . X O
#  8 O . O X . . . X O
#  7 O O O X X X X X O
#  6 O O O O O O O O O
#  5 O . O O . O O . O
#  4 O O O O O O O O O
#  3 X X X X X X X X X
#  2 X . X X . X X . X
#  1 X X X X X X X X X
boardsize 9
clear_board
komi -12.5
play w A4
play w A5
play w A6
play w A7
play w A8
play w A9
play w B4
play w B6
play w B7
play w B9
play w C4
play w C5
play w C6
play w C7
play w C8
play w C9
play w D4
play w D5
play w D6
play w E4
play w E6
play w F4
play w F5
play w F6
play w G4
play w G5
play w G6
play w H4
play w H6
play w J4
play w J5
play w J6
play w J7
play w J8
play w J9
play b A1
play b A2
play b A3
play b B1
play b B3
play b C1
play b C2
play b C3
play b D1
play b D2
play b D3
play b D7
play b D8
play b D9
play b E1
play b E3
play b E7
play b E9
play b F1
play b F2
play b F3
play b F7
play b G1
play b G2
play b G3
play b G7
play b H1
play b H3
play b H7
play b H8
play b H9
play b J1
play b J2
play b J3
23 reg_genmove w
#? [F8]

# Black to play and live, same position. G8 leaves E8-F8-F9-G9, which makes two eyes however White
# plays; F9 leaves E8-F8-G8-G9, which makes two eyes however White plays; F8 splits it into
# F9-G8-G9 and E8. Any other move lets White kill at the vital point. Answer: G8 or F9 or F8.
#    A B C D E F G H J
#  9 O O O X X . . X O
#  8 O . O X . . . X O
#  7 O O O X X X X X O
#  6 O O O O O O O O O
#  5 O . O O . O O . O
#  4 O O O O O O O O O
#  3 X X X X X X X X X
#  2 X . X X . X X . X
#  1 X X X X X X X X X
boardsize 9
clear_board
komi -12.5
play w A4
play w A5
play w A6
play w A7
play w A8
play w A9
play w B4
play w B6
play w B7
play w B9
play w C4
play w C5
play w C6
play w C7
play w C8
play w C9
play w D4
play w D5
play w D6
play w E4
play w E6
play w F4
play w F5
play w F6
play w G4
play w G5
play w G6
play w H4
play w H6
play w J4
play w J5
play w J6
play w J7
play w J8
play w J9
play b A1
play b A2
play b A3
play b B1
play b B3
play b C1
play b C2
play b C3
play b D1
play b D2
play b D3
play b D7
play b D8
play b D9
play b E1
play b E3
play b E7
play b E9
play b F1
play b F2
play b F3
play b F7
play b G1
play b G2
play b G3
play b G7
play b H1
play b H3
play b H7
play b H8
play b H9
play b J1
play b J2
play b J3
24 reg_genmove b
#? [G8|F9|F8]

# Black to play and kill. White's group has the eye space A4 B3 B4 C3 C4 and no outside liberty.
# Black B4 takes the vital point: what is left around it cannot make two eyes, and every other
# Black move lets White live. Answer: B4.
#    A B C D E F G H J
#  9 X X X X X X O O O
#  8 X . X X . X O . O
#  7 X X X X X X O O O
#  6 X X X X X X O O O
#  5 O O O O X X O . O
#  4 . . . O X X O O O
#  3 O . . O X X O O O
#  2 O O O O X X O . O
#  1 X X X X X X O O O
boardsize 9
clear_board
komi 7.5
play w A2
play w A3
play w A5
play w B2
play w B5
play w C2
play w C5
play w D2
play w D3
play w D4
play w D5
play w G1
play w G2
play w G3
play w G4
play w G5
play w G6
play w G7
play w G8
play w G9
play w H1
play w H3
play w H4
play w H6
play w H7
play w H9
play w J1
play w J2
play w J3
play w J4
play w J5
play w J6
play w J7
play w J8
play w J9
play b A1
play b A6
play b A7
play b A8
play b A9
play b B1
play b B6
play b B7
play b B9
play b C1
play b C6
play b C7
play b C8
play b C9
play b D1
play b D6
play b D7
play b D8
play b D9
play b E1
play b E2
play b E3
play b E4
play b E5
play b E6
play b E7
play b E9
play b F1
play b F2
play b F3
play b F4
play b F5
play b F6
play b F7
play b F8
play b F9
25 reg_genmove b
#? [B4]

# White to play and live, same position. B3 leaves A4-B4-C3-C4, which makes two eyes however Black
# plays; B4 splits it into B3-C3-C4 and A4; C4 leaves A4-B3-B4-C3, which makes two eyes however
# Black plays. Any other move lets Black kill at the vital point. Answer: B3 or B4 or C4.
#    A B C D E F G H J
#  9 X X X X X X O O O
#  8 X . X X . X O . O
#  7 X X X X X X O O O
#  6 X X X X X X O O O
#  5 O O O O X X O . O
#  4 . . . O X X O O O
#  3 O . . O X X O O O
#  2 O O O O X X O . O
#  1 X X X X X X O O O
boardsize 9
clear_board
komi 7.5
play w A2
play w A3
play w A5
play w B2
play w B5
play w C2
play w C5
play w D2
play w D3
play w D4
play w D5
play w G1
play w G2
play w G3
play w G4
play w G5
play w G6
play w G7
play w G8
play w G9
play w H1
play w H3
play w H4
play w H6
play w H7
play w H9
play w J1
play w J2
play w J3
play w J4
play w J5
play w J6
play w J7
play w J8
play w J9
play b A1
play b A6
play b A7
play b A8
play b A9
play b B1
play b B6
play b B7
play b B9
play b C1
play b C6
play b C7
play b C8
play b C9
play b D1
play b D6
play b D7
play b D8
play b D9
play b E1
play b E2
play b E3
play b E4
play b E5
play b E6
play b E7
play b E9
play b F1
play b F2
play b F3
play b F4
play b F5
play b F6
play b F7
play b F8
play b F9
26 reg_genmove w
#? [B3|B4|C4]

# White to play and kill. Black's group has the eye space G3 G4 H3 H4 J3 and no outside liberty.
# White H3 takes the vital point: what is left around it cannot make two eyes, and every other
# White move lets Black live. Answer: H3.
#    A B C D E F G H J
#  9 X X X O O O O O O
#  8 X . X O . O O . O
#  7 X X X O O O O O O
#  6 X X X O O O O O O
#  5 X . X O O X X X X
#  4 X X X O O X . . X
#  3 X X X O O X . . .
#  2 X . X O O X X X X
#  1 X X X O O O O O O
boardsize 9
clear_board
komi 0.5
play w D1
play w D2
play w D3
play w D4
play w D5
play w D6
play w D7
play w D8
play w D9
play w E1
play w E2
play w E3
play w E4
play w E5
play w E6
play w E7
play w E9
play w F1
play w F6
play w F7
play w F8
play w F9
play w G1
play w G6
play w G7
play w G8
play w G9
play w H1
play w H6
play w H7
play w H9
play w J1
play w J6
play w J7
play w J8
play w J9
play b A1
play b A2
play b A3
play b A4
play b A5
play b A6
play b A7
play b A8
play b A9
play b B1
play b B3
play b B4
play b B6
play b B7
play b B9
play b C1
play b C2
play b C3
play b C4
play b C5
play b C6
play b C7
play b C8
play b C9
play b F2
play b F3
play b F4
play b F5
play b G2
play b G5
play b H2
play b H5
play b J2
play b J4
play b J5
27 reg_genmove w
#? [H3]

# Black to play and live, same position. H3 splits it into J3 and G3-G4-H4; G3 leaves G4-H3-H4-J3,
# which makes two eyes however White plays; H4 leaves G3-G4-H3-J3, which makes two eyes however
# White plays. Any other move lets White kill at the vital point. Answer: H3 or G3 or H4.
#    A B C D E F G H J
#  9 X X X O O O O O O
#  8 X . X O . O O . O
#  7 X X X O O O O O O
#  6 X X X O O O O O O
#  5 X . X O O X X X X
#  4 X X X O O X . . X
#  3 X X X O O X . . .
#  2 X . X O O X X X X
#  1 X X X O O O O O O
boardsize 9
clear_board
komi 0.5
play w D1
play w D2
play w D3
play w D4
play w D5
play w D6
play w D7
play w D8
play w D9
play w E1
play w E2
play w E3
play w E4
play w E5
play w E6
play w E7
play w E9
play w F1
play w F6
play w F7
play w F8
play w F9
play w G1
play w G6
play w G7
play w G8
play w G9
play w H1
play w H6
play w H7
play w H9
play w J1
play w J6
play w J7
play w J8
play w J9
play b A1
play b A2
play b A3
play b A4
play b A5
play b A6
play b A7
play b A8
play b A9
play b B1
play b B3
play b B4
play b B6
play b B7
play b B9
play b C1
play b C2
play b C3
play b C4
play b C5
play b C6
play b C7
play b C8
play b C9
play b F2
play b F3
play b F4
play b F5
play b G2
play b G5
play b H2
play b H5
play b J2
play b J4
play b J5
28 reg_genmove b
#? [H3|G3|H4]

# White to play and kill. Black's group has the eye space H6 H7 J5 J6 J7 and no outside liberty.
# White J6 takes the vital point: what is left around it cannot make two eyes, and every other
# White move lets Black live. Answer: J6.
#    A B C D E F G H J
#  9 X X X O O O O O O
#  8 X . X O O X X X X
#  7 X X X O O X X . .
#  6 X X X O O X X . .
#  5 X . X O O O X X .
#  4 X X X O O O O X X
#  3 X X X O O O O O O
#  2 X . X O . O O . O
#  1 X X X O O O O O O
boardsize 9
clear_board
komi 0.5
play w D1
play w D2
play w D3
play w D4
play w D5
play w D6
play w D7
play w D8
play w D9
play w E1
play w E3
play w E4
play w E5
play w E6
play w E7
play w E8
play w E9
play w F1
play w F2
play w F3
play w F4
play w F5
play w F9
play w G1
play w G2
play w G3
play w G4
play w G9
play w H1
play w H3
play w H9
play w J1
play w J2
play w J3
play w J9
play b A1
play b A2
play b A3
play b A4
play b A5
play b A6
play b A7
play b A8
play b A9
play b B1
play b B3
play b B4
play b B6
play b B7
play b B9
play b C1
play b C2
play b C3
play b C4
play b C5
play b C6
play b C7
play b C8
play b C9
play b F6
play b F7
play b F8
play b G5
play b G6
play b G7
play b G8
play b H4
play b H5
play b H8
play b J4
play b J8
29 reg_genmove w
#? [J6]

# Black to play and live, same position. J7 leaves H6-H7-J5-J6, which makes two eyes however White
# plays; J6 splits it into H6-H7-J7 and J5; H6 leaves H7-J5-J6-J7, which makes two eyes however
# White plays. Any other move lets White kill at the vital point. Answer: J7 or J6 or H6.
#    A B C D E F G H J
#  9 X X X O O O O O O
#  8 X . X O O X X X X
#  7 X X X O O X X . .
#  6 X X X O O X X . .
#  5 X . X O O O X X .
#  4 X X X O O O O X X
#  3 X X X O O O O O O
#  2 X . X O . O O . O
#  1 X X X O O O O O O
boardsize 9
clear_board
komi 0.5
play w D1
play w D2
play w D3
play w D4
play w D5
play w D6
play w D7
play w D8
play w D9
play w E1
play w E3
play w E4
play w E5
play w E6
play w E7
play w E8
play w E9
play w F1
play w F2
play w F3
play w F4
play w F5
play w F9
play w G1
play w G2
play w G3
play w G4
play w G9
play w H1
play w H3
play w H9
play w J1
play w J2
play w J3
play w J9
play b A1
play b A2
play b A3
play b A4
play b A5
play b A6
play b A7
play b A8
play b A9
play b B1
play b B3
play b B4
play b B6
play b B7
play b B9
play b C1
play b C2
play b C3
play b C4
play b C5
play b C6
play b C7
play b C8
play b C9
play b F6
play b F7
play b F8
play b G5
play b G6
play b G7
play b G8
play b H4
play b H5
play b H8
play b J4
play b J8
30 reg_genmove b
#? [J7|J6|H6]

# Black to play and kill. White's group has the eye space C2 D1 D2 E1 E2 and no outside liberty.
# Black D2 takes the vital point: what is left around it cannot make two eyes, and every other
# Black move lets White live. Answer: D2.
#    A B C D E F G H J
#  9 O O O O O O O O O
#  8 O . O O . O O . O
#  7 O O O O O O O O O
#  6 X X X X X X X X X
#  5 X . X X . X X . X
#  4 X X X X X X X X X
#  3 X O O O O O X X X
#  2 X O . . . O O X X
#  1 X O O . . O O X X
boardsize 9
clear_board
komi 7.5
play w A7
play w A8
play w A9
play w B1
play w B2
play w B3
play w B7
play w B9
play w C1
play w C3
play w C7
play w C8
play w C9
play w D3
play w D7
play w D8
play w D9
play w E3
play w E7
play w E9
play w F1
play w F2
play w F3
play w F7
play w F8
play w F9
play w G1
play w G2
play w G7
play w G8
play w G9
play w H7
play w H9
play w J7
play w J8
play w J9
play b A1
play b A2
play b A3
play b A4
play b A5
play b A6
play b B4
play b B6
play b C4
play b C5
play b C6
play b D4
play b D5
play b D6
play b E4
play b E6
play b F4
play b F5
play b F6
play b G3
play b G4
play b G5
play b G6
play b H1
play b H2
play b H3
play b H4
play b H6
play b J1
play b J2
play b J3
play b J4
play b J5
play b J6
31 reg_genmove b
#? [D2]

# White to play and live, same position. D1 leaves C2-D2-E1-E2, which makes two eyes however Black
# plays; D2 splits it into D1-E1-E2 and C2; E2 leaves C2-D1-D2-E1, which makes two eyes however
# Black plays. Any other move lets Black kill at the vital point. Answer: D1 or D2 or E2.
#    A B C D E F G H J
#  9 O O O O O O O O O
#  8 O . O O . O O . O
#  7 O O O O O O O O O
#  6 X X X X X X X X X
#  5 X . X X . X X . X
#  4 X X X X X X X X X
#  3 X O O O O O X X X
#  2 X O . . . O O X X
#  1 X O O . . O O X X
boardsize 9
clear_board
komi 7.5
play w A7
play w A8
play w A9
play w B1
play w B2
play w B3
play w B7
play w B9
play w C1
play w C3
play w C7
play w C8
play w C9
play w D3
play w D7
play w D8
play w D9
play w E3
play w E7
play w E9
play w F1
play w F2
play w F3
play w F7
play w F8
play w F9
play w G1
play w G2
play w G7
play w G8
play w G9
play w H7
play w H9
play w J7
play w J8
play w J9
play b A1
play b A2
play b A3
play b A4
play b A5
play b A6
play b B4
play b B6
play b C4
play b C5
play b C6
play b D4
play b D5
play b D6
play b E4
play b E6
play b F4
play b F5
play b F6
play b G3
play b G4
play b G5
play b G6
play b H1
play b H2
play b H3
play b H4
play b H6
play b J1
play b J2
play b J3
play b J4
play b J5
play b J6
32 reg_genmove w
#? [D1|D2|E2]
