# dead=as-is against dead=marked: when the board is scored as it stands a dead stone inside
# one's area must be captured before passing; when dead stones are marked it need not be.

# Area scoring, dead=as-is: a dead White stone at B5 inside Black's area. As the board stands it
# makes A1-D9 neutral, so Black must capture it (komi 8.5: Black wins by 0.5 once it is gone).
#    A B C D E F G
#  9 . . . . X O .
#  8 . . . . X O .
#  7 . . . . X O .
#  6 . . . . X O .
#  5 . O . . X O .
#  4 . . . . X O .
#  3 . . . . X O .
#  2 . . . . X O .
#  1 . . . . X O .
boardsize 9
clear_board
kosumi-rules chinese dead=as-is komi=8.5
play b E9
play b E8
play b E7
play b E6
play b E5
play b E4
play b E3
play b E2
play b E1
play w F9
play w F8
play w F7
play w F6
play w B5
play w F5
play w F4
play w F3
play w F2
play w F1
1 reg_genmove b
#? [A5|C5|B4|B6]*

# The same after White passed: passing would end the game with A1-D9 neutral.
#    A B C D E F G
#  9 . . . . X O .
#  8 . . . . X O .
#  7 . . . . X O .
#  6 . . . . X O .
#  5 . O . . X O .
#  4 . . . . X O .
#  3 . . . . X O .
#  2 . . . . X O .
#  1 . . . . X O .
boardsize 9
clear_board
kosumi-rules chinese dead=as-is komi=8.5
play b E9
play b E8
play b E7
play b E6
play b E5
play b E4
play b E3
play b E2
play b E1
play w F9
play w F8
play w F7
play w F6
play w B5
play w F5
play w F4
play w F3
play w F2
play w F1
play w pass
2 reg_genmove b
#? [!pass]

# The White stone is in atari: Black takes it at B4.
#    A B C D E F G
#  9 . . . . X O .
#  8 . . . . X O .
#  7 . . . . X O .
#  6 . X . . X O .
#  5 X O X . X O .
#  4 . . . . X O .
#  3 . . . . X O .
#  2 . . . . X O .
#  1 . . . . X O .
boardsize 9
clear_board
kosumi-rules chinese dead=as-is komi=8.5
play b E9
play b E8
play b E7
play b B6
play b E6
play b A5
play b C5
play b E5
play b E4
play b E3
play b E2
play b E1
play w F9
play w F8
play w F7
play w F6
play w B5
play w F5
play w F4
play w F3
play w F2
play w F1
3 reg_genmove b
#? [B4]

# Territory scoring, dead=as-is: B4 captures too.
#    A B C D E F G
#  9 . . . . X O .
#  8 . . . . X O .
#  7 . . . . X O .
#  6 . X . . X O .
#  5 X O X . X O .
#  4 . . . . X O .
#  3 . . . . X O .
#  2 . . . . X O .
#  1 . . . . X O .
boardsize 9
clear_board
kosumi-rules japanese dead=as-is komi=5.5
play b E9
play b E8
play b E7
play b B6
play b E6
play b A5
play b C5
play b E5
play b E4
play b E3
play b E2
play b E1
play w F9
play w F8
play w F7
play w F6
play w B5
play w F5
play w F4
play w F3
play w F2
play w F1
4 reg_genmove b
#? [B4]

# Nothing dead left, area scoring, dead=as-is: pass, or a move inside Black's own area.
#    D E F G
#  9 . X O .
#  8 . X O .
#  7 . X O .
#  6 . X O .
#  5 . X O .
#  4 . X O .
#  3 . X O .
#  2 . X O .
#  1 . X O .
boardsize 9
clear_board
kosumi-rules chinese dead=as-is komi=8.5
play b E9
play b E8
play b E7
play b E6
play b E5
play b E4
play b E3
play b E2
play b E1
play w F9
play w F8
play w F7
play w F6
play w F5
play w F4
play w F3
play w F2
play w F1
5 reg_genmove b
#? [pass|[A-E]\d]

# Dead stones marked (area scoring): the B5 stone counts as dead; pass, or capture it.
#    A B C D E F G
#  9 . . . . X O .
#  8 . . . . X O .
#  7 . . . . X O .
#  6 . . . . X O .
#  5 . O . . X O .
#  4 . . . . X O .
#  3 . . . . X O .
#  2 . . . . X O .
#  1 . . . . X O .
boardsize 9
clear_board
kosumi-rules chinese komi=8.5
play b E9
play b E8
play b E7
play b E6
play b E5
play b E4
play b E3
play b E2
play b E1
play w F9
play w F8
play w F7
play w F6
play w B5
play w F5
play w F4
play w F3
play w F2
play w F1
6 reg_genmove b
#? [pass|[A-E]\d]

# 19x19, the same after White passed: Black must not pass.
#    B C D E F G H J K L
# 19 . . . . . . . X O .
# 18 . . . . . . . X O .
# 17 . . . . . . . X O .
# 16 . O . . . . . X O .
# 15 . . . . . . . X O .
# 14 . . . . . . . X O .
# 13 . . . . . . . X O .
# 12 . . . . . . . X O .
# 11 . . . . . . . X O .
# 10 . . . . . . . X O .
#  9 . . . . . . . X O .
#  8 . . . . . . . X O .
#  7 . . . . . . . X O .
#  6 . . . . . . . X O .
#  5 . . . . . . . X O .
#  4 . . . . . . . X O .
#  3 . . . . . . . X O .
#  2 . . . . . . . X O .
#  1 . . . . . . . X O .
boardsize 19
clear_board
kosumi-rules chinese dead=as-is komi=-0.5
play b J19
play b J18
play b J17
play b J16
play b J15
play b J14
play b J13
play b J12
play b J11
play b J10
play b J9
play b J8
play b J7
play b J6
play b J5
play b J4
play b J3
play b J2
play b J1
play w K19
play w K18
play w K17
play w C16
play w K16
play w K15
play w K14
play w K13
play w K12
play w K11
play w K10
play w K9
play w K8
play w K7
play w K6
play w K5
play w K4
play w K3
play w K2
play w K1
play w pass
7 reg_genmove b
#? [!pass]
