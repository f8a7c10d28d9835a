export { ExamEntry } from './components/exam-entry';
export { ExamResultScreen } from './components/exam-result-screen';
