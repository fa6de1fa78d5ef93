/**
 * The palette's module, one hop away from the shell: the shell's chunk names only this small
 * chunk, and this one the palette's chunk and the ~17 chunks it needs (Vite lists a dynamic
 * import's dependencies in the importing chunk, about 300 bytes gzip the dashboard would carry).
 */
export const loadCommandPalette = () => import('./command-palette');
