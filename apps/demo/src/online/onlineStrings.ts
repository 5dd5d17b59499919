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
  imReady: string;
  start: string;
  waitingHost: string;
  watching: string;
  leave: string;
  /** A refusal of the server's: `{message}`. */
  refused: string;
  people: string;
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
    imReady: "I am ready",
    start: "Start the game",
    waitingHost: "Waiting for the host to start the game.",
    watching: "You are watching: take a free seat to play.",
    leave: "Leave the room",
    refused: "Refused: {message}",
    people: "{count} in the room",
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
    imReady: "我准备好了",
    start: "开始游戏",
    waitingHost: "等待房主开始游戏。",
    watching: "你在观战：选一个空位即可加入。",
    leave: "离开房间",
    refused: "被拒绝：{message}",
    people: "房间里 {count} 人",
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
    imReady: "Sono pronto",
    start: "Inizia la partita",
    waitingHost: "In attesa che l'host inizi la partita.",
    watching: "Stai guardando: prendi un posto libero per giocare.",
    leave: "Esci dalla stanza",
    refused: "Rifiutato: {message}",
    people: "{count} nella stanza",
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
    imReady: "Я готов",
    start: "Начать игру",
    waitingHost: "Ждём, пока хозяин начнёт игру.",
    watching: "Вы зритель: займите свободное место, чтобы играть.",
    leave: "Выйти из комнаты",
    refused: "Отказано: {message}",
    people: "В комнате: {count}",
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
    imReady: "Saya siap",
    start: "Mulai permainan",
    waitingHost: "Menunggu tuan rumah memulai permainan.",
    watching: "Kamu menonton: ambil kursi kosong untuk bermain.",
    leave: "Tinggalkan ruang",
    refused: "Ditolak: {message}",
    people: "{count} di ruang",
  },
};
