/** '1 foto' / '5 fotos'. */
export function formatPhotoCount(count: number): string {
  return count === 1 ? '1 foto' : `${count} fotos`;
}
