# Capture races on 13x13: a Black chain and a White chain on the first lines, each shut in by
# the other side's wall, with no eyes, a column of liberties of its own (some already filled) and
# shared liberties between them. The side to move wins the race by taking the opponent's own
# liberties first (filling a shared liberty first loses a move); passing loses it. The rest of the
# board is settled (each side's area filled but for one-point eyes). Komi makes the race decide the
# game by four points or more either way: a usual komi where one does, else halfway between the
# two results. Each answer set is complete: an exhaustive search of the liberties (every move and
# pass, simple ko) finds exactly these moves, and GNU Go's reg_genmove picks one of them.
# reg_genmove asks for a move without playing it.

# Black to play. Black's chain at F1 has 1 liberty of its own (E2), White's chain at H1 has 1 (J1),
# and they share 1 (G2). Black needs 2 moves to capture, White 2; moving first, Black wins by
# filling White's own liberties before the shared ones, and loses the race if it passes. Answer:
# J1.
#    A B C D E F G H J K L M N
# 13 O O O O O O O X X X X X X
# 12 O O O O O O O X X X X X X
# 11 O . O O . O O X X X . X X
# 10 O O O O O O O X X X X X X
#  9 O O O O O O O X X X X X X
#  8 O . O O . O O X X X . X X
#  7 O O O O O O O X X X X X X
#  6 O O O O O O O X X X X X X
#  5 O . O O . O O X X X . X X
#  4 O O O O O O O X X X X X X
#  3 O O O O X X X O O X X X X
#  2 O . O O . X . O O X . X X
#  1 O O O O X X X O . X X X X
boardsize 13
clear_board
komi 0.5
play w A1
play w A2
play w A3
play w A4
play w A5
play w A6
play w A7
play w A8
play w A9
play w A10
play w A11
play w A12
play w A13
play w B1
play w B3
play w B4
play w B6
play w B7
play w B9
play w B10
play w B12
play w B13
play w C1
play w C2
play w C3
play w C4
play w C5
play w C6
play w C7
play w C8
play w C9
play w C10
play w C11
play w C12
play w C13
play w D1
play w D2
play w D3
play w D4
play w D5
play w D6
play w D7
play w D8
play w D9
play w D10
play w D11
play w D12
play w D13
play w E4
play w E6
play w E7
play w E9
play w E10
play w E12
play w E13
play w F4
play w F5
play w F6
play w F7
play w F8
play w F9
play w F10
play w F11
play w F12
play w F13
play w G4
play w G5
play w G6
play w G7
play w G8
play w G9
play w G10
play w G11
play w G12
play w G13
play w H1
play w H2
play w H3
play w J2
play w J3
play b E1
play b E3
play b F1
play b F2
play b F3
play b G1
play b G3
play b H4
play b H5
play b H6
play b H7
play b H8
play b H9
play b H10
play b H11
play b H12
play b H13
play b J4
play b J5
play b J6
play b J7
play b J8
play b J9
play b J10
play b J11
play b J12
play b J13
play b K1
play b K2
play b K3
play b K4
play b K5
play b K6
play b K7
play b K8
play b K9
play b K10
play b K11
play b K12
play b K13
play b L1
play b L3
play b L4
play b L6
play b L7
play b L9
play b L10
play b L12
play b L13
play b M1
play b M2
play b M3
play b M4
play b M5
play b M6
play b M7
play b M8
play b M9
play b M10
play b M11
play b M12
play b M13
play b N1
play b N2
play b N3
play b N4
play b N5
play b N6
play b N7
play b N8
play b N9
play b N10
play b N11
play b N12
play b N13
1 reg_genmove b
#? [J1]

# White to play. White's chain at F1 has 1 liberty of its own (E1), Black's chain at H1 has 1 (J2),
# and they share 1 (G2). White needs 2 moves to capture, Black 2; moving first, White wins by
# filling Black's own liberties before the shared ones, and loses the race if it passes. Answer:
# J2.
#    A B C D E F G H J K L M N
# 13 X X X X X X O O O O O O O
# 12 X X X X X X O O O O O O O
# 11 X X . X X X O O . O O . O
# 10 X X X X X X O O O O O O O
#  9 X X X X X X O O O O O O O
#  8 X X . X X X O O . O O . O
#  7 X X X X X X O O O O O O O
#  6 X X X X X X O O O O O O O
#  5 X X . X X X O O . O O . O
#  4 X X X X X X O O O O O O O
#  3 X X X X O O X X X O O O O
#  2 X X . X O O . X . O O . O
#  1 X X X X . O X X X O O O O
boardsize 13
clear_board
komi 0.5
play w E2
play w E3
play w F1
play w F2
play w F3
play w G4
play w G5
play w G6
play w G7
play w G8
play w G9
play w G10
play w G11
play w G12
play w G13
play w H4
play w H5
play w H6
play w H7
play w H8
play w H9
play w H10
play w H11
play w H12
play w H13
play w J4
play w J6
play w J7
play w J9
play w J10
play w J12
play w J13
play w K1
play w K2
play w K3
play w K4
play w K5
play w K6
play w K7
play w K8
play w K9
play w K10
play w K11
play w K12
play w K13
play w L1
play w L2
play w L3
play w L4
play w L5
play w L6
play w L7
play w L8
play w L9
play w L10
play w L11
play w L12
play w L13
play w M1
play w M3
play w M4
play w M6
play w M7
play w M9
play w M10
play w M12
play w M13
play w N1
play w N2
play w N3
play w N4
play w N5
play w N6
play w N7
play w N8
play w N9
play w N10
play w N11
play w N12
play w N13
play b A1
play b A2
play b A3
play b A4
play b A5
play b A6
play b A7
play b A8
play b A9
play b A10
play b A11
play b A12
play b A13
play b B1
play b B2
play b B3
play b B4
play b B5
play b B6
play b B7
play b B8
play b B9
play b B10
play b B11
play b B12
play b B13
play b C1
play b C3
play b C4
play b C6
play b C7
play b C9
play b C10
play b C12
play b C13
play b D1
play b D2
play b D3
play b D4
play b D5
play b D6
play b D7
play b D8
play b D9
play b D10
play b D11
play b D12
play b D13
play b E4
play b E5
play b E6
play b E7
play b E8
play b E9
play b E10
play b E11
play b E12
play b E13
play b F4
play b F5
play b F6
play b F7
play b F8
play b F9
play b F10
play b F11
play b F12
play b F13
play b G1
play b G3
play b H1
play b H2
play b H3
play b J1
play b J3
2 reg_genmove w
#? [J2]

