import type { ChapterDoc } from './persistence/chapters.repository';

/** A chapter as the console's resource shows it (react-admin reads `id`). */
export const toChapterRecord = ({ _id, ...rest }: ChapterDoc) => ({
  id: _id.toHexString(),
  _id: _id.toHexString(),
  ...rest,
});

export type ChapterRecord = ReturnType<typeof toChapterRecord>;
