# Ladders on 19x19 from positions of real games (moves 23 to 222): the chaser's atari when the
# ladder works, and the escape when a stone on its path breaks it. Each ladder is read out for 7 to
# 46 moves, so the stones on its way (breakers of either colour, the edge, stones captured along
# the way) decide it. Every answer was read out along the ladder (the line is in the comment) and
# agrees with playouts/ladder.h's reader, GNU Go's ladder_attack and GNU Go's reg_genmove; it is
# also the move played in the game. reg_genmove asks for a move without playing it.

# White to play. Black's stone at N4 has two liberties, N5 and O4. White N5 starts a ladder that
# works: B O4 W O5 B P4 W P3 B P5 W P6 B Q5 W Q6 B R5 W R7, and White captures. The atari from the
# other side, O4, lets Black extend at N5 to 7 liberties. Answer: N5. (Move 104 of a game record.)
#    A B C D E F G H J K L M N O P Q R S T
# 19 . . . . . . . . . . . . . . . . . . .
# 18 . O . . X . . . . . . X . . . . . . .
# 17 . . O . X O . . . . O X . . X . . . .
# 16 O O X . X O . . . O . . . . . X . . .
# 15 . X X . X O . O . . . . . . . X . X .
# 14 . . . . O O . X O . . . . . . O X O .
# 13 . . X . . . . X . . . . O O O . . . .
# 12 . . . X . O X . X . . X X X X O O . .
# 11 . . . . O . O X X . . . . . O . O . .
# 10 . . . X O . O O . . . . . X O . O . .
#  9 . . . X . . . . X . . . . X X O O . .
#  8 . . . . . . . . . . . . . . . X O . .
#  7 . . . . . . X . . . . . . . . X . . .
#  6 . O X . X . . . . . . . . . . . X O .
#  5 . O X X . . O . . . X X . . . . . O .
#  4 . O X O X . . . . . X O X . . O O X .
#  3 . . O O O O . . . . . O O O . . X X .
#  2 . . . . . . . . . . . . . . X . . . .
#  1 . . . . . . . . . . . . . . . . . . .
boardsize 19
clear_board
play w A16
play w B4
play w B5
play w B6
play w B16
play w B18
play w C3
play w C17
play w D3
play w D4
play w E3
play w E10
play w E11
play w E14
play w F3
play w F12
play w F14
play w F15
play w F16
play w F17
play w G5
play w G10
play w G11
play w H10
play w H15
play w J14
play w K16
play w L17
play w M3
play w M4
play w N3
play w N13
play w O3
play w O13
play w P10
play w P11
play w P13
play w Q4
play w Q9
play w Q12
play w Q14
play w R4
play w R8
play w R9
play w R10
play w R11
play w R12
play w S5
play w S6
play w S14
play b B15
play b C4
play b C5
play b C6
play b C13
play b C15
play b C16
play b D5
play b D9
play b D10
play b D12
play b E4
play b E6
play b E15
play b E16
play b E17
play b E18
play b G7
play b G12
play b H11
play b H13
play b H14
play b J9
play b J11
play b J12
play b L4
play b L5
play b M5
play b M12
play b M17
play b M18
play b N4
play b N12
play b O9
play b O10
play b O12
play b P9
play b P12
play b P17
play b Q7
play b Q8
play b Q15
play b Q16
play b R3
play b R6
play b R14
play b S3
play b S4
play b S15
play b P2
1 reg_genmove w
#? [N5]*

# Black to play. White's stone at J6 has two liberties, J7 and K6. Black J7 starts a ladder that
# works: W K6 B L6 W K7 B K8 W L7 B M7 W L8 B L9 W M8 B M9 W N8 B O8 W N9 B N10 W O9 B O10 W P9 B
# P10 W Q9 B R9 W Q10 B Q11 W R10 B S10 W R11 B S11, and Black captures. The atari from the other
# side, K6, lets White extend at J7 to 3 liberties. Answer: J7. (Move 47 of a game record.)
#    A B C D E F G H J K L M N O P Q R S T
# 19 . . . . . . . . . . . . . . . . . . .
# 18 . . . . . . . . . . . . . . . . . . .
# 17 . . . O . . . . . . . . . X X . X . .
# 16 . . . . . . . . . . . . . . O . X O .
# 15 . . . . . . . . . . . . . . . . . . .
# 14 . . . . . . . . . . . . . . O . O . .
# 13 . . . . . . . . . . . . . . . . . . .
# 12 . . . . . . . . . . . . . . O . X . .
# 11 . . . . . . . . . . . . . . . . . . .
# 10 . . . . . . . . . . . . . . . . . . .
#  9 . . . . . . . . . . . . . . . . . . .
#  8 . . . . . . . . . . . . . . X X . . .
#  7 . . . . . . . . . . . . X . O . . . .
#  6 . . X . . . . X O . . . . . . . X . .
#  5 . . . O . . O O X X . . . . . O X . .
#  4 . . X O . . . . . . X . . O . O X . .
#  3 . . X O O X . . O . O O . . O X X . .
#  2 . . X X O . . . . . . . . . . O . . .
#  1 . . . . . . . . . . . . . . . . . . .
boardsize 19
clear_board
play w D3
play w D4
play w D5
play w D17
play w E2
play w E3
play w H5
play w J3
play w J6
play w L3
play w M3
play w O4
play w P3
play w P7
play w P12
play w P14
play w P16
play w Q2
play w Q4
play w Q5
play w R14
play w S16
play b C2
play b C3
play b C4
play b C6
play b D2
play b F3
play b H6
play b J5
play b K5
play b L4
play b N7
play b O17
play b P8
play b P17
play b Q3
play b Q8
play b R3
play b R4
play b R5
play b R6
play b R12
play b R16
play b R17
play w G5
2 reg_genmove b
#? [J7]*

# Black to play. White's stone at E7 has two liberties, F7 and E8. Black F7 starts a ladder that
# works: W E8 B E9 W F8 B G8 W F9 B F10 W G9 B H9 W G10 B G11 W H10 B J10 W H11 B H12 W J11 B K11 W
# J12 B J13 W K12 B L12 W K13 B K14 W L13 B M13 W L14 B L15 W M14 B N14 W M15 B M16 W N15 B O15 W
# N16 B N17 W O16 B P16 W O17 B O18 W P17 B Q17 W P18 B Q18 W P19 B O19 W Q19 B R19, and Black
# captures. The atari from the other side, E8, lets White extend at F7 to 3 liberties. Answer: F7.
# (Move 31 of a game record.)
#    A B C D E F G H J K L M N O P Q R S T
# 19 . . . . . . . . . . . . . . . . . . .
# 18 . . . X . . . . . . . . . . . . . . .
# 17 . . . . . X . . . . . . . . . . . . .
# 16 . . . O . . . . . . . . . . . X . . .
# 15 . . . . . . . . . . . . . . . . . . .
# 14 . . O . . . . . . . . . . . . . . . .
# 13 . . . . . . . . . . . . . . . . X . .
# 12 . . . . . . . . . . . . . . . . . . .
# 11 . . . . . . . . . . . . . . . . . . .
# 10 . . . . . . . . . . . . . . . . O . .
#  9 . . . . . . . . . . . . . . . . . . .
#  8 . . . X . . . . . . . . . . . . O . .
#  7 . . . X O . . . . . . . . . . X O . .
#  6 . . O O X . . . O . . . . . . X . . .
#  5 . . . . . . . . . . X . . . . . . O .
#  4 . . . O . X . . O . . . . . . . X O .
#  3 . . . . O X . . . . . X . . . . X . .
#  2 . . . . O . . . . . . . . . . . . . .
#  1 . . . . . . . . . . . . . . . . . . .
boardsize 19
clear_board
play w C6
play w C14
play w D4
play w D16
play w E2
play w E3
play w E7
play w J4
play w J6
play w R7
play w R8
play w R10
play w S4
play w S5
play b D7
play b D8
play b D18
play b E6
play b F3
play b F4
play b F17
play b L5
play b M3
play b Q6
play b Q7
play b Q16
play b R3
play b R4
play b R13
play w D6
3 reg_genmove b
#? [F7]*