# Black to play. Black's chain at F13 has 2 liberties of its own (E12 E11), White's chain at H13
# has 2 (J12 J11), and they share 1 (G12). Black needs 3 moves to capture, White 3; moving first,
# Black wins by filling White's own liberties before the shared ones, and loses the race if it
# passes. Answer: J12 or J11.
#    A B C D E F G H J K L M N
# 13 O O O O X X X O O X X X X
# 12 O . O O . X . O . X . X X
# 11 O O O O . X X O . X X X X
# 10 O O O O O O O X X X X X X
#  9 O . O O . O O X X X . X X
#  8 O O O O O O O X X X X X X
#  7 O O O O O O O X X X X X X
#  6 O . O O . O O X X X . X X
#  5 O O O O O O O X X X X X X
#  4 O O O O O O O X X X X X X
#  3 O . O O . O O X X X . X X
#  2 O O O O O O O X X X X X X
#  1 O O O O O O O X X X X X X
boardsize 13
clear_board
komi 0.5
play w A1
play w A2
play w A3
play w A4
play w A5
play w A6
play w A7
play w A8
play w A9
play w A10
play w A11
play w A12
play w A13
play w B1
play w B2
play w B4
play w B5
play w B7
play w B8
play w B10
play w B11
play w B13
play w C1
play w C2
play w C3
play w C4
play w C5
play w C6
play w C7
play w C8
play w C9
play w C10
play w C11
play w C12
play w C13
play w D1
play w D2
play w D3
play w D4
play w D5
play w D6
play w D7
play w D8
play w D9
play w D10
play w D11
play w D12
play w D13
play w E1
play w E2
play w E4
play w E5
play w E7
play w E8
play w E10
play w F1
play w F2
play w F3
play w F4
play w F5
play w F6
play w F7
play w F8
play w F9
play w F10
play w G1
play w G2
play w G3
play w G4
play w G5
play w G6
play w G7
play w G8
play w G9
play w G10
play w H11
play w H12
play w H13
play w J13
play b E13
play b F11
play b F12
play b F13
play b G11
play b G13
play b H1
play b H2
play b H3
play b H4
play b H5
play b H6
play b H7
play b H8
play b H9
play b H10
play b J1
play b J2
play b J3
play b J4
play b J5
play b J6
play b J7
play b J8
play b J9
play b J10
play b K1
play b K2
play b K3
play b K4
play b K5
play b K6
play b K7
play b K8
play b K9
play b K10
play b K11
play b K12
play b K13
play b L1
play b L2
play b L4
play b L5
play b L7
play b L8
play b L10
play b L11
play b L13
play b M1
play b M2
play b M3
play b M4
play b M5
play b M6
play b M7
play b M8
play b M9
play b M10
play b M11
play b M12
play b M13
play b N1
play b N2
play b N3
play b N4
play b N5
play b N6
play b N7
play b N8
play b N9
play b N10
play b N11
play b N12
play b N13
3 reg_genmove b
#? [J12|J11]

# White to play. White's chain at F13 has 2 liberties of its own (E12 E11), Black's chain at H13
# has 2 (J12 J11), and they share 1 (G12). White needs 3 moves to capture, Black 3; moving first,
# White wins by filling Black's own liberties before the shared ones, and loses the race if it
# passes. Answer: J12 or J11.
#    A B C D E F G H J K L M N
# 13 X X X X O O X X X O O O O
# 12 X X . X . O . X . O O . O
# 11 X X X X . O X X . O O O O
# 10 X X X X X X O O O O O O O
#  9 X X . X X X O O . O O . O
#  8 X X X X X X O O O O O O O
#  7 X X X X X X O O O O O O O
#  6 X X . X X X O O . O O . O
#  5 X X X X X X O O O O O O O
#  4 X X X X X X O O O O O O O
#  3 X X . X X X O O . O O . O
#  2 X X X X X X O O O O O O O
#  1 X X X X X X O O O O O O O
boardsize 13
clear_board
komi 0.5
play w E13
play w F11
play w F12
play w F13
play w G1
play w G2
play w G3
play w G4
play w G5
play w G6
play w G7
play w G8
play w G9
play w G10
play w H1
play w H2
play w H3
play w H4
play w H5
play w H6
play w H7
play w H8
play w H9
play w H10
play w J1
play w J2
play w J4
play w J5
play w J7
play w J8
play w J10
play w K1
play w K2
play w K3
play w K4
play w K5
play w K6
play w K7
play w K8
play w K9
play w K10
play w K11
play w K12
play w K13
play w L1
play w L2
play w L3
play w L4
play w L5
play w L6
play w L7
play w L8
play w L9
play w L10
play w L11
play w L12
play w L13
play w M1
play w M2
play w M4
play w M5
play w M7
play w M8
play w M10
play w M11
play w M13
play w N1
play w N2
play w N3
play w N4
play w N5
play w N6
play w N7
play w N8
play w N9
play w N10
play w N11
play w N12
play w N13
play b A1
play b A2
play b A3
play b A4
play b A5
play b A6
play b A7
play b A8
play b A9
play b A10
play b A11
play b A12
play b A13
play b B1
play b B2
play b B3
play b B4
play b B5
play b B6
play b B7
play b B8
play b B9
play b B10
play b B11
play b B12
play b B13
play b C1
play b C2
play b C4
play b C5
play b C7
play b C8
play b C10
play b C11
play b C13
play b D1
play b D2
play b D3
play b D4
play b D5
play b D6
play b D7
play b D8
play b D9
play b D10
play b D11
play b D12
play b D13
play b E1
play b E2
play b E3
play b E4
play b E5
play b E6
play b E7
play b E8
play b E9
play b E10
play b F1
play b F2
play b F3
play b F4
play b F5
play b F6
play b F7
play b F8
play b F9
play b F10
play b G11
play b G13
play b H11
play b H12
play b H13
play b J13
4 reg_genmove w
#? [J12|J11]

# Black to play. Black's chain at A6 has 3 liberties of its own (A5 B5 C5), White's chain at A8 has
# 3 (A9 B9 C9), and they share 1 (B7). Black needs 4 moves to capture, White 4; moving first, Black
# wins by filling White's own liberties before the shared ones, and loses the race if it passes.
# Answer: A9 or B9 or C9.
#    A B C D E F G H J K L M N
# 13 X X X X X X X X X X X X X
# 12 X X X X X X X X X X X X X
# 11 X . X X . X X . X X . X X
# 10 X X X X X X X X X X X X X
#  9 . . . X X X X X X X X X X
#  8 O O O X X X X X X X X X X
#  7 X . X O O O O O O O O O O
#  6 X X X O O O O O O O O O O
#  5 . . . O . O O . O O . O O
#  4 O O O O O O O O O O O O O
#  3 O O O O O O O O O O O O O
#  2 O . O O . O O . O O . O O
#  1 O O O O O O O O O O O O O
boardsize 13
clear_board
komi 0.5
play w A1
play w A2
play w A3
play w A4
play w A8
play w B1
play w B3
play w B4
play w B8
play w C1
play w C2
play w C3
play w C4
play w C8
play w D1
play w D2
play w D3
play w D4
play w D5
play w D6
play w D7
play w E1
play w E3
play w E4
play w E6
play w E7
play w F1
play w F2
play w F3
play w F4
play w F5
play w F6
play w F7
play w G1
play w G2
play w G3
play w G4
play w G5
play w G6
play w G7
play w H1
play w H3
play w H4
play w H6
play w H7
play w J1
play w J2
play w J3
play w J4
play w J5
play w J6
play w J7
play w K1
play w K2
play w K3
play w K4
play w K5
play w K6
play w K7
play w L1
play w L3
play w L4
play w L6
play w L7
play w M1
play w M2
play w M3
play w M4
play w M5
play w M6
play w M7
play w N1
play w N2
play w N3
play w N4
play w N5
play w N6
play w N7
play b A6
play b A7
play b A10
play b A11
play b A12
play b A13
play b B6
play b B10
play b B12
play b B13
play b C6
play b C7
play b C10
play b C11
play b C12
play b C13
play b D8
play b D9
play b D10
play b D11
play b D12
play b D13
play b E8
play b E9
play b E10
play b E12
play b E13
play b F8
play b F9
play b F10
play b F11
play b F12
play b F13
play b G8
play b G9
play b G10
play b G11
play b G12
play b G13
play b H8
play b H9
play b H10
play b H12
play b H13
play b J8
play b J9
play b J10
play b J11
play b J12
play b J13
play b K8
play b K9
play b K10
play b K11
play b K12
play b K13
play b L8
play b L9
play b L10
play b L12
play b L13
play b M8
play b M9
play b M10
play b M11
play b M12
play b M13
play b N8
play b N9
play b N10
play b N11
play b N12
play b N13
5 reg_genmove b
#? [A9|B9|C9]*

