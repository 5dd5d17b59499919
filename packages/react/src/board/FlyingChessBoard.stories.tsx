import { createGame, type GameState, legalMoves } from "@flying/engine";
import { analyze } from "@flying/engine/robots";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { format } from "../i18n/format.js";
import type { LocaleCode } from "../i18n/types.js";
import { locales } from "../locales/all.js";
import { classicTheme, darkTheme, defaultTheme, themes } from "../theme.js";
import { FlyingChessBoard, type FlyingChessBoardProps } from "./FlyingChessBoard.js";
import type { PieceDrawingProps } from "./Piece.js";
import { boardFrame, PlayableBoard, rolled } from "./PlayableBoard.fixture.js";

/** A renderPiece of one's own: a rounded square with the piece's number. */
function SquarePiece({ style, number, movable, count, upright, lineColor }: PieceDrawingProps) {
  return (
    <g transform={`rotate(${upright})`}>
      <rect
        x={-0.3}
        y={-0.3}
        width={0.6}
        height={0.6}
        rx={0.12}
        fill={style.fill}
        stroke={movable ? lineColor : "none"}
        strokeWidth={0.08}
      />
      <text y={0.1} fontSize={0.3} textAnchor="middle" fill={style.ink} fontWeight={700}>
        {count > 1 ? `${number}+` : number}
      </text>
    </g>
  );
}

const flyingStart = createGame({ variant: "flying-chess", seed: 1 });
const midGame = createGame({
  variant: "flying-chess",
  seed: 5,
  position: {
    turn: "green",
    pieces: {
      "red-1": "Waypoint_12",
      "red-2": "Safe_Red_2",
      "yellow-1": "Waypoint_44",
      "green-1": "Waypoint_30",
      "green-2": "Waypoint_30",
      "blue-1": "Waypoint_20",
      "blue-4": "Finish",
    },
  },
});

const meta = {
  title: "Components/FlyingChessBoard",
  component: FlyingChessBoard,
  args: {
    state: flyingStart,
    movable: [],
    events: [],
    eventKey: 0,
    animation: false,
    announce: true,
    keyboardShortcuts: false,
    onMove: fn(),
    onRoll: fn(),
    onSelectColor: fn(),
    onAnimationStart: fn(),
    onAnimationEnd: fn(),
  },
  argTypes: {
    state: { control: "object", description: "The game state (createGame, useFlyingChess)" },
    movable: { control: "object" },
    events: { control: "object" },
    eventKey: { control: { type: "number", min: 0, step: 1 } },
    orientation: {
      control: { type: "select" },
      options: [undefined, "red", "yellow", "green", "blue", "white", "black"],
    },
    animation: {
      control: { type: "select" },
      options: ["on", "off", "slow"],
      mapping: { on: true, off: false, slow: { stepMs: 400 } },
    },
    locale: { control: { type: "select" }, options: Object.keys(locales) },
    theme: { control: { type: "select" }, options: Object.keys(themes), mapping: themes },
    renderPiece: {
      control: { type: "select" },
      options: ["default", "square"],
      mapping: { default: undefined, square: SquarePiece },
    },
    keyboardShortcuts: { control: "boolean" },
    announce: { control: "boolean" },
    hint: { control: "object", description: "A move to point out (a hint): ringed and marked" },
    className: { control: "text" },
    style: { control: "object" },
    "aria-label": { control: "text" },
    onMove: { action: "move" },
    onRoll: { action: "roll" },
    onSelectColor: { action: "selectColor" },
    onAnimationStart: { action: "animationStart" },
    onAnimationEnd: { action: "animationEnd" },
  },
  parameters: { layout: "centered" },
  decorators: [boardFrame],
} satisfies Meta<typeof FlyingChessBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FlyingChessStart: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Flying Chess board" })).toBeVisible();
    await expect(canvas.getAllByRole("img", { name: /waiting at home/ })).toHaveLength(16);
  },
};

