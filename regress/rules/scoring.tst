# final_score on finished 5x5 positions, worked out by hand, under area and territory scoring,
# with agreed dead stones (kosumi-dead) and with dead=as-is. Komi 0.5 throughout.
#
#   Walls: Black B1-B5, White C1-C5. Black's territory is column A (5 points), White's
#   columns D and E (10 points).
#   5 . X O . .
#   4 . X O . .
#   3 . X O . x    x: a Black stone at E3, dead in White's territory when marked.
#   2 . X O . .
#   1 . X O . .
#     A B C D E
boardsize 5
clear_board
kosumi-rules chinese komi=0.5
play b b1
play w c1
play b b2
play w c2
play b b3
play w c3
play b b4
play w c4
play b b5
play w c5
play b pass
play w pass
# Area: Black 5 stones + 5 = 10, White 5 + 10 + 0.5.
1 final_score
#? [W\+5\.5]
kosumi-rules japanese komi=0.5
# Territory: Black 5, White 10 + 0.5.
2 final_score
#? [W\+5\.5]
# Komi -5 under area scoring: 10 against 10, a draw.
kosumi-rules chinese komi=-5
3 final_score
#? [0]

# The dead Black stone at E3.
clear_board
kosumi-rules chinese komi=0.5
play b b1
play w c1
play b b2
play w c2
play b b3
play w c3
play b b4
play w c4
play b b5
play w c5
play b e3
play w pass
play b pass
kosumi-dead e3
# Area, E3 removed: Black 10, White 5 + 10 + 0.5.
4 final_score
#? [W\+5\.5]
5 final_status_list dead
#? [E3]
6 kosumi-dead
#? [E3]
7 final_status_list alive
#? [!.*E3.*]
kosumi-rules japanese komi=0.5
kosumi-dead e3
# Territory, E3 removed: Black 5, White 10 + 1 dead + 0.5.
8 final_score
#? [W\+6\.5]
kosumi-rules korean komi=0.5
kosumi-dead e3
9 final_score
#? [W\+6\.5]
# dead=as-is: E3 stays, so the D-E region touches both colours and is nobody's.
kosumi-rules chinese dead=as-is komi=0.5
# Area: Black 6 stones + 5 = 11, White 5 + 0.5.
10 final_score
#? [B\+5\.5]
11 final_status_list dead
#? []
kosumi-rules japanese dead=as-is komi=0.5
# Territory: Black 5, White 0 + 0.5.
12 final_score
#? [B\+4\.5]

# Prisoners taken during play: Black E3 is captured by White E4, E2 and D3.
clear_board
kosumi-rules chinese komi=0.5
play b b1
play w c1
play b b2
play w c2
play b b3
play w c3
play b b4
play w c4
play b b5
play w c5
play b e3
play w e4
play b pass
play w e2
play b pass
play w d3
13 captures w
#? [1]
play b pass
play w pass
# Area: Black 10, White 8 stones + 7 + 0.5.
14 final_score
#? [W\+5\.5]
kosumi-rules japanese komi=0.5
# Territory: Black 5, White 7 + 1 prisoner + 0.5.
15 final_score
#? [W\+3\.5]
kosumi-rules japanese dead=as-is komi=0.5
# Nothing was marked, so as-is changes nothing here.
16 final_score
#? [W\+3\.5]

# Dead stones on both sides: White A3 in Black's territory, Black E3 in White's.
clear_board
kosumi-rules japanese komi=0.5
play b b1
play w c1
play b b2
play w c2
play b b3
play w c3
play b b4
play w c4
play b b5
play w c5
play b e3
play w a3
play b pass
play w pass
kosumi-dead e3 a3
# Territory: Black 5 + 1 dead, White 10 + 1 dead + 0.5.
17 final_score
#? [W\+5\.5]
18 final_status_list dead
#? [(A3 E3|E3 A3)]
kosumi-rules chinese komi=0.5
kosumi-dead a3
# Area with only A3 marked: Black 6 stones (E3 alive) + 5 = 11; White 5 + 0.5, as the D-E
# region touches E3.
19 final_score
#? [B\+5\.5]

