/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The Colyseus server the online screen plays on (`ws://host:port`). */
  readonly VITE_FLYING_SERVER?: string;
}