# Black to play. White's stone at P10 has two liberties, P9 and O10. Black P9 starts a ladder that
# works: W O10 B N10 W O9 B O8 W N9 B M9 W N8 B N7 W M8 B L8 W M7 B M6 W L7 B K7 W L6 B L5 W K6 B
# K5, and Black captures. The atari from the other side, O10, lets White extend at P9 to 3
# liberties. Answer: P9. (Move 103 of a game record.)
#    A B C D E F G H J K L M N O P Q R S T
# 19 . . . . . . . . . . . . . . . . . . .
# 18 . . . . O . . . . . . X X X X . . . .
# 17 . O O . . O . . . X X O X . X O O O .
# 16 . O X X . X X . . . O O O X . O X . .
# 15 . X X . . . . . . . . . . O . O X . .
# 14 . . O . . . . . . . . O X . O X X X .
# 13 . . . . . . . . . . . O . X O X O O .
# 12 . . . . . . . . . . . . O . X X . . .
# 11 . . X . X . . . . . . . . X X O O O .
# 10 . X . O O O . . . . . . . . O X X . .
#  9 . . . O X . . . . . . . . . . . . O .
#  8 . . X X O O O . . . . . . . . . . . .
#  7 . . . X X X O . . . . . . . . . . . .
#  6 . X . O . X O . X . . . . . . . . . .
#  5 . O O . X O X . . . . . . . . . . . .
#  4 . . . O O O X . X . . . . . . O . . .
#  3 . . O . O X O O X . . . . . . . . . .
#  2 . O X X X X . . . . . . . . . . . . .
#  1 . . . . . . . . . . . . . . . . . . .
boardsize 19
clear_board
play w B2
play w B5
play w B16
play w B17
play w C3
play w C5
play w C14
play w C17
play w D4
play w D6
play w D9
play w D10
play w E3
play w E4
play w E8
play w E10
play w E18
play w F4
play w F5
play w F8
play w F10
play w F17
play w G3
play w G6
play w G7
play w G8
play w H3
play w L16
play w M13
play w M14
play w M16
play w M17
play w N12
play w N16
play w O15
play w P10
play w P13
play w P14
play w Q4
play w Q11
play w Q15
play w Q16
play w Q17
play w R11
play w R13
play w R17
play w S9
play w S13
play w S17
play b B6
play b B10
play b B15
play b C2
play b C8
play b C11
play b C15
play b C16
play b D2
play b D7
play b D8
play b D16
play b E2
play b E5
play b E7
play b E9
play b E11
play b F2
play b F3
play b F6
play b F7
play b F16
play b G4
play b G5
play b G16
play b J3
play b J4
play b J6
play b K17
play b L17
play b M18
play b N14
play b N17
play b N18
play b O11
play b O13
play b O16
play b O18
play b P11
play b P12
play b P17
play b P18
play b Q10
play b Q12
play b Q13
play b Q14
play b R10
play b R14
play b R15
play b R16
play b S14
play w S11
4 reg_genmove b
#? [P9]*

# Black to play. White's stone at D13 has two liberties, E13 and D12. Black E13 starts a ladder
# that works: W D12 B D11 W E12 B F12 W E11 B E10 W F11 B G11 W F10 B F9 W G10 B H10 W G9 B G8 W H9
# B J9, and Black captures. The atari from the other side, D12, lets White extend at E13 to 3
# liberties. Answer: E13. (Move 81 of a game record.)
#    A B C D E F G H J K L M N O P Q R S T
# 19 . . . . . . . . . . . . . . . . . . .
# 18 . . O X . . . . . . . . . . . . . . .
# 17 . . O X . . . . X . O . . O . . . . .
# 16 . . O X . O . . . . . . . . . X . . .
# 15 . . O X . O X . X . . . . . . . . . .
# 14 . . O X . O . . . . . . . . . . . . .
# 13 . O X O . . . . . . . . . . . . . . .
# 12 . X X . . . . . . . . . . . . . X . .
# 11 . . X . . . . . . . . . . . . . . X .
# 10 . . . . . . . . . . . . . . . X X O .
#  9 . . X O . . . . . . . . . . . X O O .
#  8 . . X . . . . X . . . . . . X O . O .
#  7 . . . . O . . . . . . . . O O X X O .
#  6 . . . O . . . . . . . . . . . X O . .
#  5 . . . . . X . . . . . . . . O X O O .
#  4 . . . O . . X X X . . . O . O O X O .
#  3 . . O . X X O O O O . . . O X X X X .
#  2 . . . X . O . . . . . . O X X . . . .
#  1 . . . . . . . . . . . . . . . . . . .
boardsize 19
clear_board
play w B13
play w C3
play w C14
play w C15
play w C16
play w C17
play w C18
play w D4
play w D6
play w D9
play w D13
play w E7
play w F2
play w F14
play w F16
play w G3
play w H3
play w J3
play w K3
play w L17
play w N2
play w N4
play w O3
play w O7
play w O17
play w P4
play w P5
play w P7
play w Q4
play w Q8
play w R5
play w R6
play w R9
play w S4
play w S5
play w S7
play w S8
play w S9
play w S10
play b B12
play b C8
play b C9
play b C11
play b C12
play b C13
play b D2
play b D14
play b D15
play b D16
play b D17
play b D18
play b E3
play b F3
play b F5
play b G4
play b G15
play b H4
play b H8
play b J4
play b J15
play b J17
play b O2
play b P2
play b P3
play b P8
play b Q3
play b Q5
play b Q6
play b Q7
play b Q9
play b Q10
play b Q16
play b R3
play b R4
play b R7
play b R10
play b R12
play b S3
play b S11
play w F15
5 reg_genmove b
#? [E13]*

# White to play. Black's stone at P15 has two liberties, O15 and P14. White O15 starts a ladder
# that works: B P14 W P13 B O14 W N14 B O13 W O12 B N13 W M13 B N12 W N11 B M12 W L12 B M11 W M10 B
# L11 W K11 B L10 W L9 B K10 W J10 B K9 W K8 B J9 W H9 B J8 W J7 B H8 W G8 B H7 W H6 B G7 W F7 B G6
# W G5 B F6 W E6 B F5 W F4 B E5 W D5 B E4 W E3, and White captures. The atari from the other side,
# P14, lets Black extend at O15 to 3 liberties. Answer: O15. (Move 24 of a game record.)
#    A B C D E F G H J K L M N O P Q R S T
# 19 . . . . . . . . . . . . . . . . . . .
# 18 . . . . . . . . . . . . . . . . . . .
# 17 . . . X . O . . . . . X . . . . . . .
# 16 . . X . X O . . . O . . . . O X X . .
# 15 . . . O X O . . . . . X . . X O . . .
# 14 . . . . . . . . . . . . . . . O . . .
# 13 . . . X . . . . . . . . . . . . . . .
# 12 . . . . . . . . . . . . . . . . . . .
# 11 . . . . . . . . . . . . . . . . . . .
# 10 . . . X . . . . . . . . . . . . . . .
#  9 . . . . . . . . . . . . . . . . . . .
#  8 . . . . . . . . . . . . . . . . . . .
#  7 . . . . . . . . . . . . . . . . . . .
#  6 . . X . . . . . . . . . . . . . . . .
#  5 . . . . . . . . . . . . . . . . . . .
#  4 . . . O . . . . . . . . . . . . O . .
#  3 . . . . . O . . . . . . . . . . . . .
#  2 . . . . . . . . . . . . . . . . . . .
#  1 . . . . . . . . . . . . . . . . . . .
boardsize 19
clear_board
play w D4
play w D15
play w F3
play w F15
play w F16
play w F17
play w K16
play w P16
play w Q14
play w Q15
play w R4
play b C6
play b C16
play b D10
play b D13
play b D17
play b E15
play b E16
play b M15
play b M17
play b P15
play b R16
play b Q16
6 reg_genmove w
#? [O15]

# Black to play. White's stone at H13 has two liberties, J13 and H12. Black J13 starts a ladder
# that works: W H12 B H11 W J12 B K12 W J11 B J10 W K11 B L11 W K10 B K9 W L10 B M10 W L9 B L8 W M9
# B M8 W N9 B N8 W N10 B N11, and Black captures. The atari from the other side, H12, lets White
# extend at J13 to 3 liberties. Answer: J13. (Move 139 of a game record.)
#    A B C D E F G H J K L M N O P Q R S T
# 19 . . . . . X . . . . O O . . . . . . .
# 18 . O O O X . X . X X X O O O O O O O X
# 17 . X X X O X X X X O O O X X O X X X .
# 16 . . O O O X . . . X O X X O X X . O .
# 15 . . . . . O X . X X X X X . . . X O .
# 14 . . . . O O O X . . . O . . . . O . .
# 13 . X X X . X X O . . . . . . . O . X .
# 12 . . O O X X O . . . . O . O . O X . .
# 11 . O . O O X X . . . . . . . O X X . .
# 10 . . O O X O . . . . . . . X O O . . .
#  9 . O X X X O . . . . . . . X . O . X .
#  8 . . X O . . . . . . . . . . . O X . .
#  7 . . . O . O . . . . . . . . . . . . .
#  6 . . O . . . . . . . . . . X . O X . .
#  5 . . . . . . . . O . . . . . . . X . .
#  4 . . . O . . . X O X . . . . . . . . .
#  3 . . X X . X X O O O X . . . . X . . .
#  2 . . . . . . . X O . . . . . . . . . .
#  1 . . . . . . . . . . . . . . . . . . .
boardsize 19
clear_board
play w B9
play w B11
play w C6
play w C10
play w C12
play w C16
play w C18
play w D4
play w D7
play w D8
play w D10
play w D11
play w D12
play w D16
play w D18
play w E11
play w E14
play w E16
play w E17
play w F7
play w F9
play w F10
play w F14
play w F15
play w G12
play w G14
play w H3
play w H13
play w J2
play w J3
play w J4
play w J5
play w K3
play w K17
play w L16
play w L17
play w L19
play w M12
play w M14
play w M17
play w M18
play w M19
play w N18
play w O12
play w O16
play w O18
play w P10
play w P11
play w P17
play w P18
play w Q6
play w Q8
play w Q9
play w Q10
play w Q12
play w Q13
play w Q18
play w R14
play w R18
play w S15
play w S16
play w S18
play b B13
play b B17
play b C3
play b C8
play b C9
play b C13
play b C17
play b D3
play b D9
play b D13
play b D17
play b E9
play b E10
play b E12
play b E18
play b F3
play b F11
play b F12
play b F13
play b F16
play b F17
play b F19
play b G3
play b G11
play b G13
play b G15
play b G17
play b G18
play b H2
play b H4
play b H14
play b H17
play b J15
play b J17
play b J18
play b K4
play b K15
play b K16
play b K18
play b L3
play b L15
play b L18
play b M15
play b M16
play b N15
play b N16
play b N17
play b O6
play b O9
play b O10
play b O17
play b P16
play b Q3
play b Q11
play b Q16
play b Q17
play b R5
play b R6
play b R8
play b R11
play b R12
play b R15
play b R17
play b S9
play b S13
play b S17
play b T18
play w B18
7 reg_genmove b
#? [J13]*

