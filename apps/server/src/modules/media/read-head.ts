import { open } from 'node:fs/promises';

/** The first `length` bytes of a file (fewer when the file is shorter). */
export async function readHead(path: string, length: number): Promise<Buffer> {
  const file = await open(path);
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}
