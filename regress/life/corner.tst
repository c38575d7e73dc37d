# Life and death in the corner, 9x9: a group enclosed in the corner with an eye space of four
# to seven points (some with a stone of the group's own already inside), both to kill and to live.
# The opponent's wall is solid and the rest of the board is settled (the group's owner has the
# three rows along the far side, the wall's owner the rest, each area filled but for one-point
# eyes). Komi makes the group's fate decide the game by four points or more either way: a usual
# komi where one does, else halfway between the two results. Every answer set is complete: an
# exhaustive search of the eye space (every move and pass, simple ko) finds exactly these moves,
# the side to move loses if it passes, and GNU Go's owl reading finds the same set, with no ko.
# reg_genmove asks for a move without playing it.

# White to play and kill. Black's group has the eye space A1 A2 A3 B2 B3 and no outside liberty.
# White A2 takes the vital point: what is left around it cannot make two eyes, and every other
# White move lets Black live. Answer: A2.
#    A B C D E F G H J
#  9 X X X X X X X X X
#  8 X . X X . X X . X
#  7 X X X X X X X X X
#  6 O O O O O O O O O
#  5 O O O O . O O . O
#  4 X X X O O O O O O
#  3 . . X O O O O O O
#  2 . . X O . O O . O
#  1 . X X O O O O O O
boardsize 9
clear_board
komi -15.5
play w A5
play w A6
play w B5
play w B6
play w C5
play w C6
play w D1
play w D2
play w D3
play w D4
play w D5
play w D6
play w E1
play w E3
play w E4
play w E6
play w F1
play w F2
play w F3
play w F4
play w F5
play w F6
play w G1
play w G2
play w G3
play w G4
play w G5
play w G6
play w H1
play w H3
play w H4
play w H6
play w J1
play w J2
play w J3
play w J4
play w J5
play w J6
play b A4
play b A7
play b A8
play b A9
play b B1
play b B4
play b B7
play b B9
play b C1
play b C2
play b C3
play b C4
play b C7
play b C8
play b C9
play b D7
play b D8
play b D9
play b E7
play b E9
play b F7
play b F8
play b F9
play b G7
play b G8
play b G9
play b H7
play b H9
play b J7
play b J8
play b J9
1 reg_genmove w
#? [A2]

# Black to play and live, same position. A2 splits it into A3-B2-B3 and A1; A3 leaves A1-A2-B2-B3,
# which makes two eyes however White plays; B2 leaves A1-A2-A3-B3, which makes two eyes however
# White plays. Any other move lets White kill at the vital point. Answer: A2 or A3 or B2.
#    A B C D E F G H J
#  9 X X X X X X X X X
#  8 X . X X . X X . X
#  7 X X X X X X X X X
#  6 O O O O O O O O O
#  5 O O O O . O O . O
#  4 X X X O O O O O O
#  3 . . X O O O O O O
#  2 . . X O . O O . O
#  1 . X X O O O O O O
boardsize 9
clear_board
komi -15.5
play w A5
play w A6
play w B5
play w B6
play w C5
play w C6
play w D1
play w D2
play w D3
play w D4
play w D5
play w D6
play w E1
play w E3
play w E4
play w E6
play w F1
play w F2
play w F3
play w F4
play w F5
play w F6
play w G1
play w G2
play w G3
play w G4
play w G5
play w G6
play w H1
play w H3
play w H4
play w H6
play w J1
play w J2
play w J3
play w J4
play w J5
play w J6
play b A4
play b A7
play b A8
play b A9
play b B1
play b B4
play b B7
play b B9
play b C1
play b C2
play b C3
play b C4
play b C7
play b C8
play b C9
play b D7
play b D8
play b D9
play b E7
play b E9
play b F7
play b F8
play b F9
play b G7
play b G8
play b G9
play b H7
play b H9
play b J7
play b J8
play b J9
2 reg_genmove b
#? [A2|A3|B2]

