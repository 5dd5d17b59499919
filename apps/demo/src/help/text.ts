/**
 * The in-app rules, short, in the five languages: written from docs/RULES.md for the
 * games' default rules (the ones the demo plays). Every language has the same sections;
 * the game and colour names come from @flying/react's locale packs.
 */
import type { VariantId } from "@flying/engine";
import type { LocaleCode } from "@flying/react";
import type { FigureId } from "./figures.js";

/** Each game's sections, in the order the help shows them. */
export const SECTIONS = {
  "flying-chess": ["goal", "takeoff", "moving", "captures", "finish"],
  aeroplane: [
    "goal",
    "takeoff",
    "moving",
    "captures",
    "jump",
    "flight",
    "stack",
    "tripleSix",
    "finish",
  ],
  chessboard: ["goal", "path", "enter", "moving", "captures", "diagonal"],
} as const satisfies Record<VariantId, readonly string[]>;

export type SectionId<V extends VariantId> = (typeof SECTIONS)[V][number];

/** The picture that goes with a section, where one explains better than words. */
export const SECTION_FIGURES: { [V in VariantId]: Partial<Record<SectionId<V>, FigureId>> } = {
  "flying-chess": { captures: "capture" },
  aeroplane: { jump: "jump", flight: "flight", stack: "stack" },
  chessboard: { captures: "passCapture", diagonal: "diagonal" },
};

export interface SectionText {
  title: string;
  /** Short paragraphs. */
  body: readonly string[];
}

export interface FigureText {
  /** A few words over the picture's description. */
  caption: string;
  /** What the picture shows, in full: its text alternative. */
  description: string;
}

export interface HelpText {
  /** The accessible name of the list of games. */
  games: string;
  sections: { [V in VariantId]: Record<SectionId<V>, SectionText> };
  keys: {
    title: string;
    /** After the colour keys: "pick your colour before the first roll". */
    pickColor: string;
    /** The space bar's name. */
    space: string;
    roll: string;
    move: string;
    /** After Tab and the arrow keys. */
    focus: string;
    robots: string;
  };
  figures: Record<FigureId, FigureText>;
  close: string;
}

