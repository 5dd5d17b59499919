import type { LocaleCode } from "@flying/react";

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
  paces: { slow: string; normal: string; fast: string };
  keys: string;
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
    paces: { slow: "Slow", normal: "Normal", fast: "Fast" },
    keys: "Keys: R, Y, G, B pick your colour before the first roll; Space rolls; 1-4 move your piece 1-4; Tab and the arrow keys reach the pieces.",
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
    paces: { slow: "慢", normal: "中", fast: "快" },
    keys: "按键：第一次掷骰前按 R、Y、G、B 选择颜色；空格键掷骰；1-4 移动你的第 1-4 个棋子；Tab 和方向键可选中棋子。",
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
    paces: { slow: "Lenta", normal: "Normale", fast: "Veloce" },
    keys: "Tasti: R, Y, G, B scelgono il colore prima del primo lancio; Spazio lancia il dado; 1-4 muovono il pezzo 1-4; Tab e le frecce raggiungono i pezzi.",
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
    paces: { slow: "Медленно", normal: "Обычно", fast: "Быстро" },
    keys: "Клавиши: R, Y, G, B — выбор цвета до первого броска; пробел — бросок; 1-4 — ход фигурой 1-4; Tab и стрелки — к фигурам.",
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
    paces: { slow: "Lambat", normal: "Normal", fast: "Cepat" },
    keys: "Tombol: R, Y, G, B memilih warna sebelum lemparan pertama; Spasi melempar dadu; 1-4 menggerakkan bidak 1-4; Tab dan tombol panah menuju bidak.",
  },
};