# Black to play and kill. White's group has the eye space H1 H2 H3 J1 J2 and no outside liberty.
# Black H2 takes the vital point: what is left around it cannot make two eyes, and every other
# Black move lets White live. Answer: H2.
#    A B C D E F G H J
#  9 O O O O O O O O O
#  8 O . O O . O O . O
#  7 O O O O O O O O O
#  6 X X X X X X X X X
#  5 X . X X . X X X X
#  4 X X X X X X O O O
#  3 X X X X X X O . O
#  2 X . X X . X O . .
#  1 X X X X X X O . .
boardsize 9
clear_board
komi 7.5
play w A7
play w A8
play w A9
play w B7
play w B9
play w C7
play w C8
play w C9
play w D7
play w D8
play w D9
play w E7
play w E9
play w F7
play w F8
play w F9
play w G1
play w G2
play w G3
play w G4
play w G7
play w G8
play w G9
play w H4
play w H7
play w H9
play w J3
play w J4
play w J7
play w J8
play w J9
play b A1
play b A2
play b A3
play b A4
play b A5
play b A6
play b B1
play b B3
play b B4
play b B6
play b C1
play b C2
play b C3
play b C4
play b C5
play b C6
play b D1
play b D2
play b D3
play b D4
play b D5
play b D6
play b E1
play b E3
play b E4
play b E6
play b F1
play b F2
play b F3
play b F4
play b F5
play b F6
play b G5
play b G6
play b H5
play b H6
play b J5
play b J6
3 reg_genmove b
#? [H2]

# White to play and live, same position. J2 leaves H1-H2-H3-J1, which makes two eyes however Black
# plays; H1 leaves H2-H3-J1-J2, which makes two eyes however Black plays; H2 splits it into H3 and
# H1-J1-J2. Any other move lets Black kill at the vital point. Answer: J2 or H1 or H2.
#    A B C D E F G H J
#  9 O O O O O O O O O
#  8 O . O O . O O . O
#  7 O O O O O O O O O
#  6 X X X X X X X X X
#  5 X . X X . X X X X
#  4 X X X X X X O O O
#  3 X X X X X X O . O
#  2 X . X X . X O . .
#  1 X X X X X X O . .
boardsize 9
clear_board
komi 7.5
play w A7
play w A8
play w A9
play w B7
play w B9
play w C7
play w C8
play w C9
play w D7
play w D8
play w D9
play w E7
play w E9
play w F7
play w F8
play w F9
play w G1
play w G2
play w G3
play w G4
play w G7
play w G8
play w G9
play w H4
play w H7
play w H9
play w J3
play w J4
play w J7
play w J8
play w J9
play b A1
play b A2
play b A3
play b A4
play b A5
play b A6
play b B1
play b B3
play b B4
play b B6
play b C1
play b C2
play b C3
play b C4
play b C5
play b C6
play b D1
play b D2
play b D3
play b D4
play b D5
play b D6
play b E1
play b E3
play b E4
play b E6
play b F1
play b F2
play b F3
play b F4
play b F5
play b F6
play b G5
play b G6
play b H5
play b H6
play b J5
play b J6
4 reg_genmove w
#? [J2|H1|H2]

# White to play and kill. Black's group has the eye space A8 A9 B7 B8 B9 C8 and no outside liberty.
# White B8 takes the vital point: what is left around it cannot make two eyes, and every other
# White move lets Black live. Answer: B8.
#    A B C D E F G H J
#  9 . . X X O O O O O
#  8 . . . X O O O . O
#  7 X . X X O O O O O
#  6 X X X O O O O O O
#  5 O O O O . O O . O
#  4 O O O O O O O O O
#  3 X X X X X X X X X
#  2 X . X X . X X . X
#  1 X X X X X X X X X
boardsize 9
clear_board
komi -12.5
play w A4
play w A5
play w B4
play w B5
play w C4
play w C5
play w D4
play w D5
play w D6
play w E4
play w E6
play w E7
play w E8
play w E9
play w F4
play w F5
play w F6
play w F7
play w F8
play w F9
play w G4
play w G5
play w G6
play w G7
play w G8
play w G9
play w H4
play w H6
play w H7
play w H9
play w J4
play w J5
play w J6
play w J7
play w J8
play w J9
play b A1
play b A2
play b A3
play b A6
play b A7
play b B1
play b B3
play b B6
play b C1
play b C2
play b C3
play b C6
play b C7
play b C9
play b D1
play b D2
play b D3
play b D7
play b D8
play b D9
play b E1
play b E3
play b F1
play b F2
play b F3
play b G1
play b G2
play b G3
play b H1
play b H3
play b J1
play b J2
play b J3
5 reg_genmove w
#? [B8]

