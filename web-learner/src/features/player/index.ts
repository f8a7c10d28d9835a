export { QuestionPageScreen } from './components/question-page-screen';
export { QuizPlayer } from './components/quiz-player';
export { useQuiz, getQuizQueryOptions } from './api/get-quiz';
