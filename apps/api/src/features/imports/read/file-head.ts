import { open } from 'node:fs/promises';

/** The first `size` bytes of a file (fewer when it is shorter): what the format and encoding are told from. */
export async function readFileHead(path: string, size: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(size);
    const { bytesRead } = await handle.read(buffer, 0, size, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
