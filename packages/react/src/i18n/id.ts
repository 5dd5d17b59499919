import type { LocalePack } from "./types.js";

/**
 * The Indonesian (Bahasa Indonesia) pack, exported by its entry `@flying/react/locales/id` (and by
 * `…/locales/all`): importing the entry once lets every component take `locale="id"`, and
 * the pack itself goes to `locale={id}` or is a base for a pack of one's own. A plain
 * module (no "use client"): a server component may read it, and pass it to a client
 * component as `locale={id}`.
 *
 * @example
 * ```tsx
 * import { FlyingChessGame } from "@flying/react";
 * import { id } from "@flying/react/locales/id";
 *
 * id.colors.red; // → "Merah"
 * export const App = () => <FlyingChessGame variant="aeroplane" locale="id" />;
 * ```
 */
export const id: LocalePack = {
  code: "id",
  name: "Bahasa Indonesia",
  colors: {
    red: "Merah",
    yellow: "Kuning",
    green: "Hijau",
    blue: "Biru",
    white: "Putih",
    black: "Hitam",
  },
  variants: {
    "flying-chess": "Catur Terbang",
    aeroplane: "Catur Pesawat",
    chessboard: "Balapan Papan Catur",
  },
  pieces: { "flying-chess": "pesawat", aeroplane: "pesawat", chessboard: "bidak" },
  nodes: {
    waypoint: "titik {n}",
    home: "markas {color} {n}",
    safe: "jalur aman {color} {n}",
    finish: "finis",
    track: "petak {n}",
    hangar: "hanggar {color} {n}",
    pad: "landasan {color}",
    lane: "lajur akhir {color} {n}",
    square: "{id}",
    reserve: "cadangan {color} {n}",
  },
  pieceName: "{piece} {color} {n}",
  pieceLabel: "{name}: {where}, {progress}",
  stepsToFinish: { other: "{count} langkah lagi ke finis" },
  atHome: "menunggu masuk",
  finishedPiece: "sudah finis",
  canMove: "bisa maju ke {to}",
  sentenceSeparator: ". ",
  robots: {
    classic: {
      name: "Klasik",
      description: "Selalu menggerakkan bidak pertama yang bisa bergerak",
    },
    random: { name: "Acak", description: "Memilih langkah sah mana pun secara acak" },
    easy: { name: "Mudah", description: "Melaju ke depan, sesekali keliru" },
    medium: {
      name: "Sedang",
      description: "Melihat satu langkah ke depan dan waspada terhadap tangkapan",
    },
    hard: { name: "Sulit", description: "Memperhitungkan satu lemparan dadu ke depan" },
    expert: {
      name: "Ahli",
      description: "Menimbang lemparan berikutnya dan membaca cara main tiap lawan",
    },
  },
  ui: {
    board: "Papan {variant}",
    roll: "Lempar dadu",
    dieShows: "Dadu menunjukkan {value}",
    dieWaiting: "Belum giliranmu melempar",
    dieMove: "Jalankan bidak",
    turn: "Giliran {color}",
    robotTurn: "Giliran {color} ({robot})",
    gameOver: "Permainan selesai",
    wins: "{color} menang",
    pickColor: "Pilih warnamu",
    playAs: "Main sebagai {color}",
    youPlay: "Kamu bermain sebagai {color}",
    robot: "komputer",
    robotNamed: "komputer {level}",
    human: "manusia",
    undo: "Urungkan",
    redo: "Ulangi",
    newGame: "Permainan baru",
    playAgain: "Main lagi",
    seeBoard: "Lihat papan",
    hint: "Petunjuk",
    hintMove: "Petunjuk: gerakkan {piece} ke {to} (peluang menang {chance})",
    log: "Catatan permainan",
    standings: "Peringkat",
    place: "{place}. {color}",
    piecesFinished: "{count} dari 4 finis",
    controls: "Kontrol permainan",
    savedGameRefused:
      "Permainan yang disimpan tidak dapat dilanjutkan, jadi permainan baru dimulai.",
    stateRefused:
      "Keadaan permainan yang diberikan tidak sah; yang ditampilkan adalah keadaan sah terakhir.",
  },
  events: {
    rolled: "{color} melempar {value}",
    tookOff: "{piece} lepas landas ke {to}",
    entered: "{piece} masuk di {to}",
    moved: "{piece} maju ke {to}",
    bounced: "{piece} memantul mundur dari finis",
    jumped: "{piece} melompat ke {to}",
    flew: "{piece} terbang melintasi {crosses} ke {to}",
    captured: "{by} memulangkan {piece} dari {at}",
    stacked: "{pieces} bertumpuk di {at}",
    finished: "{piece} mencapai finis",
    bonusRoll: "{color} melempar lagi",
    tripleSix: "6 ketiga berturut-turut: {color} kehilangan giliran",
    tripleSixSentHome: "6 ketiga berturut-turut: {color} kehilangan giliran; dipulangkan: {pieces}",
    placed: "{color} finis di peringkat {place}",
    won: "{color} menang!",
    turnPassed: {
      moved: "Giliran {to}",
      "no-move": "{from} tidak bisa jalan; giliran {to}",
      "triple-six": "Giliran {to}",
      finished: "Giliran {to}",
    },
  },
};
