import type { LocaleCode } from "@flying/react";
import type { RecordProblem } from "./records.js";

/** The start screen's words, the game's menu of actions and the notices, in every language. */
export interface StartStrings {
  /** The bar's button that opens the start screen, and the screen's title. */
  newGame: string;
  start: string;
  cancel: string;
  colorsInPlay: string;
  seats: string;
  person: string;
  rules: string;
  /** Each rule option's name and its values' names, by the engine's ids. */
  rule: {
    finish: { label: string; exact: string; bounce: string };
    bonusRollOnSix: string;
    playForPlaces: string;
    takeoff: { label: string; even: string; six: string; "five-six": string };
    tripleSix: { label: string; "return-moved": string; "lose-turn": string; off: string };
    jumpAfterShortcut: string;
    stacking: string;
    captureOnPass: string;
    on: string;
    off: string;
  };
  preferences: string;
  stats: string;
  statsEmpty: string;
  statsLevel: string;
  statsPlayed: string;
  statsWon: string;
  /** Levels the statistics count that are not one robot's. */
  mixed: string;
  people: string;
  /** The game's menu: help, replay, records. */
  help: string;
  close: string;
  replay: string;
  exportGame: string;
  importGame: string;
  share: string;
  shareCopied: string;
  shareShown: string;
  skipRobots: string;
  /** Notices. */
  droppedGame: string;
  droppedOther: string;
  importRefused: string;
  sharedOpened: string;
  sharedRefused: string;
  dismiss: string;
  /** Why a file or a link was refused, for `importRefused` and `sharedRefused`. */
  problems: Record<RecordProblem, string>;
}

