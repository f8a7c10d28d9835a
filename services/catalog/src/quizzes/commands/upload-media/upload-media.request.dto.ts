/** The multipart fields beside `file`. */
export interface UploadMediaRequestDto {
  quizId?: string;
  kind?: string;
  field?: string;
  questionIndex?: string;
}

/** The part of multer's file the upload reads (memory storage). */
export interface UploadedMedia {
  originalname: string;
  buffer: Buffer;
}