# White to play. White's chain at N8 has 3 liberties of its own (N9 M9 L9), Black's chain at N6 has
# 3 (N5 M5 L5), and they share 1 (M7). White needs 4 moves to capture, Black 4; moving first, White
# wins by filling Black's own liberties before the shared ones, and loses the race if it passes.
# Answer: N5 or M5 or L5.
#    A B C D E F G H J K L M N
# 13 X X X X X X X X X X X X X
# 12 X X X X X X X X X X X X X
# 11 X X . X X . X X . X X . X
# 10 X X X X X X X X X X X X X
#  9 X X X X X X X X X X . . .
#  8 X X X X X X X X X X O O O
#  7 O O O O O O O O O O X . X
#  6 O O O O O O O O O O X X X
#  5 O O . O O . O O . O . . .
#  4 O O O O O O O O O O O O O
#  3 O O O O O O O O O O O O O
#  2 O O . O O . O O . O O . O
#  1 O O O O O O O O O O O O O
boardsize 13
clear_board
komi 0.5
play w A1
play w A2
play w A3
play w A4
play w A5
play w A6
play w A7
play w B1
play w B2
play w B3
play w B4
play w B5
play w B6
play w B7
play w C1
play w C3
play w C4
play w C6
play w C7
play w D1
play w D2
play w D3
play w D4
play w D5
play w D6
play w D7
play w E1
play w E2
play w E3
play w E4
play w E5
play w E6
play w E7
play w F1
play w F3
play w F4
play w F6
play w F7
play w G1
play w G2
play w G3
play w G4
play w G5
play w G6
play w G7
play w H1
play w H2
play w H3
play w H4
play w H5
play w H6
play w H7
play w J1
play w J3
play w J4
play w J6
play w J7
play w K1
play w K2
play w K3
play w K4
play w K5
play w K6
play w K7
play w L1
play w L2
play w L3
play w L4
play w L8
play w M1
play w M3
play w M4
play w M8
play w N1
play w N2
play w N3
play w N4
play w N8
play b A8
play b A9
play b A10
play b A11
play b A12
play b A13
play b B8
play b B9
play b B10
play b B11
play b B12
play b B13
play b C8
play b C9
play b C10
play b C12
play b C13
play b D8
play b D9
play b D10
play b D11
play b D12
play b D13
play b E8
play b E9
play b E10
play b E11
play b E12
play b E13
play b F8
play b F9
play b F10
play b F12
play b F13
play b G8
play b G9
play b G10
play b G11
play b G12
play b G13
play b H8
play b H9
play b H10
play b H11
play b H12
play b H13
play b J8
play b J9
play b J10
play b J12
play b J13
play b K8
play b K9
play b K10
play b K11
play b K12
play b K13
play b L6
play b L7
play b L10
play b L11
play b L12
play b L13
play b M6
play b M10
play b M12
play b M13
play b N6
play b N7
play b N10
play b N11
play b N12
play b N13
6 reg_genmove w
#? [N5|M5|L5]

# Black to play. Black's chain at A8 has 2 liberties of its own (A9 C9), White's chain at A6 has 2
# (A5 C5), and they share 1 (A7). Black needs 3 moves to capture, White 3; moving first, Black wins
# by filling White's own liberties before the shared ones, and loses the race if it passes. Answer:
# A5 or C5.
#    A B C D E F G H J K L M N
# 13 O O O O O O O O O O O O O
# 12 O . O O . O O . O O . O O
# 11 O O O O O O O O O O O O O
# 10 O O O O O O O O O O O O O
#  9 . X . O . O O . O O . O O
#  8 X X X O O O O O O O O O O
#  7 . X X O O O O O O O O O O
#  6 O O O X X X X X X X X X X
#  5 . O . X X X X X X X X X X
#  4 X X X X X X X X X X X X X
#  3 X . X X . X X . X X . X X
#  2 X X X X X X X X X X X X X
#  1 X X X X X X X X X X X X X
boardsize 13
clear_board
komi 0.5
play w A6
play w A10
play w A11
play w A12
play w A13
play w B5
play w B6
play w B10
play w B11
play w B13
play w C6
play w C10
play w C11
play w C12
play w C13
play w D7
play w D8
play w D9
play w D10
play w D11
play w D12
play w D13
play w E7
play w E8
play w E10
play w E11
play w E13
play w F7
play w F8
play w F9
play w F10
play w F11
play w F12
play w F13
play w G7
play w G8
play w G9
play w G10
play w G11
play w G12
play w G13
play w H7
play w H8
play w H10
play w H11
play w H13
play w J7
play w J8
play w J9
play w J10
play w J11
play w J12
play w J13
play w K7
play w K8
play w K9
play w K10
play w K11
play w K12
play w K13
play w L7
play w L8
play w L10
play w L11
play w L13
play w M7
play w M8
play w M9
play w M10
play w M11
play w M12
play w M13
play w N7
play w N8
play w N9
play w N10
play w N11
play w N12
play w N13
play b A1
play b A2
play b A3
play b A4
play b A8
play b B1
play b B2
play b B4
play b B7
play b B8
play b B9
play b C1
play b C2
play b C3
play b C4
play b C7
play b C8
play b D1
play b D2
play b D3
play b D4
play b D5
play b D6
play b E1
play b E2
play b E4
play b E5
play b E6
play b F1
play b F2
play b F3
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
play b H2
play b H4
play b H5
play b H6
play b J1
play b J2
play b J3
play b J4
play b J5
play b J6
play b K1
play b K2
play b K3
play b K4
play b K5
play b K6
play b L1
play b L2
play b L4
play b L5
play b L6
play b M1
play b M2
play b M3
play b M4
play b M5
play b M6
play b N1
play b N2
play b N3
play b N4
play b N5
play b N6
7 reg_genmove b
#? [A5|C5]