# Black to play. White's stone at C10 has two liberties, D10 and C11. Black D10 starts a ladder
# that works: W C11 B D11 W B11 B A11 W B12 B B13 W A12 B A13, and Black captures. The atari from
# the other side, C11, lets White extend at D10 to 4 liberties. Answer: D10. (Move 113 of a game
# record.)
#    A B C D E F G H J K L M N O P Q R S T
# 19 . . . . . . . . X . X . . . . . . . .
# 18 . . . . . . . X . X O X X X O O O X .
# 17 . . . . . X X O X O O X O O X . X . .
# 16 . X X X . . O O . O X O . . . X . . .
# 15 . . O . . . . . O O X . O . . X X X .
# 14 . . O . O . . . . X . X O X X O O X .
# 13 . . . . . . . O . . X O O . O . . O .
# 12 . . X . . . . . . O . X O . . O O . .
# 11 . . . . . . . . . . . . . . . . . . .
# 10 . X O . . . . . . . O . . . . . . . .
#  9 . X X O . . . . . . . . . . . . . . .
#  8 . X O . O . . . . . . . . . . . . . .
#  7 . O O . . . . . . . . . . . . . O O .
#  6 . O X X . . . . . . . . . . . . O X .
#  5 . O O X . . . . . X X . . . . X O X .
#  4 . O X . . . . X X O O . . O O O X O .
#  3 . X . X . . X . O . . . . O X X X X .
#  2 . . . . . . . . . . . . . . . . . . .
#  1 . . . . . . . . . . . . . . . . . . .
boardsize 19
clear_board
play w B4
play w B5
play w B6
play w B7
play w C5
play w C7
play w C8
play w C10
play w C14
play w C15
play w D9
play w E14
play w G16
play w H13
play w H16
play w H17
play w J3
play w J15
play w K4
play w K12
play w K15
play w K16
play w K17
play w L4
play w L10
play w L17
play w L18
play w M13
play w M16
play w N12
play w N13
play w N14
play w N15
play w N17
play w O3
play w O4
play w O17
play w P4
play w P13
play w P18
play w Q4
play w Q12
play w Q14
play w Q18
play w R5
play w R6
play w R7
play w R12
play w R14
play w R18
play w S4
play w S7
play w S13
play b B3
play b B8
play b B9
play b B10
play b B16
play b C4
play b C6
play b C9
play b C12
play b C16
play b D3
play b D5
play b D6
play b D16
play b F17
play b G3
play b G17
play b H4
play b H18
play b J4
play b J17
play b J19
play b K5
play b K14
play b K18
play b L5
play b L13
play b L15
play b L16
play b L19
play b M12
play b M14
play b M17
play b M18
play b N18
play b O14
play b O18
play b P3
play b P14
play b P17
play b Q3
play b Q5
play b Q15
play b Q16
play b R3
play b R4
play b R15
play b R17
play b S3
play b S5
play b S6
play b S14
play b S15
play b S18
play w E8
8 reg_genmove b
#? [D10]*

# White to play. Black's stone at G16 has two liberties, G15 and H16. White G15 starts a ladder
# that works: B H16 W J16 B H15 W H14 B J15 W K15 B J14 W J13 B K14 W L14 B K13 W K12 B L13 W M13 B
# L12 W L11 B M12 W N12 B M11 W M10 B N11 W O11 B N10 W N9 B O10 W P10 B O9 W O8 B P9 W P8 B Q9 W
# R9 B Q10 W Q11, and White captures. The atari from the other side, H16, lets Black extend at G15
# to 3 liberties. Answer: G15. (Move 24 of a game record.)
#    A B C D E F G H J K L M N O P Q R S T
# 19 . . . . . . . . . . . . . . . . . . .
# 18 . . . X X X . . . . . . . . . . . . .
# 17 . . X . O X O O . . . . . . . . . . .
# 16 . . . O . O X . . . . . . . . X . . .
# 15 . . . . . . . . . . . . . . . . . . .
# 14 . . O . . . . . . . . . . . . . . . .
# 13 . . . . . . . . . . . . . . . . . . .
# 12 . . . . . . . . . . . . . . . . X . .
# 11 . . . . . . . . . . . . . . . . . . .
# 10 . . . . . . . . . . . . . . . . O . .
#  9 . . . . . . . . . . . . . . . . . . .
#  8 . . . . . . . . . . . . . . . O . . .
#  7 . . . . . . . . . . . . . . . . . . .
#  6 . . O . . . . . . . . . . . . . O . .
#  5 . . . . . . . . . . . . . . . . . . .
#  4 . . . O . . . . . . . . . . X . X . .
#  3 . . . . . X . . . . . X . . . . . . .
#  2 . . . . . . . . . . . . . . . . . . .
#  1 . . . . . . . . . . . . . . . . . . .
boardsize 19
clear_board
play w C6
play w C14
play w D4
play w D16
play w E17
play w F16
play w G17
play w H17
play w Q8
play w R6
play w R10
play b C17
play b D18
play b E18
play b F3
play b F17
play b G16
play b M3
play b P4
play b Q16
play b R4
play b R12
play b F18
9 reg_genmove w
#? [G15]

# White to play. Black's stone at F12 has two liberties, G12 and F13. White G12 starts a ladder
# that works: B F13 W E14 B G13 W H13 B G14 W G15 B H14 W J14 B H15 W J15 B H16 W G16 B J16 W J17,
# and White captures. The atari from the other side, F13, does not work. Answer: G12. (Move 100 of
# a game record.)
#    A B C D E F G H J K L M N O P Q R S T
# 19 . . . . X . . . . . . . . . . . . . .
# 18 . . . X . X O . . . . . . O O X . . .
# 17 . . X . X O . O . . . O . O X . . . .
# 16 . . X X . O . . . O . . O X X X . . .
# 15 . . . . . . . . . . . X O O . . . . .
# 14 . . . X . O . . . . O . O X X . X . .
# 13 . . . O X . . . . O O . O . . . . . .
# 12 . . O O O X . . X O X . . . . . X . .
# 11 . . . . X O O X O X X . . . X . . . .
# 10 . . X . . . . X O . . . . . . O . X .
#  9 . . . X . . . . . . . . . . . . O X .
#  8 . . . . . . . . . . . . . X O X . O .
#  7 . . . . . . . . . . . . . . . O O . .
#  6 . . X . . . . . . . . . . . . . . . .
#  5 . . . . . . . . . . . X . . . . . . .
#  4 . . . X X . . O O O O X . O . . O O .
#  3 . X X O X O . . X X . X . . X X X O .
#  2 . . O O O . O . . . . . . X . . . X .
#  1 . . . . . . . . . . . . . . . . . . .
boardsize 19
clear_board
play w C2
play w C12
play w D2
play w D3
play w D12
play w D13
play w E2
play w E12
play w F3
play w F11
play w F14
play w F16
play w F17
play w G2
play w G11
play w G18
play w H4
play w H17
play w J4
play w J10
play w J11
play w K4
play w K12
play w K13
play w K16
play w L4
play w L13
play w L14
play w M17
play w N13
play w N14
play w N15
play w N16
play w O4
play w O15
play w O17
play w O18
play w P8
play w P18
play w Q7
play w Q10
play w R4
play w R7
play w R9
play w S3
play w S4
play w S8
play b B3
play b C3
play b C6
play b C10
play b C16
play b C17
play b D4
play b D9
play b D14
play b D16
play b D18
play b E3
play b E4
play b E11
play b E13
play b E17
play b E19
play b F12
play b F18
play b H11
play b J3
play b J12
play b K3
play b K11
play b L11
play b L12
play b M3
play b M4
play b M5
play b M15
play b O2
play b O8
play b O14
play b O16
play b P3
play b P11
play b P14
play b P16
play b P17
play b Q3
play b Q8
play b Q16
play b Q18
play b R3
play b R12
play b R14
play b S2
play b S9
play b S10
play b H10
10 reg_genmove w
#? [G12]*