export const AeroplaneStart: Story = {
  args: { state: createGame({ variant: "aeroplane", seed: 1 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Aeroplane Chess board" })).toBeVisible();
    await expect(canvas.getByRole("img", { name: /^Red plane 1, Red hangar 1/ })).toBeVisible();
  },
};

export const ChessboardStart: Story = {
  args: { state: createGame({ variant: "chessboard", seed: 1 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Chessboard race board" })).toBeVisible();
    await expect(canvas.getByRole("img", { name: /^White piece 1, a1/ })).toBeVisible();
  },
};

export const MidGame: Story = { args: { state: midGame } };

const hintGame = rolled(
  {
    variant: "flying-chess",
    seed: 3,
    position: { turn: "red", pieces: { "red-1": "Waypoint_4", "yellow-1": "Waypoint_7" } },
  },
  3,
);

/**
 * `hint`: the engine's best move (`analyze`) pointed out: a ring and "!" on the piece, a
 * dashed path and a crosshair on the target, shapes that need no colour to be seen.
 */
export const Hint: Story = {
  args: {
    state: hintGame,
    movable: legalMoves(hintGame),
    hint: analyze(hintGame)[0]?.move ?? null,
  },
  play: async ({ canvasElement, args }) => {
    const marker = canvasElement.querySelector(".flying-hint[data-hint-piece]");
    await expect(marker).toHaveAttribute("data-hint-piece", args.hint?.piece ?? "");
    await expect(
      canvasElement.querySelector(`[data-hint-target="${args.hint?.to ?? ""}"]`),
    ).not.toBeNull();
  },
};

/** Two red planes on one track square move as one stack; the roll of 2 lets them move. */
export const AeroplaneStack: Story = {
  args: {
    state: rolled(
      {
        variant: "aeroplane",
        seed: 2,
        position: {
          turn: "red",
          pieces: {
            "red-1": "Track_8",
            "red-2": "Track_8",
            "yellow-1": "Track_20",
            "green-1": "Pad_Green",
            "blue-1": "Lane_Blue_2",
          },
        },
      },
      2,
    ),
  },
  render: (args) => <PlayableBoard {...args} />,
  play: async ({ canvas, args }) => {
    const stack = canvas.getByRole("button", {
      name: /^Red plane 1, square 8.*; Red plane 2, square 8/,
    });
    await expect(stack).toHaveTextContent("×2");
    await userEvent.click(stack);
    await expect(args.onMove).toHaveBeenCalledWith("red-1");
    await expect(
      await canvas.findByRole("img", { name: /^Red plane 1, square 10.*; Red plane 2, square 10/ }),
    ).toBeVisible();
  },
};

/** Red rolled a 3: red plane 1 lands on yellow plane 1 and sends it home. */
export const Capture: Story = {
  args: {
    state: rolled(
      {
        variant: "flying-chess",
        seed: 3,
        position: {
          turn: "red",
          pieces: { "red-1": "Waypoint_10", "yellow-1": "Waypoint_13", "blue-1": "Waypoint_30" },
        },
      },
      3,
    ),
  },
  render: (args) => <PlayableBoard {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: /^Yellow plane 1, waypoint 13/ })).toBeVisible();
    await userEvent.click(
      canvas.getByRole("button", { name: /^Red plane 1, waypoint 10, .*can move to waypoint 13/ }),
    );
    await expect(
      await canvas.findByRole("img", {
        name: /^Yellow plane 1, Yellow home slot 1, waiting at home/,
      }),
    ).toBeVisible();
    await expect(canvas.getByRole("img", { name: /^Red plane 1, waypoint 13/ })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole("status")).toHaveTextContent(/sent Yellow plane 1 home/),
    );
  },
};

/** Red rolled a 3 from square 2: it lands on its own colour (square 5) and jumps to square 9. */
export const AeroplaneJump: Story = {
  args: {
    state: rolled(
      { variant: "aeroplane", seed: 4, position: { turn: "red", pieces: { "red-1": "Track_2" } } },
      3,
    ),
  },
  render: (args) => <PlayableBoard {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /can move to square 9$/ }));
    await expect(await canvas.findByRole("img", { name: /^Red plane 1, square 9/ })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent(/jumped to square 9/);
  },
};

/** Red rolled a 3 from square 14: it lands on its flying square 17 and flies to square 29. */
export const AeroplaneFlight: Story = {
  args: {
    state: rolled(
      {
        variant: "aeroplane",
        seed: 4,
        position: { turn: "red", pieces: { "red-1": "Track_14", "green-1": "Lane_Green_3" } },
      },
      3,
    ),
  },
  render: (args) => <PlayableBoard {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /can move to square 29$/ }));
    await expect(await canvas.findByRole("img", { name: /^Red plane 1, square 29/ })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent(/flew across/);
    await expect(
      canvas.getByRole("img", { name: /^Green plane 1, Green hangar 1, waiting at home/ }),
    ).toBeVisible();
  },
};

/** Keyboard play: Tab reaches the movable piece, Enter moves it. */
export const KeyboardMove: Story = {
  args: {
    state: rolled(
      {
        variant: "flying-chess",
        seed: 6,
        position: { turn: "red", pieces: { "red-1": "Waypoint_3", "red-2": "Waypoint_7" } },
      },
      2,
    ),
  },
  render: (args) => <PlayableBoard {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const first = canvas.getByRole("button", { name: /^Red plane 1, waypoint 3/ });
    await expect(first).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("button", { name: /^Red plane 2, waypoint 7/ })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onMove).toHaveBeenCalledWith("red-2");
    await expect(
      await canvas.findByRole("img", { name: /^Red plane 2, waypoint 9/ }),
    ).toBeVisible();
  },
};

