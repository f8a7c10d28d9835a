import { invalid } from '@exam/common';
import { ObjectId } from 'mongodb';

export const CHAPTER_NOT_FOUND = 'Chapter not found';

/** A chapter's id from a path: 24 hex digits, else 400 'Invalid chapter id'. */
export function chapterIdOf(id: string): ObjectId {
  if (!ObjectId.isValid(id) || id.length !== 24) throw invalid('Invalid chapter id');
  return new ObjectId(id);
}