# Black to play and live, same position. A8 leaves A9-B7-B8-B9-C8, which makes two eyes however
# White plays; B9 leaves A8-A9-B7-B8-C8, which makes two eyes however White plays; B8 splits it
# into A8-A9-B9 and C8 and B7. Any other move lets White kill at the vital point. Answer: A8 or B9
# or B8.
#    A B C D E F G H J
#  9 . . X X O O O O O
#  8 . . . X O O O . O
#  7 X . X X O O O O O
#  6 X X X O O O O O O
#  5 O O O O . O O . O
#  4 O O O O O O O O O
#  3 X X X X X X X X X
#  2 X . X X . X X . X
#  1 X X X X X X X X X
boardsize 9
clear_board
komi -12.5
play w A4
play w A5
play w B4
play w B5
play w C4
play w C5
play w D4
play w D5
play w D6
play w E4
play w E6
play w E7
play w E8
play w E9
play w F4
play w F5
play w F6
play w F7
play w F8
play w F9
play w G4
play w G5
play w G6
play w G7
play w G8
play w G9
play w H4
play w H6
play w H7
play w H9
play w J4
play w J5
play w J6
play w J7
play w J8
play w J9
play b A1
play b A2
play b A3
play b A6
play b A7
play b B1
play b B3
play b B6
play b C1
play b C2
play b C3
play b C6
play b C7
play b C9
play b D1
play b D2
play b D3
play b D7
play b D8
play b D9
play b E1
play b E3
play b F1
play b F2
play b F3
play b G1
play b G2
play b G3
play b H1
play b H3
play b J1
play b J2
play b J3
6 reg_genmove b
#? [A8|B9|B8]

# Black to play and kill. White's group has the eye space H7 H8 J7 J8 J9 and no outside liberty.
# Black J8 takes the vital point: what is left around it cannot make two eyes, and every other
# Black move lets White live. Answer: J8.
#    A B C D E F G H J
#  9 X X X X X X O O .
#  8 X . X X . X O . .
#  7 X X X X X X O . .
#  6 X X X X X X O O O
#  5 X . X X . X X O O
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
play w C1
play w C2
play w C3
play w D1
play w D2
play w D3
play w E1
play w E3
play w F1
play w F2
play w F3
play w G1
play w G2
play w G3
play w G6
play w G7
play w G8
play w G9
play w H1
play w H3
play w H5
play w H6
play w H9
play w J1
play w J2
play w J3
play w J5
play w J6
play b A4
play b A5
play b A6
play b A7
play b A8
play b A9
play b B4
play b B6
play b B7
play b B9
play b C4
play b C5
play b C6
play b C7
play b C8
play b C9
play b D4
play b D5
play b D6
play b D7
play b D8
play b D9
play b E4
play b E6
play b E7
play b E9
play b F4
play b F5
play b F6
play b F7
play b F8
play b F9
play b G4
play b G5
play b H4
play b J4
7 reg_genmove b
#? [J8]

# White to play and live, same position. J8 splits it into J9 and H7-H8-J7; J7 leaves H7-H8-J8-J9,
# which makes two eyes however Black plays; H8 leaves H7-J7-J8-J9, which makes two eyes however
# Black plays. Any other move lets Black kill at the vital point. Answer: J8 or J7 or H8.
#    A B C D E F G H J
#  9 X X X X X X O O .
#  8 X . X X . X O . .
#  7 X X X X X X O . .
#  6 X X X X X X O O O
#  5 X . X X . X X O O
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
play w C1
play w C2
play w C3
play w D1
play w D2
play w D3
play w E1
play w E3
play w F1
play w F2
play w F3
play w G1
play w G2
play w G3
play w G6
play w G7
play w G8
play w G9
play w H1
play w H3
play w H5
play w H6
play w H9
play w J1
play w J2
play w J3
play w J5
play w J6
play b A4
play b A5
play b A6
play b A7
play b A8
play b A9
play b B4
play b B6
play b B7
play b B9
play b C4
play b C5
play b C6
play b C7
play b C8
play b C9
play b D4
play b D5
play b D6
play b D7
play b D8
play b D9
play b E4
play b E6
play b E7
play b E9
play b F4
play b F5
play b F6
play b F7
play b F8
play b F9
play b G4
play b G5
play b H4
play b J4
8 reg_genmove w
#? [J8|J7|H8]