# White to play. White's chain at N6 has 2 liberties of its own (N5 L5), Black's chain at N8 has 2
# (N9 L9), and they share 1 (N7). White needs 3 moves to capture, Black 3; moving first, White wins
# by filling Black's own liberties before the shared ones, and loses the race if it passes. Answer:
# N9 or L9.
#    A B C D E F G H J K L M N
# 13 O O O O O O O O O O O O O
# 12 O O . O O . O O . O O . O
# 11 O O O O O O O O O O O O O
# 10 O O O O O O O O O O O O O
#  9 O O . O O . O O . O . X .
#  8 O O O O O O O O O O X X X
#  7 O O O O O O O O O O X X .
#  6 X X X X X X X X X X O O O
#  5 X X X X X X X X X X . O .
#  4 X X X X X X X X X X X X X
#  3 X X . X X . X X . X X . X
#  2 X X X X X X X X X X X X X
#  1 X X X X X X X X X X X X X
boardsize 13
clear_board
komi 0.5
play w A7
play w A8
play w A9
play w A10
play w A11
play w A12
play w A13
play w B7
play w B8
play w B9
play w B10
play w B11
play w B12
play w B13
play w C7
play w C8
play w C10
play w C11
play w C13
play w D7
play w D8
play w D9
play w D10
play w D11
play w D12
play w D13
play w E7
play w E8
play w E9
play w E10
play w E11
play w E12
play w E13
play w F7
play w F8
play w F10
play w F11
play w F13
play w G7
play w G8
play w G9
play w G10
play w G11
play w G12
play w G13
play w H7
play w H8
play w H9
play w H10
play w H11
play w H12
play w H13
play w J7
play w J8
play w J10
play w J11
play w J13
play w K7
play w K8
play w K9
play w K10
play w K11
play w K12
play w K13
play w L6
play w L10
play w L11
play w L12
play w L13
play w M5
play w M6
play w M10
play w M11
play w M13
play w N6
play w N10
play w N11
play w N12
play w N13
play b A1
play b A2
play b A3
play b A4
play b A5
play b A6
play b B1
play b B2
play b B3
play b B4
play b B5
play b B6
play b C1
play b C2
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
play b E2
play b E3
play b E4
play b E5
play b E6
play b F1
play b F2
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
play b H2
play b H3
play b H4
play b H5
play b H6
play b J1
play b J2
play b J4
play b J5
play b J6
play b K1
play b K2
play b K3
play b K4
play b K5
play b K6
play b L1
play b L2
play b L3
play b L4
play b L7
play b L8
play b M1
play b M2
play b M4
play b M7
play b M8
play b M9
play b N1
play b N2
play b N3
play b N4
play b N8
8 reg_genmove w
#? [N9|L9]

# Black to play. Black's chain at F1 has 2 liberties of its own (E2 E3), White's chain at H1 has 2
# (J1 J3), and they share 1 (G1). Black needs 3 moves to capture, White 3; moving first, Black wins
# by filling White's own liberties before the shared ones, and loses the race if it passes. Answer:
# J1 or J3.
#    A B C D E F G H J K L M N
# 13 O O O O O O O X X X X X X
# 12 O O O O O O O X X X X X X
# 11 O . O O . O O X X X . X X
# 10 O O O O O O O X X X X X X
#  9 O O O O O O O X X X X X X
#  8 O . O O . O O X X X . X X
#  7 O O O O O O O X X X X X X
#  6 O O O O O O O X X X X X X
#  5 O . O O . O O X X X . X X
#  4 O O O O O O O X X X X X X
#  3 O O O O . X X O . X X X X
#  2 O . O O . X O O O X . X X
#  1 O O O O X X . O . X X X X
boardsize 13
clear_board
komi 0.5
play w A1
play w A2
play w A3
play w A4
play w A5
play w A6
play w A7
play w A8
play w A9
play w A10
play w A11
play w A12
play w A13
play w B1
play w B3
play w B4
play w B6
play w B7
play w B9
play w B10
play w B12
play w B13
play w C1
play w C2
play w C3
play w C4
play w C5
play w C6
play w C7
play w C8
play w C9
play w C10
play w C11
play w C12
play w C13
play w D1
play w D2
play w D3
play w D4
play w D5
play w D6
play w D7
play w D8
play w D9
play w D10
play w D11
play w D12
play w D13
play w E4
play w E6
play w E7
play w E9
play w E10
play w E12
play w E13
play w F4
play w F5
play w F6
play w F7
play w F8
play w F9
play w F10
play w F11
play w F12
play w F13
play w G2
play w G4
play w G5
play w G6
play w G7
play w G8
play w G9
play w G10
play w G11
play w G12
play w G13
play w H1
play w H2
play w H3
play w J2
play b E1
play b F1
play b F2
play b F3
play b G3
play b H4
play b H5
play b H6
play b H7
play b H8
play b H9
play b H10
play b H11
play b H12
play b H13
play b J4
play b J5
play b J6
play b J7
play b J8
play b J9
play b J10
play b J11
play b J12
play b J13
play b K1
play b K2
play b K3
play b K4
play b K5
play b K6
play b K7
play b K8
play b K9
play b K10
play b K11
play b K12
play b K13
play b L1
play b L3
play b L4
play b L6
play b L7
play b L9
play b L10
play b L12
play b L13
play b M1
play b M2
play b M3
play b M4
play b M5
play b M6
play b M7
play b M8
play b M9
play b M10
play b M11
play b M12
play b M13
play b N1
play b N2
play b N3
play b N4
play b N5
play b N6
play b N7
play b N8
play b N9
play b N10
play b N11
play b N12
play b N13
9 reg_genmove b
#? [J1|J3]

# White to play. White's chain at F1 has 2 liberties of its own (E1 E3), Black's chain at H1 has 2
# (J2 J3), and they share 1 (G1). White needs 3 moves to capture, Black 3; moving first, White wins
# by filling Black's own liberties before the shared ones, and loses the race if it passes. Answer:
# J2 or J3.
#    A B C D E F G H J K L M N
# 13 X X X X X X O O O O O O O
# 12 X X X X X X O O O O O O O
# 11 X X . X X X O O . O O . O
# 10 X X X X X X O O O O O O O
#  9 X X X X X X O O O O O O O
#  8 X X . X X X O O . O O . O
#  7 X X X X X X O O O O O O O
#  6 X X X X X X O O O O O O O
#  5 X X . X X X O O . O O . O
#  4 X X X X X X O O O O O O O
#  3 X X X X . O X X . O O O O
#  2 X X . X O O O X . O O . O
#  1 X X X X . O . X X O O O O
boardsize 13
clear_board
komi 0.5
play w E2
play w F1
play w F2
play w F3
play w G2
play w G4
play w G5
play w G6
play w G7
play w G8
play w G9
play w G10
play w G11
play w G12
play w G13
play w H4
play w H5
play w H6
play w H7
play w H8
play w H9
play w H10
play w H11
play w H12
play w H13
play w J4
play w J6
play w J7
play w J9
play w J10
play w J12
play w J13
play w K1
play w K2
play w K3
play w K4
play w K5
play w K6
play w K7
play w K8
play w K9
play w K10
play w K11
play w K12
play w K13
play w L1
play w L2
play w L3
play w L4
play w L5
play w L6
play w L7
play w L8
play w L9
play w L10
play w L11
play w L12
play w L13
play w M1
play w M3
play w M4
play w M6
play w M7
play w M9
play w M10
play w M12
play w M13
play w N1
play w N2
play w N3
play w N4
play w N5
play w N6
play w N7
play w N8
play w N9
play w N10
play w N11
play w N12
play w N13
play b A1
play b A2
play b A3
play b A4
play b A5
play b A6
play b A7
play b A8
play b A9
play b A10
play b A11
play b A12
play b A13
play b B1
play b B2
play b B3
play b B4
play b B5
play b B6
play b B7
play b B8
play b B9
play b B10
play b B11
play b B12
play b B13
play b C1
play b C3
play b C4
play b C6
play b C7
play b C9
play b C10
play b C12
play b C13
play b D1
play b D2
play b D3
play b D4
play b D5
play b D6
play b D7
play b D8
play b D9
play b D10
play b D11
play b D12
play b D13
play b E4
play b E5
play b E6
play b E7
play b E8
play b E9
play b E10
play b E11
play b E12
play b E13
play b F4
play b F5
play b F6
play b F7
play b F8
play b F9
play b F10
play b F11
play b F12
play b F13
play b G3
play b H1
play b H2
play b H3
play b J1
10 reg_genmove w
#? [J2|J3]

