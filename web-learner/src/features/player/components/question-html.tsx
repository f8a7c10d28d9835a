export { QuestionHtml } from '@/components/quiz/question-html';
