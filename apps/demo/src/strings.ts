import type { Color } from "@flying/engine";
import { format, type LocaleCode, shortcutKeys } from "@flying/react";

/** The demo's own words; the game's come from @flying/react's locale packs. */
export interface DemoStrings {
  tagline: string;
  game: string;
  language: string;
  theme: string;
  themes: { default: string; dark: string; classic: string };
  opponents: string;
  robots: string;
  hotSeat: string;
  /** The menu of the robots' level; the levels' names are the locale packs' `robots`. */
  robotLevel: string;
  pace: string;
  paces: { slow: string; normal: string; fast: string; instant: string };
  /** The sound's on/off switch; its state is its pressed state, not its name. */
  sound: string;
  /** The button that shows and hides the menus on a small screen. */
  settings: string;
  /** The help line on the keys; `{colors}` is the game's own colour keys, joined by `keyList`. */
  keys: string;
  /** How the language lists keys: "R, Y, G, B", "R、Y、G、B". */
  keyList: string;
}

export const demoStrings: Record<LocaleCode, DemoStrings> = {
  en: {
    tagline: "Dice race games, against robots or friends",
    game: "Game",
    language: "Language",
    theme: "Colours",
    themes: { default: "Colour-blind safe", dark: "Dark", classic: "Classic" },
    opponents: "Opponents",
    robots: "Robots",
    hotSeat: "Friends at this screen",
    robotLevel: "Robot level",
    pace: "Robot speed",
    paces: { slow: "Slow", normal: "Normal", fast: "Fast", instant: "At once" },
    sound: "Sound",
    settings: "Settings",
    keys: "Keys: {colors} pick your colour before the first roll; Space rolls; 1-4 move your piece 1-4; Tab and the arrow keys reach the pieces.",
    keyList: ", ",
  },
  zh: {
    tagline: "掷骰子竞速棋：与电脑或朋友对战",
    game: "游戏",
    language: "语言",
    theme: "配色",
    themes: { default: "色盲友好", dark: "深色", classic: "经典" },
    opponents: "对手",
    robots: "电脑",
    hotSeat: "同屏好友",
    robotLevel: "电脑水平",
    pace: "电脑速度",
    paces: { slow: "慢", normal: "中", fast: "快", instant: "立即" },
    sound: "声音",
    settings: "设置",
    keys: "按键：第一次掷骰前按 {colors} 选择颜色；空格键掷骰；1-4 移动你的第 1-4 个棋子；Tab 和方向键可选中棋子。",
    keyList: "、",
  },
  it: {
    tagline: "Corse a dadi, contro il computer o con gli amici",
    game: "Gioco",
    language: "Lingua",
    theme: "Colori",
    themes: { default: "Adatti ai daltonici", dark: "Scuro", classic: "Classico" },
    opponents: "Avversari",
    robots: "Computer",
    hotSeat: "Amici a questo schermo",
    robotLevel: "Livello del computer",
    pace: "Velocità del computer",
    paces: { slow: "Lenta", normal: "Normale", fast: "Veloce", instant: "Immediata" },
    sound: "Audio",
    settings: "Impostazioni",
    keys: "Tasti: {colors} scelgono il colore prima del primo lancio; Spazio lancia il dado; 1-4 muovono il pezzo 1-4; Tab e le frecce raggiungono i pezzi.",
    keyList: ", ",
  },
  ru: {
    tagline: "Гонки с кубиком: против компьютера или с друзьями",
    game: "Игра",
    language: "Язык",
    theme: "Цвета",
    themes: { default: "Для дальтоников", dark: "Тёмные", classic: "Классические" },
    opponents: "Соперники",
    robots: "Компьютер",
    hotSeat: "Друзья за этим экраном",
    robotLevel: "Уровень компьютера",
    pace: "Скорость компьютера",
    paces: { slow: "Медленно", normal: "Обычно", fast: "Быстро", instant: "Мгновенно" },
    sound: "Звук",
    settings: "Настройки",
    keys: "Клавиши: {colors} — выбор цвета до первого броска; пробел — бросок; 1-4 — ход фигурой 1-4; Tab и стрелки — к фигурам.",
    keyList: ", ",
  },
  id: {
    tagline: "Permainan balapan dadu, melawan komputer atau teman",
    game: "Permainan",
    language: "Bahasa",
    theme: "Warna",
    themes: { default: "Ramah buta warna", dark: "Gelap", classic: "Klasik" },
    opponents: "Lawan",
    robots: "Komputer",
    hotSeat: "Teman di layar ini",
    robotLevel: "Tingkat komputer",
    pace: "Kecepatan komputer",
    paces: { slow: "Lambat", normal: "Normal", fast: "Cepat", instant: "Seketika" },
    sound: "Suara",
    settings: "Pengaturan",
    keys: "Tombol: {colors} memilih warna sebelum lemparan pertama; Spasi melempar dadu; 1-4 menggerakkan bidak 1-4; Tab dan tombol panah menuju bidak.",
    keyList: ", ",
  },
};

/** The help line on the keys for a game of these colours: each game names its own keys. */
export function keysHelp(words: DemoStrings, colors: readonly Color[]): string {
  return format(words.keys, { colors: shortcutKeys(colors).join(words.keyList) });
}