# Black to play. Black's chain at F13 has 1 liberty of its own (E12), White's chain at H13 has 1
# (J12), and they share 1 (G12). Black needs 2 moves to capture, White 2; moving first, Black wins
# by filling White's own liberties before the shared ones, and loses the race if it passes. Answer:
# J12.
#    A B C D E F G H J K L M N
# 13 O O O O X X O O O X X X X
# 12 O . O O . X . O . X . X X
# 11 O O O O X X X O O X X X X
# 10 O O O O O O O X X X X X X
#  9 O . O O . O O X X X . X X
#  8 O O O O O O O X X X X X X
#  7 O O O O O O O X X X X X X
#  6 O . O O . O O X X X . X X
#  5 O O O O O O O X X X X X X
#  4 O O O O O O O X X X X X X
#  3 O . O O . O O X X X . X X
#  2 O O O O O O O X X X X X X
#  1 O O O O O O O X X X X X X
boardsize 13
clear_board
komi 0.5
play w A1
play w A2
play w A3
play w A4
play w A5
play w A6
play w A7
play w A8
play w A9
play w A10
play w A11
play w A12
play w A13
play w B1
play w B2
play w B4
play w B5
play w B7
play w B8
play w B10
play w B11
play w B13
play w C1
play w C2
play w C3
play w C4
play w C5
play w C6
play w C7
play w C8
play w C9
play w C10
play w C11
play w C12
play w C13
play w D1
play w D2
play w D3
play w D4
play w D5
play w D6
play w D7
play w D8
play w D9
play w D10
play w D11
play w D12
play w D13
play w E1
play w E2
play w E4
play w E5
play w E7
play w E8
play w E10
play w F1
play w F2
play w F3
play w F4
play w F5
play w F6
play w F7
play w F8
play w F9
play w F10
play w G1
play w G2
play w G3
play w G4
play w G5
play w G6
play w G7
play w G8
play w G9
play w G10
play w G13
play w H11
play w H12
play w H13
play w J11
play w J13
play b E11
play b E13
play b F11
play b F12
play b F13
play b G11
play b H1
play b H2
play b H3
play b H4
play b H5
play b H6
play b H7
play b H8
play b H9
play b H10
play b J1
play b J2
play b J3
play b J4
play b J5
play b J6
play b J7
play b J8
play b J9
play b J10
play b K1
play b K2
play b K3
play b K4
play b K5
play b K6
play b K7
play b K8
play b K9
play b K10
play b K11
play b K12
play b K13
play b L1
play b L2
play b L4
play b L5
play b L7
play b L8
play b L10
play b L11
play b L13
play b M1
play b M2
play b M3
play b M4
play b M5
play b M6
play b M7
play b M8
play b M9
play b M10
play b M11
play b M12
play b M13
play b N1
play b N2
play b N3
play b N4
play b N5
play b N6
play b N7
play b N8
play b N9
play b N10
play b N11
play b N12
play b N13
11 reg_genmove b
#? [J12]

# White to play. White's chain at F13 has 1 liberty of its own (E12), Black's chain at H13 has 1
# (J12), and they share 1 (G12). White needs 2 moves to capture, Black 2; moving first, White wins
# by filling Black's own liberties before the shared ones, and loses the race if it passes. Answer:
# J12.
#    A B C D E F G H J K L M N
# 13 X X X X O O O X X O O O O
# 12 X X . X . O . X . O O . O
# 11 X X X X O O X X X O O O O
# 10 X X X X X X O O O O O O O
#  9 X X . X X X O O . O O . O
#  8 X X X X X X O O O O O O O
#  7 X X X X X X O O O O O O O
#  6 X X . X X X O O . O O . O
#  5 X X X X X X O O O O O O O
#  4 X X X X X X O O O O O O O
#  3 X X . X X X O O . O O . O
#  2 X X X X X X O O O O O O O
#  1 X X X X X X O O O O O O O
boardsize 13
clear_board
komi 0.5
play w E11
play w E13
play w F11
play w F12
play w F13
play w G1
play w G2
play w G3
play w G4
play w G5
play w G6
play w G7
play w G8
play w G9
play w G10
play w G13
play w H1
play w H2
play w H3
play w H4
play w H5
play w H6
play w H7
play w H8
play w H9
play w H10
play w J1
play w J2
play w J4
play w J5
play w J7
play w J8
play w J10
play w K1
play w K2
play w K3
play w K4
play w K5
play w K6
play w K7
play w K8
play w K9
play w K10
play w K11
play w K12
play w K13
play w L1
play w L2
play w L3
play w L4
play w L5
play w L6
play w L7
play w L8
play w L9
play w L10
play w L11
play w L12
play w L13
play w M1
play w M2
play w M4
play w M5
play w M7
play w M8
play w M10
play w M11
play w M13
play w N1
play w N2
play w N3
play w N4
play w N5
play w N6
play w N7
play w N8
play w N9
play w N10
play w N11
play w N12
play w N13
play b A1
play b A2
play b A3
play b A4
play b A5
play b A6
play b A7
play b A8
play b A9
play b A10
play b A11
play b A12
play b A13
play b B1
play b B2
play b B3
play b B4
play b B5
play b B6
play b B7
play b B8
play b B9
play b B10
play b B11
play b B12
play b B13
play b C1
play b C2
play b C4
play b C5
play b C7
play b C8
play b C10
play b C11
play b C13
play b D1
play b D2
play b D3
play b D4
play b D5
play b D6
play b D7
play b D8
play b D9
play b D10
play b D11
play b D12
play b D13
play b E1
play b E2
play b E3
play b E4
play b E5
play b E6
play b E7
play b E8
play b E9
play b E10
play b F1
play b F2
play b F3
play b F4
play b F5
play b F6
play b F7
play b F8
play b F9
play b F10
play b G11
play b H11
play b H12
play b H13
play b J11
play b J13
12 reg_genmove w
#? [J12]

