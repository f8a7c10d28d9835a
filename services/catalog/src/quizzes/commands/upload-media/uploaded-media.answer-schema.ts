import { answerSchema, namedSchema } from '@exam/common';

const text = { type: 'string' } as const;
const page = answerSchema({ url: text, storageType: text });

/**
 * What an upload answers: an image's URL, size and WebP copies (public), a PDF's or video's private reference
 * (a PDF with its rendered page images), and, when it was attached, the quiz's console record.
 */
export const UPLOADED_MEDIA = namedSchema(
  'UploadedMedia',
  answerSchema(
    {
      url: text,
      storageType: text,
      width: { type: 'integer' },
      height: { type: 'integer' },
      variants: { type: 'array', items: answerSchema({ url: text, width: { type: 'integer' } }) },
      bucketName: { type: 'string', enum: ['public', 'private'] },
      fileName: text,
      pages: { type: 'array', items: page },
      quiz: {
        type: 'object',
        properties: { id: text },
        required: ['id'],
        additionalProperties: true,
      },
    },
    ['url', 'width', 'height', 'variants', 'fileName', 'pages', 'quiz'],
  ),
);
