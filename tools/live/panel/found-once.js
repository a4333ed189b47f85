// Reglas en juego / Rules in Play — a lookup made once per key (runtime.js: the widget manager's classes).

/** `find(...args)` once for each `key(...args)`: later calls get the same promise; one that fails is forgotten, so
 * that a later call looks again. */
export function foundOnce(find, key) {
  const found = new Map();
  return (...args) => {
    const name = key(...args);
    let promise = found.get(name);
    if (promise === undefined) {
      promise = new Promise((resolve) => resolve(find(...args)));
      found.set(name, promise);
      promise.catch(() => { if (found.get(name) === promise) { found.delete(name); } });
    }
    return promise;
  };
}