# Black to play. Black's chain at A6 has 2 liberties of its own (A5 B5), White's chain at A8 has 2
# (B9 C9), and they share 1 (B7). Black needs 3 moves to capture, White 3; moving first, Black wins
# by filling White's own liberties before the shared ones, and loses the race if it passes. Answer:
# B9 or C9.
#    A B C D E F G H J K L M N
# 13 X X X X X X X X X X X X X
# 12 X X X X X X X X X X X X X
# 11 X . X X . X X . X X . X X
# 10 X X X X X X X X X X X X X
#  9 O . . X X X X X X X X X X
#  8 O O O X X X X X X X X X X
#  7 X . X O O O O O O O O O O
#  6 X X X O O O O O O O O O O
#  5 . . X O . O O . O O . O O
#  4 O O O O O O O O O O O O O
#  3 O O O O O O O O O O O O O
#  2 O . O O . O O . O O . O O
#  1 O O O O O O O O O O O O O
boardsize 13
clear_board
komi 0.5
play w A1
play w A2
play w A3
play w A4
play w A8
play w A9
play w B1
play w B3
play w B4
play w B8
play w C1
play w C2
play w C3
play w C4
play w C8
play w D1
play w D2
play w D3
play w D4
play w D5
play w D6
play w D7
play w E1
play w E3
play w E4
play w E6
play w E7
play w F1
play w F2
play w F3
play w F4
play w F5
play w F6
play w F7
play w G1
play w G2
play w G3
play w G4
play w G5
play w G6
play w G7
play w H1
play w H3
play w H4
play w H6
play w H7
play w J1
play w J2
play w J3
play w J4
play w J5
play w J6
play w J7
play w K1
play w K2
play w K3
play w K4
play w K5
play w K6
play w K7
play w L1
play w L3
play w L4
play w L6
play w L7
play w M1
play w M2
play w M3
play w M4
play w M5
play w M6
play w M7
play w N1
play w N2
play w N3
play w N4
play w N5
play w N6
play w N7
play b A6
play b A7
play b A10
play b A11
play b A12
play b A13
play b B6
play b B10
play b B12
play b B13
play b C5
play b C6
play b C7
play b C10
play b C11
play b C12
play b C13
play b D8
play b D9
play b D10
play b D11
play b D12
play b D13
play b E8
play b E9
play b E10
play b E12
play b E13
play b F8
play b F9
play b F10
play b F11
play b F12
play b F13
play b G8
play b G9
play b G10
play b G11
play b G12
play b G13
play b H8
play b H9
play b H10
play b H12
play b H13
play b J8
play b J9
play b J10
play b J11
play b J12
play b J13
play b K8
play b K9
play b K10
play b K11
play b K12
play b K13
play b L8
play b L9
play b L10
play b L12
play b L13
play b M8
play b M9
play b M10
play b M11
play b M12
play b M13
play b N8
play b N9
play b N10
play b N11
play b N12
play b N13
13 reg_genmove b
#? [B9|C9]

# White to play. White's chain at N8 has 2 liberties of its own (M9 L9), Black's chain at N6 has 2
# (N5 M5), and they share 1 (M7). White needs 3 moves to capture, Black 3; moving first, White wins
# by filling Black's own liberties before the shared ones, and loses the race if it passes. Answer:
# N5 or M5.
#    A B C D E F G H J K L M N
# 13 X X X X X X X X X X X X X
# 12 X X X X X X X X X X X X X
# 11 X X . X X . X X . X X . X
# 10 X X X X X X X X X X X X X
#  9 X X X X X X X X X X . . O
#  8 X X X X X X X X X X O O O
#  7 O O O O O O O O O O X . X
#  6 O O O O O O O O O O X X X
#  5 O O . O O . O O . O X . .
#  4 O O O O O O O O O O O O O
#  3 O O O O O O O O O O O O O
#  2 O O . O O . O O . O O . O
#  1 O O O O O O O O O O O O O
boardsize 13
clear_board
komi 0.5
play w A1
play w A2
play w A3
play w A4
play w A5
play w A6
play w A7
play w B1
play w B2
play w B3
play w B4
play w B5
play w B6
play w B7
play w C1
play w C3
play w C4
play w C6
play w C7
play w D1
play w D2
play w D3
play w D4
play w D5
play w D6
play w D7
play w E1
play w E2
play w E3
play w E4
play w E5
play w E6
play w E7
play w F1
play w F3
play w F4
play w F6
play w F7
play w G1
play w G2
play w G3
play w G4
play w G5
play w G6
play w G7
play w H1
play w H2
play w H3
play w H4
play w H5
play w H6
play w H7
play w J1
play w J3
play w J4
play w J6
play w J7
play w K1
play w K2
play w K3
play w K4
play w K5
play w K6
play w K7
play w L1
play w L2
play w L3
play w L4
play w L8
play w M1
play w M3
play w M4
play w M8
play w N1
play w N2
play w N3
play w N4
play w N8
play w N9
play b A8
play b A9
play b A10
play b A11
play b A12
play b A13
play b B8
play b B9
play b B10
play b B11
play b B12
play b B13
play b C8
play b C9
play b C10
play b C12
play b C13
play b D8
play b D9
play b D10
play b D11
play b D12
play b D13
play b E8
play b E9
play b E10
play b E11
play b E12
play b E13
play b F8
play b F9
play b F10
play b F12
play b F13
play b G8
play b G9
play b G10
play b G11
play b G12
play b G13
play b H8
play b H9
play b H10
play b H11
play b H12
play b H13
play b J8
play b J9
play b J10
play b J12
play b J13
play b K8
play b K9
play b K10
play b K11
play b K12
play b K13
play b L5
play b L6
play b L7
play b L10
play b L11
play b L12
play b L13
play b M6
play b M10
play b M12
play b M13
play b N6
play b N7
play b N10
play b N11
play b N12
play b N13
14 reg_genmove w
#? [N5|M5]

# Black to play. Black's chain at A8 has 1 liberty of its own (A9), White's chain at A6 has 1 (A5),
# and they share 1 (B7). Black needs 2 moves to capture, White 2; moving first, Black wins by
# filling White's own liberties before the shared ones, and loses the race if it passes. Answer:
# A5.
#    A B C D E F G H J K L M N
# 13 O O O O O O O O O O O O O
# 12 O . O O . O O . O O . O O
# 11 O O O O O O O O O O O O O
# 10 O O O O O O O O O O O O O
#  9 . X X O . O O . O O . O O
#  8 X X X O O O O O O O O O O
#  7 X . X O O O O O O O O O O
#  6 O O O X X X X X X X X X X
#  5 . O O X X X X X X X X X X
#  4 X X X X X X X X X X X X X
#  3 X . X X . X X . X X . X X
#  2 X X X X X X X X X X X X X
#  1 X X X X X X X X X X X X X
boardsize 13
clear_board
komi 0.5
play w A6
play w A10
play w A11
play w A12
play w A13
play w B5
play w B6
play w B10
play w B11
play w B13
play w C5
play w C6
play w C10
play w C11
play w C12
play w C13
play w D7
play w D8
play w D9
play w D10
play w D11
play w D12
play w D13
play w E7
play w E8
play w E10
play w E11
play w E13
play w F7
play w F8
play w F9
play w F10
play w F11
play w F12
play w F13
play w G7
play w G8
play w G9
play w G10
play w G11
play w G12
play w G13
play w H7
play w H8
play w H10
play w H11
play w H13
play w J7
play w J8
play w J9
play w J10
play w J11
play w J12
play w J13
play w K7
play w K8
play w K9
play w K10
play w K11
play w K12
play w K13
play w L7
play w L8
play w L10
play w L11
play w L13
play w M7
play w M8
play w M9
play w M10
play w M11
play w M12
play w M13
play w N7
play w N8
play w N9
play w N10
play w N11
play w N12
play w N13
play b A1
play b A2
play b A3
play b A4
play b A7
play b A8
play b B1
play b B2
play b B4
play b B8
play b B9
play b C1
play b C2
play b C3
play b C4
play b C7
play b C8
play b C9
play b D1
play b D2
play b D3
play b D4
play b D5
play b D6
play b E1
play b E2
play b E4
play b E5
play b E6
play b F1
play b F2
play b F3
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
play b H2
play b H4
play b H5
play b H6
play b J1
play b J2
play b J3
play b J4
play b J5
play b J6
play b K1
play b K2
play b K3
play b K4
play b K5
play b K6
play b L1
play b L2
play b L4
play b L5
play b L6
play b M1
play b M2
play b M3
play b M4
play b M5
play b M6
play b N1
play b N2
play b N3
play b N4
play b N5
play b N6
15 reg_genmove b
#? [A5]