# White to play. Black's stone at H16 has two liberties, G16 and H15. White G16 starts a ladder
# that works: B H15 W H14 B G15 W F15 B G14 W F14 B G13 W F13 B H13 W J13, and White captures. The
# atari from the other side, H15, lets Black extend at G16 to 3 liberties. Answer: G16. (Move 72 of
# a game record.)
#    A B C D E F G H J K L M N O P Q R S T
# 19 . . . . . . . . . . . . . . . . . X .
# 18 . . . O . . . . . . . . . . . X X O O
# 17 . . . . . X . O X X . . . . . X O . .
# 16 . . . O . . . X O X . . . . X X O . .
# 15 . . . . . . . . O . . . . O X O O . .
# 14 . . O . . . . . . . . . . . . X O . .
# 13 . . . . . . . . . . . . . . . X . O .
# 12 . . . . . . O O O O . . . . . . X X .
# 11 . . X . . X X X X X O O O . X . . . .
# 10 . . . . . . . . . O X X O O . . O . .
#  9 . . . . . . . . . . X . O X . X . . .
#  8 . . . . . . . . . . . . . X . . X . .
#  7 . . . X . . . . . . . . . . . . . . .
#  6 . . X . . . . . . . . . . . O . O . .
#  5 . . O X . . . . . . . . . . . . . . .
#  4 . . O . . . . . . . . . . . . X . O .
#  3 . . . O . O . . . . X . . X . . O . .
#  2 . . . . . . . . . . . . . . . . . . .
#  1 . . . . . . . . . . . . . . . . . . .
boardsize 19
clear_board
play w C4
play w C5
play w C14
play w D3
play w D16
play w D18
play w F3
play w G12
play w H12
play w H17
play w J12
play w J15
play w J16
play w K10
play w K12
play w L11
play w M11
play w N9
play w N10
play w N11
play w O10
play w O15
play w P6
play w Q15
play w R3
play w R6
play w R10
play w R14
play w R15
play w R16
play w R17
play w S4
play w S13
play w S18
play w T18
play b C6
play b C11
play b D5
play b D7
play b F11
play b F17
play b G11
play b H11
play b H16
play b J11
play b J17
play b K11
play b K16
play b L3
play b L9
play b L10
play b M10
play b O3
play b O8
play b O9
play b P11
play b P15
play b P16
play b Q4
play b Q9
play b Q13
play b Q14
play b Q16
play b Q17
play b Q18
play b R8
play b R12
play b R18
play b S12
play b S19
play b K17
11 reg_genmove w
#? [G16]

# Black to play, the stone at L16 in atari. Extending at L15 leaves two liberties, and the ladder
# White can start breaks: B L15 W L14 B K15 W J15 B K14 W K13 B J14 W H14 B J13 W J12 B H13 W G13 B
# H12 W H11 B G12 W F12 B G11 W G10 B F11 W E11 B F10 W F9 B E10 W D10 B E9 W E8 B D9 W C9 B D8 W
# D7 B C8 W B8 B C7 W C6 B B7 W B6 B A7 W A6 B H15 W A8 B J15, where Black joins Black's stone at
# J16 and has three liberties or more. Answer: L15. (Move 55 of a game record.)
#    A B C D E F G H J K L M N O P Q R S T
# 19 . . . . . . . . . . . . . . . . . . .
# 18 . . . . . . . . . . . X X . . O X X X
# 17 . . . . . X . . . . O X O X X O X O .
# 16 . . . O . . . . X O X O . . O O X O .
# 15 . . . . . . . . . . . O . . . O X O .
# 14 . . O . . . . . . . . . . . O . O X .
# 13 . . . . . . . . . . . . . O . . . X .
# 12 . . . . . . . . . . . . X X X . X . .
# 11 . . . . . . . . . . . . . . . . . . .
# 10 . . . . . . . . . . . . . . . O . . .
#  9 . . . . . . . . . . . . . . . . . . .
#  8 . . . . . . . . . . . . . . O O . . .
#  7 . . . . . . . . . . . . . . O X . . .
#  6 . . . . . . . . . . . . O . . X O . .
#  5 . . . . . . . . . . . . . . X X . . .
#  4 . . . O . . . . . . . . O . O . X . .
#  3 . . . . . . . . . . . . . . X X . . .
#  2 . . . . . . . . . . . . . . . . . . .
#  1 . . . . . . . . . . . . . . . . . . .
boardsize 19
clear_board
play w C14
play w D4
play w D16
play w L17
play w M15
play w M16
play w N4
play w N6
play w N17
play w O13
play w P4
play w P7
play w P8
play w P14
play w P16
play w Q8
play w Q10
play w Q15
play w Q16
play w Q17
play w Q18
play w R6
play w R14
play w S15
play w S16
play w S17
play b F17
play b J16
play b L16
play b M17
play b M18
play b N12
play b N18
play b O12
play b O17
play b P3
play b P5
play b P12
play b P17
play b Q3
play b Q5
play b Q6
play b Q7
play b R4
play b R12
play b R15
play b R16
play b R17
play b R18
play b S13
play b S14
play b S18
play b T18
play w K16
12 reg_genmove b
#? [L15]

# White to play, 2 stones at J7 in atari. Extending at J6 leaves two liberties, and the ladder
# Black can start breaks: W J6 B J5 W H6 B G6 W H5 B H4 W K5 B G5 W K6 B L5 W M6, where White joins
# White's stones at L6 M5 and has three liberties or more. Answer: J6. (Move 124 of a game record.)
#    A B C D E F G H J K L M N O P Q R S T
# 19 . . . . . . . . . . . . . . . . . . .
# 18 . . . . . . . . . . . . . . . . . . .
# 17 . . X O . . . . . . O X . . . . . . .
# 16 . . X O . . . . . O . X . X . X . . .
# 15 . . . O . . . . . . O O . . . . . . .
# 14 . X X . . . . . . . . . . . . . . . .
# 13 O X . . O . . . . . . . X X . X . . .
# 12 . O O O O X . O . . O O O O . O X . .
# 11 O X O X O O X X O O X . . X . O X . .
# 10 X . X X X O O . X O X . . X O . X . .
#  9 . X O X X X X X . . X . X O O . . . .
#  8 . O O O O O O O X X . . . X O . . . .
#  7 . . X O X O . X O O X X . . . . . . .
#  6 . O O X X . . . . X O . . O O O O . .
#  5 . O X . . X . . . . . O . O X X X . .
#  4 . X X O . . . . . X . . O . . . . . .
#  3 . X O . . X . . . . . X X O . X . . .
#  2 . . . . . . . . . . . . . . . . . . .
#  1 . . . . . . . . . . . . . . . . . . .
boardsize 19
clear_board
play w A11
play w A13
play w B5
play w B6
play w B8
play w B12
play w C3
play w C6
play w C8
play w C9
play w C11
play w C12
play w D4
play w D7
play w D8
play w D12
play w D15
play w D16
play w D17
play w E8
play w E11
play w E12
play w E13
play w F7
play w F8
play w F10
play w F11
play w G8
play w G10
play w H8
play w H12
play w J7
play w J11
play w K7
play w K10
play w K11
play w K16
play w L6
play w L12
play w L15
play w L17
play w M5
play w M12
play w M15
play w N4
play w N12
play w O3
play w O5
play w O6
play w O9
play w O12
play w P6
play w P8
play w P9
play w P10
play w Q6
play w Q11
play w Q12
play w R6
play b A10
play b B3
play b B4
play b B9
play b B11
play b B13
play b B14
play b C4
play b C5
play b C7
play b C10
play b C14
play b C16
play b C17
play b D6
play b D9
play b D10
play b D11
play b E6
play b E7
play b E9
play b E10
play b F3
play b F5
play b F9
play b F12
play b G9
play b G11
play b H9
play b H11
play b J8
play b J10
play b K4
play b K6
play b K8
play b L7
play b L9
play b L10
play b L11
play b M3
play b M7
play b M16
play b M17
play b N3
play b N9
play b N13
play b O8
play b O10
play b O11
play b O13
play b O16
play b P5
play b Q3
play b Q5
play b Q13
play b Q16
play b R5
play b R10
play b R11
play b R12
play b H7
13 reg_genmove w
#? [J6]

