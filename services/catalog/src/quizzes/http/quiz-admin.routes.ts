import type { QuizKind } from '@exam/contracts';
import { BadRequestException, UseInterceptors, type Type } from '@nestjs/common';
import { SignPageImagesInterceptor } from './sign-page-images.interceptor';

/** The console's two quiz resources (react-admin simple REST): quizzes and Kye Bye quizzes. */
const QUIZ_ADMIN_RESOURCES = [
  { path: 'admin/quizzes', kind: 'quiz', name: 'Quizzes' },
  { path: 'admin/kyebye-quizzes', kind: 'kyebye', name: 'KyebyeQuizzes' },
] as const;

/** One controller class per resource, made by `make` for its path and kind, named `<Resource><slice>`. */
export function perQuizResource(
  slice: string,
  make: (path: string, kind: QuizKind) => Type<unknown>,
): Type<unknown>[] {
  return QUIZ_ADMIN_RESOURCES.map(({ path, kind, name }) => {
    const controller = make(path, kind);
    UseInterceptors(SignPageImagesInterceptor)(controller);
    Object.defineProperty(controller, 'name', { value: `${name}${slice}Controller` });
    return controller;
  });
}

/** A JSON object body, or 400. */
export const asObject = (body: unknown): Record<string, unknown> => {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new BadRequestException('Expected a JSON object');
  return body as Record<string, unknown>;
};
