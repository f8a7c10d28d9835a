export { DemoQuiz } from './components/demo-quiz';
export { DemoResult } from './components/demo-result';
