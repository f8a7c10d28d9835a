export { QuestionTools, QuestionToolsProvider, quizKindOf, type QuestionRef } from './question-tools';
