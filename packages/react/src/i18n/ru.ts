import type { LocalePack } from "./types.js";

/**
 * The Russian (русский) pack, exported by its entry `@flying/react/locales/ru` (and by
 * `…/locales/all`): importing the entry once lets every component take `locale="ru"`, and
 * the pack itself goes to `locale={ru}` or is a base for a pack of one's own. A plain
 * module (no "use client"): a server component may read it, and pass it to a client
 * component as `locale={ru}`.
 *
 * Colours are players in the plural, as in chess ("Ходят белые"); elsewhere they
 * stand in parentheses, and places are neuter nouns ("поле"), so that every
 * template reads well without declining a substituted word.
 *
 * @example
 * ```tsx
 * import { FlyingChessGame } from "@flying/react";
 * import { ru } from "@flying/react/locales/ru";
 *
 * ru.colors.red; // → "Красные"
 * export const App = () => <FlyingChessGame variant="aeroplane" locale="ru" />;
 * ```
 */
export const ru: LocalePack = {
  code: "ru",
  name: "Русский",
  colors: {
    red: "Красные",
    yellow: "Жёлтые",
    green: "Зелёные",
    blue: "Синие",
    white: "Белые",
    black: "Чёрные",
  },
  variants: {
    "flying-chess": "Летающие шахматы",
    aeroplane: "Китайские самолётики",
    chessboard: "Гонка по шахматной доске",
  },
  pieces: { "flying-chess": "самолёт", aeroplane: "самолёт", chessboard: "фигура" },
  nodes: {
    waypoint: "поле {n}",
    home: "стоянка {n} ({color})",
    safe: "безопасное поле {n} ({color})",
    finish: "финиш",
    track: "поле {n}",
    hangar: "ангар {n} ({color})",
    pad: "стартовое поле ({color})",
    lane: "домашнее поле {n} ({color})",
    square: "{id}",
    reserve: "резерв {n} ({color})",
  },
  pieceName: "{piece} {n} ({color})",
  pieceLabel: "{name}: {where}, {progress}",
  stepsToFinish: {
    one: "до финиша {count} шаг",
    few: "до финиша {count} шага",
    many: "до финиша {count} шагов",
    other: "до финиша {count} шага",
  },
  atHome: "ждёт выхода",
  finishedPiece: "на финише",
  canMove: "может пойти на {to}",
  sentenceSeparator: ". ",
  robots: {
    classic: {
      name: "Классический",
      description: "Всегда ходит первой фигурой, которая может ходить",
    },
    random: { name: "Случайный", description: "Делает любой допустимый ход наугад" },
    easy: { name: "Лёгкий", description: "Рвётся вперёд, иногда ошибается" },
    medium: { name: "Средний", description: "Смотрит на ход вперёд и бережётся от взятий" },
    hard: { name: "Сложный", description: "Просчитывает один бросок кубика вперёд" },
    expert: {
      name: "Эксперт",
      description: "Взвешивает следующие броски и понимает, как играет каждый соперник",
    },
  },
  ui: {
    board: "Игровое поле «{variant}»",
    roll: "Бросить кубик",
    dieShows: "На кубике {value}",
    dieWaiting: "Сейчас не ваш бросок",
    dieMove: "Сделайте ход",
    turn: "Ходят {color}",
    robotTurn: "Ходят {color} ({robot})",
    gameOver: "Игра окончена",
    wins: "Победили {color}",
    pickColor: "Выберите цвет",
    playAs: "Играть: {color}",
    youPlay: "Вы — {color}",
    robot: "робот",
    robotNamed: "робот «{level}»",
    human: "человек",
    undo: "Отменить ход",
    redo: "Вернуть ход",
    newGame: "Новая игра",
    playAgain: "Сыграть ещё",
    seeBoard: "Показать доску",
    hint: "Подсказка",
    hintMove: "Подсказка: {piece} — на {to} (шанс на победу {chance})",
    log: "Журнал игры",
    standings: "Таблица мест",
    place: "{place}. {color}",
    piecesFinished: "{count} из 4 на финише",
    controls: "Управление игрой",
    savedGameRefused: "Сохранённую партию не удалось продолжить, поэтому началась новая.",
    stateRefused: "Полученное состояние игры недопустимо; показано последнее допустимое.",
  },
  events: {
    rolled: "{color}: выпало {value}",
    tookOff: "Взлёт: {piece} на {to}",
    entered: "Ввод: {piece} на {to}",
    moved: "Ход: {piece} на {to}",
    bounced: "Отскок от финиша: {piece}",
    jumped: "Прыжок: {piece} на {to}",
    flew: "Перелёт: {piece} через {crosses} на {to}",
    captured: "Взятие ({at}): {by} бьёт, {piece} уходит домой",
    stacked: "Стопка ({at}): {pieces}",
    finished: "Финиш: {piece}",
    bonusRoll: "{color}: ещё бросок",
    tripleSix: "Третья шестёрка подряд: {color} пропускают ход",
    tripleSixSentHome: "Третья шестёрка подряд: {color} пропускают ход; возврат домой: {pieces}",
    placed: "{color}: {place}-е место",
    won: "{color} победили!",
    turnPassed: {
      moved: "Ходят {to}",
      "no-move": "{from}: ходов нет. Ходят {to}",
      "triple-six": "Ходят {to}",
      finished: "Ходят {to}",
    },
  },
};