# A seki walled in by one colour: the final position of a 9x9 game, both sides having passed.
# White's B7-B8-B9-C9 have two liberties, A9 and C7, and Black's chain around them (A5-A8, B6-D6,
# C8-D9, D4-D5, C4) has the same two and no other. Whoever fills one is captured; were White to
# sacrifice its four stones by playing A9, Black's capture at C7 leaves it five points (A9 B9 C9
# B8 B7) in which it makes two eyes. Both chains live in seki, and the liberties are no one's
# points. White's G6 H6 G7 are dead in Black's corner. GNU Go 3.8 gives the same statuses and
# both scores.
#    A B C D E F G H J
#  9 . O O X O X . . .
#  8 X O X X O X X X X
#  7 X O . X O X O X .
#  6 X X X X O X O O .
#  5 X O O X O X . . .
#  4 O O X X O X X X X
#  3 . O O O O O X O X
#  2 . . . O O O O O O
#  1 . . . . O . . . .
boardsize 9
clear_board
kosumi-rules chinese komi=7.5
play w B9
play w C9
play b D9
play w E9
play b F9
play b A8
play w B8
play b C8
play b D8
play w E8
play b F8
play b G8
play b H8
play b J8
play b A7
play w B7
play b D7
play w E7
play b F7
play w G7
play b H7
play b A6
play b B6
play b C6
play b D6
play w E6
play b F6
play w G6
play w H6
play b A5
play w B5
play w C5
play b D5
play w E5
play b F5
play w A4
play w B4
play b C4
play b D4
play w E4
play b F4
play b G4
play b H4
play b J4
play w B3
play w C3
play w D3
play w E3
play w F3
play b G3
play w H3
play b J3
play w D2
play w E2
play w F2
play w G2
play w H2
play w J2
play w E1
20 final_status_list seki
#? [(?=[\s\S]*\bB9\b)(?=[\s\S]*\bC9\b)(?=[\s\S]*\bB8\b)(?=[\s\S]*\bB7\b)(?=[\s\S]*\bD9\b)(?=[\s\S]*\bA8\b)(?=[\s\S]*\bC8\b)(?=[\s\S]*\bD8\b)(?=[\s\S]*\bA7\b)(?=[\s\S]*\bD7\b)(?=[\s\S]*\bA6\b)(?=[\s\S]*\bB6\b)(?=[\s\S]*\bC6\b)(?=[\s\S]*\bD6\b)(?=[\s\S]*\bA5\b)(?=[\s\S]*\bD5\b)(?=[\s\S]*\bC4\b)(?=[\s\S]*\bD4\b)\s*([A-T]\d+\s*){18}]
21 final_status_list dead
#? [(?=[\s\S]*\bG7\b)(?=[\s\S]*\bG6\b)(?=[\s\S]*\bH6\b)\s*([A-T]\d+\s*){3}]
# Area: Black 29 stones, 8 empty points and the 3 of the dead stones, 40; White 27 living
# stones, 12 points and 7.5 komi, 46.5.
22 final_score
#? [W\+6\.5]
kosumi-rules japanese komi=7.5
# Territory: Black 8 points, the 3 points of the dead stones and those 3 as prisoners, 14; White
# 12 points and 7.5 komi, 19.5. The seki's liberties count for neither.
23 final_score
#? [W\+5\.5]