const en: HelpText = {
  games: "Games",
  sections: {
    "flying-chess": {
      goal: {
        title: "Goal",
        body: [
          "Each colour has four planes waiting in its corner. Fly all four once round the board, clockwise, and into the centre. The first colour with all four in the centre wins.",
        ],
      },
      takeoff: {
        title: "Taking off",
        body: [
          "A plane leaves its corner only when you roll a 6: it goes to your colour's starting point, and that is the whole move.",
        ],
      },
      moving: {
        title: "Moving",
        body: [
          "Roll, then move one of your planes forward exactly the number rolled. If none can move, the turn passes by itself.",
          "Turns go red, yellow, green, blue. A 6 gives no extra roll.",
        ],
      },
      captures: {
        title: "Captures",
        body: [
          "End your move on a point where opponents stand and all of them go back to their corners. Planes you only pass over are safe, and your own planes may share a point.",
        ],
      },
      finish: {
        title: "Safety path and finish",
        body: [
          "After a full lap a plane turns into the path of its own colour that leads to the centre, where nobody can capture it.",
          "It needs an exact roll to reach the centre: a roll that would go past it cannot move that plane.",
        ],
      },
    },
    aeroplane: {
      goal: {
        title: "Goal",
        body: [
          "Two to four players fly four planes each from the hangar, clockwise round the track and up their own home column to the centre. The first with all four home wins; the others play on for the places.",
        ],
      },
      takeoff: {
        title: "Taking off",
        body: [
          "On an even roll (2, 4 or 6) a plane may leave the hangar for its launch pad.",
          "Some play that only a 6, or a 5 or a 6, lets a plane take off (rule options).",
        ],
      },
      moving: {
        title: "Moving",
        body: [
          "Move one plane forward by the number rolled; from the pad the first step is onto the track. A 6 gives you another roll. If no plane can move, the turn passes.",
        ],
      },
      captures: {
        title: "Captures",
        body: [
          "Stop on a square with opponent planes and they all go back to their hangars. Planes you only pass are safe, and so are planes in a hangar, on a pad or in a home column.",
        ],
      },
      jump: {
        title: "Jump",
        body: [
          "Land on a square of your own colour and your plane jumps at once to the next square of that colour, four squares on. Opponents there go home too.",
          "Only one jump per move, and never from the square where you turn into your home column.",
        ],
      },
      flight: {
        title: "Flight",
        body: [
          "Land on the square of your colour where the dashed flight line starts and you fly along the line, twelve squares ahead.",
          "The flight sends home opponents where it lands and on the home-column square it crosses. A jump that reaches this square flies on too.",
        ],
      },
      stack: {
        title: "Stacks",
        body: [
          "A plane that lands on one of your own planes joins it in a stack. A stack moves as one plane, jumps and flights included, until it reaches the centre.",
          "If an opponent lands on it, every plane of the stack goes back to the hangar.",
        ],
      },
      tripleSix: {
        title: "Three sixes",
        body: [
          "A third 6 in a row is not played: every plane the first two 6s moved goes back to the hangar, and the turn passes.",
        ],
      },
      finish: {
        title: "Finish",
        body: [
          "A plane must reach the centre with the exact number. Extra steps bounce back down the home column.",
        ],
      },
    },
    chessboard: {
      goal: {
        title: "Goal",
        body: [
          "Two players, white and black, with four pieces each. Take all four round the edge of the board and onto your diagonal. The first to fill the diagonal wins.",
        ],
      },
      path: {
        title: "The way round",
        body: [
          "White starts on a1 and black on h8. Pieces go counter-clockwise along the 28 edge squares, then up their diagonal towards the centre: a1, b2, c3, d4 for white; h8, g7, f6, e5 for black.",
        ],
      },
      enter: {
        title: "Entering",
        body: [
          "At the start one piece of each player stands on its corner and three wait beside the board.",
          "On a 6 you may bring a new piece onto your corner, if none of yours stands there; an enemy piece there is captured. A 6 gives no extra roll.",
        ],
      },
      moving: {
        title: "Moving",
        body: [
          "Move one piece forward by the number rolled. You cannot pass your own pieces: the move stops on the square before one. If no piece can move, the turn passes.",
        ],
      },
      captures: {
        title: "Captures on the way",
        body: [
          "An enemy piece in your way is captured: it goes back off the board, and your piece stops on its square, even if the roll was larger.",
        ],
      },
      diagonal: {
        title: "The diagonal",
        body: [
          "A piece can go onto its diagonal only if it can walk the whole roll: not beyond the last square (d4 or e5), and past none of your pieces. Otherwise that piece cannot move.",
          "So the first piece should go all the way to the end.",
        ],
      },
    },
  },
  keys: {
    title: "Keys",
    pickColor: "pick your colour before the first roll",
    space: "Space",
    roll: "roll the die",
    move: "move your piece 1 to 4",
    focus: "reach the pieces",
    robots: "Robots roll and move by themselves.",
  },
  figures: {
    capture: {
      caption: "A capture",
      description:
        "A red plane four points behind a yellow one. With a 4 it lands on the yellow plane, which goes back to its corner.",
    },
    jump: {
      caption: "A jump",
      description:
        "A red plane two squares before a red square. With a 2 it lands there and jumps four squares on, to the next red square.",
    },
    flight: {
      caption: "A flight",
      description:
        "A red plane two squares before its flying square. With a 2 it lands there and flies along the dashed line across green's home column, where a green plane is sent home.",
    },
    stack: {
      caption: "A stack",
      description: "Two red planes on one square form a stack. With a 4 they move on together.",
    },
    passCapture: {
      caption: "Captured on the way",
      description:
        "White on c1, black on e1. With a 5 white would reach h1, but it meets the black piece on e1: it captures it and stops there.",
    },
    diagonal: {
      caption: "Onto the diagonal",
      description:
        "White pieces on d4 and c3, a third on a3. With a 3 it goes by a2 and a1 to b2, onto the diagonal. A 4 would end on its own piece on c3, so with a 4 it could not move.",
    },
  },
  close: "Close",
};