# White to play, the stone at P4 in atari. Extending at O4 leaves two liberties, and the ladder
# Black can start breaks: W O4 B N4 W O3 B O2 W N3 B M3 W N2 B N1 W M2 B M1 W L2, where White
# reaches open space and has three liberties or more. Answer: O4. (Move 28 of a game record.)
#    A B C D E F G H J K L M N O P Q R S T
# 19 . . . . . . . . . . . . . . . . . . .
# 18 . . . . . . . . . . . . . . . . . . .
# 17 . . . . . . . . . . . . . . O X . . .
# 16 . . . O . . . . . . . . . O X X X . .
# 15 . . . . . . . . . . . . . . O . . . .
# 14 . . . . . . . . . . . . . . . . . . .
# 13 . . . . . . . . . . . . . . . . O . .
# 12 . . . . . . . . . . . . . . . . . . .
# 11 . . . . . . . . . . . . . . . . . . .
# 10 . . . . . . . . . . . . . . . . . . .
#  9 . . . . . . . . . . . . . . . X . . .
#  8 . . . . . . . . . . . . . . O X . . .
#  7 . . . . . . . . . . . . . . . O X . .
#  6 . . . . . . . . . . . . . . O . . . .
#  5 . . . . . . . . . . . . . X X O O . .
#  4 . . . X . . . . . . . . . . O X . O .
#  3 . . . . . . . . . . . . . . X X . X .
#  2 . . . . . . . . . . . . . . O . . . .
#  1 . . . . . . . . . . . . . . . . . . .
boardsize 19
clear_board
play w D16
play w O16
play w P2
play w P4
play w P6
play w P8
play w P15
play w P17
play w Q5
play w Q7
play w R5
play w R13
play w S4
play b D4
play b O5
play b P5
play b P16
play b Q3
play b Q4
play b Q8
play b Q9
play b Q16
play b Q17
play b R7
play b R16
play b S3
play b P3
14 reg_genmove w
#? [O4]*

# White to play, the stone at E10 in atari. Extending at F10 leaves two liberties, and the ladder
# Black can start breaks: W F10 B G10 W F9 B F8 W G9 B G8 W H9 B J9 W E8, where White reaches open
# space and has three liberties or more. Answer: F10. (Move 206 of a game record.)
#    A B C D E F G H J K L M N O P Q R S T
# 19 . . . . . . . . . . . . . . . . . . .
# 18 . . X X X O O . O O X X . . . . . . .
# 17 . X . X O X O O O . O X . X X X . . .
# 16 . O X O O X X O . O . O X O . O X . .
# 15 . X X O X X O X X O . O . . O . O X .
# 14 . O O O X O O O O X . . O X X O O X .
# 13 . . . X X X . . . . X . . O O O X X .
# 12 . . O X X . . . . X . X . . . O O X .
# 11 . . O O X X . X X O X . X O O . . O O
# 10 . . O X O . . . O . O X X X X O O X .
#  9 . . O X X . . . . O . O . . . X O . .
#  8 . . . O . . . X X O O O . O X . X O .
#  7 . . . . O O O O X X O . . O X . X O .
#  6 . . O . O X O X X X X O O . X . O O .
#  5 . . O X . X X O O O X X O . X O O X .
#  4 . O O X . X . X X O . X O . O X X X .
#  3 . X O O X . . . . X . X X O O O X . .
#  2 . X X X . . . . . . X X O . O X X X .
#  1 . . . . . . . . . . . O . . . O . . .
boardsize 19
clear_board
play w B4
play w B14
play w B16
play w C3
play w C4
play w C5
play w C6
play w C9
play w C10
play w C11
play w C12
play w C14
play w D3
play w D8
play w D11
play w D14
play w D15
play w D16
play w E6
play w E7
play w E10
play w E16
play w E17
play w F7
play w F14
play w F18
play w G6
play w G7
play w G14
play w G15
play w G17
play w G18
play w H5
play w H7
play w H14
play w H16
play w H17
play w J5
play w J10
play w J14
play w J17
play w J18
play w K4
play w K5
play w K8
play w K9
play w K11
play w K15
play w K16
play w K18
play w L7
play w L8
play w L10
play w L17
play w M1
play w M6
play w M8
play w M9
play w M15
play w M16
play w N2
play w N4
play w N5
play w N6
play w N14
play w O3
play w O7
play w O8
play w O11
play w O13
play w O16
play w P2
play w P3
play w P4
play w P11
play w P13
play w P15
play w Q1
play w Q3
play w Q5
play w Q10
play w Q12
play w Q13
play w Q14
play w Q16
play w R5
play w R6
play w R9
play w R10
play w R12
play w R14
play w R15
play w S6
play w S7
play w S8
play w S11
play w T11
play b B2
play b B3
play b B15
play b B17
play b C2
play b C15
play b C16
play b C18
play b D2
play b D4
play b D5
play b D9
play b D10
play b D12
play b D13
play b D17
play b D18
play b E3
play b E9
play b E11
play b E12
play b E13
play b E14
play b E15
play b E18
play b F4
play b F5
play b F6
play b F11
play b F13
play b F15
play b F16
play b F17
play b G5
play b G16
play b H4
play b H6
play b H8
play b H11
play b H15
play b J4
play b J7
play b J8
play b J11
play b J15
play b K3
play b K6
play b K7
play b K12
play b K14
play b L2
play b L5
play b L6
play b L11
play b L13
play b L18
play b M2
play b M3
play b M4
play b M5
play b M10
play b M12
play b M17
play b M18
play b N3
play b N10
play b N11
play b N16
play b O10
play b O14
play b O17
play b P5
play b P6
play b P7
play b P8
play b P10
play b P14
play b P17
play b Q2
play b Q4
play b Q9
play b Q17
play b R2
play b R3
play b R4
play b R7
play b R8
play b R13
play b R16
play b S2
play b S4
play b S5
play b S10
play b S12
play b S13
play b S14
play b S15
play b J6
15 reg_genmove w
#? [F10]*

# White to play, the stone at L1 in atari. Extending at M1 leaves two liberties, and the ladder
# Black can start breaks: W M1 B N1 W M2 B M3 W N2 B O2 W N3, where White joins White's stones at
# O3 O4 P2 P3 Q3 Q4 R4 R5 and has three liberties or more. Answer: M1. (Move 222 of a game record.)
#    A B C D E F G H J K L M N O P Q R S T
# 19 . X X . X . . . . . . . . . . . . . .
# 18 O . O X X X X X . . . X . . . . . . .
# 17 . O O X X O O O X X . O X . . X O . .
# 16 . X X O O X O O O . O . . X . X . X X
# 15 X X O O . X X O O . O . X . . . X X O
# 14 . . X O . . . O . O . O X . . O O O O
# 13 X X X O . X X X X X O . O . . . O . O
# 12 . X O O O X O X . X X O . . . O . O .
# 11 O O X O X O O O X X O O . . . O . . O
# 10 . O X O . O . O O X X X . O O X O O .
#  9 . . . . O X X X X X O . X . . X X O .
#  8 . . . . O O . . . X O . O X X . X X .
#  7 . O . . O . O X O O . . O O X . . . .
#  6 O . O O X O . X O . . . O X O X X . .
#  5 . O X X X . . X . . . . . . O X O X .
#  4 O X O X X . X . . O . . . O . O O X .
#  3 . X O O O X . . O . . . . O O O X . .
#  2 . X O X X . X X O O X . . . O X X . .
#  1 . O O X . . . X X X O . . . . O . . .
boardsize 19
clear_board
play w A4
play w A6
play w A11
play w A18
play w B1
play w B5
play w B7
play w B10
play w B11
play w B17
play w C1
play w C2
play w C3
play w C4
play w C6
play w C12
play w C15
play w C17
play w C18
play w D3
play w D6
play w D10
play w D11
play w D12
play w D13
play w D14
play w D15
play w D16
play w E3
play w E7
play w E8
play w E9
play w E12
play w E16
play w F6
play w F8
play w F10
play w F11
play w F17
play w G7
play w G11
play w G12
play w G16
play w G17
play w H10
play w H11
play w H14
play w H15
play w H16
play w H17
play w J2
play w J3
play w J6
play w J7
play w J10
play w J15
play w J16
play w K2
play w K4
play w K7
play w K14
play w L1
play w L8
play w L9
play w L11
play w L13
play w L15
play w L16
play w M11
play w M12
play w M14
play w M17
play w N6
play w N7
play w N8
play w N13
play w O3
play w O4
play w O7
play w O10
play w P2
play w P3
play w P5
play w P6
play w P10
play w Q1
play w Q3
play w Q4
play w Q11
play w Q12
play w Q14
play w R4
play w R5
play w R10
play w R13
play w R14
play w R17
play w S9
play w S10
play w S12
play w S14
play w T11
play w T13
play w T14
play w T15
play b A13
play b A15
play b B2
play b B3
play b B4
play b B12
play b B13
play b B15
play b B16
play b B19
play b C5
play b C10
play b C11
play b C13
play b C14
play b C16
play b C19
play b D1
play b D2
play b D4
play b D5
play b D17
play b D18
play b E2
play b E4
play b E5
play b E6
play b E11
play b E17
play b E18
play b E19
play b F3
play b F9
play b F12
play b F13
play b F15
play b F16
play b F18
play b G2
play b G4
play b G9
play b G13
play b G15
play b G18
play b H1
play b H2
play b H5
play b H6
play b H7
play b H9
play b H12
play b H13
play b H18
play b J1
play b J9
play b J11
play b J13
play b J17
play b K1
play b K8
play b K9
play b K10
play b K11
play b K12
play b K13
play b K17
play b L10
play b L12
play b M10
play b M18
play b N9
play b N14
play b N15
play b N17
play b O6
play b O8
play b O16
play b P7
play b P8
play b Q2
play b Q5
play b Q6
play b Q9
play b Q10
play b Q16
play b Q17
play b R2
play b R3
play b R6
play b R8
play b R9
play b R15
play b S4
play b S5
play b S8
play b S15
play b S16
play b T16
play b L2
16 reg_genmove w
#? [M1]

