/** Writes through the asynchronous Clipboard API; false when it is missing or refuses (docs/product/public-and-auth.md §5). */
async function writeWithClipboardApi(text: string): Promise<boolean> {
  if (!navigator.clipboard?.writeText) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    // Refused permission or an insecure context: the legacy method below may still work.
    console.warn('Clipboard API no disponible, se usa el método alternativo', error);
    return false;
  }
}

/** The legacy method: select a hidden textarea and run the copy command. */
function copyWithHiddenTextarea(text: string): boolean {
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  Object.assign(textarea.style, {
    position: 'fixed',
    top: '0',
    left: '0',
    opacity: '0',
    pointerEvents: 'none',
  });
  document.body.appendChild(textarea);
  textarea.focus({ preventScroll: true });
  textarea.select();
  try {
    return document.execCommand('copy');
  } catch (error) {
    console.error('No se pudo copiar al portapapeles', error);
    return false;
  } finally {
    textarea.remove();
    previousFocus?.focus();
  }
}

/** Copies `text` to the clipboard: the Clipboard API first, then the legacy method. True on success. */
export async function copyToClipboard(text: string): Promise<boolean> {
  return (await writeWithClipboardApi(text)) || copyWithHiddenTextarea(text);
}