# White to play and kill. Black's group has the eye space B1 B2 B3 C2 C3 and no outside liberty.
# White B2 takes the vital point: what is left around it cannot make two eyes, and every other
# White move lets Black live. Answer: B2.
#    A B C D E F G H J
#  9 O O O O O O X X X
#  8 O . O O . O X . X
#  7 O O O O O O X X X
#  6 O O O O O O X X X
#  5 O O O O O O X . X
#  4 X X X X O O X X X
#  3 X . . X O O X X X
#  2 X . . X O O X . X
#  1 X . X X O O X X X
boardsize 9
clear_board
komi 0.5
play w A5
play w A6
play w A7
play w A8
play w A9
play w B5
play w B6
play w B7
play w B9
play w C5
play w C6
play w C7
play w C8
play w C9
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
play w F3
play w F4
play w F5
play w F6
play w F7
play w F8
play w F9
play b A1
play b A2
play b A3
play b A4
play b B4
play b C1
play b C4
play b D1
play b D2
play b D3
play b D4
play b G1
play b G2
play b G3
play b G4
play b G5
play b G6
play b G7
play b G8
play b G9
play b H1
play b H3
play b H4
play b H6
play b H7
play b H9
play b J1
play b J2
play b J3
play b J4
play b J5
play b J6
play b J7
play b J8
play b J9
9 reg_genmove w
#? [B2]

# Black to play and live, same position. B2 splits it into B1 and B3-C2-C3; C2 leaves B1-B2-B3-C3,
# which makes two eyes however White plays; B3 leaves B1-B2-C2-C3, which makes two eyes however
# White plays. Any other move lets White kill at the vital point. Answer: B2 or C2 or B3.
#    A B C D E F G H J
#  9 O O O O O O X X X
#  8 O . O O . O X . X
#  7 O O O O O O X X X
#  6 O O O O O O X X X
#  5 O O O O O O X . X
#  4 X X X X O O X X X
#  3 X . . X O O X X X
#  2 X . . X O O X . X
#  1 X . X X O O X X X
boardsize 9
clear_board
komi 0.5
play w A5
play w A6
play w A7
play w A8
play w A9
play w B5
play w B6
play w B7
play w B9
play w C5
play w C6
play w C7
play w C8
play w C9
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
play w F3
play w F4
play w F5
play w F6
play w F7
play w F8
play w F9
play b A1
play b A2
play b A3
play b A4
play b B4
play b C1
play b C4
play b D1
play b D2
play b D3
play b D4
play b G1
play b G2
play b G3
play b G4
play b G5
play b G6
play b G7
play b G8
play b G9
play b H1
play b H3
play b H4
play b H6
play b H7
play b H9
play b J1
play b J2
play b J3
play b J4
play b J5
play b J6
play b J7
play b J8
play b J9
10 reg_genmove b
#? [B2|C2|B3]

# Black to play and kill. White's group has the eye space G2 H1 H2 H3 J2 and no outside liberty.
# Black H2 takes the vital point: what is left around it cannot make two eyes, and every other
# Black move lets White live. Answer: H2.
#    A B C D E F G H J
#  9 O O O X X X X X X
#  8 O . O X . X X . X
#  7 O O O X X X X X X
#  6 O O O X X X X X X
#  5 O . O X . X X X X
#  4 O O O X X X O O O
#  3 O O O X X O O . O
#  2 O . O X X O . . .
#  1 O O O X X O O . O
boardsize 9
clear_board
komi 7.5
play w A1
play w A2
play w A3
play w A4
play w A5
play w A6
play w A7
play w A8
play w A9
play w B1
play w B3
play w B4
play w B6
play w B7
play w B9
play w C1
play w C2
play w C3
play w C4
play w C5
play w C6
play w C7
play w C8
play w C9
play w F1
play w F2
play w F3
play w G1
play w G3
play w G4
play w H4
play w J1
play w J3
play w J4
play b D1
play b D2
play b D3
play b D4
play b D5
play b D6
play b D7
play b D8
play b D9
play b E1
play b E2
play b E3
play b E4
play b E6
play b E7
play b E9
play b F4
play b F5
play b F6
play b F7
play b F8
play b F9
play b G5
play b G6
play b G7
play b G8
play b G9
play b H5
play b H6
play b H7
play b H9
play b J5
play b J6
play b J7
play b J8
play b J9
11 reg_genmove b
#? [H2]

