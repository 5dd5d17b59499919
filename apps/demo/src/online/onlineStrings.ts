import type { LocaleCode } from "@flying/react";

/** The online screen's words, in every language of the demo. `{name}` placeholders are filled by `format`. */
export interface OnlineStrings {
  /** The start screen's button, and the online screen's title. */
  playOnline: string;
  server: string;
  yourName: string;
  defaultName: string;
  createRoom: string;
  create: string;
  robotPace: string;
  joinRoom: string;
  codeOrLink: string;
  join: string;
  badCode: string;
  badServer: string;
  back: string;
  status: { connecting: string; open: string; reconnecting: string; closed: string };
  retry: string;
  /** The room's heading: `{code}`. */
  room: string;
  shareLink: string;
  copy: string;
  copied: string;
  seats: string;
  seat: string;
  player: string;
  state: string;
  free: string;
  you: string;
  host: string;
  robot: string;
  ready: string;
  notReady: string;
  away: string;
  /** The button that claims a seat: `{color}`. */
  sit: string;
  /** The host's menu of robot levels for a free seat (its accessible name): `{color}`. */
  robotLevel: string;
  /** The host's button that has the robot chosen play a free seat: `{color}`. */
  robotSeat: string;
  /** The host's button that makes a robot's seat a person's again, free to claim: `{color}`. */
  peopleSeat: string;
  /** Why the host cannot start yet: `{colors}`, the free seats, as a list. */
  seatsOpen: string;
  imReady: string;
  start: string;
  waitingHost: string;
  watching: string;
  leave: string;
  people: string;
  /** Why the server (or the room's hook, before sending) refused an action, by its code. */
  refusals: Record<RefusalKey, string>;
  /** A refusal whose code has no words here: `{code}`. */
  refusedOther: string;
  /** Why the connection closed for good, by the hook's FlyingRoomError code. */
  closedWhy: Record<ClosedKey, string>;
  /** After the room is gone (the server shut down, a finished room closed): to the lobby. */
  otherRoom: string;
  dismiss: string;
}

/**
 * The refusal codes given words: the room's (@flying/server's RoomErrorCode), the engine's
 * a player can meet, and the hook's own. UNKNOWN_MESSAGE and MESSAGE_TOO_LARGE read as
 * INVALID_MESSAGE: to a player they are all "the server could not read it".
 */
export const REFUSAL_KEYS = [
  "NOT_YOUR_TURN",
  "NOT_STARTED",
  "ALREADY_STARTED",
  "NOT_SEATED",
  "NOT_HOST",
  "SEATS_OPEN",
  "NOT_READY",
  "SEAT_TAKEN",
  "SEAT_IS_ROBOT",
  "ALREADY_SEATED",
  "RATE_LIMITED",
  "NOT_CONNECTED",
  "STALE_COMMAND",
  "ROLL_FIRST",
  "MOVE_PENDING",
  "ILLEGAL_MOVE",
  "NOT_YOUR_PIECE",
  "GAME_OVER",
  "ACTION_PENDING",
  "DIE_FROM_CLIENT",
  "INVALID_MESSAGE",
] as const;
export type RefusalKey = (typeof REFUSAL_KEYS)[number];

/** FlyingRoomError's codes (the hook's connection.ts). */
export const CLOSED_KEYS = [
  "JOIN_FAILED",
  "CONNECTION_LOST",
  "RECONNECT_FAILED",
  "ROOM_CLOSED",
  "SERVER_SHUTDOWN",
  "ROOM_FINISHED",
  "RATE_LIMITED",
] as const;
/** The closes after which the room is gone: trying it again could only fail. */
export const GONE_KEYS: readonly ClosedKey[] = ["SERVER_SHUTDOWN", "ROOM_FINISHED"];
export type ClosedKey = (typeof CLOSED_KEYS)[number];

const SAME_AS: Partial<Record<string, RefusalKey>> = {
  UNKNOWN_MESSAGE: "INVALID_MESSAGE",
  MESSAGE_TOO_LARGE: "INVALID_MESSAGE",
};