const zh: HelpText = {
  games: "游戏",
  sections: {
    "flying-chess": {
      goal: {
        title: "目标",
        body: [
          "每方有四架飞机停在自己角上的基地里。让四架飞机都沿顺时针绕棋盘一圈，再飞进中心。最先让四架飞机全部到达中心的一方获胜。",
        ],
      },
      takeoff: {
        title: "起飞",
        body: ["只有掷出6点，飞机才能从基地起飞：飞到本方颜色的起点，这一掷就用完了。"],
      },
      moving: {
        title: "行棋",
        body: [
          "掷骰后，选一架飞机按点数往前走，步数必须正好。没有飞机能走时，自动轮到下一方。",
          "顺序是红、黄、绿、蓝。掷出6点不能再掷一次。",
        ],
      },
      captures: {
        title: "撞子",
        body: [
          "停在有对手飞机的格子上，这些飞机全部被打回基地。只是经过不算；自己的飞机可以停在同一格。",
        ],
      },
      finish: {
        title: "安全道与终点",
        body: [
          "绕完一圈后，飞机拐进本方颜色的安全道，飞向中心，在那里不会被撞。",
          "到达中心必须点数正好：点数超过终点时，这架飞机不能走。",
        ],
      },
    },
    aeroplane: {
      goal: {
        title: "目标",
        body: [
          "两到四人，每人四架飞机，从机场出发，顺时针绕跑道一圈，再沿本方的终点跑道飞到中心。最先四架全部到达的一方获胜，其余各方继续争名次。",
        ],
      },
      takeoff: {
        title: "起飞",
        body: [
          "掷出双数（2、4、6）时，可以让一架飞机从机场飞到起飞点。",
          "也有人规定只有6点才能起飞，或者5点、6点都能起飞（规则选项）。",
        ],
      },
      moving: {
        title: "行棋",
        body: [
          "选一架飞机按点数往前走；从起飞点走出的第一步就上了跑道。掷出6点可以再掷一次。没有飞机能走时，轮到下一方。",
        ],
      },
      captures: {
        title: "撞子",
        body: [
          "停在有对手飞机的格子上，就把它们全部打回机场。只是经过不算；在机场、起飞点和终点跑道上的飞机也不会被撞。",
        ],
      },
      jump: {
        title: "跳",
        body: [
          "停在本方颜色的格子上，飞机立刻跳到下一个同色格子（向前四格），那里的对手飞机也被打回机场。",
          "每步最多跳一次；拐进终点跑道的那一格不跳。",
        ],
      },
      flight: {
        title: "飞",
        body: [
          "停在本方的飞行格（虚线航线的起点）上，飞机立刻沿航线飞到前方第十二格。",
          "落点和航线穿过的终点跑道格上的对手飞机都被打回机场。跳到飞行格上也接着飞。",
        ],
      },
      stack: {
        title: "叠子",
        body: [
          "飞机停在自己的另一架飞机上，就叠在一起。叠子当作一架飞机走，一起跳、一起飞，直到到达终点。",
          "对手停在叠子上时，叠着的飞机全部被打回机场。",
        ],
      },
      tripleSix: {
        title: "连掷三个6",
        body: ["连续第三次掷出6点，这一掷不能走：前两个6点走过的飞机全部退回机场，并轮到下一方。"],
      },
      finish: {
        title: "终点",
        body: ["飞机必须用正好的点数到达终点，多出的步数从终点往回退（反弹）。"],
      },
    },
    chessboard: {
      goal: {
        title: "目标",
        body: [
          "两人对局，白方和黑方各有四个棋子。把四个棋子都沿棋盘边缘走一圈，再走上本方的对角线。最先占满对角线的一方获胜。",
        ],
      },
      path: {
        title: "路线",
        body: [
          "白方从a1出发，黑方从h8出发。棋子沿边缘的28格逆时针前进，然后沿本方对角线走向中心：白方是a1、b2、c3、d4，黑方是h8、g7、f6、e5。",
        ],
      },
      enter: {
        title: "入场",
        body: [
          "开局时双方各有一个棋子在本方角上，其余三个在棋盘外等待。",
          "掷出6点可以把一个新棋子放到本方角上，前提是那里没有自己的棋子；对方的棋子在那里就被吃掉。掷出6点不能再掷一次。",
        ],
      },
      moving: {
        title: "行棋",
        body: [
          "选一个棋子按点数往前走。不能越过自己的棋子：走到它前面一格就停下。没有棋子能走时，轮到对方。",
        ],
      },
      captures: {
        title: "途中吃子",
        body: [
          "路上遇到对方的棋子就把它吃掉，送回棋盘外；你的棋子停在它的格子上，即使点数还没走完。",
        ],
      },
      diagonal: {
        title: "对角线",
        body: [
          "棋子只有能走完全部点数时才能走上对角线：不能超过最后一格（d4或e5），也不能越过自己的棋子。否则这个棋子不能走。",
          "所以第一个棋子要一直走到底。",
        ],
      },
    },
  },
  keys: {
    title: "按键",
    pickColor: "第一次掷骰前选择颜色",
    space: "空格键",
    roll: "掷骰子",
    move: "移动第1到4个棋子",
    focus: "选中棋子",
    robots: "电脑会自己掷骰和走棋。",
  },
  figures: {
    capture: {
      caption: "撞子",
      description:
        "一架红色飞机在黄色飞机后面四格。掷出4点，它正好停在黄色飞机上，黄色飞机被打回基地。",
    },
    jump: {
      caption: "跳",
      description:
        "红色飞机离红色格子还有两格。掷出2点，它停在红色格子上，再向前跳四格，到下一个红色格子。",
    },
    flight: {
      caption: "飞",
      description:
        "红色飞机离本方飞行格还有两格。掷出2点，它停在飞行格上，沿虚线飞过绿方的终点跑道，把那里的绿色飞机打回机场。",
    },
    stack: {
      caption: "叠子",
      description: "两架红色飞机叠在同一格。掷出4点，它们一起往前走。",
    },
    passCapture: {
      caption: "途中吃子",
      description:
        "白子在c1，黑子在e1。掷出5点本来能走到h1，但途中遇到e1的黑子：白子吃掉它，停在e1。",
    },
    diagonal: {
      caption: "走上对角线",
      description:
        "白子在d4和c3，第三个白子在a3。掷出3点，它经过a2、a1走到b2，上了对角线。掷出4点就要走到自己棋子所在的c3，所以不能走。",
    },
  },
  close: "关闭",
};

