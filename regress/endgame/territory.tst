# Territory scoring (kosumi-rules japanese) at the end of the game: never fill one's own
# territory; close an open boundary; pass when nothing is left.

# Territory scoring, settled: Black E1-E9 against White F1-F9. Black 36 points, White 27. With
# komi 8.5 Black wins by 0.5 and loses if it fills a point of its own territory: pass.
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
kosumi-rules japanese komi=8.5
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
1 reg_genmove b
#? [pass]*

# The same with komi 9.5: White wins by 0.5 and must not fill its own territory.
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
kosumi-rules japanese komi=9.5
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
2 reg_genmove w
#? [pass]*

# Walls D (Black) and F (White) with nine neutral points on E between them: under territory
# scoring they are worth nothing; pass or fill one, never a point of one's own territory.
#    C D E F G
#  9 . X . O .
#  8 . X . O .
#  7 . X . O .
#  6 . X . O .
#  5 . X . O .
#  4 . X . O .
#  3 . X . O .
#  2 . X . O .
#  1 . X . O .
boardsize 9
clear_board
kosumi-rules japanese komi=0.5
play b D9
play b D8
play b D7
play b D6
play b D5
play b D4
play b D3
play b D2
play b D1
play w F9
play w F8
play w F7
play w F6
play w F5
play w F4
play w F3
play w F2
play w F1
3 reg_genmove b
#? [pass|E\d]
4 reg_genmove w
#? [pass|E\d]

# E9 is still open: it closes Black's boundary (Black) or breaks into it (White).
#    D E F G
#  9 . . O .
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
kosumi-rules japanese komi=0.5
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
#? [E9]
6 reg_genmove w
#? [E9]*