/** A refusal in the player's words: its code's, else the fallback naming the code. */
export function refusalText(words: OnlineStrings, code: string): string {
  const key = SAME_AS[code] ?? code;
  // Own keys only: a code is the server's text, and "toString" is no refusal of ours.
  if (Object.hasOwn(words.refusals, key)) return words.refusals[key as RefusalKey];
  return words.refusedOther.replace("{code}", code.slice(0, 40));
}

/** Why the connection closed, in the player's words. */
export function closedText(words: OnlineStrings, code: string): string {
  return Object.hasOwn(words.closedWhy, code)
    ? words.closedWhy[code as ClosedKey]
    : words.status.closed;
}

export const onlineStrings: Record<LocaleCode, OnlineStrings> = {
  en: {
    playOnline: "Play online",
    server: "Server",
    yourName: "Your name",
    defaultName: "Player",
    createRoom: "Create a room",
    create: "Create room",
    robotPace: "Robot speed",
    joinRoom: "Join a room",
    codeOrLink: "Room code or link",
    join: "Join",
    badCode: "That is not a room code or a room link.",
    badServer: "That is not a server address: ws://host:port or wss://host.",
    back: "Back to the start screen",
    status: {
      connecting: "Connecting…",
      open: "Connected",
      reconnecting: "Connection lost: reconnecting…",
      closed: "Disconnected",
    },
    retry: "Try again",
    room: "Room {code}",
    shareLink: "Link to this room",
    copy: "Copy link",
    copied: "Link copied",
    seats: "Seats",
    seat: "Seat",
    player: "Player",
    state: "State",
    free: "Free",
    you: "you",
    host: "host",
    robot: "robot",
    ready: "Ready",
    notReady: "Not ready",
    away: "Disconnected",
    sit: "Sit at {color}",
    robotLevel: "Robot level for {color}",
    robotSeat: "Robot at {color}",
    peopleSeat: "Free {color} for a person",
    seatsOpen: "Nobody sits at {colors} yet: wait for players, or put robots there.",
    imReady: "I am ready",
    start: "Start the game",
    waitingHost: "Waiting for the host to start the game.",
    watching: "You are watching: take a free seat to play.",
    leave: "Leave the room",
    people: "{count} in the room",
    refusals: {
      NOT_YOUR_TURN: "It is not your turn.",
      NOT_STARTED: "The game has not started yet.",
      ALREADY_STARTED: "The game has already started.",
      NOT_SEATED: "You are watching: take a seat to play.",
      NOT_HOST: "Only the host can start the game.",
      SEATS_OPEN: "Someone must sit in every free seat first.",
      NOT_READY: "Everyone seated must be ready first.",
      SEAT_TAKEN: "Someone else has taken that seat.",
      SEAT_IS_ROBOT: "A robot plays that seat.",
      ALREADY_SEATED: "You already have a seat.",
      RATE_LIMITED: "Too many actions too fast: wait a moment.",
      NOT_CONNECTED: "Not connected to the room: wait for the connection.",
      STALE_COMMAND: "Too late: the game had already moved on.",
      ROLL_FIRST: "Roll the die first.",
      MOVE_PENDING: "Move a piece first.",
      ILLEGAL_MOVE: "That piece cannot move with this roll.",
      NOT_YOUR_PIECE: "That piece is not yours.",
      GAME_OVER: "The game is over.",
      ACTION_PENDING: "Wait: the server has not answered your last action yet.",
      DIE_FROM_CLIENT: "Only the server throws the die.",
      INVALID_MESSAGE: "The server could not read that request.",
    },
    refusedOther: "The server refused that ({code}).",
    closedWhy: {
      JOIN_FAILED: "Could not join the room: it may have closed, or the server cannot be reached.",
      CONNECTION_LOST: "The connection to the server was lost.",
      RECONNECT_FAILED: "The connection was lost and could not be restored.",
      ROOM_CLOSED: "The server closed the room.",
      SERVER_SHUTDOWN: "The server closed the room: it is shutting down.",
      ROOM_FINISHED: "The server closed the room: the game is over.",
      RATE_LIMITED: "The server disconnected you for sending too much too fast.",
    },
    dismiss: "Dismiss",
    otherRoom: "Another room",
  },
  zh: {
    playOnline: "在线对战",
    server: "服务器",
    yourName: "你的名字",
    defaultName: "玩家",
    createRoom: "创建房间",
    create: "创建",
    robotPace: "机器人速度",
    joinRoom: "加入房间",
    codeOrLink: "房间号或链接",
    join: "加入",
    badCode: "这不是房间号或房间链接。",
    badServer: "这不是服务器地址：应为 ws://主机:端口 或 wss://主机。",
    back: "返回开始界面",
    status: {
      connecting: "正在连接…",
      open: "已连接",
      reconnecting: "连接中断：正在重连…",
      closed: "已断开",
    },
    retry: "重试",
    room: "房间 {code}",
    shareLink: "本房间的链接",
    copy: "复制链接",
    copied: "链接已复制",
    seats: "座位",
    seat: "座位",
    player: "玩家",
    state: "状态",
    free: "空位",
    you: "你",
    host: "房主",
    robot: "机器人",
    ready: "已准备",
    notReady: "未准备",
    away: "已断线",
    sit: "坐到{color}",
    robotLevel: "{color}的机器人难度",
    robotSeat: "让机器人坐{color}",
    peopleSeat: "把{color}空出来给玩家",
    seatsOpen: "{colors}还没人坐：等玩家坐下，或让机器人来坐。",
    imReady: "我准备好了",
    start: "开始游戏",
    waitingHost: "等待房主开始游戏。",
    watching: "你在观战：选一个空位即可加入。",
    leave: "离开房间",
    people: "房间里 {count} 人",
    refusals: {
      NOT_YOUR_TURN: "还没轮到你。",
      NOT_STARTED: "游戏还没开始。",
      ALREADY_STARTED: "游戏已经开始了。",
      NOT_SEATED: "你在观战：坐下才能下棋。",
      NOT_HOST: "只有房主能开始游戏。",
      SEATS_OPEN: "每个空座位都要先有人坐下。",
      NOT_READY: "所有就座的玩家都要先准备好。",
      SEAT_TAKEN: "这个座位已经被别人占了。",
      SEAT_IS_ROBOT: "这个座位由机器人来玩。",
      ALREADY_SEATED: "你已经有座位了。",
      RATE_LIMITED: "操作太快了：请稍等一下。",
      NOT_CONNECTED: "还没连上房间：请等待连接。",
      STALE_COMMAND: "太迟了：棋局已经往下走了。",
      ROLL_FIRST: "请先掷骰子。",
      MOVE_PENDING: "请先走一步棋。",
      ILLEGAL_MOVE: "这个点数走不了这枚棋子。",
      NOT_YOUR_PIECE: "这不是你的棋子。",
      GAME_OVER: "游戏已经结束。",
      ACTION_PENDING: "请稍候：服务器还没回应你的上一步。",
      DIE_FROM_CLIENT: "骰子只能由服务器来掷。",
      INVALID_MESSAGE: "服务器读不懂这个请求。",
    },
    refusedOther: "服务器拒绝了这个操作（{code}）。",
    closedWhy: {
      JOIN_FAILED: "无法加入房间：房间可能已关闭，或连不上服务器。",
      CONNECTION_LOST: "与服务器的连接中断了。",
      RECONNECT_FAILED: "连接中断，且无法恢复。",
      ROOM_CLOSED: "服务器关闭了房间。",
      SERVER_SHUTDOWN: "服务器关闭了房间：服务器正在停机。",
      ROOM_FINISHED: "服务器关闭了房间：这局游戏已经结束。",
      RATE_LIMITED: "你发送得太多太快，服务器断开了你的连接。",
    },
    dismiss: "关闭",
    otherRoom: "换个房间",
  },
  it: {
    playOnline: "Gioca online",
    server: "Server",
    yourName: "Il tuo nome",
    defaultName: "Giocatore",
    createRoom: "Crea una stanza",
    create: "Crea stanza",
    robotPace: "Velocità dei robot",
    joinRoom: "Entra in una stanza",
    codeOrLink: "Codice o link della stanza",
    join: "Entra",
    badCode: "Non è un codice né un link di stanza.",
    badServer: "Non è un indirizzo di server: ws://host:porta o wss://host.",
    back: "Torna alla schermata iniziale",
    status: {
      connecting: "Connessione…",
      open: "Connesso",
      reconnecting: "Connessione persa: riconnessione…",
      closed: "Disconnesso",
    },
    retry: "Riprova",
    room: "Stanza {code}",
    shareLink: "Link a questa stanza",
    copy: "Copia il link",
    copied: "Link copiato",
    seats: "Posti",
    seat: "Posto",
    player: "Giocatore",
    state: "Stato",
    free: "Libero",
    you: "tu",
    host: "host",
    robot: "robot",
    ready: "Pronto",
    notReady: "Non pronto",
    away: "Disconnesso",
    sit: "Siediti: {color}",
    robotLevel: "Livello del robot per {color}",
    robotSeat: "Metti un robot: {color}",
    peopleSeat: "Libera per una persona: {color}",
    seatsOpen: "Nessuno siede ancora qui: {colors}. Aspetta i giocatori, o mettici dei robot.",
    imReady: "Sono pronto",
    start: "Inizia la partita",
    waitingHost: "In attesa che l'host inizi la partita.",
    watching: "Stai guardando: prendi un posto libero per giocare.",
    leave: "Esci dalla stanza",
    people: "{count} nella stanza",
    refusals: {
      NOT_YOUR_TURN: "Non è il tuo turno.",
      NOT_STARTED: "La partita non è ancora iniziata.",
      ALREADY_STARTED: "La partita è già iniziata.",
      NOT_SEATED: "Stai guardando: prendi un posto per giocare.",
      NOT_HOST: "Solo l'host può iniziare la partita.",
      SEATS_OPEN: "Prima ogni posto libero deve avere un giocatore.",
      NOT_READY: "Prima tutti i giocatori seduti devono essere pronti.",
      SEAT_TAKEN: "Quel posto l'ha già preso qualcun altro.",
      SEAT_IS_ROBOT: "Quel posto è di un robot.",
      ALREADY_SEATED: "Hai già un posto.",
      RATE_LIMITED: "Troppe azioni troppo in fretta: aspetta un momento.",
      NOT_CONNECTED: "Non sei connesso alla stanza: attendi la connessione.",
      STALE_COMMAND: "Troppo tardi: la partita era già andata avanti.",
      ROLL_FIRST: "Prima tira il dado.",
      MOVE_PENDING: "Prima muovi una pedina.",
      ILLEGAL_MOVE: "Quella pedina non può muoversi con questo tiro.",
      NOT_YOUR_PIECE: "Quella pedina non è tua.",
      GAME_OVER: "La partita è finita.",
      ACTION_PENDING: "Attendi: il server non ha ancora risposto alla tua ultima azione.",
      DIE_FROM_CLIENT: "Solo il server tira il dado.",
      INVALID_MESSAGE: "Il server non ha capito la richiesta.",
    },
    refusedOther: "Il server ha rifiutato ({code}).",
    closedWhy: {
      JOIN_FAILED:
        "Impossibile entrare nella stanza: potrebbe essere chiusa, o il server non è raggiungibile.",
      CONNECTION_LOST: "La connessione al server si è interrotta.",
      RECONNECT_FAILED: "La connessione si è interrotta e non è stato possibile ripristinarla.",
      ROOM_CLOSED: "Il server ha chiuso la stanza.",
      SERVER_SHUTDOWN: "Il server ha chiuso la stanza: si sta spegnendo.",
      ROOM_FINISHED: "Il server ha chiuso la stanza: la partita è finita.",
      RATE_LIMITED: "Il server ti ha disconnesso: troppi messaggi troppo in fretta.",
    },
    dismiss: "Chiudi",
    otherRoom: "Un'altra stanza",
  },
  ru: {
    playOnline: "Играть онлайн",
    server: "Сервер",
    yourName: "Ваше имя",
    defaultName: "Игрок",
    createRoom: "Создать комнату",
    create: "Создать",
    robotPace: "Скорость роботов",
    joinRoom: "Войти в комнату",
    codeOrLink: "Код или ссылка комнаты",
    join: "Войти",
    badCode: "Это не код и не ссылка комнаты.",
    badServer: "Это не адрес сервера: ws://хост:порт или wss://хост.",
    back: "Назад к началу",
    status: {
      connecting: "Подключение…",
      open: "Подключено",
      reconnecting: "Связь потеряна: переподключение…",
      closed: "Отключено",
    },
    retry: "Повторить",
    room: "Комната {code}",
    shareLink: "Ссылка на комнату",
    copy: "Копировать ссылку",
    copied: "Ссылка скопирована",
    seats: "Места",
    seat: "Место",
    player: "Игрок",
    state: "Состояние",
    free: "Свободно",
    you: "вы",
    host: "хозяин",
    robot: "робот",
    ready: "Готов",
    notReady: "Не готов",
    away: "Нет связи",
    sit: "Занять место: {color}",
    robotLevel: "Уровень робота: {color}",
    robotSeat: "Посадить робота: {color}",
    peopleSeat: "Освободить для игрока: {color}",
    seatsOpen: "Эти места ещё свободны: {colors}. Дождитесь игроков или посадите туда роботов.",
    imReady: "Я готов",
    start: "Начать игру",
    waitingHost: "Ждём, пока хозяин начнёт игру.",
    watching: "Вы зритель: займите свободное место, чтобы играть.",
    leave: "Выйти из комнаты",
    people: "В комнате: {count}",
    refusals: {
      NOT_YOUR_TURN: "Сейчас не ваш ход.",
      NOT_STARTED: "Игра ещё не началась.",
      ALREADY_STARTED: "Игра уже началась.",
      NOT_SEATED: "Вы зритель: займите место, чтобы играть.",
      NOT_HOST: "Начать игру может только хозяин.",
      SEATS_OPEN: "Сначала все свободные места должны быть заняты.",
      NOT_READY: "Сначала все, кто занял места, должны быть готовы.",
      SEAT_TAKEN: "Это место уже занял кто-то другой.",
      SEAT_IS_ROBOT: "За это место играет робот.",
      ALREADY_SEATED: "У вас уже есть место.",
      RATE_LIMITED: "Слишком много действий слишком быстро: подождите немного.",
      NOT_CONNECTED: "Нет связи с комнатой: дождитесь подключения.",
      STALE_COMMAND: "Слишком поздно: игра уже ушла вперёд.",
      ROLL_FIRST: "Сначала бросьте кубик.",
      MOVE_PENDING: "Сначала сделайте ход.",
      ILLEGAL_MOVE: "Этой фишкой нельзя так сходить при этом броске.",
      NOT_YOUR_PIECE: "Это не ваша фишка.",
      GAME_OVER: "Игра окончена.",
      ACTION_PENDING: "Подождите: сервер ещё не ответил на ваше последнее действие.",
      DIE_FROM_CLIENT: "Кубик бросает только сервер.",
      INVALID_MESSAGE: "Сервер не смог прочитать запрос.",
    },
    refusedOther: "Сервер отказал ({code}).",
    closedWhy: {
      JOIN_FAILED: "Не удалось войти в комнату: она могла закрыться, или сервер недоступен.",
      CONNECTION_LOST: "Связь с сервером потеряна.",
      RECONNECT_FAILED: "Связь потеряна, и восстановить её не удалось.",
      ROOM_CLOSED: "Сервер закрыл комнату.",
      SERVER_SHUTDOWN: "Сервер закрыл комнату: он выключается.",
      ROOM_FINISHED: "Сервер закрыл комнату: игра окончена.",
      RATE_LIMITED: "Сервер отключил вас: слишком много сообщений слишком быстро.",
    },
    dismiss: "Закрыть",
    otherRoom: "Другая комната",
  },
  id: {
    playOnline: "Main online",
    server: "Server",
    yourName: "Nama kamu",
    defaultName: "Pemain",
    createRoom: "Buat ruang",
    create: "Buat ruang",
    robotPace: "Kecepatan robot",
    joinRoom: "Masuk ke ruang",
    codeOrLink: "Kode atau tautan ruang",
    join: "Masuk",
    badCode: "Itu bukan kode atau tautan ruang.",
    badServer: "Itu bukan alamat server: ws://host:port atau wss://host.",
    back: "Kembali ke layar awal",
    status: {
      connecting: "Menyambung…",
      open: "Tersambung",
      reconnecting: "Sambungan putus: menyambung ulang…",
      closed: "Terputus",
    },
    retry: "Coba lagi",
    room: "Ruang {code}",
    shareLink: "Tautan ke ruang ini",
    copy: "Salin tautan",
    copied: "Tautan disalin",
    seats: "Kursi",
    seat: "Kursi",
    player: "Pemain",
    state: "Status",
    free: "Kosong",
    you: "kamu",
    host: "tuan rumah",
    robot: "robot",
    ready: "Siap",
    notReady: "Belum siap",
    away: "Terputus",
    sit: "Duduk di {color}",
    robotLevel: "Level robot untuk {color}",
    robotSeat: "Robot di {color}",
    peopleSeat: "Kosongkan {color} untuk orang",
    seatsOpen: "Belum ada yang duduk di {colors}: tunggu pemain, atau taruh robot di sana.",
    imReady: "Saya siap",
    start: "Mulai permainan",
    waitingHost: "Menunggu tuan rumah memulai permainan.",
    watching: "Kamu menonton: ambil kursi kosong untuk bermain.",
    leave: "Tinggalkan ruang",
    people: "{count} di ruang",
    refusals: {
      NOT_YOUR_TURN: "Sekarang bukan giliranmu.",
      NOT_STARTED: "Permainan belum dimulai.",
      ALREADY_STARTED: "Permainan sudah dimulai.",
      NOT_SEATED: "Kamu menonton: ambil kursi untuk bermain.",
      NOT_HOST: "Hanya tuan rumah yang bisa memulai permainan.",
      SEATS_OPEN: "Setiap kursi kosong harus diisi dulu.",
      NOT_READY: "Semua yang duduk harus siap dulu.",
      SEAT_TAKEN: "Kursi itu sudah diambil orang lain.",
      SEAT_IS_ROBOT: "Kursi itu dimainkan robot.",
      ALREADY_SEATED: "Kamu sudah punya kursi.",
      RATE_LIMITED: "Terlalu banyak aksi terlalu cepat: tunggu sebentar.",
      NOT_CONNECTED: "Tidak tersambung ke ruang: tunggu sambungannya.",
      STALE_COMMAND: "Terlambat: permainan sudah berlanjut.",
      ROLL_FIRST: "Lempar dadu dulu.",
      MOVE_PENDING: "Jalankan bidak dulu.",
      ILLEGAL_MOVE: "Bidak itu tidak bisa jalan dengan lemparan ini.",
      NOT_YOUR_PIECE: "Itu bukan bidakmu.",
      GAME_OVER: "Permainan sudah selesai.",
      ACTION_PENDING: "Tunggu: server belum menjawab aksimu yang terakhir.",
      DIE_FROM_CLIENT: "Hanya server yang melempar dadu.",
      INVALID_MESSAGE: "Server tidak bisa membaca permintaan itu.",
    },
    refusedOther: "Server menolaknya ({code}).",
    closedWhy: {
      JOIN_FAILED:
        "Tidak bisa masuk ke ruang: mungkin sudah ditutup, atau server tidak terjangkau.",
      CONNECTION_LOST: "Sambungan ke server terputus.",
      RECONNECT_FAILED: "Sambungan terputus dan tidak bisa dipulihkan.",
      ROOM_CLOSED: "Server menutup ruang.",
      SERVER_SHUTDOWN: "Server menutup ruang: server sedang dimatikan.",
      ROOM_FINISHED: "Server menutup ruang: permainannya sudah selesai.",
      RATE_LIMITED: "Server memutus sambunganmu: terlalu banyak pesan terlalu cepat.",
    },
    dismiss: "Tutup",
    otherRoom: "Ruang lain",
  },
};