# Black to play, 2 stones at R6 in atari. Extending at S6 leaves two liberties, and the ladder
# White can start breaks: B S6 W S5 B T6 W T5 B T7 W T8 B S7, where Black joins Black's stones at
# P9 Q9 R9 S8 S9 and has three liberties or more. Answer: S6. (Move 129 of a game record.)
#    A B C D E F G H J K L M N O P Q R S T
# 19 . . . . . . . . . . . . . . . . . . .
# 18 . . . . . . O O X . . . X O O . O O .
# 17 . . . . O O X X . . . . X X O O X X .
# 16 . . . O . X . . . X . . . . X X O O .
# 15 . . O . . . . . . . . . . . . . X O .
# 14 . . . . . O . . . . . . . . . . X X .
# 13 . . . O . . . . . . . X . . . . . . .
# 12 . . . O X . . . . X . O X X X . . . .
# 11 . . . . X . . . . . . . O O . O . . .
# 10 . . O . . . . . . X X O . O . . . . .
#  9 . . . O X . . . . X O . O . X X X X .
#  8 . . . O X . . . X O O . . . . O O X .
#  7 O . . O X . . . . X O . . O X O X O .
#  6 X O O O X . . . . X O . . O O O X . .
#  5 X X X X O O . O X O O O X X X X O . .
#  4 . . X O . . . O X X . X . O . . . . .
#  3 . . X O O X O . X . . X . . . X O . .
#  2 . . X X O X O . . . . . . . X . . . .
#  1 . . . X O O . . . . . . . . . . . . .
boardsize 19
clear_board
play w A7
play w B6
play w C6
play w C10
play w C15
play w D3
play w D4
play w D6
play w D7
play w D8
play w D9
play w D12
play w D13
play w D16
play w E1
play w E2
play w E3
play w E5
play w E17
play w F1
play w F5
play w F14
play w F17
play w G2
play w G3
play w G18
play w H4
play w H5
play w H18
play w K5
play w K8
play w L5
play w L6
play w L7
play w L8
play w L9
play w M5
play w M10
play w M12
play w N9
play w N11
play w O4
play w O6
play w O7
play w O10
play w O11
play w O18
play w P6
play w P17
play w P18
play w Q6
play w Q7
play w Q8
play w Q11
play w Q17
play w R3
play w R8
play w R16
play w R18
play w S7
play w S15
play w S16
play w S18
play b A5
play b A6
play b B5
play b C2
play b C3
play b C4
play b C5
play b D1
play b D2
play b D5
play b E6
play b E7
play b E8
play b E9
play b E11
play b E12
play b F2
play b F3
play b F16
play b G17
play b H17
play b J3
play b J4
play b J5
play b J8
play b J18
play b K4
play b K6
play b K7
play b K9
play b K10
play b K12
play b K16
play b L10
play b M3
play b M4
play b M13
play b N5
play b N12
play b N17
play b N18
play b O5
play b O12
play b O17
play b P2
play b P5
play b P7
play b P9
play b P12
play b P16
play b Q3
play b Q5
play b Q9
play b Q16
play b R6
play b R7
play b R9
play b R14
play b R15
play b R17
play b S8
play b S9
play b S14
play b S17
play w R5
17 reg_genmove b
#? [S6]

# Black to play, the stone at J16 in atari. Extending at J17 leaves two liberties, and the ladder
# White can start breaks: B J17 W J18 B K17 W L17 B K18 W L18 B K19 W J19 B L16 W L19 B K16, where
# Black joins Black's stone at K15 and has three liberties or more. Answer: J17. (Move 23 of a game
# record.)
#    A B C D E F G H J K L M N O P Q R S T
# 19 . . . . . . . . . . . . . . . . . . .
# 18 . . . . . X . . . . . . . . . . . . .
# 17 . . . . O X . O . . . . . X . . . . .
# 16 . . . O . . . O X O . . . . . X . O .
# 15 . . . . . X . X O X . . . . . . . . .
# 14 . . O . . . . X O . . . . . . . O . .
# 13 . . . . . . . . . . . . . . . . . . .
# 12 . . . . . . . . . . . . . . . . . . .
# 11 . . . . . . . . . . . . . . . . . . .
# 10 . . . . . . . . . . . . . . . . . . .
#  9 . . . . . . . . . . . . . . . . . . .
#  8 . . . . . . . . . . . . . . . . . . .
#  7 . . . . . . . . . . . . . . . . . . .
#  6 . . . . . . . . . . . . . . . . . . .
#  5 . . . . . . . . . . . . . . . . . . .
#  4 . . . . . . . . . . . . . . . . X . .
#  3 . . . O . . . . . . . . . X . . . . .
#  2 . . . . . . . . . . . . . . . . . . .
#  1 . . . . . . . . . . . . . . . . . . .
boardsize 19
clear_board
play w C14
play w D3
play w D16
play w E17
play w H16
play w H17
play w J14
play w J15
play w R14
play w S16
play b F15
play b F17
play b F18
play b H14
play b H15
play b J16
play b K15
play b O3
play b O17
play b Q16
play b R4
play w K16
18 reg_genmove b
#? [J17]

# White to play, 2 stones at P16 in atari. Extending at P15 leaves two liberties, and the ladder
# Black can start breaks: W P15 B P14 W O15 B N15 W O14 B O13 W N14 B M14 W N13 B N12 W M13 B L13 W
# M12 B M11 W L12 B K12 W L11 B L10 W K11 B J11 W K10 B K9 W J10 B H10 W J9 B J8 W H9 B G9 W H8 B
# H7 W G8 B F8 W G7 B G6 W F7 B E7 W F6 B F5 W E6 B D6 W E5 B E4 W D5 B D4 W C5, where White
# reaches open space and has three liberties or more. Answer: P15. (Move 32 of a game record.)
#    A B C D E F G H J K L M N O P Q R S T
# 19 . . . . . . . . . . . . . . . . . . .
# 18 . . . X . . . X X . . . . . . . O . .
# 17 . . O . . X . O X O . . . O X X O . .
# 16 . . . O . . X X O O . . . X O O X X .
# 15 . . . . . . . . . . . . . . . X . X .
# 14 . . O . . . . . . . . . . . . O X . .
# 13 . . . . . . . . . . . . . . . . . . .
# 12 . . . . . . . . . . . . . . . . . . .
# 11 . . . . . . . . . . . . . . . . . . .
# 10 . . . . . . . . . . . . . . . . . . .
#  9 . . . . . . . . . . . . . . . . . . .
#  8 . . . . . . . . . . . . . . . . . . .
#  7 . . . . . . . . . . . . . . . . . . .
#  6 . . . . . . . . . . . . . . . . . . .
#  5 . . . . . . . . . . . . . . . . . . .
#  4 . . . . . . . . . . . . . . . . . . .
#  3 . . . O . . . . . . . . . . . X . . .
#  2 . . . . . . . . . . . . . . . . . . .
#  1 . . . . . . . . . . . . . . . . . . .
boardsize 19
clear_board
play w C14
play w C17
play w D3
play w D16
play w H17
play w J16
play w K16
play w K17
play w O17
play w P16
play w Q14
play w Q16
play w R17
play w R18
play b D18
play b F17
play b G16
play b H16
play b H18
play b J17
play b J18
play b O16
play b P17
play b Q3
play b Q17
play b R14
play b R16
play b S15
play b S16
play b Q15
19 reg_genmove w
#? [P15]

