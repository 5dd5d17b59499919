"use client";
import { Dice, FlyingChessBoard, GameLog, useFlyingChess } from "@flying/react";

export function MyGame() {
  const game = useFlyingChess({
    variant: "flying-chess",
    players: {
      red: "human",
      yellow: { robot: "classic" },
      green: { robot: "random" },
      blue: "human",
    },
    robotPace: 600, // ms a robot waits before each action; 0 acts at once
  });
  return (
    <>
      <Dice {...game.getDiceProps()} />
      {/* The board fills its container's width: size it with style or className. */}
      <FlyingChessBoard
        {...game.getBoardProps()}
        orientation="red"
        keyboardShortcuts
        style={{ maxWidth: 640 }}
      />
      <button type="button" onClick={game.undo} disabled={!game.canUndo}>
        Undo
      </button>
      <GameLog variant={game.state.variant} entries={game.log} />
    </>
  );
}