export const startStrings: Record<LocaleCode, StartStrings> = {
  en: {
    newGame: "New game",
    start: "Start",
    cancel: "Back to the game",
    colorsInPlay: "Colours in play",
    seats: "Who plays",
    person: "Person",
    rules: "Rules",
    rule: {
      finish: { label: "Finish", exact: "Exact roll", bounce: "Bounce back" },
      bonusRollOnSix: "Roll again on a 6",
      playForPlaces: "Play on for every place",
      takeoff: { label: "Take off on", even: "2, 4 or 6", six: "6 only", "five-six": "5 or 6" },
      tripleSix: {
        label: "Three sixes in a row",
        "return-moved": "Planes moved go home",
        "lose-turn": "Turn lost",
        off: "No rule",
      },
      jumpAfterShortcut: "Jump after a flight",
      stacking: "Own planes stack",
      captureOnPass: "Capture pieces passed",
      on: "Yes",
      off: "No",
    },
    preferences: "Language, colours and speed",
    stats: "Your games",
    statsEmpty: "No game finished yet.",
    statsLevel: "Opponents",
    statsPlayed: "Played",
    statsWon: "Won",
    mixed: "Mixed robots",
    people: "People only",
    help: "Rules",
    close: "Close",
    replay: "Replay",
    exportGame: "Save to a file",
    importGame: "Open a file",
    share: "Share link",
    shareCopied: "Link copied: whoever opens it sees this game.",
    shareShown: "The link to this game:",
    skipRobots: "Skip the robots' turns",
    droppedGame: "The saved game could not be read, so a new game has started.",
    droppedOther: "Some saved settings could not be read and were reset.",
    importRefused: "That file was not opened: {reason}. Your game is unchanged.",
    sharedOpened: "The shared game is open.",
    sharedRefused: "The shared link holds no game that can be played: {reason}.",
    dismiss: "Dismiss",
    problems: {
      "too-large": "it is too large to be a game",
      "not-json": "it is not a saved game",
      truncated: "it is cut short",
      "not-a-record": "it is not a Flying game record",
      "unsupported-version": "it was saved by a newer version",
      "illegal-move": "it holds a move the rules do not allow",
      "bad-link": "the link is damaged",
    },
  },
  zh: {
    newGame: "新游戏",
    start: "开始",
    cancel: "返回游戏",
    colorsInPlay: "参赛颜色数",
    seats: "谁来玩",
    person: "玩家",
    rules: "规则",
    rule: {
      finish: { label: "到达终点", exact: "点数须正好", bounce: "多出的步数后退" },
      bonusRollOnSix: "掷出 6 再掷一次",
      playForPlaces: "继续比出所有名次",
      takeoff: { label: "起飞点数", even: "2、4 或 6", six: "只有 6", "five-six": "5 或 6" },
      tripleSix: {
        label: "连掷三个 6",
        "return-moved": "走过的飞机回家",
        "lose-turn": "失去这一回合",
        off: "不适用",
      },
      jumpAfterShortcut: "飞行后还可以跳",
      stacking: "自己的飞机可以叠子",
      captureOnPass: "经过的棋子被吃掉",
      on: "是",
      off: "否",
    },
    preferences: "语言、配色和速度",
    stats: "你的战绩",
    statsEmpty: "还没有下完的棋局。",
    statsLevel: "对手",
    statsPlayed: "局数",
    statsWon: "胜局",
    mixed: "不同水平的电脑",
    people: "只有玩家",
    help: "规则",
    close: "关闭",
    replay: "回放",
    exportGame: "保存为文件",
    importGame: "打开文件",
    share: "分享链接",
    shareCopied: "链接已复制：打开它的人会看到这盘棋。",
    shareShown: "这盘棋的链接：",
    skipRobots: "跳过电脑的回合",
    droppedGame: "保存的棋局无法读取，已开始新游戏。",
    droppedOther: "部分保存的设置无法读取，已恢复默认。",
    importRefused: "文件未能打开：{reason}。你的棋局没有改变。",
    sharedOpened: "已打开分享的棋局。",
    sharedRefused: "分享的链接里没有可玩的棋局：{reason}。",
    dismiss: "知道了",
    problems: {
      "too-large": "文件太大，不是棋局",
      "not-json": "这不是保存的棋局",
      truncated: "文件不完整",
      "not-a-record": "这不是 Flying 的棋谱",
      "unsupported-version": "它由更新的版本保存",
      "illegal-move": "其中有规则不允许的一步",
      "bad-link": "链接已损坏",
    },
  },
  it: {
    newGame: "Nuova partita",
    start: "Inizia",
    cancel: "Torna alla partita",
    colorsInPlay: "Colori in gioco",
    seats: "Chi gioca",
    person: "Persona",
    rules: "Regole",
    rule: {
      finish: { label: "Arrivo", exact: "Con il numero esatto", bounce: "Si rimbalza indietro" },
      bonusRollOnSix: "Con il 6 si rilancia",
      playForPlaces: "Si gioca per tutti i posti",
      takeoff: { label: "Decollo con", even: "2, 4 o 6", six: "solo 6", "five-six": "5 o 6" },
      tripleSix: {
        label: "Tre 6 di fila",
        "return-moved": "Gli aerei mossi tornano a casa",
        "lose-turn": "Si perde il turno",
        off: "Nessuna regola",
      },
      jumpAfterShortcut: "Salto dopo il volo",
      stacking: "I propri aerei si impilano",
      captureOnPass: "Si cattura chi si supera",
      on: "Sì",
      off: "No",
    },
    preferences: "Lingua, colori e velocità",
    stats: "Le tue partite",
    statsEmpty: "Nessuna partita finita per ora.",
    statsLevel: "Avversari",
    statsPlayed: "Giocate",
    statsWon: "Vinte",
    mixed: "Computer misti",
    people: "Solo persone",
    help: "Regole",
    close: "Chiudi",
    replay: "Rivedi",
    exportGame: "Salva in un file",
    importGame: "Apri un file",
    share: "Link da condividere",
    shareCopied: "Link copiato: chi lo apre vede questa partita.",
    shareShown: "Il link a questa partita:",
    skipRobots: "Salta i turni del computer",
    droppedGame: "La partita salvata non si è potuta leggere: ne è iniziata una nuova.",
    droppedOther:
      "Alcune impostazioni salvate non si sono potute leggere e sono state ripristinate.",
    importRefused: "Il file non è stato aperto: {reason}. La tua partita non è cambiata.",
    sharedOpened: "La partita condivisa è aperta.",
    sharedRefused: "Il link condiviso non contiene una partita giocabile: {reason}.",
    dismiss: "Chiudi",
    problems: {
      "too-large": "è troppo grande per essere una partita",
      "not-json": "non è una partita salvata",
      truncated: "è troncato",
      "not-a-record": "non è una partita di Flying",
      "unsupported-version": "è stato salvato da una versione più recente",
      "illegal-move": "contiene una mossa che le regole non permettono",
      "bad-link": "il link è danneggiato",
    },
  },
  ru: {
    newGame: "Новая игра",
    start: "Начать",
    cancel: "Вернуться к игре",
    colorsInPlay: "Цветов в игре",
    seats: "Кто играет",
    person: "Человек",
    rules: "Правила",
    rule: {
      finish: { label: "Финиш", exact: "Точным броском", bounce: "Лишние шаги назад" },
      bonusRollOnSix: "После шестёрки ещё бросок",
      playForPlaces: "Играть за все места",
      takeoff: { label: "Взлёт при", even: "2, 4 или 6", six: "только 6", "five-six": "5 или 6" },
      tripleSix: {
        label: "Три шестёрки подряд",
        "return-moved": "Ходившие самолёты домой",
        "lose-turn": "Ход пропадает",
        off: "Без правила",
      },
      jumpAfterShortcut: "Прыжок после перелёта",
      stacking: "Свои самолёты в стопку",
      captureOnPass: "Сбивать пройденные фигуры",
      on: "Да",
      off: "Нет",
    },
    preferences: "Язык, цвета и скорость",
    stats: "Ваши игры",
    statsEmpty: "Пока ни одной законченной игры.",
    statsLevel: "Соперники",
    statsPlayed: "Сыграно",
    statsWon: "Выиграно",
    mixed: "Компьютеры разного уровня",
    people: "Только люди",
    help: "Правила",
    close: "Закрыть",
    replay: "Повтор",
    exportGame: "Сохранить в файл",
    importGame: "Открыть файл",
    share: "Ссылка на игру",
    shareCopied: "Ссылка скопирована: кто её откроет, увидит эту игру.",
    shareShown: "Ссылка на эту игру:",
    skipRobots: "Пропустить ходы компьютера",
    droppedGame: "Сохранённую игру не удалось прочитать, начата новая.",
    droppedOther: "Часть сохранённых настроек не удалось прочитать, они сброшены.",
    importRefused: "Файл не открыт: {reason}. Ваша игра не изменилась.",
    sharedOpened: "Открыта присланная игра.",
    sharedRefused: "В ссылке нет игры, в которую можно играть: {reason}.",
    dismiss: "Понятно",
    problems: {
      "too-large": "он слишком велик для записи игры",
      "not-json": "это не сохранённая игра",
      truncated: "он обрезан",
      "not-a-record": "это не запись игры Flying",
      "unsupported-version": "он сохранён более новой версией",
      "illegal-move": "в нём есть ход, который правила не разрешают",
      "bad-link": "ссылка повреждена",
    },
  },
  id: {
    newGame: "Permainan baru",
    start: "Mulai",
    cancel: "Kembali ke permainan",
    colorsInPlay: "Jumlah warna",
    seats: "Siapa bermain",
    person: "Orang",
    rules: "Aturan",
    rule: {
      finish: { label: "Finis", exact: "Dengan angka tepat", bounce: "Sisa langkah mundur" },
      bonusRollOnSix: "Angka 6 melempar lagi",
      playForPlaces: "Main terus untuk semua peringkat",
      takeoff: {
        label: "Lepas landas dengan",
        even: "2, 4 atau 6",
        six: "hanya 6",
        "five-six": "5 atau 6",
      },
      tripleSix: {
        label: "Tiga kali 6 berturut-turut",
        "return-moved": "Pesawat yang bergerak pulang",
        "lose-turn": "Giliran hilang",
        off: "Tanpa aturan",
      },
      jumpAfterShortcut: "Melompat setelah terbang",
      stacking: "Pesawat sendiri bisa bertumpuk",
      captureOnPass: "Bidak yang dilewati dimakan",
      on: "Ya",
      off: "Tidak",
    },
    preferences: "Bahasa, warna dan kecepatan",
    stats: "Permainanmu",
    statsEmpty: "Belum ada permainan yang selesai.",
    statsLevel: "Lawan",
    statsPlayed: "Dimainkan",
    statsWon: "Menang",
    mixed: "Komputer campuran",
    people: "Hanya orang",
    help: "Aturan",
    close: "Tutup",
    replay: "Putar ulang",
    exportGame: "Simpan ke berkas",
    importGame: "Buka berkas",
    share: "Tautan berbagi",
    shareCopied: "Tautan disalin: siapa pun yang membukanya melihat permainan ini.",
    shareShown: "Tautan ke permainan ini:",
    skipRobots: "Lewati giliran komputer",
    droppedGame: "Permainan tersimpan tidak dapat dibaca, jadi permainan baru dimulai.",
    droppedOther: "Beberapa pengaturan tersimpan tidak dapat dibaca dan diatur ulang.",
    importRefused: "Berkas tidak dibuka: {reason}. Permainanmu tidak berubah.",
    sharedOpened: "Permainan yang dibagikan terbuka.",
    sharedRefused: "Tautan itu tidak berisi permainan yang bisa dimainkan: {reason}.",
    dismiss: "Tutup",
    problems: {
      "too-large": "terlalu besar untuk sebuah permainan",
      "not-json": "itu bukan permainan tersimpan",
      truncated: "isinya terpotong",
      "not-a-record": "itu bukan catatan permainan Flying",
      "unsupported-version": "disimpan oleh versi yang lebih baru",
      "illegal-move": "berisi langkah yang tidak diizinkan aturan",
      "bad-link": "tautannya rusak",
    },
  },
};
