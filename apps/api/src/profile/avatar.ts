import { eq } from 'drizzle-orm';
import { users, type User } from '../db/schema/index.ts';
import type { AppInstance } from '../lib/app-instance.ts';
import { avatarKey } from '../media/keys.ts';
import { processAvatar } from '../media/process-image.ts';
import { deleteFilesQuietly } from '../storage/delete-quietly.ts';

const deleteQuietly = (app: AppInstance, key: string | null) => deleteFilesQuietly(app, [key]);

/**
 * Replaces the avatar: the bytes are checked and re-encoded (256x256 WebP, metadata dropped) before
 * anything is stored; the new file is written, then the row points to it, then the old file goes.
 */
export async function replaceAvatar(app: AppInstance, user: User, upload: Buffer): Promise<User> {
  const { image } = await processAvatar(upload);
  const key = avatarKey(user.id);
  await app.storage.put(key, image);
  let updated: User | undefined;
  try {
    [updated] = await app.db.update(users).set({ avatarKey: key }).where(eq(users.id, user.id)).returning();
  } catch (err) {
    await deleteQuietly(app, key);
    throw err;
  }
  if (!updated) throw new Error('replaceAvatar: user vanished');
  if (user.avatarKey !== key) await deleteQuietly(app, user.avatarKey);
  return updated;
}

/** Removes the avatar (the profile falls back to initials). */
export async function removeAvatar(app: AppInstance, user: User): Promise<User> {
  const [updated] = await app.db.update(users).set({ avatarKey: null }).where(eq(users.id, user.id)).returning();
  if (!updated) throw new Error('removeAvatar: user vanished');
  await deleteQuietly(app, user.avatarKey);
  return updated;
}