const it: HelpText = {
  games: "Giochi",
  sections: {
    "flying-chess": {
      goal: {
        title: "Scopo",
        body: [
          "Ogni colore ha quattro aerei che aspettano nel proprio angolo. Portali tutti e quattro per un giro completo del tabellone, in senso orario, fino al centro. Vince il primo colore che li porta tutti al centro.",
        ],
      },
      takeoff: {
        title: "Decollo",
        body: [
          "Un aereo lascia l'angolo solo con un 6: va sul punto di partenza del suo colore, e con questo la mossa è fatta.",
        ],
      },
      moving: {
        title: "Movimento",
        body: [
          "Tira il dado e muovi uno dei tuoi aerei in avanti esattamente del numero uscito. Se nessun aereo può muoversi, il turno passa da solo.",
          "L'ordine è rosso, giallo, verde, blu. Il 6 non dà un altro tiro.",
        ],
      },
      captures: {
        title: "Catture",
        body: [
          "Se finisci la mossa su un punto occupato da avversari, tornano tutti nel loro angolo. Gli aerei che scavalchi non rischiano nulla, e i tuoi aerei possono stare sullo stesso punto.",
        ],
      },
      finish: {
        title: "Corsia sicura e arrivo",
        body: [
          "Dopo un giro completo l'aereo entra nella corsia del suo colore che porta al centro, dove nessuno può catturarlo.",
          "Per arrivare al centro serve il numero esatto: con un tiro che lo supererebbe quell'aereo non si muove.",
        ],
      },
    },
    aeroplane: {
      goal: {
        title: "Scopo",
        body: [
          "Da due a quattro giocatori, quattro aerei ciascuno: dall'hangar in senso orario lungo il percorso, poi su per la propria corsia finale fino al centro. Vince chi porta per primo a casa tutti e quattro; gli altri continuano per i piazzamenti.",
        ],
      },
      takeoff: {
        title: "Decollo",
        body: [
          "Con un numero pari (2, 4 o 6) un aereo può passare dall'hangar alla sua pista di decollo.",
          "C'è chi gioca che si decolla solo con il 6, oppure con il 5 o il 6 (opzioni delle regole).",
        ],
      },
      moving: {
        title: "Movimento",
        body: [
          "Muovi un aereo in avanti del numero uscito; dalla pista di decollo il primo passo porta sul percorso. Un 6 ti dà un altro tiro. Se nessun aereo può muoversi, il turno passa.",
        ],
      },
      captures: {
        title: "Catture",
        body: [
          "Se ti fermi su una casella con aerei avversari, tornano tutti nei loro hangar. Chi viene solo scavalcato è salvo, come chi sta nell'hangar, sulla pista di decollo o nella corsia finale.",
        ],
      },
      jump: {
        title: "Salto",
        body: [
          "Se atterri su una casella del tuo colore, l'aereo salta subito alla successiva dello stesso colore, quattro caselle più avanti, e anche lì manda a casa gli avversari.",
          "Al massimo un salto per mossa, e mai dalla casella dove si entra nella corsia finale.",
        ],
      },
      flight: {
        title: "Volo",
        body: [
          "Se atterri sulla casella del tuo colore da cui parte la linea di volo tratteggiata, voli lungo la linea, dodici caselle più avanti.",
          "Il volo manda a casa gli avversari dove atterra e sulla casella della corsia finale che attraversa. Anche un salto che arriva su questa casella prosegue in volo.",
        ],
      },
      stack: {
        title: "Pile",
        body: [
          "Un aereo che atterra su un altro tuo aereo si impila con lui. La pila si muove come un solo aereo, salti e voli compresi, fino al centro.",
          "Se un avversario ci atterra sopra, tutti gli aerei della pila tornano nell'hangar.",
        ],
      },
      tripleSix: {
        title: "Tre 6 di fila",
        body: [
          "Il terzo 6 di fila non si gioca: tutti gli aerei mossi dai primi due 6 tornano nell'hangar e il turno passa.",
        ],
      },
      finish: {
        title: "Arrivo",
        body: [
          "Al centro si arriva con il numero esatto; i passi in più si contano all'indietro lungo la corsia finale.",
        ],
      },
    },
    chessboard: {
      goal: {
        title: "Scopo",
        body: [
          "Due giocatori, bianco e nero, con quattro pedine ciascuno. Portale tutte e quattro lungo il bordo della scacchiera e poi sulla tua diagonale. Vince chi la riempie per primo.",
        ],
      },
      path: {
        title: "Il percorso",
        body: [
          "Il bianco parte da a1, il nero da h8. Le pedine girano in senso antiorario lungo le 28 caselle del bordo, poi salgono sulla loro diagonale verso il centro: a1, b2, c3, d4 per il bianco; h8, g7, f6, e5 per il nero.",
        ],
      },
      enter: {
        title: "Entrata",
        body: [
          "All'inizio ogni giocatore ha una pedina sul suo angolo e tre in attesa fuori dalla scacchiera.",
          "Con un 6 puoi mettere una nuova pedina sul tuo angolo, se non c'è già una tua pedina; una pedina avversaria che sta lì viene mangiata. Il 6 non dà un altro tiro.",
        ],
      },
      moving: {
        title: "Movimento",
        body: [
          "Muovi una pedina in avanti del numero uscito. Non puoi superare le tue pedine: ti fermi sulla casella prima. Se nessuna pedina può muoversi, il turno passa.",
        ],
      },
      captures: {
        title: "Catture lungo la strada",
        body: [
          "Una pedina avversaria sulla tua strada viene mangiata: torna fuori dalla scacchiera, e la tua pedina si ferma sulla sua casella, anche se il tiro era più lungo.",
        ],
      },
      diagonal: {
        title: "La diagonale",
        body: [
          "Una pedina entra nella diagonale solo se può fare tutti i passi del tiro: senza andare oltre l'ultima casella (d4 o e5) e senza scavalcare pedine tue. Altrimenti quella pedina non si muove.",
          "Perciò la prima pedina deve arrivare fino in fondo.",
        ],
      },
    },
  },
  keys: {
    title: "Tasti",
    pickColor: "scegli il colore prima del primo tiro",
    space: "Spazio",
    roll: "tira il dado",
    move: "muovi il pezzo da 1 a 4",
    focus: "raggiungi i pezzi",
    robots: "Il computer tira e muove da solo.",
  },
  figures: {
    capture: {
      caption: "Una cattura",
      description:
        "Un aereo rosso quattro punti dietro a uno giallo. Con un 4 atterra sull'aereo giallo, che torna nel suo angolo.",
    },
    jump: {
      caption: "Un salto",
      description:
        "Un aereo rosso due caselle prima di una casella rossa. Con un 2 ci atterra e salta quattro caselle avanti, alla casella rossa successiva.",
    },
    flight: {
      caption: "Un volo",
      description:
        "Un aereo rosso due caselle prima della sua casella di volo. Con un 2 ci atterra e vola lungo la linea tratteggiata sopra la corsia finale del verde, dove un aereo verde viene mandato a casa.",
    },
    stack: {
      caption: "Una pila",
      description:
        "Due aerei rossi sulla stessa casella formano una pila. Con un 4 avanzano insieme.",
    },
    passCapture: {
      caption: "Mangiata lungo la strada",
      description:
        "Bianco in c1, nero in e1. Con un 5 il bianco arriverebbe in h1, ma incontra la pedina nera in e1: la mangia e si ferma lì.",
    },
    diagonal: {
      caption: "Sulla diagonale",
      description:
        "Pedine bianche in d4 e c3, una terza in a3. Con un 3 passa per a2 e a1 e arriva in b2, sulla diagonale. Con un 4 finirebbe sulla sua pedina in c3, quindi non potrebbe muoversi.",
    },
  },
  close: "Chiudi",
};

