# Selecting rules: presets and their komi, overrides, a later komi command, and the agreed
# dead-stone marks (a vertex marks its whole chain; any change to the board clears them).
1 kosumi-rules chinese
#? []
2 kosumi-rules
#? [chinese .*scoring=area.*dead=marked.*komi=7\.5]
3 kosumi-rules japanese
#? []
4 kosumi-rules
#? [japanese .*scoring=territory.*komi=6\.5]
5 kosumi-rules korean
#? []
6 kosumi-rules
#? [korean .*scoring=territory.*komi=6\.5]
7 kosumi-rules chinese ko=simple dead=as-is komi=5
#? []
8 kosumi-rules
#? [chinese ko=simple scoring=area dead=as-is komi=5]
komi 0.5
9 kosumi-rules
#? [.*komi=0\.5]
10 kosumi-rules japanese scoring=area
#? []
11 kosumi-rules
#? [japanese .*scoring=area.*]
12 kosumi-rules martian
#? [\?.*]
13 kosumi-rules chinese ko=sometimes
#? [\?.*]
# A refused change keeps the rules in force.
14 kosumi-rules
#? [japanese .*scoring=area.*]
boardsize 9
15 kosumi-rules
#? [japanese .*scoring=area.*komi=6\.5]

# Marks cover whole chains and are cleared by any move.
boardsize 5
kosumi-rules chinese komi=0.5
clear_board
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
play b e4
play w pass
16 kosumi-dead e4
#? []
17 kosumi-dead
#? [(E3 E4|E4 E3)]
18 final_status_list dead
#? [(E3 E4|E4 E3)]
# Area: Black 10, White 5 + 10 + 0.5.
19 final_score
#? [W\+5\.5]
play w d1
20 kosumi-dead
#? []
kosumi-dead e3
21 kosumi-dead
#? [(E3 E4|E4 E3)]
undo
22 kosumi-dead
#? []