# A seki of one eye each, where one side can fill a point of its own: the final position of a 9x9
# self-play game, both sides having passed. Black's B9-E9 chain (with B6-D7 and C8) and White's
# A8 B8 B7 share A9. White's other liberty is A7, an eye it shares with its large chain, whose
# other eye is B4; Black's is F9, the point between its two chains, the other of which has the
# eye H9. Black can fill F9 without danger, but the joined chain still has only A9 and H9, and
# whoever fills A9 is captured: every chain around A9, A7, B4, F9 and H9 lives in seki. GNU Go
# 3.8 gives the same stones in seki and both scores. The position is set up stone by stone, so
# neither side has prisoners.
#    A B C D E F G H J
#  9 . X X X X . X . X
#  8 O O X O O X X X X
#  7 . O X X O X O O X
#  6 O X X X O O X O O
#  5 O O O O O X X O O
#  4 O . O O O X X O .
#  3 O O X O X X O . O
#  2 X X X X . X O O O
#  1 X X X . X X X X O
boardsize 9
clear_board
kosumi-rules chinese komi=7.5
play b B9
play b C9
play b D9
play b E9
play b G9
play b J9
play w A8
play w B8
play b C8
play w D8
play w E8
play b F8
play b G8
play b H8
play b J8
play w B7
play b C7
play b D7
play w E7
play b F7
play w G7
play w H7
play b J7
play w A6
play b B6
play b C6
play b D6
play w E6
play w F6
play b G6
play w H6
play w J6
play w A5
play w B5
play w C5
play w D5
play w E5
play b F5
play b G5
play w H5
play w J5
play w A4
play w C4
play w D4
play w E4
play b F4
play b G4
play w H4
play w A3
play w B3
play b C3
play w D3
play b E3
play b F3
play w G3
play w J3
play b A2
play b B2
play b C2
play b D2
play b F2
play w G2
play w H2
play w J2
play b A1
play b B1
play b C1
play b E1
play b F1
play b G1
play b H1
play w J1
24 final_status_list seki
#? [(?=[\s\S]*\bB9\b)(?=[\s\S]*\bC9\b)(?=[\s\S]*\bD9\b)(?=[\s\S]*\bE9\b)(?=[\s\S]*\bC8\b)(?=[\s\S]*\bC7\b)(?=[\s\S]*\bD7\b)(?=[\s\S]*\bB6\b)(?=[\s\S]*\bC6\b)(?=[\s\S]*\bD6\b)(?=[\s\S]*\bG9\b)(?=[\s\S]*\bJ9\b)(?=[\s\S]*\bF8\b)(?=[\s\S]*\bG8\b)(?=[\s\S]*\bH8\b)(?=[\s\S]*\bJ8\b)(?=[\s\S]*\bF7\b)(?=[\s\S]*\bJ7\b)(?=[\s\S]*\bA8\b)(?=[\s\S]*\bB8\b)(?=[\s\S]*\bB7\b)(?=[\s\S]*\bD8\b)(?=[\s\S]*\bE8\b)(?=[\s\S]*\bE7\b)(?=[\s\S]*\bA6\b)(?=[\s\S]*\bE6\b)(?=[\s\S]*\bF6\b)(?=[\s\S]*\bA5\b)(?=[\s\S]*\bB5\b)(?=[\s\S]*\bC5\b)(?=[\s\S]*\bD5\b)(?=[\s\S]*\bE5\b)(?=[\s\S]*\bA4\b)(?=[\s\S]*\bC4\b)(?=[\s\S]*\bD4\b)(?=[\s\S]*\bE4\b)(?=[\s\S]*\bA3\b)(?=[\s\S]*\bB3\b)(?=[\s\S]*\bD3\b)\s*([A-T]\d+\s*){39}]
25 final_status_list dead
#? []
# Area: Black 38 stones and D1, E2, F9 and H9 (the last two its eyes in the seki), 42; White 34
# stones, A7, B4, H3 and J4 and 7.5 komi, 45.5. A9 is no one's.
26 final_score
#? [W\+3\.5]
kosumi-rules japanese komi=7.5
# Territory, with no seki exception: Black D1, E2, F9 and H9, 4; White A7, B4, H3 and J4 and
# 7.5 komi, 11.5 (without the four eyes in the seki, as Japanese rules count, also W+7.5).
27 final_score
#? [W\+7\.5]