# White to play. White's chain at N6 has 1 liberty of its own (N5), Black's chain at N8 has 1 (N9),
# and they share 1 (M7). White needs 2 moves to capture, Black 2; moving first, White wins by
# filling Black's own liberties before the shared ones, and loses the race if it passes. Answer:
# N9.
#    A B C D E F G H J K L M N
# 13 O O O O O O O O O O O O O
# 12 O O . O O . O O . O O . O
# 11 O O O O O O O O O O O O O
# 10 O O O O O O O O O O O O O
#  9 O O . O O . O O . O X X .
#  8 O O O O O O O O O O X X X
#  7 O O O O O O O O O O X . X
#  6 X X X X X X X X X X O O O
#  5 X X X X X X X X X X O O .
#  4 X X X X X X X X X X X X X
#  3 X X . X X . X X . X X . X
#  2 X X X X X X X X X X X X X
#  1 X X X X X X X X X X X X X
boardsize 13
clear_board
komi 0.5
play w A7
play w A8
play w A9
play w A10
play w A11
play w A12
play w A13
play w B7
play w B8
play w B9
play w B10
play w B11
play w B12
play w B13
play w C7
play w C8
play w C10
play w C11
play w C13
play w D7
play w D8
play w D9
play w D10
play w D11
play w D12
play w D13
play w E7
play w E8
play w E9
play w E10
play w E11
play w E12
play w E13
play w F7
play w F8
play w F10
play w F11
play w F13
play w G7
play w G8
play w G9
play w G10
play w G11
play w G12
play w G13
play w H7
play w H8
play w H9
play w H10
play w H11
play w H12
play w H13
play w J7
play w J8
play w J10
play w J11
play w J13
play w K7
play w K8
play w K9
play w K10
play w K11
play w K12
play w K13
play w L5
play w L6
play w L10
play w L11
play w L12
play w L13
play w M5
play w M6
play w M10
play w M11
play w M13
play w N6
play w N10
play w N11
play w N12
play w N13
play b A1
play b A2
play b A3
play b A4
play b A5
play b A6
play b B1
play b B2
play b B3
play b B4
play b B5
play b B6
play b C1
play b C2
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
play b E2
play b E3
play b E4
play b E5
play b E6
play b F1
play b F2
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
play b H2
play b H3
play b H4
play b H5
play b H6
play b J1
play b J2
play b J4
play b J5
play b J6
play b K1
play b K2
play b K3
play b K4
play b K5
play b K6
play b L1
play b L2
play b L3
play b L4
play b L7
play b L8
play b L9
play b M1
play b M2
play b M4
play b M8
play b M9
play b N1
play b N2
play b N3
play b N4
play b N7
play b N8
16 reg_genmove w
#? [N9]

# Black to play. Black's chain at F1 has 1 liberty of its own (E3), White's chain at H1 has 1 (J3),
# and they share 1 (G1). Black needs 2 moves to capture, White 2; moving first, Black wins by
# filling White's own liberties before the shared ones, and loses the race if it passes. Answer:
# J3.
#    A B C D E F G H J K L M N
# 13 O O O O O O O X X X X X X
# 12 O O O O O O O X X X X X X
# 11 O . O O . O O X X X . X X
# 10 O O O O O O O X X X X X X
#  9 O O O O O O O X X X X X X
#  8 O . O O . O O X X X . X X
#  7 O O O O O O O X X X X X X
#  6 O O O O O O O X X X X X X
#  5 O . O O . O O X X X . X X
#  4 O O O O O O O X X X X X X
#  3 O O O O . X X O . X X X X
#  2 O . O O X X X O O X . X X
#  1 O O O O X X . O O X X X X
boardsize 13
clear_board
komi 0.5
play w A1
play w A2
play w A3
play w A4
play w A5
play w A6
play w A7
play w A8
play w A9
play w A10
play w A11
play w A12
play w A13
play w B1
play w B3
play w B4
play w B6
play w B7
play w B9
play w B10
play w B12
play w B13
play w C1
play w C2
play w C3
play w C4
play w C5
play w C6
play w C7
play w C8
play w C9
play w C10
play w C11
play w C12
play w C13
play w D1
play w D2
play w D3
play w D4
play w D5
play w D6
play w D7
play w D8
play w D9
play w D10
play w D11
play w D12
play w D13
play w E4
play w E6
play w E7
play w E9
play w E10
play w E12
play w E13
play w F4
play w F5
play w F6
play w F7
play w F8
play w F9
play w F10
play w F11
play w F12
play w F13
play w G4
play w G5
play w G6
play w G7
play w G8
play w G9
play w G10
play w G11
play w G12
play w G13
play w H1
play w H2
play w H3
play w J1
play w J2
play b E1
play b E2
play b F1
play b F2
play b F3
play b G2
play b G3
play b H4
play b H5
play b H6
play b H7
play b H8
play b H9
play b H10
play b H11
play b H12
play b H13
play b J4
play b J5
play b J6
play b J7
play b J8
play b J9
play b J10
play b J11
play b J12
play b J13
play b K1
play b K2
play b K3
play b K4
play b K5
play b K6
play b K7
play b K8
play b K9
play b K10
play b K11
play b K12
play b K13
play b L1
play b L3
play b L4
play b L6
play b L7
play b L9
play b L10
play b L12
play b L13
play b M1
play b M2
play b M3
play b M4
play b M5
play b M6
play b M7
play b M8
play b M9
play b M10
play b M11
play b M12
play b M13
play b N1
play b N2
play b N3
play b N4
play b N5
play b N6
play b N7
play b N8
play b N9
play b N10
play b N11
play b N12
play b N13
17 reg_genmove b
#? [J3]