# White to play and live, same position. H2 splits it into G2 and H1 and H3 and J2. Any other move
# lets Black kill at the vital point. Answer: H2.
#    A B C D E F G H J
#  9 O O O X X X X X X
#  8 O . O X . X X . X
#  7 O O O X X X X X X
#  6 O O O X X X X X X
#  5 O . O X . X X X X
#  4 O O O X X X O O O
#  3 O O O X X O O . O
#  2 O . O X X O . . .
#  1 O O O X X O O . O
boardsize 9
clear_board
komi 7.5
play w A1
play w A2
play w A3
play w A4
play w A5
play w A6
play w A7
play w A8
play w A9
play w B1
play w B3
play w B4
play w B6
play w B7
play w B9
play w C1
play w C2
play w C3
play w C4
play w C5
play w C6
play w C7
play w C8
play w C9
play w F1
play w F2
play w F3
play w G1
play w G3
play w G4
play w H4
play w J1
play w J3
play w J4
play b D1
play b D2
play b D3
play b D4
play b D5
play b D6
play b D7
play b D8
play b D9
play b E1
play b E2
play b E3
play b E4
play b E6
play b E7
play b E9
play b F4
play b F5
play b F6
play b F7
play b F8
play b F9
play b G5
play b G6
play b G7
play b G8
play b G9
play b H5
play b H6
play b H7
play b H9
play b J5
play b J6
play b J7
play b J8
play b J9
12 reg_genmove w
#? [H2]

# Black to play and kill. White's group has the eye space G9 H8 H9 J9 and no outside liberty. Black
# H9 takes the vital point: what is left around it cannot make two eyes, and every other Black move
# lets White live. Answer: H9.
#    A B C D E F G H J
#  9 O O O X O O . . .
#  8 O . O X O O O . O
#  7 O O O X X X O O O
#  6 O O O X X X X X X
#  5 O . O X . X X . X
#  4 O O O X X X X X X
#  3 O O O X X X X X X
#  2 O . O X . X X . X
#  1 O O O X X X X X X
boardsize 9
clear_board
komi 7.5
play w A1
play w A2
play w A3
play w A4
play w A5
play w A6
play w A7
play w A8
play w A9
play w B1
play w B3
play w B4
play w B6
play w B7
play w B9
play w C1
play w C2
play w C3
play w C4
play w C5
play w C6
play w C7
play w C8
play w C9
play w E8
play w E9
play w F8
play w F9
play w G7
play w G8
play w H7
play w J7
play w J8
play b D1
play b D2
play b D3
play b D4
play b D5
play b D6
play b D7
play b D8
play b D9
play b E1
play b E3
play b E4
play b E6
play b E7
play b F1
play b F2
play b F3
play b F4
play b F5
play b F6
play b F7
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
13 reg_genmove b
#? [H9]

# White to play and live, same position. H9 splits it into J9 and G9 and H8. Any other move lets
# Black kill at the vital point. Answer: H9.
#    A B C D E F G H J
#  9 O O O X O O . . .
#  8 O . O X O O O . O
#  7 O O O X X X O O O
#  6 O O O X X X X X X
#  5 O . O X . X X . X
#  4 O O O X X X X X X
#  3 O O O X X X X X X
#  2 O . O X . X X . X
#  1 O O O X X X X X X
boardsize 9
clear_board
komi 7.5
play w A1
play w A2
play w A3
play w A4
play w A5
play w A6
play w A7
play w A8
play w A9
play w B1
play w B3
play w B4
play w B6
play w B7
play w B9
play w C1
play w C2
play w C3
play w C4
play w C5
play w C6
play w C7
play w C8
play w C9
play w E8
play w E9
play w F8
play w F9
play w G7
play w G8
play w H7
play w J7
play w J8
play b D1
play b D2
play b D3
play b D4
play b D5
play b D6
play b D7
play b D8
play b D9
play b E1
play b E3
play b E4
play b E6
play b E7
play b F1
play b F2
play b F3
play b F4
play b F5
play b F6
play b F7
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
14 reg_genmove w
#? [H9]

# White to play and kill. Black's group has the eye space A2 A3 A4 B3 and no outside liberty. White
# A3 takes the vital point: what is left around it cannot make two eyes, and every other White move
# lets Black live. Answer: A3.
#    A B C D E F G H J
#  9 X X X X X X X X X
#  8 X . X X . X X . X
#  7 X X X X X X X X X
#  6 O O O O O O O O O
#  5 X X O O . O O . O
#  4 . X X O O O O O O
#  3 . . X O O O O O O
#  2 . X X O . O O . O
#  1 X X O O O O O O O
boardsize 9
clear_board
komi -13.5
play w A6
play w B6
play w C1
play w C5
play w C6
play w D1
play w D2
play w D3
play w D4
play w D5
play w D6
play w E1
play w E3
play w E4
play w E6
play w F1
play w F2
play w F3
play w F4
play w F5
play w F6
play w G1
play w G2
play w G3
play w G4
play w G5
play w G6
play w H1
play w H3
play w H4
play w H6
play w J1
play w J2
play w J3
play w J4
play w J5
play w J6
play b A1
play b A5
play b A7
play b A8
play b A9
play b B1
play b B2
play b B4
play b B5
play b B7
play b B9
play b C2
play b C3
play b C4
play b C7
play b C8
play b C9
play b D7
play b D8
play b D9
play b E7
play b E9
play b F7
play b F8
play b F9
play b G7
play b G8
play b G9
play b H7
play b H9
play b J7
play b J8
play b J9
15 reg_genmove w
#? [A3]

