import type { LocalePack } from "./types.js";

/**
 * The Chinese (中文) pack, exported by its entry `@flying/react/locales/zh` (and by
 * `…/locales/all`): importing the entry once lets every component take `locale="zh"`, and
 * the pack itself goes to `locale={zh}` or is a base for a pack of one's own. A plain
 * module (no "use client"): a server component may read it, and pass it to a client
 * component as `locale={zh}`.
 *
 * @example
 * ```tsx
 * import { FlyingChessGame } from "@flying/react";
 * import { zh } from "@flying/react/locales/zh";
 *
 * zh.colors.red; // → "红方"
 * export const App = () => <FlyingChessGame variant="aeroplane" locale="zh" />;
 * ```
 */
export const zh: LocalePack = {
  code: "zh",
  name: "中文",
  colors: {
    red: "红方",
    yellow: "黄方",
    green: "绿方",
    blue: "蓝方",
    white: "白方",
    black: "黑方",
  },
  variants: { "flying-chess": "飞行棋", aeroplane: "经典飞行棋", chessboard: "棋盘赛跑" },
  pieces: { "flying-chess": "飞机", aeroplane: "飞机", chessboard: "棋子" },
  nodes: {
    waypoint: "第{n}格",
    home: "{color}基地{n}号位",
    safe: "{color}安全道第{n}格",
    finish: "终点",
    track: "第{n}格",
    hangar: "{color}机场{n}号位",
    pad: "{color}起飞点",
    lane: "{color}终点跑道第{n}格",
    square: "{id}",
    reserve: "{color}场外{n}号位",
  },
  pieceName: "{color}{n}号{piece}",
  pieceLabel: "{name}，{where}，{progress}",
  stepsToFinish: { other: "距终点{count}步" },
  atHome: "待命中",
  finishedPiece: "已到终点",
  canMove: "可走到{to}",
  sentenceSeparator: "。",
  robots: {
    classic: { name: "经典", description: "总是走第一个能走的棋子" },
    random: { name: "随机", description: "随意走一步合法的棋" },
    easy: { name: "简单", description: "只顾往前冲，偶有失误" },
    medium: { name: "中等", description: "向前看一步，提防被吃" },
    hard: { name: "困难", description: "向前看一次掷骰" },
    expert: { name: "专家", description: "权衡接下来的掷骰，并看出每个对手的下法" },
  },
  ui: {
    board: "{variant}棋盘",
    roll: "掷骰子",
    dieShows: "骰子点数：{value}",
    dieWaiting: "还没轮到你掷骰子",
    dieMove: "请走一步棋",
    turn: "轮到{color}",
    robotTurn: "{color}（{robot}）行棋中",
    gameOver: "游戏结束",
    wins: "{color}获胜",
    pickColor: "选择你的颜色",
    playAs: "选择{color}",
    youPlay: "你是{color}",
    robot: "电脑",
    robotNamed: "{level}电脑",
    human: "玩家",
    undo: "悔棋",
    redo: "恢复",
    newGame: "新游戏",
    playAgain: "再来一局",
    seeBoard: "查看棋盘",
    hint: "提示",
    hintMove: "提示：把{piece}走到{to}（胜率{chance}）",
    log: "对局记录",
    standings: "排名",
    place: "第{place}名：{color}",
    piecesFinished: "{count}/4 到达终点",
    controls: "游戏控制",
    savedGameRefused: "保存的对局无法恢复，已开始新的对局。",
    stateRefused: "收到的对局状态无效，显示的是上一个有效状态。",
  },
  events: {
    rolled: "{color}掷出{value}点",
    tookOff: "{piece}起飞，到达{to}",
    entered: "{piece}入场，到达{to}",
    moved: "{piece}走到{to}",
    bounced: "{piece}到终点后反弹",
    jumped: "{piece}跳到{to}",
    flew: "{piece}飞越{crosses}，到达{to}",
    captured: "{by}在{at}把{piece}打回老家",
    stacked: "{pieces}在{at}叠子",
    finished: "{piece}到达终点",
    bonusRoll: "{color}再掷一次",
    tripleSix: "连掷三个6：{color}本轮作废",
    tripleSixSentHome: "连掷三个6：{color}本轮作废，{pieces}被打回老家",
    placed: "{color}获得第{place}名",
    won: "{color}获胜！",
    turnPassed: {
      moved: "轮到{to}",
      "no-move": "{from}无棋可走，轮到{to}",
      "triple-six": "轮到{to}",
      finished: "轮到{to}",
    },
  },
};
