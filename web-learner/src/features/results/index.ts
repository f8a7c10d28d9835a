export { ResultsScreen } from './components/results-screen';
