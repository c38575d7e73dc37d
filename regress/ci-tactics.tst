# A small deterministic tactical subset for CI: stones in atari that must be captured or saved
# at once, and the vital point of three-point eye spaces. Each has one clearly right answer.
boardsize 9
komi 7.5

clear_board
play b d5
play w e5
play b f5
play w a9
play b e6
play w a8
1 reg_genmove b
#? [E4]
2 reg_genmove w
#? [E4]*

clear_board
play w e1
play b d1
play w h8
play b f1
play w h7
3 reg_genmove b
#? [E2]*
4 reg_genmove w
#? [E2]*

# Straight three in the corner: B1 for both sides.
clear_board
play b a2
play w a3
play b b2
play w b3
play b c2
play w c3
play b d2
play w d3
play b d1
play w e3
play w e2
play w e1
5 reg_genmove b
#? [B1]*
6 reg_genmove w
#? [B1]*