# White to play, 2 stones at Q6 in atari. Extending at Q7 leaves two liberties, and the ladder
# Black can start breaks: W Q7 B Q8 W R7 B S7 W R8 B R9 W S8 B T8 W S9 B T9 W S10, where White
# reaches open space and has three liberties or more. Answer: Q7. (Move 138 of a game record.)
#    A B C D E F G H J K L M N O P Q R S T
# 19 . . . . . . . . . . . . . . . . . . .
# 18 . . . . . . . . . . . . . X . . . . .
# 17 . . . X O . X X O O X X . O X X . . .
# 16 . . X O X X X . X O O O O . O . X . .
# 15 . . X O O O X O . . . . . . . . . . .
# 14 . . X X O . O X X . . . . . . . . . .
# 13 . X O O . O O . . . . . . . . . X . .
# 12 . . X O . . . X . . . . . . . . . . .
# 11 . . X O . O . . X . X . . . . . . . .
# 10 . . X . . O X . . . . . O . . . . . .
#  9 . . . X X O . . . . O . . . . . . . .
#  8 . . O O O O . X X . . . . O . . . . .
#  7 . O . . X O O O X . O . X O X . . . .
#  6 . X X X . . . X O O . O O X O O X . .
#  5 . X O O X X . X X . . X X X X X . . .
#  4 . X X O X . X O X X X X O O O O O . .
#  3 . X O O O O X O O O X . X . . . . . .
#  2 . X O . . . O O O X . X O O . . . . .
#  1 . O . . . . . O X . . . . . . . . . .
boardsize 19
clear_board
play w B1
play w B7
play w C2
play w C3
play w C5
play w C8
play w C13
play w D3
play w D4
play w D5
play w D8
play w D11
play w D12
play w D13
play w D15
play w D16
play w E3
play w E8
play w E14
play w E15
play w E17
play w F3
play w F7
play w F8
play w F9
play w F10
play w F11
play w F13
play w F15
play w G2
play w G7
play w G13
play w G14
play w H1
play w H2
play w H3
play w H4
play w H7
play w H15
play w J2
play w J3
play w J6
play w J17
play w K3
play w K6
play w K16
play w K17
play w L7
play w L9
play w L16
play w M6
play w M16
play w N2
play w N4
play w N6
play w N10
play w N16
play w O2
play w O4
play w O7
play w O8
play w O17
play w P4
play w P6
play w P16
play w Q4
play w Q6
play w R4
play b B2
play b B3
play b B4
play b B5
play b B6
play b B13
play b C4
play b C6
play b C10
play b C11
play b C12
play b C14
play b C15
play b C16
play b D6
play b D9
play b D14
play b D17
play b E4
play b E5
play b E7
play b E9
play b E16
play b F5
play b F16
play b G3
play b G4
play b G10
play b G15
play b G16
play b G17
play b H5
play b H6
play b H8
play b H12
play b H14
play b H17
play b J1
play b J4
play b J5
play b J7
play b J8
play b J11
play b J14
play b J16
play b K2
play b K4
play b L3
play b L4
play b L11
play b L17
play b M2
play b M4
play b M5
play b M17
play b N3
play b N5
play b N7
play b O5
play b O6
play b O18
play b P5
play b P7
play b P17
play b Q5
play b Q17
play b R13
play b R16
play b R6
20 reg_genmove w
#? [Q7]

# Black to play, 2 stones at L13 in atari. Extending at M13 leaves two liberties, and the ladder
# White can start breaks: B M13 W N13 B M12 W M11 B N12 W O12 B N11 W N10 B O11 W P11 B O10 W O9 B
# P10 W Q10 B P9 W P8 B Q9 W R9 B Q8 W Q7 B R8 W S8 B R7 W R6 B S7 W S6 B T7 W T6 B L11 W T8 B L12,
# where Black joins Black's stone at K12 and has three liberties or more. Answer: M13. (Move 65 of
# a game record.)
#    A B C D E F G H J K L M N O P Q R S T
# 19 . . . X . . . . . . . . . . . . . . .
# 18 . . X O O O X X . . . . . . . . . . .
# 17 . X . X O X X O . . . . . . . X . . .
# 16 . X X O O O O X X X X O . . . . . . .
# 15 . O O X X O O O O O O X X . . . . . .
# 14 . . O . X X X . . O X O . . . . . . .
# 13 . O . O . . O . X O X . . . . . . . .
# 12 . . . . X X . . . X O . . . . . . . .
# 11 . . O O . . . . . . . . . . . . . . .
# 10 . . X . X . . . . . . . . . . . . . .
#  9 . . X . . . . . . . . . . . . . . . .
#  8 . . . . . . . . . . . . . . . . . . .
#  7 . . . . . . . . . . . . . . . . . . .
#  6 . . X . . . . . . . . . . . . . . . .
#  5 . . . . . . . . . . . . . . . . . . .
#  4 . . . O . . . . . . . . . . . . O . .
#  3 . . . . . O . . . . . . . . . . . . .
#  2 . . . . . . . . . . . . . . . . . . .
#  1 . . . . . . . . . . . . . . . . . . .
boardsize 19
clear_board
play w B13
play w B15
play w C11
play w C14
play w C15
play w D4
play w D11
play w D13
play w D16
play w D18
play w E16
play w E17
play w E18
play w F3
play w F15
play w F16
play w F18
play w G13
play w G15
play w G16
play w H15
play w H17
play w J15
play w K13
play w K14
play w K15
play w L15
play w M14
play w M16
play w R4
play b B16
play b B17
play b C6
play b C9
play b C10
play b C16
play b C18
play b D15
play b D17
play b D19
play b E10
play b E12
play b E14
play b E15
play b F12
play b F14
play b F17
play b G14
play b G17
play b G18
play b H16
play b H18
play b J13
play b J16
play b K12
play b K16
play b L13
play b L14
play b L16
play b M15
play b N15
play b Q17
play w L12
21 reg_genmove b
#? [M13]

# White to play, the stone at E4 in atari. Extending at F4 leaves two liberties, and the ladder
# Black can start breaks: W F4 B G4 W F5 B F6 W G5 B H5 W G6 B G7 W H6 B J6 W H7 B H8 W J7 B K7 W
# J8 B J9 W K8 B L8 W K9 B K10 W L9 B M9 W L10 B L11 W M10 B N10 W M11 B M12 W N11 B O11 W N12 B
# N13 W O12 B P12 W O13 B O14 W P13 B Q13 W P14 B Q14 W P15, where White reaches open space and has
# three liberties or more. Answer: F4. (Move 44 of a game record.)
#    A B C D E F G H J K L M N O P Q R S T
# 19 . . . . . . . . . . . . . . . . . . .
# 18 . . . O . . . . . . . . . . . . . . .
# 17 . . O . . X . . . . . . . X . . O . .
# 16 . . X O . . . . . . . . . . . X . O .
# 15 . . X . . . . . . . . . . . . . . . .
# 14 . . X O O . . . . . . . . . . . O . .
# 13 . . . X . . . . . . . . . . . . . . .
# 12 . . . . . . . . . . . . . . . . . . .
# 11 . . . . . . . . . . . . . . . . . . .
# 10 . . . . . . . . . . . . . . . . . . .
#  9 . . X . . . . . . . . . . . . . . . .
#  8 . X O . . . . . . . . . . . . . . . .
#  7 . X X O O . . . . . . . . . . . . . .
#  6 . O O X . . . . . . . . . . . . . . .
#  5 . . O X X . . . . . . . . . . . . . .
#  4 . O O X O . . . . . . . . . . . X . .
#  3 . X X O X X . . . . . . . X . . . . .
#  2 . X O O O . . . . . . . . . . . . . .
#  1 . . . . . . . . . . . . . . . . . . .
boardsize 19
clear_board
play w B4
play w B6
play w C2
play w C4
play w C5
play w C6
play w C8
play w C17
play w D2
play w D3
play w D7
play w D14
play w D16
play w D18
play w E2
play w E4
play w E7
play w E14
play w R14
play w R17
play w S16
play b B2
play b B3
play b B7
play b B8
play b C3
play b C7
play b C9
play b C14
play b C15
play b C16
play b D4
play b D5
play b D6
play b D13
play b E3
play b F3
play b F17
play b O3
play b O17
play b Q16
play b R4
play b E5
22 reg_genmove w
#? [F4]

# Black to play, the stone at M19 in atari. Extending at N19 leaves two liberties, and the ladder
# White can start breaks: B N19 W N18 B O19 W O18 B P19 W P18 B Q19 W Q18 B R19, where Black joins
# Black's stones at R17 R18 S18 and has three liberties or more. Answer: N19. (Move 201 of a game
# record.)
#    A B C D E F G H J K L M N O P Q R S T
# 19 X X O . . X . . . O O X . . . . . . .
# 18 . O . X X O X O O O X O . . . . X X O
# 17 O O . X O O O O X X X . . X . . X O .
# 16 O X X . O . . . O X . . . . . X . O .
# 15 X X X X O O O O X . . . . . . X O . .
# 14 . O O O X . X X . . . . . . O X O O .
# 13 . . . O X X . . . . . . . . . X O . .
# 12 . . O . O O X . X . . . . . . X O . O
# 11 . . . . X O X X O X X . . . . X X O .
# 10 . O O X . O X . O O X O . . . . . X X
#  9 . X X O O O X O O O O X X . . . . . .
#  8 O X O X X X O O X . O O X X . . X . .
#  7 . O O . . X O X . X X O O X . X . X .
#  6 . X O O . X O X X . X X X X . O X X .
#  5 . O . O . O X X O O . . . . . . O O .
#  4 O . O X . O X O X O . O . X . O . O .
#  3 . O X . X O O O X X X . . X O . . . .
#  2 . . . . . . . O O X X X . X O . O . .
#  1 . . . . . . . . O O O X . X X O . . .
boardsize 19
clear_board
play w A4
play w A8
play w A16
play w A17
play w B3
play w B5
play w B7
play w B10
play w B14
play w B17
play w B18
play w C4
play w C6
play w C7
play w C8
play w C10
play w C12
play w C14
play w C19
play w D5
play w D6
play w D9
play w D13
play w D14
play w E9
play w E12
play w E15
play w E16
play w E17
play w F3
play w F4
play w F5
play w F9
play w F10
play w F11
play w F12
play w F15
play w F17
play w F18
play w G3
play w G6
play w G7
play w G8
play w G15
play w G17
play w H2
play w H3
play w H4
play w H8
play w H9
play w H15
play w H17
play w H18
play w J1
play w J2
play w J5
play w J9
play w J10
play w J11
play w J16
play w J18
play w K1
play w K4
play w K5
play w K9
play w K10
play w K18
play w K19
play w L1
play w L8
play w L9
play w L19
play w M4
play w M7
play w M8
play w M10
play w N7
play w P2
play w P3
play w P14
play w Q1
play w Q4
play w Q6
play w R2
play w R5
play w R12
play w R13
play w R14
play w R15
play w S4
play w S5
play w S11
play w S14
play w S16
play w S17
play w T12
play w T18
play b A15
play b A19
play b B6
play b B8
play b B9
play b B15
play b B16
play b B19
play b C3
play b C9
play b C15
play b C16
play b D4
play b D8
play b D10
play b D15
play b D17
play b D18
play b E3
play b E8
play b E11
play b E13
play b E14
play b E18
play b F6
play b F7
play b F8
play b F13
play b F19
play b G4
play b G5
play b G9
play b G10
play b G11
play b G12
play b G14
play b G18
play b H5
play b H6
play b H7
play b H11
play b H14
play b J3
play b J4
play b J6
play b J8
play b J12
play b J15
play b J17
play b K2
play b K3
play b K7
play b K11
play b K16
play b K17
play b L2
play b L3
play b L6
play b L7
play b L10
play b L11
play b L17
play b L18
play b M1
play b M2
play b M6
play b M9
play b M19
play b N6
play b N8
play b N9
play b O1
play b O2
play b O3
play b O4
play b O6
play b O7
play b O8
play b O17
play b P1
play b Q7
play b Q11
play b Q12
play b Q13
play b Q14
play b Q15
play b Q16
play b R6
play b R8
play b R11
play b R17
play b R18
play b S6
play b S7
play b S10
play b S18
play b T10
play w M18
23 reg_genmove b
#? [N19]*

