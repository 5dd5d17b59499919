import type { LocalePack } from "./types.js";

/**
 * The Italian (italiano) pack, exported by its entry `@flying/react/locales/it` (and by
 * `…/locales/all`): importing the entry once lets every component take `locale="it"`, and
 * the pack itself goes to `locale={it}` or is a base for a pack of one's own. A plain
 * module (no "use client"): a server component may read it, and pass it to a client
 * component as `locale={it}`.
 *
 * @example
 * ```tsx
 * import { FlyingChessGame } from "@flying/react";
 * import { it } from "@flying/react/locales/it";
 *
 * it.colors.red; // → "Rosso"
 * export const App = () => <FlyingChessGame variant="aeroplane" locale="it" />;
 * ```
 */
export const it: LocalePack = {
  code: "it",
  name: "Italiano",
  colors: {
    red: "Rosso",
    yellow: "Giallo",
    green: "Verde",
    blue: "Blu",
    white: "Bianco",
    black: "Nero",
  },
  variants: {
    "flying-chess": "Scacchi volanti",
    aeroplane: "Aeroplani cinesi",
    chessboard: "Corsa sulla scacchiera",
  },
  pieces: { "flying-chess": "aereo", aeroplane: "aereo", chessboard: "pedina" },
  nodes: {
    waypoint: "casella {n}",
    home: "base del {color}, posto {n}",
    safe: "corsia sicura del {color}, casella {n}",
    finish: "centro",
    track: "casella {n}",
    hangar: "hangar {n} del {color}",
    pad: "pista di decollo del {color}",
    lane: "corsia finale del {color}, casella {n}",
    square: "{id}",
    reserve: "riserva del {color}, posto {n}",
  },
  pieceName: "{piece} {n} del {color}",
  pieceLabel: "{name}: {where}, {progress}",
  stepsToFinish: {
    one: "manca {count} passo al traguardo",
    many: "mancano {count} di passi al traguardo",
    other: "mancano {count} passi al traguardo",
  },
  atHome: "in attesa di entrare",
  finishedPiece: "al traguardo",
  canMove: "può andare in {to}",
  sentenceSeparator: ". ",
  robots: {
    classic: { name: "Classico", description: "Muove sempre il primo pezzo che può muovere" },
    random: { name: "Casuale", description: "Sceglie a caso una mossa valida" },
    easy: { name: "Facile", description: "Corre avanti, con qualche svista" },
    medium: { name: "Medio", description: "Guarda una mossa avanti e sta attento alle catture" },
    hard: { name: "Difficile", description: "Guarda avanti di un lancio del dado" },
    expert: {
      name: "Esperto",
      description: "Soppesa i prossimi lanci e capisce come gioca ogni avversario",
    },
  },
  ui: {
    board: "Tabellone di {variant}",
    roll: "Tira il dado",
    dieShows: "Il dado segna {value}",
    dieWaiting: "Non tocca a te tirare",
    dieMove: "Muovi una pedina",
    turn: "Tocca al {color}",
    robotTurn: "Gioca il {color} ({robot})",
    gameOver: "Partita finita",
    wins: "Vince il {color}",
    pickColor: "Scegli il tuo colore",
    playAs: "Gioca con il {color}",
    youPlay: "Giochi con il {color}",
    robot: "computer",
    robotNamed: "computer, livello {level}",
    human: "umano",
    undo: "Annulla",
    redo: "Ripeti",
    newGame: "Nuova partita",
    playAgain: "Gioca ancora",
    seeBoard: "Mostra il tabellone",
    hint: "Suggerimento",
    hintMove: "Suggerimento: muovi {piece} su {to} (probabilità di vittoria {chance})",
    log: "Cronaca della partita",
    standings: "Classifica",
    place: "{place}° {color}",
    piecesFinished: "{count} su 4 all'arrivo",
    controls: "Comandi di gioco",
    savedGameRefused: "La partita salvata non si può riprendere: ne è iniziata una nuova.",
    stateRefused: "Lo stato di gioco ricevuto non è valido; si vede l'ultimo valido.",
  },
  events: {
    rolled: "Il {color} tira un {value}",
    tookOff: "{piece} decolla verso {to}",
    entered: "{piece} entra in {to}",
    moved: "{piece} va in {to}",
    bounced: "{piece} rimbalza indietro dal traguardo",
    jumped: "{piece} salta in {to}",
    flew: "{piece} sorvola {crosses} e atterra in {to}",
    captured: "{by} manda a casa {piece} in {at}",
    stacked: "{pieces} si impilano in {at}",
    finished: "{piece} raggiunge il traguardo",
    bonusRoll: "Il {color} tira ancora",
    tripleSix: "Terzo 6 di fila: il {color} perde il turno",
    tripleSixSentHome: "Terzo 6 di fila: il {color} perde il turno; di nuovo a casa: {pieces}",
    placed: "Il {color} chiude al {place}° posto",
    won: "Vince il {color}!",
    turnPassed: {
      moved: "Tocca al {to}",
      "no-move": "Il {from} non può muovere; tocca al {to}",
      "triple-six": "Tocca al {to}",
      finished: "Tocca al {to}",
    },
  },
};
