#!/usr/bin/env bash
# Arm Corstone-300 FVP: its board is called MPS3; that is hardware.  EXPECT-ALLOW: arm-corstone-board
FVP_Corstone_SSE-300_Ethos-U55 \
  -C mps3_board.visualisation.disable-visualisation=1 \
  -C mps3_board.telnetterminal0.start_telnet=0 # EXPECT-ALLOW@-1: arm-corstone-board  EXPECT-ALLOW: arm-corstone-board