const ru: HelpText = {
  games: "Игры",
  sections: {
    "flying-chess": {
      goal: {
        title: "Цель",
        body: [
          "У каждого цвета четыре самолёта ждут в своём углу. Проведите все четыре по кругу доски по часовой стрелке и в центр. Побеждает цвет, первым собравший в центре все четыре.",
        ],
      },
      takeoff: {
        title: "Взлёт",
        body: [
          "Самолёт покидает угол только при шестёрке: он встаёт на стартовую точку своего цвета, и на этом ход окончен.",
        ],
      },
      moving: {
        title: "Ход",
        body: [
          "Бросьте кубик и передвиньте один из своих самолётов вперёд ровно на выпавшее число. Если ходить некем, ход переходит сам.",
          "Очерёдность: красные, жёлтые, зелёные, синие. Шестёрка не даёт лишнего броска.",
        ],
      },
      captures: {
        title: "Сбивание",
        body: [
          "Если ход заканчивается на точке с самолётами соперников, все они возвращаются в свой угол. Тех, над кем вы только пролетели, это не касается, а свои самолёты могут стоять на одной точке.",
        ],
      },
      finish: {
        title: "Безопасный путь и финиш",
        body: [
          "Пройдя полный круг, самолёт сворачивает на дорожку своего цвета к центру, где его уже нельзя сбить.",
          "До центра нужно дойти точным броском: если выпало больше, этим самолётом ходить нельзя.",
        ],
      },
    },
    aeroplane: {
      goal: {
        title: "Цель",
        body: [
          "От двух до четырёх игроков, у каждого четыре самолёта: из ангара по часовой стрелке по кругу, затем по своей домашней дорожке в центр. Побеждает тот, кто первым приведёт домой все четыре; остальные играют дальше за места.",
        ],
      },
      takeoff: {
        title: "Взлёт",
        body: [
          "При чётном броске (2, 4 или 6) самолёт может перейти из ангара на своё стартовое поле.",
          "Бывают и другие правила: взлёт только на шестёрке или на пятёрке и шестёрке (варианты правил).",
        ],
      },
      moving: {
        title: "Ход",
        body: [
          "Передвиньте один самолёт вперёд на выпавшее число; со стартового поля первый шаг ведёт на круг. Шестёрка даёт ещё один бросок. Если ходить некем, ход переходит.",
        ],
      },
      captures: {
        title: "Сбивание",
        body: [
          "Остановившись на поле с самолётами соперника, вы отправляете их все в ангар. Те, над кем вы только пролетели, в безопасности, как и самолёты в ангаре, на стартовом поле или на домашней дорожке.",
        ],
      },
      jump: {
        title: "Прыжок",
        body: [
          "Попав на поле своего цвета, самолёт сразу прыгает на следующее поле того же цвета, на четыре поля вперёд, и сбивает соперников и там.",
          "Не больше одного прыжка за ход, и никогда с поля, где сворачивают на домашнюю дорожку.",
        ],
      },
      flight: {
        title: "Перелёт",
        body: [
          "Попав на поле своего цвета, откуда начинается пунктирная линия, самолёт летит по ней на двенадцать полей вперёд.",
          "Перелёт сбивает соперников на поле приземления и на поле домашней дорожки, над которым проходит линия. Если на это поле привёл прыжок, самолёт тоже летит дальше.",
        ],
      },
      stack: {
        title: "Стопки",
        body: [
          "Самолёт, вставший на свой же самолёт, образует с ним стопку. Стопка ходит как один самолёт, с прыжками и перелётами, до самого центра.",
          "Если на неё встанет соперник, все самолёты стопки вернутся в ангар.",
        ],
      },
      tripleSix: {
        title: "Три шестёрки",
        body: [
          "Третья шестёрка подряд не разыгрывается: все самолёты, которыми ходили на первые две шестёрки, возвращаются в ангар, и ход переходит к следующему.",
        ],
      },
      finish: {
        title: "Финиш",
        body: [
          "В центр нужно попасть точным числом; лишние шаги отсчитываются назад по домашней дорожке.",
        ],
      },
    },
    chessboard: {
      goal: {
        title: "Цель",
        body: [
          "Два игрока, белые и чёрные, по четыре фигуры. Проведите все четыре по краю доски и поставьте на свою диагональ. Побеждает тот, кто первым её заполнит.",
        ],
      },
      path: {
        title: "Маршрут",
        body: [
          "Белые начинают с a1, чёрные — с h8. Фигуры идут против часовой стрелки по 28 крайним клеткам, а затем по своей диагонали к центру: a1, b2, c3, d4 у белых; h8, g7, f6, e5 у чёрных.",
        ],
      },
      enter: {
        title: "Ввод фигур",
        body: [
          "В начале у каждого игрока одна фигура стоит в углу, а три ждут вне доски.",
          "При шестёрке можно поставить новую фигуру в свой угол, если там нет вашей фигуры; фигура соперника там съедается. Шестёрка не даёт лишнего броска.",
        ],
      },
      moving: {
        title: "Ход",
        body: [
          "Передвиньте одну фигуру вперёд на выпавшее число. Обогнать свою фигуру нельзя: ход прерывается на клетке перед ней. Если ходить некем, ход переходит к сопернику.",
        ],
      },
      captures: {
        title: "Взятие по пути",
        body: [
          "Фигура соперника на пути съедается: она уходит с доски, а ваша фигура останавливается на её клетке, даже если выпало больше.",
        ],
      },
      diagonal: {
        title: "Диагональ",
        body: [
          "На диагональ можно встать, только если фигура проходит все выпавшие шаги: не дальше последней клетки (d4 или e5) и не через свои фигуры. Иначе этой фигурой ходить нельзя.",
          "Поэтому первая фигура должна дойти до самого конца.",
        ],
      },
    },
  },
  keys: {
    title: "Клавиши",
    pickColor: "выбор цвета до первого броска",
    space: "Пробел",
    roll: "бросить кубик",
    move: "ход фигурой 1–4",
    focus: "переход к фигурам",
    robots: "Компьютер бросает кубик и ходит сам.",
  },
  figures: {
    capture: {
      caption: "Сбивание",
      description:
        "Красный самолёт на четыре точки позади жёлтого. При четвёрке он встаёт на жёлтый, и тот возвращается в свой угол.",
    },
    jump: {
      caption: "Прыжок",
      description:
        "Красный самолёт в двух полях от красного поля. При двойке он встаёт на красное поле и прыгает на четыре поля вперёд, на следующее красное.",
    },
    flight: {
      caption: "Перелёт",
      description:
        "Красный самолёт в двух полях от своего поля перелёта. При двойке он встаёт на него и летит по пунктирной линии над домашней дорожкой зелёных, сбивая стоящий там зелёный самолёт.",
    },
    stack: {
      caption: "Стопка",
      description:
        "Два красных самолёта на одном поле образуют стопку. При четвёрке они идут вперёд вместе.",
    },
    passCapture: {
      caption: "Взятие по пути",
      description:
        "Белая фигура на c1, чёрная на e1. При пятёрке белая дошла бы до h1, но на e1 встречает чёрную: съедает её и останавливается там.",
    },
    diagonal: {
      caption: "На диагональ",
      description:
        "Белые фигуры на d4 и c3, третья на a3. При тройке она проходит a2 и a1 и встаёт на b2, на диагональ. При четвёрке она попала бы на свою фигуру на c3, поэтому ходить ею было бы нельзя.",
    },
  },
  close: "Закрыть",
};