# White to play. White's chain at F1 has 1 liberty of its own (E3), Black's chain at H1 has 1 (J3),
# and they share 1 (G1). White needs 2 moves to capture, Black 2; moving first, White wins by
# filling Black's own liberties before the shared ones, and loses the race if it passes. Answer:
# J3.
#    A B C D E F G H J K L M N
# 13 X X X X X X O O O O O O O
# 12 X X X X X X O O O O O O O
# 11 X X . X X X O O . O O . O
# 10 X X X X X X O O O O O O O
#  9 X X X X X X O O O O O O O
#  8 X X . X X X O O . O O . O
#  7 X X X X X X O O O O O O O
#  6 X X X X X X O O O O O O O
#  5 X X . X X X O O . O O . O
#  4 X X X X X X O O O O O O O
#  3 X X X X . O X X . O O O O
#  2 X X . X O O X X X O O . O
#  1 X X X X O O . X X O O O O
boardsize 13
clear_board
komi 0.5
play w E1
play w E2
play w F1
play w F2
play w F3
play w G4
play w G5
play w G6
play w G7
play w G8
play w G9
play w G10
play w G11
play w G12
play w G13
play w H4
play w H5
play w H6
play w H7
play w H8
play w H9
play w H10
play w H11
play w H12
play w H13
play w J4
play w J6
play w J7
play w J9
play w J10
play w J12
play w J13
play w K1
play w K2
play w K3
play w K4
play w K5
play w K6
play w K7
play w K8
play w K9
play w K10
play w K11
play w K12
play w K13
play w L1
play w L2
play w L3
play w L4
play w L5
play w L6
play w L7
play w L8
play w L9
play w L10
play w L11
play w L12
play w L13
play w M1
play w M3
play w M4
play w M6
play w M7
play w M9
play w M10
play w M12
play w M13
play w N1
play w N2
play w N3
play w N4
play w N5
play w N6
play w N7
play w N8
play w N9
play w N10
play w N11
play w N12
play w N13
play b A1
play b A2
play b A3
play b A4
play b A5
play b A6
play b A7
play b A8
play b A9
play b A10
play b A11
play b A12
play b A13
play b B1
play b B2
play b B3
play b B4
play b B5
play b B6
play b B7
play b B8
play b B9
play b B10
play b B11
play b B12
play b B13
play b C1
play b C3
play b C4
play b C6
play b C7
play b C9
play b C10
play b C12
play b C13
play b D1
play b D2
play b D3
play b D4
play b D5
play b D6
play b D7
play b D8
play b D9
play b D10
play b D11
play b D12
play b D13
play b E4
play b E5
play b E6
play b E7
play b E8
play b E9
play b E10
play b E11
play b E12
play b E13
play b F4
play b F5
play b F6
play b F7
play b F8
play b F9
play b F10
play b F11
play b F12
play b F13
play b G2
play b G3
play b H1
play b H2
play b H3
play b J1
play b J2
18 reg_genmove w
#? [J3]

# Black to play. Black's chain at F13 has 1 liberty of its own (E13), White's chain at H13 has 1
# (J11), and they share 1 (G12). Black needs 2 moves to capture, White 2; moving first, Black wins
# by filling White's own liberties before the shared ones, and loses the race if it passes. Answer:
# J11.
#    A B C D E F G H J K L M N
# 13 O O O O . X O O O X X X X
# 12 O . O O X X . O O X . X X
# 11 O O O O X X X O . X X X X
# 10 O O O O O O O X X X X X X
#  9 O . O O . O O X X X . X X
#  8 O O O O O O O X X X X X X
#  7 O O O O O O O X X X X X X
#  6 O . O O . O O X X X . X X
#  5 O O O O O O O X X X X X X
#  4 O O O O O O O X X X X X X
#  3 O . O O . O O X X X . X X
#  2 O O O O O O O X X X X X X
#  1 O O O O O O O X X X X X X
boardsize 13
clear_board
komi 0.5
play w A1
play w A2
play w A3
play w A4
play w A5
play w A6
play w A7
play w A8
play w A9
play w A10
play w A11
play w A12
play w A13
play w B1
play w B2
play w B4
play w B5
play w B7
play w B8
play w B10
play w B11
play w B13
play w C1
play w C2
play w C3
play w C4
play w C5
play w C6
play w C7
play w C8
play w C9
play w C10
play w C11
play w C12
play w C13
play w D1
play w D2
play w D3
play w D4
play w D5
play w D6
play w D7
play w D8
play w D9
play w D10
play w D11
play w D12
play w D13
play w E1
play w E2
play w E4
play w E5
play w E7
play w E8
play w E10
play w F1
play w F2
play w F3
play w F4
play w F5
play w F6
play w F7
play w F8
play w F9
play w F10
play w G1
play w G2
play w G3
play w G4
play w G5
play w G6
play w G7
play w G8
play w G9
play w G10
play w G13
play w H11
play w H12
play w H13
play w J12
play w J13
play b E11
play b E12
play b F11
play b F12
play b F13
play b G11
play b H1
play b H2
play b H3
play b H4
play b H5
play b H6
play b H7
play b H8
play b H9
play b H10
play b J1
play b J2
play b J3
play b J4
play b J5
play b J6
play b J7
play b J8
play b J9
play b J10
play b K1
play b K2
play b K3
play b K4
play b K5
play b K6
play b K7
play b K8
play b K9
play b K10
play b K11
play b K12
play b K13
play b L1
play b L2
play b L4
play b L5
play b L7
play b L8
play b L10
play b L11
play b L13
play b M1
play b M2
play b M3
play b M4
play b M5
play b M6
play b M7
play b M8
play b M9
play b M10
play b M11
play b M12
play b M13
play b N1
play b N2
play b N3
play b N4
play b N5
play b N6
play b N7
play b N8
play b N9
play b N10
play b N11
play b N12
play b N13
19 reg_genmove b
#? [J11]

# White to play. White's chain at F13 has 1 liberty of its own (E11), Black's chain at H13 has 1
# (J13), and they share 1 (G12). White needs 2 moves to capture, Black 2; moving first, White wins
# by filling Black's own liberties before the shared ones, and loses the race if it passes. Answer:
# J13.
#    A B C D E F G H J K L M N
# 13 X X X X O O O X . O O O O
# 12 X X . X O O . X X O O . O
# 11 X X X X . O X X X O O O O
# 10 X X X X X X O O O O O O O
#  9 X X . X X X O O . O O . O
#  8 X X X X X X O O O O O O O
#  7 X X X X X X O O O O O O O
#  6 X X . X X X O O . O O . O
#  5 X X X X X X O O O O O O O
#  4 X X X X X X O O O O O O O
#  3 X X . X X X O O . O O . O
#  2 X X X X X X O O O O O O O
#  1 X X X X X X O O O O O O O
boardsize 13
clear_board
komi 0.5
play w E12
play w E13
play w F11
play w F12
play w F13
play w G1
play w G2
play w G3
play w G4
play w G5
play w G6
play w G7
play w G8
play w G9
play w G10
play w G13
play w H1
play w H2
play w H3
play w H4
play w H5
play w H6
play w H7
play w H8
play w H9
play w H10
play w J1
play w J2
play w J4
play w J5
play w J7
play w J8
play w J10
play w K1
play w K2
play w K3
play w K4
play w K5
play w K6
play w K7
play w K8
play w K9
play w K10
play w K11
play w K12
play w K13
play w L1
play w L2
play w L3
play w L4
play w L5
play w L6
play w L7
play w L8
play w L9
play w L10
play w L11
play w L12
play w L13
play w M1
play w M2
play w M4
play w M5
play w M7
play w M8
play w M10
play w M11
play w M13
play w N1
play w N2
play w N3
play w N4
play w N5
play w N6
play w N7
play w N8
play w N9
play w N10
play w N11
play w N12
play w N13
play b A1
play b A2
play b A3
play b A4
play b A5
play b A6
play b A7
play b A8
play b A9
play b A10
play b A11
play b A12
play b A13
play b B1
play b B2
play b B3
play b B4
play b B5
play b B6
play b B7
play b B8
play b B9
play b B10
play b B11
play b B12
play b B13
play b C1
play b C2
play b C4
play b C5
play b C7
play b C8
play b C10
play b C11
play b C13
play b D1
play b D2
play b D3
play b D4
play b D5
play b D6
play b D7
play b D8
play b D9
play b D10
play b D11
play b D12
play b D13
play b E1
play b E2
play b E3
play b E4
play b E5
play b E6
play b E7
play b E8
play b E9
play b E10
play b F1
play b F2
play b F3
play b F4
play b F5
play b F6
play b F7
play b F8
play b F9
play b F10
play b G11
play b H11
play b H12
play b H13
play b J11
play b J12
20 reg_genmove w
#? [J13]
