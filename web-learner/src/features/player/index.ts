export { QuestionPageScreen } from './components/question-page-screen';
export { QuizPlayer } from './components/quiz-player';
export { useQuiz, getQuizQueryOptions } from './api/get-quiz';
export { PracticeScreen } from './components/practice-screen';
export { PendingSubmissions } from './components/pending-submissions';
