export { QuizListScreen } from './components/quiz-list-screen';