# Black to play and live, same position. A3 splits it into A2 and B3 and A4. Any other move lets
# White kill at the vital point. Answer: A3.
#    A B C D E F G H J
#  9 X X X X X X X X X
#  8 X . X X . X X . X
#  7 X X X X X X X X X
#  6 O O O O O O O O O
#  5 X X O O . O O . O
#  4 . X X O O O O O O
#  3 . . X O O O O O O
#  2 . X X O . O O . O
#  1 X X O O O O O O O
boardsize 9
clear_board
komi -13.5
play w A6
play w B6
play w C1
play w C5
play w C6
play w D1
play w D2
play w D3
play w D4
play w D5
play w D6
play w E1
play w E3
play w E4
play w E6
play w F1
play w F2
play w F3
play w F4
play w F5
play w F6
play w G1
play w G2
play w G3
play w G4
play w G5
play w G6
play w H1
play w H3
play w H4
play w H6
play w J1
play w J2
play w J3
play w J4
play w J5
play w J6
play b A1
play b A5
play b A7
play b A8
play b A9
play b B1
play b B2
play b B4
play b B5
play b B7
play b B9
play b C2
play b C3
play b C4
play b C7
play b C8
play b C9
play b D7
play b D8
play b D9
play b E7
play b E9
play b F7
play b F8
play b F9
play b G7
play b G8
play b G9
play b H7
play b H9
play b J7
play b J8
play b J9
16 reg_genmove b
#? [A3]

# White to play and kill. Black's group has the eye space A7 A8 A9 B8 and no outside liberty. White
# A8 takes the vital point: what is left around it cannot make two eyes, and every other White move
# lets Black live. Answer: A8.
#    A B C D E F G H J
#  9 . X X X O O O O O
#  8 . . X X O O O . O
#  7 . X X X O O O O O
#  6 X X O O O O O O O
#  5 O O O O . O O . O
#  4 O O O O O O O O O
#  3 X X X X X X X X X
#  2 X . X X . X X . X
#  1 X X X X X X X X X
boardsize 9
clear_board
komi -12.5
play w A4
play w A5
play w B4
play w B5
play w C4
play w C5
play w C6
play w D4
play w D5
play w D6
play w E4
play w E6
play w E7
play w E8
play w E9
play w F4
play w F5
play w F6
play w F7
play w F8
play w F9
play w G4
play w G5
play w G6
play w G7
play w G8
play w G9
play w H4
play w H6
play w H7
play w H9
play w J4
play w J5
play w J6
play w J7
play w J8
play w J9
play b A1
play b A2
play b A3
play b A6
play b B1
play b B3
play b B6
play b B7
play b B9
play b C1
play b C2
play b C3
play b C7
play b C8
play b C9
play b D1
play b D2
play b D3
play b D7
play b D8
play b D9
play b E1
play b E3
play b F1
play b F2
play b F3
play b G1
play b G2
play b G3
play b H1
play b H3
play b J1
play b J2
play b J3
17 reg_genmove w
#? [A8]

