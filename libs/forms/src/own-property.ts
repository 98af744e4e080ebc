/**
 * Writes `value` as an own, enumerable property of `target`, even for names such as `__proto__` or
 * `constructor` that a plain assignment would turn into a prototype change or a shadowed method.
 */
export function setOwn<T>(target: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** The own property `key` of `source`, never an inherited one (`toString`, `constructor`…). */
export function getOwn<T>(source: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(source, key) ? source[key] : undefined;
}
