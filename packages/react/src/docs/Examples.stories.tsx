import { apply, createGame, type GameState } from "@flying/engine";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { type UseFlyingChessResult, useFlyingChess } from "../useFlyingChess.js";

/**
 * A game with no board at all: what `useFlyingChess()` returns, drawn as plain HTML. The
 * legal moves are buttons; the log, the refusals and the controls come straight from the
 * hook. Everything a custom UI needs is in `game`.
 */
function MoveButtons({ game }: { game: UseFlyingChessResult }) {
  const { state, phase, currentPlayer, isHumanTurn } = game;
  const status =
    phase === "over"
      ? `Game over: ${state.placings[0]} wins`
      : isHumanTurn
        ? phase === "roll"
          ? `${currentPlayer} to roll`
          : `${currentPlayer} to move with a ${state.roll}`
        : `${currentPlayer} (a robot) is playing`;
  // The last six actions, each numbered by its place in the whole log.
  const first = Math.max(0, game.log.length - 6);
  const lines = game.log.slice(first).map((entry, i) => ({
    n: first + i,
    text: `${entry.actor} ${
      entry.action.type === "roll"
        ? `rolled ${entry.events[0]?.type === "rolled" ? entry.events[0].value : "?"}`
        : `moved ${entry.action.piece}`
    }`,
  }));
  return (
    <div style={{ display: "grid", gap: "0.75rem", maxWidth: "40rem" }}>
      <p data-testid="status">
        {status}
        {game.pending && " (waiting for the game's owner)"}
      </p>
      <div style={{ display: "flex", gap: "0.5rem", flexWrap: "wrap" }}>
        <button
          type="button"
          onClick={() => game.roll()}
          disabled={!isHumanTurn || phase !== "roll" || game.pending}
        >
          Roll
        </button>
        <button type="button" onClick={game.undo} disabled={!game.canUndo}>
          Undo
        </button>
        <button type="button" onClick={game.redo} disabled={!game.canRedo}>
          Redo
        </button>
        <button type="button" onClick={game.reset}>
          New game
        </button>
      </div>
      {isHumanTurn && phase === "move" && (
        <ul aria-label="Legal moves" style={{ display: "grid", gap: "0.25rem", margin: 0 }}>
          {game.legalMoves.map((move) => (
            <li key={move.piece}>
              <button type="button" onClick={() => game.move(move.piece)}>
                {`${move.piece}: ${move.kind} ${move.from} → ${move.to}`}
                {move.captures.length > 0 && `, captures ${move.captures.map((c) => c.piece)}`}
                {move.finishes && ", finishes"}
              </button>
            </li>
          ))}
        </ul>
      )}
      {game.error && (
        <p role="alert">
          {game.error.code}: {game.error.message}
        </p>
      )}
      <p>Last action: {game.narration.join(" ") || "none yet"}</p>
      <ol aria-label="Log" data-testid="log" start={first + 1} style={{ margin: 0 }}>
        {lines.map((line) => (
          <li key={line.n}>{line.text}</li>
        ))}
      </ol>
    </div>
  );
}

/** Red against three robots in Aeroplane Chess; red-1 stands on the track, so every roll moves. */
function LegalMoveButtonsGame() {
  const game = useFlyingChess({
    variant: "aeroplane",
    seed: 3,
    position: { pieces: { "red-1": "Track_3" } },
    robotPace: 0,
  });
  return <MoveButtons game={game} />;
}

/**
 * Controlled mode: the game state lives in your own store (here `useState`; a server, Redux…
 * alike). The hook sends each action to `onAction` and waits (`pending`) for the new state;
 * every seat is a person's, so white and black both play with these buttons.
 */
function ControlledGame() {
  const [state, setState] = useState<GameState>(() =>
    createGame({ variant: "chessboard", seed: 5 }),
  );
  const game = useFlyingChess({
    state,
    onAction: (action) => {
      const result = apply(state, action);
      if (!result.ok) return false; // the hook reports ACTION_REFUSED
      setState(result.state);
    },
  });
  return <MoveButtons game={game} />;
}

const meta = {
  title: "Guides/Examples",
  tags: ["!autodocs"],
  parameters: { layout: "padded" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const logItems = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByTestId("log")).queryAllByRole("listitem");

/** Roll, pick a legal move from the list, let the robots answer, then take the move back. */
export const LegalMoveButtons: Story = {
  render: () => <LegalMoveButtonsGame />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Roll" }));
    const moves = await canvas.findByRole("list", { name: "Legal moves" });
    const first = within(moves).getAllByRole("button")[0];
    if (!first) throw new Error("no legal move listed");
    await expect(first).toHaveTextContent(/^red-1: advance Track_3 → /);
    await userEvent.click(first);
    // The three robots play at once (robotPace 0), and it is red's roll again.
    await waitFor(() => expect(canvas.getByTestId("status")).toHaveTextContent("red to roll"));
    await expect(logItems(canvasElement).length).toBeGreaterThanOrEqual(3);
    await userEvent.click(canvas.getByRole("button", { name: "Undo" }));
    // Back before red's move, the roll kept: the same moves are offered again.
    await expect(canvas.getByTestId("status")).toHaveTextContent(/^red to move with a [1-6]$/);
    await expect(canvas.getByRole("list", { name: "Legal moves" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Redo" })).toBeEnabled();
  },
};

/** Controlled mode: each action goes to `onAction`; the new state comes back as a prop. */
export const ControlledByYourStore: Story = {
  render: () => <ControlledGame />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId("status")).toHaveTextContent("white to roll");
    await userEvent.click(canvas.getByRole("button", { name: "Roll" }));
    await waitFor(() => expect(logItems(canvasElement)).toHaveLength(1));
    // Undo, redo and a new game are the owner's: the hook refuses them and says why.
    await expect(canvas.getByRole("button", { name: "Undo" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "New game" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent(/^CONTROLLED_GAME: /);
  },
};
