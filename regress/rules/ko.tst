# The simple ko: an immediate recapture that would repeat the position is illegal under every ko
# rule; after a move elsewhere by each side it is legal again.
#
#   5 . . . . .
#   4 . . X O .     X Black, O White. Black D3 captures C3; White may not retake at C3 at once.
#   3 . X O . O
#   2 . . X O .
#   1 . . . . .
#     A B C D E
boardsize 5
clear_board
kosumi-rules chinese ko=simple komi=0.5
play b b3
play b c4
play b c2
play w c3
play w d4
play w d2
play w e3
1 is_legal b d3
#? [1]
play b d3
2 color c3
#? [empty]
3 captures b
#? [1]
4 is_legal w c3
#? [0]
5 play w c3
#? [\? illegal move: ko]
6 color d3
#? [black]
# Threat and answer elsewhere lift the ko.
play w a5
play b a1
7 is_legal w c3
#? [1]
8 play w c3
#? []
9 color d3
#? [empty]
10 is_legal b d3
#? [0]

# The same under positional superko: the immediate retake is refused.
clear_board
kosumi-rules chinese ko=positional komi=0.5
play b b3
play b c4
play b c2
play w c3
play w d4
play w d2
play w e3
play b d3
11 is_legal w c3
#? [0]
12 play w c3
#? [\? illegal move: (ko|superko)]

# Japanese preset: the immediate retake is refused too.
clear_board
kosumi-rules japanese komi=0.5
play b b3
play b c4
play b c2
play w c3
play w d4
play w d2
play w e3
play b d3
13 is_legal w c3
#? [0]

# The same ko with more stones around it; undo takes the capture back and restores the stone.
clear_board
kosumi-rules chinese ko=simple komi=0.5
play b b3
play b c4
play b c2
play b b4
play b d5
play w c3
play w c5
play w d4
play w d2
play w e3
play b d3
14 captures b
#? [1]
15 is_legal w c3
#? [0]
# After undo the ko point is gone and the capture can be played again.
16 undo
#? []
17 color c3
#? [white]
18 is_legal b d3
#? [1]
