/** `{ quizzes: [...] }`: each quiz as for a create, published unless `published: false`. */
export interface ImportQuizzesRequestDto {
  quizzes?: unknown;
}
