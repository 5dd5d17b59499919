/** Where `cached` keeps its values: a Map, or a WeakMap to let a key that is dropped go. */
interface Store<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

/**
 * The value `store` keeps for `key`, made by `make` the first time it is asked for: the one
 * shape of the package's caches (a board's index and home slots, formatters by language).
 */
export function cached<K, V>(store: Store<K, V>, key: K, make: () => V): V {
  let value = store.get(key);
  if (value === undefined) {
    value = make();
    store.set(key, value);
  }
  return value;
}