# Black to play and live, same position. A8 splits it into A9 and B8 and A7. Any other move lets
# White kill at the vital point. Answer: A8.
#    A B C D E F G H J
#  9 . X X X O O O O O
#  8 . . X X O O O . O
#  7 . X X X O O O O O
#  6 X X O O O O O O O
#  5 O O O O . O O . O
#  4 O O O O O O O O O
#  3 X X X X X X X X X
#  2 X . X X . X X . X
#  1 X X X X X X X X X
boardsize 9
clear_board
komi -12.5
play w A4
play w A5
play w B4
play w B5
play w C4
play w C5
play w C6
play w D4
play w D5
play w D6
play w E4
play w E6
play w E7
play w E8
play w E9
play w F4
play w F5
play w F6
play w F7
play w F8
play w F9
play w G4
play w G5
play w G6
play w G7
play w G8
play w G9
play w H4
play w H6
play w H7
play w H9
play w J4
play w J5
play w J6
play w J7
play w J8
play w J9
play b A1
play b A2
play b A3
play b A6
play b B1
play b B3
play b B6
play b B7
play b B9
play b C1
play b C2
play b C3
play b C7
play b C8
play b C9
play b D1
play b D2
play b D3
play b D7
play b D8
play b D9
play b E1
play b E3
play b F1
play b F2
play b F3
play b G1
play b G2
play b G3
play b H1
play b H3
play b J1
play b J2
play b J3
18 reg_genmove b
#? [A8]

# White to play and kill. Black's group has the eye space B1 B2 C1 C2 D2 and no outside liberty.
# White C2 takes the vital point: what is left around it cannot make two eyes, and every other
# White move lets Black live. Answer: C2.
#    A B C D E F G H J
#  9 O O O O O O X X X
#  8 O . O O . O X . X
#  7 O O O O O O X X X
#  6 O O O O O O X X X
#  5 O . O O . O X . X
#  4 O O O O O O X X X
#  3 X X X X X O X X X
#  2 X . . . X O X . X
#  1 X . . X X O X X X
boardsize 9
clear_board
komi 0.5
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
play w D7
play w D8
play w D9
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
play b A1
play b A2
play b A3
play b B3
play b C3
play b D1
play b D3
play b E1
play b E2
play b E3
play b G1
play b G2
play b G3
play b G4
play b G5
play b G6
play b G7
play b G8
play b G9
play b H1
play b H3
play b H4
play b H6
play b H7
play b H9
play b J1
play b J2
play b J3
play b J4
play b J5
play b J6
play b J7
play b J8
play b J9
19 reg_genmove w
#? [C2]

# Black to play and live, same position. C1 leaves B1-B2-C2-D2, which makes two eyes however White
# plays; B2 leaves B1-C1-C2-D2, which makes two eyes however White plays; C2 splits it into
# B1-B2-C1 and D2. Any other move lets White kill at the vital point. Answer: C1 or B2 or C2.
#    A B C D E F G H J
#  9 O O O O O O X X X
#  8 O . O O . O X . X
#  7 O O O O O O X X X
#  6 O O O O O O X X X
#  5 O . O O . O X . X
#  4 O O O O O O X X X
#  3 X X X X X O X X X
#  2 X . . . X O X . X
#  1 X . . X X O X X X
boardsize 9
clear_board
komi 0.5
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
play w D7
play w D8
play w D9
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
play b A1
play b A2
play b A3
play b B3
play b C3
play b D1
play b D3
play b E1
play b E2
play b E3
play b G1
play b G2
play b G3
play b G4
play b G5
play b G6
play b G7
play b G8
play b G9
play b H1
play b H3
play b H4
play b H6
play b H7
play b H9
play b J1
play b J2
play b J3
play b J4
play b J5
play b J6
play b J7
play b J8
play b J9
20 reg_genmove b
#? [C1|B2|C2]

# White to play and kill. Black's group has the eye space A8 A9 B8 B9 C8 and no outside liberty.
# White B8 takes the vital point: what is left around it cannot make two eyes, and every other
# White move lets Black live. Answer: B8.
#    A B C D E F G H J
#  9 . . X X X O X X X
#  8 . . . X X O X . X
#  7 X X X X X O X X X
#  6 O O O O O O X X X
#  5 O . O O . O X . X
#  4 O O O O O O X X X
#  3 O O O O O O X X X
#  2 O . O O . O X . X
#  1 O O O O O O X X X
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
play w E1
play w E3
play w E4
play w E6
play w F1
play w F2
play w F3
play w F4
play w F5
play w F6
play w F7
play w F8
play w F9
play b A7
play b B7
play b C7
play b C9
play b D7
play b D8
play b D9
play b E7
play b E8
play b E9
play b G1
play b G2
play b G3
play b G4
play b G5
play b G6
play b G7
play b G8
play b G9
play b H1
play b H3
play b H4
play b H6
play b H7
play b H9
play b J1
play b J2
play b J3
play b J4
play b J5
play b J6
play b J7
play b J8
play b J9
21 reg_genmove w
#? [B8]