const id: HelpText = {
  games: "Permainan",
  sections: {
    "flying-chess": {
      goal: {
        title: "Tujuan",
        body: [
          "Setiap warna punya empat pesawat yang menunggu di sudutnya. Bawa keempatnya mengelilingi papan satu putaran searah jarum jam, lalu masuk ke tengah. Warna pertama yang membawa keempatnya ke tengah menang.",
        ],
      },
      takeoff: {
        title: "Lepas landas",
        body: [
          "Pesawat hanya bisa keluar dari sudutnya jika dadu menunjukkan 6: pesawat pindah ke titik awal warnanya, dan lemparan itu habis terpakai.",
        ],
      },
      moving: {
        title: "Bergerak",
        body: [
          "Lempar dadu, lalu majukan salah satu pesawatmu tepat sebanyak angka dadu. Jika tidak ada pesawat yang bisa bergerak, giliran berpindah dengan sendirinya.",
          "Urutannya merah, kuning, hijau, biru. Angka 6 tidak memberi lemparan tambahan.",
        ],
      },
      captures: {
        title: "Menabrak",
        body: [
          "Jika langkahmu berakhir di titik yang ditempati lawan, semua pesawat lawan di situ kembali ke sudutnya. Pesawat yang hanya dilewati aman, dan pesawatmu sendiri boleh berada di titik yang sama.",
        ],
      },
      finish: {
        title: "Jalur aman dan finis",
        body: [
          "Setelah satu putaran penuh, pesawat berbelok ke jalur warnanya sendiri menuju tengah, tempat ia tidak bisa ditabrak.",
          "Untuk mencapai tengah, angka dadu harus pas: jika lebih, pesawat itu tidak bisa bergerak.",
        ],
      },
    },
    aeroplane: {
      goal: {
        title: "Tujuan",
        body: [
          "Dua sampai empat pemain, masing-masing empat pesawat: dari hanggar searah jarum jam mengelilingi lintasan, lalu naik lajur akhirnya sendiri ke tengah. Yang pertama membawa pulang keempatnya menang; yang lain terus bermain untuk peringkat.",
        ],
      },
      takeoff: {
        title: "Lepas landas",
        body: [
          "Dengan angka genap (2, 4, atau 6), satu pesawat boleh pindah dari hanggar ke landasannya.",
          "Ada juga yang bermain bahwa hanya angka 6, atau angka 5 dan 6, yang membuat pesawat lepas landas (pilihan aturan).",
        ],
      },
      moving: {
        title: "Bergerak",
        body: [
          "Majukan satu pesawat sebanyak angka dadu; dari landasan, langkah pertama masuk ke lintasan. Angka 6 memberimu lemparan lagi. Jika tidak ada pesawat yang bisa bergerak, giliran berpindah.",
        ],
      },
      captures: {
        title: "Menabrak",
        body: [
          "Berhenti di petak yang ada pesawat lawan, dan semuanya kembali ke hanggar. Pesawat yang hanya dilewati aman, begitu juga pesawat di hanggar, di landasan, atau di lajur akhir.",
        ],
      },
      jump: {
        title: "Lompat",
        body: [
          "Mendarat di petak warnamu sendiri, pesawat langsung melompat ke petak berikutnya yang berwarna sama, empat petak di depan, dan lawan di sana ikut dipulangkan.",
          "Paling banyak satu lompatan per langkah, dan tidak pernah dari petak tempat berbelok ke lajur akhir.",
        ],
      },
      flight: {
        title: "Terbang",
        body: [
          "Mendarat di petak warnamu tempat garis terbang putus-putus bermula, pesawat terbang mengikuti garis itu, dua belas petak ke depan.",
          "Penerbangan memulangkan lawan di petak pendaratan dan di petak lajur akhir yang dilintasi garis. Lompatan yang tiba di petak ini juga langsung terbang.",
        ],
      },
      stack: {
        title: "Tumpukan",
        body: [
          "Pesawat yang mendarat di atas pesawatmu sendiri bergabung menjadi tumpukan. Tumpukan bergerak seperti satu pesawat, termasuk melompat dan terbang, sampai ke tengah.",
          "Jika lawan mendarat di atasnya, semua pesawat dalam tumpukan kembali ke hanggar.",
        ],
      },
      tripleSix: {
        title: "Tiga kali 6",
        body: [
          "Angka 6 ketiga berturut-turut tidak dimainkan: semua pesawat yang digerakkan oleh dua angka 6 sebelumnya kembali ke hanggar, dan giliran berpindah.",
        ],
      },
      finish: {
        title: "Finis",
        body: [
          "Pesawat harus mencapai tengah dengan angka yang pas; kelebihan langkah dihitung mundur di lajur akhir.",
        ],
      },
    },
    chessboard: {
      goal: {
        title: "Tujuan",
        body: [
          "Dua pemain, putih dan hitam, masing-masing empat bidak. Bawa keempatnya mengelilingi tepi papan, lalu ke diagonalmu. Yang pertama mengisi diagonalnya menang.",
        ],
      },
      path: {
        title: "Rute",
        body: [
          "Putih mulai dari a1, hitam dari h8. Bidak berjalan berlawanan arah jarum jam di 28 petak tepi, lalu naik diagonalnya menuju tengah: a1, b2, c3, d4 untuk putih; h8, g7, f6, e5 untuk hitam.",
        ],
      },
      enter: {
        title: "Masuk",
        body: [
          "Di awal, satu bidak tiap pemain berdiri di sudutnya, tiga lainnya menunggu di luar papan.",
          "Dengan angka 6 kamu boleh menaruh bidak baru di sudutmu, jika tidak ada bidakmu di sana; bidak lawan di sana dimakan. Angka 6 tidak memberi lemparan tambahan.",
        ],
      },
      moving: {
        title: "Bergerak",
        body: [
          "Majukan satu bidak sebanyak angka dadu. Bidakmu sendiri tidak bisa dilewati: langkah berhenti di petak sebelumnya. Jika tidak ada bidak yang bisa bergerak, giliran pindah ke lawan.",
        ],
      },
      captures: {
        title: "Memakan di jalan",
        body: [
          "Bidak lawan yang menghalangi jalan dimakan: ia kembali ke luar papan, dan bidakmu berhenti di petaknya, walaupun angka dadu lebih besar.",
        ],
      },
      diagonal: {
        title: "Diagonal",
        body: [
          "Bidak hanya boleh masuk diagonal jika bisa menjalani seluruh angka dadu: tidak melewati petak terakhir (d4 atau e5) dan tidak melangkahi bidakmu sendiri. Jika tidak, bidak itu tidak bisa bergerak.",
          "Jadi bidak pertama harus berjalan sampai ujung.",
        ],
      },
    },
  },
  keys: {
    title: "Tombol",
    pickColor: "pilih warna sebelum lemparan pertama",
    space: "Spasi",
    roll: "lempar dadu",
    move: "gerakkan bidak 1–4",
    focus: "menuju bidak",
    robots: "Komputer melempar dan melangkah sendiri.",
  },
  figures: {
    capture: {
      caption: "Menabrak",
      description:
        "Pesawat merah empat titik di belakang pesawat kuning. Dengan angka 4 ia mendarat di pesawat kuning, yang kembali ke sudutnya.",
    },
    jump: {
      caption: "Lompat",
      description:
        "Pesawat merah dua petak sebelum petak merah. Dengan angka 2 ia mendarat di sana dan melompat empat petak ke petak merah berikutnya.",
    },
    flight: {
      caption: "Terbang",
      description:
        "Pesawat merah dua petak sebelum petak terbangnya. Dengan angka 2 ia mendarat di sana dan terbang di sepanjang garis putus-putus melintasi lajur akhir hijau, dan pesawat hijau di sana dipulangkan.",
    },
    stack: {
      caption: "Tumpukan",
      description:
        "Dua pesawat merah di satu petak membentuk tumpukan. Dengan angka 4 keduanya maju bersama.",
    },
    passCapture: {
      caption: "Dimakan di jalan",
      description:
        "Putih di c1, hitam di e1. Dengan angka 5 putih akan sampai di h1, tetapi bertemu bidak hitam di e1: putih memakannya dan berhenti di sana.",
    },
    diagonal: {
      caption: "Masuk diagonal",
      description:
        "Bidak putih di d4 dan c3, yang ketiga di a3. Dengan angka 3 ia melewati a2 dan a1 lalu berhenti di b2, di diagonal. Dengan angka 4 ia akan berhenti di bidaknya sendiri di c3, jadi tidak bisa bergerak.",
    },
  },
  close: "Tutup",
};

export const helpText: Record<LocaleCode, HelpText> = { en, zh, it, ru, id };
