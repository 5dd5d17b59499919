import type { LocaleCode } from "@flying/react";

/** The replay's own words; colours, variants and the log's sentences come from the locale packs. */
export interface ReplayStrings {
  /** The replay's heading: `{variant}` is the game's name ("Replay: Aeroplane Chess"). */
  title: string;
  /** The timeline slider's name. */
  timeline: string;
  /** Where the replay stands: `{step}` of `{count}` actions. */
  step: string;
  /** What step 0 shows, in place of an action's narration (a sentence without its full stop). */
  atStart: string;
  /** The group of the replay's buttons. */
  controls: string;
  toStart: string;
  back: string;
  play: string;
  pause: string;
  forward: string;
  toEnd: string;
  /** Starts a new game from the step shown. */
  continue: string;
  /** Under the button: what it does. */
  continueHelp: string;
  /** Under the button, in place of `continueHelp`, when the game is over at this step. */
  continueOver: string;
  close: string;
}

export const replayStrings: Record<LocaleCode, ReplayStrings> = {
  en: {
    title: "Replay: {variant}",
    timeline: "Timeline",
    step: "Step {step} of {count}",
    atStart: "The start of the game, before the first roll",
    controls: "Replay controls",
    toStart: "To the start",
    back: "Step back",
    play: "Play",
    pause: "Pause",
    forward: "Step forward",
    toEnd: "To the end",
    continue: "Continue from here",
    continueHelp: "Starts a new game from this point.",
    continueOver: "The game is over at this step: there is nothing to continue.",
    close: "Close the replay",
  },
  zh: {
    title: "回放：{variant}",
    timeline: "时间轴",
    step: "第 {step} 步，共 {count} 步",
    atStart: "对局开始，尚未掷骰",
    controls: "回放控制",
    toStart: "回到开头",
    back: "后退一步",
    play: "播放",
    pause: "暂停",
    forward: "前进一步",
    toEnd: "跳到结尾",
    continue: "从这里继续",
    continueHelp: "从这一步开始新的对局。",
    continueOver: "对局在这一步已经结束，无法继续。",
    close: "关闭回放",
  },
  it: {
    title: "Replay: {variant}",
    timeline: "Cronologia",
    step: "Mossa {step} di {count}",
    atStart: "L'inizio della partita, prima del primo lancio",
    controls: "Comandi del replay",
    toStart: "All'inizio",
    back: "Indietro di una mossa",
    play: "Riproduci",
    pause: "Pausa",
    forward: "Avanti di una mossa",
    toEnd: "Alla fine",
    continue: "Continua da qui",
    continueHelp: "Inizia una nuova partita da questo punto.",
    continueOver: "A questa mossa la partita è finita: non c'è niente da continuare.",
    close: "Chiudi il replay",
  },
  ru: {
    title: "Повтор: {variant}",
    timeline: "Шкала партии",
    step: "Ход {step} из {count}",
    atStart: "Начало партии, до первого броска",
    controls: "Управление повтором",
    toStart: "В начало",
    back: "Шаг назад",
    play: "Воспроизвести",
    pause: "Пауза",
    forward: "Шаг вперёд",
    toEnd: "В конец",
    continue: "Продолжить отсюда",
    continueHelp: "Начинает новую партию с этого места.",
    continueOver: "На этом ходу партия уже окончена: продолжать нечего.",
    close: "Закрыть повтор",
  },
  id: {
    title: "Tayangan ulang: {variant}",
    timeline: "Linimasa",
    step: "Langkah {step} dari {count}",
    atStart: "Awal permainan, sebelum lemparan pertama",
    controls: "Kontrol tayangan ulang",
    toStart: "Ke awal",
    back: "Mundur satu langkah",
    play: "Putar",
    pause: "Jeda",
    forward: "Maju satu langkah",
    toEnd: "Ke akhir",
    continue: "Lanjutkan dari sini",
    continueHelp: "Memulai permainan baru dari titik ini.",
    continueOver: "Permainan sudah selesai pada langkah ini: tidak ada yang bisa dilanjutkan.",
    close: "Tutup tayangan ulang",
  },
};
