import { eq } from 'drizzle-orm';
import { users, type User } from '../../platform/db/schema/index.ts';
import type { ProfileDeps } from './deps.ts';
import { avatarKey } from '../../platform/media/keys.ts';
import { processAvatar } from '../../platform/media/process-image.ts';
import { deleteFilesQuietly } from '../../platform/storage/delete-quietly.ts';

const deleteQuietly = (deps: ProfileDeps, key: string | null) => deleteFilesQuietly(deps, [key]);

/**
 * Replaces the avatar: the bytes are checked and re-encoded (256x256 WebP, metadata dropped) before
 * anything is stored; the new file is written, then the row points to it, then the old file goes.
 */
export async function replaceAvatar(deps: ProfileDeps, user: User, upload: Buffer): Promise<User> {
  const { image } = await processAvatar(upload);
  const key = avatarKey(user.id);
  await deps.storage.put(key, image);
  let updated: User | undefined;
  try {
    [updated] = await deps.db.update(users).set({ avatarKey: key }).where(eq(users.id, user.id)).returning();
  } catch (err) {
    await deleteQuietly(deps, key);
    throw err;
  }
  if (!updated) throw new Error('replaceAvatar: user vanished');
  if (user.avatarKey !== key) await deleteQuietly(deps, user.avatarKey);
  return updated;
}

/** Removes the avatar (the profile falls back to initials). */
export async function removeAvatar(deps: ProfileDeps, user: User): Promise<User> {
  const [updated] = await deps.db
    .update(users)
    .set({ avatarKey: null })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new Error('removeAvatar: user vanished');
  await deleteQuietly(deps, user.avatarKey);
  return updated;
}