# Black to play and live, same position. B9 leaves A8-A9-B8-C8, which makes two eyes however White
# plays; A8 leaves A9-B8-B9-C8, which makes two eyes however White plays; B8 splits it into
# A8-A9-B9 and C8. Any other move lets White kill at the vital point. Answer: B9 or A8 or B8.
#    A B C D E F G H J
#  9 . . X X X O X X X
#  8 . . . X X O X . X
#  7 X X X X X O X X X
#  6 O O O O O O X X X
#  5 O . O O . O X . X
#  4 O O O O O O X X X
#  3 O O O O O O X X X
#  2 O . O O . O X . X
#  1 O O O O O O X X X
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
play w E1
play w E3
play w E4
play w E6
play w F1
play w F2
play w F3
play w F4
play w F5
play w F6
play w F7
play w F8
play w F9
play b A7
play b B7
play b C7
play b C9
play b D7
play b D8
play b D9
play b E7
play b E8
play b E9
play b G1
play b G2
play b G3
play b G4
play b G5
play b G6
play b G7
play b G8
play b G9
play b H1
play b H3
play b H4
play b H6
play b H7
play b H9
play b J1
play b J2
play b J3
play b J4
play b J5
play b J6
play b J7
play b J8
play b J9
22 reg_genmove b
#? [B9|A8|B8]

# White to play and kill. Black's group has the eye space A2 B1 B2 B3 C2 C3 and no outside liberty.
# White B2 takes the vital point: what is left around it cannot make two eyes, and every other
# White move lets Black live. Answer: B2.
#    A B C D E F G H J
#  9 X X X X X X X X X
#  8 X . X X . X X . X
#  7 X X X X X X X X X
#  6 O O O O O O O O O
#  5 O O O O O O O . O
#  4 X X X X O O O O O
#  3 X . . X O O O O O
#  2 . . . X O O O . O
#  1 X . X X O O O O O
boardsize 9
clear_board
komi 0.5
play w A5
play w A6
play w B5
play w B6
play w C5
play w C6
play w D5
play w D6
play w E1
play w E2
play w E3
play w E4
play w E5
play w E6
play w F1
play w F2
play w F3
play w F4
play w F5
play w F6
play w G1
play w G2
play w G3
play w G4
play w G5
play w G6
play w H1
play w H3
play w H4
play w H6
play w J1
play w J2
play w J3
play w J4
play w J5
play w J6
play b A1
play b A3
play b A4
play b A7
play b A8
play b A9
play b B4
play b B7
play b B9
play b C1
play b C4
play b C7
play b C8
play b C9
play b D1
play b D2
play b D3
play b D4
play b D7
play b D8
play b D9
play b E7
play b E9
play b F7
play b F8
play b F9
play b G7
play b G8
play b G9
play b H7
play b H9
play b J7
play b J8
play b J9
23 reg_genmove w
#? [B2]

# Black to play and live, same position. B2 splits it into A2 and B3-C2-C3 and B1; B3 leaves
# A2-B1-B2-C2-C3, which makes two eyes however White plays; C2 leaves A2-B1-B2-B3-C3, which makes
# two eyes however White plays. Any other move lets White kill at the vital point. Answer: B2 or B3
# or C2.
#    A B C D E F G H J
#  9 X X X X X X X X X
#  8 X . X X . X X . X
#  7 X X X X X X X X X
#  6 O O O O O O O O O
#  5 O O O O O O O . O
#  4 X X X X O O O O O
#  3 X . . X O O O O O
#  2 . . . X O O O . O
#  1 X . X X O O O O O
boardsize 9
clear_board
komi 0.5
play w A5
play w A6
play w B5
play w B6
play w C5
play w C6
play w D5
play w D6
play w E1
play w E2
play w E3
play w E4
play w E5
play w E6
play w F1
play w F2
play w F3
play w F4
play w F5
play w F6
play w G1
play w G2
play w G3
play w G4
play w G5
play w G6
play w H1
play w H3
play w H4
play w H6
play w J1
play w J2
play w J3
play w J4
play w J5
play w J6
play b A1
play b A3
play b A4
play b A7
play b A8
play b A9
play b B4
play b B7
play b B9
play b C1
play b C4
play b C7
play b C8
play b C9
play b D1
play b D2
play b D3
play b D4
play b D7
play b D8
play b D9
play b E7
play b E9
play b F7
play b F8
play b F9
play b G7
play b G8
play b G9
play b H7
play b H9
play b J7
play b J8
play b J9
24 reg_genmove b
#? [B2|B3|C2]
