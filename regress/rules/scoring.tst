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