export const GameOver: Story = {
  args: {
    state: createGame({
      variant: "flying-chess",
      seed: 1,
      position: {
        pieces: {
          "red-1": "Finish",
          "red-2": "Finish",
          "red-3": "Finish",
          "red-4": "Finish",
          "yellow-1": "Safe_Yellow_4",
          "green-1": "Waypoint_40",
        },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getAllByRole("img", { name: /^Red plane \d, finish, finished/ }),
    ).toHaveLength(4);
    await expect(canvas.queryAllByRole("button")).toHaveLength(0);
  },
};

/** Turned so that green sits at the bottom. */
export const Orientation: Story = { args: { state: midGame, orientation: "green" } };

export const DefaultTheme: Story = {
  args: { state: midGame, theme: defaultTheme },
  globals: { theme: "default" },
};
export const DarkTheme: Story = {
  args: { state: midGame, theme: darkTheme },
  globals: { theme: "dark" },
};
export const ClassicTheme: Story = {
  args: { state: midGame, theme: classicTheme },
  globals: { theme: "classic" },
};

function localeStory(code: LocaleCode): Story {
  const pack = locales[code];
  return {
    args: { state: midGame, locale: code },
    globals: { locale: code },
    play: async ({ canvas }) => {
      const name = format(pack.ui.board, { variant: pack.variants["flying-chess"] });
      await expect(canvas.getByRole("group", { name })).toBeVisible();
    },
  };
}

export const English = localeStory("en");
export const Chinese = localeStory("zh");
export const Italian = localeStory("it");
export const Russian = localeStory("ru");
export const Indonesian = localeStory("id");

export const CustomRenderPiece: Story = {
  args: { state: midGame, renderPiece: SquarePiece },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("img", { name: /^Green plane 1, waypoint 30/ }),
    ).toHaveTextContent("1");
  },
};

/** A game under way on each board, for the look of its art, its pieces and their headings. */
const boardsUnderWay: Record<"aeroplane" | "flying-chess" | "chessboard", GameState> = {
  aeroplane: createGame({
    variant: "aeroplane",
    seed: 2,
    position: {
      turn: "red",
      pieces: {
        "red-1": "Track_8",
        "red-2": "Pad_Red",
        "red-3": "Finish_Red",
        "yellow-1": "Track_20",
        "yellow-2": "Track_30",
        "green-1": "Pad_Green",
        "green-2": "Track_45",
        "blue-1": "Lane_Blue_2",
        "blue-2": "Track_40",
      },
    },
  }),
  "flying-chess": midGame,
  chessboard: createGame({
    variant: "chessboard",
    seed: 2,
    position: {
      turn: "white",
      pieces: {
        "white-1": "c1",
        "white-2": "h4",
        "white-3": "b2",
        "black-1": "f8",
        "black-2": "a6",
      },
    },
  }),
};

const boardNames = {
  aeroplane: "Aeroplane Chess board",
  "flying-chess": "Flying Chess board",
  chessboard: "Chessboard race board",
} as const;

/**
 * Each board in each theme: framed, with its printed art (hangars, launch pads, take-off and
 * turn-in arrows, flight lines, the centre; the chessboard's coordinates, start corners, way
 * round and finishing diagonals) and plane-shaped pieces pointing along their way.
 */
function boardInTheme(
  variant: keyof typeof boardNames,
  theme: keyof typeof themes,
  orientation?: FlyingChessBoardProps["orientation"],
): Story {
  const state = boardsUnderWay[variant];
  return {
    args: { state, theme: themes[theme], orientation },
    globals: { theme },
    play: async ({ canvas, canvasElement }) => {
      await expect(canvas.getByRole("group", { name: boardNames[variant] })).toBeVisible();
      // One titled shape per node, and the art never takes a node's place or a click.
      const group = canvasElement.querySelector("svg[role='group']");
      await expect(group?.querySelectorAll("title").length).toBeGreaterThan(50);
      const art = canvasElement.querySelectorAll("[aria-hidden='true'][pointer-events='none']");
      await expect(art.length).toBeGreaterThan(0);
      await expect(canvasElement.querySelectorAll(".flying-piece-body").length).toBeGreaterThan(0);
    },
  };
}

export const AeroplaneLight = boardInTheme("aeroplane", "default");
export const AeroplaneDark = boardInTheme("aeroplane", "dark");
export const AeroplaneClassic = boardInTheme("aeroplane", "classic");
export const FlyingChessLight = boardInTheme("flying-chess", "default");
export const FlyingChessDark = boardInTheme("flying-chess", "dark");
export const FlyingChessClassic = boardInTheme("flying-chess", "classic");
export const ChessboardLight = boardInTheme("chessboard", "default");
export const ChessboardDark = boardInTheme("chessboard", "dark");
export const ChessboardClassic = boardInTheme("chessboard", "classic");
/** Black at the bottom: the files and ranks follow the edges the viewer sees, upright. */
export const ChessboardBlackSide = boardInTheme("chessboard", "default", "black");
/** Aeroplane Chess turned so that green sits at the bottom: the planes still point their way. */
export const AeroplaneTurned = boardInTheme("aeroplane", "classic", "green");
