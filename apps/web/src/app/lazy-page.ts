import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A screen loaded on demand from a module's named export, so every route module keeps named
 * exports and still gets its own chunk.
 */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] }));
}