# Black to play, the stone at M19 in atari. Extending at N19 leaves two liberties, and the ladder
# White can start breaks: B N19 W N18 B O19 W O18 B P19 W P18 B Q19, where Black joins Black's
# stones at Q14 Q15 Q16 Q17 Q18 R18 and has three liberties or more. Answer: N19. (Move 221 of a
# game record.)
#    A B C D E F G H J K L M N O P Q R S T
# 19 . . . . . . . O O O O X . . . . . X .
# 18 . . . O . O O O X X X O . . . X X O O
# 17 . . . . O X X O O X . . . . . X O . .
# 16 O O . O . O X X X X . . . . . X O . .
# 15 X O . O . X . . . . X . . . . X O . .
# 14 X X O X X . . X O X O X . . . X O . .
# 13 . X . . . . X . X . O X O . X O O O .
# 12 . . X . X . X . X O O X . X X O X . .
# 11 . . . . . X X X O . O X X O X X O X .
# 10 . X . . . . X O O X . O O O O O O . .
#  9 . . O O O O O . O . . . . . . X . . .
#  8 O O . X O X O . . . . . . O O X O O .
#  7 X X X O O X O X . O . . . . X O O X O
#  6 X . . X X X O . X X O . O O X . O X .
#  5 . X X X X O X X O O O X X O X X X . X
#  4 . X . X O O O O . O X X O X . . X X .
#  3 X . X O . . X . O X X . O . O X O O .
#  2 . X O O . . O O X X . O X X X . X . .
#  1 . . . . . . . . . . . . . . . X . . .
boardsize 19
clear_board
play w A8
play w A16
play w B8
play w B15
play w B16
play w C2
play w C9
play w C14
play w D2
play w D3
play w D7
play w D9
play w D15
play w D16
play w D18
play w E4
play w E7
play w E8
play w E9
play w E17
play w F4
play w F5
play w F9
play w F16
play w F18
play w G2
play w G4
play w G6
play w G7
play w G8
play w G9
play w G18
play w H2
play w H4
play w H10
play w H17
play w H18
play w H19
play w J3
play w J5
play w J9
play w J10
play w J11
play w J14
play w J17
play w J19
play w K4
play w K5
play w K7
play w K12
play w K19
play w L5
play w L6
play w L11
play w L12
play w L13
play w L14
play w L19
play w M2
play w M10
play w N3
play w N4
play w N6
play w N10
play w N13
play w O5
play w O6
play w O8
play w O10
play w O11
play w P3
play w P8
play w P10
play w Q7
play w Q10
play w Q12
play w Q13
play w R3
play w R6
play w R7
play w R8
play w R10
play w R11
play w R13
play w R14
play w R15
play w R16
play w R17
play w S3
play w S8
play w S13
play w S18
play w T7
play w T18
play b A3
play b A6
play b A7
play b A14
play b A15
play b B2
play b B4
play b B5
play b B7
play b B10
play b B13
play b B14
play b C3
play b C5
play b C7
play b C12
play b D4
play b D5
play b D6
play b D8
play b D14
play b E5
play b E6
play b E12
play b E14
play b F6
play b F7
play b F8
play b F11
play b F15
play b F17
play b G3
play b G5
play b G10
play b G11
play b G12
play b G13
play b G16
play b G17
play b H5
play b H7
play b H11
play b H14
play b H16
play b J2
play b J6
play b J12
play b J13
play b J16
play b J18
play b K2
play b K3
play b K6
play b K10
play b K14
play b K16
play b K17
play b K18
play b L3
play b L4
play b L15
play b L18
play b M4
play b M5
play b M11
play b M12
play b M13
play b M14
play b M19
play b N2
play b N5
play b N11
play b O2
play b O4
play b O12
play b P2
play b P5
play b P6
play b P7
play b P11
play b P12
play b P13
play b Q1
play b Q3
play b Q5
play b Q8
play b Q9
play b Q11
play b Q14
play b Q15
play b Q16
play b Q17
play b Q18
play b R2
play b R4
play b R5
play b R12
play b R18
play b S4
play b S6
play b S7
play b S11
play b S19
play b T5
play w M18
24 reg_genmove b
#? [N19]

# Black to play, 2 stones at H8 in atari. Extending at H9 leaves two liberties, and the ladder
# White can start breaks: B H9 W H10 B J9 W K9 B J10 W J11 B K10 W L10 B K11 W L11 B K12, where
# Black reaches open space and has three liberties or more. Answer: H9. (Move 129 of a game
# record.)
#    A B C D E F G H J K L M N O P Q R S T
# 19 . . . . . . . . . . . . . . . . . . .
# 18 . . . . . . . . . . . . . . O O O . .
# 17 . . O . . O . . . . O O O . X O X X .
# 16 . X . O . . . . X X O X O O X X . . .
# 15 . O O O . . . X . O X X X O . . . . .
# 14 . . X O X X . . . O . . . . . . . . .
# 13 . . X X O . . . X . . X . X . X . . .
# 12 . . . . . . . . . . . . . . . . . . .
# 11 . . X . X . . . . . . X . O . . . . .
# 10 . . . O X X . . . . . X O . . X X . .
#  9 . . . O O X O . . . . . . X . X . X .
#  8 . . . . O O X X O . X O O O O O X O .
#  7 . . . . . X O O X . . X X . O X . O .
#  6 . . O . . . . . . . . . . X X O O . O
#  5 . . . . O O . . . X . . . . . X X O .
#  4 . . . O X O X X . X O . O X X X O . O
#  3 . . . O X X X O . O X X O O O X O O .
#  2 . . . . . . . . . . . . . O X O . . .
#  1 . . . . . . . . . . . . . . . . . . .
boardsize 19
clear_board
play w B15
play w C6
play w C15
play w C17
play w D3
play w D4
play w D9
play w D10
play w D14
play w D15
play w D16
play w E5
play w E8
play w E9
play w E13
play w F4
play w F5
play w F8
play w F17
play w G7
play w G9
play w H3
play w H7
play w K3
play w K14
play w K15
play w L4
play w L16
play w L17
play w M8
play w M17
play w N3
play w N4
play w N8
play w N10
play w N16
play w N17
play w O2
play w O3
play w O8
play w O11
play w O15
play w O16
play w P3
play w P7
play w P8
play w P18
play w Q2
play w Q6
play w Q8
play w Q17
play w Q18
play w R3
play w R4
play w R6
play w R18
play w S3
play w S5
play w S7
play w S8
play w T4
play w T6
play b B16
play b C11
play b C13
play b C14
play b D13
play b E3
play b E4
play b E10
play b E11
play b E14
play b F3
play b F7
play b F9
play b F10
play b F14
play b G3
play b G4
play b G8
play b H4
play b H8
play b H15
play b J7
play b J13
play b J16
play b K4
play b K5
play b K16
play b L3
play b L8
play b L15
play b M3
play b M7
play b M10
play b M11
play b M13
play b M15
play b M16
play b N7
play b N15
play b O4
play b O6
play b O9
play b O13
play b P2
play b P4
play b P6
play b P16
play b P17
play b Q3
play b Q4
play b Q5
play b Q7
play b Q9
play b Q10
play b Q13
play b Q16
play b R5
play b R8
play b R10
play b R17
play b S9
play b S17
play w J8
25 reg_genmove b
#? [H9]
