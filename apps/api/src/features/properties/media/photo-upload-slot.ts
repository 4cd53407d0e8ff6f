import type { FastifyReply, FastifyRequest } from 'fastify';
import { discardRequestBody } from '../../../platform/http/multipart-body.ts';
import { photoUploadQueue } from '../../../platform/media/image-queue.ts';

/**
 * Runs a photo upload (reading its body, processing, storing) once the photo upload queue admits it, so a
 * burst of uploads is held in the network instead of in memory. A refused upload (503, queue full) has
 * its body read and thrown away so the client reliably gets the answer.
 */
export async function inPhotoUploadSlot<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await photoUploadQueue.run(work);
  } catch (error) {
    discardRequestBody(request, reply);
    throw error;
  }
}
